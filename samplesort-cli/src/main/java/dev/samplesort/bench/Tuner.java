package dev.samplesort.bench;

import dev.samplesort.data.Distribution;
import dev.samplesort.cli.Checks;
import dev.samplesort.cli.Progress;
import dev.samplesort.cli.RecordFormat;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Sweeps a {@link Tunable}'s parameter grid for one workload; every output is checked. */
public final class Tuner {
    private Tuner() {}

    /** One parameter combination: median/min/max ms over the reps, or a failure. */
    public record Trial(Map<String, Integer> params, double medianMs, double minMs, double maxMs, String failure) {
        public boolean ok() { return failure == null; }
    }

    /** Every combination of the candidate values (first parameter varies slowest). */
    public static List<Map<String, Integer>> grid(Map<String, List<Integer>> space) {
        List<Map<String, Integer>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<Integer>> e : space.entrySet()) {
            List<Map<String, Integer>> next = new ArrayList<>();
            for (Map<String, Integer> partial : out) {
                for (Integer v : e.getValue()) {
                    Map<String, Integer> m = new LinkedHashMap<>(partial);
                    m.put(e.getKey(), v);
                    next.add(m);
                }
            }
            out = next;
        }
        return out;
    }

    /** Parses {@code a=1,2,4;b=8} into overrides of the candidate values. */
    public static Map<String, List<Integer>> parseOverrides(String s, Map<String, List<Integer>> space) {
        Map<String, List<Integer>> m = new LinkedHashMap<>(space);
        if (s == null || s.isBlank()) return m;
        for (String part : s.split(";")) {
            int eq = part.indexOf('=');
            if (eq < 0) throw new IllegalArgumentException("--params: expected name=v1,v2 in '" + part + "'");
            String name = part.substring(0, eq).trim();
            if (!space.containsKey(name)) {
                throw new IllegalArgumentException("--params: unknown parameter '" + name + "' (have "
                        + String.join(", ", space.keySet()) + ")");
            }
            List<Integer> vals = new ArrayList<>();
            for (String v : part.substring(eq + 1).split(",")) {
                try {
                    vals.add(Integer.parseInt(v.trim()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--params: '" + v + "' is not an integer");
                }
            }
            m.put(name, vals);
        }
        return m;
    }

    /** Runs the grid; trials sorted fastest first (failures last). */
    public static List<Trial> tune(Tunable t, Map<String, List<Integer>> space, RecordFormat f, Distribution d,
                                   int n, int reps, int warmups, long seed, int p, PrintStream log,
                                   Progress progress) {
        HostData input = HostData.generate(f, d, n, seed, p);
        Checks.Checksum sum = Checks.checksum(input.keys, input.values, n);
        HostData work = HostData.allocate(f, n);
        List<Trial> trials = new ArrayList<>();
        for (Map<String, Integer> params : grid(space)) {
            progress.label("tune " + params);
            double[] ms = new double[reps];
            String fail = null;
            try {
                for (int i = 0; i < warmups + reps && fail == null; i++) {
                    work.copyFrom(input);
                    double time = t.run(params, work);
                    fail = Harness.check(work, sum);
                    if (i >= warmups) ms[i - warmups] = time;
                }
            } catch (Exception e) {
                fail = "error: " + e;
            }
            Trial tr;
            if (fail != null) {
                tr = new Trial(params, Double.NaN, Double.NaN, Double.NaN, fail);
                log.printf("  %-40s FAILED: %s%n", params, fail);
            } else {
                Arrays.sort(ms);
                tr = new Trial(params, Harness.median(ms), ms[0], ms[ms.length - 1], null);
                log.printf("  %-40s %10.3f ms  %8.4f GKeys/s%n", params, tr.medianMs(), Result.gkeys(n, tr.medianMs()));
            }
            trials.add(tr);
            progress.add(1);
        }
        trials.sort(Comparator.comparing((Trial x) -> !x.ok()).thenComparingDouble(x -> x.ok() ? x.medianMs() : 0));
        return trials;
    }
}
