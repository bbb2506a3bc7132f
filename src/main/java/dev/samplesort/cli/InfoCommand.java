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
     * LEAD-HOOK(device-info): one line per CUDA device (name, compute capability, SMs, memory, driver/runtime
     * version) once the CUDA binding ({@code dev.samplesort.cuda}) is merged. Must never throw; on a machine without
     * a GPU it should return one line saying why (e.g. "no CUDA driver: libcuda.so.1 not found").
     */
    static List<String> deviceInfo() {
        return List.of("(device details not wired yet: the CUDA binding is not part of this build)");
    }
}
