package dev.samplesort.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code samplesort bench-concurrent}: every row runs and checks its results; bad options name the cause. */
class ConcurrentBenchTest {
    @Test
    void everyRowRuns(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("c.csv");
        String[] out = run("bench-concurrent", "--threads", "1,3", "--sizes", "2^10,5000", "--types", "int,double",
                "--dists", "uniform,sorted", "--rounds", "1", "--phase-ms", "5", "--out", csv.toString());
        assertEquals("0", out[0], out[1] + out[2]);
        for (String type : new String[] {"int", "double"}) {
            for (String d : new String[] {"uniform", "sorted"}) {
                for (String n : new String[] {"1024", "5000"}) {
                    for (String t : new String[] {"1", "3"}) {
                        String row = "| " + type + " | " + d + " | " + n + " | " + t + " |";
                        assertTrue(out[1].contains(row), row + " missing:\n" + out[1]);
                    }
                }
            }
        }
        assertTrue(out[1].contains("cpu / faster JDK"), out[1]);
        List<String> lines = Files.readAllLines(csv);
        assertEquals("type,dist,n,threads,algo,round,sorts,seconds", lines.get(0));
        assertEquals(1 + 2 * 2 * 2 * 2 * 3, lines.size(), "one line a timed phase");
    }

    @Test
    void offHeapAndWideRowsRun() {
        String[] out = run("bench-concurrent", "--threads", "2", "--sizes", "3000", "--types", "long,float",
                "--memory", "native", "--rounds", "1", "--phase-ms", "5");
        assertEquals("0", out[0], out[1] + out[2]);
        assertTrue(out[1].contains("| long native | uniform | 3000 | 2 |"), out[1]);
        assertTrue(out[1].contains("| float native | uniform | 3000 | 2 |"), out[1]);
        out = run("bench-concurrent", "--threads", "1,2", "--sizes", "2000", "--types", "gensort,u128,long4",
                "--dists", "uniform,sorted", "--rounds", "1", "--phase-ms", "5");
        assertEquals("0", out[0], out[1] + out[2]);
        for (String row : new String[] {"| gensort | uniform | 2000 | 2 |", "| u128 | uniform | 2000 | 1 |",
                "| long4 | 256-64Ki-all-distinct | 2000 | 2 |"}) {
            assertTrue(out[1].contains(row), row + " missing:\n" + out[1]);
        }
        assertFalse(out[1].contains("| gensort | sorted"), "the wide shapes fix their own distributions");
        String[] r = run("bench-concurrent", "--memory", "disk");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--memory: heap or native"), r[2]);
    }

    @Test
    void theOrderCheckSeesKeysOutOfOrder() {
        assertTrue(ConcurrentBench.ordered(new double[] {-0.0, 0.0, 1, Double.NaN}));
        assertFalse(ConcurrentBench.ordered(new double[] {0.0, -0.0}));
        assertFalse(ConcurrentBench.ordered(new long[] {2, 1}));
        assertFalse(ConcurrentBench.ordered(new int[] {1, 3, 2}));
        assertFalse(ConcurrentBench.ordered(new float[] {Float.NaN, 1f}));
    }

    @Test
    void badOptionsAreUsageErrors() {
        String[] r = run("bench-concurrent", "--threads", "0");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--threads: at least 1"), r[2]);
        r = run("bench-concurrent", "--types", "short");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("unknown 'short'"), r[2]);
        r = run("bench-concurrent", "--algos", "cpu,qsort");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("unknown 'qsort'"), r[2]);
    }

    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int rc = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(rc), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }
}
