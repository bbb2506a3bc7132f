package dev.samplesort.gpu;

import dev.samplesort.Backend;
import dev.samplesort.BackendFailureException;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.spi.SortEngine;
import dev.samplesort.spi.SortJob;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The GPU backend behind the public API: heap arrays and segments are copied to the device, sorted there by
 * {@link GpuSampleSort} and copied back (design: docs/END-TO-END.md).
 *
 * <ul>
 *   <li>Transfers ({@link Transfer}): heap data goes through a few reusable pinned chunk buffers per session, the
 *       CPU copy of one chunk overlapping the DMA of the previous one, in both directions; large native segments
 *       are page-locked in place ({@code cuMemHostRegister}) and copied directly. Device buffers come from the
 *       stream-ordered pool, so repeated sizes cost no {@code cuMemAlloc}.</li>
 *   <li>Failure model: the caller's memory is written only after the device sort has completed and the first
 *       chunk of the result is back in pinned memory. Any failure before (out of memory, driver error) leaves it
 *       unchanged and surfaces as {@link BackendFailureException}, which {@code Backend.AUTO} retries on the CPU.
 *       After that point only a context-fatal CUDA error caused elsewhere can interrupt the copy; that throws
 *       {@link InternalError} (see {@link Transfer#download}).</li>
 *   <li>Concurrency: thread-safe. Each sort borrows a {@link SortSession} (own stream, own pinned chunk buffers,
 *       own kernel-argument buffer) from a pool, so many Java threads can sort at once; the GPU interleaves their
 *       streams. A session that saw any failure is discarded, never reused. A sticky CUDA error (which poisons the
 *       process's context) marks the engine unusable: {@link #unavailableReason()} then says why, the GPU backend
 *       throws {@code BackendUnavailableException} and AUTO uses the CPU.</li>
 * </ul>
 */
public final class GpuEngine implements SortEngine {
    private static final GpuEngine INSTANCE = new GpuEngine();
    /** Idle sessions kept for reuse (each holds a stream and its pinned chunk buffers). */
    static final int DEFAULT_MAX_IDLE_SESSIONS = 8;

    /** Test-only fault injection (see {@link FaultInjector}); {@code null} in normal operation. */
    static volatile FaultInjector faults;

    private final ConcurrentLinkedDeque<SortSession> sessions = new ConcurrentLinkedDeque<>();
    private final AtomicInteger idle = new AtomicInteger();
    private volatile String poisoned;

    private GpuEngine() {}

    public static GpuEngine instance() { return INSTANCE; }

    @Override public String name() { return "gpu"; }

    @Override
    public String unavailableReason() {
        String p = poisoned;
        return p != null ? p : GpuRuntime.unavailableReason();
    }

    /** A session from the pool (or a new one); give it back with {@link #release}. */
    public SortSession borrow() {
        String p = poisoned;
        if (p != null) throw new BackendUnavailableException(Backend.GPU, p);
        GpuRuntime rt = GpuRuntime.get();
        if (rt == null) throw new BackendUnavailableException(Backend.GPU, GpuRuntime.unavailableReason());
        SortSession s = sessions.pollFirst();
        if (s != null) {
            idle.decrementAndGet();
            return s;
        }
        return new SortSession(rt);
    }

    /** Returns a session to the pool when {@code healthy}, else (or when the pool is full) closes it. */
    public void release(SortSession s, boolean healthy) {
        if (healthy && poisoned == null) {
            if (idle.incrementAndGet() <= maxIdleSessions()) {
                sessions.offerFirst(s);
                return;
            }
            idle.decrementAndGet();
        }
        try {
            s.close();
        } catch (RuntimeException e) {
            noteFailure(e);   // the session is being dropped; nothing more to do
        }
    }

    /**
     * Copies {@code bytes} of host memory (a heap or native segment) to {@code dev} on the session's stream by the
     * same path as the sorts (pinned chunk ring with parallel copies, or a registered native segment copied
     * directly); returns when the data is on the device. For holders of a session such as {@code DeviceBuffer};
     * the stream must be idle.
     */
    public static void copyToDevice(SortSession s, MemorySegment host, DeviceMemory dev, long bytes) {
        copy(s, host, dev, bytes, true);
    }

    /** As {@link #copyToDevice}, the other way; returns when the data is in {@code host}. */
    public static void copyToHost(SortSession s, DeviceMemory dev, MemorySegment host, long bytes) {
        copy(s, host, dev, bytes, false);
    }

    private static void copy(SortSession s, MemorySegment host, DeviceMemory dev, long bytes, boolean up) {
        if (bytes == 0) return;
        List<Transfer.Part> parts = List.of(new Transfer.Part(host, dev, bytes));
        boolean ok = false;
        try {
            Transfer.tryRegister(s, parts.get(0));
            Transfer.Ring ring = s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers());
            if (up) {
                Transfer.upload(s, ring, parts, () -> { });
                s.stream.synchronize();
            } else {
                Transfer.download(s, ring, parts, () -> { });
            }
            ok = true;
        } finally {
            if (parts.get(0).direct()) {
                if (!ok) {
                    try {
                        s.stream.synchronize();   // no DMA may touch the caller's memory after unregistering
                    } catch (RuntimeException e) {
                        instance().noteFailure(e);
                    }
                }
                RuntimeException u = Transfer.unregister(parts);
                if (u != null && ok) throw u;
            }
        }
    }

    private static int maxIdleSessions() {
        return Integer.getInteger("samplesort.gpu.maxIdleSessions", DEFAULT_MAX_IDLE_SESSIONS);
    }

    /**
     * Records a sticky CUDA error anywhere in {@code t}'s cause chain: the context is unusable from now on, so the
     * engine reports itself unavailable and drops its idle sessions. Other failures are ignored. Internal users that
     * run their own GPU work on a borrowed session (e.g. {@code DeviceBuffer}) should pass their failures here.
     */
    public void noteFailure(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof CudaException e && e.isSticky()) {
                if (poisoned == null) {
                    poisoned = "the GPU context was poisoned by a context-fatal CUDA error (" + e.getMessage()
                            + "); the GPU stays unusable until the JVM restarts";
                }
                SortSession s;
                while ((s = sessions.pollFirst()) != null) {
                    idle.decrementAndGet();
                    try { s.close(); } catch (RuntimeException ignored) { /* context is dead */ }
                }
                return;
            }
        }
    }

    /**
     * Every job shape runs on the GPU: multi-word keys and stable key-value jobs through {@link GpuWordsSort} (the
     * row index breaks ties), the rest through the one-word sample sort.
     */
    @Override
    public String refusal(SortJob job) {
        return null;
    }

    @Override
    public void sort(SortJob job) {
        if (job.keys() instanceof SortJob.Keys.Words || (job.values() != null && job.stable())) {
            GpuWordsSort.sortHostJob(this, job);
        } else {
            run(job.keySegment(), job.keyType(), job.valueSegment(), job.valueType(), job.count(), job.order());
        }
    }

    /**
     * Host data (heap or native) → device → sorted → back. The host data changes only after the device sort
     * succeeded (see the class comment for the failure model).
     */
    private void run(MemorySegment keys, KeyType kt, MemorySegment values, ValueType vt, long n, Order order) {
        if (n < 2) return;
        long kb = n * kt.byteSize(), vbytes = values == null ? 0 : n * vt.byteSize();
        GpuRuntime rt = GpuRuntime.get();
        if (rt != null) {
            long need = kb + vbytes + GpuSampleSort.auxiliaryBytes(n, kt, vt);
            long total = rt.device.totalMemory();
            if (need > total) {
                throw new BackendFailureException("not enough GPU memory: the sort needs " + need
                        + " bytes, the device has " + total + " in all", null);
            }
        }
        SortSession s = borrow();
        boolean healthy = false;
        List<Transfer.Part> parts = new ArrayList<>(2);
        DeviceMemory dk = null, dv = null;
        try {
            GpuPolicy policy = GpuPolicy.forWidths(kt.byteSize(), vt == null ? 0 : vt.byteSize());
            dk = s.allocate(kb);
            dv = values == null ? null : s.allocate(vbytes);
            if (n > policy.maxBucket()) {
                // Reserve the sort's auxiliary buffers (same sizes as GpuSampleSort allocates) in the stream-ordered
                // pool now, so that an out-of-memory shows before the upload; freed at once, they stay in the pool
                // (release threshold UINT64_MAX) and the sort's own allocations reuse them.
                DeviceMemory ak = s.allocate(kb);
                try {
                    if (values != null) s.allocate(vbytes).close();
                } finally {
                    ak.close();
                }
            }
            parts.add(new Transfer.Part(keys, dk, kb));
            if (values != null) parts.add(new Transfer.Part(values, dv, vbytes));
            for (Transfer.Part p : parts) Transfer.tryRegister(s, p);
            Transfer.Ring ring = s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers());
            fault(FaultInjector.Point.BEFORE_UPLOAD, n);
            Transfer.upload(s, ring, parts, () -> fault(FaultInjector.Point.DURING_UPLOAD, n));
            fault(FaultInjector.Point.AFTER_UPLOAD, n);
            GpuSampleSort.sort(s, dk, dv, n, kt, vt, order, policy);
            fault(FaultInjector.Point.AFTER_SORT, n);
            Transfer.download(s, ring, parts, () -> fault(FaultInjector.Point.DURING_DOWNLOAD, n));
            // The caller's data is sorted: nothing below may throw any more.
            healthy = true;
        } catch (CudaException | FaultInjector.InjectedFailure e) {
            noteFailure(e);
            throw new BackendFailureException("GPU sort failed: " + e.getMessage(), e);
        } catch (RuntimeException | Error e) {
            noteFailure(e);
            throw e;
        } finally {
            healthy &= free(dv);
            healthy &= free(dk);
            finish(s, parts, healthy);
        }
    }

    /** Frees a device block (stream-ordered); a failure only means the session must not be reused. */
    private boolean free(DeviceMemory m) {
        if (m == null) return true;
        try {
            m.close();
            return true;
        } catch (RuntimeException e) {
            noteFailure(e);
            return false;
        }
    }

    /** Unregisters host memory once no DMA can touch it any more, then returns or discards the session. */
    private void finish(SortSession s, List<Transfer.Part> parts, boolean healthy) {
        boolean registered = parts.stream().anyMatch(Transfer.Part::direct);
        if (!healthy || registered) {
            try {
                s.stream.synchronize();   // on failure: let in-flight DMAs on the caller's memory drain
            } catch (RuntimeException e) {
                healthy = false;
                noteFailure(e);
            }
        }
        RuntimeException u = Transfer.unregister(parts);
        if (u != null) {
            healthy = false;
            noteFailure(u);
        }
        release(s, healthy);
    }

    private static void fault(FaultInjector.Point p, long n) {
        FaultInjector f = faults;
        if (f != null) f.at(p, n);
    }
}
