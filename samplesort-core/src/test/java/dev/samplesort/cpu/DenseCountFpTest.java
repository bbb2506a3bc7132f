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
 * The dense count of floating-point keys that hold integers (DenseCountFloat / DenseCountDouble, the DENSE route):
 * exact against {@code Arrays.sort}, bit for bit, at spans from 2 values to one a key, negative keys and the ends of
 * the range it takes; keys that are not such (a fraction, -0.0, NaN, an infinity, beyond the exact integers, too wide a
 * span, sorted) are left as they were; the hybrid takes the route where {@code CpuConfig.denseCount} says.
 */
class DenseCountFpTest {
    @AfterEach
    void restore() {
        CpuConfig.setDenseSpanMax(-1);
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
                    double[] keys = wholes(n, base, span, n * 31L + span);
                    keys[0] = keys[2] = base + span - 1; // (the span's ends present, and a fall and a rise first)
                    keys[1] = base;
                    String what = "n " + n + " span " + span + " base " + base;
                    if (Math.abs(base) <= 1 << 24 && Math.abs(base + span - 1) <= 1 << 24) {
                        float[] a = new float[n + 10];
                        Arrays.fill(a, 0.5f);
                        System.arraycopy(floats(keys), 0, a, 5, n);
                        float[] expected = a.clone();
                        Arrays.sort(expected, 5, 5 + n);
                        assertTrue(DenseCountFloat.sorted(a, 5, 5 + n), () -> "float " + what);
                        assertArrayEquals(expected, a, "float " + what);
                    }
                    double[] b = new double[n + 10];
                    Arrays.fill(b, 0.5);
                    System.arraycopy(keys, 0, b, 5, n);
                    double[] expected = b.clone();
                    Arrays.sort(expected, 5, 5 + n);
                    assertTrue(DenseCountDouble.sorted(b, 5, 5 + n), () -> "double " + what);
                    assertArrayEquals(expected, b, "double " + what);
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
