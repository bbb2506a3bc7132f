package dev.samplesort.bench;

import dev.samplesort.cli.Progress;
import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The sweep over the wide-key shapes ({@link WideShape}) x sizes x algorithms, with the same rules as
 * {@link Harness}: the input is generated once per workload, every warm-up and timed run gets a fresh copy, and
 * every result is checked (records: key order and the record multiset; columns: a permutation in key order). Rows
 * go into the same results.csv (type = the shape's name, dist = the shape's fixed distribution).
 */
final class WideHarness {
    private final List<WideShape> shapes;
    private final List<Long> sizes;
    private final List<WideAlgorithm> algos;
    private final int reps, warmups;
    private final long seed, singleMax;
    private final PrintStream log;
    private final Progress progress;
    private final String host = BenchEnv.host();
    private final Set<String> reported = new HashSet<>();
    private final List<Result> results = new ArrayList<>();
    /** Each row as soon as it is measured (see Harness.onRow). */
    private Consumer<Result> sink = r -> {};

    WideHarness(List<WideShape> shapes, Harness.Config c, List<WideAlgorithm> algos, PrintStream log,
                Progress progress) {
        this.shapes = shapes;
        this.sizes = c.sizes();
        this.algos = algos;
        this.reps = c.reps();
        this.warmups = c.warmups();
        this.seed = c.seed();
        this.singleMax = c.singleThreadMax();
        this.log = log;
        this.progress = progress;
    }

    /** Hands every row to {@code s} as it is added. */
    void onRow(Consumer<Result> s) {
        sink = s;
    }

    private void row(WideAlgorithm a, WideShape s, long n, int rep, double ms, Result.Status st, String note) {
        Result r = new Result(Instant.now().toString(), host, a.device(), s.cliName(), s.dist(), n, a.name(), rep, ms,
                Double.isNaN(ms) ? Double.NaN : Result.gkeys(n, ms), st, note);
        results.add(r);
        sink.accept(r);
    }

    private void note(String s) {
        if (reported.add(s)) log.println(s);
    }

    /** Heap bytes the JDK route's key objects take per row (object header, fields, the array slot, the order). */
    private static long jdkBytesPerRow(WideShape s) { return s.columns() == 4 ? 64 + 8 : 40 + 8; }

    List<Result> run() {
        long maxHeap = Runtime.getRuntime().maxMemory();
        for (WideShape s : shapes) {
            for (long n : sizes) {
                String w = s.cliName() + " " + Harness.sizeText(n);
                progress.label(w);
                long heap = 16L * s.columns() * n + (64L << 20);
                if (n > Integer.MAX_VALUE - 8 || heap > maxHeap) {
                    String why = "needs about " + (heap >> 20) + " MiB of heap, have " + (maxHeap >> 20)
                            + " MiB (raise it: SAMPLESORT_JAVA_OPTS=-Xmx...)";
                    note("skip " + w + ": " + why);
                    for (WideAlgorithm a : algos) {
                        row(a, s, n, 0, Double.NaN, Result.Status.SKIPPED, why);
                        progress.add(1);
                    }
                    continue;
                }
                try (WideData input = WideData.generate(s, (int) n, seed);
                     WideData work = WideData.allocate(s, (int) n)) {
                    Object fp = input.fingerprint();
                    for (WideAlgorithm a : algos) {
                        String why = null;
                        if ((a.name().equals("jdk") || a.name().equals("jdkpar"))
                                && heap + jdkBytesPerRow(s) * n > maxHeap) {
                            why = "the JDK route's key objects need about " + ((heap + jdkBytesPerRow(s) * n) >> 20)
                                    + " MiB of heap, have " + (maxHeap >> 20) + " MiB";
                        }
                        runOne(a, s, (int) n, input, fp, work, w, why);
                        progress.add(1);
                    }
                }
            }
        }
        return results;
    }

    private void runOne(WideAlgorithm a, WideShape s, int n, WideData input, Object fp, WideData work, String w,
                        String why) {
        if (why == null) {
            try {
                why = a.unavailableReason(s);
            } catch (RuntimeException e) {
                why = "unavailable: " + e;
            }
        }
        if (why == null && a.singleThreaded() && n > singleMax) {
            why = "single-threaded baseline limited to n <= " + Harness.sizeText(singleMax) + " (--single-max)";
        }
        if (why != null) {
            note("skip " + a.name() + " (" + s.cliName() + "): " + why);
            row(a, s, n, 0, Double.NaN, Result.Status.SKIPPED, why);
            return;
        }
        int r = n >= (1 << 27) ? Math.min(reps, 3) : reps;
        int warm = n < (1 << 21) ? Math.max(warmups, (int) Math.min(20, ((1 << 21) + n - 1) / n)) : warmups;
        double[] ms = new double[r];
        int done = 0;
        try {
            a.setUp(s, n);
            for (int i = 0; i < warm; i++) {
                work.copyFrom(input);
                a.sort(work);
                String bad = work.check(fp);
                if (bad != null) {
                    row(a, s, n, 0, Double.NaN, Result.Status.FAILED, "warm-up: " + bad);
                    log.printf("%-28s %-10s FAILED (warm-up): %s%n", w, a.name(), bad);
                    return;
                }
            }
            for (int rep = 1; rep <= r; rep++) {
                work.copyFrom(input);
                double t = a.sort(work);
                String bad = work.check(fp);
                if (bad != null) {
                    row(a, s, n, rep, Double.NaN, Result.Status.FAILED, bad);
                    log.printf("%-28s %-10s FAILED (rep %d): %s%n", w, a.name(), rep, bad);
                    return;
                }
                String phases = a.lastPhases();
                row(a, s, n, rep, t, Result.Status.OK, phases == null ? "" : phases);
                ms[done++] = t;
            }
        } catch (Throwable e) {
            if (e instanceof VirtualMachineError && !(e instanceof OutOfMemoryError)) throw (VirtualMachineError) e;
            row(a, s, n, done + 1, Double.NaN, Result.Status.ERROR, e.toString());
            log.printf("%-28s %-10s ERROR: %s%n", w, a.name(), e);
            return;
        } finally {
            try {
                a.tearDown();
            } catch (RuntimeException ignored) {
                // reported by the run already
            }
        }
        double[] sorted = Arrays.copyOf(ms, done);
        Arrays.sort(sorted);
        double med = Harness.median(sorted);
        String phases = a.lastPhases();
        log.printf("%-28s %-10s %10.3f ms  %8.4f GKeys/s  [min %.3f, max %.3f ms]%s%n", w, a.name(), med,
                Result.gkeys(n, med), sorted[0], sorted[sorted.length - 1], phases == null ? "" : "  " + phases);
    }
}
