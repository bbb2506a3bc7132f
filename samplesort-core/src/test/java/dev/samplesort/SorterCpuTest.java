package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.samplesort.cpu.CpuTestData;
import dev.samplesort.cpu.CpuTestData.Dist;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The public front-end on the CPU backend: ascending, descending, stable key-value, ranges, exceptions, segments. */
class SorterCpuTest {
    private static final Sorter ASC = Sorter.cpu();
    private static final Sorter DESC = Sorter.builder().backend(Backend.CPU).descending().build();
    private static final Sorter STABLE = Sorter.builder().backend(Backend.CPU).stable(true).build();
    private static final Sorter STABLE_DESC = Sorter.builder().backend(Backend.CPU).stable(true).descending().build();

    static final int[] SIZES = {0, 1, 2, 3, 16, 17, 100, 257, 4097, 140_001};

    private static long[] rev(long[] a) { long[] b = a.clone(); for (int i = 0; i < b.length; i++) b[i] = a[a.length - 1 - i]; return b; }
    private static int[] rev(int[] a) { int[] b = a.clone(); for (int i = 0; i < b.length; i++) b[i] = a[a.length - 1 - i]; return b; }
    private static float[] rev(float[] a) { float[] b = a.clone(); for (int i = 0; i < b.length; i++) b[i] = a[a.length - 1 - i]; return b; }
    private static double[] rev(double[] a) { double[] b = a.clone(); for (int i = 0; i < b.length; i++) b[i] = a[a.length - 1 - i]; return b; }

    @Test
    void keysAscendingAndDescending() {
        for (Dist d : Dist.values()) {
            for (int n : SIZES) {
                long[] x = CpuTestData.longs(d, n, n + d.ordinal(), 64);
                String w = d + " n=" + n;
                long[] le = x.clone(); Arrays.sort(le);
                long[] l = x.clone(); ASC.sort(l); assertArrayEquals(le, l, "long asc " + w);
                l = x.clone(); DESC.sort(l); assertArrayEquals(rev(le), l, "long desc " + w);
                int[] ie = CpuTestData.ints(x); Arrays.sort(ie);
                int[] i = CpuTestData.ints(x); ASC.sort(i); assertArrayEquals(ie, i, "int asc " + w);
                i = CpuTestData.ints(x); DESC.sort(i); assertArrayEquals(rev(ie), i, "int desc " + w);
                double[] dx = CpuTestData.doubles(x, true, n), de = dx.clone(); Arrays.sort(de);
                double[] dd = dx.clone(); ASC.sort(dd); CpuTestData.assertSortedLike(de, dd, "double asc " + w);
                dd = dx.clone(); DESC.sort(dd); CpuTestData.assertSortedLike(rev(de), dd, "double desc " + w);
                float[] fx = CpuTestData.floats(x, true, n), fe = fx.clone(); Arrays.sort(fe);
                float[] f = fx.clone(); ASC.sort(f); CpuTestData.assertSortedLike(fe, f, "float asc " + w);
                f = fx.clone(); DESC.sort(f); CpuTestData.assertSortedLike(rev(fe), f, "float desc " + w);
            }
        }
    }

    @Test
    void rangesThroughTheFrontEnd() {
        SplittableRandom r = new SplittableRandom(1);
        for (int rep = 0; rep < 20; rep++) {
            int n = 1 + r.nextInt(rep < 10 ? 300 : 200_000), from = r.nextInt(n), to = from + r.nextInt(n - from + 1);
            long[] x = CpuTestData.longs(Dist.values()[rep % Dist.values().length], n, rep, 64);
            long[] a = x.clone(), e = x.clone();
            ASC.sort(a, from, to);
            Arrays.sort(e, from, to);
            assertArrayEquals(e, a);
            double[] d = CpuTestData.doubles(x, true, rep), de = d.clone();
            DESC.sort(d, from, to);
            Arrays.sort(de, from, to);
            for (int i = from, j = to - 1; i < j; i++, j--) { double t = de[i]; de[i] = de[j]; de[j] = t; }
            CpuTestData.assertSortedLike(de, d, "double desc range");
        }
    }

    /** Stable key-value sorts: ties keep their original order in both directions; values travel with keys. */
    @Test
    void stableKeyValueBothDirections() {
        for (Dist d : new Dist[] {Dist.FEW2, Dist.FEW16, Dist.ZIPF, Dist.UNIFORM, Dist.ALL_EQUAL}) {
            for (int n : new int[] {5, 17, 1000, 140_001}) {
                long[] x = CpuTestData.longs(d, n, n, 64);
                for (boolean desc : new boolean[] {false, true}) {
                    Sorter s = desc ? STABLE_DESC : STABLE;
                    long[] k = x.clone();
                    int[] v = new int[n];
                    for (int i = 0; i < n; i++) v[i] = i;
                    s.sort(k, v);
                    checkStable(x, k, v, desc, d + " long/int n=" + n);
                    float[] fk = CpuTestData.floats(x, true, n), fo = fk.clone();
                    long[] lv = new long[n];
                    for (int i = 0; i < n; i++) lv[i] = i + (1L << 40);
                    s.sort(fk, lv);
                    for (int p = 0; p < n; p++) {
                        int i = (int) (lv[p] - (1L << 40));
                        assertEquals(Float.floatToRawIntBits(fo[i]), Float.floatToRawIntBits(fk[p]), "float pair");
                        if (p > 0) {
                            int c = Float.compare(fk[p - 1], fk[p]);
                            if (desc ? c < 0 : c > 0) throw new AssertionError("float order " + p);
                            if (c == 0 && lv[p - 1] > lv[p]) throw new AssertionError("float not stable " + p);
                        }
                    }
                }
            }
        }
    }

    private static void checkStable(long[] orig, long[] k, int[] v, boolean desc, String w) {
        long[] e = orig.clone();
        Arrays.sort(e);
        if (desc) e = rev(e);
        assertArrayEquals(e, k, w + " keys");
        for (int p = 0; p < k.length; p++) {
            assertEquals(orig[v[p]], k[p], w + " pair at " + p);
            if (p > 0 && k[p - 1] == k[p] && v[p - 1] > v[p]) throw new AssertionError(w + " not stable at " + p);
        }
    }

    @Test
    void unstableKeyValueKeepsPairs() {
        long[] x = CpuTestData.longs(Dist.FEW256, 50_000, 3, 64);
        int[] ki = CpuTestData.ints(x), oi = ki.clone();
        long[] v = new long[ki.length];
        for (int i = 0; i < v.length; i++) v[i] = i;
        DESC.sort(ki, v);
        int[] e = oi.clone();
        Arrays.sort(e);
        assertArrayEquals(rev(e), ki);
        boolean[] seen = new boolean[v.length];
        for (int p = 0; p < v.length; p++) {
            assertEquals(oi[(int) v[p]], ki[p]);
            if (seen[(int) v[p]]) throw new AssertionError("duplicate value");
            seen[(int) v[p]] = true;
        }
    }

    // ---------------------------------------------------------------- exceptions

    private static void sameException(Executable expected, Executable actual) {
        Throwable e = assertThrows(Throwable.class, expected);
        Throwable a = assertThrows(Throwable.class, actual);
        assertEquals(e.getClass(), a.getClass(), "exception type");
        assertEquals(unnamed(e.getMessage()), unnamed(a.getMessage()), "exception message");
    }

    /**
     * A message with its quoted variable names left out: a null array's message names the variable that the
     * throwing frame read, from its class's debug information, so a runtime whose JDK classes are stripped of it
     * ({@code jlink --strip-debug}, the device's) says {@code "<parameter1>"} for the JDK's frame where ours says
     * {@code "a"}.
     */
    private static String unnamed(String message) {
        return message == null ? null : message.replaceAll("\"[^\"]*\"", "\"?\"");
    }

    @Test
    void badRangesThrowLikeArraysSort() {
        int[][] ranges = {{5, 3}, {-1, 3}, {0, 11}, {-2, -1}, {11, 12}, {3, 11}};
        for (int[] r : ranges) {
            int f = r[0], t = r[1];
            sameException(() -> Arrays.sort(new int[10], f, t), () -> ASC.sort(new int[10], f, t));
            sameException(() -> Arrays.sort(new long[10], f, t), () -> ASC.sort(new long[10], f, t));
            sameException(() -> Arrays.sort(new float[10], f, t), () -> DESC.sort(new float[10], f, t));
            sameException(() -> Arrays.sort(new double[10], f, t), () -> ASC.sort(new double[10], f, t));
            sameException(() -> Arrays.sort(new long[10], f, t), () -> STABLE.sort(new long[10], new int[10], f, t));
        }
    }

    @Test
    void nullsThrowLikeArraysSort() {
        sameException(() -> Arrays.sort((int[]) null), () -> ASC.sort((int[]) null));
        sameException(() -> Arrays.sort((long[]) null), () -> DESC.sort((long[]) null));
        sameException(() -> Arrays.sort((float[]) null), () -> ASC.sort((float[]) null));
        sameException(() -> Arrays.sort((double[]) null), () -> ASC.sort((double[]) null));
        sameException(() -> Arrays.sort((long[]) null, 0, 0), () -> ASC.sort((long[]) null, 0, 0));
        sameException(() -> Arrays.sort((double[]) null, 0, 1), () -> ASC.sort((double[]) null, 0, 1));
        // no Arrays.sort counterpart for pairs: the type must still be NullPointerException
        assertThrows(NullPointerException.class, () -> ASC.sort((long[]) null, new int[1]));
        assertThrows(NullPointerException.class, () -> ASC.sort(new long[1], (int[]) null));
    }

    // ---------------------------------------------------------------- segments

    @Test
    void segmentsAscendingAndDescending() {
        for (int n : new int[] {0, 1, 33, 70_001}) {
            long[] x = CpuTestData.longs(Dist.ZIPF, n, n, 64);
            double[] d = CpuTestData.doubles(x, true, n), de = d.clone();
            Arrays.sort(de);
            try (Arena arena = Arena.ofShared()) {
                MemorySegment k = arena.allocate(8L * n + 8, 8).asSlice(0, 8L * n);
                MemorySegment.copy(d, 0, k, ValueLayout.JAVA_DOUBLE, 0, n);
                ASC.sort(k, KeyType.DOUBLE);
                double[] out = new double[n];
                MemorySegment.copy(k, ValueLayout.JAVA_DOUBLE, 0, out, 0, n);
                CpuTestData.assertSortedLike(de, out, "segment asc " + n);
                MemorySegment.copy(d, 0, k, ValueLayout.JAVA_DOUBLE, 0, n);
                DESC.sort(k, KeyType.DOUBLE);
                MemorySegment.copy(k, ValueLayout.JAVA_DOUBLE, 0, out, 0, n);
                CpuTestData.assertSortedLike(rev(de), out, "segment desc " + n);

                int[] ki = CpuTestData.ints(x);
                MemorySegment ks = arena.allocate(4L * n + 4, 4).asSlice(0, 4L * n);
                MemorySegment vs = arena.allocate(8L * n + 8, 8).asSlice(0, 8L * n);
                MemorySegment.copy(ki, 0, ks, ValueLayout.JAVA_INT, 0, n);
                for (int i = 0; i < n; i++) vs.setAtIndex(ValueLayout.JAVA_LONG, i, i);
                STABLE_DESC.sort(ks, KeyType.INT, vs, ValueType.LONG);
                for (int p = 0; p < n; p++) {
                    int key = ks.getAtIndex(ValueLayout.JAVA_INT, p);
                    long idx = vs.getAtIndex(ValueLayout.JAVA_LONG, p);
                    assertEquals(ki[(int) idx], key, "segment pair");
                    if (p > 0) {
                        int prev = ks.getAtIndex(ValueLayout.JAVA_INT, p - 1);
                        if (prev < key) throw new AssertionError("segment desc order");
                        if (prev == key && vs.getAtIndex(ValueLayout.JAVA_LONG, p - 1) > idx) throw new AssertionError("segment stable");
                    }
                }
            }
        }
    }
}
