package dev.samplesort.bench;

import dev.samplesort.cli.JdkSorts;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.Distribution;
import dev.samplesort.cli.Checks;
import dev.samplesort.cli.Progress;
import dev.samplesort.cli.RecordFormat;
import dev.samplesort.cli.UsageException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HarnessTest {
    @TempDir Path dir;
    final ByteArrayOutputStream outBytes = new ByteArrayOutputStream(), errBytes = new ByteArrayOutputStream();
    final PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
    final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

    static final List<RecordFormat> ALL_TYPES = Stream.of("int", "float", "long", "double", "int+int", "long+long")
            .map(RecordFormat::parse).toList();

    Harness.Config config(List<Long> sizes, List<RecordFormat> types, List<Distribution> dists,
                          List<BenchAlgorithm> algos) {
        return new Harness.Config(sizes, types, dists, algos, 2, 1, 42, 64, 1L << 26);
    }

    /** Sorts correctly with the JDK, then damages the result in one of several ways. */
    static final class Broken implements BenchAlgorithm {
        final String how;

        Broken(String how) { this.how = how; }

        @Override public String name() { return "broken-" + how; }

        @Override public String unavailableReason(RecordFormat f) {
            return how.equals("pair") && f.value() == null ? "needs values" : null;
        }

        @Override
        public double sort(HostData d) {
            JdkSorts.sort(d.keys, d.values, false, false);
            int n = d.n;
            switch (how) {
                case "drop" -> { // one record lost, its neighbour duplicated: still sorted
                    System.arraycopy(d.keys, n / 2 + 1, d.keys, n / 2, 1);
                    if (d.values != null) System.arraycopy(d.values, n / 2 + 1, d.values, n / 2, 1);
                }
                case "swap" -> { // one adjacent pair of distinct keys left swapped
                    for (int i = n / 3; i + 1 < n; i++) {
                        if (Checks.compareBits(Checks.keyType(d.keys), Checks.bits(d.keys, i),
                                Checks.bits(d.keys, i + 1)) != 0) {
                            Object t = java.lang.reflect.Array.get(d.keys, i);
                            java.lang.reflect.Array.set(d.keys, i, java.lang.reflect.Array.get(d.keys, i + 1));
                            java.lang.reflect.Array.set(d.keys, i + 1, t);
                            break;
                        }
                    }
                }
                case "pair" -> { // two values exchanged: keys sorted, pairs broken
                    Object a = java.lang.reflect.Array.get(d.values, 1);
                    java.lang.reflect.Array.set(d.values, 1, java.lang.reflect.Array.get(d.values, n - 2));
                    java.lang.reflect.Array.set(d.values, n - 2, a);
                }
                case "throw" -> throw new IllegalStateException("device on fire");
                default -> throw new AssertionError(how);
            }
            return 1.0;
        }
    }

    @Test
    void sweepWritesCsvSummaryAndCharts() throws Exception {
        List<String> names = new ArrayList<>(List.of("jdk", "jdkpar", "gpu", "gpu-e2e", "cub-radix"));
        if (dev.samplesort.cli.CliTestAccess.cpuWorks()) names.add("cpu");
        List<BenchAlgorithm> algos = Algorithms.create(names, dir.resolve("missing/libcubss.so"));
        Harness.Config cfg = config(List.of(1L << 8, 1000L, 1L << 11), ALL_TYPES, List.of(Distribution.values()),
                algos);
        int rc = BenchCommand.sweep(cfg, dir, true, false, out, err);
        assertEquals(0, rc, errBytes.toString());
        List<Result> rs = Reports.readCsv(dir.resolve("results.csv"));
        int types = ALL_TYPES.size(), dists = Distribution.values().length, sizes = 3;
        // jdk: every workload, long+long too (one object per pair and a comparator), 2 reps each, all OK and
        // verified (pairs: stable)
        long jdkOk = rs.stream().filter(r -> r.algo().equals("jdk") && r.status() == Result.Status.OK).count();
        assertEquals((long) types * dists * sizes * 2, jdkOk);
        assertEquals((long) dists * sizes * 2, rs.stream().filter(r -> r.algo().equals("jdkpar")
                && r.type().equals("long+long") && r.status() == Result.Status.OK).count());
        for (Result r : rs) {
            if (r.status() == Result.Status.OK) {
                assertTrue(r.ms() >= 0 && r.gkeys() > 0, r.toString());
                assertEquals(Result.gkeys(r.n(), r.ms()), r.gkeys(), r.gkeys() * 1e-3);
            }
        }
        // each timed cpu run of keys names the CPU backend's route in its note (pairs where their route records one);
        // the JDK's runs name none
        for (Result r : rs) {
            if (r.status() != Result.Status.OK) continue;
            if (r.algo().equals("cpu")) {
                assertTrue(r.note().matches("route=[A-Z_]+") || r.type().contains("+") && r.note().isEmpty(),
                        r.toString());
            }
            if (r.algo().startsWith("jdk")) assertEquals("", r.note(), r.toString());
        }
        Result cub = rs.stream().filter(r -> r.algo().equals("cub-radix")).findFirst().orElseThrow();
        assertEquals(Result.Status.SKIPPED, cub.status());
        assertTrue(cub.note().contains("build.sh"), cub.note());
        if (dev.samplesort.internal.Tooling.gpuUnavailableReason() != null) {
            assertTrue(rs.stream().filter(r -> r.algo().startsWith("gpu"))
                    .allMatch(r -> r.status() == Result.Status.SKIPPED && r.note().contains("not available")));
        }
        assertTrue(outBytes.toString().contains("skip cub-radix"), "skip reasons are printed");
        String md = Files.readString(dir.resolve("summary.md"));
        assertTrue(md.contains("## int+int, detdup") && md.contains("vs jdkpar") && md.contains("| 2^11 | jdk |"), md);
        assertTrue(md.contains("## Skipped") && !md.contains("## Failures"));
        List<Path> pngs;
        try (Stream<Path> s = Files.list(dir)) {
            pngs = s.filter(p -> p.toString().endsWith(".png")).toList();
        }
        long withData = rs.stream().filter(r -> r.status() == Result.Status.OK).map(r -> r.type() + "|" + r.dist())
                .distinct().count();
        assertTrue(withData >= (long) (types - 1) * dists, "every type but long+long has jdk results: " + withData);
        assertEquals(withData, pngs.size(), "one chart per type x distribution with results");
        for (Path p : pngs) {
            byte[] b = Files.readAllBytes(p);
            assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(b, 4));
            assertTrue(b.length > 5_000 && b.length < 200_000, p + ": " + b.length);
        }
        assertTrue(Files.exists(dir.resolve("chart-int_int-uniform.png")));
    }

    /** An error no sweep survives, thrown by {@link #stopper}'s first sort: a run stopped from outside. */
    static final class Stop extends Error {
        Stop() { super("stopped"); }
    }

    static BenchAlgorithm stopper() {
        return new BenchAlgorithm() {
            @Override public String name() { return "stopper"; }

            @Override public String unavailableReason(RecordFormat f) { return null; }

            @Override public double sort(HostData d) { throw new Stop(); }
        };
    }

    /** Every row reaches the harness's sink as it is measured, the same rows in the same order as its results. */
    @Test
    void rowsAreHandedOnAsTheyAreMeasured() throws Exception {
        Harness.Config cfg = config(List.of(1L << 8, 1L << 10), List.of(RecordFormat.parse("int"),
                RecordFormat.parse("long+int")), List.of(Distribution.UNIFORM, Distribution.SORTED),
                List.of(HostAlgorithms.jdk(), new Broken("throw")));
        Harness h = new Harness(cfg, out, Progress.none());
        List<Result> seen = new ArrayList<>();
        h.onRow(seen::add);
        List<Result> rs = h.run();
        assertEquals(rs, seen);
        assertEquals(2 * 2 * 2 * 2 + 2 * 2 * 2, seen.size(), "jdk: 2 reps a workload; broken: one ERROR row each");
    }

    /**
     * A sweep that ends leaves results.csv and summary.md and no partial file; one stopped in the middle (an error
     * the harness does not catch, as a time limit's signal would end the JVM) leaves the earlier sweep's results.csv
     * and summary.md as they were and its own runs so far in results.partial.csv, readable as a results.csv.
     */
    @Test
    void aStoppedSweepKeepsItsRunsSoFarAndTheEarlierResults() throws Exception {
        List<Distribution> dists = List.of(Distribution.UNIFORM, Distribution.ZIPF);
        List<RecordFormat> types = List.of(RecordFormat.parse("int"));
        assertEquals(0, BenchCommand.sweep(config(List.of(1L << 9), types, dists, List.of(HostAlgorithms.jdk())),
                dir, false, false, out, err));
        assertFalse(Files.exists(dir.resolve(PartialCsv.NAME)), "an ended sweep deletes its partial file");
        byte[] csv = Files.readAllBytes(dir.resolve("results.csv")), md = Files.readAllBytes(dir.resolve("summary.md"));
        assertEquals(4, Reports.readCsv(dir.resolve("results.csv")).size());

        // the second sweep: jdk sorts 2^10 uniform (2 rows), then the stopper stops the run at its first sort
        Harness.Config stopped = config(List.of(1L << 10), types, dists, List.of(HostAlgorithms.jdk(), stopper()));
        assertThrows(Stop.class, () -> BenchCommand.sweep(stopped, dir, false, false, out, err));
        assertArrayEquals(csv, Files.readAllBytes(dir.resolve("results.csv")), "the earlier results.csv, whole");
        assertArrayEquals(md, Files.readAllBytes(dir.resolve("summary.md")), "the earlier summary.md, whole");
        List<Result> partial = Reports.readCsv(dir.resolve(PartialCsv.NAME));
        assertEquals(List.of("jdk 1024 uniform 1", "jdk 1024 uniform 2"), partial.stream()
                .map(r -> r.algo() + " " + r.n() + " " + r.dist() + " " + r.rep()).toList());
        assertTrue(partial.stream().allMatch(r -> r.status() == Result.Status.OK));
        assertTrue(errBytes.toString().contains("stopped before the end; the runs so far are in")
                && errBytes.toString().contains(PartialCsv.NAME), errBytes.toString());
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(), s.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".tmp")).toList(),
                    "no temporary file left");
        }

        // a sweep that ends again replaces both and deletes the partial file
        assertEquals(0, BenchCommand.sweep(config(List.of(1L << 10), types, dists, List.of(HostAlgorithms.jdk())),
                dir, false, false, out, err));
        assertFalse(Files.exists(dir.resolve(PartialCsv.NAME)));
        assertTrue(Reports.readCsv(dir.resolve("results.csv")).stream().allMatch(r -> r.n() == 1 << 10));
    }

    @Test
    void wrongSortersAreCaught() throws Exception {
        for (String how : List.of("drop", "swap", "pair", "throw")) {
            List<BenchAlgorithm> algos = List.of(HostAlgorithms.jdk(), new Broken(how));
            Path d = dir.resolve(how);
            int rc = BenchCommand.sweep(config(List.of(1L << 12), List.of(RecordFormat.parse("long+int"),
                    RecordFormat.parse("int+int")), List.of(Distribution.UNIFORM, Distribution.FEW_UNIQUE_16), algos),
                    d, false, false, out, err);
            assertEquals(1, rc, how + " must fail the run");
            List<Result> rs = Reports.readCsv(d.resolve("results.csv"));
            List<Result> mine = rs.stream().filter(r -> r.algo().equals("broken-" + how)).toList();
            assertFalse(mine.isEmpty());
            Result.Status expect = how.equals("throw") ? Result.Status.ERROR : Result.Status.FAILED;
            assertTrue(mine.stream().allMatch(r -> r.status() == expect && Double.isNaN(r.ms())), mine.toString());
            String note = mine.get(0).note();
            switch (how) {
                case "drop" -> assertTrue(note.contains("not a permutation"), note);
                case "swap" -> assertTrue(note.contains("not sorted at index"), note);
                case "pair" -> assertTrue(note.contains("separated pairs"), note);
                default -> assertTrue(note.contains("device on fire"), note);
            }
            assertTrue(rs.stream().filter(r -> r.algo().equals("jdk") && r.type().equals("int+int"))
                    .allMatch(r -> r.status() == Result.Status.OK));
            assertTrue(rs.stream().filter(r -> r.algo().equals("jdk")).noneMatch(r -> r.status() == Result.Status.FAILED
                    || r.status() == Result.Status.ERROR));
            String md = Files.readString(d.resolve("summary.md"));
            assertTrue(md.contains("**" + expect + "**") && md.contains("## Failures"), md);
            assertTrue(errBytes.toString().contains("FAILED or ERROR"));
        }
    }

    /** A stable algorithm's result must keep equal keys in input order (the generated values are the positions). */
    @Test
    void stableAlgorithmsAreCheckedForStability() {
        int[] keys = {5, 1, 5, 1, 5}, values = {0, 1, 2, 3, 4};
        var sum = Checks.checksum(keys, values, 5);
        HostData stable = new HostData(RecordFormat.parse("int+int"), new int[] {1, 1, 5, 5, 5}, new int[] {1, 3, 0, 2, 4});
        HostData unstable = new HostData(RecordFormat.parse("int+int"), new int[] {1, 1, 5, 5, 5}, new int[] {1, 3, 2, 0, 4});
        assertEquals(null, Harness.check(stable, sum, true));
        assertEquals(null, Harness.check(unstable, sum, false));
        String bad = Harness.check(unstable, sum, true);
        assertTrue(bad != null && bad.contains("not stable at index 3"), bad);
        assertFalse(new Broken("drop").stable());
    }

    /**
     * The JDK's route for pairs with 64-bit keys (one object per pair, a comparator): the stable order in Java's total
     * order of the keys, as the CLI's index merge sort gives it, on one thread and in parallel; every key moved with
     * its value. Keys with many duplicates, and for double keys -0.0 / 0.0, NaNs of other bit patterns, infinities.
     */
    @Test
    void theJdkRouteSortsPairsWith64BitKeysStably() throws Exception {
        int n = 20_000;
        java.util.Random rnd = new java.util.Random(7);
        double[] specials = {-0.0, 0.0, Double.NaN, Double.longBitsToDouble(0x7ff8_0000_0000_0001L),
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MAX_VALUE};
        for (String type : List.of("long+int", "long+long", "double+int", "double+long")) {
            RecordFormat f = RecordFormat.parse(type);
            for (BenchAlgorithm a : List.of(HostAlgorithms.jdk(), HostAlgorithms.jdkpar())) {
                assertEquals(null, a.unavailableReason(f), type);
                Object keys = type.startsWith("long") ? rnd.longs(n, -50, 50).toArray()
                        : rnd.ints(n, 0, 60).mapToDouble(i -> i < specials.length ? specials[i] : i - 30.5).toArray();
                Object values = type.endsWith("+int") ? java.util.stream.IntStream.range(0, n).toArray()
                        : java.util.stream.LongStream.range(0, n).toArray();
                var sum = Checks.checksum(keys, values, n);
                HostData input = new HostData(f, keys, values), d = HostData.allocate(f, n),
                        want = HostData.allocate(f, n);
                d.copyFrom(input);
                want.copyFrom(input);
                a.sort(d);
                JdkSorts.sort(want.keys, want.values, false, false); // (the CLI's index merge sort: stable)
                assertEquals(null, Harness.check(d, sum, true), type + " " + a.name());
                for (int i = 0; i < n; i++) {
                    assertEquals(Checks.bits(want.keys, i), Checks.bits(d.keys, i), type + " " + a.name() + " key " + i);
                    assertEquals(Checks.bits(want.values, i), Checks.bits(d.values, i), type + " " + a.name() + " " + i);
                }
            }
        }
    }

    /**
     * An algorithm that counts its calls and notes in {@code problems} an input that is not the workload's fresh copy
     * (sorted keys; int values that are not their index), then sorts it.
     */
    private static BenchAlgorithm freshInputSpy(AtomicInteger calls, List<String> problems) {
        return new BenchAlgorithm() {
            @Override public String name() { return "spy"; }

            @Override public String unavailableReason(RecordFormat f) { return null; }

            @Override
            public double sort(HostData d) {
                calls.incrementAndGet();
                if (Checks.firstViolation(d.keys, d.n, false) < 0) problems.add("got sorted input");
                if (d.values instanceof int[] v) {
                    for (int i = 0; i < d.n; i++) if (v[i] != i) { problems.add("values not the index"); break; }
                }
                JdkSorts.sort(d.keys, d.values, true, false);
                return 0.5;
            }
        };
    }

    @Test
    void everyRunSortsAFreshCopyOfTheInput() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        List<String> problems = new ArrayList<>();
        BenchAlgorithm spy = freshInputSpy(calls, problems);
        Harness.Config cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("long+int")),
                List.of(Distribution.UNIFORM), List.of(spy), 3, 1, 1, 1056, 1L << 26);
        List<Result> rs = new Harness(cfg, out, Progress.none()).run();
        assertEquals(4, calls.get(), "1 warm-up + 3 reps");
        assertEquals(List.of(), problems);
        assertEquals(3, rs.stream().filter(r -> r.status() == Result.Status.OK).count());
        assertEquals(List.of(1, 2, 3), rs.stream().map(Result::rep).toList());
    }

    /**
     * With the JIT wait on, a workload may get more warm-ups (while the JIT compiles the sorts' code), never fewer,
     * and still exactly its timed runs, each on a fresh copy; off (0), the count is exact (above).
     */
    @Test
    void theJitWaitAddsWarmUpsOnly() throws Exception {
        for (boolean interleave : new boolean[] {false, true}) {
            AtomicInteger calls = new AtomicInteger();
            List<String> problems = new ArrayList<>();
            BenchAlgorithm spy = freshInputSpy(calls, problems);
            Harness.Config cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                    List.of(Distribution.UNIFORM), List.of(spy), 3, 1, 1, 1056, 1L << 26, interleave, 0, 0,
                    Harness.DEFAULT_JIT_WAIT_MILLIS);
            Harness h = new Harness(cfg, out, Progress.none());
            List<Result> rs = h.run();
            assertTrue(calls.get() >= 4, "at least 1 warm-up + 3 reps, interleave " + interleave);
            assertEquals(List.of(), problems);
            assertEquals(List.of(1, 2, 3), rs.stream().map(Result::rep).toList(), "interleave " + interleave);
            String summary = h.jitWaitSummary(); // null (no wait) or a line saying how long
            if (summary != null) assertTrue(summary.contains("JIT"), summary);
        }
    }

    /**
     * The warning at a sweep's start: only where the warm-ups are to wait for the JIT and its queue cannot be read
     * (this test's JDK can read it: JitWatchTest), never where they are not to wait.
     */
    @Test
    void theNoQueueWarningNamesTheMissingModules() {
        for (long wait : new long[] {0, Harness.DEFAULT_JIT_WAIT_MILLIS}) {
            Harness.Config cfg = new Harness.Config(List.of(1L << 10), List.of(RecordFormat.parse("int")),
                    List.of(Distribution.UNIFORM), List.of(freshInputSpy(new AtomicInteger(), new ArrayList<>())), 1,
                    0, 1, 1056, 1L << 26, false, 0, 0, wait);
            String w = new Harness(cfg, out, Progress.none()).jitWaitWarning();
            if (wait == 0 || JitWatch.available()) {
                assertNull(w, "wait " + wait);
            } else {
                assertTrue(w.contains("jdk.jfr") && w.contains("jdk.management"), w);
            }
        }
    }

    /**
     * With {@code inputs} = 3, a workload of up to INPUTS_MAX_N keys sorts inputs of seeds 1, 2, 3 in turn: each
     * algorithm one after another across its warm-ups and reps, and interleaved, every sort of either the next
     * input (so the two algorithms of a round two different ones); above INPUTS_MAX_N, the first seed's only. Each output is checked against its own input's
     * records.
     */
    @Test
    void workloadsSortTheirInputsInTurn() throws Exception {
        int small = 1 << 12;
        List<Long> seen = new ArrayList<>(), large = new ArrayList<>();
        List<String> who = new ArrayList<>();
        int[][] expect = new int[4][];
        for (int k = 0; k < 3; k++) expect[k] = (int[]) HostData.generate(RecordFormat.parse("int"), Distribution.UNIFORM, small, 1 + k, 1056).keys;
        expect[3] = (int[]) HostData.generate(RecordFormat.parse("int"), Distribution.UNIFORM, Harness.INPUTS_MAX_N + 1, 1, 1056).keys;
        List<BenchAlgorithm> algos = new ArrayList<>();
        for (String name : List.of("a", "b")) {
            algos.add(new BenchAlgorithm() {
                @Override public String name() { return name; }

                @Override public String unavailableReason(RecordFormat f) { return null; }

                @Override
                public double sort(HostData d) {
                    int[] keys = (int[]) d.keys;
                    long which = -1;
                    for (int k = 0; k < 4; k++) {
                        if (expect[k].length == d.n && Arrays.equals(expect[k], keys)) which = k;
                    }
                    if (d.n == small) {
                        seen.add(which);
                        who.add(name);
                    } else {
                        large.add(which);
                    }
                    Arrays.sort(keys);
                    return 0.5;
                }
            });
        }
        for (boolean interleave : new boolean[] {true, false}) {
            seen.clear();
            who.clear();
            large.clear();
            Harness.Config cfg = new Harness.Config(List.of((long) small, Harness.INPUTS_MAX_N + 1L),
                    List.of(RecordFormat.parse("int")), List.of(Distribution.UNIFORM), algos, 4, 1, 1, 1056, 1L << 26,
                    interleave, 0, 0, 0, 3);
            List<Result> rs = new Harness(cfg, out, Progress.none()).run();
            assertEquals(16, rs.stream().filter(r -> r.status() == Result.Status.OK).count(), "2 sizes, 2 algos, 4 reps");
            // (a small workload has many warm-ups, warmups(n): the pattern is checked over all of them)
            assertTrue(seen.size() >= 10, "at least 1 warm-up and 4 reps each");
            int aSorts = (int) who.stream().filter("a"::equals).count();
            if (interleave) {
                for (int j = 0; j < seen.size(); j++) {
                    // every sort, a's or b's, reads the next input in turn (3 inputs)
                    assertEquals(j % 3, (long) seen.get(j), "interleaved, " + who.get(j) + ", sort " + j);
                    if (j % 2 == 1) assertNotEquals(seen.get(j - 1), seen.get(j), "round " + j / 2 + ": two inputs");
                }
            } else {
                for (int j = 0; j < seen.size(); j++) {
                    // a's sorts, then b's, each from input 0
                    long expected = (j < aSorts ? j : j - aSorts) % 3;
                    assertEquals(expected, seen.get(j), "one after another, sort " + j);
                }
            }
            assertTrue(large.size() >= 10 && large.stream().allMatch(x -> x == 3L), "above INPUTS_MAX_N: one input " + large);
        }
        assertThrows(IllegalArgumentException.class, () -> new Harness.Config(List.of(1L), List.of(), List.of(),
                List.of(), 1, 1, 1, 1, 1, true, 0, 0, 0, 0));
    }

    @Test
    void interleavedRoundsStartAtADifferentAlgorithmEachTime() throws Exception {
        List<String> order = new ArrayList<>();
        List<BenchAlgorithm> algos = new ArrayList<>();
        for (String name : List.of("a", "b", "c")) {
            algos.add(new BenchAlgorithm() {
                @Override public String name() { return name; }

                @Override public String unavailableReason(RecordFormat f) { return null; }

                @Override
                public double sort(HostData d) {
                    order.add(name);
                    JdkSorts.sort(d.keys, d.values, true, false);
                    return 0.5;
                }
            });
        }
        Harness.Config cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                List.of(Distribution.UNIFORM), algos, 2, 1, 1, 1056, 1L << 26, true);
        new Harness(cfg, out, Progress.none()).run();
        assertEquals(List.of("a", "b", "c", "b", "c", "a", "c", "a", "b"), order, "1 warm-up + 2 reps, rotated");
    }

    /**
     * Interleaved, one to four algorithms, the inputs of 1 to 20 asked for: every sort, whichever algorithm's, reads
     * the input last sorted as many sorts before as there are inputs, and over inputs x period sorts each algorithm
     * sorts every input equally often (the count raised where it shares a factor with the order's period: 16 inputs
     * and two algorithms would give each algorithm half of them). Until the fiftieth session the first algorithm
     * read inputs 16-20 sorts old, the others 14-17.
     */
    @Test
    void interleavedSortsReadInputsAsOldForEveryAlgorithm() {
        for (int asked = 1; asked <= 20; asked++) {
            for (int k = 1; k <= 4; k++) {
                int inputs = Harness.coprimeInputs(asked, k), period = Harness.period(k);
                String w = k + " algorithms, " + asked + " inputs asked, " + inputs + " sorted";
                assertTrue(inputs >= asked && inputs <= asked + 4, w);
                List<Integer> order = new ArrayList<>();
                for (int j = 0; j < k; j++) order.add(j);
                long sorts = (long) inputs * period;
                int[] last = new int[inputs];
                Arrays.fill(last, -1);
                int[][] count = new int[k][inputs];
                int t = 0;
                for (int r = 0; t < sorts; r++) {
                    for (int j : Harness.rotated(order, r)) {
                        int x = Harness.inputOf(t, inputs);
                        if (last[x] >= 0) assertEquals(inputs, t - last[x], w + ", sort " + t);
                        last[x] = t++;
                        count[j][x]++;
                    }
                }
                for (int j = 0; j < k; j++) {
                    for (int x = 0; x < inputs; x++) {
                        assertEquals(sorts / k / inputs, count[j][x], w + ": algorithm " + j + ", input " + x);
                    }
                }
            }
        }
        assertEquals(17, Harness.coprimeInputs(17, 3), "the preset's 17 as they are");
        assertEquals(17, Harness.coprimeInputs(16, 3), "16 and 3 algorithms (period 18): 17");
        assertEquals(11, Harness.coprimeInputs(8, 3), "8: 11 (9 and 10 share 3 and 2 with 18)");
        assertEquals(16, Harness.coprimeInputs(16, 1), "one algorithm: any count");
        assertEquals(1, Harness.coprimeInputs(1, 4), "one input");
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    @Test
    void everyAlgorithmFollowsEveryOtherEquallyOften() {
        for (int k = 2; k <= 3; k++) {
            List<BenchAlgorithm> algos = new ArrayList<>();
            for (int a = 0; a < k; a++) algos.add(named("a" + a));
            List<String> seq = new ArrayList<>();
            int rounds = 2 * k * 5; // whole periods
            Map<String, Integer> follows = new java.util.TreeMap<>(), first = new java.util.TreeMap<>();
            for (int r = 0; r < rounds; r++) {
                List<BenchAlgorithm> round = Harness.rotated(algos, r);
                assertEquals(k, new java.util.HashSet<>(round).size(), "round " + r + ": each algorithm once");
                first.merge(round.get(0).name(), 1, Integer::sum);
                for (BenchAlgorithm a : round) seq.add(a.name());
            }
            for (int i = 1; i < seq.size(); i++) follows.merge(seq.get(i - 1) + ">" + seq.get(i), 1, Integer::sum);
            follows.merge(seq.get(seq.size() - 1) + ">" + seq.get(0), 1, Integer::sum); // (the period goes on)
            for (int a = 0; a < k; a++) {
                assertEquals(rounds / k, first.get("a" + a), k + " algorithms: a" + a + " first in a round");
                for (int b = 0; b < k; b++) {
                    if (a == b) continue;
                    assertEquals(follows.get("a0>a1"), follows.get("a" + a + ">a" + b),
                            k + " algorithms: a" + b + " after a" + a + " " + follows);
                }
            }
        }
    }

    /** A fake algorithm that only has a name. */
    private static BenchAlgorithm named(String name) {
        return new BenchAlgorithm() {
            @Override public String name() { return name; }

            @Override public String unavailableReason(RecordFormat f) { return null; }

            @Override public double sort(HostData d) { return 0; }
        };
    }

    /** A fake algorithm that reports {@code ms[i mod length]} for its i-th sort and counts its calls. */
    private static BenchAlgorithm reportingInTurn(String name, double[] ms, Map<String, Integer> calls) {
        return new BenchAlgorithm() {
            @Override public String name() { return name; }

            @Override public String unavailableReason(RecordFormat f) { return null; }

            @Override
            public double sort(HostData d) {
                int i = calls.merge(name, 1, Integer::sum) - 1;
                JdkSorts.sort(d.keys, d.values, true, false);
                return ms[i % ms.length];
            }
        };
    }

    @Test
    void aWideSpreadAddsRoundsPastTheMinimumUntilTheSpreadTimeOrTheCap() throws Exception {
        Map<String, Integer> calls = new LinkedHashMap<>();
        List<Distribution> u = List.of(Distribution.UNIFORM);
        List<RecordFormat> ints = List.of(RecordFormat.parse("int"));
        // 1 warm-up, 2 reps, 5 ms minimum, 50 ms for the spread: alike runs stop at the minimum (10 runs of 0.5 ms)
        Harness.Config cfg = new Harness.Config(List.of(1L << 21), ints, u,
                List.of(reporting("tight", 0.5, calls)), 2, 1, 1, 1056, 1L << 26, true, 5, 0, 0, 1, 0, 50);
        new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("tight", 1 + 10), calls);
        calls.clear();
        // runs of 0.25 and 0.75 ms in turn: the median anywhere between, so runs go on to 50 ms (100 runs); the
        // alike algorithm beside runs as many rounds (a cell's columns keep one count)
        cfg = new Harness.Config(List.of(1L << 21), ints, u, List.of(reportingInTurn("wide", new double[] {0.25, 0.75},
                calls), reporting("tight", 0.5, calls)), 2, 1, 1, 1056, 1L << 26, true, 5, 0, 0, 1, 0, 50);
        List<Result> rs = new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("wide", 1 + 100, "tight", 1 + 100), calls);
        assertEquals(200, rs.stream().filter(r -> r.status() == Result.Status.OK).count());
        calls.clear();
        // a spread time out of reach: the cap, SPREAD_REPS_FACTOR x the minimum's cap of MIN_TIME_REPS_FACTOR x reps
        cfg = new Harness.Config(List.of(1L << 21), ints, u, List.of(reportingInTurn("wide", new double[] {0.25, 0.75},
                calls)), 1, 1, 1, 1056, 1L << 26, true, 5, 0, 0, 1, 0, 1e6);
        new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("wide", 1 + Harness.MIN_TIME_REPS_FACTOR * Harness.SPREAD_REPS_FACTOR), calls);
        calls.clear();
        // without the spread's time: the minimum alone (10 runs)
        cfg = new Harness.Config(List.of(1L << 21), ints, u, List.of(reportingInTurn("wide", new double[] {0.25, 0.75},
                calls)), 2, 1, 1, 1056, 1L << 26, true, 5, 0, 0, 1, 0);
        new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("wide", 1 + 10), calls);
        assertThrows(IllegalArgumentException.class, () -> new Harness.Config(List.of(1L << 21), ints, u,
                List.of(named("x")), 2, 1, 1, 1056, 1L << 26, true, 5, 0, 0, 1, 0, -1));
    }

    @Test
    void theSpreadIsTheMediansIntervalOverTheMedian() {
        assertEquals(Double.POSITIVE_INFINITY, Harness.spread(new double[] {1, 2}), "fewer than 3 runs");
        assertEquals(0, Harness.spread(new double[] {2, 2, 2, 2, 2}));
        // 100 runs 1..100: ranks 50 -/+ 9.8 -> 40 and 60, i.e. runs 41 and 61; median 50.5
        double[] r = new double[100];
        for (int i = 0; i < r.length; i++) r[r.length - 1 - i] = i + 1; // (in any order)
        assertEquals((61 - 41) / 2.0 / 50.5, Harness.spread(r), 1e-12);
        assertEquals(100, r[0], "the runs are not reordered");
        // one outlier among alike runs moves no interval
        double[] o = new double[50];
        Arrays.fill(o, 3);
        o[7] = 300;
        assertEquals(0, Harness.spread(o));
    }

    /** A fake algorithm that reports {@code ms} per sort and counts its calls. */
    private static BenchAlgorithm reporting(String name, double ms, Map<String, Integer> calls) {
        return new BenchAlgorithm() {
            @Override public String name() { return name; }

            @Override public String unavailableReason(RecordFormat f) { return null; }

            @Override
            public double sort(HostData d) {
                calls.merge(name, 1, Integer::sum);
                JdkSorts.sort(d.keys, d.values, true, false);
                return ms;
            }
        };
    }

    @Test
    void aMinimumTimeAddsRoundsUntilEveryAlgorithmHasItOrTheCapIsReached() throws Exception {
        Map<String, Integer> calls = new LinkedHashMap<>();
        // 1 warm-up, 2 reps, a minimum that "fast" (0.5 ms per run) reaches only 4 runs past the cap of
        // MIN_TIME_REPS_FACTOR x 2 runs: both stop at the cap
        int cap = Harness.MIN_TIME_REPS_FACTOR * 2;
        Harness.Config cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                List.of(Distribution.UNIFORM), List.of(reporting("fast", 0.5, calls), reporting("slow", 4, calls)),
                2, 1, 1, 1056, 1L << 26, true, 0.5 * (cap + 4));
        List<Result> rs = new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("fast", cap + 1, "slow", cap + 1), calls, "1 warm-up + the cap of timed rounds, both alike");
        assertEquals(2L * cap, rs.stream().filter(r -> r.status() == Result.Status.OK).count());
        calls.clear();
        // "slow" alone reaches 10 ms after 3 runs (4 + 4 + 4): one round past the 2 reps
        cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                List.of(Distribution.UNIFORM), List.of(reporting("slow", 4, calls)), 2, 1, 1, 1056, 1L << 26, true, 10);
        rs = new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("slow", 4), calls);
        assertEquals(List.of(1, 2, 3), rs.stream().map(Result::rep).toList());
        calls.clear();
        // no minimum: exactly the reps
        cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                List.of(Distribution.UNIFORM), List.of(reporting("fast", 0.5, calls)), 2, 1, 1, 1056, 1L << 26, true);
        new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("fast", 3), calls);
    }

    /**
     * A warm-up time: the warm-up rounds go on until every algorithm's warm-up sorts add up to it, or number
     * WARMUP_SORTS (a fast sort of many keys gets too few warm-ups from the count for the JIT to compile the route it
     * runs once a sort); off, the count alone.
     */
    @Test
    void aWarmUpTimeAddsWarmUpsUntilEveryAlgorithmHasItOrWarmUpSortsAreDone() {
        Map<String, Integer> calls = new LinkedHashMap<>();
        // (sorted keys: the fakes' JDK sort is one pass over them)
        // 2^21 keys: one warm-up from the count; "fast" reaches 10 ms after 20 warm-ups, "slow" after 3: 20 rounds
        Harness.Config cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                List.of(Distribution.SORTED), List.of(reporting("fast", 0.5, calls), reporting("slow", 4, calls)),
                2, 1, 1, 1056, 1L << 26, true, 0, 0, 0, 1, 10);
        List<Result> rs = new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("fast", 22, "slow", 22), calls, "20 warm-ups + 2 timed rounds, both alike");
        assertEquals(List.of(1, 2, 1, 2), rs.stream().map(Result::rep).toList(), "warm-ups are not reported");
        calls.clear();
        // a sort too fast to reach the time: WARMUP_SORTS warm-ups
        cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                List.of(Distribution.SORTED), List.of(reporting("fast", 0.01, calls)),
                2, 1, 1, 1056, 1L << 26, true, 0, 0, 0, 1, 100);
        new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("fast", Harness.WARMUP_SORTS + 2), calls);
        calls.clear();
        // off: the one warm-up of the count
        cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                List.of(Distribution.SORTED), List.of(reporting("fast", 0.01, calls)),
                2, 1, 1, 1056, 1L << 26, true, 0, 0, 0, 1, 0);
        new Harness(cfg, out, Progress.none()).run();
        assertEquals(Map.of("fast", 3), calls);
        assertThrows(IllegalArgumentException.class, () -> new Harness.Config(List.of(1L << 21),
                List.of(RecordFormat.parse("int")), List.of(Distribution.UNIFORM), List.of(), 2, 1, 1, 1056,
                1L << 26, true, 0, 0, 0, 1, -1));
    }

    @Test
    void theFirstWorkloadOfASizeClassSettlesAndTheNextOnesDoNot() throws Exception {
        for (boolean interleave : new boolean[] {true, false}) {
            Map<String, Integer> calls = new LinkedHashMap<>();
            List<Long> sizes = new ArrayList<>();
            BenchAlgorithm a = new BenchAlgorithm() {
                @Override public String name() { return "a"; }

                @Override public String unavailableReason(RecordFormat f) { return null; }

                @Override
                public double sort(HostData d) throws Exception {
                    calls.merge(d.n + " " + d.keys.getClass().getSimpleName(), 1, Integer::sum);
                    JdkSorts.sort(d.keys, d.values, true, false);
                    return 0.5;
                }
            };
            // 2^21 and 2^21 + 1 share a size class (one settling), 2^22 is another; int and long are two formats.
            // 2 reps, 1 warm-up (the count at these sizes), 100 ms of settling (sorted input: a few ms a run)
            Harness.Config cfg = new Harness.Config(List.of(1L << 21, (1L << 21) + 1, 1L << 22),
                    List.of(RecordFormat.parse("int"), RecordFormat.parse("long")), List.of(Distribution.SORTED),
                    List.of(a), 2, 1, 1, 1056, 1L << 26, interleave, 0, 100);
            List<Result> rs = new Harness(cfg, out, Progress.none()).run();
            for (String first : List.of((1 << 21) + " int[]", (1 << 22) + " int[]", (1 << 21) + " long[]",
                    (1 << 22) + " long[]")) {
                int n = calls.get(first);
                assertTrue(n > 3, "interleave " + interleave + ", " + first + ": " + n + " runs, "
                        + "settling adds warm-ups to the first workload of a class");
            }
            assertEquals(3, calls.get(((1 << 21) + 1) + " int[]"), "interleave " + interleave + ": the same class, settled");
            assertEquals(3, calls.get(((1 << 21) + 1) + " long[]"), "interleave " + interleave);
            assertEquals(2L * 6, rs.stream().filter(r -> r.status() == Result.Status.OK).count(),
                    "the settling runs are not timed");
        }
    }

    /** A first run longer than the settling time (a cold route's first sort) is not the whole settling. */
    @Test
    void settlingCountsFromTheEndOfTheFirstRun() throws Exception {
        for (boolean interleave : new boolean[] {true, false}) {
            List<Long> starts = new ArrayList<>();
            long[] firstEnd = new long[1];
            BenchAlgorithm a = new BenchAlgorithm() {
                @Override public String name() { return "cold"; }

                @Override public String unavailableReason(RecordFormat f) { return null; }

                @Override
                public double sort(HostData d) throws Exception {
                    starts.add(System.nanoTime());
                    Thread.sleep(starts.size() == 1 ? 300 : 2);
                    JdkSorts.sort(d.keys, d.values, true, false);
                    if (starts.size() == 1) firstEnd[0] = System.nanoTime();
                    return 0.5;
                }
            };
            Harness.Config cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                    List.of(Distribution.SORTED), List.of(a), 2, 1, 1, 1056, 1L << 26, interleave, 0, 100);
            new Harness(cfg, out, Progress.none()).run();
            int warmups = starts.size() - 2;
            // from the end of the first sort to the first timed run: the harness reads its clock after the sort
            // returns, so its 100 ms of settling lie inside this span (measured from the second warm-up's start
            // instead, the harness's check and copy between took more than the 10 ms once allowed on a loaded
            // 2-core CI machine: 87.7 ms, seventy-seventh session)
            long afterFirst = starts.get(warmups) - firstEnd[0];
            assertTrue(warmups > 2 && afterFirst >= 100_000_000L, "interleave " + interleave + ": " + warmups
                    + " warm-ups, " + afterFirst / 1e6 + " ms of them after the first");
        }
    }

    @Test
    void anAlgorithmsWarmUpTimeAddsWarmUpsToTheCount() throws Exception {
        List<Long> starts = new ArrayList<>();
        BenchAlgorithm slowToWarm = new BenchAlgorithm() {
            @Override public String name() { return "jit"; }

            @Override public String unavailableReason(RecordFormat f) { return null; }

            @Override public long warmupMillis() { return 200; }

            @Override
            public double sort(HostData d) throws Exception {
                starts.add(System.nanoTime());
                Thread.sleep(5);
                JdkSorts.sort(d.keys, d.values, true, false);
                return 0.5;
            }
        };
        Harness.Config cfg = new Harness.Config(List.of(1L << 21), List.of(RecordFormat.parse("int")),
                List.of(Distribution.UNIFORM), List.of(slowToWarm), 3, 1, 1, 1056, 1L << 26);
        List<Result> rs = new Harness(cfg, out, Progress.none()).run();
        int warmups = starts.size() - 3;
        // more than the Config's count (1: from 2^21 keys Harness.warmups adds none), and together as long as the
        // warm-up time. (Until the eighty-second session: more than 4, which a 2-core Intel VM without AVX-512 missed
        // in a fresh JVM, its first sorts of 2^21 keys 75-200 ms each: 2 warm-ups in the 200 ms)
        assertTrue(warmups > 1, "more warm-ups than the count for 2^21 keys (1): " + warmups);
        long warmNanos = starts.get(warmups) - starts.get(0);   // from the first warm-up to the first timed run
        assertTrue(warmNanos >= 200_000_000L, "warm-ups took " + warmNanos / 1e6 + " ms, at least the warm-up time");
        assertEquals(3, rs.stream().filter(r -> r.status() == Result.Status.OK).count());
    }

    @Test
    void tunerSweepsTheGridAndNeverPicksAWrongAnswer() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Tunable fake = new Tunable() {
            @Override public String name() { return "fake"; }

            @Override
            public Map<String, List<Integer>> parameters() {
                Map<String, List<Integer>> m = new LinkedHashMap<>();
                m.put("a", List.of(1, 2, 3));
                m.put("b", List.of(10, 20));
                return m;
            }

            @Override
            public double run(Map<String, Integer> p, HostData d) {
                calls.incrementAndGet();
                JdkSorts.sort(d.keys, d.values, false, false);
                if (p.get("a") == 2) ((int[]) d.keys)[0] = Integer.MAX_VALUE; // wrong answer, reported fastest
                return p.get("a") == 2 ? 0.001 : p.get("a") * 10 + p.get("b") / 10.0;
            }
        };
        assertEquals(6, Tuner.grid(fake.parameters()).size());
        int rc = BenchCommand.tuneAndReport(fake, fake.parameters(), RecordFormat.parse("int"), Distribution.UNIFORM,
                1 << 12, 3, 1, 7, 1056, dir, false, out, err);
        assertEquals(1, rc, "some combination gave a wrong answer");
        assertEquals(4 * 4 + 2 * 1, calls.get(), "4 correct combos x (1 warm-up + 3 reps) + 2 wrong stop at once");
        List<String> csv = Files.readAllLines(dir.resolve("tune.csv"));
        assertEquals(7, csv.size());
        assertTrue(csv.get(1).contains("{a=1, b=10}") && csv.get(1).endsWith("OK"), csv.get(1));
        assertEquals(2, csv.stream().filter(l -> l.contains("FAILED")).count());
        assertTrue(outBytes.toString().contains("best: {a=1, b=10}"), outBytes.toString());
        Map<String, List<Integer>> only = Tuner.parseOverrides("a=1,3", fake.parameters());
        assertEquals(List.of(1, 3), only.get("a"));
        assertEquals(0, BenchCommand.tuneAndReport(fake, only, RecordFormat.parse("int"), Distribution.SORTED, 1000,
                1, 0, 7, 1056, dir, false, out, err));
        assertThrows(IllegalArgumentException.class, () -> Tuner.parseOverrides("c=1", fake.parameters()));
    }

    @Test
    void tuneModeFromTheCommandLine() {
        int rc = dev.samplesort.cli.Main.run(new String[] {"bench", "--tune", "jdkpar", "--types", "long",
                "--sizes", "2^14", "--reps", "1", "--params", "threads=1,2", "--out", dir.toString()}, out, err);
        assertEquals(0, rc, errBytes.toString());
        assertTrue(outBytes.toString().contains("best: {threads="), outBytes.toString());
        assertEquals(2, dev.samplesort.cli.Main.run(new String[] {"bench", "--tune", "nope"}, out, err));
        assertEquals(2, dev.samplesort.cli.Main.run(new String[] {"bench", "--tune", "jdkpar", "--params", "x=1"},
                out, err));
    }

    @Test
    void commandLineSweepAndChartCommand() throws Exception {
        int rc = dev.samplesort.cli.Main.run(new String[] {"bench", "--sizes", "2^10,2^12", "--types", "int,double",
                "--dists", "uniform,zipf", "--algos", "jdk,jdkpar,cub-merge", "--reps", "2", "--settle-ms", "50",
                "--out", dir.toString(),
                "--no-charts", "--cub-lib", dir.resolve("none.so").toString()}, out, err);
        assertEquals(0, rc, errBytes.toString());
        assertTrue(Files.exists(dir.resolve("results.csv")) && Files.exists(dir.resolve("summary.md")));
        // a plain run (no preset) sorts as many inputs in turn as the preset, and summary.md says so
        String summary = Files.readString(dir.resolve("summary.md"));
        assertTrue(summary.contains("2 timed runs of each algorithm in a row (not interleaved)"), summary);
        assertTrue(summary.contains("sort " + BenchCommand.INPUTS + " inputs in turn"), summary);
        // a sweep of host sorts on several cores says how parallel they were before and after it (CoreCheck): on the
        // console and in summary.md, each reading between half a thread's rate and 1.5x the cores'
        int cores = CoreCheck.threads();
        if (cores > 1) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("Cores: " + cores + " available; " + cores
                    + " busy threads ran a fixed integer loop at ([0-9.]+)x one thread's rate before the sweep, "
                    + "([0-9.]+)x after").matcher(summary);
            assertTrue(m.find(), summary);
            for (int g = 1; g <= 2; g++) {
                double x = Double.parseDouble(m.group(g));
                assertTrue(x > 0.5 && x < 1.5 * cores, m.group());
            }
            assertTrue(outBytes.toString().contains("before the sweep ("), outBytes.toString());
        } else {
            assertFalse(summary.contains("Cores:"), summary);
        }
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(0, s.filter(p -> p.toString().endsWith(".png")).count());
        }
        Path charts = dir.resolve("charts");
        assertEquals(0, dev.samplesort.cli.Main.run(new String[] {"chart", "--csv",
                dir.resolve("results.csv").toString(), "--out", charts.toString()}, out, err));
        try (Stream<Path> s = Files.list(charts)) {
            assertEquals(4, s.filter(p -> p.toString().endsWith(".png")).count());
        }
        assertEquals(1, dev.samplesort.cli.Main.run(new String[] {"chart", "--csv",
                dir.resolve("nope.csv").toString()}, out, err));
        assertEquals(2, dev.samplesort.cli.Main.run(new String[] {"bench", "--algos", "quicksort"}, out, err));
        assertEquals(2, dev.samplesort.cli.Main.run(new String[] {"bench", "--dists", "pareto"}, out, err));
        assertEquals(2, dev.samplesort.cli.Main.run(new String[] {"bench", "--types", "short"}, out, err));
        assertEquals(2, dev.samplesort.cli.Main.run(new String[] {"bench", "--min-ms", "50"}, out, err),
                "--min-ms without --interleave");
        assertEquals(2, dev.samplesort.cli.Main.run(new String[] {"bench", "--warmup-ms", "50"}, out, err),
                "--warmup-ms without --interleave");
    }

    @Test
    void aSweepOfHostAlgorithmsIsInterleavedUnlessToldNot() throws Exception {
        String[] sweep = {"bench", "--sizes", "2^10", "--types", "int", "--dists", "uniform", "--algos",
                "cpu,jdk,jdkpar", "--reps", "2", "--settle-ms", "0", "--jit-wait-ms", "0", "--no-charts"};
        Path on = dir.resolve("on"), off = dir.resolve("off");
        assertEquals(0, dev.samplesort.cli.Main.run(concat(sweep, "--out", on.toString()), out, err), errBytes.toString());
        String summary = Files.readString(on.resolve("summary.md"));
        // (and timed as the preset: runs until each algorithm's add up to 100 ms, up to 400 ms while a median is
        // uncertain, 20 ms of warm-ups)
        assertTrue(summary.contains("2 timed runs, interleaved (round-robin over the algorithms; more until each "
                + "algorithm's add up to 100 ms, and while a median's 95% interval is wider than ±2%, up to 400 ms)"),
                summary);
        assertTrue(summary.contains("or 20 ms"), summary);
        Path none = dir.resolve("none");
        assertEquals(0, dev.samplesort.cli.Main.run(concat(sweep, "--out", none.toString(), "--min-ms", "0",
                "--warmup-ms", "0"), out, err), errBytes.toString());
        assertTrue(Files.readString(none.resolve("summary.md")).contains(
                "2 timed runs, interleaved (round-robin over the algorithms)"), "explicit options win");
        assertEquals(0, dev.samplesort.cli.Main.run(concat(sweep, "--out", off.toString(), "--no-interleave"), out,
                err), errBytes.toString());
        summary = Files.readString(off.resolve("summary.md"));
        assertTrue(summary.contains("2 timed runs of each algorithm in a row (not interleaved)"), summary);
        // interleaved rounds of host algorithms take --min-ms without --interleave; not with --no-interleave
        assertEquals(2, dev.samplesort.cli.Main.run(concat(sweep, "--interleave", "--no-interleave"), out, err));
        assertEquals(2, dev.samplesort.cli.Main.run(concat(sweep, "--no-interleave", "--min-ms", "5"), out, err));
        assertEquals(2, dev.samplesort.cli.Main.run(concat(sweep, "--no-interleave", "--warmup-ms", "5"), out, err));
        assertTrue(errBytes.toString().contains("not with --no-interleave"), errBytes.toString());
        // the spread's rounds go past --min-ms: not without it, nor below it
        assertEquals(2, dev.samplesort.cli.Main.run(concat(sweep, "--min-ms", "0", "--spread-ms", "50"), out, err));
        assertEquals(2, dev.samplesort.cli.Main.run(concat(sweep, "--min-ms", "60", "--spread-ms", "50"), out, err));
        assertTrue(errBytes.toString().contains("option --spread-ms: adds rounds past --min-ms"), errBytes.toString());
        Path wider = dir.resolve("wider");
        assertEquals(0, dev.samplesort.cli.Main.run(concat(sweep, "--out", wider.toString(), "--min-ms", "500"), out,
                err), errBytes.toString());
        assertTrue(Files.readString(wider.resolve("summary.md")).contains("add up to 500 ms)"),
                "the default spread's 400 ms dropped below an explicit --min-ms of 500");
    }

    private static String[] concat(String[] a, String... b) {
        String[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    @Test
    void sizesAndCsv() throws UsageException {
        assertEquals(List.of(1L << 17, 1L << 18, 1L << 19, 1L << 20), BenchCommand.parseSizes("2^17..2^20"));
        assertEquals(List.of(1000L, 1024L), BenchCommand.parseSizes("1000, 2^10"));
        assertThrows(UsageException.class, () -> BenchCommand.parseSizes("2^20..2^17"));
        assertThrows(UsageException.class, () -> BenchCommand.parseSizes("big"));
        Result r = new Result("2026-01-01T00:00:00Z", "h", "cpu (2 cores, amd64)", "int+int", "uniform", 1024, "jdk",
                1, 1.5, Result.gkeys(1024, 1.5), Result.Status.FAILED, "not sorted, \"really\"");
        assertEquals(r, Result.parse(r.csv()));
        assertEquals(List.of("cpu", "cpu1", "jdk", "jdkpar", "gpu", "gpu-e2e", "cub-radix", "cub-merge"),
                Algorithms.ALL);
    }

    @Test
    void cubLibraryMissingOrWithoutGpu() {
        CubAlgorithm a = new CubAlgorithm(true, dir.resolve("libcubss.so"));
        String why = a.unavailableReason(RecordFormat.parse("int"));
        assertTrue(why.contains("not found") && why.contains("src/bench/cuda/build.sh"), why);
        assertTrue(a.unavailableReason(RecordFormat.parse("long+int")).contains("no CUB baseline"));
        Path built = Path.of("target/bench/libcubss.so");
        if (Files.exists(built) && dev.samplesort.internal.Tooling.gpuUnavailableReason() != null) {
            // built here (nvcc present) but no GPU: loads, then reports why it cannot run
            String r = new CubAlgorithm(false, built).unavailableReason(RecordFormat.parse("long+long"));
            assertTrue(r == null || r.startsWith("no CUDA device"), r);
            CubBaselines lib = CubBaselines.load(built);
            for (String algo : List.of("radix", "merge")) {
                for (String t : List.of("i32", "f32", "i64", "f64", "kv32", "kv64")) {
                    assertFalse(lib.sortFunction("cubss_" + algo + "_" + t).equals(java.lang.foreign.MemorySegment.NULL));
                }
            }
        }
    }

    @Test
    void jdkReferencePairsAreStableInBothDirections() {
        for (String t : List.of("int+int", "float+long", "long+int", "double+long")) {
            RecordFormat f = RecordFormat.parse(t);
            HostData d = HostData.generate(f, Distribution.FEW_UNIQUE_16, 5000, 3, 1056);
            if (d.keys instanceof float[] k) { k[0] = -0.0f; k[1] = 0.0f; k[2] = Float.NaN; }
            if (d.keys instanceof double[] k) { k[0] = 0.0; k[1] = -0.0; k[2] = Double.NaN; }
            for (boolean desc : new boolean[] {false, true}) {
                HostData w = HostData.allocate(f, d.n);
                w.copyFrom(d);
                JdkSorts.sort(w.keys, w.values, true, desc);
                assertEquals(-1, Checks.firstViolation(w.keys, w.n, desc), t);
                assertEquals(Checks.checksum(d.keys, d.values, d.n), Checks.checksum(w.keys, w.values, w.n), t);
                for (int i = 1; i < w.n; i++) {
                    if (Checks.compareBits(f.key(), Checks.bits(w.keys, i - 1), Checks.bits(w.keys, i)) == 0) {
                        assertTrue(Checks.bits(w.values, i - 1) < Checks.bits(w.values, i), t + " stable at " + i);
                    }
                }
            }
        }
    }
}
