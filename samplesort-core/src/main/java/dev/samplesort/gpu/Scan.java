package dev.samplesort.gpu;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;

/** Phase 3 launcher: exclusive prefix sum of the level's histogram table, in place (reduce, scan, down-sweep). */
final class Scan {
    private static final ParamBlock P = KernelContract.SCAN;
    private static final long DATA = P.offset("data"), N = P.offset("n"), PARTIAL = P.offset("partial"),
            TILES = P.offset("tiles");

    private Scan() {}

    /** Scratch bytes needed for the partial sums of {@code n} entries. */
    static long partialBytes(long n) { return 8L * Math.max(1, tiles(n)); }

    static int tiles(long n) { return (int) ((n + KernelContract.SCAN_TILE - 1) / KernelContract.SCAN_TILE); }

    /** Scans {@code n} u64 at {@code data} in place, with {@link #partialBytes} of scratch at {@code partial}. */
    static void launch(SortSession s, long data, long n, long partial) {
        int tiles = tiles(n);
        if (tiles > KernelContract.SCAN_MAX_TILES) {
            throw new IllegalStateException("histogram of " + n + " entries exceeds the scan");
        }
        Kernels k = s.rt.kernels;
        write(s.params(P), data, n, partial, tiles);
        s.launch(k.scanReduce(), tiles);
        write(s.params(P), data, n, partial, tiles);
        s.launch(k.scanPartials(), 1);
        write(s.params(P), data, n, partial, tiles);
        s.launch(k.scanDown(), tiles);
    }

    /** Writes the parameter block of the three scan kernels. */
    static void write(MemorySegment p, long data, long n, long partial, int tiles) {
        p.set(JAVA_LONG, DATA, data);
        p.set(JAVA_LONG, N, n);
        p.set(JAVA_LONG, PARTIAL, partial);
        p.set(JAVA_INT, TILES, tiles);
    }
}
