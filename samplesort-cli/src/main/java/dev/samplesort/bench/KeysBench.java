package dev.samplesort.bench;

import dev.samplesort.Backend;
import dev.samplesort.ColumnSort;
import dev.samplesort.ObjectSort;
import dev.samplesort.Sorter;
import dev.samplesort.StringSort;
import dev.samplesort.cli.Args;
import dev.samplesort.cli.CliException;
import dev.samplesort.cli.UsageException;
import java.io.PrintStream;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * {@code samplesort bench-keys}: issue 16's end-to-end rows for keys that are not single primitives — objects by a
 * {@code long} field and by a two-key chain, strings, composite columns — each against the JDK route a Java
 * developer would write ({@code Arrays.parallelSort} with the equivalent comparator; for columns an index sorted
 * by a comparator over the columns, then gathered). Host wall-clock time from Java, median of the timed runs, each
 * on a fresh copy of the input; every result is checked against the JDK route's (stable sorts: identical).
 */
public final class KeysBench {
    private KeysBench() {}

    static final List<String> ROWS = List.of("objects-long", "objects-chain", "strings", "columns-128", "columns-4long");

    public static Args spec() {
        return new Args("bench-keys", "End-to-end rows for objects, strings and composite columns vs the JDK route "
                + "(Arrays.parallelSort + comparator).\nEvery result is checked against the JDK route's.")
                .opt("n", "N", "2^22", "elements (rows) per workload")
                .opt("rows", "LIST", String.join(",", ROWS), "workloads")
                .opt("backend", "B", "auto", "samplesort backend: auto, cpu or gpu")
                .opt("reps", "R", "3", "timed runs per workload and side")
                .opt("warmup", "W", "1", "untimed warm-up runs per workload and side")
                .opt("seed", "S", "42", "random seed")
                .note("Objects and strings are sorted stably (as Arrays.parallelSort with a comparator is).");
    }

    /** One workload: makes a fresh input, sorts it one way or the other, checks. */
    private interface Workload {
        /** Prepares a fresh input (untimed). */
        void fresh();

        /** Sorts the current input with samplesort. */
        void samplesort(Sorter s);

        /** Sorts the current input the JDK way. */
        void jdk();

        /** The current result, for comparing the two sides. */
        Object result();
    }

    public static int run(Args a, PrintStream out, PrintStream err) throws UsageException, CliException {
        long nl = a.getCount("n");
        if (nl < 1 || nl > Integer.MAX_VALUE - 8) throw new UsageException("option --n: 1 .. 2^31-9");
        int n = (int) nl, reps = a.getInt("reps"), warm = a.getInt("warmup");
        long seed = a.getLong("seed");
        Backend backend = switch (a.get("backend").toLowerCase(Locale.ROOT)) {
            case "auto" -> Backend.AUTO;
            case "cpu" -> Backend.CPU;
            case "gpu" -> Backend.GPU;
            default -> throw new UsageException("option --backend: auto, cpu or gpu");
        };
        Sorter s = Sorter.builder().backend(backend).stable(true).build();
        if (backend != Backend.GPU) dev.samplesort.internal.Tooling.warmCpu(); // settled sorts, as in bench
        out.printf(Locale.ROOT, "# samplesort bench-keys  n=%d backend=%s reps=%d  %s  %s, %d CPUs, Java %s%n", n,
                backend, reps, Instant.now(), BenchEnv.cpuDevice(), Runtime.getRuntime().availableProcessors(),
                Runtime.version());
        out.println("| workload | n | samplesort ms | JDK route ms | speed-up |");
        out.println("|---|---|---|---|---|");
        boolean ok = true;
        for (String row : a.get("rows").split(",")) {
            String r = row.trim();
            Workload w = switch (r) {
                case "objects-long" -> objects(n, seed, false);
                case "objects-chain" -> objects(n, seed, true);
                case "strings" -> strings(n, seed);
                case "columns-128" -> columns(n, seed, 2);
                case "columns-4long" -> columns(n, seed, 4);
                default -> throw new UsageException("option --rows: unknown '" + r + "' (" + String.join(", ", ROWS) + ")");
            };
            double ss = time(w, () -> w.samplesort(s), warm, reps);
            Object mine = w.result();
            double jdk = time(w, w::jdk, warm, reps);
            Object theirs = w.result();
            boolean same = same(mine, theirs);
            ok &= same;
            out.printf(Locale.ROOT, "| %s | %d | %.1f | %.1f | %s |%n", r, n, ss, jdk,
                    same ? String.format(Locale.ROOT, "%.2fx", jdk / ss) : "FAILED (results differ)");
        }
        return ok ? 0 : 1;
    }

    private static boolean same(Object a, Object b) {
        return switch (a) {
            case long[][] x -> Arrays.deepEquals(x, (long[][]) b);
            case Object[] x -> Arrays.equals(x, (Object[]) b);
            default -> a.equals(b);
        };
    }

    /** Median of {@code reps} timed runs after {@code warm} untimed ones, each on a fresh input. */
    private static double time(Workload w, Runnable sort, int warm, int reps) {
        double[] t = new double[Math.max(1, reps)];
        for (int i = 0; i < warm + t.length; i++) {
            w.fresh();
            long t0 = System.nanoTime();
            sort.run();
            double ms = (System.nanoTime() - t0) / 1e6;
            if (i >= warm) t[i - warm] = ms;
        }
        Arrays.sort(t);
        return t[t.length / 2];
    }

    // ------------------------------------------------------------------ objects

    /** An element with a {@code long} key, a coarse {@code int} group and its input position. */
    record Item(long key, int group, int pos) {}

    private static Workload objects(int n, long seed, boolean chain) {
        SplittableRandom r = new SplittableRandom(seed);
        Item[] input = new Item[n];
        for (int i = 0; i < n; i++) input[i] = new Item(r.nextLong(), r.nextInt(1024), i);
        ObjectSort<Item> os = chain ? ObjectSort.comparingInt(Item::group).thenComparingLong(Item::key)
                : ObjectSort.comparingLong(Item::key);
        Comparator<Item> c = chain ? Comparator.comparingInt(Item::group).thenComparingLong(Item::key)
                : Comparator.comparingLong(Item::key);
        return arrayWorkload(() -> input.clone(), a -> os.using(sorterOf(a)).sort((Item[]) a.arr),
                a -> Arrays.parallelSort((Item[]) a.arr, c));
    }

    // ------------------------------------------------------------------ strings

    /** The string workload's input: {@link dev.samplesort.data.DataGenerator#strings}. */
    public static String[] randomStrings(int n, long seed) { return dev.samplesort.data.DataGenerator.strings(n, seed); }

    private static Workload strings(int n, long seed) {
        String[] input = randomStrings(n, seed);
        return arrayWorkload(() -> input.clone(), a -> StringSort.sort((String[]) a.arr, sorterOf(a)),
                a -> Arrays.parallelSort((String[]) a.arr));
    }

    // ------------------------------------------------------------------ columns

    /**
     * {@code k} long columns: for k = 2, two uniform columns (128-bit keys such as UUIDs); for k = 4, columns with
     * 256, 65 536, all and all distinct values (issue 16's four-column shape). Both sides reorder every column.
     */
    private static Workload columns(int n, long seed, int k) {
        SplittableRandom r = new SplittableRandom(seed);
        long[][] input = new long[k][n];
        long[] bounds = k == 2 ? new long[] {0, 0} : new long[] {256, 65_536, 0, -1};
        for (int j = 0; j < k; j++) {
            for (int i = 0; i < n; i++) {
                input[j][i] = bounds[j] > 0 ? r.nextLong(bounds[j]) : bounds[j] == 0 ? r.nextLong() : i;
            }
        }
        // all-distinct column: a permutation of 0..n-1
        if (k == 4) {
            long[] d = input[3];
            for (int i = n - 1; i > 0; i--) { int j = r.nextInt(i + 1); long t = d[i]; d[i] = d[j]; d[j] = t; }
        }
        return new Workload() {
            long[][] cols;
            Sorter s;

            @Override public void fresh() {
                cols = new long[k][];
                for (int j = 0; j < k; j++) cols[j] = input[j].clone();
            }

            @Override public void samplesort(Sorter sorter) {
                ColumnSort cs = ColumnSort.by(cols[0]);
                for (int j = 1; j < k; j++) cs = cs.thenBy(cols[j]);
                cs.using(sorter).sort();
            }

            @Override public void jdk() {
                // the JDK route: sort an index by a comparator over the columns, then gather every column
                Integer[] idx = new Integer[n];
                Arrays.parallelSetAll(idx, i -> i);
                long[][] c = cols;
                Comparator<Integer> cmp = (x, y) -> {
                    for (long[] col : c) {
                        int v = Long.compare(col[x], col[y]);
                        if (v != 0) return v;
                    }
                    return 0;
                };
                Arrays.parallelSort(idx, cmp);
                for (int j = 0; j < k; j++) {
                    long[] src = c[j], dst = new long[n];
                    IntStream.range(0, n).parallel().forEach(i -> dst[i] = src[idx[i]]);
                    c[j] = dst;
                }
            }

            @Override public Object result() { return cols; }
        };
    }

    // ------------------------------------------------------------------ helpers

    /** The array under test plus the sorter of the samplesort side. */
    private static final class Holder {
        Object[] arr;
        Sorter sorter;
    }

    private static Sorter sorterOf(Holder h) { return h.sorter; }

    private interface ArraySort { void sort(Holder h); }

    private static Workload arrayWorkload(Supplier<Object[]> fresh, ArraySort mine, ArraySort jdk) {
        Holder h = new Holder();
        return new Workload() {
            @Override public void fresh() { h.arr = fresh.get(); }

            @Override public void samplesort(Sorter s) { h.sorter = s; mine.sort(h); }

            @Override public void jdk() { jdk.sort(h); }

            @Override public Object result() { return h.arr; }
        };
    }
}
