package dev.samplesort.bench;

import dev.samplesort.cli.Sorts;
import dev.samplesort.cli.JdkSorts;
import dev.samplesort.Sorter;
import dev.samplesort.cli.RecordFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;

/** The tunables {@code --tune} knows. */
public final class Tunables {
    private Tunables() {}

    public static List<Tunable> all() {
        List<Tunable> l = new ArrayList<>();
        l.add(jdkParallel());
        l.add(cpuThreads());
        l.add(gpu());
        return l;
    }

    /**
     * {@code gpu}: the run-time choices of GpuPolicy (samplesort-core) (largest bucket count per level,
     * bucket fill target in tenths of M, staged scatter, bucket-sort size-class set, balanced levels; also
     * {@code blocksPerSm}, {@code classes}, {@code k64} when given in {@code --params}), passed to each run as a
     * policy value (named as its {@code samplesort.gpu.*} properties; the system properties stay untouched).
     */
    static Tunable gpu() {
        return new Tunable() {
            private final GpuSampleSortAlgorithm algo = new GpuSampleSortAlgorithm();

            @Override public String name() { return "gpu"; }

            @Override public String unavailableReason(RecordFormat f) { return algo.unavailableReason(f); }

            @Override
            public Map<String, List<Integer>> parameters() {
                Map<String, List<Integer>> m = new LinkedHashMap<>();
                m.put("maxLogK", List.of(7, 8, 9, 10));
                m.put("fill10", List.of(3, 5, 8));
                m.put("staged", List.of(0, 1));
                m.put("classSet", List.of(0, 1));
                m.put("balanced", List.of(0, 1));
                return m;
            }

            @Override
            public double run(Map<String, Integer> params, HostData d) throws Exception {
                // The configuration travels as a policy value to this run's sorts; no system property changes.
                Map<String, String> settings = new LinkedHashMap<>();
                params.forEach((name, value) -> {
                    if (name.equals("fill10")) settings.put("fill", String.valueOf(value / 10.0));
                    else settings.put(name, String.valueOf(value));
                });
                algo.settings(settings);
                algo.setUp(d.format, d.n);
                try {
                    return algo.sort(d);
                } finally {
                    algo.tearDown();
                    algo.settings(Map.of());
                }
            }
        };
    }

    public static Tunable byName(String name) {
        for (Tunable t : all()) if (t.name().equals(name)) return t;
        throw new IllegalArgumentException("unknown tunable '" + name + "' (known: "
                + String.join(", ", all().stream().map(Tunable::name).toList()) + ")");
    }

    static List<Integer> threadCounts() {
        int cores = Runtime.getRuntime().availableProcessors();
        List<Integer> l = new ArrayList<>();
        for (int t = 1; t < cores; t *= 2) l.add(t);
        l.add(cores);
        return l;
    }

    /** {@code jdkpar}: Arrays.parallelSort in a ForkJoinPool of {@code threads} workers. */
    static Tunable jdkParallel() {
        return new Tunable() {
            @Override public String name() { return "jdkpar"; }

            @Override
            public String unavailableReason(RecordFormat f) {
                return HostAlgorithms.jdkpar().unavailableReason(f);
            }

            @Override
            public Map<String, List<Integer>> parameters() {
                Map<String, List<Integer>> m = new LinkedHashMap<>();
                m.put("threads", threadCounts());
                return m;
            }

            @Override
            public double run(Map<String, Integer> params, HostData d) throws Exception {
                ForkJoinPool pool = new ForkJoinPool(params.get("threads"));
                try {
                    return pool.submit(() -> BenchAlgorithm.timeMs(
                            () -> JdkSorts.sort(d.keys, d.values, true, false))).get();
                } finally {
                    pool.shutdown();
                }
            }
        };
    }

    /** {@code cpu}: the CPU sample sort with {@code threads} (system property {@code samplesort.cpu.threads}). */
    static Tunable cpuThreads() {
        return new Tunable() {
            @Override public String name() { return "cpu"; }

            @Override
            public String unavailableReason(RecordFormat f) { return HostAlgorithms.cpu().unavailableReason(f); }

            @Override
            public Map<String, List<Integer>> parameters() {
                Map<String, List<Integer>> m = new LinkedHashMap<>();
                m.put("threads", threadCounts());
                return m;
            }

            @Override
            public double run(Map<String, Integer> params, HostData d) {
                return HostAlgorithms.withThreads(params.get("threads"),
                        () -> BenchAlgorithm.timeMs(() -> Sorts.sort(Sorter.cpu(), d.keys, d.values)));
            }
        };
    }
}
