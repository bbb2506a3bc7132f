package dev.samplesort.cuda;

import java.util.Objects;

/**
 * A block of device memory. Closing frees it: with {@code cuMemFreeAsync} on its stream when it came from
 * {@link CudaContext#allocateAsync} (and that stream is still open), else with {@code cuMemFree_v2}. Close is
 * idempotent and thread-safe; any use after close throws {@link IllegalStateException}. The caller must make sure
 * no enqueued work still uses the block on another stream when it is closed.
 */
public final class DeviceMemory implements AutoCloseable {
    private final CudaContext ctx;
    private final long address;
    private final long byteSize;
    private final CudaStream stream;
    private volatile boolean closed;

    DeviceMemory(CudaContext ctx, long address, long byteSize, CudaStream stream) {
        this.ctx = ctx;
        this.address = address;
        this.byteSize = byteSize;
        this.stream = stream;
    }

    CudaContext context() { return ctx; }

    /** The {@code CUdeviceptr} (0 for an empty block). */
    public long address() {
        if (closed) throw closed();
        return address;
    }

    public long byteSize() { return byteSize; }

    public boolean isClosed() { return closed; }

    /** {@code address() + offset}, after checking that {@code [offset, offset + bytes)} lies inside the block. */
    long addressFor(long offset, long bytes) {
        if (closed) throw closed();
        Objects.checkFromIndexSize(offset, bytes, byteSize);
        return address + offset;
    }

    private IllegalStateException closed() {
        return new IllegalStateException("device memory 0x" + Long.toHexString(address) + " (" + byteSize
                + " bytes) is closed");
    }

    @Override
    public void close() {
        synchronized (this) {
            if (closed) return;
            closed = true;
        }
        if (address == 0 || ctx.isClosed()) return;   // empty, or freed with the context
        ctx.makeCurrent();
        if (stream != null && !stream.isClosed()) {
            CudaException.check(Api.cuMemFreeAsync(address, stream.segment()), "cuMemFreeAsync");
        } else {
            CudaException.check(Api.cuMemFree(address), "cuMemFree_v2");
        }
    }

    @Override
    public String toString() {
        return "DeviceMemory[0x" + Long.toHexString(address) + ", " + byteSize + " bytes"
                + (stream != null ? ", stream-ordered" : "") + (closed ? ", closed]" : "]");
    }
}
