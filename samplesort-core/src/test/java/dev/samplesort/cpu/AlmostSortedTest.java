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
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The nearly sorted route (AlmostSorted*, docs/CPU.md): which inputs its probe lets in, that a range it takes comes
 * out exactly as {@code Arrays.sort} sorts it (floating point: NaNs last with their bit patterns, -0.0 before 0.0,
 * also where the keys set aside hold them), and that a range it gives back (too many keys out of place) keeps its
 * keys and is sorted by the next route.
 */
class AlmostSortedTest {
    @AfterEach
    void restore() {
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
        CpuConfig.setCommonPoolParallel(null);
    }

    /** An ascending ramp of n keys with a share {@code noise} of positions holding random keys (as almostsorted). */
    static long[] ramp(int n, double noise, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] x = new long[n];
        for (int i = 0; i < n; i++) x[i] = r.nextDouble() < noise ? r.nextLong() : (long) i << 20;
        return x;
    }

    private static void checkLong(long[] x, String what) {
        long[] a = x.clone(), e = x.clone();
        Arrays.sort(e);
        boolean took = AlmostSortedLong.sorted(a, 0, a.length, 2);
        if (took) {
            assertArrayEquals(e, a, what);
        } else {
            long[] before = x.clone(), after = a.clone();
            Arrays.sort(before);
            Arrays.sort(after);
            assertArrayEquals(before, after, what + ": given back with its keys");
        }
    }

    @Test
    void takesNearlySortedKeysOnly() {
        int n = 1 << 16;
        assertTrue(AlmostSortedLong.probe(DataGenerator.longs(Distribution.ALMOST_SORTED, n, 42), 0, n), "almostsorted");
        assertTrue(AlmostSortedInt.probe(DataGenerator.ints(Distribution.ALMOST_SORTED, n, 42), 0, n), "int too");
        for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.SORTED, Distribution.REVERSE_SORTED,
            Distribution.ALL_EQUAL, Distribution.DETERMINISTIC_DUPLICATES, Distribution.STAGGERED, Distribution.ZIPF,
            Distribution.FEW_UNIQUE_2, Distribution.BUCKET_SORTED, Distribution.GAUSSIAN}) {
            assertFalse(AlmostSortedLong.probe(DataGenerator.longs(d, n, 42), 0, n), d.toString());
        }
        // sawtooth: ascending runs of 1000 keys, the windows out of order
        long[] saw = new long[n];
        for (int i = 0; i < n; i++) saw[i] = (i % 1000) * 7L + i / 1000;
        assertFalse(AlmostSortedLong.probe(saw, 0, n), "sawtooth");
    }

    @Test
    void sortsExactlyOrGivesTheKeysBack() {
        for (int n : new int[] {1024, 1025, 5000, 1 << 16, 100_003}) {
            for (double noise : new double[] {0.001, 0.01, 0.03, 0.1, 0.3}) {
                for (long seed = 1; seed <= 3; seed++) checkLong(ramp(n, noise, seed * n), n + " keys, " + noise);
            }
        }
    }

    @Test
    void tooManyKeysOutOfPlaceAreGivenBack() {
        long[] x = ramp(1 << 16, 0, 5);
        x[5] = Long.MAX_VALUE / 2; // the probe's one key out of place
        // the probe's windows clean but for it, the rest full of keys out of place: it passes, then the side fills up
        SplittableRandom r = new SplittableRandom(6);
        for (int i = 40; i < x.length; i++) if (i % 4096 >= 40 && r.nextInt(3) == 0) x[i] = r.nextLong();
        assertTrue(AlmostSortedLong.probe(x, 0, x.length));
        long[] a = x.clone();
        assertFalse(AlmostSortedLong.sorted(a, 0, a.length, 2));
        long[] before = x.clone();
        Arrays.sort(before);
        Arrays.sort(a);
        assertArrayEquals(before, a, "the same keys");
    }

    @Test
    void aSubrangeIsSortedAndNothingAroundIt() {
        long[] x = ramp(1 << 15, 0.01, 9);
        long[] a = x.clone(), e = x.clone();
        assertTrue(AlmostSortedLong.sorted(a, 100, a.length - 77, 1));
        Arrays.sort(e, 100, e.length - 77);
        assertArrayEquals(e, a);
    }

    /**
     * Fills d and f with a nearly sorted ramp (its zeros in the middle) holding NaNs of several bit patterns, zeros
     * of both signs in and out of place and infinities; for seed 2 the first key a NaN.
     */
    static void fpRamps(long seed, double[] d, float[] f) {
        int n = d.length;
        long[] r = ramp(n, 0.01, seed);
        for (int i = 0; i < n; i++) {
            d[i] = (r[i] >> 20) - n / 2.0;
            f[i] = (float) d[i];
        }
        SplittableRandom s = new SplittableRandom(seed);
        for (int k = 0; k < n / 200; k++) {
            int at = s.nextInt(n);
            d[at] = CpuTestData.DOUBLE_EDGES[s.nextInt(CpuTestData.DOUBLE_EDGES.length)];
            f[at] = CpuTestData.FLOAT_EDGES[s.nextInt(CpuTestData.FLOAT_EDGES.length)];
        }
        d[n / 2] = -0.0;
        f[n / 2 + 1] = -0.0f;
        if (seed == 2) {
            d[0] = Double.NaN;
            f[0] = Float.NaN;
        }
    }

    @Test
    void floatingPointKeysComeOutAsArraysSortHasThem() {
        for (int n : new int[] {4096, 1 << 16}) {
            for (long seed = 1; seed <= 4; seed++) {
                double[] d = new double[n];
                float[] f = new float[n];
                fpRamps(seed, d, f);
                double[] da = d.clone(), de = d.clone();
                Arrays.sort(de);
                assertTrue(AlmostSortedDouble.sorted(da, 0, n, 2), "double " + n + " " + seed);
                assertSortedLike(de, da, "double " + n + " " + seed);
                float[] fa = f.clone(), fe = f.clone();
                Arrays.sort(fe);
                assertTrue(AlmostSortedFloat.sorted(fa, 0, n, 2), "float " + n + " " + seed);
                assertSortedLike(fe, fa, "float " + n + " " + seed);
            }
        }
    }

    @Test
    void intKeysWithDuplicates() {
        int n = 1 << 16;
        int[] x = new int[n];
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < n; i++) x[i] = r.nextInt(100) == 0 ? r.nextInt() : i / 8; // runs of 8 equal keys
        int[] a = x.clone(), e = x.clone();
        Arrays.sort(e);
        assertTrue(AlmostSortedInt.sorted(a, 0, n, 2));
        assertArrayEquals(e, a);
    }

    /**
     * Below almostSortedMin, from almostSortedSmallMin, where the JDK's sequential sort would take the keys, nearly
     * sorted keys of every type are set aside and merged last, exactly as Arrays.sort (floating point: zeros of both
     * signs, a NaN); with 16 threads and a parallel pool too. Sorted keys stay on the one-run route, random and
     * run-structured keys on theirs; below almostSortedSmallMin the route is not taken.
     */
    @Test
    void belowItsSizeNearlySortedKeysAreTriedLast() {
        int lo = CpuConfig.ALMOST_SORTED_SMALL_MIN, hi = Math.min(CpuConfig.ALMOST_SORTED_MIN, 1 << 20) - 1;
        for (boolean many : new boolean[] {false, true}) {
            CpuConfig.setCommonPoolParallel(many);
            int threads = many ? 16 : 2;
            // (with a parallel pool: below the team's sizes, where the JDK's sort is still sequential)
            for (int n : many ? new int[] {lo, 3 * lo / 2 + 1} : new int[] {lo, 3 * lo / 2 + 1, hi}) {
                String what = n + " keys, " + threads + " threads";
                int[] i = DataGenerator.ints(Distribution.ALMOST_SORTED, n, 11), ie = i.clone();
                Arrays.sort(ie);
                SampleSortInt.sort(i, 0, n, threads);
                assertArrayEquals(ie, i, "int " + what);
                assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "int " + what);
                long[] l = DataGenerator.longs(Distribution.ALMOST_SORTED, n, 11), le = l.clone();
                Arrays.sort(le);
                SampleSortLong.sort(l, 0, n, threads);
                assertArrayEquals(le, l, "long " + what);
                assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "long " + what);
                float[] f = DataGenerator.floats(Distribution.ALMOST_SORTED, n, 11);
                f[n / 3] = -0.0f;
                f[n / 3 + 7] = 0.0f;
                f[2 * n / 3] = Float.NaN;
                float[] fe = f.clone();
                Arrays.sort(fe);
                SampleSortFloat.sort(f, 0, n, threads);
                assertSortedLike(fe, f, "float " + what);
                assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "float " + what);
                double[] d = DataGenerator.doubles(Distribution.ALMOST_SORTED, n, 11);
                d[n / 4] = 0.0;
                d[n / 4 + 3] = -0.0;
                double[] de = d.clone();
                Arrays.sort(de);
                SampleSortDouble.sort(d, 0, n, threads);
                assertSortedLike(de, d, "double " + what);
                assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "double " + what);
                for (Distribution other : new Distribution[] {Distribution.SORTED, Distribution.UNIFORM,
                        Distribution.ORGAN_PIPE}) {
                    int[] o = DataGenerator.ints(other, n, 11), oe = o.clone();
                    Arrays.sort(oe);
                    SampleSortInt.sort(o, 0, n, threads);
                    assertArrayEquals(oe, o, other + " " + what);
                    assertNotEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, other + " " + what);
                }
            }
            int[] below = DataGenerator.ints(Distribution.ALMOST_SORTED, lo - 1, 11), be = below.clone();
            Arrays.sort(be);
            SampleSortInt.sort(below, 0, lo - 1, threads);
            assertArrayEquals(be, below);
            assertNotEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "below almostSortedSmallMin");
        }
    }

    /**
     * Where the team's sort takes 64-bit keys below almostSortedMin (2^15 on 8 and 16 threads with the intrinsic:
     * between the small route's sizes and the probe's), nearly sorted keys are tried before the team, up to
     * almostSortedLastThreads, exactly as Arrays.sort (zeros of both signs, a NaN); random keys stay on the team.
     */
    @Test
    void atTheTeamsSizesNearlySortedKeysAreTriedBeforeTheTeam() {
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkSimdSort64(true);
        int n = CpuConfig.ALMOST_SORTED_MIN / 2;
        for (int threads : new int[] {8, 16}) {
            String what = n + " keys, " + threads + " threads";
            assertTrue(CpuConfig.teamSorts(n, threads, false, 8) && !CpuConfig.almostSortedProbe(n,
                    CpuConfig.jdkBelow(8, threads), threads, 8), "the team's size, unprobed: " + what);
            CpuConfig.Route nearly = threads <= CpuConfig.ALMOST_SORTED_LAST_THREADS
                    ? CpuConfig.Route.ALMOST_SORTED : CpuConfig.Route.TEAM;
            long[] l = DataGenerator.longs(Distribution.ALMOST_SORTED, n, 13), le = l.clone();
            Arrays.sort(le);
            SampleSortLong.sort(l, 0, n, threads);
            assertArrayEquals(le, l, "long " + what);
            assertEquals(nearly, CpuConfig.lastRoute, "long " + what);
            double[] d = DataGenerator.doubles(Distribution.ALMOST_SORTED, n, 13);
            d[n / 4] = 0.0;
            d[n / 4 + 3] = -0.0;
            d[n / 2 + 5] = Double.NaN;
            double[] de = d.clone();
            Arrays.sort(de);
            SampleSortDouble.sort(d, 0, n, threads);
            assertSortedLike(de, d, "double " + what);
            assertEquals(nearly, CpuConfig.lastRoute, "double " + what);
            long[] u = DataGenerator.longs(Distribution.UNIFORM, n, 13), ue = u.clone();
            Arrays.sort(ue);
            SampleSortLong.sort(u, 0, n, threads);
            assertArrayEquals(ue, u, "uniform " + what);
            assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "uniform " + what);
        }
    }

    /** Where the JDK's sort would be sequential the hybrid takes the route; with parallelSort in play it does not. */
    @Test
    void theHybridRoutesNearlySortedKeysWhereTheJdkIsSequential() {
        int n = 1 << 18;
        for (int threads : new int[] {1, 2}) {
            CpuConfig.setCommonPoolParallel(false);
            long[] x = DataGenerator.longs(Distribution.ALMOST_SORTED, n, 7), e = x.clone();
            Arrays.sort(e);
            SampleSortLong.sort(x, 0, n, threads);
            assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, threads + " threads");
            assertArrayEquals(e, x);
            int[] y = DataGenerator.ints(Distribution.ALMOST_SORTED, n, 7), ye = y.clone();
            Arrays.sort(ye);
            SampleSortInt.sort(y, 0, n, threads);
            assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "int, " + threads + " threads");
            assertArrayEquals(ye, y);
        }
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkSimdSort64(CpuConfig.JDK_SIMD_SORT);
        // below teamStructureMinThreads (2 threads; the fork/join pass from ALMOST_SORTED_PARALLEL_MIN; with the
        // team's threads the pass starts at ALMOST_SORTED_TEAM_MIN, AlmostSortedParallelTest)
        n = CpuConfig.ALMOST_SORTED_PARALLEL_MIN / 2;
        long[] x = DataGenerator.longs(Distribution.ALMOST_SORTED, n, 7), e = x.clone();
        Arrays.sort(e);
        SampleSortLong.sort(x, 0, n, 2);
        assertEquals(!CpuConfig.JDK_SIMD_SORT, CpuConfig.lastRoute == CpuConfig.Route.ALMOST_SORTED,
                "2 threads, parallelSort's sizes: only without the intrinsic");
        assertArrayEquals(e, x);
        assertEquals(!CpuConfig.JDK_SIMD_SORT, CpuConfig.almostSortedProbe(CpuConfig.ALMOST_SORTED_PARALLEL_MIN - 1,
                1 << 25, 2, 4), "below the parallel pass's size");
        assertEquals(!CpuConfig.JDK_SIMD_SORT, CpuConfig.almostSortedProbe(CpuConfig.ALMOST_SORTED_TEAM_MIN - 1,
                1 << 25, 16, 4), "below the team's pass's size");
        assertTrue(CpuConfig.almostSortedProbe(CpuConfig.ALMOST_SORTED_MIN, 1 << 25, 1, 4));
        assertFalse(CpuConfig.almostSortedProbe(CpuConfig.ALMOST_SORTED_MIN - 1, 1 << 25, 1, 4), "below its size");
        assertTrue(CpuConfig.almostSortedProbe(1 << 12, 1 << 12, 1, 4), "from the engine's size where that is smaller");
        // where the JDK's 64-bit sort is scalar, also with a parallel pool (parallelSort beat the leafless engine)
        CpuConfig.setJdkSimdSort64(false);
        try {
            assertTrue(CpuConfig.almostSortedProbe(1 << 20, 1 << 21, 16, 8));
            x = DataGenerator.longs(Distribution.ALMOST_SORTED, n, 8);
            e = x.clone();
            Arrays.sort(e);
            SampleSortLong.sort(x, 0, n, 16);
            assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "16 threads, scalar 64-bit JDK sort");
            assertArrayEquals(e, x);
        } finally {
            CpuConfig.setJdkSimdSort64(null);
        }
    }
}
