package dev.samplesort;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Developer tool (not a test): the timeline of one end-to-end object or string sort (issue 16) — wall time of each
 * phase (extract, identity, encode, sort incl. transfers, ties, regroup, put back, permute) through the
 * {@link KeyChain#phases} hook, median over the runs, next to the JDK route. {@code java ... KeyPathProbe
 * <objects|chain|strings|gensort>[,...] <log2 n> <gpu|cpu|auto> [reps]}; {@code -Dprobe.jdk=false} skips the JDK
 * route.
 */
public final class KeyPathProbe {
    record Item(long key, int group, int pos) {}

    public static void main(String[] args) {
        // several workloads, comma-separated, run one after the other in this JVM (as bench-keys does)
        for (String w : args[0].split(",")) {
            String[] a = args.clone();
            a[0] = w;
            one(a);
        }
    }

    private static void one(String[] args) {
        String what = args[0];
        int n = 1 << Integer.parseInt(args[1]);
        Backend b = Backend.valueOf(args[2].toUpperCase(Locale.ROOT));
        int reps = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        Sorter s = Sorter.builder().backend(b).stable(true).build();
        SplittableRandom r = new SplittableRandom(42);
        Object[] input;
        Runnable[] ours = new Runnable[1];
        Runnable[] jdk = new Runnable[1];
        Object[][] cur = new Object[1][];
        Runnable[] fresh = new Runnable[1];
        switch (what) {
            case "objects", "chain" -> {
                Item[] in = new Item[n];
                for (int i = 0; i < n; i++) in[i] = new Item(r.nextLong(), r.nextInt(1024), i);
                input = in;
                boolean chain = what.equals("chain");
                ObjectSort<Item> os = (chain ? ObjectSort.comparingInt(Item::group).thenComparingLong(Item::key)
                        : ObjectSort.<Item>comparingLong(Item::key)).using(s);
                Comparator<Item> c = chain ? Comparator.comparingInt(Item::group).thenComparingLong(Item::key)
                        : Comparator.comparingLong(Item::key);
                ours[0] = () -> os.sort((Item[]) cur[0]);
                jdk[0] = () -> Arrays.parallelSort((Item[]) cur[0], c);
            }
            case "strings" -> {
                input = dev.samplesort.data.DataGenerator.strings(n, 42);
                ours[0] = () -> StringSort.sort((String[]) cur[0], s);
                jdk[0] = () -> Arrays.parallelSort((String[]) cur[0]);
            }
            case "gensort" -> {
                // 100-byte records, 10-byte keys, off-heap; the JDK route: one small object per record holding
                // the key as two big-endian longs and the row, parallelSort, gather (the bench's jdkpar row)
                java.lang.foreign.MemorySegment recs = java.lang.foreign.Arena.global().allocate(100L * n, 8);
                byte[] rec = new byte[100];
                for (int i = 0; i < n; i++) {
                    r.nextBytes(rec);
                    java.lang.foreign.MemorySegment.copy(rec, 0, recs, java.lang.foreign.ValueLayout.JAVA_BYTE, 100L * i, 100);
                }
                java.lang.foreign.MemorySegment work = java.lang.foreign.Arena.global().allocate(100L * n, 8);
                input = null;
                fresh[0] = () -> work.copyFrom(recs);
                ours[0] = () -> s.sort(work, RecordLayout.GENSORT);
                jdk[0] = null;  // the benchmark's jdkpar row times the JDK route (bench --types gensort)
            }
            default -> throw new IllegalArgumentException(what);
        }
        Object[] in0 = input;
        if (fresh[0] == null) fresh[0] = () -> cur[0] = in0.clone();
        // per run: each phase's time, summed over its calls in that run (refinement rounds repeat phases)
        List<Map<String, Double>> runs = new ArrayList<>();
        @SuppressWarnings("unchecked")
        Map<String, Double>[] cur1 = new Map[1];
        List<Double> totals = new ArrayList<>(), jdks = new ArrayList<>();
        long[] last = new long[1];
        // -Dprobe.trace=true prints each phase's end in System.nanoTime units (to line up with -Xlog:gc::timenanos)
        boolean trace = Boolean.getBoolean("probe.trace");
        KeyChain.phases = name -> {
            long t = System.nanoTime();
            if (trace) System.out.printf(Locale.ROOT, "    @%d %s %.1f ms%n", t, name, (t - last[0]) / 1e6);
            cur1[0].merge(name, (t - last[0]) / 1e6, Double::sum);
            last[0] = t;
        };
        for (int i = 0; i < reps + 1; i++) {
            fresh[0].run();
            cur1[0] = new LinkedHashMap<>();
            long t0 = System.nanoTime();
            last[0] = t0;
            ours[0].run();
            double ms = (System.nanoTime() - t0) / 1e6;
            if (i > 0) {
                totals.add(ms);
                runs.add(cur1[0]);
            }
        }
        KeyChain.phases = null;
        // -Dprobe.jdk=false leaves the JDK route out (A/B runs of samplesort's own phases)
        boolean withJdk = Boolean.parseBoolean(System.getProperty("probe.jdk", "true"));
        for (int i = 0; withJdk && jdk[0] != null && i < Math.min(reps, 3) + 1; i++) {
            fresh[0].run();
            long t0 = System.nanoTime();
            jdk[0].run();
            if (i > 0) jdks.add((System.nanoTime() - t0) / 1e6);
        }
        System.out.printf(Locale.ROOT, "%s n=2^%s backend=%s cores=%d reps=%d%n", what, args[1], b,
                Runtime.getRuntime().availableProcessors(), reps);
        // each phase's median over the runs of its time per run (a slow first run does not move it)
        for (String name : runs.get(0).keySet()) {
            List<Double> v = new ArrayList<>();
            for (Map<String, Double> run : runs) v.add(run.getOrDefault(name, 0.0));
            System.out.printf(Locale.ROOT, "  %-12s %9.1f ms per sort (median; runs %s)%n", name, median(v), rounded(v));
        }
        System.out.printf(Locale.ROOT, "  %-12s %9.1f ms (median; runs %s)%n", "total", median(totals), rounded(totals));
        if (!jdks.isEmpty()) {
            System.out.printf(Locale.ROOT, "  %-12s %9.1f ms (median; runs %s)  speed-up %.2fx%n", "JDK route",
                    median(jdks), rounded(jdks), median(jdks) / median(totals));
        }
    }

    private static List<String> rounded(List<Double> v) {
        return v.stream().map(x -> String.format(Locale.ROOT, "%.1f", x)).toList();
    }

    private static double median(List<Double> v) {
        double[] a = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return a[a.length / 2];
    }
}
