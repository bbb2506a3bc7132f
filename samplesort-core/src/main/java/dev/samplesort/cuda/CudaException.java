package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A CUDA driver call returned an error. The message reads
 * {@code cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)}: the exported symbol that failed, the
 * {@code CUresult} name and the driver's description (from {@code cuGetErrorName}/{@code cuGetErrorString}; when
 * the driver cannot describe the code, the name comes from a table generated from cuda.h and the number is shown).
 *
 * <p>Sticky errors ({@code CUDA_ERROR_ILLEGAL_ADDRESS}, {@code CUDA_ERROR_LAUNCH_FAILED}, ...) leave the context
 * unusable for the rest of the process: every later call on it fails as well ({@link #isSticky()}).
 */
@SuppressWarnings("restricted")
public final class CudaException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** {@code CUDA_ERROR_OUT_OF_MEMORY}. */
    public static final int OUT_OF_MEMORY = 2;

    private final String call;
    private final int code;
    private final String errorName;

    CudaException(String call, int code, String errorName, String description, String detail) {
        super(format(call, code, errorName, description, detail));
        this.call = call;
        this.code = code;
        this.errorName = errorName;
    }

    /** The driver entry point that failed, by its exported symbol name, e.g. {@code cuMemAlloc_v2}. */
    public String call() { return call; }

    /** The {@code CUresult} value. */
    public int code() { return code; }

    /** The {@code CUresult} name, e.g. {@code CUDA_ERROR_OUT_OF_MEMORY}, or {@code CUresult <n>} if unknown. */
    public String errorName() { return errorName; }

    /** Whether this is {@code CUDA_ERROR_OUT_OF_MEMORY}: the allocation failed, the context is still usable. */
    public boolean isOutOfMemory() { return code == OUT_OF_MEMORY; }

    /** Whether {@code t} or one of its causes is a CUDA out-of-memory error. */
    public static boolean isOutOfMemory(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof CudaException e && e.isOutOfMemory()) return true;
            if (c.getCause() == c) break;
        }
        return false;
    }

    /**
     * Whether the error corrupts the context for the rest of the process (cuda.h documents these as leaving "the
     * process in an inconsistent state"): contained, illegal address, launch timeout, assert, hardware stack
     * error, illegal instruction, misaligned address, invalid address space, invalid PC, launch failed, external
     * device.
     */
    public boolean isSticky() {
        return switch (code) {
            case 226, 700, 702, 710, 714, 715, 716, 717, 718, 719, 911 -> true;
            default -> false;
        };
    }

    // ---- the one checking helper every CUresult goes through ----

    /** Throws a {@link CudaException} for {@code call} unless {@code result} is {@code CUDA_SUCCESS}. */
    static void check(int result, String call) {
        if (result != 0) throw of(result, call, null);
    }

    /** As {@link #check(int, String)}, appending {@code detail} (e.g. the kernel name) to the message. */
    static void check(int result, String call, String detail) {
        if (result != 0) throw of(result, call, detail);
    }

    /** The exception for a failed {@code call}, described by the driver when it can. Never throws. */
    static CudaException of(int code, String call, String detail) {
        String name = driverString(code, true);
        if (name == null) name = ErrorNames.of(code);
        if (name == null) name = "CUresult " + code;
        return new CudaException(call, code, name, driverString(code, false), detail);
    }

    static String format(String call, int code, String name, String description, String detail) {
        StringBuilder sb = new StringBuilder(call).append(" failed: ").append(name);
        if (description != null && !description.isEmpty()) sb.append(" (").append(description).append(')');
        else if (!name.equals("CUresult " + code)) sb.append(" (CUresult ").append(code).append(')');
        if (detail != null) sb.append(": ").append(detail);
        return sb.toString();
    }

    /** cuGetErrorName / cuGetErrorString, or null when the driver is absent or does not know the code. */
    private static String driverString(int code, boolean name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment p = arena.allocate(ADDRESS);
            int r = name ? Api.cuGetErrorName(code, p) : Api.cuGetErrorString(code, p);
            if (r != 0) return null;
            MemorySegment s = p.get(ADDRESS, 0);
            if (s.equals(MemorySegment.NULL)) return null;
            return s.reinterpret(4096).getString(0);
        } catch (Throwable t) {
            return null;
        }
    }
}
