package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;

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
     */
    public int globalInt(String name) {
        Objects.requireNonNull(name, "name");
        if (closed) throw new IllegalStateException("the CUDA module is closed");
        ctx.makeCurrent();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment dptr = arena.allocate(java.lang.foreign.ValueLayout.JAVA_LONG);
            MemorySegment bytes = arena.allocate(java.lang.foreign.ValueLayout.JAVA_LONG);
            int r = Api.cuModuleGetGlobal(dptr, bytes, handle, arena.allocateFrom(name));
            if (r != 0) {
                throw CudaException.of(r, "cuModuleGetGlobal_v2", r == NOT_FOUND ? "no global named '" + name
                        + "' in the module" : "global '" + name + "'");
            }
            long size = bytes.get(java.lang.foreign.ValueLayout.JAVA_LONG, 0);
            if (size != 4) throw new IllegalArgumentException("global '" + name + "' has " + size + " bytes, not 4");
            MemorySegment out = arena.allocate(java.lang.foreign.ValueLayout.JAVA_INT);
            CudaException.check(Api.cuMemcpyDtoHAsync(out, dptr.get(java.lang.foreign.ValueLayout.JAVA_LONG, 0), 4,
                    MemorySegment.NULL), "cuMemcpyDtoHAsync_v2");
            CudaException.check(Api.cuCtxSynchronize(), "cuCtxSynchronize");
            return out.get(java.lang.foreign.ValueLayout.JAVA_INT, 0);
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
