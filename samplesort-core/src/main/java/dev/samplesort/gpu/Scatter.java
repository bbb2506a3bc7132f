package dev.samplesort.gpu;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;

/** Phase 4 launcher: classify again, rank within the bucket, move keys (and values) to their places. */
final class Scatter {
    private static final ParamBlock P = KernelContract.SCATTER;
    private static final Level.Fields LEVEL = Level.Fields.of(P);
    private static final long SRC = P.offset("src"), DST = P.offset("dst"), VSRC = P.offset("vsrc"),
            VDST = P.offset("vdst"), STAGED = P.offset("staged"), SCANNED = P.offset("scanned"),
            BIDS = P.offset("bids");

    private Scatter() {}

    /** One block per chunk, from the level's source buffers to its destination buffers. */
    static void launch(SortSession s, Level l, boolean staged) {
        fill(s.params(P), l, staged);
        s.launch(s.rt.kernels.scatter(l.width, l.values, l.plan.logK), l.plan.nblk);
    }

    /** Writes the parameter block of level {@code l}. */
    static void fill(MemorySegment p, Level l, boolean staged) {
        LEVEL.write(p, l);
        p.set(JAVA_LONG, SRC, l.src);
        p.set(JAVA_LONG, DST, l.dst);
        p.set(JAVA_LONG, VSRC, l.vsrc);
        p.set(JAVA_LONG, VDST, l.vdst);
        p.set(JAVA_INT, STAGED, staged ? 1 : 0);
        p.set(JAVA_LONG, SCANNED, l.at(l.scratch.hist()));
        p.set(JAVA_LONG, BIDS, l.bucketIds);
    }
}
