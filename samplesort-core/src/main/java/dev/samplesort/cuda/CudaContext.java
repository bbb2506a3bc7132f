package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * A CUDA context (in practice the device's primary context, from {@link CudaDevice#primaryContext()}). Thread-safe:
 * every method that needs the context makes it current on the calling thread itself ({@link #makeCurrent()}), so
 * it may be used from any number of threads at once.
 *
 * <p>Closing releases the primary context; everything created from it becomes unusable (its methods throw
 * {@link IllegalStateException}; closing it is a no-op). Normally only the shutdown hook closes it.
 */
public final class CudaContext implements AutoCloseable {
    /** {@code CU_STREAM_NON_BLOCKING}. */
    static final int CU_STREAM_NON_BLOCKING = 1;
    /** {@code CU_EVENT_DEFAULT}: timing enabled, busy-wait synchronization. */
    static final int CU_EVENT_DEFAULT = 0;
    /** {@code CU_MEMHOSTALLOC_PORTABLE}. */
    static final int CU_MEMHOSTALLOC_PORTABLE = 1;
    /** {@code CU_MEMHOSTREGISTER_PORTABLE}. */
    static final int CU_MEMHOSTREGISTER_PORTABLE = 1;
    /** {@code CU_MEMPOOL_ATTR_RELEASE_THRESHOLD} (value type cuuint64_t). */
    static final int CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4;
    /** {@code CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED}. */
    static final int CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704;

    /**
     * The context this binding last made current on this platform thread. A cache: if native code outside this
     * binding changes the thread's current context, call {@link #forgetCurrent()} afterwards.
     */
    private static final ThreadLocal<CudaContext> CURRENT = new ThreadLocal<>();

    private final CudaDevice device;
    private final MemorySegment handle;
    private volatile boolean closed;
    private volatile boolean poolConfigured;
    /** Contexts whose memory this context may access directly (cuCtxEnablePeerAccess done). */
    private final java.util.Set<CudaContext> peers = java.util.concurrent.ConcurrentHashMap.newKeySet();

    CudaContext(CudaDevice device, MemorySegment handle) {
        this.device = device;
        this.handle = handle;
    }

    public CudaDevice device() { return device; }

    public boolean isClosed() { return closed; }

    /**
     * Makes this context current on the calling thread ({@code cuCtxSetCurrent}); skipped when this binding already
     * did so on this platform thread. On virtual threads (which may move between carrier threads) it always calls
     * the driver.
     */
    public void makeCurrent() {
        if (closed) throw closedException();
        Thread t = Thread.currentThread();
        if (t.isVirtual()) {
            CudaException.check(Api.cuCtxSetCurrent(handle), "cuCtxSetCurrent");
            return;
        }
        if (CURRENT.get() == this) return;
        CudaException.check(Api.cuCtxSetCurrent(handle), "cuCtxSetCurrent");
        CURRENT.set(this);
    }

    /** Forgets which context this binding made current on the calling thread; the next use sets it again. */
    public static void forgetCurrent() { CURRENT.remove(); }

    IllegalStateException closedException() {
        return new IllegalStateException("the CUDA context of device " + device.ordinal() + " is closed");
    }

    /** The {@code CUcontext} handle, for calls that name two contexts (peer copies). */
    MemorySegment handle() {
        if (closed) throw closedException();
        return handle;
    }

    /**
     * Lets this context access the memory of {@code peer}'s context directly ({@code cuCtxEnablePeerAccess}), one
     * way; idempotent (the driver's "already enabled" counts as success). Without it peer copies still work, staged
     * by the driver through host memory. The same context: nothing to do.
     *
     * @param peer the context whose memory this one reads or writes
     * @return {@code true} when peer access is enabled (or not needed), {@code false} when the devices cannot
     *         access each other ({@link CudaDevice#canAccessPeer})
     * @throws CudaException when the driver refuses for another reason (e.g. too many peers)
     */
    public boolean enablePeerAccess(CudaContext peer) {
        Objects.requireNonNull(peer, "peer");
        if (peer == this || peers.contains(peer)) return true;
        if (!device.canAccessPeer(peer.device)) return false;
        synchronized (peers) {
            if (peers.contains(peer)) return true;
            makeCurrent();
            int r = Api.cuCtxEnablePeerAccess(peer.handle(), 0);
            if (r != CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED) CudaException.check(r, "cuCtxEnablePeerAccess");
            peers.add(peer);
            return true;
        }
    }

    /** Devices granted access to this device's default memory pool. */
    private final java.util.Set<CudaDevice> poolPeers = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** {@code CU_MEM_LOCATION_TYPE_DEVICE}, {@code CU_MEM_ACCESS_FLAGS_PROT_READWRITE}. */
    static final int CU_MEM_LOCATION_TYPE_DEVICE = 1, CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 3;

    /**
     * Lets {@code peer} read and write the blocks of this device's default memory pool, those of
     * {@link #allocateAsync} ({@code cuMemPoolSetAccess}); idempotent. Stream-ordered allocations do not follow
     * {@link #enablePeerAccess}: their pool's access list decides which other devices may touch them.
     *
     * @param peer another device that can access this one ({@link CudaDevice#canAccessPeer})
     * @throws CudaException when the driver refuses
     */
    public void grantPoolAccess(CudaDevice peer) {
        Objects.requireNonNull(peer, "peer");
        if (peer == device || poolPeers.contains(peer)) return;
        synchronized (poolPeers) {
            if (poolPeers.contains(peer)) return;
            makeCurrent();
            configurePool();
            MemorySegment out = Api.scratch();
            CudaException.check(Api.cuDeviceGetDefaultMemPool(out, device.handle()), "cuDeviceGetDefaultMemPool");
            MemorySegment pool = out.get(ADDRESS, 0);
            try (Arena arena = Arena.ofConfined()) {
                // CUmemAccessDesc { CUmemLocation { CUmemLocationType type; int id; } location; CUmemAccess_flags }
                MemorySegment desc = arena.allocate(12, 4);
                desc.set(java.lang.foreign.ValueLayout.JAVA_INT, 0, CU_MEM_LOCATION_TYPE_DEVICE);
                desc.set(java.lang.foreign.ValueLayout.JAVA_INT, 4, peer.ordinal());
                desc.set(java.lang.foreign.ValueLayout.JAVA_INT, 8, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
                CudaException.check(Api.cuMemPoolSetAccess(pool, desc, 1), "cuMemPoolSetAccess");
            }
            poolPeers.add(peer);
        }
    }

    /** {@code {free, total}} device memory in bytes ({@code cuMemGetInfo_v2}). */
    public long[] memInfo() {
        makeCurrent();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuMemGetInfo(out, out.asSlice(8, 8)), "cuMemGetInfo_v2");
        return new long[] {out.get(JAVA_LONG, 0), out.get(JAVA_LONG, 8)};
    }

    /** Loads a module from a fatbin, cubin or (NUL-terminated or not) PTX image ({@code cuModuleLoadData}). */
    public CudaModule loadModule(byte[] image) {
        Objects.requireNonNull(image, "image");
        if (image.length == 0) throw new IllegalArgumentException("empty module image");
        makeCurrent();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment img = arena.allocate(image.length + 1L, 16);   // zeroed: a trailing NUL for PTX text
            MemorySegment.copy(image, 0, img, java.lang.foreign.ValueLayout.JAVA_BYTE, 0, image.length);
            MemorySegment out = arena.allocate(ADDRESS);
            CudaException.check(Api.cuModuleLoadData(out, img), "cuModuleLoadData");
            return new CudaModule(this, out.get(ADDRESS, 0));
        }
    }

    /** A new stream that does not synchronize with the legacy default stream ({@code CU_STREAM_NON_BLOCKING}). */
    public CudaStream createStream() {
        makeCurrent();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuStreamCreate(out, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
        return new CudaStream(this, out.get(ADDRESS, 0));
    }

    /** A new event with timing enabled ({@code CU_EVENT_DEFAULT}). */
    public CudaEvent createEvent() {
        makeCurrent();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuEventCreate(out, CU_EVENT_DEFAULT), "cuEventCreate");
        return new CudaEvent(this, out.get(ADDRESS, 0));
    }

    /** {@code bytes} of device memory ({@code cuMemAlloc_v2}); 0 bytes gives an empty block at address 0. */
    public DeviceMemory allocate(long bytes) {
        Checks.nonNegative(bytes, "bytes");
        if (bytes == 0) return new DeviceMemory(this, 0, 0, null);
        makeCurrent();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuMemAlloc(out, bytes), "cuMemAlloc_v2");
        return new DeviceMemory(this, out.get(JAVA_LONG, 0), bytes, null);
    }

    /**
     * {@code bytes} of device memory from the device's default memory pool, ordered on {@code stream}
     * ({@code cuMemAllocAsync}); closing the block frees it on the same stream ({@code cuMemFreeAsync}). The first
     * call raises the pool's release threshold to {@code UINT64_MAX}, so freed memory stays in the pool for the
     * next allocation instead of going back to the driver at every synchronization.
     */
    public DeviceMemory allocateAsync(long bytes, CudaStream stream) {
        Checks.nonNegative(bytes, "bytes");
        requireOwn(stream);
        if (bytes == 0) return new DeviceMemory(this, 0, 0, stream);
        makeCurrent();
        configurePool();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuMemAllocAsync(out, bytes, stream.segment()), "cuMemAllocAsync");
        return new DeviceMemory(this, out.get(JAVA_LONG, 0), bytes, stream);
    }

    private void configurePool() {
        if (poolConfigured) return;
        synchronized (this) {
            if (poolConfigured) return;
            MemorySegment out = Api.scratch();
            CudaException.check(Api.cuDeviceGetDefaultMemPool(out, device.handle()), "cuDeviceGetDefaultMemPool");
            MemorySegment pool = out.get(ADDRESS, 0);
            MemorySegment threshold = out.asSlice(8, 8);
            threshold.set(JAVA_LONG, 0, -1L);   // UINT64_MAX
            CudaException.check(Api.cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, threshold),
                    "cuMemPoolSetAttribute");
            poolConfigured = true;
        }
    }

    /** {@code bytes} of page-locked host memory ({@code cuMemHostAlloc}, portable). */
    public PinnedMemory allocatePinned(long bytes) {
        Checks.nonNegative(bytes, "bytes");
        if (bytes == 0) return new PinnedMemory(this, MemorySegment.NULL, 0);
        makeCurrent();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuMemHostAlloc(out, bytes, CU_MEMHOSTALLOC_PORTABLE), "cuMemHostAlloc");
        return new PinnedMemory(this, out.get(ADDRESS, 0), bytes);
    }

    /**
     * Page-locks an existing native segment ({@code cuMemHostRegister_v2}, portable) so that copies from and to it
     * are true DMA transfers; closing the registration unregisters it. The segment must stay alive (its arena
     * open) until the registration is closed, and may be registered only once at a time.
     */
    public HostRegistration register(MemorySegment segment) {
        Checks.requireNative(segment, "segment");
        if (segment.byteSize() == 0) throw new IllegalArgumentException("cannot register an empty segment");
        makeCurrent();
        CudaException.check(Api.cuMemHostRegister(segment, segment.byteSize(), CU_MEMHOSTREGISTER_PORTABLE),
                "cuMemHostRegister_v2");
        return new HostRegistration(this, segment);
    }

    /** Waits for all work in this context ({@code cuCtxSynchronize}). */
    public void synchronize() {
        makeCurrent();
        CudaException.check(Api.cuCtxSynchronize(), "cuCtxSynchronize");
    }

    void requireOwn(CudaStream stream) {
        Objects.requireNonNull(stream, "stream");
        if (stream.context() != this) throw new IllegalArgumentException("the stream belongs to another context");
    }

    /** Releases the primary context ({@code cuDevicePrimaryCtxRelease_v2}). Idempotent. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) return;
            closed = true;
        }
        if (CURRENT.get() == this) CURRENT.remove();
        CudaException.check(Api.cuDevicePrimaryCtxRelease(device.handle()), "cuDevicePrimaryCtxRelease_v2");
    }

    @Override
    public String toString() {
        return "CudaContext[device " + device.ordinal() + (closed ? ", closed]" : "]");
    }
}
