package dev.samplesort.bench;

import dev.samplesort.cli.Sorts;
import dev.samplesort.cli.JdkSorts;
import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import dev.samplesort.cli.RecordFormat;
import dev.samplesort.internal.Tooling;

/** The algorithms that sort host arrays, timed with {@link System#nanoTime()} around the sort call. */
public final class HostAlgorithms {
    private HostAlgorithms() {}

    /** {@code cpu}: the CPU sample sort ({@link Sorter#cpu()}). */
    public static BenchAlgorithm cpu() { return new SorterAlgorithm("cpu", Sorter.cpu(), false, false); }

    /** {@code cpu1}: the CPU sample sort on one thread ({@code CpuConfig.setThreads(1)} around each sort). */
    public static BenchAlgorithm cpu1() { return new SorterAlgorithm("cpu1", Sorter.cpu(), true, false); }

    /** {@code gpu-e2e}: {@link Sorter#gpu()} on heap arrays, host-to-host (transfers included). */
    public static BenchAlgorithm gpuEndToEnd() { return new SorterAlgorithm("gpu-e2e", Sorter.gpu(), false, true); }

    /** {@code jdk}: {@code Arrays.sort}. */
    public static BenchAlgorithm jdk() { return new JdkAlgorithm(false); }

    /** {@code jdkpar}: {@code Arrays.parallelSort}. */
    public static BenchAlgorithm jdkpar() { return new JdkAlgorithm(true); }


    private static final class SorterAlgorithm implements BenchAlgorithm {
        private final String name;
        private final Sorter sorter;
        private final boolean oneThread, gpu;

        SorterAlgorithm(String name, Sorter sorter, boolean oneThread, boolean gpu) {
            this.name = name;
            this.sorter = sorter;
            this.oneThread = oneThread;
            this.gpu = gpu;
        }

        @Override public String name() { return name; }

        @Override public boolean singleThreaded() { return oneThread; }

        @Override public String device() { return gpu ? "gpu" : BenchEnv.cpuDevice(); }

        @Override
        public String unavailableReason(RecordFormat f) {
            String why = gpu ? Tooling.gpuUnavailableReason() : null;
            return why == null ? null : (gpu ? "GPU" : "CPU") + " backend not available: " + why;
        }

        /** The CPU engine's code warmed first: the benchmark times settled sorts, not a fresh JVM's cold start. */
        @Override
        public void setUp(RecordFormat f, int n) {
            if (!gpu) Tooling.warmCpu();
        }

        @Override
        public double sort(HostData d) {
            if (!gpu) Tooling.clearCpuRoute(); // (outside the timed call)
            if (!oneThread) return BenchAlgorithm.timeMs(() -> Sorts.sort(sorter, d.keys, d.values));
            return withThreads(1, () -> BenchAlgorithm.timeMs(() -> Sorts.sort(sorter, d.keys, d.values)));
        }

        @Override public String route() { return gpu ? null : Tooling.lastCpuRoute(); }
    }

    /** Runs {@code body} with the CPU engine limited to {@code threads} workers, then restores the setting. */
    static <T> T withThreads(int threads, java.util.function.Supplier<T> body) {
        return Tooling.withCpuThreads(threads, body);
    }

    private static final class JdkAlgorithm implements BenchAlgorithm {
        private final boolean parallel;

        JdkAlgorithm(boolean parallel) { this.parallel = parallel; }

        @Override public String name() { return parallel ? "jdkpar" : "jdk"; }

        @Override public boolean singleThreaded() { return !parallel; }

        /** Pairs keep their input order among equal keys (the index is part of what is sorted): checked so. */
        @Override public boolean stable() { return true; }

        @Override
        public String unavailableReason(RecordFormat f) { return null; }

        @Override
        public double sort(HostData d) {
            // key-value pairs with 64-bit keys: one object per pair and a comparator (JdkColumns.pairs64); the rest
            // packed (32-bit keys) or keys alone (JdkSorts)
            if (d.values != null && !JdkSorts.packedPairs(d.format.key())) {
                return BenchAlgorithm.timeMs(() -> JdkColumns.pairs64(d.keys, d.values, parallel));
            }
            return BenchAlgorithm.timeMs(() -> JdkSorts.sort(d.keys, d.values, parallel, false));
        }
    }

    static boolean is32(KeyType t) { return t.byteSize() == 4; }
}
