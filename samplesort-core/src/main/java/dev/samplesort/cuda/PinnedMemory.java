package dev.samplesort.cuda;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Page-locked host memory from {@code cuMemHostAlloc}, seen as a {@link MemorySegment}. Closing frees it
 * ({@code cuMemFreeHost}) and invalidates the segment: later accesses throw {@link IllegalStateException}.
 * Thread-safe; close is idempotent. Do not close while a copy from or to it may still be in flight.
 */
@SuppressWarnings("restricted")
public final class PinnedMemory implements AutoCloseable {
    private final CudaContext ctx;
    private final MemorySegment raw;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment segment;
    private boolean closed;

    PinnedMemory(CudaContext ctx, MemorySegment raw, long bytes) {
        this.ctx = ctx;
        this.raw = raw;
        this.segment = raw.reinterpret(bytes, arena, null);
    }

    /** The memory, valid until {@link #close()}. */
    public MemorySegment segment() { return segment; }

    public long byteSize() { return segment.byteSize(); }

    @Override
    public void close() {
        synchronized (this) {
            if (closed) return;
            arena.close();   // throws (and leaves this open) while another thread holds the segment in a call
            closed = true;
        }
        if (raw.address() == 0 || ctx.isClosed()) return;
        ctx.makeCurrent();
        CudaException.check(Api.cuMemFreeHost(raw), "cuMemFreeHost");
    }
}
