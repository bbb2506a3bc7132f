package dev.samplesort.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.RecordLayout;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gen/sort/verify --type gensort} and {@code --record-size R --key OFFSET:LENGTH}. */
class RecordCliTest {
    @TempDir Path dir;

    static CliTest.Run cli(String... args) { return CliTest.cli(args); }

    static CliTest.Run ok(String... args) {
        CliTest.Run r = cli(args);
        assertEquals(0, r.rc(), () -> String.join(" ", args) + "\nout: " + r.out() + "\nerr: " + r.err());
        return r;
    }

    @AfterEach
    void resetHooks() { OutputFile.failAfterBytesForTest = -1; }

    /** Stable reference sort of records by memcmp of the key slice. */
    static byte[] reference(byte[] a, RecordLayout l, boolean desc) {
        int rs = l.recordSize(), n = a.length / rs, off = l.keyOffset(), len = l.keyLength();
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        Comparator<Integer> c = (x, y) -> Arrays.compareUnsigned(a, x * rs + off, x * rs + off + len, a,
                y * rs + off, y * rs + off + len);
        Arrays.sort(idx, desc ? c.reversed() : c);
        byte[] out = new byte[a.length];
        for (int j = 0; j < n; j++) System.arraycopy(a, idx[j] * rs, out, j * rs, rs);
        return out;
    }

    @Test
    void gensortRecordLayout() throws Exception {
        Path in = dir.resolve("in.dat");
        ok("gen", "--type", "gensort", "--count", "1000", "--out", in.toString(), "--seed", "7", "--quiet");
        byte[] a = Files.readAllBytes(in);
        assertEquals(100_000, a.length);
        for (int i = 0; i < 1000; i++) {
            int o = i * 100;
            assertEquals(0x00, a[o + 10]);
            assertEquals(0x11, a[o + 11]);
            String number = new String(a, o + 12, 32, StandardCharsets.US_ASCII);
            assertEquals(String.format("%032X", i), number);
            assertArrayEquals(new byte[] {(byte) 0x88, (byte) 0x99, (byte) 0xAA, (byte) 0xBB},
                    Arrays.copyOfRange(a, o + 44, o + 48));
            for (int g = 0; g < 12; g++) {
                byte h = a[o + 48 + 4 * g];
                assertTrue((h >= '0' && h <= '9') || (h >= 'A' && h <= 'F'), "filler is hex digits");
                for (int b = 1; b < 4; b++) assertEquals(h, a[o + 48 + 4 * g + b]);
            }
            assertArrayEquals(new byte[] {(byte) 0xCC, (byte) 0xDD, (byte) 0xEE, (byte) 0xFF},
                    Arrays.copyOfRange(a, o + 96, o + 100));
        }
        // the key bytes are the random number's high 80 bits, the filler digits its low 48
        long hi = GensortRecords.randomHi(7, 3), lo = GensortRecords.randomLo(7, 3);
        assertEquals(hi, MemorySegment.ofArray(a).get(java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED
                .withOrder(java.nio.ByteOrder.BIG_ENDIAN), 300));
        assertEquals((byte) (lo >>> 56), a[308]);
        assertEquals(Character.forDigit((int) (lo >>> 44) & 0xF, 16), Character.toLowerCase((char) a[348]));
        // deterministic from the seed, different for another seed
        Path again = dir.resolve("again.dat"), other = dir.resolve("other.dat");
        ok("gen", "--type", "gensort", "--count", "1000", "--out", again.toString(), "--seed", "7", "--quiet");
        ok("gen", "--type", "gensort", "--count", "1000", "--out", other.toString(), "--seed", "8", "--quiet");
        assertArrayEquals(a, Files.readAllBytes(again));
        assertFalse(Arrays.equals(a, Files.readAllBytes(other)));
    }

    @Test
    void gensortSortAndVerifyOnEveryBackend() throws Exception {
        Path in = dir.resolve("in.dat");
        ok("gen", "--type", "gensort", "--count", "20011", "--out", in.toString(), "--quiet");
        byte[] input = Files.readAllBytes(in);
        for (String backend : new String[] {"cpu", "auto", "jdk"}) {
            for (boolean desc : new boolean[] {false, true}) {
                Path out = dir.resolve("out-" + backend + desc + ".dat");
                String[] args = desc
                        ? new String[] {"sort", "--type", "gensort", "--in", in.toString(), "--out", out.toString(),
                                "--backend", backend, "--stable", "--descending"}
                        : new String[] {"sort", "--type", "gensort", "--in", in.toString(), "--out", out.toString(),
                                "--backend", backend, "--stable"};
                CliTest.Run r = ok(args);
                assertTrue(r.out().contains("sorted 20011 gensort"), r.out());
                assertArrayEquals(reference(input, RecordLayout.GENSORT, desc), Files.readAllBytes(out), backend);
                CliTest.Run v = desc ? ok("verify", "--type", "gensort", "--in", in.toString(), "--sorted", out.toString(),
                        "--descending") : ok("verify", "--type", "gensort", "--in", in.toString(), "--sorted",
                        out.toString());
                assertTrue(v.out().startsWith("OK: 20011 gensort sorted"), v.out());
            }
        }
    }

    @Test
    void anyRecordSizeAndKey() throws Exception {
        RecordLayout l = new RecordLayout(13, 3, 6);
        byte[] input = new byte[13 * 5003];
        SplittableRandom r = new SplittableRandom(3);
        r.nextBytes(input);
        for (int i = 0; i < 5003; i++) input[i * 13 + 3] = (byte) r.nextInt(3); // many shared first key bytes
        Path in = dir.resolve("r13.bin"), out = dir.resolve("r13.sorted");
        Files.write(in, input);
        for (String backend : new String[] {"cpu", "jdk"}) {
            ok("sort", "--record-size", "13", "--key", "3:6", "--in", in.toString(), "--out", out.toString(),
                    "--backend", backend, "--stable", "--quiet");
            assertArrayEquals(reference(input, l, false), Files.readAllBytes(out), backend);
            ok("verify", "--record-size", "13", "--key", "3:6", "--in", in.toString(), "--sorted", out.toString());
        }
        // without --key the whole record is the key
        ok("sort", "--record-size=13", "--in", in.toString(), "--out", out.toString(), "--quiet");
        assertArrayEquals(reference(input, RecordLayout.wholeRecord(13), false), Files.readAllBytes(out));
        CliTest.Run v = ok("verify", "--record-size", "13", "--sorted", out.toString());
        assertTrue(v.out().contains("OK: 5003"), v.out());
    }

    @Test
    void verifyCatchesDisorderAndCorruption() throws Exception {
        Path in = dir.resolve("in.dat"), out = dir.resolve("out.dat"), bad = dir.resolve("bad.dat");
        ok("gen", "--type", "gensort", "--count", "3000", "--out", in.toString(), "--quiet");
        ok("sort", "--type", "gensort", "--in", in.toString(), "--out", out.toString(), "--backend", "cpu", "--quiet");
        byte[] s = Files.readAllBytes(out);
        // a payload byte changed: still in order, but not the same records
        byte[] c = s.clone();
        c[50 * 100 + 70] ^= 1;
        Files.write(bad, c);
        CliTest.Run r = cli("verify", "--type", "gensort", "--in", in.toString(), "--sorted", bad.toString());
        assertEquals(1, r.rc());
        assertTrue(r.err().contains("not a permutation"), r.err());
        // two records swapped: same records, out of order
        c = s.clone();
        byte[] t = Arrays.copyOfRange(c, 1000, 1100);
        System.arraycopy(c, 1100, c, 1000, 100);
        System.arraycopy(t, 0, c, 1100, 100);
        Files.write(bad, c);
        r = cli("verify", "--type", "gensort", "--in", in.toString(), "--sorted", bad.toString());
        assertEquals(1, r.rc());
        assertTrue(r.err().contains("not sorted ascending at record 11"), r.err());
        assertFalse(r.err().contains("permutation"), r.err());
        // a record duplicated over another: same count, different multiset
        c = s.clone();
        System.arraycopy(c, 2000, c, 2100, 100);
        Files.write(bad, c);
        r = cli("verify", "--type", "gensort", "--in", in.toString(), "--sorted", bad.toString());
        assertEquals(1, r.rc());
        assertTrue(r.err().contains("not a permutation"), r.err());
        // truncated
        Files.write(bad, Arrays.copyOf(s, s.length - 100));
        r = cli("verify", "--type", "gensort", "--in", in.toString(), "--sorted", bad.toString());
        assertEquals(1, r.rc());
        assertTrue(r.err().contains("holds 2999 records"), r.err());
    }

    @Test
    void usageErrorsAndBadFiles() throws Exception {
        Path in = dir.resolve("in.dat"), out = dir.resolve("out.dat");
        Files.write(in, new byte[250]);
        CliTest.Run r = cli("sort", "--type", "gensort", "--in", in.toString(), "--out", out.toString());
        assertEquals(1, r.rc());
        assertTrue(r.err().contains("not a multiple of the record size 100"), r.err());
        assertFalse(Files.exists(out));
        r = cli("sort", "--record-size", "10", "--key", "8:4", "--in", in.toString(), "--out", out.toString());
        assertEquals(2, r.rc());
        assertTrue(r.err().contains("outside the 10-byte record"), r.err());
        r = cli("sort", "--record-size", "0", "--in", in.toString(), "--out", out.toString());
        assertEquals(2, r.rc());
        assertTrue(r.err().contains("record size must be at least 1"), r.err());
        r = cli("sort", "--record-size", "10", "--key", "3", "--in", in.toString(), "--out", out.toString());
        assertEquals(2, r.rc());
        assertTrue(r.err().contains("OFFSET:LENGTH"), r.err());
        r = cli("sort", "--record-size", "10", "--key", "0:0", "--in", in.toString(), "--out", out.toString());
        assertEquals(2, r.rc());
        assertTrue(r.err().contains("key length must be at least 1"), r.err());
        r = cli("sort", "--type", "gensort", "--record-size", "10", "--in", in.toString(), "--out", out.toString());
        assertEquals(2, r.rc());
        assertTrue(r.err().contains("not both"), r.err());
        Path two = dir.resolve("two.dat");
        Files.write(two, new byte[200]);
        r = cli("sort", "--type", "gensort", "--in", two.toString(), "--out", two.toString());
        assertEquals(2, r.rc());
        assertTrue(r.err().contains("output path is the input file"), r.err());
        r = cli("verify", "--key", "0:4", "--sorted", in.toString());
        assertEquals(2, r.rc());
        assertTrue(r.err().contains("--record-size"), r.err());
        assertEquals(0, cli("sort", "--type", "gensort", "--help").rc());
        assertTrue(cli("sort", "--type", "gensort", "--help").out().contains("--record-size"));
        assertTrue(cli("sort", "--help").out().contains("--type gensort"));
    }

    @Test
    void diskFullLeavesNoPartialOutput() throws Exception {
        Path in = dir.resolve("in.dat"), out = dir.resolve("out.dat");
        ok("gen", "--type", "gensort", "--count", "5000", "--out", in.toString(), "--quiet");
        OutputFile.failAfterBytesForTest = 123_456;
        CliTest.Run r = cli("sort", "--type", "gensort", "--in", in.toString(), "--out", out.toString());
        assertEquals(1, r.rc());
        assertTrue(r.err().contains("disk full"), r.err());
        assertFalse(Files.exists(out));
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "only the input is left");
        }
    }

    /** Without a usable GPU an explicit GPU sort fails before any output exists (the same for every size). */
    @Test
    void gpuBackendWithoutGpu() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(dev.samplesort.internal.Tooling.gpuUnavailableReason() != null,
                "a GPU is usable here");
        Path in = dir.resolve("in.dat"), out = dir.resolve("out.dat");
        ok("gen", "--type", "gensort", "--count", "10", "--out", in.toString(), "--quiet");
        CliTest.Run r = cli("sort", "--type", "gensort", "--in", in.toString(), "--out", out.toString(), "--backend",
                "gpu");
        assertEquals(1, r.rc());
        assertTrue(r.err().contains("not available"), r.err());
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "only the input is left");
        }
    }

    @Test
    void emptyFile() throws Exception {
        Path in = dir.resolve("empty.dat"), out = dir.resolve("out.dat");
        ok("gen", "--type", "gensort", "--count", "0", "--out", in.toString(), "--quiet");
        ok("sort", "--type", "gensort", "--in", in.toString(), "--out", out.toString(), "--quiet");
        assertEquals(0, Files.size(out));
        ok("verify", "--type", "gensort", "--in", in.toString(), "--sorted", out.toString(), "--quiet");
    }
}
