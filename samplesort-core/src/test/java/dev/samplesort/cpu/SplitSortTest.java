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
 * The 64-bit keys' sort in quarters below the team's sizes on many cores (SplitSort, CpuConfig.splitSorts), simulated
 * on any machine: where it applies, exact results against {@code Arrays.sort} on every shape (floating point: zeros
 * of both signs ordered, a NaN refuses and leaves the keys as they were), sub-ranges; pairs on those threads keep
 * their packed route, stable and exact.
 */
class SplitSortTest {
    private static final int MIN = CpuConfig.SPLIT_MIN, MIN_FP = CpuConfig.SPLIT_MIN_FP;

    @BeforeEach
    void manyCores() {
        CpuConfig.setJdkSimdSort64(true);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
    }

    @AfterEach
    void restore() {
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    private static CpuConfig.Route longRoute(CpuTestData.Dist d, int n) {
        return longRoute(d, n, 16);
    }

    private static CpuConfig.Route longRoute(CpuTestData.Dist d, int n, int threads) {
        long[] a = CpuTestData.longs(d, n, n + d.ordinal(), 64), e = a.clone();
        Arrays.sort(e);
        SampleSortLong.sort(a, 0, n, threads);
        assertArrayEquals(e, a, "long " + d + " " + n);
        return CpuConfig.lastRoute;
    }

    @Test
    void theRuleNeedsManyThreadsAParallelPoolTheSimdSortAndSizesBelowTheTeams() {
        int team = CpuConfig.teamMin();
        assertTrue(CpuConfig.splitSorts(MIN, 16, 8, false));
        assertTrue(CpuConfig.splitSorts(team - 1, 16, 8, false));
        assertFalse(CpuConfig.splitSorts(MIN - 1, 16, 8, false), "below its size");
        assertFalse(CpuConfig.splitSorts(team, 16, 8, false), "the team's from there");
        assertTrue(CpuConfig.splitSorts(MIN_FP, 16, 8, true));
        assertFalse(CpuConfig.splitSorts(MIN_FP - 1, 16, 8, true), "double keys from their own size");
        assertFalse(CpuConfig.splitSorts(1 << 14, 16, 4, false), "32-bit keys: their intrinsic won (0.84-1.45x)");
        assertFalse(CpuConfig.splitSorts(1 << 14, 8, 8, false), "fewer threads than the team's");
        CpuConfig.setCommonPoolParallel(false);
        assertFalse(CpuConfig.splitSorts(1 << 14, 16, 8, false), "a one-worker pool");
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkSimdSort64(false);
        assertFalse(CpuConfig.splitSorts(1 << 14, 16, 8, false), "the JDK's scalar sort: measured on neither machine");
    }

    @Test
    void unstructuredKeysGoInQuartersAndTheOtherRoutesKeepTheirs() {
        assertEquals(CpuConfig.Route.SMALL, longRoute(CpuTestData.Dist.UNIFORM, MIN - 1));
        for (int n : new int[] {MIN, MIN + 3, 1 << 14 | 1, CpuConfig.teamMin() - 1}) {
            for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.GAUSSIAN,
                    CpuTestData.Dist.ZIPF, CpuTestData.Dist.FEW256, CpuTestData.Dist.BUCKET_SORTED}) {
                assertEquals(CpuConfig.Route.SPLIT, longRoute(d, n), d + " " + n);
            }
        }
        assertEquals(CpuConfig.Route.FEW_FILL, longRoute(CpuTestData.Dist.FEW2, MIN));
        assertNotEquals(CpuConfig.Route.SPLIT, longRoute(CpuTestData.Dist.SORTED, MIN));
        assertNotEquals(CpuConfig.Route.SPLIT, longRoute(CpuTestData.Dist.ORGAN_PIPE, MIN));
        assertNotEquals(CpuConfig.Route.SPLIT, longRoute(CpuTestData.Dist.ALMOST_SORTED, MIN));
        assertNotEquals(CpuConfig.Route.SPLIT, longRoute(CpuTestData.Dist.UNIFORM, MIN, 8), "eight threads");
        // double keys from their own size
        for (int n : new int[] {MIN_FP - 1, MIN_FP}) {
            double[] a = CpuTestData.doubles(CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, n, 64), false, n);
            double[] e = a.clone();
            Arrays.sort(e);
            SampleSortDouble.sort(a, 0, n, 16);
            assertSortedLike(e, a, "double " + n);
            assertEquals(n >= MIN_FP ? CpuConfig.Route.SPLIT : CpuConfig.Route.SMALL, CpuConfig.lastRoute, "double " + n);
        }
    }

    @Test
    void everyShapeAndSubRangeComesOutAsArraysSortsWithTheOutsideUntouched() {
        for (CpuTestData.Dist d : CpuTestData.Dist.values()) {
            for (int n : new int[] {MIN, 5000, 1 << 13 | 7}) {
                long[] x = CpuTestData.longs(d, n + 20, n, 64);
                long[] a = x.clone(), e = x.clone();
                Arrays.sort(e, 9, n + 9);
                assertTrue(SplitSortLong.sorted(a, 9, n + 9));
                assertArrayEquals(e, a, "long " + d + " " + n);
                double[] y = CpuTestData.doubles(x, false, n), f = y.clone();
                for (int i = 0; i < y.length; i += 5) y[i] = (i & 4) == 0 ? -0.0 : 0.0;
                y[11] = Double.NEGATIVE_INFINITY;
                y[12] = Double.POSITIVE_INFINITY;
                y[13] = -Double.MIN_VALUE;
                f = y.clone();
                Arrays.sort(f, 9, n + 9);
                assertTrue(SplitSortDouble.sorted(y, 9, n + 9));
                assertSortedLike(f, y, "double " + d + " " + n);
            }
        }
    }

    @Test
    void aNaNLeavesTheDoublesAsTheyWereAndTheRouteSortsThemLikeArraysSort() {
        int n = 1 << 13;
        double[] a = CpuTestData.doubles(CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 7, 64), false, 7);
        a[n / 2] = Double.longBitsToDouble(0xfff8000000000001L); // a NaN with its sign bit set
        double[] before = a.clone(), e = a.clone();
        assertFalse(SplitSortDouble.sorted(a, 0, n));
        assertArrayEquals(before, a);
        Arrays.sort(e);
        SampleSortDouble.sort(a, 0, n, 16);
        assertSortedLike(e, a, "double with a NaN");
        assertNotEquals(CpuConfig.Route.SPLIT, CpuConfig.lastRoute);
    }

    @Test
    void pairsKeepThePackedRouteStableAndExact() {
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.ZIPF,
                CpuTestData.Dist.FEW256, CpuTestData.Dist.ALMOST_SORTED}) {
            for (int n : new int[] {MIN, 1 << 13 | 3, CpuConfig.teamMin() - 1}) {
                long[] x = CpuTestData.longs(d, n, n + d.ordinal(), 64);
                KvCase.checkPacked32(x, d + " n=" + n);
            }
        }
    }
}
