package dev.samplesort.gpu;

import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.CudaStream;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.cuda.HostRegistration;
import dev.samplesort.cuda.PinnedMemory;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Host↔device copies of the end-to-end path (see docs/END-TO-END.md).
 *
 * <ul>
 *   <li><b>Staged</b> (heap arrays, heap segments, native segments that cannot or should not be registered): the
 *       data goes through a per-session {@link Ring} of a few pinned chunk buffers. Upload: copy chunk i from the
 *       caller's memory into a free buffer, enqueue its DMA, record the buffer's event; the CPU copy of chunk i+1
 *       overlaps the DMA of chunk i; a buffer is reused only after its event completed. Download (only after the
 *       sort completed): the DMAs of the first chunks are enqueued at once, then each chunk is copied into the
 *       caller's memory as soon as its event completes, and the freed buffer takes the next DMA.</li>
 *   <li><b>Direct</b> (native segments of at least {@link #registerMinBytes()}): the segment is page-locked with
 *       {@code cuMemHostRegister} for the duration of the sort and copied with one DMA each way.</li>
 * </ul>
 *
 * Tuning by system properties, read at each sort: {@code samplesort.gpu.chunkBytes} (default 64 MiB),
 * {@code samplesort.gpu.chunkBuffers} (default 3), {@code samplesort.gpu.registerMinBytes} (default 4 MiB; -1 never
 * registers), {@code samplesort.gpu.copyThreads} (threads per chunk copy, default min(16, cores)).
 */
final class Transfer {
    private Transfer() {}

    // Measured on the H100 host (16 cores), long[2^28] end to end: 16 MiB chunks and 4 copy threads 179 ms,
    // 64 MiB and 8 threads 152 ms, 64 MiB and 16 threads 115-121 ms (docs/PERFORMANCE.md, 2026-11-22).
    static final long DEFAULT_CHUNK_BYTES = 64L << 20;
    static final int DEFAULT_CHUNK_BUFFERS = 3;
    static final long DEFAULT_REGISTER_MIN_BYTES = 4L << 20;
    /** How many host parts went each way since start (tests and diagnostics). */
    static final java.util.concurrent.atomic.AtomicLong REGISTERED = new java.util.concurrent.atomic.AtomicLong();
    static final java.util.concurrent.atomic.AtomicLong STAGED = new java.util.concurrent.atomic.AtomicLong();

    /** Chunks at least this large are copied by several threads. */
    static final long PARALLEL_COPY_MIN_BYTES = 2L << 20;

    /** Chunk size in bytes: a multiple of 256 (so of every element width), at least 256. */
    static long chunkBytes() {
        long c = longProperty("samplesort.gpu.chunkBytes", DEFAULT_CHUNK_BYTES);
        return Math.max(256, c & ~255L);
    }

    /** Pinned chunk buffers per session, at least 2. */
    static int chunkBuffers() {
        return (int) Math.max(2, Math.min(64, longProperty("samplesort.gpu.chunkBuffers", DEFAULT_CHUNK_BUFFERS)));
    }

    /** Native segments from this size on are registered and copied directly; -1: never. */
    static long registerMinBytes() {
        return longProperty("samplesort.gpu.registerMinBytes", DEFAULT_REGISTER_MIN_BYTES);
    }

    static int copyThreads() {
        long def = Math.min(16, Runtime.getRuntime().availableProcessors());
        return (int) Math.max(1, Math.min(64, longProperty("samplesort.gpu.copyThreads", def)));
    }

    static long longProperty(String name, long def) {
        String p = System.getProperty(name);
        if (p == null || p.isBlank()) return def;
        try {
            return Long.parseLong(p.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("system property " + name + "='" + p + "' is not a whole number", e);
        }
    }

    /**
     * A plain memory copy between host segments; large ones are split over several threads (common pool) when
     * both segments may be used from any thread (heap segments and our pinned buffers; a caller's native segment
     * may be thread-confined, so such copies stay on the calling thread).
     */
    static void hostCopy(MemorySegment src, long srcOff, MemorySegment dst, long dstOff, long bytes,
                         boolean anyThread) {
        int t = copyThreads();
        if (!anyThread || t <= 1 || bytes < PARALLEL_COPY_MIN_BYTES) {
            MemorySegment.copy(src, srcOff, dst, dstOff, bytes);
            return;
        }
        long part = ((bytes + t - 1) / t + 4095) & ~4095L;
        int parts = (int) ((bytes + part - 1) / part);
        IntStream.range(0, parts).parallel().forEach(i -> {
            long off = i * part;
            MemorySegment.copy(src, srcOff + off, dst, dstOff + off, Math.min(part, bytes - off));
        });
    }

    // ------------------------------------------------------------------ the pinned ring of one session

    /**
     * A session's pinned chunk buffers, each with an event recorded after the last DMA that used it. Not
     * thread-safe (one session, one sort at a time). Buffers are allocated lazily and kept; they are reallocated
     * only when the chunk size changes.
     */
    static final class Ring implements AutoCloseable {
        private final dev.samplesort.cuda.CudaContext context;
        private final dev.samplesort.cuda.CudaStream stream;
        private PinnedMemory[] bufs = new PinnedMemory[0];
        private CudaEvent[] events = new CudaEvent[0];
        private boolean[] pending = new boolean[0];
        private long chunk;
        private int next;

        /** Buffers of {@code context} whose DMAs run on {@code stream} (a session's; the ring does not hold it). */
        Ring(dev.samplesort.cuda.CudaContext context, dev.samplesort.cuda.CudaStream stream) {
            this.context = context;
            this.stream = stream;
        }

        /** Prepares for a transfer with the current settings; waits for nothing (callers start synchronized). */
        Ring configure(long chunkBytes, int count) {
            if (chunkBytes != chunk || count != bufs.length) {
                stream.synchronize();
                freeAll();
                bufs = new PinnedMemory[count];
                events = new CudaEvent[count];
                pending = new boolean[count];
                chunk = chunkBytes;
            }
            next = 0;
            return this;
        }

        long chunk() { return chunk; }

        int count() { return bufs.length; }

        /** Buffer {@code i}, allocated on first use, after waiting for the last DMA that used it. */
        MemorySegment await(int i) {
            if (bufs[i] == null) {
                bufs[i] = context.allocatePinned(chunk);
                events[i] = context.createEvent();
            } else if (pending[i]) {
                events[i].synchronize();
            }
            pending[i] = false;
            return bufs[i].segment();
        }

        /** Marks buffer {@code i} busy until the work enqueued so far on the stream is done. */
        void recordUse(int i) {
            events[i].record(stream);
            pending[i] = true;
        }

        /** The next buffer in round-robin order (for uploads), after waiting until it is free. */
        int nextFree() {
            int i = next;
            next = (next + 1) % bufs.length;
            await(i);
            return i;
        }

        MemorySegment segment(int i) { return bufs[i].segment(); }

        private void freeAll() {
            RuntimeException first = null;
            for (int i = 0; i < bufs.length; i++) {
                try {
                    if (bufs[i] != null) bufs[i].close();
                    if (events[i] != null) events[i].close();
                } catch (RuntimeException e) {
                    if (first == null) first = e;
                }
            }
            bufs = new PinnedMemory[0];
            events = new CudaEvent[0];
            pending = new boolean[0];
            if (first != null) throw first;
        }

        /** Frees the buffers; the caller has synchronized the stream (or it failed for good). */
        @Override
        public void close() { freeAll(); }
    }

    // ------------------------------------------------------------------ one host range ↔ one device block

    /**
     * One host segment and the device block it travels to and from. {@code reg} is non-null when the host segment
     * is registered (copied directly).
     */
    static final class Part {
        final MemorySegment host;
        final DeviceMemory dev;
        final long bytes;
        /** Whether the host segment may be copied from any thread (then large staged copies run in parallel). */
        final boolean anyThread;
        HostRegistration reg;

        /** A part whose native host memory may be thread-confined (copied on the calling thread only). */
        Part(MemorySegment host, DeviceMemory dev, long bytes) {
            this(host, dev, bytes, !host.isNative());
        }

        Part(MemorySegment host, DeviceMemory dev, long bytes, boolean anyThread) {
            this.host = host;
            this.dev = dev;
            this.bytes = bytes;
            this.anyThread = anyThread;
        }

        boolean direct() { return reg != null; }
    }

    /**
     * Registers {@code p.host} when it is native, large enough and registration succeeds; a non-sticky
     * registration failure (already registered, mapped file, no permission, ...) leaves it on the staged path.
     */
    static void tryRegister(SortSession s, Part p) {
        long min = registerMinBytes();
        if (p.host.isNative() && min >= 0 && p.bytes >= Math.max(1, min)) {
            try {
                p.reg = s.rt.context.register(p.host);
            } catch (CudaException e) {
                if (e.isSticky()) throw e;
                // e.g. CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED (an overlapping page is registered already)
            } catch (IllegalArgumentException e) {
                // not a registrable segment: stage it
            }
        }
        (p.reg != null ? REGISTERED : STAGED).incrementAndGet();
    }

    /** Unregisters every part (best effort: the stream must be idle). Returns the first failure or null. */
    static RuntimeException unregister(List<Part> parts) {
        RuntimeException first = null;
        for (Part p : parts) {
            if (p.reg == null) continue;
            try {
                p.reg.close();
            } catch (RuntimeException e) {
                if (first == null) first = e;
            }
            p.reg = null;
        }
        return first;
    }

    /**
     * Enqueues the upload of every part (staged ones chunk by chunk through the ring). Returns when everything is
     * enqueued; the staged chunks' host copies are done, the DMAs may still run. {@code hook} runs after the
     * first chunk was enqueued ({@link FaultInjector.Point#DURING_UPLOAD}).
     */
    static void upload(SortSession s, Ring ring, List<Part> parts, Runnable hook) {
        CudaStream st = s.stream;
        boolean first = true;
        for (Part p : parts) {
            if (p.direct()) {
                st.copyHostToDevice(p.dev, 0, p.host, p.bytes);
                if (first) { hook.run(); first = false; }
                continue;
            }
            long c = ring.chunk();
            for (long off = 0; off < p.bytes; off += c) {
                long len = Math.min(c, p.bytes - off);
                int b = ring.nextFree();
                MemorySegment buf = ring.segment(b);
                hostCopy(p.host, off, buf, 0, len, p.anyThread);
                st.copyHostToDevice(p.dev, off, buf, len);
                ring.recordUse(b);
                if (first) { hook.run(); first = false; }
            }
        }
    }

    /** A chunk of the download: {@code len} bytes at {@code off} of a staged part. */
    private record Chunk(Part part, long off, long len) {}

    /**
     * Copies the sorted data back; call only after the device sort completed (stream synchronized).
     *
     * <p>Before the first write to the caller's memory ("commit"): the first chunk DMAs are enqueued, {@code hook}
     * runs ({@link FaultInjector.Point#DURING_DOWNLOAD}), and the first chunk (or, when all chunks fit in the
     * ring, every chunk) has arrived in pinned memory. A failure up to there leaves the caller's memory unchanged
     * and is thrown as is. After the commit, the sorted data on the device is complete and all enqueued work is
     * plain copies, so only a context-fatal (sticky) CUDA error raised by some other work on the device could
     * still stop the download; the caller's memory is then partly written and this throws {@link InternalError}
     * (never {@code BackendFailureException}, whose contract is "data unchanged").
     */
    static void download(SortSession s, Ring ring, List<Part> parts, Runnable hook) {
        CudaStream st = s.stream;
        List<Chunk> chunks = new ArrayList<>();
        long c = ring.chunk();
        for (Part p : parts) {
            if (p.direct()) continue;
            for (long off = 0; off < p.bytes; off += c) chunks.add(new Chunk(p, off, Math.min(c, p.bytes - off)));
        }
        int k = chunks.size(), nb = ring.count();
        int issued = 0;
        for (; issued < Math.min(k, nb); issued++) issue(s, ring, chunks.get(issued), issued % nb);
        hook.run();
        if (k <= nb) {
            st.synchronize();                           // everything is in pinned memory: nothing can fail later
        } else if (k > 0) {
            ring.await(0);
        }
        // ---- commit: from here on the caller's memory is written
        long written = 0;
        boolean touched = false;
        try {
            for (Part p : parts) {
                if (p.direct()) {
                    st.copyDeviceToHost(p.host, p.dev, 0, p.bytes);
                    touched = true;
                }
            }
            for (int i = 0; i < k; i++) {
                int b = i % nb;
                MemorySegment buf = ring.await(b);
                Chunk ch = chunks.get(i);
                touched = true;
                hostCopy(buf, 0, ch.part.host, ch.off, ch.len, ch.part.anyThread);
                written += ch.len;
                if (issued < k) issue(s, ring, chunks.get(issued++), b);
            }
            st.synchronize();                           // the direct DMAs
        } catch (RuntimeException e) {
            if (!touched) throw e;                      // nothing reached the caller's memory yet
            throw new InternalError("the GPU failed while copying the result back from the device, after "
                    + written + " bytes of the caller's memory had been written (a context-fatal CUDA error "
                    + "raised by other work on the device); the destination now holds neither the result nor its "
                    + "old contents: " + e.getMessage(), e);
        }
    }

    /**
     * Enqueues the upload of the concatenation of {@code pieces} to {@code dev} from offset 0, staged through the
     * ring: each buffer is filled from as many pieces as fit (so many small pieces still make full-size DMAs), its
     * DMA enqueued and its event recorded; the copy into the next buffer overlaps that DMA. Returns when everything
     * is enqueued (the last DMAs may still run; stream order puts them before later work). The pieces must be
     * usable from any thread (their copies are split over {@link #copyThreads()} threads).
     */
    static void gather(SortSession s, Ring ring, List<MemorySegment> pieces, DeviceMemory dev) {
        long c = ring.chunk(), at = 0, fill = 0;
        int b = -1;
        MemorySegment buf = null;
        for (MemorySegment p : pieces) {
            for (long off = 0, size = p.byteSize(); off < size; ) {
                if (buf == null) {
                    b = ring.nextFree();
                    buf = ring.segment(b);
                    fill = 0;
                }
                long len = Math.min(c - fill, size - off);
                hostCopy(p, off, buf, fill, len, true);
                fill += len;
                off += len;
                if (fill == c) {
                    s.stream.copyHostToDevice(dev, at, buf, fill);
                    ring.recordUse(b);
                    at += fill;
                    buf = null;
                }
            }
        }
        if (buf != null && fill > 0) {
            s.stream.copyHostToDevice(dev, at, buf, fill);
            ring.recordUse(b);
        }
    }

    /**
     * Copies bytes {@code [0, bytes)} of {@code dev} into {@code dst} through the ring and returns when
     * {@code dst} holds them: the DMAs of the first {@code count()} chunks are enqueued at once, then each chunk is
     * copied out (on {@link #copyThreads()} threads) as soon as it has arrived and its buffer takes the next DMA.
     * Unlike {@link #download} there is no commit point: for destinations whose partial contents do not matter
     * after a failure (the out-of-core staging area, or caller memory that a failure handler rewrites anyway).
     * {@code dst} must be usable from any thread.
     */
    static void downloadInto(SortSession s, Ring ring, DeviceMemory dev, long bytes, MemorySegment dst) {
        long c = ring.chunk();
        int nb = ring.count();
        long k = (bytes + c - 1) / c, issued = 0;
        for (; issued < Math.min(k, nb); issued++) issueRaw(s, ring, dev, issued * c, Math.min(c, bytes - issued * c),
                (int) issued);
        for (long i = 0; i < k; i++) {
            int b = (int) (i % nb);
            MemorySegment buf = ring.await(b);
            long off = i * c;
            hostCopy(buf, 0, dst, off, Math.min(c, bytes - off), true);
            if (issued < k) {
                issueRaw(s, ring, dev, issued * c, Math.min(c, bytes - issued * c), b);
                issued++;
            }
        }
    }

    private static void issueRaw(SortSession s, Ring ring, DeviceMemory dev, long off, long len, int b) {
        MemorySegment buf = ring.await(b);
        s.stream.copyDeviceToHost(buf, dev, off, len);
        ring.recordUse(b);
    }

    private static void issue(SortSession s, Ring ring, Chunk ch, int b) {
        MemorySegment buf = ring.await(b);
        s.stream.copyDeviceToHost(buf, ch.part.dev, ch.off, ch.len);
        ring.recordUse(b);
    }
}
