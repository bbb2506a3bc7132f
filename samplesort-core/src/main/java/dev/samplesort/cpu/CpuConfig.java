package dev.samplesort.cpu;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

/**
 * Every tunable of the CPU sample sort in one place (see docs/CPU.md for how they were chosen). The settable ones
 * come from the {@link CpuPolicy} value that {@link dev.samplesort.spi.Configuration} reads once from the
 * {@code samplesort.cpu.*} system properties ({@link CpuPolicy} documents each); they stay static final constants
 * here, so the JIT folds them into the sort's code as before.
 *
 * <p>Run-time settings (the setters exist for benchmarks and tests):
 * <ul>
 *   <li>{@code samplesort.cpu.threads} — worker threads (default: {@code availableProcessors()}); 1 forces the
 *       sequential path.</li>
 *   <li>{@code samplesort.cpu.seed} — base seed of the sampling RNG (default a fixed constant, so runs are
 *       reproducible).</li>
 *   <li>{@code samplesort.cpu.segmentArrayLimit} — an upper bound (in elements) on the pieces of an off-heap sort
 *       that are copied into Java arrays; the real bound is smaller, from the heap size (SegmentSorts.leafLimit),
 *       so an off-heap sort never needs heap in proportion to its size (default 2^27: no further bound).</li>
 * </ul>
 */
public final class CpuConfig {
    private CpuConfig() {}

    /** The settings in effect (read once). */
    static final CpuPolicy POLICY = dev.samplesort.spi.Configuration.cpu();

    /** log2 of the largest number of buckets k per distribution step (k = 256; 512 with equality buckets). */
    static final int LOG_BUCKETS = POLICY.logBuckets();

    /**
     * Keys-only sorts: log2 of the largest k (k = 1024). One wide step to leaves that fit a core's L2 cache beats
     * k = 256: `long[2^27]` on 16 cores 391-446 -> 348 ms (docs/CPU.md).
     */
    static final int LOG_BUCKETS_KEYS = POLICY.logBucketsKeys();

    /** log2 of the largest k of any step (sizes the per-thread count arrays). */
    static final int MAX_LOG_BUCKETS = Math.max(LOG_BUCKETS, LOG_BUCKETS_KEYS);

    /**
     * Cell index of the classification (see {@code Splitters.cellStart}): 2^CELL_LOG_RATIO cells per
     * bucket; built for ranges of at least CELL_MIN_N elements and at least 2^CELL_MIN_LOG_BUCKETS buckets, and
     * used when its binary search takes at least CELL_MIN_SAVING steps fewer than the tree's log2 k levels
     * (CELL_MIN_SAVING_BRANCH_FREE with equality buckets or logarithmic cells, whose one-key-at-a-time arithmetic
     * loop costs more per step: the tree was faster for 16 distinct values, and for double zipf keys, 4 steps).
     */
    static final int CELL_LOG_RATIO = POLICY.cellLogRatio();

    static final int CELL_MIN_N = 1 << 14;

    static final int CELL_MIN_LOG_BUCKETS = 4;

    static final int CELL_MIN_SAVING = POLICY.cellMinSaving();

    static final int CELL_MIN_SAVING_BRANCH_FREE = POLICY.cellMinSavingBranchFree();

    /** Ranges of at most this many elements are insertion sorted. */
    static final int BASE_CASE = POLICY.baseCase();

    /** Whether the JDK's {@code Arrays.sort} is (very likely) the x86-simd-sort intrinsic here (see {@link CpuPolicy}). */
    static final boolean JDK_SIMD_SORT = CpuPolicy.JDK_SIMD_SORT;

    /**
     * Keys-only sorts: buckets (ranges below the top level) of at most this many keys are leaves of the recursion,
     * sorted by the JDK's {@code Arrays.sort} on the range (the SIMD intrinsic where the JDK has one). Key-value
     * sorts (which must stay stable) always recurse down to {@link #BASE_CASE} and insertion sort. Default 2^20 where
     * {@link #JDK_SIMD_SORT}, else 0 (off).
     */
    private static volatile int leafSort = POLICY.leafSort();

    /**
     * Keys-only sorts: a whole input of at most this many keys is sorted as one leaf; above it at least one
     * distribution step runs, with k chosen so the buckets come close to this size. At most leafSort; a value
     * up to BASE_CASE switches leaf sorts off (then the recursion goes down to BASE_CASE and insertion sort).
     * Default 4096 where {@link #JDK_SIMD_SORT}, else 0 (off).
     */
    private static volatile int leafSortTop = POLICY.leafSortTop();

    static int leafSort() { return leafSort; }

    static int leafSortTop() { return leafSortTop; }

    /** For tests and tuning: sets both leaf thresholds (top <= leaf). */
    static void setLeafSort(int leaf, int top) {
        if (top > leaf || top < 0) throw new IllegalArgumentException("leaf sizes: " + leaf + ", " + top);
        leafSort = leaf;
        leafSortTop = top;
    }

    /**
     * Reuse the scratch arrays (buffer, value buffer, oracle) of one sort in the next one instead of allocating
     * (and having the JVM zero) them again: one array per element type is kept behind a {@code SoftReference}, so
     * the GC frees it under memory pressure. Arrays below REUSE_MIN elements are never cached.
     */
    static final boolean REUSE_BUFFERS = POLICY.reuseBuffers();

    static final int REUSE_MIN = 1 << 16;

    /** Samples of at most this many keys are insertion sorted (no allocation), larger ones by sample sort. */
    static final int SMALL_SAMPLE = POLICY.smallSample();

    /** Oversampling factor a = max(1, log2(n) * OVERSAMPLING_PERCENT / 100), sample size a*k - 1. */
    static final int OVERSAMPLING_PERCENT = POLICY.oversamplingPercent();

    /** Largest oversampling factor. */
    static final int MAX_OVERSAMPLING = 8;

    /** Below this many elements a (sub)problem is sorted by one thread. */
    static final int PARALLEL_THRESHOLD = 1 << 17;

    /**
     * Parallel classification/scatter: blocks per thread and the smallest block. Four blocks per thread let the
     * fork/join pool even out slow workers: `long[2^27]` on 16 cores 407-432 -> 368-376 ms (docs/CPU.md).
     */
    static final int BLOCKS_PER_THREAD = POLICY.blocksPerThread();

    static final int MIN_BLOCK = 1 << 15;

    /** Parallel sorts check this many leading elements for presortedness serially, the rest in parallel. */
    static final int PRESORT_PREFIX = 1 << 16;

    /** Parallel copies of finished buckets are cut into pieces of this many elements. */
    static final int COPY_CHUNK = 1 << 20;

    /** Recursion deeper than this (an adversarial input for the seeded sampler) falls back to merge sort. */
    static final int MAX_DEPTH = 24;

    /** Elements a segment distribution reads into a heap chunk at a time. */
    static final int SEGMENT_CHUNK = 1 << 14;

    private static volatile int threads = POLICY.threads();

    private static volatile long seed = POLICY.seed();

    private static volatile long segmentArrayLimit = POLICY.segmentArrayLimit();

    private static ForkJoinPool pool;

    /** Worker threads used by the CPU engine. */
    public static int threads() { return threads; }

    /** Sets the worker threads (1 = sequential). For benchmarks; affects sorts started afterwards. */
    public static void setThreads(int t) {
        if (t < 1) throw new IllegalArgumentException("threads must be >= 1: " + t);
        threads = t;
    }

    /** Base seed of the sampling RNG. */
    public static long seed() { return seed; }

    public static void setSeed(long s) { seed = s; }

    /** Upper bound (elements) on a piece of an off-heap sort sorted through heap arrays (see SegmentSorts). */
    public static long segmentArrayLimit() { return segmentArrayLimit; }

    /** For tests: a small value exercises the long-index segment distribution on small data. */
    public static void setSegmentArrayLimit(long limit) {
        if (limit < 2 || limit > Integer.MAX_VALUE - 16) throw new IllegalArgumentException("limit: " + limit);
        segmentArrayLimit = limit;
    }

    /**
     * The engine's own ForkJoinPool (daemon workers, parallelism = {@link #threads()}); recreated when the thread
     * count changes. A dedicated pool keeps sorts independent of what the application runs in the common pool.
     */
    static synchronized ForkJoinPool pool() {
        int t = threads;
        if (pool == null || pool.getParallelism() != t) {
            ForkJoinPool old = pool;
            pool = new ForkJoinPool(t, p -> {
                ForkJoinWorkerThread w = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
                w.setName("samplesort-cpu-" + w.getPoolIndex());
                w.setDaemon(true);
                return w;
            }, null, false);
            if (old != null) old.shutdown();
        }
        return pool;
    }

    /** log2 of the bucket count for a problem of n elements: levels balanced so the last one ends near BASE_CASE. */
    static int logBuckets(long n) {
        long leaves = (n + BASE_CASE - 1) / BASE_CASE;
        int lg = 64 - Long.numberOfLeadingZeros(Math.max(1, leaves - 1)); // ceil(log2(leaves))
        if (lg < 1) lg = 1;
        int levels = (lg + LOG_BUCKETS - 1) / LOG_BUCKETS;
        return Math.min(LOG_BUCKETS, (lg + levels - 1) / levels);
    }

    /** Oversampling factor for n elements. */
    static int oversampling(long n) {
        int lg = 63 - Long.numberOfLeadingZeros(Math.max(1, n));
        return Math.max(1, Math.min(MAX_OVERSAMPLING, lg * OVERSAMPLING_PERCENT / 100));
    }

    private static final java.util.concurrent.atomic.AtomicReference<java.lang.ref.SoftReference<char[]>> ORACLE =
            new java.util.concurrent.atomic.AtomicReference<>();

    /** An oracle of at least n entries: the cached one if large enough, else a new one. */
    static char[] takeOracle(int n) {
        if (REUSE_BUFFERS && n >= REUSE_MIN) {
            java.lang.ref.SoftReference<char[]> r = ORACLE.getAndSet(null);
            char[] x = r == null ? null : r.get();
            if (x != null && x.length >= n) return x;
        }
        return new char[n];
    }

    static void giveOracle(char[] x) {
        if (!REUSE_BUFFERS || x.length < REUSE_MIN) return;
        java.lang.ref.SoftReference<char[]> r = ORACLE.get();
        char[] y = r == null ? null : r.get();
        if (y == null || y.length <= x.length) ORACLE.compareAndSet(r, new java.lang.ref.SoftReference<>(x));
    }

    /** SplitMix64 finaliser: the seed of the sampler for the subproblem at [lo, hi). */
    static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }
}
