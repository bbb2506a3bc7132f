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
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Runs the sweep: for every record format × distribution × size, generates the input once (up to INPUTS_MAX_N keys,
 * Config.inputs of them), then for every algorithm runs warm-ups and timed repetitions, each on a fresh copy of the
 * input (of the inputs in turn), and checks every output
 * (sorted + same records by checksum, which also catches a value separated from its key).
 */
public final class Harness {
    /**
     * The sweep's settings. {@code interleave}: the timed repetitions of one workload go round-robin over the
     * algorithms (rep 1 of each, then rep 2 of each, ...), so load that drifts during the sweep (other work on a
     * shared machine) hits every algorithm alike; otherwise each algorithm runs all its repetitions in a row.
     * {@code minMillis} (interleaved only; 0: off): the rounds go on past {@code reps} until every algorithm's timed
     * runs of the workload add up to this many milliseconds, at most {@link #MIN_TIME_REPS_FACTOR} x {@code reps}
     * runs, so that a small workload's median rests on more runs than a large one's. {@code settleMillis} (0: off):
     * the first workload of each algorithm, record format and size class (floor of log2 n) adds warm-ups until this
     * much time has passed (see {@link #DEFAULT_SETTLE_MILLIS}). {@code jitWaitMillis} (0: off): every workload's
     * warm-ups go on, at most this long, while the JIT compiles the sorts' code (see {@link #DEFAULT_JIT_WAIT_MILLIS}).
     * {@code inputs} (at least 1): workloads of up to {@link #INPUTS_MAX_N} keys sort this many inputs in turn (seeds
     * {@code seed}, {@code seed + 1}, ...; interleaved, each algorithm of a round another one, see
     * {@link #inputOf}), so that no sort is timed on an input the branch predictor has learnt (see
     * {@link #INPUTS_MAX_N}). {@code warmupMillis} (interleaved only; 0: off): a workload's warm-ups go on until
     * every algorithm's warm-up sorts of it add up to this many milliseconds or number {@link #WARMUP_SORTS}.
     * {@code spreadMillis} (interleaved, with {@code minMillis}; 0: off): where, once {@code minMillis} is reached,
     * some algorithm's median is still uncertain by more than {@link #SPREAD_MAX} ({@link #spread}), the rounds go
     * on until it is not or every algorithm's timed runs add up to this many milliseconds, at most
     * {@link #SPREAD_REPS_FACTOR} times the runs {@code minMillis} may add.
     */
    public record Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                         List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax,
                         boolean interleave, double minMillis, long settleMillis, long jitWaitMillis, int inputs,
                         double warmupMillis, double spreadMillis) {
        public Config {
            if (inputs < 1) throw new IllegalArgumentException("inputs must be at least 1, got " + inputs);
            if (!(warmupMillis >= 0)) throw new IllegalArgumentException("warmupMillis must be >= 0: " + warmupMillis);
            if (!(spreadMillis >= 0)) throw new IllegalArgumentException("spreadMillis must be >= 0: " + spreadMillis);
        }

        /** Without the spread's rounds ({@link #spreadMillis} 0: the runs {@link #minMillis} gives). */
        public Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                      List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax,
                      boolean interleave, double minMillis, long settleMillis, long jitWaitMillis, int inputs,
                      double warmupMillis) {
            this(sizes, types, dists, algos, reps, warmups, seed, p, singleThreadMax, interleave, minMillis,
                    settleMillis, jitWaitMillis, inputs, warmupMillis, 0);
        }

        /** Without the warm-up time ({@link #warmupMillis} 0: the warm-up count and the waits above only). */
        public Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                      List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax,
                      boolean interleave, double minMillis, long settleMillis, long jitWaitMillis, int inputs) {
            this(sizes, types, dists, algos, reps, warmups, seed, p, singleThreadMax, interleave, minMillis,
                    settleMillis, jitWaitMillis, inputs, 0);
        }

        /** One input per workload. */
        public Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                      List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax,
                      boolean interleave, double minMillis, long settleMillis, long jitWaitMillis) {
            this(sizes, types, dists, algos, reps, warmups, seed, p, singleThreadMax, interleave, minMillis,
                    settleMillis, jitWaitMillis, 1);
        }

        /** Without the JIT wait (a fixed number of warm-ups past the settling time). */
        public Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                      List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax,
                      boolean interleave, double minMillis, long settleMillis) {
            this(sizes, types, dists, algos, reps, warmups, seed, p, singleThreadMax, interleave, minMillis,
                    settleMillis, 0);
        }

        /** Without the first workloads' settling time. */
        public Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                      List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax,
                      boolean interleave, double minMillis) {
            this(sizes, types, dists, algos, reps, warmups, seed, p, singleThreadMax, interleave, minMillis, 0);
        }

        /** Without interleaving. */
        public Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                      List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax) {
            this(sizes, types, dists, algos, reps, warmups, seed, p, singleThreadMax, false, 0);
        }

        /** Interleaved or not, with a fixed number of timed runs. */
        public Config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                      List<BenchAlgorithm> algos, int reps, int warmups, long seed, int p, long singleThreadMax,
                      boolean interleave) {
            this(sizes, types, dists, algos, reps, warmups, seed, p, singleThreadMax, interleave, 0);
        }

        /**
         * The settings a reading depends on, one sentence for summary.md: two runs of one command compare only
         * where these agree (one input repeated and 17 in turn read a cell 30% apart, see BenchCommand.INPUTS).
         */
        public String describe() {
            StringBuilder sb = new StringBuilder("Settings: ");
            sb.append(reps).append(" timed run").append(reps == 1 ? "" : "s");
            if (interleave) {
                sb.append(", interleaved (round-robin over the algorithms");
                if (minMillis > 0) sb.append(String.format(Locale.ROOT, "; more until each algorithm's add up to %.0f ms", minMillis));
                if (minMillis > 0 && spreadMillis > 0) {
                    sb.append(String.format(Locale.ROOT, ", and while a median's 95%% interval is wider than ±%.0f%%, "
                            + "up to %.0f ms", SPREAD_MAX * 100, spreadMillis));
                }
                sb.append(")");
            } else {
                sb.append(" of each algorithm in a row (not interleaved)");
            }
            sb.append(", ").append(warmups).append(" warm-up").append(warmups == 1 ? "" : "s")
                    .append(" (more below 2^21 keys");
            if (interleave && warmupMillis > 0) sb.append(String.format(Locale.ROOT, ", or %.0f ms", warmupMillis));
            if (settleMillis > 0) sb.append(", ").append(settleMillis).append(" ms on a size class's first workload");
            if (jitWaitMillis > 0) sb.append(", up to ").append(jitWaitMillis).append(" ms more while the JIT compiles");
            sb.append("); workloads up to ").append(sizeText(INPUTS_MAX_N)).append(" keys sort ").append(inputs)
                    .append(inputs == 1 ? " input" : " inputs in turn")
                    .append(", larger ones one; seed ").append(seed).append('.');
            return sb.toString();
        }
    }

    /**
     * The most timed runs {@link Config#minMillis} may add, as a multiple of {@link Config#reps}. With the preset's 5
     * runs that is 320: at 2^14 keys (0.01-0.3 ms per sort) a cell's median then rests on up to 320 runs (about
     * 100 ms of sorting per algorithm). 5 runs left two columns making the same JDK call 5-15 % apart (16 cores,
     * thirteenth session); 40 (a factor of 8, fifteenth to nineteenth sessions) still left 6-12 cells of the 16-core
     * preset's 2^14-2^16 cells at 0.84-0.95x with the same call on both sides (nineteenth session, calls D, F, H).
     */
    static final int MIN_TIME_REPS_FACTOR = 64;

    /**
     * The widest a median's 95% interval may be, each side, over the median, before {@link Config#spreadMillis}
     * adds rounds ({@link #spread}). Why: where both columns of a cell make the same parallel call, the rounds'
     * times spread far more than a sequential sort's, and the ratio of two medians over the preset's 100 ms read
     * the spread, not the sorts (hundred-and-forty-sixth session, H100 host's Xeon, `taskset` 3 / 4 / 6 cores, the
     * preset's `int` / `long` 2^18 and 2^20 cells, every round kept, seven JVMs: the intervals' half-widths over the
     * preset's rounds 3-25% for `parallelSort` and our PAR route, 1-2% for `Arrays.sort`; the ratio over the
     * preset's rounds put 13 of 84 cells below 0.95x, over four times the rounds 1 of 84, and the median of the
     * rounds' paired ratios 15 of 84: the spread is not a drift that pairing removes).
     */
    static final double SPREAD_MAX = 0.02;

    /** The most runs {@link Config#spreadMillis} may add, as a multiple of the runs {@link Config#minMillis} may. */
    static final int SPREAD_REPS_FACTOR = 4;

    /**
     * The largest workload that sorts {@link Config#inputs} inputs in turn; larger ones sort one. Why: timed again
     * and again on one input, a sort's data-dependent branches are learnt by the branch predictor where there are
     * few enough of them. 2 cores (dev VM, thirty-ninth session), {@code Arrays.sort} of the generator's 64 runs of
     * `long` keys at 2^13 (a merge, 50K data-dependent branches): 60-66 us on one input repeated, 191 us on 16 inputs
     * in turn; ours 140 and 176. 2^20 keys are about a hundred times more branches than a predictor holds.
     */
    static final int INPUTS_MAX_N = 1 << 20;

    /**
     * How many inputs a workload of n keys sorts in turn ({@link #INPUTS_MAX_N}): interleaved, Config#inputs raised
     * to the next count with no factor in common with the order's period ({@link #coprimeInputs}).
     */
    int inputs(long n) {
        if (n > INPUTS_MAX_N) return 1;
        return c.interleave() ? coprimeInputs(c.inputs(), c.algos().size()) : c.inputs();
    }

    /**
     * The fewest inputs, at least {@code inputs}, with no factor in common with the {@link #period} of 2 to
     * {@code k} algorithms (those that run, if some are skipped): then {@link #inputOf} gives each algorithm every
     * input equally often. With a common factor some inputs would never be any one algorithm's (16 inputs, two
     * algorithms: each half of them). The preset's 17 stays 17.
     */
    static int coprimeInputs(int inputs, int k) {
        int m = Math.max(1, inputs);
        while (!coprimeToPeriods(m, k)) m++;
        return m;
    }

    private static boolean coprimeToPeriods(int m, int k) {
        for (int j = 2; j <= k; j++) if (gcd(m, period(j)) != 1) return false;
        return true;
    }

    private final Config c;
    private final PrintStream log;
    private final Progress progress;
    private final String host = BenchEnv.host();
    private final Set<String> reported = new HashSet<>();
    /** (algorithm, record format, floor(log2 n)) triples whose first workload has had its settling time. */
    private final Set<String> settled = new HashSet<>();
    private final List<Result> results = new ArrayList<>();
    /** Each row as soon as it is measured (BenchCommand: the partial results file). */
    private Consumer<Result> sink = r -> {};

    public Harness(Config c, PrintStream log, Progress progress) {
        this.c = c;
        this.log = log;
        this.progress = progress;
    }

    /** Hands every row to {@code s} as it is added, in the order of {@link #results()}. */
    public void onRow(Consumer<Result> s) {
        sink = s;
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
        Result r = new Result(Instant.now().toString(), host, device, f.describe(), d.cliName(), n, algo, rep, ms,
                Double.isNaN(ms) ? Double.NaN : Result.gkeys(n, ms), s, note);
        results.add(r);
        sink.accept(r);
    }

    public List<Result> run() {
        long maxHeap = Runtime.getRuntime().maxMemory();
        if (inputs(1) != c.inputs()) {
            note("inputs: " + inputs(1) + " in turn, not " + c.inputs() + " (interleaved: a count with no factor in "
                    + "common with the order of " + c.algos().size() + " algorithms, so that each sorts every input "
                    + "equally often)");
        }
        for (RecordFormat f : c.types()) {
            for (Distribution d : c.dists()) {
                for (long n : c.sizes()) {
                    String w = f.describe() + " " + d.cliName() + " " + sizeText(n);
                    progress.label(w);
                    long need = n * f.recordBytes() * (3 + inputs(n)) + (64L << 20);
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
                    HostData[] input = new HostData[inputs(n)];
                    Checks.Checksum[] sum = new Checks.Checksum[input.length];
                    for (int k = 0; k < input.length; k++) {
                        input[k] = HostData.generate(f, d, (int) n, c.seed() + k, c.p());
                        sum[k] = Checks.checksum(input[k].keys, input[k].values, input[k].n);
                    }
                    HostData work = HostData.allocate(f, (int) n);
                    if (c.interleave()) {
                        runInterleaved(f, d, (int) n, input, sum, work, w);
                        continue;
                    }
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

    private void runOne(BenchAlgorithm a, RecordFormat f, Distribution d, int n, HostData[] input,
                        Checks.Checksum[] sum, HostData work, String w) {
        String why = skipReason(a, f, n);
        if (why != null) {
            note("skip " + a.name() + " (" + f.describe() + "): " + why);
            row(a.device(), f, d, n, a.name(), 0, Double.NaN, Result.Status.SKIPPED, why);
            return;
        }
        int reps = n >= (1 << 27) ? Math.min(c.reps(), 3) : c.reps();
        int warm = warmups(n);
        double[] ms = new double[reps];
        List<String> routes = new ArrayList<>(); // (a.route() of each timed run)
        int done = 0;
        try {
            a.setUp(f, n);
            // the warm-up count, and then warm-ups until the algorithm's warm-up time is up (at most MAX_WARMUPS),
            // counted from the end of the first (see DEFAULT_SETTLE_MILLIS)
            long settle = Math.max(a.warmupMillis(), firstOfClass(a, f, n) ? c.settleMillis() : 0) * 1_000_000L;
            long until = Long.MAX_VALUE, jit = 0, mark = -1; // (mark: the JIT's total time before the last sort)
            int i = 0; // (sorts so far: input i % inputs next)
            for (; i < MAX_WARMUPS; i++) {
                long now = JitWatch.compileMillis();
                if (i >= warm && System.nanoTime() >= until
                        && (jit = jitWait(jit, JitWatch.compiledBetween(mark, now))) <= 0) {
                    break;
                }
                mark = now;
                work.copyFrom(input[i % input.length]);
                a.sort(work);
                if (i == 0) until = System.nanoTime() + settle;
                String bad = check(work, sum[i % input.length], a.stable());
                if (bad != null) {
                    row(a.device(), f, d, n, a.name(), 0, Double.NaN, Result.Status.FAILED, "warm-up: " + bad);
                    log.printf("%-28s %-10s FAILED (warm-up): %s%n", w, a.name(), bad);
                    return;
                }
            }
            for (int r = 1; r <= reps; r++, i++) {
                work.copyFrom(input[i % input.length]);
                double t = a.sort(work);
                String bad = check(work, sum[i % input.length], a.stable());
                if (bad != null) {
                    row(a.device(), f, d, n, a.name(), r, Double.NaN, Result.Status.FAILED, bad);
                    log.printf("%-28s %-10s FAILED (rep %d): %s%n", w, a.name(), r, bad);
                    return;
                }
                String route = a.route();
                row(a.device(), f, d, n, a.name(), r, t, Result.Status.OK, routeNote(route));
                printProfile(a, w, r, t);
                routes.add(route);
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
        log.printf("%-28s %-10s %10.3f ms  %8.4f GKeys/s  [min %.3f, max %.3f ms]%s%n", w, a.name(), med,
                Result.gkeys(n, med), s[0], s[s.length - 1], routesText(routes));
    }

    /** The most warm-ups an algorithm's warm-up time adds to a workload. */
    static final int MAX_WARMUPS = 20_000;

    /**
     * The warm-up sorts after which {@link Config#warmupMillis} no longer adds any. Why: HotSpot compiles a method
     * after about 200 calls (Tier3InvocationThreshold, raised while its compile queue is long), and a sort's
     * entry and its route's checks run once a sort: a workload of a few thousand keys gets thousands of warm-ups
     * from the count (2^23 keys' worth), but a fast one of more keys gets a few dozen at most, and after the JIT had
     * trapped on a new shape the library's route ran in the interpreter or C1's profiled code through the timed
     * runs. 2 cores (dev VM, fifty-first session), `long` sorted 2^19 after the other shapes (16 warm-ups): ours
     * 0.125-0.35 ms a sort (median 0.163-0.168) where the JDK's read 0.154-0.155; with -XX:Tier3InvocationThreshold=20
     * 0.122-0.19 (median 0.133), with 64 warm-ups 0.133 and 300 warm-ups 0.124 (allequal 0.164 -> 0.130 / 0.126
     * against 0.137-0.142). With 256 here the preset's 2^17/2^19/2^21 took 12 min on that VM (5-6 without); 128.
     */
    static final int WARMUP_SORTS = 128;

    /**
     * The benchmark's default {@link Config#jitWaitMillis}: the longest a workload's warm-ups go on, past their count
     * and settling time, while the JIT compiles the sorts' code ({@link JitWatch}: a new input shape's branches throw
     * the compiled sort away; its recompilation took 0.6-1.0 s on the 2-core development VM).
     */
    public static final long DEFAULT_JIT_WAIT_MILLIS = 3000;

    /** Workloads whose warm-ups waited for the JIT, and the time they waited (nanoseconds). */
    private int jitWaits;
    private long jitWaitNanos;

    /**
     * Whether the warm-ups of a workload go on for the JIT (see {@link #DEFAULT_JIT_WAIT_MILLIS}): {@code since} is
     * when the workload's planned warm-ups ended (0: now, the first ask; negative: the wait is over), returned
     * updated; {@code compiled}: the last warm-up round's JIT time passed {@link JitWatch#ACTIVE_MILLIS} (it goes on
     * then too, the queue maybe empty between a shape's traps).
     */
    private long jitWait(long since, boolean compiled) {
        if (since < 0 || c.jitWaitMillis() <= 0) return -1;
        long now = System.nanoTime();
        long start = since == 0 ? now : since;
        if (now - start < c.jitWaitMillis() * 1_000_000L && (compiled || JitWatch.compilingSorts())) {
            if (since == 0) jitWaits++;
            return start;
        }
        if (since != 0) jitWaitNanos += now - start;
        return -1;
    }

    /**
     * A warning for the start of a sweep whose warm-ups are to wait for the JIT but cannot read its compile queue
     * (a runtime without {@code jdk.jfr} or {@code jdk.management}); null where they can, or are not to wait. Why up
     * front: the device kit's {@code jlink} runtime of the hundred-and-twenty-second to the hundred-and-twenty-fourth
     * sessions lacked {@code jdk.jfr}, and only the sweeps' last lines said so. On 2 cores of the H200 host's Xeon
     * such sweeps timed a fresh JVM's first run-shaped cells in code the JIT had thrown away (`int` detdup 2^11
     * 0.23-0.81x the JDK's sort, s124); with the queue read, the same sweep read them at 1.39-1.59x (s125).
     */
    public String jitWaitWarning() {
        if (c.jitWaitMillis() <= 0 || JitWatch.available()) return null;
        return "warning: this runtime cannot read the JIT's compile queue (a jlink image needs jdk.management and "
                + "jdk.jfr), so warm-ups will not wait for the JIT to compile the sorts' code";
    }

    /** How long the warm-ups waited for the JIT in this sweep, for its log; null where they never did. */
    public String jitWaitSummary() {
        if (c.jitWaitMillis() <= 0) return null;
        String waited = jitWaits == 0 ? null : String.format("warm-ups of %d workloads waited %.1f s in all for the "
                + "JIT to compile the sorts' code", jitWaits, jitWaitNanos / 1e9);
        if (JitWatch.available()) return waited;
        String how = JitWatch.compileMillis() >= 0 ? "only while a warm-up round's compile time grew" : "not at all";
        return (waited == null ? "warm-ups did not wait for the JIT" : waited) + " (its compile queue cannot be read "
                + "here, so they waited " + how + ")";
    }

    /**
     * The benchmark's default {@link Config#settleMillis}: warm-up time of the first workload of each algorithm,
     * record format and size class (floor of log2 n) in a sweep, on top of the warm-up count: the first sorts of a key type at a size run code the JIT has not compiled
     * yet (the library's routes differ by size; the JDK's sort is a precompiled intrinsic). 16 cores, twenty-fourth
     * session, call B: `int` staggered 2^20 as a JVM's first workload took 7.1-10.4 ms in its first 13 runs (8
     * warm-ups and 5 timed) and 2.1-2.9 ms in the 35 after, so a first cell read 0.39-0.61x `parallelSort` where the
     * same cell after a warm one read 1.4-2.0x (call A; `float`, `double` alike). Those cold runs took about 0.15 s
     * of the round-robin, hence 0.5 s; the preset's 25 size classes and types add about 13 s. Counted from the end
     * of the first warm-up (round), which may itself take longer: the team's first `float[2^21]` sort after the cold
     * start's warm-up took 0.4-0.9 s, and the ten after it 10-48 ms where settled ones took 5 (twenty-eighth session,
     * call C); with the clock started before the first, a sweep timed those ten (`float` zipf 2^21 0.3-0.6x
     * `parallelSort` in call B, 1.9-2.4x in call C, where that class had warmed at 2^20 first). 500 ms did not
     * settle the team at 2^18 (thirty-third session, call E, `float`/`long`/`double`, the preset's settings, two JVMs
     * each): whichever of uniform and gaussian came first read 0.70-1.39x the faster JDK sort, the other 1.13-1.99x;
     * with the cold start off the first read 0.73-1.37x too (the JIT, not the warm-up thread). Hence 2 s; the
     * preset's 30 size classes and types add about a minute. A fresh JVM's first second is the cold start's
     * (ColdStart), measured apart.
     */
    public static final long DEFAULT_SETTLE_MILLIS = 2000;

    /** Whether {@code a}'s first workload of this format and size class is this one (and marks it settled). */
    private boolean firstOfClass(BenchAlgorithm a, RecordFormat f, int n) {
        return c.settleMillis() > 0 && settled.add(a.name() + " " + f.describe() + " " + (31 - Integer.numberOfLeadingZeros(n)));
    }

    /**
     * The algorithms of round {@code round}: the k rotations of the listed order, then the k rotations of the
     * reversed order, and again (a period of 2k rounds).
     *
     * <p>Rotated, because whichever runs first in a round meets the caches, the memory and the JIT as the previous
     * round's last left them, and at 2^22 keys with one warm-up round the first column also paid the JIT's settling
     * — always the library's own sort, listed first (16 cores, 2026-11-23: `int` few256 2^22 23.0, 23.0, then 5.2
     * ms, against `parallelSort`'s 5.2-5.5). Reversed every k rounds, because rotations alone keep one cyclic order,
     * so an algorithm follows the one listed before it in k - 1 of every k rounds: the preset's {@code cpu, jdk,
     * jdkpar} had the library's sort run straight after {@code parallelSort} two times in three, {@code Arrays.sort}
     * one time in three, and what {@code parallelSort} leaves behind (the common pool's workers going idle) cost the
     * next sort. 2 cores with 16 threads simulated, `double` 2^14 (forty-first session): uniform, gaussian, bucket,
     * few256 0.79-0.91x the faster JDK sort listed {@code cpu,jdk,jdkpar}, 1.08-1.27x listed {@code cpu,jdkpar,jdk}
     * (the same sorts, the other cyclic order). With both orders, over a period each algorithm runs at each place of
     * a round twice, and with two or three algorithms each follows each other one equally often.
     */
    static <T> List<T> rotated(List<T> live, int round) {
        List<T> l = new ArrayList<>(live);
        int k = l.size();
        if (k > 1) {
            if ((round / k) % 2 == 1) java.util.Collections.reverse(l);
            java.util.Collections.rotate(l, -(round % k));
        }
        return l;
    }

    /**
     * The input of an interleaved workload's sort number {@code t} (the sorts of every algorithm counted together,
     * warm-ups included): input t mod inputs, so that whichever algorithm sorts, its input was last sorted exactly
     * {@code inputs} sorts before. Where {@code inputs} and the order's {@link #period} have no common factor
     * ({@link #coprimeInputs}), each algorithm sorts every input equally often over inputs x period sorts.
     *
     * <p>Why one distance for all: the Xeon's branch predictor remembers a sort for a dozen or more sorts of 2^12-2^14
     * keys (BenchCommand.INPUTS), so a sort reading an input sorted fewer sorts before is faster. Until the
     * fiftieth session each algorithm had an input of its own per round (the round's input moved on a stride per
     * algorithm): with 16 inputs and three algorithms the first listed (the preset's {@code cpu}) read inputs last
     * sorted 16-20 sorts before (mean 18), the other two 14-17 (mean 15), every time; and before the forty-ninth
     * session one input a round was sorted three times in a row (28-29 / 21-23 / 18-19 us by place, `int` 2^12,
     * 16 cores).
     */
    static int inputOf(long t, int inputs) {
        return (int) (t % inputs);
    }

    /** The sorts after which the interleaved order of {@code k} algorithms repeats: {@link #rotated}'s 2k rounds. */
    static int period(int k) {
        return k < 2 ? 1 : 2 * k * k;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /**
     * Warm-up runs for n keys. Small inputs get enough (about 2^23 keys in all, at most 8192 runs) that the JIT has
     * compiled not only the sort but the call chain in front of it: a library sort passes ~10 small methods
     * (Sorter, SortJob, engine dispatch) before it reaches the JDK's sort, and with the earlier ~2^21 keys (20
     * runs) these still ran interpreted: 2-5 us per call, 0.4-0.6x the JDK for sorted `int[2^10..2^14]`, where
     * the same calls after 20000 runs measured 0.95-0.99x (2 cores, 2026-11-23).
     */
    private int warmups(int n) {
        return n < (1 << 21) ? Math.max(c.warmups(), (int) Math.min(8192, ((1 << 23) + n - 1) / n)) : c.warmups();
    }

    /** The reason an algorithm does not run this workload, or null. */
    private String skipReason(BenchAlgorithm a, RecordFormat f, int n) {
        String why;
        try {
            why = a.unavailableReason(f);
        } catch (RuntimeException e) {
            why = "unavailable: " + e;
        }
        if (why == null && a.singleThreaded() && n > c.singleThreadMax()) {
            why = "single-threaded baseline limited to n <= " + sizeText(c.singleThreadMax()) + " (--single-max)";
        }
        return why;
    }

    /**
     * One workload, timed repetitions round-robin over the algorithms (see {@link Config#interleave}). Warm-ups
     * and timed runs are one loop with the same body (time, check, keep the time), the warm-ups' times dropped
     * afterwards: with a warm-up loop of its own, the JIT compiled the sorts into that loop and the first timed
     * runs, in a loop of their own, ran the library's sort at 25-35 us and 5-13 us where later runs took
     * 0.4-5 us (2^10-2^14 keys, 2 cores, 2026-11-23), so a median of three read the second run.
     */
    private void runInterleaved(RecordFormat f, Distribution d, int n, HostData[] input, Checks.Checksum[] sum,
                                HostData work, String w) {
        int reps = n >= (1 << 27) ? Math.min(c.reps(), 3) : c.reps();
        int warm = warmups(n);
        List<BenchAlgorithm> live = new ArrayList<>();
        for (BenchAlgorithm a : c.algos()) {
            String why = skipReason(a, f, n);
            if (why != null) {
                note("skip " + a.name() + " (" + f.describe() + "): " + why);
                row(a.device(), f, d, n, a.name(), 0, Double.NaN, Result.Status.SKIPPED, why);
                continue;
            }
            try {
                a.setUp(f, n);
                live.add(a);
            } catch (Exception | LinkageError | OutOfMemoryError e) {
                row(a.device(), f, d, n, a.name(), 1, Double.NaN, Result.Status.ERROR, e.toString());
                log.printf("%-28s %-10s ERROR: %s%n", w, a.name(), e);
                drop(live, a);
            }
        }
        // the first workload of a size class for any of them: warm-up rounds go on until its settling time is up
        boolean first = false;
        for (BenchAlgorithm a : live) first |= firstOfClass(a, f, n);
        // (counted from the end of the first round, see DEFAULT_SETTLE_MILLIS)
        long settleEnd = first ? Long.MAX_VALUE : Long.MIN_VALUE;
        int minCap = c.minMillis() > 0 ? reps * MIN_TIME_REPS_FACTOR : reps;   // timed rounds for minMillis at most
        boolean spreadRounds = c.minMillis() > 0 && c.spreadMillis() > 0;
        int cap = spreadRounds ? minCap * SPREAD_REPS_FACTOR : minCap;         // timed rounds at most
        double[][] ms = new double[c.algos().size()][cap];
        double[] timedTotal = new double[c.algos().size()];
        double[] warmTotal = new double[c.algos().size()]; // (the warm-ups' sort times: Config#warmupMillis)
        String[][] profiles = new String[c.algos().size()][cap];
        String[][] routes = new String[c.algos().size()][cap];
        int runs = 0;   // timed rounds done
        long jit = 0; // (the JIT's wait, jitWait)
        long sorts = 0; // (an interleaved workload's sorts so far: inputOf)
        long mark = -1; // (the JIT's total time before the last round: JitWatch.compiledBetween)
        for (int i = 0; !live.isEmpty(); i++) {
            long now = JitWatch.compileMillis();
            if (i == warm && warm < MAX_WARMUPS && (System.nanoTime() < settleEnd || warming(live, warmTotal, warm)
                    || (jit = jitWait(jit, JitWatch.compiledBetween(mark, now))) > 0)) {
                warm++;
            }
            mark = now;
            int timed = i - warm;   // this round's index among the timed ones; negative: a warm-up
            if (timed >= cap) break;
            if (timed >= reps && (timed >= minCap || enoughTime(live, timedTotal, c.minMillis()))
                    && (!spreadRounds || enoughTime(live, timedTotal, c.spreadMillis()) || narrow(live, ms, timed))) {
                break;
            }
            runs = Math.max(runs, timed + 1);
            for (BenchAlgorithm a : rotated(live, i)) {
                int r = timed + 1;   // the repetition's number; 0 or less: a warm-up
                try {
                    int x = inputOf(sorts++, input.length);
                    work.copyFrom(input[x]);
                    double t = a.sort(work);
                    String bad = check(work, sum[x], a.stable());
                    if (bad != null) {
                        row(a.device(), f, d, n, a.name(), Math.max(r, 0), Double.NaN, Result.Status.FAILED,
                                (r < 1 ? "warm-up: " : "") + bad);
                        log.printf("%-28s %-10s FAILED (%s): %s%n", w, a.name(), r < 1 ? "warm-up" : "rep " + r, bad);
                        drop(live, a);
                        continue;
                    }
                    if (timed < 0) warmTotal[c.algos().indexOf(a)] += t;
                    if (timed >= 0) {
                        ms[c.algos().indexOf(a)][timed] = t;
                        timedTotal[c.algos().indexOf(a)] += t;
                        profiles[c.algos().indexOf(a)][timed] = a.profile();
                        routes[c.algos().indexOf(a)][timed] = a.route();
                    }
                } catch (Exception | LinkageError | OutOfMemoryError e) {
                    row(a.device(), f, d, n, a.name(), Math.max(r, 1), Double.NaN, Result.Status.ERROR, e.toString());
                    log.printf("%-28s %-10s ERROR: %s%n", w, a.name(), e);
                    drop(live, a);
                }
            }
            if (i == 0 && first) settleEnd = System.nanoTime() + c.settleMillis() * 1_000_000L;
        }
        for (BenchAlgorithm a : live) {
            tearDown(a);
            int x = c.algos().indexOf(a);
            for (int r = 1; r <= runs; r++) {
                double t = ms[x][r - 1];
                row(a.device(), f, d, n, a.name(), r, t, Result.Status.OK, routeNote(routes[x][r - 1]));
                printProfile(profiles[x][r - 1], a, w, r, t);
            }
            double[] s = Arrays.copyOf(ms[x], runs);
            Arrays.sort(s);
            double med = median(s);
            log.printf("%-28s %-10s %10.3f ms  %8.4f GKeys/s  [min %.3f, max %.3f ms, %d runs]%s%n", w, a.name(), med,
                    Result.gkeys(n, med), s[0], s[s.length - 1], runs,
                    routesText(Arrays.asList(Arrays.copyOf(routes[x], runs))));
        }
        progress.add(c.algos().size());
    }

    /** A timed run's note: {@code route=R} where the algorithm named its route ({@link BenchAlgorithm#route}). */
    static String routeNote(String route) { return route == null ? "" : ROUTE_NOTE + route; }

    /** The prefix of a run's route in its note ({@link #routeNote}; Reports reads it back). */
    static final String ROUTE_NOTE = "route=";

    /** "  route R" or "  routes R1/R2" (distinct, in order) for a workload's log line; empty where none. */
    static String routesText(List<String> routes) {
        String r = Reports.distinctRoutes(routes);
        return r.isEmpty() ? "" : (r.indexOf('/') < 0 ? "  route " : "  routes ") + r;
    }

    /**
     * Whether a workload's warm-ups go on for {@link Config#warmupMillis}: some live algorithm's {@code warmups}
     * warm-up sorts so far, fewer than {@link #WARMUP_SORTS}, add up to less than it.
     */
    boolean warming(List<BenchAlgorithm> live, double[] warmTotal, int warmups) {
        if (c.warmupMillis() <= 0 || warmups >= WARMUP_SORTS) return false;
        for (BenchAlgorithm a : live) if (warmTotal[c.algos().indexOf(a)] < c.warmupMillis()) return true;
        return false;
    }

    /** Whether every live algorithm's timed runs add up to {@code millis}. */
    private boolean enoughTime(List<BenchAlgorithm> live, double[] timedTotal, double millis) {
        for (BenchAlgorithm a : live) if (timedTotal[c.algos().indexOf(a)] < millis) return false;
        return true;
    }

    /** Whether every live algorithm's median of its first {@code runs} timed runs is known to {@link #SPREAD_MAX}. */
    private boolean narrow(List<BenchAlgorithm> live, double[][] ms, int runs) {
        for (BenchAlgorithm a : live) if (spread(Arrays.copyOf(ms[c.algos().indexOf(a)], runs)) > SPREAD_MAX) return false;
        return true;
    }

    /**
     * The half-width of the median's 95% confidence interval over the median, from the runs' order statistics (the
     * runs below the median are binomial: ranks m/2 ± 0.98√m), so no shape of the times' distribution is assumed;
     * infinite for fewer than 3 runs, 0 for runs all alike.
     */
    static double spread(double[] runs) {
        int m = runs.length;
        if (m < 3) return Double.POSITIVE_INFINITY;
        double[] s = runs.clone();
        Arrays.sort(s);
        double d = 0.98 * Math.sqrt(m), med = median(s);
        int lo = Math.max(0, (int) Math.floor(m / 2.0 - d)), hi = Math.min(m - 1, (int) Math.ceil(m / 2.0 + d));
        return med > 0 ? (s[hi] - s[lo]) / 2 / med : 0;
    }

    /** The algorithm's profile of the repetition just timed, if it has one, indented under a header line. */
    private void printProfile(BenchAlgorithm a, String w, int rep, double ms) {
        printProfile(a.profile(), a, w, rep, ms);
    }

    /** Profile {@code p} (or none) of repetition {@code rep} of {@code a}, indented under a header line. */
    private void printProfile(String p, BenchAlgorithm a, String w, int rep, double ms) {
        if (p == null) return;
        log.printf("  profile %s %s rep %d (%.3f ms):%n", w, a.name(), rep, ms);
        for (String line : p.split("\n")) log.println("    " + line);
    }

    /** Takes a failed algorithm out of the round-robin and releases what its setUp took. */
    private static void drop(List<BenchAlgorithm> live, BenchAlgorithm a) {
        live.remove(a);
        tearDown(a);
    }

    private static void tearDown(BenchAlgorithm a) {
        try {
            a.tearDown();
        } catch (RuntimeException ignored) {
            // reported by the run already
        }
    }

    /**
     * Null when work is sorted and holds the input's records (and, for a {@code stable} algorithm, equal keys keep
     * their input order: the generated values are the input positions); else what is wrong.
     */
    static String check(HostData work, Checks.Checksum sum, boolean stable) {
        String bad = check(work, sum);
        if (bad != null || !stable || work.values == null) return bad;
        long at = Checks.firstInstability(work.keys, work.values, work.n);
        return at < 0 ? null : "not stable at index " + at + " (equal keys, input positions "
                + Checks.bits(work.values, (int) at - 1) + " before " + Checks.bits(work.values, (int) at) + ")";
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
