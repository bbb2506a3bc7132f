package dev.samplesort.gpu;

import static dev.samplesort.gpu.KernelContract.COPY_LIST;
import static dev.samplesort.gpu.KernelContract.COUNTER_BYTES;
import static dev.samplesort.gpu.KernelContract.JOB_BYTES;
import static dev.samplesort.gpu.KernelContract.JOB_FLAGS;
import static dev.samplesort.gpu.KernelContract.JOB_OFF;
import static dev.samplesort.gpu.KernelContract.JOB_SIZE;
import static dev.samplesort.gpu.KernelContract.NLISTS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.CudaStream;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * The sample sort across several GPUs of one host (design: docs/MULTI-GPU.md). The paper's first distribution
 * level spans the GPUs; every phase runs the one-GPU kernels unchanged:
 *
 * <ol>
 *   <li><b>Sample</b>: each GPU runs the sample kernel on its share (K = 256 buckets for up to 16 GPUs); the host
 *       gathers the g·(K−1) local splitters and computes global ones ({@link GlobalSplitters}: weighted regular
 *       sampling), laid out as the kernels' search tree.</li>
 *   <li><b>Classify, count, scan</b> with the global tree on each GPU; the K bucket counts go to the host.</li>
 *   <li><b>Exchange</b> ({@link ExchangePlan}): the host cuts the global bucket sequence into g contiguous ranges of
 *       about n/g keys (cutting only between buckets or inside equality buckets). The receive buffer is
 *       bucket-major: each received bucket is one segment. A GPU whose range is one run of its own keys sorts the
 *       run in place. <em>Fused</em> (the default, {@link GpuPolicy#fusedExchange}): once every receive buffer
 *       exists, each GPU's scatter stores every bucket straight into the receive buffer of the GPU that sorts it
 *       (NVLink stores; per-bucket bases, {@link ExchangePlan#routes}); only runs cut inside an equality bucket are
 *       scattered locally and copied afterwards ({@link ExchangePlan#residual}). <em>Copy exchange</em>: every GPU
 *       scatters into its auxiliary buffer and each GPU pulls its range from every GPU with peer copies on its
 *       own stream, after waiting (on the device, {@code cuStreamWaitEvent}) for the source's scatter, while a
 *       second stream copies its own pieces.</li>
 *   <li><b>Local sort</b>: each GPU lists its received buckets as the plan kernel would (sort jobs of at most M
 *       keys, copy jobs for equality buckets, next-level segments for the rest) and continues the one-GPU sort's
 *       levels from level 2 ({@link GpuSampleSort#levels}): the exchange replaces the first level rather than
 *       adding one.</li>
 * </ol>
 *
 * GPU i then holds the i-th contiguous range of the sorted output. Each GPU's host control flow runs on its own
 * thread (a level waits for its counters), the stages between the two host barriers (local splitters, bucket
 * counts) in parallel. Any number g of parts; several parts may share one device (logical partitions: separate
 * sessions and streams on one context), which is how one GPU tests the whole device path.
 *
 * <p>Device memory per part: its input (n_i keys, reused for the output when it is large enough), the scattered
 * copy (n_i) and the receive buffer (m_i ≈ n/g), plus the level scratch: about 3 × n/g keys (and values). Not
 * thread-safe per set of parts; the parts' sessions serve one sort at a time.
 */
final class MultiGpuSort {
    private MultiGpuSort() {}

    /** Test-only: called on each part's thread with its index after the exchange was enqueued; may throw. */
    static volatile IntConsumer afterExchange;

    /** Host threads of the parts' control flow (daemon; idle ones die after a minute). */
    private static final ExecutorService THREADS = Executors.newCachedThreadPool(new java.util.concurrent.ThreadFactory() {
        private final AtomicInteger next = new AtomicInteger();

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "samplesort-mgpu-" + next.incrementAndGet());
            t.setDaemon(true);
            return t;
        }
    });

    /**
     * log2 of the exchange level's bucket count: at least 16 buckets per GPU, so that cuts between buckets balance
     * the GPUs to within about 1/(16·2) of a share; 256 (the largest K of an ordinary level, whose scatter stays
     * coalesced) up to 16 GPUs.
     */
    static int exchangeLogK(int g) { return g <= 16 ? 8 : g <= 32 ? 9 : 10; }



    /**
     * One GPU's part of a sort: a session on its device and its share of the keys in device memory. After
     * {@link #sort}, {@link #outKeys} (and {@link #outValues}) hold the part's range of the sorted output,
     * {@link #received} keys: the input blocks themselves when they were large enough, else new blocks from the
     * session's stream-ordered pool that the caller takes over.
     */
    static final class Part {
        final SortSession s;
        /** The share: {@code count} keys (and values) in the caller's representation; read, then reused. */
        final DeviceMemory keys, values;
        final long count;
        DeviceMemory outKeys, outValues;
        long received;
        // Per sort (freed by sort() before it returns):
        private LevelPlan plan;
        private LevelScratch r;
        private Level level;
        private SortBuffers auxLayout, recvLayout;
        private DeviceMemory scratch, aux, recv, jobs;
        private CudaEvent scattered, ready, ownCopied, ownStart, recvReady;
        /** Device addresses of the received keys (and values): the receive buffer, or the own run in place. */
        private long recvKeys, recvValues;
        /** The received buckets' work and where its lists lie in {@link #jobs} (see {@link #uploadWork}). */
        private ExchangePlan.Work work;
        private long workCap, countersOff, listsOff;
        private long[] local, counts;
        private GpuSampleSort.Stats stats;
        /** Host clock (System.nanoTime) at the ends of this part's phases, indexed by the T_* constants. */
        private final long[] at = new long[T_COUNT];
        private int peerCopies, ownCopies;
        private boolean inPlace;

        Part(SortSession s, DeviceMemory keys, DeviceMemory values, long count) {
            this.s = s;
            this.keys = keys;
            this.values = values;
            this.count = count;
        }
    }

    // Host time stamps of a part (Part.at): the end of each phase as its thread saw it.
    private static final int T_SAMPLED = 0, T_CLASSIFY = 1, T_COUNTED = 2, T_EXCHANGE = 3, T_ENQUEUED = 4, T_DONE = 5,
            T_COUNT = 6;

    /**
     * What a sort did.
     *
     * @param cuts         global output position of each part's range (g + 1 entries)
     * @param levels       distribution levels of the deepest part, the exchange level included
     * @param peerBytes    bytes that crossed between different devices in the exchange
     * @param imbalance    the largest part's output over n/g
     * @param profile      per part, where its time went
     */
    record Result(long[] cuts, int levels, long peerBytes, double imbalance, List<PartProfile> profile) {}

    /**
     * Where one part's time went in a sort. Host phases (always measured, wall clock on the part's thread, from
     * the start of the sort): {@code sample} until its local splitters were on the host; {@code wait splitters}
     * until its classify phase began (the other parts' samples and the global splitters: a host barrier);
     * {@code classify} until its bucket counts were on the host (the GPU's classify, count and scan);
     * {@code wait plan} until its exchange began (the other parts' counts and the plan: the second barrier; the
     * scatter runs meanwhile); {@code enqueue exchange} until its copies and the received buckets' work were
     * enqueued; {@code local sort} until its range was sorted (the host waits on the GPU here). GPU phases (only
     * with {@code -Dsamplesort.gpu.profile=true}): CUDA events between the phases on the part's stream; a
     * {@code wait …} phase is time the stream stood still waiting for the host or another GPU.
     *
     * @param device     the part's device ordinal
     * @param hostMs     host phases in milliseconds, in order
     * @param gpuMs      GPU phases in milliseconds, in order (empty unless profiling)
     * @param peerCopies copies the part pulled from other parts (other devices, or other partitions of its own)
     * @param ownCopies  copies of its own scattered keys into its receive buffer
     * @param inPlace    whether its range was its own scattered keys, sorted where they lay (nothing copied)
     */
    record PartProfile(int device, Map<String, Double> hostMs, Map<String, Double> gpuMs, int peerCopies,
                       int ownCopies, boolean inPlace) {
        /** One line: device, copies, host phases, GPU phases. */
        String describe() {
            StringBuilder b = new StringBuilder("device " + device + (inPlace ? " in place" : " copies "
                    + peerCopies + " peer + " + ownCopies + " own") + " | host ms:");
            hostMs.forEach((k, v) -> b.append(String.format(Locale.ROOT, " %s %.2f,", k, v)));
            b.setLength(b.length() - 1);
            if (!gpuMs.isEmpty()) {
                b.append(" | gpu ms:");
                gpuMs.forEach((k, v) -> b.append(String.format(Locale.ROOT, " %s %.2f,", k, v)));
                b.setLength(b.length() - 1);
            }
            return b.toString();
        }
    }

    /**
     * Sorts the keys (and values) of all parts together: afterwards part i holds the i-th range of the output.
     * Returns when every part is complete. On failure every part's stream was drained and the temporaries freed;
     * the parts' input blocks may then hold anything (the caller's host data is untouched: nothing was
     * downloaded).
     */
    static Result sort(List<Part> parts, KeyType kt, ValueType vt, Order order, GpuPolicy policy) {
        final int g = parts.size();
        final int logK = exchangeLogK(g), k = 1 << logK;
        final int kw = kt.byteSize(), vw = vt == null ? 0 : vt.byteSize();
        final int kind = KeyKind.of(kt, order);
        final String u = KeyKind.width(kt), v = KeyKind.value(vt);
        final long seed = policy.seed() != 0 ? policy.seed() : GpuSampleSort.DEFAULT_SEED;
        long n = 0;
        for (Part p : parts) n += p.count;
        boolean ok = false;
        final long t0 = System.nanoTime();
        try {
            // Fused exchange (GpuPolicy.fusedExchange): each GPU's scatter stores every bucket straight into the
            // receive buffer of the GPU that sorts it (NVLink stores from the kernel) instead of scattering locally
            // and copying the pieces afterwards. Needs the remote scatter kernels' K and peer access everywhere.
            final boolean fused = enablePeers(parts) && logK == Kernels.REMOTE_SCATTER_LOGK && policy.fusedExchange();
            for (Part p : parts) p.s.resetProfile();
            // ---- 1. local samples (each GPU: sample kernel on its share)
            parallel(parts, (i, p) -> {
                if (p.count == 0) {
                    p.local = new long[0];
                    p.at[T_SAMPLED] = System.nanoTime();
                    return;
                }
                p.s.mark("start");
                p.plan = new LevelPlan(new long[] {0}, new long[] {p.count}, 1, logK, policy, p.s.rt.smCount);
                p.r = LevelScratch.of(p.plan, kw, 1, 1);
                MemorySegment host = p.s.scratch(hostBytes(p.r, k));
                p.plan.writeTable(host, p.r.tables());
                BucketSort.writeCaps(host, p.r.caps(), policy);
                // the level's scratch, then the fused exchange's per-bucket bases: one allocation for both
                p.scratch = p.s.allocate(p.r.bytes() + routesBytes(k));
                p.auxLayout = SortBuffers.of(p.count, kw, vw, false);
                p.aux = p.s.allocate(p.auxLayout.bytes());
                long ab = p.aux.address();
                p.level = new Level(1, p.plan, p.r, p.scratch.address(), p.keys.address(), ab + p.auxLayout.auxKeys(),
                        p.values == null ? 0 : p.values.address(), vt == null ? 0 : ab + p.auxLayout.auxValues(),
                        kind, u, v, 0, false);
                p.s.stream.copyHostToDevice(p.scratch, 0, host, p.r.uploadBytes());
                p.s.stream.memsetD8(p.scratch, p.r.totals(), (byte) 0, p.r.zeroBytes());
                Sample.launch(p.s, p.level, seed + 0x9E37_79B9L * (i + 1));
                p.s.mark("sample");
                p.s.stream.copyDeviceToHost(host.asSlice(p.r.spl()), p.scratch, p.r.spl(), (long) k * kw);
                p.s.stream.synchronize();
                p.local = readKeys(host, p.r.spl(), k - 1, kw);
                p.at[T_SAMPLED] = System.nanoTime();
            });
            // ---- 2. global splitters (host)
            long[][] local = new long[g][];
            long[] shares = new long[g];
            for (int i = 0; i < g; i++) {
                local[i] = parts.get(i).local;
                shares[i] = parts.get(i).count;
            }
            long[] tree = new long[k], spl = new long[k];
            byte[] eq = new byte[k];
            if (n > 0) GlobalSplitters.layout(GlobalSplitters.fromLocal(local, shares, k), k, tree, spl, eq);
            // ---- 3. classify, count, scan, scatter with the global tree
            parallel(parts, (i, p) -> {
                p.at[T_CLASSIFY] = System.nanoTime();
                if (p.count == 0) {
                    p.counts = new long[k];
                    p.at[T_COUNTED] = System.nanoTime();
                    return;
                }
                MemorySegment host = p.s.scratch(hostBytes(p.r, k));
                writeKeys(host, p.r.tree(), tree, kw);
                writeKeys(host, p.r.spl(), spl, kw);
                MemorySegment.copy(eq, 0, host, JAVA_BYTE, p.r.eq(), k);
                p.s.stream.copyHostToDevice(p.scratch, p.r.tree(), host.asSlice(p.r.tree()), p.r.hist() - p.r.tree());
                p.s.mark("wait splitters");   // the stream stood idle from the sample until the tree came up
                ClassifyCount.launch(p.s, p.level);
                p.s.mark("classify+count");
                Scan.launch(p.s, p.level.at(p.r.hist()), p.plan.histLen, p.level.at(p.r.partial()));
                p.s.mark("scan");
                p.s.stream.copyDeviceToHost(host.asSlice(p.r.hist()), p.scratch, p.r.totals(), 8L * k);
                p.s.planned().record(p.s.stream);
                if (!fused) {   // fused: the scatter needs the plan (where each bucket goes), step 5
                    Scatter.launch(p.s, p.level, policy.staged());
                    p.s.mark("scatter");
                    p.scattered = p.s.rt.context.createEvent();
                    p.scattered.record(p.s.stream);
                }
                p.s.planned().synchronize();   // the counts; the scatter may still run
                p.counts = new long[k];
                MemorySegment.copy(host, JAVA_LONG_UNALIGNED, p.r.hist(), p.counts, 0, k);
                p.at[T_COUNTED] = System.nanoTime();
            });
            // ---- 4. the exchange plan (host)
            long[][] counts = new long[g][];
            for (int i = 0; i < g; i++) counts[i] = parts.get(i).counts;
            ExchangePlan plan = ExchangePlan.of(counts, GlobalSplitters.equalityBuckets(eq));
            if (fused) {
                // ---- 5a. receive buffers, each ready on its device before any GPU's scatter may write into it
                // (and the received buckets' work lists go up now, behind the routes in the host scratch, so that
                // nothing between the scatter and the local sort waits for the host)
                parallel(parts, (i, p) -> {
                    p.at[T_EXCHANGE] = System.nanoTime();
                    receiveBuffers(p, plan.received(i), plan.inPlace(i), kw, vw);
                    p.recvReady = p.s.rt.context.createEvent();
                    p.recvReady.record(p.s.stream);
                    if (p.received > 0) uploadWork(p, plan.work(i, policy), routesBytes(k));
                });
                // ---- 5b. each GPU scatters its buckets straight into the destinations' receive buffers
                parallel(parts, (i, p) -> {
                    if (p.count == 0) {   // nothing to scatter; its work lists' copy must pass before step 5
                        if (p.received > 0) p.s.planned().synchronize();
                        return;
                    }
                    scatterRemote(parts, i, plan.routes(i), k, kw, vw, policy);
                });
            }
            // ---- 5. exchange (copies; fused: only the parts of split equality buckets) and local sort
            parallel(parts, (i, p) -> {
                if (!fused) {
                    p.at[T_EXCHANGE] = System.nanoTime();
                    receiveBuffers(p, plan.received(i), plan.inPlace(i), kw, vw);
                }
                long m = p.received;
                if (m == 0) {
                    p.stats = new GpuSampleSort.Stats(1, 0, 0, 0);
                    p.s.collectProfile();
                    p.at[T_ENQUEUED] = p.at[T_DONE] = System.nanoTime();
                    return;
                }
                final long b = p.recvKeys, vb = p.recvValues;
                // Copy exchange: the received buckets' work lists go up first, so that the host scratch is free
                // again (event below) before the next levels write it. Fused: they went up in step 5a.
                if (!fused) uploadWork(p, plan.work(i, policy), 0);
                ExchangePlan.Work w = p.work;
                long cap = p.workCap, countersOff = p.countersOff, listsOff = p.listsOff;
                if (fused) receiveFused(parts, i, plan.residual(i), kw, vw);
                else if (!p.inPlace) exchange(parts, i, plan.pieces(i), kw, vw);
                IntConsumer hook = afterExchange;
                if (hook != null) hook.accept(i);
                long a = p.outKeys.address();
                long va = vt == null ? 0 : p.outValues.address();
                BucketSort.run(p.s, u, v, policy, p.jobs.address() + listsOff, cap, p.jobs.address() + countersOff,
                        a, b, va, vb, false, kind);
                p.s.mark("received: bucket sort");
                p.at[T_ENQUEUED] = System.nanoTime();
                if (!fused) p.s.planned().synchronize();   // the lists are up: the host scratch may be rewritten
                GpuSampleSort.Segments next = GpuSampleSort.Segments.fromPairs(w.next(), w.next().length / 2);
                p.stats = GpuSampleSort.levels(p.s, a, b, va, vb, 0, m, kt, vt, order, policy, 1, next, null,
                        false);
                if (p.ownStart != null) {
                    p.s.phaseMillis().merge("own pieces (side stream)",
                            (double) p.ownCopied.elapsedMillisSince(p.ownStart), Double::sum);
                }
                p.at[T_DONE] = System.nanoTime();
            });
            int levels = 0;
            long peer = 0;
            for (int i = 0; i < g; i++) {
                levels = Math.max(levels, parts.get(i).stats.levels());
                for (ExchangePlan.Piece pc : plan.pieces(i)) {   // fused or not, the same keys cross
                    if (parts.get(pc.src()).s.rt != parts.get(i).s.rt) peer += pc.count() * (kw + vw);
                }
            }
            List<PartProfile> profile = new ArrayList<>(g);
            for (Part p : parts) profile.add(profile(p, t0));
            ok = true;
            return new Result(plan.cut.clone(), levels, peer, plan.imbalance(), profile);
        } finally {
            cleanUp(parts, ok);
        }
    }

    /**
     * Where part {@code p}'s {@code m} received keys will lie ({@link Part#recvKeys}): its own scattered run when its
     * whole range is one ({@code home}: nothing moves; all-equal keys), else a new receive buffer; and the blocks its
     * sorted range ends in (its input blocks when large enough).
     */
    private static void receiveBuffers(Part p, long m, ExchangePlan.Piece home, int kw, int vw) {
        p.received = m;
        p.outKeys = p.keys.byteSize() >= m * kw ? p.keys : p.s.allocate(m * kw);
        p.outValues = vw == 0 ? null : p.values.byteSize() >= m * vw ? p.values : p.s.allocate(m * vw);
        if (m == 0) return;
        if (home != null) {
            p.inPlace = true;
            long ab = p.aux.address();
            p.recvKeys = ab + p.auxLayout.auxKeys() + home.srcOffset() * kw;
            p.recvValues = vw == 0 ? 0 : ab + p.auxLayout.auxValues() + home.srcOffset() * vw;
        } else {
            p.recvLayout = SortBuffers.of(m, kw, vw, false);
            p.recv = p.s.allocate(p.recvLayout.bytes());
            p.recvKeys = p.recv.address() + p.recvLayout.auxKeys();
            p.recvValues = vw == 0 ? 0 : p.recv.address() + p.recvLayout.auxValues();
        }
    }

    /**
     * Uploads the work lists of part {@code p}'s received buckets ({@code w}) into a new {@link Part#jobs} block,
     * staged at {@code hostOffset} of the session's host scratch, and records the session's planned event after
     * the copy (the host scratch there is free again once it has passed).
     */
    private static void uploadWork(Part p, ExchangePlan.Work w, long hostOffset) {
        long cap = Math.max(1, w.longestList());
        Carving c = new Carving();
        long countersOff = c.take(COUNTER_BYTES), listsOff = c.take(NLISTS * cap * JOB_BYTES);
        MemorySegment host = p.s.scratch(hostOffset + c.size()).asSlice(hostOffset, c.size());
        writeWork(host, countersOff, listsOff, cap, w);
        p.jobs = p.s.allocate(c.size());
        p.s.stream.copyHostToDevice(p.jobs, 0, host, c.size());
        p.s.planned().record(p.s.stream);
        p.work = w;
        p.workCap = cap;
        p.countersOff = countersOff;
        p.listsOff = listsOff;
    }

    /**
     * The fused exchange's scatter of source {@code i}: uploads the per-bucket bases (each bucket's place in its
     * destination's receive buffer, or for a run split between destinations its place in the source's own
     * scattered buffer) and, once every destination's receive buffer exists (waited for on the device), launches
     * the remote scatter. Its end is recorded in {@link Part#scattered}.
     */
    private static void scatterRemote(List<Part> parts, int i, ExchangePlan.Routes routes, int k, int kw, int vw,
                                      GpuPolicy policy) {
        Part p = parts.get(i);
        long ownKeys = p.aux.address() + p.auxLayout.auxKeys();
        long ownValues = vw == 0 ? 0 : p.aux.address() + p.auxLayout.auxValues();
        long[] bases = new long[2 * k];
        for (int b = 0; b < k; b++) {
            int d = routes.dest()[b];
            // position o of bucket b goes to base + o·width: the destination's receive buffer shifted by delta
            bases[b] = d < 0 ? ownKeys : parts.get(d).recvKeys + routes.delta()[b] * kw;
            bases[k + b] = vw == 0 ? 0 : d < 0 ? ownValues : parts.get(d).recvValues + routes.delta()[b] * vw;
        }
        long at = p.r.bytes();   // after the level's scratch, in the same allocation
        // the first routesBytes of the host scratch; the work lists' copy (step 5a) reads the bytes after them
        MemorySegment host = p.s.scratch(routesBytes(k));
        MemorySegment.copy(bases, 0, host, JAVA_LONG_UNALIGNED, 0, 2 * k);
        p.s.stream.copyHostToDevice(p.scratch, at, host, routesBytes(k));
        p.s.planned().record(p.s.stream);
        p.s.planned().synchronize();   // the routes and the work lists are up: the host scratch is free again
        for (Part q : parts) if (q != p && q.recvReady != null) p.s.stream.waitEvent(q.recvReady);
        p.s.mark("wait receive buffers");
        long bases0 = p.scratch.address() + at;
        Scatter.launchRemote(p.s, p.level, policy.staged(), bases0, bases0 + 8L * k);
        p.s.mark("scatter (into the destinations)");
        p.scattered = p.s.rt.context.createEvent();
        p.scattered.record(p.s.stream);
    }

    /**
     * Destination {@code i} of a fused exchange: waits (on the device) for every source's scatter, which wrote into
     * its receive buffer, then copies the parts of split runs ({@code residual}) from their sources' scattered
     * buffers. Everything enqueued after this call sees the whole range.
     */
    private static void receiveFused(List<Part> parts, int i, List<ExchangePlan.Piece> residual, int kw, int vw) {
        Part p = parts.get(i);
        for (Part q : parts) if (q != p && q.scattered != null) p.s.stream.waitEvent(q.scattered);
        p.s.mark("exchange: wait peers' scatter");
        for (ExchangePlan.Piece pc : residual) {
            Part src = parts.get(pc.src());
            if (pc.src() == i && p.inPlace) continue;   // already where it is sorted
            copy(p.s.stream, p, src, pc, kw, vw);
            if (pc.src() == i) p.ownCopies++;
            else p.peerCopies++;
        }
        p.s.mark("exchange: split buckets");
    }

    /**
     * Enqueues destination {@code i}'s pieces into its receive buffer. Its own pieces (a device-local copy, several
     * times faster than the link) go on the session's side stream, which starts once the part's scatter is done;
     * meanwhile the main stream pulls the other parts' pieces, source by source, each source's only after that
     * source's scatter (waited for on the device, {@code cuStreamWaitEvent}: no host round trip). The main stream
     * then waits for the side stream, so everything enqueued after this call sees the whole range.
     */
    private static void exchange(List<Part> parts, int i, List<ExchangePlan.Piece> pieces, int kw, int vw) {
        Part p = parts.get(i);
        CudaStream main = p.s.stream;
        List<ExchangePlan.Piece> own = new ArrayList<>();
        for (ExchangePlan.Piece pc : pieces) if (pc.src() == i) own.add(pc);
        if (!own.isEmpty()) {
            // The receive buffer comes from the stream-ordered pool on the main stream and the own scatter ran
            // there: the side stream starts after both.
            p.ready = p.s.rt.context.createEvent();
            p.ready.record(main);
            CudaStream side = p.s.side();
            side.waitEvent(p.ready);
            if (p.s.profiling()) {
                p.ownStart = p.s.rt.context.createEvent();
                p.ownStart.record(side);
            }
            for (ExchangePlan.Piece pc : own) copy(side, p, parts.get(i), pc, kw, vw);
            p.ownCopied = p.s.rt.context.createEvent();
            p.ownCopied.record(side);
            p.ownCopies = own.size();
        }
        for (int j = 0; j < parts.size(); j++) {
            if (j == i) continue;
            Part src = parts.get(j);
            boolean waited = false;
            for (ExchangePlan.Piece pc : pieces) {
                if (pc.src() != j) continue;
                if (!waited) {
                    main.waitEvent(src.scattered);
                    p.s.mark("exchange: wait peers' scatter");
                    waited = true;
                }
                copy(main, p, src, pc, kw, vw);
                p.peerCopies++;
            }
        }
        p.s.mark("exchange: peer pieces");
        if (p.ownCopied != null) main.waitEvent(p.ownCopied);
        p.s.mark("exchange: own pieces");
    }

    /** One piece (keys, and values when {@code vw > 0}) from {@code src}'s scattered buffer into {@code dst}'s. */
    private static void copy(CudaStream st, Part dst, Part src, ExchangePlan.Piece pc, int kw, int vw) {
        if (dst.recv == null) throw new IllegalStateException("copy into a part sorted in place");
        st.copyPeer(dst.recv, dst.recvLayout.auxKeys() + pc.dstOffset() * kw, src.aux,
                src.auxLayout.auxKeys() + pc.srcOffset() * kw, pc.count() * kw);
        if (vw > 0) {
            st.copyPeer(dst.recv, dst.recvLayout.auxValues() + pc.dstOffset() * vw, src.aux,
                    src.auxLayout.auxValues() + pc.srcOffset() * vw, pc.count() * vw);
        }
    }

    /** A part's phase times (see {@link PartProfile}); its GPU phases are taken over from its session. */
    private static PartProfile profile(Part p, long t0) {
        Map<String, Double> h = new LinkedHashMap<>();
        long[] at = p.at;
        h.put("sample", ms(t0, at[T_SAMPLED]));
        h.put("wait splitters", ms(at[T_SAMPLED], at[T_CLASSIFY]));
        h.put("classify", ms(at[T_CLASSIFY], at[T_COUNTED]));
        h.put("wait plan", ms(at[T_COUNTED], at[T_EXCHANGE]));
        h.put("enqueue exchange", ms(at[T_EXCHANGE], at[T_ENQUEUED]));
        h.put("local sort", ms(at[T_ENQUEUED], at[T_DONE]));
        h.put("total", ms(t0, at[T_DONE]));
        Map<String, Double> d = new LinkedHashMap<>(p.s.phaseMillis());
        p.s.phaseMillis().clear();
        return new PartProfile(p.s.rt.device.ordinal(), h, d, p.peerCopies, p.ownCopies, p.inPlace);
    }

    private static double ms(long from, long to) { return (to - from) / 1e6; }

    /** Bytes of the fused exchange's per-bucket bases: k key bases, then k value bases. */
    private static long routesBytes(int k) { return 16L * k; }

    /** Host scratch of a part's first level: the device layout up to the histogram, then K bucket totals. */
    private static long hostBytes(LevelScratch r, int k) { return r.hist() + 8L * k; }

    /**
     * Lets every part's context read every other part's device memory directly, where the devices allow it: peer
     * access between the contexts, and access to each other's stream-ordered pool (where the sort's buffers come
     * from; pool blocks do not follow the contexts' peer access). Without peer access the driver stages the
     * exchange's copies through the host. Returns whether every two devices have peer access (the fused exchange
     * needs it: its kernels store into the other devices' memory).
     */
    private static boolean enablePeers(List<Part> parts) {
        boolean all = true;
        for (Part a : parts) {
            for (Part b : parts) {
                if (a.s.rt.context == b.s.rt.context) continue;
                if (a.s.rt.context.enablePeerAccess(b.s.rt.context)) b.s.rt.context.grantPoolAccess(a.s.rt.device);
                else all = false;
            }
        }
        return all;
    }

    /** Writes the job lists and counters of a part's received buckets (all of them in the receive buffer). */
    private static void writeWork(MemorySegment host, long countersOff, long listsOff, long cap, ExchangePlan.Work w) {
        host.asSlice(countersOff, COUNTER_BYTES).fill((byte) 0);
        long[][] lists = new long[NLISTS][];
        for (int c = 0; c < w.sortJobs().length; c++) lists[c] = w.sortJobs()[c];
        lists[COPY_LIST] = w.copyJobs();
        for (int c = 0; c < NLISTS; c++) {
            long[] l = lists[c] == null ? new long[0] : lists[c];
            host.set(JAVA_INT_UNALIGNED, countersOff + 4L * c, l.length / 2);
            for (int j = 0; j < l.length / 2; j++) {
                long at = listsOff + ((long) c * cap + j) * JOB_BYTES;
                host.set(JAVA_LONG_UNALIGNED, at + JOB_OFF, l[2 * j]);
                host.set(JAVA_INT_UNALIGNED, at + JOB_SIZE, (int) l[2 * j + 1]);
                host.set(JAVA_INT_UNALIGNED, at + JOB_FLAGS, KernelContract.AUX_FLAG);
            }
        }
    }

    /** {@code count} keys of {@code kw} bytes at {@code off}, zero-extended to unsigned longs. */
    static long[] readKeys(MemorySegment host, long off, int count, int kw) {
        long[] r = new long[count];
        for (int i = 0; i < count; i++) {
            r[i] = kw == 8 ? host.get(JAVA_LONG_UNALIGNED, off + 8L * i)
                    : Integer.toUnsignedLong(host.get(JAVA_INT_UNALIGNED, off + 4L * i));
        }
        return r;
    }

    static void writeKeys(MemorySegment host, long off, long[] keys, int kw) {
        for (int i = 0; i < keys.length; i++) {
            if (kw == 8) host.set(JAVA_LONG_UNALIGNED, off + 8L * i, keys[i]);
            else host.set(JAVA_INT_UNALIGNED, off + 4L * i, (int) keys[i]);
        }
    }

    /**
     * Drains every part's stream (on failure: so that nothing still reads or writes the blocks) and frees the
     * temporaries; on failure also the output blocks the sort allocated. A part whose stream failed is reported
     * to its pool (a sticky error poisons that device).
     */
    private static void cleanUp(List<Part> parts, boolean ok) {
        for (Part p : parts) {
            try {
                // The side stream's copies read this part's scattered buffer and write its receive buffer; on
                // success the main stream has waited for them already, this only makes it explicit.
                CudaStream side = p.s.sideIfAny();
                if (side != null) side.synchronize();
                if (!ok) p.s.stream.synchronize();
            } catch (RuntimeException e) {
                SessionPool.forDevice(p.s.rt.device.ordinal()).noteFailure(e);
            }
        }
        for (Part p : parts) {
            for (AutoCloseable c : new AutoCloseable[] {p.jobs, p.recv, p.aux, p.scratch, p.scattered,
                    p.ready, p.ownCopied, p.ownStart, p.recvReady}) {
                try {
                    if (c != null) c.close();
                } catch (Exception e) {
                    SessionPool.forDevice(p.s.rt.device.ordinal()).noteFailure(e);
                }
            }
            if (!ok) {
                if (p.outKeys != null && p.outKeys != p.keys) p.outKeys.close();
                if (p.outValues != null && p.outValues != p.values) p.outValues.close();
                p.outKeys = p.outValues = null;
            }
            p.jobs = p.recv = p.aux = p.scratch = null;
            p.scattered = p.ready = p.ownCopied = p.ownStart = p.recvReady = null;
            p.recvKeys = p.recvValues = 0;
            p.work = null;
            p.peerCopies = p.ownCopies = 0;
            p.inPlace = false;
            p.plan = null;
            p.r = null;
            p.level = null;
        }
    }

    @FunctionalInterface
    interface PartTask {
        void run(int index, Part p) throws Exception;
    }

    /** {@link #parallel(int, IntTask)} over the parts. */
    static void parallel(List<Part> parts, PartTask task) {
        parallel(parts.size(), i -> task.run(i, parts.get(i)));
    }

    @FunctionalInterface
    interface IntTask {
        void run(int index) throws Exception;
    }

    /**
     * Runs {@code task} for {@code 0 .. count-1}, each on its own thread, and waits for all of them (a host
     * barrier). When some fail, the first failure is thrown (the others suppressed) after all have ended, so no part
     * is still enqueueing work when the caller cleans up.
     */
    static void parallel(int count, IntTask task) {
        List<Future<?>> fs = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            final int idx = i;
            fs.add(THREADS.submit(() -> {
                task.run(idx);
                return null;
            }));
        }
        Throwable first = null;
        boolean interrupted = false;
        for (Future<?> f : fs) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;   // the parts must finish before we return; keep waiting
                } catch (ExecutionException e) {
                    Throwable c = e.getCause() == null ? e : e.getCause();
                    if (first == null) first = c;
                    else first.addSuppressed(c);
                    break;
                }
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        if (first instanceof RuntimeException r) throw r;
        if (first instanceof Error err) throw err;
        if (first != null) throw new IllegalStateException("multi-GPU sort failed: " + first, first);
    }
}
