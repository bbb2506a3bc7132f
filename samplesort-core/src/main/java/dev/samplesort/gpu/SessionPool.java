package dev.samplesort.gpu;

import dev.samplesort.Backend;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.cuda.CudaException;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The process's pool of {@link SortSession}s (each: a stream, pinned chunk buffers, a kernel-argument buffer), so
 * that many Java threads can sort at once, each on its own stream, without creating a stream per sort. A session
 * that saw any failure is discarded, never reused. A sticky CUDA error (which poisons the process's context) marks
 * the GPU unusable: {@link #poisoned()} then says why and every borrow throws {@link BackendUnavailableException}.
 * Thread-safe.
 */
final class SessionPool {
    private static final SessionPool INSTANCE = new SessionPool(-1);
    /** The pools of devices other than the default one (multi-GPU sorts), by ordinal. */
    private static final java.util.concurrent.ConcurrentHashMap<Integer, SessionPool> OTHERS =
            new java.util.concurrent.ConcurrentHashMap<>();
    /** Idle sessions kept for reuse (each holds a stream and its pinned chunk buffers). */
    static final int DEFAULT_MAX_IDLE_SESSIONS = 8;

    private final ConcurrentLinkedDeque<SortSession> sessions = new ConcurrentLinkedDeque<>();
    private final AtomicInteger idle = new AtomicInteger();
    private volatile String poisoned;
    /** The device ordinal, or -1: the default device ({@code -Dsamplesort.device}). */
    private final int ordinal;

    private SessionPool(int ordinal) { this.ordinal = ordinal; }

    /** The pool of the default device. */
    static SessionPool instance() { return INSTANCE; }

    /**
     * The pool of device {@code ordinal}: {@link #instance()} for the default device (so that a sticky error seen
     * by either poisons both views of that one context), one pool per other device.
     */
    static SessionPool forDevice(int ordinal) {
        int def;
        try {
            def = dev.samplesort.cuda.Cuda.defaultDeviceOrdinal();
        } catch (IllegalArgumentException e) {
            def = -1;
        }
        if (ordinal == def) return INSTANCE;
        return OTHERS.computeIfAbsent(ordinal, SessionPool::new);
    }
    /** {@code null}, or why the GPU became unusable in this process. */
    String poisoned() { return poisoned; }

    /** A session from the pool (or a new one); give it back with {@link #release}. */
    SortSession borrow() {
        String p = poisoned;
        if (p != null) throw new BackendUnavailableException(Backend.GPU, p);
        GpuRuntime rt = ordinal < 0 ? GpuRuntime.get() : GpuRuntime.forDevice(ordinal);
        if (rt == null) {
            throw new BackendUnavailableException(Backend.GPU, ordinal < 0 ? GpuRuntime.unavailableReason()
                    : GpuRuntime.unavailableReason(ordinal));
        }
        SortSession s = sessions.pollFirst();
        if (s != null) {
            idle.decrementAndGet();
            return s;
        }
        return new SortSession(rt);
    }

    /** Returns a session to the pool when {@code healthy}, else (or when the pool is full) closes it. */
    void release(SortSession s, boolean healthy) {
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

    private static int maxIdleSessions() {
        return Integer.getInteger("samplesort.gpu.maxIdleSessions", DEFAULT_MAX_IDLE_SESSIONS);
    }

    /**
     * Records a sticky CUDA error anywhere in {@code t}'s cause chain: the context is unusable from now on, so the
     * pool reports the GPU unavailable and drops its idle sessions. Other failures are ignored. Every user of a
     * borrowed session (the host-memory path, {@link DeviceResident}) passes its failures here.
     */
    void noteFailure(Throwable t) {
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
}
