package dev.samplesort.gpu;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * Phase 5: the jobs that finish the sort. Buckets of at most M keys are sorted by one thread block each, in the
 * smallest size class that holds them, largest first; equality buckets are only copied (and converted back).
 * Collects jobs over all levels and launches them together at the end.
 */
final class BucketSort {
    /** Job record size in bytes ({@code ss::Job}: u64 offset, u32 size, u32 flags). */
    static final int JOB_BYTES = 16;
    static final int AUX = 1 << 31;

    private final GpuPolicy policy;
    private final long[][] sortJobs;  // per class: packed (offset, size, flags) triples
    private final int[] sortCount;
    private long[] copyJobs = new long[48];
    private int copyCount;

    BucketSort(GpuPolicy policy) {
        this.policy = policy;
        int c = policy.classCaps().length;
        sortJobs = new long[c][48];
        sortCount = new int[c];
    }

    /** A bucket of {@code size <= M} keys at {@code off}, in the auxiliary buffer when {@code aux}. */
    void sortJob(long off, long size, boolean aux) {
        int c = policy.sizeClass(size);
        if (c < 0) throw new IllegalArgumentException("bucket of " + size + " keys exceeds M");
        long[] a = sortJobs[c];
        int i = sortCount[c] * 3;
        if (i + 3 > a.length) sortJobs[c] = a = Arrays.copyOf(a, a.length * 2);
        a[i] = off;
        a[i + 1] = size;
        a[i + 2] = aux ? AUX : 0;
        sortCount[c]++;
    }

    /** An equality bucket: already in order, only copied (in pieces of {@code copyChunk}). */
    void copyJob(long off, long size, boolean aux) {
        for (long p = 0; p < size; p += policy.copyChunk()) {
            long len = Math.min(policy.copyChunk(), size - p);
            int i = copyCount * 3;
            if (i + 3 > copyJobs.length) copyJobs = Arrays.copyOf(copyJobs, copyJobs.length * 2);
            copyJobs[i] = off + p;
            copyJobs[i + 1] = len;
            copyJobs[i + 2] = aux ? AUX : 0;
            copyCount++;
        }
    }

    int jobCount() {
        int n = copyCount;
        for (int c : sortCount) n += c;
        return n;
    }

    /** Writes the jobs at {@code off} of {@code host}: each class's jobs largest first, then the copy jobs. */
    void write(MemorySegment host, long off) {
        long p = off;
        for (int c = 0; c < sortCount.length; c++) {
            int n = sortCount[c];
            long[] a = sortJobs[c];
            long[] order = new long[n];
            for (int j = 0; j < n; j++) order[j] = ((policy.maxBucket() - a[3 * j + 1]) << 32) | j;
            Arrays.sort(order);
            for (int j = 0; j < n; j++, p += JOB_BYTES) putJob(host, p, a, (int) order[j]);
        }
        for (int j = 0; j < copyCount; j++, p += JOB_BYTES) putJob(host, p, copyJobs, j);
    }

    private static void putJob(MemorySegment host, long p, long[] a, int j) {
        host.set(ValueLayout.JAVA_LONG_UNALIGNED, p, a[3 * j]);
        host.set(ValueLayout.JAVA_INT_UNALIGNED, p + 8, (int) a[3 * j + 1]);
        host.set(ValueLayout.JAVA_INT_UNALIGNED, p + 12, (int) a[3 * j + 2]);
    }

    /** Launches every job; {@code jobs} is the device copy of what {@link #write} wrote. */
    void launch(SortSession s, String u, String v, long jobs, long a, long b, long va, long vb, boolean raw,
                int kind) {
        long p = jobs;
        for (int c = 0; c < sortCount.length; c++) {
            int n = sortCount[c];
            if (n > 0) {
                s.args.clear().ptr(p).ptr(a).ptr(b).ptr(va).ptr(vb).i32(raw ? 1 : 0).i32(kind);
                s.launch(s.rt.kernels.bucketSort(u, v, c), n);
            }
            p += (long) n * JOB_BYTES;
        }
        if (copyCount > 0) {
            s.args.clear().ptr(p).ptr(a).ptr(b).ptr(va).ptr(vb).i32(kind);
            s.launch(s.rt.kernels.copy(u, v), copyCount);
        }
    }
}
