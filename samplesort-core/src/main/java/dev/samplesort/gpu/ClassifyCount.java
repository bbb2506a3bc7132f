package dev.samplesort.gpu;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;

/** Phase 2 launcher: branchless classification of every key and per-block bucket histograms. */
final class ClassifyCount {
    private static final ParamBlock P = KernelContract.COUNT;
    private static final Level.Fields LEVEL = Level.Fields.of(P);
    private static final long SRC = P.offset("src"), HIST = P.offset("hist"), TOTALS = P.offset("totals"),
            BIDS = P.offset("bids");

    private ClassifyCount() {}

    /** One block per chunk: the level's histogram (column-major per segment) and the bucket totals. */
    static void launch(SortSession s, Level l) {
        fill(s.params(P), l);
        s.launch(s.rt.kernels.count(l.width, l.plan.logK), l.plan.nblk);
    }

    /** Writes the parameter block of level {@code l}. */
    static void fill(MemorySegment p, Level l) {
        LEVEL.write(p, l);
        p.set(JAVA_LONG, SRC, l.src);
        p.set(JAVA_LONG, HIST, l.at(l.scratch.hist()));
        p.set(JAVA_LONG, TOTALS, l.at(l.scratch.totals()));
        p.set(JAVA_LONG, BIDS, l.bucketIds);
    }
}
