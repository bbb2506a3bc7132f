package dev.samplesort.bench;

import dev.samplesort.Backend;
import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import dev.samplesort.cli.Args;
import dev.samplesort.cli.CliException;
import dev.samplesort.cli.Main;
import dev.samplesort.cli.UsageException;
import dev.samplesort.internal.Tooling;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

/**
 * {@code samplesort bench-ooc}: end-to-end figures for issue 17 (docs/OUT-OF-CORE.md), each against a bound
 * measured in the same run.
 *
 * <ul>
 *   <li>{@code --mode gpu}: {@code n} keys in an off-heap segment (or a heap array) sorted on the GPU under a
 *       device-memory limit ({@code --cap}); the rate in GKeys/s against the two-pass transfer bound: each pass moves
 *       every key up and down once, so with the duplex bandwidths measured now (pinned, both directions at once) a
 *       sort takes at least {@code 2 * max(n w / up, n w / down)}. Each row also splits the time: registering the
 *       caller (only with {@code -Dsamplesort.gpu.oocRegister=true}), mapping the staging area, each pass's
 *       upload/sort/download per stream (worker time summed over the streams, divided by their number: close to the
 *       pass's wall time when the streams never wait on each other), freeing, and the staging area's background
 *       pre-fault (how much, and how long after mapping it ended). With {@code --incore N} also an
 *       in-core {@code long[N]} heap array end to end (and {@code Arrays.parallelSort} of it) for comparison.</li>
 *   <li>{@code --mode external}: {@code samplesort sort --memory} on a generated file of {@code --factor} times the
 *       budget, per backend, in MB/s against the disk's sequential write and read bandwidth measured in the same
 *       directory in the same run (the external sort reads and writes the data twice: the bound is
 *       {@code size / (2 size / read + 2 size / write)}; the read-back may come from the page cache).</li>
 * </ul>
 */
public final class OocBench {
    private OocBench() {}

    public static Args spec() {
        return new Args("bench-ooc", "Out-of-core GPU sort and external CLI sort against bounds measured in the "
                + "same run.")
                .opt("mode", "gpu|external", "gpu", "what to measure")
                .opt("type", "int|long|float|double", "long", "key type")
                .opt("n", "N", "2^29", "gpu: keys to sort")
                .opt("cap", "SIZE", "1g", "gpu: device-memory limit (Sorter.Builder.gpuMemoryLimit)")
                .opt("source", "segment|array", "segment", "gpu: off-heap segment or heap array (n < 2^31)")
                .opt("incore", "N", "0", "gpu: also sort a long[N] in core end to end (0: no)")
                .opt("host-probe", "SIZE", "1g", "gpu: measure pinning, registering and copying SIZE of host memory "
                        + "first (0: no)")
                .opt("reps", "R", "3", "timed runs")
                .opt("memory", "SIZE", "32m", "external: the sort's --memory")
                .opt("factor", "F", "8", "external: file size = F x --memory")
                .opt("backends", "LIST", "cpu,gpu", "external: backends to run")
                .opt("dir", "DIR", ".", "external: where the files go (deleted afterwards)")
                .opt("out", "FILE", null, "also append the result lines to this file");
    }

    public static int run(Args a, PrintStream out, PrintStream err) throws UsageException, CliException {
        List<String> lines = new ArrayList<>();
        PrintStream tee = new PrintStream(out, true) {
            @Override public void println(String s) {
                super.println(s);
                lines.add(s);
            }
        };
        tee.println(String.format(Locale.ROOT, "# samplesort bench-ooc %s  %s  %s, %d CPUs, Java %s", a.get("mode"),
                Instant.now(), BenchEnv.cpuDevice(), Runtime.getRuntime().availableProcessors(), Runtime.version()));
        int rc = switch (a.get("mode")) {
            case "gpu" -> gpu(a, tee);
            case "external" -> external(a, tee, err);
            default -> throw new UsageException("option --mode: gpu or external");
        };
        if (a.get("out") != null) {
            try {
                Files.write(Path.of(a.get("out")), lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new CliException("cannot write " + a.get("out") + ": " + e.getMessage(), e);
            }
        }
        return rc;
    }

    private static KeyType type(Args a) throws UsageException {
        try {
            return KeyType.parse(a.get("type"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    // ------------------------------------------------------------------------------------------ gpu

    private static int gpu(Args a, PrintStream out) throws UsageException, CliException {
        String why = Tooling.gpuUnavailableReason();
        if (why != null) throw new CliException("GPU backend not available: " + why);
        KeyType kt = type(a);
        long n = a.getCount("n");
        long cap = Args.parseSize(a.get("cap"), "cap", 64L << 20);
        int reps = a.getInt("reps");
        boolean array = a.get("source").equals("array");
        if (array && n > Integer.MAX_VALUE - 8) throw new UsageException("--source array holds at most 2^31-9 keys");
        int w = kt.byteSize();
        double[] bw = Tooling.linkBandwidth(256L << 20, 5);
        out.println(String.format(Locale.ROOT, "link (pinned, GB/s): up %.1f, down %.1f; both at once: up %.1f, "
                + "down %.1f", bw[0] / 1e9, bw[1] / 1e9, bw[2] / 1e9, bw[3] / 1e9));
        long probe = a.get("host-probe").equals("0") ? 0 : Args.parseSize(a.get("host-probe"), "host-probe", 1L << 20);
        if (probe > 0) {
            long[] hc = Tooling.outOfCoreHostCosts(probe);
            out.println(String.format(Locale.ROOT, "host memory (%s, GB/s): cuMemHostAlloc %.1f, cuMemFreeHost %.1f, "
                    + "parallel copy into fresh pageable memory %.1f, into touched memory %.1f, cuMemHostRegister "
                    + "(touched) %.1f, unregister %.1f", human(probe), gbs(probe, hc[0]), gbs(probe, hc[1]),
                    gbs(probe, hc[2]), gbs(probe, hc[3]), gbs(probe, hc[4]), gbs(probe, hc[5])));
        }
        double boundS = 2 * Math.max(n * (double) w / bw[2], n * (double) w / bw[3]);
        Sorter s = Sorter.builder().backend(Backend.GPU).gpuMemoryLimit(cap).build();
        out.println("| keys | type | source | cap | rep | total ms | GKeys/s | bound GKeys/s | of bound | pass 1 ms "
                + "| plan ms | pass 2 ms | runs | groups | streams | direct | register ms | staging map ms "
                + "| pass 1 up/sort/down ms per stream | pass 2 up/sort/down ms per stream | free ms | huge pages "
                + "| prefault |");
        out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
        boolean ok = true;
        try (Arena arena = Arena.ofShared()) {
            MemorySegment seg = array ? null : arena.allocate(n * w, 64);
            Object arr = array ? newArray(kt, (int) n) : null;
            MemorySegment view = array ? heapSegment(arr) : seg;
            for (int r = 0; r < reps; r++) {
                long sum = fill(view, n, w, 17 + r);
                long t0 = System.nanoTime();
                if (array) dev.samplesort.cli.Sorts.sort(s, arr, null); else s.sort(seg, kt);
                long ns = System.nanoTime() - t0;
                boolean good = check(view, n, kt, sum);
                ok &= good;
                Map<String, Long> st = Tooling.lastOutOfCoreStats();
                double rate = n / (ns / 1e9) / 1e9, bound = n / boundS / 1e9;
                long streams = Math.max(1, st.getOrDefault("workers", 0L));
                out.println(String.format(Locale.ROOT, "| %d | %s | %s | %s | %d | %.1f | %.3f | %.3f | %.0f %% | %.1f "
                        + "| %.1f | %.1f | %d | %d | %d | %s | %.1f | %.1f | %s | %s | %.1f | %s | %s |%s", n,
                        kt.name().toLowerCase(Locale.ROOT), array ? "array" : "segment", a.get("cap"), r, ns / 1e6,
                        rate, bound, 100 * rate / bound, ms(st, "pass1Nanos"), ms(st, "planNanos"),
                        ms(st, "pass2Nanos"), st.getOrDefault("runs", 0L), st.getOrDefault("groups", 0L),
                        st.getOrDefault("workers", 0L), st.getOrDefault("direct", 0L) == 1 ? "yes" : "no",
                        ms(st, "registerNanos"), ms(st, "stagingNanos"), split(st, "pass1", streams),
                        split(st, "pass2", streams), ms(st, "freeNanos"),
                        st.getOrDefault("hugePages", 0L) == 1 ? "yes" : "no", prefault(st),
                        good ? "" : " WRONG RESULT"));
            }
        }
        long inCore = a.getCount("incore");
        if (inCore > 0) ok &= inCore(inCore, reps, out);
        return ok ? 0 : 1;
    }

    private static double gbs(long bytes, long nanos) { return bytes / Math.max(1.0, nanos); }

    private static double ms(Map<String, Long> st, String key) { return st.getOrDefault(key, 0L) / 1e6; }

    /**
     * Whether the staging area was pre-faulted, how much of it and in what time since it was mapped (to compare with
     * pass 1: a pre-fault that ends before pass 1 stayed ahead of the downloads), and whether a failure stopped it.
     */
    private static String prefault(Map<String, Long> st) {
        if (st.getOrDefault("prefault", 0L) != 1) return "no";
        return String.format(Locale.ROOT, "%s in %.0f ms%s", human(st.getOrDefault("prefaultBytes", 0L)),
                ms(st, "prefaultNanos"), st.getOrDefault("prefaultFailed", 0L) == 1 ? ", failed" : "");
    }

    /** A pass's upload/sort/download worker time, averaged over the streams, in ms. */
    private static String split(Map<String, Long> st, String pass, long streams) {
        return String.format(Locale.ROOT, "%.0f/%.0f/%.0f", ms(st, pass + "UploadNanos") / streams,
                ms(st, pass + "SortNanos") / streams, ms(st, pass + "DownloadNanos") / streams);
    }

    /** long[n] on the heap through the GPU in core, and Arrays.parallelSort of the same input. */
    private static boolean inCore(long nl, int reps, PrintStream out) throws UsageException {
        if (nl > Integer.MAX_VALUE - 8) throw new UsageException("--incore: at most 2^31-9");
        int n = (int) nl;
        long[] src = LongStream.range(0, n).parallel().map(i -> mix(i * 0x9E3779B97F4A7C15L + 5)).toArray();
        long[] a = new long[n];
        boolean ok = true;
        double best = Double.MAX_VALUE, jdk;
        for (int r = 0; r < reps + 1; r++) {
            System.arraycopy(src, 0, a, 0, n);
            long t0 = System.nanoTime();
            Sorter.gpu().sort(a);
            long ns = System.nanoTime() - t0;
            if (r > 0) best = Math.min(best, ns / 1e6);   // the first run warms up
        }
        for (int i = 1; i < n; i++) ok &= a[i - 1] <= a[i];
        System.arraycopy(src, 0, a, 0, n);
        long t0 = System.nanoTime();
        Arrays.parallelSort(a);
        jdk = (System.nanoTime() - t0) / 1e6;
        out.println(String.format(Locale.ROOT, "in core: long[%d] heap array, GPU end to end %.1f ms (%.3f GKeys/s, "
                + "best of %d), Arrays.parallelSort %.1f ms (%.1fx)%s", n, best, n / best / 1e6, reps, jdk, jdk / best,
                ok ? "" : " WRONG RESULT"));
        return ok;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static Object newArray(KeyType kt, int n) {
        return switch (kt) {
            case INT -> new int[n];
            case LONG -> new long[n];
            case FLOAT -> new float[n];
            case DOUBLE -> new double[n];
        };
    }

    private static MemorySegment heapSegment(Object a) {
        return switch (a) {
            case int[] x -> MemorySegment.ofArray(x);
            case long[] x -> MemorySegment.ofArray(x);
            case float[] x -> MemorySegment.ofArray(x);
            case double[] x -> MemorySegment.ofArray(x);
            default -> throw new IllegalArgumentException();
        };
    }

    private static final long BLOCK = 1 << 20;

    /**
     * Fills n keys of width w with hashed bits (floating point: no NaNs, so that the check can compare numbers) in
     * parallel; returns their sum of bits (a permutation check).
     */
    private static long fill(MemorySegment m, long n, int w, long seed) {
        return LongStream.range(0, (n + BLOCK - 1) / BLOCK).parallel().map(b -> {
            long s = 0;
            for (long i = b * BLOCK, e = Math.min(n, i + BLOCK); i < e; i++) {
                long v = mix(i * 0x9E3779B97F4A7C15L + seed);
                if (w == 4) {
                    int x = (int) v & 0xBF7F_FFFF;   // clears an exponent bit: never NaN or Inf as a float
                    m.setAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i, x);
                    s += x;
                } else {
                    long x = v & 0xBFEF_FFFF_FFFF_FFFFL;
                    m.setAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i, x);
                    s += x;
                }
            }
            return s;
        }).sum();
    }

    /** Sorted in the key type's order and the same sum of bits as filled. */
    private static boolean check(MemorySegment m, long n, KeyType kt, long sum) {
        int w = kt.byteSize();
        long blocks = (n + BLOCK - 1) / BLOCK;
        long got = LongStream.range(0, blocks).parallel().map(b -> {
            long s = 0;
            for (long i = b * BLOCK, e = Math.min(n, i + BLOCK); i < e; i++) {
                s += w == 4 ? m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i)
                        : m.getAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i);
            }
            return s;
        }).sum();
        boolean sorted = LongStream.range(1, n).parallel().allMatch(i -> switch (kt) {
            case INT -> m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i - 1)
                    <= m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i);
            case LONG -> m.getAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i - 1)
                    <= m.getAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i);
            case FLOAT -> Float.intBitsToFloat(m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i - 1))
                    <= Float.intBitsToFloat(m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i));
            case DOUBLE -> Double.longBitsToDouble(m.getAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i - 1))
                    <= Double.longBitsToDouble(m.getAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i));
        });
        return sorted && got == sum;
    }

    // ------------------------------------------------------------------------------------------ external

    private static int external(Args a, PrintStream out, PrintStream err) throws UsageException, CliException {
        String type = a.get("type");
        KeyType kt = type(a);
        long memory = Args.parseSize(a.get("memory"), "memory", 1L << 20);
        long factor = a.getCount("factor");
        int reps = a.getInt("reps");
        Path dir = Path.of(a.get("dir"));
        long n = factor * memory / kt.byteSize();
        long size = n * kt.byteSize();
        Path in = dir.resolve("bench-ooc-in.bin"), sorted = dir.resolve("bench-ooc-out.bin"),
                probe = dir.resolve("bench-ooc-disk.bin");
        try {
            call(out, err, "gen", "--type", type, "--count", Long.toString(n), "--out", in.toString(), "--quiet",
                    "--no-progress");
            double[] disk = disk(probe, size);
            double boundS = 2 * size / disk[1] + 2 * size / disk[0];
            out.println(String.format(Locale.ROOT, "disk (%s, %s file, same run): write+fsync %.0f MB/s, read %.0f MB/s"
                    + " (the read may come from the page cache); external-sort bound %.0f MB/s (reads 2x, writes 2x)",
                    dir.toAbsolutePath(), human(size), disk[0] / 1e6, disk[1] / 1e6, size / boundS / 1e6));
            out.println("| backend | file | --memory | rep | total ms | MB/s | of bound |");
            out.println("|---|---|---|---|---|---|---|");
            boolean ok = true;
            for (String b : a.get("backends").split(",")) {
                for (int r = 0; r < reps; r++) {
                    long t0 = System.nanoTime();
                    int rc = call(out, err, "sort", "--type", type, "--in", in.toString(), "--out", sorted.toString(),
                            "--memory", a.get("memory"), "--backend", b.trim(), "--quiet", "--no-progress");
                    long ns = System.nanoTime() - t0;
                    int vrc = rc == 0 ? call(out, err, "verify", "--type", type, "--in", in.toString(), "--sorted",
                            sorted.toString()) : rc;
                    ok &= rc == 0 && vrc == 0;
                    double mbs = size / (ns / 1e9) / 1e6;
                    out.println(String.format(Locale.ROOT, "| %s | %s | %s | %d | %.1f | %.0f | %.0f %% |%s", b.trim(),
                            human(size), a.get("memory"), r, ns / 1e6, mbs, 100 * mbs / (size / boundS / 1e6),
                            rc != 0 ? " FAILED" : vrc != 0 ? " WRONG RESULT" : ""));
                }
            }
            return ok ? 0 : 1;
        } finally {
            for (Path p : List.of(in, sorted, probe)) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // best effort
                }
            }
        }
    }

    /** Runs a samplesort command in this JVM; its output is dropped, its errors are shown. */
    private static int call(PrintStream out, PrintStream err, String... args) throws CliException {
        int rc = Main.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), err);
        if (rc != 0 && args[0].equals("gen")) throw new CliException("generating the input failed");
        return rc;
    }

    /** Sequential write (then fsync) and read of {@code size} bytes: {write, read} bytes per second. */
    private static double[] disk(Path p, long size) throws CliException {
        ByteBuffer buf = ByteBuffer.allocateDirect(16 << 20);
        new SplittableRandom(1).ints(buf.capacity() / 4).forEach(buf::putInt);
        try {
            long t0 = System.nanoTime();
            try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                for (long at = 0; at < size; ) {
                    buf.clear().limit((int) Math.min(buf.capacity(), size - at));
                    while (buf.hasRemaining()) at += ch.write(buf);
                }
                ch.force(true);
            }
            long t1 = System.nanoTime();
            try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ)) {
                long at = 0;
                while (at < size) {
                    buf.clear();
                    int k = ch.read(buf);
                    if (k < 0) break;
                    at += k;
                }
            }
            long t2 = System.nanoTime();
            return new double[] {size * 1e9 / (t1 - t0), size * 1e9 / (t2 - t1)};
        } catch (IOException e) {
            throw new CliException("measuring the disk in " + p.getParent() + " failed: " + e.getMessage(), e);
        }
    }

    private static String human(long b) {
        return b >= 1L << 30 ? String.format(Locale.ROOT, "%.1f GiB", b / (double) (1L << 30))
                : String.format(Locale.ROOT, "%.0f MiB", b / (double) (1L << 20));
    }
}
