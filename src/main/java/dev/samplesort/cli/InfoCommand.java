package dev.samplesort.cli;

import dev.samplesort.spi.Engines;
import dev.samplesort.spi.SortEngine;
import java.io.PrintStream;
import java.nio.ByteOrder;
import java.util.List;

/** {@code samplesort info}: backends and why one is unavailable, Java runtime, CPU. */
final class InfoCommand {
    private InfoCommand() {}

    static Args spec() {
        return new Args("info", "Shows which backends can run here (and why not), the Java runtime and the CPU.");
    }

    static int run(Args a, PrintStream out, PrintStream err) {
        Runtime rt = Runtime.getRuntime();
        out.println("samplesort " + Main.version());
        out.println("backends:");
        for (SortEngine e : List.of(Engines.cpu(), Engines.gpu())) {
            String why = e.unavailableReason();
            out.printf("  %-4s %s%n", e.name(), why == null ? "available" : "not available: " + why);
        }
        out.println("devices:");
        for (String line : deviceInfo()) out.println("  " + line);
        out.println("auto backend:");
        for (String line : autoThresholds()) out.println("  " + line);
        out.printf("java: %s (%s, %s)%n", Runtime.version(), System.getProperty("java.vm.vendor"),
                System.getProperty("java.home"));
        out.printf("cpu: %d cores available, %s %s, %s byte order%n", rt.availableProcessors(),
                System.getProperty("os.name"), System.getProperty("os.arch"), ByteOrder.nativeOrder());
        out.printf("heap: max %s%n", Io.bytes(rt.maxMemory()));
        boolean desktop = ModuleLayer.boot().findModule("java.desktop").isPresent();
        out.println("charts: " + (desktop ? "available (java.desktop present)"
                : "not available (this runtime has no java.desktop; use a full JDK for 'samplesort chart')"));
        return 0;
    }

    /**
     * One line per CUDA device (name, compute capability, SMs, memory, shared memory, driver version) and whether
     * the kernels in the jar run on it. Never throws; without a GPU it says why.
     */
    static List<String> deviceInfo() {
        List<String> lines = new java.util.ArrayList<>();
        try {
            String why = dev.samplesort.cuda.Cuda.unavailableReason();
            if (why != null) return List.of("none usable: " + why);
            int drv = dev.samplesort.cuda.Cuda.driverVersion();
            boolean kernels = dev.samplesort.gpu.GpuRuntime.hasKernels();
            for (int i = 0; i < dev.samplesort.cuda.Cuda.deviceCount(); i++) {
                var d = dev.samplesort.cuda.Cuda.device(i);
                int maj = d.computeCapabilityMajor(), min = d.computeCapabilityMinor();
                String match = !kernels ? "kernels not built into this jar"
                        : maj < 8 ? "no: compute capability below 8.0"
                        : maj == 8 ? "yes (sm_80 machine code)"
                        : maj == 9 && min == 0 ? "yes (sm_90 machine code)"
                        : "yes (compute_90 PTX, compiled by the driver at first use)";
                lines.add(String.format(java.util.Locale.ROOT,
                        "%d: %s, compute capability %d.%d, %d SMs, %s memory, %d KB shared memory per block"
                                + " (opt-in), driver %d.%d; kernels: %s%s",
                        i, d.name(), maj, min, d.multiprocessorCount(), Io.bytes(d.totalMemory()),
                        d.maxSharedMemoryPerBlockOptin() / 1024, drv / 1000, (drv % 1000) / 10, match,
                        i == dev.samplesort.cuda.Cuda.defaultDeviceOrdinal() ? " [selected]" : ""));
            }
        } catch (RuntimeException | LinkageError e) {
            lines.add("device query failed: " + e);
        }
        return lines;
    }

    /** The AUTO backend's GPU thresholds per key type (system properties samplesort.auto.&lt;type&gt;). */
    static List<String> autoThresholds() {
        List<String> l = new java.util.ArrayList<>();
        for (dev.samplesort.KeyType t : dev.samplesort.KeyType.values()) {
            long th = dev.samplesort.spi.AutoPolicy.threshold(t);
            l.add(String.format(java.util.Locale.ROOT, "%-6s %s", t.name().toLowerCase(java.util.Locale.ROOT),
                    th < 0 ? "never GPU" : "GPU from " + th + " keys (-Dsamplesort.auto."
                            + t.name().toLowerCase(java.util.Locale.ROOT) + "=N overrides)"));
        }
        return l;
    }
}
