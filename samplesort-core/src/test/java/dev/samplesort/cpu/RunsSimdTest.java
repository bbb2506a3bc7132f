package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Many short runs to the JDK's SIMD sort with its run merge refused (CpuConfig.RUNS_SIMD_MAX_LOG_N): the first run
 * broken as the JDK reads it, every key kept; the policy's bounds; the route and exact results against
 * {@code Arrays.sort} where Arrays.sort is the intrinsic (else the merge's route, unchanged).
 */
class RunsSimdTest {
    @AfterEach
    void restore() {
        CpuConfig.setRunsSimd(null);
        CpuConfig.setHybrid(true);
        CpuConfig.setCommonPoolParallel(null);
    }

    /** The length of the first run as {@code DualPivotQuicksort.tryMergeRuns} reads it (an equal prefix joins). */
    static int jdkFirstRun(long[] a) {
        int k = 1, n = a.length;
        while (k < n && a[k - 1] == a[k]) k++;
        if (k == n) return n;
        if (a[k - 1] < a[k]) while (++k < n && a[k - 1] <= a[k]) { }
        else while (++k < n && a[k - 1] >= a[k]) { }
        return k;
    }

    /**
     * As for longs: the doubles as longs in the same order, -0.0 as 0.0 (the JDK reads them so there), NaN-free.
     */
    static int jdkFirstRun(double[] a) {
        long[] l = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            long b = Double.doubleToLongBits(a[i] + 0.0); // (-0.0 + 0.0 is 0.0)
            l[i] = b ^ ((b >> 63) & Long.MAX_VALUE);
        }
        return jdkFirstRun(l);
    }

    /**
     * First runs of 16-40 keys, up or down, with equal prefixes of 0-20 keys and ties inside, then random keys:
     * after breakFirstRun the JDK's first run is shorter than 16 keys wherever the first 15 keys are not all equal,
     * and the keys are the same keys.
     */
    @Test
    void theFirstRunBrokenAsTheJdkReadsIt() {
        SplittableRandom r = new SplittableRandom(39);
        for (int c = 0; c < 20_000; c++) {
            int run = 16 + r.nextInt(25), prefix = r.nextInt(21), n = Math.max(run, prefix + 1) + r.nextInt(20);
            boolean down = r.nextBoolean();
            long[] a = new long[n];
            long v = r.nextLong(100);
            for (int i = 0; i < prefix && i < run; i++) a[i] = v;
            for (int i = Math.min(prefix, run); i < run; i++) {
                long step = r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(3);
                v += down ? -step : step;
                a[i] = v;
            }
            for (int i = run; i < n; i++) a[i] = r.nextLong(-200, 200);
            if (jdkFirstRun(a) < CpuConfig.RUN_MIN_FIRST) continue; // (not the route's input)
            long[] b = a.clone();
            SampleSortLong.breakFirstRun(b, 0, n);
            boolean allEqual = true;
            for (int i = 1; i < CpuConfig.RUN_MIN_FIRST - 1; i++) allEqual &= a[i] == a[0];
            String what = Arrays.toString(Arrays.copyOf(a, Math.min(n, 24)));
            if (allEqual) assertArrayEquals(a, b, what + ": 15 equal keys, nothing to swap");
            else assertTrue(jdkFirstRun(b) < CpuConfig.RUN_MIN_FIRST, what + " -> " + jdkFirstRun(b));
            long[] sa = a.clone(), sb = b.clone();
            Arrays.sort(sa);
            Arrays.sort(sb);
            assertArrayEquals(sa, sb, what + ": the same keys");
        }
    }

    /** Zeros of both signs in the first run (-0.0 == 0.0 to the JDK's scan): broken all the same, sorted exactly. */
    @Test
    void floatingPointZerosInTheFirstRun() {
        double[] a = new double[64];
        for (int i = 0; i < 64; i++) a[i] = i < 6 ? (i % 2 == 0 ? -0.0 : 0.0) : i < 32 ? i : 64 - i;
        double[] b = a.clone();
        SampleSortDouble.breakFirstRun(b, 0, b.length);
        assertTrue(jdkFirstRun(b) < CpuConfig.RUN_MIN_FIRST, Arrays.toString(b));
        double[] e = a.clone();
        Arrays.sort(e);
        SampleSortDouble.jdkUnmerged(a, 0, a.length);
        assertEquals(Arrays.toString(e), Arrays.toString(a), "-0.0 before 0.0, as Arrays.sort");
    }

    /**
     * The bounds: 16 runs to 2^12 keys, 32 to 2^15, 64 to 2^17, 128 and more to 2^18; fewer than 16 never (8-byte
     * keys: fewer than RUNS_SIMD_MIN_64); float and double keys to 2^15 at most.
     */
    @Test
    void thePolicysBounds() {
        assumeTrue(CpuConfig.jdkSimdSort(Integer.BYTES), "Arrays.sort is not the SIMD intrinsic here: no such route");
        CpuConfig.setRunsSimd(true);
        int w = Integer.BYTES;
        assertTrue(CpuConfig.runsSimd(1 << 12, 16, w, false));
        assertFalse(CpuConfig.runsSimd((1 << 12) + 1, 31, w, false));
        assertFalse(CpuConfig.runsSimd(1 << 12, 15, w, false));
        assertTrue(CpuConfig.runsSimd(1 << 15, 32, w, false));
        assertFalse(CpuConfig.runsSimd((1 << 15) + 1, 63, w, false));
        assertTrue(CpuConfig.runsSimd(1 << 17, 64, w, false));
        assertFalse(CpuConfig.runsSimd((1 << 17) + 1, 127, w, false));
        assertTrue(CpuConfig.runsSimd(1 << 18, 5000, w, false));
        assertFalse(CpuConfig.runsSimd((1 << 18) + 1, 5000, w, false));
        assertFalse(CpuConfig.runsSimd(1 << 12, CpuConfig.RUNS_SIMD_MIN_64 - 1, Long.BYTES, false),
                "8-byte keys: fewer");
        assertEquals(CpuConfig.jdkSimdSort(Long.BYTES),
                CpuConfig.runsSimd(1 << 12, CpuConfig.RUNS_SIMD_MIN_64, Long.BYTES, false));
        // floating point keys no further than RUNS_SIMD_MAX_LOG_N_FP (2^15) whatever the runs (double keys since the
        // eightieth session; below it as long keys)
        assertTrue(CpuConfig.runsSimd(1 << 15, 64, w, true), "float, 64 runs, 2^15");
        assertFalse(CpuConfig.runsSimd((1 << 15) + 1, 64, w, true), "float, 64 runs, above 2^15");
        assertFalse(CpuConfig.runsSimd(1 << 18, 5000, w, true), "float, 5000 runs, 2^18");
        assertTrue(CpuConfig.runsSimd(1 << 12, 16, w, true), "float, 16 runs, 2^12");
        assertEquals(CpuConfig.jdkSimdSort(Long.BYTES), CpuConfig.runsSimd(1 << 15, 64, Long.BYTES, true),
                "double, 64 runs, 2^15");
        assertFalse(CpuConfig.runsSimd((1 << 15) + 1, 64, Long.BYTES, true), "double, 64 runs, above 2^15");
        assertFalse(CpuConfig.runsSimd(1 << 17, 64, Long.BYTES, true), "double, 64 runs, 2^17");
        assertEquals(CpuConfig.jdkSimdSort(Long.BYTES), CpuConfig.runsSimd(1 << 17, 64, Long.BYTES, false),
                "long, 64 runs, 2^17");
        CpuConfig.setRunsSimd(false);
        assertFalse(CpuConfig.runsSimd(1 << 14, 64, w, false), "off");
    }

    /**
     * One thread: the generator's 64 runs (2^13-2^17) and 16 teeth (2^12), every key type, sorted exactly; the route
     * is RUNS_SIMD where the JDK's sort of that width is the intrinsic and the route is on (8-byte keys: not for 16
     * teeth; double keys: not above 2^15), else the merge's; with a one-worker common pool (2 cores) the teeth, which take turns in a pattern,
     * are merged (CpuConfig.RUNS_PATTERNED_MERGED), the 64 runs (alternately descending) still not.
     */
    @Test
    void theGeneratorsShortRunsOnOneThread() {
        int[][] cases = {{12, 1}, {13, 0}, {14, 0}, {17, 0}}; // log2 n, 1: sawtooth, 0: runs
        for (boolean pool : new boolean[] {true, false}) for (boolean on : new boolean[] {true, false}) {
            CpuConfig.setRunsSimd(on);
            CpuConfig.setCommonPoolParallel(pool);
            for (int[] c : cases) {
                int n = 1 << c[0];
                Distribution d = c[1] == 1 ? Distribution.SAWTOOTH : Distribution.RUNS;
                String what = d + " 2^" + c[0] + (on ? "" : ", off");
                int[] i = DataGenerator.ints(d, n, 5), ie = i.clone();
                Arrays.sort(ie);
                SampleSortInt.sort(i, 0, n, 1);
                assertArrayEquals(ie, i, "int " + what);
                boolean simd32 = on && CpuConfig.jdkSimdSort(4) && (d == Distribution.RUNS || pool);
                assertEquals(simd32 ? CpuConfig.Route.RUNS_SIMD : CpuConfig.Route.RUN_MERGE, CpuConfig.lastRoute,
                        "int " + what + (pool ? "" : ", one-worker pool"));
                float[] f = DataGenerator.floats(d, n, 5), fe = f.clone();
                Arrays.sort(fe);
                SampleSortFloat.sort(f, 0, n, 1);
                assertArrayEquals(fe, f, "float " + what);
                long[] l = DataGenerator.longs(d, n, 5), le = l.clone();
                Arrays.sort(le);
                SampleSortLong.sort(l, 0, n, 1);
                assertArrayEquals(le, l, "long " + what);
                // (16 teeth: too few runs for 8-byte keys, RUNS_SIMD_MIN_64)
                assertEquals(on && CpuConfig.jdkSimdSort(8) && d == Distribution.RUNS ? CpuConfig.Route.RUNS_SIMD
                        : CpuConfig.Route.RUN_MERGE, CpuConfig.lastRoute, "long " + what);
                double[] x = DataGenerator.doubles(d, n, 5), xe = x.clone();
                Arrays.sort(xe);
                SampleSortDouble.sort(x, 0, n, 1);
                assertArrayEquals(xe, x, "double " + what);
                // (double keys no further than RUNS_SIMD_MAX_LOG_N_FP: 2^17 merged)
                assertEquals(on && CpuConfig.jdkSimdSort(8) && d == Distribution.RUNS
                        && n <= 1 << CpuConfig.RUNS_SIMD_MAX_LOG_N_FP ? CpuConfig.Route.RUNS_SIMD
                        : CpuConfig.Route.RUN_MERGE, CpuConfig.lastRoute, "double " + what);
            }
        }
    }

    /**
     * One thread (no team): the generator's bucket input, about a thousand runs of random keys, goes to the JDK's
     * SIMD sort with its run merge refused where the JDK's sort of that width is the intrinsic (route RUNS_SIMD; the
     * JDK's merge of them took 5-7x as long on an Intel Xeon VM, seventy-sixth session), else to the JDK's sort: at
     * 2^19 / 2^20, where the run scan finds more runs than RunMerge takes beyond RUNS_SIMD's bound, and at 2^18, where
     * the scan calls them unstructured but the JDK's own scan reads past the first run (its runs average 248 keys)
     * from CpuConfig.UNMERGED_SHORT_RUNS_MIN; at 2^17 (runs of 124 keys, which the JDK gives up on too) the JDK's
     * sort as it is. Every key type sorted exactly.
     */
    @Test
    void manyRunsNoRouteTookKeepTheJdksMergeRefused() {
        CpuConfig.setRunsSimd(true);
        for (int lg : new int[] {17, 18, 19, 20}) {
            int n = 1 << lg;
            int[] i = DataGenerator.ints(Distribution.BUCKET_SORTED, n, 3), ie = i.clone();
            assertEquals(lg >= 19 ? RunScanInt.MANY_RUNS : RunScanInt.UNSTRUCTURED, RunScanInt.runs(i, 0, n),
                    "the scan's answer, 2^" + lg);
            assertTrue(SampleSortInt.jdkScansRuns(i, 0, n), "the JDK's scan reads past the first run, 2^" + lg);
            Arrays.sort(ie);
            SampleSortInt.sort(i, 0, n, 1);
            assertArrayEquals(ie, i, "int bucket 2^" + lg);
            boolean refused = CpuConfig.jdkSimdSort(4) && n >= Math.min(1 << 19, CpuConfig.UNMERGED_SHORT_RUNS_MIN);
            assertEquals(refused ? CpuConfig.Route.RUNS_SIMD : CpuConfig.Route.SMALL, CpuConfig.lastRoute,
                    "int bucket 2^" + lg);
            float[] f = DataGenerator.floats(Distribution.BUCKET_SORTED, n, 3), fe = f.clone();
            Arrays.sort(fe);
            SampleSortFloat.sort(f, 0, n, 1);
            assertArrayEquals(fe, f, "float bucket 2^" + lg);
            long[] l = DataGenerator.longs(Distribution.BUCKET_SORTED, n, 3), le = l.clone();
            Arrays.sort(le);
            SampleSortLong.sort(l, 0, n, 1);
            assertArrayEquals(le, l, "long bucket 2^" + lg);
            double[] x = DataGenerator.doubles(Distribution.BUCKET_SORTED, n, 3), xe = x.clone();
            Arrays.sort(xe);
            SampleSortDouble.sort(x, 0, n, 1);
            assertArrayEquals(xe, x, "double bucket 2^" + lg);
        }
        // the JDK's run rule: an equal prefix joins the run, a run of 15 keys is too short, random keys end it; the
        // second run as long (a sorted start before random keys keeps the JDK's sort)
        int[] up16 = {3, 3, 3, 3, 3, 3, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11}, down16 = {16, 15, 14, 13, 13, 11, 10, 9, 8, 7, 6,
            5, 4, 3, 2, 1};
        int[] twoLong = new int[32], shortFirst = new int[31], randomAfter = new int[32];
        System.arraycopy(up16, 0, twoLong, 0, 16);
        for (int i = 0; i < 16; i++) twoLong[16 + i] = down16[i] - 20; // a descent, then a descending run of 16
        System.arraycopy(up16, 1, shortFirst, 0, 15);
        for (int i = 0; i < 16; i++) shortFirst[15 + i] = down16[i] - 20;
        System.arraycopy(up16, 0, randomAfter, 0, 16);
        for (int i = 0; i < 16; i++) randomAfter[16 + i] = (i * 7919) % 13 - 40;
        assertTrue(SampleSortInt.jdkScansRuns(twoLong, 0, 32), "two runs of 16");
        assertFalse(SampleSortInt.jdkScansRuns(shortFirst, 0, 31), "a first run of 15");
        assertFalse(SampleSortInt.jdkScansRuns(randomAfter, 0, 32), "a sorted start, then random keys");
        assertFalse(SampleSortInt.jdkScansRuns(up16, 0, 16), "one run");
    }

    /**
     * With a one-worker common pool: ascending runs of random keys (their turns at random) keep the SIMD sort, 16
     * ascending ramps over one range (turns in a pattern) are merged; both sorted exactly.
     */
    @Test
    void patternedRunsMergedRandomRunsNot() {
        CpuConfig.setRunsSimd(true);
        CpuConfig.setCommonPoolParallel(false);
        int n = 1 << 12, runs = 16, len = n / runs;
        java.util.Random rnd = new java.util.Random(11);
        int[] random = new int[n], ramps = new int[n];
        for (int i = 0; i < n; i++) {
            random[i] = rnd.nextInt();
            ramps[i] = (i % len) * 1000;
        }
        for (int r = 0; r < runs; r++) Arrays.sort(random, r * len, (r + 1) * len);
        for (int[] a : new int[][] {random, ramps}) {
            int[] e = a.clone();
            Arrays.sort(e);
            SampleSortInt.sort(a, 0, n, 1);
            assertArrayEquals(e, a);
            CpuConfig.Route expect = !CpuConfig.jdkSimdSort(4) || a == ramps ? CpuConfig.Route.RUN_MERGE
                    : CpuConfig.Route.RUNS_SIMD;
            assertEquals(expect, CpuConfig.lastRoute, a == ramps ? "ramps" : "random runs");
        }
    }

    /** A subrange: only its keys move, sorted exactly. */
    @Test
    void aSubrange() {
        int n = 1 << 14;
        int[] keys = DataGenerator.ints(Distribution.RUNS, n, 9);
        int[] a = new int[n + 100];
        Arrays.fill(a, 7);
        System.arraycopy(keys, 0, a, 50, n);
        int[] e = a.clone();
        Arrays.sort(e, 50, 50 + n);
        SampleSortInt.sort(a, 50, 50 + n, 1);
        assertArrayEquals(e, a);
    }
}
