package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * One CUDA device ({@code CUdevice}). Obtained from {@link Cuda#device(int)}; one object per ordinal. Thread-safe.
 * The frequently used attributes are read once, when the object is created.
 */
public final class CudaDevice {
    /** {@code CU_DEVICE_ATTRIBUTE_*} values used here (cuda.h {@code CUdevice_attribute}). */
    public static final int ATTR_MAX_THREADS_PER_BLOCK = 1;
    public static final int ATTR_MAX_SHARED_MEMORY_PER_BLOCK = 8;
    public static final int ATTR_WARP_SIZE = 10;
    public static final int ATTR_MULTIPROCESSOR_COUNT = 16;
    /** Value: 0 default, 2 prohibited, 3 exclusive-process ({@code CUcomputemode}). */
    public static final int ATTR_COMPUTE_MODE = 20;
    public static final int ATTR_L2_CACHE_SIZE = 38;
    public static final int ATTR_MAX_THREADS_PER_MULTIPROCESSOR = 39;
    public static final int ATTR_COMPUTE_CAPABILITY_MAJOR = 75;
    public static final int ATTR_COMPUTE_CAPABILITY_MINOR = 76;
    public static final int ATTR_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 81;
    public static final int ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97;
    public static final int ATTR_MEMORY_POOLS_SUPPORTED = 115;

    private final int ordinal;
    private final int handle;
    private final String name;
    private final int ccMajor;
    private final int ccMinor;
    private final int smCount;
    private final long totalMemory;
    private final int smemOptin;
    private final int smemPerSm;
    private final int l2;
    private volatile CudaContext primary;

    CudaDevice(int ordinal) {
        this.ordinal = ordinal;
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuDeviceGet(out, ordinal), "cuDeviceGet");
        this.handle = out.get(JAVA_INT, 0);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment buf = arena.allocate(256);
            CudaException.check(Api.cuDeviceGetName(buf, 256, handle), "cuDeviceGetName");
            this.name = buf.getString(0);
        }
        CudaException.check(Api.cuDeviceTotalMem(out, handle), "cuDeviceTotalMem_v2");
        this.totalMemory = out.get(JAVA_LONG, 0);
        this.ccMajor = attribute(ATTR_COMPUTE_CAPABILITY_MAJOR);
        this.ccMinor = attribute(ATTR_COMPUTE_CAPABILITY_MINOR);
        this.smCount = attribute(ATTR_MULTIPROCESSOR_COUNT);
        this.smemOptin = attribute(ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
        this.smemPerSm = attribute(ATTR_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR);
        this.l2 = attribute(ATTR_L2_CACHE_SIZE);
    }

    public int ordinal() { return ordinal; }

    /** {@code CUdevice} value, for this package. */
    int handle() { return handle; }

    public String name() { return name; }

    public int computeCapabilityMajor() { return ccMajor; }

    public int computeCapabilityMinor() { return ccMinor; }

    public int multiprocessorCount() { return smCount; }

    /** Total device memory in bytes ({@code cuDeviceTotalMem_v2}). */
    public long totalMemory() { return totalMemory; }

    /** Maximum dynamic + static shared memory one block may opt into, in bytes. */
    public int maxSharedMemoryPerBlockOptin() { return smemOptin; }

    public int maxSharedMemoryPerMultiprocessor() { return smemPerSm; }

    public int l2CacheSize() { return l2; }

    /**
     * Whether a context on this device can map the memory of {@code peer} ({@code cuDeviceCanAccessPeer}): peer
     * copies and kernels reading the peer's memory then go over the direct link (NVLink or PCIe peer-to-peer)
     * instead of through host memory. The same device: {@code true} (nothing to enable).
     *
     * @param peer the other device
     * @return whether peer access is possible
     */
    public boolean canAccessPeer(CudaDevice peer) {
        if (peer == this) return true;
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuDeviceCanAccessPeer(out, handle, peer.handle), "cuDeviceCanAccessPeer");
        return out.get(JAVA_INT, 0) != 0;
    }

    /** Any {@code CUdevice_attribute} ({@code cuDeviceGetAttribute}); see the {@code ATTR_*} constants. */
    public int attribute(int cuDeviceAttribute) {
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuDeviceGetAttribute(out, cuDeviceAttribute, handle), "cuDeviceGetAttribute");
        return out.get(JAVA_INT, 0);
    }

    /**
     * The device's primary context, retained on the first call ({@code cuDevicePrimaryCtxRetain}); every later call
     * returns the same object. Do not close it: it is released ({@code cuDevicePrimaryCtxRelease_v2}) by a shutdown
     * hook. If it was closed anyway, the next call retains it again and returns a new object.
     */
    public CudaContext primaryContext() {
        CudaContext c = primary;
        if (c != null && !c.isClosed()) return c;
        synchronized (this) {
            c = primary;
            if (c != null && !c.isClosed()) return c;
            MemorySegment out = Api.scratch();
            CudaException.check(Api.cuDevicePrimaryCtxRetain(out, handle), "cuDevicePrimaryCtxRetain");
            c = new CudaContext(this, out.get(ADDRESS, 0));
            Shutdown.register(c);
            primary = c;
            return c;
        }
    }

    @Override
    public String toString() {
        return "CUDA device " + ordinal + " (" + name + ", sm_" + ccMajor + ccMinor + ", " + smCount + " SMs, "
                + (totalMemory >> 20) + " MiB)";
    }

    /** Releases the retained primary contexts when the JVM exits. */
    private static final class Shutdown {
        private static final Queue<CudaContext> CONTEXTS = new ConcurrentLinkedQueue<>();

        static {
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(Shutdown::run, "samplesort-cuda-shutdown"));
            } catch (IllegalStateException alreadyShuttingDown) {
                // nothing to do: the process is exiting, the driver cleans up
            }
        }

        static void register(CudaContext c) { CONTEXTS.add(c); }

        private static void run() {
            for (CudaContext c; (c = CONTEXTS.poll()) != null; ) {
                try {
                    c.close();
                } catch (Throwable ignored) {
                    // exiting anyway
                }
            }
        }
    }
}
