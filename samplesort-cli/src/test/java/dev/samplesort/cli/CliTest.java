package dev.samplesort.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Sorter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CliTest {
    @TempDir Path dir;

    record Run(int rc, String out, String err) {}

    @Test
    void sortSortsOnceSoItsFirstTeamSortIsTheJdks() {
        java.util.Map<String, String> unset = java.util.Map.of();
        assertArrayEquals(new String[] {"samplesort.cpu.coldFirstBelow", Integer.toString(1 << 26)},
                Main.oneShotSetting(new String[] {"sort", "--type", "long"}, unset::get, 2));
        assertArrayEquals(new String[] {"samplesort.cpu.coldFirstBelow", Integer.toString(1 << 27)},
                Main.oneShotSetting(new String[] {"sort", "--type", "long"}, unset::get, 3), "3 cores: the engine's");
        // the other commands sort more than once (bench, demo) or not at all; a user's own setting stands
        for (String cmd : new String[] {"bench", "demo", "gen", "verify", "info"}) {
            assertEquals(null, Main.oneShotSetting(new String[] {cmd}, unset::get, 2), cmd);
        }
        assertEquals(null, Main.oneShotSetting(new String[0], unset::get, 2));
        java.util.Map<String, String> set = java.util.Map.of("samplesort.cpu.coldFirstBelow", "0");
        assertEquals(null, Main.oneShotSetting(new String[] {"sort"}, set::get, 3), "the user's setting");
    }

    /**
     * The sort command's preload beside the read (a sort of three records through the same sorter) ends without an
     * exception for every backend, one that is not there included (the real sort reports that), and with the
     * setting off does nothing.
     */
    @Test
    void thePreloadBesideTheReadNeverFails() throws Exception {
        java.util.List<Throwable> escaped = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> escaped.add(e));
        try {
            preloadEveryBackend();
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(before);
        }
        assertEquals(java.util.List.of(), escaped, "nothing escapes the preload's thread");
    }

    private static void preloadEveryBackend() throws Exception {
        for (String fmt : new String[] {"long", "int+long", "double"}) {
            RecordFormat f = RecordFormat.parse(fmt);
            for (dev.samplesort.Backend b : dev.samplesort.Backend.values()) {
                for (boolean offHeap : new boolean[] {false, true}) {
                    Thread t = SortCommand.preload(dev.samplesort.Sorter.builder().backend(b).build(), f, offHeap,
                            false);
                    t.join(60_000);
                    assertFalse(t.isAlive(), fmt + " " + b);
                }
            }
            Thread jdk = SortCommand.preload(null, f, false, true); // the JDK reference sort, descending
            jdk.join(60_000);
            assertFalse(jdk.isAlive(), fmt + " jdk");
        }
        System.setProperty(SortCommand.PRELOAD, "false");
        try {
            Thread off = SortCommand.preload(dev.samplesort.Sorter.cpu(), RecordFormat.parse("long"), false, false);
            off.join(60_000);
            assertFalse(off.isAlive());
        } finally {
            System.clearProperty(SortCommand.PRELOAD);
        }
    }

    static Run cli(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream(), e = new ByteArrayOutputStream();
        int rc = Main.run(args, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        return new Run(rc, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }

    /**
     * The library's CPU engine when it works, else the JDK reference backend: the CLI's reading, splitting,
     * sorting call, interleaving and writing are exercised either way.
     */
    static String backend() {
        try {
            int[] a = {3, 1, 2};
            long[] k = {5, 4};
            int[] v = {0, 1};
            Sorter.cpu().sort(a);
            Sorter.cpu().sort(k, v);
            return Arrays.equals(a, new int[] {1, 2, 3}) && k[0] == 4 && v[0] == 1 ? "cpu" : "jdk";
        } catch (UnsupportedOperationException e) {
            return "jdk";
        }
    }

    static String sha(Path p) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)));
    }

    /** Files in dir other than the named ones (left-over temporaries). */
    List<String> strays(String... expected) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !Arrays.asList(expected).contains(n)).toList();
        }
    }

    @AfterEach
    void resetHooks() { OutputFile.failAfterBytesForTest = -1; }

    static Stream<Arguments> formats() {
        return Stream.of("int", "long", "float", "double").flatMap(t -> Stream.of(
                Arguments.of(t, null), Arguments.of(t, "int"), Arguments.of(t, "long")));
    }

    @ParameterizedTest
    @MethodSource("formats")
    void roundTrip(String type, String values) throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        String[] v = values == null ? new String[0] : new String[] {"--values", values};
        String dist = type.equals("float") ? "few256" : "gaussian";
        Run g = cli(cat(new String[] {"gen", "--type", type, "--dist", dist, "--count", "20001", "--out",
                in.toString(), "--seed", "7"}, v));
        assertEquals(0, g.rc, g.err);
        RecordFormat f = new RecordFormat(dev.samplesort.KeyType.parse(type),
                values == null ? null : dev.samplesort.ValueType.parse(values));
        assertEquals(20001L * f.recordBytes(), Files.size(in));
        String before = sha(in);
        Run s = cli(cat(new String[] {"sort", "--type", type, "--in", in.toString(), "--out", out.toString(),
                "--backend", backend()}, v));
        assertEquals(0, s.rc, s.err);
        assertTrue(s.out.contains("sorted 20001"), s.out);
        assertEquals(before, sha(in), "input unchanged");
        assertEquals(Files.size(in), Files.size(out));
        Run ok = cli(cat(new String[] {"verify", "--type", type, "--in", in.toString(), "--sorted", out.toString()}, v));
        assertEquals(0, ok.rc, ok.err);
        assertTrue(ok.out.startsWith("OK"), ok.out);
        // independent check of the keys: same as sorting the input's keys with Arrays.sort
        assertArrayEquals(sortedKeys(Files.readAllBytes(in), f), keys(Files.readAllBytes(out), f));
        // and the unsorted input does not verify as sorted
        Run bad = cli(cat(new String[] {"verify", "--type", type, "--in", in.toString(), "--sorted", in.toString()}, v));
        assertEquals(1, bad.rc);
        assertTrue(bad.err.contains("not sorted"), bad.err);
        assertEquals(List.of(), strays("in.bin", "out.bin"));
    }

    /** Key bits of each record, as longs compared in the key type's order (via Double for floats). */
    static double[] keys(byte[] file, RecordFormat f) {
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        int n = file.length / f.recordBytes();
        double[] k = new double[n];
        for (int i = 0; i < n; i++) {
            int off = i * f.recordBytes();
            k[i] = switch (f.key()) {
                case INT -> b.getInt(off);
                case LONG -> (double) b.getLong(off); // monotone, so sorted-ness and multiset compare fine
                case FLOAT -> b.getFloat(off);
                case DOUBLE -> b.getDouble(off);
            };
        }
        return k;
    }

    static double[] sortedKeys(byte[] file, RecordFormat f) {
        double[] k = keys(file, f);
        Arrays.sort(k);
        return k;
    }

    @Test
    void longKeysExactOrderAndStableDescending() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("gen", "--type", "long", "--dist", "few16", "--count", "30000", "--values", "int",
                "--out", in.toString()).rc);
        Run s = cli("sort", "--type", "long", "--values", "int", "--in", in.toString(), "--out", out.toString(),
                "--descending", "--stable", "--backend", backend());
        assertEquals(0, s.rc, s.err);
        assertEquals(0, cli("verify", "--type", "long", "--values", "int", "--in", in.toString(), "--sorted",
                out.toString(), "--descending").rc);
        assertEquals(1, cli("verify", "--type", "long", "--values", "int", "--in", in.toString(), "--sorted",
                out.toString()).rc, "not ascending");
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(out)).order(ByteOrder.LITTLE_ENDIAN);
        long[] in64 = new long[30000];
        ByteBuffer ib = ByteBuffer.wrap(Files.readAllBytes(in)).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < in64.length; i++) in64[i] = ib.getLong(i * 12);
        for (int i = 1; i < 30000; i++) {
            long kp = b.getLong((i - 1) * 12), k = b.getLong(i * 12);
            int vp = b.getInt((i - 1) * 12 + 8), v = b.getInt(i * 12 + 8);
            assertTrue(kp >= k, "descending at " + i);
            if (kp == k) assertTrue(vp < v, "stable: input order kept among equal keys at " + i);
            assertEquals(in64[v], k, "value travels with its key");
        }
    }

    @Test
    void helpForEverySubcommand() {
        for (String c : List.of("gen", "sort", "verify", "info", "demo", "bench", "chart", "report")) {
            Run r = cli(c, "--help");
            assertEquals(0, r.rc, c);
            assertTrue(r.out.startsWith("usage: samplesort " + c), r.out);
        }
        Run top = cli("--help");
        assertEquals(0, top.rc);
        assertTrue(top.out.contains("verify"));
        assertEquals(2, cli().rc);
        Run unknown = cli("frobnicate");
        assertEquals(2, unknown.rc);
        assertTrue(unknown.err.contains("unknown command 'frobnicate'"));
    }

    @Test
    void usageErrors() throws Exception {
        Path in = dir.resolve("in.bin");
        assertEquals(0, cli("gen", "--type", "int", "--count", "1000", "--out", in.toString()).rc);
        String i = in.toString(), o = dir.resolve("o.bin").toString();
        expect(2, "unknown key type 'short'", "sort", "--type", "short", "--in", i, "--out", o);
        expect(2, "unknown distribution 'pareto'", "gen", "--type", "int", "--dist", "pareto", "--count", "5",
                "--out", o);
        expect(2, "unknown backend 'tpu'", "sort", "--type", "int", "--in", i, "--out", o, "--backend", "tpu");
        expect(2, "unknown option --frobnicate", "sort", "--type", "int", "--in", i, "--out", o, "--frobnicate");
        expect(2, "missing required option --in", "sort", "--type", "int", "--out", o);
        expect(2, "missing required option --count", "gen", "--type", "int", "--out", o);
        expect(2, "needs a value", "sort", "--type", "int", "--out", o, "--in");
        expect(2, "is not a count", "gen", "--type", "int", "--count", "lots", "--out", o);
        expect(2, "unknown value type 'short'", "sort", "--type", "int", "--in", i, "--out", o, "--values", "short");
        // output = input, also through another spelling and a symbolic link
        expect(2, "output path is the input file", "sort", "--type", "int", "--in", i, "--out", i);
        expect(2, "output path is the input file", "sort", "--type", "int", "--in", i, "--out",
                dir.resolve(".").resolve("in.bin").toString());
        Path link = Files.createSymbolicLink(dir.resolve("link.bin"), in);
        expect(2, "output path is the input file", "sort", "--type", "int", "--in", i, "--out", link.toString());
        Files.delete(link);
        assertFalse(Files.exists(dir.resolve("o.bin")));
        assertEquals(List.of(), strays("in.bin"));
    }

    void expect(int rc, String message, String... args) {
        Run r = cli(args);
        assertEquals(rc, r.rc, () -> String.join(" ", args) + " -> " + r.err);
        assertTrue(r.err.contains(message), () -> "expected '" + message + "' in: " + r.err);
    }

    @Test
    void failures() throws Exception {
        Path in = dir.resolve("in.bin");
        String o = dir.resolve("o.bin").toString();
        expect(1, "input file not found", "sort", "--type", "int", "--in", dir.resolve("nope.bin").toString(),
                "--out", o);
        expect(1, "input file not found", "verify", "--type", "int", "--in", dir.resolve("nope.bin").toString(),
                "--sorted", o);
        Files.write(in, new byte[4 * 10 + 3]);
        expect(1, "is not a multiple of the record size 4", "sort", "--type", "int", "--in", in.toString(),
                "--out", o);
        expect(1, "is not a multiple of the record size 12", "sort", "--type", "long", "--values", "int", "--in",
                in.toString(), "--out", o);
        Files.write(in, new byte[48]);
        expect(1, "output directory does not exist", "sort", "--type", "int", "--in", in.toString(), "--out",
                dir.resolve("no/such/dir/o.bin").toString());
        // the output's parent is a regular file: nothing can be created there
        expect(1, "output directory does not exist", "sort", "--type", "int", "--in", in.toString(), "--out",
                in.resolve("o.bin").toString());
        expect(1, "output path is a directory", "gen", "--type", "int", "--count", "3", "--out", dir.toString());
        assertFalse(Files.exists(Path.of(o)));
        assertEquals(List.of(), strays("in.bin"));
    }

    @Test
    void diskFullLeavesNoPartialOutputAndKeepsAnOldOutput() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("gen", "--type", "long", "--count", "2^19", "--out", in.toString()).rc);
        String before = sha(in);
        Files.writeString(out, "previous result");
        OutputFile.failAfterBytesForTest = 1 << 20; // fails in the middle of the 4 MiB output
        Run r = cli("sort", "--type", "long", "--in", in.toString(), "--out", out.toString(), "--backend", backend());
        assertEquals(1, r.rc);
        assertTrue(r.err.contains("No space left on device") && r.err.contains("disk full"), r.err);
        assertEquals("previous result", Files.readString(out), "an existing output is untouched");
        Run g = cli("gen", "--type", "int", "--count", "2^20", "--out", dir.resolve("g.bin").toString());
        assertEquals(1, g.rc);
        assertFalse(Files.exists(dir.resolve("g.bin")));
        OutputFile.failAfterBytesForTest = -1;
        assertEquals(before, sha(in));
        assertEquals(List.of(), strays("in.bin", "out.bin"), "temporary files removed");
    }

    @Test
    void failedSortLeavesNoOutput() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("gen", "--type", "int", "--count", "5000", "--out", in.toString()).rc);
        // the GPU backend is not available in this build: the sort fails after the output file was opened
        Run r = cli("sort", "--type", "int", "--in", in.toString(), "--out", out.toString(), "--backend", "gpu");
        if (dev.samplesort.internal.Tooling.gpuUnavailableReason() != null) {
            assertEquals(1, r.rc);
            assertTrue(r.err.contains("GPU backend not available"), r.err);
            assertFalse(Files.exists(out));
            assertEquals(List.of(), strays("in.bin"));
        } else {
            assertEquals(0, r.rc, r.err);
        }
    }

    @Test
    void verifyCatchesCorruption() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("gen", "--type", "int", "--values", "int", "--count", "10000", "--out",
                in.toString()).rc);
        assertEquals(0, cli("sort", "--type", "int", "--values", "int", "--in", in.toString(), "--out",
                out.toString(), "--backend", backend()).rc);
        byte[] good = Files.readAllBytes(out);
        String[] v = {"verify", "--type", "int", "--values", "int", "--in", in.toString(), "--sorted", out.toString()};
        assertEquals(0, cli(v).rc);
        ByteBuffer b = ByteBuffer.wrap(good.clone()).order(ByteOrder.LITTLE_ENDIAN);
        // 1. two records swapped: out of order at a known index
        int i = 5000;
        while (b.getInt(i * 8) == b.getInt((i + 1) * 8)) i++;
        long r1 = b.getLong(i * 8), r2 = b.getLong((i + 1) * 8);
        b.putLong(i * 8, r2).putLong((i + 1) * 8, r1);
        Files.write(out, b.array());
        Run r = cli(v);
        assertEquals(1, r.rc);
        assertTrue(r.err.contains("not sorted ascending at record " + (i + 1)), r.err);
        // 2. a value separated from its key (still sorted by key)
        b = ByteBuffer.wrap(good.clone()).order(ByteOrder.LITTLE_ENDIAN);
        int va = b.getInt(4), vb = b.getInt(8 * 777 + 4);
        b.putInt(4, vb).putInt(8 * 777 + 4, va);
        Files.write(out, b.array());
        r = cli(v);
        assertEquals(1, r.rc);
        assertTrue(r.err.contains("not a permutation") && !r.err.contains("not sorted"), r.err);
        // 3. one record lost and another duplicated
        b = ByteBuffer.wrap(good.clone()).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(100 * 8, b.getLong(101 * 8));
        Files.write(out, b.array());
        assertEquals(1, cli(v).rc);
        // 4. a record missing
        Files.write(out, Arrays.copyOf(good, good.length - 8));
        r = cli(v);
        assertEquals(1, r.rc);
        assertTrue(r.err.contains("holds 9999 records"), r.err);
    }

    @Test
    void floatOrderIsJavasTotalOrder() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        float[] vals = {Float.NaN, 1f, -0.0f, 0.0f, Float.NEGATIVE_INFINITY, -1f, Float.POSITIVE_INFINITY, 0.0f};
        ByteBuffer b = ByteBuffer.allocate(vals.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float x : vals) b.putFloat(x);
        Files.write(in, b.array());
        assertEquals(0, cli("sort", "--type", "float", "--in", in.toString(), "--out", out.toString(), "--backend",
                backend()).rc);
        ByteBuffer s = ByteBuffer.wrap(Files.readAllBytes(out)).order(ByteOrder.LITTLE_ENDIAN);
        float[] sorted = vals.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < vals.length; i++) {
            assertEquals(Float.floatToRawIntBits(sorted[i]), Float.floatToRawIntBits(s.getFloat(i * 4)));
        }
        assertEquals(0, cli("verify", "--type", "float", "--in", in.toString(), "--sorted", out.toString()).rc);
        // 0.0 before -0.0 is not sorted in Java's total order
        ByteBuffer w = ByteBuffer.wrap(Files.readAllBytes(out)).order(ByteOrder.LITTLE_ENDIAN);
        w.putFloat(8, 0.0f).putFloat(12, -0.0f);
        Files.write(out, w.array());
        assertEquals(1, cli("verify", "--type", "float", "--in", in.toString(), "--sorted", out.toString()).rc);
    }

    @Test
    void emptyFile() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("gen", "--type", "double", "--count", "0", "--out", in.toString()).rc);
        assertEquals(0, Files.size(in));
        assertEquals(0, cli("sort", "--type", "double", "--in", in.toString(), "--out", out.toString()).rc);
        assertEquals(0, Files.size(out));
        assertEquals(0, cli("verify", "--type", "double", "--in", in.toString(), "--sorted", out.toString()).rc);
    }

    @Test
    void genIsDeterministic() throws Exception {
        Path a = dir.resolve("a.bin"), b = dir.resolve("b.bin"), c = dir.resolve("c.bin");
        assertEquals(0, cli("gen", "--type", "long", "--dist", "staggered", "--count", "70000", "--out",
                a.toString(), "--seed", "9").rc);
        assertEquals(0, cli("gen", "--type", "long", "--dist", "staggered", "--count", "70000", "--out",
                b.toString(), "--seed", "9").rc);
        assertEquals(0, cli("gen", "--type", "long", "--dist", "staggered", "--count", "70000", "--out",
                c.toString(), "--seed", "10").rc);
        assertEquals(sha(a), sha(b));
        assertFalse(sha(a).equals(sha(c)));
        long[] expect = dev.samplesort.data.DataGenerator.longs(dev.samplesort.data.Distribution.STAGGERED, 70000, 9);
        ByteBuffer bb = ByteBuffer.wrap(Files.readAllBytes(a)).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < expect.length; i++) assertEquals(expect[i], bb.getLong(i * 8));
    }

    @Test
    void offHeapColumnsRoundTrip() throws Exception {
        // the conversion used for files of more than 2^31 records, tested small
        for (RecordFormat f : List.of(RecordFormat.parse("int"), RecordFormat.parse("long+int"),
                RecordFormat.parse("float+long"), RecordFormat.parse("double"))) {
            int n = 3000;
            byte[] data = new byte[n * f.recordBytes()];
            new java.util.Random(1).nextBytes(data);
            java.lang.foreign.MemorySegment le = java.lang.foreign.MemorySegment.ofArray(data);
            for (boolean off : new boolean[] {true, false}) {
                try (Columns c = Columns.allocate(f, n, off)) {
                    c.load(le, null);
                    byte[] back = new byte[data.length];
                    c.store(java.lang.foreign.MemorySegment.ofArray(back), 0, n);
                    assertArrayEquals(data, back, f.describe() + (off ? " off-heap" : " heap"));
                    long k0 = f.keyBytes() == 4 ? c.keys.get(java.lang.foreign.ValueLayout.JAVA_INT, 0)
                            : c.keys.get(java.lang.foreign.ValueLayout.JAVA_LONG, 0);
                    ByteBuffer bb = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
                    assertEquals(f.keyBytes() == 4 ? bb.getInt(0) : bb.getLong(0), k0, "native order in memory");
                }
            }
        }
    }

    @Test
    void offHeapSortPath() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("gen", "--type", "long", "--values", "long", "--count", "5000", "--out",
                in.toString()).rc);
        Run r = cli("sort", "--type", "long", "--values", "long", "--in", in.toString(), "--out", out.toString(),
                "--offheap", "--backend", "jdk");
        assertEquals(1, r.rc);
        assertTrue(r.err.contains("jdk backend sorts Java arrays only"), r.err);
        if (backend().equals("cpu")) {
            r = cli("sort", "--type", "long", "--values", "long", "--in", in.toString(), "--out", out.toString(),
                    "--offheap", "--backend", "cpu");
            assertEquals(0, r.rc, r.err);
            assertTrue(r.out.contains("off-heap"));
            assertEquals(0, cli("verify", "--type", "long", "--values", "long", "--in", in.toString(), "--sorted",
                    out.toString()).rc);
        }
    }

    @Test
    void benchP2p() {
        Run h = cli("bench-p2p", "--help");
        assertEquals(0, h.rc, h.err);
        assertTrue(h.out.contains("--bytes") && h.out.contains("--reps"), h.out);
        String why = dev.samplesort.internal.Tooling.cudaUnavailableReason();
        if (why != null) {
            Run r = cli("bench-p2p", "--bytes", "1Mi");
            assertEquals(1, r.rc);
            assertTrue(r.err.contains("no CUDA device usable: " + why), r.err);
        } else {
            Run r = cli("bench-p2p", "--bytes", "8Mi", "--reps", "1");
            assertEquals(0, r.rc, r.err);
            assertTrue(r.out.contains("one-way copy GB/s") && r.out.contains("all-to-all"), r.out);
        }
    }

    @Test
    void infoAndDemo() {
        Run i = cli("info");
        assertEquals(0, i.rc);
        assertTrue(i.out.contains("cpu ") && i.out.contains("gpu ") && i.out.contains("java: 25")
                && i.out.contains("cores"), i.out);
        // The engines' policies in effect, from the one settings parser.
        assertTrue(i.out.contains("engine policies") && i.out.contains("  cpu  CpuPolicy[threads=")
                && i.out.contains("  gpu  GpuPolicy[logKs="), i.out);
        if (dev.samplesort.internal.Tooling.gpuUnavailableReason() != null) {
            assertTrue(i.out.contains("gpu  not available: " + dev.samplesort.internal.Tooling.gpuUnavailableReason()));
        }
        Run d = cli("demo", "--type", "int", "--count", "2^16", "--backend", backend());
        assertEquals(0, d.rc, d.err);
        assertTrue(d.out.contains("verified: sorted, permutation of the input") && d.out.contains("Arrays.parallelSort")
                && d.out.contains("Mkeys/s"), d.out);
        Run g = cli("demo", "--count", "1000", "--backend", "gpu");
        if (dev.samplesort.internal.Tooling.gpuUnavailableReason() != null) {
            assertEquals(1, g.rc);
            assertTrue(g.err.contains("GPU backend not available"), g.err);
        }
    }

    @Test
    void parseCount() {
        assertEquals(4194304, Args.parseCount("2^22"));
        assertEquals(4194304, Args.parseCount("4Mi"));
        assertEquals(4194304, Args.parseCount("4_194_304"));
        assertEquals(1 << 30, Args.parseCount("1gi"));
    }

    static String[] cat(String[] a, String[] b) {
        String[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
