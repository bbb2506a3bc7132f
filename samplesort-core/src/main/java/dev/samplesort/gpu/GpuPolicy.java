package dev.samplesort.gpu;

import dev.samplesort.spi.Properties;
import java.util.Locale;

/**
 * Every run-time tunable of the GPU sample sort as one immutable value (CUB's policy structs are the model).
 * Compile-time shapes (threads x items of each kernel, which bucket counts and size classes exist) are the kernel
 * contract ({@code src/main/cuda/contract.cuh}, mirrored and checked by {@link KernelContract}); this value holds
 * the run-time choices among them. {@link dev.samplesort.spi.Configuration} reads it once from the
 * {@code samplesort.gpu.<name>} system properties and the engine passes it down to every sort; the benchmark's
 * tuner builds its own ({@link #from}) and hands it to a device-resident sort. Defaults come from the sweep
 * recorded in docs/PERFORMANCE.md.
 *
 * @param logKs        the bucket counts (log2) a level that is followed by another may use, ascending
 * @param finalMaxLogK the largest log2 K for a level that finishes the distribution
 * @param finalLogKs   the bucket counts (log2) a level that finishes the distribution may use, ascending
 *                     ({@code samplesort.gpu.k64=0} leaves out K = 64)
 * @param classKernels the bucket-sort kernels (indices into {@link #CLASS_SHAPES}) serving as the size classes
 *                     ({@code samplesort.gpu.classSet}: 1, the default, mostly 256-thread kernels; 0 512-thread)
 * @param classCaps    the largest bucket each size class takes (at most its kernel's threads x items), ascending;
 *                     the last is M
 * @param fill         target fill of a final bucket relative to M: a level picks the smallest K with
 *                     {@code size / K <= fill * M}
 * @param blocksPerSm  distribution blocks per multiprocessor to aim for at each level
 * @param staged       scatter through shared memory (coalesced runs) instead of directly from registers
 * @param storeBuckets the count pass stores each key's bucket (1 byte, K &lt;= 256) for the scatter to reuse
 * @param copyChunk    elements per block when copying equality buckets
 * @param seed         seed of the sample positions (0: a fixed default)
 * @param balanced     a level followed by others takes the smallest K that keeps the number of levels
 *                     (on by default since the K = 64 kernel exists; {@code samplesort.gpu.balanced=0} turns
 *                     it off, see docs/PERFORMANCE.md)
 * @param memoryLimit  the most device memory (bytes) a sort of host data may use, 0 for no limit but the
 *                     device's ({@code samplesort.gpu.memoryLimit}, e.g. {@code 8g}; at least
 *                     {@link #MIN_MEMORY_LIMIT}); larger sorts of keys and unstable pairs run out of core
 *                     ({@link OutOfCore}, docs/OUT-OF-CORE.md)
 * @param fusedExchange the multi-GPU sort's scatter writes every bucket straight into the receive buffer of the GPU
 *                     that sorts it, instead of scattering locally and copying the pieces afterwards
 *                     ({@code samplesort.gpu.mgpuFusedExchange}, default 1; 0: the copy exchange;
 *                     {@link MultiGpuSort}, docs/MULTI-GPU.md)
 * @param minFinalBucket a final level of few segments takes more buckets than the fill target needs (parallelism
 *                     for the bucket sort) only while they keep at least this many keys on average
 *                     ({@code samplesort.gpu.minFinalBucket}; issue 15: at 2^16 keys the parallelism rule chose
 *                     K = 1024 buckets of 64 keys, whose sample, count and scatter cost 100 us of the sort's 165)
 * @param lightSample  a final level (buckets averaging at most M / 2 keys) of K <= 256 draws a light sample of 16 keys
 *                     per bucket ({@code SS_SAMPLE_LIGHT_SHAPES}) instead of 32 ({@code samplesort.gpu.lightSample},
 *                     default 0: uniform keys gain — long 2^20 185-195 -> 156 us warm, int 2^24 1.25-1.40 -> 1.15-1.18
 *                     ms — but zipf keys lose, long 2^20 0.65 -> 1.0-1.27 ms, their largest buckets overflowing M into
 *                     another level; H100, docs/PERFORMANCE.md, seventh session). An earlier
 *                     table of 4 or 8 keys per bucket lost: the wider spread of the buckets cost the bucket sort more
 *                     than the smaller sample saved (2^18 int 153 vs 118 us, 2^20 187 vs 166 us, H100)
 * @param scanPlan     a level whose histogram has at most {@code SCAN_PLAN_MAX} entries scans it and plans in one
 *                     block, one launch instead of four ({@code samplesort.gpu.scanPlan}, default 1)
 * @param waveClasses  a level whose buckets fit one wave of blocks sorts them in one size class (the smallest
 *                     that holds 1.6x the average bucket) and M, instead of every class: the classes run one
 *                     after the other on the stream, and at 2^16 keys two half-empty classes took 12 + 15 us
 *                     where one takes 15 ({@code samplesort.gpu.waveClasses}, default 1); the class is served
 *                     by the bucket-sort kernel of the shortest critical path that holds it ({@link #waveKernel})
 * @param smallChunk   a level of one segment below one tile per block hands each block chunks of this many keys
 *                     (a power of two below the tile; 0: whole tiles) while its histogram stays within the
 *                     one-block scan, so that count and scatter spread over more SMs
 *                     ({@code samplesort.gpu.smallChunk}: at 2^16 keys 8 blocks of 8192 keys each took 10 and 14 us)
 * @param stablePayload a stable sort of 32-bit keys with values sorts the packed (key, row) words with the values as
 *                     their payload, instead of sorting the words alone and gathering the values by row afterwards
 *                     ({@code samplesort.gpu.stablePayload}; {@link GpuWordsSort#sortStablePairs})
 * @param concurrentClasses a level's size classes and the copy kernel run on streams beside each other instead of
 *                     one after the other ({@code samplesort.gpu.concurrentClasses}; {@link BucketSort#run})
 * @param stableScatter a stable key-value sort is the key-value sample sort itself with the stable scatter
 *                     ({@code ss_scatter_stable_*}: equal keys keep their input order) instead of a sort of
 *                     (key, row) words ({@code samplesort.gpu.stableScatter}; {@link GpuWordsSort#sortStablePairs})
 * @param packRows     pass 0 of an unstable multi-word sort (records, columns, 128-bit keys) as a keys-only sort of
 *                     (the key's first 64 - rb bits | the row index in rb = ceil(log2 n) bits), the shared prefixes
 *                     refined after it: {@link #PACK_NEVER}, {@link #PACK_AUTO} (the default: at least
 *                     {@code packRowsMin} rows whose sampled prefixes are distinct) or {@link #PACK_ALWAYS}
 *                     ({@code samplesort.gpu.packRows} 0 / 1 / 2; {@link GpuWordsSort#packBits})
 * @param packRowsMin  the fewest rows {@link #PACK_AUTO} packs ({@code samplesort.gpu.packRowsMin}, default
 *                     {@link #DEFAULT_PACK_ROWS_MIN})
 */
public record GpuPolicy(int[] logKs, int[] finalLogKs, int finalMaxLogK, int[] classKernels, int[] classCaps,
                        double fill, int blocksPerSm,
                        boolean staged, boolean storeBuckets, int copyChunk, long seed, boolean balanced,
                        long memoryLimit, boolean fusedExchange, int minFinalBucket, boolean lightSample,
                        boolean scanPlan, boolean waveClasses, int smallChunk, boolean stablePayload,
                        boolean concurrentClasses, boolean stableScatter, int packRows, long packRowsMin) {

    /** {@link #packRows}: pass 0 of a multi-word sort sorts (word 0, row) pairs. */
    public static final int PACK_NEVER = 0;
    /** {@link #packRows}: packed where the sampled prefixes are distinct and there are enough rows. */
    public static final int PACK_AUTO = 1;
    /** {@link #packRows}: always packed (the tests' way to reach the packed path with few rows). */
    public static final int PACK_ALWAYS = 2;

    /**
     * {@link #packRowsMin}'s default. Packing saves a share of the pass-0 sort that grows with n (0.4 ms of 7.6 at
     * 2^25 gensort rows), while its costs are fixed: the prefix sample's round trip and, from ~2^22 rows on, a
     * refinement pass over the few prefixes that repeat. H100, {@code WideDevBench gensort}, packed against not
     * (fifteenth session, docs/PERFORMANCE.md): 2^22 2.12 / 1.34 ms, 2^23 2.70 / 2.66, 2^24 4.15 / 3.93, 2^25 7.17 /
     * 7.59, 2^26 14.0 / 15.0.
     */
    public static final long DEFAULT_PACK_ROWS_MIN = 1L << 25;

    /**
     * {@link #minFinalBucket}'s default, M / 2 (the fill target): a final level of one segment takes no more buckets
     * than the fill target needs. Warm host wall time per device-resident sort on the H100 (HostCostProbe,
     * 2026-11-23), minimum bucket 4096 / 2048 / 1 (the rule before): int 2^16 81 / 106 / 208 us, 2^18 88 / 111 /
     * 189, 2^20 128 / 189 / 231; long 2^16 112 / 127 / 251, 2^20 175 / 237 / 320 (docs/PERFORMANCE.md).
     */
    public static final int DEFAULT_MIN_FINAL_BUCKET = 4096;

    /** {@link #smallChunk}'s default (docs/PERFORMANCE.md, seventh session). */
    public static final int DEFAULT_SMALL_CHUNK = 1024;

    /**
     * The smallest device-memory limit: the out-of-core sort needs room for a chunk, its auxiliary buffer and the
     * level tables (a fixed bound of 32 MiB, {@link GpuSampleSort#auxiliaryBytes}) at once.
     */
    public static final long MIN_MEMORY_LIMIT = 64L << 20;

    /**
     * A policy without a device-memory limit and with the fused multi-GPU exchange (the tuner's and the tests'
     * shape).
     *
     * @param logKs        see the record
     * @param finalLogKs   see the record
     * @param finalMaxLogK see the record
     * @param classKernels see the record
     * @param classCaps    see the record
     * @param fill         see the record
     * @param blocksPerSm  see the record
     * @param staged       see the record
     * @param storeBuckets see the record
     * @param copyChunk    see the record
     * @param seed         see the record
     * @param balanced     see the record
     */
    public GpuPolicy(int[] logKs, int[] finalLogKs, int finalMaxLogK, int[] classKernels, int[] classCaps,
                     double fill, int blocksPerSm, boolean staged, boolean storeBuckets, int copyChunk, long seed,
                     boolean balanced) {
        this(logKs, finalLogKs, finalMaxLogK, classKernels, classCaps, fill, blocksPerSm, staged, storeBuckets,
                copyChunk, seed, balanced, 0, true, DEFAULT_MIN_FINAL_BUCKET, false, true, true, DEFAULT_SMALL_CHUNK, true, true,
                true, PACK_AUTO, DEFAULT_PACK_ROWS_MIN);
    }

    /** Threads and items per thread of each bucket-sort kernel {@code ss_bsort_*_c<index>} (the kernel contract). */
    static final int[][] CLASS_SHAPES = KernelContract.BSORT_SHAPES;
    /** The most size classes a policy may have (the device's work lists). */
    static final int MAX_CLASSES = KernelContract.NCLASSES;
    /** The size-class sets: kernels and the largest bucket each takes (M = 8192 in both). */
    static final int[][] SET_KERNELS = {{0, 1, 2, 3, 4, 5}, {0, 1, 6, 7, 8, 5}};
    static final int[][] SET_CAPS = {{640, 1792, 3584, 4608, 5632, 8192}, {640, 1792, 3328, 4352, 5376, 8192}};

    /** The bucket counts (log2) the kernels are instantiated for (the kernel contract). */
    static final int[] ALL_LOGKS = KernelContract.logKs();

    /** The policy with every default (no settings). */
    public static GpuPolicy defaults() { return from(new Properties(name -> null)); }

    /**
     * The policy the {@code samplesort.gpu.*} settings of {@code p} describe (defaults where unset); read once by
     * {@link dev.samplesort.spi.Configuration}, or built by the benchmark's tuner from its parameters.
     *
     * @param p the settings
     * @return the policy
     * @throws IllegalArgumentException when a setting does not parse or names no valid choice (the message names it)
     */
    public static GpuPolicy from(Properties p) {
        double fill = prop(p, "fill", 0.5);
        int bps = (int) prop(p, "blocksPerSm", 8);
        boolean staged = prop(p, "staged", 1) != 0;
        int copyChunk = (int) prop(p, "copyChunk", 1 << 16);
        long seed = (long) prop(p, "seed", 0);
        int set = (int) prop(p, "classSet", 1);
        if (set < 0 || set >= SET_KERNELS.length) {
            throw new IllegalArgumentException("system property samplesort.gpu.classSet=" + set + " is not 0 or 1");
        }
        int maxClass = (int) prop(p, "classes", SET_CAPS[set].length);
        int nc = Math.max(1, Math.min(maxClass, SET_CAPS[set].length));
        int[] kernels = java.util.Arrays.copyOf(SET_KERNELS[set], nc);
        int[] caps = java.util.Arrays.copyOf(SET_CAPS[set], nc);
        boolean k64 = prop(p, "k64", 1) != 0;
        int[] all = java.util.Arrays.stream(ALL_LOGKS).filter(k -> k64 || k != 6).toArray();
        int maxLogK = (int) prop(p, "maxLogK", 8);
        int[] ks = java.util.Arrays.stream(all).filter(k -> k <= maxLogK).toArray();
        if (ks.length == 0) ks = new int[] {all[0]};
        int finalMax = (int) prop(p, "finalMaxLogK", 10);
        boolean store = prop(p, "storeBuckets", 0) != 0;
        boolean balanced = prop(p, "balanced", 1) != 0;
        long limit = p.bytesValue("samplesort.gpu.memoryLimit", 0);
        checkMemoryLimit(limit, "system property samplesort.gpu.memoryLimit");
        boolean fused = prop(p, "mgpuFusedExchange", 1) != 0;
        int minFinal = (int) prop(p, "minFinalBucket", DEFAULT_MIN_FINAL_BUCKET);
        boolean light = prop(p, "lightSample", 0) != 0;
        boolean scanPlan = prop(p, "scanPlan", 1) != 0;
        boolean wave = prop(p, "waveClasses", 1) != 0;
        int smallChunk = (int) prop(p, "smallChunk", DEFAULT_SMALL_CHUNK);
        boolean payload = prop(p, "stablePayload", 1) != 0;
        boolean concurrent = prop(p, "concurrentClasses", 1) != 0;
        boolean stableScatter = prop(p, "stableScatter", 1) != 0;
        int pack = (int) prop(p, "packRows", PACK_AUTO);
        if (pack < PACK_NEVER || pack > PACK_ALWAYS) {
            throw new IllegalArgumentException("system property samplesort.gpu.packRows=" + pack
                    + " is not 0 (never), 1 (auto) or 2 (always)");
        }
        long packMin = (long) prop(p, "packRowsMin", DEFAULT_PACK_ROWS_MIN);
        return new GpuPolicy(ks, all, finalMax, kernels, caps, fill, bps, staged, store, copyChunk, seed, balanced,
                limit, fused, minFinal, light, scanPlan, wave, smallChunk, payload, concurrent, stableScatter, pack,
                packMin);
    }

    /**
     * Checks a device-memory limit: 0 (none) or at least {@link #MIN_MEMORY_LIMIT}.
     *
     * @param bytes the limit
     * @param what  what set it, for the message (e.g. the property's name)
     * @throws IllegalArgumentException when it is negative or positive but below the minimum
     */
    public static void checkMemoryLimit(long bytes, String what) {
        if (bytes < 0 || (bytes > 0 && bytes < MIN_MEMORY_LIMIT)) {
            throw new IllegalArgumentException(what + "=" + bytes + " bytes: a GPU memory limit is 0 (none) or at "
                    + "least " + (MIN_MEMORY_LIMIT >> 20) + " MiB (" + MIN_MEMORY_LIMIT + " bytes)");
        }
    }

    /**
     * @param bytes the device-memory limit, 0 for none
     * @return this policy with that limit
     */
    public GpuPolicy withMemoryLimit(long bytes) {
        checkMemoryLimit(bytes, "memoryLimit");
        return new GpuPolicy(logKs, finalLogKs, finalMaxLogK, classKernels, classCaps, fill, blocksPerSm, staged,
                storeBuckets, copyChunk, seed, balanced, bytes, fusedExchange, minFinalBucket, lightSample, scanPlan,
                waveClasses, smallChunk, stablePayload, concurrentClasses, stableScatter, packRows,
                packRowsMin);
    }

    /**
     * @param fused whether the multi-GPU sort fuses its exchange into the scatter
     * @return this policy with that choice
     */
    public GpuPolicy withFusedExchange(boolean fused) {
        return new GpuPolicy(logKs, finalLogKs, finalMaxLogK, classKernels, classCaps, fill, blocksPerSm, staged,
                storeBuckets, copyChunk, seed, balanced, memoryLimit, fused, minFinalBucket, lightSample, scanPlan,
                waveClasses, smallChunk, stablePayload, concurrentClasses, stableScatter, packRows,
                packRowsMin);
    }

    /**
     * @param mode {@link #PACK_NEVER}, {@link #PACK_AUTO} or {@link #PACK_ALWAYS}
     * @return this policy with that choice of pass 0 for multi-word sorts
     */
    public GpuPolicy withPackRows(int mode) { return withPackRows(mode, packRowsMin); }

    /**
     * @param mode {@link #PACK_NEVER}, {@link #PACK_AUTO} or {@link #PACK_ALWAYS}
     * @param min  the fewest rows {@link #PACK_AUTO} packs
     * @return this policy with that choice of pass 0 for multi-word sorts
     */
    public GpuPolicy withPackRows(int mode, long min) {
        return new GpuPolicy(logKs, finalLogKs, finalMaxLogK, classKernels, classCaps, fill, blocksPerSm, staged,
                storeBuckets, copyChunk, seed, balanced, memoryLimit, fusedExchange, minFinalBucket, lightSample,
                scanPlan, waveClasses, smallChunk, stablePayload, concurrentClasses, stableScatter, mode, min);
    }

    /** Every GPU setting is read as a number (as it always was: {@code 8} and {@code 8.0} both mean 8). */
    private static double prop(Properties p, String name, double dflt) {
        return p.doubleValue("samplesort.gpu." + name, dflt);
    }

    /** Checks that the classes fit their kernels and that there are not more than the device lists hold. */
    public GpuPolicy {
        checkMemoryLimit(memoryLimit, "memoryLimit");
        if (packRows < PACK_NEVER || packRows > PACK_ALWAYS) throw new IllegalArgumentException("packRows " + packRows);
        if (packRowsMin < 2) throw new IllegalArgumentException("packRowsMin " + packRowsMin + " < 2");
        if (minFinalBucket < 1) throw new IllegalArgumentException("minFinalBucket " + minFinalBucket + " < 1");
        if (smallChunk < 0 || (smallChunk & (smallChunk - 1)) != 0 || smallChunk >= KernelContract.DIST_TILE
                || (smallChunk > 0 && smallChunk < 256)) {
            throw new IllegalArgumentException("smallChunk " + smallChunk + ": 0 or a power of two from 256 below "
                    + KernelContract.DIST_TILE);
        }
        if (classKernels.length != classCaps.length || classCaps.length == 0 || classCaps.length > MAX_CLASSES) {
            throw new IllegalArgumentException("size classes: " + classKernels.length + " kernels, "
                    + classCaps.length + " capacities (1.." + MAX_CLASSES + " needed)");
        }
        for (int c = 0; c < classCaps.length; c++) {
            int[] shape = CLASS_SHAPES[classKernels[c]];
            if (classCaps[c] > shape[0] * shape[1] || (c > 0 && classCaps[c] <= classCaps[c - 1])) {
                throw new IllegalArgumentException("size class " + c + " (" + classCaps[c]
                        + " keys) does not fit kernel " + classKernels[c] + " or is not ascending");
            }
        }
    }

    /**
     * Whether a level of K = 2^{@code logK} buckets over segments of at most {@code maxSegment} keys draws the light
     * sample: it is on, the kernel exists, and the buckets average at most M / 2 keys (a final level: at a = 16 the
     * largest of 256 buckets is about 1.8x the average, still below M).
     */
    public boolean lightSample(long maxSegment, int logK) {
        return lightSample && KernelContract.lightSampleThreads(logK) > 0 && (maxSegment >> logK) <= maxBucket() / 2;
    }

    /** Buckets per SM up to which a level counts as one wave of bucket sorts ({@link #activeClasses}). */
    static final int WAVE_BUCKETS_PER_SM = 2;

    /**
     * How a level's bucket sort runs: the size classes it launches ({@code classes}, a bit set over the class
     * indices) and, for a level of one wave, the class that takes its buckets ({@code waveSlot}, -1: none), served
     * by kernel {@code waveKernel} with capacity {@code waveCap} instead of the class set's kernel and capacity.
     */
    public record ClassPlan(int classes, int waveSlot, int waveKernel, int waveCap) {
        /** Every class, as the class set has them. */
        static ClassPlan all(int classCount) { return new ClassPlan((1 << classCount) - 1, -1, -1, 0); }
    }

    /**
     * The {@link ClassPlan} of a level of {@code buckets} buckets over {@code keys} keys: every class, or, for a level
     * that fits one wave of blocks ({@link #waveClasses}), one class for buckets up to 1.6x the average (the largest of
     * 128 buckets from a sample of 32 keys per bucket stays below ~1.5x) and M for the rest. The wave class is served
     * by {@link #waveKernel}, holding at least that many keys and at most M.
     */
    public ClassPlan classPlan(long buckets, long keys, int smCount) {
        int last = classCaps.length - 1;
        if (!waveClasses || buckets > (long) smCount * WAVE_BUCKETS_PER_SM || buckets == 0) {
            return ClassPlan.all(classCaps.length);
        }
        long want = (long) Math.ceil(1.6 * keys / buckets);
        if (want >= maxBucket()) return new ClassPlan(1 << last, -1, -1, 0);
        int c = 0;
        while (c < last && classCaps[c] < want) c++;
        if (c == last) return new ClassPlan(1 << last, -1, -1, 0);
        int k = waveKernel(want);
        int cap = (int) Math.min(maxBucket(), (long) CLASS_SHAPES[k][0] * CLASS_SHAPES[k][1]);
        return new ClassPlan((1 << c) | (1 << last), c, k, cap);
    }

    /**
     * The bucket-sort kernel ({@link KernelContract#BSORT_SHAPES} index) for the one size class of a one-wave level
     * whose buckets must fit {@code want} keys: among the kernels that hold them, the one of the shortest critical
     * path, items per thread x log2 threads (one block's merge rounds), which on an idle GPU is what the level waits
     * for; a tie goes to more threads. At 2^16 keys (buckets up to 3277) the 512 x 7 kernel instead of the class
     * set's 256 x 13.
     */
    public static int waveKernel(long want) {
        int best = -1;
        long bestCost = Long.MAX_VALUE;
        for (int k = 0; k < CLASS_SHAPES.length; k++) {
            int t = CLASS_SHAPES[k][0], items = CLASS_SHAPES[k][1];
            if ((long) t * items < want) continue;
            long cost = (long) items * (31 - Integer.numberOfLeadingZeros(t));
            if (cost < bestCost || (cost == bestCost && t > CLASS_SHAPES[best][0])) {
                best = k;
                bestCost = cost;
            }
        }
        return best;
    }

    /** M: the largest bucket the bucket sort takes. */
    public int maxBucket() { return classCaps[classCaps.length - 1]; }

    /** The size class (index) for a bucket of {@code size} keys, or -1 if above M. */
    public int sizeClass(long size) {
        for (int c = 0; c < classCaps.length; c++) if (size <= classCaps[c]) return c;
        return -1;
    }

    /**
     * log2 K for a level of {@code nseg} segments, the largest holding {@code maxSegment} keys. A level that can
     * be the last one (every bucket expected within {@code fill * M}) may use up to {@code finalMaxLogK} and picks
     * the smallest K that also yields at least {@code minBuckets} buckets (parallelism for the bucket sort);
     * otherwise the level uses the largest K up to {@code maxLogK} and another level follows.
     */
    public int logK(long maxSegment, int nseg, int minBuckets) {
        double target = fill * maxBucket();
        int maxK = logKs[logKs.length - 1];
        // Few segments (small inputs): a larger final K buys parallelism for the bucket sort.
        int finalCap = ((long) nseg << maxK) < minBuckets ? Math.max(maxK, finalMaxLogK) : maxK;
        int best = -1;
        for (int i = 0; i < finalLogKs.length && finalLogKs[i] <= finalCap; i++) {
            int lk = finalLogKs[i];
            if (maxSegment / (double) (1L << lk) <= target) {
                best = lk;
                if (((long) nseg << lk) >= minBuckets) return lk;
                // More buckets only while they stay at least minFinalBucket keys: the sample, count and scatter
                // grow with K, while a bucket sort of fewer keys gains nothing.
                if (i + 1 < finalLogKs.length && maxSegment / (double) (1L << finalLogKs[i + 1]) < minFinalBucket) {
                    return lk;
                }
            }
        }
        if (best >= 0) return best;
        if (balanced) {
            // Not the last level: as many levels as the largest K needs, each with the smallest K that keeps that
            // count (e.g. 2^26 keys -> 128 x 128 buckets of ~4096, not 256 x 128 buckets of ~2048).
            // A level that overshoots the target a little with the largest K is left to it: the few buckets above
            // M get one more, small level (2^28 keys: 256 x 256 beats 256 x 32 x 8).
            double bits = Math.log(maxSegment / target) / Math.log(2);
            int levels = (int) Math.ceil(bits / maxK - 0.25);
            double need = bits / Math.max(1, levels);
            for (int lk : logKs) if (lk >= need - 1e-9) return lk;
        }
        return maxK;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "GpuPolicy[logKs=%s, finalLogKs=%s, finalMaxLogK=%d, classKernels=%s,"
                + " classCaps=%s, fill=%.2f, blocksPerSm=%d, staged=%b, storeBuckets=%b, copyChunk=%d, seed=%d,"
                + " balanced=%b, memoryLimit=%d, fusedExchange=%b, minFinalBucket=%d, lightSample=%b, scanPlan=%b,"
                + " waveClasses=%b, smallChunk=%d, stablePayload=%b, concurrentClasses=%b, stableScatter=%b,"
                + " packRows=%d, packRowsMin=%d]",
                java.util.Arrays.toString(logKs), java.util.Arrays.toString(finalLogKs), finalMaxLogK,
                java.util.Arrays.toString(classKernels), java.util.Arrays.toString(classCaps), fill, blocksPerSm,
                staged, storeBuckets, copyChunk, seed, balanced, memoryLimit, fusedExchange, minFinalBucket,
                lightSample, scanPlan, waveClasses, smallChunk, stablePayload, concurrentClasses, stableScatter,
                packRows, packRowsMin);
    }
}
