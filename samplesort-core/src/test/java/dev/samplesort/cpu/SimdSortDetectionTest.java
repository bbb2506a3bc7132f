package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link CpuPolicy#JDK_SIMD_SORT} is fixed at class load, so each case runs a child JVM ({@link Probe}). The
 * detection reads /proc/self/maps where it can; the reference here is the HotSpot diagnostic MXBean's answer.
 */
class SimdSortDetectionTest {
    /** Prints the detection's answer. */
    public static final class Probe {
        public static void main(String[] args) { System.out.println("JDK_SIMD_SORT=" + CpuPolicy.JDK_SIMD_SORT); }
    }

    private static boolean x86() {
        String arch = System.getProperty("os.arch", "");
        return arch.equals("amd64") || arch.equals("x86_64");
    }

    /** The answer through the MXBean (UseAVX of 2 or more, the intrinsic not disabled) in this JVM. */
    private static boolean mxBeanAnswer() {
        var b = java.lang.management.ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
        return x86() && Integer.parseInt(b.getVMOption("UseAVX").getValue()) >= 2;
    }

    private static boolean childAnswer(String... jvmOptions) throws Exception {
        String cp = Path.of(CpuPolicy.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                + java.io.File.pathSeparator
                + Path.of(Probe.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(List.of(jvmOptions));
        cmd.addAll(List.of("-cp", cp, Probe.class.getName()));
        Path log = Files.createTempFile("simd-probe", ".log");
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
            pb.environment().remove("JAVA_TOOL_OPTIONS"); // the options under test only
            Process p = pb.start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            String out = Files.readString(log);
            if (out.contains("JDK_SIMD_SORT=true")) return true;
            if (out.contains("JDK_SIMD_SORT=false")) return false;
            throw new AssertionError("probe printed no answer: " + String.join(" ", cmd) + "\n" + out);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    @Test
    void agreesWithTheMxBean() throws Exception {
        boolean expected = mxBeanAnswer();
        if (System.getenv("JAVA_TOOL_OPTIONS") != null) {
            // this JVM's options may differ from the child's (which runs without them): compare like with like
            assumeTrue(!System.getenv("JAVA_TOOL_OPTIONS").contains("UseAVX"), "UseAVX set for this JVM only");
        }
        assertEquals(expected, childAnswer());
    }

    @Test
    void aJvmWithoutAvx2HasNoSimdSort() throws Exception {
        assumeTrue(x86(), "UseAVX is an x86 option");
        assertEquals(false, childAnswer("-XX:UseAVX=1"));
    }

    @Test
    void theSettingOverridesTheDetection() throws Exception {
        assertEquals(false, childAnswer("-Dsamplesort.cpu.jdkSimdSort=false"));
        assertEquals(true, childAnswer("-Dsamplesort.cpu.jdkSimdSort=true"));
    }
}
