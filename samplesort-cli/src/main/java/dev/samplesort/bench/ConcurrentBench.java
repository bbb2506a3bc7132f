package dev.samplesort.bench;

import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import dev.samplesort.cli.Args;
import dev.samplesort.cli.CliException;
import dev.samplesort.cli.JdkSorts;
import dev.samplesort.cli.Sorts;
import dev.samplesort.cli.UsageException;
import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import dev.samplesort.internal.Tooling;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code samplesort bench-concurrent}: threads sorting at once, each copies of its own arrays in a loop (a parallel
 * stream of sorts, a server's requests), the CPU backend against {@code Arrays.sort} and {@code Arrays.parallelSort}
 * on as many threads. The other benchmarks time one sort at a time on an idle machine; here the cores are shared, and
 * a sort's parallel routes compete with the sorts beside it (CpuConfig.CONCURRENT_PARALLEL_MIN, hundred-and-sixth
 * session). Each round runs every algorithm for a phase of {@code --phase-ms}, in turn; throughput = sorts a second
 * over all threads; medians of the rounds after one untimed round. Every thread checks its last result is in order.
 *
 * <p>Keys on the heap (the arrays' sorts), off the heap ({@code --memory native}: a segment of the thread's own
 * confined arena, {@code Sorter.sort(MemorySegment, KeyType)}; the JDK copies it into an array, sorts, and copies
 * back, the route a user would write) or the wide shapes ({@code gensort} records through the public record API,
 * {@code u128} / {@code long4} columns: {@link WideAlgorithms}, the main benchmark's algorithms).
 */
public final class ConcurrentBench {
    private ConcurrentBench() {}

    /** Inputs a thread sorts in turn (as the main benchmark's), fewer where they would pass INPUT_BYTES_MAX. */
    static final int INPUTS = 17;

    /**
     * Inputs a thread sorts in turn for the wide shapes: every phase generates its threads' inputs, and 17 of 2^17
     * gensort records are 220 MB a thread.
     */
    static final int WIDE_INPUTS = 4;

    /** The most bytes of inputs a workload holds over all its threads. */
    static final long INPUT_BYTES_MAX = 1L << 28;

    static final List<String> ALGOS = List.of("cpu", "jdk", "jdkpar");

    static final List<String> KEY_TYPES = List.of("int", "long", "float", "double");

    public static Args spec() {
        int cores = Runtime.getRuntime().availableProcessors();
        return new Args("bench-concurrent", "Threads sorting at once, each its own arrays: the CPU backend against "
                + "Arrays.sort and Arrays.parallelSort\non as many threads (throughput, sorts a second).")
                .opt("threads", "LIST", cores > 2 ? "1,2,4," + cores : "1,2", "threads sorting at once")
                .opt("sizes", "LIST", "2^12,2^14,2^16,2^18", "keys per sort: 2^16,2^18 or 65536")
                .opt("types", "LIST", "int,long", "key types: int, long, float, double; wide: gensort, u128, long4")
                .opt("memory", "WHERE", "heap", "heap: Java arrays; native: off-heap segments (key types)")
                .opt("dists", "LIST", "uniform", "distributions (as bench's --dists)")
                .opt("algos", "LIST", String.join(",", ALGOS), "cpu (Sorter.cpu()), jdk (Arrays.sort), jdkpar "
                        + "(Arrays.parallelSort)")
                .opt("rounds", "R", "4", "timed rounds after one untimed round; the median is shown")
                .opt("phase-ms", "MS", "250", "each algorithm's phase in a round")
                .opt("seed", "S", "42", "random seed")
                .opt("out", "FILE", null, "also write every timed phase as CSV")
                .note("The ratio column: cpu's throughput over the faster of the JDK algorithms measured.");
    }

    public static int run(Args a, PrintStream out, PrintStream err) throws UsageException, CliException {
        int[] threads = positive(a.get("threads"), "threads");
        List<Long> sizes = BenchCommand.parseSizes(a.get("sizes"));
        for (long n : sizes) if (n > Integer.MAX_VALUE - 8) throw new UsageException("option --sizes: at most 2^31-9");
        List<String> types = new ArrayList<>();
        for (String t : a.get("types").split(",")) {
            String s = t.trim().toLowerCase(Locale.ROOT);
            if (!KEY_TYPES.contains(s) && !WideShape.isShape(s)) {
                throw new UsageException("option --types: unknown '" + t.trim() + "' (int, long, float, double, "
                        + "gensort, u128, long4)");
            }
            types.add(s);
        }
        String memory = a.get("memory").trim().toLowerCase(Locale.ROOT);
        if (!memory.equals("heap") && !memory.equals("native")) {
            throw new UsageException("option --memory: heap or native, not '" + a.get("memory") + "'");
        }
        boolean offHeap = memory.equals("native");
        List<Distribution> dists = BenchCommand.parseDists(a.get("dists"));
        List<String> algos = new ArrayList<>();
        for (String t : a.get("algos").split(",")) {
            String s = t.trim();
            if (!ALGOS.contains(s)) throw new UsageException("option --algos: unknown '" + s + "' (" + String.join(", ", ALGOS) + ")");
            algos.add(s);
        }
        int rounds = a.getInt("rounds");
        long phaseMs = a.getLong("phase-ms");
        if (rounds < 1) throw new UsageException("option --rounds: at least 1");
        if (phaseMs < 1) throw new UsageException("option --phase-ms: at least 1");
        long seed = a.getLong("seed");
        Tooling.warmCpu(); // settled sorts, as in bench
        out.printf(Locale.ROOT, "# samplesort bench-concurrent  rounds=%d phase=%d ms  memory=%s  %s  %s, %d CPUs,"
                + " Java %s%n", rounds, phaseMs, memory, Instant.now(), BenchEnv.cpuDevice(), Runtime.getRuntime().availableProcessors(),
                Runtime.version());
        StringBuilder h = new StringBuilder("| type | dist | n | threads |");
        StringBuilder line = new StringBuilder("|---|---|---|---|");
        for (String al : algos) {
            h.append(' ').append(al).append(" us a sort |");
            line.append("---|");
        }
        boolean ratio = algos.contains("cpu") && algos.size() > 1;
        if (ratio) {
            h.append(" cpu / faster JDK |");
            line.append("---|");
        }
        out.println(h);
        out.println(line);
        List<String> csv = new ArrayList<>(List.of("type,dist,n,threads,algo,round,sorts,seconds"));
        for (String type : types) {
            // the wide shapes fix their own distributions: one row set each
            List<Distribution> ds = WideShape.isShape(type) ? List.of(Distribution.UNIFORM) : dists;
            String typeName = type + (offHeap && !WideShape.isShape(type) ? " native" : "");
            for (Distribution d : ds) {
                String dist = WideShape.isShape(type) ? WideShape.parse(type).dist() : d.cliName();
                for (long nl : sizes) {
                    int n = (int) nl;
                    for (int t : threads) {
                        double[][] rate = new double[algos.size()][rounds];
                        for (int r = -1; r < rounds; r++) {
                            for (int k = 0; k < algos.size(); k++) {
                                long[] sortsAndNanos = phase(type, offHeap, d, n, t, algos.get(k), phaseMs, seed);
                                if (r < 0) continue;
                                rate[k][r] = sortsAndNanos[0] / (sortsAndNanos[1] / 1e9);
                                csv.add(String.format(Locale.ROOT, "%s,%s,%d,%d,%s,%d,%d,%.6f", typeName, dist, n, t,
                                        algos.get(k), r + 1, sortsAndNanos[0], sortsAndNanos[1] / 1e9));
                            }
                        }
                        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| %s | %s | %d | %d |",
                                typeName, dist, n, t));
                        double cpu = 0, best = 0;
                        for (int k = 0; k < algos.size(); k++) {
                            double m = median(rate[k]);
                            row.append(String.format(Locale.ROOT, " %.2f |", t * 1e6 / m));
                            if (algos.get(k).equals("cpu")) cpu = m;
                            else best = Math.max(best, m);
                        }
                        if (ratio) row.append(String.format(Locale.ROOT, " %.2fx |", cpu / best));
                        out.println(row);
                        out.flush();
                    }
                }
            }
        }
        if (a.has("out")) {
            try {
                Files.write(Path.of(a.get("out")), csv);
            } catch (IOException e) {
                throw new CliException("cannot write " + a.get("out") + ": " + e.getMessage());
            }
        }
        return 0;
    }

    /**
     * One phase: {@code t} threads each sort copies of inputs of their own by {@code algo} until {@code ms} have
     * passed; returns the sorts and the nanoseconds from the start to the last thread's end.
     */
    static long[] phase(String type, boolean offHeap, Distribution d, int n, int t, String algo, long ms, long seed)
            throws CliException {
        int most = WideShape.isShape(type) ? WIDE_INPUTS : INPUTS;
        int inputs = (int) Math.max(1, Math.min(most, INPUT_BYTES_MAX / ((long) t * n * bytes(type))));
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong sorts = new AtomicLong();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        CountDownLatch ready = new CountDownLatch(t), go = new CountDownLatch(1);
        Thread[] th = new Thread[t];
        for (int i = 0; i < t; i++) {
            long s = seed + (long) i * INPUTS;
            th[i] = new Thread(() -> {
                try (Worker w = Worker.of(type, offHeap, algo, d, n, inputs, s)) {
                    ready.countDown();
                    go.await();
                    long done = 0;
                    do { // (at least one sort a phase: the check below reads its result)
                        w.load((int) (done % inputs));
                        w.sort();
                        done++;
                    } while (!stop.get());
                    String bad = w.check();
                    if (bad != null) throw new IllegalStateException(algo + ", " + type + ": " + bad);
                    sorts.addAndGet(done);
                } catch (Throwable e) {
                    failed.compareAndSet(null, e);
                    ready.countDown();
                }
            }, "bench-concurrent-" + i);
            th[i].start();
        }
        long t0;
        try {
            ready.await();
            t0 = System.nanoTime();
            go.countDown();
            Thread.sleep(ms);
            stop.set(true);
            for (Thread x : th) x.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.set(true);
            throw new CliException("interrupted");
        }
        long el = System.nanoTime() - t0;
        if (failed.get() != null) throw new CliException("bench-concurrent: " + failed.get());
        return new long[] {sorts.get(), el};
    }

    private static int bytes(String type) {
        return switch (type) {
            case "int", "float" -> 4;
            case "long", "double" -> 8;
            case "gensort" -> 100;
            default -> 8 * WideShape.parse(type).columns();
        };
    }

    private static Object generate(String type, Distribution d, int n, long seed) {
        return switch (type) {
            case "int" -> DataGenerator.ints(d, n, seed);
            case "long" -> DataGenerator.longs(d, n, seed);
            case "float" -> DataGenerator.floats(d, n, seed);
            default -> DataGenerator.doubles(d, n, seed);
        };
    }

    /** One thread's inputs and working copy: {@link #load} input i into the copy, {@link #sort} it, {@link #check}. */
    private interface Worker extends AutoCloseable {
        void load(int input);

        void sort() throws Throwable;

        /** Null when the last result is in order, else what is wrong. */
        String check();

        @Override default void close() {}

        static Worker of(String type, boolean offHeap, String algo, Distribution d, int n, int inputs, long seed)
                throws Throwable {
            if (WideShape.isShape(type)) return new Wide(WideShape.parse(type), algo, n, inputs, seed);
            Object[] in = new Object[inputs];
            for (int k = 0; k < inputs; k++) in[k] = generate(type, d, n, seed + k);
            return offHeap ? new Native(type, algo, in, n) : new Heap(algo, in, generate(type, d, n, seed), n);
        }
    }

    /** Java arrays: the CPU backend, or the JDK's sort as the main benchmark's jdk / jdkpar columns call it. */
    private record Heap(String algo, Object[] in, Object w, int n) implements Worker {
        @Override public void load(int input) { System.arraycopy(in[input], 0, w, 0, n); }

        @Override
        public void sort() {
            if (algo.equals("cpu")) Sorts.sort(Sorter.cpu(), w, null);
            else JdkSorts.sort(w, null, algo.equals("jdkpar"), false);
        }

        @Override public String check() { return ordered(w) ? null : "keys out of order"; }
    }

    /**
     * An off-heap segment of the thread's own confined arena: the CPU backend sorts it in place; the JDK route
     * copies it into an array (kept between sorts), sorts that, and copies it back.
     */
    private static final class Native implements Worker {
        private final String algo;
        private final Object[] in;
        private final Object heap;
        private final int n;
        private final KeyType kt;
        private final ValueLayout layout;
        private final Arena arena = Arena.ofConfined();
        private final MemorySegment seg;

        Native(String type, String algo, Object[] in, int n) {
            this.algo = algo;
            this.in = in;
            this.n = n;
            this.kt = KeyType.valueOf(type.toUpperCase(Locale.ROOT));
            this.layout = switch (kt) {
                case INT -> ValueLayout.JAVA_INT;
                case LONG -> ValueLayout.JAVA_LONG;
                case FLOAT -> ValueLayout.JAVA_FLOAT;
                case DOUBLE -> ValueLayout.JAVA_DOUBLE;
            };
            this.heap = generate(type, Distribution.UNIFORM, n, 0);
            this.seg = arena.allocate(layout.byteSize() * Math.max(1, n), layout.byteSize());
        }

        @Override public void load(int input) { copy(in[input], seg); }

        @Override
        public void sort() {
            if (algo.equals("cpu")) {
                Sorter.cpu().sort(seg, kt);
                return;
            }
            MemorySegment.copy(seg, 0, segmentOf(heap), 0, layout.byteSize() * n);
            JdkSorts.sort(heap, null, algo.equals("jdkpar"), false);
            copy(heap, seg);
        }

        private void copy(Object array, MemorySegment to) {
            MemorySegment.copy(segmentOf(array), 0, to, 0, layout.byteSize() * n);
        }

        @Override
        public String check() {
            MemorySegment.copy(seg, 0, segmentOf(heap), 0, layout.byteSize() * n);
            return ordered(heap) ? null : "keys out of order";
        }

        @Override public void close() { arena.close(); }

        private static MemorySegment segmentOf(Object array) {
            return switch (array) {
                case int[] x -> MemorySegment.ofArray(x);
                case long[] x -> MemorySegment.ofArray(x);
                case float[] x -> MemorySegment.ofArray(x);
                case double[] x -> MemorySegment.ofArray(x);
                default -> throw new AssertionError(array);
            };
        }
    }

    /** A wide shape: the main benchmark's algorithm for it, one instance a thread (they keep state). */
    private static final class Wide implements Worker {
        private final WideAlgorithm alg;
        private final WideData[] in;
        private final WideData work;
        private final Object[] fingerprint;
        private int last;

        Wide(WideShape s, String algo, int n, int inputs, long seed) throws Throwable {
            alg = WideAlgorithms.create(algo, null);
            String why = alg.unavailableReason(s);
            if (why != null) throw new IllegalStateException(algo + " cannot sort " + s.cliName() + ": " + why);
            in = new WideData[inputs];
            fingerprint = new Object[inputs];
            for (int k = 0; k < inputs; k++) {
                in[k] = WideData.generate(s, n, seed + k);
                fingerprint[k] = in[k].fingerprint();
            }
            work = WideData.allocate(s, n);
            alg.setUp(s, n);
        }

        @Override
        public void load(int input) {
            work.copyFrom(in[input]);
            last = input;
        }

        @Override public void sort() throws Throwable { alg.sort(work); }

        @Override
        public String check() {
            // column shapes check the permutation against the working copy's columns, which the sort left as loaded
            return work.check(fingerprint[last]);
        }

        @Override
        public void close() {
            alg.tearDown();
            work.close();
            for (WideData d : in) d.close();
        }
    }

    /** Whether w is in Arrays.sort's order (floating point: Float.compare / Double.compare). */
    static boolean ordered(Object w) {
        switch (w) {
            case int[] x -> { for (int i = 1; i < x.length; i++) if (x[i - 1] > x[i]) return false; }
            case long[] x -> { for (int i = 1; i < x.length; i++) if (x[i - 1] > x[i]) return false; }
            case float[] x -> { for (int i = 1; i < x.length; i++) if (Float.compare(x[i - 1], x[i]) > 0) return false; }
            case double[] x -> { for (int i = 1; i < x.length; i++) if (Double.compare(x[i - 1], x[i]) > 0) return false; }
            default -> throw new AssertionError(w);
        }
        return true;
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static int[] positive(String list, String option) throws UsageException {
        List<Integer> v = new ArrayList<>();
        for (String p : list.split(",")) {
            String s = p.trim();
            if (s.isEmpty()) continue;
            int x;
            try {
                x = Integer.parseInt(s);
            } catch (NumberFormatException e) {
                throw new UsageException("option --" + option + ": not a number: '" + s + "'");
            }
            if (x < 1) throw new UsageException("option --" + option + ": at least 1: " + x);
            v.add(x);
        }
        if (v.isEmpty()) throw new UsageException("option --" + option + ": empty");
        return v.stream().mapToInt(Integer::intValue).toArray();
    }
}
