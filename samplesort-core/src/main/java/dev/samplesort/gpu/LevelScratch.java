package dev.samplesort.gpu;

import static dev.samplesort.gpu.KernelContract.COUNTER_BYTES;
import static dev.samplesort.gpu.KernelContract.JOB_BYTES;
import static dev.samplesort.gpu.KernelContract.NLISTS;

/**
 * The scratch of one distribution level, carved from one device allocation into named regions (byte offsets
 * relative to it), and the pinned host scratch that goes with it. The regions, in the order the level uses them:
 *
 * <ul>
 *   <li>{@code tables}, {@code caps}: the level's segment/block tables ({@link LevelPlan}) and the size classes'
 *       capacities, uploaded together as the first {@link #uploadBytes()} bytes of the host scratch;</li>
 *   <li>{@code tree}, {@code spl}, {@code eq}: each segment's splitter tree, sorted splitters and equality flags
 *       (phase 1, read by phases 2 and 4);</li>
 *   <li>{@code hist}: the k x p histogram (phase 2), scanned in place into offsets (phase 3, with
 *       {@code partial}); {@code totals}: each bucket's size;</li>
 *   <li>{@code counters}, {@code lists}, {@code next}: the plan's work lists and next-level segments
 *       ({@link KernelContract}); {@code totals} and {@code counters} are adjacent so one memset zeroes both.</li>
 * </ul>
 *
 * The host scratch holds the uploaded tables at {@code [0, uploadBytes)}, then the counters coming back at
 * {@code hostCounters} and up to {@code nextMax} next-level segments at {@code hostNext}.
 *
 * @param cap jobs per work list
 */
record LevelScratch(long tables, long caps, long tree, long spl, long eq, long hist, long partial, long totals,
                    long counters, long lists, long next, long bytes, long cap, long hostCounters, long hostNext,
                    long hostBytes, long nextMax) {

    /**
     * The layout for {@code plan} with keys of {@code keyBytes}, {@code cap} jobs per list and room for
     * {@code nextMax} next-level segments on the host.
     */
    static LevelScratch of(LevelPlan plan, int keyBytes, long cap, long nextMax) {
        return of(plan.nseg, plan.logK, plan.tableBytes(), plan.histLen, keyBytes, cap, nextMax);
    }

    /** The layout for a level of {@code nseg} segments into 2^{@code logK} buckets each (see above). */
    private static LevelScratch of(int nseg, int logK, long tableBytes, long histLen, int keyBytes, long cap,
                                   long nextMax) {
        long nk = (long) nseg << logK;
        Carving c = new Carving();
        long tables = c.take(tableBytes);
        long caps = c.take(BucketSort.CAPS_BYTES);
        long tree = c.take(nk * keyBytes);
        long spl = c.take(nk * keyBytes);
        long eq = c.take(nk);
        long hist = c.take(histLen * 8);
        long partial = c.take(Scan.partialBytes(histLen));
        long totals = c.take(nk * 8);
        long counters = c.take(COUNTER_BYTES);
        long lists = c.take(NLISTS * cap * JOB_BYTES);
        long next = c.take(16 * cap);
        Carving h = new Carving();
        h.take(tree);  // the tables and caps, at the same offsets as on the device
        long hostCounters = h.take(COUNTER_BYTES);
        long hostNext = h.take(16 * nextMax);
        return new LevelScratch(tables, caps, tree, spl, eq, hist, partial, totals, counters, lists, next, c.size(),
                cap, hostCounters, hostNext, hostNext + 16 * nextMax, nextMax);
    }

    /**
     * Device bytes of the level arena of a sort of {@code n} keys of {@code keyBytes} whose first level is
     * {@code first}: enough for that level and for any second level, so that a sort of two levels (every measured
     * shape up to 2^28 uniform keys but a few buckets) takes no allocation after its first. A second level has at
     * most {@code min(first.k(), n / (M + 1) + 1)} segments (the first level's buckets above M); its K is at most
     * 2^{@code maxLogK} per segment, or, when a few segments would give the bucket sort fewer than
     * {@code minBuckets} buckets, {@code minBuckets} · 2^({@code finalMaxLogK} − {@code maxLogK}) buckets in all
     * ({@link GpuPolicy#logK}); its blocks at most one per segment plus the level's block target (or one per tile of
     * the input, if fewer). A third or later
     * level (skewed inputs) that needs more takes its own allocation. At 2^28 keys of 8 bytes the bound is 12.7 MiB
     * (0.6 % of the auxiliary buffer), at 2^24 4.6 MiB, at 2^20 5.3 MiB (a 1024-way first level).
     */
    static long arenaBytes(LevelPlan first, long n, int keyBytes, GpuPolicy p, int smCount) {
        long firstCap = BucketSort.capacity((long) first.nseg << first.logK, n, p);
        long nextBound = n / (p.maxBucket() + 1L) + 1;
        long one = of(first, keyBytes, firstCap, Math.min(firstCap, nextBound)).bytes();
        int maxLogK = p.logKs()[p.logKs().length - 1];
        int finalMax = Math.max(maxLogK, p.finalMaxLogK());
        long minBuckets = smCount * 8L;
        long nseg = Math.min((long) first.nseg << first.logK, nextBound);
        if (nseg > Integer.MAX_VALUE / 2) return one;
        long nk = Math.max(nseg << maxLogK, minBuckets << (finalMax - maxLogK));
        int logK = Math.min(finalMax, 64 - Long.numberOfLeadingZeros(Math.max(1, nk / nseg) - 1));  // ceil(log2)
        // every block but one per segment covers a full chunk, and a chunk is at least one tile
        long nblk = nseg + Math.min((long) smCount * p.blocksPerSm(), LevelPlan.ceilDiv(n, KernelContract.DIST_TILE));
        long hist = Math.min(LevelPlan.MAX_HIST, nblk << logK);
        if (p.smallChunk() > 0) {
            // a level of one segment may take chunks below a tile (LevelPlan.smallUnit) while its histogram has
            // at most SMALL_HIST entries, so at most SMALL_HIST / 8 blocks (K >= 8)
            nblk = Math.max(nblk, LevelPlan.SMALL_HIST / 8);
            hist = Math.max(hist, LevelPlan.SMALL_HIST);
        }
        long cap = BucketSort.capacity(nseg << logK, n, p);
        long two = of((int) nseg, logK, 32 * nseg + 4 * (nseg + 2 * nblk), hist, keyBytes, cap,
                Math.min(cap, nextBound)).bytes();
        return Math.max(one, two);
    }

    /** Bytes uploaded at the start of the level: the tables and the caps. */
    long uploadBytes() { return tree; }

    /** Bytes zeroed at the start of the level, from {@link #totals}: the totals and the counters. */
    long zeroBytes() { return lists - totals; }
}
