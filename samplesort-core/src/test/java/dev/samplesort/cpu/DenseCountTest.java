package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The dense count (DenseCount, the DENSE route): integral keys within a span of at most as many values as keys are
 * counted and written back exactly as {@code Arrays.sort} orders them, at the ends of the key type's range too, with
 * either way of writing them (runs, or run starts and a running maximum); keys that are not such are left as they
 * were; the hybrid takes the route where {@code CpuConfig.denseCount} says and not otherwise.
 */
class DenseCountTest {
    @AfterEach
    void restore() {
        CpuConfig.setDenseSpanMax(-1);
        CpuConfig.setDenseTeamSpanMax(-1);
        CpuConfig.setDenseWideMin(-1);
        CpuConfig.setColdStart(CpuConfig.POLICY.cold().on(), -1);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setHybrid(true);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    /** Keys base + [0, span), n of them, at random. */
    private static int[] ints(int n, int base, int span, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = base + r.nextInt(span);
        return a;
    }

    private static long[] longs(int n, long base, int span, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = base + r.nextInt(span);
        return a;
    }

    /** The exactness tests' sizes: from the guess's fewest keys to 2^17, odd ones too. */
    static final int[] SIZES = {40, 41, 100, 1000, 4097, 1 << 15, (1 << 17) - 3};

    /**
     * The spans the exactness tests count n keys in: from 2 values to one a key, so both ways of writing (8+ keys a
     * value as runs, fewer by run starts, counts below 4 by branch-free stores).
     */
    static int[] spans(int n) {
        return Arrays.stream(new int[] {n / 2, 64, 9, 8, 4, 1}).map(div -> Math.max(2, n / div)).toArray();
    }

    /**
     * Sizes from the guess's fewest keys to 2^17, odd ones too; spans from 2 values to one a key (so both ways of
     * writing: 8+ keys a value as runs, fewer by run starts); bases at 0, negative, and at both ends of the type's
     * range; the range a slice of a larger array whose keys outside it stay as they were. Repeated on one thread, so
     * a count that left its counters dirty would spoil the next one (fails so: checked with the clearing taken out).
     */
    @Test
    void countsExactlyAsArraysSortOrders() {
        for (int n : SIZES) {
            for (int span : spans(n)) {
                int[] intBases = {0, -span / 2, -1_000_000, Integer.MAX_VALUE - span + 1, Integer.MIN_VALUE};
                for (int base : intBases) {
                    int[] keys = ints(n, base, span, n * 31L + span);
                    keys[0] = keys[2] = base + span - 1; // (the span's ends present, and a fall and a rise first)
                    keys[1] = base;
                    int[] a = new int[n + 10];
                    Arrays.fill(a, 12345);
                    System.arraycopy(keys, 0, a, 5, n);
                    int[] expected = a.clone();
                    Arrays.sort(expected, 5, 5 + n);
                    assertTrue(DenseCountInt.sorted(a, 5, 5 + n), () -> "int n " + n + " span " + span + " base " + base);
                    assertArrayEquals(expected, a, () -> "int n " + n + " span " + span + " base " + base);
                }
                long[] longBases = {0, -span / 2, 1L << 40, Long.MAX_VALUE - span + 1, Long.MIN_VALUE};
                for (long base : longBases) {
                    long[] a = longs(n, base, span, n * 17L + span);
                    a[0] = a[2] = base + span - 1;
                    a[1] = base;
                    long[] expected = a.clone();
                    Arrays.sort(expected);
                    assertTrue(DenseCountLong.sorted(a, 0, n), () -> "long n " + n + " span " + span + " base " + base);
                    assertArrayEquals(expected, a, () -> "long n " + n + " span " + span + " base " + base);
                }
            }
        }
    }

    /**
     * Counts below 4 (the write's stores without a branch, which go past a value's count and are overwritten by the
     * next values'): blocks of counts 0 and 1, of 0 to 3, and such blocks up to the slice's last key, whose stores
     * must stay inside the slice (the keys after it are checked); in shuffled order, `int` and `long` keys and a
     * pair. Fails with the write's bound on those stores taken out (checked).
     */
    @Test
    void sparseCountsAreWrittenInsideTheSlice() {
        SplittableRandom r = new SplittableRandom(82);
        int[][] patterns = {{1}, {1, 0, 1, 1}, {2, 0, 1, 3, 0, 1}, {3, 0, 0, 3}, {0, 1, 2, 1}};
        for (int[] pattern : patterns) {
            for (int values : new int[] {64, 100, 191, 4096 + 7}) {
                int n = 0;
                for (int k = 0; k < values; k++) n += pattern[k % pattern.length];
                int last = values - 1;
                while (pattern[last % pattern.length] == 0) last--; // (the span ends at the largest key)
                int[] keys = new int[n];
                for (int k = 0, i = 0; k <= last; k++) for (int j = 0; j < pattern[k % pattern.length]; j++) keys[i++] = -7 + k;
                int m = 0;
                for (int k = 0; k <= last; k++) m += pattern[k % pattern.length];
                if (m < 40 || last + 1 > m) continue; // (the guess's fewest keys; a span of more values than keys)
                keys = Arrays.copyOf(keys, m);
                for (int i = m - 1; i > 0; i--) { // shuffled, the first keys rising and falling
                    int j = r.nextInt(i + 1), t = keys[i];
                    keys[i] = keys[j];
                    keys[j] = t;
                }
                int[] a = new int[m + 8];
                Arrays.fill(a, 4242);
                System.arraycopy(keys, 0, a, 2, m);
                int[] expected = a.clone();
                Arrays.sort(expected, 2, 2 + m);
                String what = Arrays.toString(pattern) + " values " + (last + 1);
                if (!DenseCountInt.sorted(a, 2, 2 + m)) continue; // (a start in order: the guess's refusal)
                assertArrayEquals(expected, a, "int " + what);
                long[] b = new long[m + 8];
                Arrays.fill(b, 4242);
                int[] v = new int[m + 8];
                for (int i = 0; i < m; i++) {
                    b[2 + i] = keys[i] + (1L << 40);
                    v[2 + i] = i;
                }
                assertTrue(DenseCountLongInt.sorted(b, v, 2, 2 + m), what);
                for (int i = 0; i < m + 8; i++) {
                    assertEquals(i < 2 || i >= 2 + m ? 4242 : expected[i] + (1L << 40), b[i], "long+int " + what);
                }
                for (int i = 0; i < m; i++) assertEquals(keys[v[2 + i]] + (1L << 40), b[2 + i], "value follows " + what);
            }
        }
    }

    /** The generator's zipf (n keys in [0, n): one value a key at most) is counted; so are its `long` ranks. */
    @Test
    void zipfRanksAreCounted() {
        for (int lg = 6; lg <= 18; lg += 3) {
            int n = 1 << lg;
            int[] a = DataGenerator.ints(Distribution.ZIPF, n, lg);
            int[] expected = a.clone();
            Arrays.sort(expected);
            assertTrue(DenseCountInt.sorted(a, 0, n), "2^" + lg);
            assertArrayEquals(expected, a, "2^" + lg);
        }
    }

    /**
     * Keys that are not dense are left as they were: a span above one value a key (found by the guess, or only by the
     * pass over every key: one far key away from the guess's reads), `long` keys whose difference overflows, a span
     * above denseSpanMax, fewer keys than the guess reads, one run, and first keys in order.
     */
    @Test
    void keysThatAreNotDenseAreLeftAsTheyWere() {
        int n = 5000;
        int[] wide = ints(n, 0, 2 * n, 1);
        assertRefusedInt(wide);
        int[] oneFar = ints(n, 0, n / 2, 2);
        oneFar[n - 2] = n; // (no read of the guess lands there: span n + 1 > n)
        assertRefusedInt(oneFar);
        int[] ends = ints(n, 0, 100, 3);
        ends[7] = Integer.MIN_VALUE;
        ends[4000] = Integer.MAX_VALUE;
        assertRefusedInt(ends);
        long[] overflow = longs(n, 0, 100, 4);
        overflow[2] = Long.MIN_VALUE;
        overflow[4001] = Long.MAX_VALUE;
        long[] before = overflow.clone();
        assertFalse(DenseCountLong.sorted(overflow, 0, n));
        assertArrayEquals(before, overflow);
        int[] small = ints(DenseCountInt.FIRST_KEYS + DenseCountInt.SPREAD_KEYS - 1, 0, 3, 5);
        assertRefusedInt(small);
        // one run (sorted, reversed, constant), and a start in order: the run checks' and the JDK's (one pass)
        int[] sorted = new int[n];
        for (int i = 0; i < n; i++) sorted[i] = i;
        assertRefusedInt(sorted);
        int[] reversed = new int[n];
        for (int i = 0; i < n; i++) reversed[i] = n - i;
        assertRefusedInt(reversed);
        assertRefusedInt(new int[n]);
        int[] orderedStart = ints(n, 0, n, 8);
        for (int i = 0; i < DenseCountInt.FIRST_KEYS; i++) orderedStart[i] = i;
        assertRefusedInt(orderedStart);
        CpuConfig.setDenseSpanMax(1000);
        assertRefusedInt(ints(n, 0, 1001, 6));
        int[] within = ints(n, 0, 1000, 7);
        int[] expected = within.clone();
        Arrays.sort(expected);
        assertTrue(DenseCountInt.sorted(within, 0, n));
        assertArrayEquals(expected, within);
    }

    private static void assertRefusedInt(int[] a) {
        int[] before = a.clone();
        assertFalse(DenseCountInt.sorted(a, 0, a.length));
        assertArrayEquals(before, a);
    }

    /**
     * The hybrid counts dense keys on one thread at any size up to the span's bound, and with a parallel JDK sort
     * beside it only up to denseParallelMax; with denseSpanMax 0 never. Every sort exact.
     */
    @Test
    void theHybridCountsWhereDenseCountSays() {
        int small = Math.max(CpuConfig.DENSE_MIN, 1 << 12), large = 2 * CpuConfig.DENSE_PARALLEL_MAX;
        CpuConfig.setThreads(1);
        assertRoute(small, CpuConfig.Route.DENSE, true);
        assertRoute(large, CpuConfig.Route.DENSE, true);
        CpuConfig.setThreads(8);
        CpuConfig.setCommonPoolParallel(true);
        assertRoute(small, CpuConfig.Route.DENSE, true);
        assertRoute(large, CpuConfig.Route.DENSE, false);
        CpuConfig.setCommonPoolParallel(false); // (a one-worker pool: the JDK's sort sequential)
        assertRoute(large, CpuConfig.Route.DENSE, true);
        CpuConfig.setThreads(1);
        assertTrue(CpuConfig.denseCount(CpuConfig.DENSE_MIN, 1));
        assertFalse(CpuConfig.denseCount(CpuConfig.DENSE_MIN - 1, 1));
        CpuConfig.setDenseSpanMax(0);
        assertRoute(small, CpuConfig.Route.DENSE, false);
        assertFalse(CpuConfig.denseCount(small, 1));
    }

    private static void assertRoute(int n, CpuConfig.Route route, boolean taken) {
        for (String type : new String[] {"int", "long"}) {
            CpuConfig.lastRoute = null;
            if (type.equals("int")) {
                int[] a = ints(n, -7, n, n);
                int[] expected = a.clone();
                Arrays.sort(expected);
                SampleSortInt.sort(a, 0, n);
                assertArrayEquals(expected, a, type + " " + n);
            } else {
                long[] a = longs(n, 1L << 35, n, n);
                long[] expected = a.clone();
                Arrays.sort(expected);
                SampleSortLong.sort(a, 0, n);
                assertArrayEquals(expected, a, type + " " + n);
            }
            if (taken) assertEquals(route, CpuConfig.lastRoute, type + " " + n);
            else assertNotEquals(route, CpuConfig.lastRoute, type + " " + n);
        }
    }

    /**
     * The team's count (DenseCount.onTeam): exact against Arrays.sort at spans from 2 values to its bound, with bases
     * at both ends of the key type's range (where the window saturates), on a slice of a larger array, on a staffed
     * team and on an unstaffed one (every task on the caller, in order). Fails with the window's margin taken out
     * (keys outside the sample's span end the count; checked).
     */
    @Test
    void theTeamCountsSmallSpans() {
        SpinTeam staffed = new SpinTeam(4, 0);
        try {
            for (SpinTeam team : new SpinTeam[] {staffed, SpinTeam.unstaffed(3)}) {
                for (int n : new int[] {2 * DenseCountInt.WINDOW_KEYS, 5000, (1 << 17) + 3}) {
                    int bound = (int) CpuConfig.denseTeamSpan(n, team.size);
                    for (int span : new int[] {2, 7, 100, bound / 2, bound}) {
                        if (span < 2 || span > bound) continue;
                        assertSpanCounted(team, n, span, DenseCountInt::onTeam, DenseCountLong::onTeam);
                    }
                }
            }
        } finally {
            staffed.shutdown();
        }
    }

    /**
     * Pairs on the team (DenseCount{Int,Long}{Int,Long}.onTeam): sorted by key exactly as Arrays.sort orders the keys,
     * each key's values in input order (the values are the input positions, so equal keys must keep them ascending),
     * at spans from 2 values to the bound, both ends of the key type's range, a slice of larger arrays (the slots
     * around it untouched), on a staffed team and an unstaffed one. Stability fails with the members' first slots
     * given in reverse member order (checked).
     */
    @Test
    void pairsAreCountedStablyOnTheTeam() {
        SpinTeam staffed = new SpinTeam(4, 0);
        try {
            for (SpinTeam team : new SpinTeam[] {staffed, SpinTeam.unstaffed(3)}) {
                for (int n : new int[] {2 * DenseCountInt.WINDOW_KEYS, 5000, (1 << 17) + 3}) {
                    int bound = (int) CpuConfig.denseTeamSpan(n, team.size);
                    for (int span : new int[] {2, 7, bound / 2, bound}) {
                        if (span < 2 || span > bound) continue;
                        for (int base : new int[] {-span / 3, Integer.MAX_VALUE - span + 1, Integer.MIN_VALUE}) {
                            int[] keys = ints(n, base, span, n + 3L * span);
                            keys[0] = keys[2] = base + span - 1;
                            keys[1] = base;
                            String what = "n " + n + " span " + span + " base " + base + " team " + team.size;
                            int[] a = new int[n + 6], v = new int[n + 6];
                            long[] w = new long[n + 6];
                            Arrays.fill(a, 99);
                            Arrays.fill(v, -1);
                            Arrays.fill(w, -1);
                            System.arraycopy(keys, 0, a, 3, n);
                            for (int i = 0; i < n; i++) {
                                v[3 + i] = i;
                                w[3 + i] = 5L * i;
                            }
                            int[] b = a.clone();
                            assertEquals(1, DenseCountIntInt.onTeam(a, v, 3, 3 + n, team), what);
                            assertEquals(1, DenseCountIntLong.onTeam(b, w, 3, 3 + n, team), what);
                            assertPairsAt3(keys, a, b, v, w, 5, what);
                        }
                        long[] lk = longs(n, Long.MIN_VALUE, span, n + span);
                        lk[0] = lk[2] = Long.MIN_VALUE + span - 1;
                        lk[1] = Long.MIN_VALUE;
                        long[] lk2 = lk.clone(), lkIn = lk.clone();
                        int[] lv = new int[n];
                        long[] lw = new long[n];
                        for (int i = 0; i < n; i++) {
                            lv[i] = i;
                            lw[i] = i;
                        }
                        assertEquals(1, DenseCountLongInt.onTeam(lk, lv, 0, n, team));
                        assertEquals(1, DenseCountLongLong.onTeam(lk2, lw, 0, n, team));
                        for (int i = 0; i < n; i++) {
                            assertEquals(lkIn[lv[i]], lk[i]);
                            if (i > 0) assertTrue(lk[i - 1] < lk[i] || lk[i - 1] == lk[i] && lv[i - 1] < lv[i], "long keys, stable");
                            assertEquals(lv[i], lw[i]);
                        }
                        assertArrayEquals(lk, lk2);
                    }
                }
            }
            // not such keys: keys and values as they were
            int n = 1 << 15;
            int[] far = ints(n, 0, 500, 9), vals = new int[n];
            far[n / 2 + 1] = -(1 << 29);
            for (int i = 0; i < n; i++) vals[i] = i;
            int[] farIn = far.clone(), valsIn = vals.clone();
            assertEquals(0, DenseCountIntInt.onTeam(far, vals, 0, n, staffed));
            assertArrayEquals(farIn, far);
            assertArrayEquals(valsIn, vals);
        } finally {
            staffed.shutdown();
        }
    }

    /** The hybrid's key-value sorts take the team's count above denseParallelMax with 3+ threads, exactly and stably. */
    @Test
    void theHybridCountsSmallSpanPairsOnTheTeam() {
        CpuConfig.setColdStart(false, -1);
        CpuConfig.setThreads(8);
        CpuConfig.setCommonPoolParallel(true);
        int n = 2 * CpuConfig.DENSE_PARALLEL_MAX;
        for (boolean on : new boolean[] {true, false}) {
            CpuConfig.setDenseTeamSpanMax(on ? -1 : 0);
            int[] a = ints(n, 40, 1000, 1), v = new int[n], in = a.clone();
            for (int i = 0; i < n; i++) v[i] = i;
            SampleSortIntInt.sort(a, v, 0, n);
            assertEquals(on, CpuConfig.lastRoute == CpuConfig.Route.DENSE_TEAM, "int+int " + CpuConfig.lastRoute);
            for (int i = 0; i < n; i++) {
                assertEquals(in[v[i]], a[i]);
                if (i > 0) assertTrue(a[i - 1] < a[i] || a[i - 1] == a[i] && v[i - 1] < v[i], "int+int stable");
            }
            long[] k = longs(n, -77, 3000, 2), kIn = k.clone(), w = new long[n];
            for (int i = 0; i < n; i++) w[i] = i;
            SampleSortLongLong.sort(k, w, 0, n);
            assertEquals(on, CpuConfig.lastRoute == CpuConfig.Route.DENSE_TEAM, "long+long " + CpuConfig.lastRoute);
            for (int i = 0; i < n; i++) {
                assertEquals(kIn[(int) w[i]], k[i]);
                if (i > 0) assertTrue(k[i - 1] < k[i] || k[i - 1] == k[i] && w[i - 1] < w[i], "long+long stable");
            }
        }
    }

    /** The warm-ups' calls sort all but the inputs with a key outside the window (every eighth), on any team size. */
    @Test
    void theTeamsWarmUpSorts() {
        for (int members : new int[] {3, 4, 16}) {
            int calls = (TeamOffsets.WARM_CALLS + members - 1) / members, outside = calls / 8;
            assertEquals(calls - outside, DenseCountInt.warmUp(members), "members " + members);
            assertEquals(calls - outside, DenseCountLong.warmUp(members), "members " + members);
            assertEquals(calls - outside, DenseCountIntInt.warmUp(members), "members " + members);
            assertEquals(calls - outside, DenseCountLongLong.warmUp(members), "members " + members);
        }
        CpuConfig.setDenseTeamSpanMax(0);
        assertEquals(0, DenseCountInt.warmUp(4));
    }

    /**
     * Keys the team's count does not take are left as they were: a span above its bound (found by the guess), one
     * key far outside the window the sample saw (found by the count, which then ends: checked by taking the check
     * out, when the count fails with an index out of its counters; a `long` key whose distance from the window
     * overflows, checked by taking the window's saturation at the type's ends out, when the window wraps around and
     * takes it), random keys, too few keys; and a team held by another sort refuses at once.
     */
    @Test
    void theTeamLeavesOtherKeysAsTheyWere() throws InterruptedException {
        SpinTeam team = new SpinTeam(4, 0);
        try {
            int n = 1 << 16, bound = (int) CpuConfig.denseTeamSpan(n, team.size);
            int[][] inputs = {
                ints(n, 0, 3 * bound, 1), // (too wide for the bound)
                ints(n, 50, 1000, 2), // (one key far away, at a slot no sample reads)
                new SplittableRandom(3).ints(n).toArray(),
                ints(2 * DenseCountInt.WINDOW_KEYS - 1, 0, 10, 4)};
            inputs[1][n / 2 + 1] = 1 << 30;
            for (int[] a : inputs) {
                int[] before = a.clone();
                assertEquals(0, DenseCountInt.onTeam(a, 0, a.length, team), "n " + a.length);
                assertArrayEquals(before, a);
            }
            assertOverflowAndHeldTeamRefused(team, n, DenseCountInt::onTeam, DenseCountLong::onTeam);
        } finally {
            team.shutdown();
        }
    }

    /** A team's count of int keys (DenseCountInt.onTeam / wide). */
    interface IntTeamCount {
        int sort(int[] a, int from, int to, SpinTeam team);
    }

    /** A team's count of long keys (DenseCountLong.onTeam / wide). */
    interface LongTeamCount {
        int sort(long[] a, int from, int to, SpinTeam team);
    }

    /**
     * A team's count refuses long keys whose span overflows (one key far from the rest, at a slot no sample reads)
     * and keys it finds the team held for (TEAM_REFUSED), and leaves them as they were.
     */
    private static void assertOverflowAndHeldTeamRefused(SpinTeam team, int n, IntTeamCount ints, LongTeamCount longs)
            throws InterruptedException {
        long[] far = longs(n, Long.MIN_VALUE, 1000, 5);
        far[n / 2 + 1] = Long.MAX_VALUE; // (its difference from the window's start or the smallest key overflows)
        long[] farBefore = far.clone();
        assertEquals(0, longs.sort(far, 0, n, team));
        assertArrayEquals(farBefore, far);
        int[] a = ints(n, 0, 1000, 6), before = a.clone();
        CpuTestData.whileHeld(team, () -> {
            assertEquals(DenseCountInt.TEAM_REFUSED, ints.sort(a, 0, n, team));
            assertArrayEquals(before, a);
        });
    }

    /**
     * The hybrid takes the team's count above denseParallelMax with a parallel pool beside it (3+ threads), for a span
     * within denseTeamSpan, and not with denseTeamSpanMax 0, nor for a span above it, nor while the cold start's warm-up
     * runs (random keys, which the guess refuses, do not start it: fails with the guess after the question, checked),
     * nor on one thread (the one-thread count's). Every sort exact.
     */
    @Test
    void theHybridCountsSmallSpansOnTheTeam() throws InterruptedException {
        CpuConfig.setColdStart(false, -1); // (while cold, the JDK's sorts: asserted below)
        int n = 2 * CpuConfig.DENSE_PARALLEL_MAX;
        CpuConfig.setThreads(8);
        CpuConfig.setCommonPoolParallel(true);
        int span = (int) CpuConfig.denseTeamSpan(n, 8);
        assertTrue(CpuConfig.denseTeam(n, 8) && span >= 1000, "span " + span);
        assertTeamRoute(n, span, true);
        assertTeamRoute(n, 1000, true);
        assertTeamRoute(n, 4 * span, false);
        assertFalse(CpuConfig.denseTeam(CpuConfig.DENSE_PARALLEL_MAX, 8));
        CpuConfig.setDenseTeamSpanMax(0);
        assertTeamRoute(n, 1000, false);
        assertFalse(CpuConfig.denseTeam(n, 8));
        CpuConfig.setDenseTeamSpanMax(-1);
        CpuConfig.setColdStart(true, 2); // (a cold start of its own: this JVM's may be over)
        ColdStart.ints.reset();
        ColdStart.longs.reset();
        try {
            // random keys: not asked whether the count is cold (the question would start the warm-up)
            int[] random = new SplittableRandom(8).ints(n).toArray(), sortedRandom = random.clone();
            Arrays.sort(sortedRandom);
            SampleSortInt.sort(random, 0, n);
            assertArrayEquals(sortedRandom, random);
            assertEquals(0, ColdStart.ints.started(), "random keys started the warm-up: " + CpuConfig.lastRoute);
            assertTeamRoute(n, 1000, false);
            assertEquals(1, ColdStart.ints.started());
        } finally {
            CpuConfig.setColdStart(false, -1);
            ColdStart.ints.reset();
            ColdStart.longs.reset();
        }
        CpuConfig.setCommonPoolParallel(false);
        assertFalse(CpuConfig.denseTeam(n, 8));
        CpuConfig.setThreads(1);
        assertFalse(CpuConfig.denseTeam(n, 1));
    }

    private static void assertTeamRoute(int n, int span, boolean taken) {
        CpuConfig.lastRoute = null;
        int[] a = ints(n, -1234, span, span);
        int[] expected = a.clone();
        Arrays.sort(expected);
        SampleSortInt.sort(a, 0, n);
        assertArrayEquals(expected, a, "int span " + span);
        long[] b = longs(n, 1L << 50, span, span);
        long[] expectedLong = b.clone();
        Arrays.sort(expectedLong);
        CpuConfig.Route intRoute = CpuConfig.lastRoute;
        SampleSortLong.sort(b, 0, n);
        assertArrayEquals(expectedLong, b, "long span " + span);
        for (CpuConfig.Route r : new CpuConfig.Route[] {intRoute, CpuConfig.lastRoute}) {
            if (taken) assertEquals(CpuConfig.Route.DENSE_TEAM, r, "span " + span);
            else assertNotEquals(CpuConfig.Route.DENSE_TEAM, r, "span " + span);
        }
    }

    /**
     * The team's wide count (DenseCount{Int,Long}.wide): exact as Arrays.sort orders the keys at spans from 2 values to
     * one a key (its bound), zipf's ranks, bases at both ends of the type's range, a slice of a larger array whose
     * other slots stay as they were, on staffed teams of 2 and 3 and an unstaffed one, at sizes that cut the output
     * into slices inside runs, inside blocks of counts 0-1 and 0-3 and at their ends. Fails with the first run's fill
     * (the run that began before a member's slice) taken out (checked).
     */
    @Test
    void theTeamCountsWideSpans() {
        SpinTeam two = new SpinTeam(2, 0), three = new SpinTeam(3, 0);
        try {
            for (SpinTeam team : new SpinTeam[] {two, three, SpinTeam.unstaffed(2)}) {
                for (int n : new int[] {DenseCountInt.FIRST_KEYS + DenseCountInt.SPREAD_KEYS, 1001, 4097, (1 << 16) + 5}) {
                    for (int span : new int[] {2, 7, n / 9, n / 2, n}) {
                        if (span < 2) continue;
                        assertSpanCounted(team, n, span, DenseCountInt::wide, DenseCountLong::wide);
                    }
                    assertIntsCounted(DataGenerator.ints(Distribution.ZIPF, n, n), team, DenseCountInt::wide, "zipf n " + n);
                }
            }
        } finally {
            two.shutdown();
            three.shutdown();
        }
    }

    /**
     * A member's write (DenseWrite.writeFrom) stops at its slice's end: from any value on and up to any slot, it writes
     * the sorted output's keys there and nothing at or beyond the end (where the next member writes), with counts of
     * 0-1, 0-3, long runs and a mix, and leaves the counters as they were when told not to clear them. Fails with the
     * block that crosses the end written whole (its runs not cut; checked), which the team's sorts cannot see: the
     * next member writes the same keys there.
     */
    @Test
    void aMembersWriteStopsAtItsSlicesEnd() {
        SplittableRandom r = new SplittableRandom(9);
        for (int most : new int[] {1, 3, 40, 7}) {
            int values = 1000;
            int[] c = new int[values];
            for (int k = 0; k < values; k++) c[k] = most == 7 && k % 97 == 0 ? 50 : r.nextInt(most + 1);
            int total = Arrays.stream(c).sum();
            int[] sorted = new int[total];
            for (int k = 0, p = 0; k < values; k++) for (int m = 0; m < c[k]; m++) sorted[p++] = 5 + k;
            for (int k0 : new int[] {0, 1, 63, 64, 500}) {
                int start = 0;
                for (int k = 0; k < k0; k++) start += c[k];
                for (int to = start; to <= total; to += 1 + r.nextInt(37)) {
                    int[] a = new int[total + 8];
                    Arrays.fill(a, -1);
                    int[] before = c.clone();
                    DenseWriteInt.writeFrom(a, start, to, c, k0, values, 5, false);
                    String what = "counts 0-" + most + " from value " + k0 + " to " + to;
                    assertArrayEquals(Arrays.copyOfRange(sorted, start, to), Arrays.copyOfRange(a, start, to), what);
                    for (int i = to; i < a.length; i++) assertEquals(-1, a[i], what + " slot " + i);
                    assertArrayEquals(before, c, what);
                }
            }
        }
    }

    /**
     * A team's count sorts keys of {@code span} values, n of them, exactly: int keys with bases at 0, negative and both
     * ends of the range, in a slice of a larger array (the slots around it untouched); long keys likewise.
     */
    private static void assertSpanCounted(SpinTeam team, int n, int span, IntTeamCount ints, LongTeamCount longs) {
        for (int base : new int[] {0, -span / 2, Integer.MAX_VALUE - span + 1, Integer.MIN_VALUE}) {
            int[] keys = ints(n, base, span, n * 7L + span);
            keys[0] = keys[2] = base + span - 1;
            keys[1] = base;
            assertIntsCounted(keys, team, ints, "int n " + n + " span " + span + " base " + base);
        }
        for (long base : new long[] {-3, Long.MAX_VALUE - span + 1, Long.MIN_VALUE}) {
            long[] a = longs(n, base, span, n + span);
            a[0] = a[2] = base + span - 1;
            a[1] = base;
            long[] expected = a.clone();
            Arrays.sort(expected);
            String what = "long n " + n + " span " + span + " base " + base + " team " + team.size;
            assertEquals(1, longs.sort(a, 0, n, team), what);
            assertArrayEquals(expected, a, what);
        }
    }

    private static void assertIntsCounted(int[] keys, SpinTeam team, IntTeamCount count, String what) {
        int n = keys.length;
        int[] a = new int[n + 6];
        Arrays.fill(a, 777);
        System.arraycopy(keys, 0, a, 3, n);
        int[] expected = a.clone();
        Arrays.sort(expected, 3, 3 + n);
        assertEquals(1, count.sort(a, 3, 3 + n, team), what + " team " + team.size);
        assertArrayEquals(expected, a, what + " team " + team.size);
    }


    /**
     * The wide count refuses, leaving the keys as they were: a span one value beyond its bound (one key far away, at a
     * slot the guess does not read), random keys, sorted keys (the run checks' and the JDK's), long keys whose span
     * overflows, and a team held by another sort.
     */
    @Test
    void theWideCountLeavesOtherKeysAsTheyWere() throws InterruptedException {
        SpinTeam team = new SpinTeam(2, 0);
        try {
            int n = 1 << 15;
            int[] beyond = ints(n, 0, n / 2, 1);
            beyond[n / 2 + 3] = n; // (n + 1 values: one beyond the bound of one a key)
            int[] sorted = ints(n, 0, n, 2);
            Arrays.sort(sorted);
            int[][] inputs = {beyond, new SplittableRandom(3).ints(n).toArray(), sorted};
            for (int[] a : inputs) {
                int[] before = a.clone();
                assertEquals(0, DenseCountInt.wide(a, 0, a.length, team));
                assertArrayEquals(before, a);
            }
            int[] atBound = beyond.clone();
            atBound[n / 2 + 3] = n - 1; // (n values: taken)
            int[] expected = atBound.clone();
            Arrays.sort(expected);
            assertEquals(1, DenseCountInt.wide(atBound, 0, n, team));
            assertArrayEquals(expected, atBound);
            assertOverflowAndHeldTeamRefused(team, n, DenseCountInt::wide, DenseCountLong::wide);
        } finally {
            team.shutdown();
        }
    }

    /**
     * The wide count's counters are kept between sorts, all zero: after a sort (the others' cleared in the sums, the
     * first member's after the write), after a refusal of the span, and taken again by the next sort of that team size
     * (the same arrays). Fails with either clearing taken out (checked).
     */
    @Test
    void theWideCountersAreKeptClear() {
        SpinTeam team = new SpinTeam(2, 0);
        try {
            int n = 1 << 15;
            int[] a = DataGenerator.ints(Distribution.ZIPF, n, 3), expected = a.clone();
            Arrays.sort(expected);
            assertEquals(1, DenseCountInt.wide(a, 0, n, team));
            assertArrayEquals(expected, a);
            int[][] kept = DenseWide.kept();
            assertEquals(2, kept.length);
            for (int[] c : kept) assertTrue(Arrays.stream(c).allMatch(x -> x == 0), "a counter left set");
            int[] wider = ints(n, 0, n / 2, 4);
            wider[n / 2 + 3] = n; // (refused by the exact span, after the guess)
            assertEquals(0, DenseCountInt.wide(wider, 0, n, team));
            int[] b = ints(n, -50, n, 5), expectedB = b.clone();
            Arrays.sort(expectedB);
            assertEquals(1, DenseCountInt.wide(b, 0, n, team));
            assertArrayEquals(expectedB, b);
            int[][] again = DenseWide.kept();
            for (int m = 0; m < 2; m++) {
                assertSame(kept[m], again[m], "member " + m + "'s counters not reused");
                assertTrue(Arrays.stream(again[m]).allMatch(x -> x == 0), "a counter left set");
            }
        } finally {
            team.shutdown();
        }
    }

    /**
     * The hybrid takes the wide count beside a sequential JDK sort (2+ threads, a one-worker pool) from denseWideMin
     * keys, for spans up to one value a key, and not below denseWideMin (the one-thread count's), nor with it 0, nor
     * with a parallel pool, nor on one thread. Every sort exact.
     */
    @Test
    void theHybridCountsWideSpansOnTheTeam() {
        int n = 1 << 14;
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setDenseWideMin(n);
        assertTrue(CpuConfig.denseWide(n, 2));
        assertWideRoute(n, n, CpuConfig.Route.DENSE_WIDE);
        assertWideRoute(n, 100, CpuConfig.Route.DENSE_WIDE);
        assertWideRoute(n - 1, n - 1, CpuConfig.Route.DENSE);
        CpuConfig.setDenseWideMin(0);
        assertFalse(CpuConfig.denseWide(n, 2));
        assertWideRoute(n, n, CpuConfig.Route.DENSE);
        CpuConfig.setDenseWideMin(n);
        CpuConfig.setCommonPoolParallel(true);
        assertFalse(CpuConfig.denseWide(n, 2));
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setThreads(1);
        assertFalse(CpuConfig.denseWide(n, 1));
        assertWideRoute(n, n, CpuConfig.Route.DENSE);
    }

    private static void assertWideRoute(int n, int span, CpuConfig.Route route) {
        int[] a = ints(n, -1234, span, span);
        int[] expected = a.clone();
        Arrays.sort(expected);
        CpuConfig.lastRoute = null;
        SampleSortInt.sort(a, 0, n);
        assertArrayEquals(expected, a, "int span " + span);
        assertEquals(route, CpuConfig.lastRoute, "int n " + n + " span " + span);
        long[] b = longs(n, 1L << 50, span, span);
        long[] expectedLong = b.clone();
        Arrays.sort(expectedLong);
        CpuConfig.lastRoute = null;
        SampleSortLong.sort(b, 0, n);
        assertArrayEquals(expectedLong, b, "long span " + span);
        assertEquals(route, CpuConfig.lastRoute, "long n " + n + " span " + span);
    }

    /** The thread's counters are all zero after every count, and reused (not new each time) where buffers are. */
    @Test
    void theCountersAreClearedAndKept() {
        int n = 3000;
        assertTrue(DenseCountInt.sorted(ints(n, 10, n, 8), 0, n));
        SeqScratch s = SeqScratch.take();
        int[] c;
        try {
            c = s.denseCounts(n);
            assertTrue(Arrays.stream(c).allMatch(x -> x == 0));
            s.denseCleared();
        } finally {
            s.release();
        }
        assertTrue(DenseCountLong.sorted(longs(n, -5, n / 10, 9), 0, n));
        s = SeqScratch.take();
        try {
            int[] again = s.denseCounts(n);
            if (CpuConfig.REUSE_BUFFERS) assertSame(c, again);
            assertTrue(Arrays.stream(again).allMatch(x -> x == 0));
            s.denseCleared();
        } finally {
            s.release();
        }
    }

    /**
     * Pairs: sorted by key exactly as Arrays.sort orders the keys, each key's values in input order (stable: the
     * values are the input positions, so equal keys must keep them ascending), at spans of 2 values to one a key, both
     * ends of the type's range, a slice of larger arrays; not dense pairs left as they were (keys and values).
     */
    @Test
    void pairsAreCountedStably() {
        for (int n : new int[] {40, 1000, 4097, (1 << 16) + 5}) {
            for (int div : new int[] {n / 2, 9, 1}) {
                int span = Math.max(2, n / div);
                for (int base : new int[] {-span / 3, Integer.MAX_VALUE - span + 1, Integer.MIN_VALUE}) {
                    int[] keys = ints(n, base, span, n + div);
                    keys[0] = keys[2] = base + span - 1;
                    keys[1] = base;
                    int[] a = new int[n + 6];
                    int[] v = new int[n + 6];
                    long[] w = new long[n + 6];
                    Arrays.fill(a, 99);
                    Arrays.fill(v, -1);
                    Arrays.fill(w, -1);
                    System.arraycopy(keys, 0, a, 3, n);
                    for (int i = 0; i < n; i++) v[3 + i] = i;
                    for (int i = 0; i < n; i++) w[3 + i] = 7L * i;
                    int[] b = a.clone();
                    String what = "n " + n + " span " + span + " base " + base;
                    assertTrue(DenseCountIntInt.sorted(a, v, 3, 3 + n), what);
                    assertTrue(DenseCountIntLong.sorted(b, w, 3, 3 + n), what);
                    assertPairsAt3(keys, a, b, v, w, 7, what);
                }
            }
            long[] lk = longs(n, Long.MIN_VALUE, Math.max(2, n / 3), n);
            lk[0] = lk[2] = Long.MIN_VALUE + 1;
            lk[1] = Long.MIN_VALUE;
            int[] lv = new int[n];
            for (int i = 0; i < n; i++) lv[i] = i;
            long[] lkIn = lk.clone();
            assertTrue(DenseCountLongInt.sorted(lk, lv, 0, n));
            for (int i = 0; i < n; i++) {
                assertEquals(lkIn[lv[i]], lk[i]);
                if (i > 0) assertTrue(lk[i - 1] < lk[i] || lk[i - 1] == lk[i] && lv[i - 1] < lv[i], "long keys, stable");
            }
        }
        int n = 5000;
        int[] wide = ints(n, 0, 2 * n, 11);
        int[] vals = new int[n];
        for (int i = 0; i < n; i++) vals[i] = i;
        int[] wideIn = wide.clone(), valsIn = vals.clone();
        assertFalse(DenseCountIntInt.sorted(wide, vals, 0, n));
        assertArrayEquals(wideIn, wide);
        assertArrayEquals(valsIn, vals);
    }

    /**
     * Pairs counted at offset 3 of arrays 3 slots longer on each side (keys 99, values -1 there): the keys in
     * Arrays.sort's order, each value (its input position) following its key, equal keys' values ascending (stable),
     * the {@code long} values' copy {@code b} / {@code w} (value = mult x position) alike, the slots around untouched.
     */
    private static void assertPairsAt3(int[] keys, int[] a, int[] b, int[] v, long[] w, long mult, String what) {
        int n = keys.length;
        int[] expected = keys.clone();
        Arrays.sort(expected);
        for (int i = 0; i < n; i++) {
            assertEquals(expected[i], a[3 + i], what);
            assertEquals(keys[v[3 + i]], a[3 + i], what + ": value follows its key");
            if (i > 0 && a[3 + i] == a[2 + i]) assertTrue(v[3 + i] > v[2 + i], what + ": stable at " + i);
            assertEquals(mult * v[3 + i], w[3 + i], what + ": long values alike");
        }
        assertArrayEquals(a, b, what);
        assertEquals(99, a[2]);
        assertEquals(99, a[3 + n]);
        assertEquals(-1, v[2]);
        assertEquals(-1, v[3 + n]);
    }

    /** The hybrid's key-value sorts take the dense count where denseCount says, `int` and `long` keys, exactly. */
    @Test
    void theHybridCountsDensePairs() {
        CpuConfig.setThreads(1);
        for (int n : new int[] {1 << 12, 1 << 17}) {
            int[] a = ints(n, 5, n, n);
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            int[] in = a.clone();
            SampleSortIntInt.sort(a, v, 0, n);
            assertEquals(CpuConfig.Route.DENSE, CpuConfig.lastRoute, "int+int " + n);
            for (int i = 0; i < n; i++) {
                assertEquals(in[v[i]], a[i]);
                if (i > 0) assertTrue(a[i - 1] < a[i] || a[i - 1] == a[i] && v[i - 1] < v[i], "int+int stable " + n);
            }
            long[] k = longs(n, -3, n, n + 1);
            long[] lv = new long[n];
            for (int i = 0; i < n; i++) lv[i] = i;
            long[] kin = k.clone();
            SampleSortLongLong.sort(k, lv, 0, n);
            assertEquals(CpuConfig.Route.DENSE, CpuConfig.lastRoute, "long+long " + n);
            for (int i = 0; i < n; i++) {
                assertEquals(kin[(int) lv[i]], k[i]);
                if (i > 0) assertTrue(k[i - 1] < k[i] || k[i - 1] == k[i] && lv[i - 1] < lv[i], "long+long stable " + n);
            }
        }
        CpuConfig.setDenseSpanMax(0);
        int n = 1 << 12;
        int[] a = ints(n, 5, n, 3);
        SampleSortIntInt.sort(a, new int[n], 0, n);
        assertNotEquals(CpuConfig.Route.DENSE, CpuConfig.lastRoute);
    }
}
