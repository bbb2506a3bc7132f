package dev.samplesort.gpu;

import dev.samplesort.cuda.Cuda;
import dev.samplesort.cuda.CudaContext;
import dev.samplesort.cuda.CudaDevice;
import dev.samplesort.cuda.CudaModule;
import java.io.IOException;
import java.io.InputStream;

/**
 * A GPU the sort runs on: device, primary context and the loaded kernels, set up once per device and process on
 * first use ({@link #get()}: the default device, {@code -Dsamplesort.device}; {@link #forDevice}: any).
 * Loading checks the kernel contract ({@link KernelContract}: shapes, limits, layouts exported by the fatbin against
 * the host's); a mismatch leaves the GPU unusable. When anything is missing or wrong (driver, device, a recent
 * enough GPU, the kernels in the jar, the contract) {@link #unavailableReason()} says precisely what; nothing here
 * throws for that. Thread-safe.
 */
public final class GpuRuntime {
    /** The fatbin resource built by src/build/build-kernels.sh. */
    static final String FATBIN = "/dev/samplesort/gpu/samplesort.fatbin";
    static final int MIN_MAJOR = 8;

    /** One set-up per device ordinal: the runtime, or why that device cannot run the sort. */
    private record Setup(GpuRuntime runtime, String failure) {}

    private static final java.util.concurrent.ConcurrentHashMap<Integer, Setup> SETUPS =
            new java.util.concurrent.ConcurrentHashMap<>();

    final CudaDevice device;
    final CudaContext context;
    final CudaModule module;
    final Kernels kernels;
    final int smCount;

    private GpuRuntime(CudaDevice device, CudaContext context, CudaModule module) {
        this.device = device;
        this.context = context;
        this.module = module;
        this.smCount = device.multiprocessorCount();
        this.kernels = new Kernels(module, smCount);
    }

    /** The runtime, or {@code null} when the GPU backend cannot run here (see {@link #unavailableReason()}). */
    public static GpuRuntime get() {
        int ordinal;
        try {
            ordinal = Cuda.isAvailable() ? Cuda.defaultDeviceOrdinal() : -1;
        } catch (IllegalArgumentException e) {   // a bad -Dsamplesort.device
            return null;
        }
        return forDevice(ordinal);
    }

    /** {@code null} when usable, else why not. */
    public static String unavailableReason() {
        if (!Cuda.isAvailable()) return Cuda.unavailableReason();
        try {
            return unavailableReason(Cuda.defaultDeviceOrdinal());
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /**
     * The runtime of device {@code ordinal} (its primary context with the kernels loaded), set up once per device
     * on first use; {@code null} when that device cannot run the sort ({@link #unavailableReason(int)} says why).
     * The multi-GPU sort holds one per device.
     *
     * @param ordinal a CUDA device ordinal
     * @return the runtime or {@code null}
     */
    public static GpuRuntime forDevice(int ordinal) { return setup(ordinal).runtime; }

    /**
     * @param ordinal a CUDA device ordinal
     * @return {@code null} when device {@code ordinal} can run the sort, else why not
     */
    public static String unavailableReason(int ordinal) { return setup(ordinal).failure; }

    private static Setup setup(int ordinal) {
        if (!Cuda.isAvailable()) return new Setup(null, Cuda.unavailableReason());
        if (ordinal < 0 || ordinal >= Cuda.deviceCount()) {
            return new Setup(null, "no CUDA device " + ordinal + " (this machine has " + Cuda.deviceCount() + ")");
        }
        return SETUPS.computeIfAbsent(ordinal, GpuRuntime::init);
    }

    private static Setup init(int ordinal) {
        try {
            byte[] image = fatbin();
            if (image == null) {
                return new Setup(null, "kernels not built: the jar has no " + FATBIN
                        + " (built with -Dsamplesort.skipKernels=true or without nvcc)");
            }
            CudaDevice dev = Cuda.device(ordinal);
            if (dev.computeCapabilityMajor() < MIN_MAJOR) {
                return new Setup(null, "GPU " + dev.name() + " has compute capability " + dev.computeCapabilityMajor()
                        + "." + dev.computeCapabilityMinor() + "; samplesort needs " + MIN_MAJOR + ".0 or newer");
            }
            CudaContext ctx = dev.primaryContext();
            CudaModule mod;
            try {
                mod = ctx.loadModule(image);
            } catch (RuntimeException e) {
                return new Setup(null, "the kernels in the jar do not load on " + dev.name() + ": " + e.getMessage());
            }
            try {
                KernelContract.check(mod::globalInts);
            } catch (IllegalStateException e) {
                mod.close();
                return new Setup(null, e.getMessage());
            }
            return new Setup(new GpuRuntime(dev, ctx, mod), null);
        } catch (RuntimeException | LinkageError e) {
            return new Setup(null, "GPU initialisation failed: " + e);
        }
    }

    /** Whether the jar carries the kernels (it does unless built with -Dsamplesort.skipKernels=true). */
    public static boolean hasKernels() { return GpuRuntime.class.getResource(FATBIN) != null; }

    /** The fatbin bytes, or null when the jar was built without kernels. */
    static byte[] fatbin() {
        try (InputStream in = GpuRuntime.class.getResourceAsStream(FATBIN)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    public CudaDevice device() { return device; }

    public CudaContext context() { return context; }

    public int multiprocessors() { return smCount; }
}
