package dev.samplesort.bench;

import dev.samplesort.Backend;
import dev.samplesort.Sorter;
import dev.samplesort.cli.RecordFormat;
import dev.samplesort.cli.Sorts;
import dev.samplesort.internal.Tooling;

/**
 * The benchmark's multi-GPU algorithms, on every usable GPU or those of {@code -Dsamplesort.bench.devices=0,1}:
 * {@code mgpu}, device-resident (each GPU holds an equal share, upload and download untimed; the time runs on the
 * host from idle devices until every device has finished, so it includes the sort's host control flow and the
 * exchange; a {@link GpuSampleSortAlgorithm}), and {@code mgpu-e2e}, a heap array through {@code Sorter} on the
 * same devices with the transfers. Compare with {@code gpu} and {@code gpu-e2e} (one GPU) in the same run.
 */
final class MultiGpuAlgorithm {
    private MultiGpuAlgorithm() {}

    /** The devices of {@code -Dsamplesort.bench.devices} (comma-separated ordinals), or empty: all usable ones. */
    static int[] devices() {
        String p = System.getProperty("samplesort.bench.devices", "").trim();
        if (p.isEmpty()) return new int[0];
        try {
            return java.util.Arrays.stream(p.split(",")).mapToInt(s -> Integer.parseInt(s.trim())).toArray();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-Dsamplesort.bench.devices=" + p + " is not a list of ordinals", e);
        }
    }

    /** How many devices the multi-GPU algorithms use here. */
    static int deviceCount() {
        int[] d = devices();
        return d.length > 0 ? d.length : Tooling.usableGpus().length;
    }

    /** {@code mgpu}. */
    static BenchAlgorithm deviceResident() { return new GpuSampleSortAlgorithm(true, false); }

    /** {@code mgpu-e2e}. */
    static BenchAlgorithm endToEnd() {
        return new BenchAlgorithm() {
            @Override public String name() { return "mgpu-e2e"; }

            @Override public String device() { return deviceCount() + "x gpu"; }

            @Override
            public String unavailableReason(RecordFormat format) {
                String why = Tooling.gpuUnavailableReason();
                return why == null ? null : "GPU backend not available: " + why;
            }

            private String profile;

            @Override
            public double sort(HostData data) {
                int[] dev = devices();
                Sorter.Builder b = Sorter.builder().backend(Backend.GPU);
                Sorter s = (dev.length > 0 ? b.devices(dev) : b.allDevices()).build();
                String before = Tooling.lastMultiGpuProfile();
                double ms = BenchAlgorithm.timeMs(() -> Sorts.sort(s, data.keys, data.values));
                String after = Tooling.lastMultiGpuProfile();
                profile = after == before ? null : after;   // the same object: this sort ran on one device
                return ms;
            }

            @Override public String profile() { return profile; }
        };
    }
}
