package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The team sort where the JDK's sort of the keys' width is scalar and would run on one thread (CpuConfig.teamScalar:
 * two cores, {@code long}/{@code double} on AMD Zen 4), simulated on any machine: which sizes, thread counts and
 * pools take it, the buckets per size, and exact results against {@code Arrays.sort} (floating point specials: a NaN
 * refuses the team, zeros are ordered), pairs whose packed words it sorts stable and exact.
 */
class ScalarTeamTest {
    private static final int MIN = CpuConfig.TEAM_SCALAR_MIN, BELOW = CpuConfig.TEAM_SCALAR_BELOW;

    @BeforeEach
    void twoCoresScalar64() {
        CpuConfig.setJdkSimdSort64(false);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setThreads(2);
    }

    @AfterEach
    void restore() {
        CpuConfig.setDenseSpanMax(-1);
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    private static CpuConfig.Route longRoute(CpuTestData.Dist d, int n, int threads) {
        return CpuTestData.longRoute(d, n, threads);
    }

    private static CpuConfig.Route doubleRoute(double[] a, int threads, String what) {
        double[] e = a.clone();
        Arrays.sort(e);
        SampleSortDouble.sort(a, 0, a.length, threads);
        assertSortedLike(e, a, what);
        return CpuConfig.lastRoute;
    }

    @Test
    void theRuleNeedsTwoThreadsAScalarSequentialJdkSortAndItsSizes() {
        assertTrue(CpuConfig.teamScalar(MIN, 2, 8));
        assertTrue(CpuConfig.teamScalar(BELOW - 1, 2, 8));
        assertFalse(CpuConfig.teamScalar(MIN - 1, 2, 8), "below its size");
        assertFalse(CpuConfig.teamScalar(BELOW, 2, 8), "the engine's from there");
        assertFalse(CpuConfig.teamScalar(1 << 16, 1, 8), "one thread: no second member");
        CpuConfig.setCommonPoolParallel(true);
        assertFalse(CpuConfig.teamScalar(1 << 16, 2, 8), "a parallel pool: parallelSort's sizes as measured");
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setJdkSimdSort64(true);
        assertFalse(CpuConfig.teamScalar(1 << 16, 2, 8), "the JDK's SIMD sort: its own routes");
        assertEquals(!CpuPolicy.jdkSimdSort(4) && CpuConfig.hybrid(), CpuConfig.teamScalar(1 << 16, 2, 4),
                "32-bit keys only where their JDK sort is scalar too");
    }

    @Test
    void bucketsHoldAboutTwoToTheLeafLogKeys() {
        int leaf = CpuConfig.TEAM_SCALAR_LEAF_LOG;
        assertEquals(Math.clamp(12 - leaf, CpuConfig.TEAM_SCALAR_MIN_LOG_BUCKETS, CpuConfig.TEAM_SCALAR_MAX_LOG_BUCKETS),
                CpuConfig.teamScalarLogBuckets(1 << 12));
        assertEquals(CpuConfig.teamScalarLogBuckets(1 << 15), CpuConfig.teamScalarLogBuckets((1 << 16) - 1));
        assertEquals(CpuConfig.TEAM_SCALAR_MIN_LOG_BUCKETS, CpuConfig.teamScalarLogBuckets(4));
        assertEquals(CpuConfig.TEAM_SCALAR_MAX_LOG_BUCKETS, CpuConfig.teamScalarLogBuckets(1 << 30));
        for (int lg = 2; lg < 31; lg++) {
            int k = CpuConfig.teamScalarLogBuckets(1 << lg);
            assertTrue(k >= CpuConfig.TEAM_SCALAR_MIN_LOG_BUCKETS && k <= CpuConfig.TEAM_SCALAR_MAX_LOG_BUCKETS);
            assertTrue(k <= CpuConfig.teamScalarLogBuckets(1 << (lg + 1)), "never fewer buckets for more keys");
        }
    }

    @Test
    void unstructuredKeysTakeTheTeamWhereTheJdkSortWasScalarAndTheEngineBeyond() {
        CpuConfig.setDenseSpanMax(0); // (zipf's small keys are otherwise counted: DenseCountTest)
        assertEquals(CpuConfig.Route.SMALL, longRoute(CpuTestData.Dist.UNIFORM, MIN - 1, 2));
        for (int n : new int[] {MIN, MIN + 1, 1 << 14, CpuConfig.JDK_BELOW_SCALAR - 1, CpuConfig.JDK_BELOW_SCALAR,
                CpuConfig.ENGINE_MIN_SCALAR, BELOW - 1}) {
            for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.GAUSSIAN,
                    CpuTestData.Dist.ZIPF, CpuTestData.Dist.BUCKET_SORTED}) {
                assertEquals(CpuConfig.Route.TEAM, longRoute(d, n, 2), d + " " + n);
            }
        }
        assertEquals(CpuConfig.Route.ENGINE, longRoute(CpuTestData.Dist.UNIFORM, BELOW, 2));
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.UNIFORM, 1 << 14, 1), "one thread");
        // the routes before it keep their inputs: a handful of values, runs
        assertEquals(CpuConfig.Route.FEW_FILL, longRoute(CpuTestData.Dist.FEW2, 1 << 14, 2));
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.SORTED, 1 << 18, 2));
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.ORGAN_PIPE, 1 << 16, 2));
        // from its smallest size on (below, the JDK's sort took such inputs fast and the team lost 2-6x at 2^11)
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.ORGAN_PIPE, MIN, 2));
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.ALMOST_SORTED, MIN, 2));
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.REVERSE, MIN, 2));
    }

    @Test
    void floatingPointKeysAreExactAndANaNLeavesThemToTheJdk() {
        for (int n : new int[] {MIN, 1 << 15, CpuConfig.ENGINE_MIN_SCALAR + 3}) {
            long[] x = CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, n, 40);
            // zeros of both signs, infinities, subnormals, no NaN: the team, the zero run ordered after it
            double[] z = CpuTestData.doubles(x, false, n);
            for (int i = 0; i < n; i += 7) z[i] = (i & 8) == 0 ? -0.0 : 0.0;
            z[3] = Double.POSITIVE_INFINITY;
            z[5] = Double.NEGATIVE_INFINITY;
            z[11] = -Double.MIN_VALUE;
            assertEquals(CpuConfig.Route.TEAM, doubleRoute(z, 2, "double zeros " + n));
            // NaNs (with payloads and sign) too: refused, the JDK's sort or the engine, exact either way
            double[] s = CpuTestData.doubles(x, true, n);
            assertNotEquals(CpuConfig.Route.TEAM, doubleRoute(s, 2, "double specials " + n));
        }
    }

    @Test
    void pairsWhosePackedWordsTheTeamSortsStayStableAndExact() {
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.ZIPF,
                CpuTestData.Dist.FEW256, CpuTestData.Dist.ALMOST_SORTED}) {
            // (nearly sorted words: the JDK's sort below KV_TEAM_SCALAR_NEARLY_SORTED_MIN, the team from it)
            for (int n : new int[] {MIN, CpuConfig.KV_TEAM_SCALAR_NEARLY_SORTED_MIN - 3, 1 << 14 | 5,
                    Math.min(1 << 16, CpuConfig.kvPackedMax(1 << 16, 2))}) {
                assertTrue(CpuConfig.teamScalar(n, 2, 8) && n <= CpuConfig.kvPackedMax(n, 2), "packed, on the team");
                long[] x = CpuTestData.longs(d, n, n + d.ordinal(), 64);
                KvCase.checkPacked32(x, d + " n=" + n);
            }
        }
    }
}
