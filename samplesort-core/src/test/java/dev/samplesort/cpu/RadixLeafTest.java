package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.spi.Jobs;
import dev.samplesort.spi.SortEngine;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * RadixLeaf, the 32-bit keys' leaf sort: int buckets of every span up to 2^24 values (one digit, two digits of
 * unequal width, one value), near both ends of the int range, at offsets in both arrays, against Arrays.sort; wider
 * spans and larger buckets refused with nothing written; float buckets by their bits (both signs, the zeros' signs,
 * subnormals, infinities, one binade and across binades), bit for bit as Arrays.sort; and the engine's and the team's
 * leaves of both key types taking it where CpuConfig.radixLeaf says.
 */
class RadixLeafTest {
    private static final SortEngine E = CpuEngine.instance();

    @AfterEach
    void restore() {
        CpuConfig.setHybrid(true);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void sortsEverySpanUpTo24Bits() {
        SplittableRandom r = new SplittableRandom(62);
        int[] spans = {1, 2, 3, 255, 4096, 4097, 1 << 13, (1 << 20) + 3, (1 << 23) + 1, 1 << 24};
        int[] sizes = {1, 2, 3, 17, 1000, 4096, 16_384, RadixLeaf.MAX_KEYS};
        long[] bases = {0, -5_000_000, Integer.MIN_VALUE, Integer.MAX_VALUE - (1 << 24) + 1, 123_456_789};
        for (int span : spans) {
            for (int n : sizes) {
                for (long base : bases) {
                  for (boolean touch : new boolean[] {false, true}) { // the destination read first or not
                    int[] src = new int[n + 7], dst = new int[n + 11];
                    Arrays.fill(dst, 42);
                    for (int i = 0; i < src.length; i++) src[i] = (int) (base + r.nextInt(span));
                    src[3] = (int) base; // the span's ends present
                    if (n > 1) src[4] = (int) (base + span - 1);
                    String what = "span " + span + ", n " + n + ", base " + base + ", touch " + touch;
                    assertTrue(RadixLeafInt.sorted(src, 3, dst, 5, n, touch), what);
                    int[] e = Arrays.copyOfRange(src, 3, 3 + n);
                    Arrays.sort(e);
                    assertArrayEquals(e, Arrays.copyOfRange(dst, 5, 5 + n), what);
                    for (int i = 0; i < 5; i++) assertEquals(42, dst[i], what + ": before the range");
                    for (int i = 5 + n; i < dst.length; i++) assertEquals(42, dst[i], what + ": after the range");
                  }
                }
            }
        }
    }

    @Test
    void oneValueIsCopied() {
        int[] src = new int[300], dst = new int[300];
        Arrays.fill(src, -7);
        assertTrue(RadixLeafInt.sorted(src, 0, dst, 0, 300, true));
        assertArrayEquals(src, dst);
    }

    @Test
    void refusesWideSpansAndLargeBucketsWithNothingWritten() {
        int n = 5000;
        int[] src = new SplittableRandom(1).ints(n, 0, 1 << 20).toArray(), dst = new int[n];
        src[16] = 0;
        src[17] = 1 << 24; // the span 2^24 + 1 values: 25 bits
        assertFalse(RadixLeafInt.sorted(src, 0, dst, 0, n, true));
        src[17] = Integer.MIN_VALUE;
        src[18] = Integer.MAX_VALUE;
        assertFalse(RadixLeafInt.sorted(src, 0, dst, 0, n, false));
        assertArrayEquals(new int[n], dst, "nothing written");
        int[] big = new int[RadixLeaf.MAX_KEYS + 1], out = new int[big.length];
        assertFalse(RadixLeafInt.sorted(big, 0, out, 0, big.length, true));
        assertTrue(RadixLeafInt.sorted(big, 0, out, 0, 0, true), "an empty range is sorted");
    }

    @Test
    void floatsSortByTheirBitsAsArraysSortDoes() {
        SplittableRandom r = new SplittableRandom(77);
        // (bit patterns around a base: spans of 1 to 2^24 patterns, inside one binade and across several, both
        // signs, the zeros, the subnormals and the infinities among them)
        int[] bases = {Float.floatToRawIntBits(1.0f), Float.floatToRawIntBits(-3.5e9f), 0, 0x80000000,
                Float.floatToRawIntBits(Float.MIN_NORMAL) - 1000, Float.floatToRawIntBits(Float.POSITIVE_INFINITY) - 5000,
                Float.floatToRawIntBits(Float.NEGATIVE_INFINITY) - 70_000};
        int[] spans = {1, 2, 255, 4097, 1 << 13, (1 << 20) + 3, 1 << 24, (1 << 24) + 5000};
        int[] sizes = {1, 2, 17, 1000, 16_384, RadixLeaf.MAX_KEYS};
        int refused = 0;
        for (int base : bases) {
            for (int span : spans) {
                for (int n : sizes) {
                    float[] src = new float[n + 7], dst = new float[n + 11];
                    Arrays.fill(dst, 42f);
                    for (int i = 0; i < src.length; i++) src[i] = patternNear(base, r.nextInt(span));
                    String what = "base 0x" + Integer.toHexString(base) + ", span " + span + ", n " + n;
                    float[] e = Arrays.copyOfRange(src, 3, 3 + n);
                    Arrays.sort(e);
                    int lo = RadixLeafFloat.order(e[0]), hi = RadixLeafFloat.order(e[n - 1]);
                    boolean fits = (long) hi - lo < 1 << RadixLeaf.MAX_BITS;
                    assertEquals(fits, RadixLeafFloat.sorted(src, 3, dst, 5, n, (n & 1) == 0), what);
                    if (!fits) {
                        refused++;
                        for (float x : dst) assertEquals(42f, x, what + ": nothing written");
                        continue;
                    }
                    for (int i = 0; i < n; i++) {
                        assertEquals(Float.floatToRawIntBits(e[i]), Float.floatToRawIntBits(dst[5 + i]), what + " at " + i);
                    }
                    for (int i = 0; i < 5; i++) assertEquals(42f, dst[i], what + ": before the range");
                    for (int i = 5 + n; i < dst.length; i++) assertEquals(42f, dst[i], what + ": after the range");
                }
            }
        }
        assertTrue(refused > 0, "spans past 2^24 patterns refused");
    }

    /** The float whose bits are base's plus d in the keys' order (RadixLeafFloat.order), a NaN never. */
    private static float patternNear(int base, int d) {
        float x = RadixLeafFloat.key(RadixLeafFloat.order(Float.intBitsToFloat(base)) + d);
        return Float.isNaN(x) ? Float.POSITIVE_INFINITY : x;
    }

    @Test
    void theFloatOrderIsArraysSortsOrder() {
        float[] keys = {Float.NEGATIVE_INFINITY, -Float.MAX_VALUE, -1f, -Float.MIN_NORMAL, -Float.MIN_VALUE, -0.0f,
                0.0f, Float.MIN_VALUE, Float.MIN_NORMAL, 1f, Float.MAX_VALUE, Float.POSITIVE_INFINITY};
        for (int i = 0; i + 1 < keys.length; i++) {
            assertTrue(RadixLeafFloat.order(keys[i]) < RadixLeafFloat.order(keys[i + 1]), keys[i] + " before " + keys[i + 1]);
            assertEquals(Float.floatToRawIntBits(keys[i]), Float.floatToRawIntBits(RadixLeafFloat.key(RadixLeafFloat.order(keys[i]))));
        }
    }

    /** The team's float sort (two and sixteen members) and the engine's (one, two, sixteen threads): leaves here. */
    @Test
    void floatLeavesComeHereOnTheTeamAndTheEngine() {
        assumeTrue(CpuConfig.RADIX_LEAF_FLOAT, "samplesort.cpu.radixLeafFloat off");
        int n = 1 << 18;
        for (int members : new int[] {2, 16}) {
            float[] a = floats(new SplittableRandom(members), n), e = a.clone();
            Arrays.sort(e);
            long before = RadixLeaf.sorts;
            assertTrue(TeamSortFloat.sort(a, 0, n, CpuConfig.team(members), 8), "the team ran: " + members);
            assertArrayEquals(e, a, members + " members");
            assertTrue(RadixLeaf.sorts > before, "float leaves radix-sorted on the team of " + members);
        }
        for (int threads : new int[] {1, 2, 16}) {
            CpuConfig.setHybrid(false);
            CpuConfig.setThreads(threads);
            for (int size : new int[] {70_001, 1 << 20}) {
                float[] a = floats(new SplittableRandom(threads + size), size), e = a.clone();
                Arrays.sort(e);
                long before = RadixLeaf.sorts;
                Jobs.sort(E, a, 0, size);
                assertArrayEquals(e, a, threads + " threads, n " + size);
                if (CpuConfig.leafSortTop(4) > CpuConfig.BASE_CASE) {
                    assertTrue(RadixLeaf.sorts > before, "float leaves radix-sorted: " + threads + " threads, n " + size);
                }
            }
        }
    }

    /** Floats of both signs over a few binades, with zeros of both signs and repeats (no NaN: the team refuses one). */
    private static float[] floats(SplittableRandom r, int n) {
        float[] a = new float[n];
        for (int i = 0; i < n; i++) {
            int k = r.nextInt(100);
            a[i] = k == 0 ? -0.0f : k == 1 ? 0.0f : k == 2 ? 1.5f : (float) (r.nextDouble(-1e6, 1e6));
        }
        return a;
    }

    /** The team's sort of two and of sixteen members: its buckets come here where narrow, as the engine's. */
    @Test
    void theTeamsLeavesComeHere() {
        assumeTrue(CpuConfig.RADIX_LEAF, "samplesort.cpu.radixLeaf off");
        int n = 1 << 18;
        for (int members : new int[] {2, 16}) {
            int[] a = new SplittableRandom(members).ints(n, -(1 << 25), 1 << 25).toArray(), e = a.clone();
            Arrays.sort(e);
            long before = RadixLeaf.sorts;
            assertTrue(TeamSortInt.sort(a, 0, n, CpuConfig.team(members), 8), "the team ran: " + members);
            assertArrayEquals(e, a, members + " members");
            assertTrue(RadixLeaf.sorts > before, "leaves radix-sorted on the team of " + members);
        }
    }

    /**
     * The engine (hybrid off: the engine's own route) on one, two and sixteen threads: its buckets come here where they are
     * narrow (keys from a range of 2^26 values: 32 buckets or more span at most 2^21 each).
     */
    @Test
    void theEnginesLeavesComeHere() {
        assumeTrue(CpuConfig.RADIX_LEAF, "samplesort.cpu.radixLeaf off");
        for (int threads : new int[] {1, 2, 16}) {
            CpuConfig.setHybrid(false);
            CpuConfig.setThreads(threads);
            SplittableRandom r = new SplittableRandom(threads);
            for (int n : new int[] {70_001, 1 << 20}) {
                int[] a = r.ints(n, -(1 << 25), 1 << 25).toArray(), e = a.clone();
                Arrays.sort(e);
                long before = RadixLeaf.sorts;
                Jobs.sort(E, a, 0, n);
                assertArrayEquals(e, a, threads + " threads, n " + n);
                if (CpuConfig.leafSortTop(4) > CpuConfig.BASE_CASE) { // (the leaves exist: the JDK's SIMD sort)
                    assertTrue(RadixLeaf.sorts > before, "leaves radix-sorted: " + threads + " threads, n " + n);
                }
            }
        }
    }
}
