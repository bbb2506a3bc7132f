package dev.samplesort.gpu;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Phase 5 launcher: the buckets of a level that need no further distribution. A plan kernel sorts every bucket of
 * the level into a work list on the device — a sort job in the smallest size class that holds it, a copy job for
 * equality buckets (already in order), or a segment for the next level — so no per-bucket data crosses to the host.
 * Persistent blocks of each size class then pull jobs from their list: one thread block sorts one bucket of at
 * most M keys in shared memory and writes it to its final place.
 */
final class BucketSort {
    static final int NCLASSES = GpuPolicy.MAX_CLASSES;
    static final int COPY_LIST = NCLASSES;
    static final int NLISTS = NCLASSES + 1;
    /** Counter slots (u32): list lengths, NEXT = next-level segments, TAKEN + list = jobs taken. */
    static final int NEXT = 8;
    static final int COUNTER_BYTES = 32 * 4;
    static final int JOB_BYTES = 16;
    static final int AUX = 1 << 31;

    private BucketSort() {}

    /** Jobs per list for a level of {@code buckets} buckets over {@code n} keys. */
    static long capacity(long buckets, long n, GpuPolicy p) { return buckets + n / p.copyChunk() + 1; }

    /** Bytes of the class capacities table (uploaded with the level table). */
    static final int CAPS_BYTES = 4 * NCLASSES;

    static void writeCaps(MemorySegment host, long off, GpuPolicy p) {
        for (int c = 0; c < NCLASSES; c++) {
            host.set(ValueLayout.JAVA_INT_UNALIGNED, off + 4L * c, c < p.classCaps().length ? p.classCaps()[c] : 0);
        }
    }

    /** Launches the plan kernel of a level: fills the lists and counters (zeroed by the caller). */
    static void plan(SortSession s, LevelPlan plan, long tables, long scanned, long totals, long eq, long caps,
                     GpuPolicy p, boolean aux, long lists, long cap, long counters, long next) {
        long buckets = (long) plan.nseg << plan.logK;
        s.args.clear().ptr(tables).i32(plan.nseg).i32(plan.nblk).i32(plan.logK).ptr(scanned).ptr(totals).ptr(eq)
                .ptr(caps).i32(p.copyChunk()).i32(aux ? AUX : 0).ptr(lists).i64(cap).ptr(counters).ptr(next);
        int grid = (int) Math.max(1, Math.min((buckets + 255) / 256, (long) s.rt.smCount * 8));
        s.launch(s.rt.kernels.plan(), grid);
    }

    /** Launches the persistent bucket-sort blocks of every class and the copy blocks over the lists. */
    static void run(SortSession s, String u, String v, GpuPolicy p, long lists, long cap, long counters, long a,
                    long b, long va, long vb, boolean raw, int kind) {
        for (int c = 0; c < p.classCaps().length; c++) {
            Kernels.Kernel k = s.rt.kernels.bucketSort(u, v, p.classKernels()[c]);
            s.args.clear().ptr(lists + (long) c * cap * JOB_BYTES).ptr(counters).i32(c).ptr(a).ptr(b).ptr(va).ptr(vb)
                    .i32(raw ? 1 : 0).i32(kind);
            s.launch(k, k.residentGrid());
        }
        Kernels.Kernel k = s.rt.kernels.copy(u, v);
        s.args.clear().ptr(lists + (long) COPY_LIST * cap * JOB_BYTES).ptr(counters).ptr(a).ptr(b).ptr(va).ptr(vb)
                .i32(kind);
        s.launch(k, k.residentGrid());
    }

    /** Writes one sort job (for inputs of at most M keys, sorted without any distribution level). */
    static void writeSingleJob(MemorySegment host, long countersOff, long listOff, int sizeClass, long n) {
        host.asSlice(countersOff, COUNTER_BYTES).fill((byte) 0);
        host.set(ValueLayout.JAVA_INT_UNALIGNED, countersOff + 4L * sizeClass, 1);
        host.set(ValueLayout.JAVA_LONG_UNALIGNED, listOff, 0L);
        host.set(ValueLayout.JAVA_INT_UNALIGNED, listOff + 8, (int) n);
        host.set(ValueLayout.JAVA_INT_UNALIGNED, listOff + 12, 0);
    }
}
