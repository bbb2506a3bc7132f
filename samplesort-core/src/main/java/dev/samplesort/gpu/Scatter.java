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
            BIDS = P.offset("bids"), KOUT = P.offset("kout"), VOUT = P.offset("vout");

    private Scatter() {}

    /** One block per chunk, from the level's source buffers to its destination buffers. */
    static void launch(SortSession s, Level l, boolean staged) {
        fill(s.params(P), l, staged, 0, 0);
        s.launch(l.stable ? s.rt.kernels.scatterStable(l.width, l.values, l.plan.logK)
                : s.rt.kernels.scatter(l.width, l.values, l.plan.logK), l.plan.nblk);
    }

    /**
     * The multi-GPU exchange level's scatter: one block per chunk, each bucket b written through the per-bucket
     * bases at {@code kout} (and {@code vout}): k device addresses each, see {@code ScatterParams} in contract.cuh.
     */
    static void launchRemote(SortSession s, Level l, boolean staged, long kout, long vout) {
        fill(s.params(P), l, staged, kout, vout);
        s.launch(s.rt.kernels.scatterRemote(l.width, l.values, l.plan.logK), l.plan.nblk);
    }

    /**
     * Writes the parameter block of level {@code l}; {@code kout}, {@code vout}: the remote scatter's per-bucket
     * bases, 0 for an ordinary level (its kernels do not read them).
     */
    static void fill(MemorySegment p, Level l, boolean staged, long kout, long vout) {
        LEVEL.write(p, l);
        p.set(JAVA_LONG, SRC, l.src);
        p.set(JAVA_LONG, DST, l.dst);
        p.set(JAVA_LONG, VSRC, l.vsrc);
        p.set(JAVA_LONG, VDST, l.vdst);
        p.set(JAVA_INT, STAGED, staged ? 1 : 0);
        p.set(JAVA_LONG, SCANNED, l.at(l.scratch.hist()));
        p.set(JAVA_LONG, BIDS, l.bucketIds);
        p.set(JAVA_LONG, KOUT, kout);
        p.set(JAVA_LONG, VOUT, vout);
    }
}
