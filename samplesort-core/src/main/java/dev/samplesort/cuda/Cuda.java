package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.MemorySegment;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Entry point of the CUDA driver binding: lazy, thread-safe, one-time loading of {@code libcuda.so.1} and
 * {@code cuInit(0)} on first use of any method here. {@link #unavailableReason()} never throws; the other methods
 * throw {@link IllegalStateException} with that reason when CUDA cannot be used.
 *
 * <p>System properties: {@value #DEVICE_PROPERTY} (the default device ordinal, default 0),
 * {@code samplesort.cuda.library} (the driver library, default {@code libcuda.so.1}).
 */
public final class Cuda {
    /** System property naming the default device ordinal. */
    public static final String DEVICE_PROPERTY = "samplesort.device";

    private Cuda() {}

    private record State(String reason, int driverVersion, int deviceCount,
                         AtomicReferenceArray<CudaDevice> devices) {}

    private static final class Holder {
        static final State STATE = init();
    }

    private static State init() {
        int version = 0;
        try {
            // the library first, without the rest of the binding (Api.Library says why)
            if (Api.Library.ERROR != null) return new State(Api.Library.ERROR, 0, 0, null);
            String loadError = Api.LOAD_ERROR;
            if (loadError != null) return new State(loadError, 0, 0, null);
            MemorySegment out = Api.scratch();
            if (Api.cuDriverGetVersion(out) == 0) version = out.get(JAVA_INT, 0);
            int r = Api.cuInit(0);
            if (r != 0) return new State(CudaException.of(r, "cuInit", null).getMessage(), version, 0, null);
            r = Api.cuDeviceGetCount(out);
            if (r != 0) return new State(CudaException.of(r, "cuDeviceGetCount", null).getMessage(), version, 0, null);
            int count = out.get(JAVA_INT, 0);
            if (count <= 0) return new State("no CUDA device", version, 0, null);
            return new State(null, version, count, new AtomicReferenceArray<>(count));
        } catch (Throwable t) {
            return new State("CUDA initialization failed: " + t, version, 0, null);
        }
    }

    private static State state() { return Holder.STATE; }

    /** Whether the driver loaded, {@code cuInit} succeeded and there is at least one device. Never throws. */
    public static boolean isAvailable() { return unavailableReason() == null; }

    /**
     * {@code null} when CUDA is available, else why not, e.g. {@code libcuda.so.1 not found},
     * {@code cuInit failed: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)}, {@code no CUDA device}.
     * Never throws.
     */
    public static String unavailableReason() {
        try {
            return state().reason();
        } catch (Throwable t) {
            return "CUDA initialization failed: " + t;
        }
    }

    /** The driver's CUDA version, e.g. 13000 for 13.0; 0 when the driver could not be loaded. */
    public static int driverVersion() { return state().driverVersion(); }

    /** The number of CUDA devices; 0 when CUDA is unavailable. */
    public static int deviceCount() { return state().deviceCount(); }

    /** The device with this ordinal (the same object on every call). */
    public static CudaDevice device(int ordinal) {
        State s = requireAvailable();
        if (ordinal < 0 || ordinal >= s.deviceCount()) {
            throw new IllegalArgumentException("no CUDA device " + ordinal + " (" + s.deviceCount() + " device"
                    + (s.deviceCount() == 1 ? "" : "s") + ")");
        }
        CudaDevice d = s.devices().get(ordinal);
        if (d == null) {
            synchronized (s.devices()) {
                d = s.devices().get(ordinal);
                if (d == null) {
                    d = new CudaDevice(ordinal);
                    s.devices().set(ordinal, d);
                }
            }
        }
        return d;
    }

    /** The ordinal named by {@value #DEVICE_PROPERTY}, default 0 (not checked against the device count). */
    public static int defaultDeviceOrdinal() {
        String v = System.getProperty(DEVICE_PROPERTY);
        if (v == null || v.isBlank()) return 0;
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("system property " + DEVICE_PROPERTY + "=" + v
                    + " is not a device ordinal");
        }
    }

    /** {@code device(defaultDeviceOrdinal())}. */
    public static CudaDevice defaultDevice() { return device(defaultDeviceOrdinal()); }

    private static State requireAvailable() {
        State s = state();
        if (s.reason() != null) throw new IllegalStateException("CUDA is unavailable: " + s.reason());
        return s;
    }
}
