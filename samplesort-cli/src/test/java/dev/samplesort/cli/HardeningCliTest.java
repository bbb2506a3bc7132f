package dev.samplesort.cli;

import static dev.samplesort.cli.CliTest.backend;
import static dev.samplesort.cli.CliTest.cli;
import static dev.samplesort.cli.CliTest.sha;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.BackendFailureException;
import dev.samplesort.internal.Tooling;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13 on the command line: every guarantee of docs/CLI.md ("Guarantees") as a test. A careless or hostile call
 * gets a clear message, exit 2 (usage) or 1 (failure), and leaves the input, an existing output and the output's
 * directory as they were (no stray temporary files).
 */
class HardeningCliTest {
    @TempDir Path dir;

    @AfterEach
    void resetHooks() {
        OutputFile.failAfterBytesForTest = -1;
        OutputFile.usableSpaceForTest = -1;
        SortCommand.afterMapForTest = null;
        SortCommand.sortFailureForTest = null;
    }

    List<String> strays(String... expected) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !Arrays.asList(expected).contains(n)).sorted()
                    .toList();
        }
    }

    static void expect(int rc, String message, String... args) {
        CliTest.Run r = cli(args);
        assertEquals(rc, r.rc(), () -> String.join(" ", args) + " -> " + r.err());
        assertTrue(r.err().contains(message), () -> "expected '" + message + "' in: " + r.err());
        assertFalse(r.err().contains("\tat "), () -> "no stack trace: " + r.err());
    }

    Path gen(String name, String type, long count, String... more) {
        Path p = dir.resolve(name);
        List<String> a = new ArrayList<>(List.of("gen", "--type", type, "--count", Long.toString(count), "--out",
                p.toString(), "--dist", "uniform"));
        a.addAll(List.of(more));
        CliTest.Run r = cli(a.toArray(String[]::new));
        assertEquals(0, r.rc(), r.err());
        return p;
    }

    static boolean mkfifo(Path p) throws Exception {
        try {
            Process pr = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
            return pr.waitFor(10, TimeUnit.SECONDS) && pr.exitValue() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    // ------------------------------------------------------------------ defects 1, 2, 6, 7 (files and options)

    /** Defect 1: an output that is a FIFO or a character device is written in place, never replaced by a file. */
    @Test
    void nonRegularOutputsAreWrittenInPlace() throws Exception {
        Path in = gen("in.bin", "long", 50_000);
        Path ref = dir.resolve("ref.bin");
        assertEquals(0, cli("sort", "--type", "long", "--in", in.toString(), "--out", ref.toString(), "--backend",
                backend()).rc());
        byte[] expected = Files.readAllBytes(ref);
        Path fifo = dir.resolve("fifo");
        Assumptions.assumeTrue(mkfifo(fifo), "mkfifo not available");
        CompletableFuture<byte[]> reader = CompletableFuture.supplyAsync(() -> {
            try (InputStream s = Files.newInputStream(fifo)) {
                return s.readAllBytes();
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        CliTest.Run r = cli("sort", "--type", "long", "--in", in.toString(), "--out", fifo.toString(), "--backend",
                backend());
        assertEquals(0, r.rc(), r.err());
        assertArrayEquals(expected, reader.get(60, TimeUnit.SECONDS), "the reader got the sorted records");
        assertEquals("a FIFO", Io.kind(fifo), "still a FIFO");
        // a character device like /dev/null (made here, as root, so a failure could not break the real one)
        Path nul = dir.resolve("null");
        Process mk = new ProcessBuilder("mknod", nul.toString(), "c", "1", "3").redirectErrorStream(true).start();
        if (mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0) {
            r = cli("sort", "--type", "long", "--in", in.toString(), "--out", nul.toString(), "--backend", backend());
            assertEquals(0, r.rc(), r.err());
            assertEquals("a character device", Io.kind(nul), "still a device node");
        } else {
            System.out.println("[HardeningCliTest] mknod not permitted: the character device case is not tested");
        }
        assertEquals(List.of(), strays("in.bin", "ref.bin", "fifo", "null"), "no temporary left");
    }

    /** Defect 1: a symbolic link as --out writes its target (existing or not) and stays a link. */
    @Test
    void symlinkedOutputWritesItsTarget() throws Exception {
        Path in = gen("in.bin", "int", 10_000);
        Path ref = dir.resolve("ref.bin");
        assertEquals(0, cli("sort", "--type", "int", "--in", in.toString(), "--out", ref.toString()).rc());
        Files.createDirectories(dir.resolve("sub"));
        Path target = dir.resolve("sub/target.bin");
        Files.writeString(target, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.bin"), Path.of("sub/target.bin"));
        CliTest.Run r = cli("sort", "--type", "int", "--in", in.toString(), "--out", link.toString());
        assertEquals(0, r.rc(), r.err());
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertEquals(sha(ref), sha(target), "its target holds the output");
        // a dangling link: the output is created where it points
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.bin"), dir.resolve("sub/new.bin"));
        r = cli("sort", "--type", "int", "--in", in.toString(), "--out", dangling.toString());
        assertEquals(0, r.rc(), r.err());
        assertTrue(Files.isSymbolicLink(dangling));
        assertEquals(sha(ref), sha(dir.resolve("sub/new.bin")));
        try (Stream<Path> s = Files.list(dir.resolve("sub"))) {
            assertEquals(List.of("new.bin", "target.bin"), s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    /** Defect 2: a FIFO, /dev/zero or a /proc file as input is a usage error, not "sorted 0 records". */
    @Test
    void nonRegularInputsAreRefused() throws Exception {
        String o = dir.resolve("o.bin").toString();
        expect(2, "input is not a regular file: /dev/zero (a character device)", "sort", "--type", "int", "--in",
                "/dev/zero", "--out", o);
        expect(2, "not a regular file", "verify", "--type", "int", "--in", "/dev/zero", "--sorted", "/dev/zero");
        if (Files.isRegularFile(Path.of("/proc/self/status"))) {
            expect(2, "input is not a regular file: /proc/self/status (a file of the kernel's proc file system)",
                    "sort", "--type", "int", "--in", "/proc/self/status", "--out", o);
        }
        Path fifo = dir.resolve("fifo");
        if (mkfifo(fifo)) {
            expect(2, "(a FIFO)", "sort", "--type", "int", "--in", fifo.toString(), "--out", o);
        }
        assertFalse(Files.exists(Path.of(o)));
        assertEquals(List.of(), strays("fifo"));
    }

    /** Defect 6: a read-only existing output is refused with the real cause and left as it was. */
    @Test
    void readOnlyOutputIsRefusedAndKept() throws Exception {
        Path in = gen("in.bin", "int", 1000);
        Path out = dir.resolve("out.bin");
        Files.writeString(out, "keep me");
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("r--r--r--"));
        expect(1, "output file " + out + " is read-only (mode r--r--r--)", "sort", "--type", "int", "--in",
                in.toString(), "--out", out.toString());
        expect(1, "is read-only", "gen", "--type", "int", "--count", "10", "--out", out.toString());
        assertEquals("keep me", Files.readString(out));
        assertEquals("r--r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(out)));
        assertEquals(List.of(), strays("in.bin", "out.bin"));
    }

    /** Defect 7: a repeated option is refused instead of silently taking the last one. */
    @Test
    void repeatedOptionsAreRefused() {
        String o = dir.resolve("o.bin").toString();
        expect(2, "option --type given more than once", "gen", "--type", "long", "--type", "int", "--count", "5",
                "--out", o);
        expect(2, "option --count given more than once", "gen", "--type", "long", "--count=5", "--count", "5",
                "--out", o);
        expect(2, "option --descending given more than once", "sort", "--type", "int", "--in", o, "--out", o,
                "--descending", "--descending");
        assertFalse(Files.exists(Path.of(o)));
    }

    // ------------------------------------------------------------------ defects 4, 8, 9

    /** Defect 4: gen and sort check the free space first and name the bytes needed and available. */
    @Test
    void notEnoughSpaceFailsBeforeWriting() throws Exception {
        OutputFile.failAfterBytesForTest = 1 << 20; // safety net: a run that writes anyway stops at 1 MiB
        Path g = dir.resolve("g.bin");
        // 2^55 longs = 256 PiB: no file system has room
        expect(1, "not enough free space for " + g + ": it needs 288230376151711744 bytes", "gen", "--type",
                "long", "--count", "2^55", "--out", g.toString());
        assertFalse(Files.exists(g));
        // more than a file can hold is a usage error
        expect(2, "exceed the largest possible file", "gen", "--type", "long", "--count", "2^62", "--out",
                g.toString());
        OutputFile.failAfterBytesForTest = -1;
        Path in = gen("in.bin", "long", 10_000), out = dir.resolve("out.bin");
        Files.writeString(out, "previous");
        OutputFile.usableSpaceForTest = 79_999;
        CliTest.Run r = cli("sort", "--type", "long", "--in", in.toString(), "--out", out.toString());
        assertEquals(1, r.rc());
        assertTrue(r.err().contains("needs 80000 bytes") && r.err().contains("79999 bytes")
                && r.err().contains("available"), r.err());
        assertEquals("previous", Files.readString(out));
        OutputFile.usableSpaceForTest = 80_000;
        assertEquals(0, cli("sort", "--type", "long", "--in", in.toString(), "--out", out.toString()).rc(),
                "exactly enough is enough");
        assertEquals(List.of(), strays("in.bin", "out.bin"));
    }

    /** Defect 8: --backend gpu without a GPU fails for 0 and 1 records as for many, and writes nothing. */
    @Test
    void explicitGpuFailsForEverySizeOnTheCommandLine() throws Exception {
        String why = Tooling.gpuUnavailableReason();
        Assumptions.assumeTrue(why != null, "a GPU is usable here");
        for (long n : new long[] {0, 1, 2, 1000}) {
            Path in = gen("in" + n + ".bin", "int", n);
            Path out = dir.resolve("out" + n + ".bin");
            expect(1, "GPU backend not available: " + why, "sort", "--type", "int", "--in", in.toString(), "--out",
                    out.toString(), "--backend", "gpu");
            assertFalse(Files.exists(out), "no output for " + n + " records");
        }
        assertEquals(List.of(), strays("in0.bin", "in1.bin", "in2.bin", "in1000.bin"));
    }

    /** Defect 9: demo, info, verify, bench and chart say what is wrong, without stack traces or false claims. */
    @Test
    void diagnosticsAreClear() throws Exception {
        boolean noGpu = Tooling.gpuUnavailableReason() != null;
        if (noGpu) {
            expect(1, "GPU backend not available", "demo", "--count", "1000", "--backend", "gpu");
            CliTest.Run info = cli("info");
            assertEquals(0, info.rc());
            assertFalse(info.out().contains("GPU from"), info.out());
            assertTrue(info.out().contains("CPU for every size (no usable GPU here"), info.out());
        }
        expect(2, "the demo needs at least 1 key", "demo", "--count", "0");
        Path in = gen("in.bin", "int", 1000);
        CliTest.Run v = cli("verify", "--type", "int", "--in", in.toString(), "--sorted", in.toString());
        assertEquals(1, v.rc());
        assertTrue(v.err().startsWith("samplesort verify: FAILED: not sorted"), v.err());
        Path bin = dir.resolve("results.csv");
        Files.write(bin, new byte[] {(byte) 0xC3, (byte) 0x28, 0, 1, 2, (byte) 0xFF});
        expect(1, "is not a samplesort results.csv (not UTF-8 text", "chart", "--csv", bin.toString(), "--out",
                dir.resolve("charts").toString());
        if (noGpu) {
            // every algorithm asked for needs a GPU: all are skipped, which is not a successful benchmark
            expect(1, "no algorithm could run", "bench", "--algos", "gpu", "--types", "int", "--dists", "uniform",
                    "--sizes", "2^10", "--no-charts", "--out", dir.resolve("bench").toString());
        }
    }

    // ------------------------------------------------------------------ beyond the list

    /** An input truncated while it is read: a clear failure, no output, an existing output kept. */
    @Test
    void inputTruncatedWhileReadIsAFailure() throws Exception {
        Path in = gen("in.bin", "long", 1 << 21), out = dir.resolve("out.bin");
        Files.writeString(out, "previous");
        SortCommand.afterMapForTest = p -> {
            try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
                f.setLength(4096);
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        };
        expect(1, "was truncated while being read", "sort", "--type", "long", "--in", in.toString(), "--out",
                out.toString(), "--backend", backend());
        assertEquals("previous", Files.readString(out));
        assertEquals(List.of(), strays("in.bin", "out.bin"));
    }

    /** An input rewritten while it is read (same size, new time stamp): refused, nothing written. */
    @Test
    void inputChangedWhileReadIsAFailure() throws Exception {
        Path in = gen("in.bin", "int", 5000), out = dir.resolve("out.bin");
        SortCommand.afterMapForTest = p -> {
            try {
                Files.setLastModifiedTime(p, FileTime.fromMillis(Files.getLastModifiedTime(p).toMillis() + 5000));
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        };
        expect(1, "changed while being read", "sort", "--type", "int", "--in", in.toString(), "--out",
                out.toString());
        assertFalse(Files.exists(out));
        assertEquals(List.of(), strays("in.bin"));
    }

    /** A GPU that fails mid-sort: exit 1 with the cause, input and an existing output untouched, no temporary. */
    @Test
    void gpuFailureMidSortLeavesEverythingAsItWas() throws Exception {
        Path in = gen("in.bin", "double", 20_000, "--values", "long"), out = dir.resolve("out.bin");
        String before = sha(in);
        Files.writeString(out, "previous");
        SortCommand.sortFailureForTest = () -> new BackendFailureException(
                "GPU sort failed: CUDA_ERROR_LAUNCH_FAILED (injected by the test)", null);
        for (String b : List.of("gpu", "auto", "cpu")) {
            expect(1, "the GPU failed during the sort (GPU sort failed: CUDA_ERROR_LAUNCH_FAILED", "sort", "--type",
                    "double", "--values", "long", "--in", in.toString(), "--out", out.toString(), "--backend",
                    b.equals("gpu") && Tooling.gpuUnavailableReason() != null ? "cpu" : b);
        }
        assertEquals(before, sha(in));
        assertEquals("previous", Files.readString(out));
        assertEquals(List.of(), strays("in.bin", "out.bin"));
    }

    /** Concurrent sorts onto one --out: the result is always one complete output, never a mix; no temporaries. */
    @Test
    void concurrentSortsOntoOneOutput() throws Exception {
        Path a = gen("a.bin", "long", 300_000), b = gen("b.bin", "long", 200_000, "--seed", "9");
        Path ra = dir.resolve("ra.bin"), rb = dir.resolve("rb.bin"), out = dir.resolve("out.bin");
        assertEquals(0, cli("sort", "--type", "long", "--in", a.toString(), "--out", ra.toString()).rc());
        assertEquals(0, cli("sort", "--type", "long", "--in", b.toString(), "--out", rb.toString()).rc());
        String sa = sha(ra), sb = sha(rb);
        for (int round = 0; round < 4; round++) {
            List<CompletableFuture<CliTest.Run>> runs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                Path in = t % 2 == 0 ? a : b;
                runs.add(CompletableFuture.supplyAsync(() -> cli("sort", "--type", "long", "--in", in.toString(),
                        "--out", out.toString(), "--backend", backend())));
            }
            for (var f : runs) assertEquals(0, f.get(120, TimeUnit.SECONDS).rc());
            String s = sha(out);
            assertTrue(s.equals(sa) || s.equals(sb), "one complete output");
        }
        assertEquals(List.of(), strays("a.bin", "b.bin", "ra.bin", "rb.bin", "out.bin"));
    }

    /** The output on another file system than the input (tmpfs /dev/shm): written there, renamed there. */
    @Test
    void outputOnAnotherFileSystem() throws Exception {
        Path shm = Path.of("/dev/shm");
        Assumptions.assumeTrue(Files.isDirectory(shm) && Files.isWritable(shm), "no writable /dev/shm");
        Path in = gen("in.bin", "float", 30_000), ref = dir.resolve("ref.bin");
        Assumptions.assumeFalse(Files.getFileStore(shm).equals(Files.getFileStore(dir)), "same file system");
        assertEquals(0, cli("sort", "--type", "float", "--in", in.toString(), "--out", ref.toString()).rc());
        Path sub = Files.createTempDirectory(shm, "samplesort-test");
        try {
            Path out = sub.resolve("out.bin");
            CliTest.Run r = cli("sort", "--type", "float", "--in", in.toString(), "--out", out.toString());
            assertEquals(0, r.rc(), r.err());
            assertEquals(sha(ref), sha(out));
            try (Stream<Path> s = Files.list(sub)) {
                assertEquals(List.of("out.bin"), s.map(p -> p.getFileName().toString()).toList());
            }
        } finally {
            try (Stream<Path> s = Files.list(sub)) {
                for (Path p : s.toList()) Files.delete(p);
            }
            Files.delete(sub);
        }
    }

    /** Past 2^31 records: a sparse 8 GiB input is checked (space, jdk backend) before anything is allocated. */
    @Test
    void inputsPastTwoToThe31() throws Exception {
        Path in = dir.resolve("big.bin"), out = dir.resolve("out.bin");
        long n = (1L << 31) + 1;
        try (RandomAccessFile f = new RandomAccessFile(in.toFile(), "rw")) {
            f.setLength(n * 4);
        }
        expect(1, "the jdk backend sorts Java arrays only", "sort", "--type", "int", "--in", in.toString(), "--out",
                out.toString(), "--backend", "jdk");
        OutputFile.usableSpaceForTest = 1L << 30;
        expect(1, "it needs " + n * 4 + " bytes", "sort", "--type", "int", "--in", in.toString(), "--out",
                out.toString());
        expect(2, "option --count: at most", "demo", "--count", "2^31");
        assertEquals(List.of("big.bin"), strays());
    }

    // ------------------------------------------------------------------ defect 12

    /** Defect 12: counted phases show an ETA; the sort (one library call) shows a running marker, not 0 %. */
    @Test
    void progressShowsEtaAndARunningSort() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(b, true, StandardCharsets.UTF_8);
        try (Progress p = new Progress(ps, true, "read ", 100)) {
            p.add(50);
        }
        String s = b.toString(StandardCharsets.UTF_8);
        assertTrue(s.contains(" 50%") && s.contains("ETA"), s);
        b.reset();
        try (Progress p = Progress.running(ps, true, "sort (cpu)")) {
            assertTrue(p.enabled());
        }
        s = b.toString(StandardCharsets.UTF_8);
        assertTrue(s.contains("sort (cpu) [") && s.contains("<=>") && !s.contains("%"), s);
        Path in = gen("in.bin", "int", 1 << 20);
        CliTest.Run r = cli("sort", "--type", "int", "--in", in.toString(), "--out", dir.resolve("o.bin").toString(),
                "--progress");
        assertEquals(0, r.rc(), r.err());
        assertTrue(r.err().contains("] <=>") || r.err().contains("<=>"), r.err());
        assertTrue(r.err().contains("read  [") && r.err().contains("write ["), r.err());
        // the off-heap CPU sort reports finished buckets: a real percentage with an ETA for the sort phase
        Path big = gen("big.bin", "int", 3_000_000);
        r = cli("sort", "--type", "int", "--in", big.toString(), "--out", dir.resolve("o2.bin").toString(),
                "--offheap", "--backend", "cpu", "--progress");
        assertEquals(0, r.rc(), r.err());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("sort \\(cpu\\) \\[=*\\s*\\] +(\\d+)% .*? ETA")
                .matcher(r.err());
        assertTrue(m.find() && Integer.parseInt(m.group(1)) < 100, r.err());
    }
}
