package dev.samplesort.gpu;

import static dev.samplesort.gpu.KernelContract.COPY_LIST;
import static dev.samplesort.gpu.KernelContract.COUNTER_BYTES;
import static dev.samplesort.gpu.KernelContract.JOB_BYTES;
import static dev.samplesort.gpu.KernelContract.NCLASSES;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;

import java.lang.foreign.MemorySegment;

/**
 * Phase 5 launcher: the buckets of a level that need no further distribution. A plan kernel sorts every bucket of
 * the level into a work list on the device — a sort job in the smallest size class that holds it, a copy job for
 * equality buckets (already in order), or a segment for the next level — so no per-bucket data crosses to the host.
 * Persistent blocks of each size class then pull jobs from their list: one thread block sorts one bucket of at
 * most M keys in shared memory and writes it to its final place. Lists, counters and jobs are laid out as
 * {@link KernelContract} says.
 */
final class BucketSort {
    private static final ParamBlock PLAN = KernelContract.PLAN;
    private static final long PL_TABLES = PLAN.offset("tables"), PL_NSEG = PLAN.offset("nseg"),
            PL_NBLK = PLAN.offset("nblk"), PL_LOGK = PLAN.offset("logk"), PL_SCANNED = PLAN.offset("scanned"),
            PL_TOTALS = PLAN.offset("totals"), PL_EQ = PLAN.offset("eq"), PL_CAPS = PLAN.offset("caps"),
            PL_COPY_CHUNK = PLAN.offset("copy_chunk"), PL_AUX_FLAG = PLAN.offset("aux_flag"),
            PL_LISTS = PLAN.offset("lists"), PL_CAP = PLAN.offset("cap"), PL_COUNTERS = PLAN.offset("counters"),
            PL_NEXT = PLAN.offset("next");
    private static final ParamBlock SORT = KernelContract.BUCKET_SORT;
    private static final long BS_JOBS = SORT.offset("jobs"), BS_COUNTERS = SORT.offset("counters"),
            BS_LIST = SORT.offset("list"), BS_A = SORT.offset("a"), BS_B = SORT.offset("b"), BS_VA = SORT.offset("va"),
            BS_VB = SORT.offset("vb"), BS_RAW = SORT.offset("raw"), BS_KIND = SORT.offset("kind");
    private static final ParamBlock COPY = KernelContract.COPY;
    private static final long CP_JOBS = COPY.offset("jobs"), CP_COUNTERS = COPY.offset("counters"),
            CP_A = COPY.offset("a"), CP_B = COPY.offset("b"), CP_VA = COPY.offset("va"), CP_VB = COPY.offset("vb"),
            CP_KIND = COPY.offset("kind");

    /** Bytes of the class capacities table (uploaded with the level table). */
    static final int CAPS_BYTES = 4 * NCLASSES;

    private BucketSort() {}

    /** Jobs per list for a level of {@code buckets} buckets over {@code n} keys. */
    static long capacity(long buckets, long n, GpuPolicy p) { return buckets + n / p.copyChunk() + 1; }

    static void writeCaps(MemorySegment host, long off, GpuPolicy p) {
        writeCaps(host, off, p, GpuPolicy.ClassPlan.all(p.classCaps().length));
    }

    /**
     * Writes the capacities of the size classes {@code cp} launches ({@link GpuPolicy#classPlan}); a class it leaves
     * out gets capacity 0, which the plan kernel skips, so its buckets go to the next class launched.
     */
    static void writeCaps(MemorySegment host, long off, GpuPolicy p, GpuPolicy.ClassPlan cp) {
        for (int c = 0; c < NCLASSES; c++) {
            boolean on = c < p.classCaps().length && (cp.classes() >> c & 1) != 0;
            int cap = c == cp.waveSlot() ? cp.waveCap() : on ? p.classCaps()[c] : 0;
            host.set(JAVA_INT_UNALIGNED, off + 4L * c, on ? cap : 0);
        }
    }

    /** Launches the plan kernel of a level: fills the lists and counters (zeroed by the caller). */
    static void plan(SortSession s, Level l, GpuPolicy p) {
        fillPlan(s.params(PLAN), l, p);
        long buckets = (long) l.plan.nseg << l.plan.logK;
        int grid = (int) Math.max(1, Math.min((buckets + KernelContract.PLAN_T - 1) / KernelContract.PLAN_T,
                (long) s.rt.smCount * 8));
        s.launch(s.rt.kernels.plan(), grid);
    }

    /**
     * Launches the one-block scan and plan of a level whose histogram has at most {@code SCAN_PLAN_MAX} entries
     * ({@link GpuPolicy#scanPlan()}): the histogram is scanned in place, then planned as {@link #plan} does.
     */
    static void scanPlan(SortSession s, Level l, GpuPolicy p) {
        fillPlan(s.params(PLAN), l, p);
        s.launch(s.rt.kernels.scanPlan(), 1);
    }

    /** Whether level {@code l} takes {@link #scanPlan} under {@code p}. */
    static boolean scanPlanFits(Level l, GpuPolicy p) {
        return p.scanPlan() && l.plan.histLen <= KernelContract.SCAN_PLAN_MAX;
    }

    /** Writes the plan kernel's parameter block of level {@code l}. */
    static void fillPlan(MemorySegment a, Level l, GpuPolicy p) {
        LevelScratch r = l.scratch;
        a.set(JAVA_LONG, PL_TABLES, l.at(r.tables()));
        a.set(JAVA_INT, PL_NSEG, l.plan.nseg);
        a.set(JAVA_INT, PL_NBLK, l.plan.nblk);
        a.set(JAVA_INT, PL_LOGK, l.plan.logK);
        a.set(JAVA_LONG, PL_SCANNED, l.at(r.hist()));
        a.set(JAVA_LONG, PL_TOTALS, l.at(r.totals()));
        a.set(JAVA_LONG, PL_EQ, l.at(r.eq()));
        a.set(JAVA_LONG, PL_CAPS, l.at(r.caps()));
        a.set(JAVA_INT, PL_COPY_CHUNK, p.copyChunk());
        a.set(JAVA_INT, PL_AUX_FLAG, l.toAux ? KernelContract.AUX_FLAG : 0);
        a.set(JAVA_LONG, PL_LISTS, l.at(r.lists()));
        a.set(JAVA_LONG, PL_CAP, r.cap());
        a.set(JAVA_LONG, PL_COUNTERS, l.at(r.counters()));
        a.set(JAVA_LONG, PL_NEXT, l.at(r.next()));
    }

    /**
     * Launches the persistent bucket-sort blocks of every class and the copy blocks over the lists ({@code cap}
     * jobs each, from {@code lists}), writing every bucket to {@code a} (and {@code va}).
     */
    static void run(SortSession s, String u, String v, GpuPolicy p, long lists, long cap, long counters, long a,
                    long b, long va, long vb, boolean raw, int kind) {
        run(s, u, v, p, lists, cap, counters, a, b, va, vb, raw, kind, GpuPolicy.ClassPlan.all(p.classCaps().length));
    }

    /** As above, launching the size classes of {@code cp} (the plan the level's caps were written with). */
    static void run(SortSession s, String u, String v, GpuPolicy p, long lists, long cap, long counters, long a,
                    long b, long va, long vb, boolean raw, int kind, GpuPolicy.ClassPlan cp) {
        // The classes sort disjoint buckets: on lanes beside each other they fill the GPU together, where one after
        // the other each left it idle at its tail (2^22 int keys: five classes took 12 + 46 + 35 + 47 + 35 us).
        boolean lanes = p.concurrentClasses();
        int lane = 0;
        if (lanes) s.fork();
        for (int c = 0; c < p.classCaps().length; c++) {
            if ((cp.classes() >> c & 1) == 0) continue;
            int kernel = c == cp.waveSlot() ? cp.waveKernel() : p.classKernels()[c];
            Kernels.Kernel k = s.rt.kernels.bucketSort(u, v, kernel);
            fillSort(s.params(SORT), lists + (long) c * cap * JOB_BYTES, counters, c, a, b, va, vb, raw, kind);
            if (lanes) s.launchOn(s.lane(lane++), k, grid(k, cap));
            else s.launch(k, grid(k, cap));
        }
        Kernels.Kernel k = s.rt.kernels.copy(u, v);
        fillCopy(s.params(COPY), lists + (long) COPY_LIST * cap * JOB_BYTES, counters, a, b, va, vb, kind);
        if (lanes) {
            s.launchOn(s.lane(lane++), k, grid(k, cap));
            s.join(lane);
        } else {
            s.launch(k, grid(k, cap));
        }
    }

    /**
     * Persistent blocks for a list of at most {@code cap} jobs: as many as fit the device at once, but no more
     * than there can be jobs. Most lists of a small level are empty, and every block of an empty list still starts,
     * takes a job number and exits (issue 15: 4-5 us per empty class kernel at 2^16 keys under ncu).
     */
    private static int grid(Kernels.Kernel k, long cap) { return (int) Math.min(k.residentGrid(), Math.max(1, cap)); }

    /** Writes the parameter block of the bucket-sort kernel of size class {@code list}. */
    static void fillSort(MemorySegment q, long jobs, long counters, int list, long a, long b, long va, long vb,
                         boolean raw, int kind) {
        q.set(JAVA_LONG, BS_JOBS, jobs);
        q.set(JAVA_LONG, BS_COUNTERS, counters);
        q.set(JAVA_INT, BS_LIST, list);
        q.set(JAVA_LONG, BS_A, a);
        q.set(JAVA_LONG, BS_B, b);
        q.set(JAVA_LONG, BS_VA, va);
        q.set(JAVA_LONG, BS_VB, vb);
        q.set(JAVA_INT, BS_RAW, raw ? 1 : 0);
        q.set(JAVA_INT, BS_KIND, kind);
    }

    /** Writes the parameter block of the copy kernel. */
    static void fillCopy(MemorySegment q, long jobs, long counters, long a, long b, long va, long vb, int kind) {
        q.set(JAVA_LONG, CP_JOBS, jobs);
        q.set(JAVA_LONG, CP_COUNTERS, counters);
        q.set(JAVA_LONG, CP_A, a);
        q.set(JAVA_LONG, CP_B, b);
        q.set(JAVA_LONG, CP_VA, va);
        q.set(JAVA_LONG, CP_VB, vb);
        q.set(JAVA_INT, CP_KIND, kind);
    }

    /** Writes one sort job (for inputs of at most M keys, sorted without any distribution level). */
    static void writeSingleJob(MemorySegment host, long countersOff, long listOff, int sizeClass, long n) {
        host.asSlice(countersOff, COUNTER_BYTES).fill((byte) 0);
        host.set(JAVA_INT_UNALIGNED, countersOff + 4L * sizeClass, 1);
        host.set(JAVA_LONG_UNALIGNED, listOff + KernelContract.JOB_OFF, 0L);
        host.set(JAVA_INT_UNALIGNED, listOff + KernelContract.JOB_SIZE, (int) n);
        host.set(JAVA_INT_UNALIGNED, listOff + KernelContract.JOB_FLAGS, 0);
    }
}
