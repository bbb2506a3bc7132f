package dev.samplesort.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's reading of the JIT's compile queue ({@link JitWatch}), on listings in the VM's own format. */
class JitWatchTest {
    @Test
    void busyOnlyWithTheSortsCode() {
        String sorts = """
                Current compiles:\s
                C2 CompilerThread0  1252       4       dev.samplesort.cpu.SampleSortInt::sort (1152 bytes)

                C1 compile queue:
                Empty

                C2 compile queue:
                Empty
                """;
        String jdk = """
                Current compiles:\s

                C2 compile queue:
                1434       4       java.util.DualPivotQuicksort::sort (421 bytes)
                """;
        String other = """
                Current compiles:\s
                C2 CompilerThread0  1364   !   4       com.sun.tools.javac.jvm.ClassReader::classSigToType (530 bytes)

                C1 compile queue:
                1827       2       java.lang.invoke.DirectMethodHandle$Holder::newInvokeSpecial (20 bytes)
                """;
        String idle = "Current compiles: \n\nC1 compile queue:\nEmpty\n\nC2 compile queue:\nEmpty\n";
        assertTrue(JitWatch.busyWithSorts(sorts));
        assertTrue(JitWatch.busyWithSorts(jdk));
        assertFalse(JitWatch.busyWithSorts(other));
        assertFalse(JitWatch.busyWithSorts(idle));
    }

    @Test
    void theQueueIsReadOnHotSpot() {
        // HotSpot with jdk.management (this build's JDK): readable; the answer itself depends on the JIT's moment
        assertTrue(JitWatch.available(), "the compile queue should be readable on HotSpot with jdk.management");
        JitWatch.compilingSorts(); // no exception, whatever it answers
    }

    /** Where it says it can tell, it reads a listing (the MBean may lack the command: a jlink runtime, no jdk.jfr). */
    @Test
    void availableMeansTheQueueCanBeRead() throws Exception {
        if (!JitWatch.available()) return; // (theQueueIsReadOnHotSpot fails then)
        var s = java.lang.management.ManagementFactory.getPlatformMBeanServer();
        Object q = s.invoke(new javax.management.ObjectName("com.sun.management:type=DiagnosticCommand"),
                "compilerQueue", new Object[] {null}, new String[] {String[].class.getName()});
        assertTrue(String.valueOf(q).contains("compile queue"), String.valueOf(q));
    }

    /** The JIT's total time: read on HotSpot, and a round counts as compiling only past the threshold. */
    @Test
    void compileTimeMarksARoundThatCompiled() {
        long t = JitWatch.compileMillis();
        assertTrue(t >= 0, "HotSpot reports its compile time: " + t);
        assertTrue(JitWatch.compiledBetween(t, t + JitWatch.ACTIVE_MILLIS + 1));
        assertFalse(JitWatch.compiledBetween(t, t + JitWatch.ACTIVE_MILLIS));
        assertFalse(JitWatch.compiledBetween(-1, t + 100), "no reading before: not known to compile");
        assertFalse(JitWatch.compiledBetween(t, -1));
    }

    /**
     * A runtime without {@code java.management} (a {@code jlink} image of java.base alone, as the device kit's was):
     * the benchmark runs and says that its warm-ups could not wait for the JIT. Before, it stopped at its first workload
     * with NoClassDefFoundError javax/management/JMException. A child JVM limited to java.base stands in for that image.
     */
    @Test
    void benchRunsOnARuntimeWithoutJavaManagement(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("bench");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--limit-modules", "java.base", "--enable-native-access=ALL-UNNAMED", "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), "dev.samplesort.cli.Main",
                "bench", "--no-progress", "--no-charts", "--sizes", "2^10", "--types", "int", "--dists", "uniform",
                "--algos", "cpu,jdk", "--reps", "1", "--warmup", "1", "--out", out.toString())
                .redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), log);
        assertEquals(0, p.exitValue(), log);
        assertFalse(log.contains("NoClassDefFoundError"), log);
        assertTrue(log.contains("its compile queue cannot be read here, so they waited not at all"), log);
        String csv = Files.readString(out.resolve("results.csv"));
        assertTrue(csv.contains(",cpu,") && csv.contains(",jdk,") && !csv.contains("ERROR"), csv);
    }
}
