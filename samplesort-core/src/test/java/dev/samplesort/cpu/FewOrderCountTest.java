package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The few-values count of {@code int} keys by order (FewCount.countOrdered, CpuConfig.FEW_ORDER_MIN_32 within a span
 * below 2^31, FEW_ORDER_WIDE_MIN_32 over a wider one, against the keys clamped to either side of -1): where every
 * key is one of the values, each value's count is exactly the number of keys equal to it; where one key is not (below
 * the first value, above the last, or between two, however the others lie), the count says so, and fillFew leaves
 * the keys as they were. The sum that tells a key between two values apart cannot be fooled by keys that would cancel
 * in it (one above a value, one below the next): each is counted with the value below it, so both add.
 */
class FewOrderCountTest {
    private static final int BLOCK = 4096;

    /** d distinct ascending values within [lo, lo + span]; the ends themselves included. */
    private static int[] values(int d, int lo, int span, SplittableRandom r) {
        java.util.TreeSet<Integer> set = new java.util.TreeSet<>(java.util.List.of(lo, (int) ((long) lo + span)));
        while (set.size() < d) set.add((int) (lo + r.nextLong(1, span)));
        return set.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * d distinct ascending values spanning 2^31 or more (the count against clamped copies): both ends of the int range
     * or ends drawn at least 2^31 apart, the others anywhere between; -1 and 0 among them where {@code aroundZero}.
     */
    private static int[] wideValues(int d, boolean whole, boolean aroundZero, SplittableRandom r) {
        java.util.TreeSet<Integer> set = new java.util.TreeSet<>();
        int lo = whole ? Integer.MIN_VALUE : -r.nextInt(1 << 30, Integer.MAX_VALUE);
        set.add(lo);
        set.add(whole ? Integer.MAX_VALUE : (int) (lo + (1L << 31) + r.nextInt(1 << 30)));
        if (aroundZero) {
            set.add(-1);
            set.add(0);
        }
        while (set.size() < d) set.add((int) r.nextLong(set.first(), set.last()));
        int[] v = set.stream().mapToInt(Integer::intValue).toArray();
        assertTrue((long) v[v.length - 1] - v[0] > Integer.MAX_VALUE, Arrays.toString(v));
        return v;
    }

    /** n keys drawn from v. */
    private static int[] keys(int[] v, int n, SplittableRandom r) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = v[r.nextInt(v.length)];
        return a;
    }

    /** The keys of a[l, r) equal to each value, by equality. */
    private static int[] counted(int[] a, int l, int r, int[] v) {
        int[] c = new int[v.length];
        for (int i = l; i < r; i++) c[Arrays.binarySearch(v, a[i])]++;
        return c;
    }

    @Test
    void countsEveryValueExactly() {
        SplittableRandom r = new SplittableRandom(134);
        int[][] ranges = {{0, 15}, {-7, 1000}, {Integer.MIN_VALUE, Integer.MAX_VALUE}, {0, Integer.MAX_VALUE},
                {-1_000_000_000, 2_000_000_000}, {Integer.MAX_VALUE - 40, 40}};
        for (int[] range : ranges) {
            for (int d : new int[] {Math.max(2, CpuConfig.FEW_ORDER_MIN_32), 7, 16, 31}) {
                if (d > range[1] + 1L) continue; // (more values than the span holds)
                countsExactly(values(d, range[0], range[1], r), r);
            }
        }
    }

    /** Keys drawn from v, counted at several sizes (and in a middle range): no key outside, each value's count. */
    private static void countsExactly(int[] v, SplittableRandom r) {
        for (int n : new int[] {1, 100, BLOCK, BLOCK + 1, 3 * BLOCK - 5}) {
            int[] a = keys(v, n, r);
            int l = n > 10 ? 3 : 0, e = n > 10 ? n - 2 : n;
            AtomicInteger outside = new AtomicInteger();
            int[] c = FewCountInt.countOrdered(a, l, e, v, outside);
            assertEquals(0, outside.get(), "all keys are values: " + Arrays.toString(v) + " n=" + n);
            assertArrayEquals(counted(a, l, e, v), c, "counts, " + Arrays.toString(v) + " n=" + n);
        }
    }

    @Test
    void countsEveryValueOfAWideSpanExactly() {
        SplittableRandom r = new SplittableRandom(135);
        for (int trial = 0; trial < 24; trial++) {
            int d = new int[] {2, 3, Math.max(2, CpuConfig.FEW_ORDER_WIDE_MIN_32), 16, 31}[trial % 5];
            countsExactly(wideValues(Math.max(d, 4), trial % 2 == 0, trial % 3 == 0, r), r);
        }
    }

    @Test
    void aKeyThatIsNoValueOfAWideSpanIsFound() {
        SplittableRandom r = new SplittableRandom(35);
        int n = 2 * BLOCK + 9;
        for (int trial = 0; trial < 200; trial++) {
            int[] v = wideValues(4 + r.nextInt(13), trial % 4 == 0, trial % 3 == 0, r);
            int[] a = keys(v, n, r);
            int k = r.nextInt(v.length - 1), at = r.nextInt(n);
            long gap = (long) v[k + 1] - v[k];
            // below the first, above the last, between two; next to each side of -1 / 0
            long[] strangers = {(long) v[0] - 1, (long) v[v.length - 1] + 1, v[k] + r.nextLong(1, Math.max(2, gap)),
                    -2, 1, v[k] + 1L, v[k + 1] - 1L};
            long stranger = strangers[trial % strangers.length];
            if (stranger != (int) stranger || Arrays.binarySearch(v, (int) stranger) >= 0) {
                continue; // (an end at MIN/MAX_VALUE, no gap, or a value)
            }
            a[at] = (int) stranger;
            foundAndUntouched(a, v, stranger);
        }
        // keys one above each value and one below the next, across 0 too: their distances would cancel in the sum
        int[] v = {Integer.MIN_VALUE, -1_500_000_000, -7, 0, 9, 1_600_000_000, Integer.MAX_VALUE};
        int[] a = keys(v, n, r);
        for (int k = 0; k + 1 < v.length; k++) {
            a[2 * k] = v[k] + 1;
            a[2 * k + 1] = v[k + 1] - 1;
        }
        AtomicInteger outside = new AtomicInteger();
        FewCountInt.countOrdered(a, 0, n, v, outside);
        assertEquals(1, outside.get(), "neighbours of every value");
    }

    @Test
    void aKeyThatIsNoValueIsFound() {
        SplittableRandom r = new SplittableRandom(14);
        int n = 3 * BLOCK + 17;
        for (int trial = 0; trial < 200; trial++) {
            int[] v = values(6 + r.nextInt(11), r.nextInt(-1000, 1000), r.nextInt(20, Integer.MAX_VALUE - 1000), r); // (lo + span within int)
            int[] a = keys(v, n, r);
            int k = r.nextInt(v.length - 1), at = r.nextInt(n);
            long gap = (long) v[k + 1] - v[k];
            int[] strangers = {v[0] - 1 >= v[0] ? v[0] : v[0] - 1, // below the first (unless it is MIN_VALUE)
                    v[v.length - 1] + 1 <= v[v.length - 1] ? v[v.length - 1] : v[v.length - 1] + 1,
                    (int) (v[k] + 1 + r.nextLong(gap - 1 > 0 ? gap - 1 : 1))};
            int stranger = strangers[trial % 3];
            if (Arrays.binarySearch(v, stranger) >= 0) continue; // (an end at MIN/MAX_VALUE, or no gap)
            a[at] = stranger;
            foundAndUntouched(a, v, stranger);
        }
    }

    /** The count finds the key {@code stranger} in {@code a} outside the values, and fillFew leaves the keys as they were. */
    private static void foundAndUntouched(int[] a, int[] v, long stranger) {
        AtomicInteger outside = new AtomicInteger();
        FewCountInt.countOrdered(a, 0, a.length, v, outside);
        assertEquals(1, outside.get(), "key " + stranger + " among " + Arrays.toString(v));
        int[] before = a.clone();
        assertFalse(FewCountInt.fillFew(a, 0, a.length, v, 1), "not filled: " + stranger);
        assertArrayEquals(before, a, "untouched");
    }

    @Test
    void keysThatWouldCancelInTheSumAreFoundToo() {
        // one key 5 above v[1], one 5 below v[3]: with each counted as its nearest value their distances would cancel
        int[] v = {0, 100, 200, 300, 400, 500, 600};
        SplittableRandom r = new SplittableRandom(3);
        int n = BLOCK;
        int[] a = keys(v, n, r);
        a[10] = 105;
        a[20] = 295;
        AtomicInteger outside = new AtomicInteger();
        FewCountInt.countOrdered(a, 0, n, v, outside);
        assertEquals(1, outside.get(), "105 and 295");
        // as many keys one above each value as one below the next
        a = keys(v, n, r);
        for (int k = 0; k + 1 < v.length; k++) {
            a[2 * k] = v[k] + 1;
            a[2 * k + 1] = v[k + 1] - 1;
        }
        outside.set(0);
        FewCountInt.countOrdered(a, 0, n, v, outside);
        assertEquals(1, outside.get(), "neighbours of every value");
    }

    @Test
    void fillFewSortsLikeArraysSortByEitherCount() {
        SplittableRandom r = new SplittableRandom(5);
        for (int d = 2; d <= 16; d++) {
            // a span below 2^31 (the count by order from FEW_ORDER_MIN_32 values) and the whole int range (by order
            // from FEW_ORDER_WIDE_MIN_32, by equality below)
            for (int span : new int[] {d * 3, Integer.MAX_VALUE}) {
                int[] v = span == Integer.MAX_VALUE ? values(d, Integer.MIN_VALUE, span, r) : values(d, -d, span, r);
                if (span == Integer.MAX_VALUE) v[d - 1] = Integer.MAX_VALUE; // (the whole range: 2^32 - 1)
                int[] a = keys(v, 2 * BLOCK + 99, r), e = a.clone();
                Arrays.sort(e);
                assertTrue(FewCountInt.fillFew(a, 0, a.length, v, 1), d + " values, span " + span);
                assertArrayEquals(e, a, d + " values, span " + span);
            }
        }
    }

    /** d distinct ascending long values: within [0, 2^62) where not {@code wide}, else with both ends of the range. */
    private static long[] longValues(int d, boolean wide, SplittableRandom r) {
        java.util.TreeSet<Long> set = new java.util.TreeSet<>();
        if (wide) {
            set.add(Long.MIN_VALUE);
            set.add(Long.MAX_VALUE);
        }
        while (set.size() < d) set.add(wide ? r.nextLong() : r.nextLong(1L << 62));
        return set.stream().mapToLong(Long::longValue).toArray();
    }

    private static long[] longKeys(long[] v, int n, SplittableRandom r) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = v[r.nextInt(v.length)];
        return a;
    }

    @Test
    void longKeysAreCountedExactlyAndAKeyThatIsNoValueIsFound() {
        SplittableRandom r = new SplittableRandom(64);
        for (int trial = 0; trial < 120; trial++) {
            boolean wide = trial % 2 == 0;
            long[] v = longValues(new int[] {2, 5, 10, 14, 16, 31}[trial % 6], wide, r);
            int n = new int[] {1, 100, 1024, 1025, 3 * 1024 - 5, 5000}[(trial / 2) % 6];
            long[] a = longKeys(v, n, r);
            AtomicInteger outside = new AtomicInteger();
            int[] c = FewCountLong.countOrdered(a, 0, n, v, outside);
            assertEquals(0, outside.get(), "all keys are values: " + Arrays.toString(v) + " n=" + n);
            int[] expected = new int[v.length];
            for (long x : a) expected[Arrays.binarySearch(v, x)]++;
            assertArrayEquals(expected, c, "counts, " + Arrays.toString(v) + " n=" + n);
            // one key that is no value: below the first, above the last, between two, next to either side of -1 / 0
            int k = r.nextInt(v.length - 1);
            long[] strangers = {v[0] - 1, v[v.length - 1] + 1, v[k] + 1, v[k + 1] - 1, -2, 1};
            long stranger = strangers[trial % strangers.length];
            boolean wrapped = trial % strangers.length == 0 ? stranger > v[0] : trial % strangers.length == 1 && stranger < v[0];
            if (wrapped || Arrays.binarySearch(v, stranger) >= 0) continue; // (an end at MIN/MAX_VALUE, no gap)
            a[r.nextInt(n)] = stranger;
            outside.set(0);
            FewCountLong.countOrdered(a, 0, n, v, outside);
            assertEquals(1, outside.get(), "key " + stranger + " among " + Arrays.toString(v));
            long[] before = a.clone();
            assertFalse(FewCountLong.fillFew(a, 0, n, v, 1), "not filled: " + stranger);
            assertArrayEquals(before, a, "untouched");
        }
    }

    @Test
    void longKeysWhoseSumWrapsAroundAreFound() {
        // two keys of 0 among MIN_VALUE and MAX_VALUE: each counted as MIN_VALUE's, 2^63 above it; their distances
        // add up to 2^64, which a sum in one long would take for 0
        long[] v = {Long.MIN_VALUE, Long.MAX_VALUE};
        long[] a = longKeys(v, 300, new SplittableRandom(2));
        a[7] = 0;
        a[200] = 0;
        AtomicInteger outside = new AtomicInteger();
        FewCountLong.countOrdered(a, 0, a.length, v, outside);
        assertEquals(1, outside.get(), "two zeros");
        // and keys one above each value and one below the next
        long[] w = {Long.MIN_VALUE, -5_000_000_000_000L, -3, 0, 11, 4_000_000_000_000_000_000L, Long.MAX_VALUE};
        a = longKeys(w, 2048, new SplittableRandom(3));
        for (int k = 0; k + 1 < w.length; k++) {
            a[2 * k] = w[k] + 1;
            a[2 * k + 1] = w[k + 1] - 1;
        }
        outside.set(0);
        FewCountLong.countOrdered(a, 0, a.length, w, outside);
        assertEquals(1, outside.get(), "neighbours of every value");
    }

    @Test
    void longFillFewSortsLikeArraysSortByEitherCount() {
        SplittableRandom r = new SplittableRandom(6);
        for (int d = 2; d <= 16; d++) {
            for (boolean wide : new boolean[] {false, true}) {
                long[] v = longValues(d, wide, r);
                for (int n : new int[] {2000, 5000}) { // (below FEW_FILL_MIN a pass per value, above it by hash past 12)
                    long[] a = longKeys(v, n, r), e = a.clone();
                    Arrays.sort(e);
                    assertTrue(FewCountLong.fillFew(a, 0, n, v, 1), d + " values, wide " + wide);
                    assertArrayEquals(e, a, d + " values, wide " + wide);
                }
            }
        }
    }
}
