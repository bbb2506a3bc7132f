package dev.samplesort.bench;

import java.net.InetAddress;

/** Host facts for results.csv. */
public final class BenchEnv {
    private BenchEnv() {}

    public static String cpuDevice() {
        return "cpu (" + Runtime.getRuntime().availableProcessors() + " cores, " + System.getProperty("os.arch") + ")";
    }

    public static String host() {
        String h = System.getenv("HOSTNAME");
        try {
            String n = InetAddress.getLocalHost().getHostName();
            if (n != null && !n.isBlank()) return n;
        } catch (Exception ignored) {
            // fall back
        }
        return h == null || h.isBlank() ? "unknown" : h;
    }
}
