package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The raw driver API: one downcall handle per entry point, bound by its exact exported symbol name (the versioned
 * name that cuda.h {@code #define}s, e.g. {@code cuMemAlloc_v2}), and one static wrapper per handle that hides
 * {@code invokeExact}. Nothing here checks results: callers pass every CUresult to {@link CudaException#check}.
 *
 * <p>Class initialization never throws. When libcuda cannot be loaded, or lacks a required symbol, every handle
 * is {@code null} or partial and {@link #LOAD_ERROR} says why; {@link Cuda} never calls through in that case.
 *
 * <p>C types on LP64 Linux: {@code CUresult}, {@code CUdevice}, {@code int}, {@code unsigned int}, enums:
 * {@code JAVA_INT}; {@code size_t}, {@code CUdeviceptr} (unsigned long long), {@code cuuint64_t}: {@code JAVA_LONG};
 * {@code unsigned char}: {@code JAVA_BYTE}; handles ({@code CUcontext}, {@code CUstream}, ...) and pointers:
 * {@code ADDRESS}.
 */
@SuppressWarnings("restricted")
final class Api {
    private Api() {}

    /** Library name, overridable with the system property {@code samplesort.cuda.library} (a path or a name). */
    static final String LIBRARY = Library.NAME;

    private static final List<String> MISSING = new ArrayList<>();
    private static final String[] LIB_ERROR_HOLDER = {Library.ERROR};
    private static final SymbolLookup LIB = Library.LOOKUP;
    private static final Linker LINKER = LIB == null ? null : linker();

    /**
     * The driver library, looked up before anything else of the binding: where it is missing (a machine without the
     * NVIDIA driver) the binding's first use ends here ({@link Cuda}), before the native linker and the handles'
     * descriptors are built. Why: AUTO asks once a program whether a GPU is usable, at its first sort of
     * {@code AutoPolicy}'s size, and in a fresh JVM on the 2-core dev VM (no libcuda) that answer took 29-35 ms with
     * the linker made first ({@code Linker.nativeLinker()} alone 15-24 ms), where the failed lookup alone takes
     * 10-11 ms (hundred-and-forty-first session, harnesses {@code Gp} and {@code Ff}, docs/CPU-LOG.md).
     */
    static final class Library {
        private Library() {}

        /** {@link Api#LIBRARY}, read here: Library's initialisation must not start Api's. */
        static final String NAME = System.getProperty("samplesort.cuda.library", "libcuda.so.1");
        /** Why the library cannot be used, or {@code null} where it was found. */
        static final String ERROR;
        /** The library's symbols, or {@code null} (see {@link #ERROR}). */
        static final SymbolLookup LOOKUP;

        static {
            SymbolLookup lookup = null;
            String error = null;
            try {
                lookup = SymbolLookup.libraryLookup(NAME, Arena.global());
            } catch (IllegalCallerException e) { // (String.concat, not +: a program's first indy concatenation costs ms)
                error = "native access denied: run java with --enable-native-access=ALL-UNNAMED (".concat(
                        String.valueOf(e.getMessage())).concat(")");
            } catch (IllegalArgumentException e) {
                error = NAME.concat(" not found");
            } catch (Throwable e) {
                error = NAME.concat(" could not be loaded: ").concat(String.valueOf(e));
            }
            LOOKUP = lookup;
            ERROR = error;
        }
    }

    private static Linker linker() {
        try {
            return Linker.nativeLinker();
        } catch (Throwable e) {
            LIB_ERROR_HOLDER[0] = "no native linker on this platform: " + e;
            return null;
        }
    }

    private static FunctionDescriptor fd(MemoryLayout... args) {
        return FunctionDescriptor.of(JAVA_INT, args);
    }

    /** Binds the first of {@code names} that the library exports; records the first name as missing if none. */
    private static MethodHandle bind(FunctionDescriptor fd, boolean required, String... names) {
        if (LIB == null || LINKER == null) return null;
        for (String name : names) {
            try {
                Optional<MemorySegment> sym = LIB.find(name);
                if (sym.isPresent()) return LINKER.downcallHandle(sym.get(), fd);
            } catch (IllegalCallerException e) {
                if (LIB_ERROR_HOLDER[0] == null) {
                    LIB_ERROR_HOLDER[0] = "native access denied: run java with --enable-native-access=ALL-UNNAMED ("
                            + e.getMessage() + ")";
                }
                return null;
            } catch (Throwable e) {
                if (LIB_ERROR_HOLDER[0] == null) LIB_ERROR_HOLDER[0] = "cannot bind " + name + ": " + e;
                return null;
            }
        }
        if (required) MISSING.add(names[0]);
        return null;
    }

    private static boolean symbolPresent(String name) {
        try {
            return LIB != null && LIB.find(name).isPresent();
        } catch (Throwable t) {
            return false;
        }
    }

    private static MethodHandle req(String name, FunctionDescriptor fd) { return bind(fd, true, name); }

    // ---- handles, in cuda.h order; every symbol name checked against CUDA 13.0 cuda.h ----
    private static final MethodHandle GET_ERROR_STRING = req("cuGetErrorString", fd(JAVA_INT, ADDRESS));
    private static final MethodHandle GET_ERROR_NAME = req("cuGetErrorName", fd(JAVA_INT, ADDRESS));
    private static final MethodHandle INIT = req("cuInit", fd(JAVA_INT));
    private static final MethodHandle DRIVER_GET_VERSION = req("cuDriverGetVersion", fd(ADDRESS));
    private static final MethodHandle DEVICE_GET = req("cuDeviceGet", fd(ADDRESS, JAVA_INT));
    private static final MethodHandle DEVICE_GET_COUNT = req("cuDeviceGetCount", fd(ADDRESS));
    private static final MethodHandle DEVICE_GET_NAME = req("cuDeviceGetName", fd(ADDRESS, JAVA_INT, JAVA_INT));
    private static final MethodHandle DEVICE_TOTAL_MEM = req("cuDeviceTotalMem_v2", fd(ADDRESS, JAVA_INT));
    private static final MethodHandle DEVICE_GET_ATTRIBUTE =
            req("cuDeviceGetAttribute", fd(ADDRESS, JAVA_INT, JAVA_INT));
    private static final MethodHandle DEVICE_GET_DEFAULT_MEM_POOL =
            req("cuDeviceGetDefaultMemPool", fd(ADDRESS, JAVA_INT));
    private static final MethodHandle PRIMARY_CTX_RETAIN = req("cuDevicePrimaryCtxRetain", fd(ADDRESS, JAVA_INT));
    private static final MethodHandle PRIMARY_CTX_RELEASE = req("cuDevicePrimaryCtxRelease_v2", fd(JAVA_INT));
    private static final MethodHandle CTX_SET_CURRENT = req("cuCtxSetCurrent", fd(ADDRESS));
    private static final MethodHandle CTX_SYNCHRONIZE = req("cuCtxSynchronize", fd());
    // Peer access between devices (the multi-GPU sort's exchange): cuda.h has no versioned names for these.
    private static final MethodHandle DEVICE_CAN_ACCESS_PEER =
            req("cuDeviceCanAccessPeer", fd(ADDRESS, JAVA_INT, JAVA_INT));
    private static final MethodHandle CTX_ENABLE_PEER_ACCESS = req("cuCtxEnablePeerAccess", fd(ADDRESS, JAVA_INT));
    private static final MethodHandle MODULE_LOAD_DATA = req("cuModuleLoadData", fd(ADDRESS, ADDRESS));
    private static final MethodHandle MODULE_UNLOAD = req("cuModuleUnload", fd(ADDRESS));
    private static final MethodHandle MODULE_GET_FUNCTION =
            req("cuModuleGetFunction", fd(ADDRESS, ADDRESS, ADDRESS));
    private static final MethodHandle MODULE_GET_GLOBAL =
            req("cuModuleGetGlobal_v2", fd(ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    private static final MethodHandle MEM_GET_INFO = req("cuMemGetInfo_v2", fd(ADDRESS, ADDRESS));
    private static final MethodHandle MEM_ALLOC = req("cuMemAlloc_v2", fd(ADDRESS, JAVA_LONG));
    private static final MethodHandle MEM_FREE = req("cuMemFree_v2", fd(JAVA_LONG));
    private static final MethodHandle MEM_FREE_HOST = req("cuMemFreeHost", fd(ADDRESS));
    private static final MethodHandle MEM_HOST_ALLOC = req("cuMemHostAlloc", fd(ADDRESS, JAVA_LONG, JAVA_INT));
    private static final MethodHandle MEM_HOST_REGISTER =
            req("cuMemHostRegister_v2", fd(ADDRESS, JAVA_LONG, JAVA_INT));
    private static final MethodHandle MEM_HOST_UNREGISTER = req("cuMemHostUnregister", fd(ADDRESS));
    private static final MethodHandle MEMCPY_HTOD_ASYNC =
            req("cuMemcpyHtoDAsync_v2", fd(JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS));
    private static final MethodHandle MEMCPY_DTOH_ASYNC =
            req("cuMemcpyDtoHAsync_v2", fd(ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS));
    private static final MethodHandle MEMCPY_DTOD_ASYNC =
            req("cuMemcpyDtoDAsync_v2", fd(JAVA_LONG, JAVA_LONG, JAVA_LONG, ADDRESS));
    private static final MethodHandle MEMCPY_PEER_ASYNC =
            req("cuMemcpyPeerAsync", fd(JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS));
    private static final MethodHandle MEMSET_D8_ASYNC =
            req("cuMemsetD8Async", fd(JAVA_LONG, JAVA_BYTE, JAVA_LONG, ADDRESS));
    private static final MethodHandle MEMSET_D32_ASYNC =
            req("cuMemsetD32Async", fd(JAVA_LONG, JAVA_INT, JAVA_LONG, ADDRESS));
    private static final MethodHandle MEM_FREE_ASYNC = req("cuMemFreeAsync", fd(JAVA_LONG, ADDRESS));
    private static final MethodHandle MEM_ALLOC_ASYNC = req("cuMemAllocAsync", fd(ADDRESS, JAVA_LONG, ADDRESS));
    private static final MethodHandle MEM_POOL_SET_ATTRIBUTE =
            req("cuMemPoolSetAttribute", fd(ADDRESS, JAVA_INT, ADDRESS));
    private static final MethodHandle MEM_POOL_SET_ACCESS =
            req("cuMemPoolSetAccess", fd(ADDRESS, ADDRESS, JAVA_LONG));
    private static final MethodHandle STREAM_CREATE = req("cuStreamCreate", fd(ADDRESS, JAVA_INT));
    private static final MethodHandle STREAM_SYNCHRONIZE = req("cuStreamSynchronize", fd(ADDRESS));
    private static final MethodHandle STREAM_WAIT_EVENT = req("cuStreamWaitEvent", fd(ADDRESS, ADDRESS, JAVA_INT));
    private static final MethodHandle STREAM_DESTROY = req("cuStreamDestroy_v2", fd(ADDRESS));
    private static final MethodHandle EVENT_CREATE = req("cuEventCreate", fd(ADDRESS, JAVA_INT));
    private static final MethodHandle EVENT_RECORD = req("cuEventRecord", fd(ADDRESS, ADDRESS));
    private static final MethodHandle EVENT_SYNCHRONIZE = req("cuEventSynchronize", fd(ADDRESS));
    private static final MethodHandle EVENT_DESTROY = req("cuEventDestroy_v2", fd(ADDRESS));
    /** cuda.h maps cuEventElapsedTime to _v2 (drivers from 12.8 on); older drivers only export the unversioned one. */
    private static final MethodHandle EVENT_ELAPSED_TIME =
            bind(fd(ADDRESS, ADDRESS, ADDRESS), true, "cuEventElapsedTime_v2", "cuEventElapsedTime");
    /** The symbol {@link #EVENT_ELAPSED_TIME} was bound to, for error messages. */
    static final String EVENT_ELAPSED_TIME_SYMBOL = symbolPresent("cuEventElapsedTime_v2")
            ? "cuEventElapsedTime_v2" : "cuEventElapsedTime";
    private static final MethodHandle FUNC_GET_ATTRIBUTE = req("cuFuncGetAttribute", fd(ADDRESS, JAVA_INT, ADDRESS));
    private static final MethodHandle FUNC_SET_ATTRIBUTE = req("cuFuncSetAttribute", fd(ADDRESS, JAVA_INT, JAVA_INT));
    /** Optional (drivers from 12.4 on): lets {@link CudaFunction#launch} validate the argument count and sizes. */
    private static final MethodHandle FUNC_GET_PARAM_INFO =
            bind(fd(ADDRESS, JAVA_LONG, ADDRESS, ADDRESS), false, "cuFuncGetParamInfo");
    private static final MethodHandle LAUNCH_KERNEL = req("cuLaunchKernel",
            fd(ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS,
                    ADDRESS));
    private static final MethodHandle OCCUPANCY_MAX_ACTIVE_BLOCKS =
            req("cuOccupancyMaxActiveBlocksPerMultiprocessor", fd(ADDRESS, ADDRESS, JAVA_INT, JAVA_LONG));

    /** {@code null} when every required symbol is bound; else why the driver cannot be used. */
    static final String LOAD_ERROR = LIB_ERROR_HOLDER[0] != null ? LIB_ERROR_HOLDER[0]
            : MISSING.isEmpty() ? null
            : LIBRARY + " lacks " + String.join(", ", MISSING) + " (NVIDIA driver too old?)";

    static boolean loaded() { return LOAD_ERROR == null; }

    static boolean hasParamInfo() { return FUNC_GET_PARAM_INFO != null; }

    // ---- per-thread scratch for out-parameters (never held across calls) ----
    private static final ThreadLocal<MemorySegment> SCRATCH =
            ThreadLocal.withInitial(() -> Arena.ofAuto().allocate(64, 16));

    /** 64 zeroed-or-stale bytes private to this thread; valid until the thread's next call into this class. */
    static MemorySegment scratch() { return SCRATCH.get(); }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) return r;
        if (t instanceof Error e) throw e;
        return new IllegalStateException("unexpected exception from a CUDA downcall", t);
    }

    // ---- wrappers ----
    static int cuGetErrorString(int error, MemorySegment pStr) {
        if (GET_ERROR_STRING == null) return -1;
        try { return (int) GET_ERROR_STRING.invokeExact(error, pStr); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuGetErrorName(int error, MemorySegment pStr) {
        if (GET_ERROR_NAME == null) return -1;
        try { return (int) GET_ERROR_NAME.invokeExact(error, pStr); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuInit(int flags) {
        try { return (int) INIT.invokeExact(flags); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDriverGetVersion(MemorySegment pVersion) {
        try { return (int) DRIVER_GET_VERSION.invokeExact(pVersion); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDeviceGet(MemorySegment pDevice, int ordinal) {
        try { return (int) DEVICE_GET.invokeExact(pDevice, ordinal); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDeviceGetCount(MemorySegment pCount) {
        try { return (int) DEVICE_GET_COUNT.invokeExact(pCount); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDeviceGetName(MemorySegment name, int len, int dev) {
        try { return (int) DEVICE_GET_NAME.invokeExact(name, len, dev); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDeviceTotalMem(MemorySegment pBytes, int dev) {
        try { return (int) DEVICE_TOTAL_MEM.invokeExact(pBytes, dev); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDeviceGetAttribute(MemorySegment pi, int attrib, int dev) {
        try {
            return (int) DEVICE_GET_ATTRIBUTE.invokeExact(pi, attrib, dev);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDeviceGetDefaultMemPool(MemorySegment pPool, int dev) {
        try {
            return (int) DEVICE_GET_DEFAULT_MEM_POOL.invokeExact(pPool, dev);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDevicePrimaryCtxRetain(MemorySegment pCtx, int dev) {
        try { return (int) PRIMARY_CTX_RETAIN.invokeExact(pCtx, dev); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDevicePrimaryCtxRelease(int dev) {
        try { return (int) PRIMARY_CTX_RELEASE.invokeExact(dev); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuCtxSetCurrent(MemorySegment ctx) {
        try { return (int) CTX_SET_CURRENT.invokeExact(ctx); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuCtxSynchronize() {
        try { return (int) CTX_SYNCHRONIZE.invokeExact(); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuDeviceCanAccessPeer(MemorySegment pCan, int dev, int peerDev) {
        try {
            return (int) DEVICE_CAN_ACCESS_PEER.invokeExact(pCan, dev, peerDev);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuCtxEnablePeerAccess(MemorySegment peerContext, int flags) {
        try {
            return (int) CTX_ENABLE_PEER_ACCESS.invokeExact(peerContext, flags);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuModuleLoadData(MemorySegment pModule, MemorySegment image) {
        try { return (int) MODULE_LOAD_DATA.invokeExact(pModule, image); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuModuleUnload(MemorySegment module) {
        try { return (int) MODULE_UNLOAD.invokeExact(module); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuModuleGetFunction(MemorySegment pFunc, MemorySegment module, MemorySegment name) {
        try {
            return (int) MODULE_GET_FUNCTION.invokeExact(pFunc, module, name);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuModuleGetGlobal(MemorySegment pDptr, MemorySegment pBytes, MemorySegment module,
                                 MemorySegment name) {
        try {
            return (int) MODULE_GET_GLOBAL.invokeExact(pDptr, pBytes, module, name);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemGetInfo(MemorySegment pFree, MemorySegment pTotal) {
        try { return (int) MEM_GET_INFO.invokeExact(pFree, pTotal); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemAlloc(MemorySegment pDptr, long bytes) {
        try { return (int) MEM_ALLOC.invokeExact(pDptr, bytes); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemFree(long dptr) {
        try { return (int) MEM_FREE.invokeExact(dptr); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemHostAlloc(MemorySegment pp, long bytes, int flags) {
        try { return (int) MEM_HOST_ALLOC.invokeExact(pp, bytes, flags); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemFreeHost(MemorySegment p) {
        try { return (int) MEM_FREE_HOST.invokeExact(p); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemHostRegister(MemorySegment p, long bytes, int flags) {
        try {
            return (int) MEM_HOST_REGISTER.invokeExact(p, bytes, flags);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemHostUnregister(MemorySegment p) {
        try { return (int) MEM_HOST_UNREGISTER.invokeExact(p); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemcpyHtoDAsync(long dst, MemorySegment src, long bytes, MemorySegment stream) {
        try {
            return (int) MEMCPY_HTOD_ASYNC.invokeExact(dst, src, bytes, stream);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemcpyDtoHAsync(MemorySegment dst, long src, long bytes, MemorySegment stream) {
        try {
            return (int) MEMCPY_DTOH_ASYNC.invokeExact(dst, src, bytes, stream);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemcpyDtoDAsync(long dst, long src, long bytes, MemorySegment stream) {
        try {
            return (int) MEMCPY_DTOD_ASYNC.invokeExact(dst, src, bytes, stream);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemPoolSetAccess(MemorySegment pool, MemorySegment map, long count) {
        try {
            return (int) MEM_POOL_SET_ACCESS.invokeExact(pool, map, count);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemcpyPeerAsync(long dst, MemorySegment dstCtx, long src, MemorySegment srcCtx, long bytes,
                                 MemorySegment stream) {
        try {
            return (int) MEMCPY_PEER_ASYNC.invokeExact(dst, dstCtx, src, srcCtx, bytes, stream);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemsetD8Async(long dst, byte value, long n, MemorySegment stream) {
        try {
            return (int) MEMSET_D8_ASYNC.invokeExact(dst, value, n, stream);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemsetD32Async(long dst, int value, long n, MemorySegment stream) {
        try {
            return (int) MEMSET_D32_ASYNC.invokeExact(dst, value, n, stream);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemAllocAsync(MemorySegment pDptr, long bytes, MemorySegment stream) {
        try {
            return (int) MEM_ALLOC_ASYNC.invokeExact(pDptr, bytes, stream);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemFreeAsync(long dptr, MemorySegment stream) {
        try { return (int) MEM_FREE_ASYNC.invokeExact(dptr, stream); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuMemPoolSetAttribute(MemorySegment pool, int attr, MemorySegment value) {
        try {
            return (int) MEM_POOL_SET_ATTRIBUTE.invokeExact(pool, attr, value);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuStreamCreate(MemorySegment pStream, int flags) {
        try { return (int) STREAM_CREATE.invokeExact(pStream, flags); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuStreamSynchronize(MemorySegment stream) {
        try { return (int) STREAM_SYNCHRONIZE.invokeExact(stream); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuStreamDestroy(MemorySegment stream) {
        try { return (int) STREAM_DESTROY.invokeExact(stream); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuEventCreate(MemorySegment pEvent, int flags) {
        try { return (int) EVENT_CREATE.invokeExact(pEvent, flags); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags) {
        try {
            return (int) STREAM_WAIT_EVENT.invokeExact(stream, event, flags);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuEventRecord(MemorySegment event, MemorySegment stream) {
        try { return (int) EVENT_RECORD.invokeExact(event, stream); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuEventSynchronize(MemorySegment event) {
        try { return (int) EVENT_SYNCHRONIZE.invokeExact(event); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuEventDestroy(MemorySegment event) {
        try { return (int) EVENT_DESTROY.invokeExact(event); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuEventElapsedTime(MemorySegment pMillis, MemorySegment start, MemorySegment end) {
        try {
            return (int) EVENT_ELAPSED_TIME.invokeExact(pMillis, start, end);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuFuncGetAttribute(MemorySegment pi, int attrib, MemorySegment func) {
        try { return (int) FUNC_GET_ATTRIBUTE.invokeExact(pi, attrib, func); } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuFuncSetAttribute(MemorySegment func, int attrib, int value) {
        try {
            return (int) FUNC_SET_ATTRIBUTE.invokeExact(func, attrib, value);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuFuncGetParamInfo(MemorySegment func, long index, MemorySegment pOffset, MemorySegment pSize) {
        try {
            return (int) FUNC_GET_PARAM_INFO.invokeExact(func, index, pOffset, pSize);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuLaunchKernel(MemorySegment f, int gx, int gy, int gz, int bx, int by, int bz, int smem,
                              MemorySegment stream, MemorySegment params, MemorySegment extra) {
        try {
            return (int) LAUNCH_KERNEL.invokeExact(f, gx, gy, gz, bx, by, bz, smem, stream, params, extra);
        } catch (Throwable t) { throw rethrow(t); }
    }

    static int cuOccupancyMaxActiveBlocksPerMultiprocessor(MemorySegment pBlocks, MemorySegment func, int blockSize,
                                                           long dynamicSmem) {
        try {
            return (int) OCCUPANCY_MAX_ACTIVE_BLOCKS.invokeExact(pBlocks, func, blockSize, dynamicSmem);
        } catch (Throwable t) { throw rethrow(t); }
    }
}
