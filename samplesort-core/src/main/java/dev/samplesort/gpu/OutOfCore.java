package dev.samplesort.gpu;

import dev.samplesort.BackendFailureException;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.spi.Engines;
import dev.samplesort.spi.SortJob;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The out-of-core GPU sort of host keys (and values that move with them, not stably) that need more device memory
 * than the limit allows ({@code samplesort.gpu.memoryLimit}, {@code Sorter.Builder.gpuMemoryLimit}, or the device's
 * free memory). Design, bound and where the time goes: docs/OUT-OF-CORE.md.
 *
 * <ol>
 *   <li><b>Pass 1 (runs).</b> The input is cut into chunks that fit the limit ({@link OocPlan#shape}). Up to
 *       {@code samplesort.gpu.oocStreams} workers (default 3), each a thread with its own session (stream, pinned
 *       chunk ring) and device buffers, take chunks in turn: upload, {@link GpuSampleSort}, download into the
 *       chunk's block of the <em>staging</em> area. Each worker's steps are serial, the workers are not: one's
 *       upload overlaps another's sort and a third's download (PCIe is full duplex). The caller's memory is only
 *       read.</li>
 *   <li><b>Plan.</b> Regular samples of the sorted runs give splitters; each run is cut at each splitter by binary
 *       search into bucket groups that fit a worker ({@link OocPlan#groups}; ties broken by run and index, so
 *       all-equal keys split evenly).</li>
 *   <li><b>Pass 2 (groups).</b> The workers take groups in turn: gather the group's pieces of every run from the
 *       staging area onto the device, sort them, copy the result into its final place in the caller's memory.</li>
 * </ol>
 *
 * <p><b>Memory.</b> Device: the limit (each worker gets an equal share for its chunk and the sort's buffers).
 * Host: n keys (and values) of <em>pageable</em> staging ({@link HostMapping}: mapped, not zeroed up front, huge
 * pages where allowed, unmapped at the end) besides the sessions' pinned rings. Nothing of size O(n) is page-locked:
 * every copy goes through the workers' pinned chunk rings ({@link Transfer#gather}, {@link Transfer#downloadInto}),
 * the CPU side split over {@code samplesort.gpu.copyThreads} threads. Page-locking the staging area
 * ({@code cuMemHostAlloc}) and the caller's memory ({@code cuMemHostRegister}) per call cost more than the rest of
 * the sort together (the first measurement: pass 1 of 4 GiB 2.1 s, pass 2 0.13 s) and the driver serialises it
 * with the workers' own calls. {@code -Dsamplesort.gpu.oocRegister=true} still registers a native caller segment
 * for direct DMA (for comparison; {@link Stats#timeline()} shows what it costs).
 *
 * <p><b>Failure model: fully sorted or unchanged.</b> Until pass 1 has finished, the caller's memory has only been
 * read: a failure there (out of memory, a driver error, no host memory for the staging area) throws
 * {@link BackendFailureException} with the caller's data unchanged (AUTO then sorts on the CPU). Pass 2 writes the
 * caller's memory group by group, but the staging area holds every key until the end: when pass 2 fails, the groups
 * not yet written are copied from the staging area and sorted on the CPU, so the call still returns sorted data
 * ({@link Stats#cpuGroups()} says how many). Only when that CPU completion fails too (out of memory) is the
 * caller's memory left neither sorted nor unchanged; that is an {@link InternalError}.
 */
final class OutOfCore {
    private OutOfCore() {}

    /** Default number of concurrent streams (workers): upload, sort and download of three chunks overlap. */
    static final int DEFAULT_STREAMS = 3;
    /** Without a limit, the out-of-core sort leaves this much of the free device memory to others. */
    static final double FREE_MEMORY_SHARE = 0.9;

    /** Test-only fault injection, {@code null} in normal operation; called on the worker threads. */
    static volatile Hook faults;

    /** Where a test can make an out-of-core sort fail. */
    enum Point {
        /** Pass 1: chunk {@code index} is sorted on the device, not yet downloaded. */
        RUN_SORTED,
        /** Pass 2: group {@code index} is sorted on the device, not yet written to the caller's memory. */
        GROUP_SORTED
    }

    /** A test hook; throw {@link FaultInjector.InjectedFailure} to fail the sort there. */
    @FunctionalInterface
    interface Hook {
        void at(Point point, int index);
    }

    /**
     * What an out-of-core sort did: the shape, the staging area, the time of each phase, and how many groups
     * the CPU had to finish after a failure in pass 2 (0 normally).
     *
     * @param workers      concurrent streams
     * @param chunkKeys    keys per chunk (run) and at most per group
     * @param runs         sorted runs of pass 1
     * @param groups       bucket groups of pass 2
     * @param stagingBytes host staging (pageable)
     * @param direct       whether the caller's memory was registered (copied by direct DMA)
     * @param pass1Nanos   pass 1, from the start (session borrowing, registration, staging) to the last run
     *                     downloaded
     * @param planNanos    sampling and cutting
     * @param pass2Nanos   pass 2, to the last group written
     * @param totalNanos   the whole call, freeing included
     * @param cpuGroups    groups finished on the CPU after a pass-2 failure
     * @param timeline     where the time of the passes went
     */
    record Stats(int workers, long chunkKeys, int runs, int groups, long stagingBytes, boolean direct,
                 long pass1Nanos, long planNanos, long pass2Nanos, long totalNanos, int cpuGroups, Timeline timeline) {}

    /**
     * The split of an out-of-core sort's time (nanoseconds). The per-pass splits are summed over the workers, so
     * {@code (upload + sort + download) / workers} close to the pass's wall time means the workers were never idle.
     *
     * @param registerNanos registering the caller's memory (0 unless {@code samplesort.gpu.oocRegister})
     * @param stagingNanos  mapping the staging area (its pages are touched, and zeroed by the kernel, in pass 1)
     * @param pass1         pass 1 per step, summed over the workers
     * @param pass2         pass 2 per step, summed over the workers
     * @param freeNanos     freeing the device buffers, unmapping the staging area, unregistering, draining
     * @param hugePages     whether the staging area got transparent huge pages
     */
    record Timeline(long registerNanos, long stagingNanos, Split pass1, Split pass2, long freeNanos,
                    boolean hugePages) {}

    /**
     * One pass's worker time by step (nanoseconds, summed over the workers).
     *
     * @param uploadNanos   staging the input through the pinned ring (CPU copies) and enqueuing its DMAs, waits for
     *                      free ring buffers included
     * @param sortNanos     the device sort, which first waits for the upload's last DMAs
     * @param downloadNanos the DMAs back and the CPU copies out of the ring, until the data is in host memory
     */
    record Split(long uploadNanos, long sortNanos, long downloadNanos) {
        static Split sum(long[][] perWorker) {
            long u = 0, s = 0, d = 0;
            for (long[] t : perWorker) {
                u += t[0];
                s += t[1];
                d += t[2];
            }
            return new Split(u, s, d);
        }
    }

    /** The last out-of-core sort's figures in this process (benchmark, tests); {@code null} before the first. */
    static volatile Stats last;

    /** Device bytes an in-core sort of {@code n} keys (and values, or null) needs (what {@link HostSort} allocates). */
    static long inCoreBytes(long n, KeyType kt, ValueType vt) {
        return n * (kt.byteSize() + (vt == null ? 0 : vt.byteSize())) + GpuSampleSort.auxiliaryBytes(n, kt, vt);
    }

    /**
     * The device memory a sort of host data may use: {@code limit} when set (&gt; 0), else the device's total
     * memory ({@code Long.MAX_VALUE} without a GPU: the engine refuses earlier).
     */
    static long effectiveLimit(long limit) {
        if (limit > 0) return limit;
        GpuRuntime rt = GpuRuntime.get();
        return rt == null ? Long.MAX_VALUE : rt.device.totalMemory();
    }

    /** Whether a sort of {@code n} keys (and values, or null) under {@code limit} (0: none) must run out of core. */
    static boolean needed(long n, KeyType kt, ValueType vt, long limit) {
        return n >= 2 && inCoreBytes(n, kt, vt) > effectiveLimit(limit);
    }

    /**
     * The device memory an out-of-core sort takes: the limit when set, else a share of the memory free now (the
     * stream-ordered pool may hold more that it would hand out too; this errs on the safe side).
     */
    static long budget(long limit) {
        if (limit > 0) return limit;
        GpuRuntime rt = GpuRuntime.get();
        if (rt == null) return GpuPolicy.MIN_MEMORY_LIMIT;
        return Math.max(GpuPolicy.MIN_MEMORY_LIMIT, (long) (rt.context.memInfo()[0] * FREE_MEMORY_SHARE));
    }

    static int streams() {
        return (int) Math.max(1, Math.min(8, Transfer.longProperty("samplesort.gpu.oocStreams", DEFAULT_STREAMS)));
    }

    /** Whether a native caller segment is registered for direct DMA ({@code samplesort.gpu.oocRegister}). */
    static boolean registerCaller() { return Boolean.getBoolean("samplesort.gpu.oocRegister"); }

    /** Whether the staging area asks for huge pages ({@code samplesort.gpu.oocHugePages}, default true). */
    static boolean hugePages() {
        String p = System.getProperty("samplesort.gpu.oocHugePages");
        return p == null || p.isBlank() || Boolean.parseBoolean(p.trim());
    }

    /**
     * Sorts {@code n} keys of {@code keys} (heap or native), and the values in {@code values} with them (or
     * {@code null}; not stably), out of core within {@code budget} bytes of device memory. See the class comment
     * for the passes and the failure model.
     *
     * @throws BackendFailureException when pass 1 fails; the keys and values are then unchanged
     */
    static Stats sort(SessionPool pool, GpuPolicy policy, MemorySegment keys, KeyType kt, MemorySegment values,
                      ValueType vt, long n, Order order, long budget) {
        long t0 = System.nanoTime();
        final int w = kt.byteSize(), vw = values == null ? 0 : vt.byteSize();
        OocPlan.Shape shape;
        try {
            shape = OocPlan.shape(n, w, vw, budget, streams());
        } catch (IllegalArgumentException e) {
            throw new BackendFailureException("GPU out-of-core sort impossible: " + e.getMessage(), e);
        }
        // A thread-confined caller segment must be reachable from the workers: the same memory, global scope (so
        // staged copies may also run on several threads). The caller's arena stays open while it waits for us.
        Job job = new Job(pool, policy, global(keys), kt, values == null ? null : global(values),
                values == null ? null : vt, n, order, shape);
        Stats st;
        try {
            st = job.run(t0);
        } finally {
            job.close();
        }
        Timeline tl = st.timeline();
        st = new Stats(st.workers(), st.chunkKeys(), st.runs(), st.groups(), st.stagingBytes(), st.direct(),
                st.pass1Nanos(), st.planNanos(), st.pass2Nanos(), System.nanoTime() - t0, st.cpuGroups(),
                new Timeline(tl.registerNanos(), tl.stagingNanos(), tl.pass1(), tl.pass2(), job.freeNanos,
                        tl.hugePages()));
        last = st;
        return st;
    }

    /** The same memory as {@code m}, usable from any thread (native segments: global scope). */
    private static MemorySegment global(MemorySegment m) {
        return m.isNative() ? MemorySegment.ofAddress(m.address()).reinterpret(m.byteSize()) : m;
    }

    /** One out-of-core sort: its sessions, device buffers, staging area and progress. */
    private static final class Job {
        final SessionPool pool;
        final GpuPolicy policy;
        final MemorySegment host, hostValues;
        final KeyType kt;
        final ValueType vt;
        final int w, vw;
        final long n;
        final Order order;
        final OocPlan.Shape shape;
        final SortSession[] sessions;
        final boolean[] healthy;
        final DeviceMemory[] buffers, valueBuffers;
        final Transfer.Part callerPart, callerValues;
        /** Per worker: upload, sort, download nanoseconds of each pass (each row written by its worker only). */
        final long[][] times1, times2;
        Staging staging;
        long freeNanos;
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        volatile boolean stop;

        Job(SessionPool pool, GpuPolicy policy, MemorySegment host, KeyType kt, MemorySegment hostValues,
            ValueType vt, long n, Order order, OocPlan.Shape shape) {
            this.pool = pool;
            this.policy = policy;
            this.host = host;
            this.hostValues = hostValues;
            this.kt = kt;
            this.vt = vt;
            this.w = kt.byteSize();
            this.vw = vt == null ? 0 : vt.byteSize();
            this.n = n;
            this.order = order;
            this.shape = shape;
            this.sessions = new SortSession[shape.workers()];
            this.healthy = new boolean[shape.workers()];
            this.buffers = new DeviceMemory[shape.workers()];
            this.valueBuffers = new DeviceMemory[shape.workers()];
            this.times1 = new long[shape.workers()][3];
            this.times2 = new long[shape.workers()][3];
            this.callerPart = new Transfer.Part(host, null, n * w, true);
            this.callerValues = hostValues == null ? null : new Transfer.Part(hostValues, null, n * vw, true);
        }

        Stats run(long t0) {
            for (int i = 0; i < sessions.length; i++) {
                sessions[i] = pool.borrow();
                healthy[i] = true;
            }
            long reg = 0, map;
            try {
                if (registerCaller()) {
                    long r0 = System.nanoTime();
                    Transfer.tryRegister(sessions[0], callerPart);
                    if (callerValues != null) Transfer.tryRegister(sessions[0], callerValues);
                    // the cost of page-locking; 0 when tryRegister declined (samplesort.gpu.registerMinBytes)
                    if (callerPart.direct()) reg = System.nanoTime() - r0;
                }
                long m0 = System.nanoTime();
                staging = new Staging(shape, n, w, vw, hugePages());
                map = System.nanoTime() - m0;
            } catch (CudaException e) {
                pool.noteFailure(e);
                throw new BackendFailureException("GPU out-of-core sort failed: " + e.getMessage(), e);
            } catch (RuntimeException | OutOfMemoryError | LinkageError e) {
                throw new BackendFailureException("GPU out-of-core sort failed: no host staging memory for "
                        + shape.runs() + " runs (the data is unchanged): " + e, e);
            }
            // ---- pass 1: the caller's memory is only read
            AtomicInteger nextRun = new AtomicInteger();
            parallel(i -> pass1(i, nextRun));
            long t1 = System.nanoTime();
            Throwable f1 = failure.get();
            if (f1 != null) {
                pool.noteFailure(f1);
                if (f1 instanceof Error e && !(f1 instanceof OutOfMemoryError)) throw e;
                throw new BackendFailureException("GPU out-of-core sort failed in pass 1 (the data is unchanged): "
                        + f1.getMessage(), f1);
            }
            // ---- plan
            OocPlan.Groups groups;
            try {
                groups = OocPlan.groups(staging.runs(kt, order), shape.chunkKeys());
            } catch (RuntimeException e) {
                throw new BackendFailureException("GPU out-of-core sort failed while planning pass 2 (the data is "
                        + "unchanged): " + e.getMessage(), e);
            }
            long t2 = System.nanoTime();
            // ---- pass 2: the caller's memory is written group by group; the staging area keeps every key
            boolean[] done = new boolean[groups.count()];
            AtomicInteger nextGroup = new AtomicInteger();
            parallel(i -> pass2(i, nextGroup, groups, done));
            int cpu = 0;
            Throwable f2 = failure.get();
            if (f2 != null) {
                pool.noteFailure(f2);
                cpu = finishOnCpu(groups, done, f2);
            }
            long t3 = System.nanoTime();
            return new Stats(shape.workers(), shape.chunkKeys(), shape.runs(), groups.count(), staging.bytes(),
                    callerPart.direct(), t1 - t0, t2 - t1, t3 - t2, 0, cpu, new Timeline(reg, map,
                    Split.sum(times1), Split.sum(times2), 0, staging.hugePages()));
        }

        /** Runs {@code body(i)} on one platform thread per worker and waits for all of them. */
        void parallel(java.util.function.IntConsumer body) {
            Thread[] ts = new Thread[sessions.length];
            for (int i = 0; i < ts.length; i++) {
                final int id = i;
                ts[i] = Thread.ofPlatform().daemon().name("samplesort-ooc-" + i).start(() -> {
                    try {
                        body.accept(id);
                    } catch (Throwable t) {
                        fail(id, t);
                    }
                });
            }
            boolean interrupted = false;
            for (Thread t : ts) {
                while (true) {
                    try {
                        t.join();
                        break;
                    } catch (InterruptedException e) {
                        // the workers use the caller's memory: never return before they are done
                        interrupted = true;
                    }
                }
            }
            if (interrupted) Thread.currentThread().interrupt();
        }

        void fail(int worker, Throwable t) {
            healthy[worker] = false;
            failure.compareAndSet(null, t);
            stop = true;
        }

        /** Allocates the worker's device buffers for a chunk (kept for both passes). */
        void buffers(int i) {
            if (buffers[i] == null) buffers[i] = sessions[i].allocate(shape.chunkKeys() * w);
            if (vw > 0 && valueBuffers[i] == null) valueBuffers[i] = sessions[i].allocate(shape.chunkKeys() * vw);
        }

        /** Enqueues the upload of {@code bytes} of the caller's part from {@code off} to {@code d}. */
        void fromCaller(SortSession s, Transfer.Ring ring, Transfer.Part p, long off, long bytes, DeviceMemory d) {
            MemorySegment src = p.host.asSlice(off, bytes);
            if (p.direct()) {
                s.stream.copyHostToDevice(d, 0, src, bytes);
            } else {
                Transfer.gather(s, ring, List.of(src), d);
            }
        }

        /** Copies {@code bytes} of {@code d} to the caller's part at {@code off}; returns when they are there. */
        void toCaller(SortSession s, Transfer.Ring ring, Transfer.Part p, long off, long bytes, DeviceMemory d) {
            MemorySegment dst = p.host.asSlice(off, bytes);
            if (p.direct()) {
                s.stream.copyDeviceToHost(dst, d, 0, bytes);
                s.stream.synchronize();
            } else {
                Transfer.downloadInto(s, ring, d, bytes, dst);
            }
        }

        void pass1(int i, AtomicInteger next) {
            SortSession s = sessions[i];
            long[] t = times1[i];
            try {
                buffers(i);
                DeviceMemory dk = buffers[i], dv = valueBuffers[i];
                Transfer.Ring ring = s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers());   // pinned once a session
                for (int r; !stop && (r = next.getAndIncrement()) < shape.runs(); ) {
                    long off = r * shape.chunkKeys(), len = staging.length(r);
                    long a = System.nanoTime();
                    fromCaller(s, ring, callerPart, off * w, len * w, dk);
                    if (dv != null) fromCaller(s, ring, callerValues, off * vw, len * vw, dv);
                    long b = System.nanoTime();
                    GpuSampleSort.sort(s, dk, dv, len, kt, vt, order, policy);
                    fault(Point.RUN_SORTED, r);
                    long c = System.nanoTime();
                    Transfer.downloadInto(s, ring, dk, len * w, staging.keys(r));
                    if (dv != null) Transfer.downloadInto(s, ring, dv, len * vw, staging.values(r));
                    t[0] += b - a;
                    t[1] += c - b;
                    t[2] += System.nanoTime() - c;
                }
            } catch (Throwable e) {
                fail(i, e);
            } finally {
                drain(i);
            }
        }

        void pass2(int i, AtomicInteger next, OocPlan.Groups gs, boolean[] done) {
            SortSession s = sessions[i];
            long[] t = times2[i];
            try {
                buffers(i);
                DeviceMemory dk = buffers[i], dv = valueBuffers[i];
                Transfer.Ring ring = s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers());
                List<MemorySegment> keys = new ArrayList<>(), values = new ArrayList<>();
                for (int g; !stop && (g = next.getAndIncrement()) < gs.count(); ) {
                    long a = System.nanoTime();
                    long size = gs.size(g);
                    keys.clear();
                    values.clear();
                    for (int r = 0; r < shape.runs(); r++) {
                        long from = gs.cut(g, r), len = gs.cut(g + 1, r) - from;
                        if (len == 0) continue;
                        keys.add(staging.keys(r).asSlice(from * w, len * w));
                        if (dv != null) values.add(staging.values(r).asSlice(from * vw, len * vw));
                    }
                    Transfer.gather(s, ring, keys, dk);
                    if (dv != null) Transfer.gather(s, ring, values, dv);
                    long b = System.nanoTime();
                    GpuSampleSort.sort(s, dk, dv, size, kt, vt, order, policy);
                    fault(Point.GROUP_SORTED, g);
                    long c = System.nanoTime();
                    if (size > 0) {
                        toCaller(s, ring, callerPart, gs.offset(g) * w, size * w, dk);
                        if (dv != null) toCaller(s, ring, callerValues, gs.offset(g) * vw, size * vw, dv);
                    }
                    done[g] = true;   // read after the join (happens-before)
                    t[0] += b - a;
                    t[1] += c - b;
                    t[2] += System.nanoTime() - c;
                }
            } catch (Throwable e) {
                fail(i, e);
            } finally {
                drain(i);
            }
        }

        /** Waits for the worker's stream: no DMA of it may touch host memory after the worker returns. */
        void drain(int i) {
            try {
                sessions[i].stream.synchronize();
            } catch (RuntimeException e) {
                healthy[i] = false;
                pool.noteFailure(e);
            }
        }

        /**
         * After a pass-2 failure: the groups not written yet are copied from the staging area into their place and
         * sorted by the CPU engine. Returns how many.
         */
        int finishOnCpu(OocPlan.Groups gs, boolean[] done, Throwable cause) {
            int count = 0;
            try {
                for (int g = 0; g < gs.count(); g++) {
                    if (done[g]) continue;
                    long size = gs.size(g), at = gs.offset(g);
                    for (int r = 0; r < shape.runs(); r++) {
                        long from = gs.cut(g, r), len = gs.cut(g + 1, r) - from;
                        if (len == 0) continue;
                        MemorySegment.copy(staging.keys(r), from * w, host, at * w, len * w);
                        if (vw > 0) MemorySegment.copy(staging.values(r), from * vw, hostValues, at * vw, len * vw);
                        at += len;
                    }
                    MemorySegment region = host.asSlice(gs.offset(g) * w, size * w);
                    SortJob.Values values = vw == 0 ? null
                            : new SortJob.Values.Native(hostValues.asSlice(gs.offset(g) * vw, size * vw), vt);
                    Engines.cpu().sort(new SortJob(new SortJob.Keys.Native(region, kt), values, 0, size, order,
                            false));
                    count++;
                }
            } catch (RuntimeException | Error e) {
                e.addSuppressed(cause);
                throw new InternalError("the GPU failed in pass 2 of an out-of-core sort (" + cause.getMessage()
                        + ") and finishing the " + (gs.count() - count) + " remaining groups on the CPU failed too ("
                        + e + "); the data is neither sorted nor unchanged", e);
            }
            return count;
        }

        void close() {
            long f0 = System.nanoTime();
            // every worker has drained its stream (or its context is dead): DMAs no longer touch host memory
            for (int i = 0; i < sessions.length; i++) {
                for (DeviceMemory m : new DeviceMemory[] {buffers[i], valueBuffers[i]}) {
                    if (m == null) continue;
                    try {
                        m.close();
                    } catch (RuntimeException e) {
                        healthy[i] = false;
                        pool.noteFailure(e);
                    }
                }
            }
            for (int i = 0; i < sessions.length; i++) {
                if (sessions[i] == null) continue;
                try {
                    sessions[i].stream.synchronize();
                } catch (RuntimeException e) {
                    healthy[i] = false;
                    pool.noteFailure(e);
                }
            }
            if (staging != null) {
                try {
                    staging.close();
                } catch (RuntimeException e) {
                    // munmap of a mapping made here with its exact length fails only on a bug; the sort's result
                    // is complete, the GPU is not at fault (no noteFailure), and leaking the mapping is the outcome
                }
            }
            RuntimeException u = Transfer.unregister(callerValues == null ? List.of(callerPart)
                    : List.of(callerPart, callerValues));
            if (u != null) {
                pool.noteFailure(u);
                if (sessions[0] != null) healthy[0] = false;
            }
            for (int i = 0; i < sessions.length; i++) if (sessions[i] != null) pool.release(sessions[i], healthy[i]);
            freeNanos = System.nanoTime() - f0;
        }
    }

    private static void fault(Point p, int index) {
        Hook h = faults;
        if (h != null) h.at(p, index);
    }

    /**
     * The staging area: the sorted runs of pass 1 back to back (keys in one mapping, values in another), pageable
     * ({@link HostMapping}); its pages are first touched, in parallel, by pass 1's copies out of the rings.
     */
    static final class Staging {
        private final HostMapping keys, values;
        private final long[] lengths;
        private final long chunkKeys;
        private final int w, vw;

        Staging(OocPlan.Shape shape, long n, int w, int vw, boolean hugePages) {
            this.w = w;
            this.vw = vw;
            this.chunkKeys = shape.chunkKeys();
            this.lengths = new long[shape.runs()];
            for (int r = 0; r < lengths.length; r++) lengths[r] = Math.min(chunkKeys, n - r * chunkKeys);
            this.keys = HostMapping.map(n * w, hugePages);
            try {
                this.values = vw == 0 ? null : HostMapping.map(n * vw, hugePages);
            } catch (RuntimeException | Error e) {
                keys.close();
                throw e;
            }
        }

        long bytes() {
            return keys.segment().byteSize() + (values == null ? 0 : values.segment().byteSize());
        }

        boolean hugePages() { return keys.hugePages(); }

        long length(int r) { return lengths[r]; }

        /** The keys of run {@code r}. */
        MemorySegment keys(int r) { return keys.segment().asSlice(r * chunkKeys * w, lengths[r] * w); }

        /** The values of run {@code r}. */
        MemorySegment values(int r) { return values.segment().asSlice(r * chunkKeys * vw, lengths[r] * vw); }

        /** The sorted runs as {@link OocPlan.Runs} of ordered keys (after pass 1). */
        OocPlan.Runs runs(KeyType kt, Order order) {
            final int kind = KeyKind.of(kt, order);
            final MemorySegment[] segs = new MemorySegment[lengths.length];
            for (int r = 0; r < segs.length; r++) segs[r] = keys(r);
            return new OocPlan.Runs() {
                @Override public int count() { return segs.length; }

                @Override public long length(int run) { return lengths[run]; }

                @Override public long key(int run, long index) {
                    long bits = w == 4 ? segs[run].getAtIndex(ValueLayout.JAVA_INT, index)
                            : segs[run].getAtIndex(ValueLayout.JAVA_LONG, index);
                    return OocPlan.ordered(bits, kind);
                }
            };
        }

        /** Unmaps the staging area; no thread or DMA may use it any more. */
        void close() {
            keys.close();
            if (values != null) values.close();
        }
    }
}
