package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import dev.samplesort.spi.Jobs;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The hybrid with the JDK sort (docs/CPU.md, "Hybrid"): run detection before sampling, the equality fast path
 * (fill), the 32-bit duplicate rule and the size rule. Differential: every result is compared exactly with
 * {@code Arrays.sort} (floating point: order by {@code Double.compare}, so -0.0 before 0.0 and NaNs last, and the
 * same multiset of raw bit patterns), key-value results with a stable reference.
 *
 * <p>Most cases run three times ({@link Mode}): with the policy as it is (small inputs then go to the JDK), with the
 * JDK routes of many cores forced (run scan first, then {@code Arrays.sort} or {@code Arrays.parallelSort}), and
 * with the size rule switched off ({@code CpuConfig.setJdkBelow(0)}), so that the same small inputs reach the
 * engine's run detection, duplicate rule and fill path.
 */
class CpuHybridTest {
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
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setHybrid(true);
        CpuConfig.setJdkSequential(-1, -1);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setFewAndScan(-1, -1);
        CpuConfig.setTeam(-1, -1);
        CpuConfig.setRunMergeTeam(-1, -1);
        CpuConfig.setOneRunPairDescending(null);
        CpuConfig.setParUnmerged(null);
        CpuConfig.setManyRunsUnmerged(null);
        CpuConfig.setFewPairMin32(null);
        CpuConfig.setManyRunsUnstructured(null);
    }

    /** How the differential cases route their inputs. */
    enum Mode {
        /** The policy as it is on this machine. */
        POLICY,
        /**
         * The routes of a many-core host at test sizes: every size in the JDK's range, the common pool taken as
         * parallel, Arrays.sort below 4096 keys, run scan from there, runs to Arrays.sort below 65536 keys and to
         * parallelSort above, unstructured input to parallelSort (with more than one thread) but few distinct
         * values (the probe) below 65536 keys to Arrays.sort, and the one-run check in parallel pieces from 100000
         * keys with more than two threads.
         */
        JDK_ROUTES,
        /** The size rule off: the engine sorts (with its own run detection). */
        ENGINE,
        /** JDK_ROUTES with the team sort (TeamSort) from 2 threads and 4096 keys: it takes parallelSort's inputs. */
        TEAM_JDK;

        void apply() {
            boolean jdk = this == JDK_ROUTES || this == TEAM_JDK, engine = this == ENGINE;
            CpuConfig.setJdkBelow(engine ? 0 : jdk ? Integer.MAX_VALUE : -1);
            CpuConfig.setJdkSequential(jdk ? 4096 : -1, jdk ? 65_536 : -1);
            CpuConfig.setCommonPoolParallel(jdk ? Boolean.TRUE : null);
            CpuConfig.setFewAndScan(jdk ? 65_536 : -1, jdk ? 100_000 : -1);
            CpuConfig.setTeam(this == TEAM_JDK ? 2 : -1, this == TEAM_JDK ? 4096 : -1);
        }
    }

    /** Run-structured inputs: shapes the JDK merges in O(n log runs). */
    enum Shape { SORTED, REVERSE_TIES, REVERSE_STRICT, ORGAN_PIPE, SAWTOOTH_8, SAWTOOTH_100, DESCENDING_RUNS, EQUAL_BLOCKS,
        ALL_EQUAL }

    static long[] shape(Shape s, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] x = new long[n];
        switch (s) {
            case SORTED -> { for (int i = 0; i < n; i++) x[i] = i * 7L - n; }
            case REVERSE_TIES -> { for (int i = 0; i < n; i++) x[i] = (n - i) / 3; } // non-strict: not "presorted"
            // strict: with values, reversed as it is (no two keys equal, so that is the stable order)
            case REVERSE_STRICT -> { for (int i = 0; i < n; i++) x[i] = (n - i) * 5L - 7; }
            case ORGAN_PIPE -> { for (int i = 0; i < n; i++) x[i] = Math.min(i, n - i); }
            case SAWTOOTH_8, SAWTOOTH_100 -> {
                int runs = s == Shape.SAWTOOTH_8 ? 8 : 100, len = Math.max(1, n / runs);
                for (int i = 0; i < n; i++) x[i] = (i % len) * 3L + r.nextInt(3); // ascending with ties, then drop
                for (int i = 0; i < n; i++) if (i % len != 0 && x[i] < x[i - 1]) x[i] = x[i - 1];
            }
            case DESCENDING_RUNS -> {
                int len = Math.max(1, n / 50);
                for (int i = 0; i < n; i++) x[i] = (long) (i / len) * 1000 + (len - i % len);
            }
            case EQUAL_BLOCKS -> { // like detdup: long blocks of one value each, values descending
                int len = Math.max(1, n / 40);
                for (int i = 0; i < n; i++) x[i] = 40 - i / len;
            }
            case ALL_EQUAL -> Arrays.fill(x, -3);
        }
        return x;
    }

    private static boolean structured(long[] x) {
        boolean l = RunScanLong.structured(x, 0, x.length);
        int[] i = CpuTestData.ints(x);
        assertEquals(l, RunScanInt.structured(i, 0, i.length), "int and long disagree");
        double[] d = CpuTestData.doubles(x, false, 0);
        assertEquals(l, RunScanDouble.structured(d, 0, d.length), "double and long disagree");
        float[] f = CpuTestData.floats(x, false, 0);
        assertEquals(l, RunScanFloat.structured(f, 0, f.length), "float and long disagree");
        return l;
    }

    @Test
    void runDetectionAcceptsRunStructuredInputs() {
        for (Shape s : Shape.values()) {
            for (int n : new int[] {100_000, 1_000_003}) { // at 5000 keys 100 runs are too short for the rule
                // 100 and 50 runs: structured by the JDK's rule, but more runs than it merges cheaply
                if (s == Shape.SAWTOOTH_100 || s == Shape.DESCENDING_RUNS) {
                    assertEquals(RunScanLong.MANY_RUNS, RunScanLong.runs(shape(s, n, n), 0, n), s + " n=" + n);
                    assertFalse(structured(shape(s, n, n)), s + " n=" + n);
                    continue;
                }
                assertTrue(structured(shape(s, n, n)), s + " n=" + n + " should be structured");
            }
        }
    }

    @Test
    void runDetectionTellsOneRunFromSeveral() {
        int n = 100_000;
        assertEquals(RunScanLong.ONE_RUN, RunScanLong.runs(shape(Shape.SORTED, n, 1), 0, n));
        assertEquals(RunScanLong.ONE_RUN, RunScanLong.runs(shape(Shape.ALL_EQUAL, n, 1), 0, n));
        assertEquals(RunScanLong.ONE_DESCENDING_RUN, RunScanLong.runs(shape(Shape.REVERSE_TIES, n, 1), 0, n));
        assertEquals(RunScanLong.ONE_DESCENDING_RUN, RunScanLong.runs(shape(Shape.REVERSE_STRICT, n, 1), 0, n));
        assertEquals(RunScanLong.ONE_DESCENDING_RUN, RunScanLong.runs(shape(Shape.EQUAL_BLOCKS, n, 1), 0, n));
        assertEquals(RunScanLong.RUNS, RunScanLong.runs(shape(Shape.ORGAN_PIPE, n, 1), 0, n));
        assertEquals(RunScanInt.RUNS, RunScanInt.runs(CpuTestData.ints(shape(Shape.SAWTOOTH_8, n, 1)), 0, n));
        long[] flatThenUp = new long[n];
        for (int i = n / 2; i < n; i++) flatThenUp[i] = i;
        assertEquals(RunScanLong.ONE_RUN, RunScanLong.runs(flatThenUp, 0, n));
        long[] flatThenDown = new long[n];
        for (int i = n / 2; i < n; i++) flatThenDown[i] = -i;
        assertEquals(RunScanLong.ONE_DESCENDING_RUN, RunScanLong.runs(flatThenDown, 0, n));
        assertEquals(RunScanLong.UNSTRUCTURED,
                RunScanLong.runs(CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 1, 64), 0, n));
    }

    /**
     * The run scan's equal keys in blocks (equalEnd, integral keys): the first key that differs is found wherever it
     * lies (in the keys read one at a time, in any block, at a block's edges, in the tail after the last block), also
     * where it differs only in its sign or lowest bit, and from a start inside the range.
     */
    @Test
    void equalKeysEndAtTheFirstDifferentKey() {
        int scalar = CpuConfig.RUN_SCAN_SCALAR, block = CpuConfig.RUN_SCAN_BLOCK;
        int n = 1 + scalar + 3 * block + 37;
        for (long v : new long[] {0, -3, Long.MIN_VALUE, 0x7FFF_FFFF_0000_0001L}) {
            for (long flip : new long[] {1, Long.MIN_VALUE, 1L << 31}) {
                for (int start : new int[] {0, 5}) {
                    for (int p = start + 1; p <= n; p++) { // p == n: no key differs
                        long[] l = new long[n];
                        Arrays.fill(l, v);
                        if (p < n) l[p] ^= flip;
                        assertEquals(p, RunScanLong.equalEnd(l, start, n, v), "long v=" + v + " p=" + p);
                        int[] i = new int[n];
                        Arrays.fill(i, (int) v);
                        if (p < n) i[p] ^= (int) flip == 0 ? Integer.MIN_VALUE : (int) flip;
                        assertEquals(p, RunScanInt.equalEnd(i, start, n, (int) v), "int v=" + v + " p=" + p);
                    }
                }
            }
        }
    }

    /**
     * The run scan's ascending and descending runs in blocks (ascendingEnd, descendingEnd; integral keys, where
     * CpuConfig.RUN_SCAN_BLOCKS): the first pair out of order is found wherever it lies (in the keys read one at a
     * time, in any block (`int` keys: wide or narrow), at a block's edges, in the tail), by one step or across the
     * whole value range (no overflow), with ties in the run, from starts inside the range; as the one-key-at-a-time
     * loop finds it.
     */
    @Test
    void ascendingAndDescendingRunsEndAtTheFirstPairOutOfOrder() {
        int scalar = CpuConfig.RUN_SCAN_SCALAR, block = CpuConfig.RUN_SCAN_BLOCK;
        int n = 1 + scalar + 2 * CpuConfig.RUN_SCAN_BLOCK_WIDE + 3 * block + 37;
        for (int ties : new int[] {1, 3}) {
            long[] up = new long[n];
            long step = 2 * (Long.MAX_VALUE / n);
            for (int i = 0; i < n; i++) up[i] = Long.MIN_VALUE + (i / ties) * step;
            int[] upI = new int[n];
            for (int i = 0; i < n; i++) upI[i] = Integer.MIN_VALUE + (i / ties) * (int) (2L * Integer.MAX_VALUE / n);
            for (int start : new int[] {0, 5}) {
                for (int p = start + 1; p <= n; p++) { // p == n: in order to the end
                    for (int how = 0; how < 2; how++) {
                        long[] l = up.clone();
                        int[] i = upI.clone();
                        if (p < n) {
                            l[p] = how == 0 ? l[p - 1] - 1 : Long.MIN_VALUE;
                            i[p] = how == 0 ? i[p - 1] - 1 : Integer.MIN_VALUE;
                            if (how == 1) {
                                l[p - 1] = Long.MAX_VALUE;
                                i[p - 1] = Integer.MAX_VALUE;
                            }
                        }
                        String w = "ties=" + ties + " start=" + start + " p=" + p + " how=" + how;
                        assertEquals(ascendingEnd(l, start, n), RunScanLong.ascendingEnd(l, start, n), "long " + w);
                        assertEquals(ascendingEnd(widened(i), start, n),
                                RunScanInt.ascendingEnd(i, start, n), "int " + w);
                        long[] dl = reversed(l);
                        int[] di = CpuTestData.ints(reversed(widened(i)));
                        assertEquals(descendingEnd(dl, start, n), RunScanLong.descendingEnd(dl, start, n),
                                "long descending " + w);
                        assertEquals(descendingEnd(widened(di), start, n),
                                RunScanInt.descendingEnd(di, start, n), "int descending " + w);
                    }
                }
            }
        }
    }

    /**
     * Past CpuConfig.RUN_SCAN_BLOCKS_MAX_64 keys left, the run scan reads `long` keys one at a time, and below it in
     * blocks: the first pair out of order (or the first key that differs, for equal keys) is found either way, before,
     * at and after the point where the scan changes from one to the other.
     */
    @Test
    void longRunsEndAtTheFirstPairOutOfOrderPastTheBlocksLimit() {
        int max = CpuConfig.RUN_SCAN_BLOCKS_MAX_64, n = max + 3 * CpuConfig.RUN_SCAN_BLOCK + 17;
        long[] up = new long[n], flat = new long[n];
        for (int i = 0; i < n; i++) up[i] = 3L * i;
        Arrays.fill(flat, 7);
        for (int p : new int[] {5, 40, n - max - 1, n - max, n - max + 1, n / 2, n - 300, n - 1, n}) {
            long[] a = up.clone(), e = flat.clone();
            if (p < n) {
                a[p] = a[p - 1] - 1;
                e[p] = 8;
            }
            long[] d = reversed(a);
            for (int start : new int[] {0, 3}) {
                String w = "p=" + p + " start=" + start;
                assertEquals(ascendingEnd(a, start, n), RunScanLong.ascendingEnd(a, start, n), "ascending " + w);
                assertEquals(descendingEnd(d, start, n), RunScanLong.descendingEnd(d, start, n), "descending " + w);
                int expected = start;
                while (++expected < n && e[expected] == e[start]) { }
                assertEquals(expected, RunScanLong.equalEnd(e, start, n, e[start]), "equal " + w);
            }
        }
    }

    /** The one-key-at-a-time loops of the JDK's run scan (tryMergeRuns), the reference of the test above. */
    private static int ascendingEnd(long[] a, int k, int high) {
        while (++k < high && a[k - 1] <= a[k]) { }
        return k;
    }

    private static int descendingEnd(long[] a, int k, int high) {
        while (++k < high && a[k - 1] >= a[k]) { }
        return k;
    }

    private static long[] widened(int[] a) {
        long[] r = new long[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i];
        return r;
    }

    private static long[] reversed(long[] a) {
        long[] r = new long[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[a.length - 1 - i];
        return r;
    }

    /**
     * The run scan resumed after its first run (scannedRuns: the segments' array allocated only where the first run
     * ends early) answers and records exactly what one scan from the start does, for every key type; a floating
     * point first run holding a NaN asks for the scan from the start.
     */
    @Test
    void runScanResumedAfterTheFirstRunAsOneScan() {
        for (Shape s : Shape.values()) {
            for (int n : new int[] {17, 1000, 100_000}) {
                long[] x = shape(s, n, n);
                for (int[] cut : new int[][] {{0, n}, {3, n - 2}}) {
                    int lo = cut[0], hi = cut[1];
                    int[] one = new int[257], two = new int[257];
                    int first = RunScanLong.runs(x, lo, hi, null, true, lo + 1);
                    int whole = RunScanLong.runs(x, lo, hi, one);
                    int resumed = first < 0 ? RunScanLong.runs(x, lo, hi, two, false, -first) : first;
                    String w = s + " n=" + n + " [" + lo + ", " + hi + ")";
                    if (first >= 0) {
                        assertTrue(first != RunScanLong.RUNS && first != RunScanLong.MANY_RUNS, w);
                        assertEquals(whole, first, w);
                        continue;
                    }
                    assertEquals(whole, resumed, w);
                    assertArrayEquals(one, two, w);
                    int[] ix = CpuTestData.ints(x);
                    int[] oneI = new int[257], twoI = new int[257];
                    int firstI = RunScanInt.runs(ix, lo, hi, null, true, lo + 1);
                    assertTrue(firstI < 0, w);
                    assertEquals(RunScanInt.runs(ix, lo, hi, oneI), RunScanInt.runs(ix, lo, hi, twoI, false, -firstI), w);
                    assertArrayEquals(oneI, twoI, w);
                    double[] d = CpuTestData.doubles(x, false, 0);
                    int[] oneD = new int[257], twoD = new int[257];
                    int firstD = RunScanDouble.runs(d, lo, hi, null, true, lo + 1);
                    assertTrue(firstD < 0, w);
                    assertEquals(RunScanDouble.runs(d, lo, hi, oneD),
                            RunScanDouble.runs(d, lo, hi, twoD, false, -firstD), w);
                    assertArrayEquals(oneD, twoD, w);
                }
            }
        }
        int m = 2 * CpuConfig.RUN_MERGE_MIN; // the one-thread route scans from RUN_MERGE_MIN keys
        float[] nanFirst = new float[m];
        for (int i = 0; i < m; i++) nanFirst[i] = i < m / 2 ? (i == 7 ? Float.NaN : 1f) : m - i;
        assertEquals(RunScanFloat.NAN_FIRST_RUN, RunScanFloat.runs(nanFirst, 0, m, null, true, 1));
        assertEquals(RunScanFloat.RUNS, RunScanFloat.runs(nanFirst, 0, m));
        float[] copy = nanFirst.clone();
        SampleSortFloat.sort(copy, 0, copy.length, 1);
        float[] expected = nanFirst.clone();
        Arrays.sort(expected);
        assertArrayEquals(expected, copy);
    }

    /**
     * The run probe (64 windows of 8 keys, CpuConfig.RUN_PROBE_MIN) proves nothing for one run (sorted, reversed,
     * constant, blocks of equal keys descending: RUN_PROBE_MONOTONE, one run likely) and for random or few-valued
     * keys (-1), and counts the turns of organ
     * pipe and sawtooth: a positive answer says the range is not one run, so it must never come for one.
     */
    @Test
    void runProbeCountsTurnsAndNeverOneRun() {
        for (int n : new int[] {1 << 11, 5000, 1 << 16, 300_000}) {
            for (Shape s : new Shape[] {Shape.SORTED, Shape.REVERSE_TIES, Shape.REVERSE_STRICT, Shape.EQUAL_BLOCKS}) {
                assertEquals(mono(n), RunScanLong.runBoundaries(shape(s, n, 1), 0, n), s + " n=" + n);
            }
            // one value in every window: constant likely (integral keys), else monotone
            long[] eq = shape(Shape.ALL_EQUAL, n, 1);
            int constant = n < 2048 ? -1 : CpuConfig.RUN_PROBE_CONSTANT;
            assertEquals(constant, RunScanLong.runBoundaries(eq, 0, n), "all equal, n=" + n);
            assertEquals(constant, RunScanInt.runBoundaries(CpuTestData.ints(eq), 0, n), "all equal, n=" + n);
            assertEquals(mono(n), RunScanDouble.runBoundaries(CpuTestData.doubles(eq, false, 0), 0, n),
                    "all equal, n=" + n);
            for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.FEW_UNIQUE_2,
                    Distribution.SORTED, Distribution.REVERSE_SORTED, Distribution.DETERMINISTIC_DUPLICATES}) {
                int e = d == Distribution.UNIFORM || d == Distribution.FEW_UNIQUE_2 ? -1 : mono(n);
                assertEquals(e, RunScanInt.runBoundaries(DataGenerator.ints(d, n, 5), 0, n), d + " n=" + n);
                assertEquals(e, RunScanDouble.runBoundaries(DataGenerator.doubles(d, n, 5), 0, n), d + " n=" + n);
            }
            assertEquals(1, RunScanLong.runBoundaries(shape(Shape.ORGAN_PIPE, n, 1), 0, n), "organ pipe n=" + n);
            assertEquals(1, RunScanFloat.runBoundaries(DataGenerator.floats(Distribution.ORGAN_PIPE, n, 5), 0, n),
                    "organ pipe n=" + n);
            // 8 teeth, 7 drops between windows, each a turn down and a turn up again (one may fall inside a window)
            int saw = RunScanLong.runBoundaries(shape(Shape.SAWTOOTH_8, n, 1), 0, n);
            assertTrue(saw >= 7 && saw <= 14, "sawtooth 8 n=" + n + ": " + saw);
            int teeth = DataGenerator.SAWTOOTH_TEETH;
            saw = RunScanInt.runBoundaries(DataGenerator.ints(Distribution.SAWTOOTH, n, 5), 0, n);
            assertTrue(saw >= teeth - 1 && saw <= 2 * (teeth - 1), "sawtooth n=" + n + ": " + saw);
            // a subrange: the probe reads only inside it (an organ pipe between random keys)
            long[] x = CpuTestData.longs(CpuTestData.Dist.UNIFORM, 3 * n, 2, 64);
            System.arraycopy(shape(Shape.ORGAN_PIPE, n, 1), 0, x, n, n);
            assertEquals(1, RunScanLong.runBoundaries(x, n, 2 * n), "organ pipe inside random keys, n=" + n);
        }
        assertEquals(-1, RunScanLong.runBoundaries(shape(Shape.ORGAN_PIPE, 2047, 1), 0, 2047), "too small");
        // NaNs compare neither way: the probe still answers, and the sort (the JDK's for NaNs) stays exact
        float[] f = DataGenerator.floats(Distribution.ORGAN_PIPE, 1 << 16, 5);
        for (int i = 0; i < f.length; i += 997) f[i] = Float.NaN;
        assertEquals(1, RunScanFloat.runBoundaries(f, 0, f.length));
    }

    /**
     * The run probe stopped at {@code enough} turns (the sequential many-core route, which asks only whether the
     * runs go to the JDK): the full probe's answer where that is fewer turns, -1 or monotone; {@code enough} where
     * the full probe counts at least that many. The route's results stay exact either way.
     */
    @Test
    void runProbeStopsAtEnoughTurns() {
        for (int n : new int[] {1 << 12, 1 << 13, 5000, 1 << 16}) {
            for (Distribution d : Distribution.values()) {
                int[] x = DataGenerator.ints(d, n, 7);
                int full = RunScanInt.runBoundaries(x, 0, n);
                long[] y = DataGenerator.longs(d, n, 7);
                int fullLong = RunScanLong.runBoundaries(y, 0, n);
                for (int enough : new int[] {1, 4, 30, Integer.MAX_VALUE}) {
                    stoppedOrWhole(full, RunScanInt.runBoundaries(x, 0, n, enough), enough, d + " n=" + n);
                    stoppedOrWhole(fullLong, RunScanLong.runBoundaries(y, 0, n, enough), enough, "long " + d + " n=" + n);
                }
            }
            // the generator's runs and sawtooth: many turns, the probe stops at the fourth (or fifth)
            int r = RunScanInt.runBoundaries(DataGenerator.ints(Distribution.RUNS, n, 3), 0, n, 4);
            assertTrue(r == 4 || r == 5, "runs n=" + n + ": " + r);
            r = RunScanDouble.runBoundaries(DataGenerator.doubles(Distribution.SAWTOOTH, n, 3), 0, n, 4);
            assertTrue(r == 4 || r == 5, "sawtooth n=" + n + ": " + r);
        }
        // with 16 threads simulated, the route that asks only whether stays exact on every shape
        CpuConfig.setCommonPoolParallel(true);
        try {
            for (int n : new int[] {1 << 12, 1 << 13, 6000}) {
                for (Distribution d : Distribution.values()) {
                    int[] x = DataGenerator.ints(d, n, 11), e = x.clone();
                    Arrays.sort(e);
                    SampleSortInt.sort(x, 0, n, 16);
                    assertArrayEquals(e, x, d + " n=" + n);
                    float[] f = DataGenerator.floats(d, n, 11), fe = f.clone();
                    Arrays.sort(fe);
                    SampleSortFloat.sort(f, 0, n, 16);
                    assertArrayEquals(fe, f, "float " + d + " n=" + n);
                }
            }
        } finally {
            CpuConfig.setCommonPoolParallel(null);
        }
    }

    /**
     * A stopped probe's answer: the whole probe's, or {@code enough} turns (one more where a window's step and
     * its inside both turned) where the whole probe counted at least that many or saw unordered windows (-1) only
     * after the stop.
     */
    private static void stoppedOrWhole(int whole, int stopped, int enough, String what) {
        if (stopped != whole) {
            String m = what + " enough=" + enough + " whole=" + whole + " stopped=" + stopped;
            assertTrue(stopped == enough || stopped == enough + 1, m);
            assertTrue(whole >= stopped || whole == -1, m);
        }
        if (whole < enough && whole != -1) assertEquals(whole, stopped, what + " enough=" + enough);
    }

    /** The run probe's answer for one run of n keys: RUN_PROBE_MONOTONE, or -1 below its size (2048 keys). */
    private static int mono(int n) {
        return n < 2048 ? -1 : CpuConfig.RUN_PROBE_MONOTONE;
    }

    /**
     * With a parallel pool, input the run probe shows to be several runs goes to parallelSort without the one-thread
     * scan where the scan's answer would have sent it there (sawtooth at every size; organ pipe from
     * runMergeFewBelow, below which its two runs are scanned and merged here); one run is still scanned and finished.
     * Floating point keys from runMergeParallelMin are merged here on every thread, their segments found in a piece
     * per thread (RUN_SEGMENTS_PARALLEL_MIN). More runs than
     * RUNS_JDK_MAX (the generator's 64) go to parallelSort unscanned where the scan would have sent them there
     * (with manyRunsUnstructured off: on, manyRunsSortedAsUnstructuredKeysWithTheTeamsThreads).
     */
    @Test
    void severalRunsGoToParallelSortUnscanned() {
        CpuConfig.setManyRunsUnstructured(false);
        CpuConfig.setParUnmerged(false); // (the route to parallelSort as such: ParUnmergedTest for the merge refused)
        CpuConfig.setCommonPoolParallel(true);   // as on a many-core machine (restored after each test)
        // the routes without the team's merge (its own: onTheTeamToo)
        CpuConfig.setRunMergeTeam(Integer.MAX_VALUE, Integer.MAX_VALUE);
        for (int n : new int[] {1 << 14, 1 << 17, 1 << 19, CpuConfig.runScanParallelMin()}) {
            for (Distribution d : new Distribution[] {Distribution.SAWTOOTH, Distribution.ORGAN_PIPE,
                    Distribution.SORTED, Distribution.RUNS}) {
                for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
                    String what = kt + " " + d + " n=" + n;
                    switch (kt) {
                        case INT -> {
                            int[] a = DataGenerator.ints(d, n, 9), e = a.clone();
                            Arrays.sort(e);
                            SampleSortInt.sort(a, 0, n, 16);
                            assertArrayEquals(e, a, what);
                        }
                        case LONG -> {
                            long[] a = DataGenerator.longs(d, n, 9), e = a.clone();
                            Arrays.sort(e);
                            SampleSortLong.sort(a, 0, n, 16);
                            assertArrayEquals(e, a, what);
                        }
                        case FLOAT -> {
                            float[] a = DataGenerator.floats(d, n, 9), e = a.clone();
                            Arrays.sort(e);
                            SampleSortFloat.sort(a, 0, n, 16);
                            assertArrayEquals(e, a, what);
                        }
                        default -> {
                            double[] a = DataGenerator.doubles(d, n, 9), e = a.clone();
                            Arrays.sort(e);
                            SampleSortDouble.sort(a, 0, n, 16);
                            assertArrayEquals(e, a, what);
                        }
                    }
                    boolean fp = kt == KeyType.FLOAT || kt == KeyType.DOUBLE;
                    boolean mergedInParallel = n >= (fp ? CpuConfig.RUN_MERGE_PARALLEL_MIN
                            : CpuConfig.RUN_MERGE_PARALLEL_MIN_INT);
                    int fewBelow = kt == KeyType.LONG ? CpuConfig.RUN_MERGE_FEW_BELOW_LONG : CpuConfig.RUN_MERGE_FEW_BELOW;
                    boolean severalRuns = !mergedInParallel && (d == Distribution.SAWTOOTH
                            || d == Distribution.ORGAN_PIPE && n >= fewBelow);
                    // the generator's 64 runs: more than RUNS_JDK_MAX, parallelSort's below RUN_MERGE_PARALLEL_MIN, the
                    // scan's and the engine's above, the team's after the parallel one-run check
                    boolean manyRuns = d == Distribution.RUNS && n < CpuConfig.RUN_MERGE_PARALLEL_MIN;
                    // a few runs merged on every thread: found in a piece per thread (RUN_SEGMENTS_PARALLEL_MIN)
                    boolean inPieces = mergedInParallel && n >= CpuConfig.RUN_SEGMENTS_PARALLEL_MIN
                            && (d == Distribution.SAWTOOTH || d == Distribution.ORGAN_PIPE);
                    boolean unscanned = severalRuns || manyRuns || inPieces || n >= CpuConfig.runScanParallelMin()
                            && (d == Distribution.SORTED || d == Distribution.RUNS);
                    assertEquals(inPieces ? CpuConfig.SCAN_SEGMENTS : 0, CpuConfig.lastScans & CpuConfig.SCAN_SEGMENTS,
                            what + ": " + CpuConfig.lastRoute);
                    if (manyRuns) assertEquals(CpuConfig.Route.RUNS_PAR, CpuConfig.lastRoute, what);
                    if (d == Distribution.RUNS && !manyRuns) {
                        assertNotEquals(CpuConfig.Route.RUNS_PAR, CpuConfig.lastRoute, what);
                    }
                    assertEquals(unscanned ? 0 : CpuConfig.SCAN_RUNS, CpuConfig.lastScans & CpuConfig.SCAN_RUNS,
                            what + ": " + CpuConfig.lastRoute);
                    if (severalRuns) assertEquals(CpuConfig.Route.RUNS_PAR, CpuConfig.lastRoute, what);
                    if (d == Distribution.SORTED) { // (from runScanParallelMin the parallel check finishes it)
                        assertEquals(n >= CpuConfig.runScanParallelMin() ? CpuConfig.Route.ONE_RUN_PARALLEL
                                : CpuConfig.Route.ONE_RUN, CpuConfig.lastRoute, what);
                    }
                    if (d == Distribution.ORGAN_PIPE && !severalRuns) {
                        assertEquals(CpuConfig.Route.RUN_MERGE, CpuConfig.lastRoute, what);
                    }
                }
            }
        }
    }

    /**
     * The benchmark's route of each run (Tooling.lastCpuRoute): the last sort's route by name, null once cleared
     * until a sort records one; and which routes end in the JDK's own sort of the whole input (the CPU-vs-JDK
     * table's note): the JDK's calls on unstructured, run-structured and duplicate-heavy keys, not this engine's
     * routes nor PACKED (pairs' words this engine may sort).
     */
    @Test
    void theLastRouteIsReadByNameAndClearedForTheBenchmark() {
        CpuConfig.setThreads(1);
        CpuConfig.clearRoute();
        assertNull(CpuConfig.lastRouteName());
        benchRoute(KeyType.LONG, Distribution.UNIFORM, 1000);
        assertEquals(CpuConfig.Route.SMALL.name(), CpuConfig.lastRouteName(), "one thread, 1000 random keys");
        CpuConfig.clearRoute();
        assertNull(CpuConfig.lastRouteName());
        benchRoute(KeyType.INT, Distribution.SORTED, 5000);
        assertEquals(CpuConfig.lastRoute.name(), CpuConfig.lastRouteName());
        java.util.Set<String> jdk = new java.util.TreeSet<>();
        for (CpuConfig.Route r : CpuConfig.Route.values()) if (CpuConfig.jdkRoute(r.name())) jdk.add(r.name());
        assertEquals(new java.util.TreeSet<>(List.of("SMALL", "FEW", "SORT", "PAR", "RUNS_SORT", "RUNS_PAR",
                "DUPLICATES_SORT", "DUPLICATES_PAR", "COLD")), jdk);
        assertFalse(CpuConfig.jdkRoute("small"), "names as the enum spells them");
        assertFalse(CpuConfig.jdkRoute("NONE"));
    }

    /**
     * With a parallel pool, up to runFirstMax keys (CpuConfig.runFirst): one run (sorted, reversed, constant,
     * detdup) is read and finished before the run probe, which it never pays; other input has its first run read,
     * then the probe and its routes as before, exact. Above runFirstMax the probe comes first again.
     */
    @Test
    void oneRunIsFinishedBeforeTheRunProbe() {
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
        int max = Math.min(CpuConfig.RUN_FIRST_MAX, CpuConfig.runMergeTeamMin());
        for (int n : new int[] {CpuConfig.RUN_PROBE_MIN, 5000, 1 << 14, max, 2 * max}) {
            boolean first = n <= max;
            for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
                for (Distribution d : new Distribution[] {Distribution.SORTED, Distribution.REVERSE_SORTED,
                        Distribution.ALL_EQUAL, Distribution.DETERMINISTIC_DUPLICATES}) {
                    String what = kt + " " + d + " n=" + n;
                    CpuConfig.Route r = benchRoute(kt, d, n);
                    if (!first) continue; // (from runScanParallelMin, say, other routes finish it: not pinned here)
                    assertEquals(CpuConfig.Route.ONE_RUN, r, what);
                    assertEquals(0, CpuConfig.lastScans & (CpuConfig.SCAN_RUN_PROBE | CpuConfig.SCAN_FIRST_RUN), what);
                    assertEquals(CpuConfig.SCAN_RUNS, CpuConfig.lastScans & CpuConfig.SCAN_RUNS, what);
                }
                for (Distribution d : new Distribution[] {Distribution.ORGAN_PIPE, Distribution.SAWTOOTH,
                        Distribution.RUNS, Distribution.UNIFORM, Distribution.ALMOST_SORTED}) {
                    String what = kt + " " + d + " n=" + n;
                    if (d == Distribution.SAWTOOTH) assertFalse(endsAllowOneRun(kt, d, n), what);
                    benchRoute(kt, d, n);
                    // (the almost sorted route's own probe may take the input before: then neither ran)
                    if (CpuConfig.lastRoute == CpuConfig.Route.ALMOST_SORTED) continue;
                    // (its first run read only where its ends allow one run: organ pipe and random keys not)
                    assertEquals(first && endsAllowOneRun(kt, d, n) ? CpuConfig.SCAN_FIRST_RUN : 0,
                            CpuConfig.lastScans & CpuConfig.SCAN_FIRST_RUN, what);
                    assertEquals(CpuConfig.SCAN_RUN_PROBE, CpuConfig.lastScans & CpuConfig.SCAN_RUN_PROBE, what);
                }
            }
            // one run but for its last key, or with a NaN or mixed zeros in it: read, refused or finished, exact
            long[] x = shape(Shape.SORTED, n, 3);
            x[n - 1] = Long.MIN_VALUE;
            checkAllTypes(x, "sorted, the smallest key last, n=" + n);
            checkReversedZerosNaN(n, first ? CpuConfig.Route.ONE_RUN : null);
        }
    }

    /**
     * Whether the benchmark's input's first, middle and last keys, its last 8, and its keys at the ends of seven equal
     * parts are in order one way (the only inputs whose first run the sort reads before the run probe; ties count both
     * ways). Sawtooth's 16 teeth fail at the sevenths (each part ends at another height of its tooth).
     */
    private static boolean endsAllowOneRun(KeyType type, Distribution d, int n) {
        java.util.function.IntBinaryOperator cmp = switch (type) {
            case INT -> { int[] a = DataGenerator.ints(d, n, 42); yield (i, j) -> Integer.compare(a[i], a[j]); }
            case LONG -> { long[] a = DataGenerator.longs(d, n, 42); yield (i, j) -> Long.compare(a[i], a[j]); }
            case FLOAT -> { float[] a = DataGenerator.floats(d, n, 42); yield (i, j) -> Float.compare(a[i], a[j]); }
            default -> { double[] a = DataGenerator.doubles(d, n, 42); yield (i, j) -> Double.compare(a[i], a[j]); }
        };
        for (int sign : new int[] {1, -1}) {
            boolean ordered = sign * cmp.applyAsInt(0, n / 2) <= 0 && sign * cmp.applyAsInt(n / 2, n - 1) <= 0;
            for (int k = n - 7; ordered && k < n; k++) ordered = sign * cmp.applyAsInt(k - 1, k) <= 0;
            for (int k = 1; ordered && k <= 7; k++) {
                ordered = sign * cmp.applyAsInt((int) ((n - 1L) * (k - 1) / 7), (int) ((n - 1L) * k / 7)) <= 0;
            }
            if (ordered) return true;
        }
        return false;
    }

    /**
     * Below runMergeMin (no run scan of ours), from runFirstSmallMin keys: one run (sorted, reversed, constant,
     * detdup) is finished in the pass that reads it, on one thread and with a parallel pool alike; organ pipe (its
     * ends and middle out of order) is not read at all; other input has at most its first run read and is sorted by
     * the other routes, exact; smaller input is not read.
     */
    @Test
    void smallOneRunIsFinishedInThePassThatReadsIt() {
        int min = CpuConfig.RUN_FIRST_SMALL_MIN, max = CpuConfig.RUN_MERGE_MIN - 1;
        assertTrue(min <= max, "runFirstSmallMin below runMergeMin");
        for (boolean pool : new boolean[] {false, true}) {
            CpuConfig.setCommonPoolParallel(pool);
            CpuConfig.setThreads(pool ? 16 : 1);
            for (int n : new int[] {min - 1, min, (min + max) / 2 | 1, max}) {
                boolean read = n >= min;
                for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
                    for (Distribution d : new Distribution[] {Distribution.SORTED, Distribution.REVERSE_SORTED,
                            Distribution.ALL_EQUAL, Distribution.DETERMINISTIC_DUPLICATES}) {
                        String what = kt + " " + d + " n=" + n + " pool=" + pool;
                        assertEquals(read ? CpuConfig.Route.ONE_RUN : CpuConfig.Route.SMALL, benchRoute(kt, d, n), what);
                        assertEquals(read ? CpuConfig.SCAN_RUNS : 0, CpuConfig.lastScans, what);
                    }
                    // (organ pipe: from runMergeSmallMin its two runs are merged, fewLongRunsMergedBelowRunMergeMin)
                    String what = kt + " organ pipe n=" + n + " pool=" + pool;
                    boolean merged = n >= CpuConfig.RUN_MERGE_SMALL_MIN;
                    assertEquals(merged ? CpuConfig.Route.RUN_MERGE : CpuConfig.Route.SMALL,
                            benchRoute(kt, Distribution.ORGAN_PIPE, n), what);
                    assertEquals(merged ? CpuConfig.SCAN_RUNS : 0, CpuConfig.lastScans, what + ": read if merged");
                    for (Distribution d : new Distribution[] {Distribution.SAWTOOTH, Distribution.RUNS,
                            Distribution.UNIFORM, Distribution.ALMOST_SORTED, Distribution.FEW_UNIQUE_2}) {
                        what = kt + " " + d + " n=" + n + " pool=" + pool;
                        // (exact; 64-bit keys' two-runs route may take some)
                        assertNotEquals(CpuConfig.Route.ONE_RUN, benchRoute(kt, d, n), what);
                        assertEquals(0, CpuConfig.lastScans & CpuConfig.SCAN_RUNS, what);
                        // (sawtooth: its teeth out of order at sevenths, its first tooth not read either)
                        if (d == Distribution.SAWTOOTH) {
                            assertEquals(0, CpuConfig.lastScans & CpuConfig.SCAN_FIRST_RUN, what + ": first run read");
                        }
                    }
                }
                if (!read) continue;
                // one run but for one key (last, first, in the middle), or with mixed zeros or a NaN: exact
                for (int at : new int[] {n - 1, 0, n / 2}) {
                    long[] x = shape(Shape.SORTED, n, 3);
                    x[at] = at == 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
                    checkAllTypes(x, "sorted but a[" + at + "], n=" + n + " pool=" + pool);
                }
                checkReversedZerosNaN(n, CpuConfig.Route.ONE_RUN);
            }
        }
    }

    /**
     * Below runMergeMin, from runMergeSmallMin keys: keys whose ends and middle prove they are not one run and whose
     * first run holds at least a quarter of them (n >> SMALL_LONG_RUN_LOG) are scanned on, and up to
     * SMALL_SEGMENTS_MAX of the scan's segments merged on this thread (RUN_MERGE), on one thread and with a parallel
     * pool alike; a first run one key shorter, more segments (k ascending runs are 2k - 1: the descents between them
     * count), or a NaN leave the keys, untouched, to the routes after. Every case exact, floating point
     * zeros in Arrays.sort's order.
     */
    @Test
    void fewLongRunsMergedBelowRunMergeMin() {
        int min = CpuConfig.RUN_MERGE_SMALL_MIN, max = CpuConfig.RUN_MERGE_MIN - 1;
        assertTrue(min <= max, "runMergeSmallMin below runMergeMin");
        SplittableRandom rnd = new SplittableRandom(14);
        for (boolean pool : new boolean[] {false, true}) {
            CpuConfig.setCommonPoolParallel(pool);
            CpuConfig.setThreads(pool ? 16 : 1);
            for (int n : new int[] {min - 1, min, (min + max) / 2 | 1, max}) {
                boolean on = n >= min;
                int quarter = n >> CpuConfig.SMALL_LONG_RUN_LOG;
                for (int runs = 2; 2 * runs - 1 <= CpuConfig.SMALL_SEGMENTS_MAX + 2; runs++) {
                    for (int first : new int[] {quarter - 1, quarter, n / 2}) {
                        String what = runs + " runs, the first of " + first + ", n=" + n + " pool=" + pool;
                        int[] a = ascendingRuns(n, first, runs, rnd);
                        boolean merged = on && first >= quarter && 2 * runs - 1 <= CpuConfig.SMALL_SEGMENTS_MAX;
                        assertEquals(merged, intRoute(a, what) == CpuConfig.Route.RUN_MERGE,
                                what + ": " + CpuConfig.lastRoute);
                        float[] f = new float[n];
                        for (int i = 0; i < n; i++) f[i] = a[i] - n; // (the first run's keys >= 0, the others < 0)
                        for (int i = 0; i < 4; i++) f[i] = (i & 1) == 0 ? 0.0f : -0.0f; // (zeros mixed: one run)
                        float[] fe = f.clone();
                        Jobs.sort(E, f, 0, n);
                        Arrays.sort(fe);
                        assertSortedLike(fe, f, "float " + what);
                        assertEquals(merged, CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE,
                                "float " + what + ": " + CpuConfig.lastRoute);
                        long[] x = new long[n];
                        for (int i = 0; i < n; i++) x[i] = a[i];
                        checkAllTypes(x, what); // (floating point with NaNs and zeros sprinkled too)
                    }
                }
                // organ pipe with a NaN in its descending half: not merged, exact
                double[] d = new double[n];
                for (int i = 0; i < n; i++) d[i] = i < n / 2 ? i : n - i;
                d[3 * n / 4] = Double.NaN;
                double[] de = d.clone();
                Jobs.sort(E, d, 0, n);
                Arrays.sort(de);
                assertSortedLike(de, d, "organ pipe with a NaN, n=" + n);
                assertNotEquals(CpuConfig.Route.RUN_MERGE, CpuConfig.lastRoute, "a NaN: not merged, n=" + n);
            }
        }
    }

    /**
     * Below fewFillMin, from fewSmallMin keys, where the JDK's sort would be sequential: up to fewSequentialMax (16)
     * values (their first 32 keys too, in no order, whatever the order of the first 8 or 16) are counted from the
     * 128-key sample and filled (FEW_FILL), a pass per value for every key type (the hash's set-up cost more there);
     * more values in the first 32 keys, a value the sample does not see, a NaN among them and random keys go on to
     * the routes after, untouched; every result exact. One thread, and 16 with a parallel pool (below parallelSort's sizes: the same route).
     */
    @Test
    void fewSmallValuesAreCountedBelowFewFillMin() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "without the intrinsic the engine takes 64-bit keys from jdkBelowScalar");
        int min = CpuConfig.FEW_SMALL_MIN, max = CpuConfig.FEW_FILL_MIN - 1;
        assertTrue(min <= max, "fewSmallMin below fewFillMin");
        SplittableRandom rnd = new SplittableRandom(103);
        for (boolean pool : new boolean[] {false, true}) {
            CpuConfig.setCommonPoolParallel(pool);
            CpuConfig.setThreads(pool ? 16 : 1);
            for (int n : new int[] {min - 1, min, (min + max) / 2 | 1, max}) {
                boolean on = CpuConfig.fewSmall(n);
                for (int values : new int[] {5, 13, CpuConfig.FEW_SEQUENTIAL_MAX}) {
                    String what = values + " values, n=" + n + " pool=" + pool;
                    int[] k = fewSmallKeys(n, values, -1, rnd);
                    checkFewSmall(k, on ? CpuConfig.Route.FEW_FILL : null, what);
                    // a value the sample does not see (between two sampled positions): the count refuses
                    int[] out = k.clone();
                    out[n - 2] = values + 3;
                    checkFewSmall(out, null, what + ", one key outside");
                }
                // 16 values, the first or the second 8 keys distinct: counted too since the hundred-and-twenty-fourth
                // session (before, a window without a repeat refused them)
                for (int w = 0; w < 2; w++) {
                    int[] distinct = fewSmallKeys(n, CpuConfig.FEW_SEQUENTIAL_MAX, w, rnd);
                    checkFewSmall(distinct, on ? CpuConfig.Route.FEW_FILL : null,
                            "window " + w + " distinct, n=" + n + " pool=" + pool);
                }
                // 16 values, but the first 32 keys hold 4 more: not looked for, untouched, exact
                int[] more = fewSmallKeys(n, CpuConfig.FEW_SEQUENTIAL_MAX, -1, rnd);
                for (int v = 0; v < 4; v++) more[20 + 3 * v] = CpuConfig.FEW_SEQUENTIAL_MAX + v;
                checkFewSmall(more, null, "20 values in the first 32 keys, n=" + n + " pool=" + pool);
                // a NaN among 16 values (floating point): refused, exact
                int[] k = fewSmallKeys(n, CpuConfig.FEW_SEQUENTIAL_MAX, -1, rnd);
                double[] g = new double[n];
                float[] f = new float[n];
                for (int i = 0; i < n; i++) g[i] = f[i] = fewSmallValue(k[i]) + 0.5f;
                g[n / 2 + 1] = Double.NaN;
                f[n / 2 + 1] = Float.NaN;
                double[] ge = g.clone();
                float[] fe = f.clone();
                Jobs.sort(E, g, 0, n);
                Arrays.sort(ge);
                assertSortedLike(ge, g, "double, a NaN, n=" + n);
                assertNotEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "double, a NaN, n=" + n);
                Jobs.sort(E, f, 0, n);
                Arrays.sort(fe);
                assertSortedLike(fe, f, "float, a NaN, n=" + n);
                assertNotEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "float, a NaN, n=" + n);
                // random keys: not counted
                int[] random = new int[n];
                for (int i = 0; i < n; i++) random[i] = rnd.nextInt(1 << 10);
                checkFewSmall(random, null, "random keys, n=" + n + " pool=" + pool);
            }
        }
    }

    /**
     * n value indices below {@code values}, in no order, every one of them at a position the 128-key sample reads;
     * each of the first two windows of 8 keys repeats one, but window {@code distinct} (0, 1; -1: none), whose 8
     * keys are distinct.
     */
    private static int[] fewSmallKeys(int n, int values, int distinct, SplittableRandom rnd) {
        int[] k = new int[n];
        for (int i = 0; i < n; i++) k[i] = rnd.nextInt(values);
        int m = CpuConfig.FEW_SAMPLE;
        for (int v = 0; v < values; v++) k[(int) ((2L * (m - 1 - v) + 1) * n / (2L * m))] = v; // (the sample's last)
        // each window: down, then up (not in order); its last key repeats its second, or is a key of its own
        int[] window = {1, 0, 15, 2, 14, 3, 13, 0};
        for (int w = 0; w < 2; w++) {
            for (int i = 0; i < window.length; i++) k[8 * w + i] = (i == 7 && w == distinct ? 4 : window[i]) % values;
        }
        return k;
    }

    /** The key of value index v: spread (not dense), ascending with v, exact as a float. */
    private static int fewSmallValue(int v) {
        return (v - 8) * 100_003;
    }

    /**
     * Sorts value indices {@code k} as every key type against Arrays.sort; the route FEW_FILL each time, or
     * ({@code route} null) another.
     */
    private static void checkFewSmall(int[] k, CpuConfig.Route route, String what) {
        int n = k.length;
        int[] a = new int[n];
        long[] l = new long[n];
        float[] f = new float[n];
        double[] g = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = fewSmallValue(k[i]);
            l[i] = a[i] * 1_000_000_007L;
            g[i] = f[i] = a[i] + 0.5f;
        }
        CpuConfig.Route[] routes = new CpuConfig.Route[4];
        routes[0] = intRoute(a, "int " + what);
        long[] le = l.clone();
        Jobs.sort(E, l, 0, n);
        Arrays.sort(le);
        assertArrayEquals(le, l, "long " + what);
        routes[1] = CpuConfig.lastRoute;
        float[] fe = f.clone();
        Jobs.sort(E, f, 0, n);
        Arrays.sort(fe);
        assertSortedLike(fe, f, "float " + what);
        routes[2] = CpuConfig.lastRoute;
        double[] ge = g.clone();
        Jobs.sort(E, g, 0, n);
        Arrays.sort(ge);
        assertSortedLike(ge, g, "double " + what);
        routes[3] = CpuConfig.lastRoute;
        for (int t = 0; t < 4; t++) {
            String type = new String[] {"int", "long", "float", "double"}[t];
            if (route != null) assertEquals(route, routes[t], type + " " + what);
            else assertNotEquals(CpuConfig.Route.FEW_FILL, routes[t], type + " " + what);
        }
    }

    /**
     * n keys in {@code runs} ascending runs, the first of {@code first} keys, all above the others (so the first,
     * middle and last keys are out of order both ways: not one run), the others of about equal length, each run's
     * first key below the run before's last.
     */
    private static int[] ascendingRuns(int n, int first, int runs, SplittableRandom rnd) {
        int[] a = new int[n];
        for (int i = 0; i < first; i++) a[i] = n + rnd.nextInt(n);
        Arrays.sort(a, 0, first);
        int rest = n - first, from = first;
        for (int r = 1; r < runs; r++) {
            int to = first + (int) ((long) rest * r / (runs - 1));
            for (int i = from; i < to; i++) a[i] = 1 + rnd.nextInt(n - 2);
            Arrays.sort(a, from, to);
            a[from] = 0; // (below the run before's last key: a descent)
            a[to - 1] = n - 1;
            from = to;
        }
        return a;
    }

    /** Sorts a copy of a through the engine, compares it with Arrays.sort's, and returns the route it took. */
    private static CpuConfig.Route intRoute(int[] a, String what) {
        int[] s = a.clone(), e = a.clone();
        Jobs.sort(E, s, 0, s.length);
        Arrays.sort(e);
        assertArrayEquals(e, s, what);
        return CpuConfig.lastRoute;
    }

    /**
     * With the team's threads (16) and a parallel pool, one run the run probe finds likely (CpuConfig.teamChecksOneRun:
     * from oneRunTeamMin, below runScanParallelMin) is checked and finished in pieces on the team (ONE_RUN_TEAM), no
     * one-thread scan; input that only looks like one run to the probe (a key out of place between its windows, a
     * NaN) is declined there untouched and sorted exactly by the routes after.
     */
    @Test
    void oneRunIsCheckedOnTheTeam() {
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
        int lo = Math.max(CpuConfig.ONE_RUN_TEAM_MIN, Math.min(CpuConfig.RUN_FIRST_MAX, CpuConfig.runMergeTeamMin()) + 1);
        int hi = CpuConfig.runScanParallelMin() - 1;
        // below oneRunTeamMin (and above runFirstMax): one thread's scan after the probe, as before
        assertEquals(CpuConfig.Route.ONE_RUN, benchRoute(KeyType.INT, Distribution.SORTED, lo - 1), "below oneRunTeamMin");
        assertEquals(CpuConfig.SCAN_RUNS | CpuConfig.SCAN_RUN_PROBE, CpuConfig.lastScans, "below oneRunTeamMin");
        for (int n : new int[] {lo, hi}) {
            for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
                for (Distribution d : new Distribution[] {Distribution.SORTED, Distribution.REVERSE_SORTED,
                        Distribution.ALL_EQUAL, Distribution.DETERMINISTIC_DUPLICATES}) {
                    String what = kt + " " + d + " n=" + n;
                    if (d == Distribution.ALL_EQUAL && (kt == KeyType.INT || kt == KeyType.LONG)) {
                        // integral keys the probe sees constant: one thread's scan in vectorized blocks
                        assertEquals(CpuConfig.Route.ONE_RUN, benchRoute(kt, d, n), what);
                        assertEquals(CpuConfig.SCAN_RUNS, CpuConfig.lastScans & CpuConfig.SCAN_RUNS, what);
                        continue;
                    }
                    assertEquals(CpuConfig.Route.ONE_RUN_TEAM, benchRoute(kt, d, n), what);
                    assertEquals(0, CpuConfig.lastScans & CpuConfig.SCAN_RUNS, what + ": no one-thread scan");
                }
            }
            long[] x = shape(Shape.SORTED, n, 3);
            long t = x[n / 2 + 3];
            x[n / 2 + 3] = x[n / 2 + 4];
            x[n / 2 + 4] = t; // (between the probe's windows)
            checkAllTypes(x, "sorted, two keys swapped, n=" + n);
            long[] y = x.clone();
            Jobs.sort(E, y, 0, n);
            assertNotEquals(CpuConfig.Route.ONE_RUN_TEAM, CpuConfig.lastRoute, "two keys swapped: not one run");
            checkReversedZerosNaN(n, CpuConfig.Route.ONE_RUN_TEAM);
        }
    }

    /**
     * Reversed keys with ties (every type), and one run of floating point keys whose first half is zeros of both
     * signs: exact, by {@code oneRun} where not null (its zeros ordered after); with a NaN in it, exact and never
     * by {@code oneRun}.
     */
    private static void checkReversedZerosNaN(int n, CpuConfig.Route oneRun) {
        checkAllTypes(shape(Shape.REVERSE_TIES, n, 3), "reverse with ties, n=" + n);
        double[] dz = new double[n];
        float[] fz = new float[n];
        for (int i = 0; i < n; i++) {
            dz[i] = i < n / 2 ? ((i & 1) == 0 ? -0.0 : 0.0) : i;
            fz[i] = (float) dz[i];
        }
        checkFp(dz, fz, "zeros mixed, then ascending, n=" + n);
        if (oneRun != null) assertEquals(oneRun, CpuConfig.lastRoute, "zeros: one run (<=), fixed, n=" + n);
        dz[n / 3] = Double.NaN;
        fz[n / 3] = Float.NaN;
        checkFp(dz, fz, "zeros mixed, a NaN, n=" + n);
        if (oneRun != null) assertNotEquals(oneRun, CpuConfig.lastRoute, "a NaN: never one run, n=" + n);
    }

    /**
     * With the team's threads (16), organ pipe and sawtooth take the team's merge from runMergeTeamMin keys, found in
     * pieces (no one-thread scan), where severalRunsGoToParallelSortUnscanned's routes took them without it; sorted
     * input and the generator's 64 runs keep their routes.
     */
    @Test
    void severalRunsOnTheTeamToo() {
        CpuConfig.setCommonPoolParallel(true);
        for (int n : new int[] {Math.max(1 << 14, CpuConfig.runMergeTeamMin()), 1 << 17, 1 << 19, CpuConfig.runScanParallelMin()}) {
            for (Distribution d : new Distribution[] {Distribution.SAWTOOTH, Distribution.ORGAN_PIPE, Distribution.RUNS}) {
                String what = d + " n=" + n;
                int[] a = DataGenerator.ints(d, n, 9), e = a.clone();
                Arrays.sort(e);
                SampleSortInt.sort(a, 0, n, 16);
                assertArrayEquals(e, a, what);
                boolean team = d != Distribution.RUNS;
                assertEquals(team, CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE_TEAM, what + ": " + CpuConfig.lastRoute);
                if (team) {
                    assertEquals(CpuConfig.SCAN_SEGMENTS, CpuConfig.lastScans & (CpuConfig.SCAN_SEGMENTS | CpuConfig.SCAN_RUNS),
                            what + ": in pieces, no one-thread scan");
                }
                double[] x = DataGenerator.doubles(d, n, 9), xe = x.clone();
                Arrays.sort(xe);
                SampleSortDouble.sort(x, 0, n, 16);
                assertArrayEquals(xe, x, "double " + what);
                assertEquals(team, CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE_TEAM, "double " + what);
            }
        }
    }

    /**
     * From PRESORT_PARALLEL_MIN keys with a parallel pool (after the parallel one-run check): a few runs the run probe
     * sees are scanned in a piece per thread and merged on every thread (RunMerge.scannedParallel), before the
     * sample (and a floating point NaN pass); many runs (the generator's 64) too, from runSegmentsManyMin (else the
     * engine's, a
     * long first run each) to the engine, whose presorted check would have sent them to the JDK's merges.
     */
    @Test
    void largeRunStructuredInputOnManyThreads() {
        CpuConfig.setCommonPoolParallel(true);
        int n = CpuConfig.PRESORT_PARALLEL_MIN;
        for (Distribution d : new Distribution[] {Distribution.SAWTOOTH, Distribution.RUNS}) {
            int[] a = DataGenerator.ints(d, n, 4), e = a.clone();
            Arrays.sort(e);
            SampleSortInt.sort(a, 0, n, 16);
            assertArrayEquals(e, a, d.name());
            assertEquals(0, CpuConfig.lastScans & CpuConfig.SCAN_RUNS, d + ": no one-thread scan");
            // scanned in a piece per thread and merged on every thread, the 64 runs too (from runSegmentsManyMin);
            // a few runs on the team (16 threads), many on the pool
            assertEquals(d == Distribution.SAWTOOTH ? CpuConfig.Route.RUN_MERGE_TEAM : CpuConfig.Route.RUN_MERGE,
                    CpuConfig.lastRoute, d.name());
            assertEquals(CpuConfig.SCAN_SEGMENTS, CpuConfig.lastScans & CpuConfig.SCAN_SEGMENTS, d.name());
        }
    }

    /**
     * With the team's threads (16, a parallel pool), more runs than RUNS_JDK_MAX below RUN_MERGE_PARALLEL_MIN (the
     * generator's 64 runs of random keys, whose merges parallelSort pays a pass per doubling) are sorted as
     * unstructured keys: the quarters or the team, or the SIMD sort with its run merge refused where neither takes
     * the keys; never parallelSort, and exactly as Arrays.sort. Up to JDK_MERGE_RUNS_MAX keys (the JDK's sort merges
     * no runs there) and with the flag off, parallelSort as before; a few runs (sawtooth's 16 teeth) keep their
     * routes. Fails with the route removed (RUNS_PAR everywhere).
     */
    @Test
    void manyRunsSortedAsUnstructuredKeysWithTheTeamsThreads() {
        CpuConfig.setCommonPoolParallel(true);   // as on a many-core machine (restored after each test)
        CpuConfig.setParUnmerged(false); // (parallelSort as such where the flag is off: ParUnmergedTest)
        CpuConfig.setThreads(16);
        for (boolean on : new boolean[] {true, false}) {
            CpuConfig.setManyRunsUnstructured(on);
            for (int n : new int[] {CpuConfig.JDK_MERGE_RUNS_MAX, CpuConfig.JDK_MERGE_RUNS_MAX + 1, 1 << 13, 1 << 15,
                    CpuConfig.RUN_MERGE_PARALLEL_MIN - 1}) {
                for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
                    CpuConfig.Route r = benchRoute(kt, Distribution.RUNS, n);
                    String what = kt + " runs n=" + n + " on=" + on + ": " + r;
                    int bytes = kt == KeyType.LONG || kt == KeyType.DOUBLE ? 8 : 4;
                    // (16 threads hold the team's for either width; the JDK's sort the SIMD one where it is here)
                    if (on && n > CpuConfig.JDK_MERGE_RUNS_MAX && CpuConfig.jdkSimdSort(bytes)) {
                        assertTrue(r == CpuConfig.Route.SPLIT || r == CpuConfig.Route.TEAM
                                || r == CpuConfig.Route.RUNS_SIMD || r == CpuConfig.Route.PAR, what);
                    } else {
                        assertEquals(CpuConfig.Route.RUNS_PAR, r, what);
                    }
                }
            }
        }
        CpuConfig.setManyRunsUnstructured(true);
        // a few runs (sawtooth's 16 teeth, fewer than RUNS_JDK_MAX) keep parallelSort's merges or the team's merge
        for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.LONG}) {
            CpuConfig.Route r = benchRoute(kt, Distribution.SAWTOOTH, 1 << 13);
            assertTrue(r == CpuConfig.Route.RUNS_PAR || r == CpuConfig.Route.RUN_MERGE_TEAM, kt + " sawtooth: " + r);
        }
    }

    /**
     * More runs than CpuConfig.RUNS_JDK_MAX (overlapping in value: the JDK's merges are costly) are many runs: not
     * structured for the hybrid, sorted by the engine, and the results still those of Arrays.sort.
     */
    @Test
    void manyOverlappingRunsGoToTheEngine() {
        int n = 300_000;
        for (int k : new int[] {CpuConfig.RUNS_JDK_MAX / 2 - 1, 1000}) {
            int[] a = RunsProbe.sawtooth(n, k, 5), e = a.clone();
            boolean many = k > CpuConfig.RUNS_JDK_MAX / 2;   // each descent between runs counts as a run too
            assertEquals(many ? RunScanInt.MANY_RUNS : RunScanInt.RUNS, RunScanInt.runs(a, 0, n), "k=" + k);
            assertEquals(!many, RunScanInt.structured(a, 0, n), "k=" + k);
            Arrays.sort(e);
            CpuConfig.setThreads(3);
            CpuConfig.setCommonPoolParallel(true);   // as on a many-core machine (restored after each test)
            // (3 threads: the engine where many runs do not go to parallelSort unmerged, ParUnmergedTest)
            CpuConfig.setManyRunsUnmerged(false);
            SampleSortInt.sort(a, 0, n, 3);
            assertArrayEquals(e, a, "k=" + k);
            // (a few runs: merged from the scan's segments on every thread from runMergeParallelMinInt)
            assertEquals(many ? CpuConfig.Route.ENGINE : n >= CpuConfig.RUN_MERGE_PARALLEL_MIN_INT ? CpuConfig.Route.RUN_MERGE
                    : CpuConfig.Route.RUNS_PAR, CpuConfig.lastRoute, "k=" + k);
        }
    }

    /**
     * 64-bit zipf keys (a sample with equality buckets and many distinct values) go to the JDK where its sort is
     * sequential, below JDK_DUPLICATES_64_BELOW (and there to the team of both threads where that sort is the SIMD
     * one: CpuConfig.teamSimd); few distinct values and a parallel JDK sort keep the engine.
     */
    @Test
    void zipfLongKeysGoToTheSequentialJdk() {
        // the routes under the JDK's intrinsic (both measured hosts); without it the JDK's range ends at
        // jdkBelowScalar and these inputs are the engine's (results: the differential tests, on every machine)
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        int n = 1 << 22;   // a sample of 1023 splitters, as at the sizes the rule is for
        CpuConfig.setJdkBelow(1000);   // the engine's sample, also where a parallel pool would hand over earlier
        CpuConfig.setThreads(2);
        for (boolean parallelPool : new boolean[] {false, true}) {
            CpuConfig.setCommonPoolParallel(parallelPool);
            for (Distribution d : new Distribution[] {Distribution.ZIPF, Distribution.FEW_UNIQUE_256}) {
                long[] a = DataGenerator.longs(d, n, 11), e = a.clone();
                Arrays.sort(e);
                SampleSortLong.sort(a, 0, n, 2);
                assertArrayEquals(e, a, d + " parallel pool " + parallelPool);
                boolean jdk = d == Distribution.ZIPF && !parallelPool;
                CpuConfig.Route sequential = CpuConfig.teamSimd(n, 2, 8, false) ? CpuConfig.Route.TEAM
                        : CpuConfig.Route.DUPLICATES_SORT;
                assertEquals(jdk, CpuConfig.lastRoute == sequential,
                        d + " parallel pool " + parallelPool + ": " + CpuConfig.lastRoute);
            }
        }
    }

    /**
     * Zipf-like 32-bit keys that the duplicate rule takes from the engine: on two threads with a one-worker pool (the
     * JDK's sort sequential) in two halves on the team of both, as below the engine's sizes (hundred-and-thirty-fourth
     * session); with a parallel pool still the JDK's (parallelSort). Results exact either way.
     */
    @Test
    void zipf32BitKeysAtTheEngineSizesOnTwoThreadsGoInHalves() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        int n = 1 << 17;
        CpuConfig.setJdkBelow(1000); // (the engine's branch at this size, as from jdkMin32 = 2^25 on two threads)
        CpuConfig.setThreads(2);
        for (boolean parallelPool : new boolean[] {false, true}) {
            CpuConfig.setCommonPoolParallel(parallelPool);
            boolean halves = !parallelPool && CpuConfig.halves(n, 2, 4, true);
            int[] a = DataGenerator.ints(Distribution.ZIPF, n, 5), e = a.clone();
            Arrays.sort(e);
            SampleSortInt.sort(a, 0, n, 2);
            assertArrayEquals(e, a, "int zipf, parallel pool " + parallelPool);
            assertEquals(halves ? CpuConfig.Route.HALVES : parallelPool ? CpuConfig.Route.DUPLICATES_PAR
                    : CpuConfig.Route.DUPLICATES_SORT, CpuConfig.lastRoute, "int zipf, parallel pool " + parallelPool);
            float[] f = DataGenerator.floats(Distribution.ZIPF, n, 5), fe = f.clone();
            Arrays.sort(fe);
            SampleSortFloat.sort(f, 0, n, 2);
            assertSortedLike(fe, f, "float zipf, parallel pool " + parallelPool);
            assertEquals(halves ? CpuConfig.Route.HALVES : parallelPool ? CpuConfig.Route.DUPLICATES_PAR
                    : CpuConfig.Route.DUPLICATES_SORT, CpuConfig.lastRoute, "float zipf, parallel pool " + parallelPool);
        }
    }

    /**
     * The 32-bit duplicate rule decided on the 128-key sample before the engine starts: about 100 distinct values
     * (with NaNs of several payloads, -0.0 and 0.0 among the floats; ints with one key in 64 random, which the
     * wider sample reads once each) go to the JDK with results identical to Arrays.sort (the ints to the team of
     * both threads where it takes them and their buckets are radix-sorted); 100 int values and nothing else are
     * counted by hash and filled (fewWideMax), so are 16 values (fewTeamMax); random keys (128 of 128 distinct) keep
     * the engine.
     */
    @Test
    void duplicateHeavy32BitKeysGoToTheJdkBeforeTheEngine() {
        int n = 1 << 17;
        CpuConfig.setJdkBelow(1000);
        CpuConfig.setThreads(2);
        java.util.SplittableRandom r = new java.util.SplittableRandom(7);
        float[] specials = {Float.NaN, Float.intBitsToFloat(0x7fc00123), Float.intBitsToFloat(0xffc00001), -0.0f, 0.0f};
        for (int values : new int[] {100, 16, 1 << 30}) {
            int[] a = new int[n];
            int[] noisy = new int[n];
            float[] f = new float[n];
            for (int i = 0; i < n; i++) {
                int v = r.nextInt(values);
                a[i] = v * 7919 - 300_000;
                noisy[i] = r.nextInt(64) == 0 ? r.nextInt() : a[i];
                f[i] = v < specials.length ? specials[v] : (v - 50) * 0.25f;
            }
            int[] e = a.clone();
            int[] ne = noisy.clone();
            float[] fe = f.clone();
            Arrays.sort(e);
            Arrays.sort(ne);
            Arrays.sort(fe);
            boolean jdk = values == 100;
            SampleSortInt.sort(a, 0, n, 2);
            assertArrayEquals(e, a, values + " values");
            boolean fill = values <= 100; // 16 values by their hash since the twenty-third session
            assertEquals(fill, CpuConfig.lastRoute == CpuConfig.Route.FEW_FILL, values + " values: " + CpuConfig.lastRoute);
            assertEquals(fill, (CpuConfig.lastScans & CpuConfig.SCAN_FEW) != 0, values + " values: scans");
            SampleSortInt.sort(noisy, 0, n, 2);
            assertArrayEquals(ne, noisy, values + " values and random keys");
            if (jdk && CpuConfig.RADIX_LEAF && CpuConfig.teamSimd(n, 2, 4, true)
                    && n >= CpuConfig.TEAM_SIMD_MIN_INT_DUPLICATES) {
                // (values read once in the wider sample, zipf's sign: the team of both threads, whose int buckets
                // are radix-sorted; sixty-third session)
                assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "random keys");
            } else if (jdk) {
                // (or in halves on the team of both threads where the JDK's sort is sequential: the rule's keys
                // since the hundred-and-thirty-fourth session, see zipf32BitKeysAtTheEngineSizesOnTwoThreadsGoInHalves)
                assertTrue(CpuConfig.lastRoute == CpuConfig.Route.DUPLICATES_SORT
                        || CpuConfig.lastRoute == CpuConfig.Route.DUPLICATES_PAR
                        || CpuConfig.lastRoute == CpuConfig.Route.HALVES && CpuConfig.halves(n, 2, 4, true),
                        "random keys: " + CpuConfig.lastRoute);
            }
            if (values > 1 << 20) continue;   // floats from 2^30 values would not be distinct: ints only
            float[] f16 = f.clone();
            SampleSortFloat.sort(f, 0, n, 2);
            assertSortedLike(fe, f, values + " float values");   // order, and the multiset of bit patterns
            assertEquals(jdk, CpuConfig.lastRoute == CpuConfig.Route.DUPLICATES_SORT
                    || CpuConfig.lastRoute == CpuConfig.Route.DUPLICATES_PAR, values + " float values: " + CpuConfig.lastRoute);
            // with 12+ threads float keys with many duplicates stay on the engine (its equality buckets; NaNs of
            // several payloads and both zeros among them)
            CpuConfig.setThreads(CpuConfig.FLOAT_DUPLICATES_ENGINE_THREADS);
            try {
                SampleSortFloat.sort(f16, 0, n, CpuConfig.FLOAT_DUPLICATES_ENGINE_THREADS);
            } finally {
                CpuConfig.setThreads(2);
            }
            assertSortedLike(fe, f16, values + " float values, many threads");
            assertTrue(CpuConfig.lastRoute != CpuConfig.Route.DUPLICATES_SORT
                    && CpuConfig.lastRoute != CpuConfig.Route.DUPLICATES_PAR, values + " float values, many threads: "
                    + CpuConfig.lastRoute);
            if (jdk) assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "100 float values, many threads");
        }
    }

    @Test
    void runDetectionRejectsUnstructuredInputs() {
        int n = 100_000;
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.GAUSSIAN,
                CpuTestData.Dist.FEW2, CpuTestData.Dist.FEW256, CpuTestData.Dist.ZIPF,
                CpuTestData.Dist.ALMOST_SORTED}) {
            assertFalse(structured(CpuTestData.longs(d, n, 3, 64)), d + " should not be structured");
        }
        // too many runs: sawtooth of 64-key runs (the rule wants 128 keys per run on average)
        long[] x = new long[n];
        for (int i = 0; i < n; i++) x[i] = i % 64;
        assertFalse(structured(x), "64-key runs");
        // a first run shorter than 16 keys
        long[] y = shape(Shape.SORTED, n, 1);
        y[5] = Long.MIN_VALUE;
        assertFalse(structured(y), "short first run");
        // ranges: only [lo, hi) is looked at
        long[] z = CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 4, 64);
        long[] sorted = shape(Shape.SORTED, 20_000, 2);
        System.arraycopy(sorted, 0, z, 30_000, sorted.length);
        assertTrue(RunScanLong.structured(z, 30_000, 50_000));
        assertFalse(RunScanLong.structured(z, 29_990, 50_000));
    }

    @Test
    void structuredInputsLikeArraysSort() {
        for (Mode mode : Mode.values()) {
            mode.apply();
            for (int t = 1; t <= 3; t++) {
                CpuConfig.setThreads(t);
                for (Shape s : Shape.values()) {
                    for (int n : new int[] {4097, 65_537, 300_001}) {
                        checkAllTypes(shape(s, n, n + t), s + " n=" + n + " threads=" + t + " mode=" + mode);
                    }
                }
            }
        }
    }

    /** Few distinct values: every key in an equality bucket (the fill path), including -0.0/0.0 for floating point. */
    @Test
    void fewDistinctValuesLikeArraysSort() {
        for (Mode mode : Mode.values()) {
            mode.apply();
            for (int t = 1; t <= 3; t++) {
                CpuConfig.setThreads(t);
                for (int distinct : new int[] {1, 2, 3, 8, 16, 17, 40, 256}) {
                    for (int n : new int[] {20_000, 300_007}) {
                        SplittableRandom r = new SplittableRandom(distinct * 31L + n + t);
                        long[] vals = new long[distinct];
                        for (int k = 0; k < distinct; k++) vals[k] = r.nextLong() >> r.nextInt(60);
                        long[] x = new long[n];
                        for (int i = 0; i < n; i++) x[i] = vals[r.nextInt(distinct)];
                        checkAllTypes(x, distinct + " distinct n=" + n + " threads=" + t + " mode=" + mode);
                    }
                }
            }
        }
    }

    /** Floating point specials as the few distinct values: ±0.0 (not filled), NaNs with payloads, ±Inf. */
    @Test
    void fewDistinctFloatingPointSpecials() {
        double[] dv = {-0.0, 0.0, Double.NaN, Double.longBitsToDouble(0x7FF0000000000123L),
            Double.longBitsToDouble(0xFFF8000000000001L), Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, -Double.MAX_VALUE, 1.5};
        float[] fv = {-0.0f, 0.0f, Float.NaN, Float.intBitsToFloat(0x7FC00123), Float.intBitsToFloat(0xFF800001),
            Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, -Float.MAX_VALUE, 1.5f};
        for (Mode mode : Mode.values()) {
            mode.apply();
            for (int t = 1; t <= 2; t++) {
                CpuConfig.setThreads(t);
                for (int[] pick : new int[][] {{0, 1}, {0, 1, 5}, {2, 3, 4, 6}, {5, 6, 7, 8, 9}, {0, 9}, {1, 9},
                    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}) {
                    for (int n : new int[] {30_000, 300_001}) {
                        SplittableRandom r = new SplittableRandom(n + pick.length * 7L + t);
                        double[] d = new double[n];
                        float[] f = new float[n];
                        for (int i = 0; i < n; i++) {
                            int k = pick[r.nextInt(pick.length)];
                            d[i] = dv[k];
                            f[i] = fv[k];
                        }
                        checkFp(d, f, Arrays.toString(pick) + " n=" + n + " threads=" + t + " mode=" + mode);
                    }
                }
            }
        }
    }

    /** Runs with a zero run of mixed -0.0/0.0 (equal to the run scan) and NaNs: the JDK route, then the zero fix. */
    @Test
    void structuredFloatingPointWithSignedZerosAndNaNs() {
        for (Mode mode : Mode.values()) {
            mode.apply();
            for (int t = 1; t <= 2; t++) {
                CpuConfig.setThreads(t);
                for (int n : new int[] {10_000, 300_001}) {
                    double[] d = new double[n];
                    float[] f = new float[n];
                    for (int i = 0; i < n; i++) {
                        int q = i / (n / 4); // quarter 0: descending negatives, 1: zeros, 2: ascending, 3: NaNs/ascending
                        double v = switch (q) {
                            case 0 -> -(n - i);
                            case 1 -> (i & 1) == 0 ? -0.0 : 0.0;
                            case 2 -> i;
                            default -> i % 97 == 0 ? Double.longBitsToDouble(0x7FF8000000000000L | i) : i * 2.0;
                        };
                        d[i] = v;
                        f[i] = Double.isNaN(v) ? Float.intBitsToFloat(0x7FC00000 | (i & 0xFFFF)) : (float) v;
                    }
                    checkFp(d, f, "n=" + n + " threads=" + t + " mode=" + mode);
                }
            }
        }
    }

    /**
     * One run of floating point keys (ascending, or descending with ties), with a zero run of mixed -0.0/0.0 in the
     * wrong order, and the same with a NaN first, in the middle or last (then the JDK sorts it).
     */
    @Test
    void singleRunFloatingPoint() {
        for (Mode mode : Mode.values()) {
            mode.apply();
            for (int t = 1; t <= 2; t++) {
                CpuConfig.setThreads(t);
                for (int nanAt : new int[] {-1, 0, 5000, 9999}) {
                    for (boolean down : new boolean[] {false, true}) {
                        int n = 10_000;
                        double[] d = new double[n];
                        float[] f = new float[n];
                        for (int i = 0; i < n; i++) {
                            int j = down ? n - 1 - i : i;
                            double v = j < 4000 ? j - 4000 : j < 6000 ? ((j & 1) == 0 ? 0.0 : -0.0) : (j - 6000) / 3;
                            d[i] = v;
                            f[i] = (float) v;
                        }
                        if (nanAt >= 0) {
                            d[nanAt] = Double.longBitsToDouble(0xFFF8000000000042L);
                            f[nanAt] = Float.intBitsToFloat(0x7FC00042);
                        }
                        checkFp(d, f, "nanAt=" + nanAt + " down=" + down + " threads=" + t + " mode=" + mode);
                    }
                }
            }
        }
        double[] x = {Double.NaN, 1, 2, 3};
        assertEquals(RunScanDouble.RUNS, RunScanDouble.runs(x, 0, 4), "NaN first");
        double[] y = {1, Double.NaN, 0};
        assertEquals(RunScanDouble.RUNS, RunScanDouble.runs(y, 0, 3), "NaN between");
        float[] z = {-1f, -0f, 0f, -0f, 2f};
        assertEquals(RunScanFloat.ONE_RUN, RunScanFloat.runs(z, 0, 5), "zeros are equal to the scan");
    }

    /** Structured and few-distinct inputs with values: the engine (never the JDK) keeps equal keys in input order. */
    @Test
    void keyValueStructuredInputsStayStable() {
        for (Mode mode : new Mode[] {Mode.POLICY, Mode.JDK_ROUTES}) {
            mode.apply();
            for (int t = 1; t <= 2; t++) {
                CpuConfig.setThreads(t);
                for (Shape s : Shape.values()) {
                    for (int n : new int[] {5000, 300_001}) {
                        long[] x = shape(s, n, n);
                        for (KeyType kt : KeyType.values()) {
                            for (ValueType vt : ValueType.values()) {
                                KvCase c = new KvCase(kt, vt, x, n, true);
                                c.sort(0, n, true);
                                c.check(0, n, true, kt + "+" + vt + " " + s + " n=" + n + " threads=" + t
                                        + " mode=" + mode);
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * 32-bit keys with values up to KV_PACKED_MAX: the packed (key, index) JDK route, stable, with floating point
     * specials (±0.0, NaNs with payloads and sign, ±Inf) sprinkled in; sub-ranges leave the outside untouched.
     */
    @Test
    void keyValuePackedRouteIsStableAndExact() {
        for (Mode mode : new Mode[] {Mode.POLICY, Mode.JDK_ROUTES}) {
            mode.apply();
            CpuConfig.setThreads(2);
            packedRouteCases(mode);
        }
    }

    private static void packedRouteCases(Mode mode) {
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.FEW2,
                CpuTestData.Dist.ZIPF, CpuTestData.Dist.ALMOST_SORTED}) {
            for (int n : new int[] {2, 3, 17, 1000, CpuConfig.KV_PACKED_MAX - 1, CpuConfig.KV_PACKED_MAX}) {
                long[] x = CpuTestData.longs(d, n, n + d.ordinal(), 64);
                for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.FLOAT}) {
                    for (ValueType vt : ValueType.values()) {
                        KvCase c = new KvCase(kt, vt, x, n, true);
                        c.sort(0, n, true);
                        c.check(0, n, true, kt + "+" + vt + " " + d + " n=" + n + " mode=" + mode);
                        KvCase r = new KvCase(kt, vt, x, n + 1, true);
                        r.sort(n / 3, n - n / 4, true);
                        r.check(n / 3, n - n / 4, true, kt + "+" + vt + " " + d + " range n=" + n + " mode=" + mode);
                    }
                }
            }
        }
    }

    /**
     * The packed key-value route's limit: kvPackedMax where the JDK's sort runs in parallel, kvPackedSequentialMax
     * (never less) where it is sequential; a pair sort just above kvPackedMax on 2 threads with a one-worker pool
     * (the packed route) stays stable and exact.
     */
    @Test
    void packedRouteLimitFollowsThePool() {
        int n = 1 << 18;
        CpuConfig.setCommonPoolParallel(true);
        // 12+ threads where the team sorts: up to teamKvPackedMax (nineteenth session), else kvPackedMax
        assertEquals(CpuConfig.teamSorts(n, 16, false, 8) ? Math.max(CpuConfig.KV_PACKED_MAX, CpuConfig.KV_PACKED_TEAM_MAX)
                : CpuConfig.KV_PACKED_MAX, CpuConfig.kvPackedMax(n, 16));
        assertTrue(2 * n > CpuConfig.kvPackedMax(2 * n, 16), "above the team's pair limit: the engine");
        // (8 threads: the team's routes for packed words from teamMinThreads = 8, sixty-seventh session)
        assertEquals(CpuConfig.teamSorts(n, CpuConfig.JDK_FEW_THREADS, false, 8)
                ? Math.max(CpuConfig.KV_PACKED_MAX, CpuConfig.KV_PACKED_TEAM_MAX) : CpuConfig.KV_PACKED_MAX,
                CpuConfig.kvPackedMax(n, CpuConfig.JDK_FEW_THREADS));
        // 4-7 cores: parallelSort scales as well as the engine, the packed route goes further
        assertEquals(Math.max(CpuConfig.KV_PACKED_MAX, CpuConfig.KV_PACKED_FEW_MAX), CpuConfig.kvPackedMax(n, 4));
        CpuConfig.setCommonPoolParallel(false);
        assertEquals(Math.max(CpuConfig.KV_PACKED_MAX, CpuConfig.KV_PACKED_SEQUENTIAL_MAX), CpuConfig.kvPackedMax(n, 16));
        assertEquals(Math.max(CpuConfig.KV_PACKED_MAX, CpuConfig.KV_PACKED_SEQUENTIAL_MAX), CpuConfig.kvPackedMax(n, 1));
        CpuConfig.setThreads(2);
        long[] x = CpuTestData.longs(CpuTestData.Dist.ZIPF, 3 * CpuConfig.KV_PACKED_MAX, 9, 64);
        for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.FLOAT}) {
            KvCase c = new KvCase(kt, ValueType.INT, x, x.length, true);
            c.sort(0, x.length, true);
            c.check(0, x.length, true, kt + " zipf, 3 x kvPackedMax pairs, sequential pool");
        }
    }

    /**
     * Many runs of 32-bit keys with values (the generator's 64) on a parallel pool below runMergeParallelMin: the
     * packed route, its words to parallelSort as many runs of keys go there (manyRunsParallel); stable and exact,
     * every value type, int and float keys (ties across the runs: keys of 12 bits).
     */
    @Test
    void manyRunsOfPairsOnAParallelPool() {
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
        for (int n : new int[] {1 << 13, 1 << 14, 1 << 16}) {
            assertTrue(CpuConfig.manyRunsParallel(n, 16), "n=" + n);
            int[] ik = DataGenerator.ints(Distribution.RUNS, n, n);
            for (int i = 0; i < n; i++) ik[i] >>= 20; // equal keys in many runs, each still sorted its way
            assertEquals(RunScanInt.MANY_RUNS, RunScanInt.runs(ik.clone(), 0, n), "the premise: many runs");
            float[] fk = new float[n];
            for (int i = 0; i < n; i++) fk[i] = ik[i] == 7 ? -0.0f : ik[i] == 8 ? 0.0f : ik[i];
            for (ValueType vt : ValueType.values()) {
                for (Object keys : new Object[] {ik.clone(), fk.clone()}) {
                    KeyType kt = keys instanceof int[] ? KeyType.INT : KeyType.FLOAT;
                    KvCase c = new KvCase(kt, vt, keys);
                    c.sort(0, n, true);
                    String what = kt + "+" + vt + " runs n=" + n;
                    c.check(0, n, true, what);
                    assertEquals(CpuConfig.Route.PACKED, CpuConfig.lastRoute, what);
                }
            }
        }
    }

    /**
     * Where the JDK's sort is sequential, pairs above kvPackedSequentialMax and up to kvPackedDistinctMax take the
     * packed route when their sample looks random, and the engine when keys repeat (zipf); with a parallel pool the
     * rule is off. Where the JDK's 64-bit sort is scalar, kvPackedDistinctMax is no larger than kvPackedSequentialMax
     * by default (CpuPolicy): random pairs above it take the engine there. Exact and stable on every route.
     */
    @Test
    void randomPairsTakeThePackedRouteUpToTheDistinctLimitWhereTheJdkSortIsSequential() {
        int n = 2 * Math.max(CpuConfig.KV_PACKED_MAX, CpuConfig.KV_PACKED_SEQUENTIAL_MAX);
        boolean reaches = n <= CpuConfig.KV_PACKED_DISTINCT_MAX; // (the rule takes pairs of this size)
        for (boolean parallelPool : new boolean[] {false, true}) {
            CpuConfig.setCommonPoolParallel(parallelPool);
            // 2 cores; with a parallel pool, 8 threads (below, the packed route takes these sizes: kvPackedFewMax)
            int t = parallelPool ? CpuConfig.JDK_FEW_THREADS : 2;
            CpuConfig.setThreads(t);
            assertEquals(parallelPool ? 0 : CpuConfig.KV_PACKED_DISTINCT_MAX, CpuConfig.kvPackedDistinctMax(t));
            for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.ZIPF}) {
                long[] x = CpuTestData.longs(d, n, 11, 64);
                KvCase c = new KvCase(KeyType.INT, ValueType.INT, x, n, true);
                c.sort(0, n, true);
                c.check(0, n, true, d + " pairs, parallel pool " + parallelPool);
                boolean packed = !parallelPool && d == CpuTestData.Dist.UNIFORM && reaches;
                assertEquals(packed ? CpuConfig.Route.PACKED : CpuConfig.Route.ENGINE, CpuConfig.lastRoute,
                        d + " pairs, parallel pool " + parallelPool);
                // float keys with and without NaNs (the packed route reads a NaN's bits from a copy of the keys,
                // every other key from its packed word)
                for (boolean specials : new boolean[] {false, true}) {
                    KvCase f = new KvCase(KeyType.FLOAT, ValueType.LONG, x, n + 1, specials);
                    f.sort(0, n, true);
                    f.check(0, n, true, d + " float pairs, specials " + specials + ", parallel pool " + parallelPool);
                }
            }
        }
    }

    /**
     * 16 threads (the team's range): pairs with 32-bit keys up to teamKvPackedMax take the packed route, its sort of
     * packed longs on the team; one pair more takes the engine. Exact and stable, float keys with specials too.
     */
    @Test
    void pairsUpToTheTeamLimitTakeThePackedRouteOnTheTeam() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team needs the JDK's intrinsic for its leaves (none here)");
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
        int n = CpuConfig.KV_PACKED_TEAM_MAX;
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.ZIPF}) {
            long[] x = CpuTestData.longs(d, n + 1, 13, 64);
            for (int len : new int[] {n, n + 1}) {
                KvCase c = new KvCase(KeyType.INT, ValueType.INT, x, len, true);
                c.sort(0, len, true);
                c.check(0, len, true, d + " pairs, n=" + len);
                assertEquals(len == n ? CpuConfig.Route.PACKED : CpuConfig.Route.ENGINE, CpuConfig.lastRoute,
                        d + " pairs, n=" + len);
            }
            KvCase f = new KvCase(KeyType.FLOAT, ValueType.LONG, x, n + 1, true);
            f.sort(0, n, true);
            f.check(0, n, true, d + " float pairs with specials");
            assertEquals(CpuConfig.Route.PACKED, CpuConfig.lastRoute, d + " float pairs with specials");
        }
    }

    /**
     * The team below jdkSequentialBelow (teamMin = 2^15, int keys teamMinInt = 2^16; twentieth session): 16 threads,
     * unstructured long, double and float keys from teamMin go through the run scan and the few-values probe to the
     * team instead of Arrays.sort unscanned; one key fewer, and int keys below 2^16, stay on Arrays.sort; sorted
     * input is finished by the scan; a handful of 64-bit values is counted and filled on the team, of float values
     * and float keys with duplicates take Arrays.sort; pairs
     * with 32-bit keys sort their packed words on the team (its run counter proves it), but not when the keys are
     * one run with ties. Every result exact (pairs: stable).
     */
    @Test
    void theTeamTakesInputsFromTeamMin() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team needs the JDK's intrinsic for its leaves (none here)");
        CpuConfig.setThreads(16);
        CpuConfig.setCommonPoolParallel(true);
        int n = 1 << 15, r = CpuConfig.SCAN_RUNS, f = CpuConfig.SCAN_FEW;
        for (KeyType t : new KeyType[] {KeyType.LONG, KeyType.DOUBLE, KeyType.FLOAT}) {
            // (where the team applies it goes ahead of the quarters; below its sizes in quarters where SplitSort
            // applies, CpuConfig.splitSorts)
            assertRoute(CpuConfig.Route.TEAM, r | f, t, Distribution.UNIFORM, n);
            assertRoute(CpuConfig.Route.TEAM, r | f, t, Distribution.STAGGERED, n); // (SPLIT_CLUSTERED_BELOW)
            assertRoute(CpuConfig.Route.TEAM, r | f, t, Distribution.UNIFORM, CpuConfig.SPLIT_BELOW);
            assertRoute(split(t, n - 1, CpuConfig.Route.SMALL), smallScans(n - 1), t, Distribution.UNIFORM, n - 1);
            assertRoute(CpuConfig.Route.ONE_RUN, r, t, Distribution.SORTED, n);
            // 16 values: counted and filled on the team (64-bit keys since the twenty-first session, float keys since
            // the twenty-third); 2 values: counted and filled on this thread (twenty-second session; float keys
            // since the forty-fourth, when their count vectorized)
            assertRoute(CpuConfig.Route.FEW_FILL, r | f, t, Distribution.FEW_UNIQUE_16, n);
            assertRoute(CpuConfig.Route.FEW_FILL, r | f, t, Distribution.FEW_UNIQUE_2, n);
        }
        for (KeyType t : new KeyType[] {KeyType.LONG, KeyType.DOUBLE}) {
            assertRoute(CpuConfig.Route.FEW_FILL, r | f, t, Distribution.FEW_UNIQUE_2, 1 << 16);
        }
        // float keys with duplicates below jdkSequentialBelow: Arrays.sort (call B: few256 0.82x on the team), in
        // quarters where they apply
        assertRoute(split(KeyType.FLOAT, n, CpuConfig.Route.SORT, true), r | f, KeyType.FLOAT, Distribution.FEW_UNIQUE_256,
                n);
        assertRoute(CpuConfig.Route.FEW_FILL, r | f, KeyType.FLOAT, Distribution.FEW_UNIQUE_256, 1 << 16); // fewWideMin
        assertRoute(split(KeyType.INT, n, CpuConfig.Route.SMALL), smallScans(n), KeyType.INT, Distribution.UNIFORM, n);
        assertRoute(split(KeyType.INT, (1 << 16) - 1, CpuConfig.Route.SMALL), smallScans(1 << 16), KeyType.INT,
                Distribution.UNIFORM, (1 << 16) - 1);
        // int keys below teamMinInt: Arrays.sort unscanned, but for a handful of values (fewStart, then the sample)
        assertRoute(CpuConfig.Route.FEW_FILL, f, KeyType.INT, Distribution.FEW_UNIQUE_2, n);
        // 16 int values below dupSequentialBelow32: counted on this thread, not on the team (fiftieth session, calls
        // D-F: few16 2^15 on the team 0.61x Arrays.sort, 1.04-1.18x on this thread); from it on the team
        SpinTeam team = CpuConfig.team(16);
        long runs = team.runs();
        assertRoute(CpuConfig.Route.FEW_FILL, f, KeyType.INT, Distribution.FEW_UNIQUE_16, n);
        assertEquals(runs, team.runs(), "int few16 2^15: not on the team");
        assertRoute(CpuConfig.Route.FEW_FILL, r | f, KeyType.INT, Distribution.FEW_UNIQUE_16,
                CpuConfig.DUP_SEQUENTIAL_BELOW_32);
        assertEquals(runs + 1, team.runs(), "int few16 at dupSequentialBelow32: on the team");
        long[] x = CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 21, 64);
        // keys that are one non-increasing run with ties (detdup): not the team (call E: 0.74x) but the JDK's run
        // merge, and since the forty-sixth session int keys reversed in place where that sort is sequential (float keys
        // since the hundred-and-twenty-eighth, their zeros' signs ordered after)
        long[] dd = DataGenerator.longs(Distribution.DETERMINISTIC_DUPLICATES, n, 42);
        for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.FLOAT}) {
            // (unstructured words on the team where it applies, below its sizes in quarters where SplitSort applies)
            packedPairs(kt, ValueType.INT, x, n, true, true, kt + " pairs of 2^15 (float specials)");
            packedPairs(kt, ValueType.INT, x, n - 1, true, false, kt + " pairs below teamMin");
            pairs(kt, ValueType.LONG, dd, n, false, false, kt + " detdup pairs of 2^15", CpuConfig.Route.ONE_RUN);
        }
        // with teamMinInt lowered, int keys as well
        CpuConfig.setTeam(-1, n);
        assertRoute(CpuConfig.Route.TEAM, r | f, KeyType.INT, Distribution.UNIFORM, n);
        // int keys with duplicates below jdkSequentialBelow: Arrays.sort (as float keys), or in quarters
        assertRoute(split(KeyType.INT, n, CpuConfig.Route.SORT, true), r | f, KeyType.INT, Distribution.FEW_UNIQUE_256, n);
        assertRoute(CpuConfig.Route.FEW_FILL, r | f, KeyType.INT, Distribution.FEW_UNIQUE_2, n);
    }

    /**
     * Sorts pairs made from the first n of x (16 threads; {@code edges}: floating point specials sprinkled), checks
     * them (exact, stable) and the packed route, and whether the team sorted the packed words (its run counter).
     */
    private static void packedPairs(KeyType kt, ValueType vt, long[] x, int n, boolean edges, boolean onTeam,
                                    String what) {
        pairs(kt, vt, x, n, edges, onTeam, what, CpuConfig.Route.PACKED);
    }

    /** {@link #packedPairs} with the route expected. */
    private static void pairs(KeyType kt, ValueType vt, long[] x, int n, boolean edges, boolean onTeam, String what,
                              CpuConfig.Route route) {
        SpinTeam team = CpuConfig.team(16);
        long before = team.runs();
        KvCase c = new KvCase(kt, vt, Arrays.copyOf(x, n), n, edges);
        c.sort(0, n, true);
        c.check(0, n, true, what);
        assertEquals(route, CpuConfig.lastRoute, what);
        assertEquals(before + (onTeam ? 1 : 0), team.runs(), what + (onTeam ? ": on the team" : ": not on the team"));
    }

    /** The probes that let a long first run go to the JDK unscanned: structured tails yes, random tails no. */
    @Test
    void probesTellRunsFromRandomKeys() {
        int n = 1 << 16;
        long[] detdup = new long[n], sawtooth = new long[n], randomTail = new long[n];
        java.util.SplittableRandom r = new java.util.SplittableRandom(11);
        for (int i = 0; i < n; i++) {
            detdup[i] = 20 - Long.numberOfLeadingZeros(n - i);   // long non-increasing runs of equal keys
            sawtooth[i] = i % 5000;
            randomTail[i] = i < n / 8 ? i : r.nextLong();
        }
        assertTrue(RunScanLong.probesStructured(detdup, 0, n));
        assertTrue(RunScanLong.probesStructured(sawtooth, 0, n));
        assertFalse(RunScanLong.probesStructured(randomTail, 0, n));
        assertFalse(RunScanLong.probesStructured(detdup, 0, 1000), "too short to probe");
    }

    /**
     * Inputs large enough for the parallel presorted check: sorted, strictly decreasing, a late break in either, and a
     * long sorted first run followed by random keys (the hybrid hands a long first run to the JDK unscanned).
     */
    @Test
    void parallelPresortedCheck() {
        int n = CpuConfig.PRESORT_PARALLEL_MIN + 3;
        for (boolean hybrid : new boolean[] {false, true}) {
            CpuConfig.setHybrid(hybrid);
            for (int t = 2; t <= 3; t++) {
                CpuConfig.setThreads(t);
                long[] sorted = shape(Shape.SORTED, n, 1), reverse = sorted.clone(), late = sorted.clone();
                for (int i = 0; i < n; i++) reverse[i] = sorted[n - 1 - i];
                late[n - 10] = late[n - 11] - 1; // the break sits in the parallel part
                long[] lateReverse = reverse.clone(), prefixThenRandom = sorted.clone();
                lateReverse[n - 10] = lateReverse[n - 11] + 1;
                java.util.SplittableRandom r = new java.util.SplittableRandom(t);
                for (int i = CpuConfig.PRESORT_PREFIX + 5; i < n; i++) prefixThenRandom[i] = r.nextLong();
                // a long equal first half then lower keys (detdup-like: the probes see the descent, no full check)
                long[] halfThenLower = new long[n];
                for (int i = n / 2; i < n; i++) halfThenLower[i] = -1 - (i - n / 2) / 1000;
                for (long[] x : new long[][] {sorted, reverse, late, lateReverse, prefixThenRandom, halfThenLower}) {
                    long[] l = x.clone(), e = x.clone();
                    Jobs.sort(E, l, 0, n);
                    Arrays.sort(e);
                    assertArrayEquals(e, l, "long threads=" + t + " hybrid=" + hybrid);
                    int[] i = CpuTestData.ints(x), ie = i.clone();
                    Jobs.sort(E, i, 0, n);
                    Arrays.sort(ie);
                    assertArrayEquals(ie, i, "int threads=" + t + " hybrid=" + hybrid);
                }
            }
        }
    }

    private static long[] few(int distinct, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] vals = new long[distinct];
        for (int k = 0; k < distinct; k++) vals[k] = r.nextLong() >> r.nextInt(40);
        long[] x = new long[n];
        for (int i = 0; i < n; i++) x[i] = vals[r.nextInt(distinct)];
        return x;
    }

    /** The probe's answer for 64-bit keys (long and double agree) and, checked, for 32-bit keys (int and float). */
    private static boolean fewDistinct(long[] x, int from, int to, boolean expected32) {
        boolean l = SampleSortLong.fewDistinct(x, from, to);
        assertEquals(l, SampleSortDouble.fewDistinct(CpuTestData.doubles(x, false, 0), from, to), "double");
        assertEquals(expected32, SampleSortInt.fewDistinct(CpuTestData.ints(x), from, to), "int");
        assertEquals(expected32, SampleSortFloat.fewDistinct(CpuTestData.floats(x, false, 0), from, to), "float");
        return l;
    }

    /** As above where 32-bit and 64-bit keys answer alike (16 distinct values, random keys, too few keys). */
    private static boolean fewDistinct(long[] x, int from, int to) {
        return fewDistinct(x, from, to, SampleSortLong.fewDistinct(x, from, to));
    }

    /**
     * The few-distinct probe (issue 14, 16 cores: Arrays.sort beat parallelSort on 16 distinct values at 2^16-2^18,
     * lost on 256; on 2 it won for int and float keys, and long and double keys take the fill there): 16 distinct
     * values yes, 2 yes for int and float only, 1, 256 and random keys no; only where the input would go to
     * parallelSort, and below fewSequentialBelow.
     */
    @Test
    void fewDistinctProbeTellsSixteenFromTwoAndMany() {
        int n = 1 << 16;
        for (int distinct : new int[] {1, 2, 16, 256}) {
            for (long seed = 1; seed <= 5; seed++) {
                assertEquals(distinct == 16, fewDistinct(few(distinct, n, seed * distinct), 0, n,
                        distinct == 16 || distinct == 2), distinct + " distinct, seed " + seed);
            }
        }
        assertFalse(fewDistinct(CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 3, 64), 0, n, false), "uniform");
        for (Distribution d : Distribution.values()) { // the benchmark's
            boolean expected = d == Distribution.FEW_UNIQUE_16
                    || d == Distribution.DETERMINISTIC_DUPLICATES // 8 values: runs() takes them
                    || d == Distribution.SAWTOOTH; // 16 equal teeth read at one stride: 8 values; runs() first
            assertEquals(expected, fewDistinct(DataGenerator.longs(d, n, 3), 0, n,
                    expected || d == Distribution.FEW_UNIQUE_2), d.name());
        }
        assertFalse(fewDistinct(few(16, 200, 7), 0, 200), "too small to sample");
        long[] mixed = CpuTestData.longs(CpuTestData.Dist.UNIFORM, 3 * n, 4, 64);
        System.arraycopy(few(16, n, 9), 0, mixed, n, n); // only [lo, hi) is sampled
        assertTrue(fewDistinct(mixed, n, 2 * n));
        assertFalse(fewDistinct(mixed, 0, 3 * n));
        CpuConfig.setCommonPoolParallel(true);
        int below = CpuConfig.fewSequentialBelow(), small = CpuConfig.jdkSequentialBelow();
        assertTrue(below > 1 << 18 && below <= 1 << 22, "few16 2^18 sequential, 2^22 parallel: " + below);
        assertTrue(CpuConfig.fewProbe(small, 16, true, 4));
        assertTrue(CpuConfig.fewProbe(below - 1, 16, true, 4));
        assertFalse(CpuConfig.fewProbe(below, 16, true, 4), "from fewSequentialBelow on parallelSort wins");
        assertFalse(CpuConfig.fewProbe(small - 1, 16, true, 4), "int keys below jdkSequentialBelow: Arrays.sort anyway");
        assertFalse(CpuConfig.fewProbe(small, 1, true, 4), "one thread: Arrays.sort anyway");
        CpuConfig.setCommonPoolParallel(false);
        // one-worker common pool: parallelSort is Arrays.sort, so only the team's inputs are probed
        assertEquals(CpuConfig.teamSorts(small, 16, true, 4), CpuConfig.fewProbe(small, 16, true, 4),
                "one-worker common pool, 16 threads: probed where the team takes the input");
        assertFalse(CpuConfig.fewProbe(small, 2, false, 4), "one-worker common pool, 2 threads: Arrays.sort");
        assertFalse(CpuConfig.fewProbe(small / 2, 16, true, 4), "int keys below teamMinInt: Arrays.sort");
        assertEquals(CpuConfig.teamSorts(small / 2, 16, false, 4), CpuConfig.fewProbe(small / 2, 16, false, 4),
                "other keys from teamMin: probed where the team takes them");
    }

    /**
     * The one-run check in parallel pieces (many threads, 2^21 keys and more by default): sorted, all equal and
     * non-increasing input (reversed) finish there; a late break, a NaN and other shapes return false and leave
     * the array as it was.
     */
    @Test
    void parallelOneRunCheck() {
        CpuConfig.setThreads(3);
        assertTrue(CpuConfig.runScanParallel(CpuConfig.runScanParallelMin(), 3, 4));
        assertFalse(CpuConfig.runScanParallel(CpuConfig.runScanParallelMin() - 1, 3, 8));
        assertFalse(CpuConfig.runScanParallel(CpuConfig.PRESORT_PARALLEL_MIN - 1, 2, 4), "two threads: the one-thread scan");
        assertTrue(CpuConfig.runScanParallel(CpuConfig.PRESORT_PARALLEL_MIN, 2, 4), "two threads, from presortParallelMin");
        assertFalse(CpuConfig.runScanParallel(1 << 26, 1, 8), "one thread");
        for (int n : new int[] {1000, CpuConfig.PRESORT_PREFIX, 300_001}) {
            for (Shape s : Shape.values()) {
                long[] x = shape(s, n, n), e = x.clone();
                Arrays.sort(e);
                boolean one = s == Shape.SORTED || s == Shape.ALL_EQUAL || s == Shape.REVERSE_TIES
                        || s == Shape.REVERSE_STRICT || s == Shape.EQUAL_BLOCKS;
                long[] before = x.clone();
                assertEquals(one, SampleSortLong.oneRunParallel(x, 0, n, 3), s + " n=" + n);
                assertArrayEquals(one ? e : before, x, s + " n=" + n);
                int[] i = CpuTestData.ints(before), ie = i.clone();
                Arrays.sort(ie);
                assertEquals(one, SampleSortInt.oneRunParallel(i, 0, n, 3), "int " + s + " n=" + n);
                assertArrayEquals(one ? ie : CpuTestData.ints(before), i, "int " + s + " n=" + n);
            }
            long[] late = shape(Shape.SORTED, n, 1);
            late[n - 10] = late[n - 11] - 1;
            long[] lateCopy = late.clone();
            assertFalse(SampleSortLong.oneRunParallel(late, 0, n, 3), "late break n=" + n);
            assertArrayEquals(lateCopy, late);
            long[] lateDown = shape(Shape.REVERSE_TIES, n, 1);
            lateDown[n - 10] = lateDown[n - 11] + 1;
            long[] lateDownCopy = lateDown.clone();
            assertFalse(SampleSortLong.oneRunParallel(lateDown, 0, n, 3), "late rise n=" + n);
            assertArrayEquals(lateDownCopy, lateDown, "not reversed when the check fails");
            double[] nan = CpuTestData.doubles(shape(Shape.SORTED, n, 1), false, 0);
            nan[n / 2] = Double.NaN;
            assertFalse(SampleSortDouble.oneRunParallel(nan, 0, n, 3), "NaN n=" + n);
            assertFalse(SampleSortLong.oneRunParallel(CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 5, 64), 0, n, 3));
        }
        // a range: the outside stays as it is
        long[] z = CpuTestData.longs(CpuTestData.Dist.UNIFORM, 400_000, 6, 64), zz = z.clone();
        long[] down = shape(Shape.REVERSE_TIES, 300_000, 2);
        System.arraycopy(down, 0, z, 50_000, down.length);
        System.arraycopy(down, 0, zz, 50_000, down.length);
        Arrays.sort(zz, 50_000, 350_000);
        assertTrue(SampleSortLong.oneRunParallel(z, 50_000, 350_000, 3));
        assertArrayEquals(zz, z);
    }

    /**
     * Where the JDK's sort is sequential (2 threads and a one-worker common pool; one thread), 32-bit keys from
     * fewWideSequentialMin with 16 or 256 values are counted by hash and filled, exactly as Arrays.sort orders them;
     * zipf, a NaN among float values and a key outside the sampled ones go to Arrays.sort (SMALL) as they were,
     * below fewWideSequentialMin too (twenty-fourth session); random keys too, but for the team of both threads
     * where the JDK's SIMD sort is sequential (CpuConfig.teamSimd, fifty-fifth session), and there int zipf keys
     * with the radix leaves (CpuConfig.RADIX_LEAF, sixty-third session) from CpuConfig.TEAM_SIMD_MIN_INT_DUPLICATES.
     */
    /**
     * The two-thread team's 32-bit keys need a sample of at most two repeats (CpuConfig.TEAM_SIMD_DISTINCT_MIN_32):
     * the generator's zipf floats at 2^23, whose 128-key samples hold 109-122 values, keep Arrays.sort for every seed
     * (a third of them took the team with RANDOM_DISTINCT_MIN's 120), and keys whose sample repeats three values too;
     * uniform floats, and a sample of two repeats, take the team.
     */
    @Test
    void zipfLikeFloatsKeepTheJdksSortBesideTheTwoThreadTeam() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        CpuConfig.setHalves(false); // (the team's rule: the halves before it below HALVES_BELOW, HalvesTest)
        try {
            zipfLikeFloatsOnTwoCores();
        } finally {
            CpuConfig.setHalves(true);
        }
    }

    private void zipfLikeFloatsOnTwoCores() {
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setThreads(2);
        int n = 1 << 23; // (zipf's samples at 2^20-2^22 hold at most 118 values: RANDOM_DISTINCT_MIN kept them off)
        assumeTrue(CpuConfig.teamSimd(n, 2, 4, false), "no two-thread team for float keys here");
        int wouldHaveTaken = 0;
        for (long seed = 42; seed < 51; seed++) { // (four of these nine hold 120-121 values in the sample)
            float[] a = DataGenerator.floats(Distribution.ZIPF, n, seed), e = a.clone();
            if (SampleSortFloat.sampledValues(a, 0, n).length >= CpuConfig.RANDOM_DISTINCT_MIN) wouldHaveTaken++;
            Arrays.sort(e);
            Jobs.sort(E, a, 0, n);
            assertSortedLike(e, a, "zipf seed " + seed);
            assertNotEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "zipf seed " + seed);
        }
        assertTrue(wouldHaveTaken > 0, "some zipf samples hold RANDOM_DISTINCT_MIN values or more");
        int m = Math.max(CpuConfig.TEAM_SIMD_MIN_32, CpuConfig.FEW_WIDE_SEQUENTIAL_MIN);
        assertEquals(CpuConfig.Route.TEAM, benchRoute(KeyType.FLOAT, Distribution.UNIFORM, m), "uniform");
        for (int repeats : new int[] {2, 3}) {
            // distinct random floats, but the sample's positions (2i + 1) n / 256 repeat `repeats` of its keys
            float[] a = new float[m];
            SplittableRandom r = new SplittableRandom(repeats);
            for (int i = 0; i < m; i++) a[i] = r.nextInt(1 << 24);
            for (int j = 0; j < repeats; j++) a[(int) ((2L * (2 * j + 1) + 1) * m / 256)] = a[(int) ((2L * (2 * j) + 1) * m / 256)];
            assertEquals(128 - repeats, SampleSortFloat.sampledValues(a, 0, m).length, "the sample's values");
            float[] e = a.clone();
            Arrays.sort(e);
            Jobs.sort(E, a, 0, m);
            assertSortedLike(e, a, repeats + " repeats");
            assertEquals(repeats <= 128 - CpuConfig.TEAM_SIMD_DISTINCT_MIN_32 ? CpuConfig.Route.TEAM : CpuConfig.Route.SMALL,
                    CpuConfig.lastRoute, repeats + " repeats in the sample");
        }
    }

    @Test
    void fewValuesOnTheSequentialJdkRouteAreCounted() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        CpuConfig.setCommonPoolParallel(false);
        int n = CpuConfig.FEW_WIDE_SEQUENTIAL_MIN;
        for (int threads : new int[] {2, 1}) {
            CpuConfig.setThreads(threads);
            for (KeyType t : new KeyType[] {KeyType.INT, KeyType.FLOAT}) {
                for (Distribution d : new Distribution[] {Distribution.FEW_UNIQUE_16, Distribution.FEW_UNIQUE_256}) {
                    assertEquals(CpuConfig.Route.FEW_FILL, benchRoute(t, d, n), t + " " + d.cliName() + " " + threads);
                }
                // below: 16 values from fewFillMin (fewSequentialMax, forty-fifth session), few256 not
                assertEquals(CpuConfig.Route.FEW_FILL, benchRoute(t, Distribution.FEW_UNIQUE_16, n - 1), t + " few16 below");
                assertEquals(CpuConfig.Route.SMALL, benchRoute(t, Distribution.FEW_UNIQUE_256, n - 1), t + " few256 below");
                // zipf: int keys (n keys within [0, n)) counted (DenseCount, eighty-first session) up to the dense
                // span's bound, else with the radix leaves on the team of both threads (sixty-third session) from
                // teamSimdMinIntDuplicates (seventieth session); float keys, the same integers, counted too
                // (DenseCountFloat, hundred-and-fourth session), else on Arrays.sort
                boolean onTeam = CpuConfig.teamSimd(n, threads, 4, t == KeyType.INT);
                assertEquals(n <= CpuConfig.DENSE_SPAN_MAX ? CpuConfig.Route.DENSE
                        : onTeam && t == KeyType.INT && CpuConfig.RADIX_LEAF
                        && n >= CpuConfig.TEAM_SIMD_MIN_INT_DUPLICATES ? CpuConfig.Route.TEAM
                        : CpuConfig.Route.SMALL, benchRoute(t, Distribution.ZIPF, n), t + " zipf " + threads);
                // (from the team's minimum for such keys where there is one: Intel's is never, 2^31 - 1, an input no
                // array holds, met where the build's samplesort.cpu.intel=false is not set: the ninetieth session's
                // run of these tests on the H200 host's Xeon with the console launcher)
                if (CpuConfig.TEAM_SIMD_MIN_INT_DUPLICATES <= 1 << 22) {
                    int big = Math.max(n, CpuConfig.TEAM_SIMD_MIN_INT_DUPLICATES);
                    assertEquals(big <= CpuConfig.DENSE_SPAN_MAX ? CpuConfig.Route.DENSE
                            : CpuConfig.teamSimd(big, threads, 4, t == KeyType.INT) && t == KeyType.INT
                            && CpuConfig.RADIX_LEAF ? CpuConfig.Route.TEAM : CpuConfig.Route.SMALL,
                            benchRoute(t, Distribution.ZIPF, big), t + " zipf from the team's minimum " + threads);
                }
                // (random keys: the team of both threads where the JDK's SIMD sort is sequential, SimdTeamTest)
                assertEquals(onTeam ? CpuConfig.Route.TEAM : CpuConfig.Route.SMALL,
                        benchRoute(t, Distribution.UNIFORM, n), t + " uniform");
            }
        }
        CpuConfig.setThreads(2);
        float[] f = DataGenerator.floats(Distribution.FEW_UNIQUE_256, n, 3);
        f[n / 2 + 1] = Float.NaN;   // between the sampled keys: the count meets it and refuses
        float[] fe = f.clone();
        Arrays.sort(fe);
        Jobs.sort(E, f, 0, n);
        assertSortedLike(fe, f, "few256 floats and a NaN");
        assertEquals(CpuConfig.Route.SMALL, CpuConfig.lastRoute, "few256 floats and a NaN");
        int[] a = DataGenerator.ints(Distribution.FEW_UNIQUE_256, n, 3);
        int max = Arrays.stream(a).max().getAsInt(), min = Arrays.stream(a).min().getAsInt();
        a[n / 2 + 1] = max < Integer.MAX_VALUE ? max + 1 : min - 1;   // one key outside the sampled values
        int[] ae = a.clone();
        Arrays.sort(ae);
        Jobs.sort(E, a, 0, n);
        assertArrayEquals(ae, a, "few256 ints and one outsider");
        assertEquals(CpuConfig.Route.SMALL, CpuConfig.lastRoute, "few256 ints and one outsider");
    }

    /**
     * 64-bit keys on the sequential JDK route (one thread; 2 cores, where their JDK sort is the SIMD one up to
     * jdkMin64): a few hundred values counted by their hash and filled from fewWideSequentialMin, as 32-bit keys
     * are (ninetieth session: the H200 host's Xeon on 2 cores sorted few256 `long[2^20]` in 7.6-9.4 ms on
     * Arrays.sort). A value outside the wider sample's, a NaN or a zero among the keys refuses the count, and the keys
     * still sort as Arrays.sort sorts them; zipf's sample shows too many values and costs the wider sample only.
     */
    @Test
    void sixtyFourBitFewValuesOnTheSequentialJdkRouteAreCounted() {
        CpuConfig.setCommonPoolParallel(false);
        int n = CpuConfig.FEW_WIDE_SEQUENTIAL_MIN;
        for (int threads : new int[] {2, 1}) {
            CpuConfig.setThreads(threads);
            for (KeyType t : new KeyType[] {KeyType.LONG, KeyType.DOUBLE}) {
                for (Distribution d : new Distribution[] {Distribution.FEW_UNIQUE_16, Distribution.FEW_UNIQUE_256}) {
                    assertEquals(CpuConfig.Route.FEW_FILL, benchRoute(t, d, n), t + " " + d.cliName() + " " + threads);
                }
                assertNotEquals(CpuConfig.Route.FEW_FILL, benchRoute(t, Distribution.ZIPF, n), t + " zipf " + threads);
                // zipf (the count refused) on the two-thread team for long keys from teamSimdMinLongDuplicates, where
                // the team sorts 64-bit keys at all; double keys in halves (HalvesTest), where they apply, else the
                // JDK's sort
                int big = Math.max(n, CpuConfig.TEAM_SIMD_MIN_LONG_DUPLICATES);
                boolean team = t == KeyType.LONG && CpuConfig.TEAM_SIMD_MIN_LONG_DUPLICATES > 0
                        && CpuConfig.teamSimd(big, threads, 8, false, false);
                // (before the team, below HALVES_BELOW: the halves, HalvesTest)
                CpuConfig.Route zipfTeam = CpuConfig.halvesFirst(big, threads, 8, false) && CpuConfig.halves(big, threads, 8, true)
                        ? CpuConfig.Route.HALVES : CpuConfig.Route.TEAM;
                if (team) assertEquals(zipfTeam, benchRoute(t, Distribution.ZIPF, big), t + " zipf " + big);
                if (t == KeyType.DOUBLE && CpuConfig.teamSimd(big, threads, 8, false, true)) {
                    assertEquals(CpuConfig.halves(big, threads, 8, true) ? CpuConfig.Route.HALVES : CpuConfig.Route.SMALL,
                            benchRoute(t, Distribution.ZIPF, big), t + " zipf " + big);
                }
                assertNotEquals(CpuConfig.Route.FEW_FILL, benchRoute(t, Distribution.UNIFORM, n), t + " uniform");
            }
            long[] a = DataGenerator.longs(Distribution.FEW_UNIQUE_256, n, 3);
            long max = Arrays.stream(a).max().getAsLong();
            a[n / 2 + 1] = max + 1;   // between the sampled keys: one key outside the sampled values
            long[] ae = a.clone();
            Arrays.sort(ae);
            Jobs.sort(E, a, 0, n);
            assertArrayEquals(ae, a, "few256 longs and one outsider");
            assertNotEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "few256 longs and one outsider");
            for (double odd : new double[] {Double.NaN, -0.0, 0.0}) {
                double[] f = DataGenerator.doubles(Distribution.FEW_UNIQUE_256, n, 3);
                f[n / 2 + 1] = odd;
                f[n / 4 + 1] = odd == 0.0 ? -odd : odd; // (both zeros where one is)
                double[] fe = f.clone();
                Arrays.sort(fe);
                Jobs.sort(E, f, 0, n);
                assertSortedLike(fe, f, "few256 doubles and " + odd);
            }
        }
    }

    /**
     * Two threads (2 cores: a one-worker common pool) from presortParallelMin, where the one-thread run scan does not
     * come first: all-equal and detdup keys (one non-increasing run after a constant prefix) are finished by the
     * one-run check in two pieces, not counted as a few values and filled (twenty-fourth session, 2 cores, 2^26:
     * `int`/`long` allequal and detdup 0.53-0.62x `Arrays.sort` that way), for every key type; random keys go on.
     */
    @Test
    void twoThreadsFinishOneRunInTwoPiecesAtLargeSizes() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setJdkBelow(1 << 20);   // 32-bit keys reach the engine's sizes at 2^25: the same path here
        int n = CpuConfig.PRESORT_PARALLEL_MIN;
        for (KeyType t : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
            for (Distribution d : new Distribution[] {Distribution.ALL_EQUAL, Distribution.DETERMINISTIC_DUPLICATES}) {
                // (64-bit detdup descends after its constant prefix: where the pair's check leaves descending runs
                // to the one-thread scan, CpuConfig.oneRunPairDescending, that scan finishes it)
                boolean scan = d == Distribution.DETERMINISTIC_DUPLICATES && !CpuConfig.oneRunPairDescending()
                        && CpuConfig.pairChecksOneRun(n, 2, t.byteSize());
                assertEquals(scan ? CpuConfig.Route.ONE_RUN : CpuConfig.Route.ONE_RUN_PARALLEL, benchRoute(t, d, n),
                        t + " " + d.cliName());
                assertTrue((CpuConfig.lastScans & CpuConfig.SCAN_PARALLEL) != 0, t + " " + d.cliName());
            }
        }
        assertTrue(benchRoute(KeyType.LONG, Distribution.UNIFORM, n) != CpuConfig.Route.ONE_RUN_PARALLEL);
    }

    /**
     * Sorted, all-equal and non-increasing floating point keys with a zero run of mixed -0.0/0.0 through the
     * parallel one-run check (JDK routes, 3 threads), and the same with a NaN or a late break (the sequential scan
     * and the JDK then sort).
     */
    @Test
    void parallelOneRunFloatingPointZeros() {
        Mode.JDK_ROUTES.apply();
        CpuConfig.setThreads(3);
        int n = 300_001;
        for (int variant = 0; variant < 3; variant++) {
            for (boolean down : new boolean[] {false, true}) {
                double[] d = new double[n];
                float[] f = new float[n];
                for (int i = 0; i < n; i++) {
                    int j = down ? n - 1 - i : i;
                    double v = j < n / 3 ? j - n : j < 2 * n / 3 ? ((j * 7) % 3 == 0 ? 0.0 : -0.0) : j;
                    d[i] = v;
                    f[i] = (float) v;
                }
                if (variant == 1) {
                    d[n - 5] = Double.longBitsToDouble(0x7FF8000000000077L);
                    f[n - 5] = Float.intBitsToFloat(0x7FC00077);
                } else if (variant == 2) {
                    d[n - 5] = d[n - 6] + (down ? 1 : -1);
                    f[n - 5] = f[n - 6] + (down ? 1 : -1);
                }
                checkFp(d, f, "variant=" + variant + " down=" + down);
            }
        }
        long[] eq = shape(Shape.ALL_EQUAL, n, 1);
        checkAllTypes(eq, "all equal, parallel one-run check");
    }

    /**
     * A constant prefix of PRESORT_PREFIX keys and more may begin a non-increasing run (the benchmark's detdup: about
     * log2 n values, descending, its first half one value): the parallel check tries both orders there, so such
     * input is one run found in parallel pieces (and reversed), and a break late in it still leaves the array as
     * it was. Floating point with a zero run of mixed signs and NaNs: through the sort, against Arrays.sort.
     */
    @Test
    void parallelOneRunCheckConstantPrefixDescending() {
        CpuConfig.setThreads(3);
        int n = 300_001, flat = 100_000;
        long[] x = new long[n];
        for (int i = 0; i < n; i++) x[i] = i < flat ? 7 : 7 - (i - flat) / 1000;
        long[] e = x.clone(), before = x.clone();
        Arrays.sort(e);
        assertTrue(SampleSortLong.oneRunParallel(x, 0, n, 3), "constant prefix, then non-increasing");
        assertArrayEquals(e, x);
        int[] xi = CpuTestData.ints(before), ei = xi.clone();
        Arrays.sort(ei);
        assertTrue(SampleSortInt.oneRunParallel(xi, 0, n, 3));
        assertArrayEquals(ei, xi);
        long[] late = before.clone();
        late[n - 10] = late[n - 11] + 1;
        long[] lateCopy = late.clone();
        assertFalse(SampleSortLong.oneRunParallel(late, 0, n, 3), "a late rise");
        assertArrayEquals(lateCopy, late, "untouched when the check fails");
        long[] up = before.clone(); // constant prefix, then an ascent: one non-decreasing run, not reversed
        for (int i = flat; i < n; i++) up[i] = 7 + (i - flat) / 1000;
        long[] upCopy = up.clone();
        assertTrue(SampleSortLong.oneRunParallel(up, 0, n, 3));
        assertArrayEquals(upCopy, up);
        long[] bench = DataGenerator.longs(Distribution.DETERMINISTIC_DUPLICATES,
                n, 42);
        long[] be = bench.clone();
        Arrays.sort(be);
        assertTrue(SampleSortLong.oneRunParallel(bench, 0, n, 3), "detdup");
        assertArrayEquals(be, bench);
        Mode.JDK_ROUTES.apply();
        CpuConfig.setThreads(3);
        for (int variant = 0; variant < 3; variant++) {
            double[] d = new double[n];
            float[] f = new float[n];
            for (int i = 0; i < n; i++) {
                double v = i < flat ? ((i * 7) % 3 == 0 ? 0.0 : -0.0) : -1 - (i - flat) / 1000;
                d[i] = v;
                f[i] = (float) v;
            }
            if (variant == 1) {
                d[n / 2] = Double.longBitsToDouble(0x7FF8000000000077L);
                f[n / 2] = Float.intBitsToFloat(0x7FC00077);
            } else if (variant == 2) {
                d[n - 5] = 3;
                f[n - 5] = 3;
            }
            checkFp(d, f, "constant zeros then descending, variant=" + variant);
            if (variant == 0) assertEquals(CpuConfig.Route.ONE_RUN_PARALLEL, CpuConfig.lastRoute);
        }
        long[] y = before.clone();
        Jobs.sort(E, y, 0, n);
        assertArrayEquals(e, y);
        assertEquals(CpuConfig.Route.ONE_RUN_PARALLEL, CpuConfig.lastRoute);
        checkAllTypes(before, "constant prefix then non-increasing"); // edges: NaNs and zeros sprinkled in
    }

    /** Sorts the benchmark's input (DataGenerator, seed 42) through the engine, checks it, returns the route. */
    private static CpuConfig.Route benchRoute(KeyType type, Distribution d, int n) {
        String what = type + " " + d.cliName() + " n=" + n + " threads=" + CpuConfig.threads();
        switch (type) {
            case INT -> {
                int[] a = DataGenerator.ints(d, n, 42), e = a.clone();
                Jobs.sort(E, a, 0, n);
                Arrays.sort(e);
                assertArrayEquals(e, a, what);
            }
            case LONG -> {
                long[] a = DataGenerator.longs(d, n, 42), e = a.clone();
                Jobs.sort(E, a, 0, n);
                Arrays.sort(e);
                assertArrayEquals(e, a, what);
            }
            case FLOAT -> {
                float[] a = DataGenerator.floats(d, n, 42), e = a.clone();
                Jobs.sort(E, a, 0, n);
                Arrays.sort(e);
                assertSortedLike(e, a, what);
            }
            default -> {
                double[] a = DataGenerator.doubles(d, n, 42), e = a.clone();
                Jobs.sort(E, a, 0, n);
                Arrays.sort(e);
                assertSortedLike(e, a, what);
            }
        }
        return CpuConfig.lastRoute;
    }

    /** The team sort's route where it applies (the JDK's intrinsic present), else parallelSort's. */
    private static CpuConfig.Route team() {
        return CpuConfig.JDK_SIMD_SORT ? CpuConfig.Route.TEAM : CpuConfig.Route.PAR;
    }

    /**
     * The scans of a sort the hybrid hands to {@code Arrays.sort} (SMALL): the run scan from runMergeMin keys, whose
     * runs it finishes or merges itself (RunMerge, thirty-second session).
     */
    private static int smallScans(int n) {
        return n >= CpuConfig.RUN_MERGE_MIN ? CpuConfig.SCAN_RUNS : 0;
    }

    /**
     * The route of unstructured keys that the sequential route hands to {@code Arrays.sort} (SMALL), or the team
     * below SPLIT_BELOW: in quarters where SplitSort applies ({@code CpuConfig.splitSorts}), from SPLIT_TEAM_MIN on
     * the team, else {@code otherwise}.
     */
    private static CpuConfig.Route split(KeyType t, int n, CpuConfig.Route otherwise) {
        return split(t, n, otherwise, false);
    }

    /** {@link #split(KeyType, int, CpuConfig.Route)}; {@code duplicates}: a sample with duplicates (32-bit keys: quarters). */
    private static CpuConfig.Route split(KeyType t, int n, CpuConfig.Route otherwise, boolean duplicates) {
        boolean w4 = t == KeyType.INT || t == KeyType.FLOAT;
        if (!CpuConfig.splitSorts(n, CpuConfig.threads(), w4 ? 4 : 8, t == KeyType.FLOAT || t == KeyType.DOUBLE)) {
            return otherwise;
        }
        if (n < CpuConfig.SPLIT_TEAM_MIN) return CpuConfig.Route.SPLIT;
        // from SPLIT_TEAM_MIN on the team, but 32-bit keys with duplicates: float in quarters, int to Arrays.sort
        return !(w4 && duplicates) ? CpuConfig.Route.TEAM : t == KeyType.INT ? otherwise : CpuConfig.Route.SPLIT;
    }

    /**
     * {@link #split(KeyType, int, CpuConfig.Route, boolean)} for keys of at most a few hundred values, each in the
     * wider sample: int keys that leave the quarters there are counted (SampleSort.splitCounted, below
     * fewWideSequentialMin, where the sequential route has not looked for them).
     */
    private static CpuConfig.Route splitFew(KeyType t, int n, CpuConfig.Route otherwise) {
        boolean intLeaves = t == KeyType.INT && CpuConfig.splitSorts(n, CpuConfig.threads(), 4, false)
                && n >= CpuConfig.SPLIT_TEAM_MIN;
        return intLeaves && n < CpuConfig.FEW_WIDE_SEQUENTIAL_MIN ? CpuConfig.Route.FEW_FILL
                : split(t, n, otherwise, true);
    }

    /**
     * The reads before the run scan that assertRoute leaves out: the run probe's 512 keys and the first run read
     * before it (severalRunsGoToParallelSortUnscanned, oneRunIsFinishedBeforeTheRunProbe).
     */
    private static final int PROBES = CpuConfig.SCAN_RUN_PROBE | CpuConfig.SCAN_FIRST_RUN;

    private static void assertRoute(CpuConfig.Route route, int scans, KeyType type, Distribution d,
                                    int n) {
        String what = type + " " + d.cliName() + " n=" + n + " threads=" + CpuConfig.threads();
        assertEquals(route, benchRoute(type, d, n), what);
        assertEquals(scans, CpuConfig.lastScans & ~PROBES,
                "scans (1: parallel check, 2: run scan, 4: few probe) " + what);
    }

    /**
     * The routes of the cells that the 16-core run of 2026-11-23 (cpu16-after2) measured below 0.95x the faster JDK
     * sort, under that host's settings (16 threads, a parallel common pool, the policy's thresholds) and with the
     * benchmark's own inputs. detdup 2^22 (one non-increasing run whose first 2^16 keys are one value): finished by
     * the parallel one-run check, where before the check gave up after its prefix and the one-thread scan read all
     * 2^22 keys and reversed them on one thread (`int` 5.57 ms against parallelSort's 4.06). Run-structured input
     * in parallelSort's range (sawtooth 2^22): no one-thread scan after the parallel check. few256 2^22 (`int`,
     * `float`) and the 2^16-2^18 cells of uniform, zipf, staggered, bucket and few256 keys: parallelSort after
     * the first few keys of the scans (about 1-2 us before a sort of 0.4-2 ms). 2 cores: as before.
     */
    /**
     * Below the team's sorts' threads (8; 32-bit keys 12) but with its structure routes' (3): a few hundred values
     * (few256) are counted by hash on the team, where they went to parallelSort (sixty-ninth session); zipf (more
     * than fewWideMax values in the wider sample) and random keys still go there.
     */
    @Test
    void aFewHundredValuesAreCountedOnTheTeamFromItsStructureThreads() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        CpuConfig.setCommonPoolParallel(true);
        int f = CpuConfig.SCAN_FEW;
        for (int threads : new int[] {3, 4, 8, 11}) {
            CpuConfig.setThreads(threads);
            for (int n : new int[] {CpuConfig.FEW_WIDE_MIN, 1 << 20}) {
                for (KeyType t : new KeyType[] {KeyType.INT, KeyType.FLOAT, KeyType.LONG, KeyType.DOUBLE}) {
                    String what = t + " few256 2^" + Integer.numberOfTrailingZeros(n) + ", " + threads + " threads";
                    assertEquals(CpuConfig.Route.FEW_FILL, benchRoute(t, Distribution.FEW_UNIQUE_256, n), what);
                    assertEquals(f, CpuConfig.lastScans & f, what + ": the few-values scan");
                }
                assertNotEquals(CpuConfig.Route.FEW_FILL, benchRoute(KeyType.INT, Distribution.ZIPF, n), "int zipf");
                assertNotEquals(CpuConfig.Route.FEW_FILL, benchRoute(KeyType.INT, Distribution.UNIFORM, n), "uniform");
            }
        }
        CpuConfig.setThreads(CpuConfig.POLICY.team().structureMinThreads() - 1); // (below: parallelSort, as before)
        assertNotEquals(CpuConfig.Route.FEW_FILL, benchRoute(KeyType.INT, Distribution.FEW_UNIQUE_256, 1 << 18));
    }

    /**
     * Below the team's sorts' threads, from fewSequentialBelow (where the few-values probe no longer looks) up: a
     * handful of values (few2, few16) is counted on the team too, for 32-bit keys as for 64-bit ones, where `int` and
     * `float` went to parallelSort (4 / 8 cores, `int` few2 2^22: 32.4 / 25.8 ms there, seventy-second session).
     */
    @Test
    void aHandfulOfValuesIsCountedOnTheTeamAboveTheProbesSizes() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        CpuConfig.setCommonPoolParallel(true);
        int f = CpuConfig.SCAN_FEW;
        for (int threads : new int[] {3, 4, 8, 11}) {
            CpuConfig.setThreads(threads);
            for (int n : new int[] {CpuConfig.fewSequentialBelow(), 1 << 20}) {
                for (KeyType t : new KeyType[] {KeyType.INT, KeyType.FLOAT, KeyType.LONG, KeyType.DOUBLE}) {
                    for (Distribution d : new Distribution[] {Distribution.FEW_UNIQUE_2, Distribution.FEW_UNIQUE_16}) {
                        String what = t + " " + d.cliName() + " 2^" + Integer.numberOfTrailingZeros(n) + ", "
                                + threads + " threads";
                        assertEquals(CpuConfig.Route.FEW_FILL, benchRoute(t, d, n), what);
                        assertEquals(f, CpuConfig.lastScans & f, what + ": the few-values scan");
                    }
                }
            }
            assertNotEquals(CpuConfig.Route.FEW_FILL, benchRoute(KeyType.INT, Distribution.ZIPF, 1 << 20), "zipf");
        }
    }

    /**
     * `float` keys with duplicates but not few values (zipf) sort on the team from the 64-bit keys' team threads (8)
     * up to those of every unstructured 32-bit key (12), from jdkSequentialBelow to the team's sizes, and are counted
     * below it (zipf's keys hold integers); `int` zipf, and `float` keys without duplicates, stay with the JDK's sort
     * there, and with fewer threads `float` zipf too. Exact results (benchRoute compares with Arrays.sort).
     */
    @Test
    void floatKeysWithDuplicatesSortOnTheTeamFromItsSixtyFourBitThreads() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        CpuConfig.setCommonPoolParallel(true);
        int from = CpuConfig.jdkSequentialBelow();
        for (int threads : new int[] {CpuConfig.teamMinThreads(), CpuConfig.teamMinThreads32() - 1}) {
            CpuConfig.setThreads(threads);
            for (int n : new int[] {from, 1 << 20}) {
                String what = "2^" + Integer.numberOfTrailingZeros(n) + ", " + threads + " threads";
                assertEquals(CpuConfig.Route.TEAM, benchRoute(KeyType.FLOAT, Distribution.ZIPF, n), "float zipf " + what);
                assertNotEquals(CpuConfig.Route.TEAM, benchRoute(KeyType.INT, Distribution.ZIPF, n), "int zipf " + what);
                assertNotEquals(CpuConfig.Route.TEAM, benchRoute(KeyType.FLOAT, Distribution.UNIFORM, n),
                        "float uniform " + what);
            }
            // (below it zipf's keys, the integers [0, n) as floats, are counted: CpuConfig.denseCountFp)
            assertEquals(from / 2 >= CpuConfig.DENSE_MIN ? CpuConfig.Route.DENSE : CpuConfig.Route.SMALL,
                    benchRoute(KeyType.FLOAT, Distribution.ZIPF, from / 2),
                    "float zipf below jdkSequentialBelow, " + threads + " threads");
        }
        CpuConfig.setThreads(CpuConfig.teamMinThreads() - 1);
        assertNotEquals(CpuConfig.Route.TEAM, benchRoute(KeyType.FLOAT, Distribution.ZIPF, from), "float zipf, "
                + (CpuConfig.teamMinThreads() - 1) + " threads");
    }

    @Test
    void sixteenCoreRoutesOfTheBenchmarkCells() {
        // the routes under the JDK's intrinsic (both measured hosts); without it the JDK's range ends at
        // jdkBelowScalar and these inputs are the engine's (results: the differential tests, on every machine)
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        CpuConfig.setThreads(16);
        CpuConfig.setCommonPoolParallel(true);
        int p = CpuConfig.SCAN_PARALLEL, r = CpuConfig.SCAN_RUNS, f = CpuConfig.SCAN_FEW;
        for (KeyType t : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
            assertRoute(CpuConfig.Route.ONE_RUN_PARALLEL, p, t, Distribution.DETERMINISTIC_DUPLICATES,
                    1 << 22);
            // 2^18: checked in pieces on the team (thirty-sixth session; one thread's scan before)
            assertRoute(CpuConfig.Route.ONE_RUN_TEAM, CpuConfig.SCAN_SEGMENTS, t, Distribution.DETERMINISTIC_DUPLICATES,
                    1 << 18);
        }
        // 2^22 32-bit keys are the engine's with 16 threads (sixteenth session); duplicate-heavy keys go on to
        // parallelSort after the 128-key sample, before the NaN pass, the buffers and the engine's own sample
        for (KeyType t : new KeyType[] {KeyType.INT, KeyType.FLOAT}) {
            // few256: all values in the wider sample, counted by rank and filled (twenty-second session); zipf's
            // tail shows in it as values read once: parallelSort for int keys, the engine for float keys with
            // 12+ threads (twenty-fourth session, CpuConfig.FLOAT_DUPLICATES_ENGINE_THREADS)
            assertRoute(CpuConfig.Route.FEW_FILL, p | r | f, t, Distribution.FEW_UNIQUE_256, 1 << 22);
            assertRoute(t == KeyType.INT ? CpuConfig.Route.DUPLICATES_PAR : CpuConfig.Route.ENGINE, p | r | f, t,
                    Distribution.ZIPF, 1 << 22);
            // int keys too from intDuplicatesEngineMin (fifty-ninth session: the engine 1.05-1.4x parallelSort there)
            assertEquals(CpuConfig.Route.ENGINE, benchRoute(t, Distribution.ZIPF, CpuConfig.INT_DUPLICATES_ENGINE_MIN),
                    t + " zipf from intDuplicatesEngineMin");
            assertRoute(CpuConfig.Route.ENGINE, p | r, t, Distribution.UNIFORM, 1 << 22);
            // value-clustered keys below clusteredJdkBelow32: parallelSort (thirty-first session); nearly sorted
            // keys before any scan: AlmostSorted's parallel pass
            assertRoute(CpuConfig.Route.CLUSTERED, p | r, t, Distribution.STAGGERED, 1 << 22);
            assertEquals(CpuConfig.Route.ALMOST_SORTED, benchRoute(t, Distribution.ALMOST_SORTED, 1 << 22),
                    t + " almostsorted 2^22");
            assertRoute(CpuConfig.Route.ENGINE, p, t, Distribution.STAGGERED, 1 << 23);
            // below 2^22, on the team's route: few256 counted by hash and filled there too (twenty-third session;
            // without the intrinsic, no team: int keys with duplicates on parallelSort, float keys too)
            assertRoute(CpuConfig.Route.FEW_FILL, p | f, t, Distribution.FEW_UNIQUE_256, (1 << 22) - 1);
            assertRoute(team(), CpuConfig.JDK_SIMD_SORT ? p | f : p, t, Distribution.ZIPF, (1 << 22) - 1);
            // two values where the engine would start: counted and filled (seventeenth session)
            assertRoute(CpuConfig.Route.FEW_FILL, p | r | f, t, Distribution.FEW_UNIQUE_2, 1 << 22);
            // sixteen values: counted by their hash and filled (twenty-third session)
            assertRoute(CpuConfig.Route.FEW_FILL, p | r | f, t, Distribution.FEW_UNIQUE_16, 1 << 22);
        }
        // 64-bit keys too (twenty-second session: the engine's equality fill took 3.4-5.8 ms for `long` few2 2^21)
        for (KeyType t : new KeyType[] {KeyType.LONG, KeyType.DOUBLE}) {
            assertRoute(CpuConfig.Route.FEW_FILL, p | r | f, t, Distribution.FEW_UNIQUE_2, 1 << 22);
            assertRoute(CpuConfig.Route.ENGINE, p | r, t, Distribution.UNIFORM, 1 << 22);
            // few256: all values in the wider sample, counted by hash and filled (twenty-fifth session); zipf's
            // tail refuses the wider sample: the engine
            assertRoute(CpuConfig.Route.FEW_FILL, p | r | f, t, Distribution.FEW_UNIQUE_256, 1 << 22);
            assertRoute(CpuConfig.Route.ENGINE, p | r, t, Distribution.ZIPF, 1 << 22);
        }
        // a few hundred double values: counted and filled; zeros (whose signs the count does not order) or NaNs
        // among them refuse the count, and the engine sorts them exactly
        double[] few = new double[1 << 22];
        SplittableRandom fr = new SplittableRandom(11);
        for (int i = 0; i < few.length; i++) few[i] = (fr.nextInt(300) - 150) * 0.25 + 0.125;
        double[] zeros = few.clone(), nans = few.clone();
        checkDoubles(few, CpuConfig.Route.FEW_FILL, "300 double values, 2^22");
        for (int i = 0; i < zeros.length; i += 3) zeros[i] = i % 2 == 0 ? -0.0 : 0.0;
        checkDoubles(zeros, CpuConfig.Route.ENGINE, "300 double values and both zeros, 2^22");
        for (int i = 0; i < nans.length; i += 997) nans[i] = Double.NaN;
        checkDoubles(nans, CpuConfig.Route.ENGINE, "300 double values and NaNs, 2^22");
        // two values at the team's sizes: counted and filled (nineteenth session; one thread below twice fewFillPiece)
        for (KeyType t : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
            assertRoute(CpuConfig.JDK_SIMD_SORT ? CpuConfig.Route.FEW_FILL : CpuConfig.Route.PAR,
                    CpuConfig.JDK_SIMD_SORT ? p | f : p, t, Distribution.FEW_UNIQUE_2, 1 << 20);
        }
        // three int values and one key outside them: the count is refused, the engine sorts it exactly
        int m = 1 << 22;
        int[] three = new int[m];
        SplittableRandom rnd = new SplittableRandom(5);
        for (int i = 0; i < m; i++) three[i] = (rnd.nextInt(3) - 1) * 1_000_003;
        three[m - 3] = 17;
        int[] threeE = three.clone();
        Jobs.sort(E, three, 0, m);
        Arrays.sort(threeE);
        assertArrayEquals(threeE, three, "three values and one other");
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute);
        // a few hundred values (extremes among them) counted by rank and filled; one key outside them, or more
        // values than fewWideMax, or a NaN among them: the JDK's sort, exactly
        int[] wide = new int[m];
        int[] wideVals = new int[300];
        for (int k = 0; k < wideVals.length; k++) wideVals[k] = rnd.nextInt();
        wideVals[0] = Integer.MIN_VALUE;
        wideVals[1] = Integer.MAX_VALUE;
        for (int i = 0; i < m; i++) wide[i] = wideVals[rnd.nextInt(wideVals.length)];
        checkInts(wide.clone(), CpuConfig.Route.FEW_FILL, p | r | f, "300 values, 2^22");
        wide[m - 5] = 12345;
        checkInts(wide.clone(), CpuConfig.Route.DUPLICATES_PAR, p | r | f, "300 values and one other, 2^22");
        for (int i = 0; i < m; i++) wide[i] = rnd.nextInt(CpuConfig.FEW_WIDE_MAX + 40) * 7919;
        checkInts(wide, CpuConfig.Route.DUPLICATES_PAR, p | r | f, "more values than fewWideMax, 2^22");
        float[] wf = new float[m];
        for (int i = 0; i < m; i++) wf[i] = wideVals[rnd.nextInt(wideVals.length)] * 0.5f;
        checkFloats(wf.clone(), CpuConfig.Route.FEW_FILL, "300 float values, 2^22");
        for (int i = 0; i < m; i += 1024) wf[i] = Float.NaN; // read by the wide sample once each
        float[] wfe = wf.clone();
        Jobs.sort(E, wf, 0, m);
        Arrays.sort(wfe);
        assertSortedLike(wfe, wf, "300 float values and NaNs, 2^22");
        assertNotEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "300 float values and NaNs, 2^22");
        // two float values with a NaN, or with zeros of both signs: the count refuses, the engine sorts exactly
        float[] g = new float[m];
        for (int i = 0; i < m; i++) g[i] = rnd.nextBoolean() ? 2.5f : -1.25f;
        g[m / 2 + 3] = Float.intBitsToFloat(0x7fc00123);
        checkFloats(g, CpuConfig.Route.ENGINE, "two float values and a NaN, 2^22");
        for (int i = 0; i < m; i++) g[i] = rnd.nextInt(3) == 0 ? 3.0f : rnd.nextBoolean() ? 0.0f : -0.0f;
        checkFloats(g, CpuConfig.Route.ENGINE, "float zeros of both signs and one other value, 2^22");
        // parallelSort's inputs from 2^16 to 2^22 go to the team (where the JDK's sort is the intrinsic); 64-bit few256
        // there counted by hash on the team since the sixty-ninth session (the team's sort before)
        CpuConfig.Route wideFill = CpuConfig.JDK_SIMD_SORT ? CpuConfig.Route.FEW_FILL : CpuConfig.Route.PAR;
        assertRoute(wideFill, r | f, KeyType.LONG, Distribution.FEW_UNIQUE_256, 1 << 18);
        assertRoute(wideFill, r | f, KeyType.DOUBLE, Distribution.FEW_UNIQUE_256, CpuConfig.FEW_WIDE_MIN);
        assertRoute(team(), r | f, KeyType.DOUBLE, Distribution.ZIPF, 1 << 17);
        assertRoute(team(), r | f, KeyType.FLOAT, Distribution.UNIFORM, 1 << 18);
        assertRoute(team(), r | f, KeyType.FLOAT, Distribution.ZIPF, 1 << 18);
        assertRoute(team(), r | f, KeyType.FLOAT, Distribution.STAGGERED, 1 << 18);
        assertRoute(team(), r | f, KeyType.INT, Distribution.BUCKET_SORTED, 1 << 16);
        assertRoute(team(), r | f, KeyType.LONG, Distribution.ZIPF, 1 << 18);
        assertRoute(team(), p, KeyType.INT, Distribution.UNIFORM, 1 << 20); // the parallel check from 2^20
        // int keys with duplicates: zipf on the team's sort (twenty-third session; the JDK's before), few256 from
        // fewWideMin all its values in the wider sample, counted by hash on the team
        // (up to denseParallelMax zipf's ranks, n keys in [0, n), are counted before the few probe: DenseCount)
        for (int n : new int[] {CpuConfig.FEW_WIDE_MIN, CpuConfig.DUP_SEQUENTIAL_BELOW_32, 1 << 18}) {
            boolean dense = n <= CpuConfig.DENSE_PARALLEL_MAX;
            assertRoute(dense ? CpuConfig.Route.DENSE : team(), dense ? r : r | f, KeyType.INT, Distribution.ZIPF, n);
            assertRoute(wideFill, r | f, KeyType.INT, Distribution.FEW_UNIQUE_256, n);
        }
        assertRoute(CpuConfig.JDK_SIMD_SORT ? CpuConfig.Route.FEW_FILL : team(), r | f, KeyType.FLOAT,
                Distribution.FEW_UNIQUE_256, Math.max(CpuConfig.FEW_WIDE_MIN, CpuConfig.jdkSequentialBelow()));
        assertRoute(team(), r | f, KeyType.FLOAT, Distribution.ZIPF, 1 << 18);
        // sixteen values on the team: counted by their hash and filled (32-bit keys since the twenty-third session)
        assertRoute(CpuConfig.Route.FEW_FILL, r | f, KeyType.INT, Distribution.FEW_UNIQUE_16, 1 << 18);
        // from the team's own bound since the forty-sixth session (dupSequentialBelow32: Arrays.sort up to 2^17)
        assertRoute(CpuConfig.Route.FEW_FILL, r | f, KeyType.INT, Distribution.FEW_UNIQUE_16, 1 << 16);
        assertRoute(CpuConfig.Route.FEW_FILL, r | f, KeyType.FLOAT, Distribution.FEW_UNIQUE_16, 1 << 16);
        assertRoute(CpuConfig.JDK_SIMD_SORT ? CpuConfig.Route.FEW_FILL : CpuConfig.Route.PAR,
                CpuConfig.JDK_SIMD_SORT ? p | f : p, KeyType.INT, Distribution.FEW_UNIQUE_16, 1 << 20);
        // two values below fewSequentialBelow: the count and fill, in pieces (not on the team below twice
        // fewFillPiece); float keys too since their count vectorized (before, Arrays.sort: 0.52-0.80x parallelSort
        // in two JVMs of the forty-fourth session, its time on few2 float[2^18] 0.51 ms in one, 3.0 in the other)
        assertRoute(CpuConfig.Route.FEW_FILL, r | f, KeyType.INT, Distribution.FEW_UNIQUE_2, 1 << 18);
        assertRoute(CpuConfig.Route.FEW_FILL, r | f, KeyType.FLOAT, Distribution.FEW_UNIQUE_2, 1 << 18);
        // (from SPLIT_TEAM_MIN, where the quarters refuse int keys with duplicates, counted: hundred-and-fourteenth
        // session, 16 cores, 1.19-1.29x where Arrays.sort's 0.93-0.97x)
        CpuConfig.Route few256 = splitFew(KeyType.INT, 1 << 14, CpuConfig.Route.SMALL);
        assertRoute(few256, smallScans(1 << 14) | (few256 == CpuConfig.Route.FEW_FILL ? CpuConfig.SCAN_FEW : 0),
                KeyType.INT, Distribution.FEW_UNIQUE_256, 1 << 14);
        // run-structured (RUNS) in parallelSort's range (below 2^22 for 32-bit keys with 16 threads): no one-thread
        // scan after the parallel check
        int n = 1 << 21;
        int[] saw = CpuTestData.ints(shape(Shape.SAWTOOTH_100, n, 5)), sawE = saw.clone();
        Jobs.sort(E, saw, 0, n);
        Arrays.sort(sawE);
        assertArrayEquals(sawE, saw);
        assertEquals(team(), CpuConfig.lastRoute, "parallelSort's input: the team's where it applies");
        // (and the run probe's 512 reads: a hundred teeth are more runs than it sends to parallelSort as runs)
        assertEquals(p | CpuConfig.SCAN_RUN_PROBE, CpuConfig.lastScans, "sawtooth: the parallel check only");
        // 2 cores (the common pool has one worker): the JDK range is Arrays.sort, unscanned (64-bit keys only
        // sampled for a handful of values: fewValuesAreCountedAndFilled); above it as before
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        // (32-bit keys with a few hundred values counted from fewWideSequentialMin: twenty-fourth session)
        assertRoute(CpuConfig.Route.FEW_FILL, f, KeyType.INT, Distribution.FEW_UNIQUE_256, 1 << 22);
        assertRoute(CpuConfig.Route.FEW_FILL, f, KeyType.INT, Distribution.FEW_UNIQUE_256, (1 << 20) - 1);
        int belowWide = CpuConfig.FEW_WIDE_SEQUENTIAL_MIN - 1; // (2^20 until the sixty-third session)
        assertRoute(CpuConfig.Route.SMALL, smallScans(belowWide), KeyType.INT, Distribution.FEW_UNIQUE_256, belowWide);
        // (one run down, its first half one value: finished by the scan where it runs, RunMerge's thirty-second
        // session)
        assertRoute(smallScans(1 << 22) != 0 ? CpuConfig.Route.ONE_RUN : CpuConfig.Route.SMALL, smallScans(1 << 22),
                KeyType.INT, Distribution.DETERMINISTIC_DUPLICATES, 1 << 22);
        // (64-bit keys with a few hundred values counted there too from fewWideSequentialMin: ninetieth session)
        assertRoute(CpuConfig.Route.FEW_FILL, f, KeyType.LONG, Distribution.FEW_UNIQUE_256, 1 << 18);
        // (from oneRunPairMin64 checked on the team of both threads: ninety-eighth session)
        // a descending run there only where oneRunPairDescending (Intel's default; else the one-thread scan after
        // the check's probes: ninety-ninth session)
        boolean pair = CpuConfig.pairChecksOneRun(1 << 22, 2, 8), down = pair && CpuConfig.oneRunPairDescending();
        assertRoute(down ? CpuConfig.Route.ONE_RUN_PARALLEL : CpuConfig.Route.ONE_RUN,
                down ? p | CpuConfig.SCAN_SEGMENTS : pair ? p | r : r, KeyType.LONG,
                Distribution.DETERMINISTIC_DUPLICATES, 1 << 22);
    }

    /**
     * Above the JDK's range on many threads (the engine's own sorts: 2^26 on 16 cores), the parallel one-run check
     * comes before the NaN pass: non-increasing input with ties (floating point reverse at 2^26 repeats keys), a
     * constant prefix before a descent (detdup) and zeros of both signs are finished there; a NaN breaks the run
     * and the input goes on to the engine, whose NaN pass now first looks for NaNs in parallel pieces. Each result
     * against Arrays.sort (Float/Double.compare per position, the same raw bit patterns). (2^23 keys: the engine's presorted check runs in parallel pieces from there,
     * and only then is the hybrid's early run scan left out.)
     */
    @Test
    void manyThreadsAboveTheJdkRangeFinishNonIncreasingRunsInParallel() {
        CpuConfig.setThreads(16);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkBelow(1 << 20);
        int n = CpuConfig.PRESORT_PARALLEL_MIN;
        SplittableRandom r = new SplittableRandom(7);
        // non-increasing floats with runs of equal keys and both zeros
        float[] f = new float[n];
        float x = 1e6f;
        for (int i = 0; i < n; i++) {
            if (r.nextInt(4) == 0) x -= r.nextInt(3);
            f[i] = x == 0 ? (r.nextBoolean() ? -0.0f : 0.0f) : x;
        }
        checkFloats(f, CpuConfig.Route.ONE_RUN_PARALLEL, "float non-increasing with ties and zeros");
        // detdup-like doubles: a constant prefix, then a descent with ties
        double[] d = new double[n];
        for (int i = 0; i < n; i++) d[i] = i < n / 2 ? 42.0 : 42.0 - (i - n / 2) / 3;
        checkDoubles(d, CpuConfig.Route.ONE_RUN_PARALLEL, "double constant prefix then descent");
        // a NaN in the middle breaks the run: the engine sorts it (NaN pass, then the sample sort)
        float[] g = f.clone();
        g[n / 2] = Float.NaN;
        checkFloats(g, CpuConfig.Route.ENGINE, "float non-increasing with a NaN");
        // random keys with and without NaNs: the parallel NaN check and the one-thread NaN pass
        double[] u = new double[n];
        for (int i = 0; i < n; i++) u[i] = r.nextDouble() - 0.5;
        checkDoubles(u, CpuConfig.Route.ENGINE, "double uniform, no NaN");
        for (int i = 0; i < 100; i++) u[r.nextInt(n)] = i % 2 == 0 ? Double.NaN : Double.longBitsToDouble(0x7ff8_0000_0000_0001L + i);
        checkDoubles(u, CpuConfig.Route.ENGINE, "double uniform with NaNs");
        long[] l = new long[n];
        for (int i = 0; i < n; i++) l[i] = (n - i) / 5;
        long[] le = l.clone();
        Jobs.sort(E, l, 0, n);
        Arrays.sort(le);
        assertArrayEquals(le, l, "long non-increasing with ties");
        assertEquals(CpuConfig.Route.ONE_RUN_PARALLEL, CpuConfig.lastRoute);
    }

    /**
     * Two threads above the JDK's range (2 cores): floating point runs the early run scan first, before the NaN
     * pass, so one run with ties and zeros of both signs is finished there (from presortParallelMin by the one-run
     * check in two pieces, twenty-fourth session); a NaN breaks it into runs for the JDK, and random keys with NaNs
     * go to the engine. Results against Arrays.sort, bit for bit.
     */
    @Test
    void twoThreadsFinishFloatingPointRunsBeforeTheNanPass() {
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setJdkBelow(1 << 20);
        int n = CpuConfig.PRESORT_PARALLEL_MIN + 3;
        SplittableRandom r = new SplittableRandom(17);
        float[] f = new float[n];   // detdup-like: a constant prefix, then a descent with ties down through the zeros
        for (int i = 0; i < n; i++) {
            float x = i < n / 2 ? 26f : 26f - (i - n / 2) / (float) (n / 60);
            f[i] = x <= 0 && x > -1 ? (r.nextBoolean() ? -0.0f : 0.0f) : (float) Math.floor(x);
        }
        checkFloats(f.clone(), CpuConfig.Route.ONE_RUN_PARALLEL, "float non-increasing with ties and zeros, 2 threads");
        double[] d = new double[n];
        for (int i = 0; i < n; i++) d[i] = f[i];
        // (64-bit keys: on the pair's check, or where that leaves descending runs to it, the one-thread scan)
        checkDoubles(d.clone(), CpuConfig.oneRunPairDescending() || !CpuConfig.pairChecksOneRun(n, 2, Double.BYTES)
                ? CpuConfig.Route.ONE_RUN_PARALLEL : CpuConfig.Route.ONE_RUN,
                "double non-increasing with ties and zeros, 2 threads");
        f[n / 3] = Float.NaN;   // three runs now: the JDK merges them (and moves the NaN itself)
        checkFloats(f, CpuConfig.Route.RUNS_SORT, "float non-increasing with a NaN, 2 threads");
        double[] u = new double[n];
        for (int i = 0; i < n; i++) u[i] = r.nextInt(1000) == 0 ? Double.NaN : r.nextDouble() - 0.5;
        checkDoubles(u, CpuConfig.Route.ENGINE, "double random with NaNs, 2 threads");
    }

    /**
     * Two threads above the JDK's range (2 cores), integral keys from presortParallelMin: after the one-run check in
     * two pieces, run-structured keys are scanned and merged here (RunMerge), as below it (fiftieth session: they
     * went to Arrays.sort there; `long` organ pipe 2^23 0.99x, sawtooth 0.96x, 1.87x and 1.31x merged); one run is
     * still finished by the check, random keys still go to the engine. Results against Arrays.sort.
     */
    @Test
    void twoThreadsMergeIntegralRunsFromPresortParallelMin() {
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setJdkBelow(1 << 20);
        int n = CpuConfig.PRESORT_PARALLEL_MIN + 3;
        long[] organ = new long[n], teeth = new long[n];
        for (int i = 0; i < n; i++) {
            organ[i] = Math.min(i, n - 1 - i) * 3L - 7; // up to the middle, then down, with ties at the turn
            teeth[i] = (i % (n / 5)) * 11L;               // five ascending ramps over the same values
        }
        checkLongs(organ, CpuConfig.Route.RUN_MERGE, "long organ pipe, 2 threads");
        checkLongs(teeth, CpuConfig.Route.RUN_MERGE, "long sawtooth, 2 threads");
        int[] ints = new int[n];
        for (int i = 0; i < n; i++) ints[i] = Math.min(i, n - 1 - i) * 3 - 7; // (organ is sorted by now)
        int[] e = ints.clone();
        Jobs.sort(E, ints, 0, n);
        Arrays.sort(e);
        assertArrayEquals(e, ints, "int organ pipe, 2 threads");
        assertEquals(CpuConfig.Route.RUN_MERGE, CpuConfig.lastRoute, "int organ pipe, 2 threads");
        long[] sorted = new long[n];
        for (int i = 0; i < n; i++) sorted[i] = i / 3;
        checkLongs(sorted, CpuConfig.Route.ONE_RUN_PARALLEL, "long sorted with ties, 2 threads");
        SplittableRandom r = new SplittableRandom(23);
        long[] u = new long[n];
        for (int i = 0; i < n; i++) u[i] = r.nextLong();
        checkLongs(u, CpuConfig.teamSimd(n, 2, 8, false) ? CpuConfig.Route.TEAM : CpuConfig.Route.ENGINE,
                "long random, 2 threads"); // (the team where the JDK's 64-bit sort is SIMD: SimdTeamTest)
    }

    /**
     * Two threads above the JDK's range (2 cores, a one-worker pool), 64-bit keys from presortParallelMin: one run
     * past the one-run check's serial prefix and probes is checked, and turned where it descends, on the team of both
     * threads (CpuConfig.ONE_RUN_TEAM_64: the SCAN_SEGMENTS bit), not in the pool's phases: sorted with ties,
     * strictly and non-strictly descending, constant, a constant prefix before a descent (detdup), doubles descending
     * through zeros of both signs. A run broken past the probes' windows (one swap, one rise) is refused by the team
     * with the keys untouched and sorted by the routes after; `int` keys keep the pool's check. Results against
     * Arrays.sort, bit for bit.
     */
    @Test
    void twoThreadsCheckOneRunOf64BitKeysOnTheTeam() {
        assumeTrue(CpuConfig.ONE_RUN_TEAM_64, "samplesort.cpu.oneRunTeam64 is off");
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setJdkBelow(1 << 20);
        // from oneRunPairMin64 (below presortParallelMin: 32-bit keys keep the one-thread scan there) and from
        // presortParallelMin (every key type's two-piece check)
        // a descending run on the team, or (oneRunPairDescending off: AMD's default) left to the one-thread scan
        for (boolean descending : new boolean[] {true, false}) {
            CpuConfig.setOneRunPairDescending(descending);
            for (int n : new int[] {CpuConfig.ONE_RUN_PAIR_MIN_64 + 3, CpuConfig.PRESORT_PARALLEL_MIN + 3}) {
                checkOneRunOf64BitKeysOnTheTeam(n, descending);
            }
        }
        assertFalse(CpuConfig.pairChecksOneRun(CpuConfig.ONE_RUN_PAIR_MIN_64 - 1, 2, 8), "below oneRunPairMin64");
        assertTrue(CpuConfig.pairChecksOneRun(CpuConfig.ONE_RUN_PAIR_MIN_64, 2, 8), "from oneRunPairMin64");
        assertFalse(CpuConfig.pairChecksOneRun(CpuConfig.ONE_RUN_PAIR_MIN_64, 2, 4), "32-bit keys: the pool's check");
        assertTrue(CpuConfig.runScanParallel(CpuConfig.ONE_RUN_PAIR_MIN_64, 2, 8), "64-bit keys from oneRunPairMin64");
    }

    private static void checkOneRunOf64BitKeysOnTheTeam(int n, boolean descendingOnTeam) {
        long[] up = new long[n], down = new long[n], flat = new long[n], detdup = new long[n], strict = new long[n];
        for (int i = 0; i < n; i++) {
            up[i] = i / 3 - 1000;
            down[i] = (n - i) / 5;
            strict[i] = 3L * (n - i) - n;
            flat[i] = -17;
            detdup[i] = i < n / 2 ? 40 : 40 - (i - n / 2) / (n / 39);
        }
        long[][] runs = {up, down, strict, flat, detdup};
        String[] names = {"sorted with ties", "non-increasing with ties", "strictly descending", "constant",
                "constant prefix, then a descent"};
        boolean[] descends = {false, true, true, false, true};
        for (int k = 0; k < runs.length; k++) {
            boolean team = descendingOnTeam || !descends[k];
            checkLongs(runs[k].clone(), team ? CpuConfig.Route.ONE_RUN_PARALLEL : CpuConfig.Route.ONE_RUN,
                    "long " + names[k] + ", 2 threads, n=" + n);
            assertEquals(team, (CpuConfig.lastScans & CpuConfig.SCAN_SEGMENTS) != 0, "on the team: long " + names[k]);
        }
        double[] d = new double[n];
        SplittableRandom r = new SplittableRandom(31);
        for (int i = 0; i < n; i++) {
            double x = Math.floor(20.0 - 40.0 * i / n);
            d[i] = x == 0 ? (r.nextBoolean() ? -0.0 : 0.0) : x;
        }
        checkDoubles(d, descendingOnTeam ? CpuConfig.Route.ONE_RUN_PARALLEL : CpuConfig.Route.ONE_RUN,
                "double descending through both zeros, 2 threads, n=" + n);
        assertEquals(descendingOnTeam, (CpuConfig.lastScans & CpuConfig.SCAN_SEGMENTS) != 0, "on the team: double");
        // broken runs: refused by the team (keys untouched), sorted by the routes after it
        long[] swapped = up.clone();
        int at = n - n / 7;
        long t = swapped[at];
        swapped[at] = swapped[at + 5];
        swapped[at + 5] = t - 1;
        long[] e = swapped.clone();
        Arrays.sort(e);
        Jobs.sort(E, swapped, 0, n);
        assertArrayEquals(e, swapped, "long sorted with one swap, 2 threads");
        assertTrue(CpuConfig.lastRoute != CpuConfig.Route.ONE_RUN_PARALLEL, "not one run: " + CpuConfig.lastRoute);
        long[] rise = down.clone();
        rise[n - 11] += 1_000_000;
        e = rise.clone();
        Arrays.sort(e);
        Jobs.sort(E, rise, 0, n);
        assertArrayEquals(e, rise, "long non-increasing with one rise, 2 threads");
        assertTrue(CpuConfig.lastRoute != CpuConfig.Route.ONE_RUN_PARALLEL, "not one run: " + CpuConfig.lastRoute);
        // 32-bit keys: the pool's check from presortParallelMin, the one-thread scan below it
        int[] ints = new int[n];
        for (int i = 0; i < n; i++) ints[i] = (n - i) / 5;
        int[] ie = ints.clone();
        Arrays.sort(ie);
        Jobs.sort(E, ints, 0, n);
        assertArrayEquals(ie, ints, "int non-increasing with ties, 2 threads, n = " + n);
        assertEquals(n >= CpuConfig.PRESORT_PARALLEL_MIN ? CpuConfig.Route.ONE_RUN_PARALLEL : CpuConfig.Route.ONE_RUN,
                CpuConfig.lastRoute, "int keys, n = " + n);
        assertEquals(0, CpuConfig.lastScans & CpuConfig.SCAN_SEGMENTS, "int keys: not the team's check");
    }

    /**
     * Two threads with a one-worker pool (2 cores), a few values from twice fewFillPiece keys: counted and filled on
     * the team of both threads (CpuConfig.FEW_COUNT_PAIR: a job of the team per sort), not in the pool's pieces; 2
     * and 16 values of every key type (floating point: negative and positive, no zero), results against Arrays.sort
     * bit for bit. A key outside the values sampled, past the first piece, ends the count on the team with nothing
     * written, and the routes after it sort the keys.
     */
    @Test
    void twoThreadsCountFewValuesOnTheTeam() {
        assumeTrue(CpuConfig.FEW_COUNT_PAIR, "samplesort.cpu.fewCountPair is off");
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        int n = 2 * CpuConfig.FEW_FILL_PIECE + 3;
        CpuConfig.setFewPairMin32(n); // (Intel's default; elsewhere twice that: tested below)
        SpinTeam team = CpuConfig.team(2);
        SplittableRandom r = new SplittableRandom(62);
        for (int values : new int[] {2, 16}) {
            long[] l = new long[n];
            for (int i = 0; i < n; i++) l[i] = 7L * r.nextInt(values) - 40;
            fillFewEveryType(l, team, true, values + " values, 2 threads");
        }
        long[] outside = new long[n];
        for (int i = 0; i < n; i++) outside[i] = r.nextBoolean() ? 3 : -3;
        outside[n - 2] = 1000; // (in the second piece: the sample's evenly spread keys miss it)
        long[] e = outside.clone();
        Arrays.sort(e);
        long runs = team.runs();
        Jobs.sort(E, outside, 0, n);
        assertArrayEquals(e, outside, "long 2 values and one other, 2 threads");
        assertTrue(team.runs() > runs, "the count ran on the team");
        assertTrue(CpuConfig.lastRoute != CpuConfig.Route.FEW_FILL, "not filled: " + CpuConfig.lastRoute);
    }

    /**
     * Below fewPairMin32 32-bit keys (CpuConfig.fewPairMin32: 2^22 but on Intel), two threads with a one-worker pool
     * count and fill 2 values of 32-bit keys on this thread, neither on the team nor in the pool's pieces (though the
     * keys make two of them), and 64-bit keys (from twice fewFillPiece) and 16 values of any keys on the team;
     * results against Arrays.sort bit for bit. At the bound itself the 2 values are the team's.
     */
    @Test
    void twoThreadsCountTwoValuesOf32BitKeysHereBelowThePairsSize() {
        assumeTrue(CpuConfig.FEW_COUNT_PAIR, "samplesort.cpu.fewCountPair is off");
        int n = 2 * CpuConfig.FEW_FILL_PIECE + 5;
        assumeTrue(2L * n < CpuConfig.FEW_PAIR_WORK_MIN && 16L * n >= CpuConfig.FEW_PAIR_WORK_MIN,
                "settings other than the defaults: fewPairWorkMin " + CpuConfig.FEW_PAIR_WORK_MIN + ", fewFillPiece "
                        + CpuConfig.FEW_FILL_PIECE);
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        SpinTeam team = CpuConfig.team(2);
        SplittableRandom r = new SplittableRandom(100);
        for (int values : new int[] {2, 16}) {
            long[] l = new long[n];
            for (int i = 0; i < n; i++) l[i] = 9L * r.nextInt(values) - 61;
            CpuConfig.setFewPairMin32(n + 1);
            fillFewEveryType(l.clone(), team, values == 16, true, values + " values of " + n + " keys below fewPairMin32");
            CpuConfig.setFewPairMin32(n);
            fillFewEveryType(l, team, true, true, values + " values of " + n + " keys at fewPairMin32");
        }
    }

    /**
     * Below twice fewFillPiece keys, two threads with a one-worker pool count and fill a few values on the team where
     * the keys times the count's passes reach fewPairWorkMin (CpuConfig.FEW_PAIR_WORK_MIN): 16 values of every key
     * type on the team (a pass per value, or one by hash for 64-bit keys past fewPassMax64, FEW_HASH_PASSES), 2
     * values of the same number of keys on this thread; results against Arrays.sort bit for bit.
     */
    @Test
    void twoThreadsCountManyValuesOnTheTeamBelowTwoPieces() {
        int n = CpuConfig.FEW_PAIR_WORK_MIN / 16 + 3;
        assumeTrue(CpuConfig.FEW_COUNT_PAIR, "samplesort.cpu.fewCountPair is off");
        assumeTrue(n >= CpuConfig.FEW_FILL_MIN && n < 2 * CpuConfig.FEW_FILL_PIECE
                && 2L * n < CpuConfig.FEW_PAIR_WORK_MIN, "settings other than the defaults: fewPairWorkMin "
                + CpuConfig.FEW_PAIR_WORK_MIN + ", fewFillPiece " + CpuConfig.FEW_FILL_PIECE);
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        SpinTeam team = CpuConfig.team(2);
        SplittableRandom r = new SplittableRandom(93);
        for (int values : new int[] {16, 2}) {
            long[] l = new long[n];
            for (int i = 0; i < n; i++) l[i] = 5L * r.nextInt(values) - 33;
            fillFewEveryType(l, team, values == 16, values + " values of " + n + " keys, 2 threads");
        }
    }

    /**
     * Sorts the keys {@code l} as every key type (as ints; floating point shifted by a half: no zero) on the few-values
     * fill (FEW_FILL) against Arrays.sort, and checks that each sort ran on the team or ({@code onTeam} false) not.
     */
    private static void fillFewEveryType(long[] l, SpinTeam team, boolean onTeam, String what) {
        fillFewEveryType(l, team, onTeam, onTeam, what);
    }

    /** {@link #fillFewEveryType}, 32-bit keys on the team or not as {@code onTeam32}, 64-bit as {@code onTeam64}. */
    private static void fillFewEveryType(long[] l, SpinTeam team, boolean onTeam32, boolean onTeam64, String what) {
        int n = l.length, step32 = onTeam32 ? 1 : 0, step64 = onTeam64 ? 1 : 0;
        int[] in = new int[n];
        float[] f = new float[n];
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            in[i] = (int) l[i];
            f[i] = l[i] + 0.5f;
            d[i] = l[i] * 1.25 + 0.5;
        }
        String where32 = onTeam32 ? "on the team: " : "not on the team: ";
        String where64 = onTeam64 ? "on the team: " : "not on the team: ";
        long runs = team.runs();
        checkInts(in, CpuConfig.Route.FEW_FILL, ANY_SCANS, "int " + what);
        assertEquals(runs + step32, team.runs(), where32 + "int " + what);
        checkLongs(l, CpuConfig.Route.FEW_FILL, "long " + what);
        assertEquals(runs + step32 + step64, team.runs(), where64 + "long " + what);
        checkFloats(f, CpuConfig.Route.FEW_FILL, "float " + what);
        assertEquals(runs + 2 * step32 + step64, team.runs(), where32 + "float " + what);
        checkDoubles(d, CpuConfig.Route.FEW_FILL, "double " + what);
        assertEquals(runs + 2 * step32 + 2 * step64, team.runs(), where64 + "double " + what);
    }

    private static void checkLongs(long[] a, CpuConfig.Route route, String what) {
        long[] e = a.clone();
        Jobs.sort(E, a, 0, a.length);
        Arrays.sort(e);
        assertArrayEquals(e, a, what);
        assertEquals(route, CpuConfig.lastRoute, what);
    }

    private static void checkFloats(float[] a, CpuConfig.Route route, String what) {
        float[] e = a.clone();
        Jobs.sort(E, a, 0, a.length);
        Arrays.sort(e);
        assertSortedLike(e, a, what);
        assertEquals(route, CpuConfig.lastRoute, what);
    }

    private static void checkDoubles(double[] a, CpuConfig.Route route, String what) {
        double[] e = a.clone();
        Jobs.sort(E, a, 0, a.length);
        Arrays.sort(e);
        assertSortedLike(e, a, what);
        assertEquals(route, CpuConfig.lastRoute, what);
    }

    /**
     * Few distinct values below fewSequentialBelow (issue 14: "few distinct values in one pass"): keys of every
     * type with at most fewFillMax sampled values are counted and filled, exactly Arrays.sort's result; a key
     * outside the sample, a NaN or a zero sends the input on to the JDK's sorts (floating point keys are counted by
     * their bits, where a zero or a NaN of any payload matches no sampled value). One thread's route (2 cores)
     * samples only where the first 16 keys hold a handful of values in neither order, from fewFillMin.
     */
    @Test
    void fewValuesAreCountedAndFilled() {
        // the routes under the JDK's intrinsic (both measured hosts); without it the JDK's range ends at
        // jdkBelowScalar and these inputs are the engine's (results: the differential tests, on every machine)
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "routes measured with the JDK's intrinsic sort (none here)");
        CpuConfig.setThreads(16);
        CpuConfig.setCommonPoolParallel(true);
        int f = CpuConfig.SCAN_RUNS | CpuConfig.SCAN_FEW;
        for (KeyType t : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
            assertRoute(CpuConfig.Route.FEW_FILL, f, t, Distribution.FEW_UNIQUE_2, 1 << 18);
            assertRoute(CpuConfig.Route.FEW_FILL, f, t, Distribution.FEW_UNIQUE_2, (1 << 16) + 77);
        }
        int n = 1 << 17;
        SplittableRandom r = new SplittableRandom(11);
        long[] x = new long[n];
        for (int i = 0; i < n; i++) x[i] = r.nextInt(3) * 1_000_003L - 7;
        long[] xe = x.clone();
        Jobs.sort(E, x, 0, n);
        Arrays.sort(xe);
        assertArrayEquals(xe, x, "three values");
        assertEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute);
        // one key outside the sampled values: counted, refused, sorted by the JDK
        x = new long[n];
        for (int i = 0; i < n; i++) x[i] = r.nextInt(2) * 5L;
        x[n / 2 + 1] = -1;
        xe = x.clone();
        Jobs.sort(E, x, 0, n);
        Arrays.sort(xe);
        assertArrayEquals(xe, x, "two values and one other");
        assertTrue(CpuConfig.lastRoute != CpuConfig.Route.FEW_FILL, "refused");
        // floating point: a NaN among two values, and zeros of both signs, go to the JDK; results exact
        float[] g = new float[n];
        for (int i = 0; i < n; i++) g[i] = r.nextBoolean() ? 1.5f : -2.5f;
        g[n / 3 + 1] = Float.NaN;
        checkFloats(g, CpuConfig.Route.FEW, "two values and a NaN");
        double[] h = new double[n];
        for (int i = 0; i < n; i++) h[i] = r.nextBoolean() ? 1.5 : -2.5;
        h[n / 3 + 1] = Double.NaN;
        checkDoubles(h, CpuConfig.Route.PAR, "two double values and a NaN");
        double[] z = new double[n];
        for (int i = 0; i < n; i++) z[i] = r.nextBoolean() ? 0.0 : -0.0;
        double[] ze = z.clone();
        Jobs.sort(E, z, 0, n);
        Arrays.sort(ze);
        assertSortedLike(ze, z, "zeros of both signs");
        assertTrue(CpuConfig.lastRoute != CpuConfig.Route.FEW_FILL, "zeros: not filled");
        // a zero of either sign, or a NaN of any payload, among two sampled values: unequal in bits to both, so the
        // count (by the keys' bits) is refused and the JDK sorts
        for (int k = 0; k < 4; k++) {
            float[] g1 = new float[n];
            double[] h1 = new double[n];
            for (int i = 0; i < n; i++) h1[i] = g1[i] = r.nextBoolean() ? 1.5f : -2.5f;
            int at = n / 5 + 3 + k;
            float fx = k == 0 ? 0.0f : k == 1 ? -0.0f : k == 2 ? Float.intBitsToFloat(0x7fc00123) : Float.NaN;
            g1[at] = fx;
            h1[at] = k == 2 ? Double.longBitsToDouble(0x7ff8000000000123L) : fx;
            float[] g1e = g1.clone();
            Jobs.sort(E, g1, 0, n);
            Arrays.sort(g1e);
            assertSortedLike(g1e, g1, "two float values and " + fx);
            assertNotEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "float " + fx + ": not filled");
            double[] h1e = h1.clone();
            Jobs.sort(E, h1, 0, n);
            Arrays.sort(h1e);
            assertSortedLike(h1e, h1, "two double values and " + h1[at]);
            assertNotEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "double " + fx + ": not filled");
        }
        // 2 cores (a one-worker common pool): the JDK range is Arrays.sort, but a handful of values is filled
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        for (KeyType t : new KeyType[] {KeyType.INT, KeyType.LONG, KeyType.FLOAT, KeyType.DOUBLE}) {
            assertRoute(CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, t, Distribution.FEW_UNIQUE_2, 1 << 18);
            // 16 values (fewSequentialMax; Arrays.sort until the forty-fifth session) counted and filled too, from
            // fewFillMin; few256's first 32 keys hold more than 16 values: no sample
            assertRoute(CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, t, Distribution.FEW_UNIQUE_16, 1 << 14);
            assertRoute(CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, t, Distribution.FEW_UNIQUE_16,
                    CpuConfig.FEW_FILL_MIN);
            // (the generator's doubles are its long keys converted: whole numbers, TopDigit's where it takes them)
            assertRoute(t == KeyType.LONG ? CpuTestData.smallLong(1 << 14)
                    : t == KeyType.DOUBLE ? CpuTestData.small64(1 << 14, true) : CpuConfig.Route.SMALL,
                    smallScans(1 << 14), t, Distribution.FEW_UNIQUE_256, 1 << 14);
            if (CpuConfig.jdkSimdSort(t.byteSize())) { // (else the JDK's range ends at jdkBelowScalar)
                assertRoute(CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, t, Distribution.FEW_UNIQUE_16, 1 << 18);
            }
            // every key type from fewFillMin (double from jdkSequentialBelow and float never until the forty-fourth
            // session, while their count was scalar), and a handful of values from fewStartMin, counted from the
            // start's values without the sample (forty-fifth session); 16 values below fewFillMin: the JDK's sort,
            // their start's check ended at its fifth value; from fewSmallMin (hundred-and-third session) counted
            // where their first two windows of 8 keys repeat one each, as the benchmark's do
            // (fewSmallValuesAreCountedBelowFewFillMin)
            assertRoute(CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, t, Distribution.FEW_UNIQUE_2,
                    CpuConfig.FEW_FILL_MIN);
            assertRoute(CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, t, Distribution.FEW_UNIQUE_2,
                    CpuConfig.FEW_FILL_MIN - 1);
            assertRoute(CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, t, Distribution.FEW_UNIQUE_2, 1 << 10);
            assertRoute(CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, t, Distribution.FEW_UNIQUE_2,
                    CpuConfig.FEW_START_MIN);
            assertRoute(CpuConfig.Route.SMALL, smallScans(CpuConfig.FEW_START_MIN - 1), t, Distribution.FEW_UNIQUE_2,
                    CpuConfig.FEW_START_MIN - 1);
            for (int m : new int[] {CpuConfig.FEW_FILL_MIN - 1, CpuConfig.FEW_SMALL_MIN - 1}) {
                boolean counted = CpuConfig.fewSmall(m);
                assertRoute(counted ? CpuConfig.Route.FEW_FILL : CpuConfig.Route.SMALL,
                        counted ? CpuConfig.SCAN_FEW : smallScans(m), t, Distribution.FEW_UNIQUE_16, m);
            }
        }
    }

    /**
     * The wider sample ({@code wideValues}, counted by a hash table as it is read) against its rule computed
     * directly: the FEW_WIDE_SAMPLE keys at the evenly spread positions, their distinct values ascending if there
     * are at most FEW_WIDE_MAX and each was read twice or more, else none; floating point: none where a zero or a
     * NaN was read. Inputs with few values, about FEW_WIDE_MAX values (each read about eight times: on both sides
     * of the bound), zipf keys, and single special keys at sampled positions.
     */
    @Test
    void wideSampleIsItsRule() {
        int m = CpuConfig.FEW_WIDE_SAMPLE, most = CpuConfig.FEW_WIDE_MAX;
        SplittableRandom r = new SplittableRandom(44);
        // (sizes of every kind for the sample's positions, which it steps in fixed point: odd, a multiple of 2m, of
        // m but not 2m, a few powers of two times an odd number)
        for (int n : new int[] {2 * m - 1, 2 * m, 3 * m, 3 * m + 17, 3 << 13, 100_000, 1 << 16}) {
            for (int values : new int[] {1, 2, 5, 300, most - 3, most, most + 1, most + 40, 0}) {
                long[] x = new long[n];
                for (int i = 0; i < n; i++) {
                    x[i] = values == 0 ? DataGenerator.mix64(i) % 7 == 0 ? i : r.nextInt(50) // zipf-like: a tail
                            : r.nextInt(values) * 1_000_003L - 77;
                }
                if (values == 300) x[(int) ((2L * 5 + 1) * n / (2L * m))] = 123_456_789L; // one value read once
                String what = "n=" + n + " values=" + values;
                assertArrayEquals(wideRule(x, m, most), SampleSortLong.wideValues(x, 0, n), "long " + what);
                double[] d = new double[n];
                for (int i = 0; i < n; i++) d[i] = x[i] / 8.0;
                assertArrayEquals(toDoubles(wideRule(x, m, most)), SampleSortDouble.wideValues(d, 0, n),
                        "double " + what);
            }
        }
        // floating point: a zero (either sign) or a NaN read refuses; unread, it changes nothing
        int n = 1 << 15;
        double[] d = new double[n];
        for (int i = 0; i < n; i++) d[i] = 1 + r.nextInt(20);
        int read = (int) ((2L * 7 + 1) * n / (2L * m));
        assertTrue(SampleSortDouble.wideValues(d, 0, n) != null, "twenty values");
        for (double special : new double[] {0.0, -0.0, Double.NaN}) {
            double[] e = d.clone();
            e[read] = special;
            assertEquals(null, SampleSortDouble.wideValues(e, 0, n), "read: " + special);
            e = d.clone();
            e[read + 1] = special;
            assertArrayEquals(SampleSortDouble.wideValues(d, 0, n), SampleSortDouble.wideValues(e, 0, n),
                    "unread: " + special);
            float[] f = new float[n];
            for (int i = 0; i < n; i++) f[i] = (float) d[i];
            f[read] = (float) special;
            assertEquals(null, SampleSortFloat.wideValues(f, 0, n), "float read: " + special);
        }
        int[] k = new int[n];
        for (int i = 0; i < n; i++) k[i] = (int) d[i] - 10;
        assertArrayEquals(new int[] {-9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10},
                SampleSortInt.wideValues(k, 0, n), "int, twenty values");
        // 3 looks' worth of values (384), the first 384 reads each a new one, every value read about 10 times in
        // all: the count would take them (the rule without the looks), but the looks end the sample at the third
        // (zipf's tail reads so; CpuConfig.WIDE_SINGLES_MOST)
        int looks = 3 * CpuConfig.FEW_WIDE_LOOK;
        int[] early = new int[n];
        for (int i = 0; i < m; i++) early[(int) ((2L * i + 1) * n / (2L * m))] = i % looks;
        assertTrue(looks <= most && CpuConfig.wideSinglesMost(looks) < looks, "the bound at 3 looks");
        assertEquals(null, SampleSortInt.wideValues(early, 0, n), "values read once in the first looks");
    }

    /**
     * The wider sample's table is this thread's and reused (WideTable): whichever way a sample ends (its values, too
     * many values, the looks, a value read once, a floating point zero or NaN read), every slot is free afterwards,
     * and a sample after one that ended early reads as on a fresh table.
     */
    @Test
    void theWideTableIsFreeAfterEverySample() {
        int m = CpuConfig.FEW_WIDE_SAMPLE, most = CpuConfig.FEW_WIDE_MAX, n = 1 << 15;
        int[] few = new int[n], many = new int[n], zipf = DataGenerator.ints(Distribution.ZIPF, n, 3);
        int[] onceAtEnd = new int[n];
        for (int i = 0; i < n; i++) {
            few[i] = (int) Math.floorMod(DataGenerator.mix64(i), 40L) - 20;
            many[i] = i; // every read a new value: past FEW_WIDE_MAX or the looks
            onceAtEnd[i] = (int) Math.floorMod(DataGenerator.mix64(i), 30L);
        }
        onceAtEnd[(int) ((2L * (m - 1) + 1) * n / (2L * m))] = 1_000_000; // the last read: a value read once
        double[] nan = new double[n];
        for (int i = 0; i < n; i++) nan[i] = 1 + i % 25;
        nan[(int) ((2L * 100 + 1) * n / (2L * m))] = Double.NaN; // after 100 reads with values in the table
        int[] expected = SampleSortInt.wideValues(few, 0, n);
        assertEquals(40, expected.length, "forty values");
        WideTable t = WideTable.get();
        for (Runnable sample : new Runnable[] {
                () -> assertArrayEquals(expected, SampleSortInt.wideValues(few, 0, n)),
                () -> assertEquals(null, SampleSortInt.wideValues(many, 0, n)),
                () -> assertEquals(null, SampleSortInt.wideValues(zipf, 0, n)),
                () -> assertEquals(null, SampleSortInt.wideValues(onceAtEnd, 0, n)),
                () -> assertEquals(null, SampleSortDouble.wideValues(nan, 0, n)),
                () -> assertEquals(30, SampleSortLong.wideValues(
                        Arrays.stream(onceAtEnd).asLongStream().map(x -> x % 30).toArray(), 0, n).length)}) {
            sample.run();
            assertTrue(Arrays.stream(t.seen).allMatch(c -> c == 0), "a slot left taken");
            assertArrayEquals(expected, SampleSortInt.wideValues(few, 0, n), "after an earlier sample");
        }
        assertTrue(most + 1 <= t.used.length && 4 * most <= t.mask + 1, "room for FEW_WIDE_MAX + 1 values");
    }

    /**
     * The 128-key sample counted in the thread's table (sampledValues) hands over what sorting it did: the same
     * distinct values, ascending up to CpuConfig.SAMPLE_SORTED_MAX of them (the counts and fills read those), the
     * same number above, as one shared array of zeros of each length (nothing allocated a sort); floating point with
     * the NaNs apart and the zeros as one. Every key type (and pairs' keys), every distribution, 1 to 200 values,
     * NaNs and zeros of both signs among the reads; the table free after each.
     */
    @Test
    void theSampledValuesAreTheSortedSamples() {
        WideTable t = WideTable.get();
        int checked = 0;
        for (int n : new int[] {256, 1000, 1 << 12}) {
            java.util.List<long[]> inputs = new java.util.ArrayList<>();
            for (Distribution dist : Distribution.values()) inputs.add(DataGenerator.longs(dist, n, 11));
            for (int k : new int[] {1, 2, 3, 5, 16, 17, 39, 40, 41, 60, 100, 127, 200}) {
                long[] few = new long[n];
                for (int i = 0; i < n; i++) few[i] = Math.floorMod(DataGenerator.mix64(i + 31L * k), (long) k) * 7919 - 5000;
                inputs.add(few);
            }
            for (long[] in : inputs) {
                int[] ints = Arrays.stream(in).mapToInt(x -> (int) x).toArray();
                long[] widened = Arrays.stream(ints).asLongStream().toArray(); // (the same order and equalities)
                checkSample(sortedSample(widened), Arrays.stream(SampleSortInt.sampledValues(ints, 0, n)).asLongStream().toArray());
                checkSample(sortedSample(in), SampleSortLong.sampledValues(in, 0, n));
                if (sortedSample(in).length > CpuConfig.SAMPLE_SORTED_MAX) {
                    assertSame(SampleSortLong.sampledValues(in, 0, n), SampleSortLong.sampledValues(in, 0, n),
                            "the count's array is shared");
                }
                checkSample(sortedSample(in), SampleSortLongInt.sampledValues(in, 0, n));
                double[] doubles = Arrays.stream(in).mapToDouble(x -> x).toArray();
                checkSample(sortedSample(doubles), SampleSortDouble.sampledValues(doubles, 0, n));
                float[] floats = new float[n];
                for (int i = 0; i < n; i++) floats[i] = (float) doubles[i];
                checkSample(sortedSample(widened(floats)), widened(SampleSortFloat.sampledValues(floats, 0, n)));
                assertTrue(Arrays.stream(t.seen).allMatch(c -> c == 0), "a slot left taken");
                checked++;
            }
            // NaNs and zeros of both signs among the reads (the sorted sample's rule: each NaN a value, the zeros one)
            double[] specials = {Double.NaN, -0.0, 0.0, Double.longBitsToDouble(0x7ff8000000000abcL), 1.5};
            for (int mask = 1; mask < 1 << specials.length; mask++) {
                double[] d = new double[n];
                for (int i = 0; i < n; i++) d[i] = Math.floorMod(DataGenerator.mix64(i), 9L) + 1;
                for (int j = 0, at = 0; j < specials.length; j++) {
                    if ((mask >> j & 1) == 0) continue;
                    d[(int) ((2L * (at * 23 + 5) + 1) * n / (2L * CpuConfig.FEW_SAMPLE))] = specials[j];
                    at++;
                }
                double[] exp = sortedSample(d);
                assertArrayEquals(exp, SampleSortDouble.sampledValues(d, 0, n), "specials " + mask);
                float[] f = new float[n];
                for (int i = 0; i < n; i++) f[i] = (float) d[i];
                assertArrayEquals(sortedSample(widened(f)), widened(SampleSortFloat.sampledValues(f, 0, n)), "float " + mask);
                assertArrayEquals(sortedSample(widened(f)), widened(SampleSortFloatInt.sampledValues(f, 0, n)), "pairs " + mask);
                assertTrue(Arrays.stream(t.seen).allMatch(c -> c == 0), "a slot left taken");
            }
        }
        assertEquals(3 * (Distribution.values().length + 13), checked);
        assertEquals(null, SampleSortInt.sampledValues(new int[255], 0, 255), "below twice the sample");
    }

    private static void checkSample(Object expected, Object actual) {
        int len = java.lang.reflect.Array.getLength(expected);
        assertEquals(len, java.lang.reflect.Array.getLength(actual), "distinct values");
        if (len <= CpuConfig.SAMPLE_SORTED_MAX) {
            if (expected instanceof long[] e) assertArrayEquals(e, (long[]) actual);
            else assertArrayEquals((double[]) expected, (double[]) actual);
        } else if (actual instanceof long[] a) {
            assertTrue(Arrays.stream(a).allMatch(x -> x == 0), "above SAMPLE_SORTED_MAX zeros, never written");
        } else {
            assertTrue(Arrays.stream((double[]) actual).allMatch(x -> Double.doubleToRawLongBits(x) == 0),
                    "above SAMPLE_SORTED_MAX zeros, never written");
        }
    }

    /**
     * The sample as sampledValues took it until the seventy-second session: 128 keys sorted, equal ones dropped
     * ({@code int} and {@code float} keys widened: the same order and the same equal pairs, NaNs apart).
     */
    private static long[] sortedSample(long[] a) {
        int n = a.length, m = CpuConfig.FEW_SAMPLE, d = 1;
        long[] s = new long[m];
        for (int i = 0; i < m; i++) s[i] = a[(int) ((2L * i + 1) * n / (2L * m))];
        Arrays.sort(s);
        for (int i = 1; i < m; i++) if (s[i] != s[i - 1]) s[d++] = s[i];
        return Arrays.copyOf(s, d);
    }

    private static double[] sortedSample(double[] a) {
        int n = a.length, m = CpuConfig.FEW_SAMPLE, d = 1;
        double[] s = new double[m];
        for (int i = 0; i < m; i++) s[i] = a[(int) ((2L * i + 1) * n / (2L * m))];
        Arrays.sort(s);
        for (int i = 1; i < m; i++) if (s[i] != s[i - 1]) s[d++] = s[i];
        return Arrays.copyOf(s, d);
    }

    private static double[] widened(float[] f) {
        double[] d = new double[f.length];
        for (int i = 0; i < f.length; i++) d[i] = f[i];
        return d;
    }

    /**
     * The looks' bound on values read once (CpuConfig.wideSinglesMost) stays above what FEW_WIDE_MAX equally frequent
     * values show (the most that the count takes; fewer or skewed values show fewer read once): in 2000 random
     * samples none reached it at any look, so the looks refuse no input that the count could take but with a chance
     * of well below 1/2000.
     */
    @Test
    void theWideSamplesLooksPassFewValues() {
        int m = CpuConfig.FEW_WIDE_SAMPLE, most = CpuConfig.FEW_WIDE_MAX, look = CpuConfig.FEW_WIDE_LOOK;
        SplittableRandom r = new SplittableRandom(70);
        int[] highest = new int[m / look + 1];
        for (int sample = 0; sample < 2000; sample++) {
            int[] seen = new int[most];
            int once = 0;
            for (int i = 0; i < m; i++) {
                int c = ++seen[r.nextInt(most)];
                once += c == 1 ? 1 : c == 2 ? -1 : 0;
                if ((i + 1) % look == 0) highest[(i + 1) / look] = Math.max(highest[(i + 1) / look], once);
            }
        }
        for (int k = 1; k <= m / look; k++) {
            assertTrue(highest[k] < CpuConfig.wideSinglesMost(k * look),
                    "after " + k * look + " reads: " + highest[k] + " read once, bound " + CpuConfig.wideSinglesMost(k * look));
        }
        // and zipf keys (the generator's, 2^16) pass the bound by their third or fourth look
        int n = 1 << 16;
        int[] z = DataGenerator.ints(Distribution.ZIPF, n, 1);
        Map<Integer, Integer> seen = new HashMap<>();
        int once = 0, ended = 0;
        for (int i = 0; i < m && ended == 0; i++) {
            int c = seen.merge(z[(int) ((2L * i + 1) * n / (2L * m))], 1, Integer::sum);
            once += c == 1 ? 1 : c == 2 ? -1 : 0;
            if ((i + 1) % look == 0 && once > CpuConfig.wideSinglesMost(i + 1)) ended = i + 1;
        }
        assertTrue(ended > 0 && ended <= 4 * look, "zipf's sample ended after " + ended + " reads");
        assertEquals(null, SampleSortInt.wideValues(z, 0, n));
    }

    /**
     * wideValues' rule, directly: at each look (every FEW_WIDE_LOOK reads) no more values read once than
     * CpuConfig.wideSinglesMost allows; then the sorted sample's runs of equal values.
     */
    private static long[] wideRule(long[] x, int m, int most) {
        int n = x.length;
        if (n < 2 * m) return null;
        long[] s = new long[m];
        for (int i = 0; i < m; i++) s[i] = x[(int) ((2L * i + 1) * n / (2L * m))];
        Map<Long, Integer> seen = new HashMap<>();
        int once = 0;
        for (int i = 0; i < m; i++) {
            int c = seen.merge(s[i], 1, Integer::sum);
            once += c == 1 ? 1 : c == 2 ? -1 : 0;
            if (seen.size() > most) return null;
            if ((i + 1) % CpuConfig.FEW_WIDE_LOOK == 0 && once > CpuConfig.wideSinglesMost(i + 1)) return null;
        }
        Arrays.sort(s);
        long[] v = new long[m];
        int d = 0;
        for (int i = 0; i < m; ) {
            int j = i;
            while (j < m && s[j] == s[i]) j++;
            if (j - i < 2 || d == most) return null;
            v[d++] = s[i];
            i = j;
        }
        return Arrays.copyOf(v, d);
    }

    private static double[] toDoubles(long[] v) {
        if (v == null) return null;
        double[] d = new double[v.length];
        for (int i = 0; i < v.length; i++) d[i] = v[i] / 8.0;
        return d;
    }

    @Test
    void sizeRuleFollowsThreadsAndWidth() {
        if (!CpuConfig.JDK_SIMD_SORT) {
            assertEquals(CpuConfig.JDK_BELOW_SCALAR, CpuConfig.jdkBelow(4, 2));
            return;
        }
        assertEquals(CpuConfig.JDK_ONE_THREAD ? Long.MAX_VALUE : 0, CpuConfig.jdkBelow(8, 1));
        CpuConfig.setCommonPoolParallel(false); // first as on 2 cores, where parallelSort is the sequential sort
        assertEquals(CpuConfig.JDK_MIN_32, CpuConfig.jdkBelow(4, 2));
        assertEquals(CpuConfig.JDK_MIN_32, CpuConfig.jdkBelow(4, CpuConfig.JDK_MANY_THREADS_32 - 1));
        assertEquals(CpuConfig.JDK_MIN_MANY_32, CpuConfig.jdkBelow(4, CpuConfig.JDK_MANY_THREADS_32));
        assertEquals(CpuConfig.JDK_MIN_MANY_32, CpuConfig.jdkBelow(4, 16));
        assertEquals(Math.max(CpuConfig.JDK_MIN_64, 16L * CpuConfig.JDK_KEYS_PER_THREAD_64), CpuConfig.jdkBelow(8, 16));
        assertTrue(CpuConfig.jdkBelow(8, 64) > CpuConfig.jdkBelow(8, 2), "more threads, later crossover");
        // few threads with a parallel common pool (4-7 cores): parallelSort scales as well as the engine there
        CpuConfig.setCommonPoolParallel(true);
        for (int t : new int[] {2, 3, 4, CpuConfig.JDK_FEW_THREADS - 1}) {
            assertEquals(CpuConfig.JDK_MIN_FEW_32, CpuConfig.jdkBelow(4, t), "int/float, threads " + t);
            // long/double: the engine from jdkMinFew64 with 4+ threads, from jdkMinFewer64 with 3 (two pool workers)
            assertEquals(t >= CpuConfig.JDK_FEW_THREADS_64 ? CpuConfig.JDK_MIN_FEW_64 : CpuConfig.JDK_MIN_FEWER_64,
                    CpuConfig.jdkBelow(8, t), "long/double, threads " + t);
        }
        assertEquals(1 << 20, CpuConfig.JDK_MIN_FEW_64, "the default, measured on 4 and 6 cores");
        assertEquals(1 << 24, CpuConfig.jdkBelow(8, 3), "the default, measured on 3 cores");
        assertEquals(CpuConfig.JDK_MIN_32, CpuConfig.jdkBelow(4, CpuConfig.JDK_FEW_THREADS));
        assertEquals(Math.max(CpuConfig.JDK_MIN_64, (long) CpuConfig.JDK_FEW_THREADS * CpuConfig.JDK_KEYS_PER_THREAD_64),
                CpuConfig.jdkBelow(8, CpuConfig.JDK_FEW_THREADS));
        assertEquals(CpuConfig.JDK_MIN_MANY_32, CpuConfig.jdkBelow(4, 16));
        // a one-worker common pool (2 cores): parallelSort is the sequential sort, and the engine's rules stand
        CpuConfig.setCommonPoolParallel(false);
        assertEquals(CpuConfig.JDK_MIN_32, CpuConfig.jdkBelow(4, 4));
        assertEquals(Math.max(CpuConfig.JDK_MIN_64, 4L * CpuConfig.JDK_KEYS_PER_THREAD_64), CpuConfig.jdkBelow(8, 4));
        CpuConfig.setHybrid(false);
        assertEquals(0, CpuConfig.jdkBelow(4, 1));
        assertEquals(0, CpuConfig.jdkBelow(8, 16));
    }

    /**
     * The choice between the JDK's sorts (issue 14, 16 cores): small inputs and mid-sized run-structured ones to
     * Arrays.sort, the rest to parallelSort; never parallelSort with one thread or a one-worker common pool.
     */
    @Test
    void jdkRouteFollowsSizeRunsAndPool() {
        int small = CpuConfig.jdkSequentialBelow(), runs = CpuConfig.runsSequentialBelow();
        assertTrue(small > 1 << 14 && small <= 1 << 18, "2^14 sequential, 2^18 uniform parallel: " + small);
        // runs: parallel from the size rule on (16 cores: the sequential merge lost from 2^18, CpuConfig)
        assertTrue(runs >= small && runs <= 1 << 18, "runs 2^18 parallel: " + runs);
        CpuConfig.setCommonPoolParallel(true);
        assertFalse(CpuConfig.jdkParallel(small - 1, 16, false), "small");
        assertTrue(CpuConfig.jdkParallel(small, 16, false), "unstructured from the small limit on");
        assertFalse(CpuConfig.jdkParallel(runs - 1, 16, true), "runs below their limit");
        assertTrue(CpuConfig.jdkParallel(runs, 16, true), "runs from their limit on");
        assertFalse(CpuConfig.jdkParallel(1 << 24, 1, false), "one thread");
        CpuConfig.setCommonPoolParallel(false);
        assertFalse(CpuConfig.jdkParallel(1 << 24, 16, false), "one-worker common pool: parallelSort is sort");
        CpuConfig.setJdkSequential(100, 1000);
        CpuConfig.setCommonPoolParallel(true);
        assertTrue(CpuConfig.jdkParallel(500, 2, false));
        assertFalse(CpuConfig.jdkParallel(500, 2, true));
        assertFalse(CpuConfig.jdkParallel(99, 2, false));
    }

    /**
     * One thread (and 2 cores, where parallelSort is Arrays.sort): int and long keys with 2 to fewFillMax values from
     * fewFillMin on are counted and filled, exactly as Arrays.sort, the extreme values included; one key outside
     * the values after the sample's reads is refused (the JDK sorts, exactly); a start of 16 keys in order (or of
     * more than fewFillMax values) is never sampled.
     */
    @Test
    void integralFewValuesOnOneThreadAreFilled() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "without the intrinsic the engine takes these sizes");
        for (int threads : new int[] {1, 2}) {
            CpuConfig.setThreads(threads);
            CpuConfig.setCommonPoolParallel(false);
            for (int n : new int[] {CpuConfig.FEW_FILL_MIN, 5000, (1 << 17) + 3, 1 << 19}) {
                for (int d = 2; d <= CpuConfig.FEW_FILL_MAX; d++) {
                    SplittableRandom r = new SplittableRandom(n * 31L + d);
                    long[] vals = {Long.MIN_VALUE, Long.MAX_VALUE, 0, -1, 7L << 40};
                    int[] ivals = {Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, 7 << 20};
                    long[] x = new long[n];
                    int[] y = new int[n];
                    for (int i = 0; i < n; i++) {
                        int k = r.nextInt(d);
                        x[i] = vals[k];
                        y[i] = ivals[k];
                    }
                    String what = "threads=" + threads + " n=" + n + " d=" + d;
                    checkLongs(x.clone(), CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, "long " + what);
                    checkInts(y.clone(), CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, "int " + what);
                    // one outsider in the last block (the sample reads keys spread over the range, not this one)
                    x[n - 2] = 12345;
                    y[n - 2] = 12345;
                    checkLongsSmall(x.clone(), CpuConfig.SCAN_FEW | smallScans(n), "long, one outsider " + what);
                    checkInts(y.clone(), CpuConfig.Route.SMALL, CpuConfig.SCAN_FEW | smallScans(n), "int, one outsider " + what);
                    // a sorted start: no sample
                    x[n - 2] = vals[0];
                    y[n - 2] = ivals[0];
                    Arrays.sort(x, 0, 2 * CpuConfig.FEW_SEQUENTIAL_MAX);
                    Arrays.sort(y, 0, 2 * CpuConfig.FEW_SEQUENTIAL_MAX);
                    checkLongsSmall(x, smallScans(n), "long, sorted start " + what);
                    checkInts(y, CpuConfig.Route.SMALL, smallScans(n), "int, sorted start " + what);
                }
            }
        }
    }

    /**
     * The sequential route's count of up to fewSequentialMax values (forty-fifth session), every key type, 1, 2 and
     * 16 threads below the team's sizes: each value's keys counted by a pass of its own up to fewPassMax32/64 values
     * and by their hash above (64-bit keys: 13 to 16 values), so both counts meet the extremes, the values around the
     * boundaries and, for floating point, infinities, subnormals and both signs; the result is Arrays.sort's. A key
     * outside the sample in the last block ends the count (the JDK sorts, exactly, for both counts); a zero among
     * floating point values is refused; more than fewSequentialMax values go to the JDK.
     */
    @Test
    void upToSixteenValuesOnTheSequentialRouteAreCounted() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "without the intrinsic the engine takes 64-bit keys from jdkBelowScalar");
        long[] lv = {Long.MIN_VALUE, Long.MAX_VALUE, -1, 1, 7L << 40, -(7L << 40), 3, 1L << 62, -5, 99, 1000, 123456789,
            Long.MIN_VALUE + 1, Long.MAX_VALUE - 1, 42, -42, 17};
        double[] dv = {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE,
            Double.MAX_VALUE, -Double.MAX_VALUE, 1.5, -1.5, 1e-300, 3, 1e300, -7, 0.1, 2.5, -0.25, 1e10, 8};
        int[] iv = {Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 1, 7 << 20, -(7 << 20), 3, 1 << 30, -5, 99, 1000,
            123456789, Integer.MIN_VALUE + 1, Integer.MAX_VALUE - 1, 42, -42, 17};
        float[] fv = {Float.NEGATIVE_INFINITY, Float.POSITIVE_INFINITY, Float.MIN_VALUE, -Float.MIN_VALUE,
            Float.MAX_VALUE, -Float.MAX_VALUE, 1.5f, -1.5f, 1e-30f, 3, 1e30f, -7, 0.1f, 2.5f, -0.25f, 1e10f, 8};
        int n = 1 << 14;
        for (int threads : new int[] {1, 2, 16}) {
            CpuConfig.setThreads(threads);
            CpuConfig.setCommonPoolParallel(threads > 2);
            for (int d : new int[] {5, 6, 12, 13, 16, 17}) {
                SplittableRandom r = new SplittableRandom(d * 131L + threads);
                long[] x = new long[n];
                int[] y = new int[n];
                double[] g = new double[n];
                float[] f = new float[n];
                for (int i = 0; i < n; i++) {
                    int k = r.nextInt(d);
                    x[i] = lv[k];
                    y[i] = iv[k];
                    g[i] = dv[k];
                    f[i] = fv[k];
                }
                String what = "threads=" + threads + " d=" + d;
                boolean counted = d <= CpuConfig.FEW_SEQUENTIAL_MAX;
                CpuConfig.Route route = counted ? CpuConfig.Route.FEW_FILL : CpuConfig.Route.SMALL;
                // (on many cores: in quarters where SplitSort applies)
                CpuConfig.Route smallLong = split(KeyType.LONG, n, CpuTestData.smallLong(n), true);
                CpuConfig.Route smallDouble = split(KeyType.DOUBLE, n, CpuConfig.Route.SMALL, true);
                CpuConfig.Route smallInt = split(KeyType.INT, n, CpuConfig.Route.SMALL, true);
                CpuConfig.Route smallFloat = split(KeyType.FLOAT, n, CpuConfig.Route.SMALL, true);
                int scans = counted ? CpuConfig.SCAN_FEW : ANY_SCANS; // (17 values: sampled or not, by their start)
                if (!counted && smallLong == CpuTestData.smallLong(n)) {
                    checkLongsSmall(x.clone(), scans, "long " + what); // (17 values from the extremes: crowded or not)
                } else {
                    checkLongs(x.clone(), counted ? route : smallLong, scans, "long " + what);
                }
                // (17 `int` values with the team's threads: counted where they leave the quarters, splitFew)
                checkInts(y.clone(), counted ? route : splitFew(KeyType.INT, n, CpuConfig.Route.SMALL), scans,
                        "int " + what);
                checkDoubles(g.clone(), counted ? route : smallDouble, "double " + what);
                checkFloats(f.clone(), counted ? route : smallFloat, "float " + what);
                if (!counted) continue;
                // one key outside the values in the last block: refused, sorted by the JDK
                x[n - 3] = 12345;
                y[n - 3] = 12345;
                g[n - 3] = 12345.5;
                f[n - 3] = 12345.5f;
                if (smallLong == CpuTestData.smallLong(n)) {
                    checkLongsSmall(x.clone(), CpuConfig.SCAN_FEW | smallScans(n), "long, one outsider " + what);
                } else {
                    checkLongs(x.clone(), smallLong, CpuConfig.SCAN_FEW | smallScans(n), "long, one outsider " + what);
                }
                checkInts(y.clone(), smallInt, CpuConfig.SCAN_FEW | smallScans(n), "int, one outsider " + what);
                checkDoubles(g.clone(), smallDouble, "double, one outsider " + what);
                checkFloats(f.clone(), smallFloat, "float, one outsider " + what);
                // a NaN or a zero of either sign there: equal to no value's bits, refused
                for (double z : new double[] {Double.NaN, 0.0, -0.0}) {
                    g[n - 3] = z;
                    f[n - 3] = (float) z;
                    checkDoubles(g.clone(), z != z ? CpuConfig.Route.SMALL : smallDouble, "double, " + z + " " + what);
                    checkFloats(f.clone(), z != z ? CpuConfig.Route.SMALL : smallFloat, "float, " + z + " " + what);
                }
                // a zero among the values (the sample holds it): refused before any count
                for (int i = 0; i < n; i++) {
                    if (g[i] == dv[0]) g[i] = -0.0;
                    if (f[i] == fv[0]) f[i] = 0.0f;
                }
                checkDoubles(g, smallDouble, "double, -0.0 a value " + what);
                checkFloats(f, smallFloat, "float, 0.0 a value " + what);
            }
        }
    }

    /**
     * The sequential route counts a handful of values seen in its first 32 keys at once, without the sample (from
     * fewStartMin, below fewFillMin too; forty-fifth session). A value the start did not show ends that count: below
     * fewFillMin the JDK sorts (exactly), from it the sample's values are counted instead; every key type, 1 and 2
     * threads.
     */
    @Test
    void aHandfulInTheStartIsCountedWithoutTheSample() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "without the intrinsic the engine takes 64-bit keys from jdkBelowScalar");
        for (int threads : new int[] {1, 2}) {
            CpuConfig.setThreads(threads);
            CpuConfig.setCommonPoolParallel(false);
            for (int n : new int[] {CpuConfig.FEW_START_MIN, 1000, CpuConfig.FEW_FILL_MIN - 1, CpuConfig.FEW_FILL_MIN,
                1 << 14}) {
                SplittableRandom r = new SplittableRandom(n + threads);
                long[] x = new long[n];
                for (int i = 0; i < n; i++) x[i] = r.nextInt(3) - 1L; // -1, 0, 1
                String what = "threads=" + threads + " n=" + n;
                checkLongs(x.clone(), CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, "long " + what);
                checkInts(toInts(x), CpuConfig.Route.FEW_FILL, CpuConfig.SCAN_FEW, "int " + what);
                // floating point: values without a zero (the count refuses zeros)
                double[] g = new double[n];
                float[] f = new float[n];
                for (int i = 0; i < n; i++) g[i] = f[i] = x[i] + 0.5f;
                checkDoubles(g, CpuConfig.Route.FEW_FILL, "double " + what);
                checkFloats(f, CpuConfig.Route.FEW_FILL, "float " + what);
                // a fourth value, frequent but not among the first 32 keys: the start's count refused; from
                // fewFillMin (and from fewSmallMin) the
                // sample's count (the sample sees it), below it the JDK's sort
                for (int i = CpuConfig.FEW_START_KEYS; i < n; i += 3) x[i] = 7;
                boolean sampled = n >= CpuConfig.FEW_FILL_MIN || CpuConfig.fewSmall(n);
                // (below it, keys of a few small values are dense: counted, DenseCount)
                CpuConfig.Route route = sampled ? CpuConfig.Route.FEW_FILL
                        : CpuConfig.denseCount(n, threads) ? CpuConfig.Route.DENSE : CpuConfig.Route.SMALL;
                int scans = CpuConfig.SCAN_FEW | (sampled ? 0 : smallScans(n));
                checkLongs(x.clone(), route, scans, "long, a value after the start " + what);
                checkInts(toInts(x), route, scans, "int, a value after the start " + what);
            }
        }
    }

    /**
     * A handful of values whose ends happen to look like one run (first <= middle <= last, the last keys ascending:
     * two values in random order, about one input in twenty) went past the start's count to the one-run check, and
     * when that failed, to the JDK's sort after the other probes; since the eighty-eighth session they are counted
     * once the run check has said no (below runMergeMin its one-run read, from it the run scan), every key type, 1
     * and 2 threads.
     */
    @Test
    void aHandfulWhoseEndsLookLikeOneRunIsCountedOnceTheRunCheckSaysNo() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "without the intrinsic the engine takes 64-bit keys from jdkBelowScalar");
        for (int threads : new int[] {1, 2}) {
            CpuConfig.setThreads(threads);
            CpuConfig.setCommonPoolParallel(false);
            for (int n : new int[] {CpuConfig.RUN_FIRST_SMALL_MIN, CpuConfig.FEW_FILL_MIN - 1, CpuConfig.FEW_FILL_MIN,
                1 << 14}) {
                SplittableRandom r = new SplittableRandom(31L * n + threads);
                long[] x = new long[n];
                for (int i = 0; i < n; i++) x[i] = r.nextInt(3) - 1L; // -1, 0, 1
                x[1] = 1; // (the start shows every value, not in order)
                x[2] = 0;
                x[0] = -1;
                x[n >>> 1] = 0;
                for (int i = n - 8; i < n; i++) x[i] = i < n - 5 ? -1 : i < n - 2 ? 0 : 1; // the last keys ascending
                String what = "threads=" + threads + " n=" + n;
                checkLongs(x.clone(), CpuConfig.Route.FEW_FILL, ANY_SCANS, "long " + what);
                checkInts(toInts(x), CpuConfig.Route.FEW_FILL, ANY_SCANS, "int " + what);
                double[] g = new double[n];
                float[] f = new float[n];
                for (int i = 0; i < n; i++) g[i] = f[i] = x[i] + 0.5f;
                checkDoubles(g, CpuConfig.Route.FEW_FILL, "double " + what);
                checkFloats(f, CpuConfig.Route.FEW_FILL, "float " + what);
            }
        }
    }

    private static int[] toInts(long[] x) {
        int[] y = new int[x.length];
        for (int i = 0; i < x.length; i++) y[i] = (int) x[i];
        return y;
    }

    /** checkLongs / checkInts: any scans. */
    private static final int ANY_SCANS = -1;

    /**
     * {@link #checkLongs} where the keys reach the sequential route's Arrays.sort, a few values with one key outside
     * them: SMALL, or TOP_DIGIT where CpuConfig.topDigit takes n and TopDigit's sample did not refuse them (whether
     * the outsider lies beyond four times the sample's span decides).
     */
    private static void checkLongsSmall(long[] a, int scans, String what) {
        checkLongs(a, null, scans, what);
    }

    private static void checkLongs(long[] a, CpuConfig.Route route, int scans, String what) {
        long[] e = a.clone();
        Arrays.sort(e);
        Jobs.sort(E, a, 0, a.length);
        assertArrayEquals(e, a, what);
        if (route == null) { // (checkLongsSmall)
            assertTrue(CpuConfig.lastRoute == CpuConfig.Route.SMALL
                    || CpuConfig.lastRoute == CpuTestData.smallLong(a.length), what + ": " + CpuConfig.lastRoute);
        } else {
            assertEquals(route, CpuConfig.lastRoute, what);
        }
        if (scans != ANY_SCANS) assertEquals(scans, CpuConfig.lastScans & ~PROBES, what); // (the run probe: see assertRoute)
    }

    private static void checkInts(int[] a, CpuConfig.Route route, int scans, String what) {
        int[] e = a.clone();
        Arrays.sort(e);
        Jobs.sort(E, a, 0, a.length);
        assertArrayEquals(e, a, what);
        assertEquals(route, CpuConfig.lastRoute, what);
        if (scans != ANY_SCANS) assertEquals(scans, CpuConfig.lastScans & ~PROBES, what); // (the run probe: see assertRoute)
    }

    /**
     * 64-bit keys with up to FEW_TEAM_MAX values at the team's sizes (16 threads, from teamMin; below
     * jdkSequentialBelow more than FEW_FILL_MAX): counted in one ranking pass (more than FEW_FILL_MAX values) or per
     * value, and filled, exactly as Arrays.sort; a key outside
     * the sampled values, a NaN or zeros of both signs are refused and sorted elsewhere.
     */
    @Test
    void sixtyFourBitFewValuesOnTheTeamAreFilled() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team takes the JDK's inputs only where its sort is the intrinsic");
        CpuConfig.setThreads(16);
        CpuConfig.setCommonPoolParallel(true);
        for (int n : new int[] {1 << 15, (1 << 16) + 3, 1 << 18}) {
            for (int d : n < CpuConfig.jdkSequentialBelow() ? new int[] {5, 16} : new int[] {2, 5, 16}) {
                long[] x = new long[n];
                SplittableRandom r = new SplittableRandom(n + d);
                long[] vals = new long[d];
                for (int i = 0; i < d; i++) vals[i] = r.nextLong() >> r.nextInt(30);
                for (int i = 0; i < n; i++) x[i] = vals[r.nextInt(d)];
                String what = "n=" + n + " d=" + d;
                long[] e = x.clone();
                Arrays.sort(e);
                long[] l = x.clone();
                Jobs.sort(E, l, 0, n);
                assertArrayEquals(e, l, "long " + what);
                assertEquals(CpuConfig.Route.FEW_FILL, CpuConfig.lastRoute, "long " + what);
                double[] g = new double[n];
                for (int i = 0; i < n; i++) g[i] = x[i] * 0.5;
                checkDoubles(g.clone(), CpuConfig.Route.FEW_FILL, "double " + what);
                // one key outside the values, where the sample does not read (in the first group of eight searches,
                // in the scalar tail): refused, sorted by the JDK or the team
                for (int at : new int[] {1, n - 1}) {
                    l = x.clone();
                    l[at] = Long.MAX_VALUE - 1;
                    long[] le = l.clone();
                    Arrays.sort(le);
                    Jobs.sort(E, l, 0, n);
                    assertArrayEquals(le, l, "long with one outsider at " + at + " " + what);
                    assertFalse(CpuConfig.lastRoute == CpuConfig.Route.FEW_FILL, "long with one outsider " + what);
                }
                g[1] = Double.NaN;
                double[] gn = g.clone();
                double[] ge = g.clone();
                Arrays.sort(ge);
                Jobs.sort(E, gn, 0, n);
                assertSortedLike(ge, gn, "double with a NaN " + what);
                assertFalse(CpuConfig.lastRoute == CpuConfig.Route.FEW_FILL, "double with a NaN " + what);
            }
        }
    }

    /**
     * Floating point pairs whose keys do not decrease (under {@code <=}: zeros of both signs mixed) come out exactly,
     * every value type, with and without zeros; float keys are finished by the run scan and the zero run's stable
     * ordering.
     */
    @Test
    void floatingPointPairsInOneRunAreFinishedByTheScan() {
        int n = 1 << 16;
        for (KeyType kt : new KeyType[] {KeyType.FLOAT, KeyType.DOUBLE}) {
            for (ValueType vt : new ValueType[] {ValueType.INT, ValueType.LONG}) {
                for (boolean zeros : new boolean[] {false, true}) {
                    double[] d = new double[n];
                    for (int i = 0; i < n; i++) d[i] = (i - n / 2) / 8;  // runs of 8 equal keys, 0 among them
                    if (zeros) for (int i = n / 2; i < n / 2 + 8; i++) d[i] = i % 3 == 0 ? -0.0 : 0.0;
                    Object keys = kt == KeyType.DOUBLE ? d : toFloats(d);
                    KvCase c = new KvCase(kt, vt, keys);
                    c.sort(0, n, true);
                    String what = kt + "+" + vt + (zeros ? " with mixed zeros" : "");
                    c.check(0, n, true, what);
                    // 64-bit keys with values go to the engine, whose presorted check finishes them
                    if (kt == KeyType.FLOAT) assertEquals(CpuConfig.Route.ONE_RUN, CpuConfig.lastRoute, what);
                }
            }
        }
    }

    private static float[] toFloats(double[] d) {
        float[] f = new float[d.length];
        for (int i = 0; i < d.length; i++) f[i] = (float) d[i];
        return f;
    }

    @Test
    void settingsNameEveryThreshold() {
        var names = CpuConfig.hybridSettings().stream().map(s -> s[0]).toList();
        for (String p : new String[] {"samplesort.cpu.jdkMin32", "samplesort.cpu.jdkMin64",
            "samplesort.cpu.jdkManyThreads32", "samplesort.cpu.jdkMinMany32", "samplesort.cpu.jdkKeysPerThread64",
            "samplesort.cpu.jdkOneThread", "samplesort.cpu.runMax", "samplesort.cpu.jdkDuplicates32",
            "samplesort.cpu.floatDuplicatesEngineThreads", "samplesort.cpu.intDuplicatesEngineMin",
            "samplesort.cpu.fewWideSequentialMin",
            "samplesort.cpu.fillEqual", "samplesort.cpu.hybrid", "samplesort.cpu.kvPackedMax",
            "samplesort.cpu.kvPackedSequentialMax", "samplesort.cpu.kvPackedDistinctMax",
            "samplesort.cpu.presortParallelMin", "samplesort.cpu.jdkSequentialBelow",
            "samplesort.cpu.runsSequentialBelow", "samplesort.cpu.fewSequentialBelow",
            "samplesort.cpu.fewMinDistinct", "samplesort.cpu.fewMinDistinct32", "samplesort.cpu.fewMaxDistinct",
            "samplesort.cpu.fewFillMax", "samplesort.cpu.runsJdkMax", "samplesort.cpu.jdkDuplicates64",
            "samplesort.cpu.jdkDuplicates64Below", "samplesort.cpu.jdkFewThreads", "samplesort.cpu.jdkMinFew32",
            "samplesort.cpu.jdkMinFew64", "samplesort.cpu.jdkFewThreads64", "samplesort.cpu.jdkMinFewer64",
            "samplesort.cpu.parUnmerged",
            "samplesort.cpu.kvPackedFewMax",
            "samplesort.cpu.runScanParallelMin", "samplesort.cpu.teamKvPackedMax", "samplesort.cpu.teamMinInt",
            "samplesort.cpu.twoRunsMin", "samplesort.cpu.twoRunsBelow", "samplesort.cpu.kvFewMin",
            "samplesort.cpu.kvFewMax", "samplesort.cpu.fewTeamMax", "samplesort.cpu.fewFillMin",
            "samplesort.cpu.fewFillPiece", "samplesort.cpu.fewTeamCountMin", "samplesort.cpu.dupSequentialBelow32",
            "samplesort.cpu.fewWideMax", "samplesort.cpu.fewWideMin", "samplesort.cpu.runMergeFewBelow",
            "samplesort.cpu.runMergeFewBelowLong", "samplesort.cpu.runProbeMin",
            "samplesort.cpu.runSegmentsParallelMin", "samplesort.cpu.runSegmentsMax",
            "samplesort.cpu.runSegmentsManyMin", "samplesort.cpu.runMergeTeamMin",
            "samplesort.cpu.runMergeTeamManyMin", "samplesort.cpu.runFirstMax", "samplesort.cpu.oneRunTeamMin",
            "samplesort.cpu.runFirstSmallMin", "samplesort.cpu.runMergeSmallMin", "samplesort.cpu.runScanBlocks", "samplesort.cpu.runScanBlocksMax64",
            "samplesort.cpu.runsSimd", "samplesort.cpu.manyRunsUnstructured",
            "samplesort.cpu.kvRunsLongSort", "samplesort.cpu.fewPassMax32", "samplesort.cpu.fewPassMax64",
            "samplesort.cpu.fewOrderMin32", "samplesort.cpu.fewOrderWideMin32", "samplesort.cpu.fewOrderMin64",
            "samplesort.cpu.fewOrderWideMin64", "samplesort.cpu.fewSequentialMax", "samplesort.cpu.fewStartMin", "samplesort.cpu.fewSmallMin", "samplesort.cpu.oneRunTeam64",
            "samplesort.cpu.oneRunPairMin64", "samplesort.cpu.oneRunPairDescending",
            "samplesort.cpu.fewCountPair", "samplesort.cpu.fewPairWorkMin", "samplesort.cpu.fewPairMin32", "samplesort.cpu.radixLeaf",
            "samplesort.cpu.radixLeafFloat",
            "samplesort.cpu.touchMin",
            "samplesort.cpu.teamStructureMinThreads",
            "samplesort.cpu.teamSimdMinInt", "samplesort.cpu.teamSimdMinIntDuplicates", "samplesort.cpu.teamSimdMinDouble",
            "samplesort.cpu.teamSimdMinLongDuplicates", "samplesort.cpu.intel", "samplesort.cpu.zen4",
            "samplesort.cpu.concurrentParallelMin",
            "samplesort.cpu.busyCoresMillis"}) {
            assertTrue(names.contains(p), p + " missing from " + names);
        }
        // each once (`samplesort info` had listed teamSimdMinInt twice until the seventieth session)
        assertEquals(names.size(), new java.util.HashSet<>(names).size(), "a setting listed twice: " + names);
    }

    /** Sorts x as every key type (floating point with sprinkled specials) and compares with Arrays.sort. */
    private static void checkAllTypes(long[] x, String what) {
        int n = x.length;
        long[] l = x.clone(), le = x.clone();
        Jobs.sort(E, l, 0, n);
        Arrays.sort(le);
        assertArrayEquals(le, l, "long " + what);
        int[] i = CpuTestData.ints(x), ie = i.clone();
        Jobs.sort(E, i, 0, n);
        Arrays.sort(ie);
        assertArrayEquals(ie, i, "int " + what);
        for (boolean edges : new boolean[] {false, true}) {
            checkFp(CpuTestData.doubles(x, edges, n), CpuTestData.floats(x, edges, n), "edges=" + edges + " " + what);
        }
    }

    /** Sorts d and f through the engine and compares with Arrays.sort (order and raw bit patterns). */
    private static void checkFp(double[] d, float[] f, String what) {
        double[] de = d.clone();
        Jobs.sort(E, d, 0, d.length);
        Arrays.sort(de);
        assertSortedLike(de, d, "double " + what);
        float[] fe = f.clone();
        Jobs.sort(E, f, 0, f.length);
        Arrays.sort(fe);
        assertSortedLike(fe, f, "float " + what);
    }
}
