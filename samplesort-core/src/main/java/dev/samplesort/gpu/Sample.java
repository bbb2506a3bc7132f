package dev.samplesort.gpu;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;

/** Phase 1 launcher: random sample per segment, sorted in one block, splitters laid out as a search tree. */
final class Sample {
    private static final ParamBlock P = KernelContract.SAMPLE;
    private static final Level.Fields LEVEL = Level.Fields.of(P);
    private static final long SRC = P.offset("src"), SEED = P.offset("seed");

    private Sample() {}

    /** One block per segment of the level: sample, sort the sample, write tree, splitters and equality flags. */
    static void launch(SortSession s, Level l, long seed) { launch(s, l, seed, false); }

    /** As above, with the light sample ({@link GpuPolicy#lightSample(long, int)}) if {@code light}. */
    static void launch(SortSession s, Level l, long seed, boolean light) {
        fill(s.params(P), l, seed);
        Kernels k = s.rt.kernels;
        s.launch(light ? k.sampleLight(l.width, l.plan.logK) : k.sample(l.width, l.plan.logK), l.plan.nseg);
    }

    /** Writes the parameter block of level {@code l}. */
    static void fill(MemorySegment p, Level l, long seed) {
        LEVEL.write(p, l);
        p.set(JAVA_LONG, SRC, l.src);
        p.set(JAVA_LONG, SEED, seed);
    }
}
