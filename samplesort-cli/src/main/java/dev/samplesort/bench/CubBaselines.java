package dev.samplesort.bench;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Benchmark-only FFM binding of {@code libcubss.so} (src/bench/cuda/cub_baselines.cu: CUB radix and merge sort
 * plus a few CUDA runtime helpers). Build the library with {@code bash samplesort-cli/src/bench/cuda/build.sh target/bench}.
 */
public final class CubBaselines {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final ValueLayout A = ValueLayout.ADDRESS, I = ValueLayout.JAVA_INT, J = ValueLayout.JAVA_LONG;
    /** (keys_in, keys_out, vals_in, vals_out, n, d_temp, size_t* temp_bytes, stream) -> cudaError_t. */
    static final FunctionDescriptor SORT_FN = FunctionDescriptor.of(I, A, A, A, A, J, A, A, A);

    private final Path path;
    private final SymbolLookup lookup;
    private final MethodHandle malloc, free, memcpy, timeSort, errorString, deviceCount, deviceName;

    private CubBaselines(Path path, SymbolLookup lookup) {
        this.path = path;
        this.lookup = lookup;
        malloc = handle("cubss_malloc", FunctionDescriptor.of(I, A, J));
        free = handle("cubss_free", FunctionDescriptor.of(I, A));
        // critical(true): heap arrays may be passed directly (a pageable host copy, like cudaMemcpy from malloc).
        memcpy = LINKER.downcallHandle(symbol("cubss_memcpy"), FunctionDescriptor.of(I, A, A, J, I),
                Linker.Option.critical(true));
        timeSort = handle("cubss_time_sort", FunctionDescriptor.of(I, A, A, A, A, A, J, A, A, A, A));
        errorString = handle("cubss_error_string", FunctionDescriptor.of(A, I));
        deviceCount = handle("cubss_device_count", FunctionDescriptor.of(I));
        deviceName = handle("cubss_device_name", FunctionDescriptor.of(I, A, I));
    }

    private static volatile CubBaselines loaded;
    private static volatile Path loadedPath;
    private static volatile String loadError;

    /**
     * Loads the library once per process (later calls with the same path return the same instance).
     *
     * @throws IllegalStateException with a readable reason when the file is missing or cannot be loaded
     */
    public static synchronized CubBaselines load(Path lib) {
        Path p = lib.toAbsolutePath().normalize();
        if (p.equals(loadedPath)) {
            if (loaded != null) return loaded;
            throw new IllegalStateException(loadError);
        }
        loadedPath = p;
        loaded = null;
        if (!Files.isRegularFile(p)) {
            loadError = "CUB baseline library not found at " + lib + " (build it: bash samplesort-cli/src/bench/cuda/build.sh "
                    + "target/bench, or pass --cub-lib PATH)";
            throw new IllegalStateException(loadError);
        }
        try {
            loaded = new CubBaselines(p, SymbolLookup.libraryLookup(p, Arena.global()));
            return loaded;
        } catch (RuntimeException e) {
            loadError = "cannot load " + lib + ": " + e.getMessage();
            throw new IllegalStateException(loadError, e);
        }
    }

    public Path path() { return path; }

    private MemorySegment symbol(String name) {
        return lookup.find(name).orElseThrow(() -> new IllegalStateException(path + " has no symbol " + name
                + " (rebuild it from src/bench/cuda/cub_baselines.cu)"));
    }

    private MethodHandle handle(String name, FunctionDescriptor fd) {
        return LINKER.downcallHandle(symbol(name), fd);
    }

    /** The address of a sort function, e.g. {@code cubss_radix_i32}. */
    public MemorySegment sortFunction(String name) { return symbol(name); }

    /** A handle for calling a sort function directly (temp-storage query). */
    public MethodHandle sortHandle(MemorySegment fn) { return LINKER.downcallHandle(fn, SORT_FN); }

    public String errorString(int e) {
        try {
            MemorySegment s = (MemorySegment) errorString.invokeExact(e);
            return s.reinterpret(512).getString(0);
        } catch (Throwable t) {
            return "cudaError " + e;
        }
    }

    /** Number of CUDA devices; negative (-cudaError) when the runtime cannot find any. */
    public int deviceCount() {
        try {
            return (int) deviceCount.invokeExact();
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    public String deviceName() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment buf = a.allocate(256);
            int e = (int) deviceName.invokeExact(buf, 256);
            return e == 0 ? buf.getString(0) : "cuda device (" + errorString(e) + ")";
        } catch (Throwable t) {
            return "cuda device";
        }
    }

    void check(int e, String what) {
        if (e != 0) throw new IllegalStateException(what + " failed: " + errorString(e) + " (cudaError " + e + ")");
    }

    /** Device allocation of {@code bytes} (at least 1). */
    public MemorySegment malloc(long bytes) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment pp = a.allocate(ValueLayout.ADDRESS);
            check((int) malloc.invokeExact(pp, Math.max(1L, bytes)), "cudaMalloc(" + bytes + ")");
            return pp.get(ValueLayout.ADDRESS, 0);
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    public void free(MemorySegment p) {
        if (p == null || p.equals(MemorySegment.NULL)) return;
        try {
            int ignored = (int) free.invokeExact(p);
        } catch (Throwable t) {
            // freeing is best effort
        }
    }

    /** kind 1 = host to device, 2 = device to host (synchronous); host may be a heap segment. */
    public void memcpy(MemorySegment dst, MemorySegment src, long bytes, int kind) {
        try {
            check((int) memcpy.invokeExact(dst, src, bytes, kind), "cudaMemcpy");
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** Scratch bytes the sort function needs for n elements. */
    public long tempBytes(MemorySegment fn, MemorySegment ki, MemorySegment ko, MemorySegment vi, MemorySegment vo,
                          long n) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment bytes = a.allocate(ValueLayout.JAVA_LONG);
            int e = (int) sortHandle(fn).invokeExact(ki, ko, vi, vo, n, MemorySegment.NULL, bytes,
                    MemorySegment.NULL);
            check(e, "temp storage query");
            return bytes.get(ValueLayout.JAVA_LONG, 0);
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** Runs fn once on the legacy default stream between two CUDA events; returns the milliseconds. */
    public double timeSort(MemorySegment fn, MemorySegment ki, MemorySegment ko, MemorySegment vi, MemorySegment vo,
                           long n, MemorySegment temp, long tempBytes) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment bytes = a.allocate(ValueLayout.JAVA_LONG);
            bytes.set(ValueLayout.JAVA_LONG, 0, tempBytes);
            MemorySegment ms = a.allocate(ValueLayout.JAVA_FLOAT);
            int e = (int) timeSort.invokeExact(fn, ki, ko, vi, vo, n, temp, bytes, MemorySegment.NULL, ms);
            check(e, "CUB sort");
            return ms.get(ValueLayout.JAVA_FLOAT, 0);
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
