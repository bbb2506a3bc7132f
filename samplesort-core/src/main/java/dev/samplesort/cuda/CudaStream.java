package dev.samplesort.cuda;

import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * A CUDA stream ({@code CU_STREAM_NON_BLOCKING}). All copies and memsets are asynchronous: they are enqueued and
 * return; the host memory they read or write must stay alive and untouched until the stream is synchronized (for
 * pageable memory the driver stages through its own buffers, for pinned or registered memory it is a true DMA).
 *
 * <p>Thread-safe in the sense that the driver accepts calls from several threads, but work from different
 * threads is then interleaved in an unspecified order: use one stream per thread (per sort).
 *
 * <p>{@link #close()} synchronizes the stream, then destroys it; memory allocated on it with
 * {@link CudaContext#allocateAsync} and closed afterwards is freed with {@code cuMemFree_v2} instead.
 */
public final class CudaStream implements AutoCloseable {
    private final CudaContext ctx;
    private final MemorySegment handle;
    private volatile boolean closed;

    CudaStream(CudaContext ctx, MemorySegment handle) {
        this.ctx = ctx;
        this.handle = handle;
    }

    CudaContext context() { return ctx; }

    /** The {@code CUstream} handle, checked. */
    MemorySegment segment() {
        if (closed) throw new IllegalStateException("the CUDA stream is closed");
        return handle;
    }

    /** The raw {@code CUstream} value, e.g. to pass to another native library. */
    public long handle() { return segment().address(); }

    public boolean isClosed() { return closed; }

    /** Waits until all work enqueued on this stream has finished ({@code cuStreamSynchronize}). */
    public void synchronize() {
        MemorySegment s = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuStreamSynchronize(s), "cuStreamSynchronize");
    }

    /** Copies {@code bytes} from native host memory {@code src} to {@code dst + dstOffset} (asynchronous). */
    public void copyHostToDevice(DeviceMemory dst, long dstOffset, MemorySegment src, long bytes) {
        Checks.hostSource(src, bytes, "src");
        long d = own(dst).addressFor(dstOffset, bytes);
        if (bytes == 0) return;
        MemorySegment s = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuMemcpyHtoDAsync(d, src, bytes, s), "cuMemcpyHtoDAsync_v2");
    }

    /** Copies {@code bytes} from {@code src + srcOffset} to native host memory {@code dst} (asynchronous). */
    public void copyDeviceToHost(MemorySegment dst, DeviceMemory src, long srcOffset, long bytes) {
        Checks.hostDestination(dst, bytes, "dst");
        long sp = own(src).addressFor(srcOffset, bytes);
        if (bytes == 0) return;
        MemorySegment s = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuMemcpyDtoHAsync(dst, sp, bytes, s), "cuMemcpyDtoHAsync_v2");
    }

    /** Copies {@code bytes} between device blocks (asynchronous; overlapping ranges are undefined). */
    public void copyDeviceToDevice(DeviceMemory dst, long dstOffset, DeviceMemory src, long srcOffset, long bytes) {
        long d = own(dst).addressFor(dstOffset, bytes);
        long sp = own(src).addressFor(srcOffset, bytes);
        if (bytes == 0) return;
        MemorySegment s = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuMemcpyDtoDAsync(d, sp, bytes, s), "cuMemcpyDtoDAsync_v2");
    }

    /**
     * Copies {@code bytes} from {@code src + srcOffset} to {@code dst + dstOffset} where the blocks may belong to
     * different contexts (devices), asynchronously on this stream ({@code cuMemcpyPeerAsync}). With peer access
     * enabled ({@link CudaContext#enablePeerAccess}) the copy goes over the direct link; otherwise the driver stages
     * it through host memory. Blocks of one context: an ordinary device-to-device copy.
     */
    public void copyPeer(DeviceMemory dst, long dstOffset, DeviceMemory src, long srcOffset, long bytes) {
        long d = dst.addressFor(dstOffset, bytes);
        long sp = src.addressFor(srcOffset, bytes);
        if (bytes == 0) return;
        MemorySegment s = segment();
        ctx.makeCurrent();
        if (dst.context() == src.context()) {   // one device: a plain device-to-device copy
            CudaException.check(Api.cuMemcpyDtoDAsync(d, sp, bytes, s), "cuMemcpyDtoDAsync_v2");
            return;
        }
        CudaException.check(Api.cuMemcpyPeerAsync(d, dst.context().handle(), sp, src.context().handle(), bytes, s),
                "cuMemcpyPeerAsync");
    }

    /**
     * Makes all work enqueued on this stream from now on wait until {@code event} has completed
     * ({@code cuStreamWaitEvent}); the host does not wait. The event may belong to another context (device): this is
     * how one GPU's stream waits for another's without a host round trip. An event that was never recorded is
     * complete at once.
     */
    public void waitEvent(CudaEvent event) {
        Objects.requireNonNull(event, "event");
        MemorySegment e = event.segment();
        MemorySegment s = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuStreamWaitEvent(s, e, 0), "cuStreamWaitEvent");
    }

    /** Sets {@code bytes} bytes at {@code dst + offset} to {@code value} (asynchronous). */
    public void memsetD8(DeviceMemory dst, long offset, byte value, long bytes) {
        long d = own(dst).addressFor(offset, bytes);
        if (bytes == 0) return;
        MemorySegment s = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuMemsetD8Async(d, value, bytes, s), "cuMemsetD8Async");
    }

    /**
     * Sets {@code count} 32-bit words starting {@code offsetBytes} (a multiple of 4) into {@code dst} to
     * {@code value} (asynchronous).
     */
    public void memsetD32(DeviceMemory dst, long offsetBytes, int value, long count) {
        if ((offsetBytes & 3) != 0) {
            throw new IllegalArgumentException("memsetD32 offset must be a multiple of 4: " + offsetBytes);
        }
        Checks.nonNegative(count, "count");
        if (count > Long.MAX_VALUE / 4) throw new IndexOutOfBoundsException("count too large: " + count);
        long d = own(dst).addressFor(offsetBytes, count * 4);
        if (count == 0) return;
        MemorySegment s = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuMemsetD32Async(d, value, count, s), "cuMemsetD32Async");
    }

    private DeviceMemory own(DeviceMemory m) {
        if (m.context() != ctx) throw new IllegalArgumentException("the device memory belongs to another context");
        return m;
    }

    /** Synchronizes, then destroys the stream ({@code cuStreamDestroy_v2}). Idempotent. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) return;
            closed = true;
        }
        if (ctx.isClosed()) return;   // destroyed with the context
        ctx.makeCurrent();
        int sync = Api.cuStreamSynchronize(handle);
        CudaException.check(Api.cuStreamDestroy(handle), "cuStreamDestroy_v2");
        CudaException.check(sync, "cuStreamSynchronize");
    }

    @Override
    public String toString() {
        return "CudaStream[0x" + Long.toHexString(handle.address()) + (closed ? ", closed]" : "]");
    }
}
