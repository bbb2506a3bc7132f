package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A loaded module ({@code cuModuleLoadData}). Thread-safe. Closing unloads it ({@code cuModuleUnload}); its
 * functions then throw {@link IllegalStateException}. Close only after all launches of its kernels finished.
 */
public final class CudaModule implements AutoCloseable {
    /** {@code CUDA_ERROR_NOT_FOUND}. */
    private static final int NOT_FOUND = 500;

    private final CudaContext ctx;
    private final MemorySegment handle;
    private final ConcurrentHashMap<String, CudaFunction> functions = new ConcurrentHashMap<>();
    private volatile boolean closed;

    CudaModule(CudaContext ctx, MemorySegment handle) {
        this.ctx = ctx;
        this.handle = handle;
    }

    CudaContext context() { return ctx; }

    public boolean isClosed() { return closed; }

    /**
     * The {@code extern "C"} kernel {@code name} ({@code cuModuleGetFunction}); the same object for repeated calls.
     * A missing kernel gives a {@link CudaException} ({@code CUDA_ERROR_NOT_FOUND}) naming it.
     */
    public CudaFunction function(String name) {
        Objects.requireNonNull(name, "name");
        CudaFunction f = functions.get(name);
        if (f != null) return f;
        return functions.computeIfAbsent(name, this::lookup);
    }

    private CudaFunction lookup(String name) {
        if (closed) throw new IllegalStateException("the CUDA module is closed");
        ctx.makeCurrent();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            int r = Api.cuModuleGetFunction(out, handle, arena.allocateFrom(name));
            if (r != 0) {
                throw CudaException.of(r, "cuModuleGetFunction",
                        r == NOT_FOUND ? "no kernel named '" + name + "' in the module (is it extern \"C\"?)"
                                : "kernel '" + name + "'");
            }
            return new CudaFunction(this, name, out.get(ADDRESS, 0));
        }
    }

    /**
     * Reads the 32-bit {@code __device__} variable {@code name} of the module ({@code cuModuleGetGlobal_v2} and a
     * synchronous copy): how the kernels export compile-time facts such as the shared memory they need.
     *
     * @param name the {@code extern "C"} name of the variable
     * @return its value
     * @throws CudaException            when there is no such variable (the message names it)
     * @throws IllegalArgumentException when it is not 4 bytes
     */
    public int globalInt(String name) {
        int[] v = globalInts(name);
        if (v.length != 1) {
            throw new IllegalArgumentException("global '" + name + "' has " + 4 * v.length + " bytes, not 4");
        }
        return v[0];
    }

    /**
     * Reads the {@code __device__} array of 32-bit integers {@code name} of the module (its whole size): how the
     * kernels export tables of compile-time facts, such as the kernel contract checked at load.
     *
     * @param name the {@code extern "C"} name of the variable
     * @return its elements
     * @throws CudaException            when there is no such variable (the message names it)
     * @throws IllegalArgumentException when its size is not a positive multiple of 4 bytes
     */
    public int[] globalInts(String name) {
        Objects.requireNonNull(name, "name");
        if (closed) throw new IllegalStateException("the CUDA module is closed");
        ctx.makeCurrent();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment dptr = arena.allocate(JAVA_LONG);
            MemorySegment bytes = arena.allocate(JAVA_LONG);
            int r = Api.cuModuleGetGlobal(dptr, bytes, handle, arena.allocateFrom(name));
            if (r != 0) {
                throw CudaException.of(r, "cuModuleGetGlobal_v2", r == NOT_FOUND ? "no global named '" + name
                        + "' in the module" : "global '" + name + "'");
            }
            long size = bytes.get(JAVA_LONG, 0);
            if (size <= 0 || size % 4 != 0 || size > (1 << 20)) {
                throw new IllegalArgumentException("global '" + name + "' has " + size
                        + " bytes, not a whole number of 32-bit integers");
            }
            MemorySegment out = arena.allocate(size, 8);
            CudaException.check(Api.cuMemcpyDtoHAsync(out, dptr.get(JAVA_LONG, 0), size, MemorySegment.NULL),
                    "cuMemcpyDtoHAsync_v2");
            CudaException.check(Api.cuCtxSynchronize(), "cuCtxSynchronize");
            return out.toArray(JAVA_INT);
        }
    }

    /** {@code cuModuleUnload}. Idempotent. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) return;
            closed = true;
        }
        if (ctx.isClosed()) return;
        ctx.makeCurrent();
        CudaException.check(Api.cuModuleUnload(handle), "cuModuleUnload");
    }
}
