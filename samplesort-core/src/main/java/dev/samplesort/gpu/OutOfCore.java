package dev.samplesort.gpu;

import dev.samplesort.BackendFailureException;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.cuda.PinnedMemory;
import dev.samplesort.spi.Engines;
import dev.samplesort.spi.SortJob;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The out-of-core GPU sort of host keys (and values that move with them, not stably) that need more device memory
 * than the limit allows ({@code samplesort.gpu.memoryLimit}, {@code Sorter.Builder.gpuMemoryLimit}, or the device's
 * free memory). Design and bound: docs/OUT-OF-CORE.md.
 *
 * <ol>
 *   <li><b>Pass 1 (runs).</b> The input is cut into chunks that fit the limit ({@link OocPlan#shape}). Up to
 *       {@code samplesort.gpu.oocStreams} workers (default 3), each a thread with its own session (stream, pinned
 *       ring) and device buffers, take chunks in turn: upload, {@link GpuSampleSort}, download into the chunk's
 *       block of a page-locked <em>staging</em> area. The workers' streams overlap one worker's upload with
 *       another's sort and a third's download (PCIe is full duplex). The caller's memory is only read.</li>
 *   <li><b>Plan.</b> Regular samples of the sorted runs give splitters; each run is cut at each splitter by binary
 *       search into bucket groups that fit a worker ({@link OocPlan#groups}; ties broken by run and index, so
 *       all-equal keys split evenly).</li>
 *   <li><b>Pass 2 (groups).</b> The workers take groups in turn: upload the group's pieces of every run from the
 *       staging area (direct DMA), sort them on the device, download the result into its final place in the
 *       caller's memory.</li>
 * </ol>
 *
 * <p><b>Memory.</b> Device: the limit (each worker gets an equal share for its chunk and the sort's buffers).
 * Host: n keys (and values) of page-locked staging memory ({@code cuMemHostAlloc}, allocated by a few threads while
 * pass 1 runs, freed at the end) besides the sessions' pinned rings.
 *
 * <p><b>Failure model: fully sorted or unchanged.</b> Until pass 1 has finished, the caller's memory has only been
 * read: a failure there (out of memory, a driver error, no pinned memory for the staging area) throws
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
    /** Default number of threads that allocate the page-locked staging blocks while pass 1 runs. */
    static final int DEFAULT_ALLOC_THREADS = 4;
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
     * @param stagingBytes page-locked host staging
     * @param direct       whether the caller's memory was registered (copied by direct DMA)
     * @param pass1Nanos   pass 1, from the start (session borrowing, registration) to the last run downloaded
     * @param planNanos    sampling and cutting
     * @param pass2Nanos   pass 2, to the last group written
     * @param totalNanos   the whole call, freeing included
     * @param cpuGroups    groups finished on the CPU after a pass-2 failure
     */
    record Stats(int workers, long chunkKeys, int runs, int groups, long stagingBytes, boolean direct,
                 long pass1Nanos, long planNanos, long pass2Nanos, long totalNanos, int cpuGroups) {}

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

    static int allocThreads() {
        return (int) Math.max(1, Math.min(32, Transfer.longProperty("samplesort.gpu.oocAllocThreads",
                DEFAULT_ALLOC_THREADS)));
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
        st = new Stats(st.workers(), st.chunkKeys(), st.runs(), st.groups(), st.stagingBytes(), st.direct(),
                st.pass1Nanos(), st.planNanos(), st.pass2Nanos(), System.nanoTime() - t0, st.cpuGroups());
        last = st;
        return st;
    }

    /** The same memory as {@code m}, usable from any thread (native segments: global scope). */
    private static MemorySegment global(MemorySegment m) {
        return m.isNative() ? MemorySegment.ofAddress(m.address()).reinterpret(m.byteSize()) : m;
    }

    /** One out-of-core sort: its sessions, device buffers, staging blocks and progress. */
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
        Staging staging;
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
            this.callerPart = new Transfer.Part(host, null, n * w, true);
            this.callerValues = hostValues == null ? null : new Transfer.Part(hostValues, null, n * vw, true);
        }

        /**
         * The part of the caller's keys (or values) at {@code [from, from + len)} elements, travelling to {@code d}:
         * directly when the caller's memory is registered, else through the ring (copied on several threads).
         */
        Transfer.Part slice(Transfer.Part caller, int width, long from, long len, DeviceMemory d) {
            Transfer.Part p = new Transfer.Part(caller.host.asSlice(from * width, len * width), d, len * width, true);
            p.reg = caller.reg;   // borrowed for direct(); only the caller's part is ever unregistered
            return p;
        }

        List<Transfer.Part> slices(long from, long len, int i) {
            return callerValues == null ? List.of(slice(callerPart, w, from, len, buffers[i]))
                    : List.of(slice(callerPart, w, from, len, buffers[i]),
                            slice(callerValues, vw, from, len, valueBuffers[i]));
        }

        Stats run(long t0) {
            for (int i = 0; i < sessions.length; i++) {
                sessions[i] = pool.borrow();
                healthy[i] = true;
            }
            try {
                Transfer.tryRegister(sessions[0], callerPart);
                if (callerValues != null) Transfer.tryRegister(sessions[0], callerValues);
                staging = new Staging(sessions[0].rt, shape, n, w, vw);
            } catch (CudaException e) {
                pool.noteFailure(e);
                throw new BackendFailureException("GPU out-of-core sort failed: " + e.getMessage(), e);
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
            Stats st = new Stats(shape.workers(), shape.chunkKeys(), shape.runs(), groups.count(),
                    staging.bytes(), callerPart.direct(), t1 - t0, t2 - t1, t3 - t2, 0, cpu);
            return st;
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

        void pass1(int i, AtomicInteger next) {
            SortSession s = sessions[i];
            try {
                buffers(i);
                DeviceMemory dk = buffers[i], dv = valueBuffers[i];
                Transfer.Ring ring = s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers());   // pinned lazily
                for (int r; !stop && (r = next.getAndIncrement()) < shape.runs(); ) {
                    long off = r * shape.chunkKeys(), len = Math.min(shape.chunkKeys(), n - off);
                    Transfer.upload(s, ring, slices(off, len, i), () -> { });
                    GpuSampleSort.sort(s, dk, dv, len, kt, vt, order, policy);
                    fault(Point.RUN_SORTED, r);
                    s.stream.copyDeviceToHost(staging.block(r).segment(), dk, 0, len * w);
                    if (dv != null) s.stream.copyDeviceToHost(staging.valueBlock(r).segment(), dv, 0, len * vw);
                }
            } catch (Throwable t) {
                fail(i, t);
            } finally {
                drain(i);
            }
        }

        void pass2(int i, AtomicInteger next, OocPlan.Groups gs, boolean[] done) {
            SortSession s = sessions[i];
            try {
                buffers(i);
                DeviceMemory dk = buffers[i], dv = valueBuffers[i];
                Transfer.Ring ring = s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers());
                for (int g; !stop && (g = next.getAndIncrement()) < gs.count(); ) {
                    long size = gs.size(g);
                    long at = 0;
                    for (int r = 0; r < shape.runs(); r++) {
                        long from = gs.cut(g, r), len = gs.cut(g + 1, r) - from;
                        if (len == 0) continue;
                        s.stream.copyHostToDevice(dk, at * w, staging.block(r).segment().asSlice(from * w, len * w),
                                len * w);
                        if (dv != null) {
                            s.stream.copyHostToDevice(dv, at * vw,
                                    staging.valueBlock(r).segment().asSlice(from * vw, len * vw), len * vw);
                        }
                        at += len;
                    }
                    GpuSampleSort.sort(s, dk, dv, size, kt, vt, order, policy);
                    fault(Point.GROUP_SORTED, g);
                    // returns when the group is in the caller's memory
                    if (size > 0) Transfer.download(s, ring, slices(gs.offset(g), size, i), () -> { });
                    done[g] = true;   // read after the join (happens-before)
                }
            } catch (Throwable t) {
                fail(i, t);
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
                        MemorySegment.copy(staging.block(r).segment(), from * w, host, at * w, len * w);
                        if (vw > 0) {
                            MemorySegment.copy(staging.valueBlock(r).segment(), from * vw, hostValues, at * vw,
                                    len * vw);
                        }
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
                RuntimeException e = staging.close();
                if (e != null) pool.noteFailure(e);
            }
            RuntimeException u = Transfer.unregister(callerValues == null ? List.of(callerPart)
                    : List.of(callerPart, callerValues));
            if (u != null) {
                pool.noteFailure(u);
                if (sessions[0] != null) healthy[0] = false;
            }
            for (int i = 0; i < sessions.length; i++) if (sessions[i] != null) pool.release(sessions[i], healthy[i]);
        }
    }

    private static void fault(Point p, int index) {
        Hook h = faults;
        if (h != null) h.at(p, index);
    }

    /**
     * The page-locked staging area: one block per run, allocated by a few threads in run order while pass 1 runs
     * (pinning is slow, so it overlaps the GPU work instead of preceding it), freed by {@link #close}.
     */
    static final class Staging {
        private final ExecutorService allocator;
        private final List<CompletableFuture<PinnedMemory>> blocks = new ArrayList<>();
        private final List<CompletableFuture<PinnedMemory>> valueBlocks = new ArrayList<>();
        private final long[] lengths;
        private final int w;
        private final long bytes;

        Staging(GpuRuntime rt, OocPlan.Shape shape, long n, int w, int vw) {
            this.w = w;
            this.lengths = new long[shape.runs()];
            int threads = Math.min(shape.runs(), allocThreads());
            this.allocator = Executors.newFixedThreadPool(threads, r -> Thread.ofPlatform().daemon()
                    .name("samplesort-ooc-pin").unstarted(r));
            long total = 0;
            for (int r = 0; r < shape.runs(); r++) {
                long len = Math.min(shape.chunkKeys(), n - r * shape.chunkKeys());
                lengths[r] = len;
                total += len * (w + vw);
                final long kb = len * w, vb = len * vw;
                blocks.add(CompletableFuture.supplyAsync(() -> rt.context.allocatePinned(kb), allocator));
                if (vw > 0) {
                    valueBlocks.add(CompletableFuture.supplyAsync(() -> rt.context.allocatePinned(vb), allocator));
                }
            }
            this.bytes = total;
        }

        long bytes() { return bytes; }

        /** The keys' block of run {@code r}, waiting for its allocation; a failed allocation is rethrown. */
        PinnedMemory block(int r) { return join(blocks.get(r)); }

        /** The values' block of run {@code r}, as {@link #block}. */
        PinnedMemory valueBlock(int r) { return join(valueBlocks.get(r)); }

        private static PinnedMemory join(CompletableFuture<PinnedMemory> f) {
            try {
                return f.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException re) throw re;
                throw e;
            }
        }

        /** The sorted runs as {@link OocPlan.Runs} of ordered keys (after pass 1). */
        OocPlan.Runs runs(KeyType kt, Order order) {
            final int kind = KeyKind.of(kt, order);
            final MemorySegment[] segs = new MemorySegment[lengths.length];
            for (int r = 0; r < segs.length; r++) segs[r] = block(r).segment();
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

        /** Stops the allocations, waits for those under way and frees every block; returns the first failure. */
        RuntimeException close() {
            allocator.shutdownNow();
            boolean interrupted = false;
            while (true) {
                try {
                    if (allocator.awaitTermination(1, TimeUnit.HOURS)) break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) Thread.currentThread().interrupt();
            RuntimeException first = null;
            List<CompletableFuture<PinnedMemory>> all = new ArrayList<>(blocks);
            all.addAll(valueBlocks);
            for (CompletableFuture<PinnedMemory> f : all) {
                if (!f.isDone() || f.isCompletedExceptionally()) continue;
                try {
                    f.join().close();
                } catch (RuntimeException e) {
                    if (first == null) first = e;
                }
            }
            return first;
        }
    }
}
