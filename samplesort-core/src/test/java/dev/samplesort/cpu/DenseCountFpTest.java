package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The dense count of floating-point keys that hold integers (DenseCountFloat / DenseCountDouble, the DENSE route):
 * exact against {@code Arrays.sort}, bit for bit, at spans from 2 values to one a key, negative keys and the ends of
 * the range it takes; keys that are not such (a fraction, -0.0, NaN, an infinity, beyond the exact integers, too wide a
 * span, sorted) are left as they were; the hybrid takes the route where {@code CpuConfig.denseCount} says.
 */
class DenseCountFpTest {
    @AfterEach
    void restore() {
        CpuConfig.setDenseSpanMax(-1);
        CpuConfig.setDenseWideMin(-1);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setHybrid(true);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    /** Integers base + [0, span), n of them at random, as doubles. */
    private static double[] wholes(int n, double base, int span, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = base + r.nextInt(span);
        return a;
    }

    private static float[] floats(double[] d) {
        float[] a = new float[d.length];
        for (int i = 0; i < d.length; i++) a[i] = (float) d[i];
        return a;
    }

    /**
     * The integral count's sizes and spans (DenseCountTest.SIZES, spans); bases at 0, negative, and at both ends of
     * the range the count takes (2^24 for float, int's range for double); the range a slice of a larger array whose
     * keys outside it stay as they were. Repeated on one thread, so counters left dirty would spoil the next count.
     */
    @Test
    void countsExactlyAsArraysSortOrders() {
        for (int n : DenseCountTest.SIZES) {
            for (int span : DenseCountTest.spans(n)) {
                double[] bases = {0, -span / 2, -1_000_000, (1 << 24) - span + 1, -(1 << 24),
                    Integer.MAX_VALUE - span + 1.0, -(double) Integer.MAX_VALUE};
                for (double base : bases) {
                    assertSliceCounted(wholes(n, base, span, n * 31L + span), base, span, DenseCountFloat::sorted,
                            DenseCountDouble::sorted, "n " + n + " span " + span + " base " + base);
                }
            }
        }
    }

    /**
     * Refused, nothing written: a fraction, a -0.0 among zeros (its place before 0.0 is the JDK's), a NaN, an
     * infinity, each where the guess does not read; float keys beyond 2^24 (integers there are not all the type's),
     * double keys beyond int's range; a span wider than the keys; too few keys; sorted, reversed and constant input;
     * keys that are not whole numbers from the first. Fails with the whole-number check taken out of the count.
     */
    @Test
    void refusesKeysThatAreNotSuchIntegers() {
        int n = 5000, late = n - 2; // (no read of the guess lands at n - 2)
        for (double odd : new double[] {2.5, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            double[] d = wholes(n, -50, 100, 1);
            d[late] = odd;
            assertRefused(d, "a key " + odd);
        }
        double[] nearLimit = wholes(n, (1 << 24) - 100, 100, 2);
        nearLimit[late] = (1 << 24) + 2; // (a float; beyond LIMIT)
        float[] f = floats(nearLimit), before = f.clone();
        assertFalse(DenseCountFloat.sorted(f, 0, n));
        assertArrayEquals(before, f);
        double[] beyondInt = wholes(n, Integer.MAX_VALUE - 100.0, 100, 3);
        beyondInt[late] = Integer.MAX_VALUE + 1.0;
        double[] dBefore = beyondInt.clone();
        assertFalse(DenseCountDouble.sorted(beyondInt, 0, n));
        assertArrayEquals(dBefore, beyondInt);
        assertRefused(wholes(n, 0, 2 * n, 4), "a span of 2n");
        double[] oneFar = wholes(n, 0, n / 2, 5);
        oneFar[3] = 0;
        oneFar[late] = n; // (n + 1 values from 0)
        assertRefused(oneFar, "one key n away");
        assertRefused(wholes(DenseCountInt.FIRST_KEYS + DenseCountInt.SPREAD_KEYS - 1, 0, 3, 6), "too few");
        double[] sorted = new double[n], reversed = new double[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = i;
            reversed[i] = n - i;
        }
        assertRefused(sorted, "sorted");
        assertRefused(reversed, "reversed");
        assertRefused(new double[n], "constant");
        double[] fractions = new double[n];
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < n; i++) fractions[i] = r.nextInt(100) + 0.25;
        assertRefused(fractions, "fractions");
        CpuConfig.setDenseSpanMax(1000);
        assertRefused(wholes(n, 0, 1001, 8), "a span over denseSpanMax");
    }

    /**
     * Pairs: sorted stably (each key's values in input order) and bit for bit as a stable sort by key, for every key
     * and value type, at the integral count's sizes and spans with a negative base, a slice of a larger array; a
     * fraction, a -0.0 or a NaN where the guess does not read leaves keys and values as they were.
     */
    @Test
    void countsPairsStably() {
        for (int n : DenseCountTest.SIZES) {
            for (int span : DenseCountTest.spans(n)) {
                double[] keys = wholes(n, -span / 3, span, n * 7L + span);
                keys[0] = keys[2] = -span / 3 + span - 1;
                keys[1] = -span / 3;
                Integer[] order = new Integer[n];
                for (int i = 0; i < n; i++) order[i] = i;
                Arrays.sort(order, (x, y) -> Double.compare(keys[x], keys[y])); // (stable)
                String what = "n " + n + " span " + span;
                float[] fk = new float[n + 4];
                double[] dk = new double[n + 4];
                int[] iv = new int[n + 4];
                long[] lv = new long[n + 4];
                for (int i = 0; i < n; i++) {
                    fk[2 + i] = (float) keys[i];
                    dk[2 + i] = keys[i];
                    iv[2 + i] = i;
                    lv[2 + i] = -i;
                }
                float[] fk2 = fk.clone();
                double[] dk2 = dk.clone();
                int[] iv2 = iv.clone();
                long[] lv2 = lv.clone();
                assertTrue(DenseCountFloatInt.sorted(fk, iv, 2, 2 + n), what);
                assertTrue(DenseCountDoubleLong.sorted(dk, lv, 2, 2 + n), what);
                assertTrue(DenseCountFloatLong.sorted(fk2, lv2, 2, 2 + n), what);
                assertTrue(DenseCountDoubleInt.sorted(dk2, iv2, 2, 2 + n), what);
                for (int i = 0; i < n; i++) {
                    int from = order[i];
                    assertEquals((float) keys[from], fk[2 + i], what);
                    assertEquals((float) keys[from], fk2[2 + i], what);
                    assertEquals(keys[from], dk[2 + i], what);
                    assertEquals(keys[from], dk2[2 + i], what);
                    assertEquals(from, iv[2 + i], what);
                    assertEquals(from, iv2[2 + i], what);
                    assertEquals(-from, lv[2 + i], what);
                    assertEquals(-from, lv2[2 + i], what);
                }
            }
        }
        int n = 3000;
        for (double odd : new double[] {0.5, -0.0, Double.NaN}) {
            double[] d = wholes(n, -20, 100, 9);
            d[n - 2] = odd;
            float[] f = floats(d), fBefore = f.clone();
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            int[] vBefore = v.clone();
            assertFalse(DenseCountFloatInt.sorted(f, v, 0, n), "float " + odd);
            assertArrayEquals(fBefore, f);
            assertArrayEquals(vBefore, v);
            double[] dBefore = d.clone();
            long[] w = new long[n];
            assertFalse(DenseCountDoubleLong.sorted(d, w, 0, n), "double " + odd);
            assertArrayEquals(dBefore, d);
            assertArrayEquals(new long[n], w);
        }
    }

    /**
     * The hybrid sorts `float+int` and `double+long` pairs whose keys hold integers by the count on one thread, and
     * exactly as a stable sort by key; with a -0.0 among the keys by another route, exactly too.
     */
    @Test
    void theHybridCountsPairs() {
        CpuConfig.setThreads(1);
        int n = Math.max(CpuConfig.DENSE_MIN, 1 << 12);
        double[] keys = wholes(n, -9, n / 4, 10);
        for (boolean minusZero : new boolean[] {false, true}) {
            if (minusZero) {
                keys[n - 2] = -0.0;
                keys[n - 3] = 0.0;
            }
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) order[i] = i;
            Arrays.sort(order, (x, y) -> Double.compare(keys[x], keys[y]));
            float[] f = floats(keys);
            double[] d = keys.clone();
            int[] iv = new int[n];
            long[] lv = new long[n];
            for (int i = 0; i < n; i++) {
                iv[i] = i;
                lv[i] = i;
            }
            CpuConfig.lastRoute = null;
            SampleSortFloatInt.sort(f, iv, 0, n);
            check(!minusZero, "float+int, -0.0 " + minusZero);
            CpuConfig.lastRoute = null;
            SampleSortDoubleLong.sort(d, lv, 0, n);
            check(!minusZero, "double+long, -0.0 " + minusZero);
            for (int i = 0; i < n; i++) {
                int from = order[i];
                assertEquals(Float.floatToRawIntBits((float) keys[from]), Float.floatToRawIntBits(f[i]));
                assertEquals(Double.doubleToRawLongBits(keys[from]), Double.doubleToRawLongBits(d[i]));
                assertEquals(from, iv[i]);
                assertEquals(from, lv[i]);
            }
        }
    }

    /**
     * The team's wide count (DenseCountFloat.wide / DenseCountDouble.wide): exact bit for bit against Arrays.sort at
     * spans from 2 values to one a key, the generator's float zipf, bases at 0, negative and the ends of the range it
     * takes, a slice of a larger array whose other slots stay as they were, on staffed teams of 2 and 3 and an
     * unstaffed one; and at a span beyond CHECK_APART_VALUES, where the check is a pass of its own.
     */
    @Test
    void theTeamCountsWideSpans() {
        SpinTeam two = new SpinTeam(2, 0), three = new SpinTeam(3, 0);
        try {
            for (SpinTeam team : new SpinTeam[] {two, three, SpinTeam.unstaffed(2)}) {
                for (int n : new int[] {DenseCountInt.FIRST_KEYS + DenseCountInt.SPREAD_KEYS, 1001, 4097, (1 << 16) + 5}) {
                    for (int span : new int[] {2, 7, n / 9, n / 2, n}) {
                        for (double base : new double[] {0, -span / 2, -(1 << 24), (1 << 24) - span + 1,
                            Integer.MAX_VALUE - span + 1.0, -(double) Integer.MAX_VALUE}) {
                            assertWideCounted(team, wholes(n, base, span, n * 13L + span), base, span);
                        }
                    }
                    float[] z = DataGenerator.floats(Distribution.ZIPF, n, n);
                    double[] zipf = new double[n];
                    for (int i = 0; i < n; i++) zipf[i] = z[i];
                    assertWideCounted(team, zipf, 0, n);
                }
            }
            int n = DenseCountFloat.CHECK_APART_VALUES + 1000;
            assertWideCounted(two, wholes(n, -5, n, 11), -5, n);
        } finally {
            two.shutdown();
            three.shutdown();
        }
    }

    /** {@code keys} (integers in base + [0, span)) in a slice of larger arrays, counted on the team, both key types. */
    private static void assertWideCounted(SpinTeam team, double[] keys, double base, int span) {
        assertSliceCounted(keys, base, span, (a, from, to) -> DenseCountFloat.wide(a, from, to, team) == 1,
                (a, from, to) -> DenseCountDouble.wide(a, from, to, team) == 1,
                "n " + keys.length + " span " + span + " base " + base + " team " + team.size);
    }

    /** A count of float keys: true where it sorted {@code a[from, to)}. */
    interface FloatCount {
        boolean sort(float[] a, int from, int to);
    }

    /** A count of double keys: true where it sorted {@code a[from, to)}. */
    interface DoubleCount {
        boolean sort(double[] a, int from, int to);
    }

    /**
     * {@code keys} (integers in base + [0, span)), the span's ends and a fall and a rise first, in a slice of larger
     * arrays (0.5 around it), counted as float keys (where base + [0, span) lies within 2^24) and as double keys: each
     * sorted, exactly as Arrays.sort orders the slice, the slots around it untouched.
     */
    private static void assertSliceCounted(double[] keys, double base, int span, FloatCount floatCount,
                                           DoubleCount doubleCount, String what) {
        int n = keys.length, pad = 5;
        keys[0] = keys[2] = base + span - 1;
        keys[1] = base;
        if (Math.abs(base) <= 1 << 24 && Math.abs(base + span - 1) <= 1 << 24) {
            float[] a = new float[n + 2 * pad];
            Arrays.fill(a, 0.5f);
            System.arraycopy(floats(keys), 0, a, pad, n);
            float[] expected = a.clone();
            Arrays.sort(expected, pad, pad + n);
            assertTrue(floatCount.sort(a, pad, pad + n), () -> "float " + what);
            assertArrayEquals(expected, a, "float " + what);
        }
        double[] b = new double[n + 2 * pad];
        Arrays.fill(b, 0.5);
        System.arraycopy(keys, 0, b, pad, n);
        double[] expected = b.clone();
        Arrays.sort(expected, pad, pad + n);
        assertTrue(doubleCount.sort(b, pad, pad + n), () -> "double " + what);
        assertArrayEquals(expected, b, "double " + what);
    }

    /**
     * The wide count refuses, leaving the keys as they were: a fraction, a -0.0, a NaN or an infinity where the guess
     * does not read (in the count's loop, and in the check's own pass beyond CHECK_APART_VALUES), keys beyond the exact
     * integers, a span one value beyond one a key, sorted keys, and a team held by another sort. Its counters are kept
     * clear after a sort and after a refusal by the span; after a refusal in the count (the counters may hold counts)
     * none are kept, and the next sort is exact with new ones. Fails with the whole-number check taken out of either
     * loop, or with the counters kept after a refusal in the count (checked).
     */
    @Test
    void theWideCountLeavesOtherKeysAsTheyWere() throws InterruptedException {
        SpinTeam team = new SpinTeam(2, 0);
        try {
            for (int n : new int[] {1 << 15, DenseCountFloat.CHECK_APART_VALUES + 1000}) {
                int late = n - 2; // (no read of the guess lands at n - 2)
                for (double odd : new double[] {2.5, -0.0, Double.NaN, Double.POSITIVE_INFINITY,
                    Double.NEGATIVE_INFINITY}) {
                    double[] d = wholes(n, -50, n, 1);
                    d[late] = odd;
                    assertWideRefused(team, d, "n " + n + " a key " + odd);
                }
            }
            int n = 1 << 15, late = n - 2;
            double[] beyond = wholes(n, (1 << 24) - 100, 100, 2);
            beyond[late] = (1 << 24) + 2;
            float[] f = floats(beyond), fBefore = f.clone();
            assertEquals(0, DenseCountFloat.wide(f, 0, n, team));
            assertArrayEquals(fBefore, f);
            double[] beyondInt = wholes(n, Integer.MAX_VALUE - 100.0, 100, 3);
            beyondInt[late] = Integer.MAX_VALUE + 1.0;
            double[] dBefore = beyondInt.clone();
            assertEquals(0, DenseCountDouble.wide(beyondInt, 0, n, team));
            assertArrayEquals(dBefore, beyondInt);
            assertWideCounted(team, wholes(n, 0, n, 8), 0, n);
            int[][] counted = DenseWide.kept();
            double[] oneFar = wholes(n, 0, n / 2, 4);
            oneFar[late] = n; // (n + 1 values from 0)
            assertWideRefused(team, oneFar, "one key n away");
            int[][] kept = DenseWide.kept();
            assertEquals(2, kept.length, "counters kept after a refusal by the span");
            for (int m = 0; m < 2; m++) {
                assertSame(counted[m], kept[m], "member " + m + "'s counters not kept");
                assertTrue(Arrays.stream(kept[m]).allMatch(x -> x == 0), "a counter left set");
            }
            double[] sorted = new double[n];
            for (int i = 0; i < n; i++) sorted[i] = i;
            assertWideRefused(team, sorted, "sorted");
            double[] fraction = wholes(n, 0, n, 5);
            fraction[late] = 0.5;
            assertWideRefused(team, fraction, "a fraction");
            assertNull(DenseWide.kept(), "counters kept after a refusal in the count");
            double[] next = wholes(n, 0, n, 6);
            assertWideCounted(team, next, 0, n);
            for (int[] c : DenseWide.kept()) assertTrue(Arrays.stream(c).allMatch(x -> x == 0), "a counter left set");
            double[] held = wholes(n, 0, 1000, 7);
            float[] h = floats(held), hBefore = h.clone();
            CpuTestData.whileHeld(team, () -> {
                assertEquals(DenseCountInt.TEAM_REFUSED, DenseCountFloat.wide(h, 0, h.length, team));
                assertArrayEquals(hBefore, h);
            });
        } finally {
            team.shutdown();
        }
    }

    private static void assertWideRefused(SpinTeam team, double[] d, String what) {
        double[] b = d.clone();
        assertEquals(0, DenseCountDouble.wide(b, 0, b.length, team), "double " + what);
        assertArrayEquals(d, b, "double " + what);
        float[] f = floats(d), before = f.clone();
        assertEquals(0, DenseCountFloat.wide(f, 0, f.length, team), "float " + what);
        assertArrayEquals(before, f, "float " + what);
    }

    /**
     * The hybrid takes the wide count for float and double keys that hold integers beside a sequential JDK sort (2+
     * threads, a one-worker pool) from denseWideMin keys, up to one value a key, and not below denseWideMin (the
     * one-thread count's), nor with it 0, nor with a parallel pool; a fraction among the keys sorts by another route.
     * Every sort exact.
     */
    @Test
    void theHybridCountsWideSpansOnTheTeam() {
        int n = 1 << 14;
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setDenseWideMin(n);
        assertWideRoute(wholes(n, -77, n, 1), CpuConfig.Route.DENSE_WIDE);
        assertWideRoute(wholes(n, 5, 100, 2), CpuConfig.Route.DENSE_WIDE);
        assertWideRoute(wholes(n - 1, 5, n - 1, 3), CpuConfig.Route.DENSE);
        double[] fraction = wholes(n, 0, n, 4);
        fraction[n - 2] = 0.5;
        assertWideRoute(fraction, null);
        CpuConfig.setDenseWideMin(0);
        assertWideRoute(wholes(n, 0, n, 5), CpuConfig.Route.DENSE);
        CpuConfig.setDenseWideMin(n);
        CpuConfig.setCommonPoolParallel(true);
        assertFalse(CpuConfig.denseWide(n, 2));
    }

    /** Sorts {@code d} as floats and as doubles; each exact, on {@code route} (null: neither count's). */
    private static void assertWideRoute(double[] d, CpuConfig.Route route) {
        int n = d.length;
        float[] a = floats(d), expected = a.clone();
        Arrays.sort(expected);
        CpuConfig.lastRoute = null;
        SampleSortFloat.sort(a, 0, n);
        assertArrayEquals(expected, a, "float " + n);
        double[] b = d.clone(), bExpected = d.clone();
        Arrays.sort(bExpected);
        CpuConfig.Route floatRoute = CpuConfig.lastRoute;
        CpuConfig.lastRoute = null;
        SampleSortDouble.sort(b, 0, n);
        assertArrayEquals(bExpected, b, "double " + n);
        for (CpuConfig.Route r : new CpuConfig.Route[] {floatRoute, CpuConfig.lastRoute}) {
            if (route != null) assertEquals(route, r, "n " + n);
            else assertTrue(r != CpuConfig.Route.DENSE && r != CpuConfig.Route.DENSE_WIDE, "n " + n + ": " + r);
        }
    }

    private static void assertRefused(double[] d, String what) {
        double[] b = d.clone();
        assertFalse(DenseCountDouble.sorted(b, 0, b.length), "double " + what);
        assertArrayEquals(d, b, "double " + what);
        float[] f = floats(d), before = f.clone();
        assertFalse(DenseCountFloat.sorted(f, 0, f.length), "float " + what);
        assertArrayEquals(before, f, "float " + what);
    }

    /**
     * The hybrid counts float and double keys that hold integers on one thread, and with a parallel JDK sort beside it
     * only up to denseParallelMax; with denseSpanMax 0 never; the generator's float zipf (n keys in [0, n)) too; a
     * -0.0 among them, or a fraction, sorted exactly by another route. Every sort exact.
     */
    @Test
    void theHybridCountsWhereDenseCountSays() {
        int small = Math.max(CpuConfig.DENSE_MIN, 1 << 12), large = 2 * CpuConfig.DENSE_PARALLEL_MAX;
        CpuConfig.setThreads(1);
        assertRoute(wholes(small, -7, small, 1), true);
        assertRoute(wholes(large, -7, large, 2), true);
        double[] zipf = new double[small];
        float[] z = DataGenerator.floats(Distribution.ZIPF, small, 3);
        for (int i = 0; i < small; i++) zipf[i] = z[i];
        assertRoute(zipf, true);
        double[] minusZero = wholes(small, -7, small, 4);
        minusZero[small - 2] = -0.0;
        minusZero[small - 3] = 0.0;
        assertRoute(minusZero, false);
        double[] fraction = wholes(small, -7, small, 5);
        fraction[small - 2] = 0.5;
        assertRoute(fraction, false);
        CpuConfig.setThreads(8);
        CpuConfig.setCommonPoolParallel(true);
        assertRoute(wholes(small, 0, small, 6), true);
        assertRoute(wholes(large, 0, large, 7), false);
        // (from jdkSequentialBelow the team takes float keys with duplicates on 8+ threads: not counted there)
        int seq = CpuConfig.jdkSequentialBelow();
        assertFalse(CpuConfig.denseCountFp(seq, 8));
        assertTrue(CpuConfig.denseCountFp(seq - 1, 8) || seq - 1 < CpuConfig.DENSE_MIN);
        assertTrue(CpuConfig.denseCountFp(seq, 1));
        CpuConfig.setThreads(1);
        CpuConfig.setDenseSpanMax(0);
        assertRoute(wholes(small, 0, small, 8), false);
    }

    private static void assertRoute(double[] d, boolean taken) {
        int n = d.length;
        CpuConfig.lastRoute = null;
        float[] a = floats(d), expected = a.clone();
        Arrays.sort(expected);
        SampleSortFloat.sort(a, 0, n);
        assertArrayEquals(expected, a, "float " + n);
        check(taken, "float " + n);
        CpuConfig.lastRoute = null;
        double[] b = d.clone(), bExpected = d.clone();
        Arrays.sort(bExpected);
        SampleSortDouble.sort(b, 0, n);
        assertArrayEquals(bExpected, b, "double " + n);
        check(taken, "double " + n);
    }

    private static void check(boolean taken, String what) {
        if (taken) assertEquals(CpuConfig.Route.DENSE, CpuConfig.lastRoute, what);
        else assertNotEquals(CpuConfig.Route.DENSE, CpuConfig.lastRoute, what);
    }
}
