package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The sort in quarters on many cores (SplitSort, CpuConfig.splitSorts), simulated on any machine: where it applies
 * (sizes per key type, threads, pool, the JDK's SIMD sort), exact results against {@code Arrays.sort} for every key
 * type on every shape (floating point: zeros of both signs ordered, through the ordered bits and back; a NaN refuses
 * and leaves the keys as they were), sub-ranges; helpers that come late or never; pairs on those threads keep their
 * packed route, stable and exact.
 */
class SplitSortTest {
    private static final int MIN = CpuConfig.SPLIT_MIN, MIN_32 = CpuConfig.SPLIT_MIN_32,
            BELOW = CpuConfig.SPLIT_BELOW;

    /** Where the 32-bit keys' rule applies here: their JDK sort is the intrinsic (no override for that width). */
    private static final boolean SIMD32 = CpuPolicy.jdkSimdSort(4);

    @BeforeEach
    void manyCores() {
        CpuConfig.setJdkSimdSort64(true);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
    }

    @AfterEach
    void restore() {
        CpuConfig.setDenseSpanMax(-1);
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    private static CpuConfig.Route longRoute(CpuTestData.Dist d, int n) {
        return longRoute(d, n, 16);
    }

    private static CpuConfig.Route longRoute(CpuTestData.Dist d, int n, int threads) {
        return CpuTestData.longRoute(d, n, threads);
    }

    @Test
    void theRuleNeedsManyThreadsAParallelPoolTheSimdSortAndItsSizes() {
        assertTrue(CpuConfig.splitSorts(MIN, 16, 8, false));
        assertTrue(CpuConfig.splitSorts(BELOW - 1, 16, 8, false));
        assertTrue(CpuConfig.splitSorts(CpuConfig.teamMin(), 16, 8, false),
                "the rule's sizes (where the team applies it goes first: SampleSort.team)");
        assertFalse(CpuConfig.splitSorts(MIN - 1, 16, 8, false), "below its size");
        assertFalse(CpuConfig.splitSorts(BELOW, 16, 8, false), "the team's from there");
        assertTrue(CpuConfig.splitSorts(MIN, 16, 8, true), "double keys alike");
        assertFalse(CpuConfig.splitSorts(MIN - 1, 16, 8, true));
        assertFalse(CpuConfig.splitSorts(MIN_32 - 1, 16, 4, false), "32-bit keys from their own size");
        assertFalse(CpuConfig.splitSorts(MIN_32 - 1, 16, 4, true));
        assertEquals(SIMD32, CpuConfig.splitSorts(MIN_32, 16, 4, true));
        assertEquals(SIMD32, CpuConfig.splitSorts(MIN_32, 16, 4, false));
        assertFalse(CpuConfig.splitSorts(BELOW, 16, 4, false));
        assertFalse(CpuConfig.splitSorts(1 << 14, 7, 8, false), "fewer threads than the team's");
        assertTrue(CpuConfig.splitSorts(1 << 14, 8, 8, false), "64-bit keys from teamMinThreads (8)");
        assertFalse(CpuConfig.splitSorts(MIN_32, 8, 4, false), "32-bit keys from teamMinThreads32 (12)");
        assertEquals(SIMD32, CpuConfig.splitSorts(MIN_32, 12, 4, false));
        CpuConfig.setCommonPoolParallel(false);
        assertFalse(CpuConfig.splitSorts(1 << 14, 16, 8, false), "a one-worker pool");
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkSimdSort64(false);
        assertFalse(CpuConfig.splitSorts(1 << 14, 16, 8, false), "the JDK's scalar sort: measured on neither machine");
    }

    @Test
    void unstructuredKeysGoInQuartersAndTheOtherRoutesKeepTheirs() {
        CpuConfig.setDenseSpanMax(0); // (zipf's small keys are otherwise counted: DenseCountTest)
        assertEquals(CpuConfig.Route.SMALL, longRoute(CpuTestData.Dist.UNIFORM, MIN - 1));
        for (int n : new int[] {MIN, MIN + 3, CpuConfig.SPLIT_TEAM_MIN - 1, CpuConfig.SPLIT_TEAM_MIN,
                CpuConfig.teamMin() - 1}) {
            for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.GAUSSIAN,
                    CpuTestData.Dist.ZIPF, CpuTestData.Dist.FEW256, CpuTestData.Dist.BUCKET_SORTED}) {
                // (from SPLIT_TEAM_MIN the quarters' keys on the team, 64-bit ones with duplicates too)
                CpuConfig.Route r = n < CpuConfig.SPLIT_TEAM_MIN ? CpuConfig.Route.SPLIT : CpuConfig.Route.TEAM;
                assertEquals(r, longRoute(d, n), d + " " + n);
            }
        }
        // where the team applies (64-bit keys from teamMin) it sorts, up to below BELOW too; int keys, whose team
        // route starts at teamMinInt, on the team through SplitSort's sizes (SPLIT_TEAM_MIN); 32-bit keys with
        // duplicates, which the team leaves to Arrays.sort there, in quarters
        for (int n : new int[] {CpuConfig.teamMin(), BELOW - 1, BELOW}) {
            assertEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.UNIFORM, n), "long uniform " + n);
            assertEquals(CpuConfig.Route.TEAM, longRoute(CpuTestData.Dist.GAUSSIAN, n), "long gaussian " + n);
        }
        if (SIMD32 && CpuConfig.teamMin() < CpuConfig.teamMinInt()) {
            int n = CpuConfig.teamMin();
            int[] i = CpuTestData.ints(CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 3, 64)), ie = i.clone();
            Arrays.sort(ie);
            SampleSortInt.sort(i, 0, n, 16);
            assertArrayEquals(ie, i, "int " + n);
            assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "int uniform " + n + ": on the team (SPLIT_TEAM_MIN)");
            // int keys with duplicates: Arrays.sort there, or counted (the intrinsic's time moves between JVMs)
            int[] j = CpuTestData.ints(CpuTestData.longs(CpuTestData.Dist.FEW256, n, 3, 64)), je = j.clone();
            Arrays.sort(je);
            SampleSortInt.sort(j, 0, n, 16);
            assertArrayEquals(je, j, "int few256 " + n);
            assertNotEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "int few256 " + n);
            assertNotEquals(CpuConfig.Route.SPLIT, CpuConfig.lastRoute, "int few256 " + n);
            float[] f = CpuTestData.floats(CpuTestData.longs(CpuTestData.Dist.FEW256, n, 3, 64), false, 3);
            float[] fe = f.clone();
            Arrays.sort(fe);
            SampleSortFloat.sort(f, 0, n, 16);
            assertSortedLike(fe, f, "float few256 " + n);
            assertEquals(CpuConfig.Route.SPLIT, CpuConfig.lastRoute, "float few256 " + n);
        }
        if (SIMD32) intDuplicatesLeavingTheQuartersAreCountedOrGoToTheJdk();
        // value-clustered keys (the benchmark's staggered float keys) in quarters below SPLIT_TEAM_MIN, the team's
        // from there
        for (int n : new int[] {CpuConfig.SPLIT_TEAM_MIN - 1, CpuConfig.SPLIT_TEAM_MIN, CpuConfig.SPLIT_CLUSTERED_BELOW}) {
            float[] f = DataGenerator.floats(Distribution.STAGGERED, n, 5), e = f.clone();
            Arrays.sort(e);
            SampleSortFloat.sort(f, 0, n, 16);
            assertSortedLike(e, f, "float staggered " + n);
            if (SIMD32) {
                assertEquals(n < CpuConfig.SPLIT_TEAM_MIN ? CpuConfig.Route.SPLIT : CpuConfig.Route.TEAM,
                        CpuConfig.lastRoute, "float staggered " + n);
            }
        }
        assertEquals(CpuConfig.Route.FEW_FILL, longRoute(CpuTestData.Dist.FEW2, MIN));
        assertNotEquals(CpuConfig.Route.SPLIT, longRoute(CpuTestData.Dist.SORTED, MIN));
        assertNotEquals(CpuConfig.Route.SPLIT, longRoute(CpuTestData.Dist.ORGAN_PIPE, MIN));
        assertNotEquals(CpuConfig.Route.SPLIT, longRoute(CpuTestData.Dist.ALMOST_SORTED, MIN));
        assertNotEquals(CpuConfig.Route.SPLIT, longRoute(CpuTestData.Dist.UNIFORM, MIN, 7), "seven threads");
        // the other key types at their first sizes and at the team's
        for (int n : new int[] {MIN - 1, MIN, MIN_32 - 1, MIN_32, CpuConfig.teamMin()}) {
            long[] x = CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, n, 64);
            double[] d = CpuTestData.doubles(x, false, n), de = d.clone();
            Arrays.sort(de);
            SampleSortDouble.sort(d, 0, n, 16);
            assertSortedLike(de, d, "double " + n);
            assertEquals(n < MIN ? CpuConfig.Route.SMALL : n < CpuConfig.SPLIT_TEAM_MIN ? CpuConfig.Route.SPLIT
                    : CpuConfig.Route.TEAM, CpuConfig.lastRoute, "double " + n);
            float[] f = CpuTestData.floats(x, false, n), fe = f.clone();
            Arrays.sort(fe);
            SampleSortFloat.sort(f, 0, n, 16);
            assertSortedLike(fe, f, "float " + n);
            assertEquals(SIMD32 && n >= MIN_32 && n < CpuConfig.SPLIT_TEAM_MIN, CpuConfig.lastRoute == CpuConfig.Route.SPLIT,
                    "float " + n);
            if (SIMD32 && n >= CpuConfig.SPLIT_TEAM_MIN) assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "float " + n);
            int[] i = CpuTestData.ints(x), ie = i.clone();
            Arrays.sort(ie);
            SampleSortInt.sort(i, 0, n, 16);
            assertArrayEquals(ie, i, "int " + n);
            assertEquals(SIMD32 && n >= MIN_32 && n < CpuConfig.SPLIT_TEAM_MIN, CpuConfig.lastRoute == CpuConfig.Route.SPLIT,
                    "int " + n);
            if (SIMD32 && n >= CpuConfig.SPLIT_TEAM_MIN) assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "int " + n);
        }
    }

    /**
     * Int keys whose sample shows duplicates leave the quarters on the team's threads (from SPLIT_TEAM_MIN, below
     * FEW_WIDE_SEQUENTIAL_MIN): a few hundred values, all in the wider sample, are counted and filled (FEW_FILL);
     * with one key outside them, or with more values, the count writes nothing and the JDK sorts them (SMALL).
     */
    private static void intDuplicatesLeavingTheQuartersAreCountedOrGoToTheJdk() {
        for (int n : new int[] {CpuConfig.SPLIT_TEAM_MIN, (CpuConfig.SPLIT_TEAM_MIN + CpuConfig.FEW_WIDE_SEQUENTIAL_MIN) / 2,
                CpuConfig.FEW_WIDE_SEQUENTIAL_MIN - 1}) {
            if (n < CpuConfig.SPLIT_TEAM_MIN || n >= CpuConfig.FEW_WIDE_SEQUENTIAL_MIN
                    || !CpuConfig.splitSorts(n, 16, 4, false)) {
                continue;
            }
            int[] few = CpuTestData.ints(CpuTestData.longs(CpuTestData.Dist.FEW256, n, 7, 64)), fe = few.clone();
            Arrays.sort(fe);
            SampleSortInt.sort(few, 0, n, 16);
            assertArrayEquals(fe, few, "int few256 " + n);
            assertEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "int few256 " + n + ": counted");
            // one key outside the values near the end (the count meets it, or the sample reads it once: nothing
            // written)
            int[] odd = CpuTestData.ints(CpuTestData.longs(CpuTestData.Dist.FEW256, n, 7, 64));
            odd[n - 1] = Integer.MIN_VALUE + 12345;
            int[] oe = odd.clone();
            Arrays.sort(oe);
            SampleSortInt.sort(odd, 0, n, 16);
            assertArrayEquals(oe, odd, "int few256 and one other key " + n);
            assertEquals(CpuConfig.Route.SMALL, CpuConfig.lastRoute, "int few256 and one other key " + n);
            // 600 values, more than the wider sample takes (FEW_WIDE_MAX): the JDK sorts them
            int[] many = new int[n];
            java.util.SplittableRandom r = new java.util.SplittableRandom(n);
            for (int k = 0; k < n; k++) many[k] = r.nextInt(600) * 7919;
            int[] me = many.clone();
            Arrays.sort(me);
            SampleSortInt.sort(many, 0, n, 16);
            assertArrayEquals(me, many, "int of 600 values " + n);
            assertNotEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "int of 600 values " + n);
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
                int[] i = CpuTestData.ints(x), ie = i.clone();
                Arrays.sort(ie, 9, n + 9);
                assertTrue(SplitSortInt.sorted(i, 9, n + 9));
                assertArrayEquals(ie, i, "int " + d + " " + n);
                double[] y = CpuTestData.doubles(x, false, n);
                float[] z = CpuTestData.floats(x, false, n);
                for (int k = 0; k < y.length; k += 5) {
                    y[k] = (k & 4) == 0 ? -0.0 : 0.0;
                    z[k] = (k & 4) == 0 ? -0.0f : 0.0f;
                }
                y[11] = Double.NEGATIVE_INFINITY;
                y[12] = Double.POSITIVE_INFINITY;
                y[13] = -Double.MIN_VALUE;
                y[14] = Double.MAX_VALUE;
                z[11] = Float.NEGATIVE_INFINITY;
                z[12] = Float.POSITIVE_INFINITY;
                z[13] = -Float.MIN_VALUE;
                z[14] = -Float.MAX_VALUE;
                double[] ye = y.clone();
                float[] ze = z.clone();
                Arrays.sort(ye, 9, n + 9);
                Arrays.sort(ze, 9, n + 9);
                assertTrue(SplitSortDouble.sorted(y, 9, n + 9));
                assertSortedLike(ye, y, "double " + d + " " + n);
                assertTrue(SplitSortFloat.sorted(z, 9, n + 9));
                assertSortedLike(ze, z, "float " + d + " " + n);
            }
        }
    }

    @Test
    void aNaNLeavesTheKeysAsTheyWereAndTheRouteSortsThemLikeArraysSort() {
        int n = 1 << 13;
        long[] x = CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 7, 64);
        double[] a = CpuTestData.doubles(x, false, 7);
        a[n / 2] = Double.longBitsToDouble(0xfff8000000000001L); // a NaN with its sign bit set
        double[] before = a.clone(), e = a.clone();
        assertFalse(SplitSortDouble.sorted(a, 0, n));
        assertArrayEquals(before, a);
        Arrays.sort(e);
        SampleSortDouble.sort(a, 0, n, 16);
        assertSortedLike(e, a, "double with a NaN");
        assertNotEquals(CpuConfig.Route.SPLIT, CpuConfig.lastRoute);
        float[] f = CpuTestData.floats(x, false, 7);
        f[n - 1] = Float.intBitsToFloat(0xffc00001);
        float[] fBefore = f.clone(), fe = f.clone();
        assertFalse(SplitSortFloat.sorted(f, 0, n));
        assertArrayEquals(fBefore, f);
        Arrays.sort(fe);
        SampleSortFloat.sort(f, 0, n, 16);
        assertSortedLike(fe, f, "float with a NaN");
        assertNotEquals(CpuConfig.Route.SPLIT, CpuConfig.lastRoute);
        // the sort after a refusal takes the buffer the refused one returned
        long[] y = CpuTestData.longs(CpuTestData.Dist.GAUSSIAN, n, 8, 64), ye = y.clone();
        Arrays.sort(ye);
        assertTrue(SplitSortLong.sorted(y, 0, n));
        assertArrayEquals(ye, y);
    }

    /**
     * With every worker of the pool held, the helpers asked before the pass never come while the sort runs: this
     * thread sorts all four quarters. Released, they run late, after the sort has returned and while the next sorts
     * of the same type reuse the buffer; they claim nothing and change nothing.
     */
    @Test
    void helpersThatComeLateOrNeverChangeNothing() throws InterruptedException {
        ForkJoinPool pool = CpuConfig.pool();
        CountDownLatch hold = new CountDownLatch(1), held = new CountDownLatch(pool.getParallelism());
        for (int w = 0; w < pool.getParallelism(); w++) {
            pool.execute(() -> {
                held.countDown();
                try {
                    hold.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        try {
            held.await();
            for (int r = 0; r < 3; r++) {
                long[] a = CpuTestData.longs(CpuTestData.Dist.UNIFORM, 1 << 13, r, 64), e = a.clone();
                Arrays.sort(e);
                assertTrue(SplitSortLong.sorted(a, 0, a.length));
                assertArrayEquals(e, a, "no helper, round " + r);
            }
        } finally {
            hold.countDown();
        }
        for (int r = 0; r < 50; r++) { // the held rounds' helpers run now, beside these sorts
            long[] a = CpuTestData.longs(CpuTestData.Dist.ZIPF, 5000 + r, r, 64), e = a.clone();
            Arrays.sort(e);
            assertTrue(SplitSortLong.sorted(a, 0, a.length));
            assertArrayEquals(e, a, "late helpers, round " + r);
        }
    }

    /**
     * Nearly sorted pairs' packed words go to AlmostSortedLong (set aside, sorted, merged) before the team and the
     * quarters, from almostSortedSmallMin up to below almostSortedMin: exact and stable on 16 threads and on two (a
     * one-worker pool, the JDK's 64-bit sort scalar), keys with ties and without, floating point specials too.
     */
    @Test
    void nearlySortedPairsAreExactAndStableOnEveryCoreCount() {
        for (int threads : new int[] {16, 2}) {
            CpuConfig.setThreads(threads);
            CpuConfig.setCommonPoolParallel(threads > 2);
            CpuConfig.setJdkSimdSort64(threads > 2);
            for (int n : new int[] {CpuConfig.ALMOST_SORTED_SMALL_MIN, 1 << 13 | 5, (1 << 15) + 3}) {
                long[] x = CpuTestData.longs(CpuTestData.Dist.ALMOST_SORTED, n, n, 64);
                assertTrue(AlmostSortedLong.probes(n), "the probe's size");
                KvCase.checkPacked32(x, "nearly sorted, threads=" + threads + " n=" + n);
                long[] ties = x.clone();
                for (int i = 0; i < n; i++) ties[i] = x[i] / 3; // runs of equal keys: the values' order matters
                KvCase.checkPacked32(ties, "nearly sorted with ties, threads=" + threads + " n=" + n);
            }
        }
    }

    /**
     * From almostSortedMin, where the JDK's sort of the packed words would be sequential (two cores: a one-worker
     * pool, the SIMD sort), nearly sorted pairs' words are set aside and merged too (route ALMOST_SORTED), not sorted
     * by the two-thread team or Arrays.sort: exact and stable, ties too, for every 32-bit key and value type. Fails
     * with the words' probe limited to below almostSortedMin, as before the hundred-and-fifteenth session (PACKED).
     */
    @Test
    void nearlySortedPairsFromTheProbesSizeAreSetAsideOnTwoCores() {
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        for (int n : new int[] {CpuConfig.ALMOST_SORTED_MIN, (1 << 17) + 3}) {
            // (spread out: the generator's nearly sorted keys are 0..n-1, which the dense count would take)
            long[] x = CpuTestData.longs(CpuTestData.Dist.ALMOST_SORTED, n, n, 64);
            long[] ties = x.clone();
            for (int i = 0; i < n; i++) {
                ties[i] = x[i] / 3 * 4099; // runs of equal keys: the values' order matters
                x[i] *= 4099;
            }
            for (long[] keys : new long[][] {x, ties}) {
                for (dev.samplesort.KeyType kt : new dev.samplesort.KeyType[] {dev.samplesort.KeyType.INT,
                        dev.samplesort.KeyType.FLOAT}) {
                    for (dev.samplesort.ValueType vt : dev.samplesort.ValueType.values()) {
                        String what = kt + "+" + vt + " n=" + n + (keys == ties ? " with ties" : "");
                        KvCase c = new KvCase(kt, vt, keys, n, false);
                        c.sort(0, n, true);
                        assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, what);
                        c.check(0, n, true, what);
                    }
                }
            }
        }
    }

    @Test
    void pairsKeepThePackedRouteStableAndExact() {
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.ZIPF,
                CpuTestData.Dist.FEW256, CpuTestData.Dist.ALMOST_SORTED}) {
            for (int n : new int[] {MIN, 1 << 13 | 3, CpuConfig.teamMin(), BELOW - 1}) {
                long[] x = CpuTestData.longs(d, n, n + d.ordinal(), 64);
                KvCase.checkPacked32(x, d + " n=" + n);
            }
        }
    }
}
