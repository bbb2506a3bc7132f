package dev.samplesort.cuda;

import java.lang.foreign.MemorySegment;

/**
 * A page-locked registration of an existing native segment ({@code cuMemHostRegister_v2}); closing unregisters it
 * ({@code cuMemHostUnregister}). The segment must stay alive until then. Thread-safe; close is idempotent.
 */
public final class HostRegistration implements AutoCloseable {
    private final CudaContext ctx;
    private final MemorySegment segment;
    private volatile boolean closed;

    HostRegistration(CudaContext ctx, MemorySegment segment) {
        this.ctx = ctx;
        this.segment = segment;
    }

    /** The registered segment. */
    public MemorySegment segment() { return segment; }

    public boolean isClosed() { return closed; }

    @Override
    public void close() {
        synchronized (this) {
            if (closed) return;
            closed = true;
        }
        if (ctx.isClosed()) return;
        ctx.makeCurrent();
        // by address: works even if the segment's arena was (wrongly) closed first
        CudaException.check(Api.cuMemHostUnregister(MemorySegment.ofAddress(segment.address())),
                "cuMemHostUnregister");
    }
}
