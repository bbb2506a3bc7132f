package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.samplesort.Sorter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What Sorter's Javadoc and the README promise about NaN payloads on the GPU (issue 13): with only canonical NaNs the
 * GPU's output is bit for bit the CPU's (and Arrays.sort's), ascending and descending; with NaNs of different bits
 * everything but the NaN block is bit-identical, and the NaN block is ordered as documented (sign clear by
 * increasing bits, then sign set by decreasing bits; descending the exact reverse). Skips without a GPU.
 */
class GpuNanPayloadTest {
    static final Sorter GPU_DESC = Sorter.builder().backend(dev.samplesort.Backend.GPU).descending().build();
    static final Sorter CPU_DESC = Sorter.builder().backend(dev.samplesort.Backend.CPU).descending().build();

    @BeforeAll
    static void gpu() {
        String why = GpuRuntime.unavailableReason();
        if (why != null) System.out.println("[GpuNanPayloadTest] skipped: no usable GPU: " + why);
        org.junit.jupiter.api.Assumptions.assumeTrue(why == null, () -> "no usable GPU: " + why);
    }

    static double[] doubles(int n, boolean payloads, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            int c = r.nextInt(10);
            a[i] = c == 0 ? (payloads ? Double.longBitsToDouble((r.nextBoolean() ? 0x7FF0000000000000L
                    : 0xFFF0000000000000L) | (1 + r.nextLong(0xFFFFFFFFFFFFFL))) : Double.NaN)
                    : c == 1 ? (r.nextBoolean() ? -0.0 : 0.0) : r.nextDouble(-1e6, 1e6);
        }
        return a;
    }

    static float[] floats(int n, boolean payloads, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        float[] a = new float[n];
        for (int i = 0; i < n; i++) {
            int c = r.nextInt(10);
            a[i] = c == 0 ? (payloads ? Float.intBitsToFloat((r.nextBoolean() ? 0x7F800000 : 0xFF800000)
                    | (1 + r.nextInt(0x7FFFFF))) : Float.NaN)
                    : c == 1 ? (r.nextBoolean() ? -0.0f : 0.0f) : (float) r.nextDouble(-1e6, 1e6);
        }
        return a;
    }

    static long[] bits(double[] a) {
        long[] b = new long[a.length];
        for (int i = 0; i < a.length; i++) b[i] = Double.doubleToRawLongBits(a[i]);
        return b;
    }

    static int[] bits(float[] a) {
        int[] b = new int[a.length];
        for (int i = 0; i < a.length; i++) b[i] = Float.floatToRawIntBits(a[i]);
        return b;
    }

    @Test
    void canonicalNaNsGiveTheSameBitsAsTheCpu() {
        for (int n : new int[] {1000, 100_003, (1 << 20) + 7}) {
            double[] d = doubles(n, false, n), dc = d.clone(), dd = d.clone(), ddc = d.clone();
            Sorter.gpu().sort(d);
            Sorter.cpu().sort(dc);
            assertArrayEquals(bits(dc), bits(d), "double ascending n=" + n);
            GPU_DESC.sort(dd);
            CPU_DESC.sort(ddc);
            assertArrayEquals(bits(ddc), bits(dd), "double descending n=" + n);
            float[] f = floats(n, false, n), fc = f.clone();
            Sorter.gpu().sort(f);
            Sorter.cpu().sort(fc);
            assertArrayEquals(bits(fc), bits(f), "float ascending n=" + n);
        }
    }

    /** The documented GPU order of a block of NaN bits (ascending). */
    static List<Long> gpuNanOrder(List<Long> nanBits, long signBit) {
        List<Long> pos = new ArrayList<>(), neg = new ArrayList<>();
        for (long b : nanBits) ((b & signBit) == 0 ? pos : neg).add(b);
        pos.sort(Long::compareUnsigned);
        neg.sort((x, y) -> Long.compareUnsigned(y, x));
        pos.addAll(neg);
        return pos;
    }

    @Test
    void differentPayloadsDifferOnlyInTheNaNBlockAsDocumented() {
        for (int n : new int[] {1000, 100_003, (1 << 20) + 7}) {
            double[] d = doubles(n, true, 7 + n), e = d.clone(), dd = d.clone();
            Sorter.gpu().sort(d);
            Arrays.sort(e);
            long[] got = bits(d), want = bits(e);
            int nans = 0;
            while (nans < n && Double.isNaN(e[n - 1 - nans])) nans++;
            assertArrayEquals(Arrays.copyOf(want, n - nans), Arrays.copyOf(got, n - nans), "non-NaN part, n=" + n);
            List<Long> block = new ArrayList<>();
            for (int i = n - nans; i < n; i++) block.add(want[i]);
            List<Long> gpuBlock = new ArrayList<>();
            for (int i = n - nans; i < n; i++) gpuBlock.add(got[i]);
            org.junit.jupiter.api.Assertions.assertEquals(gpuNanOrder(block, Long.MIN_VALUE), gpuBlock,
                    "NaN block, n=" + n);
            GPU_DESC.sort(dd);
            long[] desc = bits(dd);
            for (int i = 0; i < n; i++) {
                org.junit.jupiter.api.Assertions.assertEquals(got[n - 1 - i], desc[i], "descending = reverse at " + i);
            }
            float[] f = floats(n, true, 11 + n), fe = f.clone();
            Sorter.gpu().sort(f);
            Arrays.sort(fe);
            int[] fg = bits(f), fw = bits(fe);
            int fn = 0;
            while (fn < n && Float.isNaN(fe[n - 1 - fn])) fn++;
            assertArrayEquals(Arrays.copyOf(fw, n - fn), Arrays.copyOf(fg, n - fn), "float non-NaN part, n=" + n);
            List<Long> fb = new ArrayList<>(), fgb = new ArrayList<>();
            for (int i = n - fn; i < n; i++) {
                fb.add(fw[i] & 0xFFFFFFFFL);
                fgb.add(fg[i] & 0xFFFFFFFFL);
            }
            org.junit.jupiter.api.Assertions.assertEquals(gpuNanOrder(fb, 0x80000000L), fgb, "float NaN block n=" + n);
        }
    }
}
