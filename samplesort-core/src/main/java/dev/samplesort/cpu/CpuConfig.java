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
     * k = 256: `long[2^27]` on 16 cores 391-446 -> 348 ms (docs/CPU-LOG.md).
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

    /** Whether that intrinsic sorts long and double keys too (not on AMD Zen 4, nor with AVX2 only; CpuPolicy). */
    static final boolean JDK_SIMD_SORT_64 = CpuPolicy.JDK_SIMD_SORT_64;

    /** For tests: the 64-bit answer the routes see (null: {@link #JDK_SIMD_SORT_64}). */
    private static volatile Boolean jdkSimdSort64Override;

    /** For tests: the 32-bit answer the routes see (null: {@link #JDK_SIMD_SORT}). */
    private static volatile Boolean jdkSimdSort32Override;

    /** {@link #JDK_SIMD_SORT} for keys 4 bytes wide, {@link #JDK_SIMD_SORT_64} for 8 (as the routes see them). */
    static boolean jdkSimdSort(int keyBytes) {
        Boolean o = keyBytes == 8 ? jdkSimdSort64Override : jdkSimdSort32Override;
        return o != null ? o : CpuPolicy.jdkSimdSort(keyBytes);
    }

    /**
     * For tests: the routes of 32-bit keys as where the JDK sorts them with SIMD (true) or a scalar sort (false), or
     * as detected (null). Routes only: the leaf sizes stay the policy's, and {@code Arrays.sort} is what it is.
     */
    static void setJdkSimdSort32(Boolean simd) {
        jdkSimdSort32Override = simd;
    }

    /**
     * For tests: the routes and leaf sizes of 64-bit keys as where the JDK sorts them with SIMD (true: the leaf
     * sizes of 32-bit keys where that is the intrinsic), with its scalar sort (false: no leaves), or as detected
     * (null: the policy's).
     */
    static void setJdkSimdSort64(Boolean simd) {
        jdkSimdSort64Override = simd;
        if (simd == null) setLeafSort(8, POLICY.leafSort64(), POLICY.leafSortTop64());
        else if (simd && JDK_SIMD_SORT) setLeafSort(8, POLICY.leafSort(), POLICY.leafSortTop());
        else setLeafSort(8, 0, 0);
    }

    /**
     * Keys-only sorts: buckets (ranges below the top level) of at most this many keys are leaves of the recursion,
     * sorted by the JDK's {@code Arrays.sort} on the range (the SIMD intrinsic where the JDK has one). Key-value
     * sorts (which must stay stable) always recurse down to {@link #BASE_CASE} and insertion sort. Default 2^20 where
     * the JDK's sort of the width is the intrinsic, else 0 (off): with the scalar JDK sort as the leaf sorter,
     * `long[2^24]` took 1.20 s instead of 0.95 s with the recursion down to insertion sort (docs/CPU-LOG.md).
     * Index 0: int and float keys, 1: long and double.
     */
    private static final int[] leafSort = {POLICY.leafSort(), POLICY.leafSort64()};

    /**
     * Keys-only sorts: a whole input of at most this many keys is sorted as one leaf; above it at least one
     * distribution step runs, with k chosen so the buckets come close to this size. At most leafSort; a value
     * up to BASE_CASE switches leaf sorts off (then the recursion goes down to BASE_CASE and insertion sort).
     * Default 4096 where the JDK's sort of the width is the intrinsic, else 0 (off). Indexed as leafSort.
     */
    private static final int[] leafSortTop = {POLICY.leafSortTop(), POLICY.leafSortTop64()};

    static int leafSort(int keyBytes) { return leafSort[keyBytes >> 3]; }

    static int leafSortTop(int keyBytes) { return leafSortTop[keyBytes >> 3]; }

    /** For tests and tuning: sets both leaf thresholds (top <= leaf) of both key widths. */
    static void setLeafSort(int leaf, int top) {
        setLeafSort(4, leaf, top);
        setLeafSort(8, leaf, top);
    }

    /** For tests and tuning: sets both leaf thresholds (top <= leaf) of keys {@code keyBytes} (4 or 8) wide. */
    static synchronized void setLeafSort(int keyBytes, int leaf, int top) {
        if (top > leaf || top < 0) throw new IllegalArgumentException("leaf sizes: " + leaf + ", " + top);
        leafSort[keyBytes >> 3] = leaf;
        leafSortTop[keyBytes >> 3] = top;
    }

    /**
     * The hybrid with the JDK's own sort (docs/CPU.md, "Hybrid"): keys-only sorts go to {@code Arrays.sort} or
     * {@code Arrays.parallelSort} (whichever wins for the input: {@link #jdkParallel}) where the JDK is measured to
     * be faster — small inputs, one
     * thread next to the SIMD intrinsic, run-structured inputs, duplicate-heavy 32-bit keys — and to this engine
     * where it wins. Key-value sorts never take it (the JDK has no stable primitive pair sort). Off only for tests
     * of the engine's own paths ({@code -Dsamplesort.cpu.hybrid=false}, {@link #setHybrid}).
     */
    private static volatile boolean hybrid = POLICY.hybrid().on();

    /**
     * Keys-only, one thread: the JDK sorts every size where {@link #JDK_SIMD_SORT} (one scalar distribution step
     * costs ~10 ns/key, the intrinsic's whole sort of `long[2^24]` ~17.5: single-threaded this engine measured
     * 0.75-1.03x `Arrays.sort` for `long` and 0.6-0.75x for `int`, so there is nothing to gain).
     */
    static final boolean JDK_ONE_THREAD = POLICY.hybrid().jdkOneThread();

    /**
     * Keys-only, several threads: 32-bit keys (int, float) below JDK_MIN_32 go to the JDK, and with at least
     * JDK_MANY_THREADS_32 threads those below JDK_MIN_MANY_32. The intrinsic sorts 16 32-bit lanes per AVX-512
     * instruction, and where the common pool has one worker (2 cores) {@code parallelSort} is that intrinsic on one
     * core, while our engine has two cores for a scalar step that runs at ~0.6x the intrinsic's speed per core: it
     * wins only for the largest inputs (quiet 2-core VM: `int[2^24]` 1.10x, `int[2^26]` 1.16-1.25x; under load it
     * loses at every size, docs/CPU-LOG.md). With more cores {@code parallelSort} is parallel too, but its merges scale
     * worse than one distribution pass: H100 host, sixteenth session, engine forced against {@code parallelSort}
     * (`taskset` for fewer cores; uniform / gaussian / staggered / bucket keys), 4 cores: 0.54-1.23x at 2^23;
     * 8 cores: 0.88-2.10x at 2^24 (uniform keys 0.88-0.89), 1.02-2.72x at 2^25; 12 cores: 0.96-1.75x at 2^21,
     * 1.03-1.83x at 2^22; 16 cores (two runs): 0.74-1.92x at 2^21, 1.00-2.38x at 2^22, `int` uniform 1.73x at 2^24
     * (docs/CPU-LOG.md, "Issue 14, sixteenth session"). Hence 2^25 up to 8 threads and 2^22 from 12 on: the rule is not
     * linear in the threads. With 4-7 threads and a parallel common pool the engine lost to {@code parallelSort} at
     * every size measured: {@link #JDK_FEW_THREADS}.
     */
    static final int JDK_MIN_32 = POLICY.hybrid().jdkMin32();

    static final int JDK_MANY_THREADS_32 = POLICY.hybrid().jdkManyThreads32();

    static final int JDK_MIN_MANY_32 = POLICY.hybrid().jdkMinMany32();

    /**
     * As {@link #JDK_MIN_32} for 64-bit keys (long, double: 8 lanes, the scalar step runs at ~0.8-0.9x the
     * intrinsic per core): on 2 cores uniform keys cross over between 2^17 and 2^19 keys, but gaussian, bucket and
     * almost sorted keys still lost at 2^20 (0.92-0.94x) and all won at 2^22 (interleaved runs, docs/CPU-LOG.md): 2^21.
     * On 16 cores (estimated from issue 14: 0.18x at 2^16, 1.59x at 2^24) threads x 2^17 = 2^21 as well.
     */
    static final int JDK_MIN_64 = POLICY.hybrid().jdkMin64();

    static final int JDK_KEYS_PER_THREAD_64 = POLICY.hybrid().jdkKeysPerThread64();

    /**
     * With a parallel common pool and fewer threads than this, {@code parallelSort} scales as well as the engine,
     * and the size rule is {@link #JDK_MIN_FEW_32} / {@link #JDK_MIN_FEW_64}. H100 host, seventeenth session, engine
     * forced against {@code parallelSort} (`taskset`, uniform and gaussian keys, docs/CPU-LOG.md):
     * <ul>
     * <li>4 cores, int/float: 0.75-1.05x at 2^25, 0.68-0.90x at 2^26, 0.90-1.08x at 2^27; 6 cores 0.79-0.98x at
     * 2^25, 0.83-0.99x at 2^26. The engine won only staggered and bucket keys (1.3-1.6x at 2^25);</li>
     * <li>8 cores, int/float: 0.88-1.19x at 2^25 (two runs), 1.10-1.32x at 2^26: the 2^25 rule holds from 8;</li>
     * <li>4 cores, long/double: 0.82-0.96x at 2^22, 0.90-1.20x at 2^23, 1.05-1.41x at 2^24, 1.20-1.54x at 2^26;
     * 8 cores 1.03-1.88x from 2^21 on (the 64-bit rule since the hundred-and-twenty-sixth session:
     * {@link #JDK_MIN_FEW_64}).</li>
     * </ul>
     * Two cores (a one-worker common pool: {@code parallelSort} is the sequential sort) keep the rules above.
     */
    static final int JDK_FEW_THREADS = POLICY.hybrid().jdkFewThreads();

    static final int JDK_MIN_FEW_32 = POLICY.hybrid().jdkMinFew32();

    /**
     * Long/double keys below this size go to the JDK with {@link #JDK_FEW_THREADS_64} to JDK_FEW_THREADS - 1 threads
     * (a parallel common pool). The engine improved since the seventeenth session's 2^24: H200 host's Xeon
     * ({@code taskset}), hundred-and-twenty-sixth session, the benchmark's preset with the engine from 2^20 against
     * parallelSort, uniform / gaussian / zipf / bucket (docs/results/cpu-bench-2026-12-04-s126.md):
     * <ul>
     * <li>4 cores, two JVMs, 2^20-2^23: the engine 0.979-3.22x (the PAR route, parallelSort on both sides,
     * 0.908-1.147x); every distribution at 2^20 and 2^22 1.014-6.98x; at 2^18-2^19 0.72-0.99x but for bucket
     * and staggered keys, so 2^20;</li>
     * <li>6 cores, 2^20-2^21: 1.08-2.72x.</li>
     * </ul>
     */
    static final int JDK_MIN_FEW_64 = POLICY.hybrid().jdkMinFew64();

    /** The fewest threads for {@link #JDK_MIN_FEW_64}; with fewer (and a parallel pool) {@link #JDK_MIN_FEWER_64}. */
    static final int JDK_FEW_THREADS_64 = POLICY.hybrid().jdkFewThreads64();

    /**
     * Long/double keys below this size go to the JDK with fewer than {@link #JDK_FEW_THREADS_64} threads and a
     * parallel common pool (3 cores: two workers). 3 cores of the H200 host's Xeon, hundred-and-twenty-sixth session,
     * the engine from 2^20: 0.80-0.92x at 2^20-2^22 on uniform, gaussian and zipf keys (1.0-2.8x on the others).
     */
    static final int JDK_MIN_FEWER_64 = POLICY.hybrid().jdkMinFewer64();

    /**
     * Where the JDK's sort of the keys' width is scalar and would run on one thread, inputs below this many keys
     * go to the JDK unscanned; from here they take the hybrid's run scan and value counts, and below
     * {@link #ENGINE_MIN_SCALAR} what is left goes to {@code Arrays.sort}. 2-core Zen 4 VM (the JDK's 64-bit sort
     * scalar there), thirtieth session, the engine against {@code Arrays.sort} (bench, interleaved; the engine took
     * 2^12 and up): `long`/`double` uniform, gaussian, zipf 0.41-0.64x at 2^12, 0.70-1.19x at 2^13, 0.88-1.30x at
     * 2^14, 1.03-1.42x at 2^15, 1.14-1.37x at 2^16; staggered 0.60-0.98x up to 2^16 (TwoRuns takes it below 2^15);
     * structured and few-valued inputs at 2^18 1.7-11.9x through the scans and counts (sorted `double` 2.3x: the
     * JDK's scalar sort of doubles is slow on them), 0.92-1.0x without. Without any intrinsic (no AVX2) 32-bit keys
     * take the same rules, not measured apart.
     */
    static final int JDK_BELOW_SCALAR = POLICY.hybrid().jdkBelowScalar();

    /**
     * Where the JDK's sort of the keys' width is scalar and would run on one thread: the engine sorts from this many
     * keys; below, what the hybrid's scans and counts leave goes to {@code Arrays.sort}. With the engine from 2^16
     * `long` bucket read 0.80-0.89x at 2^18 in two runs (the JDK's quicksort gains from its coarse order), and the
     * engine's second thread gained nothing below 2^19 (`long` uniform 2^18: 12.0 ms on two threads, 10.6 on one;
     * 2^20: 28.9 against 43.5); from 2^19 every distribution read 1.1-15x (docs/CPU-LOG.md, "Issue 14, thirtieth
     * session").
     */
    static final int ENGINE_MIN_SCALAR = POLICY.hybrid().engineMinScalar();

    /**
     * Value-clustered 32-bit keys: where each stretch of the input holds a narrow slice of the values (the preset's
     * staggered keys; records appended in roughly the order of their key), {@code Arrays.parallelSort} sorts its
     * pieces with the intrinsic and its merges of pieces that hardly overlap are nearly copies, while the engine
     * classifies every key as for random input. On 16 cores (H100 host, twenty-ninth session, calls C, G, H) `int`
     * staggered at 2^22 read 0.77-0.92x `parallelSort` on the engine (6.1-7.8 ms against 8.2), 2^23 0.97x, 2^24
     * 1.02x, 2^26 1.51x; `float` staggered 2^22 0.88-0.89x, 2^23 1.64x. So below 2^23 such keys go to
     * {@code parallelSort} where the engine would take them ({@link #clusteredJdk}; 0: off).
     */
    static final int CLUSTERED_JDK_BELOW_32 = POLICY.hybrid().clusteredJdkBelow32();

    /**
     * The clustered probe's rule: the sampled spans of CLUSTER_PIECES stretches of the input, summed, below this
     * fraction of CLUSTER_PIECES times the whole sample's span. Staggered keys (1056 blocks, each its own slice of
     * the values) read about 1/16 with 32 stretches; uniform, bucket and gaussian keys 0.5-0.8, zipf about 0.3.
     */
    static final double CLUSTER_SPAN = 1.0 / 8;

    /** Stretches of the input the clustered probe reads, and keys spread over each. */
    static final int CLUSTER_PIECES = 32, CLUSTER_KEYS = 8;

    /**
     * Whether n keys of this width, which the engine would sort on {@code threads} threads, are probed for value
     * clusters ({@link #CLUSTERED_JDK_BELOW_32}): 32-bit keys whose JDK sort is the intrinsic and parallel.
     */
    static boolean clusteredJdk(int n, int threads, int keyBytes) {
        return hybrid && keyBytes == 4 && n < CLUSTERED_JDK_BELOW_32 && jdkSimdSort(keyBytes)
                && jdkParallel(n, threads, false) && !clusteredEngine(n, threads, keyBytes);
    }

    /**
     * Whether n value-clustered keys (the clustered probe's answer: staggered keys), which the JDK's size rules
     * ({@link #jdkBelow}) give {@code parallelSort}, go to the engine: with 3 to JDK_FEW_THREADS - 1 threads and a
     * parallel common pool from CLUSTERED_ENGINE_MIN_32 `int` / `float` keys (the CLUSTERED route's
     * {@code parallelSort} below CLUSTERED_JDK_BELOW_32 included) and CLUSTERED_ENGINE_MIN_64 `long` / `double` keys;
     * with more threads `int` / `float` keys from CLUSTERED_JDK_BELOW_32 where jdkMin32 keeps the JDK (8-11 threads;
     * 64-bit keys there take the team). {@code parallelSort}'s quicksort, a sequential first partition on these cores,
     * sorts staggered keys 1.3-1.8x slower than uniform ones, the engine's scatter of them stays in a few buckets
     * at a time (PhaseProbe, 4 cores, `int` 2^24: scatter 10-16 ms against 25-38 for uniform keys). H200 host's
     * Xeon, hundred-and-twenty-eighth session, the preset's staggered keys against parallelSort with the rule set by
     * property ({@code s128/d.sh s, t}): `int` / `float` 2^20 1.02-1.15x (3-4 cores: not taken), 2^21 1.12-1.69x,
     * 2^22 1.37-1.85x, 2^23-2^26 1.31-2.02x on 3 and 4 cores, 1.60-3.06x on 6; 8 cores 2^23-2^24 1.74-2.91x; `long` /
     * `double` 2^18-2^19 1.12-1.66x on 3 and 4 cores, 2^20-2^23 1.20-1.99x on 3 (4-7 threads: the engine from
     * jdkMinFew64 already). The same cells on {@code parallelSort} read 0.94-1.01x.
     */
    static boolean clusteredEngine(int n, int threads, int keyBytes) {
        if (!hybrid || !clusteredEngine || threads <= 2 || !commonPoolParallel()) return false;
        if (threads < JDK_FEW_THREADS) return n >= (keyBytes == 4 ? CLUSTERED_ENGINE_MIN_32 : CLUSTERED_ENGINE_MIN_64);
        return keyBytes == 4 && n >= Math.max(CLUSTERED_ENGINE_MIN_32, CLUSTERED_JDK_BELOW_32);
    }

    /** See {@link #clusteredEngine}: the policy's flag ({@code samplesort.cpu.clusteredEngine}). */
    static final boolean CLUSTERED_ENGINE = POLICY.hybrid().clusteredEngine();

    /** See {@link #clusteredEngine}: from this many `int` / `float` keys on 3-7 threads (2^20 read 1.02-1.05x). */
    static final int CLUSTERED_ENGINE_MIN_32 = POLICY.hybrid().clusteredEngineMin32();

    /** See {@link #clusteredEngine}: from this many `long` / `double` keys on 3-7 threads (not read below 2^18). */
    static final int CLUSTERED_ENGINE_MIN_64 = POLICY.hybrid().clusteredEngineMin64();

    private static volatile boolean clusteredEngine = CLUSTERED_ENGINE;

    /** For tests: {@link #CLUSTERED_ENGINE} on or off (null: the policy's). */
    static void setClusteredEngine(Boolean on) { clusteredEngine = on == null ? CLUSTERED_ENGINE : on; }

    /**
     * Value-clustered 32-bit keys where the JDK's sort would be sequential, with many threads and a parallel pool:
     * {@code parallelSort} from this many int keys (CLUSTERED_SMALL_MIN_FLOAT: float keys), for the reason above.
     * 16 cores (H100 host, fiftieth session, call A, two JVMs, `bench --preset cpu-vs-jdk --sizes 2^12,2^13,2^14,2^15
     * --types int,float --dists staggered,uniform,bucket,gaussian`, ms, `Arrays.sort` / `parallelSort`): `int`
     * staggered 2^13 0.055 / 0.074-0.086, 2^14 0.113-0.115 / 0.117-0.123, 2^15 0.238-0.388 / 0.160-0.186; `float`
     * staggered 2^13 0.070-0.096 / 0.098-0.115, 2^14 0.175-0.201 / 0.143-0.160 (2^15: the team's sort, 0.18, beat
     * both). Uniform, bucket and gaussian keys (not clustered) lost on `parallelSort` at 2^14 (0.19-0.24 against
     * 0.11-0.14). Only measured on 16 cores: from teamMinThreads threads.
     */
    static final int CLUSTERED_SMALL_MIN_INT = POLICY.hybrid().clusteredSmallMinInt();

    /** {@link #CLUSTERED_SMALL_MIN_INT} for float keys (their JDK sort is slower, its parallel pieces pay earlier). */
    static final int CLUSTERED_SMALL_MIN_FLOAT = POLICY.hybrid().clusteredSmallMinFloat();

    /**
     * Whether n 32-bit keys on the sequential JDK route ({@link #jdkParallel} false, not the team's) are probed for
     * value clusters and, if clustered, handed to {@code parallelSort} (CLUSTERED_SMALL_MIN_INT).
     */
    static boolean clusteredSmall(int n, int threads, int keyBytes, boolean fp) {
        return hybrid && keyBytes == 4 && n >= (fp ? CLUSTERED_SMALL_MIN_FLOAT : CLUSTERED_SMALL_MIN_INT)
                && jdkSimdSort(keyBytes) && teamThreads(threads, keyBytes) && commonPoolParallel();
    }

    /** Whether n unstructured keys that the engine would sort go to {@code Arrays.sort} (see ENGINE_MIN_SCALAR). */
    static boolean scalarJdkSorts(int n, int keyBytes, int threads) {
        return hybrid && n < ENGINE_MIN_SCALAR && !jdkSimdSort(keyBytes) && (threads <= 1 || !commonPoolParallel());
    }

    /**
     * Where the hybrid hands a keys-only sort to the JDK with several threads: inputs below this size go straight to
     * {@code Arrays.sort} (no run scan of ours, no pool), never to {@code Arrays.parallelSort}. On 16 cores (H100
     * host, 2026-11-23) {@code parallelSort} lost to {@code Arrays.sort} on every distribution at 2^14 keys (2-10x:
     * `int` uniform 0.48 vs 0.21 ms, sorted 0.150 vs 0.011 ms) and won on uniform keys at 2^18 (`int` 2.12 vs 2.65
     * ms); the crossover lies between, 2^16 is the geometric middle. Also where the keys of the engine's
     * {@code jdk()} route and the packed key-value route go.
     */
    private static volatile int jdkSequentialBelow = POLICY.hybrid().jdkSequentialBelow();

    /**
     * Run-structured inputs (the run scan's RUNS: detdup, organ pipe, sawtooth) the hybrid hands to the JDK go to
     * {@code Arrays.sort} below this size, which merges the runs on one core, and to {@code Arrays.parallelSort}
     * from it on. 16 cores, 2026-11-23: detdup 2^18 `int` 0.39 vs 0.96 ms ({@code sort} vs {@code parallelSort}),
     * `long` 0.37 vs 0.53; 2^22 `int` 6.6 vs 4.5, `long` 7.9 vs 6.8, `float` 24.7 vs 12.3; the ratios cross at
     * about 2^20.8 (int, long, double) and 2^19.3 (float), so 2^21 until the thirteenth session. Detdup has since
     * become one run, finished by the scan, and on runs that overlap in value (sawtooths: RunsProbe, 16 cores,
     * `Arrays.sort` against `parallelSort`) the sequential merge lost everywhere: 2^18, 2 runs 2.91 vs 1.23 ms, 4
     * runs 4.71 vs 0.73, 16 runs 10.0 vs 2.5; 2^20, 2 runs 10.1 vs 1.65, 16 runs 39.7 vs 7.9. So 2^16, the size
     * rule of every other input.
     */
    private static volatile int runsSequentialBelow = POLICY.hybrid().runsSequentialBelow();

    /**
     * Few distinct values: unstructured input that the hybrid would hand to {@code Arrays.parallelSort} goes to
     * {@code Arrays.sort} below this size when a sample of {@link #FEW_SAMPLE} keys holds between
     * {@link #FEW_MIN_DISTINCT} and {@link #FEW_MAX_DISTINCT} distinct values ({@link #fewProbe}). 16 cores,
     * 2026-11-23 (`sort` vs `parallelSort`, ms): few16 at 2^16 `int` 0.067 vs 0.206, `float` 0.216 vs 0.392,
     * `double` 0.280 vs 0.456, `long` 0.276 vs 0.326; at 2^18 `int` 0.330 vs 0.553, `long` 0.807 vs 0.865,
     * `double` 1.224 vs 1.287; at 2^22 `int` 91 vs 21.5. The ratio rises about 1.1-1.8x per 4x keys (`int` 0.33 ->
     * 0.60, `long` 0.85 -> 0.93, `double` 0.61 -> 0.95), so long and double cross just above 2^18: 2^19.
     */
    private static volatile int fewSequentialBelow = POLICY.hybrid().fewSequentialBelow();

    /** Keys sampled by the few-distinct probe (spread evenly over the range, sorted, distinct values counted). */
    static final int FEW_SAMPLE = 128;

    /**
     * The few-distinct probe's window (distinct values in the {@link #FEW_SAMPLE}-key sample). `Arrays.sort` won
     * only with about 16 distinct values: with 2 (few2) `parallelSort` won at 2^16 (`int` 0.446 vs 0.416, `float`
     * 0.627 vs 0.482) and 2^18 (`int` 1.79 vs 1.28), with 256 (few256) too (2^16 `long` 0.607 vs 0.460, 2^18 `int`
     * 1.36 vs 0.90). The sample of 128 shows 2, 16 and about 100 distinct values for few2, few16 and few256 (zipf:
     * 103-111, random keys 128); the bounds are the geometric middles, 6 (of 2 and 16) and 40 (of 16 and 100).
     */
    static final int FEW_MIN_DISTINCT = POLICY.hybrid().fewMinDistinct();

    static final int FEW_MAX_DISTINCT = POLICY.hybrid().fewMaxDistinct();

    /**
     * {@link #FEW_MIN_DISTINCT} for int and float keys. Once the JDK's sort is compiled with its intrinsic (AVX2
     * here, AVX-512 on the GPU host), 2 values sort fastest there: 2 cores, 2026-11-23 (session 12, preset order),
     * few2 `int[2^18]` `Arrays.sort` 0.084 ms, `float` 0.183, where counting and filling took 0.220 / 0.305; 16
     * cores, `int` `Arrays.sort` 0.151-0.184 ms against `parallelSort` 0.499-0.549 and the fill's 0.511. (A focused
     * run that sorted few2 first read 2.090 vs 1.411 ms: the JDK's sort not yet compiled; both slow.)
     */
    static final int FEW_MIN_DISTINCT_32 = POLICY.hybrid().fewMinDistinct32();

    /**
     * Long and double keys, at most this many distinct values in the few-distinct probe's sample: the keys of
     * each value are counted (parallel pieces, one pass) and, if they are all the keys, the range is filled in
     * order: O(n), no sort. The JDK has no fast path for them (no AVX2 intrinsic for 64-bit keys): 2 cores, few2
     * 2^18, fill 3.27x (`long`) and 4.23x (`double`) the faster JDK sort, 2^22 1.84x / 1.95x; 16 cores 2^18 2.01x /
     * 2.85x (`long` 0.620 vs `parallelSort` 1.246 ms). A wrong guess costs the counting pass; a key outside the
     * sample ends it early. Every key type takes it from {@link #FEW_FILL_MIN} on every route since its count
     * vectorizes (int/long since the twenty-second session, float/double since the forty-fourth); it
     * replaces the engine's equality fill (its sample, a classification into the oracle, the fill), which tied or lost
     * to {@code parallelSort} (16 cores, `int` few2 2^22: 0.80-0.87x in three runs). The fill is in the count's
     * pieces.
     */
    static final int FEW_FILL_MAX = POLICY.hybrid().fewFillMax();

    /**
     * The most values {@code fillFew} counts with a pass per value (the keys unequal to it summed as sign bits, which
     * C2 vectorizes) for 32-bit keys; more are counted in one pass by their hash ({@link RankHash}), which costs
     * about 1.2 ns a key whatever their number. Dev VM (2 cores, Zen 4), one thread, a count of 2^16 keys, forty-fifth
     * session (`PassProbe`): `int` 0.047 ns a key per value (16 values 50 us, the hash 77), so the passes win up to
     * about 24 values; the routes that count take at most {@link #FEW_TEAM_MAX} values below the wider sample's.
     * On Intel too: the H200 host's Xeon (16 cores, hundred-and-thirtieth session, harness `s123/Small` with
     * -Dthreads=16, two rounds), few16 `int` 2^12 / 2^13 / 2^14 with the passes 0.97-1.16x / 1.17-1.31x / 0.97-1.27x
     * Arrays.sort, by the hash (fewPassMax32=8) 0.70x / 0.76-0.79x / 0.75-0.77x.
     */
    static final int FEW_PASS_MAX_32 = POLICY.hybrid().fewPassMax32();

    /**
     * From this many values ({@code samplesort.cpu.fewOrderMin32}; 0: never), ascending and within a span below 2^31,
     * the passes of {@code fillFew} count {@code int} keys by order, not by equality: per value the keys below it, the
     * sign of {@code a[j] - v[k]} (three vector operations a key, where the equality's sign bits take five; no
     * overflow once a first pass has read every key of the block within the values' span), a value's count the
     * difference of its neighbours'. That first pass also sums the block in a {@code long}: each key is counted with
     * the largest value not above it, so the sum equals that of the counted values exactly where every key is one of
     * them (a key between two values adds its distance from the lower, more than 0). Hundred-and-thirty-fourth
     * session, dev VM (2 cores, Intel Xeon with AVX-512), one thread, harness {@code s134/Cnt}, a count of 8192 keys:
     * 16 values 4.6-5.0 us against the equality's 5.9-6.6, 12 values 3.9 against 5.3, 8 values 2.45 against 3.03,
     * 4 values 1.53 against 1.61, 3 even, 2 0.93 against 0.80; 2^16 keys of 16 values 37 against 49-53 us.
     */
    static final int FEW_ORDER_MIN_32 = POLICY.hybrid().fewOrderMin32();

    /**
     * From this many values ({@code samplesort.cpu.fewOrderWideMin32}; 0: never) over a span of 2^31 or more (the
     * generator's few16: values drawn from the whole {@code int} range), the count by order too, against two
     * clamped copies of each block: the keys as min(key, -1) for the values below 0 and as max(key, -1) for the
     * others, so that neither difference overflows. One pass writes both copies (and reads the block's least and
     * greatest key); the passes per value then take three vector operations a key, as within a narrower span.
     * Hundred-and-thirty-fifth session, dev VM (2 cores, Intel Xeon with AVX-512), one core, harness {@code s135/Cnt2},
     * a count of 8192 keys over the whole range: 16 values 5.6-5.8 us against the equality's 6.3-7.4, 12 values 4.5
     * against 5.3, 10 values 4.2 against 4.6, 8 values 3.65 against 3.67 (even), 6 values 3.2 against 2.7; 2^17 keys
     * of 16 values 89 against 112-119 us, 2^20 0.78 against 1.01 ms. A clamp inside each pass (four operations)
     * read only 5-10% faster than the equality.
     */
    static final int FEW_ORDER_WIDE_MIN_32 = POLICY.hybrid().fewOrderWideMin32();

    /**
     * {@link #FEW_ORDER_MIN_32} / {@link #FEW_ORDER_WIDE_MIN_32} for {@code long} keys ({@code
     * samplesort.cpu.fewOrderMin64}, {@code fewOrderWideMin64}; 0: never), within a span below 2^63 and wider, where
     * a pass per value counts them (up to FEW_PASS_MAX_64 values, or below FEW_FILL_MIN); blocks of 1024 keys, the
     * sum exact as two sums of halves. Hundred-and-thirty-fifth session, dev VM, one core, harness {@code s135/CntL},
     * against the equality's passes (ns): within [0, 2^62), 2048 keys, 16 values 2461 against 2924, 10 values 1706
     * against 1897, 6 values 1111 against 1132 (1024 keys: 860 against 962 at 10 values, 566 against 584 at 6); the
     * whole range, 2048 keys, 16 values 2574 against 3002, 12 values 2088-2130 against 2145-2211 (even), 1024 keys
     * 16 values 1391 against 1767. The 64-bit lanes hold half the keys the 32-bit ones do, so a pass gains less.
     */
    static final int FEW_ORDER_MIN_64 = POLICY.hybrid().fewOrderMin64();

    /** {@link #FEW_ORDER_MIN_64} over a span of 2^63 or more (against clamped copies). */
    static final int FEW_ORDER_WIDE_MIN_64 = POLICY.hybrid().fewOrderWideMin64();

    /**
     * {@link #FEW_PASS_MAX_32} for 64-bit keys: `long` 0.09 ns a key per value (8 values 50 us, 12 values 72-80, 16
     * values 96-104, the hash 77-84): the passes win up to about 12 values. On the 16-core H100 host the hash took
     * 1.4 ns a key (few16 `long[2^16]` counted and filled in 93 us), so the passes reach at least as far there.
     * Below {@link #FEW_FILL_MIN}, where at most FEW_SEQUENTIAL_MAX values reach the count ({@link #FEW_SMALL_MIN}),
     * a pass per value whatever their number: the hash's set-up each call cost more than the passes there
     * (hundred-and-third session, 2 cores, dev VM's Zen 5, the preset's few16 alone, 16 values, two to three JVMs: by
     * hash 0.22-1.07x the faster JDK sort at 2^10, by passes 1.17-1.38x). Not above: on the 16-core H200 host's Xeon
     * the passes lost `long` few16 2^16-2^22 (2.7-6.6x against the hash's 3.3-8.7x), where on Zen 5 they won 2^12-2^14
     * and tied above.
     */
    static final int FEW_PASS_MAX_64 = POLICY.hybrid().fewPassMax64();

    /**
     * Where the JDK's sort would be sequential (one thread, a one-worker pool, below the team's and
     * {@code parallelSort}'s sizes), keys from {@link #FEW_FILL_MIN} whose first 2 x this many keys hold at most
     * this many values, not in order ({@code fewStart}), and whose {@link #FEW_SAMPLE}-key sample holds 2 to this
     * many, are counted (a pass per value up to FEW_PASS_MAX, else by hash) and filled. Until the forty-fifth
     * session only {@link #FEW_FILL_MAX} values were (5 to 16 went to {@code Arrays.sort}). Forty-fifth session,
     * one thread, the count and fill of the sample's values against {@code Arrays.sort} (`Few16Probe`, 8 inputs in
     * turn, medians): dev VM (Zen 4: the 64-bit JDK sort scalar), 16 values, 2^12 / 2^14 / 2^16: `int` 1.47 /
     * 1.64 / 2.14x, `float` 1.89 / 2.06 / 2.76x, `long` 6.1 / 8.2 / 8.2x (by hash: 5.6 / 10.0 / 10.9x), `double`
     * 8.8 / 11.0 / 11.0x; 6 values `int` 1.35 / 1.79 / 2.66x, `long` 5.6 / 12.0 / 11.9x. On the 16-core H100 host
     * (by hash, before the passes) `long` 16 values 1.18 / 2.02 / 2.18x, 6 values 0.60 / 1.03 / 1.22x.
     */
    static final int FEW_SEQUENTIAL_MAX = POLICY.hybrid().fewSequentialMax();

    /**
     * On the sequential route, from this size (below {@link #FEW_FILL_MIN} too), 2 to {@link #FEW_FILL_MAX} values in
     * the first keys that {@code fewStart} reads are counted and filled at once, without the {@link #FEW_SAMPLE}-key
     * sample (whose sort of 128 keys lost to {@code Arrays.sort} at 2^10: 0.0010 against 0.0005 ms). Forty-fifth
     * session, dev VM (2 cores, Zen 4), one thread, few2 / 4 values, `Arrays.sort` over the start's check, the count
     * and the fill (`SmallFewProbe`, 8 inputs in turn, medians of 20000): 2^8 `int` 1.52 / 1.46x, `long` 1.74 /
     * 2.08x, `float` 1.91 / 1.93x, `double` 2.26 / 1.85x; 2^10 2.16-4.73x; 2^12 2.36-6.10x.
     */
    static final int FEW_START_MIN = POLICY.hybrid().fewStartMin();

    /**
     * Keys the sequential route's start check ({@code fewStart}) reads at least: 4 values of equal frequency all
     * show in 32 keys but with a chance of 4e-4 (2 values: 5e-10), and 16 values show at most 16 there, where random
     * keys show a 17th at their 17th key.
     */
    static final int FEW_START_KEYS = 32;

    /**
     * Keys per piece of the few-values count, at least: below, waking the pool's threads costs more than the pass
     * it splits. With 2^14 (16 pieces at 2^18 on 16 cores) the fill of few2 2^18 took 0.51-0.73 ms on the H100
     * host (session 12). Once the count vectorized, one thread kept up with the team up to 2^21 (16 cores,
     * twenty-second session, call A, `int` few2, medians of 7 in two JVMs each, pieces of 2^17 (the team from
     * 2^18) against one thread: 2^18 0.152 / 0.172 ms against 0.113 / 0.106, 2^19 0.142 / 0.166 against 0.167 /
     * 0.128, 2^20 0.182 / 0.260 against 0.235 / 0.198, 2^21 0.293 / 0.406 against 0.352 / 0.294; `long` alike):
     * 2^20, so the team (or the pool) from 2^21 ({@link #teamCounts}).
     */
    static final int FEW_FILL_PIECE = POLICY.hybrid().fewFillPiece();

    /**
     * Keys from which the team ({@link #teamStructure}: 3+ threads) counts and fills a handful of values
     * ({@code samplesort.cpu.fewTeamCountMin}); below, this thread alone. Twice FEW_FILL_PIECE (2^21) until the
     * hundred-and-thirty-sixth session, where the bound got its own setting: on 16 cores of the H200 host's Xeon the
     * preset read few2 2^20 on this thread at 0.933x `Arrays.sort` for `long` keys (2.64 against 2.94 ms) and 1.23x
     * for `int` (1.18 against 1.45), where 2^21 on the team took 0.84 / 0.44 ms: the preset's 17 inputs of 2^20 keys
     * do not stay in the cache, and one thread reads them at 3-4 GB/s. 2^19 since the hundred-and-thirty-seventh
     * session (H100 host's Xeon, few2, the default and 2^18 in alternating JVMs, medians): 16 cores `int` 2^19 0.29-0.32
     * -> 0.17-0.18 ms, 2^20 0.91 -> 0.26-0.27; `long` 2^19 0.93-0.98 -> 0.21-0.27, 2^20 1.89-2.03 -> 0.36-0.41; `float`
     * 2^19 0.37 -> 0.21; 4 cores `int` 2^19 0.36 -> 0.23, 2^20 0.94 -> 0.37. At 2^18 the team was mixed (`long` 0.25-0.29
     * -> 0.15-0.20, `float` 0.15 -> 0.20, `int` on 4 cores 0.14 -> 0.18), so the bound stops at 2^19.
     */
    static final int FEW_TEAM_COUNT_MIN = POLICY.hybrid().fewTeamCountMin();

    /**
     * Keys from this size whose {@link #FEW_SAMPLE}-key sample holds 2 to {@link #FEW_FILL_MAX} values are counted and
     * filled wherever the JDK would sort them; on the sequential route 2 to {@link #FEW_SEQUENTIAL_MAX} values, where
     * the first 2 x FEW_SEQUENTIAL_MAX keys hold at most that many, not in order (until the forty-fifth session the
     * first 16 keys at most FEW_FILL_MAX). The count vectorizes for integral keys (the keys
     * unequal to each value summed as sign bits): dev VM, 2 cores, one thread, `int` few2 against
     * {@code Arrays.sort}: 2^12 0.0006 against 0.0016 ms, 2^14 0.0016 against 0.0050, 2^16 0.0055 against
     * 0.019-0.14 (the JDK's time on few values moves with its JIT history), 2^18 0.024 against 0.084-0.84;
     * `long` 2^12 0.0010 against 0.0029, 2^16 0.011 against 0.031; at 2^10 the sample's sort of 128 keys lost
     * (0.0010 against 0.0005). Float and double keys had a scalar count until the forty-fourth session (`a[j] ==
     * x ? 1 : 0` and Float.floatToRawIntBits(a[j]) did not vectorize): `float` tied the intrinsic (2^16 0.039 against
     * 0.041 ms, 2^18 0.16 against 0.16), `double` 0.7-1.4x below 2^16, so `float` took Arrays.sort and `double`
     * started at jdkSequentialBelow. Since then they count the same way on their bits, read through a segment over
     * the array, which C2 vectorizes (`countFew`): dev VM (2 cores, Zen 4), few2 against `Arrays.sort`, two JVMs
     * each, before/after: `float` 2^12-2^20 0.97-1.06x / 2.7-9.6x, `double` 2^12-2^14 0.87-1.00x / 5.2-18.0x, 2^16-2^20
     * 5.5-6.7x / 12.3-22.6x (the 64-bit JDK sort is scalar there). On 16 cores, in this session's two JVMs before the
     * change, `Arrays.sort` took few2 `float[2^18]` in 0.51 ms in one and 3.0 in the other: 0.52-0.80x
     * `parallelSort` on that route; with the change, 3.45x (16 cores, forty-fifth session, call A).
     */
    static final int FEW_FILL_MIN = POLICY.hybrid().fewFillMin();

    /**
     * Below {@link #FEW_FILL_MIN}, from this many keys (from FEW_FILL_MIN: off), the sequential route's start check
     * ({@code fewStart}) looks for up to {@link #FEW_SEQUENTIAL_MAX} values, not a handful only, and their
     * {@link #FEW_SAMPLE}-key sample is counted and filled as from FEW_FILL_MIN (a pass per value: see
     * {@link #FEW_PASS_MAX_64}), where the hashes of the first keys hit as few of a set's slots (FewCount.hashedValues,
     * since the hundred-and-twenty-fourth session; before, each of the first two windows of 8 keys had to repeat
     * one, which a fifth of few16's inputs failed and zipf's passed one time in six). With FEW_FILL_MIN itself at
     * 2^10 (hundred-and-second session) few16 read 1.1-1.9x the faster JDK sort, but the start check's 17 keys
     * against every value seen (136 compares) cost random keys 2-3% there: 14 and 21 of 128 cells below 0.95x. With
     * one window of 8 keys (the hundred-and-third session's first version), zipf's keys passed it 4 times in 10 and
     * paid the start check: 16 cores of the H200 host's Xeon, `float` / `double` zipf 2^10 0.91-0.93x against
     * 0.93-0.96x with the route off.
     */
    static final int FEW_SMALL_MIN = POLICY.hybrid().fewSmallMin();

    /** Whether n keys below FEW_FILL_MIN may be counted as up to FEW_SEQUENTIAL_MAX values (FEW_SMALL_MIN). */
    static boolean fewSmall(int n) {
        return hybrid && n >= FEW_SMALL_MIN && n < FEW_FILL_MIN;
    }

    /**
     * With more than two threads, the hybrid's check whether the input is one run (sorted, all equal, reversed),
     * before its sequential run scan, runs in parallel pieces from this many keys on (first PRESORT_PREFIX keys
     * and probe windows serially, so other inputs pay next to nothing). 16 cores, 2026-11-23, 2^22 keys: the
     * one-thread scan lost to the JDK's own (`int` allequal 5.13 vs 2.58 ms for `Arrays.sort`, `long` allequal
     * 5.67 vs 4.14, `long` sorted 4.69 vs 4.45); on a 2-core VM the scan ran 2.5-4x slower once its loops had been
     * profiled on random keys (`int` sorted 2^22 1.1 -> 2.7-4.4 ms), which pieces on 16 cores hide. Two threads
     * keep the one-thread scan up to PRESORT_PARALLEL_MIN (forking lost there: sorted `long[2^20]` 0.73 vs 0.37 ms)
     * and check in two pieces from there on ({@link #runScanParallel}).
     * 2^20 since the thirteenth session (16 cores, the preset at 2^20 with the one-thread scan: `int` detdup 1.50 ms
     * against parallelSort's 1.19, `int` reverse 1.48 vs 1.36, `long` detdup 0.91x).
     * The check is exact (a constant prefix is tried both ways: detdup), so where parallelSort would take the input
     * run-structured or not (from runsSequentialBelow and fewSequentialBelow on, below the size rule), a failed
     * check goes there without the one-thread scan.
     */
    private static volatile int runScanParallelMin = POLICY.hybrid().runScanParallelMin();

    static int fewSequentialBelow() { return fewSequentialBelow; }

    static int runScanParallelMin() { return runScanParallelMin; }

    /** For tests: sets fewSequentialBelow and runScanParallelMin (negative: back to the policy's values). */
    static void setFewAndScan(int fewBelow, int scanParallelMin) {
        fewSequentialBelow = fewBelow < 0 ? POLICY.hybrid().fewSequentialBelow() : fewBelow;
        runScanParallelMin = scanParallelMin < 0 ? POLICY.hybrid().runScanParallelMin() : scanParallelMin;
    }

    /**
     * Whether unstructured input of n keys that the JDK sorts should be probed for few distinct values: only where
     * it would go to {@code parallelSort} or to the team, and below {@link #fewSequentialBelow}.
     */
    static boolean fewProbe(int n, int threads, boolean intKeys, int keyBytes) {
        return n < fewSequentialBelow && (jdkParallel(n, threads, false) || teamSorts(n, threads, intKeys, keyBytes));
    }

    /**
     * Whether the hybrid's one-run check of n keys of this width runs in parallel pieces (see
     * {@link #runScanParallelMin}).
     */
    static boolean runScanParallel(int n, int threads, int keyBytes) {
        // two threads from PRESORT_PARALLEL_MIN, where the one-thread scan no longer comes first (earlyRunScan) and
        // the sampled few-values count would otherwise take one-run input: 2 cores, 2^26, twenty-fourth session,
        // `int` allequal 18.2 ms against Arrays.sort's 11.3, detdup 139 against 74, `long` alike (0.53-0.62x);
        // 64-bit keys from ONE_RUN_PAIR_MIN_64 where the team of both threads checks them (pairChecksOneRun)
        return threads > 2 ? n >= runScanParallelMin
                : threads == 2 && (n >= PRESORT_PARALLEL_MIN || pairChecksOneRun(n, threads, keyBytes));
    }

    /**
     * For tests: the hybrid's decisions on a keys-only sort, as the last top-level call left them (see
     * {@link #lastRoute}). SMALL: Arrays.sort unscanned (small input, one thread, one-worker common pool);
     * ONE_RUN_PARALLEL / ONE_RUN: finished by the parallel one-run check / by the one-thread scan; FEW_FILL: the
     * few-distinct probe's counting fill; FEW: the few-distinct probe's Arrays.sort; SORT / PAR: Arrays.sort / parallelSort of unstructured input, RUNS_SORT /
     * RUNS_PAR of run-structured input; ENGINE: this engine's sort; DUPLICATES_SORT / DUPLICATES_PAR: the engine's
     * 32-bit duplicate rule handed the input to the JDK; TEAM: the one-level sort on the spinning team; TWO_RUNS: two
     * coarse runs sorted apart and merged (TwoRunsLong); FEW_SCATTER: pairs whose keys take a handful of values,
     * counted and moved (FewScatter); RUN_MERGE / RUN_MERGE_TEAM: runs merged here on the pool's threads or one
     * thread / as one job of the team; ONE_RUN_TEAM: one run (reversed where it descends) checked on the team;
     * MERGE_SORT: pairs with 64-bit keys below KV_MERGE_SORT_BELOW_64 by the stable merge sort; DENSE / DENSE_TEAM:
     * integral keys within a small span counted on one thread / on the team (DenseCount); DENSE_WIDE: keys of up to
     * one value a key counted on the team beside a sequential JDK sort (DenseCount.wide); TOP_DIGIT: `long` keys on
     * one thread by one distribution pass on their top bits and an insertion pass (TopDigit, {@link #topDigit});
     * PAR_UNMERGED: {@code parallelSort} with its run merge refused (interleaving runs, {@link #PAR_UNMERGED}).
     */
    enum Route { SMALL, ONE_RUN_PARALLEL, ONE_RUN, FEW_FILL, FEW, SORT, PAR, RUNS_SORT, RUNS_PAR, ENGINE, DUPLICATES_SORT,
        DUPLICATES_PAR, PACKED, TEAM, TWO_RUNS, FEW_SCATTER, COLD, ALMOST_SORTED, CLUSTERED,
        RUN_MERGE, RUN_MERGE_TEAM, ONE_RUN_TEAM, RUNS_SIMD, SPLIT, MERGE_SORT, DENSE, DENSE_TEAM, DENSE_WIDE, HALVES,
        TOP_DIGIT, PAR_UNMERGED }

    /**
     * {@link #lastScans} bits: the parallel one-run check ran; the one-thread run scan ran; the few probe ran;
     * FewScatter's ranking pass ran (key-value sorts); the run probe ran (RUN_PROBE_MIN); the run scan in a piece per
     * thread ran (RUN_SEGMENTS_PARALLEL_MIN); the first run was read before the run probe and was not all of the
     * keys (runFirst; where it was, the one-thread run scan ran).
     */
    static final int SCAN_PARALLEL = 1, SCAN_RUNS = 2, SCAN_FEW = 4, SCAN_RANK = 8, SCAN_RUN_PROBE = 16,
            SCAN_SEGMENTS = 32, SCAN_FIRST_RUN = 64;

    /**
     * For tests (route pins under simulated many-core settings) and the benchmark's route of each run
     * ({@link #lastRouteName}): the route and the scans of the last sort (the scans: keys-only sorts, and
     * FewScatter's ranking pass of key-value sorts). Plain fields, never read by a sort (a test reads them after its
     * sort returned); each written only where it changes, so that threads sorting at once by one route do not take
     * the fields' cache line from each other on every sort.
     */
    static Route lastRoute;

    static int lastScans;

    /** Records scans of this sort ({@link #lastScans}), written only where they add a bit (see above). */
    static void scanned(int bits) {
        if ((lastScans & bits) != bits) lastScans |= bits;
    }

    /** Forgets the scans at a sort's start, written only where some were recorded. */
    static void clearScans() {
        if (lastScans != 0) lastScans = 0;
    }

    /** Records the route (the sort's last decision); not on the cold start's warm-up thread (ColdStart.Warmer). */
    static void route(Route r) {
        if (lastRoute != r && !(Thread.currentThread() instanceof ColdStart.Warmer)) lastRoute = r;
    }

    /**
     * Diagnostics (the benchmark's route of each {@code cpu} run, through {@code internal.Tooling}): the name of the
     * route the last sort recorded since {@link #clearRoute}, or null where none did. A plain field, as
     * {@link #lastRoute} is: read it after a sort returned, with no other sort running.
     */
    public static String lastRouteName() {
        Route r = lastRoute;
        return r == null ? null : r.name();
    }

    /** Forgets the last sort's route ({@link #lastRouteName}), so that a sort that records none reads null. */
    public static void clearRoute() { lastRoute = null; }

    /**
     * The routes that end in the JDK's own sort of the whole input, {@code Arrays.sort} or {@code parallelSort}, as a
     * program calling the JDK would (after this engine's probes, which are the difference): SMALL, FEW, SORT, PAR,
     * RUNS_SORT, RUNS_PAR, DUPLICATES_SORT, DUPLICATES_PAR, COLD (keys-only sorts). A benchmark cell on one of these
     * is the JDK's call on both sides. Not PACKED: pairs with 32-bit keys whose packed words this engine may sort
     * (the team, the long hybrid's routes) as well as the JDK.
     */
    public static boolean jdkRoute(String name) {
        for (Route r : JDK_ROUTES) if (r.name().equals(name)) return true;
        return false;
    }

    private static final Route[] JDK_ROUTES = {Route.SMALL, Route.FEW, Route.SORT, Route.PAR, Route.RUNS_SORT,
        Route.RUNS_PAR, Route.DUPLICATES_SORT, Route.DUPLICATES_PAR, Route.COLD};

    /** For tests: treat the common pool as parallel (true), as one worker (false), or as it is (null). */
    private static volatile Boolean commonPoolParallelOverride;

    static int jdkSequentialBelow() { return jdkSequentialBelow; }

    static int runsSequentialBelow() { return runsSequentialBelow; }

    /** For tests: sets both JDK route thresholds (negative: back to the policy's values). */
    static void setJdkSequential(int below, int runsBelow) {
        jdkSequentialBelow = below < 0 ? POLICY.hybrid().jdkSequentialBelow() : below;
        runsSequentialBelow = runsBelow < 0 ? POLICY.hybrid().runsSequentialBelow() : runsBelow;
    }

    /** For tests: see {@link #commonPoolParallelOverride}. */
    static void setCommonPoolParallel(Boolean parallel) { commonPoolParallelOverride = parallel; }

    /**
     * Whether {@code Arrays.parallelSort} runs in parallel here: only where the common pool has more than one worker
     * (on 2 cores it has one, and {@code parallelSort} is {@code Arrays.sort}).
     */
    static boolean commonPoolParallel() {
        Boolean o = commonPoolParallelOverride;
        return o != null ? o : java.util.concurrent.ForkJoinPool.getCommonPoolParallelism() > 1;
    }

    /**
     * The hybrid's choice between the JDK's two sorts for n keys: {@code Arrays.parallelSort} (true) only with
     * several threads, a parallel common pool, at least {@link #jdkSequentialBelow} keys and, for run-structured
     * input ({@code runs}), at least {@link #runsSequentialBelow}; else {@code Arrays.sort}.
     */
    static boolean jdkParallel(int n, int threads, boolean runs) {
        return threads > 1 && n >= jdkSequentialBelow && (!runs || n >= runsSequentialBelow) && commonPoolParallel();
    }

    /**
     * The common pool's parallelism from which {@code Arrays.parallelSort} of 2^14 or more primitives sorts by a
     * parallel merge sort with a buffer of n elements: the JDK's {@code DualPivotQuicksort.getDepth} shifts the
     * parallelism right by 3 ({@code parallelism >> 3 > 0}) before it looks at the size. Below it (2 to 7 workers:
     * 3 to 8 cores) it is a parallel quicksort, its partitions above 4096 keys forked to the pool, no buffer, no merge.
     */
    static final int JDK_MERGE_PARALLELISM = 8;

    /**
     * Where the common pool has 2 to {@code JDK_MERGE_PARALLELISM - 1} workers, keys (and 32-bit-key pairs' packed
     * words) that the hybrid would hand to {@code Arrays.sort} below {@link #jdkSequentialBelow} go to
     * {@code Arrays.parallelSort}, the parallel quicksort there, from this many on. H100 host's Xeon, `taskset` to
     * 4 / 6 / 8 cores, sixty-eighth session, call A (`bench --preset cpu-vs-jdk --sizes 2^13,2^14,2^15 --dists uniform,gaussian
     * --algos cpu,jdk,jdkpar`, parallelSort's time over Arrays.sort's, every key type): 2^13 0.84-1.25 (a wash), 2^14
     * 0.63-0.96, 2^15 0.49-0.68; our route there was Arrays.sort (50 of 72 cells below 0.95x the faster JDK sort,
     * lowest 0.49x). With 9+ workers (10, 12, 16 cores) parallelSort's merges lost to Arrays.sort at 2^14
     * (1.12-1.91) and were even at 2^15 (0.71-1.12): not there. With the route (call B) 4 cores every key type and
     * distribution at 2^14 / 2^15 4 of 128 cells below 0.95x (uniform 2^14 0.93x, the JDK's call both sides).
     */
    static final int JDK_QUICKSORT_MIN = POLICY.hybrid().jdkQuicksortMin();

    /** For tests: the common pool's parallelism as {@link #jdkQuicksort} reads it (0: as it is). */
    private static volatile int commonPoolParallelismOverride;

    /** For tests: see {@link #commonPoolParallelismOverride}. */
    static void setCommonPoolParallelism(int parallelism) { commonPoolParallelismOverride = parallelism; }

    /**
     * Whether n keys that the hybrid would hand to {@code Arrays.sort} below {@link #jdkSequentialBelow} go to
     * {@code Arrays.parallelSort} instead, where that is a parallel quicksort (see {@link #JDK_QUICKSORT_MIN}).
     */
    static boolean jdkQuicksort(int n, int threads) {
        int o = commonPoolParallelismOverride;
        int parallelism = o > 0 ? o : java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        return hybrid && threads > 1 && n >= JDK_QUICKSORT_MIN && n < jdkSequentialBelow && parallelism > 1
                && parallelism < JDK_MERGE_PARALLELISM && commonPoolParallel();
    }

    /**
     * Whether the JDK's sort of n keys that the hybrid hands over after its own routes (the team's and the engine's
     * unstructured keys that they did not sort, a cold engine's or team's: {@code SampleSort*.jdk}, {@code cold}) is
     * {@code parallelSort}: as {@link #jdkParallel} chooses, and for unstructured keys also where it is the parallel
     * quicksort ({@link #jdkQuicksort}). Such keys below jdkSequentialBelow come from the team's sizes on 8 cores
     * (64-bit keys from 2^14), where a cold team's keys had gone to {@code Arrays.sort}. 8 cores (H200 host's Xeon,
     * seventy-second session, calls B-D, `bench` with `long` cells first in each JVM): the first `long` cells at 2^14 /
     * 2^15 read 0.59-0.87x {@code parallelSort} (zipf 2^14 0.20-0.24 ms against 0.15-0.16), the later ones 1.02-1.19x
     * on the team; a build that sent those first cells' keys to {@code parallelSort} read them at 0.95-1.00x and moved
     * the low cells to the first ones the team took (uniform 2^14 / 2^15 0.64-0.84x): the team's cold spell, not its
     * sort. (Where the team had run before, as in the seventy-first session's later JVMs, the same cell read 1.01-1.11x.)
     */
    static boolean jdkParallelSort(int n, int threads, boolean runs) {
        return jdkParallel(n, threads, runs) || !runs && jdkQuicksort(n, threads);
    }

    /**
     * The dense count (DenseCount, the DENSE route; eighty-first session): integral keys from this many on whose values
     * lie among at most {@link #denseSpan} consecutive integers are counted and written back, where the hybrid would
     * otherwise hand them to the JDK's sort or the team's. H200 host's Xeon, one core, the generator's `int` zipf
     * (n keys in [0, n); harness `Dc`, call A): 2^10 2.0 us against `Arrays.sort`'s 4.1, 2^12 7.6 against 14.9.
     */
    static final int DENSE_MIN = POLICY.hybrid().denseMin();

    /**
     * The most values a dense count's span may hold (0: no dense count): its counters, 4 bytes a value, kept by the
     * thread (SeqScratch) and read and written in no order, within a core's L2 up to 2^18-2^19. H200 host's Xeon, one
     * core, `int` zipf 2^20 (2^20 values, call A): 4.2 ms against `Arrays.sort`'s 6.4 (1.5x, 2.0-2.5x at 2^14-2^18).
     */
    static final int DENSE_SPAN_MAX = POLICY.hybrid().denseSpanMax();

    /**
     * Where the JDK's sort beside it is parallel (a common pool of 2 or more workers): keys counted on one thread
     * only up to this many. H200 host's Xeon, `int` zipf, one thread's count against `parallelSort` (harness, call B):
     * 4 cores 2^14 1.17-1.30x, 2^15 1.07-1.72x, 2^16 0.67-1.07x, 2^17 0.61-0.76x; 8 cores 2^15 1.10-1.61x, 2^16
     * 0.53-0.92x. The benchmark, the count before the route's probes (call F, two JVMs each way): 2^16 on 4 cores
     * 1.04 / 1.15x, 8 cores 0.93 / 1.23x, where `parallelSort` after the probes read 0.92 / 0.93x and 0.92 / 0.91x;
     * at 2^17 the count read 0.77-0.97x (call E), `parallelSort` 0.93-0.99x.
     */
    static final int DENSE_PARALLEL_MAX = POLICY.hybrid().denseParallelMax();

    /**
     * The most values of a dense count's span per key: a span of n values for n keys costs a pass over n counters
     * beside the passes over the keys (the generator's zipf: n keys within [0, n)).
     */
    static final int DENSE_SPAN_PER_KEY = 1;

    /**
     * Dense keys are written back a block of DENSE_BLOCK values at a time (DenseCount.write): a block with at least
     * DENSE_RUNS_MIN_KEYS keys a value on average a run at a time (Arrays.fill), one with fewer by its runs' starts and
     * a running maximum. Dev VM (Intel Xeon), one thread, 2^16 keys, every value one way or the other: 16 keys a value
     * 0.04-0.07 ms by runs against 0.07 by starts; 4 keys a value 0.13-0.16 against 0.09.
     */
    static final int DENSE_RUNS_MIN_KEYS = 8, DENSE_BLOCK = 64;

    private static volatile int denseSpanMax = DENSE_SPAN_MAX;

    /** For tests: the dense count's largest span (0: off; negative: the policy's). */
    static void setDenseSpanMax(int most) { denseSpanMax = most < 0 ? DENSE_SPAN_MAX : most; }

    /** The most values a dense count of n keys may span ({@link #DENSE_SPAN_MAX}, {@link #DENSE_SPAN_PER_KEY}). */
    static long denseSpan(int n) {
        return Math.min(denseSpanMax, (long) n * DENSE_SPAN_PER_KEY);
    }

    /**
     * Above {@link #DENSE_PARALLEL_MAX} keys with a parallel pool beside it (3+ cores), keys within a span of at most
     * this many values (0: never) are counted on the team (DenseCount.onTeam): a counter a value for each member,
     * 256 KiB at 2^16, within its core's L2. H200 host's Xeon, eighty-second session, call D (harness `Dk`, keys
     * uniform in 100-16,384 values, 2^17-2^24 keys): `int` 1.31-17.3x the faster JDK sort on 4-16 cores, `long`
     * 3.2-11.5x on 8 / 16 cores; `long` 2^22 of 65,536 values on 16 cores 1.92 ms against 9.6 on the engine. Pairs
     * with such keys too (stably; calls E-G, harness `Dkp`): `int+int` 1.97-19.5x the JDK route on 4-16 cores.
     */
    static final int DENSE_TEAM_SPAN_MAX = POLICY.hybrid().denseTeamSpanMax();

    /**
     * The team's count takes spans of at most one value for this many keys of a member's slice: the members' counters
     * are summed value by value (each member a range of values, through every member's counters) and walked by the
     * write, so with at least 2 keys a value those passes cost less than the count's own. (Call D's slowest cell at
     * the bound: 8 cores, 2^17 keys of 1,000 values, 16 keys a value of a slice, 1.31x; 4 cores 2^17 of 16,384
     * values, 2 a value, 1.77x.)
     */
    static final int DENSE_TEAM_KEYS_PER_VALUE = 2;

    private static volatile int denseTeamSpanMax = DENSE_TEAM_SPAN_MAX;

    /** For tests: the team's dense count's largest span (0: off; negative: the policy's). */
    static void setDenseTeamSpanMax(int most) { denseTeamSpanMax = most < 0 ? DENSE_TEAM_SPAN_MAX : most; }

    /** The most values the team's dense count of n keys on {@code members} may span (0: none). */
    static long denseTeamSpan(int n, int members) {
        return Math.min(denseTeamSpanMax, (long) n / ((long) DENSE_TEAM_KEYS_PER_VALUE * members));
    }

    /**
     * Whether n keys on their way to the JDK's sort or the team's, which the one-thread count does not take
     * ({@link #denseCount}: above DENSE_PARALLEL_MAX with a parallel pool), are looked at for the team's dense count.
     */
    static boolean denseTeam(int n, int threads) {
        return hybrid && denseSpanMax > 0 && denseTeamSpanMax > 0 && n > DENSE_PARALLEL_MAX && threads >= 3
                && commonPoolParallel() && teamStructure(threads);
    }

    /**
     * Where the JDK's sort is sequential beside a team (2 cores: a one-worker common pool), keys from this many on
     * whose values lie within {@link #denseWideSpan} consecutive integers are counted on the team of every thread
     * (DenseCount.wide, the DENSE_WIDE route), their exact span found first, where the one-thread count (up to
     * DENSE_SPAN_MAX values) or the JDK's sort took them. 0: never. Why 2^21 (eighty-third session, harness `Dw2`,
     * the hybrid with it on / off in turn, `int` keys): below 2^20 the team's phases cost more than they split (dev
     * VM, 2^14-2^18 0.28-0.88x the count on one thread). With the members' counters allocated each sort (call A) the
     * generator's zipf read 0.72x at 2^21 on 2 cores of the H200 host's Xeon; with them kept between sorts (call C,
     * two JVMs) 1.45 / 1.29x at 2^21 (n keys of n values 1.39 / 1.53x, of n/2 1.11 / 1.45x), 1.46 / 1.30x at 2^22,
     * but at 2^20 zipf 0.95 / 1.08x (n and n/2 values 1.19-1.54x), where the one-thread count keeps them. The same
     * bound for {@code float} / {@code double} keys that hold such integers (DenseCountFp.wide, hundred-and-fifth
     * session: the preset's `float` zipf 2^21-2^23 on 2 cores 1.01-1.29x the faster JDK sort on the H200 host's Xeon,
     * 1.22-1.53x on the dev VM, where the JDK's own call read 0.93-1.00x). On an Intel processor 2^20 since the
     * hundred-and-fifth session: 2 cores of the H200 host's Xeon, the preset's zipf with the wide count from 2^18 and
     * from 2^21 in turn, two JVMs each (device call D): `int` / `float` 2^20 1.48 / 1.62x and 1.21 / 1.38x against
     * 1.19 / 1.26x and 1.03 / 0.87x (the one-thread count), 2^19 3 of 4 cells ahead, 2^18 2 of 4; harness `W3` (n keys
     * of n values at random, and zipf; the wide count and the one-thread count in turn) 2^20 4.7-9.0 against 5.3-12.4
     * ms in 8 of 8. The dev VM (Zen 5) read the other way: 2^19 / 2^20 zipf 1.16-1.29x against 1.30-2.86x.
     */
    static final int DENSE_WIDE_MIN = POLICY.hybrid().denseWideMin();

    /**
     * The most values the team's wide count may span: each member counts into counters of the whole span (4 bytes a
     * value, one array a member), so at one value a key the counters of both members are 8 bytes a key, beside the
     * sort's own n-key buffers that no such count takes. Dev VM, one thread: the count of 2^24 keys of 2^24 values
     * (one a value) lost to `Arrays.sort` (0.92x), 2^23 won (1.19x).
     */
    static final int DENSE_WIDE_SPAN_MAX = POLICY.hybrid().denseWideSpanMax();

    private static volatile int denseWideMin = DENSE_WIDE_MIN;

    /** For tests: the smallest input of the team's wide count (0: never; negative: the policy's). */
    static void setDenseWideMin(int least) { denseWideMin = least < 0 ? DENSE_WIDE_MIN : least; }

    /** The most values the team's wide count of n keys may span (one a key, at most DENSE_WIDE_SPAN_MAX). */
    static long denseWideSpan(int n) {
        return Math.min(DENSE_WIDE_SPAN_MAX, (long) n * DENSE_SPAN_PER_KEY);
    }

    /**
     * Whether n keys on their way to the JDK's sequential sort, the team's or the one-thread count are looked at for
     * the team's wide count: from denseWideMin keys, with 2 or more threads and a one-worker common pool.
     */
    static boolean denseWide(int n, int threads) {
        int least = denseWideMin;
        return hybrid && denseSpanMax > 0 && DENSE_WIDE_SPAN_MAX > 0 && least > 0 && n >= least && threads >= 2
                && !commonPoolParallel();
    }

    /**
     * Whether n keys (or pairs) on their way to the JDK's sort or the team's are looked at for the dense count: from
     * {@link #DENSE_MIN} keys, and where a parallel JDK sort is beside it (several threads, a pool of 2 or more
     * workers) up to {@link #DENSE_PARALLEL_MAX}.
     */
    static boolean denseCount(int n, int threads) {
        return hybrid && denseSpanMax > 0 && n >= DENSE_MIN
                && (n <= DENSE_PARALLEL_MAX || threads == 1 || !commonPoolParallel());
    }

    /**
     * {@link #denseCount} for floating-point keys that hold integers (DenseCountFloat / DenseCountDouble, hundred-and-
     * fourth session), but with a parallel JDK sort beside it only below {@link #jdkSequentialBelow}: from there
     * {@code float} keys with duplicates go to the team on 8+ threads, which beat the one-thread count. H200 host's
     * Xeon, the preset's `float` zipf (n keys in [0, n)), the count on and off in turn, two JVMs each: 16 cores 2^10-2^14
     * counted 1.34-1.66x the faster JDK sort (0.98-1.29x off), 2^16 1.19-1.22x against the team's 2.16-2.18x; 8 cores
     * 2^14 / 2^15 1.53-1.71x (0.95-1.00x on `parallelSort`), 2^16 0.92 / 1.31x against the team's 1.10 / 1.12x; 2 cores
     * 2^10-2^20 1.11-1.94x (0.98-1.01x, `Arrays.sort` both sides).
     */
    static boolean denseCountFp(int n, int threads) {
        return denseCount(n, threads) && (n < jdkSequentialBelow || threads == 1 || !commonPoolParallel());
    }

    /**
     * Keys-only sorts where the JDK's sort would be sequential ({@link #jdkParallel} false): from this many keys
     * (or from the engine's size, {@link #jdkBelow}, where that is smaller) nearly sorted input is sorted by setting
     * the keys out of place aside ({@code AlmostSorted}). Below, a sorted input's probe (16 windows of 32 keys, no
     * descent found) would cost a few percent of the JDK's linear pass over it.
     */
    static final int ALMOST_SORTED_MIN = POLICY.hybrid().almostSortedMin();

    /**
     * Below {@link #ALMOST_SORTED_MIN} (and the engine's size), from this many keys, nearly sorted input is tried by
     * {@code AlmostSorted} last: where the JDK's sequential sort would take keys that no run check finished, and their
     * first, middle and last keys are in order. Why last: there sorted input is finished by the one-run checks and
     * run-structured input by the run routes first, and random keys have failed the ends' order five times in six,
     * so the probe's windows (512 keys) are read almost only for nearly sorted input. 2 cores with 16 threads
     * simulated (forty-eighth session, SmallCostProbe): `int` almostsorted 2^12 7.95 us against Arrays.sort's 13.2,
     * 2^14 37.6 against 86.5 (two threads: 2^14 23.5 against 86.8); the probe first would have cost sorted 2^12 its
     * one pass's lead (1.05 us against Arrays.sort's 0.74; 0.43 on the one-run route). 16 cores, the benchmark's
     * almostsorted 2^12: 1.84-2.36x the faster JDK sort (0.93-0.94x before). 2^10 since the hundred-and-second
     * session, once the probe read its windows' order before their keys (sawtooth's teeth had cost 160 reads of 1024
     * at 2^10): 2 cores (dev VM, Zen 5), the preset at 2^10 / 2^11, three JVMs, every key type's almostsorted
     * 1.2-2.4x the faster JDK sort (0.94-0.98x on its own call before), sawtooth 0.95-0.99x as before.
     */
    static final int ALMOST_SORTED_SMALL_MIN = POLICY.hybrid().almostSortedSmallMin();

    /** Whether the hybrid's small route tries AlmostSorted last for n keys (see {@link #ALMOST_SORTED_SMALL_MIN}). */
    static boolean almostSortedLast(int n, long jdkBelow) {
        return hybrid && n >= ALMOST_SORTED_SMALL_MIN && n < Math.min(ALMOST_SORTED_MIN, jdkBelow);
    }

    /**
     * ... and where the team's sort would take keys below {@link #ALMOST_SORTED_MIN} (64-bit keys at 2^15 on 8 threads
     * and more: the small route ends below the team's sizes, and the probe before the other routes starts at
     * ALMOST_SORTED_MIN), with up to this many threads: nearly sorted keys tried by {@code AlmostSorted} there too,
     * after the run scan found no structure, before the team. Until the seventy-fifth session they went to the
     * team's sample sort (H200 host's Xeon, `taskset`, seventy-fourth session: `long` almostsorted 2^15 on 8 cores
     * 0.80-1.05x the faster JDK sort in eight JVMs, where 2^14 and 2^16 took the pass at 2.15x and more).
     */
    static final int ALMOST_SORTED_LAST_THREADS = POLICY.hybrid().almostSortedLastThreads();

    /**
     * Whether the hybrid's route for keys the team would sort tries AlmostSorted on n keys first (see
     * {@link #ALMOST_SORTED_LAST_THREADS}); the same sizes as {@link #almostSortedLast}.
     */
    static boolean almostSortedBeforeTeam(int n, long jdkBelow, int threads) {
        return almostSortedLast(n, jdkBelow) && threads <= ALMOST_SORTED_LAST_THREADS;
    }

    /** The most keys AlmostSorted sets aside: n / 2^this; more, and it gives the input back to the other routes. */
    static final int ALMOST_SORTED_SIDE_LOG = POLICY.hybrid().almostSortedSideLog();

    /**
     * Whether n keys (the engine's size from jdkBelow on) are probed for the nearly sorted route (see above): where
     * the JDK's sort would be sequential, and with a parallel common pool where the JDK's sort of the width is
     * scalar. There {@code parallelSort} beat the engine without leaf sorts on nearly sorted keys (16 cores with
     * {@code -XX:UseAVX=2}, thirtieth session, call A: `long` almostsorted 2^22 25.2 ms against 35.9, 2^24 72.8
     * against 92.9), and the one-thread pass beats both (call B). With the intrinsic and a parallel pool the engine
     * and the team were not measured against it: not probed.
     */
    static boolean almostSortedProbe(int n, long jdkBelow, int threads, int keyBytes) {
        return hybrid && (n >= Math.min(ALMOST_SORTED_MIN, jdkBelow)
                && (!jdkParallel(n, threads, false) || !jdkSimdSort(keyBytes)) || almostSortedParallel(n, threads));
    }

    /**
     * Where the JDK's sort would be {@code parallelSort}, nearly sorted keys from this many on are set aside and
     * merged on several threads (AlmostSorted's parallel pass, every key type; above Integer.MAX_VALUE: off).
     */
    static final int ALMOST_SORTED_PARALLEL_MIN = POLICY.hybrid().almostSortedParallelMin();

    /**
     * ... and from this many where the pass runs on the team ({@link #almostSortedTeam}): one job, its phases a spin
     * apart, where each fork/join phase paid the parked workers' wake-up (sixty-ninth session, `taskset` on the H100
     * host, almostsorted against `parallelSort`: 8 cores `int` 2^18 1.92× on the team against 0.94× in fork/join
     * phases, 16 cores 2.75× against 1.10×; from 2^15 on the team (call B) 2^16 / 2^17 1.64-2.46× on 4, 6 and 8
     * cores and 2.87-3.35× on 16, against 0.94-1.00× and 1.48-1.77× without the pass; 2^15 0.77-1.77×, on 6 cores
     * below the sequential pass).
     */
    static final int ALMOST_SORTED_TEAM_MIN = POLICY.hybrid().almostSortedTeamMin();

    /** Whether AlmostSorted takes n keys on {@code threads} threads in its parallel pass (see above). */
    static boolean almostSortedParallel(int n, int threads) {
        return hybrid && n >= (almostSortedTeam(threads) ? ALMOST_SORTED_TEAM_MIN : ALMOST_SORTED_PARALLEL_MIN)
                && jdkParallel(n, threads, false);
    }

    /**
     * Whether AlmostSorted's parallel pass on {@code threads} threads runs on the team (one job; the team's structure
     * routes' rule, teamStructureMinThreads) rather than in fork/join phases.
     */
    static boolean almostSortedTeam(int threads) {
        return teamStructure(threads);
    }

    /**
     * Run detection before sampling (keys only): the JDK's rule for "highly structured" input
     * ({@code DualPivotQuicksort.tryMergeRuns}: a first run of at least RUN_MIN_FIRST keys, on average at least
     * 2^RUN_MIN_FACTOR keys per run, fewer than RUN_MAX runs). Such input (organ pipe, sawtooth, runs of equal keys
     * such as detdup, descending runs with ties) goes to the JDK, which merges the runs in O(n log runs).
     */
    static final int RUN_MIN_FIRST = 16;

    static final int RUN_MIN_FACTOR = 7;

    /**
     * The run scan's runs of integral keys ({@code RunScanInt.equalEnd}, {@code ascendingEnd},
     * {@code descendingEnd} and their siblings): this many keys read one at a time (ties and random keys end there),
     * then blocks of RUN_SCAN_BLOCK compared at once, in a loop the JIT vectorizes (a constant `int[2^18]` 2.7x,
     * `long` 1.8x faster than one key at a time; sorted `int[2^18]` 1.6x, `long` 1.6x). 2 cores, dev VM,
     * thirty-seventh session: blocks of 32 were slower than one key at a time (a constant `int[2^12]` 0.90 against
     * 0.66 us: the JIT unrolled them without vectors), 1024 no faster than 256.
     */
    static final int RUN_SCAN_SCALAR = 32, RUN_SCAN_BLOCK = 256;

    /**
     * The widest block of the run scan's ascending and descending runs of `int` keys: from RUN_SCAN_BLOCK a block
     * twice as wide after each block in order, up to this; a wide block with a descent read again in blocks of
     * RUN_SCAN_BLOCK. Why (2 cores, dev VM, Zen 5, fifty-eighth session, a scan probe of the loops alone): sorted
     * `int[2^20]` 45 us in blocks of 2048 against 68 in blocks of 256 and 110 one key at a time, `int[2^22]` 279
     * against 325 and 506; in the preset, sorted / reversed `int` 2^18 0.012-0.013 / 0.050-0.052 ms against
     * 0.018-0.020 / 0.053-0.058 (three pairs of JVMs), 2^20 0.134 against 0.124 (sorted, 1.04x the JDK's). Wide blocks
     * from the start read far past the runs of short-run input (`long` sawtooth 2^12 / 2^14 0.023 / 0.08 ms against
     * 0.013 / 0.04), hence the doubling. `long` keys keep blocks of 256 below RUN_SCAN_BLOCKS_MAX_64: from memory
     * their blocks of 256 ran at 0.6-0.7x one key at a time (sorted `long[2^22]` 1.28-1.36 ms against 0.88-0.91,
     * blocks of 2048 0.76-0.84), but with the widening blocks the constant `long[2^20]` of the JVM that sorts only
     * it read 0.85-0.87x the JDK's sort in three JVMs against 0.90-0.92x (its loop the same, the run scan around it
     * compiled differently), and the cells the wide blocks sped up were at 1.0-1.1x already.
     */
    static final int RUN_SCAN_BLOCK_WIDE = 2048;

    /**
     * Whether the run scan compares ascending and descending neighbours in blocks (RUN_SCAN_BLOCK; constant keys are
     * compared in blocks everywhere): where the JDK's own sort is the SIMD intrinsic (x86-64 with AVX2 or AVX-512,
     * CpuPolicy.JDK_SIMD_SORT; {@code samplesort.cpu.runScanBlocks}). Without 64-bit vector compares (-XX:UseAVX=0)
     * the blocks of `long` keys ran 2.6x slower than one key at a time (dev VM, thirty-eighth session).
     */
    static final boolean RUN_SCAN_BLOCKS = POLICY.hybrid().runScanBlocks();

    /**
     * The run scan's blocks of `long` keys (RUN_SCAN_BLOCKS) only where fewer keys than this are left to scan: past it
     * one key at a time. 2 cores, dev VM (Zen 4), forty-second session, the preset's sorted and reversed `long`
     * keys in two JVMs each, blocks of 256 against one key at a time: sorted 2^16-2^18 1.38-1.72x against
     * 0.84-1.29x, but 2^19-2^22 0.43-0.68x against 0.91-1.15x, reversed 2^19-2^20 1.21-1.34x against 1.44-1.85x (the
     * JDK's own scan one key at a time ran at 0.17 ns a key there). `int` keys kept their blocks to 2^22 (sorted
     * 1.17-1.84x against 1.03-1.14x). On the 16-core Xeon host the limit cost some of the blocks' lead
     * but stayed above the JDK's sort (call E, two JVMs each: constant `long[2^19]` 0.96-0.97x against 1.37-1.38x,
     * sorted 2^22 3.62-4.99x against 4.93-5.04x, reversed 2^19 3.80-4.43x against 4.36-4.75x): one limit for both.
     * Fifty-eighth session (Zen 5): constant `long[2^22]` from memory 0.83 ms one key at a time, 0.89 in blocks of
     * 2048, 1.20 in blocks of 256; the wider blocks `int` keys take (RUN_SCAN_BLOCK_WIDE) not kept for `long` keys.
     * 2^21 since the ninety-second session (2^18 before): with today's run scan the blocks read `long` keys in cache
     * faster than one at a time. 2 cores of the H200 host's Xeon, JVMs in turn (two each), `long` 2^19-2^22 sorted,
     * reversed, constant, detdup, organ pipe, sawtooth, the faster JDK sort over ours, 2^21 against 2^18: sorted 2^19
     * 1.16-1.22x against 0.97-0.98x, 2^20 1.50-1.58x against 0.99-1.00x, 2^21 1.26-1.32x against 1.01-1.02x,
     * constant 2^19-2^21 1.55-1.64x against 1.09-1.11x, detdup 2^20 / 2^21 1.29-1.43x against 1.12-1.22x, 2^22 (half
     * the scan in blocks) and the other cells alike; 16 cores the same but constant 2^19 1.54-1.56x against
     * 1.03-1.04x. Dev VM (Zen 5), a loop after the issue's command's shapes (`L14`): sorted `long[2^20]` 130-142 us
     * against 212-214 (the JDK's 203-205); three JVMs each, sorted 2^19-2^21 1.09-1.35x against 1.06-1.21x. Blocks at
     * every size read constant `long[2^22]` 0.92-0.97x there (1.03-1.05x with this limit): hence 2^21, not more. The
     * issue's own 2-core command there, three JVMs each: sorted `long` 2^20 0.95-0.97x against 0.92-0.94x.
     * 2^18 again on AMD processors since the ninety-ninth session (2^21 stays Intel's default): on that session's
     * 2-core dev VM (Zen 5) the blocks read keys just written (the benchmark copies its input before each sort) slower
     * than one key at a time once they lie past the core's cache, where on the Xeon they read them faster (harness
     * `Sc2`, the loops alone on sorted `long[]` copied before each scan, blocks of 256 / one key at a time: dev VM
     * 2^20 0.34 / 0.24 ms, 2^22 1.41-1.47 / 1.01 (in cache, no copy: 0.13 / 0.23); the Xeon host 2^20 0.44 / 0.60,
     * 2^22 4.7 / 6.1). `bench --sizes
     * 2^17,2^18,2^19,2^20,2^21 --types long --dists sorted,allequal,reverse,detdup --algos cpu,jdk --reps 7 --warmup
     * 3`, three JVMs each way: with 2^21 sorted / allequal 2^19-2^21 0.61-0.71x, reverse 1.23-1.34x, detdup
     * 1.18-1.48x; one key at a time throughout 1.03-1.17x, 1.65-1.93x, 1.46-1.72x (2^17-2^18 1.24-2.28x); with 2^18
     * (two JVMs, with organ pipe, sawtooth, runs, almostsorted) sorted / allequal 2^19-2^21 1.03-1.12x, organ pipe
     * 1.57-1.99x against 1.30-1.51x, no cell lower.
     * 2^22 on AMD Zen 4 (CpuPolicy.ZEN4) since the hundred-and-forty-third session: that session's 2-core dev VM
     * (family 25 model 17) read the issue's own command's sorted `long[2^20]` at 0.90-0.93x the JDK's sort in three
     * JVMs with 2^18, and blocks throughout sped up our side of every `long` one-run cell (`s143/ab.sh`, the preset,
     * sorted / reverse / allequal / detdup / organ pipe / sawtooth 2^19-2^22, JVMs in turn, two each way, our medians
     * with 2^22 against 2^18): allequal 2^20 0.218-0.225 against 0.256-0.258 ms and 2^21 0.445-0.488 against
     * 0.534-0.550 (the JDK's 0.287 / 0.58 both ways), sorted 2^20 0.232-0.238 against 0.254-0.270, reverse and
     * detdup 1-5% faster, organ pipe and sawtooth alike.
     */
    static final int RUN_SCAN_BLOCKS_MAX_64 = POLICY.hybrid().runScanBlocksMax64();

    static final int RUN_MAX = POLICY.hybrid().runMax();

    /**
     * Run-structured input of more runs than this goes to the engine, not to the JDK: the JDK merges runs one
     * pass per doubling, and merging runs that overlap in value is a branchy pass (`RunsProbe`, k ascending runs of
     * random keys, `int[2^20]`, 2 cores with a 2-thread pool: k = 4 Arrays.sort 9.3 ms, parallelSort 8.9, the
     * engine 13.0; k = 8 13.6 / 11.3 / 10.9; k = 1024 48.7 / 32.2 / 10.7. 16 cores, 2026-11-23, the preset's
     * `bucket` input at 2^20 (about 1000 runs): the JDK route 65-156 ms where parallelSort took 8.6). Runs are
     * counted as the JDK counts them: the drop between two ascending runs is a (descending) run of its own, so 32
     * keeps organ pipes and sawtooths of up to 16 teeth on the JDK's merge (k = 16 above: 17.9 / 13.7 / 14.2 ms).
     */
    static final int RUNS_JDK_MAX = POLICY.hybrid().runsJdkMax();

    /**
     * Run-structured keys (at most RUNS_JDK_MAX runs) from this many on, where the JDK's sort of them would be
     * {@code Arrays.sort}, are merged from the run scan's segments on one thread (RunMerge), not handed to the
     * JDK's sort, which scans them again and allocates its merge buffer afresh (above Integer.MAX_VALUE: off).
     * Dev VM (2 cores, thirty-second session), `long` organ pipe 2^18 scan and merge 0.6 ms against
     * {@code Arrays.sort}'s 0.8-1.1, sawtooth 1.2 against 1.4-1.5. Two threads merging in pieces were slower there
     * (organ pipe 2^22 10.7 ms against 6.8-7.9: every run copied to the buffer first, on a VM whose one thread
     * already streams at its memory's pace).
     */
    static final int RUN_MERGE_MIN = POLICY.hybrid().runMergeMin();

    /**
     * With several threads and a parallel common pool (more than 2 cores): RunMerge on every thread from this many
     * keys (its halves at once, its larger merges in pieces), below it on one where the JDK's sort would be
     * sequential and {@code parallelSort} where that would be the JDK's (above Integer.MAX_VALUE: never parallel).
     */
    static final int RUN_MERGE_PARALLEL_MIN = POLICY.hybrid().runMergeParallelMin();

    /**
     * The same for integer keys, whose {@code parallelSort} is faster than its floating point one: 16 cores (H100
     * host, thirty-second session, calls B-D), organ pipe and sawtooth at 2^18 merged here on every thread read
     * 0.71-0.84x {@code parallelSort} for `int` and `long` (four phases on a pool whose workers park: the reversal, the
     * copies, the merge's pieces, each a wake-up), `float`/`double` 1.02-1.19x; `long` at 2^22 0.81-1.17x over four
     * calls (the JDK's merge after the scan: 0.61-0.83x). 2^19 since the thirty-fourth session, whose scan in pieces
     * (RUN_SEGMENTS_PARALLEL_MIN) left the merge's phases alone: call A (two JVMs), organ pipe and sawtooth at 2^20
     * 0.97-2.80x merged, 0.82-1.00x on {@code parallelSort}, at 2^18 still 0.69-0.80x for `int` sawtooth and `long`
     * organ pipe; call F (three JVMs), 2^19: 0.96-2.17x merged against 0.86-0.98x, our own times equal or shorter
     * (`int` organ pipe 0.87-0.99 ms against 0.85-1.02, `int` sawtooth 1.05-1.17 against 1.28-2.22).
     */
    static final int RUN_MERGE_PARALLEL_MIN_INT = POLICY.hybrid().runMergeParallelMinInt();

    /**
     * The threads RunMerge merges n run-structured keys on (0: the JDK sorts them): {@code threads} from
     * RUN_MERGE_PARALLEL_MIN (floating point) or RUN_MERGE_PARALLEL_MIN_INT (integer) keys where the common pool is
     * parallel, else 1 from RUN_MERGE_MIN where the JDK's sort would be sequential.
     */
    /**
     * Whether more runs than RUNS_JDK_MAX go to {@code parallelSort} rather than the engine or the team: with a
     * parallel common pool below RUN_MERGE_PARALLEL_MIN keys. 16 cores (H100 host, thirty-second session, call B),
     * the generator's 64 runs: {@code parallelSort} 0.36-0.61 ms at 2^14 against 0.52-1.07 merged here on one thread
     * and 0.73-0.92 for {@code Arrays.sort}; 0.71-1.06 ms at 2^16 against 1.09-2.24 on the team; from 2^18 the
     * team won, 1.23-1.30x.
     */
    static boolean manyRunsParallel(int n, int threads) {
        return hybrid && threads > 1 && commonPoolParallel() && n < RUN_MERGE_PARALLEL_MIN;
    }

    /**
     * Whether the many runs that {@link #manyRunsParallel} would hand to {@code parallelSort} (more than RUNS_JDK_MAX
     * turns seen by the run probe) are sorted as unstructured keys instead, where the team's threads are there for
     * keys of this width and the JDK's sort is the SIMD one: the quarters or the team (SampleSort.split, the team's
     * route; below their sizes the JDK's SIMD sort with its run merge refused, RUNS_SIMD). The JDK merges such runs
     * a pass per doubling in {@code parallelSort} too, and runs of random keys interleave at random: 16 cores of the
     * H200 host's Xeon, hundred-and-eleventh session, the generator's 64 runs, `int` 2^13 / 2^15 / 2^17
     * {@code parallelSort} 0.25 / 0.47 / 1.13 ms where the team's route took uniform keys of the same size in
     * 0.056 / 0.15 / 0.49 (the thirty-second session's comparison against the team was its run merge, before the
     * team's sample sort). Only above JDK_MERGE_RUNS_MAX keys: up to it the JDK's sort does not merge runs, and the
     * run probe's turns cost it nothing (same call, 2^12: `double` 0.79x on the quarters against 0.98-1.00x
     * {@code parallelSort}, `int` / `float` 0.95-0.97x on the SIMD sort with the merge refused).
     * {@code samplesort.cpu.manyRunsUnstructured}.
     */
    static boolean manyRunsUnstructured(int n, int threads, int keyBytes) {
        return manyRunsUnstructured && n > JDK_MERGE_RUNS_MAX && manyRunsParallel(n, threads)
                && teamThreads(threads, keyBytes) && jdkSimdSort(keyBytes);
    }

    private static volatile boolean manyRunsUnstructured = POLICY.hybrid().manyRunsUnstructured();

    /** For tests: {@link #manyRunsUnstructured} on or off (null: the policy's). */
    static void setManyRunsUnstructured(Boolean on) {
        manyRunsUnstructured = on == null ? MANY_RUNS_UNSTRUCTURED : on;
    }

    /**
     * The most keys the JDK's sort takes without looking for runs to merge ({@code DualPivotQuicksort}'s
     * MIN_TRY_MERGE_SIZE, 4 << 10: it tries only larger ranges). Why it matters, {@link #manyRunsUnstructured}.
     */
    static final int JDK_MERGE_RUNS_MAX = 1 << 12;

    /** See {@link #manyRunsUnstructured}: the policy's flag. */
    static final boolean MANY_RUNS_UNSTRUCTURED = POLICY.hybrid().manyRunsUnstructured();

    /**
     * With a parallel common pool, run-structured 32-bit-keyed pairs on the packed route (SampleSort.packed: key and
     * index in a long, the JDK user's route) have their packed words sorted by this hybrid's {@code long} sort, not
     * by the JDK's: its runs merged on the team, or by RunMerge's loop that follows a pattern, where the JDK's merge
     * ran at one of two speeds from one JVM to the next (16 cores, H100 host, fortieth session: `int+int` sawtooth
     * 2^14, {@code Arrays.sort} of the packed words 0.28-0.34 ms in one call, 0.77-0.83 in two others; the same
     * keys alone, this hybrid 1.6-2.0x the faster JDK sort in the thirty-ninth session's calls). Same call, flag on
     * and off (fortieth session, call C; the faster JDK route over ours): sawtooth 2^14-2^18 1.83-2.31x against
     * 0.42-1.14x, organ pipe 2^16-2^18 1.45-1.56x against 1.04-1.10x (`float+int` 1.26-1.27x against 0.96-0.99x),
     * 2^12 0.96-1.03x either way. Keys that are one non-increasing run with ties (detdup) only from
     * jdkSequentialBelow: 0.89-0.93x at 2^12-2^14 on the long hybrid against 0.99-1.00x, 1.24-1.40x from 2^16
     * against 0.97-1.05x.
     */
    static final boolean KV_RUNS_LONG_SORT = POLICY.hybrid().kvRunsLongSort();

    /**
     * Whether n run-structured packed pairs ({@code oneRun}: one non-increasing run of keys, else several runs) go to
     * the {@code long} hybrid (KV_RUNS_LONG_SORT) with these threads.
     */
    static boolean kvRunsLongSort(int n, int threads, boolean oneRun) {
        return hybrid && KV_RUNS_LONG_SORT && threads > 1 && (!oneRun || n >= jdkSequentialBelow)
                && commonPoolParallel();
    }

    /**
     * Where {@link #kvRunsLongSort} does not apply (a one-worker pool or one thread: 2 cores), whether run-structured
     * packed pairs whose words start with runs taking turns in a pattern (RunScanLong.patternedStart: sawtooth)
     * go to the {@code long} hybrid, whose one-thread run merge follows the pattern (the fifty-sixth session's loop with
     * jumps), where {@code Arrays.sort}'s merge did not (KV_RUNS_LONG_SORT; not one run of keys). Dev VM (2 cores, AMD
     * EPYC, Temurin 25.0.3), sixty-ninth session, the preset's `int+int` / `float+int` sawtooth and runs 2^12-2^18
     * (`--algos cpu,jdk`), eight JVMs each way in turn: sawtooth 0.89-1.40x the JDK route, median 1.23x, 1 of 64 cells
     * below 0.95x, against 0.92-1.30x, median 0.99x, 6 of 64; runs (not taken: their second run descends) 0.79-1.44x
     * against 0.77-1.43x, 9 and 10 of 64 below, the JVMs' spread. Every run-structured pair to the long hybrid (the
     * first try) read the generator's runs 0.85-0.92x at 2^13 in three of eight JVMs: its scan before the SIMD sort.
     */
    static boolean kvPatternedRunsLongSort(boolean oneRun) {
        return hybrid && KV_RUNS_LONG_SORT && !oneRun;
    }

    /**
     * Where the JDK's sort would be sequential (2 cores), packed words of 32-bit-key pairs whose keys are many runs
     * (MANY_RUNS: more than RUNS_JDK_MAX) take the team of every thread (teamScalar, teamSimd) only from this many;
     * below, {@code Arrays.sort}, whose merge of the runs is the JDK route itself. Dev VM (2 cores, AMD EPYC, the
     * JDK's 64-bit sort scalar there), sixty-ninth session, the generator's runs (64) of `int+int` pairs, one JVM a
     * setting, steady state (a loop of 300 sorts, rounds 10-11): 2^13 on the team 199-239 us against the JDK route's
     * 108-164, by Arrays.sort 91-130 against 86-126; 2^14 459-490 against 467-471, 409-459 against 412-453; 2^16
     * 1449-1479 against 1750-1773, 1661-1694 against 1810-1836. The preset's 2^13 cells had read 0.77-1.15x, with
     * this 0.97-1.07x (four JVMs).
     */
    static final int KV_MANY_RUNS_TEAM_MIN = POLICY.hybrid().kvManyRunsTeamMin();

    static int runMergeThreads(int n, int threads, boolean fp, int keyBytes) {
        if (!hybrid || n < RUN_MERGE_MIN) return 0;
        if (threads > 1 && commonPoolParallel() && n >= (fp ? RUN_MERGE_PARALLEL_MIN : RUN_MERGE_PARALLEL_MIN_INT)) {
            return threads;
        }
        int few = !fp && keyBytes == Long.BYTES ? RUN_MERGE_FEW_BELOW_LONG : RUN_MERGE_FEW_BELOW;
        return jdkParallel(n, threads, true) && n >= few ? 0 : 1;
    }

    /**
     * With a parallel common pool, below this many keys a few runs (at most RunMerge.SEQUENTIAL_RUNS_MANY_CORES
     * segments: organ pipe) are merged on one thread even where the JDK's sort would be {@code parallelSort}. 16 cores
     * (H100 host, thirty-second session, calls F and G, two rounds each), organ pipe against the faster JDK sort: 2^16
     * 0.92-1.90x (0.81-0.97x with {@code parallelSort} after the scan), 2^17 1.08-1.38x for `int`, `float`, `double`,
     * 0.85-0.86x for `long` (0.83-0.91x).
     */
    static final int RUN_MERGE_FEW_BELOW = POLICY.hybrid().runMergeFewBelow();

    /**
     * RUN_MERGE_FEW_BELOW for {@code long} keys: 2^17 keys of them merged on one thread lost to {@code parallelSort}
     * (16 cores, organ pipe 2^17: 0.85-0.86x in the thirty-second session's calls F and G, 0.76-1.04x in the
     * thirty-third's call A), where {@code parallelSort} after the run probe alone is its own time.
     */
    static final int RUN_MERGE_FEW_BELOW_LONG = POLICY.hybrid().runMergeFewBelowLong();

    /**
     * With a parallel common pool, from this many keys the run probe ({@code RunScan.runBoundaries}: 64 windows
     * of 8 keys) comes before the one-thread run scan: input it proves to be several runs, fewer than RUNS_JDK_MAX
     * and more than the scan's answer would have had merged here, goes to the JDK's sort unscanned. The scan read
     * every key on one thread only for {@code parallelSort} to read them again (16 cores, thirty-second session:
     * `int`/`long` organ pipe 2^18-2^20 and sawtooth 2^16-2^20 0.80-0.95x {@code parallelSort} after the scan).
     */
    static final int RUN_PROBE_MIN = POLICY.hybrid().runProbeMin();

    /** Whether n keys take the run probe before the run scan (RUN_PROBE_MIN): several threads, a parallel pool. */
    static boolean runProbe(int n, int threads) {
        return hybrid && n >= RUN_PROBE_MIN && threads > 1 && commonPoolParallel();
    }

    /**
     * Up to this size (RUN_FIRST_MAX) the first run is read before the run probe, and one run finished in that
     * pass. Above it the probe is at most 3% of the JDK's pass over sorted keys (2 cores, thirty-sixth session:
     * 0.35 us, 11 us at `int` 2^16), while a long first run would be read for nothing before the probe's routes:
     * organ pipe's first half, before the team's scan in pieces reads it again (at 2^15: 6% of the JDK's pass over
     * sorted keys saved, 2.8 us spent of organ pipe's 40-140 on the team), or before the parallel one-run check.
     */
    /**
     * Runs merged one pass per doubling lose to the JDK's SIMD sort of the same keys where there are many of them
     * and they are short (RUNS_SIMD, {@code samplesort.cpu.runsSimd}): a pass over runs that overlap in value is a
     * branchy merge, 1.1 ns a key where the runs interleave in a pattern (ramps) and 3-4 where they interleave at
     * random, while the intrinsic (no run merge) takes 3.5-4.5 ns a key up to 2^14 keys and 9-10 at 2^20. Entry
     * {@code t - 4}: for 2^t runs or more (t at least 4), the largest log2 of the size where the SIMD sort wins even
     * against ramps. Dev VM (2 cores, AMD Zen 4, AVX-512), thirty-ninth session, Arrays.sort on `int` keys against the
     * same keys with the first run broken: 16 ramps 1.35-1.63x faster at 2^11-2^12, 0.76-0.98x from 2^13; 32 ramps
     * 1.13-1.69x to 2^15, 0.91x at 2^16; 64 ramps 1.22-2.05x to 2^17, 0.82x at 2^18; 128 ramps 1.04-2.44x to 2^18,
     * 0.92-0.95x beyond; runs of sorted random keys (the generator's 64 runs) 1.47-5.5x at 2^12-2^16 and 2.2-2.8x at
     * 2^17-2^21 (kept to the ramps' bound all the same); sorted keys with 20-100 random keys among them (40-200 runs)
     * 1.0-1.67x at 2^12-2^17 and 0.81-1.07x at 2^18. 16 cores (H100 host, Intel Xeon, one thread), the same test:
     * `int` ramps 1.6x at 2^11-2^12 for 16 and 1.06-4.0x up to the bounds for 32 and more, runs of random keys
     * 1.8-7.3x; `long` (the intrinsic there too) 3.3-4.5x from 32 runs, but 16 ramps 0.93-0.95x at 2^11-2^12,
     * hence 8-byte keys from 32 runs (RUNS_SIMD_MIN_64).
     */
    static final int[] RUNS_SIMD_MAX_LOG_N = {12, 15, 17, 18};

    /**
     * From this size, on the route where the JDK's sort runs on one thread, keys the run scan calls unstructured but
     * whose first two runs the JDK's own scan reads as runs (SampleSort.jdkScansRuns) go to the JDK's SIMD sort with its run
     * merge refused, as MANY_RUNS do there (seventy-sixth session). The scan counts a segment for a descent's pair
     * and one for the ascent after it, the JDK one run a descent, so where runs average 128-255 keys the JDK merges
     * what the scan calls unstructured: the generator's bucket input at 2^18 (about a thousand runs of random keys),
     * 2 cores, Intel Xeon VM, two JVMs each way: `int` / `float` 0.95-1.04x -> 5.6-7.2x the JDK's sort. Below it
     * the JDK's scan gives up by itself or its merge is cheap: bucket 2^15-2^17 0.97-1.04x either way, and the
     * generator's 64 runs at 2^12 (the JDK reverses two runs before it gives up) `long` / `double` 0.97-1.00x
     * without, 0.93-0.96x with the refusal.
     */
    static final int UNMERGED_SHORT_RUNS_MIN = 1 << 18;

    /**
     * With a one-worker common pool (2 cores), many short runs that RUNS_SIMD would send to the JDK's SIMD sort are
     * merged where the first two ascend and take turns in a pattern (SampleSort.patternedRuns: ramps, sawtooth's
     * teeth); runs of random keys keep the SIMD sort. Dev VM (2 cores, Zen 5), fifty-sixth session, the preset's
     * sawtooth 2^12 (16 teeth) against the faster JDK sort, with RUNS_SIMD on / off: `int` 0.76 / 1.07x, `float`
     * 0.72 / 1.20x (`long`, `double`: 16 runs are too few for 8-byte keys, 0.99 / 1.16x either way), the
     * generator's 64 runs at 2^13 2.8-3.9x / 1.4-1.7x: the SIMD sort for random runs, the merge for ramps. The
     * RUNS_SIMD bounds came from a Zen 4 with the merge loops of before (16 ramps 1.35-1.63x faster by the SIMD sort
     * at 2^11-2^12). Many cores keep RUNS_SIMD as it was: not measured there with the new loops.
     */
    static final boolean RUNS_PATTERNED_MERGED = true;

    /** The fewest runs of 8-byte keys for RUNS_SIMD_MAX_LOG_N (16 ramps of `long` lost there on the Xeon). */
    static final int RUNS_SIMD_MIN_64 = 32;

    /** Whether {@link #RUNS_SIMD_MAX_LOG_N} applies at all: the policy's flag, where Arrays.sort is the intrinsic. */
    static final boolean RUNS_SIMD = POLICY.hybrid().runsSimd();

    private static volatile boolean runsSimd = RUNS_SIMD;

    /** For tests: RUNS_SIMD on or off (null: the policy's). */
    static void setRunsSimd(Boolean on) { runsSimd = on == null ? RUNS_SIMD : on; }

    /**
     * The largest log2 of the size at which floating point keys take RUNS_SIMD, whatever the number of runs: in some
     * JVMs the JDK's SIMD sort of `float` runs with the first one broken took as long as its own merge of them (25 ns a
     * key) where `int` keys of the same order took 6; the merge here never does. Dev VM (2 cores, Zen 5), sixtieth
     * session, the generator's 64 runs, the faster JDK sort over ours with RUNS_SIMD / merged: `bench --preset
     * cpu-vs-jdk --sizes 2^13,2^14,2^15,2^16,2^17 --types float,int --dists runs`: `float` 2^13-2^15 3.70-3.92x /
     * 1.33-1.56x, 2^16 0.95x (1.66 ms) / 1.63x (0.97 ms), 2^17 0.96x (3.33 ms) / 1.66x (1.88 ms), `int` 3.31-3.65x /
     * 1.48-2.08x at every size; 0.95-0.96x at 2^16 in four more JVMs that sorted only run shapes (`--dists
     * sawtooth,organpipe,runs,almostsorted`, every key type). In JVMs that sorted every `float` distribution (`--sizes
     * 2^15,2^16,2^17 --types float`, two each) the SIMD sort kept its speed: 3.51-3.74x / 1.73x at 2^16, 3.44-3.68x /
     * 1.77-1.78x at 2^17: the bound gives up half the speed there for never falling to the JDK's. (A scratch harness
     * sorting only such runs: `float` 0.41 ms at 2^16 but 6.5 at 2^18, `int` 0.37 and 1.6.) `double` keys since the
     * eightieth session: 2 cores ({@code taskset}) of the H200 host's Xeon, JVMs of run shapes only, the generator's
     * 64 runs with RUNS_SIMD / merged: 2^16 0.92-0.95x (2.7-3.6 ms) / 1.81x (1.47 ms), 2^17 0.95x in four JVMs (5.0-6.6
     * ms) / 1.82x (2.59 ms), where the JDK's own merge took about as long as its SIMD sort; `long` keys of the same
     * order 2.77x on RUNS_SIMD at 2^17 (2.58 ms); the local Intel VM read `double` 2.63x / 2.01-2.04x at 2^16 / 2^17
     * (1.29 / 2.54 ms on RUNS_SIMD): the merge, about 1.8-2x either way, for never falling to the JDK's.
     */
    static final int RUNS_SIMD_MAX_LOG_N_FP = 15;

    /**
     * Whether n keys in {@code runs} runs (the one-thread run scan's count) go to the JDK's SIMD sort with its run
     * merge refused (SampleSort.jdkUnmerged) rather than being merged: {@link #RUNS_SIMD_MAX_LOG_N} (floating point
     * keys no further than {@link #RUNS_SIMD_MAX_LOG_N_FP}).
     */
    static boolean runsSimd(int n, int runs, int keyBytes, boolean fp) {
        if (!hybrid || !runsSimd || runs < (keyBytes == 8 ? RUNS_SIMD_MIN_64 : 16) || !jdkSimdSort(keyBytes)) return false;
        int t = Math.min(31 - Integer.numberOfLeadingZeros(runs), 4 + RUNS_SIMD_MAX_LOG_N.length - 1);
        int maxLog = RUNS_SIMD_MAX_LOG_N[t - 4];
        return n <= 1 << (fp ? Math.min(maxLog, RUNS_SIMD_MAX_LOG_N_FP) : maxLog);
    }

    static final int RUN_FIRST_MAX = POLICY.hybrid().runFirstMax();

    /**
     * Whether the first run of n keys is read before the run probe (RUN_FIRST_MAX): where the probe applies, up to
     * RUN_FIRST_MAX and runMergeTeamMin (a lower team minimum keeps organ pipe's halves for the team's scan).
     */
    static boolean runFirst(int n, int threads) {
        return runProbe(n, threads) && n <= RUN_FIRST_MAX && n <= runMergeTeamMin;
    }

    /**
     * Below RUN_MERGE_MIN (where no run scan of ours runs), from this many keys the first run is read before the
     * JDK's sort, and one run (sorted, reversed, constant) finished in that pass (RUN_FIRST_SMALL_MIN; above
     * RUN_MERGE_MIN: off). The JDK's sort does not look for runs below 4096 keys (its insertion sorts pass sorted
     * keys in one compare each), where the scan's blocks read them 2-5x faster.
     */
    static final int RUN_FIRST_SMALL_MIN = POLICY.hybrid().runFirstSmallMin();

    /** Whether n keys below RUN_MERGE_MIN have their first run read (RUN_FIRST_SMALL_MIN). */
    static boolean runFirstSmall(int n) {
        return hybrid && n >= RUN_FIRST_SMALL_MIN && n < RUN_MERGE_MIN;
    }

    /**
     * Below RUN_MERGE_MIN, from this many keys (above RUN_MERGE_MIN: off), keys whose first run holds at least
     * 1 / 2^SMALL_LONG_RUN_LOG of them (organ pipe: half) have the rest scanned too, and up to SMALL_SEGMENTS_MAX
     * segments are merged on this thread (RunMerge), not handed to the JDK's sort, which does not look for runs below 4096 keys
     * and sorts them as random keys. A first run that short (random keys: two or three) is all other input reads.
     * 2 cores (dev VM, Zen 5, hundred-and-second session), the preset at 2^10 / 2^11, three JVMs: organ pipe 1.39-1.84x
     * the faster JDK sort for every key type (0.95-1.00x on the JDK's own call before), `float` / `double` staggered
     * 2^10 (two ascending runs) 1.17-1.41x, `int` / `long` staggered 2^10 0.84-1.03x in six JVMs (0.91-0.97x in four
     * before: the JDK's SIMD sort takes those two runs in 1.4 us, about as fast as the merge; 1.10-2.46x on 16 cores
     * of the H200 host's Xeon, 1.17-1.18x on 2).
     */
    static final int RUN_MERGE_SMALL_MIN = POLICY.hybrid().runMergeSmallMin();

    /** A first run of at least n >> SMALL_LONG_RUN_LOG keys takes the small merge (RUN_MERGE_SMALL_MIN). */
    static final int SMALL_LONG_RUN_LOG = 2;

    /**
     * The most segments of the run scan the small merge takes (RUN_MERGE_SMALL_MIN); more, and the JDK sorts them.
     * The scan records the descent between two ascending runs as a segment of its own, as the JDK counts runs: organ
     * pipe is 2 segments, two ascending runs 3, three 5.
     */
    static final int SMALL_SEGMENTS_MAX = 4;

    /** Whether n keys below RUN_MERGE_MIN with a long first run are scanned and merged (RUN_MERGE_SMALL_MIN). */
    static boolean runMergeSmall(int n) {
        return hybrid && n >= RUN_MERGE_SMALL_MIN && n < RUN_MERGE_MIN;
    }

    /**
     * From this many keys, a few runs the run probe proves (fewer turns than RUNS_JDK_MAX) where RunMerge merges them
     * on every thread have their segments found in a piece per thread (RunMerge.scannedParallel), not by the
     * one-thread run scan, and the inputs of that size the parallel one-run check passes on (2^20 and up), which went
     * to {@code parallelSort} unscanned for want of a scan on every thread, are merged too. 16 cores (H100 host,
     * thirty-fourth session, calls A and B, on against off, two JVMs each), organ pipe and sawtooth against the
     * faster JDK sort: `float`/`double` 2^20-2^22 1.97-3.94x (off: the one-thread scan, 0.83-2.08x), `int`/`long`
     * 2^21-2^22 1.29-2.07x (off 0.84-1.34x), 2^24 1.90-5.51x (off, {@code parallelSort}: 0.88-1.15x), 2^26
     * 2.15-8.84x (0.85-1.08x); 2^18 alike both ways (0.90-1.20x).
     */
    static final int RUN_SEGMENTS_PARALLEL_MIN = POLICY.hybrid().runSegmentsParallelMin();

    /**
     * From RUN_SEGMENTS_MANY_MIN keys, the most segments the scan in pieces (RUN_SEGMENTS_PARALLEL_MIN) takes, and the
     * run probe's turns below which it is tried (below RUN_SEGMENTS_MANY_MIN: RUNS_JDK_MAX). Many runs merged there
     * beat the engine: 16 cores (thirty-fourth session, call C, two JVMs each), the generator's 64 runs at 2^24
     * 1.74-2.83x the faster JDK sort merged against 1.35-1.60x on the engine, 2^26 1.86-2.70x against 1.30-2.25x;
     * below, the team won (2^20 1.52-2.41x merged against 1.51-2.77x, 2^22 1.63-2.66x against 1.95-3.13x).
     */
    static final int RUN_SEGMENTS_MAX = POLICY.hybrid().runSegmentsMax();

    /** See RUN_SEGMENTS_MAX. */
    static final int RUN_SEGMENTS_MANY_MIN = POLICY.hybrid().runSegmentsManyMin();

    /** The most segments the scan in pieces takes for n keys (RUN_SEGMENTS_MAX, RUN_SEGMENTS_MANY_MIN). */
    static int runSegmentsMax(int n) {
        return n >= RUN_SEGMENTS_MANY_MIN ? Math.max(RUN_SEGMENTS_MAX, RUNS_JDK_MAX) : RUNS_JDK_MAX;
    }

    /**
     * From this many keys, with the team's threads ({@link #teamMinThreads}), a few runs the run probe proves (fewer
     * turns than RUNS_JDK_MAX) are merged as one job of the spinning team (RunMerge.onTeam: the scan in pieces, the
     * reversal and each merge level a phase of the team, one wake-up), wherever the pool's phases, a merge on one
     * thread or {@code parallelSort} took them before; where the team is busy, as before. 16 cores (H100 host,
     * thirty-fifth session, calls A and B, alternating JVMs, against the faster JDK sort): organ pipe and sawtooth
     * at 2^15-2^20 1.4-5.6x (before: 0.36-1.9x; `int` organ pipe 2^19 0.25-0.27 ms against 0.85 on the pool),
     * 2^22-2^26 2.2-6.8x (1.5-3.9x). Below 2^15 organ pipe's two runs merged on one thread won or tied (2^12-2^13:
     * 0.02-0.05 ms against 0.05-0.07 on the team, 0.41-0.96x; 2^14: 1.06-1.52x against 0.72-1.82x over calls B and
     * C), hence RUN_MERGE_TEAM_MANY_MIN for more runs.
     */
    private static volatile int runMergeTeamMin = POLICY.hybrid().runMergeTeamMin();

    /**
     * Below RUN_MERGE_TEAM_MIN, from this many keys, the team merges runs where the probe saw at least
     * {@link #RUN_MERGE_TEAM_MANY_TURNS} turns: more runs than the one-thread merge takes there (they went to
     * {@code parallelSort}). 16 cores (thirty-fifth session, calls B-E), sawtooth at 2^13 1.06-3.12x the faster JDK
     * sort on the team against 0.77-1.00x; at 2^12 the team's wake-up is about the JDK's whole sort (0.83-3.05x over
     * four calls, 0.93-0.99x on the JDK's route), so below 2^13 the JDK's sort keeps them.
     */
    private static volatile int runMergeTeamManyMin = POLICY.hybrid().runMergeTeamManyMin();

    /** See runMergeTeamManyMin: about as many runs as RunMerge's one-thread merge takes with many cores (4). */
    static final int RUN_MERGE_TEAM_MANY_TURNS = 4;

    static int runMergeTeamMin() { return runMergeTeamMin; }

    /** For tests: the team's run merge thresholds (negative: back to the policy's values). */
    static void setRunMergeTeam(int min, int manyMin) {
        runMergeTeamMin = min < 0 ? POLICY.hybrid().runMergeTeamMin() : min;
        runMergeTeamManyMin = manyMin < 0 ? POLICY.hybrid().runMergeTeamManyMin() : manyMin;
    }

    /** Whether the team may merge n keys of runs on {@code threads} threads (before the run probe's answer). */
    static boolean teamMayMerge(int n, int threads) {
        return hybrid && teamStructure(threads) && n >= Math.min(runMergeTeamMin, runMergeTeamManyMin);
    }

    /**
     * Whether the team merges n keys in which the run probe saw {@code turns} turns: a few runs (fewer turns than
     * RUNS_JDK_MAX; more, from RUN_SEGMENTS_MANY_MIN keys, keep the pool's merge, whose halves merged depth first
     * won there: 2^24-2^26 `int`, the generator's 64 runs, 44-173 ms against 74-302 on the team's levels) from
     * runMergeTeamMin keys, or at least RUN_MERGE_TEAM_MANY_TURNS of them from runMergeTeamManyMin.
     */
    static boolean teamMerges(int n, int threads, int turns) {
        return teamMayMerge(n, threads) && turns >= 1 && turns < RUNS_JDK_MAX
                && (n >= runMergeTeamMin || turns >= RUN_MERGE_TEAM_MANY_TURNS);
    }

    /**
     * The run probe's answer where it saw neither a turn nor an unordered window (RunScan.runBoundaries): one
     * run is likely (sorted, reversed, constant, detdup), though runs between its windows are not excluded.
     */
    static final int RUN_PROBE_MONOTONE = -2;

    /**
     * The run probe's answer for integral keys where its windows held one value (RunScan.runBoundaries): a
     * constant range is likely, which one thread's scan reads in vectorized blocks (equalEnd) faster than the team
     * wakes (teamChecksOneRun does not take it). 16 cores, thirty-seventh session, call A, constant `int`/`long`
     * 2^18 on the team 0.71-0.84x the faster JDK sort; one thread's blocks read `int[2^16]` at 1.2-1.6x.
     * Elsewhere as RUN_PROBE_MONOTONE.
     */
    static final int RUN_PROBE_CONSTANT = -3;

    /**
     * From this many keys (ONE_RUN_TEAM_MIN) one run the run probe finds likely is checked in pieces on the team
     * (teamChecksOneRun). 16 cores, thirty-sixth session, call B, against one thread's scan: from 2^18 sorted,
     * constant, reversed and detdup `int`/`long` 1.1-4.7x the faster JDK sort (0.73-1.26x on the scan), floating
     * point 3.7-8.4x (1.9-3.0x); at 2^16-2^17 the team's wake-up and phases lost to the scan, sorted `int`/`long`
     * 0.34-0.90x against 0.74-0.92x.
     */
    static final int ONE_RUN_TEAM_MIN = POLICY.hybrid().oneRunTeamMin();

    /**
     * Whether the team checks n keys for one run in pieces (RunMerge.onTeam without its merge), where the run
     * probe saw one likely ({@code turns}: RUN_PROBE_MONOTONE): from ONE_RUN_TEAM_MIN keys (not where runFirst
     * read the first run already) below runScanParallelMin (from there the pool's parallel check, which also
     * reads a constant prefix before a descent). Elsewhere one thread scans them as the JDK's sort would.
     */
    static boolean teamChecksOneRun(int n, int threads, int turns) {
        return turns == RUN_PROBE_MONOTONE && teamMayMerge(n, threads) && n >= ONE_RUN_TEAM_MIN
                && !runFirst(n, threads) && n < runScanParallelMin;
    }

    /**
     * With a one-worker pool (2 cores), 64-bit keys that the parallel one-run check takes (from ONE_RUN_PAIR_MIN_64,
     * past its serial prefix and probes) are checked, and turned where they descend, in pieces on the team of both
     * threads (RunMerge.onTeam without its merge), not in the pool's phases. Why: the pool's check and reversal woke
     * its workers three times, the caller waiting on them (2 cores, dev VM, Zen 5, sixty-first session, harness
     * `Rev2`, reversed `long[2^23]`: 6.0-6.2 ms median, 4.0-4.6 the fastest; on the team 3.5-3.7, Arrays.sort 6.2-6.4).
     * In the preset, two JVMs each, pool / team, the faster JDK sort over ours: `long` allequal 2^23 0.66-0.72x /
     * 1.21-1.63x, 2^24 0.75-0.99x / 1.22-1.80x; sorted 2^23 1.07-1.22x / 1.68-1.76x, 2^24 0.77-0.92x / 1.34-1.85x;
     * reverse 2^24 1.44-1.66x / 1.45-1.85x; `double` sorted 2^23 2.26-2.29x / 4.36-4.40x; `long` detdup 2^23
     * 1.06x / 0.97-0.98x in those JVMs (3.4-3.7 ms, 1.36-1.42x, in JVMs of that size's three cells alone). Not
     * `int`/`float` keys: there the team read up to 16% slower in some cells (`int` almostsorted 2^23 12.0-12.7 ms
     * on the pool against 14.8-15.0 with the team's check first; `int` reverse / sorted 2^24 up to 10%), where the
     * pool's check already reads 1.8-3.9x.
     */
    static final boolean ONE_RUN_TEAM_64 = POLICY.hybrid().oneRunTeam64();

    /**
     * From this many 64-bit keys (or presortParallelMin, where every key type takes the two-piece check, if fewer)
     * the team of both threads checks one run where ONE_RUN_TEAM_64 says, before the one-thread scan: the scan alone
     * ran at about the JDK's speed there (one pass each, memory-bound: sorted `long[2^22]` 0.91-0.94x), two threads
     * read it faster. 2 cores (dev VM, AMD EPYC, ninety-eighth session, `bench --sizes 2^21,2^22 --types long,double
     * --dists sorted,reverse,allequal,detdup --algos cpu,jdk --reps 7 --warmup 3`, three JVMs each way in turn,
     * `Arrays.sort` over ours), 2^22 with the pair's check against the scan: `long` sorted 1.11-1.19x against
     * 0.91-0.94x, allequal 1.18-1.23x against 1.02-1.05x, detdup 2.08-2.21x against 1.62-1.64x, reverse 2.09-2.38x
     * against 1.59-1.67x; `double` 3.0-3.8x against 2.1-2.8x. 2 cores of the H200 host's Xeon (`taskset -c 0-1`, call
     * G, the same command, three JVMs each way): 2^22 `long` sorted 2.15-2.28x against 1.02-1.03x, allequal 1.73-1.90x
     * against 1.11-1.12x, detdup / reverse 1.87-2.50x against 1.10-1.29x, `double` 3.2-4.2x against 1.7-2.3x; 2^21
     * alike both ways. With the check from 2^21 (a first build) sorted `long`
     * 2^21 gained nothing (0.89-0.99x against 1.01-1.05x); from 2^20 (presortParallelMin lowered) sorted 2^20 read
     * 0.72-0.79x against 0.92-0.99x (the team's wake-up and pieces cost more than they save): hence 2^22 (results
     * file docs/results/cpu-bench-2026-11-30-s98.md). A slow spell of the VM's second vCPU reaches the pair's
     * check as it reaches every two-thread route (`double` detdup 2^22 once 0.94x, its fastest run 2.1 ms against
     * the JDK's 6.6; 3.4-4.3x in the other JVMs).
     */
    static final int ONE_RUN_PAIR_MIN_64 = Math.min(POLICY.hybrid().oneRunPairMin64(),
            POLICY.hybrid().presortParallelMin());

    /**
     * Whether the pair's check (ONE_RUN_PAIR_MIN_64) also takes a run whose first keys descend (reversed, detdup),
     * turning it on both threads; where not, such keys go on to the one-thread scan, which reverses them on this
     * thread, and the pair's check takes ascending and constant runs only. Default: on an Intel processor. Why: the
     * pair's reversal writes keys that the other thread read in the check's first phase, and on the ninety-ninth
     * session's 2-core dev VM (AMD EPYC, Zen 5) such a phase ran up to 4x slower than one thread over the same keys
     * (harness `Tj`: 2^22 keys reversed by both threads in 0.65 ms after the caller's copy, in 2.64 ms after both had
     * read them; one thread alone 0.9); `bench --sizes 2^22,2^23 --types long,double --dists
     * sorted,allequal,reverse,detdup --algos cpu,jdk --reps 7 --warmup 3`, two JVMs each way, 2^22 `long` reverse /
     * detdup 0.81-0.87x on the pair against 1.58-1.61x on the scan, `double` 1.36-1.55x against 2.21-2.49x. The
     * ninety-eighth session's dev VM (Zen 4) had read the pair 2.08-2.38x against 1.59-1.67x, and 2 cores of the H200
     * host's Xeon (one L3 for every core) 1.87-2.50x against 1.10-1.29x: the scan loses less where the pair loses
     * (docs/CPU-LOG.md, ninety-ninth session).
     */
    private static volatile boolean oneRunPairDescending = POLICY.hybrid().oneRunPairDescending();

    /** See {@link #oneRunPairDescending}'s field. */
    static boolean oneRunPairDescending() {
        return oneRunPairDescending;
    }

    /** For tests: sets oneRunPairDescending (null: back to the policy's value). */
    static void setOneRunPairDescending(Boolean on) {
        oneRunPairDescending = on == null ? POLICY.hybrid().oneRunPairDescending() : on;
    }

    /** Whether the team of both threads checks one run of n keys of this width (ONE_RUN_TEAM_64, ONE_RUN_PAIR_MIN_64). */
    static boolean pairChecksOneRun(int n, int threads, int keyBytes) {
        return hybrid && ONE_RUN_TEAM_64 && keyBytes == 8 && threads == 2 && !commonPoolParallel()
                && n >= ONE_RUN_PAIR_MIN_64;
    }

    /**
     * With a one-worker pool (2 cores), the few-values count and fill ({@code fillFew}) of n keys in pieces (from
     * twice FEW_FILL_PIECE 64-bit keys or {@link #fewPairMin32} 32-bit keys; fewer where FEW_PAIR_WORK_MIN says,
     * else on this thread alone) run on the team of
     * both threads (the caller one of them: one wake-up for both passes), as
     * with many threads ({@link #teamCounts}), not in the pool's two phases, each of which woke its workers while the
     * caller waited. 2 cores (dev VM, Zen 5, sixty-second session), the preset's few2 / few16 at 2^21 / 2^22 / 2^24,
     * every key type, pool / team in JVMs in turn twice, our medians: `int` few2 2^21 0.905-0.909 / 0.466-0.468 ms,
     * `long` few2 2^22 3.41-3.61 / 1.91-2.84, `int` few16 2^24 14.1-14.3 / 9.1-11.9, `float` few2 2^22 1.17-1.55 /
     * 0.77-0.78; `double` few2 2^24 9.0-10.1 / 9.5-10.4 (memory-bound either way). In the preset's JVM of `long`
     * 2^14-2^22, few2 2^22 had read 0.92x `Arrays.sort` (3.47 against 3.18 ms) on the pool.
     */
    static final boolean FEW_COUNT_PAIR = POLICY.hybrid().fewCountPair();

    /**
     * With FEW_COUNT_PAIR, the team of both threads also counts and fills fewer keys than that where the
     * keys times the count's passes over them reach this (a count by hash as FEW_HASH_PASSES): at 2^23, 16 values from
     * 2^19 keys, 8 from 2^20, a count by hash from 2^19. Why: a pass per value is arithmetic on cached keys, so its
     * cost grows with the values where the threads' wake-up does not. Ninety-third session, 2 cores, the preset's few2
     * / few16 at 2^17-2^20, every key type, one thread / the team in JVMs in turn twice, our fastest run (ms): dev VM
     * (AMD EPYC) few16 2^20 `int` 0.996 / 0.756, `long` 2.24 / 1.03, `float` 1.27 / 0.79, `double` 2.63 / 1.54; 2^19
     * `int` 0.44 / 0.32, `long` 0.94 / 0.63, `double` 1.33 / 0.79; few16 2^18 (2^22) and few2 2^20 (2^21) within
     * 0.7-1.2x either way, few16 2^17 and few2 below 2^20 slower on the team (`float` few2 2^17 0.022 / 0.062). On 2
     * cores of the H200 host's Xeon the preset had read `int` few16 2^20 on one thread at 0.94x `Arrays.sort` (2.39
     * against 2.26 ms); with 2^23 there (call C, three JVMs each in turn) 1.63-1.76x against 0.95-0.97x, `long` few16
     * 2^19 / 2^20 1.93-2.43x against 1.35-1.63x.
     */
    static final int FEW_PAIR_WORK_MIN = POLICY.hybrid().fewPairWorkMin();

    /**
     * The passes per value that one count by hash ({@code countRanked}) costs as much as, for FEW_PAIR_WORK_MIN. Dev
     * VM (AMD EPYC), one thread, ninety-third session: few16 2^20 by hash `long` 2.24 ms, `double` 2.63, where `int`
     * took 1.00 in 16 passes (a 64-bit pass reads twice the bytes): about 24 `long` passes.
     */
    static final int FEW_HASH_PASSES = 24;

    /**
     * Sorts of {@code int} keys sort the engine's and the team's buckets by RadixLeaf where their keys span at most
     * 2^24 values (else the JDK's sort), with or without the hybrid. 2 cores (dev VM, Zen 5, sixty-second session):
     * the leaves were 96 of the 165 ms of one thread's sort of uniform {@code int[2^24]} (PhaseProbe 24 1), RadixLeaf
     * takes 3.5-4.4 ns a key where the copy back and Arrays.sort took 5.4-6.0 (RadixLeaf says more); the preset, off /
     * on in turn twice: `int` uniform 2^24 75.8-76.1 / 54.9-55.7 ms, 2^22 18.8-18.9 / 15.1, 0 of 192 cells below
     * 0.95x either way. 16 cores (sixty-third session, `int` every distribution, `--algos cpu,jdkpar` from 2^23, off /
     * on in turn, our medians): H100 host, uniform 2^18 0.63 / 0.46 ms, 2^20 1.73 / 1.51, 2^22 7.2 / 5.7, gaussian
     * 2^22 7.1 / 5.9, 2^24 uniform 24.5-25.3 / 24.7-26.4 (even: its leaves of 2^15 keys); H200 host, 2^23 uniform
     * 15.5-15.8 / 14.6-14.7, gaussian 16.4-16.8 / 15.1-15.8, bucket 13.9-14.5 / 12.5-13.0, staggered 12.4-12.8 /
     * 11.5-11.7. Switched off (false), the leaves are the JDK's sort, and 32-bit zipf-like keys keep the JDK's sort
     * on 2 cores (SampleSort's sequentialTeam).
     */
    static final boolean RADIX_LEAF = POLICY.hybrid().radixLeaf();

    /**
     * As RADIX_LEAF for {@code float} keys, sorted by their bits as ints of the same order (RadixLeafFloat): a
     * bucket of the distribution step spans a narrow slice of the values, and within one binade (the keys of one
     * exponent) a slice of 2^24 bit patterns; the buckets nearest zero, across binades, keep the JDK's sort.
     * Harness {@code LeafF} (2-core Intel Xeon VM, one thread, seventy-seventh session; buckets of floats from
     * int keys spanning 2^22 values, copy back and {@code Arrays.sort} against this, ns a key): buckets of 2^10 keys
     * (the two-thread team's) 11.1-12.5 against 7.4-10.1, 2^13 12.9-18.3 against 10.1-12.8, 2^16 13.3-14.1 against
     * 13.5-16.1 (even). The preset's float keys (uniform, gaussian, zipf, staggered), off / on in turn, two JVMs
     * each (H200 host's Xeon): 16 cores 2^16-2^26 0 of 48 cells below 0.95x either way, `uniform` 2^22 11.2-12.0 /
     * 9.8-10.3 ms, 2^24 37.9-44.6 / 34.9-38.8; 8 cores 2^25 uniform 146 / 131 ms, gaussian 156 / 136; 2 cores, the
     * engine from 2^25: 0.96-1.21x / 1.07-1.13x the JDK's sort. With them the two-thread team wins on Intel from
     * 2^23, from 2^21 with the destinations read first, and from 2^20 as elsewhere since the eightieth session
     * ({@link #TEAM_SIMD_MIN_32}).
     */
    static final boolean RADIX_LEAF_FLOAT = POLICY.hybrid().radixLeafFloat();

    /** Whether the engine's and the team's leaves of 32-bit keys ({@code int} or {@code float}) try RadixLeaf. */
    static boolean radixLeaf(boolean intKeys) {
        return intKeys ? RADIX_LEAF : RADIX_LEAF_FLOAT;
    }

    /**
     * With FEW_COUNT_PAIR, the 32-bit keys from which the team of both threads counts and fills a few values whatever
     * the count's passes (below: where FEW_PAIR_WORK_MIN says, else this thread alone, not the pool's pieces; 64-bit
     * keys from twice FEW_FILL_PIECE). Default 2^21 (twice FEW_FILL_PIECE, as before the hundredth session) on an
     * Intel processor, 2^22 elsewhere. Why: the pair's two passes of 2^21 keys ran at either of two speeds on the
     * hundredth session's 2-core dev VM (AMD EPYC, Zen 5), about 0.43-0.7 ms or 0.86-1.7 (mostly 1.0-1.1), the slow
     * one in most sorts timed after a JDK sort (harness {@code F2}: few2 `int[2^21]` copied and sorted in a loop,
     * Arrays.sort and parallelSort of the same keys between, medians 0.83-1.02 ms on the pair against 0.54-0.71 on
     * one thread); an idle team that spins (teamSpinMicros) reads the same, so not the worker's wake-up: likely the
     * ninety-ninth session's finding that a phase on both vCPUs of this VM waits on the other's cache ({@code Tj}:
     * writes to keys the other vCPU read up to 4x slower). The preset (`bench --preset cpu-vs-jdk --sizes 2^17-2^21 --types
     * int`, one JVM each) read `int` few2 2^21 on the pair 0.79x and 0.82x the faster JDK sort (ours 1.0 ms against
     * 0.80-0.82), on this thread 1.48x (0.77 against 1.13), and 1.22x in a JVM of every key type (0.68 against 0.84);
     * the ninety-ninth session's five preset JVMs 0.67-0.87x on the pair. At 2^22 both ways took alike (1.63 ms,
     * harness F2); few16 and more values stay on the pair by their passes (2^21 1.41-2.02x). On 2 cores of the H200
     * host's Xeon (taskset, one L3 for all its cores) the pair won (F2, three patterns in two rounds of JVMs: medians
     * 0.67-0.82 ms against 0.81-1.05 on one thread): Intel keeps 2^21. 64-bit keys keep the
     * pair from 2^21: `long` few2 2^21 took 1.27 ms on the pair against 1.46 on one thread (F2L), and 1.82 on one
     * thread in the preset's JVM where the JDK's sort of such keys has taken 1.64-2.15.
     */
    private static volatile int fewPairMin32 = POLICY.hybrid().fewPairMin32();

    /** See {@link #fewPairMin32}'s field. */
    static int fewPairMin32() {
        return fewPairMin32;
    }

    /** For tests: sets fewPairMin32 (null: back to the policy's value). */
    static void setFewPairMin32(Integer keys) {
        fewPairMin32 = keys == null ? POLICY.hybrid().fewPairMin32() : keys;
    }

    /**
     * Whether the team of both threads counts and fills a few values of n keys of {@code keyBytes} in {@code passes}
     * passes over them (FEW_COUNT_PAIR, fewPairMin32, FEW_PAIR_WORK_MIN).
     */
    static boolean pairCounts(int n, int threads, int passes, int keyBytes) {
        return countPairing(threads) && (n >= (keyBytes == 4 ? fewPairMin32 : 2 * FEW_FILL_PIECE)
                || (long) n * passes >= FEW_PAIR_WORK_MIN);
    }

    /**
     * Whether a few values' count with {@code threads} is the pair's or this thread's alone (FEW_COUNT_PAIR: 2
     * threads, a one-worker pool), never the pool's pieces: what {@link #pairCounts} refuses stays on this thread.
     */
    static boolean countPairing(int threads) {
        return hybrid && FEW_COUNT_PAIR && threads == 2 && !commonPoolParallel();
    }

    /** Whether a few runs of n keys merged on every thread are scanned in pieces (RUN_SEGMENTS_PARALLEL_MIN). */
    static boolean runSegmentsParallel(int n) {
        return hybrid && n >= RUN_SEGMENTS_PARALLEL_MIN;
    }

    /**
     * 32-bit keys only: when the top-level sample holds at least this many distinct values with equality buckets
     * (few distinct values, zipf), the JDK sorts. Its 16-lane partitioning beat our one-key-at-a-time equality
     * classification on 2 cores (`int` few256 2^22: 17.8 vs 67 ms; zipf 36 vs 81 ms); with fewer distinct values
     * the fill pass ({@link #FILL_EQUAL}) wins. 0 switches this off.
     */
    static final int JDK_DUPLICATES_32 = POLICY.hybrid().jdkDuplicates32();

    /**
     * Float keys whose samples show duplicates but not a few hundred values (zipf: the 32-bit duplicate rule above,
     * then no few-values count) stay on the engine with at least this many threads; with fewer, and int keys
     * always, they go to the JDK. 16 cores, twenty-fourth session, call F (JVMs alternated, rule on / off): `float`
     * zipf through `parallelSort` 0.82-1.04x at 2^22-2^25, on the engine 1.17-1.18x at 2^22 and 1.62-1.84x at
     * 2^23-2^25 (2^24: 36-37 ms against 63-64); `int` zipf on the engine 0.58-0.72x at 2^22 and 0.99-1.15x above
     * (the int intrinsic sorts duplicates fast: `parallelSort` took 15 ms for `int` zipf 2^23, 32-36 for `float`).
     * Where the JDK's sort is sequential (2 cores) the rule was measured for int keys only (2 threads, `int` zipf
     * 2^22: 36 ms on the JDK against 81), so fewer threads keep it.
     */
    static final int FLOAT_DUPLICATES_ENGINE_THREADS = POLICY.hybrid().floatDuplicatesEngineThreads();

    /**
     * Int keys whose samples show duplicates but not a few hundred values (zipf) stay on the engine from this many
     * keys with at least {@link #FLOAT_DUPLICATES_ENGINE_THREADS} threads, like float keys. The twenty-fourth
     * session's engine lost there (0.58-0.72x at 2^22, 0.99-1.15x above); the engine of the fifty-ninth session, 16
     * cores (H100 host, `int` zipf, `--algos cpu,jdkpar`, two JVMs each way in turn, the rule / the engine through
     * -Dsamplesort.cpu.jdkDuplicates32=0, the faster JDK sort over ours): 2^22 0.96 / 1.00x against 0.95 / 0.89x,
     * 2^23 0.94 / 1.01x against 1.04 / 1.02x, 2^24 1.03 / 0.96x against 1.12 / 1.12x, 2^25 1.01 / 0.94x against
     * 1.32 / 1.19x, 2^26 1.04 / 1.08x against 1.29 / 1.40x (103-107 ms against `parallelSort`'s 139-144). Call 4,
     * this rule from 2^23 against a8070c8 (the JDK), two JVMs each in turn: 2^23 0.97 / 1.04x against 0.94 / 0.98x,
     * 2^24 1.06 / 1.14x against 0.98 / 0.93x, 2^25 1.25 / 1.20x against 0.96 / 1.04x, 2^26 1.23 / 1.19x against
     * 0.97 / 1.03x; but in a JVM that sorted the other distributions at 2^23 first, `int` zipf 2^23 read 0.77x (the
     * engine's first three rounds 28-30 ms, then 18-22, `parallelSort` 18-19). Call 5, the rule from 2^24 against
     * a8070c8, two JVMs each in turn: 2^24 1.09 / 0.95x against 0.98 / 1.24x, 2^25 1.17 / 1.05x against 1.02 /
     * 1.06x, 2^26 1.31 / 1.24x against 0.81 / 1.30x (both sides `parallelSort` in a8070c8's JVMs: the host's
     * spread that call); in a JVM that sorted every other distribution at 2^24 first, `int` zipf 2^24 0.80x (the
     * engine 42-47 ms, `parallelSort` 36-43), and 2^25 1.16x in call 4's such JVM. Hence 2^25: from there the
     * engine won in every reading (1.05-1.40x), at 2^24 it read 0.80-1.14x. With the radix leaves (RADIX_LEAF) on 16
     * threads, sixty-third session, call B (H200 host, `int` zipf alone, `--algos cpu,jdkpar`, 2^25 / 2^16 in turn
     * twice, our medians): 2^22 9.4 / 7.8 against 8.4 / 9.5 ms (0.98-1.01x either way), 2^23 17.6 / 16.8 against 14.9
     * / 14.3 (0.92 / 1.00x against 1.15 / 1.10x), 2^24 33.8 / 32.0 against 27.3 / 26.0 (0.96 / 1.04x against 1.18 /
     * 1.26x), 2^25 the engine either way. But call C, from 2^23, in the preset's JVMs of every distribution (zipf
     * after the others): 2^23 0.63x (the engine's five timed runs 47, 56, 34, 34, 23 ms against `parallelSort`'s
     * 19-27) and 2.37x, 2^24 0.89x and 1.08x, as the fifty-ninth session's 0.77x / 0.80x in such JVMs: still 2^25.
     * Sixty-fourth session: those JVMs' losses were the equality path's first sorts (the engine's code compiled
     * without its branches, trapping on the first zipf input and running in the interpreter: `Hist`, 16 cores, the
     * first `int` zipf 2^23 after the other shapes 217 / 363 ms, `parallelSort`'s 95-111), which the cold start's
     * warm-up now compiles (repeated keys in its rounds: 17-21 ms); call A (H100 host, the preset's JVMs of every
     * distribution, 2^25 / 2^23 in turn twice): 2^23 1.00 / 1.02x against 1.08 / 0.99x, 2^24 0.98 / 0.98x against
     * 1.24 / 1.05x; call F (the final build, 2^23 / 2^25 in turn): zipf alone three times, 2^23 1.10 / 1.17 / 1.13x
     * against 0.97 / 0.99 / 1.00x, 2^24 1.09 / 1.18 / 1.15x against 1.01 / 1.01 / 0.88x; the preset's 2^24 JVM
     * twice, 1.15 / 1.10x against 0.97 / 1.01x (one other JVM of call E read 0.59x, both sides' first runs slow on
     * a noisy host: our 43-60 ms, `parallelSort` 68 then 32-33). Hence 2^23.
     */
    static final int INT_DUPLICATES_ENGINE_MIN = POLICY.hybrid().intDuplicatesEngineMin();

    /**
     * Whether 32-bit keys of n whose samples show duplicates but not a few hundred values stay on the engine with
     * this many threads rather than go to the JDK (FLOAT_DUPLICATES_ENGINE_THREADS, INT_DUPLICATES_ENGINE_MIN).
     */
    static boolean duplicatesEngine32(boolean floatKeys, int n, int threads) {
        return threads >= FLOAT_DUPLICATES_ENGINE_THREADS && (floatKeys || n >= INT_DUPLICATES_ENGINE_MIN);
    }

    /**
     * 64-bit keys, where the JDK's sort is sequential (one-worker common pool: 2 cores): when the top-level sample
     * holds at least this many distinct values with equality buckets, the JDK sorts. That is zipf's shape (a sample
     * of 2^22 or 2^24 zipf keys: 800-826 distinct splitters of 1023), not few distinct values, which the fill path
     * sorts far faster (few256: 256, few16: 16). Below JDK_DUPLICATES_64_BELOW keys only. 2 cores, 2026-11-23
     * (thirteenth session), rule on / off alternating twice, median ms (`Arrays.sort` in brackets): `long` zipf 2^22
     * 40.8, 38.3 / 62.6, 80.8 (35-49), `double` zipf 2^22 50.2, 43.0 / 53.6, 55.6 (40-51); but at 2^24 the engine won:
     * `long` 185, 177 / 108, 111 (176-239), `double` 201, 199 / 144, 139 (197-230). 0 switches this off.
     */
    static final int JDK_DUPLICATES_64 = POLICY.hybrid().jdkDuplicates64();

    /** {@link #JDK_DUPLICATES_64} applies below this many keys (between the measured 2^22 and 2^24). */
    static final int JDK_DUPLICATES_64_BELOW = POLICY.hybrid().jdkDuplicates64Below();

    /**
     * Keys only: when every key of a range lands in an equality bucket (few distinct values), the range is written
     * by filling each bucket with its value (counting sort) instead of scattering and recursing: one read pass and
     * one write pass.
     */
    static final boolean FILL_EQUAL = POLICY.hybrid().fillEqual();

    /**
     * The hybrid's thresholds as {@code samplesort info} shows them, each {@code {property, value, why}}; the value
     * is the one in effect (defaults, or what the system property set).
     *
     * @return one entry per threshold, in a fixed order
     */
    public static java.util.List<String[]> hybridSettings() {
        int t = threads;
        return java.util.List.of(
                new String[] {"samplesort.cpu.hybrid", Boolean.toString(hybrid),
                        "keys-only sorts go to the JDK where it is measured faster (docs/CPU.md, Hybrid)"},
                new String[] {"samplesort.cpu.jdkSimdSort", Boolean.toString(JDK_SIMD_SORT),
                        "Arrays.sort is the x86-simd-sort intrinsic here (detected: HotSpot mapped libsimdsort)"},
                new String[] {"samplesort.cpu.jdkSimdSort64", Boolean.toString(JDK_SIMD_SORT_64),
                        "it sorts long/double too (AVX-512 with UseAVX=3, not AMD Zen 4); else their JDK sort is scalar"},
                new String[] {"samplesort.cpu.intel", Boolean.toString(CpuPolicy.INTEL),
                        "an Intel processor (detected: /proc/cpuinfo): the two-thread team's int/float sizes differ there"},
                new String[] {"samplesort.cpu.zen4", Boolean.toString(CpuPolicy.ZEN4),
                        "an AMD Zen 4 (detected: /proc/cpuinfo): the run scan reads long keys in blocks throughout there"},
                new String[] {"samplesort.cpu.leafSort", Integer.toString(leafSort(4)),
                        "int/float keys-only: buckets up to this size sorted by Arrays.sort (0: off, no intrinsic)"},
                new String[] {"samplesort.cpu.leafSortTop", Integer.toString(leafSortTop(4)),
                        "int/float keys-only: inputs up to this size are one leaf; k aims at buckets this size"},
                new String[] {"samplesort.cpu.leafSort64", Integer.toString(leafSort(8)),
                        "long/double: as leafSort (0 where their JDK sort is scalar: the engine recurses instead)"},
                new String[] {"samplesort.cpu.leafSortTop64", Integer.toString(leafSortTop(8)),
                        "long/double: as leafSortTop"},
                new String[] {"samplesort.cpu.jdkOneThread", Boolean.toString(JDK_ONE_THREAD),
                        "with 1 thread the intrinsic beats a scalar distribution step at every size"},
                new String[] {"samplesort.cpu.jdkMin32", Integer.toString(JDK_MIN_32),
                        "int/float keys-only: JDK below this size (fewer than jdkManyThreads32 threads)"},
                new String[] {"samplesort.cpu.jdkManyThreads32", Integer.toString(JDK_MANY_THREADS_32),
                        "from this many threads int/float use jdkMinMany32 instead"},
                new String[] {"samplesort.cpu.jdkMinMany32", Integer.toString(JDK_MIN_MANY_32),
                        "int/float keys-only with many threads: JDK below this size (now " + t + " threads: JDK below "
                                + jdkBelow(4, t) + " int/float keys)"},
                new String[] {"samplesort.cpu.jdkMin64", Integer.toString(JDK_MIN_64),
                        "long/double keys-only: JDK below max(this, threads x jdkKeysPerThread64)"},
                new String[] {"samplesort.cpu.jdkKeysPerThread64", Integer.toString(JDK_KEYS_PER_THREAD_64),
                        "(now " + t + " threads: JDK below " + jdkBelow(8, t) + " long/double keys)"},
                new String[] {"samplesort.cpu.jdkFewThreads", Integer.toString(JDK_FEW_THREADS),
                        "with a parallel common pool and fewer threads: jdkMinFew32 / jdkMinFew64 instead"},
                new String[] {"samplesort.cpu.jdkMinFew32", Integer.toString(JDK_MIN_FEW_32),
                        "int/float, few threads: JDK below this size (parallelSort scales as well as the engine)"},
                new String[] {"samplesort.cpu.jdkMinFew64", Integer.toString(JDK_MIN_FEW_64),
                        "long/double, few threads (from jdkFewThreads64): JDK below this size"},
                new String[] {"samplesort.cpu.jdkFewThreads64", Integer.toString(JDK_FEW_THREADS_64),
                        "long/double, few threads: jdkMinFew64 from this many, jdkMinFewer64 below"},
                new String[] {"samplesort.cpu.jdkMinFewer64", Integer.toString(JDK_MIN_FEWER_64),
                        "long/double, fewer than jdkFewThreads64 threads (3 cores): JDK below this size"},
                new String[] {"samplesort.cpu.kvPackedFewMax", Integer.toString(KV_PACKED_FEW_MAX),
                        "int/float pairs, few threads: the packed JDK route up to this size"},
                new String[] {"samplesort.cpu.twoRunsMin", Integer.toString(TWO_RUNS_MIN),
                        "long/double/packed pairs on Arrays.sort: two coarse ascending runs sorted apart and merged from this size"},
                new String[] {"samplesort.cpu.twoRunsBelow", Integer.toString(TWO_RUNS_BELOW),
                        "... below this size (the JDK's fixed pivots straddle the drop: staggered 1.3-1.5x); 0: off"},
                new String[] {"samplesort.cpu.kvFewMin", Integer.toString(KV_FEW_MIN),
                        "pairs from this size whose keys take few values (see kvFewMax): a stable counting sort"},
                new String[] {"samplesort.cpu.kvFewMax", Integer.toString(KV_FEW_MAX),
                        "... at most this many values, all in the " + FEW_SAMPLE + "-key sample; below 2: off"},
                new String[] {"samplesort.cpu.kvMergeSortBelow64", Integer.toString(KV_MERGE_SORT_BELOW_64),
                        "pairs with 64-bit keys in order at a distance (staggered) that reach the engine below this "
                                + "size: the stable merge sort; 0: never"},
                new String[] {"samplesort.cpu.kvMergeSortTeamBelow64", Integer.toString(KV_MERGE_SORT_TEAM_BELOW_64),
                        "... below this size where the team's level would take them"},
                new String[] {"samplesort.cpu.fewTeamMax", Integer.toString(FEW_TEAM_MAX),
                        "on the team (teamStructureMinThreads+ threads) and at the engine's sizes: up to this many sampled values counted by hash, filled"},
                new String[] {"samplesort.cpu.jdkSequentialBelow", Integer.toString(jdkSequentialBelow),
                        "JDK route: Arrays.sort below this, unscanned (parallelSort lost at 2^14 on 16 cores)"},
                new String[] {"samplesort.cpu.jdkQuicksortMin", Integer.toString(JDK_QUICKSORT_MIN),
                        "... but from this size to parallelSort where the common pool has 2-7 workers (a parallel "
                                + "quicksort there: 4-8 cores 1.5-2x Arrays.sort at 2^15)"},
                new String[] {"samplesort.cpu.runsSequentialBelow", Integer.toString(runsSequentialBelow),
                        "JDK route, run-structured input: Arrays.sort (merges runs) below this, parallelSort above"},
                new String[] {"samplesort.cpu.fewSequentialBelow", Integer.toString(fewSequentialBelow),
                        "JDK route, unstructured: Arrays.sort below this when a " + FEW_SAMPLE
                                + "-key sample has few distinct values (see fewMinDistinct)"},
                new String[] {"samplesort.cpu.fewMinDistinct", Integer.toString(FEW_MIN_DISTINCT),
                        "few-distinct probe: at least this many distinct sampled values (2 values: parallelSort won)"},
                new String[] {"samplesort.cpu.fewMaxDistinct", Integer.toString(FEW_MAX_DISTINCT),
                        "few-distinct probe: at most this many (few16 -> Arrays.sort; few256 ~100: parallelSort)"},
                new String[] {"samplesort.cpu.fewMinDistinct32", Integer.toString(FEW_MIN_DISTINCT_32),
                        "the same for int/float keys (2 values: Arrays.sort, intrinsic, beat parallelSort 3x)"},
                new String[] {"samplesort.cpu.fewFillMax", Integer.toString(FEW_FILL_MAX),
                        "at most this many sampled values -> count them and fill, no sort"},
                new String[] {"samplesort.cpu.fewPassMax32", Integer.toString(FEW_PASS_MAX_32),
                        "the few-values count: a vectorized pass per value up to this many int/float values, else by hash"},
                new String[] {"samplesort.cpu.fewPassMax64", Integer.toString(FEW_PASS_MAX_64),
                        "... the same for long/double keys"},
                new String[] {"samplesort.cpu.fewOrderMin32", Integer.toString(FEW_ORDER_MIN_32),
                        "... from this many int values within a span below 2^31 the passes count the keys below each value (0: never)"},
                new String[] {"samplesort.cpu.fewOrderWideMin32", Integer.toString(FEW_ORDER_WIDE_MIN_32),
                        "... and from this many over a wider span, against two clamped copies of each block (0: never)"},
                new String[] {"samplesort.cpu.fewOrderMin64", Integer.toString(FEW_ORDER_MIN_64),
                        "... the same for long keys within a span below 2^63, where a pass per value counts them (0: never)"},
                new String[] {"samplesort.cpu.fewOrderWideMin64", Integer.toString(FEW_ORDER_WIDE_MIN_64),
                        "... and over a wider span (0: never)"},
                new String[] {"samplesort.cpu.fewSequentialMax", Integer.toString(FEW_SEQUENTIAL_MAX),
                        "sequential JDK route: first 2x this many keys hold at most this many values -> sample; 2 to this many counted"},
                new String[] {"samplesort.cpu.fewStartMin", Integer.toString(FEW_START_MIN),
                        "sequential JDK route: from this size a handful of values in the first keys -> counted, no sample"},
                new String[] {"samplesort.cpu.fewFillMin", Integer.toString(FEW_FILL_MIN),
                        "... every key type from this size on every route"},
                new String[] {"samplesort.cpu.fewSmallMin", Integer.toString(FEW_SMALL_MIN),
                        "sequential JDK route below fewFillMin: from this size up to fewSequentialMax values in the "
                                + "first keys (their hashes in as few slots) -> sample, counted"},
                new String[] {"samplesort.cpu.fewFillPiece", Integer.toString(FEW_FILL_PIECE),
                        "... in pieces of at least this many keys (where the team is busy)"},
                new String[] {"samplesort.cpu.fewTeamCountMin", Integer.toString(FEW_TEAM_COUNT_MIN),
                        "... on the team (teamStructureMinThreads+ threads) from this many keys, below on this thread"},
                new String[] {"samplesort.cpu.fewWideMax", Integer.toString(FEW_WIDE_MAX),
                        "int/float at the engine's sizes with duplicates: a " + FEW_WIDE_SAMPLE
                                + "-key sample of at most this many values, each twice -> counted by hash, filled; 0: off"},
                new String[] {"samplesort.cpu.fewWideMin", Integer.toString(FEW_WIDE_MIN),
                        "... on the team (teamStructureMinThreads+ threads) too from this size"},
                new String[] {"samplesort.cpu.fewWideSequentialMin", Integer.toString(FEW_WIDE_SEQUENTIAL_MIN),
                        "sequential JDK sort (1 thread, 2 cores): keys from this size with a few (hundred) values -> counted"},
                new String[] {"samplesort.cpu.dupSequentialBelow32", Integer.toString(DUP_SEQUENTIAL_BELOW_32),
                        "int keys on the team's route with 5 to fewTeamMax sampled values: Arrays.sort below this, else counted"},
                new String[] {"samplesort.cpu.runScanParallelMin", Integer.toString(runScanParallelMin),
                        "threads > 2: the hybrid's one-run check (sorted, equal, reversed) in parallel from here"},
                new String[] {"(detected) common pool parallel", Boolean.toString(commonPoolParallel()),
                        "Arrays.parallelSort runs in parallel here (else it is Arrays.sort)"},
                new String[] {"samplesort.cpu.jdkBelowScalar", Integer.toString(JDK_BELOW_SCALAR),
                        "the JDK's sort of the width scalar and sequential: JDK below this many keys"},
                new String[] {"samplesort.cpu.engineMinScalar", Integer.toString(ENGINE_MIN_SCALAR),
                        "the JDK's sort of the width scalar and sequential: the engine from here, Arrays.sort below "
                                + "(after the scans and counts from jdkBelowScalar)"},
                new String[] {"samplesort.cpu.clusteredJdkBelow32", Integer.toString(CLUSTERED_JDK_BELOW_32),
                        "int/float at the engine's sizes, many threads: value-clustered keys (staggered) below this "
                                + "size -> Arrays.parallelSort (its merges are nearly copies there); 0: off"},
                new String[] {"samplesort.cpu.clusteredSmallMinInt", Integer.toString(CLUSTERED_SMALL_MIN_INT),
                        "... where the JDK would sort sequentially, teamMinThreads32+ threads: int keys from this "
                                + "size -> Arrays.parallelSort"},
                new String[] {"samplesort.cpu.clusteredSmallMinFloat", Integer.toString(CLUSTERED_SMALL_MIN_FLOAT),
                        "... float keys from this size"},
                new String[] {"samplesort.cpu.oneRunTeam64", Boolean.toString(ONE_RUN_TEAM_64),
                        "with a one-worker pool (2 cores), 64-bit keys the parallel one-run check takes are checked "
                                + "(and reversed where they descend) on the team of both threads"},
                new String[] {"samplesort.cpu.oneRunPairMin64", Integer.toString(ONE_RUN_PAIR_MIN_64),
                        "... and from this many 64-bit keys (or presortParallelMin, if fewer) that check runs "
                                + "before the one-thread scan"},
                new String[] {"samplesort.cpu.oneRunPairDescending", Boolean.toString(oneRunPairDescending),
                        "... a descending run too (else the one-thread scan reverses it; default: on an Intel "
                                + "processor)"},
                new String[] {"samplesort.cpu.fewCountPair", Boolean.toString(FEW_COUNT_PAIR),
                        "with a one-worker pool (2 cores), the few-values count and fill run on the team of both "
                                + "threads (else on this thread)..."},
                new String[] {"samplesort.cpu.fewPairMin32", Integer.toString(fewPairMin32),
                        "... from this many 32-bit keys (64-bit: twice fewFillPiece; default: 2^21 on an Intel "
                                + "processor, 2^22 elsewhere)"},
                new String[] {"samplesort.cpu.fewPairWorkMin", Integer.toString(FEW_PAIR_WORK_MIN),
                        "... and below that size where keys x the count's passes (by hash: " + FEW_HASH_PASSES
                                + ") reach this"},
                new String[] {"samplesort.cpu.radixLeaf", Boolean.toString(RADIX_LEAF),
                        "int keys: the engine's and the team's buckets spanning at most 2^" + RadixLeaf.MAX_BITS
                                + " values radix-sorted, not by the JDK"},
                new String[] {"samplesort.cpu.radixLeafFloat", Boolean.toString(RADIX_LEAF_FLOAT),
                        "float keys alike, by their bits"},
                new String[] {"samplesort.cpu.denseMin", Integer.toString(DENSE_MIN),
                        "int / long keys from this size whose values lie within denseSpanMax (and one a key) "
                                + "consecutive integers -> counted and written back (DenseCount), not the JDK's sort"},
                new String[] {"samplesort.cpu.denseSpanMax", Integer.toString(denseSpanMax),
                        "... the most values such a span may hold (0: off)"},
                new String[] {"samplesort.cpu.denseParallelMax", Integer.toString(DENSE_PARALLEL_MAX),
                        "... where the JDK's sort beside it is parallel, only up to this size"},
                new String[] {"samplesort.cpu.denseTeamSpanMax", Integer.toString(DENSE_TEAM_SPAN_MAX),
                        "... above it, keys within a span of at most this many values (and at most one value per "
                                + DENSE_TEAM_KEYS_PER_VALUE + " keys of each member's slice) counted on the team "
                                + "(0: never)"},
                new String[] {"samplesort.cpu.denseWideMin", Integer.toString(denseWideMin),
                        "where the JDK's sort is sequential beside a team (2 cores), such keys from this size counted "
                                + "on the team of every thread, their exact span first (0: never)"},
                new String[] {"samplesort.cpu.denseWideSpanMax", Integer.toString(DENSE_WIDE_SPAN_MAX),
                        "... the most values their span may hold there (one a key at most)"},
                new String[] {"samplesort.cpu.touchMin", Integer.toString(touchMin),
                        "sorts from this size read the parallel scatter's and the radix leaves' destinations in order "
                                + "before writing them (0: never)"},
                new String[] {"samplesort.cpu.almostSortedMin", Integer.toString(ALMOST_SORTED_MIN),
                        "where the JDK would sort sequentially: nearly sorted keys from this size (or the engine's) "
                                + "-> the keys out of place set aside, sorted, merged"},
                new String[] {"samplesort.cpu.almostSortedSmallMin", Integer.toString(ALMOST_SORTED_SMALL_MIN),
                        "... below that, from this size: tried last, where no run check finished the keys and the "
                                + "JDK would sort them sequentially"},
                new String[] {"samplesort.cpu.almostSortedLastThreads", Integer.toString(ALMOST_SORTED_LAST_THREADS),
                        "... and below almostSortedMin where the team would sort the keys (64-bit keys at 2^15, 8+ "
                                + "threads), with up to this many threads: tried before the team"},
                new String[] {"samplesort.cpu.almostSortedParallelMin", Integer.toString(ALMOST_SORTED_PARALLEL_MIN),
                        "where the JDK would use parallelSort: nearly sorted keys from this size -> set aside and "
                                + "merged on all threads"},
                new String[] {"samplesort.cpu.kvManyRunsTeamMin", Integer.toString(KV_MANY_RUNS_TEAM_MIN),
                        "where the JDK's sort is sequential: 32-bit-key pairs with many runs (more than runsJdkMax) "
                                + "on the team from this size; below, the JDK's sort of the packed words"},
                new String[] {"samplesort.cpu.almostSortedTeamMin", Integer.toString(ALMOST_SORTED_TEAM_MIN),
                        "... from this size where the team takes the structure routes (teamStructureMinThreads+ "
                                + "threads): the same pass as one team job"},
                new String[] {"samplesort.cpu.almostSortedSideLog", Integer.toString(ALMOST_SORTED_SIDE_LOG),
                        "at most n / 2^this keys set aside, else the input goes on to the other routes"},
                new String[] {"samplesort.cpu.runMax", Integer.toString(RUN_MAX),
                        "run detection: fewer runs than this (first >= " + RUN_MIN_FIRST + ", mean >= "
                                + (1 << RUN_MIN_FACTOR) + " keys) = structured, the JDK merges them"},
                new String[] {"samplesort.cpu.runsJdkMax", Integer.toString(RUNS_JDK_MAX),
                        "structured input of more runs than this: the engine sorts it (the JDK's merges cost more)"},
                new String[] {"samplesort.cpu.runMergeMin", Integer.toString(RUN_MERGE_MIN),
                        "structured input of up to runsJdkMax runs from this size, where the JDK would use "
                                + "Arrays.sort: merged from the run scan's segments (the JDK would scan it again)"},
                new String[] {"samplesort.cpu.runMergeParallelMin", Integer.toString(RUN_MERGE_PARALLEL_MIN),
                        "... merged on every thread from this size (float/double, with a parallel common pool; "
                                + "below, where the JDK would use parallelSort, parallelSort)"},
                new String[] {"samplesort.cpu.runMergeParallelMinInt", Integer.toString(RUN_MERGE_PARALLEL_MIN_INT),
                        "... the same for int/long keys"},
                new String[] {"samplesort.cpu.runMergeFewBelow", Integer.toString(RUN_MERGE_FEW_BELOW),
                        "with a parallel common pool, below this size a few runs (organ pipe) are merged on one "
                                + "thread instead of parallelSort"},
                new String[] {"samplesort.cpu.runMergeFewBelowLong", Integer.toString(RUN_MERGE_FEW_BELOW_LONG),
                        "... the same for long keys"},
                new String[] {"samplesort.cpu.runProbeMin", Integer.toString(RUN_PROBE_MIN),
                        "with a parallel common pool, from this size input a 64-window probe proves to be several "
                                + "runs goes to parallelSort without the one-thread run scan (the JDK scans it again)"},
                new String[] {"samplesort.cpu.runFirstMax", Integer.toString(RUN_FIRST_MAX),
                        "... and up to this size (and runMergeTeamMin) the first run is read before the probe: one "
                                + "run (sorted, reversed) finished in that pass, without the probe"},
                new String[] {"samplesort.cpu.runFirstSmallMin", Integer.toString(RUN_FIRST_SMALL_MIN),
                        "below runMergeMin, from this size the first run is read before the JDK's sort: one run "
                                + "(sorted, reversed, constant) finished in that pass"},
                new String[] {"samplesort.cpu.runMergeSmallMin", Integer.toString(RUN_MERGE_SMALL_MIN),
                        "below runMergeMin, from this size keys whose first run holds a quarter of them or more are "
                                + "scanned on, and up to 4 of the scan's segments merged on one thread (organ pipe: 2, "
                                + "two ascending runs: 3)"},
                new String[] {"samplesort.cpu.concurrentParallelMin", Integer.toString(CONCURRENT_PARALLEL_MIN),
                        "a sort below this size entering while other sorts (" + CONCURRENT_MIN + "+ keys), one per "
                                + CONCURRENT_THREADS_PER_SORT + " threads (a sort of this size or more counts as "
                                + "threads / " + CONCURRENT_THREADS_PER_SORT + "), are in the engine runs on the "
                                + "calling thread alone; beside fewer, on its threads without the spinning team "
                                + "(0: off)"},
                new String[] {"samplesort.cpu.topDigitMin64", Integer.toString(TOP_DIGIT_MIN_64),
                        "`long` keys the sequential route would give Arrays.sort, from this many: one pass on their "
                                + "top bits, an insertion pass (TopDigit; a sorted sample of one key in 128 refuses "
                                + "crowded keys)"},
                new String[] {"samplesort.cpu.topDigitDuplicatesMin64", Integer.toString(TOP_DIGIT_DUPLICATES_MIN_64),
                        "`long` keys whose TopDigit sample holds equal keys take TopDigit only from this many (0: at "
                                + "every size)"},
                new String[] {"samplesort.cpu.topDigitBelow64", Integer.toString(TOP_DIGIT_BELOW_64),
                        "... and below this many (0: never)"},
                new String[] {"samplesort.cpu.topDigitBeforeHalves", Boolean.toString(TOP_DIGIT_BEFORE_HALVES),
                        "`long` keys try TopDigit on one thread before the two-thread halves at those sizes "
                                + "(default: not on Intel)"},
                new String[] {"samplesort.cpu.topDigitDoubles", Boolean.toString(TOP_DIGIT_DOUBLES),
                        "`double` keys that all hold integers take TopDigit as the `long`s they equal"},
                new String[] {"samplesort.cpu.parUnmerged", Boolean.toString(PAR_UNMERGED),
                        "`int`/`long` keys for parallelSort whose runs interleave (more than runsJdkMax): its run "
                                + "merge refused"},
                new String[] {"samplesort.cpu.parUnmergedFp", Boolean.toString(PAR_UNMERGED_FP),
                        "... `float`/`double` keys too"},
                new String[] {"samplesort.cpu.manyRunsUnmerged", Boolean.toString(MANY_RUNS_UNMERGED),
                        "more runs than runsJdkMax below the JDK's sizes on 3 to jdkFewThreads - 1 threads: to that "
                                + "unmerged parallelSort, not the engine"},
                new String[] {"samplesort.cpu.manyRunsUnmergedBelow64", Integer.toString(MANY_RUNS_UNMERGED_BELOW_64),
                        "... `long`/`double` keys only below this many"},
                new String[] {"samplesort.cpu.clusteredEngine", Boolean.toString(CLUSTERED_ENGINE),
                        "value-clustered keys the JDK's sizes give parallelSort go to the engine on 3 to "
                                + "jdkFewThreads - 1 threads (32-bit keys on more from clusteredJdkBelow32)"},
                new String[] {"samplesort.cpu.clusteredEngineMin32", Integer.toString(CLUSTERED_ENGINE_MIN_32),
                        "... `int`/`float` keys from this many"},
                new String[] {"samplesort.cpu.clusteredEngineMin64", Integer.toString(CLUSTERED_ENGINE_MIN_64),
                        "... `long`/`double` keys from this many"},
                new String[] {"samplesort.cpu.busyCoresMillis", Integer.toString(BUSY_CORES_MILLIS),
                        "where other programs keep all but about one allowed core busy (/proc/stat less this "
                                + "process, two windows of this many ms in a row), a sort of " + CONCURRENT_MIN
                                + "+ keys runs on the calling thread alone (0: off; Linux)"},
                new String[] {"samplesort.cpu.runsSimd", Boolean.toString(RUNS_SIMD),
                        "16 or more short runs (RUNS_SIMD_MAX_LOG_N; float and double keys to 2^15) go to Arrays.sort "
                                + "with its run merge refused (the SIMD sort), not merged, where Arrays.sort is the "
                                + "intrinsic"},
                new String[] {"samplesort.cpu.manyRunsUnstructured", Boolean.toString(MANY_RUNS_UNSTRUCTURED),
                        "with the team's threads, more runs than runsJdkMax from " + (JDK_MERGE_RUNS_MAX + 1)
                                + " keys (where the JDK's sort merges runs) below runMergeParallelMin are sorted as "
                                + "unstructured keys (the quarters, the team, or the SIMD sort with its run merge "
                                + "refused), not by parallelSort's merges"},
                new String[] {"samplesort.cpu.kvRunsLongSort", Boolean.toString(KV_RUNS_LONG_SORT),
                        "with a parallel common pool, run-structured int/float-keyed pairs on the packed route have "
                                + "their packed words sorted by the long hybrid (its run merges), not the JDK's sort"},
                new String[] {"samplesort.cpu.runScanBlocks", Boolean.toString(RUN_SCAN_BLOCKS),
                        "the run scan compares neighbouring int/long keys in vectorized blocks of "
                                + RUN_SCAN_BLOCK + " (int runs: widening to " + RUN_SCAN_BLOCK_WIDE
                                + "; default: where Arrays.sort is the SIMD intrinsic)"},
                new String[] {"samplesort.cpu.runScanBlocksMax64", Integer.toString(RUN_SCAN_BLOCKS_MAX_64),
                        "long keys: the run scan's blocks only where fewer keys are left to scan (past it one key "
                                + "at a time)"},
                new String[] {"samplesort.cpu.oneRunTeamMin", Integer.toString(ONE_RUN_TEAM_MIN),
                        "... and from this size, below runScanParallelMin, one run it finds likely (sorted, "
                                + "reversed) is checked in pieces on the team"},
                new String[] {"samplesort.cpu.runSegmentsParallelMin", Integer.toString(RUN_SEGMENTS_PARALLEL_MIN),
                        "... and from this size a few runs it proves, merged on every thread, are scanned in a piece "
                                + "per thread, not on one"},
                new String[] {"samplesort.cpu.runMergeTeamMin", Integer.toString(runMergeTeamMin),
                        "with teamStructureMinThreads threads, from this size a few runs the probe proves are merged as one "
                                + "job of the spinning team (one wake-up for the scan, the reversal, every level)"},
                new String[] {"samplesort.cpu.runMergeTeamManyMin", Integer.toString(runMergeTeamManyMin),
                        "... and from this size where the probe saw " + RUN_MERGE_TEAM_MANY_TURNS
                                + "+ turns (sawtooth: more runs than the one-thread merge takes)"},
                new String[] {"samplesort.cpu.runSegmentsMax", Integer.toString(RUN_SEGMENTS_MAX),
                        "... up to runsJdkMax segments, from runSegmentsManyMin keys up to this many"},
                new String[] {"samplesort.cpu.runSegmentsManyMin", Integer.toString(RUN_SEGMENTS_MANY_MIN),
                        "... (see runSegmentsMax)"},
                new String[] {"samplesort.cpu.jdkDuplicates64", Integer.toString(JDK_DUPLICATES_64),
                        "long/double, sequential JDK sort: a sample with equality buckets and at least this many "
                                + "distinct values -> JDK"},
                new String[] {"samplesort.cpu.jdkDuplicates64Below", Integer.toString(JDK_DUPLICATES_64_BELOW),
                        "... below this many keys"},
                new String[] {"samplesort.cpu.jdkDuplicates32", Integer.toString(JDK_DUPLICATES_32),
                        "int/float: a sample with equality buckets and at least this many distinct values -> JDK"},
                new String[] {"samplesort.cpu.floatDuplicatesEngineThreads",
                        Integer.toString(FLOAT_DUPLICATES_ENGINE_THREADS),
                        "float keys with duplicates (zipf) stay on the engine with this many threads"},
                new String[] {"samplesort.cpu.intDuplicatesEngineMin", Integer.toString(INT_DUPLICATES_ENGINE_MIN),
                        "... int keys too from this many keys"},
                new String[] {"samplesort.cpu.fillEqual", Boolean.toString(FILL_EQUAL),
                        "every key in an equality bucket: fill the buckets (counting sort), no scatter"},
                new String[] {"samplesort.cpu.kvPackedMax", Integer.toString(KV_PACKED_MAX),
                        "32-bit keys + values: packed (key, index) JDK sort up to this size and for runs (stable)"},
                new String[] {"samplesort.cpu.kvPackedSequentialMax", Integer.toString(KV_PACKED_SEQUENTIAL_MAX),
                        "the same where the JDK's sort is sequential (one thread or a one-worker pool: 2 cores)"},
                new String[] {"samplesort.cpu.kvPackedDistinctMax", Integer.toString(KV_PACKED_DISTINCT_MAX),
                        "there also pairs up to this size whose 128-key sample has at least " + RANDOM_DISTINCT_MIN
                                + " distinct keys"},
                new String[] {"samplesort.cpu.presortParallelMin", Integer.toString(PRESORT_PARALLEL_MIN),
                        "sorted/strictly decreasing check in parallel pieces from this many keys"},
                new String[] {"samplesort.cpu.teamStructureMinThreads", Integer.toString(teamStructureMinThreads),
                        "the team's run merges, few-values counts and scatters from this many threads"},
                new String[] {"samplesort.cpu.teamMinThreads", Integer.toString(teamMinThreads),
                        "the team's sorts (64-bit keys', packed words' and float keys with duplicates' one-level sort, "
                                + "quarters) from this many threads"},
                new String[] {"samplesort.cpu.teamMinThreads32", Integer.toString(teamMinThreads32),
                        "... unstructured 32-bit keys' one-level sort (and quarters) on the team from this many threads"},
                new String[] {"samplesort.cpu.teamMin", Integer.toString(teamMin),
                        "... from this many keys, in place of parallelSort"},
                new String[] {"samplesort.cpu.teamMinInt", Integer.toString(teamMinInt),
                        "... int keys from this many (their intrinsic beat the team at 2^15)"},
                new String[] {"samplesort.cpu.teamMax", Integer.toString(TEAM_MAX),
                        "... below this many keys (the engine did as well from 2^22)"},
                new String[] {"samplesort.cpu.teamLogBuckets", Integer.toString(TEAM_LOG_BUCKETS),
                        "log2 of the team sort's buckets at most (one level; leaves by Arrays.sort): about 2^" + TEAM_LEAF_LOG
                                + " keys a bucket, at least 2^" + TEAM_MIN_LOG_BUCKETS + " buckets, below that size"},
                new String[] {"samplesort.cpu.teamSlicesPerMember", Integer.toString(TEAM_SLICES_PER_MEMBER),
                        "... its classification and scatter in up to this many slices per member"},
                new String[] {"samplesort.cpu.teamSliceMin", Integer.toString(TEAM_SLICE_MIN),
                        "... each of at least this many keys"},
                new String[] {"samplesort.cpu.teamSpinMicros", Integer.toString(POLICY.team().spinMicros()),
                        "idle team members spin this long after a sort before they park"},
                new String[] {"samplesort.cpu.teamKvPackedMax", Integer.toString(KV_PACKED_TEAM_MAX),
                        "pairs with 32-bit keys up to this size: the packed route, sorted on the team where it applies"},
                new String[] {"samplesort.cpu.teamPairs64MinThreads", Integer.toString(teamPairs64MinThreads),
                        "pairs with 64-bit keys on this many threads or more: one level on the team (sizes below)"},
                new String[] {"samplesort.cpu.teamPairs64Min", Integer.toString(teamPairs64Min),
                        "... from this many pairs"},
                new String[] {"samplesort.cpu.teamPairs64Max", Integer.toString(teamPairs64Max),
                        "... below this many (the engine's parallel recursion from there)"},
                new String[] {"samplesort.cpu.teamPairs64LeafLog", Integer.toString(TEAM_PAIRS64_LEAF_LOG),
                        "... into buckets of about 2^this pairs, each sorted by the engine on one member"},
                new String[] {"samplesort.cpu.teamScalarMin", Integer.toString(TEAM_SCALAR_MIN),
                        "where the JDK's sort of the width is scalar and sequential (2 cores): unstructured keys on a"
                                + " team of every thread from this many keys"},
                new String[] {"samplesort.cpu.teamScalarBelow", Integer.toString(TEAM_SCALAR_BELOW),
                        "... below this many (0: never)"},
                new String[] {"samplesort.cpu.teamScalarLeafLog", Integer.toString(TEAM_SCALAR_LEAF_LOG),
                        "... into buckets of about 2^this keys (16 to 1024 buckets)"},
                new String[] {"samplesort.cpu.teamSimdMin", Integer.toString(TEAM_SIMD_MIN),
                        "where the JDK's sort is the SIMD intrinsic and sequential (2 cores): unstructured keys on a "
                                + "team of every thread from this many (0: never)"},
                new String[] {"samplesort.cpu.teamSimdMin32", Integer.toString(TEAM_SIMD_MIN_32),
                        "... 32-bit keys from this many (0: never)"},
                new String[] {"samplesort.cpu.teamSimdMinInt", Integer.toString(TEAM_SIMD_MIN_INT),
                        "... int keys from this many where radixLeaf (0: never)"},
                new String[] {"samplesort.cpu.teamSimdMinIntDuplicates", Integer.toString(TEAM_SIMD_MIN_INT_DUPLICATES),
                        "... those whose sample shows duplicates (zipf) from this many (0: from teamSimdMinInt)"},
                new String[] {"samplesort.cpu.teamSimdMinDouble", Integer.toString(teamSimdMinDouble),
                        "... double keys from this many (0: never)"},
                new String[] {"samplesort.cpu.teamSimdMinLongDuplicates", Integer.toString(TEAM_SIMD_MIN_LONG_DUPLICATES),
                        "... long keys with duplicates that the few-values count refused (zipf) from this many (0: never)"},
                new String[] {"samplesort.cpu.teamHalvesMin", Integer.toString(HALVES_MIN),
                        "... on a team of two, 64-bit keys that team leaves in two halves around one splitter from "
                                + "this many (0: never)"},
                new String[] {"samplesort.cpu.teamHalvesMin32", Integer.toString(HALVES_MIN_32),
                        "... 32-bit keys from this many (0: never)"},
                new String[] {"samplesort.cpu.teamHalvesMinDuplicates", Integer.toString(HALVES_MIN_DUPLICATES),
                        "... those with duplicates that the few-values count refused (zipf) from this many (0: never)"},
                new String[] {"samplesort.cpu.teamHalvesBelow", Integer.toString(HALVES_BELOW),
                        "... 64-bit keys below this many before the team's sort (but many runs)"},
                new String[] {"samplesort.cpu.teamHalvesBelow32", Integer.toString(HALVES_BELOW_32),
                        "... float keys below this many"},
                new String[] {"samplesort.cpu.teamHalvesBelowInt", Integer.toString(HALVES_BELOW_INT),
                        "... int keys below this many"},
                new String[] {"samplesort.cpu.teamSimdLeafLog", Integer.toString(TEAM_SIMD_LEAF_LOG),
                        "... into buckets of about 2^this keys (at most " + (1 << TEAM_SIMD_MAX_LOG_BUCKETS)
                                + " buckets)"},
                new String[] {"samplesort.cpu.splitMin", Integer.toString(SPLIT_MIN),
                        "with the team's threads, the JDK's SIMD sort: unstructured keys in quarters on this thread and"
                                + " 3 pool workers from this many keys (0: never)"},
                new String[] {"samplesort.cpu.splitMin32", Integer.toString(SPLIT_MIN_32),
                        "... 32-bit keys from this many (0: never)"},
                new String[] {"samplesort.cpu.splitTeamMin", Integer.toString(SPLIT_TEAM_MIN),
                        "... from this many keys the team's sort takes them (32-bit keys with duplicates excepted; "
                                + "0: never)"},
                new String[] {"samplesort.cpu.splitBelow", Integer.toString(SPLIT_BELOW),
                        "... below this many (the team's from there)"},
                new String[] {"samplesort.cpu.coldStart", Boolean.toString(coldStart),
                        "sorts that would start the engine/team (pairs: 32-bit keys): the JDK's sort until a background"
                                + " warm-up has compiled ours"},
                new String[] {"samplesort.cpu.coldStartMinThreads", Integer.toString(coldStartMinThreads),
                        "... from this many threads (now: " + ColdStart.describeAll() + ")"},
                new String[] {"samplesort.cpu.coldWarmRounds", Integer.toString(COLD_WARM_ROUNDS),
                        "rounds of the warm-up (2^18 synthetic keys each; the last " + COLD_WARM_PARALLEL_ROUNDS
                                + " on the engine's threads and the team)"},
                new String[] {"samplesort.cpu.coldFirstBelow", Integer.toString(coldFirstBelow),
                        "below those threads: a key type's first sort the team or the engine would take goes to the "
                                + "JDK's sort below this many keys (a program that sorts once; 0: never)"},
                new String[] {"samplesort.cpu.coldRunsMin", Integer.toString(coldRunsMin),
                        "from those threads: input of this many keys or more whose samples show runs goes to Arrays.sort"
                                + " while its key type is cold (0: never)"},
                new String[] {"samplesort.cpu.coldSequentialMax", Integer.toString(coldSequentialMax),
                        "from those threads: up to this many keys (x threads / 16 below 16 threads) Arrays.sort stands "
                                + "in for parallelSort until a warm-up has run it in this JVM (0: never)"},
                new String[] {"samplesort.cpu.threads", Integer.toString(t), "worker threads of the CPU engine"});
    }

    /** For tests: replaces {@link #jdkBelow}'s size rule with this size (-1: back to the rule). */
    private static volatile long jdkBelowOverride = -1;

    /**
     * 32-bit keys with values: ranges of at most this many elements (and run-structured ones) take the JDK route of
     * packed (key, index) longs sorted by the intrinsic (see SampleSort.packed): stable like the engine, and faster
     * there (2 cores: `int+int` at 2^10 the engine ran at 0.12-0.57x that route, at 2^14 at 0.57-1.21x, at 2^18
     * mostly 1.3-1.8x). 16 cores, 2026-11-23 (thirteenth session, the preset): `int+int` at 2^16 the engine took
     * 2.9-4.7 ms against 0.83-0.94 for the packed route through parallelSort (0.20-0.32x, every distribution); at
     * 2^18 the engine was 1.02-1.68x the faster JDK route on six of eight distributions; so 2^17.
     */
    static final int KV_PACKED_MAX = POLICY.hybrid().kvPackedMax();

    /**
     * {@link #KV_PACKED_MAX} where the packed route's sort is sequential (one thread, or a one-worker common pool:
     * 2 cores). 2 cores, 2026-11-23 (session 12), `bench --types int+int --sizes 2^17..2^22 --algos cpu,jdk
     * --warmup 5 --reps 5`: the engine ran at 0.67-0.78x the packed route on uniform and gaussian keys from 2^17 to
     * 2^20 (2^18: 4.64 vs 3.34 ms), 0.80-0.95x at 2^21-2^22, and won on zipf keys from 2^19 (1.14-1.33x); at 2^22
     * the preset's duplicate-heavy cells favour the engine (few256 2.41x, zipf 1.30x). The packed sort (the JDK's
     * long sort, intrinsic) got faster than in the seventh session's runs (2^18: 19.9 ms then, on a loaded VM).
     */
    static final int KV_PACKED_SEQUENTIAL_MAX = POLICY.hybrid().kvPackedSequentialMax();

    /**
     * {@link #KV_PACKED_MAX} with fewer than {@link #JDK_FEW_THREADS} threads and a parallel common pool, where
     * {@code parallelSort} scales as well as the engine. 4 cores (`taskset`, H100 host, seventeenth session,
     * `int+int` / `float+int`, uniform / gaussian / staggered, against the packed route): 0.73-1.26x at 2^20,
     * 0.93-1.03x at 2^22, 1.16-1.68x at 2^24; 8 cores 1.29-2.9x from 2^20.
     */
    static final int KV_PACKED_FEW_MAX = POLICY.hybrid().kvPackedFewMax();

    /**
     * 64-bit keys and packed pairs that the JDK would sort sequentially, from this many keys up to below
     * {@link #TWO_RUNS_BELOW}: two coarsely ascending sequences one after the other (the preset's staggered input)
     * are sorted as two halves and merged, around a pivot pathology of the JDK's sort (TwoRunsLong has the
     * measurements). Below 2^11 the gain was not steady (0.91-1.07x, two windowed sequences at 2^10).
     */
    static final int TWO_RUNS_MIN = POLICY.hybrid().twoRunsMin();

    /** See {@link #TWO_RUNS_MIN}: at 2^15 two sequences of random 64-key windows lost (0.80-0.86x); 0: off. */
    static final int TWO_RUNS_BELOW = POLICY.hybrid().twoRunsBelow();

    /**
     * Key-value pairs of at least this many, whose 128-key sample holds 2 to {@link #KV_FEW_MAX} distinct keys, are
     * sorted by FewScatter (a stable counting sort: rank, move, write the key runs) when every key is one of those
     * values. Below 2^12 the packed sort of the words was as fast (dev VM, `int+int` few16 2^10: 4.1 against 5.0
     * us; few2 2^10 2.9 against 4.5; 2^12 few16 18.5 against 20.6, few2 10.9 against 19.4).
     */
    static final int KV_FEW_MIN = POLICY.hybrid().kvFewMin();

    /**
     * See {@link #KV_FEW_MIN}: at most this many sampled values (the rank is a byte, and a sample of 128 shows about
     * 100 of few256's values, which then would not all be in it); below 2 the route is off.
     */
    static final int KV_FEW_MAX = POLICY.hybrid().kvFewMax();

    /**
     * Pairs per piece of FewScatter's passes in the pool, at least (the team takes them where
     * {@link #teamCounts} says). On the dev VM (2 cores, `int+int` few2) two pieces lost to one thread: 2^18 0.95
     * against 0.74 ms, 2^20 3.49 against 3.09 (three wake-ups of the pool, and the passes are memory-bound).
     */
    static final int FEW_SCATTER_PIECE = 1 << 20;

    /**
     * On the team ({@link #teamScatters}) and at the engine's sizes, keys whose 128-key sample holds more than
     * {@link #FEW_FILL_MAX}, up to this many values are counted and filled (a pass per value up to
     * {@link #FEW_PASS_MAX_32} / {@link #FEW_PASS_MAX_64} since the forty-fifth session, else one ranking pass by
     * their {@link RankHash}); until the twenty-third session 64-bit keys on the team only, ranked by a binary search. Before, with 12 threads {@code parallelSort} beat the few-values route's
     * {@code Arrays.sort} on `long` few16 2^18 (0.86 against 1.09 ms, twenty-first session, call G), and 16 passes
     * of the per-value count lost on one thread below 2^18 (0.16-0.20x, call H; that count was scalar: vectorized,
     * 16 passes beat the hash for 32-bit keys, see {@link #FEW_PASS_MAX_32}). Call J (the team's count against
     * the old routes, 16 / 12 cores, 2^15-2^18): few16 `long` 2.05-2.53x / 1.04-2.42x, `double` 1.53-3.47x /
     * 1.31-2.75x, where the old routes read 0.84-0.98x; few2 at 2^16-2^18 as before or better; `long` few2 2^15 on
     * the team 0.69x (kept on Arrays.sort).
     */
    static final int FEW_TEAM_MAX = POLICY.hybrid().fewTeamMax();

    /**
     * Distinct values of the 128-key sample ({@code SampleSort*.sampledValues}) up to which it hands them over
     * ascending: the most that any count or fill reads as values (fewMaxDistinct's probe reads only their number).
     * Above it only their number is handed over (a shared array of zeros of that length): only their number is read.
     */
    static final int SAMPLE_SORTED_MAX = Math.max(Math.max(FEW_FILL_MAX, FEW_SEQUENTIAL_MAX),
            Math.max(FEW_TEAM_MAX, KV_FEW_MAX));

    /**
     * Where the packed route's sort is sequential (2 cores), pairs up to this many whose sample looks random
     * ({@link #RANDOM_DISTINCT_MIN}) take the packed route too. 2 cores, 2026-11-23 (fifteenth session, the preset at
     * 2^22, docs/CPU-LOG.md): the engine ran at 0.80-0.93x the packed route on uniform, gaussian, bucket, staggered and
     * almost sorted pairs (uniform 83.3 vs 74.7 ms), while on duplicate-heavy keys it wins (twelfth session: few256
     * 2.41x, zipf 1.30x), which the sample keeps on the engine. From 2^23 the engine won on random pairs too
     * (1.05-1.2x, twelfth session). That VM's JDK sorted the packed words with its SIMD sort; where the JDK's 64-bit
     * sort is scalar (CpuPolicy.JDK_SIMD_SORT_64 false: AMD processors) the default is 2^20 since the ninety-second
     * session, the largest the two-thread team sorts the words at (TEAM_SCALAR_BELOW): above it they went to
     * Arrays.sort's scalar sort. 2 cores, dev VM (AMD EPYC), `int+int` / `float+int` uniform, gaussian, staggered at
     * 2^21 / 2^22, the JDK route over ours: the engine 2.22-3.35x, the packed words 0.93-1.88x (`int+int` uniform 2^22
     * 122 ms against 361); on 2 cores of the H200 host's Xeon (the SIMD sort) the packed words kept their lead, two
     * JVMs each in turn: 1.06-1.79x against the engine's 0.72-1.13x.
     */
    static final int KV_PACKED_DISTINCT_MAX = POLICY.hybrid().kvPackedDistinctMax();

    /**
     * Distinct values (of {@link #FEW_SAMPLE}) from which an evenly spread sample looks random: it takes a
     * thousand or so values repeating for fewer (128 draws of V values repeat about 8192 / V times). For
     * {@link #KV_PACKED_DISTINCT_MAX}'s rule, and below it (with at least {@link #JDK_DUPLICATES_32}) the 32-bit
     * duplicate rule is decided before the engine starts.
     */
    static final int RANDOM_DISTINCT_MIN = 120;

    /**
     * The two-thread team's SIMD sort (teamSimd) of 32-bit keys: the 128-key sample's distinct values from which it
     * takes them, where 32-bit keys with duplicates keep the JDK's sort (SampleSort's sequentialTeam): at most two
     * repeats. RANDOM_DISTINCT_MIN let the generator's zipf through a third of the time: its `float` samples at 2^23
     * hold 109-122 values (17 seeds), uniform, gaussian and staggered keys 128, bucket 127-128; 2-core Intel Xeon VM,
     * seventy-seventh session, `float` zipf 2^23 with 12 of 27 inputs on the team 0.905 / 0.973 / 0.940x
     * `Arrays.sort` (alternated in one JVM, three JVMs), all on the JDK's sort 0.952 / 0.971 / 1.043x. Random keys
     * from 2^12 distinct values show two repeats in 128 on average.
     */
    static final int TEAM_SIMD_DISTINCT_MIN_32 = 126;

    /**
     * Int keys on the team's route (12+ threads) whose {@link #FEW_SAMPLE}-key sample holds more than
     * {@link #FEW_FILL_MAX}, up to {@link #FEW_TEAM_MAX} values go to {@code Arrays.sort} below this size and are counted
     * by their hash and filled from it: the intrinsic sorts few16 `int[2^16]` in 0.11 ms on 16 cores, where the team's
     * count took 0.12-0.14 (twenty-third session, call A; at 2^18 0.14 against 0.37-0.43). Until the twenty-third
     * session it sent every int key with duplicates there (the team's sort refused them; twenty-second session, call
     * D: `Arrays.sort` against `parallelSort` on few256 2^16 0.373 / 0.369 ms against 0.623 / 0.487, zipf 2^16 0.580 /
     * 0.567 against 0.717 / 0.600); now zipf takes the team's sort and few256 the wider sample's count. Below it the
     * count of such values (FewCount*.fillFew) runs on the calling thread, not the team: int keys, and float keys
     * since the hundred-and-fourteenth session (16 cores, few16 `float` 2^15 on the team 0.87-0.94x Arrays.sort in
     * three JVMs of six).
     */
    static final int DUP_SEQUENTIAL_BELOW_32 = POLICY.hybrid().dupSequentialBelow32();

    /**
     * Int and float keys at the engine's sizes whose {@link #FEW_SAMPLE}-key sample shows duplicates (the 32-bit
     * duplicate rule would hand them to {@code parallelSort}): a wider evenly spread sample of {@link #FEW_WIDE_SAMPLE}
     * keys; if it holds at most this many values, each seen at least twice (a value seen once hints at values not
     * seen: zipf's tail), the keys are counted by rank among them and filled ({@code fillFew}), no sort. On 16 cores
     * {@code parallelSort}'s time on few256 at 2^26 is bimodal: `int` 101 or 375-415 ms, `float` 168 or 473-530
     * (twenty-second session, call C). Call I (16 cores, JVMs alternated with this off, medians of 3): `int` few256
     * 2^22 10.7 / 10.9 ms against 14.4 / 33.7 (`parallelSort` 30-37), 2^24 31 / 29 against 42 / 109, 2^26 106 / 100
     * against 108 / 104 (the ranking's binary search, 8 dependent steps a key, is the cost there); `float` few256
     * 2^22 13.8 / 10.3 against 12.0 / 21.7, 2^26 133 / 108 against 178 / 184; zipf alike either way. 0 switches it
     * off.
     */
    static final int FEW_WIDE_MAX = POLICY.hybrid().fewWideMax();

    /**
     * On the team's route (12+ threads; `int` keys from teamMinInt), 32-bit keys from this size whose 128-key sample
     * shows duplicates take the wider sample of {@link #FEW_WIDE_MAX} too (before: {@code Arrays.sort} or
     * {@code parallelSort} for `int`, the team's sort for `float`). 16 cores, twenty-third session, call A (2^18
     * start): few256 `int` 2^18-2^21 2.2-3.9x the faster JDK sort (1.0x before), `float` 3.6-5.8x (1.4x); zipf, where
     * the wider sample (about 4096 reads and a sort of 4096 keys) finds no few values, within the noise. 2^16: where
     * the team starts for int keys.
     */
    static final int FEW_WIDE_MIN = POLICY.hybrid().fewWideMin();

    /**
     * Where the JDK's sort is sequential (one thread, or a one-worker common pool: 2 cores) and the hybrid hands
     * keys to {@code Arrays.sort} (below the engine's 2^25 for 32-bit keys; 64-bit keys, since the ninetieth
     * session, below jdkMin64 where their JDK sort is the SIMD one: few256 2^17-2^20 on 2 cores of the H200 host's
     * Xeon 2.0-3.3x the faster JDK sort, 1.0x on Arrays.sort before), inputs from this size whose 128-key sample holds 2
     * to {@link #FEW_TEAM_MAX} values, or shows duplicates and a wider sample of at most {@link #FEW_WIDE_MAX}
     * values, are counted by their hash and filled. 2 cores, twenty-fourth session: `Arrays.sort` took 101 ms for
     * `int` few16 2^23 and 228 ms for few256 (`int` uniform 98), where the count and fill take a pass each. From 2^20
     * until the sixty-third session: zipf pays the wider sample (about 4096 reads and their sort) for nothing; random
     * keys pay the 128-key sample, a few us. From 2^17 since (2 cores, two JVMs, the preset from 2^16 against 2^20):
     * few256 2^16-2^19 2.07-2.99x `Arrays.sort` (`int` and `float`), 1.00x before; zipf 2^16 0.97x (its sort 0.28 ms
     * on `Arrays.sort` either way: the sample's cost), from 2^17 `int` zipf on the team (SampleSort's sequentialTeam),
     * `float` zipf 0.98-1.00x. From 2^15 since the ninety-first session: the wider sample stops early on zipf's tail
     * since the seventy-first (`int` zipf 2^16, dev VM, a loop: wideValues 2.6 us, refused every time; the sort
     * 151.7 us against 148.4 without), and few256 2^16 sorted in 139 us against 281 on `Arrays.sort`. Dev VM (2
     * cores, Zen 4), bench, the preset's settings, 2^14 / 2^15 / 2^16, against 2^17: few256 `int` 1.34 / 1.70 / 1.80x
     * (0.96-0.99x on `Arrays.sort` before), `float` 1.27 / 1.59 / 1.80x (0.99-1.00x); `float` zipf 0.97 / 0.98 /
     * 0.98x (0.99-1.00x: the samples' 3-4 us), hence not 2^14; on 2 cores of the H200 host's Xeon, where the issue's
     * own command read few256 2^16 at 0.87-1.00x, below 0.95x for `int` or `long` in each of 12 JVMs (SMALL: the
     * samples of the route's other checks beside the JDK's call; ninety-first session, calls A-C), and with 2^15
     * 1.15-2.42x (call D), see CPU-LOG.
     */
    static final int FEW_WIDE_SEQUENTIAL_MIN = POLICY.hybrid().fewWideSequentialMin();

    /**
     * Keys of the wider sample ({@link #FEW_WIDE_MAX}): 256 values of equal frequency are each seen about 16 times,
     * so all of them twice or more but with a chance of about 10^-3. About 4096 independent reads counted in a hash
     * table (a sort of the 4096 keys until the forty-fourth session), against sorts of 2^16 keys and more; more
     * values than FEW_WIDE_MAX end the reads (the generator's zipf at 2^16-2^22 after 650-850). A power of two: the
     * sample steps its positions in fixed point, exactly the division's for such a count (SampleSort*.wideValues).
     */
    static final int FEW_WIDE_SAMPLE = 4096;

    /**
     * The wider sample's reads between two looks at its values read once ({@link #wideSinglesMost}); a divisor of
     * FEW_WIDE_SAMPLE. (Reading each 128 keys first and counting them after, for loads without the count's branches
     * between them, did not change the sample's time on the H100 host's Xeon: seventieth session, call D.)
     */
    static final int FEW_WIDE_LOOK = 128;

    /**
     * The most values read once after {@code k * FEW_WIDE_LOOK} of the wider sample's reads (from 3 looks on) that
     * keys of at most {@link #FEW_WIDE_MAX} values show: E + 4 sqrt(E), E = r (1 - 1/FEW_WIDE_MAX)^(r - 1) the
     * expectation where FEW_WIDE_MAX values are equally frequent, which makes it largest (the same r reads of a
     * few-values input, skewed, show fewer). More, and the sample ends early: those keys hold many more values, or
     * so many seen once that the last rule (each value read twice) would refuse them. The generator's zipf showed
     * 244-301 values read once after 384 reads (2^16-2^22, three seeds each; the bound there is 235) and ran on to
     * 650-850 reads before it passed FEW_WIDE_MAX values; few256 showed 60-101 (2^16-2^22), and 512 equally frequent
     * values at most 222 in 3000 simulated samples (seventieth session, docs/CPU-LOG.md; 233 after 512 reads in
     * 6000, the bound 244). Below 3 looks and past 1024 reads no bound: by then zipf-like keys have ended the sample
     * by their count of values, and with few values read once the bound's margin is a few of them (the 2000 samples of
     * CpuHybridTest.theWideSamplesLooksPassFewValues reached it after 2688 reads).
     */
    private static final int[] WIDE_SINGLES_MOST = wideSinglesBounds(FEW_WIDE_MAX);

    private static int[] wideSinglesBounds(int most) {
        int[] bound = new int[FEW_WIDE_SAMPLE / FEW_WIDE_LOOK + 1];
        for (int k = 0; k < bound.length; k++) {
            int r = k * FEW_WIDE_LOOK;
            double e = most <= 1 ? 0 : r * Math.pow(1 - 1.0 / most, r - 1);
            bound[k] = k < 3 || r > 1024 || most <= 1 ? Integer.MAX_VALUE : (int) Math.ceil(e + 4 * Math.sqrt(e));
        }
        return bound;
    }

    /** See {@link #WIDE_SINGLES_MOST}; {@code reads} a multiple of FEW_WIDE_LOOK, at most FEW_WIDE_SAMPLE. */
    static int wideSinglesMost(int reads) {
        return WIDE_SINGLES_MOST[reads / FEW_WIDE_LOOK];
    }

    /** {@link #KV_PACKED_DISTINCT_MAX} where the packed route's sort is sequential, else 0. */
    static int kvPackedDistinctMax(int threads) {
        return jdkParallel(KV_PACKED_DISTINCT_MAX, threads, false) ? 0 : KV_PACKED_DISTINCT_MAX;
    }

    /**
     * Where the team sorts (CpuConfig.teamSorts): pairs up to this size take the packed route, its sort of packed
     * longs on the team, in place of the engine, whose key-value sort at 2^18 pays the pool's wake-up per phase.
     * 16 cores, nineteenth session (call E: `int+int` x 8 distributions x 2^18-2^21, the engine and the packed route
     * in alternating JVMs, two each, against the faster JDK route): at 2^18 the packed route read 1.16-1.86x (the
     * engine 0.75-1.85x, few256 0.75-0.81x, and in the full preset of call D uniform 0.75x, zipf 0.64x); from 2^19
     * the engine won (2^19: 1.23-2.46x against the packed route's 1.17-1.88x; 2^21: 1.26-3.72x against 1.10-1.53x:
     * the packing and the gather run on one thread). So 2^18.
     */
    static final int KV_PACKED_TEAM_MAX = POLICY.team().kvPackedMax();

    /** The packed route's size limit for n pairs on {@code threads} threads (see the constants above). */
    static int kvPackedMax(int n, int threads) {
        int max = !jdkParallel(n, threads, false) ? Math.max(KV_PACKED_MAX, KV_PACKED_SEQUENTIAL_MAX)
                : threads < JDK_FEW_THREADS ? Math.max(KV_PACKED_MAX, KV_PACKED_FEW_MAX) : KV_PACKED_MAX;
        return teamSorts(n, threads, false, 8) ? Math.max(max, KV_PACKED_TEAM_MAX) : max; // packed: long words
    }

    static boolean hybrid() { return hybrid; }

    /** Whether the engine's cold start applies ({@link ColdStart}; tests switch it). */
    private static volatile boolean coldStart = POLICY.cold().on();

    /**
     * The fewest engine threads the cold start applies to: with fewer than JDK_FEW_THREADS threads the engine sorts
     * only 64-bit keys (from jdkMinFew64 = 2^20 keys with 4 to 7 threads, jdkMinFewer64 = 2^24 with 3), and on
     * 16 cores four engine threads' first {@code int[2^24]} sort took 695-769 ms against 89-98 settled
     * (twenty-sixth session, call C); on 2 cores the first sort costs about what the JDK's first costs (ColdStart),
     * so from 4.
     */
    private static volatile int coldStartMinThreads = POLICY.cold().minThreads();

    /** Rounds of the cold start's warm-up (ColdStart; 16 cores: the rounds' times level off after 10 to 12). */
    static final int COLD_WARM_ROUNDS = POLICY.cold().warmRounds();

    /**
     * Keys of the warm-up's synthetic input: enough for the sample's cell index (CELL_MIN_N) and 2^TEAM_LOG_BUCKETS
     * to 2^LOG_BUCKETS_KEYS buckets of several hundred keys each, small enough for a round of a few ms.
     */
    static final int COLD_WARM_KEYS = 1 << 18;

    /**
     * The warm-up's last rounds run the engine's parallel path on the engine's threads (a few ms each on 2^18 keys,
     * beside the caller's JDK sort): with only the sequential rounds the first engine sort after the warm-up still
     * took 296-314 ms for {@code float[2^24]} and 360-376 for {@code double} on 16 cores (settled 40-55), 100-139 for
     * {@code int} (twenty-seventh session, call B).
     */
    static final int COLD_WARM_PARALLEL_ROUNDS = 4;

    /**
     * Runs the cold start's warm-up of every key type now and waits for it, where the cold start applies to the
     * engine's threads (ColdStart): for benchmarks, which measure settled sorts (a fresh JVM's first sort is the
     * probes' business, docs/CPU.md).
     *
     * @throws InterruptedException when interrupted while waiting
     */
    public static void warmUp() throws InterruptedException {
        profileRoute();
        for (ColdStart c : ColdStart.all()) c.warmNow(threads);
    }

    /**
     * Records routes on this thread, the caller's, and puts the last one back: every outcome of {@link #route}'s
     * tests, twice a round. Why: the warm-ups' threads never record a route (ColdStart.Warmer), so while the caller
     * only waits, the profile of route holds their outcome alone; C2 compiled route's tests as traps in the methods
     * it is inlined into, and the user's first sort took them. Dev VM, 4 and 6 cores simulated, harness {@code Fe},
     * hundred-and-forty-fifth session: `unstable_if` and `class_check` in route inside {@code parallelJdk}, which
     * then ran in the interpreter. A program whose sorts run beside a warm-up gives the profile both outcomes itself.
     */
    private static void profileRoute() {
        Route was = lastRoute;
        for (int i = 0; i < ROUTE_PROFILE_ROUNDS; i++) {
            route(Route.SMALL);
            route(Route.SMALL); // (the field as it is: not written)
            route(Route.PAR);
            route(Route.PAR);
        }
        lastRoute = was;
    }

    /**
     * {@link #profileRoute}'s rounds: enough for route's profile to exist (HotSpot profiles a method once it is
     * compiled at C1's profiled level, after a few hundred calls) and to hold the caller's outcomes; microseconds.
     */
    private static final int ROUTE_PROFILE_ROUNDS = 2000;

    static boolean coldStart() { return coldStart; }

    static int coldStartMinThreads() { return coldStartMinThreads; }

    /** For tests: switches the cold start and sets its thread minimum (negative: the policy's). */
    static void setColdStart(boolean on, int minThreads) {
        coldStart = on;
        coldStartMinThreads = minThreads < 0 ? POLICY.cold().minThreads() : minThreads;
    }

    /**
     * Below coldStartMinThreads threads, a key type's first sort that the team or the engine would take goes to the JDK's sort
     * below this many keys (ColdStart.first; 0: never, the library's default; the CLI's sort sets 2^26).
     */
    private static volatile int coldFirstBelow = POLICY.cold().firstBelow();

    static int coldFirstBelow() { return coldFirstBelow; }

    /** For tests: sets coldFirstBelow (negative: the policy's). */
    static void setColdFirstBelow(int n) {
        coldFirstBelow = n < 0 ? POLICY.cold().firstBelow() : n;
    }

    /**
     * From coldStartMinThreads threads, keys-only input of at least this many keys whose samples show runs goes to
     * {@code Arrays.sort} while its key type is cold (ColdStart.runs; 0: never).
     */
    private static volatile int coldRunsMin = POLICY.cold().runsMin();

    /** For tests: sets coldRunsMin (negative: the policy's). */
    static void setColdRunsMin(int n) {
        coldRunsMin = n < 0 ? POLICY.cold().runsMin() : n;
    }

    /**
     * From coldStartMinThreads threads, sorts of up to this many keys (times threads / 16 below 16 threads) that would
     * take {@code parallelSort} (a cold key type's stand-in, or the hybrid's own choice) take {@code Arrays.sort} until
     * a warm-up has run {@code parallelSort} of the array type in this JVM (ColdStart.sequential; 0: never).
     */
    private static volatile int coldSequentialMax = POLICY.cold().sequentialMax();

    static int coldSequentialMax() { return coldSequentialMax; }

    /** For tests: sets coldSequentialMax (negative: the policy's). */
    static void setColdSequentialMax(int n) {
        coldSequentialMax = n < 0 ? POLICY.cold().sequentialMax() : n;
    }

    /**
     * Whether a keys-only sort of n keys on {@code threads} threads should look for runs before its key type's cold
     * start is asked (ColdStart.runs): the hybrid and the cold start on, the cold start's threads, from coldRunsMin.
     */
    static boolean coldRunsApply(int n, int threads) {
        int min = coldRunsMin;
        return min > 0 && n >= min && hybrid && coldStart && threads >= coldStartMinThreads;
    }

    /** For tests: a small value lets small inputs reach the hybrid's run detection, duplicate rule and fill path. */
    static void setJdkBelow(long n) { jdkBelowOverride = n; }

    /** For tests: switches the hybrid off (the engine then sorts everything itself) or on. */
    static void setHybrid(boolean on) { hybrid = on; }

    /**
     * Keys-only sorts of fewer than this many keys of the given width go to the JDK (0: none).
     *
     * @param keyBytes 4 or 8
     * @param threads the engine's worker threads
     */
    static long jdkBelow(int keyBytes, int threads) {
        if (!hybrid) return 0;
        if (jdkBelowOverride >= 0) return jdkBelowOverride;
        // the JDK's sort of this width is scalar: where it would run on one thread the engine wins from
        // JDK_BELOW_SCALAR keys on; with a parallel common pool the rules below (those of the intrinsic) keep the
        // JDK's sizes on parallelSort, which the engine, one-threaded below PARALLEL_THRESHOLD, was not measured to beat
        if (!jdkSimdSort(keyBytes) && (threads <= 1 || !commonPoolParallel())) return JDK_BELOW_SCALAR;
        if (threads <= 1) return JDK_ONE_THREAD ? Long.MAX_VALUE : 0;
        if (threads < JDK_FEW_THREADS && commonPoolParallel()) {
            return keyBytes == 4 ? JDK_MIN_FEW_32 : threads >= JDK_FEW_THREADS_64 ? JDK_MIN_FEW_64 : JDK_MIN_FEWER_64;
        }
        return keyBytes == 4 ? threads >= JDK_MANY_THREADS_32 ? JDK_MIN_MANY_32 : JDK_MIN_32
                : Math.max(JDK_MIN_64, (long) threads * JDK_KEYS_PER_THREAD_64);
    }

    /**
     * The one-level sort on a spinning team ({@code TeamSortInt} and its siblings, {@link SpinTeam}) takes the
     * keys-only sorts of unstructured input that the hybrid would hand to {@code Arrays.parallelSort}, with at
     * least {@link #teamMinThreads} threads, from {@link #teamMin} keys up to below TEAM_MAX. {@code parallelSort}
     * and the engine hand each phase to a fork/join pool whose idle workers park, and pay their wake-up per phase:
     * on 16 cores (H100 host, eighteenth session, `PhaseProbe`) a classification of 2^16 keys took 0.34-0.39 ms,
     * about 35x its work. The team is woken once per sort and its members claim each phase's tasks (`SpinProbe`,
     * `int` uniform, 16 threads, k = 256, against the faster JDK sort: 2^16 0.27 vs 0.64 ms, 2^18 0.51 vs 1.49,
     * 2^20 1.82 vs 4.97). From 2^22, where the engine starts, it did not beat the engine (16 cores, `int`, `long`,
     * `float`, `double` x uniform, gaussian, staggered, zipf, 2^22-2^25, team against engine in alternating runs:
     * within the noise or behind, `int` uniform 2^24 41.7 vs 29.9-36.0 ms), so TEAM_MAX = 2^22. With 4 cores it
     * lost to {@code parallelSort} (`SpinProbe` on `taskset` 4 cores: 2^16 0.43 vs 0.38 ms, 2^18 1.59 vs 1.09):
     * many threads only. It needs the JDK's intrinsic for its leaves ({@link #JDK_SIMD_SORT}).
     * <p>8 threads (8 of the H100 host's 16 cores by {@code taskset}, sixty-seventh session, the preset at 2^14 and
     * 2^18, every distribution; the faster JDK sort over ours): with the team's routes from 12 threads (the policy
     * until then) 8-core machines had the one-thread routes and the JDK's calls, 16 of 64 `int` / `long` cells below
     * 0.95x (`long` organ pipe 2^18 0.45x, where {@code Arrays.sort} took 1.41 ms and ours, {@code parallelSort} of
     * the runs, 3.15; uniform 2^14 0.79x; `int` organ pipe 2^18 0.51x, uniform 2^14 0.71x) and `int+int` 2^14 5 of 16
     * (gaussian 0.82x, few256 0.81x); from 8 threads (call E) `long` 0 of 32 (organ pipe 2^18 9.5x, uniform 2^14
     * 1.12x), `int+int` 2^14 0 of 16 (its packed words are 64-bit), `int` 8 of 32: its run shapes and few values
     * gained (organ pipe 2^18 5.3x, sawtooth 2^14 2.3x, few256 2^18 2.3x) but unstructured `int` keys on the team
     * lost to {@code parallelSort}'s intrinsic (uniform, gaussian, zipf 2^18 0.76-0.77x, where {@code parallelSort}
     * on both sides read 0.97-1.00x). Hence 8 threads for everything but unstructured 32-bit keys' sorts on the team
     * (and their quarters and clustered check: teamThreads), which keep 12, {@link #teamMinThreads32}. That
     * combination was not measured as one on 8 cores: each cell's route is one of the two measured, and `float` /
     * `double` keys were not measured on 8 cores with the team (their 64-bit / 32-bit rules follow `long` / `int`).
     * Since the sixty-eighth session the team's routes for structured input (run merges, few-values counts and
     * scatters) start earlier, at {@link #teamStructureMinThreads}; the rule above is the team's sorts'.
     */
    private static volatile int teamMinThreads = POLICY.team().minThreads();

    /**
     * Unstructured 32-bit keys sort on the team (and in its quarters) from this many threads (see
     * {@link #teamMinThreads}: 8 threads lost with `int` keys, 16 won); {@code float} keys with duplicates from
     * teamMinThreads ({@link #teamSortsFloatDuplicates}).
     */
    private static volatile int teamMinThreads32 = POLICY.team().minThreads32();

    /**
     * The team's routes for structured input — run merges and the one-run check after the run probe
     * ({@link #teamMayMerge}), the few-values count and fill
     * ({@link #teamCounts}), the count by hash and FewScatter's passes ({@link #teamScatters}) — from this many
     * threads: linear passes, where the JDK merges runs on one thread (or, in parallelSort, with merges that gained
     * nothing on 4 cores) and sorts few values as any keys. 4 cores (`taskset` on the H100 host, sixty-eighth session, call C against call B:
     * every team route from 4 threads, `bench --preset cpu-vs-jdk --sizes 2^14,2^15` every key type and
     * distribution, and 2^18 `int` / `long`): sawtooth 2^14 / 2^15 1.58-2.06x the faster JDK sort (0.85-1.01x on
     * parallelSort), `int` organ pipe 2^18 4.15x (1.00x), few16 2^18 2.25x (0.74x on Arrays.sort). There the team's
     * sort of unstructured 64-bit keys lost to parallelSort's quicksort (`long` / `double` uniform 2^15 0.86x /
     * 0.78x, nearly sorted 2^15 0.63-0.65x), so the team's sorts keep {@link #teamMinThreads}. This rule (call D,
     * 4 cores): run shapes, few values, nearly sorted and uniform `int` / `long` keys at 2^14 / 2^15 / 2^18 2 of 54
     * cells below 0.95x (few256 0.93-0.94x, the JDK's sort both sides), sawtooth 1.51-1.60x, organ pipe 2^18
     * 3.63-3.90x, few16 2^18 1.97-2.46x; pairs' sawtooth, few values and organ pipe 0 of 13 (6 cores `float+int`
     * sawtooth 2^14 1.29x, 0.73x before). 3 threads since the seventieth session (3 cores, calls A-C, from 3 against
     * from 4): `int` / `long` sawtooth 2^16 / 2^18 2.28-3.90x (0.95-0.99x on parallelSort's merges), organ pipe 2^18
     * 3.05-3.56x (0.98-0.99x), few16 2^18 1.81-2.14x (0.82-0.88x), almostsorted 2^16 / 2^17 1.48-1.78x (0.96-0.99x);
     * `float` / `double` 2^14-2^18 nine distributions 1 of 54 cells below 0.95x (4 of 54), pairs `int+int` /
     * `long+int` 0 of 33 (2 of 34).
     */
    private static volatile int teamStructureMinThreads = POLICY.team().structureMinThreads();

    /** Whether {@code threads} threads take the team's routes for structured input (see teamStructureMinThreads). */
    private static boolean teamStructure(int threads) {
        return threads >= teamStructureMinThreads && threads >= 2;
    }

    private static volatile int teamMin = POLICY.team().min();

    /** The team's smallest input of keys other than int ({@link #teamMin}). */
    static int teamMin() { return teamMin; }

    /** The team's sorts' threads for 64-bit keys ({@link #teamMinThreads}). */
    static int teamMinThreads() { return teamMinThreads; }

    /** The team's sorts' threads for unstructured 32-bit keys ({@link #teamMinThreads32}). */
    static int teamMinThreads32() { return teamMinThreads32; }

    static int teamMinInt() { return teamMinInt; }

    /**
     * {@link #teamMin} for int keys. The team starts at 2^15 for the other key types and for the packed route's
     * pairs, whose {@code Arrays.sort} at 2^15 (0.4-0.6 ms on 16 cores for 64-bit words) is slow enough for the
     * team to win; int keys' intrinsic is not (twentieth session, call B, the preset's 2^14 and 2^15 cells with the
     * team from 2^14, 2^15 and 2^16 in alternating JVMs: from 2^15, `long` 1.13-1.51x the faster JDK sort at 2^15,
     * `double` 1.01-1.37x, `int+int` 1.04-1.34x, `float` 1.16-1.32x on six distributions, where they read 0.59-1.0x
     * on the JDK's sorts; `int` 0.74-1.01x on the team. From 2^14 the team lost at 2^14 on 21 of 44 cells. `float`
     * keys whose sample shows duplicates stay on Arrays.sort below jdkSequentialBelow: few256 0.82x on the team).
     */
    private static volatile int teamMinInt = POLICY.team().minInt();

    static final int TEAM_MAX = POLICY.team().max();

    /** log2 of the team sort's buckets at most (see TeamSort, {@link #teamLogBuckets}). */
    static final int TEAM_LOG_BUCKETS = POLICY.team().logBuckets();

    /**
     * The team sort's buckets aim at about 2^TEAM_LEAF_LOG keys each below 2^(TEAM_LOG_BUCKETS + TEAM_LEAF_LOG)
     * keys: fewer buckets, a shallower tree and fewer, longer leaves. 16 cores (H100 host, fifty-fourth session,
     * `TeamKProbe`, TeamSort alone at k = 64 / 128 / 256 in interleaved rounds, two JVMs, over `parallelSort`):
     * 2^15 `long`/`double`/`int`/`float` uniform, staggered, zipf 1.37-1.96x / 1.33-1.84x / 1.08-1.49x; 2^16
     * 1.55-2.65x / 1.55-2.78x / 1.24-2.29x; 2^17 k = 64 and 128 alike (1.19-2.26x), 256 behind (1.13-2.03x); from
     * 2^18 the three within a few percent (256 ahead on staggered 2^20, 1.43-1.45x against 1.20-1.24x at 64), and
     * k = 256 had beaten 64 and 1024 from 2^18 to 2^22 (`SpinProbe`). Below (the same probe, k = 16 / 32 / 64 over
     * the faster JDK sort): 2^15 1.13-2.03x / 1.21-2.37x / 1.22-2.24x; 2^14 1.29-2.10x / 1.28-2.37x / 1.12-2.24x;
     * 2^13 0.86-1.82x / 0.77-1.82x / 0.64-1.78x (the quarters there 1.09-1.89x).
     */
    static final int TEAM_LEAF_LOG = 10;

    /** The fewest team buckets: 2^5 (see TEAM_LEAF_LOG: k = 32 led at 2^14 and matched 64 at 2^15). */
    static final int TEAM_MIN_LOG_BUCKETS = 5;

    /** log2 of the team sort's buckets for n keys (TEAM_LEAF_LOG): 5 up to 2^15, 6 at 2^16, 7 at 2^17, then TEAM_LOG_BUCKETS. */
    static int teamLogBuckets(int n) {
        int lg = 31 - Integer.numberOfLeadingZeros(n);
        return Math.clamp(lg - TEAM_LEAF_LOG, Math.min(TEAM_MIN_LOG_BUCKETS, TEAM_LOG_BUCKETS), TEAM_LOG_BUCKETS);
    }

    /**
     * The team sort's classification and scatter in up to this many slices per member, each at least TEAM_SLICE_MIN
     * keys. With one slice per member a member that woke late, or whose core was taken for a while, held the phase
     * up by a whole slice while the others waited: 16 cores, twenty-ninth session, call B (`TeamPhaseProbe`, per
     * phase the wall time against the members' summed work / 16), `int` zipf 2^20 classification 1.46-1.66 ms wall
     * against 0.90-0.95 of work, scatter 0.74 against 0.47; with 4 slices a member 0.71-1.04 against 0.58-0.80 and
     * 0.44-0.53 against 0.35-0.41, the sort (phases alone) 3.2-3.8 ms against 2.05-2.8; 2 and 8 slices between
     * or worse. The offsets (the prefix sum) are a phase of their own for every slicing: with it only where a
     * member had several slices, the first sorts of a type with several (2^19) after sorts with one ran 2x slow
     * through whole benchmark cells (calls C and D: `float`/`long`/`double` zipf 2^19 0.66-0.90x parallelSort in
     * 7 of 8 readings), where one code path for both read 1.42-1.89x (call E, the bench at 2^16-2^21, 4 against 1
     * slice a member and the build before, alternating JVMs: `int` zipf 2^20-2^21 1.08-1.15x against 0.81-0.98x
     * before; 1 slice a member 1.02-1.15x).
     */
    static final int TEAM_SLICES_PER_MEMBER = POLICY.team().slicesPerMember();

    static final int TEAM_SLICE_MIN = POLICY.team().sliceMin();

    /**
     * Where the JDK's sort of the keys' width is scalar and would run on one thread ({@code long}/{@code double} on
     * AMD Zen 4 and AVX2-only CPUs, every width without an intrinsic; a one-worker common pool, as on two cores, where
     * {@code parallelSort} is that sort too), unstructured keys from TEAM_SCALAR_MIN up to below TEAM_SCALAR_BELOW,
     * which went to {@code Arrays.sort} (below {@link #ENGINE_MIN_SCALAR}) or to the engine, take the team sort on a
     * team of every thread, its buckets about 2^TEAM_SCALAR_LEAF_LOG keys ({@link #teamScalarLogBuckets}): the
     * caller classifies and scatters with the other member, and the two claim the buckets, each sorted by the JDK's
     * scalar sort, whose n log n shrinks with the bucket. A member late to wake (in a fresh JVM the JIT's compiler
     * threads hold the other core) leaves its share to the caller: then the sort takes about the JDK's time.
     * Fifty-second session, 2-core Zen 4 VM ({@code TeamProbe}: eight inputs in turn, the algorithms interleaved,
     * medians of 31 runs, ms, {@code Arrays.sort} / team with k buckets / the route before): {@code long} uniform
     * 2^11 0.062 / 0.045 (k = 16; k = 8 0.053) / 0.066, 2^12 0.145 / 0.105 (k = 16), 2^13 0.314 / 0.200 (k = 64),
     * 2^14 0.699 / 0.448, 2^16 3.16 / 1.24 (k = 256; k = 64 1.37), 2^18 14.1 / 4.9, zipf 2^16 2.38 / 0.72; from 2^19,
     * against the engine: {@code long} uniform 2^19 30.0 / 8.8 (k = 1024) / 16.3, 2^20 63.3 / 18.9 / 27.2, 2^21 132 /
     * 40.3 / 44.6; {@code double} uniform 2^20 85.2 / 25.5 / 32.1, 2^21 177 / 55.3 / 52.5 (hence below 2^21); zipf
     * and gaussian alike. From 2^12, where the run scan and the nearly sorted route come first on this route: at 2^11
     * the team had unstructured keys 1.1-1.9x faster (k = 16) but took run-structured ones the JDK's sort finishes
     * fast there (the preset, 2^11: organ pipe 0.17-0.20x, sawtooth 0.34-0.40x, almost sorted 0.51-0.54x); at 2^10 it
     * lost (k = 4 to 16: 0.65-0.94x).
     */
    static final int TEAM_SCALAR_MIN = POLICY.team().scalarMin();

    /**
     * The packed key-value route's words on the scalar team ({@link #TEAM_SCALAR_MIN}): nearly sorted ones (the
     * nearly sorted probe's windows; pairs have no route of their own for them) only from this many pairs. 2-core
     * Zen 4 VM, fifty-second session, the preset's almostsorted pairs on the team: 2^12 0.74-0.78x the JDK's sort of
     * the packed words (`int+int`, `float+int`, `int+long`), 2^14 1.01-1.42x, 2^16 1.42-1.98x.
     */
    static final int KV_TEAM_SCALAR_NEARLY_SORTED_MIN = 1 << 14;

    /**
     * With the team's threads ({@link #teamMinThreads}), a parallel pool and the JDK's SIMD sort of the width,
     * unstructured keys from SPLIT_MIN (32-bit keys: SPLIT_MIN_32) up to below SPLIT_BELOW, which went to
     * {@code Arrays.sort} or, value-clustered, to {@code parallelSort} (below the team's sizes) or to the team (at
     * 2^15; since the fifty-fourth session the team goes first where its route applies, and from SPLIT_TEAM_MIN it
     * takes the quarters' keys too), are sorted in quarters by the calling thread and three pool workers ({@code SplitSortLong} and its
     * siblings; the probe's figures there). Fifty-third session, 16 cores (H100 host, `QuarterProbe`, two JVMs, the
     * faster JDK sort over each, helpers asked before the pass): 2^12 `long` 1.02-1.32x, `double` 1.08-1.36x,
     * `float` 0.98-1.10x (the route before: 0.90-0.99x, 0.88-1.00x, 0.90-0.98x), `int` 0.75-0.96x (0.89-1.01x);
     * 2^13 `int` 1.01-1.33x (0.94-1.00x), the others 1.09-1.56x; 2^14 1.27-2.04x, `int` zipf and few256
     * 0.98-1.18x; 2^15 1.19-1.68x, where the team read 0.74-1.35x; 2^11 every type 0.21-0.99x. The preset (call C,
     * two JVMs, 2^12-2^15): 4 of 452 cells below 0.95x, `float` 2^12 uniform, gaussian and few256 0.92-0.93x in one
     * JVM (hence 2^13 for 32-bit keys) and `float` staggered 2^14 0.84x on {@code parallelSort}'s route (1.00x in
     * the other; value-clustered keys in quarters since); every `long` and `double` cell 0.95-3.47x, unstructured
     * ones 1.03-1.83x. Fifty-second session (helpers asked after the pass; 64-bit keys only, `double` from 2^14):
     * the preset in two JVMs, 2^14 `long` 1.17-1.71x, `double` 0.97-1.36x; 2^13 `long` 0.98-1.13x, `double`
     * 0.90-1.06x; 2^12 `long` 0.91-1.05x, `double` 0.76-0.94x. Pairs' packed words too where the pairs' run scan
     * found no runs at all, from KV_SPLIT_MIN ({@code SampleSortIntInt.packed}).
     */
    static final int SPLIT_MIN = POLICY.team().splitMin();

    /**
     * {@link #SPLIT_MIN} for 32-bit keys: their intrinsic sorts 2^12 keys in 20-40 us on 16 cores, about the
     * quarters' time with the helpers' wake-up.
     */
    static final int SPLIT_MIN_32 = POLICY.team().splitMin32();

    /**
     * Value-clustered keys (the probe's {@code clustered}: staggered) go in quarters only below this size; from it
     * they keep their routes, the team's sort (64-bit and {@code float} keys) or {@code parallelSort}
     * (CLUSTERED_SMALL_MIN_INT), which merges pieces that hardly overlap. 16 cores, `staggered` 2^15, the faster JDK sort over ours: in quarters
     * `long` 0.85-1.05x, `double` 0.93-1.11x, `int` 0.87-1.16x, `float` 1.00-1.17x (fifty-third session, calls C-E,
     * four JVMs; {@code parallelSort} the faster JDK sort in each); on the team 1.12x, 1.12x, {@code parallelSort}
     * 0.99x, the team 1.16x (fiftieth session). At 2^14 the quarters read 1.03-1.51x.
     */
    static final int SPLIT_CLUSTERED_BELOW = 1 << 15;

    /**
     * The packed words of unstructured pairs go in quarters (SPLIT_MIN's rule) from this many pairs: at 2^12 the
     * packing and unpacking, the same on both sides, leave the quarters' gain within the noise. 16 cores, fifty-third
     * session, calls C, D and I, `int+int`/`float+int` 2^12 in quarters: uniform, gaussian, bucket 0.96-1.20x, few256
     * 0.92-1.09x, zipf 0.93-1.06x; on {@code Arrays.sort} (fifty-second session, call F) 0.97-1.10x and 0.99-1.06x.
     */
    static final int KV_SPLIT_MIN = 1 << 13;

    /**
     * Where SplitSort applies, from this many keys the team's sort (its buckets by size: 32 at 2^14-2^15) takes them
     * instead: 16 cores (H100 host, fifty-fourth session, `TeamKProbe`, two JVMs, over the faster JDK sort), the team
     * at 2^14 1.28-2.37x against the quarters' 1.13-1.79x, ahead in 15 of 16 cells (`long` uniform 1.36-1.38x
     * against 1.76-1.77x the exception), at 2^15 (`int` keys, whose team route starts at teamMinInt) 1.57-2.37x against
     * 0.91-1.45x; at 2^13 the quarters led (team 0.64-1.82x, quarters 1.09-1.89x). The team's own route from 2^14
     * lost the sequential route's nearly sorted and few-values routes (call G: `int` almostsorted 2^14 2.41x ->
     * 1.09x, few16 1.20x -> 0.93x): hence the team here, after those checks.
     */
    static final int SPLIT_TEAM_MIN = POLICY.team().splitTeamMin();

    /** Whether SplitSort's keys of this size go to the team's sort instead ({@link #SPLIT_TEAM_MIN}). */
    static boolean splitOnTeam(int n, int threads, int keyBytes, boolean fp) {
        return SPLIT_TEAM_MIN > 0 && n >= SPLIT_TEAM_MIN && splitSorts(n, threads, keyBytes, fp);
    }

    /** For tests: whether SplitSort applies at all (the routes it shadows, value-clustered keys to parallelSort). */
    private static volatile boolean split = true;

    /** For tests: turns SplitSort off (false) or back on (true). */
    static void setSplit(boolean on) {
        split = on;
    }

    /** See {@link #SPLIT_MIN}: the quarters' sizes end below this many keys. */
    static final int SPLIT_BELOW = POLICY.team().splitBelow();

    /**
     * Whether n unstructured keys of this width ({@code fp}: floating point) that the sequential JDK route or the
     * team would sort go to SplitSort.
     */
    static boolean splitSorts(int n, int threads, int keyBytes, boolean fp) {
        int min = keyBytes == 4 ? SPLIT_MIN_32 : SPLIT_MIN;
        return hybrid && split && min > 0 && n >= min && n < SPLIT_BELOW && teamThreads(threads, keyBytes)
                && jdkSimdSort(keyBytes) && commonPoolParallel();
    }

    /** See {@link #TEAM_SCALAR_MIN}: the team's scalar sizes end below this many keys (0: never). */
    static final int TEAM_SCALAR_BELOW = POLICY.team().scalarBelow();

    /** See {@link #TEAM_SCALAR_MIN}: log2 of the keys a bucket of the scalar team's sort should hold. */
    static final int TEAM_SCALAR_LEAF_LOG = POLICY.team().scalarLeafLog();

    /**
     * The fewest and most buckets (log2) of the scalar team's sort: k = 16 at 2^12 keys (at 2^11 and 2^12 16 buckets
     * beat 8 and 4: 2^12 1.55-2.33x {@code Arrays.sort} against 1.47-1.98x and 1.32-1.68x), 1024 from 2^18 (2^19-2^21: 1024 buckets beat 256 by
     * 12-18%; more were not tried).
     */
    static final int TEAM_SCALAR_MIN_LOG_BUCKETS = 4, TEAM_SCALAR_MAX_LOG_BUCKETS = 10;

    /**
     * Whether n unstructured keys of this width, which the hybrid would hand to the JDK's scalar sort on one thread
     * or to the engine, go to the team sort on a team of {@code threads} members ({@link #TEAM_SCALAR_MIN}).
     */
    static boolean teamScalar(int n, int threads, int keyBytes) {
        return hybrid && threads >= 2 && !jdkSimdSort(keyBytes) && !commonPoolParallel() && n >= TEAM_SCALAR_MIN
                && n < TEAM_SCALAR_BELOW;
    }

    /** log2 of the scalar team sort's buckets for n keys: buckets of about 2^TEAM_SCALAR_LEAF_LOG keys. */
    static int teamScalarLogBuckets(int n) {
        return Math.clamp(31 - Integer.numberOfLeadingZeros(n) - TEAM_SCALAR_LEAF_LOG, TEAM_SCALAR_MIN_LOG_BUCKETS,
                TEAM_SCALAR_MAX_LOG_BUCKETS);
    }

    /**
     * Where the JDK's sort of the keys' width is the SIMD intrinsic and would run on one thread (a one-worker common
     * pool, as on two cores, where {@code parallelSort} is that sort too), unstructured keys from TEAM_SIMD_MIN, which
     * went to {@code Arrays.sort} (below {@link #jdkBelow}) or to the engine, take the team sort on a team of every
     * thread, its buckets about 2^TEAM_SIMD_LEAF_LOG keys and at most 2^TEAM_SIMD_MAX_LOG_BUCKETS
     * ({@link #teamSimdLogBuckets}): the two members share the classification and the scatter, then each bucket is
     * sorted by the intrinsic, whose n log n shrinks with the bucket. Keys whose 128-key sample shows duplicates
     * (fewer than {@link #RANDOM_DISTINCT_MIN} values: few256, zipf) keep the JDK's sort where no wider count has
     * looked at them first (the sequential route's sizes; the team lost few256 there), 32-bit ones everywhere (zipf:
     * see {@link #TEAM_SIMD_MIN_32}); the engine route's 64-bit keys with duplicates its count left (zipf) take the
     * team (`long` zipf 2^22 1.69x, `double` 1.38x, the preset). Fifty-fifth session, 2-core
     * AMD Zen 5 VM (the JDK's AVX-512 sort for every width; {@code TeamProbe}: eight inputs in turn, the algorithms
     * interleaved, medians; {@code Arrays.sort} over the team with k = 2^5 to 2^12 buckets): {@code int} uniform 2^14
     * 0.38-0.51x, 2^15 0.50-0.86x, 2^16 0.62-0.97x (two JVMs), 2^17 0.83-1.08x, 2^18 1.40-1.51x, 2^20 1.52-1.59x,
     * 2^22 1.31-1.53x, 2^24 1.33-1.61x; {@code float} uniform 2^18-2^24 1.19-1.48x; {@code int} zipf 2^18-2^24
     * 1.03-1.30x, few256 2^18 0.74-0.89x; {@code long} uniform 2^16 0.80-0.92x, 2^17 1.10-1.30x, 2^18 1.89-2.07x,
     * 2^20 1.62-2.17x, {@code double} 2^18-2^20 1.49-1.85x, {@code long} few256 2^17-2^19 0.60-1.02x, bucket 2^19
     * 5.2x (the JDK's merges of its thousand runs). Against the engine, where the hybrid took it ({@code Arrays.sort}
     * / team / engine, ms): {@code int} uniform 2^25 254 / 142 / 192, 2^26 508 / 281 / 354, {@code float} 2^26
     * 556 / 369 / 422, {@code int} zipf 2^25 164 / 127 / 159, {@code long} uniform 2^22 46.3 / 22.9 / 35.8, 2^24
     * 201 / 96 / 111, {@code double} 2^24 217 / 116 / 137. On Zen 4 (the fifty-second session's VM: the JDK's AVX2
     * sort for 32-bit keys, scalar 64-bit) the team read {@code int} uniform 1.24-1.56x at 2^16-2^20 (its 64-bit keys
     * take {@link #TEAM_SCALAR_MIN}'s rule).
     */
    static final int TEAM_SIMD_MIN = POLICY.team().simdMin();

    /**
     * {@link #TEAM_SIMD_MIN} for 32-bit keys, whose intrinsic sorts twice the lanes: over the session's hours on the
     * same VM the team's lead over it at 2^18 moved between 1.40-1.51x and 0.93-1.09x ({@code int} uniform, k = 64 to
     * 256; the JDK's time the same, the team's 1.03 ms against 1.34-1.42), at 2^20 between 1.52-1.59x and
     * 1.13-1.27x, while 64-bit keys kept 1.28-1.43x at 2^18 in the slow hours. `int` zipf moved so from 1.06-1.30x
     * to 0.85-0.98x at 2^20: 32-bit keys whose sample shows duplicates keep the JDK's sort. (Two threads sorting
     * apart scaled 1.89-1.93x in a slow hour: not a shared core; not explained.)
     *
     * <p>On an Intel processor (the JDK's AVX-512 sort of 32-bit keys faster than AMD's) the size moved: with the
     * JDK's sort on the team's leaves (to the seventy-sixth session) the team only about matched {@code Arrays.sort}
     * there (the preset's uniform, gaussian, zipf, staggered keys: 2-core Intel Xeon VM, three JVMs, 2^20
     * 0.73-1.08x, 2^21 0.93-1.21x, 2^22 0.87-1.40x; 2 cores ({@code taskset}) of the 16-core Xeon host, four JVMs,
     * 2^20 0.72-1.30x, 2^21 0.84-1.32x, 2^22 0.80-1.39x): never, then. With the leaves radix-sorted by their bits
     * (RadixLeafFloat, seventy-seventh session; 2 cores of the host, two JVMs each: 2^20 0.26-1.02x, 2^21
     * 0.97-1.10x, 2^22 0.92-1.40x, 2^23 1.02-1.41x, 2^24 1.08-1.56x): 2^23. With the destinations read before they
     * are written ({@link #touch}, seventy-ninth session; 2 cores of the host, one JVM each way, uniform / gaussian /
     * staggered 1.25 / 1.23 / 1.26x at 2^21 and 1.49 / 1.23 / 1.49x at 2^22, where the JDK's sort on both sides read
     * 0.79-1.02x): 2^21. Eightieth session, from 2^20 as elsewhere: the local VM (harness {@code Tt}, the team's
     * sort and {@code Arrays.sort} in turn) 1.05-1.47x at 2^20 in three JVMs; 2 cores of the host (call B, the preset
     * at 2^20 every distribution, two JVMs each way, alternated): uniform / gaussian / staggered 1.12-1.15x /
     * 1.10-1.13x / 1.14-1.15x, where the JDK's sort on both sides read 0.97x / 0.97-1.00x / 0.97-0.98x; 0 of 64
     * cells below 0.95x either way (2^21 / 2^22 with 2^21 before it, every distribution, the same call: 0 of 32).
     */
    static final int TEAM_SIMD_MIN_32 = POLICY.team().simdMin32();

    /**
     * {@link #TEAM_SIMD_MIN_32} for int keys where the team's buckets are radix-sorted ({@link #RADIX_LEAF}), zipf
     * too. 2 cores (dev VM, Zen 5, sixty-third session, the preset, two JVMs each way in turn, the team's minimum at
     * 2^20 / lowered, the faster JDK sort over ours): from 2^16, `int` 2^17 uniform / gaussian / staggered / bucket /
     * zipf 1.00x (Arrays.sort both sides) against 1.24-1.36x, 2^18 against 1.22-8.64x (bucket: the JDK's sort 9.3 ms),
     * 2^19 against 1.58-7.90x, 2^16 against 1.20-1.29x (zipf 1.23-1.25x); from 2^12, 2^16 bucket 1.01 / 1.21x, zipf
     * 1.00-1.03x, organ pipe 1.65x against 2.06-2.46x (its run merge's route), 2^15 bucket 0.82 / 1.05x, zipf 0.95 /
     * 0.98x, 2^14 and below 0.45-0.96x: hence 2^17 then; 2^19 since the ninety-ninth session, where a Zen 5 VM read
     * the team at 2^17-2^18 0.79-1.65x, below 0.95x in three of four JVMs (CpuPolicy.Team.SIMD_MIN_INT). Float keys keep TEAM_SIMD_MIN_32 (measured without radix leaves:
     * from 2^16 they read 1.16-1.34x in one JVM and bucket 2^16 / 2^17 0.88 / 0.89x in the next; their leaves are
     * radix-sorted too since the seventy-seventh session, RADIX_LEAF_FLOAT). On an Intel processor the default is
     * 2^20 (2^21 from the seventy-sixth to the seventy-ninth session) and zipf-like int keys never take this team
     * (CpuPolicy.Team.INTEL_SIMD_MIN_INT and INTEL_SIMD_MIN_INT_DUPLICATES: a 2-core Intel Xeon VM and 2 cores of
     * the 16-core Xeon host).
     */
    static final int TEAM_SIMD_MIN_INT = POLICY.team().simdMinInt();

    /**
     * Where {@link #TEAM_SIMD_MIN_INT} applies, int keys whose 128-key sample shows duplicates and whose wider sample
     * shows zipf's tail (no few values to count) take the team from this many keys; below, the JDK's sort. The
     * sixty-third session had measured zipf on the team 1.23-1.25x at 2^16 and about 1.24-1.36x at 2^17 on a Zen 5
     * VM; on the dev VM's Zen 4 (seventieth session, 2 cores, the preset's `int` zipf in JVMs of their own) it read
     * 0.55-0.88x at 2^17, 0.72-1.34x at 2^18 and 0.81-1.41x at 2^19 (an interleaved loop's steady state: 0.83-0.91x,
     * 0.97-1.11x, 1.15x), 1.10-1.46x from 2^20, where the sixty-third session's 1.23-1.50x for zipf-like keys began
     * too. The first sizes where a JVM's team meets zipf pay its compilation beside the sort on two cores (one cell's
     * runs 5.3 or 8.7 ms at 2^20 in turn): with this minimum at 2^18 / 2^19 / 2^20 (`int` zipf and uniform, 2^16-2^21,
     * three JVMs each) 3 / 0 / 1 of 18 zipf cells read below 0.95x (2^19: 1.16-1.28x, 2^17-2^18 0.96-1.00x on the
     * JDK's sort); uniform keys keep TEAM_SIMD_MIN_INT. 0: from TEAM_SIMD_MIN_INT.
     */
    static final int TEAM_SIMD_MIN_INT_DUPLICATES = POLICY.team().simdMinIntDuplicates();

    /**
     * Where the JDK's sort is sequential beside the two-thread team (2 cores) and its 64-bit sort is the SIMD one,
     * {@code long} keys from this many whose 128-key sample shows duplicates (fewer values than RANDOM_DISTINCT_MIN)
     * and which the few-values count refused (zipf: its wider sample shows too many values) take the team, not
     * {@code Arrays.sort}; below, and double keys, the JDK's sort (teamSimdMinLongDuplicates; 0: never). The H200
     * host's Xeon on 2 cores (ninetieth session, call C, two JVMs each, interleaved, the faster JDK sort over ours):
     * `long` zipf on the team 2^17 0.82-0.87x (0.97x on Arrays.sort), 2^18 1.12-1.16x (0.98-1.00x), 2^19
     * 1.10-1.29x (0.94-0.97x), 2^20 1.26-1.51x (0.98-0.99x); `double` zipf on the team 2^18 0.94-1.04x, 2^19
     * 0.95-0.97x, 2^20 1.03-1.14x against 0.97-1.03x on Arrays.sort, hence long keys only.
     */
    static final int TEAM_SIMD_MIN_LONG_DUPLICATES = POLICY.team().simdMinLongDuplicates();

    /**
     * Where the team's sort would take keys (the JDK's SIMD sort of their width on one thread beside a team of two: 2
     * cores), keys that the scans, the counts and that team leave (below its sizes; with duplicates it refuses) are
     * sorted in two halves around one splitter, one half per member ({@code HalvesLong} and its siblings): one
     * branch-free pass of each half into a buffer, then each member's side copied back and sorted by the JDK's sort
     * (route HALVES); 64-bit keys from this many ({@code samplesort.cpu.teamHalvesMin}; 0: never), 32-bit keys from
     * HALVES_MIN_32. Keys whose 128-key sample shows duplicates only where the few-values count refused them for too
     * many values (zipf; a few hundred values with a key outside them keep the JDK's sort, whose partitions of equal
     * keys are cheap), from HALVES_MIN_DUPLICATES: 2^16 since the hundred-and-seventeenth session (2^17 before), where
     * the splitter moves into the half of the sample that repeats keys (Halves.SKEW_SHIFT). The 2-core dev VM, the
     * preset's zipf, six JVMs each: 2^16 on the halves `long` 0.99-1.15x, `double` 0.96-1.27x, where the JDK's sort
     * behind the probes read 0.96-0.98x / 0.97-0.99x in eight; 2^15 on the halves 0.86x / 0.92-0.94x (two JVMs)
     * against 0.90-0.97x / 0.94-0.99x: 2^15 keeps the JDK's sort. 2 cores ({@code taskset}) of the H200 host's Xeon
     * (device calls a-c): 2^16 on the halves 1.12-1.28x / 1.12-1.38x, on the JDK's sort 0.98x / 0.95-0.98x; 2^15 on
     * the halves 1.09-1.18x / 1.04-1.15x in five JVMs, on the JDK's sort 0.92-0.96x / 0.95-0.98x in seven: on an Intel
     * processor 2^15 (CpuPolicy.Team.INTEL_HALVES_MIN_DUPLICATES; its cores are the Xeon's own, where the dev VM's
     * two vCPUs share more: a member spinning beside the JDK's one-thread sort slowed it by 3-8% there). 32-bit keys
     * from 2^15 on Intel too (CpuPolicy.Team.INTEL_HALVES_MIN_32; hundred-and-eighteenth session, 2 cores of the
     * Xeon, call b, `int` / `float` uniform, gaussian, bucket, staggered 2^15, three JVMs each way in turn: in halves
     * 0.967-1.346x, on the JDK's sort behind the probes 0.938-0.987x, 4 of 24 below 0.95x); on the dev VM the halves
     * lose there (`int` uniform 2^15 227-233 us against `Arrays.sort`'s 209-215, harness `H7`).
     */
    static final int HALVES_MIN = POLICY.team().halvesMin();

    /**
     * Below this many 64-bit keys ({@code samplesort.cpu.teamHalvesBelow}) the halves ({@link #HALVES_MIN}) come before
     * the two-thread team's sort, which takes them from teamSimdMin / teamSimdMinDouble / TEAM_SIMD_MIN_LONG_DUPLICATES
     * on; many runs (the generator's bucket input: RUNS_SIMD's keys) keep that team (4.7-5.3x the JDK's sort there,
     * 3.1-3.9x on RUNS_SIMD). Hundred-and-sixteenth session, the preset, that team and the halves (the team off) in
     * turn, two JVMs each: the 2-core dev VM (Zen 5) `long` uniform / gaussian / staggered 2^17-2^20 1.12-1.76x /
     * 1.30-1.78x, zipf 1.07-1.34x / 1.09-1.27x (the team ahead at 2^19-2^20), `double` 1.01-1.59x / 1.13-1.70x;
     * 2 cores of the H200 host's Xeon `long` 1.09-1.71x / 1.40-1.84x, zipf 0.73-1.26x / 1.03-1.26x, `double`
     * 1.00-1.92x / 1.24-1.76x.
     */
    static final int HALVES_BELOW = POLICY.team().halvesBelow();

    /**
     * {@link #HALVES_BELOW} for {@code float} keys ({@code samplesort.cpu.teamHalvesBelow32}): 2^23 since the
     * hundred-and-seventeenth session (2^21 before). The hundred-and-sixteenth session's runs, that team and the
     * halves: the dev VM `float` 2^20-2^21 1.15-1.61x / 1.40-1.58x, 2^22 1.25-1.84x / 1.53-1.69x; 2 cores of the Xeon
     * (that team from 2^20 there) 0.77-1.62x / 1.17-1.66x. The hundred-and-seventeenth, the dev VM, the preset's
     * uniform / gaussian / staggered / bucket, two JVMs each way in turn, that team against the halves: 2^21
     * 1.19-1.44x / 1.53-1.74x, 2^22 1.44-1.82x / 1.53-1.79x, 2^23 1.31-1.95x / 1.32-1.82x (uniform and staggered
     * the team's by 0.02-0.62x); in the session's first two JVMs each way `float` uniform 2^21 read 0.905x / 1.277x
     * on that team, 1.646x / 1.633x in halves (the Xeon's team 0.865x in one JVM of the last session's).
     */
    static final int HALVES_BELOW_32 = POLICY.team().halvesBelow32();

    /**
     * {@link #HALVES_BELOW} for {@code int} keys ({@code samplesort.cpu.teamHalvesBelowInt}): 2^21, where that team's
     * buckets are radix-sorted (RADIX_LEAF). The hundred-and-sixteenth session, that team and the halves: the dev VM
     * `int` 2^19-2^20 1.10-1.60x / 1.37-1.69x, 2^21-2^22 1.55-2.12x / 1.56-1.77x; the hundred-and-seventeenth, the
     * preset's uniform / gaussian / staggered / bucket at 2^21-2^22, two JVMs each way: 1.38-2.52x / 1.25-1.61x. (2
     * cores of the Xeon, that team from 2^20 there, one JVM each way: 2^20-2^22 1.10-1.74x / 1.21-1.65x, the halves
     * ahead at 2^21-2^22 in five of six cells: a lead, not set.)
     */
    static final int HALVES_BELOW_INT = POLICY.team().halvesBelowInt();

    /**
     * Whether n keys of this width on {@code threads} threads may go to the halves before the two-thread team's sort
     * ({@link #HALVES_BELOW}): below its bound, where the halves apply to keys with or without duplicates.
     */
    static boolean halvesFirst(int n, int threads, int keyBytes, boolean intKeys) {
        return n < (keyBytes == 8 ? HALVES_BELOW : intKeys ? HALVES_BELOW_INT : HALVES_BELOW_32)
                && (halves(n, threads, keyBytes, false) || halves(n, threads, keyBytes, true));
    }

    /** See {@link #HALVES_MIN}: 32-bit keys in halves from this size (0: never). */
    static final int HALVES_MIN_32 = POLICY.team().halvesMin32();

    /** See {@link #HALVES_MIN}: keys with duplicates (zipf) in halves from this size (0: never). */
    static final int HALVES_MIN_DUPLICATES = POLICY.team().halvesMinDuplicates();

    /**
     * Keys whose 128-key sample shows duplicates go in halves ({@link #HALVES_MIN_DUPLICATES}) only where it shows at
     * least this many values: the generator's zipf shows 103-111, a handful of values (few16, runs of a few values)
     * fewer.
     */
    static final int HALVES_DISTINCT_MIN = 64;

    /** For tests: whether the halves apply at all. */
    private static volatile boolean halves = true;

    /** For tests: turns the halves off (false) or back on (true). */
    static void setHalves(boolean on) {
        halves = on;
    }

    /**
     * Whether n keys of this width on {@code threads} threads ({@code duplicates}: whose sample shows duplicates) may
     * be sorted in halves ({@link #HALVES_MIN}): a team of two, the JDK's SIMD sort of the width, the size.
     */
    static boolean halves(int n, int threads, int keyBytes, boolean duplicates) {
        int min = duplicates ? HALVES_MIN_DUPLICATES : keyBytes == 4 ? HALVES_MIN_32 : HALVES_MIN;
        return hybrid && halves && threads == 2 && min > 0 && n >= min && jdkSimdSort(keyBytes)
                && !commonPoolParallel();
    }

    /** Whether n long keys with duplicates the few-values count refused take the team (TEAM_SIMD_MIN_LONG_DUPLICATES). */
    static boolean teamSimdLongDuplicates(int n) {
        return TEAM_SIMD_MIN_LONG_DUPLICATES > 0 && n >= TEAM_SIMD_MIN_LONG_DUPLICATES && n >= FEW_WIDE_SEQUENTIAL_MIN;
    }

    /**
     * {@link #TEAM_SIMD_MIN} for double keys ({@code samplesort.cpu.teamSimdMinDouble}): 2^17 as {@code long} keys,
     * 2^18 on an Intel processor (CpuPolicy.Team.SIMD_MIN_64 and INTEL_SIMD_MIN_DOUBLE, where the reasons are). Its
     * own setting since the seventy-eighth session, when the team's {@code double} sort only about matched the JDK's
     * AVX-512 sort on Intel below 2^20 (2^20 there until the seventy-ninth session; the classification's double
     * clamp, which cost most of it, was taken out in the seventy-eighth).
     */
    private static int teamSimdMinDouble = POLICY.team().simdMinDouble();

    /** {@link #teamSimdMinDouble}'s value. */
    static int teamSimdMinDouble() { return teamSimdMinDouble; }

    /** For tests: double keys' minimum on the SIMD team (negative: back to the policy's value). */
    static void setTeamSimdMinDouble(int min) {
        teamSimdMinDouble = min < 0 ? POLICY.team().simdMinDouble() : min;
    }

    /** See {@link #TEAM_SIMD_MIN}: log2 of the keys a bucket of that team sort should hold. */
    static final int TEAM_SIMD_LEAF_LOG = POLICY.team().simdLeafLog();

    /**
     * The most buckets (log2) of the SIMD team's sort, 512 from 2^19 keys: 2^24-2^26 (Zen 5, 2 cores), {@code int} /
     * {@code float} 512 buckets beat 1024 by 8-13% and 2048 or 4096 by 11-18%, {@code long} / {@code double} at 2^24
     * alike (1024 ahead by up to 6% at 2^20, behind by 5% on {@code double} zipf at 2^24). More buckets cost the
     * scatter more open write streams; 2^17 keys a bucket still sort in the intrinsic's stride.
     */
    static final int TEAM_SIMD_MAX_LOG_BUCKETS = 9;

    /**
     * Whether n unstructured keys of this width, which the hybrid would hand to the JDK's SIMD sort on one thread or
     * to the engine, go to the team sort on a team of {@code threads} members ({@link #TEAM_SIMD_MIN}); keys of 8 bytes
     * are longs (the packed pairs' words too).
     */
    static boolean teamSimd(int n, int threads, int keyBytes, boolean intKeys) {
        return teamSimd(n, threads, keyBytes, intKeys, false);
    }

    /** {@link #teamSimd(int, int, int, boolean)}; {@code fpKeys}: float or double keys. */
    static boolean teamSimd(int n, int threads, int keyBytes, boolean intKeys, boolean fpKeys) {
        int min = keyBytes == 8 ? fpKeys ? teamSimdMinDouble : TEAM_SIMD_MIN
                : intKeys && RADIX_LEAF ? TEAM_SIMD_MIN_INT : TEAM_SIMD_MIN_32;
        return hybrid && threads >= 2 && jdkSimdSort(keyBytes) && !commonPoolParallel() && min > 0 && n >= min;
    }

    /** log2 of the SIMD team sort's buckets for n keys: buckets of about 2^TEAM_SIMD_LEAF_LOG keys. */
    static int teamSimdLogBuckets(int n) {
        return Math.clamp(31 - Integer.numberOfLeadingZeros(n) - TEAM_SIMD_LEAF_LOG, 1, TEAM_SIMD_MAX_LOG_BUCKETS);
    }

    private static SpinTeam team;

    /** For tests: the team's thread and size minimums, int keys too (negative: back to the policy's values). */
    static void setTeam(int minThreads, int min) {
        teamMinThreads = minThreads < 0 ? POLICY.team().minThreads() : minThreads;
        teamMinThreads32 = minThreads < 0 ? POLICY.team().minThreads32() : minThreads;
        teamStructureMinThreads = minThreads < 0 ? POLICY.team().structureMinThreads() : minThreads;
        teamMin = min < 0 ? POLICY.team().min() : min;
        teamMinInt = min < 0 ? POLICY.team().minInt() : min;
    }

    /**
     * Whether FewScatter's passes over n pairs, and the count and fill of n 64-bit keys with up to
     * {@link #FEW_TEAM_MAX} values, run on the team: from {@link #teamMin}, as the packed route's team sort (16
     * cores, twenty-first session, call A: `int+int` few16 2^16 on one thread 0.91 ms against the packed team
     * sort's 0.51).
     */
    static boolean teamScatters(int n, int threads) {
        return hybrid && teamStructure(threads) && n >= teamMin;
    }

    /** Whether n unstructured keys that the hybrid hands to the JDK, sorted on {@code threads} threads, go to the team. */
    static boolean teamSorts(int n, int threads, boolean intKeys, int keyBytes) {
        return hybrid && jdkSimdSort(keyBytes) && teamThreads(threads, keyBytes)
                && n >= (intKeys ? teamMinInt : teamMin) && n < TEAM_MAX;
    }

    /**
     * Whether n {@code float} keys whose sample shows duplicates but not few values (the 32-bit duplicate rule's
     * 17-119 sampled values: zipf) sort on the team on {@code threads} threads below the unstructured 32-bit keys'
     * team threads ({@link #teamMinThreads32}): from the 64-bit keys' ({@link #teamMinThreads}), from
     * jdkSequentialBelow keys (where the JDK's sort would be {@code parallelSort}) up to the team's sizes
     * (SampleSortFloat.team: 8 cores, seventy-third session, 1.06-1.20x {@code parallelSort} at 2^16-2^18).
     */
    static boolean teamSortsFloatDuplicates(int n, int threads) {
        return hybrid && jdkSimdSort(4) && threads >= teamMinThreads && threads >= 2
                && n >= Math.max(teamMin, jdkSequentialBelow) && n < TEAM_MAX;
    }

    /**
     * Whether {@code threads} threads sort unstructured keys of this width on the team (teamSorts, splitSorts,
     * clusteredSmall): 64-bit words from teamMinThreads, 32-bit keys from teamMinThreads32 (see there).
     */
    private static boolean teamThreads(int threads, int keyBytes) {
        return threads >= (keyBytes == 4 ? teamMinThreads32 : teamMinThreads) && threads >= 2;
    }

    /**
     * Pairs with 64-bit keys that reach the engine (no run, few-values or nearly-sorted route took them), fewer than
     * this many, whose keys ascend at a distance ({@code SampleSort.farAscending}): the stable merge sort with insertion leaves ({@code BaseCase.mergeSort}: leaves of BASE_CASE keys,
     * halves already in order left as they are), not the sample sort, on any thread count. Its cost follows the
     * input's order, as TimSort's does in the JDK route (one object per pair and a comparator): staggered pairs at
     * 2^11 / 2^12 hold two interleaved, nearly ascending halves, which TimSort merges in about two passes where the
     * sample sort sorted them as random keys: 2 cores (dev VM, Zen 5, sixty-sixth session, the preset) `long+int` /
     * `double+long` staggered 2^11 0.76x / 0.78x the JDK route, 2^12 0.89x / 0.84x; 16 cores 2^11 0.72x on one
     * thread, 0.95x on the team's level. One thread, ours alone (dev VM, us, sample sort / merge sort): staggered 2^11
     * 51.6 / 8.9, 2^12 110.6 / 34.1; on random keys alike to 2^12 (uniform 55.2 / 40.4, 111.6 / 85.3; zipf 39.1 /
     * 40.5, 90.7 / 84.8; few256 36.1 / 40.5, 63.6 / 85.6; few2 16.6 / 33.0 at 2^11, where FewScatter does not yet
     * count), then not: 2^13 uniform 230-365 against 504-541. Hence only keys in order at a distance: for all keys, 2
     * cores (the preset), `double+long` uniform 2^10-2^12 read 1.46-1.48x the JDK route where the sample sort reads
     * 2.5x; 16 cores, the team's level (above) led on unstructured keys. Staggered, the merge sort led to 2^15
     * (2^13 / 2^14 / 2^15 / 2^16: 86 / 229 / 960 / 2262 against 223 / 506 / 1164 / 2506; the preset's staggered
     * 2^13 read 0.89-1.06x on the sample sort in four JVMs): below 2^15. Where the team's level would take them,
     * below {@link #KV_MERGE_SORT_TEAM_BELOW_64}.
     */
    static final int KV_MERGE_SORT_BELOW_64 = POLICY.hybrid().kvMergeSortBelow64();

    /**
     * {@link #KV_MERGE_SORT_BELOW_64} where the team's level would take the pairs ({@link #teamPairs64}): 16 cores
     * (H200 host, sixty-sixth session, calls D / F / G), staggered over the JDK route with the merge sort / the team:
     * 2^11 3.45-3.71x / 0.95-1.28x, 2^12 2.46-2.49x / 1.54-2.07x; from 2^13 the team 2.88-3.98x.
     */
    static final int KV_MERGE_SORT_TEAM_BELOW_64 = POLICY.hybrid().kvMergeSortTeamBelow64();

    /** Whether n pairs with 64-bit keys in order at a distance, on {@code threads} threads, take the merge sort. */
    static boolean kvMergeSorts(int n, int threads) {
        return hybrid && n < (teamPairs64(n, threads) ? KV_MERGE_SORT_TEAM_BELOW_64 : KV_MERGE_SORT_BELOW_64);
    }

    /**
     * The merge sort's probe ({@code SampleSort.farAscending}): FAR_PROBES key pairs n / FAR_DISTANCE_PARTS apart;
     * more than FAR_ASCENDING_PERCENT of those that differ ascending. Random keys read 0.44-0.55 (256 pairs: a
     * standard deviation of about 0.03), staggered 0.93: 75% lies 8 deviations from either.
     */
    static final int FAR_PROBES = 256, FAR_DISTANCE_PARTS = 16, FAR_ASCENDING_PERCENT = 75;

    /**
     * Pairs with 64-bit keys with at least {@link #teamPairs64MinThreads} threads, from this size up to below
     * {@link #teamPairs64Max}: one level of the sample sort on the team ({@code TeamSort}: one wake-up, the members
     * claim the slices' classification and scatter and then the buckets), each bucket sorted by the engine's
     * sequential recursion on one member. The JDK route a user writes for such pairs (one object per pair,
     * {@code Arrays.parallelSort} with a comparator) splits from 2^14 (its granularity is 2^13) and runs on 8
     * threads at 2^16, where the engine sorted on one thread below PARALLEL_THRESHOLD: 16 cores (H100 host,
     * sixty-fifth session, the preset) 2^16 every distribution 1.5-4.8 ms against the engine's 2.6-7.5, 31 of 64
     * cells below 0.95x; 2^15 runs / staggered 0.66-0.89x. With the team's level (sixty-sixth session, calls A-C,
     * `long+int` / `double+long`, ours alone in a JVM per setting, medians of the preset's runs in ms): 2^16
     * 3.7-6.1x that route (uniform 0.93 against 4.0); from the engine's parallel size on it led that recursion too
     * (2^17 / 2^18 uniform 5.0x / 5.9x the JDK route against 2.8x / 3.8x; 2^19-2^22 uniform 2.85 / 6.06 / 12.6 /
     * 24.3 against 3.45 / 7.56 / 16.3 / 36.3, staggered 2.59 / 5.71 / 10.1 / 21.7 against 3.52 / 7.16 / 14.5 / 27.8;
     * of 40 cells three behind by 2-11%), hence up to 2^22 (TEAM_MAX's size, as the keys-only team).
     * Below 2^14, against the one-thread engine: 2^11 uniform / staggered 0.104 / 0.075 against 0.153 / 0.135, 2^12
     * 0.140 / 0.111 against 0.207 / 0.266 (staggered 0.91x the JDK's sequential route before, 2.1x with it); 2^10
     * uniform 0.082 against 0.054: hence from 2^11. Staggered pairs below 2^13 go to the merge sort first
     * ({@link #KV_MERGE_SORT_BELOW_64}; 16 cores, H200 host, call F, `long+int` staggered 2^11 3.71x the JDK route
     * against 0.95-1.28x on the team's level, 2^12 2.49x against 1.54-2.07x; for all keys it would have cost
     * unstructured ones: uniform 2^11 1.80x against 2.49x, 2^12 1.86x against 5.59x).
     */
    private static volatile int teamPairs64Min = POLICY.team().pairs64Min();

    /** See {@link #teamPairs64Min}: the team's level below this size, the engine's parallel recursion from it. */
    private static volatile int teamPairs64Max = POLICY.team().pairs64Max();

    /**
     * See {@link #teamPairs64Min}: log2 of the pairs a bucket of that level should hold. 2^9 led 2^8 and 2^10 (same
     * host and session, call C, 2^14 / 2^16 / 2^18 `long+int` uniform 0.213 / 0.490 / 1.44 ms against 0.416 / 0.590
     * / 1.52 and 0.247 / 0.487 / 1.65; the fastest of the three in 20 of 24 cells, at most 7% behind in the others).
     */
    static final int TEAM_PAIRS64_LEAF_LOG = POLICY.team().pairs64LeafLog();

    /**
     * See {@link #teamPairs64Min}: the fewest threads for that level, 2: any machine with a second core. The JDK
     * route's {@code parallelSort} splits from 2^14 pairs with any parallel pool, where the engine sorts on one thread
     * below PARALLEL_THRESHOLD. Until the sixty-seventh session the level took the team's 12 threads
     * (teamMinThreads), and machines of 4-8 cores were not measured: 16-core H100 host under {@code taskset}, the
     * preset, `long+int`, that level off (12) / on (the cores), faster JDK route over ours (calls A, B): 8 cores 2^16
     * organ pipe 0.36x / 1.80x (3.78 ms / 1.05 against the JDK route's 1.35-1.89), almostsorted 0.46x / 2.02x,
     * staggered 0.82x / 2.60x, uniform 1.36x / 5.09x; 4 cores organ pipe 0.46x / 1.24x, almostsorted 0.53x / 1.54x,
     * sawtooth 0.81x / 2.06x, uniform 2.02x / 4.82x; 0 of 28-32 cells below 0.95x with it at 2^13-2^20 (4 of 31
     * without on 4 cores, 3 of 29 on 8). Two cores (dev VM, Zen 5; the JDK route sequential there, the run routes
     * first): 2^14 / 2^16 uniform 3.41-3.46x / 3.80-3.87x off, 4.08-5.06x / 5.08-5.80x on (two JVMs each), 0 of 96
     * below either way; from 2^18, against the engine's parallel recursion on two threads, even within this VM's
     * noise (on / off per cell 0.59-1.43, about 0.9 on average over 96 cells at 2^18-2^22).
     */
    private static volatile int teamPairs64MinThreads = POLICY.team().pairs64MinThreads();

    /** Whether n pairs with 64-bit keys, sorted on {@code threads} threads, take the team's one level. */
    static boolean teamPairs64(int n, int threads) {
        return threads >= teamPairs64MinThreads && threads >= 2 && n >= teamPairs64Min && n < teamPairs64Max;
    }

    /** log2 of the buckets of that level for n pairs: about 2^TEAM_PAIRS64_LEAF_LOG pairs each, 2 to 2^TEAM_LOG_BUCKETS. */
    static int teamPairs64LogBuckets(int n) {
        return Math.clamp(31 - Integer.numberOfLeadingZeros(n) - TEAM_PAIRS64_LEAF_LOG, 1, TEAM_LOG_BUCKETS);
    }

    /** For tests: the fewest threads of {@link #teamPairs64} (negative: back to the policy's value). */
    static void setTeamPairs64MinThreads(int minThreads) {
        teamPairs64MinThreads = minThreads < 0 ? POLICY.team().pairs64MinThreads() : minThreads;
    }

    /** For tests: the sizes of {@link #teamPairs64} (negative: back to the policy's values). */
    static void setTeamPairs64(int min, int max) {
        teamPairs64Min = min < 0 ? POLICY.team().pairs64Min() : min;
        teamPairs64Max = max < 0 ? POLICY.team().pairs64Max() : max;
    }

    /**
     * Whether the few-values count and fill ({@code fillFew}) of n keys on {@code threads} threads runs on the team:
     * with at least {@link #teamStructureMinThreads} threads, from {@link #FEW_TEAM_COUNT_MIN} keys: two passes over
     * memory, one wake-up of the team instead of one of the pool per pass. Smaller ranges are counted on the calling thread (the ranking count of more than
     * FEW_FILL_MAX values goes to the team from {@link #teamScatters}). Where the team is busy the pool's pieces
     * count and fill.
     */
    static boolean teamCounts(int n, int threads) {
        return hybrid && teamStructure(threads) && n >= FEW_TEAM_COUNT_MIN;
    }

    /** The team of {@code size} members (the caller one of them); replaced when a sort asks for another size. */
    static synchronized SpinTeam team(int size) {
        if (team == null || team.size != size) {
            if (team != null) team.shutdown();
            team = new SpinTeam(size, POLICY.team().spinMicros() * 1000L);
        }
        return team;
    }

    /**
     * Reuse the scratch arrays (buffer, value buffer, oracle) of one sort in the next one instead of allocating
     * (and having the JVM zero) them again: up to two arrays per element type (the second up to REUSE_SECOND_MAX
     * elements) and one oracle are kept behind {@code SoftReference}s, so the GC frees them under memory pressure.
     * Arrays below REUSE_MIN elements are not cached there but kept one per key type and thread (SeqScratch's
     * spares). The sequential recursion's counts and bounds: SeqScratch.
     */
    static final boolean REUSE_BUFFERS = POLICY.reuseBuffers();

    /**
     * The smallest scratch array the cache keeps: below the team's, the run merges' and the quarters' sizes (2^11 to
     * 2^15), where the sorts are tens of microseconds. Until the seventy-fourth session 2^16, from the days when only
     * the engine took buffers: each sort on the team below it allocated its buffer and oracle (`long` 2^14: 160 KiB),
     * and in a JVM whose young regions were still new to it each page of them was a page fault. H200 host's Xeon, 8
     * cores (`taskset`), seventy-fourth session, call A: `long` zipf 2^14 on the team as the benchmark's first cell
     * 0.70x / 0.72x `parallelSort` with G1's defaults (ours 175-220 us a sort, every rep), 0.96x with
     * {@code -XX:+AlwaysPreTouch} (ours 145 us) and 0.97x with the Parallel GC; 0.65-0.76x in eight JVMs before.
     */
    static final int REUSE_MIN = 1 << 12;

    /**
     * The largest array the cache keeps beside the largest one (a second slot per element type): for the sorts that
     * hold two of one type at once, the 32-bit pairs' packed words (up to kvPackedSequentialMax, 2^20) and the
     * buffer of the words' own sort, which until the seventy-fifth session allocated its own each time (`int+int`
     * uniform 2^15 on 8 threads: 267 KB a sort, the pairs' bytes again). Bounded so that a large sort's second array
     * is not held on to (8 MiB of longs at most).
     */
    static final int REUSE_SECOND_MAX = 1 << 20;

    /** Samples of at most this many keys are insertion sorted (no allocation), larger ones by sample sort. */
    static final int SMALL_SAMPLE = POLICY.smallSample();

    /** Oversampling factor a = max(1, log2(n) * OVERSAMPLING_PERCENT / 100), sample size a*k - 1. */
    static final int OVERSAMPLING_PERCENT = POLICY.oversamplingPercent();

    /** Largest oversampling factor. */
    static final int MAX_OVERSAMPLING = 8;

    /**
     * Ints left unused after each block's (a team slice's) row of bucket counts, so that no two threads' counters
     * share a cache line (16 ints: 64 bytes): the classification and the scatter add to their row's counters once a
     * key, and the rows of one {@code int[blocks][nbk]} lie end to end, each row's last buckets on the line of the
     * next row's first. The team's rows had it first ({@code TeamSort}). The engine's parallel step
     * (hundred-and-thirty-ninth session, dev VM, 2 threads, harness {@code s139/Fs}, rows apart against adjacent sort
     * by sort in one JVM): `int` uniform 2^20 5.02 against 5.10 ms (faster in 366 of 525 rounds), `long` uniform
     * 2^20 7.79 against 7.83 (197 of 327), zipf and 2^22 within 0.5%. A harness's per-thread rows of 4-16 counters,
     * adjacent, had made its counting pass over 2^20 keys on 4 threads of the H100 host's Xeon take 6.0-6.2 ms, 1.7-2.7 with
     * each thread's own array (s139/Ps).
     */
    static final int COUNT_ROW_PAD = 16;

    /** Below this many elements a (sub)problem is sorted by one thread. */
    static final int PARALLEL_THRESHOLD = 1 << 17;

    /**
     * Parallel classification/scatter: blocks per thread and the smallest block. Four blocks per thread let the
     * fork/join pool even out slow workers: `long[2^27]` on 16 cores 407-432 -> 368-376 ms (docs/CPU-LOG.md).
     */
    static final int BLOCKS_PER_THREAD = POLICY.blocksPerThread();

    static final int MIN_BLOCK = 1 << 15;

    /**
     * Sorts of at least this many keys read the destination of the parallel scatter (each block's share of every
     * bucket, {@code Scatter.touch}) and of the radix leaves' last pass ({@code RadixLeaf}) once in order before
     * writing it in no order (0: never). Where the destination is not in the cache, each store to a new line waits
     * for the line in the store buffer's order, while loads in order run many at a time and are prefetched.
     * One-thread measurements at {@code Scatter.touch} and {@code RadixLeaf}. The whole sort (seventy-ninth session,
     * calls B and C, the H200 host's Xeon, JVMs with and without in turn): 16 cores, {@code int} uniform 2^24, the
     * engine 27.0-27.6 -> 23.4-27.6 ms (harness {@code Pp}, three JVMs each), the benchmark against
     * {@code parallelSort} {@code int} 1.52 / 1.57x -> 1.60 / 1.66x, {@code float} 2.06 / 2.17x -> 2.28 / 2.34x,
     * {@code long} 1.78 / 1.80x -> 1.81 / 1.85x, {@code double} 2.06 / 2.39x -> 2.24 / 2.35x; 2^26 {@code int} the
     * engine 105.6-128.6 -> 100.3-112.0 ms ({@code Pp}), 103.9 -> 98.2 (the benchmark); 2^22 no difference either
     * way. 2 cores, the two-thread team, {@code long} uniform / gaussian 2^20 / 2^22: eight cells 295 -> 286 ms in
     * all, {@code int} 2^22 the same (47-50 ms). 2^20: about where the destination (the buffer and the array, 8
     * MiB of {@code int} keys) leaves a core's 2 MiB L2 behind; smaller sorts not measured.
     */
    static final int TOUCH_MIN = POLICY.touchMin();

    private static volatile int touchMin = TOUCH_MIN;

    /** Whether a sort of n keys reads its scatter's and leaves' destinations first (TOUCH_MIN). */
    static boolean touch(int n) {
        int m = touchMin;
        return m > 0 && n >= m;
    }

    /** Tests: sorts from {@code min} keys read their destinations first (0: never; TOUCH_MIN by default). */
    static void setTouchMin(int min) {
        touchMin = min;
    }

    /** Parallel sorts check this many leading elements for presortedness serially, the rest in parallel. */
    static final int PRESORT_PREFIX = 1 << 16;

    /**
     * The presorted check (and the reversal of a strictly decreasing input) runs in parallel pieces only from this
     * many elements on: below, forking into the pool cost more than the one streaming pass it splits (2 cores,
     * under load: sorted `long[2^20]` 0.73 ms against the JDK's 0.37 ms, reverse 7.3 ms against 1.2 ms; on 16
     * cores the parallel check made `long[2^27]` sorted 160 -> 16 ms).
     */
    static final int PRESORT_PARALLEL_MIN = POLICY.hybrid().presortParallelMin();

    /** Parallel copies of finished buckets are cut into pieces of this many elements. */
    static final int COPY_CHUNK = 1 << 20;

    /** Recursion deeper than this (an adversarial input for the seeded sampler) falls back to merge sort. */
    static final int MAX_DEPTH = 24;

    /** Elements a segment distribution reads into a heap chunk at a time. */
    static final int SEGMENT_CHUNK = 1 << 14;

    private static volatile int threads = POLICY.threads();

    private static volatile long seed = POLICY.seed();

    private static volatile long segmentArrayLimit = POLICY.segmentArrayLimit();

    private static volatile ForkJoinPool pool;

    /** Worker threads used by the CPU engine. */
    public static int threads() { return threads; }

    /**
     * The fewest keys of a sort that counts as in the engine for {@link #concurrentThreads}: the smallest size at
     * which a route sorts on more than the calling thread (the quarters, SplitSort, from CpuConfig.SPLIT_MIN = 2^12
     * on many cores; the two-thread team from teamScalarMin = 2^12 on 2 cores). Smaller sorts run on the calling
     * thread whatever runs beside them, and pay nothing for the count.
     */
    static final int CONCURRENT_MIN = 1 << 12;

    /**
     * Below this many keys a sort that enters the engine while others (of at least CONCURRENT_MIN keys) are in it,
     * at least one for every CONCURRENT_THREADS_PER_SORT threads, runs on the calling thread alone, as on one core
     * ({@code samplesort.cpu.concurrentParallelMin}; 0: off). Why: the parallel routes of these sizes (the quarters,
     * the team, the few-values and run routes in pieces) assume idle cores. Threads each sorting their own arrays in
     * a loop on the 16-core H200 host (harness {@code Conc}, hundred-and-sixth session, call C; throughput over
     * {@code Arrays.sort}'s on as many threads): 16 threads, `long` 2^12-2^18 and `int` 2^14-2^18 keys, 0.33-0.69x
     * with every sort on its threads' routes (`int` 2^16 0.33x: 2.3 ms a sort against the JDK's 0.76), 0.98-1.07x on
     * the calling thread alone; one thread alone the same routes either way. From this size a sort keeps its
     * threads: its parallel phases are long enough to share the cores, and a large sort that started beside a small
     * one should not lose them to it.
     */
    static final int CONCURRENT_PARALLEL_MIN = POLICY.hybrid().concurrentParallelMin();

    /**
     * Sorts of at least CONCURRENT_MIN keys in the engine now ({@link #enterSort} / {@link #leaveSort}), a sort of
     * CONCURRENT_PARALLEL_MIN keys or more counted as t / CONCURRENT_THREADS_PER_SORT of them ({@link #weight}).
     */
    private static final java.util.concurrent.atomic.AtomicInteger SORTING =
            new java.util.concurrent.atomic.AtomicInteger();

    /** Whether a sort of n keys on t threads is counted in the engine ({@link #enterSort}, {@link #leaveSort}). */
    static boolean counted(long n, int t) {
        return t > 1 && n >= CONCURRENT_MIN;
    }

    /**
     * Counts a sort of n keys set to run on t threads in ({@link #counted}; the caller calls {@link #leaveSort} when
     * it is done) and returns the sorts in the engine beside it (as {@link #weight} counts them), from which
     * {@link #concurrentThreads} and {@link #teamBeside} tell its threads and whether it may take the team.
     */
    static int enterSort(long n, int t) {
        return SORTING.getAndAdd(weight(n, t));
    }

    /**
     * How many sorts a sort of n keys on t threads counts as: one, or from CONCURRENT_PARALLEL_MIN keys, which keep
     * every thread, t / CONCURRENT_THREADS_PER_SORT (at least one), so that a smaller sort beside it leaves it the
     * cores. One thread sorting `long[2^22]` in a loop beside 3 threads sorting `long[2^16]` on 16 cores (harness
     * {@code Mix}, hundred-and-sixth session, call F, two JVMs each): 44.5 / 46.4 ms a large sort, 1.39 / 1.66 ms a
     * small one with the large sort counted as one; 35.4 / 29.6 ms and 1.44 / 1.34 ms so. Beside 15 threads alike
     * either way (73-75 ms, 1.54-1.69 ms: the small sorts' threads are taken by each other).
     */
    static int weight(long n, int t) {
        return n >= CONCURRENT_PARALLEL_MIN ? Math.max(1, t / CONCURRENT_THREADS_PER_SORT) : 1;
    }

    /** The end of a sort of n keys on t threads that {@link #enterSort} counted in. */
    static void leaveSort(long n, int t) {
        SORTING.addAndGet(-weight(n, t));
    }

    /** Sorts counted in the engine now (tests). */
    static int sorting() {
        return SORTING.get();
    }

    /**
     * The threads per sort in the engine from which a sort below CONCURRENT_PARALLEL_MIN keeps its threads' routes:
     * with fewer others beside it than t / 4 (t the threads; at least one), the cores are not all taken (the quarters
     * take four threads a sort). 4 threads sorting `long` keys at once on 16 cores (call C): 2^14-2^18 1.30-1.49x
     * {@code Arrays.sort}'s throughput on their routes, 0.96-1.16x on the calling thread alone (`int` 0.95-1.10x /
     * 0.92-1.12x). With this rule (call D, `int` / `long` 2^14-2^18): 4 threads 0.98-1.74x, 5 threads 1.05-1.35x,
     * 8 threads 0.87-1.09x, 16 threads 0.97-1.25x.
     */
    static final int CONCURRENT_THREADS_PER_SORT = 4;

    /** The threads for a sort of n keys where t are set and {@code others} sorts are in the engine beside it. */
    static int concurrentThreads(long n, int t, int others) {
        return others >= Math.max(1, t / CONCURRENT_THREADS_PER_SORT) && n < CONCURRENT_PARALLEL_MIN ? 1 : t;
    }

    /**
     * Whether a sort of n keys on {@code threads} threads ({@link #concurrentThreads}) with {@code others} sorts in
     * the engine beside it is refused the team (SpinTeam.beside): below CONCURRENT_PARALLEL_MIN, with others there
     * but too few to take it to the calling thread alone. Why: the team's members spin at each phase on cores the
     * sorts beside it use (measurements: SpinTeam.BESIDE); a larger sort keeps its threads and the team.
     */
    static boolean teamBeside(long n, int threads, int others) {
        return others > 0 && threads > 1 && n < CONCURRENT_PARALLEL_MIN;
    }

    /**
     * `long` keys that the sequential route would hand to Arrays.sort unscanned (SMALL: one thread, or below the
     * halves' and the team's sizes on two cores) from this many ({@code samplesort.cpu.topDigitMin64}, 2^12) and
     * below {@link #TOP_DIGIT_BELOW_64} ({@code samplesort.cpu.topDigitBelow64}, 2^17) are sorted by TopDigit (one
     * pass on the keys' top bits, an insertion pass) where its sample finds them spread. Hundred-and-twenty-first
     * session, one thread, harness {@code Td} (every workload warmed, the two sides alternating), final code, against
     * Arrays.sort at 2^12-2^16: H200 host's Xeon uniform 1.33-1.45x, zipf 1.23-1.39x, gaussian 1.22-1.33x, staggered
     * 1.70-1.97x; dev VM (AMD Zen 5, two runs) uniform 1.24-1.58x, zipf 1.30-1.69x, gaussian 1.16-1.49x; refused (the bucket
     * input, whose keys crowd) 0.93-1.03x. The benchmark on 2 cores of the Xeon, `long` every distribution
     * 2^12-2^16: 0 of 80 cells below 0.95x, the TopDigit cells 1.15-1.67x where Arrays.sort's read 0.94-1.00x. The
     * bound: Xeon, one core, uniform 1.31 / 1.20 / 1.06 / 0.89x at 2^16 / 2^17 / 2^18 / 2^19, zipf 1.16 / 1.02 /
     * 0.97 / 0.85x (the counts and the scatter leave the cache). `double` keys by buckets of equal width in value read
     * 0.79-1.10x on the dev VM and `int` keys 0.74-1.45x (gaussian the low end): not taken; `double` keys that hold
     * integers are taken as `long`s ({@link #TOP_DIGIT_DOUBLES}).
     */
    static final int TOP_DIGIT_MIN_64 = POLICY.hybrid().topDigitMin64();

    /** See {@link #TOP_DIGIT_MIN_64}. */
    static final int TOP_DIGIT_BELOW_64 = POLICY.hybrid().topDigitBelow64();

    /**
     * `long` keys whose TopDigit sample holds equal neighbours (zipf's ranks, a few hundred values) take TopDigit only
     * from this many keys ({@code samplesort.cpu.topDigitDuplicatesMin64}; 0: at every size): below it they keep the
     * JDK's sort, whose dual-pivot partitions finish runs of equal keys early. The dev VM (2 cores, AMD Zen 5, JDK 25's
     * AVX-512 sort), hundred-and-twenty-seventh session, harness {@code s127/Fc} (each call timed alone, as the
     * benchmark does; four JVMs): `long` zipf 2^12 on TopDigit 0.84-1.03x {@code Arrays.sort} (17-25 us against
     * 16-23), 2^13 1.34-1.38x, 2^14 1.15-1.50x; few256 2^12 1.02-1.23x; uniform 2^12 1.36-1.49x (no equal keys in
     * its sample). The preset read `long` zipf 2^12 0.850x in one JVM of two. `double` zipf 2^12 read 1.05-1.11x
     * (its JDK sort is slower), so `double` keys keep it. The H200 host's Xeon read `long` zipf 2^12 at 1.15x or more
     * on TopDigit (hundred-and-twenty-first session), so on Intel processors the policy's value is 0.
     */
    static final int TOP_DIGIT_DUPLICATES_MIN_64 = POLICY.hybrid().topDigitDuplicatesMin64();

    private static volatile int topDigitDuplicatesMin64 = TOP_DIGIT_DUPLICATES_MIN_64;

    /** See {@link #TOP_DIGIT_DUPLICATES_MIN_64}: the value in force. */
    static int topDigitDuplicatesMin64() { return topDigitDuplicatesMin64; }

    /** For tests: {@link #TOP_DIGIT_DUPLICATES_MIN_64} set (negative: the policy's). */
    static void setTopDigitDuplicatesMin64(int least) {
        topDigitDuplicatesMin64 = least < 0 ? TOP_DIGIT_DUPLICATES_MIN_64 : least;
    }

    /**
     * Whether `long` keys try TopDigit on one thread before the halves on two ({@code samplesort.cpu.topDigitBeforeHalves};
     * default: not on an Intel processor). Hundred-and-twenty-first session, the benchmark on 2 cores, two JVMs each
     * way, 2^15 / 2^16: dev VM (AMD Zen 5), uniform 1.42-1.48x / 1.29-1.30x by TopDigit against the halves'
     * 1.01-1.05x / 1.18-1.21x, staggered 1.67-1.97x / 1.63-1.76x against 1.20-1.22x / 1.39, zipf 2^16 1.28-1.56x
     * against 1.09-1.10x, gaussian 1.09-1.14x / 1.15x against 1.02-1.07x / 1.24-1.31x; the H200 host's Xeon, the
     * halves 1.37-1.46x / 1.48-1.52x against TopDigit's 1.35-1.40x / 1.31-1.40x on one core. Keys it refuses (the
     * bucket input: 0.96-0.98x on Arrays.sort, 1.10-1.32x in halves) go on to the halves.
     */
    static final boolean TOP_DIGIT_BEFORE_HALVES = POLICY.hybrid().topDigitBeforeHalves();

    /**
     * Whether `double` keys that all hold integers take TopDigit as `long` keys do ({@code
     * samplesort.cpu.topDigitDoubles}): such keys (finite, not -0.0, within +-2^63) convert to `long`s that keep their
     * order and convert back exactly, so the digit is their offset from the smallest as for `long` keys; a key that
     * does not hold one refuses after the pass that converts them (the sample's keys before any pass).
     * Hundred-and-twenty-second session, 2 cores of the H200 host's Xeon, the benchmark, `double` 2^12-2^14 (the
     * sequential route's Arrays.sort there): uniform 1.19-1.29x, gaussian 1.01-1.16x, zipf 1.44-1.51x, few256
     * 1.15-1.25x (off: 0.97-1.00x, another machine start); one core (harness Tdd) 1.09-1.63x Arrays.sort from 2^12 to
     * 2^16; the dev VM's Zen 1 (its JDK's `double` sort scalar) 3.7-5.4x on one thread.
     */
    static final boolean TOP_DIGIT_DOUBLES = POLICY.hybrid().topDigitDoubles();

    /**
     * Whether {@code parallelSort} of `int` / `long` keys has its run merge refused where the JDK would merge runs
     * that interleave, more than RUNS_JDK_MAX of them (SampleSort.overlappingRuns; {@code samplesort.cpu.parUnmerged}):
     * the first run broken as for RUNS_SIMD ({@code breakFirstRun}), so that the JDK's scan gives up at once and its
     * parallel quicksort sorts the keys. The JDK merges runs a pass per doubling, each pass a branchy merge where runs
     * interleave. 4 cores of the H200 host's Xeon (hundred-and-twenty-fifth / -sixth sessions' preset logs):
     * {@code parallelSort} of the generator's bucket keys took 5.7-6.5 ms at 2^18 and 20-31 ms at 2^20 against
     * 0.9-1.0 and 3.2-4.7 ms for uniform keys, of its 64 runs 1.38 ms at 2^16 and 18-20 ms at 2^20 against 0.30 and
     * 3.2-3.7. Harness
     * {@code s126/Pb} (dev VM, Zen 5, 4 threads on its 2 cores, common pool parallelism 3), {@code parallelSort} /
     * after breakFirstRun, us: `int` bucket 2^18 6553-11701 / 1358-1666, 2^20 24531-27405 / 5095-5527; runs 2^16
     * 1378 / 436, 2^20 20608-26794 / 5092-5145, 2^22 121628 / 21564; `long` bucket 2^18 11436 / 3637; uniform keys
     * alike both ways. Not where the runs are disjoint blocks (64 sorted blocks shuffled, 2^20: 3001 / 4487, the
     * merge's branches predictable). On 4 real cores (hundred-and-twenty-seventh session, `s127/d.sh u`, the preset,
     * two JVMs, the faster JDK sort over ours): `int` runs 2^14-2^22 2.63-4.44x, bucket 2^18 / 2^20 4.35-4.61x /
     * 3.66-3.96x; `long` runs 2^14-2^17 2.32-3.21x, bucket 2^18 2.51-2.68x. Floating point keys since then too
     * ({@link #PAR_UNMERGED_FP}).
     */
    static final boolean PAR_UNMERGED = POLICY.hybrid().parUnmerged();

    private static volatile boolean parUnmerged = PAR_UNMERGED;

    /** For tests: {@link #PAR_UNMERGED} on or off (null: the policy's). */
    static void setParUnmerged(Boolean on) { parUnmerged = on == null ? PAR_UNMERGED : on; }

    /** Whether a {@code parallelSort} of n keys (fp: `float` / `double`) looks for runs to refuse the merge of. */
    static boolean parUnmerged(int n, boolean fp) {
        return parUnmerged && hybrid && n > JDK_MERGE_RUNS_MAX && (!fp || parUnmergedFp);
    }

    /**
     * Whether {@link #PAR_UNMERGED} takes `float` / `double` keys too ({@code samplesort.cpu.parUnmergedFp}). On 2
     * cores their unmerged SIMD sort read as slow as the JDK's merge in some JVMs (RUNS_SIMD_MAX_LOG_N_FP), so the
     * first rule left them out; in {@code parallelSort} it never did. H200 host's Xeon, hundred-and-twenty-seventh
     * session, the preset, new / old routes in JVMs in turn ({@code s127/d.sh u, v}; the faster JDK sort over ours):
     * 4 cores, `float` runs 2^14-2^22 2.12-3.78x where {@code parallelSort}'s merge read 0.98-1.01x (2^18-2^19 on the
     * engine 2.48-2.80x), bucket 2^18 / 2^20 3.57-3.86x against 0.95 / 1.02x; `double` runs 2^14-2^17 2.28-2.73x
     * against 0.97-1.00x, bucket 2^18 2.50x against 1.02x; 3 cores `float` runs 2^20 3.15x against 0.94x; 8 cores
     * `float` runs 2^13-2^22 1.82-4.02x against 0.95-0.99x. Where the JDK does not merge such keys (bucket 2^16-2^17)
     * both read 0.96-0.99x.
     */
    static final boolean PAR_UNMERGED_FP = POLICY.hybrid().parUnmergedFp();

    private static volatile boolean parUnmergedFp = PAR_UNMERGED_FP;

    /** For tests: {@link #PAR_UNMERGED_FP} on or off (null: the policy's). */
    static void setParUnmergedFp(Boolean on) { parUnmergedFp = on == null ? PAR_UNMERGED_FP : on; }

    /**
     * Whether more runs than RUNS_JDK_MAX (the run scan's MANY_RUNS) go to {@code parallelSort} with its merge refused
     * (PAR_UNMERGED) rather than the engine, where n keys are below the JDK's sizes ({@link #jdkBelow}) with a
     * parallel common pool of 2 to JDK_FEW_THREADS - 2 workers ({@code samplesort.cpu.manyRunsUnmerged}). The engine
     * took them from RUN_MERGE_PARALLEL_MIN (2^18), sixteen-core measurements, where {@code parallelSort} merged them
     * pass by pass; unmerged it sorts them as random keys, which it does as fast as the engine on these cores (why
     * jdkBelow sends random keys there). H200 host's Xeon, hundred-and-twenty-seventh session, the preset, new / old
     * (engine) routes in JVMs in turn ({@code s127/d.sh u, v}; the faster JDK sort over ours): 4 cores, `int` runs
     * 2^18-2^19 4.02-4.31x against 2.63-2.77x, bucket 2^19 3.42-3.65x against 2.87-3.08x, `float` runs 3.22-3.39x
     * against 2.48-2.80x; 3 cores `int` runs 3.87-4.52x against 2.52-2.56x; 6 cores `int` runs 4.09-4.35x against
     * 3.13-3.69x, but bucket 2^19 a little behind (`float` 2.45x against 3.01x, `int` 2.66x against 2.77x). `long` /
     * `double` keys only below MANY_RUNS_UNMERGED_BELOW_64.
     */
    static boolean manyRunsUnmerged(int n, int threads, int keyBytes, boolean fp) {
        return manyRunsUnmerged && parUnmerged(n, fp) && threads > 2 && threads < JDK_FEW_THREADS
                && commonPoolParallel() && n < jdkBelow(keyBytes, threads)
                && (keyBytes == 4 || n < MANY_RUNS_UNMERGED_BELOW_64);
    }

    /**
     * See {@link #manyRunsUnmerged}: `long` / `double` keys from this many stay on the engine. Same calls: at 2^18
     * unmerged won (4 cores `long` runs 2.39-2.78x against 2.22-2.30x, `double` runs 2.36-2.45x against 2.09x), at
     * 2^19 the engine (4 cores `long` bucket 2.27-2.31x against 1.95-1.99x, `double` bucket 2.43x against 2.04-2.09x;
     * 3 cores, where jdkBelow is 2^24, bucket 2.55-2.74x against 1.95-1.96x with the bound at 2^24).
     */
    static final int MANY_RUNS_UNMERGED_BELOW_64 = POLICY.hybrid().manyRunsUnmergedBelow64();

    /** See {@link #manyRunsUnmerged}: the policy's flag. */
    static final boolean MANY_RUNS_UNMERGED = POLICY.hybrid().manyRunsUnmerged();

    private static volatile boolean manyRunsUnmerged = MANY_RUNS_UNMERGED;

    /** For tests: {@link #MANY_RUNS_UNMERGED} on or off (null: the policy's). */
    static void setManyRunsUnmerged(Boolean on) { manyRunsUnmerged = on == null ? MANY_RUNS_UNMERGED : on; }

    /** Whether n `long` (fp: `double`) keys on threads try TopDigit before the halves (TOP_DIGIT_BEFORE_HALVES). */
    static boolean topDigitBeforeHalves(int n, int threads, boolean fp) {
        return TOP_DIGIT_BEFORE_HALVES && topDigit(n, fp) && halvesFirst(n, threads, 8, fp);
    }

    /**
     * Whether n `long` (fp: `double`) keys on the sequential route's Arrays.sort go to TopDigit first
     * (TOP_DIGIT_MIN_64, TOP_DIGIT_DOUBLES).
     */
    static boolean topDigit(int n, boolean fp) {
        return hybrid && n >= TOP_DIGIT_MIN_64 && n < TOP_DIGIT_BELOW_64 && (!fp || TOP_DIGIT_DOUBLES);
    }

    /**
     * The window of the busy-cores reading in ms ({@code samplesort.cpu.busyCoresMillis}, 100; 0: off). 100 ms: on
     * two cores 20 ticks of /proc/stat's 10 ms a window, so that a busy core (0.48-0.91 of a core beside our two
     * threads) and an idle one (0-0.26) read apart in every window (harness {@code Bc}, dev VM,
     * hundred-and-twentieth session); a shorter window reads fewer ticks, a longer one answers later.
     */
    static final int BUSY_CORES_MILLIS = POLICY.hybrid().busyCoresMillis();

    /** The busy-cores reading (null: off). */
    private static final BusyCores BUSY = BUSY_CORES_MILLIS > 0 ? new BusyCores(BUSY_CORES_MILLIS) : null;

    /** The reading the engine asks (tests give a reading of their own; null: BUSY). */
    private static volatile BusyCores busyCores;

    /** For tests: the engine asks {@code b} whether the cores are busy (null: the process's own reading again). */
    static void setBusyCores(BusyCores b) {
        busyCores = b;
    }

    /**
     * The threads for a sort the engine counts ({@link #counted}) set to {@code threads}: one where other programs
     * keep the cores busy (BusyCores: the calling thread keeps a whole core where two threads of ours would share
     * the second with another program; 2-core dev VM with a shell loop beside the benchmark, hundred-and-nineteenth
     * session: the two-thread routes 0.78-0.97x {@code Arrays.sort}, one thread 0.95-1.00x), else {@code threads}.
     */
    static int busyThreads(int threads) {
        BusyCores b = busyCores;
        return busyThreads(threads, b != null ? b : BUSY);
    }

    /** {@link #busyThreads(int)} by the reading {@code busy} (null: off; tests give their own). */
    static int busyThreads(int threads, BusyCores busy) {
        return threads > 1 && busy != null && busy.busy(System.nanoTime()) ? 1 : threads;
    }

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
    static ForkJoinPool pool() {
        // read without the lock, which is taken only to make a new one: the sorts of many threads ask for the pool at
        // once, and a contended monitor makes them wait in turn (not measured apart from the rest of call C's change,
        // CONCURRENT_PARALLEL_MIN)
        ForkJoinPool p = pool;
        return p != null && p.getParallelism() == threads ? p : newPool();
    }

    private static synchronized ForkJoinPool newPool() {
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
