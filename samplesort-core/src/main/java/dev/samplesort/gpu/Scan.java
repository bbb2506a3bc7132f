package dev.samplesort.gpu;

/** Phase 3 launcher: exclusive prefix sum of the level's histogram table, in place (reduce, scan, down-sweep). */
final class Scan {
    static final int TILE = 2048;
    static final int MAX_TILES = 4096;

    private Scan() {}

    /** Scratch bytes needed for the partial sums of {@code n} entries. */
    static long partialBytes(long n) { return 8L * Math.max(1, tiles(n)); }

    static int tiles(long n) { return (int) ((n + TILE - 1) / TILE); }

    static void launch(SortSession s, long data, long n, long partial) {
        int tiles = tiles(n);
        if (tiles > MAX_TILES) throw new IllegalStateException("histogram of " + n + " entries exceeds the scan");
        Kernels k = s.rt.kernels;
        s.args.clear().ptr(data).i64(n).ptr(partial);
        s.launch(k.scanReduce(), tiles);
        s.args.clear().ptr(partial).i32(tiles);
        s.launch(k.scanPartials(), 1);
        s.args.clear().ptr(data).i64(n).ptr(partial);
        s.launch(k.scanDown(), tiles);
    }
}
