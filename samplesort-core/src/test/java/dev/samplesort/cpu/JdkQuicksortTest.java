package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The JDK's parallel quicksort route (CpuConfig.JDK_QUICKSORT_MIN): where the common pool has 2 to 7 workers,
 * unstructured keys from 2^14 below jdkSequentialBelow go to {@code Arrays.parallelSort}, not {@code Arrays.sort};
 * with 8+ workers (parallelSort's merges), a one-worker pool, one thread or fewer keys they do not; structured input
 * keeps its routes; the results are {@code Arrays.sort}'s. (The pool's size is simulated: CI has 2 cores.)
 */
class JdkQuicksortTest {
    private static final int THREADS = 4;

    @AfterEach
    void restore() {
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setCommonPoolParallelism(0);
    }

    private static void pool(int parallelism) {
        CpuConfig.setCommonPoolParallel(parallelism > 1);
        CpuConfig.setCommonPoolParallelism(parallelism);
    }

    @Test
    void theRuleFollowsTheJdksDepthRule() {
        int min = CpuConfig.JDK_QUICKSORT_MIN, below = CpuConfig.jdkSequentialBelow();
        assertTrue(min < below, "the route lies below jdkSequentialBelow: " + min + ", " + below);
        for (int p = 2; p < CpuConfig.JDK_MERGE_PARALLELISM; p++) {
            pool(p);
            assertTrue(CpuConfig.jdkQuicksort(min, THREADS), "parallelism " + p);
            assertTrue(CpuConfig.jdkQuicksort(below - 1, THREADS), "parallelism " + p);
            assertFalse(CpuConfig.jdkQuicksort(min - 1, THREADS), "below the minimum, parallelism " + p);
            assertFalse(CpuConfig.jdkQuicksort(below, THREADS), "parallelSort's own route from jdkSequentialBelow");
            assertFalse(CpuConfig.jdkQuicksort(min, 1), "one thread");
        }
        for (int p : new int[] {1, CpuConfig.JDK_MERGE_PARALLELISM, 15, 63}) {
            pool(p);
            assertFalse(CpuConfig.jdkQuicksort(min, THREADS), "parallelism " + p);
        }
    }

    @Test
    void unstructuredKeysTakeParallelSortWhereItIsAQuicksort() {
        for (int n : new int[] {CpuConfig.JDK_QUICKSORT_MIN, CpuConfig.JDK_QUICKSORT_MIN + 4097,
                CpuConfig.jdkSequentialBelow() - 1}) {
            for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.GAUSSIAN}) {
                for (int p : new int[] {3, 7, 8, 15}) {
                    pool(p);
                    CpuConfig.Route expected = p < CpuConfig.JDK_MERGE_PARALLELISM ? CpuConfig.Route.PAR
                            : CpuConfig.Route.SMALL;
                    String what = d + " " + n + ", parallelism " + p;
                    routed(DataGenerator.ints(d, n, n + p), int[]::clone, Arrays::sort,
                            a -> SampleSortInt.sort(a, 0, n, THREADS), expected, "int " + what);
                    routed(DataGenerator.longs(d, n, n + p), long[]::clone, Arrays::sort,
                            a -> SampleSortLong.sort(a, 0, n, THREADS),
                            expected == CpuConfig.Route.SMALL ? CpuTestData.smallLong(n) : expected, "long " + what);
                    // floating point: -0.0 / 0.0 and NaNs in Arrays.sort's order on this route too
                    float[] f = DataGenerator.floats(d, n, n + p);
                    f[1] = 0.0f;
                    f[7] = -0.0f;
                    f[n / 2] = Float.NaN;
                    routed(f, float[]::clone, Arrays::sort, a -> SampleSortFloat.sort(a, 0, n, THREADS), expected,
                            "float " + what);
                    double[] x = DataGenerator.doubles(d, n, n + p);
                    x[3] = 0.0;
                    x[5] = -0.0;
                    x[n - 2] = Double.NaN;
                    routed(x, double[]::clone, Arrays::sort, a -> SampleSortDouble.sort(a, 0, n, THREADS), expected,
                            "double " + what);
                }
            }
        }
    }

    /**
     * The JDK's sort after the hybrid's own routes (a cold team's, keys the team did not sort): parallelSort where it
     * is the quicksort, for unstructured keys below jdkSequentialBelow too (8 cores: the team's cold spell had
     * sorted 2^14 / 2^15 `long` keys with Arrays.sort, 0.59-0.87x parallelSort); run-structured keys, 8+ workers and a
     * one-worker pool as jdkParallel.
     */
    @Test
    void theJdksSortAfterTheHybridsRoutesIsTheQuicksortWhereItApplies() {
        int n = CpuConfig.JDK_QUICKSORT_MIN, below = CpuConfig.jdkSequentialBelow(), threads = 8;
        for (int p : new int[] {1, 3, 7, CpuConfig.JDK_MERGE_PARALLELISM, 15}) {
            pool(p);
            boolean quicksort = p > 1 && p < CpuConfig.JDK_MERGE_PARALLELISM;
            for (int size : new int[] {n, below - 1}) {
                assertEquals(quicksort, CpuConfig.jdkParallelSort(size, threads, false), size + ", parallelism " + p);
                assertEquals(CpuConfig.jdkParallel(size, threads, true), CpuConfig.jdkParallelSort(size, threads, true),
                        "run-structured " + size + ", parallelism " + p);
            }
            assertEquals(CpuConfig.jdkParallel(below, threads, false), CpuConfig.jdkParallelSort(below, threads, false),
                    "from jdkSequentialBelow, parallelism " + p);
            assertFalse(CpuConfig.jdkParallelSort(n - 1, threads, false), "below the quicksort's minimum");
            assertFalse(CpuConfig.jdkParallelSort(n, 1, false), "one thread");
        }
    }

    /**
     * 64-bit keys at SplitSort's team size on 8 cores while the team is cold: parallelSort (the quicksort there), not
     * the quarters on four threads (0.69-0.78x parallelSort in a JVM's first `long` cells, seventy-second session).
     */
    @Test
    void aColdTeamsQuartersGoToTheQuicksort() throws InterruptedException {
        CpuConfig.setJdkSimdSort64(true); // (the team's level for 64-bit keys is where the JDK's sort is SIMD)
        int n = CpuConfig.SPLIT_TEAM_MIN, threads = 8;
        CpuConfig.setColdStart(true, -1); // (off in the other tests)
        try {
            for (int p : new int[] {threads - 1, 15}) {
                pool(p);
                assertTrue(CpuConfig.splitOnTeam(n, threads, 8, false), "the team's level at this size");
                ColdStart.longs.reset();
                routed(DataGenerator.longs(Distribution.UNIFORM, n, 3), long[]::clone, Arrays::sort,
                        a -> SampleSortLong.sort(a, 0, n, threads),
                        p < CpuConfig.JDK_MERGE_PARALLELISM ? CpuConfig.Route.PAR : CpuConfig.Route.SPLIT,
                        "a cold team, parallelism " + p);
            }
        } finally {
            CpuConfig.setJdkSimdSort64(null);
            ColdStart.longs.reset(); // (the warm-up that sort started, ended; cold as a fresh JVM's)
            CpuConfig.setColdStart(CpuConfig.POLICY.cold().on(), -1);
        }
    }

    /** Sorts a by ours (the route recorded) and a copy by the JDK's sort; both the route and the result checked. */
    private static <A> void routed(A a, UnaryOperator<A> copy, Consumer<A> jdk, Consumer<A> ours,
                                   CpuConfig.Route expected, String what) {
        A e = copy.apply(a);
        jdk.accept(e);
        CpuConfig.lastRoute = null;
        ours.accept(a);
        assertEquals(expected, CpuConfig.lastRoute, what);
        assertTrue(Arrays.deepEquals(new Object[] {e}, new Object[] {a}), what + ": not Arrays.sort's order");
    }

    @Test
    void smallerInputsOneThreadAndAOneWorkerPoolKeepArraysSort() {
        int n = CpuConfig.JDK_QUICKSORT_MIN;
        pool(4);
        int[] a = DataGenerator.ints(Distribution.UNIFORM, n - 1, 3);
        CpuConfig.lastRoute = null;
        SampleSortInt.sort(a, 0, a.length, THREADS);
        assertEquals(CpuConfig.Route.SMALL, CpuConfig.lastRoute, "below the minimum");
        a = DataGenerator.ints(Distribution.UNIFORM, n, 3);
        CpuConfig.lastRoute = null;
        SampleSortInt.sort(a, 0, n, 1);
        assertEquals(CpuConfig.Route.SMALL, CpuConfig.lastRoute, "one thread");
        pool(1);
        a = DataGenerator.ints(Distribution.UNIFORM, n, 3);
        CpuConfig.lastRoute = null;
        SampleSortInt.sort(a, 0, n, THREADS);
        assertTrue(CpuConfig.lastRoute != CpuConfig.Route.PAR, "a one-worker pool: " + CpuConfig.lastRoute);
    }

    @Test
    void structuredKeysKeepTheirRoutes() {
        int n = 1 << 15;
        pool(4);
        for (Distribution d : new Distribution[] {Distribution.SORTED, Distribution.REVERSE_SORTED, Distribution.ALL_EQUAL,
            Distribution.FEW_UNIQUE_2, Distribution.ORGAN_PIPE}) {
            long[] l = DataGenerator.longs(d, n, 11);
            long[] le = l.clone();
            Arrays.sort(le);
            CpuConfig.lastRoute = null;
            SampleSortLong.sort(l, 0, n, THREADS);
            assertTrue(CpuConfig.lastRoute != CpuConfig.Route.PAR, d + ": " + CpuConfig.lastRoute);
            assertArrayEquals(le, l, d.toString());
        }
    }

    /** 32-bit-key pairs' packed words on the same route: exact and stable (equal keys keep their values' order). */
    @Test
    void packedPairsStayExactAndStable() {
        for (int p : new int[] {4, 15}) {
            pool(p);
            for (int n : new int[] {CpuConfig.JDK_QUICKSORT_MIN, 3 << 14}) {
                for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.ZIPF}) {
                    String what = d + " " + n + ", parallelism " + p;
                    int[] k = DataGenerator.ints(d, n, 17);
                    for (int i = 0; i < n; i++) k[i] >>= 8; // ties
                    int[] v = new int[n];
                    for (int i = 0; i < n; i++) v[i] = i;
                    int[] k0 = k.clone();
                    CpuConfig.lastRoute = null;
                    SampleSortIntInt.sort(k, v, 0, n, THREADS);
                    int[] ke = k0.clone();
                    Arrays.sort(ke);
                    assertArrayEquals(ke, k, "int+int keys " + what);
                    for (int i = 0; i < n; i++) {
                        assertEquals(k0[v[i]], k[i], "int+int value follows its key " + what);
                        if (i > 0 && k[i] == k[i - 1]) assertTrue(v[i] > v[i - 1], "stable " + what + " at " + i);
                    }
                    float[] f = new float[n];
                    for (int i = 0; i < n; i++) f[i] = k0[i] == 5 ? -0.0f : k0[i] == 6 ? 0.0f : k0[i];
                    float[] f0 = f.clone();
                    int[] w = new int[n];
                    for (int i = 0; i < n; i++) w[i] = i;
                    SampleSortFloatInt.sort(f, w, 0, n, THREADS);
                    float[] fe = f0.clone();
                    Arrays.sort(fe);
                    assertArrayEquals(fe, f, "float+int keys " + what);
                    for (int i = 0; i < n; i++) {
                        assertEquals(Float.floatToRawIntBits(f0[w[i]]), Float.floatToRawIntBits(f[i]),
                                "float+int value follows its key " + what);
                        if (i > 0 && Float.compare(f[i], f[i - 1]) == 0) {
                            assertTrue(w[i] > w[i - 1], "stable " + what + " at " + i);
                        }
                    }
                }
            }
        }
    }
}
