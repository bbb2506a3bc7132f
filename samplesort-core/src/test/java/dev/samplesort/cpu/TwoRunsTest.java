package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import dev.samplesort.spi.Jobs;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The two-coarse-runs route (TwoRunsLong / TwoRunsDouble, docs/CPU.md): which inputs take it, and that its
 * results are exactly Arrays.sort's (floating point: NaN tails of either half with their bit patterns, zeros of
 * both signs in both halves; packed pairs: stable).
 */
class TwoRunsTest {
    private static final CpuEngine E = CpuEngine.instance();

    /**
     * The routes here were measured where the JDK sorts both key widths with SIMD (an Intel host): 64-bit keys
     * take the 32-bit answer (ScalarJdk64Test has the routes where the JDK's 64-bit sort is scalar).
     */
    @BeforeEach
    void sixtyFourBitAsThirtyTwo() {
        CpuConfig.setJdkSimdSort64(CpuConfig.JDK_SIMD_SORT);
    }

    @AfterEach
    void restore() {
        CpuConfig.setDenseSpanMax(-1);
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
        CpuConfig.setCommonPoolParallel(null);
    }

    /**
     * Two ascending sequences of blocks of {@code block} random keys (the shape of the preset's staggered input):
     * block b of the first sequence draws from [(2b + 1) w, (2b + 2) w), of the second from [2b w, (2b + 1) w), or
     * with {@code ties} from [2b w, (2b + 2) w), so that equal keys occur in both sequences. Blocks of at most 16 keys
     * keep every sampled stride (2^11 / 32 keys and more) in blocks of its own.
     */
    static long[] twoSequences(int n, int block, long w, boolean ties, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] x = new long[n];
        int half = n / 2 + (int) (seed % 7);
        for (int i = 0; i < n; i++) {
            boolean first = i < half;
            long b = (first ? i : i - half) / block;
            x[i] = (2 * b + (first ? 1 : 0)) * w + r.nextLong(!first && ties ? 2 * w : w);
        }
        return x;
    }

    @Test
    void takesTwoCoarseRunsInsideItsWindowOnly() {
        int n = 1 << 14;
        long[] stag = DataGenerator.longs(Distribution.STAGGERED, n, 42);
        assertTrue(TwoRunsLong.split(stag, 0, n) > 0, "the preset's staggered input");
        assertTrue(TwoRunsLong.split(twoSequences(n, 16, 1L << 30, false, 1), 0, n) > 0, "two windowed sequences");
        assertEquals(-1, TwoRunsLong.split(DataGenerator.longs(Distribution.UNIFORM, n, 42), 0, n), "random keys");
        assertEquals(-1, TwoRunsLong.split(DataGenerator.longs(Distribution.BUCKET_SORTED, n, 42), 0, n), "bucket");
        long[] twoSorted = new long[n];
        for (int i = 0; i < n; i++) twoSorted[i] = i < n / 2 ? 2L * i : 2L * (i - n / 2) + 1;
        assertEquals(-1, TwoRunsLong.split(twoSorted, 0, n), "sorted runs: the JDK merges them");
        long[] three = twoSequences(n, 16, 1L << 30, false, 1);
        System.arraycopy(three, 0, three, n / 3, n / 3); // a third coarse run
        assertEquals(-1, TwoRunsLong.split(three, 0, n), "three coarse runs");
        assertEquals(-1, TwoRunsLong.split(DataGenerator.longs(Distribution.STAGGERED, CpuConfig.TWO_RUNS_BELOW, 42),
                0, CpuConfig.TWO_RUNS_BELOW), "at the window's end");
        int small = CpuConfig.TWO_RUNS_MIN - 1;
        assertEquals(-1, TwoRunsLong.split(twoSequences(small, 8, 1L << 30, false, 1), 0, small), "below the window");
        assertTrue(TwoRunsLong.split(twoSequences(small + 1, 8, 1L << 30, false, 1), 0, small + 1) > 0, "at its start");
    }

    /** The benchmark's cells: 64-bit staggered keys below 2^15 take the route on 16 and on 2 threads, int keys not. */
    @Test
    void routesOfTheStaggeredCells() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        for (int threads : new int[] {16, 2}) {
            CpuConfig.setThreads(threads);
            CpuConfig.setCommonPoolParallel(threads > 2);
            for (int n : new int[] {1 << 11, 1 << 14, (1 << 15) - 1}) {
                // (where the team takes the quarters' keys, SPLIT_TEAM_MIN with many threads, two runs go there too)
                boolean team = CpuConfig.splitOnTeam(n, threads, 8, false);
                CpuConfig.Route two = team ? CpuConfig.Route.TEAM : CpuConfig.Route.TWO_RUNS;
                assertEquals(two, longRoute(DataGenerator.longs(Distribution.STAGGERED, n, 42)),
                        "long staggered n=" + n + " threads=" + threads);
                double[] d = DataGenerator.doubles(Distribution.STAGGERED, n, 42), e = d.clone();
                Jobs.sort(E, d, 0, n);
                Arrays.sort(e);
                assertSortedLike(e, d, "double staggered n=" + n);
                assertEquals(two, CpuConfig.lastRoute, "double staggered n=" + n);
                int[] i = DataGenerator.ints(Distribution.STAGGERED, n, 42), ie = i.clone();
                Jobs.sort(E, i, 0, n);
                Arrays.sort(ie);
                assertArrayEquals(ie, i);
                assertEquals(CpuConfig.splitOnTeam(n, threads, 4, false) ? CpuConfig.Route.TEAM
                        : CpuConfig.splitSorts(n, threads, 4, false) ? CpuConfig.Route.SPLIT : CpuConfig.Route.SMALL,
                        CpuConfig.lastRoute, "int keys: the intrinsic has no such pathology (quarters or the team on many "
                                + "cores)");
            }
            // (random keys: not two runs; on 16 threads in quarters, SplitSort)
            assertEquals(threads > 2 ? CpuConfig.Route.TEAM : CpuTestData.smallLong(1 << 14),
                    longRoute(DataGenerator.longs(Distribution.UNIFORM, 1 << 14, 42)));
            // (nearly sorted: not two runs; set aside and merged, tried last: CpuConfig.ALMOST_SORTED_SMALL_MIN)
            assertEquals(CpuConfig.Route.ALMOST_SORTED,
                    longRoute(DataGenerator.longs(Distribution.ALMOST_SORTED, 1 << 14, 42)));
        }
    }

    private static CpuConfig.Route longRoute(long[] a) {
        long[] e = a.clone();
        Jobs.sort(E, a, 0, a.length);
        Arrays.sort(e);
        assertArrayEquals(e, a);
        return CpuConfig.lastRoute;
    }

    /** Exact results over the window, with many equal keys (small ranges), subranges and both split sides. */
    @Test
    void longResultsAreArraysSorts() {
        for (int n : new int[] {CpuConfig.TWO_RUNS_MIN, 3001, 1 << 13, CpuConfig.TWO_RUNS_BELOW - 1}) {
            for (long w : new long[] {1L << 40, 3, 2}) { // 2: two values a block, many equal keys
                for (int block : new int[] {4, 16}) {
                    for (boolean ties : new boolean[] {false, true}) {
                        long[] x = twoSequences(n, block, w, ties, n + block);
                        String what = "n=" + n + " w=" + w + " block=" + block + " ties=" + ties;
                        long[] e = x.clone(), xp = x.clone();
                        Arrays.sort(e);
                        assertTrue(TwoRunsLong.sorted(x, 0, n), "the route takes it: " + what);
                        assertArrayEquals(e, x, what);
                        // the halves at once (a pool worker sorts the left one above PARALLEL_ABOVE)
                        assertTrue(TwoRunsLong.sorted(xp, 0, n, true), "the route takes it: " + what);
                        assertArrayEquals(e, xp, what + " parallel");
                    }
                }
            }
            // a range inside a larger array: the keys around it stay
            long[] y = new long[n + 10];
            Arrays.fill(y, 77);
            System.arraycopy(twoSequences(n, 16, 1L << 40, true, 3), 0, y, 5, n);
            long[] e = y.clone();
            Arrays.sort(e, 5, n + 5);
            assertTrue(TwoRunsLong.sorted(y, 5, n + 5));
            assertArrayEquals(e, y, "subrange n=" + n);
        }
    }

    /**
     * Floating point: the halves' NaN tails (none, left only, right only, both, with distinct payloads) and zeros of
     * both signs on both sides; the result must equal Arrays.sort's bit for bit (NaNs in input order).
     */
    @Test
    void doubleResultsAreArraysSortsWithNaNsAndZeros() {
        for (int n : new int[] {1 << 13, TwoRunsDouble.PARALLEL_ABOVE * 2}) doubleResultsWithNaNsAndZeros(n);
    }

    private static void doubleResultsWithNaNsAndZeros(int n) {
        long[] base = twoSequences(n, 16, 1L << 20, false, 5);
        int at = TwoRunsLong.split(base, 0, n);
        assertTrue(at > 0);
        int caseNo = 0;
        for (boolean leftNaN : new boolean[] {false, true}) {
            for (boolean rightNaN : new boolean[] {false, true}) {
                double[] d = new double[n];
                for (int i = 0; i < n; i++) d[i] = base[i] - (1L << 29); // negative and positive keys, from -2^29
                SplittableRandom r = new SplittableRandom(++caseNo);
                for (int k = 0; k < 40; k++) { // zeros of both signs in both halves, off the sampled places
                    d[offSample(n, r.nextInt(16, n))] = r.nextBoolean() ? 0.0 : -0.0;
                }
                for (int k = 0; k < 9; k++) { // NaNs of distinct payloads, some negative
                    long payload = 0x7ff0000000000001L + r.nextLong(1L << 40);
                    if (leftNaN) d[offSample(n, r.nextInt(16, at - 1))] =
                            Double.longBitsToDouble(payload | (k % 2 == 0 ? 0 : 1L << 63));
                    if (rightNaN) d[offSample(n, r.nextInt(at + 1, n - 1))] = Double.longBitsToDouble(payload + 7);
                }
                String what = "n=" + n + " leftNaN=" + leftNaN + " rightNaN=" + rightNaN;
                assertTrue(TwoRunsDouble.split(d, 0, n) > 0, what);
                double[] e = d.clone();
                Arrays.sort(e);
                assertTrue(TwoRunsDouble.sorted(d, 0, n, true), what);
                for (int i = 0; i < n; i++) {
                    assertEquals(Double.doubleToRawLongBits(e[i]), Double.doubleToRawLongBits(d[i]), what + " at " + i);
                }
            }
        }
    }

    /** i, or the place after it if i is one of the route's sampled places (so the coarse shape stays). */
    private static int offSample(int n, int i) {
        for (int k = 0; k < TwoRunsLong.SAMPLES; k++) if (TwoRunsLong.place(0, n, k) == i) return i + 1;
        return i;
    }

    /** Almost sorted input with one sampled key out of line (a spike, high or low) is not two runs. */
    @Test
    void aSpikeIsNotASecondRun() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        int n = 1 << 14, mid = TwoRunsLong.place(0, n, 15);
        for (long spike : new long[] {Long.MIN_VALUE / 2, Long.MAX_VALUE / 2}) {
            long[] x = new long[n];
            for (int i = 0; i < n; i++) x[i] = i * 10L;
            x[3] = -5; // first keys not ascending
            x[mid] = spike;
            assertEquals(-1, TwoRunsLong.split(x, 0, n), "spike " + spike);
            // (a ramp with two keys out of place: nearly sorted, set aside and merged, not two runs)
            assertEquals(CpuConfig.Route.ALMOST_SORTED, longRoute(x), "spike " + spike);
        }
        long[] x = new long[n];
        for (int i = 0; i < n; i++) x[i] = i < mid ? i * 10L : (i - mid) * 10L + 5; // a step: two runs
        x[3] = -5;
        assertEquals(mid, TwoRunsLong.split(x, 0, n));
    }

    /** Pairs with 32-bit keys on the packed route: the packed words show the two runs; the result stays stable. */
    @Test
    void packedPairsStayStable() {
        CpuConfig.setDenseSpanMax(0); // (keys of a few small values: otherwise counted, DenseCountTest)
        CpuConfig.setThreads(16);
        CpuConfig.setCommonPoolParallel(true);
        int n = 1 << 14;
        long[] x = twoSequences(n, 16, 2, true, 9); // keys of a few values per block: ties across both halves
        for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.FLOAT}) {
            for (ValueType vt : ValueType.values()) {
                KvCase c = new KvCase(kt, vt, x, n, false);
                c.sort(0, n, true);
                c.check(0, n, true, kt + "+" + vt);
                assertEquals(CpuConfig.Route.PACKED, CpuConfig.lastRoute);
            }
        }
        long[] packed = new long[n];
        int[] keys = CpuTestData.ints(x);
        for (int i = 0; i < n; i++) packed[i] = ((long) keys[i] << 32) | i;
        assertFalse(TwoRunsLong.split(packed, 0, n) < 0, "the packed words of these pairs take the route");
    }

    /**
     * Pairs with int keys below TWO_RUNS_MIN: exactly two ascending runs (ties inside and across them) are merged
     * directly (route TWO_RUNS), stably, values with their keys; three runs, or a first run shorter than
     * RUN_MIN_FIRST, are not; a subrange moves only its own pairs.
     */
    @Test
    void twoRunsOfPairsBelowTheWindowMergedStably() {
        SplittableRandom r = new SplittableRandom(39);
        for (int c = 0; c < 400; c++) {
            int n = 2 + r.nextInt(CpuConfig.TWO_RUNS_MIN - 2), m = r.nextInt(n + 1), range = 1 + r.nextInt(50);
            boolean third = r.nextInt(4) == 0;
            int[] k = new int[n];
            for (int i = 0; i < n; i++) k[i] = r.nextInt(range);
            Arrays.sort(k, 0, m);
            Arrays.sort(k, m, n);
            if (third && n > 40) { // a descent inside the second run: three runs
                int at = m + (n - m) / 2;
                if (at > m && at < n && k[at - 1] <= k[at]) k[at] = k[at - 1] - 1;
            }
            int[] v = new int[n];
            long[] w = new long[n];
            for (int i = 0; i < n; i++) {
                v[i] = i;
                w[i] = -i;
            }
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) order[i] = i;
            Arrays.sort(order, (x, y) -> Integer.compare(k[x], k[y])); // stable
            int[] ek = new int[n], ev = new int[n];
            for (int i = 0; i < n; i++) {
                ek[i] = k[order[i]];
                ev[i] = order[i];
            }
            int[] k1 = k.clone(), k2 = k.clone();
            SampleSortIntInt.sort(k1, v, 0, n, 1);
            String what = "n " + n + ", runs at " + m + ", third " + third;
            assertArrayEquals(ek, k1, what);
            assertArrayEquals(ev, v, what + ": values, stably");
            int left = 0;
            while (left + 1 < n && k[left] <= k[left + 1]) left++;
            left++;
            int rest = left;
            while (rest + 1 < n && k[rest] <= k[rest + 1]) rest++;
            int down = left; // (or a strictly descending rest: organ pipe, see organPipesOfPairsBelowTheWindow...)
            while (down + 1 < n && k[down] > k[down + 1]) down++;
            boolean two = left < n && left >= CpuConfig.RUN_MIN_FIRST && (rest + 1 == n || down + 1 == n);
            assertEquals(two, CpuConfig.lastRoute == CpuConfig.Route.TWO_RUNS, what + ": " + CpuConfig.lastRoute);
            SampleSortIntLong.sort(k2, w, 0, n, 1);
            assertArrayEquals(ek, k2, what + ", long values");
            for (int i = 0; i < n; i++) assertEquals(-ev[i], w[i], what + ", long values, stably");
        }
        int[] sub = {9, 9, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 5, 30, 8, 8};
        int[] sv = new int[sub.length];
        for (int i = 0; i < sv.length; i++) sv[i] = 100 + i;
        SampleSortIntInt.sort(sub, sv, 3, 23, 1); // [1..17] then [0, 5, 30]
        assertEquals(CpuConfig.Route.TWO_RUNS, CpuConfig.lastRoute);
        assertArrayEquals(new int[] {9, 9, 9, 0, 1, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 30, 8, 8}, sub);
        // (the 0 came from index 20, the second 5 from 21, the 30 from 22; outside the range nothing moved)
        assertArrayEquals(new int[] {100, 101, 102, 120, 103, 104, 105, 106, 107, 121, 108}, Arrays.copyOf(sv, 11));
        assertEquals(122, sv[22]);
        assertEquals(123, sv[23]);
    }

    /**
     * Below TWO_RUNS_MIN, an ascending run (ties allowed) then a strictly descending one (organ pipe) is reversed and
     * merged: exact and stable against a stable reference, its route TWO_RUNS; a tie in the descending part (whose
     * reversal would swap equal keys) refuses the route and the result is still stable.
     */
    @Test
    void organPipesOfPairsBelowTheWindowMergedStably() {
        SplittableRandom r = new SplittableRandom(40);
        for (int c = 0; c < 400; c++) {
            int n = 20 + r.nextInt(CpuConfig.TWO_RUNS_MIN - 20), m = 16 + r.nextInt(n - 16);
            int range = 1 + r.nextInt(3 * n);
            boolean tie = r.nextInt(4) == 0 && n - m >= 3;
            int[] k = new int[n];
            for (int i = 0; i < m; i++) k[i] = r.nextInt(range);
            Arrays.sort(k, 0, m);
            // the descending part: distinct values (some equal to the first run's keys), largest first
            int top = k[m - 1] + r.nextInt(3);
            for (int i = m; i < n; i++) k[i] = top - (i - m) * (1 + r.nextInt(2));
            if (tie) { // two equal neighbours in the descending part
                int at = m + 1 + r.nextInt(n - m - 2);
                k[at] = k[at - 1];
            }
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) order[i] = i;
            Arrays.sort(order, (x, y) -> Integer.compare(k[x], k[y])); // stable
            int[] k1 = k.clone();
            SampleSortIntInt.sort(k1, v, 0, n, 1);
            String what = "n " + n + ", descending from " + m + ", tie " + tie;
            for (int i = 0; i < n; i++) {
                assertEquals(k[order[i]], k1[i], what);
                assertEquals((int) order[i], v[i], what + ": values, stably");
            }
            int left = 1;
            while (left < n && k[left - 1] <= k[left]) left++;
            int down = left;
            while (down + 1 < n && k[down] > k[down + 1]) down++;
            // since the forty-sixth session a non-increasing second run with ties is merged too (reversed stably)
            // after the run scan, where the first run is not constant (else the whole is one non-increasing run)
            boolean nonIncreasing = true;
            for (int i = left + 1; i < n; i++) nonIncreasing &= k[i - 1] >= k[i];
            boolean organ = left >= CpuConfig.RUN_MIN_FIRST && left < n
                    && (down + 1 == n || nonIncreasing && k[0] < k[left - 1]);
            assertEquals(organ, CpuConfig.lastRoute == CpuConfig.Route.TWO_RUNS, what + ": " + CpuConfig.lastRoute);
            if (!tie && left == m) assertTrue(organ, what + ": the organ pipe route");
        }
    }

    /**
     * With a parallel common pool, run-structured pairs on the packed route have their packed words sorted by the
     * long hybrid (CpuConfig.KV_RUNS_LONG_SORT): sawtooth and organ pipe with ties, non-increasing keys (detdup's
     * shape), runs up and down; floats with zeros of both signs and NaNs of several bit patterns. Exact keys (bits)
     * and stable values against a stable reference sort in Arrays.sort's order.
     */
    @Test
    void runStructuredPairsOnAParallelPoolSortedStably() {
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(4);
        assertEquals(CpuConfig.KV_RUNS_LONG_SORT, CpuConfig.kvRunsLongSort(1 << 12, 4, false));
        assertEquals(CpuConfig.KV_RUNS_LONG_SORT,
                CpuConfig.kvRunsLongSort(CpuConfig.jdkSequentialBelow(), 4, true));
        assertFalse(CpuConfig.kvRunsLongSort(CpuConfig.jdkSequentialBelow() - 1, 4, true),
                "one run: from jdkSequentialBelow");
        assertFalse(CpuConfig.kvRunsLongSort(1 << 16, 1, false), "one thread");
        SplittableRandom r = new SplittableRandom(41);
        for (int c = 0; c < 40; c++) {
            int n = (1 << (12 + c % 5)) + r.nextInt(100), shape = c % 4, len = 64 << r.nextInt(6);
            int[] k = new int[n];
            for (int i = 0; i < n; i++) {
                int t = i % len, q = i / len;
                k[i] = switch (shape) {
                    case 0 -> t / 2;                                        // sawtooth, two keys a step
                    case 1 -> Math.min(i, n - 1 - i) / 3;                  // organ pipe, ties
                    case 2 -> (n - i) / 7;                                  // non-increasing
                    default -> (q & 1) == 0 ? t * 3 + q : (len - t) * 3 - q; // runs up and down
                };
            }
            float[] f = new float[n];
            for (int i = 0; i < n; i++) {
                int x = k[i] - n / 16;
                f[i] = x == 0 ? (r.nextBoolean() ? -0.0f : 0.0f) : x;
            }
            for (int j = 0; j < 4; j++) f[r.nextInt(n)] = Float.intBitsToFloat(0x7fc00000 | r.nextInt(1 << 20));
            Integer[] io = order(n), fo = order(n);
            Arrays.sort(io, (x, y) -> Integer.compare(k[x], k[y]));
            Arrays.sort(fo, (x, y) -> Float.compare(f[x], f[y]));
            int[] ki = k.clone(), vi = iota(n), vf = iota(n);
            float[] kf = f.clone();
            SampleSortIntInt.sort(ki, vi, 0, n, 4);
            String what = "n " + n + ", shape " + shape + ", len " + len;
            // one non-increasing run of int keys where the JDK's sort would be sequential: reversed in place
            // (nonIncreasingPairsReversedStably)
            // (organ pipes with ties merged as two runs, organPipesOfPairsWithTiesMergedStably)
            boolean sequential = !CpuConfig.jdkParallel(n, 4, false);
            assertEquals(sequential && shape == 2 ? CpuConfig.Route.ONE_RUN
                    : sequential && shape == 1 ? CpuConfig.Route.TWO_RUNS : CpuConfig.Route.PACKED,
                    CpuConfig.lastRoute, what);
            SampleSortFloatInt.sort(kf, vf, 0, n, 4);
            assertStableLike(k, io, ki, vi, what);
            assertStableLike(f, fo, kf, vf, what + ", float");
        }
    }

    /** The sorted pairs (keys, values = input positions) against a stable reference order of the input keys. */
    private static void assertStableLike(int[] keys, Integer[] order, int[] sorted, int[] values, String what) {
        for (int i = 0; i < keys.length; i++) {
            assertEquals(keys[order[i]], sorted[i], what);
            assertEquals((int) order[i], values[i], what + ": values, stably");
        }
    }

    /** As above for float keys, compared by their bits. */
    private static void assertStableLike(float[] keys, Integer[] order, float[] sorted, int[] values, String what) {
        for (int i = 0; i < keys.length; i++) {
            assertEquals(Float.floatToRawIntBits(keys[order[i]]), Float.floatToRawIntBits(sorted[i]), what);
            assertEquals((int) order[i], values[i], what + ": values, stably");
        }
    }

    /**
     * Where the JDK's sort is sequential and its 64-bit sort scalar (the dev VM), 32-bit-key pairs whose keys are many
     * runs (the generator's 64: MANY_RUNS to the scan) take the team of both threads only from kvManyRunsTeamMin;
     * below, the JDK's sort of the packed words merges them (the team not woken). Exact keys and stable values.
     */
    @Test
    void manyRunsOfPairsBelowTheTeamsSizeTakeTheJdksMerge() {
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setThreads(2);
        CpuConfig.setJdkSimdSort64(false);
        try {
            assertTrue(CpuConfig.teamScalar(CpuConfig.KV_MANY_RUNS_TEAM_MIN / 2, 2, 8), "the team's size for words");
            for (int n : new int[] {CpuConfig.KV_MANY_RUNS_TEAM_MIN / 2, CpuConfig.KV_MANY_RUNS_TEAM_MIN}) {
                int[] k = DataGenerator.ints(Distribution.RUNS, n, 9);
                assertEquals(RunScanInt.MANY_RUNS, RunScanInt.runs(k, 0, n), "the generator's runs: many");
                boolean team = CpuConfig.teamScalar(n, 2, 8) && n >= CpuConfig.KV_MANY_RUNS_TEAM_MIN;
                Integer[] io = order(n);
                Arrays.sort(io, (x, y) -> Integer.compare(k[x], k[y]));
                int[] ki = k.clone(), vi = iota(n);
                long jobs = CpuConfig.team(2).runs();
                SampleSortIntInt.sort(ki, vi, 0, n, 2);
                assertEquals(CpuConfig.Route.PACKED, CpuConfig.lastRoute, "n " + n);
                assertEquals(team ? 1 : 0, CpuConfig.team(2).runs() - jobs, "n " + n + ": the team's jobs");
                assertStableLike(k, io, ki, vi, "n " + n);
            }
        } finally {
            CpuConfig.setJdkSimdSort64(null);
        }
    }

    /**
     * Without a parallel pool (2 cores), run-structured pairs whose packed words start with runs taking turns in a
     * pattern (sawtooth's teeth: RunScanLong.patternedStart) go to the long hybrid, whose one-thread run merge
     * takes them (route RUN_MERGE); the generator's runs (up and down) and random keys stay with the JDK's sort of the
     * packed words (PACKED). Exact keys (bits) and stable values, floating point zeros of both signs and NaNs.
     */
    @Test
    void patternedRunsOfPairsWithoutAParallelPoolMergedByTheLongHybrid() {
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setThreads(2);
        assertEquals(CpuConfig.KV_RUNS_LONG_SORT, CpuConfig.kvPatternedRunsLongSort(false));
        assertFalse(CpuConfig.kvPatternedRunsLongSort(true), "one run of keys");
        int n = 1 << 14;
        long[] saw = new long[n], upDown = new long[n], random = new long[n];
        SplittableRandom r = new SplittableRandom(43);
        for (int i = 0; i < n; i++) {
            saw[i] = ((long) (i % (n / 16)) << 32) | i;
            int t = i % (n / 64), q = i / (n / 64);
            upDown[i] = ((long) ((q & 1) == 0 ? t : n - t) << 32) | i;
            random[i] = r.nextLong();
        }
        assertTrue(RunScanLong.patternedStart(saw, 0, n), "sawtooth");
        assertFalse(RunScanLong.patternedStart(upDown, 0, n), "runs up and down");
        assertFalse(RunScanLong.patternedStart(random, 0, n), "random");
        assertFalse(RunScanLong.patternedStart(saw, 0, 200), "a first run longer than the range's rest");
        for (Distribution d : new Distribution[] {Distribution.SAWTOOTH, Distribution.RUNS}) {
            for (int m : new int[] {1 << 12, 1 << 13, (1 << 16) + 77}) {
                int[] k = DataGenerator.ints(d, m, 5);
                float[] f = new float[m];
                for (int i = 0; i < m; i++) f[i] = k[i] == k[0] ? (i % 2 == 0 ? -0.0f : 0.0f) : k[i] * 0.25f;
                f[m / 3] = Float.intBitsToFloat(0x7fc00123);
                Integer[] io = order(m), fo = order(m);
                Arrays.sort(io, (x, y) -> Integer.compare(k[x], k[y]));
                Arrays.sort(fo, (x, y) -> Float.compare(f[x], f[y]));
                int[] ki = k.clone(), vi = iota(m), vf = iota(m);
                float[] kf = f.clone();
                String what = d.cliName() + " " + m;
                SampleSortIntInt.sort(ki, vi, 0, m, 2);
                assertEquals(d == Distribution.SAWTOOTH ? CpuConfig.Route.RUN_MERGE : CpuConfig.Route.PACKED,
                        CpuConfig.lastRoute, what);
                SampleSortFloatInt.sort(kf, vf, 0, m, 2);
                assertStableLike(k, io, ki, vi, what);
                assertStableLike(f, fo, kf, vf, what + ", float");
            }
        }
    }

    /**
     * One non-increasing run of int keys with ties (detdup's shape), where the JDK's sort would be sequential: the
     * range reversed and each run of equal keys' values reversed back (SampleSortIntInt.reverseTies), route ONE_RUN;
     * exact and stable against a stable reference, `int+int` and `int+long`, below and above TWO_RUNS_MIN, tie runs
     * of one key to thousands; a single ascent anywhere refuses it (the result still stable).
     */
    @Test
    void nonIncreasingPairsReversedStably() {
        SplittableRandom r = new SplittableRandom(46);
        int reversedTies = 0;
        for (int c = 0; c < 200; c++) {
            int n = c < 100 ? 2 + r.nextInt(CpuConfig.TWO_RUNS_MIN) : 1 << (10 + r.nextInt(8));
            int tie = 1 + r.nextInt(c % 3 == 0 ? 3 : Math.max(1, n / 4));
            boolean ascent = c % 5 == 4;
            int[] k = new int[n];
            for (int i = 0, x = r.nextInt(); i < n; i++) {
                if (i > 0 && r.nextInt(tie) == 0) x -= 1 + r.nextInt(3);
                k[i] = x;
            }
            if (ascent && n > 2) { // one key above the one before it
                int at = 1 + r.nextInt(n - 1);
                k[at] = k[at - 1] + 1;
            }
            Integer[] o = order(n);
            Arrays.sort(o, (x, y) -> Integer.compare(k[x], k[y]));
            int[] ki = k.clone(), vi = iota(n), kl = k.clone();
            long[] vl = new long[n];
            for (int i = 0; i < n; i++) vl[i] = -1L - i;
            SampleSortIntInt.sort(ki, vi, 0, n, 1);
            CpuConfig.Route route = CpuConfig.lastRoute;
            SampleSortIntLong.sort(kl, vl, 0, n, 1);
            String what = "n " + n + ", tie 1/" + tie + ", ascent " + ascent;
            for (int i = 0; i < n; i++) {
                assertEquals(k[o[i]], ki[i], what);
                assertEquals((int) o[i], vi[i], what + ": values, stably");
                assertEquals(k[o[i]], kl[i], what + ", int+long");
                assertEquals(-1L - o[i], vl[i], what + ", int+long: values, stably");
            }
            boolean nonIncreasing = true, strict = true, nonDecreasing = true;
            for (int i = 1; i < n; i++) {
                nonIncreasing &= k[i - 1] >= k[i];
                strict &= k[i - 1] > k[i];
                nonDecreasing &= k[i - 1] <= k[i];
            }
            if (nonIncreasing && !strict && !nonDecreasing && n >= CpuConfig.RUN_MIN_FIRST) {
                // (below TWO_RUNS_MIN a constant start then a strict descent is an organ pipe: TWO_RUNS)
                assertTrue(route == CpuConfig.Route.ONE_RUN || route == CpuConfig.Route.TWO_RUNS, what + ": " + route);
                if (route == CpuConfig.Route.ONE_RUN) reversedTies++;
            }
            if (!nonIncreasing && !nonDecreasing) assertNotEquals(CpuConfig.Route.ONE_RUN, route, what);
        }
        assertTrue(reversedTies > 100, "cases reversed in place: " + reversedTies);
    }

    /**
     * One non-increasing run of float keys with ties, zeros of both signs among them in any order (-0.0 == 0.0 to the
     * run), where the JDK's sort would be sequential: reversed with their ties kept (reverseTies), the zero run's signs
     * ordered after (FpFix), route ONE_RUN; exact (bit for bit) and stable against a stable reference by
     * Float.compare, `float+int` and `float+long`; an ascent refuses it; with a NaN the result is exact and stable too.
     */
    @Test
    void nonIncreasingFloatPairsReversedStably() {
        SplittableRandom r = new SplittableRandom(48);
        int reversedTies = 0;
        for (int c = 0; c < 200; c++) {
            int n = c < 100 ? 2 + r.nextInt(CpuConfig.TWO_RUNS_MIN) : 1 << (10 + r.nextInt(8));
            int tie = 1 + r.nextInt(c % 3 == 0 ? 3 : Math.max(1, n / 4));
            boolean ascent = c % 5 == 4, nan = c % 7 == 6;
            float[] k = new float[n];
            int x = 2 + r.nextInt(n / 8 + 2); // (steps down through zero: a run of zeros of both signs)
            for (int i = 0; i < n; i++) {
                if (i > 0 && r.nextInt(tie) == 0) x -= 1 + r.nextInt(2);
                k[i] = x == 0 ? (r.nextBoolean() ? -0.0f : 0.0f) : x * 0.5f;
            }
            if (ascent && n > 2) { // one key above the one before it
                int at = 1 + r.nextInt(n - 1);
                k[at] = k[at - 1] + 1;
            }
            if (nan) k[r.nextInt(n)] = Float.NaN;
            Integer[] o = order(n);
            Arrays.sort(o, (p, q) -> Float.compare(k[p], k[q]));
            float[] kf = k.clone(), kl = k.clone();
            int[] vi = iota(n);
            long[] vl = new long[n];
            for (int i = 0; i < n; i++) vl[i] = -1L - i;
            SampleSortFloatInt.sort(kf, vi, 0, n, 1);
            CpuConfig.Route route = CpuConfig.lastRoute;
            SampleSortFloatLong.sort(kl, vl, 0, n, 1);
            String what = "n " + n + ", tie 1/" + tie + ", ascent " + ascent + ", NaN " + nan;
            assertStableLike(k, o, kf, vi, what);
            for (int i = 0; i < n; i++) {
                assertEquals(Float.floatToRawIntBits(k[o[i]]), Float.floatToRawIntBits(kl[i]), what + ", float+long");
                assertEquals(-1L - o[i], vl[i], what + ", float+long: values, stably");
            }
            boolean nonIncreasing = !nan, strict = true;
            for (int i = 1; i < n; i++) {
                nonIncreasing &= k[i - 1] >= k[i];
                strict &= k[i - 1] > k[i];
            }
            if (nonIncreasing && !strict && n >= CpuConfig.RUN_MIN_FIRST && k[0] != k[n - 1]) {
                // (below TWO_RUNS_MIN a constant start then a strict descent is an organ pipe: TWO_RUNS)
                assertTrue(route == CpuConfig.Route.ONE_RUN || route == CpuConfig.Route.TWO_RUNS, what + ": " + route);
                if (route == CpuConfig.Route.ONE_RUN) reversedTies++;
            }
            if (!nan && !nonIncreasing && k[0] > k[n - 1]) assertNotEquals(CpuConfig.Route.ONE_RUN, route, what);
        }
        assertTrue(reversedTies > 50, "cases reversed in place: " + reversedTies);
    }

    /**
     * An organ pipe of int keys with ties (a non-decreasing run, then a non-increasing one) where the JDK's sort would
     * be sequential: the second run reversed stably, the two merged (route TWO_RUNS) at sizes above TWO_RUNS_MIN;
     * exact and stable against a stable reference for `int+int` and `int+long`; a third run refuses it.
     */
    @Test
    void organPipesOfPairsWithTiesMergedStably() {
        SplittableRandom r = new SplittableRandom(47);
        int merged = 0;
        for (int c = 0; c < 120; c++) {
            int n = CpuConfig.TWO_RUNS_MIN + r.nextInt(1 << (8 + c % 10)), m = 1 + r.nextInt(n - 1);
            int step = 1 + r.nextInt(c % 2 == 0 ? 3 : 64);
            boolean third = c % 6 == 5;
            int[] k = new int[n];
            for (int i = 0, x = r.nextInt(1000); i < m; i++) k[i] = x += r.nextInt(step) == 0 ? r.nextInt(3) : 0;
            for (int i = m, x = k[m - 1] + r.nextInt(5) - 2; i < n; i++) k[i] = x -= r.nextInt(step) == 0 ? r.nextInt(3) : 0;
            if (third) { // a rise near the end: three runs
                int at = m + (n - m) * 3 / 4;
                if (at > m && at < n) for (int i = at; i < n; i++) k[i] += 5000;
            }
            Integer[] o = order(n);
            Arrays.sort(o, (x, y) -> Integer.compare(k[x], k[y]));
            int[] ki = k.clone(), vi = iota(n), kl = k.clone();
            long[] vl = new long[n];
            for (int i = 0; i < n; i++) vl[i] = 7L * i - n;
            SampleSortIntInt.sort(ki, vi, 0, n, 1);
            CpuConfig.Route route = CpuConfig.lastRoute;
            SampleSortIntLong.sort(kl, vl, 0, n, 1);
            String what = "n " + n + ", turn at " + m + ", step 1/" + step + ", third " + third;
            for (int i = 0; i < n; i++) {
                assertEquals(k[o[i]], ki[i], what);
                assertEquals((int) o[i], vi[i], what + ": values, stably");
                assertEquals(k[o[i]], kl[i], what + ", int+long");
                assertEquals(7L * o[i] - n, vl[i], what + ", int+long: values, stably");
            }
            if (route == CpuConfig.Route.TWO_RUNS) merged++;
            if (third) assertNotEquals(CpuConfig.Route.TWO_RUNS, route, what);
        }
        assertTrue(merged > 50, "organ pipes merged: " + merged);
    }

    /**
     * Float keys where the JDK's sort would be sequential: an ascending run, then an ascending or a descending one
     * (ties, zeros of both signs in either order inside the runs) merged (route TWO_RUNS) and the zeros' signs
     * ordered, exact and stable against a stable reference in Arrays.sort's order, `float+int` and `float+long`; a
     * NaN anywhere, a third run or a short first run refuse the route, the result exact all the same.
     */
    @Test
    void floatPairsOfTwoRunsMergedStably() {
        SplittableRandom r = new SplittableRandom(60);
        int merged = 0;
        for (int c = 0; c < 600; c++) {
            int n = 20 + r.nextInt(c % 3 == 0 ? 3000 : 200), m = 1 + r.nextInt(n - 1), range = 1 + r.nextInt(12);
            boolean down = r.nextBoolean(), third = c % 7 == 3, nan = c % 5 == 4;
            float[] k = new float[n];
            for (int i = 0; i < n; i++) k[i] = r.nextInt(range) - range / 2 + (r.nextInt(4) == 0 ? 0.5f : 0f);
            Arrays.sort(k, 0, m);
            Arrays.sort(k, m, n);
            if (down) for (int i = m, j = n - 1; i < j; i++, j--) { float x = k[i]; k[i] = k[j]; k[j] = x; }
            for (int i = 0; i < n; i++) if (k[i] == 0 && r.nextBoolean()) k[i] = -0.0f; // signs in any order
            if (third && n - m > 8) { // a step against the second run's direction near its end: three runs
                int at = m + (n - m) * 3 / 4;
                k[at] = down ? k[at - 1] + 100 : k[at - 1] - 100;
            }
            int nanAt = nan ? switch (c % 3) { case 0 -> n - 1; case 1 -> m; default -> r.nextInt(n); } : -1;
            if (nan) k[nanAt] = Float.NaN;
            Integer[] o = order(n);
            Arrays.sort(o, (x, y) -> Float.compare(k[x], k[y])); // stable, -0.0 before 0.0, NaN last
            float[] kf = k.clone(), kl = k.clone();
            int[] vi = iota(n);
            long[] vl = new long[n];
            for (int i = 0; i < n; i++) vl[i] = 3L * i - n;
            SampleSortFloatInt.sort(kf, vi, 0, n, 1);
            CpuConfig.Route route = CpuConfig.lastRoute;
            SampleSortFloatLong.sort(kl, vl, 0, n, 1);
            String what = "n " + n + ", turn at " + m + ", down " + down + ", third " + third + ", NaN at " + nanAt;
            for (int i = 0; i < n; i++) {
                assertEquals(Float.floatToIntBits(k[o[i]]), Float.floatToIntBits(kf[i]), what + " at " + i);
                assertEquals((int) o[i], vi[i], what + ": values, stably, at " + i);
                assertEquals(Float.floatToIntBits(k[o[i]]), Float.floatToIntBits(kl[i]), what + ", float+long");
                assertEquals(3L * o[i] - n, vl[i], what + ", float+long: values, stably");
            }
            int first = 1;
            while (first < n && k[first - 1] <= k[first]) first++;
            boolean up2 = true, down2 = true;
            for (int i = first + 1; i < n; i++) {
                up2 &= k[i - 1] <= k[i];
                down2 &= k[i - 1] >= k[i];
            }
            // (a constant first run before a descending rest: one non-increasing run, reversed elsewhere)
            boolean two = !nan && first < n && first >= CpuConfig.RUN_MIN_FIRST && (up2 || down2)
                    && !(down2 && k[0] == k[first - 1]);
            if (nan || third && n - m > 8 || first < CpuConfig.RUN_MIN_FIRST) {
                assertNotEquals(CpuConfig.Route.TWO_RUNS, route, what);
            } else if (two && (n < CpuConfig.TWO_RUNS_MIN
                    || RunScanFloatInt.runs(k.clone(), 0, n) == RunScanFloatInt.RUNS)) {
                assertEquals(CpuConfig.Route.TWO_RUNS, route, what);
                merged++;
            }
        }
        assertTrue(merged > 100, "two runs merged: " + merged);
    }

    /**
     * Pairs with 64-bit keys where the JDK's sort would be sequential: an ascending run of RUN_MIN_FIRST keys or more,
     * then an ascending or a descending one (ties; for double keys zeros of both signs in any order) merged (route
     * TWO_RUNS) and the zeros' signs ordered, exact and stable against a stable reference in Arrays.sort's order,
     * `long+int`, `long+long`, `double+int`, `double+long`; a NaN, a third run or a short first run refuse the route,
     * the result exact all the same. Fails with the route's call removed (the engine's route is not TWO_RUNS).
     */
    @Test
    void pairsWith64BitKeysOfTwoRunsMergedStably() {
        SplittableRandom r = new SplittableRandom(65);
        int merged = 0;
        for (int c = 0; c < 400; c++) {
            int n = 20 + r.nextInt(c % 3 == 0 ? 1 << 14 : 300), m = 1 + r.nextInt(n - 1), range = 1 + r.nextInt(4000);
            boolean down = r.nextBoolean(), third = c % 7 == 3, nan = c % 5 == 4;
            long[] k = new long[n];
            for (int i = 0; i < n; i++) k[i] = r.nextInt(range) - range / 2 + (c % 2 == 0 ? Long.MIN_VALUE / 3 : 0);
            Arrays.sort(k, 0, m);
            Arrays.sort(k, m, n);
            if (down) for (int i = m, j = n - 1; i < j; i++, j--) { long x = k[i]; k[i] = k[j]; k[j] = x; }
            if (third && n - m > 8) { // a step against the second run's direction near its end: three runs
                int at = m + (n - m) * 3 / 4;
                k[at] = down ? k[at - 1] + 100_000 : k[at - 1] - 100_000;
            }
            double[] d = new double[n];
            for (int i = 0; i < n; i++) {
                d[i] = (k[i] - (c % 2 == 0 ? Long.MIN_VALUE / 3 : 0)) / 4.0;
                if (d[i] == 0 && r.nextBoolean()) d[i] = -0.0; // signs in any order
            }
            int nanAt = nan ? switch (c % 3) { case 0 -> n - 1; case 1 -> m; default -> r.nextInt(n); } : -1;
            if (nan) d[nanAt] = Double.longBitsToDouble(0x7ff8_0000_0000_0000L | r.nextInt(1 << 20));
            String what = "n " + n + ", turn at " + m + ", down " + down + ", third " + third + ", NaN at " + nanAt;
            CpuConfig.Route[] routes = sortedAs64BitPairs(k, d, what);
            CpuConfig.Route longRoute = routes[0], doubleRoute = routes[1];
            int first = 1;
            while (first < n && k[first - 1] <= k[first]) first++;
            boolean up2 = true, down2 = true;
            for (int i = first + 1; i < n; i++) {
                up2 &= k[i - 1] <= k[i];
                down2 &= k[i - 1] >= k[i];
            }
            boolean two = first < n && first >= CpuConfig.RUN_MIN_FIRST && (up2 || down2);
            if (third && n - m > 8 || first < CpuConfig.RUN_MIN_FIRST) {
                assertNotEquals(CpuConfig.Route.TWO_RUNS, longRoute, what);
            } else if (two) { // (runsMerged takes two runs first where they average 2^RUN_MIN_FACTOR keys or more)
                assertEquals(n >= 2 << CpuConfig.RUN_MIN_FACTOR ? CpuConfig.Route.RUN_MERGE : CpuConfig.Route.TWO_RUNS,
                        longRoute, what);
                merged++;
            }
            if (nan) {
                assertNotEquals(CpuConfig.Route.TWO_RUNS, doubleRoute, what);
                assertNotEquals(CpuConfig.Route.RUN_MERGE, doubleRoute, what);
            } else if (two && !(third && n - m > 8)) { // (the double keys are the long keys scaled: the same runs)
                assertEquals(longRoute, doubleRoute, what);
            }
        }
        assertTrue(merged > 100, "two runs merged: " + merged);
    }

    /**
     * Pairs with 64-bit keys, nearly sorted (a ramp with some keys out of place; ties from a narrow ramp; for double
     * keys zeros of both signs and NaNs of several bit patterns), where the JDK's sort would be sequential: set aside
     * and merged (route ALMOST_SORTED), exact and stable against a stable reference in Arrays.sort's order, every
     * value type; too many keys out of place refuse the route with the input as it was (the engine's stable result).
     * Fails with the route's call removed (no ALMOST_SORTED route for pairs).
     */
    @Test
    void nearlySortedPairsWith64BitKeysSetAsideStably() {
        SplittableRandom r = new SplittableRandom(66);
        int setAside = 0;
        for (int c = 0; c < 240; c++) {
            int n = (1 << (10 + c % 7)) + r.nextInt(300), slope = 1 + r.nextInt(4);
            double out = c % 8 == 7 ? 0.3 : 0.002 + r.nextDouble() * 0.02; // (30%: more than the route takes)
            long[] k = new long[n];
            for (int i = 0; i < n; i++) {
                k[i] = r.nextDouble() < out ? r.nextLong(-10, n / slope + 10) : i / slope - (c % 3 == 0 ? n / 8 : 0);
            }
            double[] d = new double[n];
            for (int i = 0; i < n; i++) {
                d[i] = k[i] / 2.0;
                if (d[i] == 0 && r.nextBoolean()) d[i] = -0.0; // signs in any order
            }
            if (c % 4 == 1) for (int q = 0; q < 3; q++) d[r.nextInt(n)] = Double.longBitsToDouble(0x7ff8_0000_0000_0000L | r.nextInt(1 << 20));
            String what = "n " + n + ", slope " + slope + ", out " + out + ", case " + c;
            CpuConfig.Route[] routes = sortedAs64BitPairs(k, d, what);
            CpuConfig.Route longRoute = routes[0], doubleRoute = routes[1];
            if (out > 0.1) {
                assertNotEquals(CpuConfig.Route.ALMOST_SORTED, longRoute, what);
            } else if (longRoute == CpuConfig.Route.ALMOST_SORTED) {
                setAside++;
                if (c % 4 != 1) assertEquals(CpuConfig.Route.ALMOST_SORTED, doubleRoute, what + ", double");
            }
        }
        assertTrue(setAside > 120, "nearly sorted pairs set aside: " + setAside);
    }

    /**
     * Pairs with 64-bit keys in 3 to 20 long runs, each non-decreasing or non-increasing with ties (sawtooth-like:
     * the runs' ranges overlap), for double keys zeros of both signs and sometimes a NaN, where the JDK's sort would be
     * sequential: up to 16 runs merged pairwise (route RUN_MERGE), exact and stable against a stable reference in
     * Arrays.sort's order, every value type; more runs, or a NaN, refuse the route, the result exact all the same.
     * Fails with the route's call removed and with the merge's tie rule reversed.
     */
    @Test
    void fewRunsOfPairsWith64BitKeysMergedStably() {
        SplittableRandom r = new SplittableRandom(67);
        int merged = 0;
        for (int c = 0; c < 160; c++) {
            int runs = 3 + r.nextInt(18), len = 200 + r.nextInt(c % 4 == 0 ? 4000 : 400), n = runs * len;
            boolean nan = c % 6 == 5;
            long[] k = new long[n];
            for (int q = 0; q < runs; q++) {
                boolean down = r.nextInt(3) == 0;
                for (int i = 0; i < len; i++) k[q * len + i] = (down ? len - i : i) / (1 + r.nextInt(3)) / 2 - 50;
                Arrays.sort(k, q * len, q * len + len);
                if (down) {
                    for (int i = q * len, j = q * len + len - 1; i < j; i++, j--) { long x = k[i]; k[i] = k[j]; k[j] = x; }
                }
            }
            double[] d = new double[n];
            for (int i = 0; i < n; i++) {
                d[i] = k[i] / 8.0;
                if (d[i] == 0 && r.nextBoolean()) d[i] = -0.0; // signs in any order
            }
            if (nan) d[r.nextInt(n)] = Double.longBitsToDouble(0x7ff8_0000_0000_0000L | r.nextInt(1 << 20));
            String what = "runs " + runs + ", length " + len + ", NaN " + nan;
            CpuConfig.Route[] routes = sortedAs64BitPairs(k, d, what);
            if (runs > 16) assertNotEquals(CpuConfig.Route.RUN_MERGE, routes[0], what);
            if (nan) assertNotEquals(CpuConfig.Route.RUN_MERGE, routes[1], what + ", double");
            if (routes[0] == CpuConfig.Route.RUN_MERGE) merged++;
            else if (runs <= 16) assertTrue(routes[0] == CpuConfig.Route.ALMOST_SORTED, what + ": " + routes[0]);
        }
        assertTrue(merged > 80, "runs merged: " + merged);
    }

    /**
     * Pairs with 64-bit keys that reach the engine on one thread with fewer than KV_MERGE_SORT_BELOW_64 (2^15) keys
     * (NaNs set aside first) that ascend at a distance (staggered: two interleaved, nearly ascending halves; ascending blocks
     * shuffled inside): the stable merge sort (route MERGE_SORT), exact and stable against a stable reference, every
     * value type, double keys with zeros of both signs and sometimes NaNs; random and zipf keys (ties) and larger
     * inputs not. Fails with the route's call removed and with the merge's tie rule reversed.
     */
    @Test
    void fewPairsWith64BitKeysInOrderAtADistanceMergeSortedStably() {
        CpuConfig.setDenseSpanMax(0); // (the shuffled blocks' keys span fewer values than keys: otherwise counted)
        SplittableRandom r = new SplittableRandom(68);
        int mergeSorted = 0;
        Distribution[] shapes = {Distribution.STAGGERED, Distribution.UNIFORM, Distribution.ZIPF, null};
        for (int c = 0; c < 120; c++) {
            int n = c % 10 == 9 ? (1 << 15) + 40 + r.nextInt(2000) : 64 + r.nextInt((1 << 15) - 64);
            Distribution shape = shapes[c % 4];
            long[] k = shape != null ? DataGenerator.longs(shape, n, c) : new long[n];
            if (shape == null) { // ascending blocks of 8, shuffled inside, ties across blocks
                for (int i = 0; i < n; i++) k[i] = (i / 8) * 3 + r.nextInt(5);
            }
            double[] d = new double[n];
            for (int i = 0; i < n; i++) {
                d[i] = k[i] / 4.0;
                if (d[i] == 0 && r.nextBoolean()) d[i] = -0.0; // signs in any order
            }
            boolean nan = c % 5 == 4;
            if (nan) for (int q = 0; q < 3; q++) d[r.nextInt(n)] = Double.NaN;
            String what = shape + " n " + n + ", NaN " + nan;
            CpuConfig.Route[] routes = sortedAs64BitPairs(k, d, what);
            if (n >= 1 << 15 || shape == Distribution.UNIFORM || shape == Distribution.ZIPF) {
                assertNotEquals(CpuConfig.Route.MERGE_SORT, routes[0], what);
                assertNotEquals(CpuConfig.Route.MERGE_SORT, routes[1], what + ", double");
            } else if (shape == null || n > 2 * DataGenerator.DEFAULT_P) {
                assertEquals(CpuConfig.Route.MERGE_SORT, routes[0], what);
                mergeSorted++;
            } else { // staggered keys of at most 2p: two runs or nearly so (blocks of one or two keys)
                assertTrue(routes[0] == CpuConfig.Route.MERGE_SORT || routes[0] == CpuConfig.Route.TWO_RUNS
                        || routes[0] == CpuConfig.Route.RUN_MERGE, what + ": " + routes[0]);
            }
        }
        assertTrue(mergeSorted > 30, "merge sorted: " + mergeSorted);
    }

    /**
     * Sorts copies of {@code k} and {@code d} as `long+int`, `long+long`, `double+int` and `double+long` pairs on one
     * thread (values from their input positions) and checks each exact (key bits) and stable against a stable
     * reference sort in Arrays.sort's order; returns the routes of the `long+int` and the `double+int` sorts.
     */
    private static CpuConfig.Route[] sortedAs64BitPairs(long[] k, double[] d, String what) {
        int n = k.length;
        Integer[] ko = order(n), dOrder = order(n);
        Arrays.sort(ko, (x, y) -> Long.compare(k[x], k[y]));
        Arrays.sort(dOrder, (x, y) -> Double.compare(d[x], d[y])); // stable, -0.0 before 0.0, NaN last
        long[] kl = k.clone(), kll = k.clone(), vl = new long[n], dvl = new long[n];
        double[] dk = d.clone(), dkl = d.clone();
        int[] vi = iota(n), dvi = iota(n);
        for (int i = 0; i < n; i++) vl[i] = dvl[i] = 3L * i - n;
        SampleSortLongInt.sort(kl, vi, 0, n, 1);
        CpuConfig.Route longRoute = CpuConfig.lastRoute;
        SampleSortLongLong.sort(kll, vl, 0, n, 1);
        SampleSortDoubleInt.sort(dk, dvi, 0, n, 1);
        CpuConfig.Route doubleRoute = CpuConfig.lastRoute;
        SampleSortDoubleLong.sort(dkl, dvl, 0, n, 1);
        for (int i = 0; i < n; i++) {
            assertEquals(k[ko[i]], kl[i], what + " at " + i);
            assertEquals((int) ko[i], vi[i], what + ": values, stably, at " + i);
            assertEquals(k[ko[i]], kll[i], what + ", long+long");
            assertEquals(3L * ko[i] - n, vl[i], what + ", long+long: values, stably");
            assertEquals(Double.doubleToRawLongBits(d[dOrder[i]]), Double.doubleToRawLongBits(dk[i]),
                    what + ", double+int at " + i);
            assertEquals((int) dOrder[i], dvi[i], what + ", double+int: values, stably, at " + i);
            assertEquals(Double.doubleToRawLongBits(d[dOrder[i]]), Double.doubleToRawLongBits(dkl[i]),
                    what + ", double+long");
            assertEquals(3L * dOrder[i] - n, dvl[i], what + ", double+long: values, stably");
        }
        return new CpuConfig.Route[] {longRoute, doubleRoute};
    }

    private static Integer[] order(int n) {
        Integer[] o = new Integer[n];
        for (int i = 0; i < n; i++) o[i] = i;
        return o;
    }

    private static int[] iota(int n) {
        int[] v = new int[n];
        for (int i = 0; i < n; i++) v[i] = i;
        return v;
    }
}
