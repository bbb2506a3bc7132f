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
        long nk = (long) plan.nseg << plan.logK;
        Carving c = new Carving();
        long tables = c.take(plan.tableBytes());
        long caps = c.take(BucketSort.CAPS_BYTES);
        long tree = c.take(nk * keyBytes);
        long spl = c.take(nk * keyBytes);
        long eq = c.take(nk);
        long hist = c.take(plan.histLen * 8);
        long partial = c.take(Scan.partialBytes(plan.histLen));
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

    /** Bytes uploaded at the start of the level: the tables and the caps. */
    long uploadBytes() { return tree; }

    /** Bytes zeroed at the start of the level, from {@link #totals}: the totals and the counters. */
    long zeroBytes() { return lists - totals; }
}
