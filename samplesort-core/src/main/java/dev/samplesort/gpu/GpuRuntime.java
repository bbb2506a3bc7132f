package dev.samplesort.gpu;

import dev.samplesort.cuda.Cuda;
import dev.samplesort.cuda.CudaContext;
import dev.samplesort.cuda.CudaDevice;
import dev.samplesort.cuda.CudaModule;
import java.io.IOException;
import java.io.InputStream;

/**
 * The GPU the sort runs on: device, primary context and the loaded kernels, set up once per process on first use.
 * Loading checks the kernel contract ({@link KernelContract}: shapes, limits, layouts exported by the fatbin against
 * the host's); a mismatch leaves the GPU unusable. When anything is missing or wrong (driver, device, a recent
 * enough GPU, the kernels in the jar, the contract) {@link #unavailableReason()} says precisely what; nothing here
 * throws for that. Thread-safe.
 */
public final class GpuRuntime {
    /** The fatbin resource built by src/build/build-kernels.sh. */
    static final String FATBIN = "/dev/samplesort/gpu/samplesort.fatbin";
    static final int MIN_MAJOR = 8;

    private static volatile GpuRuntime instance;
    private static volatile String failure;

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
        GpuRuntime r = instance;
        if (r != null || failure != null) return r;
        synchronized (GpuRuntime.class) {
            if (instance == null && failure == null) init();
            return instance;
        }
    }

    /** {@code null} when usable, else why not. */
    public static String unavailableReason() {
        get();
        return failure;
    }

    private static void init() {
        try {
            if (!Cuda.isAvailable()) {
                failure = Cuda.unavailableReason();
                return;
            }
            byte[] image = fatbin();
            if (image == null) {
                failure = "kernels not built: the jar has no " + FATBIN
                        + " (built with -Dsamplesort.skipKernels=true or without nvcc)";
                return;
            }
            CudaDevice dev = Cuda.defaultDevice();
            if (dev.computeCapabilityMajor() < MIN_MAJOR) {
                failure = "GPU " + dev.name() + " has compute capability " + dev.computeCapabilityMajor() + "."
                        + dev.computeCapabilityMinor() + "; samplesort needs " + MIN_MAJOR + ".0 or newer";
                return;
            }
            CudaContext ctx = dev.primaryContext();
            CudaModule mod;
            try {
                mod = ctx.loadModule(image);
            } catch (RuntimeException e) {
                failure = "the kernels in the jar do not load on " + dev.name() + ": " + e.getMessage();
                return;
            }
            try {
                KernelContract.check(mod::globalInts);
            } catch (IllegalStateException e) {
                failure = e.getMessage();
                mod.close();
                return;
            }
            instance = new GpuRuntime(dev, ctx, mod);
        } catch (RuntimeException | LinkageError e) {
            failure = "GPU initialisation failed: " + e;
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
