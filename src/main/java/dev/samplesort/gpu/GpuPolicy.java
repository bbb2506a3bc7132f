package dev.samplesort.gpu;

import java.util.Locale;

/**
 * Every tunable of the GPU sample sort in one place (CUB's "policy" idea). Compile-time shapes (threads x items of
 * each kernel, which bucket counts and size classes exist) are fixed in {@code src/main/cuda/samplesort.cu}; this
 * class holds the run-time choices among them. Each value can be overridden by a system property
 * {@code samplesort.gpu.<name>} (used by the tuning mode of the benchmark); defaults come from the sweep recorded in
 * docs/PERFORMANCE.md.
 *
 * @param logKs        the bucket counts (log2) a level that is followed by another may use, ascending
 * @param finalMaxLogK the largest log2 K for a level that finishes the distribution
 * @param classCaps    capacities of the bucket-sort size classes (threads x items), ascending; the last is M
 * @param fill         target fill of a final bucket relative to M: a level picks the smallest K with
 *                     {@code size / K <= fill * M}
 * @param blocksPerSm  distribution blocks per multiprocessor to aim for at each level
 * @param staged       scatter through shared memory (coalesced runs) instead of directly from registers
 * @param storeBuckets the count pass stores each key's bucket (1 byte, K &lt;= 256) for the scatter to reuse
 * @param copyChunk    elements per block when copying equality buckets
 * @param seed         seed of the sample positions (0: a fixed default)
 * @param balanced     a level followed by others takes the smallest K that keeps the number of levels
 *                     ({@code samplesort.gpu.balanced=1}; off by default, see docs/PERFORMANCE.md)
 */
public record GpuPolicy(int[] logKs, int finalMaxLogK, int[] classCaps, double fill, int blocksPerSm,
                        boolean staged, boolean storeBuckets, int copyChunk, long seed, boolean balanced) {

    /** Elements per tile of the count and scatter kernels (DIST_T x DIST_ITEMS in samplesort.cu). */
    public static final int DIST_TILE = 512 * 16;
    /** Threads of the sample kernel per log2 K (must match FOR_EACH_K in samplesort.cu). */
    static int sampleThreads(int logK) {
        return switch (logK) {
            case 3 -> 64;
            case 5 -> 128;
            case 7 -> 256;
            case 8, 9 -> 512;
            case 10 -> 1024;
            default -> throw new IllegalArgumentException("no sample kernel for log2 K = " + logK);
        };
    }

    /** Threads of each bucket-sort size class (must match BSORTS in samplesort.cu). */
    static final int[] CLASS_THREADS = {128, 256, 512, 512, 1024};

    /** The bucket counts (log2) instantiated in samplesort.cu (FOR_EACH_K). */
    static final int[] ALL_LOGKS = {3, 5, 7, 8, 9, 10};
    static final int[] DEFAULT_LOGKS = ALL_LOGKS;
    static final int[] DEFAULT_CAPS = {512, 2048, 4096, 6144, 8192};

    /** The policy for keys of {@code keyBytes} (4 or 8) with values of {@code valueBytes} (0, 4 or 8). */
    public static GpuPolicy forWidths(int keyBytes, int valueBytes) {
        double fill = prop("fill", 0.5);
        int bps = (int) prop("blocksPerSm", 8);
        boolean staged = prop("staged", 1) != 0;
        int copyChunk = (int) prop("copyChunk", 1 << 16);
        long seed = (long) prop("seed", 0);
        int maxClass = (int) prop("classes", DEFAULT_CAPS.length);
        int[] caps = java.util.Arrays.copyOf(DEFAULT_CAPS, Math.max(1, Math.min(maxClass, DEFAULT_CAPS.length)));
        int maxLogK = (int) prop("maxLogK", 8);
        int[] ks = java.util.Arrays.stream(DEFAULT_LOGKS).filter(k -> k <= maxLogK).toArray();
        if (ks.length == 0) ks = new int[] {DEFAULT_LOGKS[0]};
        int finalMax = (int) prop("finalMaxLogK", 10);
        boolean store = prop("storeBuckets", 0) != 0;
        boolean balanced = prop("balanced", 0) != 0;
        return new GpuPolicy(ks, finalMax, caps, fill, bps, staged, store, copyChunk, seed, balanced);
    }

    private static double prop(String name, double dflt) {
        String v = System.getProperty("samplesort.gpu." + name);
        if (v == null || v.isBlank()) return dflt;
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("system property samplesort.gpu." + name + "='" + v
                    + "' is not a number", e);
        }
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
        for (int lk : ALL_LOGKS) {
            if (lk > finalCap) break;
            if (maxSegment / (double) (1L << lk) <= target) {
                best = lk;
                if (((long) nseg << lk) >= minBuckets) return lk;
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
        return String.format(Locale.ROOT, "GpuPolicy[logKs=%s, finalMaxLogK=%d, classCaps=%s, fill=%.2f, blocksPerSm=%d, staged=%b,"
                + " copyChunk=%d, balanced=%b]", java.util.Arrays.toString(logKs), finalMaxLogK,
                java.util.Arrays.toString(classCaps), fill, blocksPerSm, staged, copyChunk, balanced);
    }
}
