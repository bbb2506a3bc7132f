package dev.samplesort.cuda;

import java.io.IOException;
import java.io.InputStream;

/**
 * Measures the host-side cost of one kernel launch through this binding: {@code smoke_empty} (no parameters) and
 * {@code smoke_fill_u32} with {@code n = 0} (3 parameters through {@link KernelArgs}), launched N times on one
 * stream. Prints one line: µs per launch for the enqueue loop alone, and including one final stream sync.
 *
 * <p>{@code java --enable-native-access=ALL-UNNAMED -cp target/classes dev.samplesort.cuda.LaunchOverhead [N]}
 */
public final class LaunchOverhead {
    private LaunchOverhead() {}

    public static void main(String[] argv) throws IOException {
        int n = argv.length > 0 ? Integer.parseInt(argv[0]) : 100_000;
        if (!Cuda.isAvailable()) {
            System.out.println("LaunchOverhead: CUDA unavailable: " + Cuda.unavailableReason());
            System.exit(2);
        }
        byte[] image = smokeFatbin();
        CudaDevice dev = Cuda.defaultDevice();
        CudaContext ctx = dev.primaryContext();
        try (CudaModule module = ctx.loadModule(image);
             CudaStream stream = ctx.createStream();
             DeviceMemory buf = ctx.allocate(256)) {
            CudaFunction empty = module.function("smoke_empty");
            CudaFunction fill = module.function("smoke_fill_u32");
            KernelArgs args = fill.newArgs();
            double[] e = measure(stream, empty, null, buf, n);
            double[] a = measure(stream, fill, args, buf, n);
            System.out.printf(java.util.Locale.ROOT,
                    "launch overhead (N=%d, %s, driver %d): smoke_empty %.2f us/launch enqueue, %.2f us/launch with "
                            + "final sync; smoke_fill_u32 (3 args) %.2f / %.2f us/launch%n",
                    n, dev.name(), Cuda.driverVersion(), e[0], e[1], a[0], a[1]);
        }
    }

    /** {@code {enqueue µs/launch, enqueue+sync µs/launch}}, best of 3 rounds after a warm-up. */
    private static double[] measure(CudaStream stream, CudaFunction fn, KernelArgs args, DeviceMemory buf, int n) {
        double bestEnqueue = Double.MAX_VALUE;
        double bestTotal = Double.MAX_VALUE;
        for (int round = -1; round < 3; round++) {
            int count = round < 0 ? Math.min(n, 10_000) : n;   // round -1: warm-up (JIT, driver queues)
            long t0 = System.nanoTime();
            for (int i = 0; i < count; i++) {
                if (args != null) args.clear().ptr(buf).i32(0).i64(0);
                fn.launch(stream, 1, 32, 0, args);
            }
            long t1 = System.nanoTime();
            stream.synchronize();
            long t2 = System.nanoTime();
            if (round >= 0) {
                bestEnqueue = Math.min(bestEnqueue, (t1 - t0) / 1e3 / count);
                bestTotal = Math.min(bestTotal, (t2 - t0) / 1e3 / count);
            }
        }
        return new double[] {bestEnqueue, bestTotal};
    }

    /** The test kernels, built from src/main/cuda/smoke.cu into the classpath resource. */
    static byte[] smokeFatbin() throws IOException {
        try (InputStream in = LaunchOverhead.class.getResourceAsStream("/dev/samplesort/gpu/smoke.fatbin")) {
            if (in == null) throw new IOException("resource /dev/samplesort/gpu/smoke.fatbin missing (kernels not built)");
            return in.readAllBytes();
        }
    }
}
