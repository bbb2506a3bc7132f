package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
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
        public static void main(String[] args) {
            System.out.println("JDK_SIMD_SORT=" + CpuPolicy.JDK_SIMD_SORT);
            System.out.println("JDK_SIMD_SORT_64=" + CpuPolicy.JDK_SIMD_SORT_64);
            // (only where asked: CpuConfig reads the whole policy)
            if (Boolean.getBoolean("probe.blocks")) {
                System.out.println("BLOCKS_THROUGHOUT=" + (CpuConfig.RUN_SCAN_BLOCKS_MAX_64 == 1 << 22));
            }
        }
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
        return childAnswerOf("JDK_SIMD_SORT", jvmOptions);
    }

    private static boolean childAnswer64(String... jvmOptions) throws Exception {
        return childAnswerOf("JDK_SIMD_SORT_64", jvmOptions);
    }

    private static boolean childAnswerOf(String name, String... jvmOptions) throws Exception {
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
            if (out.contains(name + "=true")) return true;
            if (out.contains(name + "=false")) return false;
            throw new AssertionError("probe printed no answer: " + String.join(" ", cmd) + "\n" + out);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    @Test
    void agreesWithTheMxBean() throws Exception {
        // (a jlink runtime without jdk.management has no HotSpotDiagnosticMXBean: the hundredth session's device
        // runtime failed here with NoClassDefFoundError; the detection itself needs no such module)
        assumeTrue(ModuleLayer.boot().findModule("jdk.management").isPresent(), "jdk.management not in this runtime");
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

    @Test
    void the64BitSettingOverridesTheDetection() throws Exception {
        assertEquals(false, childAnswer64("-Dsamplesort.cpu.jdkSimdSort64=false"));
        assertEquals(true, childAnswer64("-Dsamplesort.cpu.jdkSimdSort64=true"));
    }

    @Test
    void avx2AloneSorts64BitKeysScalar() throws Exception {
        assumeTrue(x86(), "UseAVX is an x86 option");
        // HotSpot's AVX2 sort takes int and float only: with UseAVX=2 long/double are the scalar sort everywhere
        assertEquals(false, childAnswer64("-XX:UseAVX=2"));
        assertEquals(false, childAnswer64("-XX:UseAVX=1"));
        assertEquals(true, childAnswer64("-XX:UseAVX=2", "-Dsamplesort.cpu.jdkSimdSort64=true"),
                "the override answers even against the option");
    }

    private static final String INTEL = "processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: 143\n"
            + "flags\t\t: fpu sse2 avx avx2 avx512f avx512dq avx512cd avx512bw avx512vl\n";

    @Test
    void the64BitRuleReadsVendorFamilyFlagsAndUseAvx() {
        assertEquals(true, CpuPolicy.simdSort64(INTEL, -1), "Intel with AVX-512DQ");
        assertEquals(true, CpuPolicy.simdSort64(INTEL, 3));
        assertEquals(false, CpuPolicy.simdSort64(INTEL, 2), "-XX:UseAVX=2 switches the AVX-512 sort off");
        assertEquals(false, CpuPolicy.simdSort64(INTEL.replace(" avx512dq", ""), -1), "AVX-512F without DQ");
        assertEquals(false, CpuPolicy.simdSort64(INTEL.replace(" avx512f avx512dq avx512cd avx512bw avx512vl", ""),
                -1), "AVX2 only");
        String zen4 = INTEL.replace("GenuineIntel", "AuthenticAMD").replace("family\t: 6", "family\t: 25");
        assertEquals(false, CpuPolicy.simdSort64(zen4, -1), "AMD family 19h (Zen 4): HotSpot keeps it off");
        assertEquals(true, CpuPolicy.simdSort64(zen4.replace("family\t: 25", "family\t: 26"), -1), "Zen 5");
        assertEquals(true, CpuPolicy.simdSort64("processor\t: 0\n", -1), "no flags: nothing to go by");
        assertEquals(false, CpuPolicy.simdSort64(INTEL.replace("avx512dq", "avx512dqx"), -1), "whole flags only");
    }

    @Test
    void zen4ReadsLongRunsInBlocksThroughout() throws Exception {
        // the run scan's `long` blocks reach 2^22 keys on Zen 4 only (Intel 2^21, elsewhere 2^18), and an explicit
        // setting wins
        assertEquals(true, childAnswerOf("BLOCKS_THROUGHOUT", "-Dprobe.blocks=true", "-Dsamplesort.cpu.intel=false",
                "-Dsamplesort.cpu.zen4=true"));
        assertEquals(false, childAnswerOf("BLOCKS_THROUGHOUT", "-Dprobe.blocks=true", "-Dsamplesort.cpu.intel=false",
                "-Dsamplesort.cpu.zen4=false"));
        assertEquals(false, childAnswerOf("BLOCKS_THROUGHOUT", "-Dprobe.blocks=true", "-Dsamplesort.cpu.intel=false",
                "-Dsamplesort.cpu.zen4=true", "-Dsamplesort.cpu.runScanBlocksMax64=262144"));
    }

    @Test
    void zen4IsAmdFamily25WithAvx512() {
        String zen4 = INTEL.replace("GenuineIntel", "AuthenticAMD").replace("family\t: 6", "family\t: 25");
        assertEquals(true, CpuPolicy.zen4(zen4), "AMD family 19h with AVX-512F");
        assertEquals(false, CpuPolicy.zen4(zen4.replace(" avx512f avx512dq avx512cd avx512bw avx512vl", "")),
                "Zen 3: the same family without AVX-512");
        assertEquals(false, CpuPolicy.zen4(zen4.replace("family\t: 25", "family\t: 26")), "Zen 5");
        assertEquals(false, CpuPolicy.zen4(zen4.replace("family\t: 25", "family\t: 23")), "Zen 1 / Zen 2");
        assertEquals(false, CpuPolicy.zen4(INTEL.replace("family\t: 6", "family\t: 25")), "not AMD");
        assertEquals(false, CpuPolicy.zen4(zen4.replace("avx512f ", "avx512fx ")), "whole flags only");
        assertEquals(false, CpuPolicy.zen4("processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\n"),
                "no flags");
    }

    @Test
    void intelIsReadFromTheVendorAndChangesTheTwoThreadTeamsSizes() {
        assertEquals(true, CpuPolicy.intel(INTEL));
        assertEquals(false, CpuPolicy.intel(INTEL.replace("GenuineIntel", "AuthenticAMD")));
        assertEquals(false, CpuPolicy.intel("processor\t: 0\n"), "no vendor: not Intel");
        var none = new dev.samplesort.spi.Properties(k -> null);
        CpuPolicy.Team intel = CpuPolicy.Team.from(none, true), other = CpuPolicy.Team.from(none, false);
        assertEquals(CpuPolicy.Team.SIMD_MIN_INT, other.simdMinInt());
        assertEquals(1 << 19, other.simdMinInt(), "elsewhere int keys on the two-thread team from 2^19 (ninety-ninth session)");
        assertEquals(1 << 19, other.simdMinIntDuplicates());
        assertEquals(1 << 20, other.simdMin32());
        assertEquals(CpuPolicy.Team.INTEL_SIMD_MIN_INT, intel.simdMinInt());
        assertEquals(1 << 20, intel.simdMinInt(), "Intel: int keys on the two-thread team from 2^20 (eightieth session)");
        assertEquals(CpuPolicy.Team.INTEL_SIMD_MIN_INT_DUPLICATES, intel.simdMinIntDuplicates());
        assertEquals(other.simdMin32(), intel.simdMin32(), "float keys: the same size on either");
        assertEquals(1 << 17, other.simdMin(), "64-bit keys on the two-thread team from 2^17 (hundred-and-fifteenth session)");
        assertEquals(CpuPolicy.Team.SIMD_MIN_64, other.simdMin());
        assertEquals(other.simdMin(), other.simdMinDouble(), "elsewhere double keys take long keys' size");
        assertEquals(other.simdMin(), intel.simdMin(), "long keys: the same size on either");
        assertEquals(CpuPolicy.Team.INTEL_SIMD_MIN_DOUBLE, intel.simdMinDouble());
        assertTrue(intel.simdMinDouble() > other.simdMinDouble(), "Intel: double keys on the team from a larger size");
        assertEquals(CpuPolicy.Team.INTEL_HALVES_MIN_DUPLICATES, intel.halvesMinDuplicates());
        assertTrue(intel.halvesMinDuplicates() < other.halvesMinDuplicates(), "Intel: zipf in halves from a smaller size");
        assertEquals(CpuPolicy.Team.INTEL_HALVES_MIN_32, intel.halvesMin32());
        assertTrue(intel.halvesMin32() < other.halvesMin32(), "Intel: 32-bit keys in halves from a smaller size");
        // everything else the same
        assertEquals(other, new CpuPolicy.Team(intel.minThreads(), intel.min(), intel.max(), intel.logBuckets(),
                intel.spinMicros(), intel.kvPackedMax(), intel.minInt(), intel.slicesPerMember(), intel.sliceMin(),
                intel.scalarMin(), intel.scalarBelow(), intel.scalarLeafLog(), intel.splitMin(), intel.splitMin32(),
                intel.splitBelow(), intel.splitTeamMin(), intel.simdMin(), intel.simdMin32(), other.simdMinInt(),
                intel.simdLeafLog(), intel.pairs64Min(), intel.pairs64Max(), intel.pairs64LeafLog(),
                intel.pairs64MinThreads(), intel.minThreads32(), intel.structureMinThreads(),
                other.simdMinIntDuplicates(), other.simdMinDouble(), intel.simdMinLongDuplicates(),
                intel.halvesMin(), other.halvesMin32(), other.halvesMinDuplicates(),
                intel.halvesBelow(), intel.halvesBelow32(), intel.halvesBelowInt()));
        // a property set wins on either
        var set = new dev.samplesort.spi.Properties(k -> k.equals("samplesort.cpu.teamSimdMinInt") ? "4096" : null);
        assertEquals(4096, CpuPolicy.Team.from(set, true).simdMinInt());
        assertEquals(4096, CpuPolicy.Team.from(set, false).simdMinInt());
    }

    @Test
    void useAvxIsTheLastOptionGiven() {
        assertEquals(-1, CpuPolicy.lastUseAvx(null, -1));
        assertEquals(-1, CpuPolicy.lastUseAvx("-Xmx1g -XX:+UseG1GC", -1));
        assertEquals(2, CpuPolicy.lastUseAvx("-Xmx1g -XX:UseAVX=2", -1));
        assertEquals(3, CpuPolicy.lastUseAvx("  -XX:UseAVX=2   -XX:UseAVX=3 ", 1));
        assertEquals(1, CpuPolicy.lastUseAvx("-XX:UseAVX=x", 1), "not a number: the value before");
        assertEquals(2, CpuPolicy.lastUseAvx("-Xss1m", 2));
        assertEquals(0, CpuPolicy.lastUseAvx("-Xss1m\t-XX:UseAVX=0\n-Xmx1g", 3), "any white space separates");
        assertEquals(3, CpuPolicy.lastUseAvx("", 3));
        assertEquals(3, CpuPolicy.lastUseAvx("-XX:UseAVX=", 3), "no digits: the value before");
        assertEquals(3, CpuPolicy.lastUseAvx("x-XX:UseAVX=1", 3), "an option starts a word");
    }

    @Test
    void aFlagIsAWholeWord() {
        assertEquals(true, CpuPolicy.hasWord("avx512dq", "avx512dq"));
        assertEquals(true, CpuPolicy.hasWord("fpu avx512dq sse", "avx512dq"));
        assertEquals(true, CpuPolicy.hasWord("avx512dqx\tavx512dq", "avx512dq"), "the second of two");
        assertEquals(false, CpuPolicy.hasWord("avx512dqx xavx512dq", "avx512dq"));
        assertEquals(false, CpuPolicy.hasWord("", "avx512dq"));
    }
}
