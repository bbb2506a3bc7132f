package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import java.lang.foreign.MemorySegment;

/** A CUDA event with timing enabled. Thread-safe (the driver serializes); close is idempotent. */
public final class CudaEvent implements AutoCloseable {
    private final CudaContext ctx;
    private final MemorySegment handle;
    private volatile boolean closed;

    CudaEvent(CudaContext ctx, MemorySegment handle) {
        this.ctx = ctx;
        this.handle = handle;
    }

    /** The {@code CUevent} handle, checked. */
    MemorySegment segment() {
        if (closed) throw new IllegalStateException("the CUDA event is closed");
        return handle;
    }

    /** Records the event at the current end of {@code stream} ({@code cuEventRecord}). */
    public void record(CudaStream stream) {
        MemorySegment e = segment();
        ctx.requireOwn(stream);
        MemorySegment s = stream.segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuEventRecord(e, s), "cuEventRecord");
    }

    /** Waits until the recorded work has finished ({@code cuEventSynchronize}). */
    public void synchronize() {
        MemorySegment e = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuEventSynchronize(e), "cuEventSynchronize");
    }

    /**
     * Milliseconds between {@code start} and this event (resolution about 0.5 µs); both must have been recorded
     * and completed, else {@code CUDA_ERROR_NOT_READY}.
     */
    public float elapsedMillisSince(CudaEvent start) {
        MemorySegment s = start.segment();
        MemorySegment e = segment();
        ctx.makeCurrent();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuEventElapsedTime(out, s, e), Api.EVENT_ELAPSED_TIME_SYMBOL);
        return out.get(JAVA_FLOAT, 0);
    }

    public boolean isClosed() { return closed; }

    /** {@code cuEventDestroy_v2}. Idempotent. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) return;
            closed = true;
        }
        if (ctx.isClosed()) return;
        ctx.makeCurrent();
        CudaException.check(Api.cuEventDestroy(handle), "cuEventDestroy_v2");
    }
}
