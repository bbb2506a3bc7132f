package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The run scan's ends (RunScanInt / RunScanLong: ascendingEnd, descendingEnd, equalEnd), whose last keys are read in
 * one block that ends at the range's end and overlaps the blocks before it (lastAscending and its kin): against a
 * one-key-at-a-time reference, with one break placed at every position of the last blocks, at range lengths around
 * the block and scalar sizes, from starts inside the range and from the break; and the sort of such keys exactly Arrays.sort's.
 */
class RunScanTailTest {
    private static final int BLOCK = CpuConfig.RUN_SCAN_BLOCK;
    private static final int[] LENGTHS = {40, BLOCK - 1, BLOCK, BLOCK + 1, BLOCK + 33, BLOCK + 40, 2 * BLOCK + 2,
        1000, 1024, 1100, 2048, 3000};

    private enum Shape { ASCENDING, DESCENDING, EQUAL }

    /** The keys of one shape: ascending with ties, their reverse, or constant (values spread over the long range). */
    private static long[] base(Shape s, int n, SplittableRandom r) {
        long[] a = new long[n];
        long x = -(1L << 40);
        for (int i = 0; i < n; i++) {
            a[i] = s == Shape.EQUAL ? 7 : x;
            if (r.nextInt(4) != 0) x += 1 + r.nextInt(1 << 20);
        }
        if (s == Shape.DESCENDING) for (int i = 0, j = n - 1; i < j; i++, j--) { long t = a[i]; a[i] = a[j]; a[j] = t; }
        return a;
    }

    /** The breaks tried: every position of the last two blocks and the scalar keys, and some before. */
    private static int[] breaks(int n) {
        return java.util.stream.IntStream.range(1, n)
                .filter(p -> p >= n - 2 * BLOCK - CpuConfig.RUN_SCAN_SCALAR - 2 || p % 97 == 0).toArray();
    }

    /** Breaks the shape at p: a descent (ascending, equal), a rise (descending) between keys p - 1 and p. */
    private static void breakAt(Shape s, long[] a, int p, boolean wide) {
        long step = wide ? 1L << 41 : 1;
        a[p] = s == Shape.DESCENDING ? a[p - 1] + step : a[p - 1] - step;
    }

    private static int expected(Shape s, long[] a, int k, int high) {
        long ak = a[k];
        while (++k < high) {
            boolean on = switch (s) {
                case ASCENDING -> a[k - 1] <= a[k];
                case DESCENDING -> a[k - 1] >= a[k];
                case EQUAL -> a[k] == ak;
            };
            if (!on) break;
        }
        return k;
    }

    private static int scanned(Shape s, long[] a, int k, int high) {
        return switch (s) {
            case ASCENDING -> RunScanLong.ascendingEnd(a, k, high);
            case DESCENDING -> RunScanLong.descendingEnd(a, k, high);
            case EQUAL -> RunScanLong.equalEnd(a, k, high, a[k]);
        };
    }

    private static int scannedInt(Shape s, int[] a, int k, int high) {
        return switch (s) {
            case ASCENDING -> RunScanInt.ascendingEnd(a, k, high);
            case DESCENDING -> RunScanInt.descendingEnd(a, k, high);
            case EQUAL -> RunScanInt.equalEnd(a, k, high, a[k]);
        };
    }

    /** The keys as ints of the same order (ascending with ties stays so: the steps are below 2^21 a key). */
    private static int[] ints(long[] a) {
        int[] b = new int[a.length];
        for (int i = 0; i < a.length; i++) b[i] = (int) (a[i] >> 12);
        return b;
    }

    @Test
    void runEndsMatchTheOneKeyAtATimeScan() {
        SplittableRandom r = new SplittableRandom(129);
        for (Shape s : Shape.values()) {
            for (int n : LENGTHS) {
                long[] clean = base(s, n, r);
                for (int p : breaks(n)) {
                    for (boolean wide : new boolean[] {false, true}) {
                        long[] a = clean.clone();
                        breakAt(s, a, p, wide);
                        // (from p: a run that starts at the break, the keys before it out of its order)
                        for (int k : new int[] {0, 1, p / 2, p}) {
                            if (k > p || k == n - 1) continue;
                            String at = s + " n=" + n + " break " + p + " from " + k;
                            assertEquals(expected(s, a, k, n), scanned(s, a, k, n), at);
                            // wide breaks do not survive the shift to int; small ones (steps of 1) vanish in it
                            if (!wide) continue;
                            int[] b = ints(a);
                            long[] back = new long[n];
                            for (int i = 0; i < n; i++) back[i] = b[i];
                            assertEquals(expected(s, back, k, n), scannedInt(s, b, k, n), "int " + at);
                        }
                    }
                }
                // unbroken: the whole range
                assertEquals(n, scanned(s, clean, 0, n), s + " n=" + n);
                assertEquals(n, scannedInt(s, ints(clean), 0, n), "int " + s + " n=" + n);
            }
        }
    }

    @Test
    void sortsOfRunsBrokenNearTheEndEqualArraysSort() {
        SplittableRandom r = new SplittableRandom(1290);
        for (Shape s : Shape.values()) {
            for (int n : new int[] {1000, 1024, 2048, 3000}) {
                long[] clean = base(s, n, r);
                for (int p = n - BLOCK - 40; p < n; p += 1 + r.nextInt(7)) {
                    long[] a = clean.clone();
                    breakAt(s, a, p, r.nextBoolean());
                    long[] want = a.clone();
                    Arrays.sort(want);
                    long[] got = a.clone();
                    SampleSortLong.sort(got, 0, n, 1);
                    assertArrayEquals(want, got, s + " n=" + n + " break " + p);
                    int[] b = ints(a), wantInt = b.clone(), gotInt = b.clone();
                    Arrays.sort(wantInt);
                    SampleSortInt.sort(gotInt, 0, n, 1);
                    assertArrayEquals(wantInt, gotInt, "int " + s + " n=" + n + " break " + p);
                }
            }
        }
    }
}
