package dev.samplesort.bench;

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

    /**
     * LEAD-HOOK(gpu-tunable): add the GPU sample sort here (its parameters, e.g. k buckets, threads per block,
     * elements per thread, and a run() that sorts device-resident data with them and returns event-timed ms).
     */
    public static List<Tunable> all() {
        List<Tunable> l = new ArrayList<>();
        l.add(jdkParallel());
        l.add(cpuThreads());
        return l;
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

    /**
     * {@code cpu}: the CPU sample sort with {@code threads}.
     * TODO(lead): the CPU engine exposes no parameters yet; this sets the guessed system property
     * {@code samplesort.cpu.threads} (as cpu1 does). Replace with the engine's real knobs when it has them.
     */
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
                String old = System.getProperty(HostAlgorithms.THREADS_PROPERTY);
                System.setProperty(HostAlgorithms.THREADS_PROPERTY, Integer.toString(params.get("threads")));
                try {
                    return BenchAlgorithm.timeMs(() -> Sorts.sort(Sorter.cpu(), d.keys, d.values));
                } finally {
                    if (old == null) System.clearProperty(HostAlgorithms.THREADS_PROPERTY);
                    else System.setProperty(HostAlgorithms.THREADS_PROPERTY, old);
                }
            }
        };
    }
}
