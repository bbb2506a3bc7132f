package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The few-values routes' rank lookup (RankHash): that it separates value sets of every size the routes use, of
 * random and of structured values (consecutive, multiples of large powers of two, keys differing only in their high
 * bits, floating point bit patterns), and that the hashed count equals the searched count, including where a key
 * outside the values ends it.
 */
class RankHashTest {
    /** d distinct values, ascending, made by {@code f} from 0..d-1 (deduplicated, so possibly fewer). */
    private static long[] values(int d, LongUnaryOperator f) {
        return Arrays.stream(java.util.stream.LongStream.range(0, d).map(f).toArray()).sorted().distinct().toArray();
    }

    private static void assertSeparates(long[] bits, String what) {
        RankHash h = RankHash.of(bits);
        assertNotNull(h, what + ": no multiplier separated the values");
        assertTrue(h.rank.length <= 1 << 17, what + ": table of " + h.rank.length);
        for (int k = 0; k < bits.length; k++) {
            assertEquals(k, h.rank[(int) ((bits[k] * h.mul) >>> h.shift)], what + ": value " + k);
        }
    }

    @Test
    void separatesRandomAndStructuredValueSets() {
        SplittableRandom r = new SplittableRandom(11);
        for (int d : new int[] {1, 2, 5, 16, 17, 100, 256, 300, 511, 512}) {
            assertSeparates(values(d, i -> r.nextLong()), "random longs, d=" + d);
            assertSeparates(values(d, i -> r.nextInt()), "random ints, d=" + d);
            assertSeparates(values(d, i -> i), "consecutive, d=" + d);
            assertSeparates(values(d, i -> i - d / 2), "consecutive around 0, d=" + d);
            assertSeparates(values(d, i -> i << 20), "multiples of 2^20, d=" + d);
            assertSeparates(values(d, i -> i << 40), "multiples of 2^40, d=" + d);
            assertSeparates(values(d, i -> (i << 32) | 7), "differing in the high word only, d=" + d);
            assertSeparates(values(d, i -> i * 7919L - 300_000), "the tests' ints, d=" + d);
            assertSeparates(values(d, i -> Float.floatToRawIntBits((i - d / 2) * 0.25f)), "floats, d=" + d);
            assertSeparates(values(d, i -> Double.doubleToRawLongBits(1.0 + i)), "doubles, d=" + d);
            assertSeparates(values(d, i -> Double.doubleToRawLongBits(Math.scalb(1.0, (int) i - 256))),
                    "powers of two as doubles, d=" + d);
        }
        assertNull(RankHash.of(new long[0]));
    }

    /** The hashed count, the searched count and a plain count agree; an outsider anywhere ends both. */
    @Test
    void hashedCountEqualsTheSearch() {
        SplittableRandom r = new SplittableRandom(3);
        for (int d : new int[] {5, 16, 256, 512}) {
            int[] vals = Arrays.stream(new int[d]).map(x -> r.nextInt()).sorted().distinct().toArray();
            vals[0] = Integer.MIN_VALUE;
            vals[vals.length - 1] = Integer.MAX_VALUE;
            Arrays.sort(vals);
            int n = 50_000;
            int[] a = new int[n];
            for (int i = 0; i < n; i++) a[i] = vals[r.nextInt(vals.length)];
            int[] expected = new int[vals.length];
            for (int x : a) expected[Arrays.binarySearch(vals, x)]++;
            FewCountInt.Ranks hashed = new FewCountInt.Ranks(vals), searched = new FewCountInt.Ranks(vals, false);
            assertNotNull(hashed.hash);
            assertNull(searched.hash);
            AtomicInteger o1 = new AtomicInteger(), o2 = new AtomicInteger();
            assertArrayEquals(expected, FewCountInt.countRanked(a, 0, n, hashed, o1), "hash, d=" + d);
            assertArrayEquals(expected, FewCountInt.countRanked(a, 0, n, searched, o2), "search, d=" + d);
            assertEquals(0, o1.get() + o2.get());
            for (int at : new int[] {0, 4095, 4096, n - 1}) {
                int[] b = a.clone();
                int between = vals[1] - 1;
                b[at] = between == vals[0] ? vals[1] + 1 : between; // between two values (or above the second)
                if (Arrays.binarySearch(vals, b[at]) >= 0) continue;
                AtomicInteger h = new AtomicInteger(), s = new AtomicInteger();
                FewCountInt.countRanked(b, 0, n, hashed, h);
                FewCountInt.countRanked(b, 0, n, searched, s);
                assertEquals(1, h.get(), "hash: outsider at " + at + ", d=" + d);
                assertEquals(1, s.get(), "search: outsider at " + at + ", d=" + d);
            }
        }
        // floating point: a NaN key and -0.0 (the values hold neither zero) are outsiders
        float[] fv = {-2.5f, 1.0f, 3.0f, 7.25f, 1e30f, 2e30f};
        FewCountFloat.Ranks fr = new FewCountFloat.Ranks(fv);
        for (float odd : new float[] {Float.NaN, Float.intBitsToFloat(0x7fc00123), -0.0f, 0.0f, 1.0000001f}) {
            float[] a = new float[10_000];
            for (int i = 0; i < a.length; i++) a[i] = fv[i % fv.length];
            a[5000] = odd;
            AtomicInteger o = new AtomicInteger();
            FewCountFloat.countRanked(a, 0, a.length, fr, o);
            assertNotEquals(0, o.get(), "outsider " + odd);
        }
    }

    @Test
    void aLentTableIsTheThreadsOnceReleasedAndANestedOneIsNew() {
        // the few-values count's hash table lent by the thread's scratch: a count nested in another's gets a table
        // of its own (the outer hash must keep its ranks), the next count after the release the thread's again
        long[] bits = values(16, k -> k * 1_000_003L + 7);
        RankHash outer = RankHash.of(bits, true), nested = RankHash.of(bits, true);
        assertNotNull(outer);
        assertNotNull(nested);
        assertTrue(outer.rank != nested.rank, "a lent table lent again");
        short[] kept = outer.rank.clone();
        nested.release();
        RankHash third = RankHash.of(values(16, k -> k * 31 + 1), true);
        assertTrue(third.rank != outer.rank, "the nested hash's release gave back the outer hash's table");
        third.release();
        assertArrayEquals(kept, outer.rank, "the outer hash's ranks overwritten");
        outer.release();
        RankHash again = RankHash.of(bits, true);
        again.release();
        assertEquals(CpuConfig.REUSE_BUFFERS, again.rank == outer.rank, "the thread's table not reused (or with reuse off)");
        for (long b : bits) {
            int s = (int) ((b * again.mul) >>> again.shift);
            assertEquals(bits[again.rank[s]], b, "a reused table's ranks");
        }
    }
}
