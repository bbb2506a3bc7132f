package dev.samplesort.cpu;

import dev.samplesort.spi.Jobs;
import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.samplesort.cpu.CpuTestData.Dist;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Keys-only sorts through the engine, differential against Arrays.sort, every type x distribution x size. */
class CpuEngineDifferentialTest {
    private static final CpuEngine E = CpuEngine.instance();

    /** 0..3, around BASE_CASE (16), bucket counts 2^k +-1, sample sizes, PARALLEL_THRESHOLD (2^17), primes. */
    static final int[] SIZES = {0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 18, 24, 31, 32, 33, 63, 64, 65, 100, 127, 128,
        129, 255, 256, 257, 511, 512, 513, 1000, 1023, 1024, 1025, 2047, 2048, 2049, 4093, 4096, 4097, 8191, 10007,
        32767, 32768, 32769, 65521, 65537, 131071, 131072, 131073, 262147};

    /** The engine's own paths: the hybrid would hand most of these keys-only sorts to the JDK (CpuHybridTest). */
    @BeforeEach
    void engineOnly() { CpuConfig.setHybrid(false); }

    @AfterEach
    void restore() {
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
        CpuConfig.setHybrid(true);
    }

    @TestFactory
    Stream<DynamicTest> allTypesDistributionsSizes() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Dist d : Dist.values()) {
            tests.add(DynamicTest.dynamicTest(d.name(), () -> {
                for (int n : SIZES) checkAllTypes(d, n, n * 31L + d.ordinal(), true);
            }));
        }
        return tests.stream();
    }

    @Test
    void largeInputs() {
        for (Dist d : new Dist[] {Dist.UNIFORM, Dist.FEW16, Dist.ZIPF}) {
            long[] x = CpuTestData.longs(d, 2_000_003, d.ordinal(), 64);
            long[] l = x.clone(), le = x.clone();
            Jobs.sort(E, l, 0, l.length);
            Arrays.sort(le);
            assertArrayEquals(le, l, d + " long 2M");
            int[] i = CpuTestData.ints(x), ie = i.clone();
            Jobs.sort(E, i, 0, i.length);
            Arrays.sort(ie);
            assertArrayEquals(ie, i, d + " int 2M");
        }
        long[] x = CpuTestData.longs(Dist.UNIFORM, (1 << 20) + 3, 7, 40);
        double[] dd = CpuTestData.doubles(x, true, 3), de = dd.clone();
        Jobs.sort(E, dd, 0, dd.length);
        Arrays.sort(de);
        assertSortedLike(de, dd, "double 1M edges");
        float[] ff = CpuTestData.floats(x, true, 4), fe = ff.clone();
        Jobs.sort(E, ff, 0, ff.length);
        Arrays.sort(fe);
        assertSortedLike(fe, ff, "float 1M edges");
    }

    @Test
    void oneTwoAndThreeThreads() {
        for (int t = 1; t <= 3; t++) {
            CpuConfig.setThreads(t);
            for (Dist d : new Dist[] {Dist.UNIFORM, Dist.FEW2, Dist.ALL_EQUAL, Dist.ZIPF, Dist.REVERSE}) {
                checkAllTypes(d, 400_003, t * 100 + d.ordinal(), true);
            }
        }
    }

    @Test
    void narrowUniformRanges() {
        // small value ranges give many equal splitters (equality buckets) at every level
        for (int bits : new int[] {1, 3, 8, 12, 20}) {
            long[] x = CpuTestData.longs(Dist.UNIFORM, 300_007, bits, bits);
            long[] l = x.clone(), le = x.clone();
            Jobs.sort(E, l, 0, l.length);
            Arrays.sort(le);
            assertArrayEquals(le, l, "bits " + bits);
        }
    }

    @Test
    void subRangesLeaveTheOutsideUntouched() {
        SplittableRandom r = new SplittableRandom(5);
        for (int n : new int[] {50, 5000, 300_000}) {
            for (int rep = 0; rep < 6; rep++) {
                int from = r.nextInt(n / 2), to = from + r.nextInt(n - from + 1);
                long[] x = CpuTestData.longs(Dist.values()[rep % Dist.values().length], n, rep, 64);
                long[] l = x.clone(), le = x.clone();
                Jobs.sort(E, l, from, to);
                Arrays.sort(le, from, to);
                assertArrayEquals(le, l, "long range");
                int[] i = CpuTestData.ints(x), ie = i.clone();
                Jobs.sort(E, i, from, to);
                Arrays.sort(ie, from, to);
                assertArrayEquals(ie, i, "int range");
                double[] d = CpuTestData.doubles(x, true, rep), de = d.clone();
                Jobs.sort(E, d, from, to);
                Arrays.sort(de, from, to);
                assertSortedLike(de, d, "double range");
                float[] f = CpuTestData.floats(x, true, rep), fe = f.clone();
                Jobs.sort(E, f, from, to);
                Arrays.sort(fe, from, to);
                assertSortedLike(fe, f, "float range");
            }
        }
    }

    @Test
    void floatingPointEdgeCasesOnly() {
        SplittableRandom r = new SplittableRandom(11);
        for (int n : new int[] {2, 3, 17, 100, 1000, 200_000}) {
            double[] d = new double[n];
            float[] f = new float[n];
            for (int i = 0; i < n; i++) {
                d[i] = CpuTestData.DOUBLE_EDGES[r.nextInt(CpuTestData.DOUBLE_EDGES.length)];
                f[i] = CpuTestData.FLOAT_EDGES[r.nextInt(CpuTestData.FLOAT_EDGES.length)];
            }
            sortBothLikeJdk(f, d, "edges " + n);
        }
        // all NaN, all -0.0, zeros mixed only
        for (int n : new int[] {5, 70_000}) {
            double[] d = new double[n];
            Arrays.fill(d, Double.longBitsToDouble(0xfff8000000000123L));
            double[] de = d.clone();
            Jobs.sort(E, d, 0, n);
            Arrays.sort(de);
            assertSortedLike(de, d, "all NaN");
            float[] f = new float[n];
            for (int i = 0; i < n; i++) f[i] = (i % 3 == 0) ? -0.0f : 0.0f;
            float[] fe = f.clone();
            Jobs.sort(E, f, 0, n);
            Arrays.sort(fe);
            assertSortedLike(fe, f, "zeros");
            assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(f[0]));
        }
    }

    /**
     * The engine's NaN check (its keys' bits, in parallel pieces): one NaN of either sign and any payload, first,
     * last, at a piece's or a 4096-key block's edge, or none (infinities and the largest finite magnitudes beside
     * NaN's bits), in the engine's parallel range; exactly Arrays.sort's result each time.
     */
    @Test
    void oneNaNAnywhereIsFound() {
        CpuConfig.setThreads(4);
        int n = 1 << 18;
        SplittableRandom r = new SplittableRandom(44);
        int[] at = {-1, 0, n - 1, n / 4, n / 4 - 1, 4096, 4095, 3 * n / 4 + 4097};
        int[] fNaN = {0x7fc00000, 0xffc00000, 0x7f800001, 0xff800001, 0x7fffffff, 0xffffffff};
        long[] dNaN = {0x7ff8000000000000L, 0xfff8000000000000L, 0x7ff0000000000001L, 0xfff0000000000001L,
                0x7fffffffffffffffL, 0xffffffffffffffffL};
        for (int k = 0; k < at.length; k++) {
            float[] f = new float[n];
            double[] d = new double[n];
            // odd k: no negative key but the NaN (whose sign bit is set then), so no other key's bits can stand in
            // for the NaN's in the check
            boolean signed = k % 2 == 0;
            for (int i = 0; i < n; i++) {
                int c = r.nextInt(100);
                f[i] = c == 0 ? Float.POSITIVE_INFINITY : c == 2 ? Float.MAX_VALUE
                        : signed && c == 1 ? Float.NEGATIVE_INFINITY : signed && c == 3 ? -Float.MAX_VALUE
                        : (float) r.nextDouble(signed ? -1e6 : 0, 1e6);
                d[i] = c == 0 ? Double.POSITIVE_INFINITY : c == 2 ? Double.MAX_VALUE
                        : signed && c == 1 ? Double.NEGATIVE_INFINITY : signed && c == 3 ? -Double.MAX_VALUE
                        : r.nextDouble(signed ? -1e6 : 0, 1e6);
            }
            if (at[k] >= 0) {
                f[at[k]] = Float.intBitsToFloat(fNaN[k % fNaN.length]);
                d[at[k]] = Double.longBitsToDouble(dNaN[k % dNaN.length]);
            }
            sortBothLikeJdk(f, d, "NaN at " + at[k]);
        }
    }

    /** Sorts both arrays on the engine and checks each against Arrays.sort of a copy (raw bits included). */
    private static void sortBothLikeJdk(float[] f, double[] d, String what) {
        float[] fe = f.clone();
        double[] de = d.clone();
        Jobs.sort(E, f, 0, f.length);
        Jobs.sort(E, d, 0, d.length);
        Arrays.sort(fe);
        Arrays.sort(de);
        assertSortedLike(fe, f, "float, " + what);
        assertSortedLike(de, d, "double, " + what);
    }

    @Test
    void checksCanFail() {
        // guard against a vacuous comparison: a wrong order must be detected
        float[] e = {-0.0f, 0.0f};
        float[] a = {0.0f, -0.0f};
        try {
            assertSortedLike(e, a, "swapped zeros");
        } catch (AssertionError expected) {
            return;
        }
        throw new AssertionError("assertSortedLike accepted a wrong order");
    }

    static void checkAllTypes(Dist d, int n, long seed, boolean edges) {
        long[] x = CpuTestData.longs(d, n, seed, 64);
        String what = d + " n=" + n;
        long[] l = x.clone(), le = x.clone();
        Jobs.sort(E, l, 0, n);
        Arrays.sort(le);
        assertArrayEquals(le, l, "long " + what);
        int[] i = CpuTestData.ints(x), ie = i.clone();
        Jobs.sort(E, i, 0, n);
        Arrays.sort(ie);
        assertArrayEquals(ie, i, "int " + what);
        double[] dd = CpuTestData.doubles(x, edges && (seed & 1) == 0, seed), de = dd.clone();
        Jobs.sort(E, dd, 0, n);
        Arrays.sort(de);
        assertSortedLike(de, dd, "double " + what);
        float[] f = CpuTestData.floats(x, edges && (seed & 1) == 0, seed), fe = f.clone();
        Jobs.sort(E, f, 0, n);
        Arrays.sort(fe);
        assertSortedLike(fe, f, "float " + what);
    }
}
