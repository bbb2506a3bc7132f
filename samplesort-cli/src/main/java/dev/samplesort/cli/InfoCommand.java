package dev.samplesort.cli;

import dev.samplesort.internal.Tooling;
import java.io.PrintStream;
import java.nio.ByteOrder;
import java.util.List;

/** {@code samplesort info}: backends and why one is unavailable, Java runtime, CPU. */
public final class InfoCommand {
    private InfoCommand() {}

    static Args spec() {
        return new Args("info", "Shows which backends can run here (and why not), the Java runtime and the CPU.");
    }

    static int run(Args a, PrintStream out, PrintStream err) {
        Runtime rt = Runtime.getRuntime();
        out.println("samplesort " + Main.version());
        out.println("backends:");
        for (Tooling.EngineStatus e : Tooling.engines()) {
            String why = e.unavailableReason();
            out.printf("  %-4s %s%n", e.name(), why == null ? "available" : "not available: " + why);
        }
        out.println("devices:");
        for (String line : deviceInfo()) out.println("  " + line);
        for (String line : peerInfo()) out.println("  " + line);
        out.println("auto backend:");
        for (String line : autoThresholds()) out.println("  " + line);
        out.println("engine policies (-Dsamplesort.cpu.<name>, -Dsamplesort.gpu.<name> override):");
        for (var e : Tooling.policies().entrySet()) out.printf("  %-4s %s%n", e.getKey(), e.getValue());
        out.println("cpu backend (hybrid with the JDK sort; -Dproperty=value overrides):");
        var settings = Tooling.cpuSettings();
        int width = settings.stream().mapToInt(c -> c.property().length()).max().orElse(0);   // one column
        for (Tooling.CpuSetting c : settings) {
            out.printf("  %-" + width + "s %-10s %s%n", c.property(), c.value(), c.why());
        }
        out.printf("java: %s (%s, %s)%n", Runtime.version(), System.getProperty("java.vm.vendor"),
                System.getProperty("java.home"));
        out.printf("cpu: %d cores available, %s %s, %s byte order%n", rt.availableProcessors(),
                System.getProperty("os.name"), System.getProperty("os.arch"), ByteOrder.nativeOrder());
        out.printf("heap: max %s; arrays kept between sorts: at most %s (-Dsamplesort.scratch.retainBytes)%n",
                Io.bytes(rt.maxMemory()), Io.bytes(Tooling.keptArrayBytes()));
        out.printf("scratch mappings kept between record sorts: at most %s (-Dsamplesort.scratch.keptMappedBytes), "
                + "of them below 64 MiB held resident: at most %s (-Dsamplesort.scratch.residentMappedBytes)%n",
                Io.bytes(Tooling.keptMappedBytes()), Io.bytes(Tooling.residentMappedBytes()));
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
            String why = Tooling.cudaUnavailableReason();
            if (why != null) return List.of("none usable: " + why);
            for (Tooling.GpuDevice d : Tooling.gpuDevices()) {
                lines.add(String.format(java.util.Locale.ROOT,
                        "%d: %s, compute capability %d.%d, %d SMs, %s memory, %d KB shared memory per block"
                                + " (opt-in), driver %d.%d; kernels: %s%s",
                        d.ordinal(), d.name(), d.ccMajor(), d.ccMinor(), d.multiprocessors(), Io.bytes(d.memoryBytes()),
                        d.sharedMemoryPerBlockOptin() / 1024, d.driverVersion() / 1000,
                        (d.driverVersion() % 1000) / 10, d.kernels(), d.selected() ? " [selected]" : ""));
            }
        } catch (RuntimeException | LinkageError e) {
            lines.add("device query failed: " + e);
        }
        return lines;
    }

    /**
     * With more than one device: the peer-access matrix (which GPU can read which one's memory directly, what the
     * multi-GPU sort's exchange uses) and how to use several GPUs. Never throws.
     */
    static List<String> peerInfo() {
        List<String> lines = new java.util.ArrayList<>();
        try {
            if (Tooling.cudaUnavailableReason() != null) return lines;
            boolean[][] m = Tooling.peerAccess();
            if (m.length < 2) return lines;
            lines.addAll(matrixLines(m, "peer access (row can access column's memory):"));
            lines.add("multi-GPU sort: Sorter.builder().devices(0, 1, ...) or .allDevices() (default: one GPU); "
                    + "bandwidth: samplesort bench-p2p");
        } catch (RuntimeException | LinkageError e) {
            lines.add("peer access query failed: " + e);
        }
        return lines;
    }

    /**
     * A yes/no matrix over the devices as lines (also {@code bench-p2p}'s).
     *
     * @param access [i][j]
     * @param title  the first line
     * @return the lines
     */
    public static List<String> matrixLines(boolean[][] access, String title) {
        List<String> l = new java.util.ArrayList<>();
        l.add(title);
        StringBuilder h = new StringBuilder("       ");
        for (int j = 0; j < access.length; j++) h.append(String.format(java.util.Locale.ROOT, "%4d", j));
        l.add(h.toString());
        for (int i = 0; i < access.length; i++) {
            StringBuilder r = new StringBuilder(String.format(java.util.Locale.ROOT, "  %3d  ", i));
            for (int j = 0; j < access.length; j++) r.append(i == j ? "   -" : access[i][j] ? " yes" : "  no");
            l.add(r.toString());
        }
        return l;
    }

    /** The AUTO backend's GPU thresholds per key type (system properties samplesort.auto.&lt;type&gt;). */
    static List<String> autoThresholds() {
        List<String> l = new java.util.ArrayList<>();
        // without a usable GPU AUTO always runs on the CPU: a threshold would suggest otherwise
        boolean gpu = Tooling.gpuUnavailableReason() == null;
        for (dev.samplesort.KeyType t : dev.samplesort.KeyType.values()) {
            long th = Tooling.autoThreshold(t);
            l.add(String.format(java.util.Locale.ROOT, "%-6s %s", t.name().toLowerCase(java.util.Locale.ROOT),
                    th < 0 ? "never GPU" : !gpu ? "CPU for every size (no usable GPU here; the GPU threshold is " + th
                            + " keys)" : "GPU from " + th + " keys (-D" + Tooling.autoProperty(t) + "=N overrides)"));
        }
        return l;
    }
}
