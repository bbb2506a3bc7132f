package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * The GPU sample sort of data already on the device — the host-side control flow of the paper's algorithm:
 *
 * <ol>
 *   <li>while some segment (initially the whole input) holds more than M keys, distribute all such segments
 *       together in one level: {@link Sample} → {@link ClassifyCount} → {@link Scan} → {@link Scatter}, between
 *       the caller's buffer and one auxiliary buffer of n keys (ping-pong); the host reads the bucket sizes once
 *       per level (one synchronisation per level, never per bucket) and plans the next level;</li>
 *   <li>{@link BucketSort}: every bucket of at most M keys is sorted in shared memory and written to its final
 *       place; equality buckets are copied.</li>
 * </ol>
 *
 * Out of place: one auxiliary buffer of n keys (and values) plus O(k · blocks) counters per level.
 */
public final class GpuSampleSort {
    private static final long ALIGN = 256;
    private static final long DEFAULT_SEED = 0x5EED_5A4D_1E50_27L;
    private static final int MAX_LEVELS = 64;

    private GpuSampleSort() {}

    /** What a sort did, for the benchmark and the docs. */
    public record Stats(int levels, long peakDeviceBytes, int jobs) {}

    /** Device bytes a sort of n keys (and values) needs besides the input: the auxiliary buffers and tables. */
    public static long auxiliaryBytes(long n, KeyType kt, ValueType vt) {
        long per = kt.byteSize() + (vt == null ? 0 : vt.byteSize());
        return n * per + (n / 64 + (1 << 22)) * 8;  // ping-pong buffer + generous bound for the level tables
    }

    /**
     * Sorts {@code n} keys in {@code keys} (and the values in {@code values}, or null) in Java's order, ascending
     * or descending, on the session's stream. Returns when the result is complete (the stream is synchronised).
     * Descending costs nothing: the kernels' order-preserving key transform complements the ordered bits.
     */
    public static Stats sort(SortSession s, DeviceMemory keys, DeviceMemory values, long n, KeyType kt,
                             ValueType vt, Order order, GpuPolicy policy) {
        if (n < 2) return new Stats(0, 0, 0);
        final String u = KeyKind.width(kt), v = KeyKind.value(vt);
        final int kind = KeyKind.of(kt, order);
        final int kw = kt.byteSize();
        final long seed = policy.seed() != 0 ? policy.seed() : DEFAULT_SEED;
        final long a = keys.address(), va = values == null ? 0 : values.address();
        final long m = policy.maxBucket();
        s.mark("start");

        if (n <= m) {  // one bucket: sort it straight from the raw input
            MemorySegment host = s.scratch(BucketSort.COUNTER_BYTES + BucketSort.JOB_BYTES);
            BucketSort.writeSingleJob(host, 0, BucketSort.COUNTER_BYTES, policy.sizeClass(n), n);
            long bytes = BucketSort.COUNTER_BYTES + (long) BucketSort.NLISTS * BucketSort.JOB_BYTES;
            try (DeviceMemory d = s.allocate(bytes)) {
                s.stream.copyHostToDevice(d, 0, host, BucketSort.COUNTER_BYTES + BucketSort.JOB_BYTES);
                // Every list starts at the same job: only the class list with count 1 is read.
                long list = d.address() + BucketSort.COUNTER_BYTES;
                BucketSort.run(s, u, v, policy, list, 0, d.address(), a, 0, va, 0, true, kind);
                s.stream.synchronize();
            }
            s.mark("bucket sort");
            s.collectProfile();
            return new Stats(0, 0, 1);
        }

        DeviceMemory aux = s.allocate(n * kw);
        DeviceMemory vaux = values == null ? null : s.allocate(n * vt.byteSize());
        final long auxBytes = aux.byteSize() + (vaux == null ? 0 : vaux.byteSize());
        // Optional: one byte per key remembers its bucket between the count and the scatter pass.
        DeviceMemory bids = policy.storeBuckets() ? s.allocate(n) : null;
        long peak = auxBytes + (bids == null ? 0 : n);
        int levels = 0;
        long jobsTotal = 0;
        try {
            final long b = aux.address(), vb = vaux == null ? 0 : vaux.address();
            long[] segStart = {0};
            long[] segSize = {n};
            int nseg = 1;
            while (nseg > 0) {
                if (++levels > MAX_LEVELS) throw new IllegalStateException("no progress after " + MAX_LEVELS
                        + " distribution levels");
                final boolean raw = levels == 1;
                final boolean toAux = (levels & 1) == 1;  // level 1 writes the aux buffer, level 2 back, ...
                final long src = toAux ? a : b, dst = toAux ? b : a;
                final long vsrc = toAux ? va : vb, vdst = toAux ? vb : va;
                LevelPlan plan = new LevelPlan(segStart, segSize, nseg, policy, s.rt.smCount);
                final long nk = (long) nseg << plan.logK;
                final long cap = BucketSort.capacity(nk, n, policy);
                // Device scratch of the level.
                long oTab = 0;
                long oCaps = align(oTab + plan.tableBytes());
                long oTree = align(oCaps + BucketSort.CAPS_BYTES);
                long oSpl = align(oTree + nk * kw);
                long oEq = align(oSpl + nk * kw);
                long oHist = align(oEq + nk);
                long oPart = align(oHist + plan.histLen * 8);
                long oTot = align(oPart + Scan.partialBytes(plan.histLen));
                long oCnt = align(oTot + nk * 8);
                long oLists = align(oCnt + BucketSort.COUNTER_BYTES);
                long oNext = align(oLists + BucketSort.NLISTS * cap * BucketSort.JOB_BYTES);
                long bytes = align(oNext + 16 * cap);
                // Pinned host scratch: the tables going up, the counters and next segments coming down.
                long hCnt = align(oTree);
                long hNext = align(hCnt + BucketSort.COUNTER_BYTES);
                // Every next-level segment holds more than M keys: at most n / (M + 1) of them come back.
                final long nextMax = Math.min(cap, n / (m + 1) + 1);
                MemorySegment host = s.scratch(hNext + 16 * nextMax);
                plan.writeTable(host, oTab);
                BucketSort.writeCaps(host, oCaps, policy);
                int next;
                try (DeviceMemory scratch = s.allocate(bytes)) {
                    peak = Math.max(peak, auxBytes + bytes);
                    long d = scratch.address();
                    s.stream.copyHostToDevice(scratch, 0, host, oTree);
                    s.stream.memsetD8(scratch, oTot, (byte) 0, oLists - oTot);  // totals and counters
                    s.mark("level " + levels + " setup");
                    Sample.launch(s, u, plan, src, raw, kind, d + oTab, seed + levels, d + oTree, d + oSpl,
                            d + oEq);
                    s.mark("level " + levels + " sample");
                    final long bidPtr = bids != null && plan.logK <= 8 ? bids.address() : 0;
                    ClassifyCount.launch(s, u, plan, src, raw, kind, d + oTab, d + oTree, d + oSpl, d + oEq,
                            d + oHist, d + oTot, bidPtr);
                    s.mark("level " + levels + " classify+count");
                    Scan.launch(s, d + oHist, plan.histLen, d + oPart);
                    s.mark("level " + levels + " scan");
                    // The plan needs only the counts and offsets, not the moved data: it runs before the
                    // scatter, so that the host plans the next level while the GPU scatters and bucket-sorts.
                    BucketSort.plan(s, plan, d + oTab, d + oHist, d + oTot, d + oEq, d + oCaps, policy, toAux,
                            d + oLists, cap, d + oCnt, d + oNext);
                    s.stream.copyDeviceToHost(host.asSlice(hCnt), scratch, oCnt, BucketSort.COUNTER_BYTES);
                    s.stream.copyDeviceToHost(host.asSlice(hNext), scratch, oNext, 16 * nextMax);
                    s.planned().record(s.stream);
                    s.mark("level " + levels + " plan");
                    Scatter.launch(s, u, v, plan, src, dst, vsrc, vdst, raw, kind, policy.staged(), d + oTab,
                            d + oTree, d + oSpl, d + oEq, d + oHist, bidPtr);
                    s.mark("level " + levels + " scatter");
                    BucketSort.run(s, u, v, policy, d + oLists, cap, d + oCnt, a, b, va, vb, false, kind);
                    s.mark("level " + levels + " bucket sort");
                    s.planned().synchronize();  // one wait per level, for the counters only
                    next = host.get(ValueLayout.JAVA_INT_UNALIGNED, hCnt + 4L * BucketSort.NEXT);
                    for (int l = 0; l < BucketSort.NLISTS; l++) {
                        jobsTotal += host.get(ValueLayout.JAVA_INT_UNALIGNED, hCnt + 4L * l);
                    }
                    if (next > nextMax) throw new IllegalStateException(next + " next-level segments > " + nextMax);
                }
                // The next level: the buckets larger than M, in array order (so that runs are reproducible).
                long[] pairs = new long[2 * next];
                MemorySegment.copy(host, ValueLayout.JAVA_LONG_UNALIGNED, hNext, pairs, 0, 2 * next);
                long[] starts = new long[next];
                for (int i = 0; i < next; i++) starts[i] = pairs[2 * i];
                java.util.HashMap<Long, Long> size = new java.util.HashMap<>();
                for (int i = 0; i < next; i++) size.put(pairs[2 * i], pairs[2 * i + 1]);
                java.util.Arrays.sort(starts);
                segStart = starts;
                segSize = new long[next];
                for (int i = 0; i < next; i++) segSize[i] = size.get(starts[i]);
                nseg = next;
            }
            s.stream.synchronize();  // the last level's scatter and bucket sorts
            s.collectProfile();
        } finally {
            aux.close();
            if (vaux != null) vaux.close();
            if (bids != null) bids.close();
        }
        return new Stats(levels, peak, (int) Math.min(Integer.MAX_VALUE, jobsTotal));
    }

    private static long align(long x) { return (x + ALIGN - 1) / ALIGN * ALIGN; }
}
