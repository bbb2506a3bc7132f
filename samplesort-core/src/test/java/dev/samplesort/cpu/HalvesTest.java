package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The sort in two halves around one splitter ({@code HalvesLong}, {@code HalvesDouble}; CpuConfig.HALVES_MIN), on two
 * simulated cores where the JDK's 64-bit sort is the SIMD one: which sizes, keys and machines take it, and exact
 * results against {@code Arrays.sort} for splitters of every kind (duplicates of the median, the largest key, a NaN,
 * zeros of both signs), sub-ranges, and a team that refuses the sort.
 */
class HalvesTest {
    private static final int MIN = CpuConfig.HALVES_MIN, MIN_32 = CpuConfig.HALVES_MIN_32,
            MIN_DUP = CpuConfig.HALVES_MIN_DUPLICATES, TEAM = CpuConfig.TEAM_SIMD_MIN;

    @BeforeEach
    void twoCoresSimd() {
        CpuConfig.setJdkSimdSort32(true);
        CpuConfig.setJdkSimdSort64(true);
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setThreads(2);
    }

    @AfterEach
    void restore() {
        CpuConfig.setDenseSpanMax(-1);
        CpuConfig.setHalves(true);
        CpuConfig.setJdkSimdSort32(null);
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    private static CpuConfig.Route doubleRoute(CpuTestData.Dist d, int n) {
        double[] a = CpuTestData.doubles(CpuTestData.longs(d, n, n + d.ordinal(), 64), false, 0), e = a.clone();
        Arrays.sort(e);
        SampleSortDouble.sort(a, 0, n, 2);
        assertSortedLike(e, a, "double " + d + " " + n);
        return CpuConfig.lastRoute;
    }

    private static CpuConfig.Route intRoute(CpuTestData.Dist d, int n) {
        return CpuTestData.intRoute(d, n, 2);
    }

    private static CpuConfig.Route floatRoute(CpuTestData.Dist d, int n) {
        float[] a = CpuTestData.floats(CpuTestData.longs(d, n, n + d.ordinal(), 64), false, 0), e = a.clone();
        Arrays.sort(e);
        SampleSortFloat.sort(a, 0, n, 2);
        assertSortedLike(e, a, "float " + d + " " + n);
        return CpuConfig.lastRoute;
    }

    @Test
    void theRuleNeedsATeamOfTwoTheSimdSortAndItsSizes() {
        assertTrue(MIN > 0 && MIN < TEAM, "64-bit keys: below the team's sizes");
        assertTrue(MIN_32 > 0 && MIN_32 < CpuConfig.TEAM_SIMD_MIN_32, "32-bit keys too");
        assertTrue(CpuConfig.halves(MIN, 2, 8, false));
        assertTrue(CpuConfig.halves(1 << 26, 2, 8, false), "no upper size: what the team leaves");
        assertFalse(CpuConfig.halves(MIN - 1, 2, 8, false), "below its size");
        assertTrue(CpuConfig.halves(MIN_32, 2, 4, false));
        assertFalse(CpuConfig.halves(MIN_32 - 1, 2, 4, false), "32-bit keys: their own size");
        assertTrue(CpuConfig.halves(MIN_DUP, 2, 8, true));
        assertFalse(CpuConfig.halves(MIN_DUP - 1, 2, 8, true), "zipf-like keys: their own size");
        assertTrue(CpuConfig.halves(MIN_DUP, 2, 4, true));
        assertFalse(CpuConfig.halves(MIN, 1, 8, false), "one thread");
        assertFalse(CpuConfig.halves(MIN, 3, 8, false), "a team of more than two");
        CpuConfig.setCommonPoolParallel(true);
        assertFalse(CpuConfig.halves(MIN, 2, 8, false), "a parallel pool: parallelSort's and the quarters' routes");
        CpuConfig.setCommonPoolParallel(false);
        CpuConfig.setJdkSimdSort64(false);
        assertFalse(CpuConfig.halves(MIN, 2, 8, false), "a scalar JDK sort: the scalar team's rule");
        assertTrue(CpuConfig.halves(MIN_32, 2, 4, false), "each width by its own sort");
        CpuConfig.setJdkSimdSort32(false);
        assertFalse(CpuConfig.halves(MIN_32, 2, 4, false));
        CpuConfig.setJdkSimdSort64(true);
        CpuConfig.setHalves(false);
        assertFalse(CpuConfig.halves(MIN, 2, 8, false));
    }

    /** The generator's keys of distribution d, as {@code long} keys, through the hybrid on two threads: the route. */
    private static CpuConfig.Route generated(dev.samplesort.data.Distribution d, int n) {
        long[] a = dev.samplesort.data.DataGenerator.longs(d, n, n), e = a.clone();
        Arrays.sort(e);
        SampleSortLong.sort(a, 0, n, 2);
        assertArrayEquals(e, a, d + " " + n);
        return CpuConfig.lastRoute;
    }

    @Test
    void unstructuredKeysTakeTheHalvesBeforeTheTeamUpToItsBound() {
        // (the test data's staggered keys are eight ascending runs: merged)
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.UNIFORM, CpuTestData.Dist.GAUSSIAN,
                CpuTestData.Dist.BUCKET_SORTED}) {
            // (`long` keys on one thread by TopDigit first where topDigitBeforeHalves: the test data's keys, spread
            // enough for its sample; the generator's crowded bucket input, which it refuses, below)
            assertEquals(CpuConfig.topDigitBeforeHalves(MIN, 2, false)
                    ? CpuConfig.Route.TOP_DIGIT : CpuConfig.Route.HALVES, CpuTestData.longRoute(d, MIN, 2), "long " + d);
            assertEquals(CpuConfig.topDigitBeforeHalves(TEAM - 3, 2, false)
                    ? CpuConfig.Route.TOP_DIGIT : CpuConfig.Route.HALVES, CpuTestData.longRoute(d, TEAM - 3, 2),
                    "long " + d);
            assertEquals(CpuConfig.Route.HALVES, doubleRoute(d, MIN + 5), "double " + d);
            assertEquals(CpuConfig.Route.HALVES, intRoute(d, MIN_32 + 1), "int " + d);
            assertEquals(CpuConfig.Route.HALVES, floatRoute(d, MIN_32 + 2), "float " + d);
        }
        assertTrue(CpuConfig.halvesFirst(TEAM, 2, 8, false) && !CpuConfig.halvesFirst(CpuConfig.HALVES_BELOW, 2, 8, false));
        assertFalse(CpuConfig.halvesFirst(TEAM, 16, 8, false), "no halves: nothing before the team");
        int belowInt = CpuConfig.HALVES_BELOW_INT, below32 = CpuConfig.HALVES_BELOW_32;
        assertTrue(CpuConfig.halvesFirst(belowInt - 1, 2, 4, true) && !CpuConfig.halvesFirst(belowInt, 2, 4, true),
                "int keys: their own bound");
        assertTrue(CpuConfig.halvesFirst(below32 - 1, 2, 4, false) && !CpuConfig.halvesFirst(below32, 2, 4, false),
                "float keys: theirs");
        if (belowInt < below32) { // (the defaults: the int team's radix-sorted buckets ahead from 2^21)
            assertEquals(CpuConfig.Route.HALVES, floatRoute(CpuTestData.Dist.UNIFORM, belowInt), "float: the halves");
            assertEquals(CpuConfig.Route.TEAM, intRoute(CpuTestData.Dist.UNIFORM, belowInt), "int: the team");
        }
        assertEquals(CpuConfig.Route.HALVES, CpuTestData.longRoute(CpuTestData.Dist.UNIFORM, TEAM, 2),
                "before the team");
        assertEquals(CpuConfig.Route.HALVES, intRoute(CpuTestData.Dist.UNIFORM, CpuConfig.TEAM_SIMD_MIN_32),
                "32-bit keys before the team");
        assertEquals(CpuConfig.Route.TEAM, CpuTestData.longRoute(CpuTestData.Dist.UNIFORM, CpuConfig.HALVES_BELOW, 2),
                "from the bound the team's");
        // the generator's bucket input, crowded for TopDigit: the halves' where TopDigit would come first
        assertEquals(CpuConfig.Route.HALVES, generated(dev.samplesort.data.Distribution.BUCKET_SORTED, MIN));
        // many runs (the generator's bucket input, about a thousand runs): the team's, from its size
        assertEquals(CpuConfig.Route.TEAM, generated(dev.samplesort.data.Distribution.BUCKET_SORTED, 1 << 18));
        assertEquals(CpuTestData.smallLong(MIN - 1), CpuTestData.longRoute(CpuTestData.Dist.UNIFORM, MIN - 1, 2));
        assertEquals(CpuConfig.Route.SMALL, intRoute(CpuTestData.Dist.UNIFORM, MIN_32 - 1));
        assertNotEquals(CpuConfig.Route.HALVES, CpuTestData.longRoute(CpuTestData.Dist.UNIFORM, MIN, 1), "one thread");
        CpuConfig.setHalves(false);
        assertEquals(CpuTestData.smallLong(MIN), CpuTestData.longRoute(CpuTestData.Dist.UNIFORM, MIN, 2),
                "off: the JDK's (TopDigit's below its bound)");
        assertEquals(CpuConfig.Route.TEAM, CpuTestData.longRoute(CpuTestData.Dist.UNIFORM, TEAM, 2), "off: the team's");
    }

    /**
     * A program that sorts once (the CLI sets coldFirstBelow): its first sort of a key type that the halves would
     * take is the JDK's, as the team's first (the halves' pass in the interpreter), the next ones the halves'.
     */
    @Test
    void aProgramThatSortsOnceGivesItsFirstHalvesSortToTheJdk() throws InterruptedException {
        long[] a = new SplittableRandom(9).longs(MIN).toArray();
        try {
            for (ColdStart c : ColdStart.all()) c.reset();
            CpuConfig.setColdFirstBelow(MIN + 1);
            CpuConfig.setColdStart(true, -1);
            assertEquals(CpuConfig.Route.COLD, sortedRoute(a.clone()), "the first: the JDK's");
            assertEquals(CpuConfig.topDigitBeforeHalves(MIN, 2, false)
                    ? CpuConfig.Route.TOP_DIGIT : CpuConfig.Route.HALVES,
                    sortedRoute(a.clone()), "the second: the halves' (TopDigit's first where it comes first)");
        } finally {
            CpuConfig.setColdFirstBelow(-1);
            CpuConfig.setColdStart(CpuConfig.POLICY.cold().on(), -1);
            for (ColdStart c : ColdStart.all()) c.reset();
        }
    }

    private static CpuConfig.Route sortedRoute(long[] a) {
        long[] e = a.clone();
        Arrays.sort(e);
        SampleSortLong.sort(a, 0, a.length, 2);
        assertArrayEquals(e, a);
        return CpuConfig.lastRoute;
    }

    /** The generator's zipf keys (ranks of s = 1, most of them distinct), long or as doubles: the route they took. */
    private static CpuConfig.Route zipfRoute(int n, boolean fp) {
        long[] x = dev.samplesort.data.DataGenerator.longs(dev.samplesort.data.Distribution.ZIPF, n, n);
        if (fp) {
            double[] a = new double[n];
            for (int i = 0; i < n; i++) a[i] = x[i];
            double[] e = a.clone();
            Arrays.sort(e);
            SampleSortDouble.sort(a, 0, n, 2);
            assertSortedLike(e, a, "double zipf " + n);
        } else {
            long[] e = x.clone();
            Arrays.sort(e);
            SampleSortLong.sort(x, 0, n, 2);
            assertArrayEquals(e, x, "long zipf " + n);
        }
        return CpuConfig.lastRoute;
    }

    @Test
    void zipfFromItsSizeFewValuesAndStructuredKeysKeepTheirRoutes() {
        CpuConfig.setDenseSpanMax(0); // (the test data's small integers are otherwise counted)
        assertEquals(CpuConfig.topDigitBeforeHalves(MIN_DUP, 2, false)
                ? CpuConfig.Route.TOP_DIGIT : CpuConfig.Route.HALVES,
                zipfRoute(MIN_DUP, false));
        // (the generator's zipf as doubles: whole numbers, TopDigit's first where it comes first)
        assertEquals(CpuConfig.topDigitBeforeHalves(MIN_DUP, 2, true)
                ? CpuConfig.Route.TOP_DIGIT : CpuConfig.Route.HALVES,
                zipfRoute(MIN_DUP, true));
        assertEquals(CpuTestData.smallLong(MIN_DUP - 1), zipfRoute(MIN_DUP - 1, false));
        assertEquals(CpuTestData.small64(MIN_DUP - 1, true), zipfRoute(MIN_DUP - 1, true));
        // long ones before the team (from TEAM_SIMD_MIN_LONG_DUPLICATES) below HALVES_BELOW; double ones, which no
        // team takes, wherever the sequential route reaches
        int longTeam = CpuConfig.TEAM_SIMD_MIN_LONG_DUPLICATES;
        if (longTeam > MIN_DUP && CpuConfig.halvesFirst(longTeam, 2, 8, false)) {
            assertEquals(CpuConfig.topDigitBeforeHalves(longTeam, 2, false) ? CpuConfig.Route.TOP_DIGIT
                    : CpuConfig.Route.HALVES, zipfRoute(longTeam, false), "before the team");
            assertEquals(CpuConfig.topDigitBeforeHalves(longTeam, 2, true) ? CpuConfig.Route.TOP_DIGIT
                    : CpuConfig.Route.HALVES, zipfRoute(longTeam, true), "double");
        }
        // a handful of values with a long tail (the test data's zipf: 1 / u, half of the keys 1): the JDK's sort
        assertEquals(CpuConfig.Route.SMALL, CpuTestData.longRoute(CpuTestData.Dist.ZIPF, MIN_DUP, 2));
        for (CpuTestData.Dist d : new CpuTestData.Dist[] {CpuTestData.Dist.SORTED, CpuTestData.Dist.REVERSE,
                CpuTestData.Dist.ORGAN_PIPE, CpuTestData.Dist.ALMOST_SORTED, CpuTestData.Dist.DET_DUPLICATES,
                CpuTestData.Dist.FEW2, CpuTestData.Dist.FEW16, CpuTestData.Dist.FEW256, CpuTestData.Dist.ALL_EQUAL}) {
            assertNotEquals(CpuConfig.Route.HALVES, CpuTestData.longRoute(d, MIN_DUP, 2), "long " + d);
            assertNotEquals(CpuConfig.Route.HALVES, doubleRoute(d, MIN_DUP), "double " + d);
            assertNotEquals(CpuConfig.Route.HALVES, intRoute(d, MIN_DUP), "int " + d);
        }
        // a few hundred values with one key outside them: the count refuses them, the wider sample has shown the
        // values, so not zipf: the JDK's sort (its partitions of equal keys are cheap)
        long[] a = CpuTestData.longs(CpuTestData.Dist.FEW256, MIN_DUP, 5, 64), e;
        a[MIN_DUP / 3] = 12345;
        e = a.clone();
        Arrays.sort(e);
        SampleSortLong.sort(a, 0, a.length, 2);
        assertArrayEquals(e, a);
        // (or TopDigit's, where its sample did not refuse the outsider: its buckets of equal keys take Arrays.sort)
        assertTrue(CpuConfig.lastRoute == CpuConfig.Route.SMALL
                || CpuConfig.lastRoute == CpuTestData.smallLong(MIN_DUP), String.valueOf(CpuConfig.lastRoute));
    }

    /**
     * Sorts a copy of {@code a}'s middle (8 keys either side left alone) by HalvesLong, checked against
     * {@code Arrays.sort} (or, refused, against the input); returns whether it sorted.
     */
    private static boolean halvesLike(long[] a, SpinTeam team) {
        long[] x = a.clone(), e = a.clone();
        int from = 8, to = a.length - 8;
        Arrays.sort(e, from, to);
        boolean sorted = HalvesLong.sorted(x, from, to, team);
        assertArrayEquals(sorted ? e : a, x, "n " + (to - from));
        return sorted;
    }

    private static boolean halvesLike(double[] a, SpinTeam team) {
        double[] x = a.clone(), e = a.clone();
        int from = 8, to = a.length - 8;
        Arrays.sort(e, from, to);
        boolean sorted = HalvesDouble.sorted(x, from, to, team);
        assertSortedLike(sorted ? e : a, x, "n " + (to - from));
        return sorted;
    }

    private static boolean halvesLike(int[] a, SpinTeam team) {
        int[] x = a.clone(), e = a.clone();
        int from = 8, to = a.length - 8;
        Arrays.sort(e, from, to);
        boolean sorted = HalvesInt.sorted(x, from, to, team);
        assertArrayEquals(sorted ? e : a, x, "n " + (to - from));
        return sorted;
    }

    private static boolean halvesLike(float[] a, SpinTeam team) {
        float[] x = a.clone(), e = a.clone();
        int from = 8, to = a.length - 8;
        Arrays.sort(e, from, to);
        boolean sorted = HalvesFloat.sorted(x, from, to, team);
        assertSortedLike(sorted ? e : a, x, "n " + (to - from));
        return sorted;
    }

    @Test
    void thirtyTwoBitKeysSortExactlyToo() {
        SpinTeam team = CpuConfig.team(2);
        SplittableRandom r = new SplittableRandom(32);
        for (int n : new int[] {2 * HalvesInt.SAMPLE + 16, 3001, 1 << 14}) {
            int[] random = r.ints(n).toArray(), max = new int[n];
            float[] z = new float[n], nan = new float[n];
            for (int i = 0; i < n; i++) {
                max[i] = r.nextInt(4) == 0 ? r.nextInt() : Integer.MAX_VALUE;
                z[i] = switch (r.nextInt(5)) {
                    case 0 -> -0.0f;
                    case 1 -> 0.0f;
                    case 2 -> CpuTestData.FLOAT_EDGES[r.nextInt(CpuTestData.FLOAT_EDGES.length)];
                    default -> r.nextInt(1000) - 500.5f;
                };
                nan[i] = r.nextInt(3) == 0 ? r.nextInt(99) : Float.intBitsToFloat(0xffc00000 + r.nextInt(5));
            }
            assertTrue(halvesLike(random, team));
            assertTrue(halvesLike(max, team));
            assertTrue(halvesLike(z, team), "zeros, NaNs and infinities");
            assertTrue(halvesLike(z, SpinTeam.unstaffed(2)), "both halves on this thread");
            assertFalse(halvesLike(nan, team), "a NaN the median: refused, unchanged");
        }
    }

    @Test
    void everySplitterKindSortsExactly() {
        SpinTeam team = CpuConfig.team(2);
        SplittableRandom r = new SplittableRandom(14);
        for (int n : new int[] {2 * HalvesLong.SAMPLE + 16, 1000, 4097, 1 << 14}) {
            long[] random = r.longs(n).toArray(), few = new long[n], max = new long[n], equal = new long[n];
            long[] up = new long[n], down = new long[n]; // whole pieces below the splitter, and whole pieces above
            for (int i = 0; i < n; i++) {
                few[i] = r.nextInt(3) - 1; // the median one of three values: its keys to the evener side
                max[i] = r.nextInt(4) == 0 ? r.nextLong() : Long.MAX_VALUE; // the median the largest key
                equal[i] = -7;
                up[i] = i;
                down[i] = -i;
            }
            for (long[] a : new long[][] {random, few, max, equal, up, down}) {
                assertTrue(halvesLike(a, team));
                assertTrue(halvesLike(a, SpinTeam.unstaffed(2)), "both halves on this thread");
            }
            double[] z = new double[n], nan = new double[n];
            for (int i = 0; i < n; i++) {
                z[i] = switch (r.nextInt(6)) {
                    case 0 -> -0.0;
                    case 1 -> 0.0;
                    case 2 -> CpuTestData.DOUBLE_EDGES[r.nextInt(CpuTestData.DOUBLE_EDGES.length)];
                    default -> r.nextDouble() - 0.5;
                };
                nan[i] = r.nextInt(3) == 0 ? r.nextDouble()
                        : Double.longBitsToDouble(0x7ff8000000000000L + r.nextInt(9));
            }
            assertTrue(halvesLike(z, team), "zeros, NaNs and infinities");
            double[] zeros = new double[n]; // a zero the median: both signs on one side
            for (int i = 0; i < n; i++) zeros[i] = r.nextInt(4) == 0 ? r.nextDouble() : (i & 1) == 0 ? -0.0 : 0.0;
            assertTrue(halvesLike(zeros, team));
            assertFalse(halvesLike(nan, team), "a NaN the median: refused, unchanged");
        }
        assertFalse(halvesLike(new long[2 * HalvesLong.SAMPLE + 15], team), "too few keys for the sample");
    }

    @Test
    void thePiecesCoverTheRangeOnce() {
        for (int pieces : new int[] {2, HalvesLong.PIECES}) {
            for (int n : new int[] {2 * HalvesLong.SAMPLE, 1001, 1 << 16, Integer.MAX_VALUE}) {
                assertEquals(0, HalvesLong.pieceStart(n, pieces, 0));
                assertEquals(n, HalvesLong.pieceStart(n, pieces, pieces), "n " + n);
                for (int p = 0; p < pieces; p++) {
                    int length = HalvesLong.pieceStart(n, pieces, p + 1) - HalvesLong.pieceStart(n, pieces, p);
                    assertTrue(length >= n / pieces && length <= n / pieces + 1, "n " + n + " piece " + p);
                }
            }
        }
        assertEquals(0, HalvesLong.PIECES % 2, "the pieces pair up");
    }

    @Test
    void halvesFromThePiecesBoundSortExactly() {
        SpinTeam team = CpuConfig.team(2);
        SplittableRandom r = new SplittableRandom(17);
        int n = HalvesLong.PIECES_BELOW + 16; // the halves' own sort: two pieces
        long[] random = r.longs(n).toArray(), up = new long[n];
        for (int i = 0; i < n; i++) up[i] = i;
        assertTrue(halvesLike(random, team));
        assertTrue(halvesLike(up, team));
        assertTrue(halvesLike(random, SpinTeam.unstaffed(2)), "both halves on this thread");
    }

    /** A sorted sample of 64 keys: {@code lowRepeats} / {@code highRepeats} equal neighbours in its two halves. */
    private static long[] sample(int lowRepeats, int highRepeats) {
        long[] s = new long[HalvesLong.SAMPLE];
        int mid = HalvesLong.SAMPLE / 2;
        for (int i = 1; i < s.length; i++) {
            boolean repeat = i < mid ? i <= lowRepeats : i > mid && i - mid <= highRepeats;
            s[i] = repeat ? s[i - 1] : s[i - 1] + 1 + i;
        }
        return s;
    }

    @Test
    void theSplitterMovesIntoTheHalfThatRepeatsKeys() {
        int mid = HalvesLong.SAMPLE / 2, shift = HalvesLong.SKEW_SHIFT, at = HalvesLong.SKEW_REPEATS;
        assertTrue(shift > 0 && shift < mid / 2 && at > 0);
        assertEquals(mid, HalvesLong.rank(sample(0, 0)), "random keys: the median");
        assertEquals(mid + shift, HalvesLong.rank(sample(at, 0)), "zipf: the lower half repeats");
        assertEquals(mid + shift, HalvesLong.rank(sample(at + 3, 3)));
        assertEquals(mid - shift, HalvesLong.rank(sample(1, at + 1)), "mirrored");
        assertEquals(mid, HalvesLong.rank(sample(at - 1, 0)), "too few repeats to move it");
        assertEquals(mid, HalvesLong.rank(sample(6, 7)), "both halves repeat (a few hundred values)");
        double[] d = {-0.0, 0.0, 0.0, 0.0, 0.0}; // the zeros compare equal, as the halves' pass sees them
        double[] s = new double[HalvesDouble.SAMPLE];
        for (int i = 0; i < s.length; i++) s[i] = i < d.length ? d[i] : i;
        assertEquals(mid + shift, HalvesDouble.rank(s));
        // the generator's zipf: the splitter above the median, about 60% of the keys below it, and sorted exactly
        int n = 1 << 15;
        long[] z = dev.samplesort.data.DataGenerator.longs(dev.samplesort.data.Distribution.ZIPF, n, 3);
        long q = HalvesLong.splitter(z, 0, n);
        long below = Arrays.stream(z).filter(x -> x < q).count();
        assertTrue(below > n * 0.55 && below < n * 0.75, "below the splitter: " + below + " of " + n);
        assertTrue(halvesLike(z, CpuConfig.team(2)));
        for (int i = 0; i < n; i++) z[i] = -z[i]; // its mirror: the splitter below the median
        long p = HalvesLong.splitter(z, 0, n);
        long mirrored = Arrays.stream(z).filter(x -> x < p).count();
        assertTrue(mirrored > n * 0.25 && mirrored < n * 0.45, "below the splitter: " + mirrored + " of " + n);
        assertTrue(halvesLike(z, CpuConfig.team(2)));
    }

    @Test
    void aTeamThatRefusesLeavesTheKeysAsTheyWere() {
        long[] a = new SplittableRandom(3).longs(MIN).toArray();
        boolean was = SpinTeam.beside(true); // a sort beside others: the team refuses it
        try {
            assertFalse(halvesLike(a, CpuConfig.team(2)));
            long[] x = a.clone(), e = a.clone();
            Arrays.sort(e);
            SampleSortLong.sort(x, 0, x.length, 2);
            assertArrayEquals(e, x);
            assertNotEquals(CpuConfig.Route.HALVES, CpuConfig.lastRoute, "the route goes on");
        } finally {
            SpinTeam.beside(was);
        }
    }
}
