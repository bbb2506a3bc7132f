package dev.samplesort.spi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.cpu.CpuPolicy;
import dev.samplesort.gpu.GpuPolicy;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one parser of the engines' settings: values, defaults, errors, layering. No GPU needed. */
class ConfigurationTest {
    private static Properties of(Map<String, String> m) { return new Properties(m::get); }

    @Test
    void unsetSettingsTakeTheDocumentedDefaults() {
        Configuration.Policies p = Configuration.parse(of(Map.of()));
        CpuPolicy c = p.cpu();
        assertEquals(Runtime.getRuntime().availableProcessors(), c.threads());
        assertEquals(0x5A3F1E5EEDL, c.seed());
        assertEquals(1L << 27, c.segmentArrayLimit());
        assertEquals(8, c.logBuckets());
        assertEquals(10, c.logBucketsKeys());
        assertEquals(16, c.baseCase());
        assertEquals(CpuPolicy.JDK_SIMD_SORT ? 1 << 20 : 0, c.leafSort());
        assertEquals(CpuPolicy.JDK_SIMD_SORT ? 1 << 12 : 0, c.leafSortTop());
        assertTrue(c.reuseBuffers());
        assertEquals(4, c.blocksPerThread());
        assertEquals(1 << 20, c.touchMin());
        assertEquals(new CpuPolicy.Team(8, 1 << 15, 1 << 22, 8, 0, 1 << 18, 1 << 16, 4, 1 << 14, 1 << 12, 1 << 21, 8, 1 << 12, 1 << 13, 1 << 16, 1 << 14,
                1 << 17,
                1 << 20, CpuPolicy.INTEL ? 1 << 20 : 1 << 19, 10,
                1 << 11, 1 << 23, 9, 2, 12, 3, CpuPolicy.INTEL ? Integer.MAX_VALUE : 1 << 19,
                CpuPolicy.INTEL ? 1 << 18 : 1 << 17, 1 << 18, 1 << 15, 1 << 16,
                CpuPolicy.INTEL ? 1 << 15 : 1 << 16, 1 << 21, 1 << 23, 1 << 21), c.team());
        assertEquals(new CpuPolicy.Cold(true, 4, 32, 0, 1 << 15, 1 << 22), c.cold());
        assertEquals(1 << 11, c.hybrid().twoRunsMin());
        assertEquals(1 << 15, c.hybrid().kvMergeSortBelow64());
        assertEquals(1 << 13, c.hybrid().kvMergeSortTeamBelow64());
        assertEquals(1 << 14, c.hybrid().jdkQuicksortMin());
        assertEquals(1 << 9, c.hybrid().denseMin());
        assertEquals(1 << 20, c.hybrid().denseSpanMax());
        assertEquals(1 << 16, c.hybrid().denseParallelMax());
        assertEquals(1 << 16, c.hybrid().denseTeamSpanMax());
        assertEquals(CpuPolicy.INTEL ? 1 << 20 : 1 << 21, c.hybrid().denseWideMin());
        assertEquals(1 << 23, c.hybrid().denseWideSpanMax());
        assertEquals(1 << 16, c.hybrid().almostSortedTeamMin());
        assertEquals(1 << 14, c.hybrid().kvManyRunsTeamMin());
        assertEquals(1 << 15, c.hybrid().twoRunsBelow());
        assertEquals(1 << 12, c.hybrid().kvFewMin());
        assertEquals(16, c.hybrid().kvFewMax());
        assertEquals(16, c.hybrid().fewTeamMax());
        assertEquals(1 << 12, c.hybrid().fewFillMin());
        assertEquals(1 << 20, c.hybrid().fewFillPiece());
        assertEquals(1 << 19, c.hybrid().fewTeamCountMin());
        assertEquals(1 << 16, c.hybrid().dupSequentialBelow32());
        assertEquals(512, c.hybrid().fewWideMax());
        assertEquals(1 << 16, c.hybrid().fewWideMin());
        assertEquals(1 << 22, c.hybrid().oneRunPairMin64());
        assertEquals(CpuPolicy.INTEL, c.hybrid().oneRunPairDescending());
        assertEquals(CpuPolicy.INTEL ? 1 << 21 : 1 << 22, c.hybrid().fewPairMin32());
        assertEquals(CpuPolicy.INTEL ? 1 << 21 : 1 << 18, c.hybrid().runScanBlocksMax64());
        GpuPolicy g = p.gpu();
        assertEquals(8192, g.maxBucket());
        assertArrayEquals(new int[] {3, 5, 6, 7, 8}, g.logKs());
        assertEquals(0.5, g.fill());
        assertTrue(g.staged());
        assertTrue(g.balanced());
        assertFalse(g.storeBuckets());
        assertEquals(GpuPolicy.defaults().toString(), g.toString());
    }

    @Test
    void settingsAreReadIntoTheValues() {
        Configuration.Policies p = Configuration.parse(of(Map.of("samplesort.cpu.threads", " 3 ",
                "samplesort.cpu.seed", "0x10", "samplesort.cpu.reuseBuffers", "false", "samplesort.cpu.baseCase", "24",
                "samplesort.gpu.maxLogK", "7", "samplesort.gpu.fill", "0.8", "samplesort.gpu.staged", "0",
                "samplesort.gpu.classSet", "0", "samplesort.gpu.storeBuckets", "1")));
        assertEquals(3, p.cpu().threads());
        assertEquals(16, p.cpu().seed());
        assertFalse(p.cpu().reuseBuffers());
        assertEquals(24, p.cpu().baseCase());
        assertEquals(new CpuPolicy.Cold(false, 6, 5, 1000, 0, 7), Configuration.parse(of(Map.of("samplesort.cpu.coldStart",
                "false", "samplesort.cpu.coldStartMinThreads", "6", "samplesort.cpu.coldWarmRounds", "5",
                "samplesort.cpu.coldFirstBelow", "1000", "samplesort.cpu.coldRunsMin", "0",
                "samplesort.cpu.coldSequentialMax", "7"))).cpu().cold());
        assertArrayEquals(new int[] {3, 5, 6, 7}, p.gpu().logKs());
        assertEquals(0.8, p.gpu().fill());
        assertFalse(p.gpu().staged());
        assertTrue(p.gpu().storeBuckets());
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5}, p.gpu().classKernels());
    }

    @Test
    void aBadSettingIsAnErrorNamingTheProperty() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.gpu.fill", "lots"))));
        assertTrue(e.getMessage().contains("samplesort.gpu.fill='lots'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.threads", "four"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.threads='four'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.threads", "0"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.threads"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.baseCase", "99999999999"))));
        assertTrue(e.getMessage().contains("out of range"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.logBucketsKeys", "16"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.logBucketsKeys must be in [1, 15]"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.logBuckets", "0"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.logBuckets must be"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.touchMin", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.touchMin must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.teamLogBuckets", "16"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.teamLogBuckets must be in [1, 15]"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.teamMinThreads", "1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.teamMinThreads must be >= 2"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.teamStructureMinThreads", "1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.teamStructureMinThreads must be >= 2"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.oneRunPairMin64", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.oneRunPairMin64 must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.teamSpinMicros", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.teamSpinMicros must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.teamKvPackedMax", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.teamKvPackedMax must be >= 0"), e.getMessage());
        for (String name : new String[] {"samplesort.cpu.teamSimdMin", "samplesort.cpu.teamSimdMinInt"}) {
            e = assertThrows(IllegalArgumentException.class, () -> Configuration.parse(of(Map.of(name, "-1"))));
            assertTrue(e.getMessage().contains("samplesort.cpu.teamSimdMin, teamSimdMin32 and teamSimdMinInt must be >= 0"),
                    e.getMessage());
        }
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.teamSimdMinIntDuplicates", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.teamSimdMinIntDuplicates must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.teamSimdMinDouble", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.teamSimdMinDouble must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.teamSimdLeafLog", "31"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.teamSimdLeafLog must be in [1, 30]"), e.getMessage());
        for (String bad : new String[] {"-1", "60001"}) {
            e = assertThrows(IllegalArgumentException.class,
                    () -> Configuration.parse(of(Map.of("samplesort.cpu.busyCoresMillis", bad))));
            assertTrue(e.getMessage().contains("samplesort.cpu.busyCoresMillis must be 0 to 60000"), e.getMessage());
        }
        assertEquals(0, Configuration.parse(of(Map.of("samplesort.cpu.busyCoresMillis", "0"))).cpu().hybrid()
                .busyCoresMillis());
        assertEquals(100, Configuration.parse(of(Map.of())).cpu().hybrid().busyCoresMillis());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.jdkQuicksortMin", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.jdkQuicksortMin must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.denseSpanMax", "-1"))));
        assertTrue(e.getMessage().contains("denseSpanMax, denseParallelMax, denseTeamSpanMax, denseWideMin and "
                + "denseWideSpanMax must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.denseTeamSpanMax", "-2"))));
        assertTrue(e.getMessage().contains("denseTeamSpanMax, denseWideMin and denseWideSpanMax must be >= 0"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.denseWideMin", "-1"))));
        assertTrue(e.getMessage().contains("denseWideMin and denseWideSpanMax must be >= 0"), e.getMessage());
        assertEquals(0, Configuration.parse(of(Map.of("samplesort.cpu.denseWideSpanMax", "0"))).cpu().hybrid()
                .denseWideSpanMax());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.fewFillPiece", "0"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.fewFillPiece must be >= 1"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.fewTeamCountMin", "0"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.fewTeamCountMin must be >= 1"), e.getMessage());
        assertEquals(1, Configuration.parse(of(Map.of("samplesort.cpu.fewTeamCountMin", "1"))).cpu().hybrid()
                .fewTeamCountMin());
        for (String bad : new String[] {"-1", "65"}) {
            e = assertThrows(IllegalArgumentException.class,
                    () -> Configuration.parse(of(Map.of("samplesort.cpu.fewSequentialMax", bad))));
            assertTrue(e.getMessage().contains("samplesort.cpu.fewSequentialMax must be 0 to 64"), e.getMessage());
        }
        for (String name : new String[] {"samplesort.cpu.fewOrderMin32", "samplesort.cpu.fewOrderWideMin32"}) {
            e = assertThrows(IllegalArgumentException.class, () -> Configuration.parse(of(Map.of(name, "-1"))));
            assertTrue(e.getMessage().contains(name + " must be >= 0"), e.getMessage());
        }
        assertEquals(0, Configuration.parse(of(Map.of("samplesort.cpu.fewOrderWideMin32", "0"))).cpu().hybrid()
                .fewOrderWideMin32());
        assertEquals(10, Configuration.parse(of(Map.of())).cpu().hybrid().fewOrderWideMin32());
        for (String name : new String[] {"samplesort.cpu.fewOrderMin64", "samplesort.cpu.fewOrderWideMin64"}) {
            e = assertThrows(IllegalArgumentException.class, () -> Configuration.parse(of(Map.of(name, "-2"))));
            assertTrue(e.getMessage().contains("samplesort.cpu.fewOrderMin64 and fewOrderWideMin64 must be >= 0"),
                    e.getMessage());
        }
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.coldStartMinThreads", "1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.coldStartMinThreads must be >= 2"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.coldWarmRounds", "0"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.coldWarmRounds must be >= 1"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.coldFirstBelow", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.coldFirstBelow must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.coldRunsMin", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.coldRunsMin must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.cpu.coldSequentialMax", "-1"))));
        assertTrue(e.getMessage().contains("samplesort.cpu.coldSequentialMax must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Configuration.parse(of(Map.of("samplesort.gpu.classSet", "2"))));
        assertTrue(e.getMessage().contains("samplesort.gpu.classSet=2"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> of(Map.of("samplesort.x", "maybe")).flag("samplesort.x", true));
        assertTrue(e.getMessage().contains("samplesort.x='maybe'"), e.getMessage());
    }

    @Test
    void overridesLayerOverTheBaseWithoutTouchingIt() {
        Properties base = of(Map.of("samplesort.gpu.maxLogK", "9", "samplesort.gpu.fill", "0.3"));
        Properties tuned = Properties.overlay(Map.of("samplesort.gpu.maxLogK", "7"), base);
        GpuPolicy g = GpuPolicy.from(tuned);
        assertArrayEquals(new int[] {3, 5, 6, 7}, g.logKs());
        assertEquals(0.3, g.fill());
        assertArrayEquals(new int[] {3, 5, 6, 7, 8, 9}, GpuPolicy.from(base).logKs());
    }

    @Test
    void theSystemPoliciesAreReadOnce() {
        assertSame(Configuration.cpu(), Configuration.cpu());
        assertSame(Configuration.gpu(), Configuration.gpu());
    }
}
