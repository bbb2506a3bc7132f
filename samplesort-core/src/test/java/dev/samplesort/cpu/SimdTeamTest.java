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
 * The team sort where the JDK's sort of the keys' width is the SIMD intrinsic and would run on one thread
 * (CpuConfig.teamSimd: two cores), simulated on any machine: which sizes, widths, thread counts and pools take it,
 * the buckets per size, which inputs keep their routes (structured keys, few values, duplicates no wider count has
 * looked at, 32-bit keys with duplicates), and exact results against {@code Arrays.sort} (floating point specials: a
 * NaN refuses the team, zeros are ordered), pairs whose packed words it sorts stable and exact.
 */
class SimdTeamTest {
    private static final int MIN = CpuConfig.TEAM_SIMD_MIN, MIN32 = CpuConfig.TEAM_SIMD_MIN_32;

    /** double keys' own minimum: later than long keys' on an Intel processor (seventy-eighth session). */
    private static final int MIN_DOUBLE = CpuConfig.teamSimdMinDouble();

    /** int keys' own minimum: lower where their buckets are radix-sorted (sixty-third session). */
    private static final int MIN_INT = CpuConfig.RADIX_LEAF ? CpuConfig.TEAM_SIMD_MIN_INT : MIN32;

    @BeforeEach
    void twoCoresSimd() {
        CpuConfig.setJdkSimdSort32(true);
        CpuConfig.setJdkSimdSort64(true);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setThreads(2);
        CpuConfig.setHalves(false); // (below the team's sizes the JDK's sort then: HalvesTest pins the halves)
    }

    @AfterEach
    void restore() {
        CpuConfig.setHalves(true);
        CpuConfig.setDenseSpanMax(-1);
        CpuConfig.setJdkSimdSort32(null);
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    private static CpuConfig.Route longRoute(CpuTestData.Dist d, int n) {
        return longRoute(d, n, 2);
    }

    private static CpuConfig.Route longRoute(CpuTestData.Dist d, int n, int threads) {
        return CpuTestData.longRoute(d, n, threads);
    }

    private static CpuConfig.Route intRoute(CpuTestData.Dist d, int n) {
        return CpuTestData.intRoute(d, n, 2);
    }

    @Test
    void theRuleNeedsTwoThreadsASequentialSimdSortAndItsSizes() {
        assertTrue(CpuConfig.teamSimd(MIN, 2, 8, false));
        assertTrue(CpuConfig.teamSimd(1 << 26, 2, 8, false), "no upper size: the team beat the engine there too");
        assertFalse(CpuConfig.teamSimd(MIN - 1, 2, 8, false), "below its size");
        assertTrue(CpuConfig.teamSimd(MIN32, 2, 4, false));
        assertFalse(CpuConfig.teamSimd(MIN32 - 1, 2, 4, false), "32-bit keys: their own minimum");
        assertFalse(CpuConfig.teamSimd(MIN32, 1, 4, false), "one thread: no second member");
        // int keys whose buckets are radix-sorted: from their own minimum (sixty-third session)
        assertTrue(CpuConfig.teamSimd(MIN_INT, 2, 4, true));
        assertFalse(CpuConfig.teamSimd(MIN_INT - 1, 2, 4, true), "int keys: their own minimum");
        assertTrue(CpuConfig.teamSimd(MIN_DOUBLE, 2, 8, false, true));
        assertFalse(CpuConfig.teamSimd(MIN_DOUBLE - 1, 2, 8, false, true), "double keys: their own minimum");
        assertEquals(MIN_DOUBLE <= MIN32, CpuConfig.teamSimd(MIN32, 2, 4, false, true), "float keys: 32-bit keys'");
        CpuConfig.setCommonPoolParallel(true);
        assertFalse(CpuConfig.teamSimd(MIN32, 2, 8, false), "a parallel pool: parallelSort's and the team's own routes");
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setJdkSimdSort64(false);
        assertFalse(CpuConfig.teamSimd(MIN, 2, 8, false), "a scalar JDK sort: the scalar team's rule");
        assertTrue(CpuConfig.teamScalar(MIN, 2, 8));
        assertTrue(CpuConfig.teamSimd(MIN32, 2, 4, false), "each width by its own sort");
        CpuConfig.setJdkSimdSort32(false);
        assertFalse(CpuConfig.teamSimd(MIN32, 2, 4, false));
        assertFalse(CpuConfig.teamSimd(MIN32, 2, 4, true));
    }

    @Test
    void bucketsHoldAboutTwoToTheLeafLogKeysUpToTheMost() {
        int leaf = CpuConfig.TEAM_SIMD_LEAF_LOG, most = CpuConfig.TEAM_SIMD_MAX_LOG_BUCKETS;
        assertEquals(Math.clamp(18 - leaf, 1, most), CpuConfig.teamSimdLogBuckets(1 << 18));
        assertEquals(CpuConfig.teamSimdLogBuckets(1 << 18), CpuConfig.teamSimdLogBuckets((1 << 19) - 1));
        assertEquals(most, CpuConfig.teamSimdLogBuckets(Integer.MAX_VALUE));
        assertEquals(1, CpuConfig.teamSimdLogBuckets(2));
        for (int lg = 1; lg < 31; lg++) {
            int k = CpuConfig.teamSimdLogBuckets(1 << lg);
            assertTrue(k >= 1 && k <= most);
            assertTrue(k <= CpuConfig.teamSimdLogBuckets(1 << (lg + 1)), "never fewer buckets for more keys");
        }
    }

    @Test
    void unstructuredKeysTakeTheTeamFromTheirWidthsMinimum() {
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.GAUSSIAN,
                CpuTestData.Dist.BUCKET_SORTED}) {
            assertEquals(CpuConfig.Route.TEAM, longRoute(d, MIN), "long " + d);
            assertEquals(CpuConfig.Route.TEAM, longRoute(d, MIN + 7), "long " + d);
            assertEquals(CpuConfig.Route.TEAM, intRoute(d, MIN_INT + 3), "int " + d);
            assertEquals(CpuConfig.Route.TEAM, intRoute(d, MIN32 + 3), "int " + d);
        }
        assertEquals(CpuTestData.smallLong(MIN - 1), longRoute(CpuTestData.Dist.UNIFORM, MIN - 1));
        assertEquals(CpuConfig.Route.SMALL, intRoute(CpuTestData.Dist.UNIFORM, MIN_INT - 1));
    }

    @Test
    void doubleKeysTakeTheTeamFromTheirOwnMinimum() {
        // double keys from twice long keys' size (as on an Intel processor in the seventy-eighth session): the JDK's
        // sort below it, long keys on the team from theirs
        int min = 2 * MIN;
        CpuConfig.setTeamSimdMinDouble(min);
        try {
            for (int n : new int[] {MIN, min - 1, min}) {
                double[] z = CpuTestData.doubles(CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, n, 64), false, 0);
                double[] e = z.clone();
                Arrays.sort(e);
                SampleSortDouble.sort(z, 0, n, 2);
                assertSortedLike(e, z, "double uniform " + n);
                assertEquals(n >= min ? CpuConfig.Route.TEAM : CpuConfig.Route.SMALL, CpuConfig.lastRoute,
                        "double uniform " + n);
            }
            assertEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.UNIFORM, MIN), "long keys: their own minimum");
            CpuConfig.setTeamSimdMinDouble(0);
            assertFalse(CpuConfig.teamSimd(1 << 26, 2, 8, false, true), "0: never");
        } finally {
            CpuConfig.setTeamSimdMinDouble(-1);
        }
        assertEquals(MIN_DOUBLE, CpuConfig.teamSimdMinDouble());
        // where the engine took them (the JDK's range ends at jdkBelow): the team, which beat it too
        int engine = (int) CpuConfig.jdkBelow(8, 2);
        assertEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.UNIFORM, engine));
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.UNIFORM, MIN, 1), "one thread");
    }

    @Test
    void structuredKeysFewValuesAndUncountedDuplicatesKeepTheirRoutes() {
        CpuConfig.setDenseSpanMax(0); // (zipf's small keys are otherwise counted: DenseCountTest)
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.SORTED, CpuTestData.Dist.REVERSE,
                CpuTestData.Dist.ORGAN_PIPE, CpuTestData.Dist.ALMOST_SORTED, CpuTestData.Dist.DET_DUPLICATES,
                CpuTestData.Dist.FEW2, CpuTestData.Dist.FEW16}) {
            assertNotEquals(CpuConfig.Route.TEAM, longRoute(d, MIN), "long " + d);
            assertNotEquals(CpuConfig.Route.TEAM, intRoute(d, MIN32), "int " + d);
        }
        // 64-bit keys on the sequential route whose sample shows duplicates: from fewWideSequentialMin a few hundred
        // values counted (ninetieth session), below that the JDK's sort (few256 lost on the team); zipf, which the
        // count refuses, on the team from teamSimdMinLongDuplicates, below it the JDK's sort
        assertEquals(MIN >= CpuConfig.FEW_WIDE_SEQUENTIAL_MIN ? CpuConfig.Route.FEW_FILL : CpuConfig.Route.SMALL,
                longRoute(CpuTestData.Dist.FEW256, MIN));
        assertEquals(CpuConfig.teamSimdLongDuplicates(MIN) ? CpuConfig.Route.TEAM : CpuConfig.Route.SMALL,
                longRoute(CpuTestData.Dist.ZIPF, MIN));
        int longDup = Math.max(MIN, CpuConfig.TEAM_SIMD_MIN_LONG_DUPLICATES);
        if (CpuConfig.TEAM_SIMD_MIN_LONG_DUPLICATES > 0 && longDup < CpuConfig.jdkBelow(8, 2)) {
            assertEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.ZIPF, longDup), "long zipf from its minimum");
            if (longDup - 1 >= MIN) {
                assertEquals(CpuConfig.Route.SMALL, longRoute(CpuTestData.Dist.ZIPF, longDup - 1), "long zipf below it");
            }
        }
        // 32-bit keys with duplicates: few256 counted and filled; zipf on the team where the int buckets are
        // radix-sorted (sixty-third session) from teamSimdMinIntDuplicates (seventieth session: zipf lost there below
        // 2^19 on a Zen 4 VM), else the JDK's sort (zipf lost on the team in some hours)
        assertEquals(CpuConfig.Route.FEW_FILL, intRoute(CpuTestData.Dist.FEW256, MIN32));
        // (Intel's is never, 2^31 - 1, an input no array holds: met where the build's samplesort.cpu.intel=false is
        // not set, the ninetieth session's console-launcher run on the H200 host's Xeon)
        int dup = Math.max(MIN_INT, Math.min(CpuConfig.TEAM_SIMD_MIN_INT_DUPLICATES, 1 << 22));
        boolean dupTeam = CpuConfig.TEAM_SIMD_MIN_INT_DUPLICATES <= 1 << 22;
        assertEquals(CpuConfig.RADIX_LEAF && dupTeam ? CpuConfig.Route.TEAM : CpuConfig.Route.SMALL,
                intRoute(CpuTestData.Dist.ZIPF, Math.max(MIN32, dup)));
        assertEquals(CpuConfig.RADIX_LEAF && dupTeam ? CpuConfig.Route.TEAM : CpuConfig.Route.SMALL,
                intRoute(CpuTestData.Dist.ZIPF, dup));
        if (CpuConfig.RADIX_LEAF && dupTeam && dup > MIN_INT) {
            assertEquals(CpuConfig.Route.SMALL, intRoute(CpuTestData.Dist.ZIPF, dup - 1), "zipf below its minimum");
            assertEquals(CpuConfig.Route.SMALL, intRoute(CpuTestData.Dist.ZIPF, MIN_INT), "zipf below its minimum");
            assertEquals(CpuConfig.Route.TEAM, intRoute(CpuTestData.Dist.UNIFORM, MIN_INT), "uniform keys: from MIN_INT");
        }
        // 64-bit keys with duplicates after the engine route's wider count (zipf: too many values for it): the team
        int engine = (int) CpuConfig.jdkBelow(8, 2);
        assertEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.ZIPF, engine));
        assertEquals(CpuConfig.Route.FEW_FILL, longRoute(CpuTestData.Dist.FEW256, engine));
    }

    @Test
    void floatingPointKeysAreExactAndANaNLeavesThemToTheJdk() {
        long[] x = CpuTestData.longs(CpuTestData.Dist.UNIFORM, Math.max(MIN32, MIN_DOUBLE), 7, 40);
        // zeros of both signs, infinities, subnormals, no NaN: the team, the zero run ordered after it (zeros at
        // every 211th key: so few that the 128-key sample still looks random, for 32-bit keys the team's condition)
        double[] z = CpuTestData.doubles(Arrays.copyOf(x, MIN_DOUBLE), false, 0);
        float[] f = CpuTestData.floats(x, false, 0);
        for (int i = 0; i < z.length; i += 211) z[i] = (i & 8) == 0 ? -0.0 : 0.0;
        for (int i = 0; i < f.length; i += 211) f[i] = (i & 8) == 0 ? -0.0f : 0.0f;
        z[3] = Double.POSITIVE_INFINITY;
        f[3] = Float.NEGATIVE_INFINITY;
        z[11] = -Double.MIN_VALUE;
        f[11] = Float.MIN_VALUE;
        double[] ze = z.clone();
        float[] fe = f.clone();
        Arrays.sort(ze);
        Arrays.sort(fe);
        SampleSortDouble.sort(z, 0, z.length, 2);
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute);
        assertSortedLike(ze, z, "double zeros");
        SampleSortFloat.sort(f, 0, f.length, 2);
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute);
        assertEquals(0, Arrays.compare(fe, f), "float zeros");
        // NaNs (with payloads and sign) too: refused, the JDK's sort, exact
        double[] s = CpuTestData.doubles(Arrays.copyOf(x, MIN_DOUBLE), true, 3);
        double[] se = s.clone();
        Arrays.sort(se);
        SampleSortDouble.sort(s, 0, s.length, 2);
        assertNotEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute);
        assertSortedLike(se, s, "double specials");
        float[] g = CpuTestData.floats(x, true, 3);
        float[] ge = g.clone();
        Arrays.sort(ge);
        SampleSortFloat.sort(g, 0, g.length, 2);
        assertNotEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute);
        for (int i = 0; i < g.length; i++) {
            assertEquals(Float.floatToIntBits(ge[i]), Float.floatToIntBits(g[i]), "float specials at " + i);
        }
    }

    @Test
    void aRangeInsideALargerArrayIsSortedAloneOnTheTeam() {
        long[] x = CpuTestData.longs(CpuTestData.Dist.UNIFORM, MIN + 100, 11, 64), e = x.clone();
        Arrays.sort(e, 37, MIN + 37);
        SampleSortLong.sort(x, 37, MIN + 37, 2);
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute);
        assertArrayEquals(e, x, "outside the range untouched, inside sorted");
    }

    @Test
    void pairsWhosePackedWordsTheTeamSortsStayStableAndExact() {
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.ZIPF}) {
            assertTrue(CpuConfig.teamSimd(MIN, 2, 8, false) && MIN <= CpuConfig.kvPackedMax(MIN, 2), "packed, on the team");
            KvCase.checkPacked32(CpuTestData.longs(d, MIN, 5 + d.ordinal(), 64), d + " n=" + MIN);
        }
    }
}
