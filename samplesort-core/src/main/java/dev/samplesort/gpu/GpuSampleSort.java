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
 *       together in one level ({@link #distribute}): {@link Sample} → {@link ClassifyCount} → {@link Scan} → plan
 *       ({@link BucketSort#plan}) → {@link Scatter}, between the caller's buffer and one auxiliary buffer of n keys
 *       (ping-pong); the host reads the plan's counters once per level (one synchronisation per level, never per
 *       bucket) and takes the buckets larger than M as the next level's segments;</li>
 *   <li>{@link BucketSort#run}, in the same level: every bucket of at most M keys is sorted in shared memory and
 *       written to its final place; equality buckets are copied.</li>
 * </ol>
 *
 * Device memory: one allocation per sort ({@link SortBuffers}: the auxiliary buffer, optional bucket indices and
 * the level arena), carved into named regions computed before it is allocated, as CUB carves its temporary
 * storage. Each level carves its scratch ({@link LevelScratch}: tables, splitters, histogram, work lists) from the
 * arena, which the levels reuse in stream order (a level's first copy into it runs after the previous level's
 * last kernel). A level's scratch depends on the previous level's buckets, so the arena is sized for the first
 * level and a bound on the second ({@link LevelScratch#arenaBytes}); a deeper level that needs more (skewed
 * inputs) takes its own allocation from the stream-ordered pool, and {@link Stats#allocations} counts them. Out of
 * place: n keys (and values) plus O(k · blocks).
 */
final class GpuSampleSort {
    static final long DEFAULT_SEED = 0x5EED_5A4D_1E50_27L;
    private static final int MAX_LEVELS = 64;

    private GpuSampleSort() {}

    /**
     * What a sort did, for the benchmark, the docs and the tests.
     *
     * @param allocations device allocations the sort made (1 for a sort whose levels all fit the arena)
     */
    record Stats(int levels, long peakDeviceBytes, int jobs, int allocations) {}

    /** A region of an allocation the caller holds, from which every level carves its scratch when it fits. */
    record Arena(DeviceMemory memory, long offset, long bytes) {}

    /** Device bytes a sort of n keys (and values) needs besides the input: the auxiliary buffers and tables. */
    static long auxiliaryBytes(long n, KeyType kt, ValueType vt) {
        long per = kt.byteSize() + (vt == null ? 0 : vt.byteSize());
        return n * per + (n / 64 + (1 << 22)) * 8;  // ping-pong buffer + generous bound for the level tables
    }

    /**
     * Sorts {@code n} keys in {@code keys} (and the values in {@code values}, or null) in Java's order, ascending
     * or descending, on the session's stream. Returns when the result is complete (the stream is synchronised).
     * Descending costs nothing: the kernels' order-preserving key transform complements the ordered bits.
     */
    static Stats sort(SortSession s, DeviceMemory keys, DeviceMemory values, long n, KeyType kt, ValueType vt,
                      Order order, GpuPolicy policy) {
        return sort(s, keys, values, n, kt, vt, order, policy, false);
    }

    /**
     * {@link #sort(SortSession, DeviceMemory, DeviceMemory, long, KeyType, ValueType, Order, GpuPolicy)}, stable
     * when {@code stable} (values required): every level scatters with the stable scatter kernels, and the bucket
     * sort is stable anyway, so equal keys keep their input order.
     */
    static Stats sort(SortSession s, DeviceMemory keys, DeviceMemory values, long n, KeyType kt, ValueType vt,
                      Order order, GpuPolicy policy, boolean stable) {
        if (stable && values == null) throw new IllegalArgumentException("a stable sort needs values");
        if (n < 2) return new Stats(0, 0, 0, 0);
        final String u = KeyKind.width(kt), v = KeyKind.value(vt);
        final int kind = KeyKind.of(kt, order);
        final long a = keys.address(), va = values == null ? 0 : values.address();
        s.mark("start");
        if (n <= policy.maxBucket()) return sortOneBucket(s, a, va, n, u, v, kind, policy);

        SortBuffers layout = SortBuffers.forSort(n, kt, vt, policy, s.rt.smCount);
        try (DeviceMemory buffers = s.allocate(layout.bytes())) {
            final long b = buffers.address() + layout.auxKeys();
            final long vb = values == null ? 0 : buffers.address() + layout.auxValues();
            final long bids = layout.bucketIds() < 0 ? 0 : buffers.address() + layout.bucketIds();
            Stats st = levels(s, a, b, va, vb, bids, n, kt, vt, order, policy, 0,
                    new Segments(new long[] {0}, new long[] {n}, 1),
                    new Arena(buffers, layout.arena(), layout.arenaBytes()), stable);
            return new Stats(st.levels, st.peakDeviceBytes + layout.bytes(), st.jobs, st.allocations + 1);
        }
    }

    /**
     * The distribution levels from level {@code levelsDone + 1} on, for {@code segments} of the {@code n} keys:
     * level 1 reads the caller's keys at {@code a} in their raw representation; a later level reads the buffer the
     * level before it wrote (odd levels write {@code b}, even levels {@code a}) in ordered bits. Every bucket ends
     * in {@code a}. The one-GPU sort starts at level 1 with the whole input; the multi-GPU sort
     * ({@link MultiGpuSort}) starts at level 2 with the buckets each GPU received from the exchange, in {@code b}.
     * Each level's scratch is carved from {@code arena} when it fits there, else from one allocation of the
     * levels' own, made when the first such level comes and replaced by a larger one when a later level needs
     * more ({@code arena} null: every level takes it). {@code stable}: the levels scatter stably. Returns when the
     * result is complete; the stats count only the levels run here, and the scratch and allocations they took
     * outside the arena.
     */
    static Stats levels(SortSession s, long a, long b, long va, long vb, long bids, long n, KeyType kt, ValueType vt,
                        Order order, GpuPolicy policy, int levelsDone, Segments segments, Arena arena,
                        boolean stable) {
        final String u = KeyKind.width(kt), v = KeyKind.value(vt);
        final int kind = KeyKind.of(kt, order);
        final int kw = kt.byteSize();
        final long seed = policy.seed() != 0 ? policy.seed() : DEFAULT_SEED;
        // Every next-level segment holds more than M keys: at most n / (M + 1) of them come back.
        final long nextBound = n / (policy.maxBucket() + 1L) + 1;
        long peak = 0;
        int levels = levelsDone, allocations = 0;
        long jobsTotal = 0;
        // Levels that do not fit the arena share one allocation of their own, grown when a level needs more.
        DeviceMemory own = null;
        try {
            while (segments.count > 0) {
                if (++levels > MAX_LEVELS) {
                    throw new IllegalStateException("no progress after " + MAX_LEVELS + " distribution levels");
                }
                LevelPlan plan = new LevelPlan(segments.start, segments.size, segments.count, policy, s.rt.smCount);
                long cap = BucketSort.capacity((long) plan.nseg << plan.logK, n, policy);
                LevelScratch r = LevelScratch.of(plan, kw, cap, Math.min(cap, nextBound));
                // Pinned host scratch: the tables going up, the counters and next segments coming down.
                MemorySegment host = s.scratch(r.hostBytes());
                plan.writeTable(host, r.tables());
                GpuPolicy.ClassPlan classes = policy.classPlan((long) plan.nseg << plan.logK, plan.total,
                        s.rt.smCount);
                BucketSort.writeCaps(host, r.caps(), policy, classes);
                boolean inArena = arena != null && r.bytes() <= arena.bytes();
                if (!inArena && (own == null || own.byteSize() < r.bytes())) {
                    if (own != null) own.close();   // stream-ordered: after the previous level's kernels
                    own = null;
                    own = s.allocate(r.bytes());
                    allocations++;
                    peak = Math.max(peak, r.bytes());
                }
                DeviceMemory mem = inArena ? arena.memory() : own;
                long off = inArena ? arena.offset() : 0;
                Level l = new Level(levels, plan, r, mem.address() + off, a, b, va, vb, kind, u, v,
                        plan.logK <= 8 ? bids : 0, stable);
                distribute(s, l, seed + levels, policy, host, mem, off);
                BucketSort.run(s, u, v, policy, l.at(r.lists()), cap, l.at(r.counters()), a, b, va, vb, false,
                        kind, classes);
                s.mark("level " + levels + " bucket sort");
                s.planned().synchronize();  // one wait per level, for the counters only
                for (int list = 0; list < KernelContract.NLISTS; list++) {
                    jobsTotal += host.get(ValueLayout.JAVA_INT_UNALIGNED, r.hostCounters() + 4L * list);
                }
                segments = nextSegments(host, r);
            }
        } finally {
            if (own != null) own.close();
        }
        s.stream.synchronize();  // the last level's scatter and bucket sorts
        s.collectProfile();
        return new Stats(levels, peak, (int) Math.min(Integer.MAX_VALUE, jobsTotal), allocations);
    }

    /**
     * One distribution level, in the paper's order: sample → classify/count → scan → plan → scatter. The plan
     * needs only the counts and offsets, not the moved data, so it runs before the scatter and its result (the
     * work-list counters and next-level segments) travels to the host while the GPU scatters and bucket-sorts.
     */
    private static void distribute(SortSession s, Level l, long seed, GpuPolicy policy, MemorySegment host,
                                   DeviceMemory mem, long off) {
        LevelScratch r = l.scratch;
        String at = "level " + l.number + " ";
        s.stream.copyHostToDevice(mem, off, host, r.uploadBytes());
        s.stream.memsetD8(mem, off + r.totals(), (byte) 0, r.zeroBytes());
        s.mark(at + "setup");
        Sample.launch(s, l, seed, policy.lightSample(l.plan.maxSegment, l.plan.logK));
        s.mark(at + "sample");
        ClassifyCount.launch(s, l);
        s.mark(at + "classify+count");
        if (BucketSort.scanPlanFits(l, policy)) {
            BucketSort.scanPlan(s, l, policy);  // small histogram: scan and plan in one block
        } else {
            Scan.launch(s, l.at(r.hist()), l.plan.histLen, l.at(r.partial()));
            s.mark(at + "scan");
            BucketSort.plan(s, l, policy);
        }
        s.stream.copyDeviceToHost(host.asSlice(r.hostCounters()), mem, off + r.counters(),
                KernelContract.COUNTER_BYTES);
        s.stream.copyDeviceToHost(host.asSlice(r.hostNext()), mem, off + r.next(), 16 * r.nextMax());
        s.planned().record(s.stream);
        s.mark(at + "plan");
        Scatter.launch(s, l, policy.staged());
        s.mark(at + "scatter");
    }

    /** Inputs of at most M keys: one bucket-sort job straight from the raw input, no distribution level. */
    private static Stats sortOneBucket(SortSession s, long a, long va, long n, String u, String v, int kind,
                                       GpuPolicy policy) {
        Carving c = new Carving();
        long counters = c.take(KernelContract.COUNTER_BYTES);
        long list = c.take(KernelContract.JOB_BYTES);
        MemorySegment host = s.scratch(c.size());
        BucketSort.writeSingleJob(host, counters, list, policy.sizeClass(n), n);
        try (DeviceMemory d = s.allocate(c.size())) {
            s.stream.copyHostToDevice(d, 0, host, c.size());
            // Every list starts at the same job (cap 0): only the class list with count 1 is read.
            BucketSort.run(s, u, v, policy, d.address() + list, 0, d.address() + counters, a, 0, va, 0, true, kind);
            s.stream.synchronize();
        }
        s.mark("bucket sort");
        s.collectProfile();
        return new Stats(0, 0, 1, 1);
    }

    /** The segments of a level: {@code count} ranges of the array, by start. */
    record Segments(long[] start, long[] size, int count) {
        /** From {@code count} (start, size) pairs in any order (starts distinct), sorted by start. */
        static Segments fromPairs(long[] pairs, int count) {
            long[] start = new long[count], size = new long[count];
            for (int i = 0; i < count; i++) start[i] = pairs[2 * i];
            java.util.Arrays.sort(start);
            for (int i = 0; i < count; i++) size[java.util.Arrays.binarySearch(start, pairs[2 * i])] = pairs[2 * i + 1];
            return new Segments(start, size, count);
        }
    }

    /**
     * The next level: the buckets larger than M that the plan kernel listed, in array order (the kernel appends
     * them in no particular order; sorted, runs are reproducible).
     */
    static Segments nextSegments(MemorySegment host, LevelScratch r) {
        int next = host.get(ValueLayout.JAVA_INT_UNALIGNED, r.hostCounters() + 4L * KernelContract.NEXT);
        if (next > r.nextMax()) throw new IllegalStateException(next + " next-level segments > " + r.nextMax());
        long[] pairs = new long[2 * next];
        MemorySegment.copy(host, ValueLayout.JAVA_LONG_UNALIGNED, r.hostNext(), pairs, 0, 2 * next);
        return Segments.fromPairs(pairs, next);
    }
}
