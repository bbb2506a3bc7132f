package dev.samplesort.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.cli.Progress;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The wide-key shapes in the benchmark: data, checks that catch wrong answers, and a sweep on the CPU and JDK. */
class WideHarnessTest {
    @TempDir Path dir;

    @Test
    void long4ColumnsHaveTheirCardinalities() {
        try (WideData d = WideData.generate(WideShape.LONG4, 1 << 18, 42)) {
            int[] expected = {256, 1 << 16, -1, 1 << 18};
            for (int c = 0; c < 4; c++) {
                Set<Long> s = new HashSet<>();
                for (long v : d.cols[c]) s.add(v);
                if (expected[c] > 0 && c == 1) {
                    assertTrue(s.size() > 60_000 && s.size() <= expected[c], "column 1: " + s.size());
                } else if (expected[c] > 0) {
                    assertEquals(expected[c], s.size(), "column " + c);
                } else {
                    assertTrue(s.size() > (1 << 18) - 10, "column 2 is uniform 64-bit: " + s.size());
                }
            }
        }
    }

    @Test
    void checksCatchWrongAnswers() {
        for (WideShape s : WideShape.values()) {
            try (WideData in = WideData.generate(s, 5000, 1); WideData w = WideData.allocate(s, 5000)) {
                Object fp = in.fingerprint();
                w.copyFrom(in);
                WideAlgorithm jdk = WideAlgorithms.create("jdkpar", Path.of("none"));
                try {
                    jdk.sort(w);
                } catch (Throwable t) {
                    throw new AssertionError(t);
                }
                assertNull(w.check(fp), s + " sorted by the JDK route");
                if (s == WideShape.GENSORT) {
                    byte b = w.records.get(ValueLayout.JAVA_BYTE, 777);
                    w.records.set(ValueLayout.JAVA_BYTE, 777, (byte) (b ^ 1));      // a payload byte
                    assertNotNull(w.check(fp));
                    w.records.set(ValueLayout.JAVA_BYTE, 777, b);
                    w.records.set(ValueLayout.JAVA_BYTE, 200, (byte) 0xFF);         // a key byte: disorder
                    w.records.set(ValueLayout.JAVA_BYTE, 201, (byte) 0xFF);
                    assertNotNull(w.check(fp));
                } else {
                    int t = w.perm[10];
                    w.perm[10] = w.perm[4000];
                    w.perm[4000] = t;
                    assertNotNull(w.check(fp), s + " swapped rows");
                    w.perm[4000] = w.perm[10];
                    assertNotNull(w.check(fp), s + " duplicated row");
                }
            }
        }
    }

    @Test
    void sweepOnCpuAndJdk() throws Exception {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(o, true, StandardCharsets.UTF_8);
        Harness.Config cfg = new Harness.Config(List.of(1000L, 1L << 14), List.of(), List.of(), List.of(), 2, 1, 42, 64,
                1L << 26);
        List<WideAlgorithm> algos = List.of("cpu", "cpu1", "jdk", "jdkpar", "gpu", "cub-radix").stream()
                .map(n -> WideAlgorithms.create(n, dir.resolve("libcubss.so"))).toList();
        List<Result> rs = new WideHarness(List.of(WideShape.values()), cfg, algos, out, Progress.none()).run();
        String log = o.toString(StandardCharsets.UTF_8);
        for (WideShape s : WideShape.values()) {
            for (String a : List.of("cpu", "cpu1", "jdk", "jdkpar")) {
                assertTrue(rs.stream().anyMatch(r -> r.type().equals(s.cliName()) && r.algo().equals(a)
                        && r.status() == Result.Status.OK), s + " " + a + "\n" + log);
            }
            assertTrue(rs.stream().anyMatch(r -> r.type().equals(s.cliName()) && r.algo().equals("cub-radix")
                    && r.status() == Result.Status.SKIPPED), log);
        }
        assertTrue(rs.stream().noneMatch(r -> r.status() == Result.Status.FAILED || r.status() == Result.Status.ERROR),
                log);
    }

    @Test
    void typesListSplitsShapesFromPrimitiveTypes() {
        assertEquals(List.of(WideShape.GENSORT, WideShape.LONG4), WideShape.listed("int,gensort,long+long,long4"));
        assertEquals("int,long+long", WideShape.withoutShapes("int,gensort,long+long,long4"));
        assertEquals("", WideShape.withoutShapes("u128"));
    }
}
