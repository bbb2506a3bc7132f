package dev.samplesort.bench;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import dev.samplesort.cli.Args;
import dev.samplesort.cli.CliException;
import dev.samplesort.cli.Progress;
import dev.samplesort.cli.RecordFormat;
import dev.samplesort.cli.UsageException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code samplesort bench}: the benchmark sweep, or {@code --tune NAME}. */
public final class BenchCommand {
    private BenchCommand() {}

    static final String DEFAULT_SIZES = "2^17..2^28";
    static final String DEFAULT_TYPES = "int,float,long,double,int+int,long+long";
    static final String DEFAULT_DISTS = "uniform,gaussian,bucket,staggered,detdup,sorted,reverse,allequal,few16,zipf";

    /**
     * The inputs per workload (Harness.Config#inputs, up to Harness.INPUTS_MAX_N keys), the preset's and a plain
     * run's: 17, so that the branch predictor has learnt little of any (16 inputs made the JDK's merge of `long` runs
     * at 2^13 take 191 us where one input repeated took 60-66; 2 cores, thirty-ninth session). 8 until the
     * forty-ninth session: the Xeon of the 16-core host learns more. {@code Arrays.sort} of random `int` keys sorted
     * again after D other inputs (forty-ninth session, call A, `Reuse`): 2^12 17.3-17.7 us for D = 1-6, 20.1 for 8,
     * 23.8 for 16, 25.3 for 32; 2^14 73 / 85 / 108 / 111 / 112 us for D = 1 / 2 / 8 / 16 / 32 (the dev VM's Zen 4:
     * 15-17 us at 2^12 whatever D). 16 in the forty-ninth session; 17 since the fiftieth, a prime: every interleaved
     * sort reads the input last sorted 17 sorts before, and each algorithm sorts every input equally often
     * (Harness.inputOf). A plain run's default was 1 until the ninetieth session: the issue's own 2-core command
     * (not interleaved) then timed one input thousands of times, and where both columns run the JDK's own sort
     * (the CPU backend's SMALL route) the order decided the cell: dev VM, `--sizes 2^16 --types int --dists
     * uniform,few256 --reps 15`, `cpu,jdk` against `jdk,cpu`: one input 0.482 / 0.608 and 0.215 / 0.338 ms against
     * 0.472 / 0.483 and 0.205 / 0.203; 17 inputs 0.529 / 0.528, 0.289 / 0.289 and 0.529 / 0.526, 0.285 / 0.282.
     */
    static final int INPUTS = 17;

    /**
     * {@code --preset cpu-vs-jdk} (issue 14): the CPU backend against the faster of {@code Arrays.sort} and
     * {@code Arrays.parallelSort}, timed runs interleaved, for every key type, every distribution, sizes 2^10 to 2^26 (every fourth power of
     * two), and the key-value sorts against the JDK route (packed pairs / index sort). summary.md then ends with
     * the ratio table, cells below 0.95x marked. Workloads up to 2^20 keys sort 17 inputs in turn (INPUTS, as in a plain run);
     * every workload warms each algorithm up for 20 ms of sorting or Harness.WARMUP_SORTS sorts (fifty-first
     * session; with 100 ms the 16-core host's 2^19/2^21 columns took 60% longer, each warm-up's copy and check
     * of the output costing up to ten times the sort).
     * Options given explicitly override the preset's.
     */
    static final Map<String, String> PRESET_CPU_VS_JDK = Map.of(
            "sizes", "2^10,2^14,2^18,2^22,2^26",
            "types", "int,long,float,double,int+int,long+long",
            "dists", String.join(",", names()),
            "algos", "cpu,jdk,jdkpar",
            "reps", "3",
            "warmup", "1",
            "min-ms", "100",
            "warmup-ms", "20",
            "spread-ms", "400",
            "inputs", Integer.toString(INPUTS));

    /**
     * A plain sweep of host algorithms, interleaved (by default, {@link #interleaved}), takes the preset's timing
     * unless told otherwise: timed runs until each algorithm's add up to 100 ms (at most Harness.MIN_TIME_REPS_FACTOR
     * x --reps) and 20 ms of warm-ups. Why: five timed runs of a cell of a few microseconds rest on the spell they
     * ran in (ninety-first session, the issue's 2-core command on the H200 host, `int` sorted 2^16: our five runs
     * 7-56 us, median 23 against the JDK's 18, where the route's one pass takes 7-17). And up to 400 ms where a
     * median is still uncertain after that (Harness.SPREAD_MAX: parallel sorts' rounds spread 3-25%).
     */
    static final Map<String, String> HOST_TIMING = Map.of(
            "min-ms", PRESET_CPU_VS_JDK.get("min-ms"),
            "warmup-ms", PRESET_CPU_VS_JDK.get("warmup-ms"),
            "spread-ms", PRESET_CPU_VS_JDK.get("spread-ms"));

    public static Args spec() {
        return new Args("bench", "Benchmark sweep: sizes x key types x distributions x algorithms. Every output is "
                + "checked;\na wrong answer is reported as FAILED and makes the exit code 1.")
                .opt("sizes", "LIST", DEFAULT_SIZES, "sizes: 2^20,2^24 or 1000000 or a range 2^17..2^28")
                .opt("types", "LIST", DEFAULT_TYPES, "key types, K+V for key-value pairs; wide keys: gensort, u128, "
                        + "long4")
                .opt("dists", "LIST", DEFAULT_DISTS, "distributions: " + String.join(",", names()))
                .opt("algos", "LIST", String.join(",", Algorithms.ALL), "algorithms (also mgpu, mgpu-e2e: the multi-GPU"
                        + " sort on every usable GPU, or on -Dsamplesort.bench.devices=0,1)")
                .opt("reps", "R", "5", "timed runs per workload (at most 3 from 2^27)")
                .opt("warmup", "W", "1", "untimed warm-up runs per workload (2 below 2^20)")
                .opt("seed", "S", "42", "random seed")
                .opt("p", "P", Integer.toString(DataGenerator.DEFAULT_P), "blocks for bucket/staggered/detdup")
                .opt("single-max", "N", "2^26", "largest n for the single-threaded baselines (cpu1, jdk)")
                .opt("out", "DIR", "bench-out", "output directory (results.csv, summary.md, charts; "
                        + PartialCsv.NAME + " holds the runs while it runs, and after a stopped sweep)")
                .opt("cub-lib", "FILE", "target/bench/libcubss.so", "CUB baseline library (cub-radix, cub-merge)")
                .flag("quick", "preset: 2^20,2^22,2^24; int,long,float,int+int; uniform,sorted,detdup; 3 reps; "
                        + "single-threaded baselines up to 2^22")
                .opt("preset", "NAME", null, "cpu-vs-jdk: the CPU backend against the faster JDK sort, every "
                        + "type and distribution,\nsizes 2^10,2^14,2^18,2^22,2^26, 3 reps, --min-ms 100, --spread-ms 400, "
                        + "--warmup-ms 20 (explicit options win)")
                .flag("interleave", "timed runs round-robin over the algorithms (fairer on a shared machine; "
                        + "the default\nwhere every algorithm sorts on the host: cpu, cpu1, jdk, jdkpar)")
                .flag("no-interleave", "each algorithm's warm-ups and timed runs of a workload in a row, in the "
                        + "listed order")
                .opt("min-ms", "MS", "0", "interleaved: more timed runs until each algorithm's add up to MS ms, "
                        + "at most " + Harness.MIN_TIME_REPS_FACTOR + "x --reps\n(the preset and an interleaved sweep "
                        + "of host algorithms: 100)")
                .opt("spread-ms", "MS", "0", "interleaved, past --min-ms: while an algorithm's median is uncertain by "
                        + "more than " + Math.round(Harness.SPREAD_MAX * 100) + "% (its\n95% interval), more timed runs "
                        + "until each algorithm's add up to MS ms, at most " + Harness.SPREAD_REPS_FACTOR + "x the runs "
                        + "--min-ms adds\n(the preset and an interleaved sweep of host algorithms: 400)")
                .opt("warmup-ms", "MS", "0", "interleaved: more warm-ups until each algorithm's add up to MS ms or "
                        + "number " + Harness.WARMUP_SORTS + "\n(the JIT compiles a route run once a sort after ~200 "
                        + "calls; the preset and an interleaved sweep of host algorithms: 20)")
                .opt("inputs", "K", Integer.toString(INPUTS), "workloads up to " + Harness.INPUTS_MAX_N / (1 << 20) + "Mi keys sort K "
                        + "inputs in turn (seeds SEED..SEED+K-1; interleaved, sort t of a\nworkload reads input t mod K), "
                        + "so the branch predictor learns little of them")
                .opt("settle-ms", "MS", Long.toString(Harness.DEFAULT_SETTLE_MILLIS), "warm-ups until MS ms have "
                        + "passed on the first workload of each algorithm,\nkey type and size class (the JIT's first "
                        + "compilations; 0: off)")
                .opt("jit-wait-ms", "MS", Long.toString(Harness.DEFAULT_JIT_WAIT_MILLIS), "every workload's warm-ups "
                        + "go on, at most MS ms, while the JIT compiles\nthe sorts' code (its compile queue; 0: off)")
                .flag("no-charts", "do not draw PNG charts")
                .opt("tune", "NAME", null, "tuning mode: sweep the parameters of NAME (" + String.join(", ",
                        Tunables.all().stream().map(Tunable::name).toList()) + ") for one workload")
                .opt("params", "SPEC", null, "tuning: candidate values, e.g. threads=1,2,4;k=64,128")
                .flag("progress", "show the progress bar even when stderr is not a terminal")
                .flag("no-progress", "never show the progress bar")
                .note("Tuning uses the first of --types, --dists and --sizes (defaults int, uniform, 2^22).")
                .note("GPU algorithms need a GPU; cub-* need: bash samplesort-cli/src/bench/cuda/build.sh target/bench")
                .note("Wide keys (issue 16): gensort = 100-byte records, 10-byte key, incl. extract and gather; u128 = "
                        + "two long columns;\nlong4 = four long columns (256 / 65536 / all / distinct values); they "
                        + "fix their own data (--dists does not apply).");
    }

    private static List<String> names() {
        return java.util.Arrays.stream(Distribution.values()).map(Distribution::cliName).toList();
    }

    static List<Long> parseSizes(String s) throws UsageException {
        List<Long> out = new ArrayList<>();
        for (String part : s.split(",")) {
            String t = part.trim();
            if (t.isEmpty()) continue;
            try {
                int dots = t.indexOf("..");
                if (dots >= 0) {
                    long a = Args.parseCount(t.substring(0, dots)), b = Args.parseCount(t.substring(dots + 2));
                    if (Long.bitCount(a) != 1 || Long.bitCount(b) != 1 || a > b) {
                        throw new IllegalArgumentException("a range needs powers of two, low..high: '" + t + "'");
                    }
                    for (long v = a; v <= b; v <<= 1) out.add(v);
                } else {
                    long v = Args.parseCount(t);
                    if (v < 1) throw new IllegalArgumentException("size must be at least 1");
                    out.add(v);
                }
            } catch (IllegalArgumentException e) {
                throw new UsageException("option --sizes: " + e.getMessage());
            }
        }
        if (out.isEmpty()) throw new UsageException("option --sizes: no sizes");
        return out;
    }

    static List<RecordFormat> parseTypes(String s) throws UsageException {
        List<RecordFormat> out = new ArrayList<>();
        for (String t : s.split(",")) {
            if (t.isBlank()) continue;
            try {
                out.add(RecordFormat.parse(t.trim()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("option --types: " + e.getMessage());
            }
        }
        if (out.isEmpty()) throw new UsageException("option --types: no types");
        return out;
    }

    static List<Distribution> parseDists(String s) throws UsageException {
        List<Distribution> out = new ArrayList<>();
        for (String t : s.split(",")) {
            if (t.isBlank()) continue;
            try {
                out.add(Distribution.parse(t.trim()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("option --dists: " + e.getMessage());
            }
        }
        if (out.isEmpty()) throw new UsageException("option --dists: no distributions");
        return out;
    }

    public static int run(Args a, PrintStream out, PrintStream err) throws Exception {
        boolean quick = a.flag("quick");
        Map<String, String> preset = Map.of();
        if (a.has("preset")) {
            if (!a.get("preset").equals("cpu-vs-jdk")) {
                throw new UsageException("option --preset: unknown preset '" + a.get("preset") + "' (expected cpu-vs-jdk)");
            }
            if (quick) throw new UsageException("options --preset and --quick exclude each other");
            preset = PRESET_CPU_VS_JDK;
        }
        String sizes = a.has("sizes") || !quick ? pick(a, preset, "sizes") : "2^20,2^22,2^24";
        String types = a.has("types") || !quick ? pick(a, preset, "types") : "int,long,float,int+int";
        String dists = a.has("dists") || !quick ? pick(a, preset, "dists") : "uniform,sorted,detdup";
        int reps = a.has("reps") || !quick ? pickInt(a, preset, "reps") : 3;
        if (reps < 1) throw new UsageException("option --reps: at least 1");
        int warm = pickInt(a, preset, "warmup");
        long seed = a.getLong("seed");
        int p = a.getInt("p");
        if (p < 1) throw new UsageException("option --p: must be at least 1");
        Path outDir = Path.of(a.get("out"));
        Path cubLib = Path.of(a.get("cub-lib"));
        if (a.has("tune")) {
            return tune(a, out, err, parseTypes(a.has("types") ? types : "int").get(0),
                    parseDists(a.has("dists") ? dists : "uniform").get(0),
                    parseSizes(a.has("sizes") ? sizes : "2^22").get(0), reps, warm, seed, p, outDir);
        }
        List<Long> sz = parseSizes(sizes);
        List<WideShape> wide = WideShape.listed(types);
        String plain = WideShape.withoutShapes(types);
        List<RecordFormat> ty = wide.isEmpty() || !plain.isBlank() ? parseTypes(plain) : List.of();
        List<Distribution> di = parseDists(dists);
        List<BenchAlgorithm> algos;
        try {
            algos = Algorithms.create(List.of(pick(a, preset, "algos").split(",")), cubLib);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option --algos: " + e.getMessage());
        }
        List<WideAlgorithm> wideAlgos = algos.stream().map(x -> WideAlgorithms.create(x.name(), cubLib)).toList();
        long singleMax = a.has("single-max") || !quick ? a.getCount("single-max") : 1L << 22;
        boolean interleave = interleaved(a, !preset.isEmpty(), algos);
        // (a plain interleaved sweep of host algorithms times as the preset does: HOST_TIMING)
        Map<String, String> timing = preset.isEmpty() && interleave && onHost(algos) ? HOST_TIMING : preset;
        int minMs = pickInt(a, timing, "min-ms");   // a count: never negative
        if (minMs > 0 && !interleave) {
            throw new UsageException("option --min-ms: adds interleaved rounds; not with --no-interleave, and give "
                    + "--interleave where a GPU algorithm is listed");
        }
        int spreadMs = pickInt(a, timing, "spread-ms");   // a count: never negative
        if (spreadMs > 0 && (minMs == 0 || spreadMs < minMs)) {
            if (a.has("spread-ms")) {
                throw new UsageException("option --spread-ms: adds rounds past --min-ms, so it needs a --min-ms of 1 to "
                        + spreadMs + " (--min-ms is " + minMs + (minMs == 0 ? ", off" : "") + ")");
            }
            spreadMs = 0; // (the preset's, where --min-ms was given off or past it)
        }
        long settleMs = a.getCount("settle-ms"), jitWaitMs = a.getCount("jit-wait-ms");
        int inputs = pickInt(a, preset, "inputs");
        if (inputs < 1) throw new UsageException("option --inputs: at least 1");
        int warmMs = pickInt(a, timing, "warmup-ms");   // a count: never negative
        if (warmMs > 0 && !interleave) {
            throw new UsageException("option --warmup-ms: adds interleaved warm-up rounds; not with --no-interleave, "
                    + "and give --interleave where a GPU algorithm is listed");
        }
        return sweep(new Harness.Config(sz, ty, di, algos, reps, warm, seed, p, singleMax, interleave, minMs,
                        settleMs, jitWaitMs, inputs, warmMs, spreadMs), wide,
                wideAlgos,
                outDir,
                !a.flag("no-charts"), Progress.wanted(a), out, err);
    }

    /**
     * Whether the sweep's timed runs go round-robin over the algorithms: {@code --interleave}, {@code --no-interleave},
     * else under a preset, else where every algorithm sorts on the host ({@link Algorithms#HOST}). Why the default: in
     * a sweep of one algorithm after another the first meets the JVM's first seconds, and a cell read the listed
     * order where the columns make the same call (the issue's 2-core command on the 16-core host, ninetieth session,
     * 17 inputs: `Arrays.sort` of `int[2^16]` 0.53-0.81 ms between the columns of one JVM); round-robin gives that
     * spell to every column alike. Ninety-first session, the same command on 2 cores of the host, the JVM's first
     * cell (`int` uniform 2^16, the JDK's own sort on every side): 0.92x and 0.69x the faster JDK column in two JVMs
     * one algorithm at a time (ours 0.51 / 0.69 ms against 0.47 / 0.48), 0.92-1.00x in 13 JVMs interleaved. GPU
     * sweeps keep one algorithm at a time unless asked: their set-ups hold device memory for the whole workload.
     */
    static boolean interleaved(Args a, boolean preset, List<BenchAlgorithm> algos) throws UsageException {
        if (a.flag("interleave") && a.flag("no-interleave")) {
            throw new UsageException("options --interleave and --no-interleave: give one of them");
        }
        if (a.flag("no-interleave")) return false;
        return a.flag("interleave") || preset || onHost(algos);
    }

    /** Whether every algorithm sorts on the host's cores alone ({@link Algorithms#HOST}). */
    private static boolean onHost(List<BenchAlgorithm> algos) {
        return algos.stream().allMatch(x -> Algorithms.HOST.contains(x.name()));
    }

    /** The option's value: given on the command line, else the preset's, else the option's default. */
    private static String pick(Args a, Map<String, String> preset, String name) {
        return a.has(name) || !preset.containsKey(name) ? a.get(name) : preset.get(name);
    }

    private static int pickInt(Args a, Map<String, String> preset, String name) throws UsageException {
        return a.has(name) || !preset.containsKey(name) ? a.getInt(name) : Integer.parseInt(preset.get(name));
    }

    /** Runs a sweep and writes results.csv, summary.md and (when possible) charts; exit 1 if any run failed. */
    public static int sweep(Harness.Config cfg, Path outDir, boolean charts, boolean showProgress, PrintStream out,
                            PrintStream err) throws Exception {
        return sweep(cfg, List.of(), List.of(), outDir, charts, showProgress, out, err);
    }

    /** A sweep that also runs the wide-key shapes (gensort, u128, long4) with their algorithms. */
    static int sweep(Harness.Config cfg, List<WideShape> wide, List<WideAlgorithm> wideAlgos, Path outDir,
                     boolean charts, boolean showProgress, PrintStream out, PrintStream err) throws Exception {
        Files.createDirectories(outDir);
        long started = System.nanoTime();
        long total = (long) cfg.sizes().size() * cfg.types().size() * cfg.dists().size() * cfg.algos().size()
                + (long) cfg.sizes().size() * wide.size() * wideAlgos.size();
        List<Result> rs;
        // each row also goes to results.partial.csv as it is measured: a sweep stopped before its end keeps its runs
        // there (PartialCsv); results.csv and summary.md are written at the end, replacing the old ones whole
        PartialCsv partial = PartialCsv.open(outDir, err);
        boolean ended = false;
        // where the sweep sorts on the host's cores, their parallelism before and after it (CoreCheck says why)
        int threads = CoreCheck.threads();
        boolean coreCheck = threads > 1 && cfg.algos().stream().anyMatch(x -> Algorithms.HOST.contains(x.name()));
        double coresBefore = coreCheck ? CoreCheck.scaling(threads) : Double.NaN;
        if (coreCheck) out.println(CoreCheck.describe(threads, coresBefore, Double.NaN));
        try (Progress bar = new Progress(err, showProgress, "bench", total)) {
            Harness h = new Harness(cfg, out, bar);
            String noQueue = h.jitWaitWarning();
            if (noQueue != null) out.println(noQueue);
            h.onRow(partial);
            rs = new ArrayList<>(h.run());
            String jit = h.jitWaitSummary();
            if (jit != null) out.println(jit);
            if (!wide.isEmpty()) {
                WideHarness wh = new WideHarness(wide, cfg, wideAlgos, out, bar);
                wh.onRow(partial);
                rs.addAll(wh.run());
            }
            ended = true;
        } finally {
            partial.close();
            if (!ended) {
                err.println("samplesort bench: stopped before the end; the runs so far are in "
                        + outDir.resolve(PartialCsv.NAME) + " (their tables: samplesort report --csv "
                        + outDir.resolve(PartialCsv.NAME) + ")");
            }
        }
        String settings = cfg.describe();
        if (coreCheck) {
            String cores = CoreCheck.describe(threads, coresBefore, CoreCheck.scaling(threads));
            out.println(cores);
            settings += "\n\n" + cores;
        }
        Path csv = outDir.resolve("results.csv");
        Reports.writeCsv(rs, csv);
        Reports.replace(outDir.resolve("summary.md"), Reports.summary(rs, settings));
        partial.finished();
        out.printf(java.util.Locale.ROOT, "results: %s, %s (%d algorithm/workload pairs in %.1f s)%n", csv,
                outDir.resolve("summary.md"), total, (System.nanoTime() - started) / 1e9);
        if (charts) {
            if (ChartCommand.desktopPresent()) {
                try {
                    ChartCommand.draw(rs, outDir, out);
                } catch (Exception e) {
                    err.println("samplesort bench: charts not drawn: " + e);
                }
            } else {
                out.println("charts: skipped (no java.desktop in this runtime); draw them elsewhere with: "
                        + "samplesort chart --csv " + csv);
            }
        }
        if (Harness.anyFailure(rs)) {
            long bad = rs.stream().filter(r -> r.status() == Result.Status.FAILED
                    || r.status() == Result.Status.ERROR).count();
            err.println("samplesort bench: " + bad + " run(s) FAILED or ERROR (wrong output or exception); see "
                    + outDir.resolve("summary.md"));
            return 1;
        }
        if (rs.stream().noneMatch(r -> r.status() == Result.Status.OK)) {
            // nothing was measured (no GPU, library missing, sizes too large for the heap): not a success
            err.println("samplesort bench: no algorithm could run; every run was skipped (reasons in "
                    + outDir.resolve("summary.md") + ")");
            return 1;
        }
        return 0;
    }

    private static int tune(Args a, PrintStream out, PrintStream err, RecordFormat f, Distribution d, long n,
                            int reps, int warm, long seed, int p, Path outDir) throws Exception {
        Tunable t;
        try {
            t = Tunables.byName(a.get("tune"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("option --tune: " + e.getMessage());
        }
        if (n > Integer.MAX_VALUE - 8) throw new UsageException("tuning size too large: " + n);
        String why = t.unavailableReason(f);
        if (why != null) throw new CliException("cannot tune " + t.name() + " for " + f.describe() + ": " + why);
        Map<String, List<Integer>> space;
        try {
            space = Tuner.parseOverrides(a.get("params"), t.parameters());
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return tuneAndReport(t, space, f, d, (int) n, reps, warm, seed, p, outDir, Progress.wanted(a), out, err);
    }

    /** Runs the tuning grid, prints the table and the best, writes tune.csv; exit 1 if no combination is correct. */
    public static int tuneAndReport(Tunable t, Map<String, List<Integer>> space, RecordFormat f, Distribution d, int n,
                                    int reps, int warm, long seed, int p, Path outDir, boolean showProgress,
                                    PrintStream out, PrintStream err) throws Exception {
        out.printf("tuning %s on %s %s n=%s (%d reps, %d warm-up): %s%n", t.name(), f.describe(), d.cliName(),
                Harness.sizeText(n), reps, warm, space);
        List<Tuner.Trial> trials;
        try (Progress bar = new Progress(err, showProgress, "tune", Tuner.grid(space).size())) {
            trials = Tuner.tune(t, space, f, d, n, reps, warm, seed, p, out, bar);
        }
        Files.createDirectories(outDir);
        List<String> lines = new ArrayList<>();
        lines.add("tunable,type,dist,n,params,median_ms,min_ms,max_ms,gkeys,status");
        for (Tuner.Trial tr : trials) {
            lines.add(String.join(",", t.name(), f.describe(), d.cliName(), Integer.toString(n),
                    '"' + tr.params().toString() + '"', tr.ok() ? String.format("%.4f", tr.medianMs()) : "",
                    tr.ok() ? String.format("%.4f", tr.minMs()) : "", tr.ok() ? String.format("%.4f", tr.maxMs()) : "",
                    tr.ok() ? String.format("%.6f", Result.gkeys(n, tr.medianMs())) : "",
                    tr.ok() ? "OK" : "FAILED: " + tr.failure().replace(',', ';')));
        }
        Files.write(outDir.resolve("tune.csv"), lines);
        Tuner.Trial best = trials.isEmpty() ? null : trials.get(0);
        if (best == null || !best.ok()) {
            err.println("samplesort bench --tune: no parameter combination sorted correctly");
            return 1;
        }
        out.printf("best: %s  %.3f ms  %.4f GKeys/s  (table: %s)%n", best.params(), best.medianMs(),
                Result.gkeys(n, best.medianMs()), outDir.resolve("tune.csv"));
        return trials.stream().allMatch(Tuner.Trial::ok) ? 0 : 1;
    }
}
