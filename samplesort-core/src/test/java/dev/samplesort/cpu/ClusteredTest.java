package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The value-clustered route (CpuConfig.CLUSTERED_JDK_BELOW_32, docs/CPU.md): which inputs the probe calls clustered,
 * that the hybrid hands them to {@code Arrays.parallelSort} only where the engine would sort 32-bit keys with a
 * parallel JDK sort of the intrinsic, and that the result is {@code Arrays.sort}'s.
 */
class ClusteredTest {
    @AfterEach
    void restore() {
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setCommonPoolParallelism(0);
        CpuConfig.setClusteredEngine(null);
        CpuConfig.setColdStart(CpuConfig.POLICY.cold().on(), -1);
    }

    /**
     * With 3-7 threads and a parallel pool (simulated: CI has 2 cores), value-clustered keys that the JDK's sizes give
     * {@code parallelSort} take the engine (CpuConfig.clusteredEngine): `int` / `float` from CLUSTERED_ENGINE_MIN_32
     * (past the parallel one-run check, RUN_SCAN_PARALLEL_MIN), `long` / `double` from CLUSTERED_ENGINE_MIN_64 (after
     * the run scan); uniform keys keep {@code parallelSort}, as do clustered keys with the flag off. Results exactly
     * {@code Arrays.sort}'s, floating point specials included.
     */
    @Test
    void clusteredKeysOnFewThreadsTakeTheEngine() {
        CpuConfig.setColdStart(false, -1);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setCommonPoolParallelism(3);
        int threads = 4, n32 = CpuConfig.CLUSTERED_ENGINE_MIN_32, n64 = CpuConfig.CLUSTERED_ENGINE_MIN_64;
        for (boolean on : new boolean[] {true, false}) {
            CpuConfig.setClusteredEngine(on);
            CpuConfig.Route clustered = on ? CpuConfig.Route.ENGINE : CpuConfig.Route.PAR;
            int[] x = DataGenerator.ints(Distribution.STAGGERED, n32, 3), xe = x.clone();
            Arrays.sort(xe);
            SampleSortInt.sort(x, 0, n32, threads);
            assertEquals(clustered, CpuConfig.lastRoute, "int staggered, on " + on);
            assertArrayEquals(xe, x);
            float[] f = DataGenerator.floats(Distribution.STAGGERED, n32, 3);
            f[n32 / 3 + 1] = Float.NaN;
            f[n32 / 5 + 1] = -0.0f;
            assertTrue(SampleSortFloat.clustered(f, 0, n32), "float staggered, a NaN not read");
            float[] fe = f.clone();
            Arrays.sort(fe);
            SampleSortFloat.sort(f, 0, n32, threads);
            assertEquals(clustered, CpuConfig.lastRoute, "float staggered, on " + on);
            assertEquals(Arrays.toString(fe), Arrays.toString(f));
            long[] l = DataGenerator.longs(Distribution.STAGGERED, n64, 3), le = l.clone();
            Arrays.sort(le);
            SampleSortLong.sort(l, 0, n64, threads);
            assertEquals(clustered, CpuConfig.lastRoute, "long staggered, on " + on);
            assertArrayEquals(le, l);
            double[] d = DataGenerator.doubles(Distribution.STAGGERED, n64, 3);
            d[n64 / 3 + 1] = Double.NaN;
            d[n64 / 5 + 1] = -0.0;
            double[] de = d.clone();
            Arrays.sort(de);
            SampleSortDouble.sort(d, 0, n64, threads);
            assertEquals(clustered, CpuConfig.lastRoute, "double staggered, on " + on);
            assertEquals(Arrays.toString(de), Arrays.toString(d));
            // uniform keys: parallelSort either way
            int[] u = DataGenerator.ints(Distribution.UNIFORM, n32, 3);
            SampleSortInt.sort(u, 0, n32, threads);
            assertEquals(CpuConfig.Route.PAR, CpuConfig.lastRoute, "int uniform, on " + on);
            long[] w = DataGenerator.longs(Distribution.UNIFORM, n64, 3);
            SampleSortLong.sort(w, 0, n64, threads);
            assertEquals(CpuConfig.Route.PAR, CpuConfig.lastRoute, "long uniform, on " + on);
        }
        CpuConfig.setClusteredEngine(true);
        // below the bounds: parallelSort (32-bit keys there: CLUSTERED below CLUSTERED_JDK_BELOW_32 as before)
        int[] x = DataGenerator.ints(Distribution.STAGGERED, n32 / 2, 3), xe = x.clone();
        Arrays.sort(xe);
        SampleSortInt.sort(x, 0, x.length, threads);
        assertEquals(CpuConfig.Route.PAR, CpuConfig.lastRoute, "int staggered below the bound");
        assertArrayEquals(xe, x);
        assertFalse(CpuConfig.clusteredEngine(n64 - 1, threads, 8), "64-bit keys below the bound");
        assertTrue(CpuConfig.clusteredEngine(n64, 3, 8), "3 threads");
        assertTrue(CpuConfig.clusteredEngine(n32, CpuConfig.JDK_FEW_THREADS - 1, 4));
        // more threads: 32-bit keys from CLUSTERED_JDK_BELOW_32 (where jdkMin32 keeps the JDK), 64-bit keys never
        // (the team takes them)
        assertFalse(CpuConfig.clusteredEngine(CpuConfig.CLUSTERED_JDK_BELOW_32 - 1, CpuConfig.JDK_FEW_THREADS, 4));
        assertTrue(CpuConfig.clusteredEngine(CpuConfig.CLUSTERED_JDK_BELOW_32, CpuConfig.JDK_FEW_THREADS, 4));
        assertFalse(CpuConfig.clusteredEngine(1 << 20, CpuConfig.JDK_FEW_THREADS, 8), "64-bit keys, 8 threads");
        // two threads, or a one-worker pool (2 cores: parallelSort is Arrays.sort there): never
        assertFalse(CpuConfig.clusteredEngine(1 << 24, 2, 4), "two threads");
        CpuConfig.setCommonPoolParallel(false);
        assertFalse(CpuConfig.clusteredEngine(1 << 24, threads, 4), "one-worker pool");
    }

    @Test
    void theProbeFindsStretchesOfNarrowValueRangesOnly() {
        for (int n : new int[] {1 << 14, 1 << 18, 1 << 20}) {
            assertTrue(SampleSortInt.clustered(DataGenerator.ints(Distribution.STAGGERED, n, 42), 0, n), "staggered " + n);
            assertTrue(SampleSortFloat.clustered(DataGenerator.floats(Distribution.STAGGERED, n, 42), 0, n),
                    "float staggered " + n);
            for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.GAUSSIAN,
                Distribution.BUCKET_SORTED, Distribution.ZIPF, Distribution.ALL_EQUAL, Distribution.FEW_UNIQUE_2,
                Distribution.FEW_UNIQUE_256}) {
                assertFalse(SampleSortInt.clustered(DataGenerator.ints(d, n, 42), 0, n), d + " " + n);
                assertFalse(SampleSortFloat.clustered(DataGenerator.floats(d, n, 42), 0, n), "float " + d + " " + n);
            }
        }
        int n = 1 << 16;
        float[] f = DataGenerator.floats(Distribution.STAGGERED, n, 1);
        assertTrue(SampleSortFloat.clustered(f, 0, n));
        float[] nan = f.clone();
        int first = n / CpuConfig.CLUSTER_PIECES / (2 * CpuConfig.CLUSTER_KEYS); // the first stretch's first key read
        nan[first] = Float.NaN;
        assertFalse(SampleSortFloat.clustered(nan, 0, n), "a NaN read: no span");
        float[] inf = f.clone();
        inf[first] = Float.POSITIVE_INFINITY;
        assertFalse(SampleSortFloat.clustered(inf, 0, n), "an infinity read: no span");
        int[] small = DataGenerator.ints(Distribution.STAGGERED,
                2 * CpuConfig.CLUSTER_PIECES * CpuConfig.CLUSTER_KEYS - 1, 1);
        assertFalse(SampleSortInt.clustered(small, 0, small.length), "too few keys to read");
        // a subrange: only its keys are read
        int[] mixed = DataGenerator.ints(Distribution.UNIFORM, 3 * n, 5);
        System.arraycopy(DataGenerator.ints(Distribution.STAGGERED, n, 5), 0, mixed, n, n);
        assertTrue(SampleSortInt.clustered(mixed, n, 2 * n));
        assertFalse(SampleSortInt.clustered(mixed, 0, 3 * n));
    }

    /** The route where the engine would take 32-bit keys with many threads and a parallel pool, not elsewhere. */
    @Test
    void theHybridHandsClusteredKeysToParallelSort() {
        int n = 1 << 18;
        CpuConfig.setColdStart(false, -1);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkBelow(1 << 16); // n at the engine's sizes
        boolean simd = CpuConfig.jdkSimdSort(4);
        int[] x = DataGenerator.ints(Distribution.STAGGERED, n, 3), e = x.clone();
        Arrays.sort(e);
        SampleSortInt.sort(x, 0, n, 16);
        assertEquals(simd, CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "int staggered, 16 threads");
        assertArrayEquals(e, x);
        float[] f = DataGenerator.floats(Distribution.STAGGERED, n, 3), fe = f.clone();
        Arrays.sort(fe);
        SampleSortFloat.sort(f, 0, n, 16);
        assertEquals(simd, CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "float staggered, 16 threads");
        assertArrayEquals(fe, f);
        for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.BUCKET_SORTED}) {
            int[] y = DataGenerator.ints(d, n, 3);
            SampleSortInt.sort(y, 0, n, 16);
            assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, d.toString());
        }
        // nearly sorted keys look clustered too, but with the team's threads AlmostSorted's pass takes them first
        // from almostSortedTeamMin (sixty-ninth session; until then int keys below its fork/join pass's size went to
        // parallelSort here, float keys to the engine)
        int m = CpuConfig.ALMOST_SORTED_PARALLEL_MIN / 2;
        x = DataGenerator.ints(Distribution.ALMOST_SORTED, m, 3);
        e = x.clone();
        Arrays.sort(e);
        SampleSortInt.sort(x, 0, m, 16);
        assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "int almostsorted");
        assertArrayEquals(e, x);
        f = DataGenerator.floats(Distribution.ALMOST_SORTED, m, 3);
        fe = f.clone();
        Arrays.sort(fe);
        assertTrue(SampleSortFloat.clustered(f, 0, m));
        SampleSortFloat.sort(f, 0, m, 16);
        assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "float almostsorted");
        assertArrayEquals(fe, f);
        long[] l = DataGenerator.longs(Distribution.STAGGERED, n, 3);
        SampleSortLong.sort(l, 0, n, 16);
        assertFalse(CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "64-bit keys: the engine won there");
        // a one-worker pool (parallelSort would be Arrays.sort) and from the size limit: the engine
        CpuConfig.setCommonPoolParallel(false);
        x = DataGenerator.ints(Distribution.STAGGERED, n, 3);
        SampleSortInt.sort(x, 0, n, 2);
        assertFalse(CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "one-worker pool");
        CpuConfig.setCommonPoolParallel(true);
        assertEquals(simd, CpuConfig.clusteredJdk(CpuConfig.CLUSTERED_JDK_BELOW_32 - 1, 16, 4));
        assertFalse(CpuConfig.clusteredJdk(CpuConfig.CLUSTERED_JDK_BELOW_32, 16, 4), "from its size: the engine");
        assertFalse(CpuConfig.clusteredJdk(1 << 20, 16, 8), "64-bit keys");
        assertFalse(CpuConfig.clusteredJdk(1 << 20, 1, 4), "one thread");
    }

    /**
     * Where the JDK's sort would be sequential (below jdkSequentialBelow and the team's sizes), with many threads and
     * a parallel pool: clustered int keys from CLUSTERED_SMALL_MIN_INT, float keys from CLUSTERED_SMALL_MIN_FLOAT,
     * to parallelSort; other keys, fewer threads or a one-worker pool keep Arrays.sort.
     */
    @Test
    void clusteredKeysBelowTheParallelSizesWithManyThreads() {
        CpuConfig.setColdStart(false, -1);
        CpuConfig.setCommonPoolParallel(true);
        // (with SplitSort on, unstructured and clustered keys of these sizes go in quarters before this rule)
        CpuConfig.setSplit(false);
        try {
            clusteredKeysBelowTheParallelSizes();
        } finally {
            CpuConfig.setSplit(true);
        }
        // with it on: clustered keys in quarters below SPLIT_TEAM_MIN, on the team from there (SplitSort's sizes,
        // before parallelSort's rule)
        CpuConfig.setCommonPoolParallel(true);
        for (int n : new int[] {CpuConfig.SPLIT_TEAM_MIN - 1, CpuConfig.SPLIT_TEAM_MIN, CpuConfig.SPLIT_CLUSTERED_BELOW}) {
            int[] x = DataGenerator.ints(Distribution.STAGGERED, n, 7), e = x.clone();
            Arrays.sort(e);
            SampleSortInt.sort(x, 0, n, 16);
            assertArrayEquals(e, x);
            CpuConfig.Route route = !CpuConfig.jdkSimdSort(4) ? CpuConfig.Route.SMALL
                    : n < CpuConfig.SPLIT_TEAM_MIN ? CpuConfig.Route.SPLIT : CpuConfig.Route.TEAM;
            if (route != CpuConfig.Route.SMALL) assertEquals(route, CpuConfig.lastRoute, "int staggered " + n);
        }
        // where the team does not sort (busy with another sort), clustered keys from SPLIT_CLUSTERED_BELOW take
        // parallelSort's rule
        int n = CpuConfig.SPLIT_CLUSTERED_BELOW;
        assertTrue(n >= CpuConfig.CLUSTERED_SMALL_MIN_INT, "parallelSort's rule takes int keys from there");
        int[] x = DataGenerator.ints(Distribution.STAGGERED, n, 7);
        whileTheTeamIsBusy(() -> SampleSortInt.sort(x, 0, n, 16));
        assertEquals(CpuConfig.jdkSimdSort(4), CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "int staggered " + n);
        int[] e = DataGenerator.ints(Distribution.STAGGERED, n, 7);
        Arrays.sort(e);
        assertArrayEquals(e, x);
    }

    /** Runs {@code sort} on this thread while another thread holds the 16-member team with a job of one task. */
    private static void whileTheTeamIsBusy(Runnable sort) {
        try {
            CpuTestData.whileHeld(CpuConfig.team(16), sort);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    private static void clusteredKeysBelowTheParallelSizes() {
        boolean simd = CpuConfig.jdkSimdSort(4);
        int n = CpuConfig.CLUSTERED_SMALL_MIN_INT, m = CpuConfig.CLUSTERED_SMALL_MIN_FLOAT;
        assertTrue(n < CpuConfig.POLICY.hybrid().jdkSequentialBelow() && n < CpuConfig.POLICY.team().minInt(),
                "the int threshold lies on the sequential route");
        int[] x = DataGenerator.ints(Distribution.STAGGERED, n, 7), e = x.clone();
        Arrays.sort(e);
        SampleSortInt.sort(x, 0, n, 16);
        assertEquals(simd, CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "int staggered at the threshold");
        assertArrayEquals(e, x);
        x = DataGenerator.ints(Distribution.STAGGERED, n - 1, 7);
        SampleSortInt.sort(x, 0, n - 1, 16);
        assertEquals(CpuConfig.Route.SMALL, CpuConfig.lastRoute, "int staggered below it");
        float[] f = DataGenerator.floats(Distribution.STAGGERED, m, 7), fe = f.clone();
        f[5] = -0.0f; // the JDK's order of zeros and NaNs holds on the route
        f[9] = 0.0f;
        f[m - 3] = Float.NaN;
        fe = f.clone();
        Arrays.sort(fe);
        SampleSortFloat.sort(f, 0, m, 16);
        assertEquals(simd, CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "float staggered at the threshold");
        assertArrayEquals(fe, f);
        for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.GAUSSIAN,
            Distribution.BUCKET_SORTED}) {
            int[] y = DataGenerator.ints(d, n, 7);
            SampleSortInt.sort(y, 0, n, 16);
            assertEquals(CpuConfig.Route.SMALL, CpuConfig.lastRoute, "int " + d);
        }
        x = DataGenerator.ints(Distribution.STAGGERED, n, 7);
        SampleSortInt.sort(x, 0, n, 8);
        assertFalse(CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "fewer than teamMinThreads threads");
        CpuConfig.setCommonPoolParallel(false);
        x = DataGenerator.ints(Distribution.STAGGERED, n, 7);
        SampleSortInt.sort(x, 0, n, 16);
        assertFalse(CpuConfig.lastRoute == CpuConfig.Route.CLUSTERED, "one-worker pool");
        assertFalse(CpuConfig.clusteredSmall(n, 16, 8, false), "64-bit keys: ours won there");
    }
}
