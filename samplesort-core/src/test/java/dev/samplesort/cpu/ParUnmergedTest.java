package dev.samplesort.cpu;

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
 * {@code parallelSort} with its run merge refused (CpuConfig.PAR_UNMERGED): which runs {@code overlappingRuns} calls
 * many and interleaving (the generator's 64 runs and bucket keys, not random keys, one run, a few long runs or
 * disjoint sorted blocks), the route where a simulated pool of 3 workers sends keys of each type to
 * {@code parallelSort} (floating point keys with NaNs and -0.0 too, CpuConfig.PAR_UNMERGED_FP), many runs taken
 * from the engine below the JDK's sizes (CpuConfig.manyRunsUnmerged), and results exactly {@code Arrays.sort}'s.
 * (CI has 2 cores.)
 */
class ParUnmergedTest {
    private static final int THREADS = 4;

    @AfterEach
    void restore() {
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setCommonPoolParallelism(0);
        CpuConfig.setParUnmerged(null);
        CpuConfig.setParUnmergedFp(null);
        CpuConfig.setManyRunsUnmerged(null);
    }

    private static void pool(int parallelism) {
        CpuConfig.setCommonPoolParallel(parallelism > 1);
        CpuConfig.setCommonPoolParallelism(parallelism);
    }

    /** {@code blocks} ascending blocks of disjoint values in descending block order: each block a run of its own. */
    private static int[] disjointBlocks(int n, int blocks) {
        int[] a = new int[n];
        int len = n / blocks;
        for (int i = 0; i < n; i++) a[i] = (blocks - 1 - i / len) * len * 4 + (i % len) * 3;
        return a;
    }

    @Test
    void manyInterleavingRunsAreTold() {
        for (int lg : new int[] {13, 14, 16, 18}) {
            int n = 1 << lg;
            int[] runs = DataGenerator.ints(Distribution.RUNS, n, 7);
            assertTrue(SampleSortInt.overlappingRuns(runs, 0, n), "int runs 2^" + lg);
            assertTrue(SampleSortLong.overlappingRuns(DataGenerator.longs(Distribution.RUNS, n, 7), 0, n),
                    "long runs 2^" + lg);
            assertFalse(SampleSortInt.overlappingRuns(DataGenerator.ints(Distribution.UNIFORM, n, 7), 0, n),
                    "uniform 2^" + lg);
            assertFalse(SampleSortInt.overlappingRuns(DataGenerator.ints(Distribution.SORTED, n, 7), 0, n),
                    "one run 2^" + lg);
            assertFalse(SampleSortInt.overlappingRuns(DataGenerator.ints(Distribution.ORGAN_PIPE, n, 7), 0, n),
                    "two long runs 2^" + lg);
            assertFalse(SampleSortInt.overlappingRuns(disjointBlocks(n, 64), 0, n), "64 disjoint blocks 2^" + lg);
            assertFalse(SampleSortInt.overlappingRuns(disjointBlocks(n, 16), 0, n), "16 disjoint blocks 2^" + lg);
        }
        int n = 1 << 18;
        assertTrue(SampleSortInt.overlappingRuns(DataGenerator.ints(Distribution.BUCKET_SORTED, n, 3), 0, n),
                "bucket 2^18");
        // 16 interleaving runs: too few (each longer than n / RUNS_JDK_MAX), the JDK's merge kept
        int[] sixteen = new int[n];
        SplittableRandom r = new SplittableRandom(5);
        for (int i = 0; i < n; i++) sixteen[i] = r.nextInt();
        for (int b = 0; b < 16; b++) Arrays.sort(sixteen, b * (n / 16), (b + 1) * (n / 16));
        assertFalse(SampleSortInt.overlappingRuns(sixteen, 0, n), "16 runs");
        // a range inside a larger array: the runs of the range only
        int[] inside = new int[n + 100];
        System.arraycopy(DataGenerator.ints(Distribution.RUNS, n, 9), 0, inside, 50, n);
        assertTrue(SampleSortInt.overlappingRuns(inside, 50, 50 + n), "runs at an offset");
    }

    @Test
    void parallelSortsOfInterleavingRunsTakeTheRouteAndSortExactly() {
        pool(3);
        for (int lg : new int[] {14, 15, 20}) {
            int n = 1 << lg;
            for (Distribution d : new Distribution[] {Distribution.RUNS, Distribution.BUCKET_SORTED,
                    Distribution.UNIFORM}) {
                String what = d + " 2^" + lg;
                int[] i = DataGenerator.ints(d, n, lg), ie = i.clone();
                Arrays.sort(ie);
                SampleSortInt.sort(i, 0, n, THREADS);
                assertArrayEquals(ie, i, "int " + what);
                CpuConfig.Route ri = CpuConfig.lastRoute;
                if (d == Distribution.UNIFORM) assertNotEquals(CpuConfig.Route.PAR_UNMERGED, ri, "int " + what);
                if (d == Distribution.RUNS && lg == 20) {
                    assertEquals(CpuConfig.Route.PAR_UNMERGED, ri, "int " + what);
                }
                long[] l = DataGenerator.longs(d, n, lg), le = l.clone();
                Arrays.sort(le);
                SampleSortLong.sort(l, 0, n, THREADS);
                assertArrayEquals(le, l, "long " + what);
                if (d == Distribution.UNIFORM) {
                    assertNotEquals(CpuConfig.Route.PAR_UNMERGED, CpuConfig.lastRoute, "long " + what);
                }
                // floating point keys, with a NaN and a -0.0 among them (the JDK's sort moves NaNs first)
                double[] x = DataGenerator.doubles(d, n, lg), xe = x.clone();
                x[n / 3] = Double.NaN;
                x[n / 5] = -0.0;
                xe[n / 3] = Double.NaN;
                xe[n / 5] = -0.0;
                Arrays.sort(xe);
                SampleSortDouble.sort(x, 0, n, THREADS);
                assertEquals(Arrays.toString(xe), Arrays.toString(x), "double " + what);
                if (d == Distribution.UNIFORM) {
                    assertNotEquals(CpuConfig.Route.PAR_UNMERGED, CpuConfig.lastRoute, "double " + what);
                }
                float[] f = DataGenerator.floats(d, n, lg), fe = f.clone();
                f[n / 7] = Float.NaN;
                f[n / 5] = -0.0f;
                fe[n / 7] = Float.NaN;
                fe[n / 5] = -0.0f;
                Arrays.sort(fe);
                SampleSortFloat.sort(f, 0, n, THREADS);
                assertEquals(Arrays.toString(fe), Arrays.toString(f), "float " + what);
                CpuConfig.Route rf = CpuConfig.lastRoute;
                if (d == Distribution.UNIFORM) assertNotEquals(CpuConfig.Route.PAR_UNMERGED, rf, "float " + what);
                if (d != Distribution.UNIFORM && lg == 20) {
                    assertEquals(CpuConfig.Route.PAR_UNMERGED, rf, "float " + what);
                }
            }
        }
        // 2^15 `int` runs reach parallelSort (the JDK's quicksort route or RUNS_PAR): the merge refused there too
        int n = 1 << 15;
        int[] i = DataGenerator.ints(Distribution.RUNS, n, 11), ie = i.clone();
        Arrays.sort(ie);
        SampleSortInt.sort(i, 0, n, THREADS);
        assertArrayEquals(ie, i);
        assertEquals(CpuConfig.Route.PAR_UNMERGED, CpuConfig.lastRoute, "int runs 2^15");
        // off: the route it would have taken before
        CpuConfig.setParUnmerged(false);
        i = DataGenerator.ints(Distribution.RUNS, n, 11);
        SampleSortInt.sort(i, 0, n, THREADS);
        assertArrayEquals(ie, i);
        assertNotEquals(CpuConfig.Route.PAR_UNMERGED, CpuConfig.lastRoute, "off");
    }

    @Test
    void floatingPointRunsHaveTheMergeRefusedUnlessSwitchedOff() {
        pool(3);
        int n = 1 << 15;
        for (boolean on : new boolean[] {true, false}) {
            CpuConfig.setParUnmergedFp(on);
            float[] f = DataGenerator.floats(Distribution.RUNS, n, 13), fe = f.clone();
            double[] x = DataGenerator.doubles(Distribution.RUNS, n, 13), xe = x.clone();
            Arrays.sort(fe);
            Arrays.sort(xe);
            SampleSortFloat.sort(f, 0, n, THREADS);
            assertArrayEquals(fe, f);
            assertEquals(on, CpuConfig.lastRoute == CpuConfig.Route.PAR_UNMERGED, "float runs 2^15, on " + on);
            SampleSortDouble.sort(x, 0, n, THREADS);
            assertArrayEquals(xe, x);
            assertEquals(on, CpuConfig.lastRoute == CpuConfig.Route.PAR_UNMERGED, "double runs 2^15, on " + on);
        }
    }

    @Test
    void manyRunsBelowTheJdkSizesLeaveTheEngine() {
        pool(3);
        // (2^18: at RUN_MERGE_PARALLEL_MIN, where many runs went to the engine; 64-bit keys only below 2^19)
        int n = 1 << 18;
        for (boolean on : new boolean[] {true, false}) {
            CpuConfig.setManyRunsUnmerged(on);
            int[] i = DataGenerator.ints(Distribution.RUNS, n, 21), ie = i.clone();
            Arrays.sort(ie);
            SampleSortInt.sort(i, 0, n, THREADS);
            assertArrayEquals(ie, i);
            assertEquals(on ? CpuConfig.Route.PAR_UNMERGED : CpuConfig.Route.ENGINE, CpuConfig.lastRoute,
                    "int runs 2^18, on " + on);
            long[] l = DataGenerator.longs(Distribution.RUNS, n, 21), le = l.clone();
            Arrays.sort(le);
            SampleSortLong.sort(l, 0, n, THREADS);
            assertArrayEquals(le, l);
            assertEquals(on ? CpuConfig.Route.PAR_UNMERGED : CpuConfig.Route.ENGINE, CpuConfig.lastRoute,
                    "long runs 2^18, on " + on);
        }
        // `long` keys from manyRunsUnmergedBelow64 keep the engine (3 cores, bucket 2^19: 2.55-2.74x there, 1.95x)
        CpuConfig.setManyRunsUnmerged(true);
        long[] l = DataGenerator.longs(Distribution.RUNS, 1 << 19, 23), le = l.clone();
        Arrays.sort(le);
        SampleSortLong.sort(l, 0, l.length, THREADS);
        assertArrayEquals(le, l);
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "long runs 2^19");
    }
}
