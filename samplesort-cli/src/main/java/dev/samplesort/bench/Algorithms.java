package dev.samplesort.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The benchmark's algorithm names and their factories. */
public final class Algorithms {
    private Algorithms() {}

    /** All names, in the default order of a sweep. */
    public static final List<String> ALL =
            List.of("cpu", "cpu1", "jdk", "jdkpar", "gpu", "gpu-e2e", "cub-radix", "cub-merge");

    /** The algorithms that sort on the host's cores alone (a sweep of only these interleaves by default). */
    public static final List<String> HOST = List.of("cpu", "cpu1", "jdk", "jdkpar");

    /** Accepted by name but not in the default sweep: the multi-GPU sort on every usable GPU ({@link MultiGpuAlgorithm}). */
    public static final List<String> MULTI_GPU = List.of("mgpu", "mgpu-e2e");

    /** Accepted by name but not in the default sweep: the stable GPU sort ({@link GpuSampleSortAlgorithm}). */
    public static final List<String> BY_NAME = List.of("gpu-stable");

    /** A fresh algorithm for a name; {@code cubLib} is where the CUB baseline library is looked for. */
    public static BenchAlgorithm create(String name, Path cubLib) {
        return switch (name) {
            case "cpu" -> HostAlgorithms.cpu();
            case "cpu1" -> HostAlgorithms.cpu1();
            case "jdk" -> HostAlgorithms.jdk();
            case "jdkpar" -> HostAlgorithms.jdkpar();
            case "gpu" -> new GpuSampleSortAlgorithm();
            case "gpu-stable" -> new GpuSampleSortAlgorithm(false, true);
            case "gpu-e2e" -> HostAlgorithms.gpuEndToEnd();
            case "cub-radix" -> new CubAlgorithm(true, cubLib);
            case "cub-merge" -> new CubAlgorithm(false, cubLib);
            case "mgpu" -> MultiGpuAlgorithm.deviceResident();
            case "mgpu-e2e" -> MultiGpuAlgorithm.endToEnd();
            default -> throw new IllegalArgumentException("unknown algorithm '" + name + "' (expected one of "
                    + String.join(", ", ALL) + ", " + String.join(", ", MULTI_GPU) + ", " + String.join(", ", BY_NAME)
                    + ")");
        };
    }

    public static List<BenchAlgorithm> create(List<String> names, Path cubLib) {
        List<BenchAlgorithm> r = new ArrayList<>();
        for (String n : names) r.add(create(n.trim(), cubLib));
        return r;
    }
}
