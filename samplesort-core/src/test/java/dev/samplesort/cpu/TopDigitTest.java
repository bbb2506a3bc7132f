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
 * TopDigit (one pass on the top bits of {@code long} keys, an insertion pass; CpuConfig.TOP_DIGIT_MIN_64): exactly
 * Arrays.sort's result where it sorts, nothing written where it refuses, the keys it must refuse refused, and the
 * sequential route's Arrays.sort replaced by it where CpuConfig.topDigit takes the size; the same for {@code double}
 * keys that all hold integers (CpuConfig.TOP_DIGIT_DOUBLES), and a key that holds none refused.
 */
class TopDigitTest {
    @AfterEach
    void restore() {
        CpuConfig.setTopDigitDuplicatesMin64(-1);
    }

    /** Sorts a[from, to) by TopDigit: where it sorted, Arrays.sort's result; where not, nothing changed. */
    private static boolean check(long[] a, int from, int to, String what) {
        long[] e = a.clone(), before = a.clone();
        Arrays.sort(e, from, to);
        boolean sorted = TopDigit.sorted(a, from, to);
        assertArrayEquals(sorted ? e : before, a, what + (sorted ? ": sorted" : ": refused, yet written"));
        return sorted;
    }

    @Test
    void everyDistributionSortsExactlyOrIsLeftAlone() {
        for (Distribution d : Distribution.values()) {
            for (int n : new int[] {1 << 12, (1 << 13) + 17, 3 << 14, 1 << 16}) {
                long[] a = DataGenerator.longs(d, n + 40, n);
                check(a, 13, 13 + n, d + " " + n); // (a range inside the array: the keys around it untouched)
            }
        }
    }

    @Test
    void spreadKeysAreTakenCrowdedOnesRefused() {
        CpuConfig.setTopDigitDuplicatesMin64(0); // (keys with duplicates at every size: duplicatesFromTheirMin)
        for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.ZIPF, Distribution.STAGGERED,
                Distribution.GAUSSIAN, Distribution.FEW_UNIQUE_256}) {
            for (int n : new int[] {1 << 12, 1 << 15}) {
                assertTrue(check(DataGenerator.longs(d, n, 7), 0, n, d + " " + n), d + " " + n + " refused");
            }
        }
        // the generator's bucket input: a thousand blocks whose keys fall into the same few windows, about 33 keys a
        // bucket at 2^15, which the insertion would take in quadratic time
        for (int n : new int[] {1 << 12, 1 << 15}) {
            assertFalse(check(DataGenerator.longs(Distribution.BUCKET_SORTED, n, 7), 0, n, "bucket " + n), "bucket");
        }
        // keys in a hundredth of their span: every key falls into one of a few buckets
        long[] a = new long[1 << 14];
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < a.length; i++) a[i] = (r.nextInt(8) * 1_000_000_000L) + r.nextInt(10_000);
        assertFalse(check(a, 0, a.length, "eight clusters"), "eight clusters");
    }

    @Test
    void anOutlierBeyondTheSampleIsRefusedAfterTheExtremes() {
        long[] a = DataGenerator.longs(Distribution.UNIFORM, 1 << 14, 5);
        for (int i = 0; i < a.length; i++) a[i] >>= 20; // a span of 2^44
        a[1] = Long.MAX_VALUE; // (the sample reads one position a stride of n / m keys, the first stride's at 0: not 1)
        assertFalse(check(a, 0, a.length, "outlier"), "an outlier widens every bucket");
        a[1] = 0;
        assertTrue(check(a, 0, a.length, "no outlier"));
    }

    @Test
    void extremeAndEqualKeys() {
        SplittableRandom r = new SplittableRandom(11);
        long[] a = new long[1 << 13];
        // the whole range (the span overflows a signed long), the extremes themselves among the keys
        for (int i = 0; i < a.length; i++) a[i] = r.nextLong();
        a[100] = Long.MIN_VALUE;
        a[200] = Long.MAX_VALUE;
        a[300] = Long.MIN_VALUE;
        assertTrue(check(a, 0, a.length, "full range"));
        // the smallest key last, in a large bucket of equal keys first: the insertion's bound is the smallest key
        for (int i = 0; i < a.length; i++) a[i] = i % 3 == 0 ? 0 : r.nextLong(1L << 40);
        a[a.length - 1] = -1;
        check(a, 0, a.length, "equal keys, the smallest last");
        // all equal: refused (the sample's span is 0), unchanged
        Arrays.fill(a, 42);
        assertFalse(check(a, 0, a.length, "all equal"));
        // too few keys for the sample
        assertFalse(check(new long[] {3, 1, 2}, 0, 3, "three keys"));
    }

    @Test
    void randomSpansAndShifts() {
        SplittableRandom r = new SplittableRandom(17);
        for (int t = 0; t < 300; t++) {
            int n = 256 + r.nextInt(1 << 14), bits = 1 + r.nextInt(63);
            long base = r.nextLong(), mask = bits == 64 ? -1 : (1L << bits) - 1;
            long[] a = new long[n + 8];
            for (int i = 0; i < a.length; i++) a[i] = base + (r.nextLong() & mask);
            if (r.nextBoolean()) for (int i = 0; i < a.length; i += 2) a[i] = a[r.nextInt(a.length)]; // duplicates
            check(a, 4, 4 + n, "n=" + n + " bits=" + bits);
        }
    }

    /** Through the sequential route on one thread: the route recorded, the result Arrays.sort's. */
    /**
     * Keys whose sample holds equal keys are refused below CpuConfig.TOP_DIGIT_DUPLICATES_MIN_64 and taken from it;
     * keys without equal ones are taken at every size; 0 takes them at every size.
     */
    @Test
    void duplicatesFromTheirMin() {
        CpuConfig.setTopDigitDuplicatesMin64(1 << 13);
        // 64 values, spread: a sample of 32 or more keys holds equal ones
        SplittableRandom r = new SplittableRandom(19);
        long[] values = new long[64];
        for (int i = 0; i < values.length; i++) values[i] = r.nextLong();
        for (int n : new int[] {1 << 12, (1 << 13) - 1, 1 << 13, 1 << 14}) {
            long[] a = new long[n];
            for (int i = 0; i < n; i++) a[i] = values[r.nextInt(values.length)];
            assertEquals(n >= 1 << 13, check(a, 0, n, "64 values " + n), "64 values " + n);
            assertTrue(check(DataGenerator.longs(Distribution.UNIFORM, n, 3), 0, n, "uniform " + n), "uniform " + n);
        }
        CpuConfig.setTopDigitDuplicatesMin64(0);
        long[] a = new long[1 << 12];
        for (int i = 0; i < a.length; i++) a[i] = values[r.nextInt(values.length)];
        assertTrue(check(a, 0, a.length, "64 values, 0"), "64 values, at every size");
    }

    @Test
    void theSequentialRouteTakesItWhereTheSizeAllows() {
        CpuConfig.setTopDigitDuplicatesMin64(0); // (zipf: the size rule as such)
        for (int n : new int[] {CpuConfig.TOP_DIGIT_MIN_64 - 1, CpuConfig.TOP_DIGIT_MIN_64, 1 << 15,
                CpuConfig.TOP_DIGIT_BELOW_64 - 1}) {
            // (where the JDK's 64-bit sort is scalar, one thread's engine starts at JDK_BELOW_SCALAR: not this route)
            if (n < 2 || n >= CpuConfig.jdkBelow(8, 1)) continue;
            for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.ZIPF}) {
                long[] a = DataGenerator.longs(d, n, 9), e = a.clone();
                Arrays.sort(e);
                SampleSortLong.sort(a, 0, n, 1);
                assertArrayEquals(e, a, d + " " + n);
                assertEquals(CpuConfig.topDigit(n, false), CpuConfig.lastRoute == CpuConfig.Route.TOP_DIGIT,
                        d + " " + n + ": " + CpuConfig.lastRoute);
            }
        }
    }

    /** {@link #check(long[], int, int, String)} for doubles: bit for bit Arrays.sort's result, or nothing written. */
    private static boolean check(double[] a, int from, int to, String what) {
        double[] e = a.clone(), before = a.clone();
        Arrays.sort(e, from, to);
        boolean sorted = TopDigit.sorted(a, from, to);
        double[] want = sorted ? e : before;
        for (int i = 0; i < a.length; i++) {
            if (Double.doubleToRawLongBits(want[i]) != Double.doubleToRawLongBits(a[i])) {
                throw new AssertionError(what + (sorted ? ": sorted" : ": refused, yet written") + ", at " + i + ": "
                        + want[i] + " expected, " + a[i] + " found");
            }
        }
        return sorted;
    }

    @Test
    void wholeDoublesOfEveryDistributionSortExactlyOrAreLeftAlone() {
        // (the generator's doubles are its long keys converted: all whole numbers)
        for (Distribution d : Distribution.values()) {
            for (int n : new int[] {1 << 12, (1 << 13) + 17, 3 << 14, 1 << 16}) {
                check(DataGenerator.doubles(d, n + 40, n), 13, 13 + n, "double " + d + " " + n);
            }
        }
        for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.ZIPF, Distribution.STAGGERED,
                Distribution.GAUSSIAN, Distribution.FEW_UNIQUE_256}) {
            for (int n : new int[] {1 << 12, 1 << 15}) {
                assertTrue(check(DataGenerator.doubles(d, n, 7), 0, n, "double " + d + " " + n), d + " refused");
            }
        }
        assertFalse(check(DataGenerator.doubles(Distribution.BUCKET_SORTED, 1 << 15, 7), 0, 1 << 15, "bucket"));
    }

    @Test
    void aDoubleThatHoldsNoIntegerRefusesWhereverItIs() {
        double[] a = DataGenerator.doubles(Distribution.UNIFORM, 1 << 14, 5);
        double[] not = {0.5, -1.25, 1e-300, -0.0, Double.NaN, Double.longBitsToDouble(0x7ff8000000000123L),
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0x1p64, -0x1p64, 0x1p63 * 1.5, Double.MAX_VALUE,
            4503599627370495.5 /* 2^52 - 0.5 */};
        for (double x : not) {
            // position 1: no sample reads it (the pass over all keys finds it); the middle: the sample's
            for (int at : new int[] {1, a.length / 2, a.length - 1}) {
                double[] b = a.clone();
                b[at] = x;
                assertFalse(check(b, 0, b.length, x + " at " + at), x + " at " + at);
            }
        }
        assertTrue(check(a.clone(), 0, a.length, "whole"), "the same keys, all whole");
    }

    @Test
    void wholeDoublesToTheEndsOfLongsRange() {
        SplittableRandom r = new SplittableRandom(19);
        double[] a = new double[1 << 13];
        for (int i = 0; i < a.length; i++) a[i] = (double) r.nextLong();
        // 2^63 converts to Long.MAX_VALUE and back to 2^63; -2^63 is Long.MIN_VALUE; the doubles next to them
        a[100] = 0x1p63;
        a[101] = Math.nextDown(0x1p63);
        a[102] = -0x1p63;
        a[103] = Math.nextUp(-0x1p63);
        a[104] = 0.0;
        a[105] = -1.0;
        a[106] = 0x1p63;
        assertTrue(check(a, 0, a.length, "the range's ends"));
        for (int t = 0; t < 200; t++) {
            int n = 256 + r.nextInt(1 << 14), bits = 1 + r.nextInt(63);
            long base = r.nextLong() >> r.nextInt(64), mask = (1L << bits) - 1;
            double[] b = new double[n + 8];
            for (int i = 0; i < b.length; i++) b[i] = (double) (base + (r.nextLong() & mask));
            if (r.nextBoolean()) for (int i = 0; i < b.length; i += 2) b[i] = b[r.nextInt(b.length)];
            check(b, 4, 4 + n, "n=" + n + " bits=" + bits);
        }
    }

    /** Whole doubles through the sequential route on one thread: the route recorded, the result Arrays.sort's. */
    @Test
    void theSequentialRouteTakesWholeDoublesWhereTheSizeAllows() {
        for (int n : new int[] {CpuConfig.TOP_DIGIT_MIN_64 - 1, CpuConfig.TOP_DIGIT_MIN_64, 1 << 15,
                CpuConfig.TOP_DIGIT_BELOW_64 - 1}) {
            // (where the JDK's 64-bit sort is scalar, one thread's engine starts at JDK_BELOW_SCALAR: not this route)
            if (n < 2 || n >= CpuConfig.jdkBelow(8, 1)) continue;
            for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.ZIPF}) {
                double[] a = DataGenerator.doubles(d, n, 9), e = a.clone();
                Arrays.sort(e);
                SampleSortDouble.sort(a, 0, n, 1);
                assertArrayEquals(e, a, d + " " + n);
                assertEquals(CpuConfig.topDigit(n, true), CpuConfig.lastRoute == CpuConfig.Route.TOP_DIGIT,
                        d + " " + n + ": " + CpuConfig.lastRoute);
                // one key a half: refused after the pass, Arrays.sort's
                a = DataGenerator.doubles(d, n, 9);
                a[1] = 0.5;
                e = a.clone();
                Arrays.sort(e);
                SampleSortDouble.sort(a, 0, n, 1);
                assertArrayEquals(e, a, d + " " + n + " with a half");
                assertNotEquals(CpuConfig.Route.TOP_DIGIT, CpuConfig.lastRoute, d + " " + n + " with a half");
            }
        }
    }
}
