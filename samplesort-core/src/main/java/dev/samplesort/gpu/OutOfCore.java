package dev.samplesort.gpu;

import dev.samplesort.internal.HostMapping;
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
import java.util.concurrent.atomic.AtomicLong;
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
 * pages where allowed, pre-faulted in the background ahead of pass 1's copies, unmapped at the end) besides the
 * sessions' pinned rings. Nothing of size O(n) is page-locked:
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
    /**
     * Default number of threads that pre-fault the staging area ({@link Staging}): none. Measured on the H100 host
     * (2026-11-23, docs/OUT-OF-CORE.md, same run): 32 GiB under 8 GiB took 11.0 s with 8 pre-fault threads and 4.5 s
     * without; 4 GiB under 1 GiB 0.89-0.95 GKeys/s with 8, 0.80 with 16, 0.96-1.01 without. Mapping the staging
     * area went from 20-24 ms to 0.3-0.9 s with them: {@code madvise(MADV_POPULATE_WRITE)} holds the process's
     * memory-map lock while it populates, so everything that maps memory (thread stacks, the JVM, the driver)
     * waits behind it. Kept as an option ({@code samplesort.gpu.oocPrefaultThreads}) for kernels and hosts where
     * that differs.
     */
    static final int DEFAULT_PREFAULT_THREADS = 0;
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
     * @param stagingNanos  mapping the staging area (its pages are faulted in and zeroed by the kernel later: by
     *                      the pre-fault threads, and by pass 1's copies where these get there first)
     * @param pass1         pass 1 per step, summed over the workers
     * @param pass2         pass 2 per step, summed over the workers
     * @param freeNanos     freeing the device buffers, unmapping the staging area (after joining the pre-fault
     *                      threads), unregistering, draining
     * @param hugePages     whether the staging area got transparent huge pages
     * @param prefault      whether the staging area was pre-faulted in the background: threads started
     *                      ({@code samplesort.gpu.oocPrefaultThreads} &gt; 0) and the kernel took
     *                      {@code MADV_POPULATE_WRITE} (Linux 5.14 and later)
     * @param prefaultBytes bytes of staging the pre-fault threads populated (pages the copies reached first count
     *                      too); the whole staging area unless the sort ended first or pre-faulting failed
     * @param prefaultNanos from mapping the staging area to the last pre-fault thread's end (0 without
     *                      pre-faulting): below pass 1's time means it stayed ahead of the downloads
     * @param prefaultFailure what stopped pre-faulting early, or {@code null} (the sort does not fail for it)
     */
    record Timeline(long registerNanos, long stagingNanos, Split pass1, Split pass2, long freeNanos,
                    boolean hugePages, boolean prefault, long prefaultBytes, long prefaultNanos,
                    String prefaultFailure) {}

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
     * Threads that pre-fault the staging area ({@code samplesort.gpu.oocPrefaultThreads}, default
     * {@value #DEFAULT_PREFAULT_THREADS}, at most 64; 0: none, pass 1's copies fault the pages in).
     */
    static int prefaultThreads() {
        return (int) Math.max(0, Math.min(64, Transfer.longProperty("samplesort.gpu.oocPrefaultThreads",
                DEFAULT_PREFAULT_THREADS)));
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
        Staging sg = job.staging;   // closed: its pre-fault threads are joined, their figures final
        Throwable pf = sg.prefaultFailure();
        st = new Stats(st.workers(), st.chunkKeys(), st.runs(), st.groups(), st.stagingBytes(), st.direct(),
                st.pass1Nanos(), st.planNanos(), st.pass2Nanos(), System.nanoTime() - t0, st.cpuGroups(),
                new Timeline(tl.registerNanos(), tl.stagingNanos(), tl.pass1(), tl.pass2(), job.freeNanos,
                        tl.hugePages(), sg.prefaulted(), sg.prefaultBytes(), sg.prefaultNanos(),
                        pf == null ? null : pf.toString()));
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
            int prefault = prefaultThreads();   // a value that does not parse fails before anything is borrowed
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
                staging = new Staging(shape, n, w, vw, hugePages(), prefault);
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
            // the pre-fault figures are final only once the staging area is closed: sort() fills them in
            return new Stats(shape.workers(), shape.chunkKeys(), shape.runs(), groups.count(), staging.bytes(),
                    callerPart.direct(), t1 - t0, t2 - t1, t3 - t2, 0, cpu, new Timeline(reg, map,
                    Split.sum(times1), Split.sum(times2), 0, staging.hugePages(), false, 0, 0, null));
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
            joinAll(ts);   // the workers use the caller's memory: never return before they are done
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

    /**
     * Joins every thread of {@code ts} (null entries: never started), even when interrupted: they use memory the
     * caller frees next. The interrupt status is restored afterwards.
     */
    private static void joinAll(Thread[] ts) {
        boolean interrupted = false;
        for (Thread t : ts) {
            while (t != null) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }

    private static void fault(Point p, int index) {
        Hook h = faults;
        if (h != null) h.at(p, index);
    }

    /**
     * The staging area: the sorted runs of pass 1 back to back (keys in one mapping, values in another), pageable
     * ({@link HostMapping}).
     *
     * <p><b>Pre-faulting.</b> Pass 1's copies out of the rings are the first to write each page, and a parallel
     * copy into fresh pages ran at 23.5 GB/s against 64.4 GB/s into touched ones (H100 host: page faults and the
     * kernel's zeroing); pass 1's downloads took 3.75 s of a 6.8 s sort of 32 GiB. So from the moment the area is
     * mapped, a few daemon threads ({@code samplesort.gpu.oocPrefaultThreads}) fault its pages in with
     * {@link HostMapping#prefault}, which never writes a byte and may therefore race with the copies into the same
     * pages. They claim 64 MiB pieces ({@link #PREFAULT_PIECE}) from one cursor in run order, keys and values
     * interleaved by the run position they start at, because pass 1 downloads run 0 first and the runs in turn:
     * the pages of the early runs are present first. Pre-faulting stops at the end, when the kernel refuses the
     * advice (before Linux 5.14: the copies fault the pages in as before), at the first failure (recorded, never
     * failing the sort), or at {@link #close}, which joins the threads before unmapping: no {@code madvise} may run
     * on an unmapped range, or on whatever the address space puts there next.
     */
    static final class Staging {
        /**
         * How a pre-fault thread populates a piece: {@link HostMapping#prefault} (true: done, false: the kernel
         * refuses), or a stand-in in tests.
         */
        @FunctionalInterface
        interface Populator {
            boolean populate(HostMapping mapping, long offset, long bytes);
        }

        /**
         * Bytes a pre-fault thread claims at a time: a multiple of the 2 MiB huge page (no huge page is split
         * between two {@code madvise} calls), large enough that claiming costs nothing, small enough that
         * {@link #close} waits only for one piece per thread (expected ~30 ms at the ~2.3 GB/s per thread estimated
         * at {@link OutOfCore#DEFAULT_PREFAULT_THREADS}) and that the threads stay close together in run order.
         */
        static final long PREFAULT_PIECE = 64L << 20;

        private final HostMapping keys, values;
        private final long[] lengths;
        private final long chunkKeys;
        private final int w, vw;
        // pre-faulting: the pieces in run order, the cursor, the threads and what they did
        private final Populator populator;
        private final HostMapping[] pieceMapping;
        private final long[] pieceOffset, pieceBytes;
        private final AtomicInteger nextPiece = new AtomicInteger();
        private final AtomicLong populated = new AtomicLong(), prefaultEnd = new AtomicLong();
        private final AtomicReference<Throwable> prefaultFailure = new AtomicReference<>();
        private final Thread[] prefaulters;
        private final long prefaultStart;
        private volatile boolean prefaultStop, prefaultRefused;

        Staging(OocPlan.Shape shape, long n, int w, int vw, boolean hugePages, int prefaultThreads) {
            this(shape, n, w, vw, hugePages, prefaultThreads, HostMapping::prefault);
        }

        /**
         * Maps the staging area and starts pre-faulting it.
         *
         * @param prefaultThreads threads that pre-fault it (0: none)
         * @param populator       how a piece is pre-faulted ({@link HostMapping#prefault} but in tests)
         */
        Staging(OocPlan.Shape shape, long n, int w, int vw, boolean hugePages, int prefaultThreads,
                Populator populator) {
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
            this.populator = populator;
            // Key piece i starts at key i·P/w, value piece j at key j·P/vw: merged by that position, keys first
            long kb = n * w, vb = n * vw;
            int kp = (int) ((kb + PREFAULT_PIECE - 1) / PREFAULT_PIECE);
            int vp = (int) ((vb + PREFAULT_PIECE - 1) / PREFAULT_PIECE);
            this.pieceMapping = new HostMapping[kp + vp];
            this.pieceOffset = new long[kp + vp];
            this.pieceBytes = new long[kp + vp];
            for (int i = 0, j = 0, p = 0; p < kp + vp; p++) {
                boolean key = j == vp || (i < kp && (long) i * vw <= (long) j * w);
                HostMapping m = key ? keys : values;
                long at = (key ? i++ : j++) * PREFAULT_PIECE;
                pieceMapping[p] = m;
                pieceOffset[p] = at;
                pieceBytes[p] = Math.min(PREFAULT_PIECE, m.segment().byteSize() - at);
            }
            this.prefaulters = new Thread[(int) Math.min(Math.max(0, prefaultThreads), kp + vp)];
            this.prefaultStart = System.nanoTime();
            try {
                for (int t = 0; t < prefaulters.length; t++) {
                    prefaulters[t] = Thread.ofPlatform().daemon().name("samplesort-ooc-prefault-" + t)
                            .start(this::prefault);
                }
            } catch (Throwable e) {
                // no thread to be had (OutOfMemoryError): the started ones stop, close() joins them
                stopPrefault(e);
            }
        }

        /** A pre-fault thread: claims pieces in run order until none is left or pre-faulting stops. */
        private void prefault() {
            try {
                for (int p; !prefaultStop && (p = nextPiece.getAndIncrement()) < pieceOffset.length; ) {
                    if (!populator.populate(pieceMapping[p], pieceOffset[p], pieceBytes[p])) {
                        // EINVAL: this kernel has no MADV_POPULATE_WRITE; the copies fault the pages in as before
                        prefaultRefused = true;
                        prefaultStop = true;
                        break;
                    }
                    populated.addAndGet(pieceBytes[p]);
                }
            } catch (Throwable t) {
                stopPrefault(t);   // recorded; the sort does not depend on it
            } finally {
                prefaultEnd.accumulateAndGet(System.nanoTime(), Math::max);
            }
        }

        private void stopPrefault(Throwable t) {
            prefaultFailure.compareAndSet(null, t);
            prefaultStop = true;
        }

        /**
         * Waits for the pre-fault threads to end (without stopping them), even when interrupted: a {@code madvise}
         * may still run on the mapping, and the caller must not unmap it before that returns.
         */
        void joinPrefault() { joinAll(prefaulters); }

        /** Whether pre-faulting ran: threads started and the kernel took the advice. */
        boolean prefaulted() {
            return prefaulters.length > 0 && prefaulters[0] != null && !prefaultRefused;
        }

        /** Bytes pre-faulted so far (final after {@link #close}). */
        long prefaultBytes() { return populated.get(); }

        /** From the mapping to the last pre-fault thread's end, after {@link #close}; 0 when none ran. */
        long prefaultNanos() {
            return prefaulted() ? Math.max(0, prefaultEnd.get() - prefaultStart) : 0;
        }

        /** What stopped pre-faulting early ({@code null}: nothing, or only the kernel's refusal). */
        Throwable prefaultFailure() { return prefaultFailure.get(); }

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

        /**
         * Stops and joins the pre-fault threads (each finishes the piece it is on), then unmaps the staging area;
         * no other thread or DMA may use it any more. Idempotent.
         */
        void close() {
            prefaultStop = true;
            joinPrefault();
            keys.close();
            if (values != null) values.close();
        }
    }
}
