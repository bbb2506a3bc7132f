package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * TopDigit (one pass on the top bits of {@code long} keys, an insertion pass; CpuConfig.TOP_DIGIT_MIN_64): exactly
 * Arrays.sort's result where it sorts, nothing written where it refuses, the keys it must refuse refused, and the
 * sequential route's Arrays.sort replaced by it where CpuConfig.topDigit takes the size.
 */
class TopDigitTest {
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
        a[1] = Long.MAX_VALUE; // (the sample reads positions (2i + 1) n / 2m: not 1)
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
    @Test
    void theSequentialRouteTakesItWhereTheSizeAllows() {
        for (int n : new int[] {CpuConfig.TOP_DIGIT_MIN_64 - 1, CpuConfig.TOP_DIGIT_MIN_64, 1 << 15,
                CpuConfig.TOP_DIGIT_BELOW_64 - 1}) {
            if (n < 2) continue;
            for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.ZIPF}) {
                long[] a = DataGenerator.longs(d, n, 9), e = a.clone();
                Arrays.sort(e);
                SampleSortLong.sort(a, 0, n, 1);
                assertArrayEquals(e, a, d + " " + n);
                assertEquals(CpuConfig.topDigit(n), CpuConfig.lastRoute == CpuConfig.Route.TOP_DIGIT,
                        d + " " + n + ": " + CpuConfig.lastRoute);
            }
        }
    }
}
