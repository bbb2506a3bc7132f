package dev.samplesort.cli;

import static dev.samplesort.cli.CliTest.cli;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.internal.Tooling;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code sort --memory}: the external sort (runs on disk, merge) on files 8x the budget, compared with
 * {@code Arrays.sort}, and its failures (temporary directory missing, unwritable or full; a run that cannot be
 * written): exit 1 with a clear message, the input and an existing output untouched, no temporaries left.
 */
class ExternalSortCliTest {
    @TempDir Path dir;

    @AfterEach
    void reset() {
        ExternalSort.failRunsAfterBytesForTest = -1;
        ExternalSort.usableSpaceForTest = -1;
    }

    /** Files left in {@code d} besides the expected ones (temporaries, run directories). */
    static List<String> strays(Path d, String... expected) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !Arrays.asList(expected).contains(n)).toList();
        }
    }

    /** The keys of a file of {@code rec}-byte records as doubles (exact for int/float; long compared separately). */
    static long[] rawKeys(byte[] file, int keyBytes, int rec) {
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        long[] k = new long[file.length / rec];
        for (int i = 0; i < k.length; i++) k[i] = keyBytes == 4 ? b.getInt(i * rec) : b.getLong(i * rec);
        return k;
    }

    /** The expected key bits: the input's keys sorted as Java sorts the type, reversed for descending. */
    static long[] expected(byte[] in, String type, int rec, boolean desc) {
        ByteBuffer b = ByteBuffer.wrap(in).order(ByteOrder.LITTLE_ENDIAN);
        int n = in.length / rec;
        long[] out = new long[n];
        switch (type) {
            case "int" -> {
                int[] a = new int[n];
                for (int i = 0; i < n; i++) a[i] = b.getInt(i * rec);
                Arrays.sort(a);
                for (int i = 0; i < n; i++) out[i] = a[i];
            }
            case "long" -> {
                for (int i = 0; i < n; i++) out[i] = b.getLong(i * rec);
                Arrays.sort(out);
            }
            case "float" -> {
                float[] a = new float[n];
                for (int i = 0; i < n; i++) a[i] = b.getFloat(i * rec);
                Arrays.sort(a);
                for (int i = 0; i < n; i++) out[i] = Float.floatToRawIntBits(a[i]);
            }
            default -> {
                double[] a = new double[n];
                for (int i = 0; i < n; i++) a[i] = b.getDouble(i * rec);
                Arrays.sort(a);
                for (int i = 0; i < n; i++) out[i] = Double.doubleToRawLongBits(a[i]);
            }
        }
        if (desc) {
            for (int i = 0, j = n - 1; i < j; i++, j--) {
                long t = out[i];
                out[i] = out[j];
                out[j] = t;
            }
        }
        return out;
    }

    static int keyBytes(String type) { return type.equals("int") || type.equals("float") ? 4 : 8; }

    /** Generates 8 MiB of records (8x a 1 MiB budget) and sorts them externally. */
    @ParameterizedTest(name = "{0}{1} {2} {3} {4}")
    @CsvSource({"long,, uniform, cpu, asc", "long,, uniform, jdk, asc", "int,, uniform, cpu, desc",
        "float,, gaussian, cpu, asc", "double,, uniform, cpu, desc", "long,, allequal, cpu, asc",
        "long,, few16, cpu, asc", "int,, sorted, cpu, asc", "double,, reverse, jdk, desc",
        "long, int, uniform, cpu, asc", "int, long, few2, cpu, desc", "long,, uniform, auto, asc",
        "long,, uniform, gpu, asc", "float,, uniform, gpu, desc", "long, long, uniform, gpu, asc"})
    void sortsEightTimesTheBudget(String type, String values, String dist, String backend, String order)
            throws Exception {
        if (backend.equals("gpu")) {
            String why = Tooling.gpuUnavailableReason();
            Assumptions.assumeTrue(why == null, () -> "GPU tests skipped: " + why);
        }
        if (backend.equals("cpu")) backend = CliTest.backend();
        int rec = keyBytes(type) + (values == null ? 0 : keyBytes(values));
        long count = (8L << 20) / rec;
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        List<String> gen = new java.util.ArrayList<>(List.of("gen", "--type", type, "--dist", dist, "--count",
                Long.toString(count), "--out", in.toString(), "--seed", "7"));
        if (values != null) gen.addAll(List.of("--values", values));
        assertEquals(0, cli(gen.toArray(String[]::new)).rc());
        byte[] input = Files.readAllBytes(in);
        List<String> sort = new java.util.ArrayList<>(List.of("sort", "--type", type, "--in", in.toString(), "--out",
                out.toString(), "--backend", backend, "--memory", "1m"));
        if (values != null) sort.addAll(List.of("--values", values));
        if (order.equals("desc")) sort.add("--descending");
        CliTest.Run r = cli(sort.toArray(String[]::new));
        assertEquals(0, r.rc(), r.err());
        assertTrue(r.out().contains("external: ") && r.out().contains("runs"), r.out());
        assertArrayEquals(expected(input, type, rec, order.equals("desc")),
                rawKeys(Files.readAllBytes(out), keyBytes(type), rec));
        List<String> verify = new java.util.ArrayList<>(List.of("verify", "--type", type, "--in", in.toString(),
                "--sorted", out.toString()));
        if (values != null) verify.addAll(List.of("--values", values));
        if (order.equals("desc")) verify.add("--descending");
        CliTest.Run v = cli(verify.toArray(String[]::new));
        assertEquals(0, v.rc(), v.out() + v.err());
        assertArrayEquals(input, Files.readAllBytes(in), "the input is never modified");
        assertEquals(List.of(), strays(dir, "in.bin", "out.bin"), "no run directory or temporary left");
    }

    @Test
    void stableKeyValueRecordsKeepTheirInputOrderAcrossRuns() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        // values = the record index (gen), few distinct keys: equal keys span every run
        assertEquals(0, cli("gen", "--type", "long", "--values", "long", "--dist", "few16", "--count",
                Long.toString((8L << 20) / 16), "--out", in.toString()).rc());
        CliTest.Run r = cli("sort", "--type", "long", "--values", "long", "--in", in.toString(), "--out",
                out.toString(), "--backend", CliTest.backend(), "--memory", "1m", "--stable");
        assertEquals(0, r.rc(), r.err());
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(out)).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 1; i < b.capacity() / 16; i++) {
            long k0 = b.getLong((i - 1) * 16), k1 = b.getLong(i * 16);
            assertTrue(k0 <= k1, "order at " + i);
            if (k0 == k1) assertTrue(b.getLong((i - 1) * 16 + 8) < b.getLong(i * 16 + 8), "stable at " + i);
        }
    }

    /**
     * Fixed-width records: the external sort's output is byte for byte the in-memory sort's (stable, so equal keys
     * have one right order): gensort (10-byte keys: prefix and full comparison), short keys with many duplicates
     * at an offset, descending.
     */
    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource({"gensort, cpu, asc", "gensort, jdk, asc", "gensort, gpu, asc", "16:4:3, cpu, asc",
        "16:4:3, cpu, desc", "24:2:12, cpu, desc", "24:2:12, jdk, asc"})
    void recordsMatchTheInMemorySort(String layout, String backend, String order) throws Exception {
        if (backend.equals("gpu")) {
            String why = Tooling.gpuUnavailableReason();
            Assumptions.assumeTrue(why == null, () -> "GPU tests skipped: " + why);
        }
        if (backend.equals("cpu")) backend = CliTest.backend();
        Path in = dir.resolve("in.dat"), ext = dir.resolve("ext.dat"), mem = dir.resolve("mem.dat");
        String[] lay;
        if (layout.equals("gensort")) {
            assertEquals(0, cli("gen", "--type", "gensort", "--count", Long.toString((8L << 20) / 100), "--out",
                    in.toString()).rc());
            lay = new String[] {"--type", "gensort"};
        } else {
            String[] p = layout.split(":");
            int size = Integer.parseInt(p[0]), count = (8 << 20) / size;
            // few distinct keys (one byte varies), the rest of each record is its index: stability shows
            ByteBuffer b = ByteBuffer.allocate(size * count);
            java.util.SplittableRandom r = new java.util.SplittableRandom(3);
            for (int i = 0; i < count; i++) {
                for (int j = 0; j < size; j++) b.put(i * size + j, (byte) (i >>> (8 * (j % 4))));
                int off = Integer.parseInt(p[1]), len = Integer.parseInt(p[2]);
                for (int j = 0; j < len; j++) b.put(i * size + off + j, (byte) (j == len - 1 ? r.nextInt(5) : 7));
            }
            Files.write(in, b.array());
            lay = new String[] {"--record-size", p[0], "--key", p[1] + ":" + p[2]};
        }
        String[] common = {"sort", "--in", in.toString(), "--backend", backend, "--stable"};
        if (order.equals("desc")) common = CliTest.cat(common, new String[] {"--descending"});
        CliTest.Run e = cli(CliTest.cat(CliTest.cat(common, lay), new String[] {"--out", ext.toString(), "--memory",
            "1m"}));
        assertEquals(0, e.rc(), e.err());
        assertTrue(e.out().contains("external: "), e.out());
        CliTest.Run m = cli(CliTest.cat(CliTest.cat(common, lay), new String[] {"--out", mem.toString()}));
        assertEquals(0, m.rc(), m.err());
        assertArrayEquals(Files.readAllBytes(mem), Files.readAllBytes(ext), "external = in-memory, byte for byte");
        String[] verify = CliTest.cat(new String[] {"verify", "--in", in.toString(), "--sorted", ext.toString()}, lay);
        if (order.equals("desc")) verify = CliTest.cat(verify, new String[] {"--descending"});
        CliTest.Run v = cli(verify);
        assertEquals(0, v.rc(), v.out() + v.err());
        assertEquals(List.of(), strays(dir, "in.dat", "ext.dat", "mem.dat"));
    }

    /** An output written in place (a character device) gets the sequential merge; nothing is left behind. */
    @Test
    void externalSortIntoADevice() throws Exception {
        Path in = dir.resolve("in.bin");
        assertEquals(0, cli("gen", "--type", "long", "--count", Long.toString(1L << 20), "--out", in.toString()).rc());
        CliTest.Run r = cli("sort", "--type", "long", "--in", in.toString(), "--out", "/dev/null", "--memory", "1m",
                "--backend", CliTest.backend(), "--tmp", dir.toString());
        assertEquals(0, r.rc(), r.err());
        assertTrue(r.out().contains("external: "), r.out());
        assertEquals(List.of(), strays(dir, "in.bin"));
    }

    @Test
    void aFileWithinTheBudgetIsSortedInMemory() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("gen", "--type", "int", "--count", "1000", "--out", in.toString()).rc());
        CliTest.Run r = cli("sort", "--type", "int", "--in", in.toString(), "--out", out.toString(), "--memory", "1m",
                "--backend", CliTest.backend());
        assertEquals(0, r.rc(), r.err());
        assertFalse(r.out().contains("external"), r.out());
    }

    @Test
    void usageErrors() throws Exception {
        Path in = dir.resolve("in.bin");
        assertEquals(0, cli("gen", "--type", "int", "--count", "1000", "--out", in.toString()).rc());
        String o = dir.resolve("o.bin").toString();
        for (String[] bad : new String[][] {{"--memory", "lots"}, {"--memory", "1x"}, {"--memory", "64k"},
            {"--tmp", dir.toString()}}) {
            String[] args = CliTest.cat(new String[] {"sort", "--type", "int", "--in", in.toString(), "--out", o}, bad);
            CliTest.Run r = cli(args);
            assertEquals(2, r.rc(), String.join(" ", bad) + ": " + r.err());
            assertTrue(r.err().contains("--memory") || r.err().contains("--tmp"), r.err());
        }
        assertFalse(Files.exists(dir.resolve("o.bin")));
    }

    /** The failures of the run directory: each is exit 1 naming the cause, nothing written, nothing left. */
    @Test
    void runDirectoryFailures() throws Exception {
        Path in = dir.resolve("in.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("gen", "--type", "long", "--count", Long.toString(1L << 20), "--out", in.toString()).rc());
        byte[] input = Files.readAllBytes(in);
        Files.writeString(out, "previous result");
        String[] base = {"sort", "--type", "long", "--in", in.toString(), "--out", out.toString(), "--memory", "1m",
            "--backend", CliTest.backend()};

        CliTest.Run missing = cli(CliTest.cat(base, new String[] {"--tmp", dir.resolve("nope").toString()}));
        assertEquals(1, missing.rc());
        assertTrue(missing.err().contains("temporary directory does not exist"), missing.err());

        ExternalSort.usableSpaceForTest = 1 << 20;
        CliTest.Run full = cli(base);
        ExternalSort.usableSpaceForTest = -1;
        assertEquals(1, full.rc());
        assertTrue(full.err().contains("not enough free space for the sorted runs") && full.err().contains("--tmp"),
                full.err());

        ExternalSort.failRunsAfterBytesForTest = 3 << 20;
        CliTest.Run midway = cli(base);
        ExternalSort.failRunsAfterBytesForTest = -1;
        assertEquals(1, midway.rc());
        assertTrue(midway.err().contains("No space left on device") && midway.err().contains("disk full"),
                midway.err());

        Path ro = Files.createDirectory(dir.resolve("ro"));
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            if (!Files.isWritable(ro)) {   // root writes anyway: nothing to test there
                CliTest.Run denied = cli(CliTest.cat(base, new String[] {"--tmp", ro.toString()}));
                assertEquals(1, denied.rc());
                assertTrue(denied.err().contains("cannot create a temporary directory in " + ro)
                        && denied.err().contains("--tmp"), denied.err());
            }
        } finally {
            Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        assertEquals(List.of(), strays(ro));
        Files.delete(ro);

        assertEquals("previous result", Files.readString(out), "an existing output is untouched");
        assertArrayEquals(input, Files.readAllBytes(in));
        assertEquals(List.of(), strays(dir, "in.bin", "out.bin"), "no run directory or temporary left");

        // a separate --tmp works and is left clean
        Path t = Files.createDirectory(dir.resolve("t"));
        CliTest.Run ok = cli(CliTest.cat(base, new String[] {"--tmp", t.toString()}));
        assertEquals(0, ok.rc(), ok.err());
        assertEquals(List.of(), strays(t));
    }

    @Test
    void orderedKeysFollowJavaOrder() {
        ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        double[] ds = {Double.NEGATIVE_INFINITY, -1, -0.0, 0.0, Double.MIN_VALUE, 1, Double.POSITIVE_INFINITY,
            Double.NaN};
        RecordFormat f = new RecordFormat(dev.samplesort.KeyType.DOUBLE, null);
        for (int i = 1; i < ds.length; i++) {
            b.putDouble(0, ds[i - 1]);
            long a = ExternalSort.orderedKey(b, 0, f, false), ad = ExternalSort.orderedKey(b, 0, f, true);
            b.putDouble(0, ds[i]);
            long c = ExternalSort.orderedKey(b, 0, f, false), cd = ExternalSort.orderedKey(b, 0, f, true);
            assertTrue(Long.compareUnsigned(a, c) < 0 && Long.compareUnsigned(ad, cd) > 0, ds[i - 1] + " < " + ds[i]);
        }
        b.putLong(0, 0xFFF8_0000_0000_0001L);   // a negative NaN: equal to every NaN, above +Inf
        long neg = ExternalSort.orderedKey(b, 0, f, false);
        b.putDouble(0, Double.NaN);
        assertEquals(ExternalSort.orderedKey(b, 0, f, false), neg);
    }
}
