package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;
import java.util.Arrays;

/**
 * A kernel of a {@link CudaModule}. Thread-safe: any number of threads may launch it at once, each with its own
 * {@link KernelArgs} and stream. {@link #setMaxDynamicSharedMemory} changes state shared by all launches.
 *
 * <p>When the driver offers {@code cuFuncGetParamInfo} (12.4 and newer), the kernel's parameter list is read once
 * and every launch checks the {@link KernelArgs} against it (count, the size of each 4- and 8-byte parameter, and the size of each struct parameter):
 * a mismatch throws {@link IllegalArgumentException} instead of letting the driver read past the argument buffer.
 * {@code -Dsamplesort.cuda.checkArgs=false} turns the check off.
 */
public final class CudaFunction {
    /** {@code CU_FUNC_ATTRIBUTE_*} values (cuda.h {@code CUfunction_attribute}). */
    public static final int ATTR_MAX_THREADS_PER_BLOCK = 0;
    public static final int ATTR_SHARED_SIZE_BYTES = 1;
    public static final int ATTR_CONST_SIZE_BYTES = 2;
    public static final int ATTR_LOCAL_SIZE_BYTES = 3;
    public static final int ATTR_NUM_REGS = 4;
    public static final int ATTR_PTX_VERSION = 5;
    public static final int ATTR_BINARY_VERSION = 6;
    public static final int ATTR_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;

    private static final boolean CHECK_ARGS =
            !"false".equalsIgnoreCase(System.getProperty("samplesort.cuda.checkArgs", "true"));

    private final CudaModule module;
    private final CudaContext ctx;
    private final String name;
    private final MemorySegment handle;
    /** Byte size of each parameter, or {@code null} when unknown (no cuFuncGetParamInfo, or checks disabled). */
    private final int[] paramSizes;

    CudaFunction(CudaModule module, String name, MemorySegment handle) {
        this.module = module;
        this.ctx = module.context();
        this.name = name;
        this.handle = handle;
        this.paramSizes = CHECK_ARGS ? readParamSizes(handle) : null;
    }

    private static int[] readParamSizes(MemorySegment f) {
        if (!Api.hasParamInfo()) return null;
        MemorySegment out = Api.scratch();
        MemorySegment size = out.asSlice(8, 8);
        int[] sizes = new int[8];
        int n = 0;
        for (long i = 0; ; i++) {
            int r = Api.cuFuncGetParamInfo(f, i, out, size);
            if (r == 1) break;                    // CUDA_ERROR_INVALID_VALUE: i is the parameter count
            if (r != 0 || i >= 4096) return null;  // unexpected: do not check
            if (n == sizes.length) sizes = Arrays.copyOf(sizes, 2 * n);
            sizes[n++] = (int) size.get(JAVA_LONG, 0);
        }
        return Arrays.copyOf(sizes, n);
    }

    public String name() { return name; }

    /** The number of parameters, or -1 when the driver cannot tell. */
    public int parameterCount() { return paramSizes == null ? -1 : paramSizes.length; }

    private MemorySegment segment() {
        if (module.isClosed()) throw new IllegalStateException("the module of kernel " + name + " is closed");
        return handle;
    }

    /** Any {@code CUfunction_attribute} ({@code cuFuncGetAttribute}); see the {@code ATTR_*} constants. */
    public int attribute(int cuFunctionAttribute) {
        MemorySegment f = segment();
        ctx.makeCurrent();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuFuncGetAttribute(out, cuFunctionAttribute, f), "cuFuncGetAttribute", name);
        return out.get(JAVA_INT, 0);
    }

    public int numRegisters() { return attribute(ATTR_NUM_REGS); }

    /** Allows launches with up to {@code bytes} of dynamic shared memory (needed above 48 KiB). */
    public void setMaxDynamicSharedMemory(int bytes) {
        MemorySegment f = segment();
        ctx.makeCurrent();
        CudaException.check(Api.cuFuncSetAttribute(f, ATTR_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes),
                "cuFuncSetAttribute", name + ": max dynamic shared memory " + bytes + " bytes");
    }

    /** {@code cuOccupancyMaxActiveBlocksPerMultiprocessor}. */
    public int maxActiveBlocksPerMultiprocessor(int blockSize, long dynamicSmem) {
        MemorySegment f = segment();
        ctx.makeCurrent();
        MemorySegment out = Api.scratch();
        CudaException.check(Api.cuOccupancyMaxActiveBlocksPerMultiprocessor(out, f, blockSize, dynamicSmem),
                "cuOccupancyMaxActiveBlocksPerMultiprocessor", name);
        return out.get(JAVA_INT, 0);
    }

    /** A new argument buffer (one per launching thread; reuse it across launches). */
    public KernelArgs newArgs() { return new KernelArgs(); }

    /** {@code launch(stream, grid, 1, 1, block, 1, 1, dynamicSmemBytes, args)}. */
    public void launch(CudaStream stream, int grid, int block, int dynamicSmemBytes, KernelArgs args) {
        launch(stream, grid, 1, 1, block, 1, 1, dynamicSmemBytes, args);
    }

    /**
     * Enqueues the kernel on {@code stream} ({@code cuLaunchKernel}). {@code args} may be {@code null} for a
     * kernel without parameters. The driver copies the argument values during the call, so {@code args} may be
     * cleared and refilled as soon as this returns. Configuration errors (e.g. too many threads per block, too much
     * shared memory) throw {@link CudaException} here; faults inside the kernel surface at the next synchronization.
     */
    public void launch(CudaStream stream, int gridX, int gridY, int gridZ, int blockX, int blockY, int blockZ,
                       int dynamicSmemBytes, KernelArgs args) {
        MemorySegment f = segment();
        ctx.requireOwn(stream);
        MemorySegment s = stream.segment();
        if (paramSizes != null) checkArgs(args);
        MemorySegment params = args == null ? MemorySegment.NULL : args.pointers();
        ctx.makeCurrent();
        int r = Api.cuLaunchKernel(f, gridX, gridY, gridZ, blockX, blockY, blockZ, dynamicSmemBytes, s, params,
                MemorySegment.NULL);
        if (r != 0) {
            throw CudaException.of(r, "cuLaunchKernel", "kernel " + name + ", grid (" + gridX + "," + gridY + ","
                    + gridZ + "), block (" + blockX + "," + blockY + "," + blockZ + "), dynamic shared memory "
                    + dynamicSmemBytes + " bytes");
        }
    }

    private void checkArgs(KernelArgs args) {
        int given = args == null ? 0 : args.count();
        if (given != paramSizes.length) {
            throw new IllegalArgumentException("kernel " + name + " takes " + paramSizes.length + " parameter"
                    + (paramSizes.length == 1 ? "" : "s") + ", " + given + " given");
        }
        for (int i = 0; i < given; i++) {
            int want = paramSizes[i];
            int have = args.sizeAt(i);
            if (want > KernelArgs.SLOT_BYTES && have != want) {
                throw new IllegalArgumentException("parameter " + i + " of kernel " + name + " is " + want
                        + " bytes (a struct: pass it with KernelArgs.struct), a " + have + "-byte value was given");
            }
            if ((want == 4 || want == 8) && have != want) {
                throw new IllegalArgumentException("parameter " + i + " of kernel " + name + " is " + want
                        + " bytes, a " + have + "-byte value was given");
            }
        }
    }

    @Override
    public String toString() { return "CudaFunction[" + name + "]"; }
}
