package dev.samplesort.bench;

import dev.samplesort.data.Distribution;
import dev.samplesort.cli.Checks;
import dev.samplesort.cli.Progress;
import dev.samplesort.cli.RecordFormat;
import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs the sweep: for every record format × distribution × size, generates the input once, then for every
 * algorithm runs warm-ups and timed repetitions, each on a fresh copy of the input, and checks every output
 * (sorted + same records by checksum, which also catches a value separated from its key).
 */
public final class Harness {
    /** The sweep's settings. */
    public record Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                         List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax) {}

    private final Config c;
    private final PrintStream log;
    private final Progress progress;
    private final String host = BenchEnv.host();
    private final Set<String> reported = new HashSet<>();
    private final List<Result> results = new ArrayList<>();

    public Harness(Config c, PrintStream log, Progress progress) {
        this.c = c;
        this.log = log;
        this.progress = progress;
    }

    public List<Result> results() { return results; }

    /** True when some run was FAILED or ERROR. */
    public static boolean anyFailure(List<Result> rs) {
        return rs.stream().anyMatch(r -> r.status() == Result.Status.FAILED || r.status() == Result.Status.ERROR);
    }

    public static String sizeText(long n) {
        return Long.bitCount(n) == 1 ? "2^" + Long.numberOfTrailingZeros(n) : Long.toString(n);
    }

    private void row(String device, RecordFormat f, Distribution d, long n, String algo, int rep, double ms,
                     Result.Status s, String note) {
        results.add(new Result(Instant.now().toString(), host, device, f.describe(), d.cliName(), n, algo, rep, ms,
                Double.isNaN(ms) ? Double.NaN : Result.gkeys(n, ms), s, note));
    }

    public List<Result> run() {
        long maxHeap = Runtime.getRuntime().maxMemory();
        for (RecordFormat f : c.types()) {
            for (Distribution d : c.dists()) {
                for (long n : c.sizes()) {
                    String w = f.describe() + " " + d.cliName() + " " + sizeText(n);
                    progress.label(w);
                    long need = n * f.recordBytes() * 4 + (64L << 20);
                    if (n > Integer.MAX_VALUE - 8 || need > maxHeap) {
                        String why = "needs about " + (need >> 20) + " MiB of heap, have " + (maxHeap >> 20)
                                + " MiB (raise it: SAMPLESORT_JAVA_OPTS=-Xmx...)";
                        note("skip " + w + ": " + why);
                        for (BenchAlgorithm a : c.algos()) {
                            row(a.device(), f, d, n, a.name(), 0, Double.NaN, Result.Status.SKIPPED, why);
                            progress.add(1);
                        }
                        continue;
                    }
                    HostData input = HostData.generate(f, d, (int) n, c.seed(), c.p());
                    Checks.Checksum sum = Checks.checksum(input.keys, input.values, input.n);
                    HostData work = HostData.allocate(f, (int) n);
                    for (BenchAlgorithm a : c.algos()) {
                        runOne(a, f, d, (int) n, input, sum, work, w);
                        progress.add(1);
                    }
                }
            }
        }
        return results;
    }

    private void note(String s) {
        if (reported.add(s)) log.println(s);
    }

    private void runOne(BenchAlgorithm a, RecordFormat f, Distribution d, int n, HostData input, Checks.Checksum sum,
                        HostData work, String w) {
        String why;
        try {
            why = a.unavailableReason(f);
        } catch (RuntimeException e) {
            why = "unavailable: " + e;
        }
        if (why == null && a.singleThreaded() && n > c.singleThreadMax()) {
            why = "single-threaded baseline limited to n <= " + sizeText(c.singleThreadMax()) + " (--single-max)";
        }
        if (why != null) {
            note("skip " + a.name() + " (" + f.describe() + "): " + why);
            row(a.device(), f, d, n, a.name(), 0, Double.NaN, Result.Status.SKIPPED, why);
            return;
        }
        int reps = n >= (1 << 27) ? Math.min(c.reps(), 3) : c.reps();
        // Small inputs: enough warm-up runs (up to 20, about 2^21 keys in all) that the JIT has compiled the sort.
        int warm = n < (1 << 21) ? Math.max(c.warmups(), (int) Math.min(20, ((1 << 21) + n - 1) / n)) : c.warmups();
        double[] ms = new double[reps];
        int done = 0;
        try {
            a.setUp(f, n);
            for (int i = 0; i < warm; i++) {
                work.copyFrom(input);
                a.sort(work);
                String bad = check(work, sum);
                if (bad != null) {
                    row(a.device(), f, d, n, a.name(), 0, Double.NaN, Result.Status.FAILED, "warm-up: " + bad);
                    log.printf("%-28s %-10s FAILED (warm-up): %s%n", w, a.name(), bad);
                    return;
                }
            }
            for (int r = 1; r <= reps; r++) {
                work.copyFrom(input);
                double t = a.sort(work);
                String bad = check(work, sum);
                if (bad != null) {
                    row(a.device(), f, d, n, a.name(), r, Double.NaN, Result.Status.FAILED, bad);
                    log.printf("%-28s %-10s FAILED (rep %d): %s%n", w, a.name(), r, bad);
                    return;
                }
                row(a.device(), f, d, n, a.name(), r, t, Result.Status.OK, "");
                ms[done++] = t;
            }
        } catch (Exception | LinkageError | OutOfMemoryError e) {
            row(a.device(), f, d, n, a.name(), done + 1, Double.NaN, Result.Status.ERROR, e.toString());
            log.printf("%-28s %-10s ERROR: %s%n", w, a.name(), e);
            return;
        } finally {
            try {
                a.tearDown();
            } catch (RuntimeException ignored) {
                // reported by the run already
            }
        }
        double[] s = Arrays.copyOf(ms, done);
        Arrays.sort(s);
        double med = median(s);
        log.printf("%-28s %-10s %10.3f ms  %8.4f GKeys/s  [min %.3f, max %.3f ms]%n", w, a.name(), med,
                Result.gkeys(n, med), s[0], s[s.length - 1]);
    }

    /** Null when work is sorted and holds the input's records; else what is wrong. */
    static String check(HostData work, Checks.Checksum sum) {
        long bad = Checks.firstViolation(work.keys, work.n, false);
        if (bad >= 0) {
            return "not sorted at index " + bad + " (" + Checks.keyText(Checks.keyType(work.keys),
                    Checks.bits(work.keys, (int) bad)) + " after " + Checks.keyText(Checks.keyType(work.keys),
                    Checks.bits(work.keys, (int) bad - 1)) + ")";
        }
        if (!Checks.checksum(work.keys, work.values, work.n).equals(sum)) {
            return work.values == null ? "not a permutation of the input (record checksum differs)"
                    : "not a permutation of the input's (key, value) records (checksum differs: lost, duplicated or "
                    + "separated pairs)";
        }
        return null;
    }

    /** Median of sorted values. */
    public static double median(double[] sorted) {
        int m = sorted.length;
        if (m == 0) return Double.NaN;
        return m % 2 == 1 ? sorted[m / 2] : (sorted[m / 2 - 1] + sorted[m / 2]) / 2;
    }
}
