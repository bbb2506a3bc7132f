package dev.samplesort.gpu;

import dev.samplesort.KeyType;
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
     * Sorts {@code n} keys in {@code keys} (and the values in {@code values}, or null) ascending in Java's order,
     * on the session's stream. Returns when the result is complete (the stream is synchronised).
     */
    public static Stats sort(SortSession s, DeviceMemory keys, DeviceMemory values, long n, KeyType kt,
                             ValueType vt, GpuPolicy policy) {
        if (n < 2) return new Stats(0, 0, 0);
        final String u = KeyKind.width(kt), v = KeyKind.value(vt);
        final int kind = KeyKind.of(kt);
        final int kw = kt.byteSize();
        final long seed = policy.seed() != 0 ? policy.seed() : DEFAULT_SEED;
        final long a = keys.address(), va = values == null ? 0 : values.address();
        final BucketSort jobs = new BucketSort(policy);
        final long m = policy.maxBucket();

        if (n <= m) {  // one bucket: sort it straight from the raw input
            jobs.sortJob(0, n, false);
            runJobs(s, jobs, u, v, a, 0, va, 0, true, kind);
            s.stream.synchronize();
            return new Stats(0, 0, 1);
        }

        DeviceMemory aux = s.allocate(n * kw);
        DeviceMemory vaux = values == null ? null : s.allocate(n * vt.byteSize());
        long peak = aux.byteSize() + (vaux == null ? 0 : vaux.byteSize());
        int levels = 0;
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
                final int k = plan.k();
                final long nk = (long) nseg * k;
                // Device scratch of the level.
                long oTab = 0;
                long oTree = align(oTab + plan.tableBytes());
                long oSpl = align(oTree + nk * kw);
                long oEq = align(oSpl + nk * kw);
                long oHist = align(oEq + nk);
                long oPart = align(oHist + plan.histLen * 8);
                long oTot = align(oPart + Scan.partialBytes(plan.histLen));
                long bytes = align(oTot + nk * 8);
                // Pinned host scratch: the table going up, the totals and equality flags coming down.
                long hTot = align(plan.tableBytes());
                long hEq = align(hTot + nk * 8);
                MemorySegment host = s.scratch(hEq + nk);
                plan.writeTable(host, 0);
                try (DeviceMemory scratch = s.allocate(bytes)) {
                    peak = Math.max(peak, aux.byteSize() + (vaux == null ? 0 : vaux.byteSize()) + bytes);
                    long d = scratch.address();
                    s.stream.copyHostToDevice(scratch, oTab, host, plan.tableBytes());
                    s.stream.memsetD8(scratch, oTot, (byte) 0, nk * 8);
                    Sample.launch(s, u, plan, src, raw, kind, d + oTab, seed + levels, d + oTree, d + oSpl,
                            d + oEq);
                    ClassifyCount.launch(s, u, plan, src, raw, kind, d + oTab, d + oTree, d + oSpl, d + oEq,
                            d + oHist, d + oTot);
                    Scan.launch(s, d + oHist, plan.histLen, d + oPart);
                    Scatter.launch(s, u, v, plan, src, dst, vsrc, vdst, raw, kind, policy.staged(), d + oTab,
                            d + oTree, d + oSpl, d + oEq, d + oHist);
                    s.stream.copyDeviceToHost(host.asSlice(hTot), scratch, oTot, nk * 8);
                    s.stream.copyDeviceToHost(host.asSlice(hEq), scratch, oEq, nk);
                    s.stream.synchronize();
                }
                // Plan what comes next from the bucket sizes.
                long[] nextStart = new long[16];
                long[] nextSize = new long[16];
                int next = 0;
                for (int sg = 0; sg < nseg; sg++) {
                    long off = segStart[sg];
                    long base = (long) sg * k;
                    for (int bk = 0; bk < k; bk++) {
                        long size = host.get(ValueLayout.JAVA_LONG_UNALIGNED, hTot + 8 * (base + bk));
                        if (size == 0) continue;
                        boolean eq = bk > 0 && host.get(ValueLayout.JAVA_BYTE, hEq + base + bk - 1) != 0;
                        if (eq) {
                            jobs.copyJob(off, size, toAux);
                        } else if (size <= m) {
                            jobs.sortJob(off, size, toAux);
                        } else {
                            if (next == nextStart.length) {
                                nextStart = java.util.Arrays.copyOf(nextStart, next * 2);
                                nextSize = java.util.Arrays.copyOf(nextSize, next * 2);
                            }
                            nextStart[next] = off;
                            nextSize[next++] = size;
                        }
                        off += size;
                    }
                    if (off != segStart[sg] + segSize[sg]) {
                        throw new IllegalStateException("bucket sizes of segment " + sg + " add up to "
                                + (off - segStart[sg]) + ", expected " + segSize[sg]);
                    }
                }
                segStart = nextStart;
                segSize = nextSize;
                nseg = next;
            }
            runJobs(s, jobs, u, v, a, b, va, vb, false, kind);
            s.stream.synchronize();
        } finally {
            aux.close();
            if (vaux != null) vaux.close();
        }
        return new Stats(levels, peak, jobs.jobCount());
    }

    private static void runJobs(SortSession s, BucketSort jobs, String u, String v, long a, long b, long va,
                                long vb, boolean raw, int kind) {
        long bytes = (long) jobs.jobCount() * BucketSort.JOB_BYTES;
        if (bytes == 0) return;
        MemorySegment host = s.scratch(bytes);
        jobs.write(host, 0);
        try (DeviceMemory d = s.allocate(bytes)) {
            s.stream.copyHostToDevice(d, 0, host, bytes);
            jobs.launch(s, u, v, d.address(), a, b, va, vb, raw, kind);
            // The pinned scratch is reused by the caller: wait until the copy has been consumed.
            s.stream.synchronize();
        }
    }

    /** Reverses {@code n} elements of {@code width} bytes in place (for descending order), asynchronously. */
    public static void reverse(SortSession s, DeviceMemory m, long n, int width) {
        if (n < 2) return;
        s.args.clear().ptr(m.address()).i64(n);
        int grid = (int) Math.min(s.rt.smCount * 8L, Math.max(1, (n / 2 + 255) / 256));
        s.launch(s.rt.kernels.reverse(width), grid);
    }

    private static long align(long x) { return (x + ALIGN - 1) / ALIGN * ALIGN; }
}
