package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The one-level sort on a spinning team (TeamSort, SpinTeam): exact results against {@code Arrays.sort} for every
 * key type, distribution and team size, the refusals (NaN, a busy team) that leave the input untouched, failures
 * that reach the caller, and the route through the public entry. Teams of up to 5 members on a 2-core CI machine:
 * the barriers yield, so more members than cores still finish.
 */
class TeamSortTest {
    private static SpinTeam team3, team5;

    @BeforeAll
    static void teams() {
        team3 = new SpinTeam(3, 20_000);
        team5 = new SpinTeam(5, 0);
    }

    @AfterAll
    static void stop() {
        team3.shutdown();
        team5.shutdown();
    }

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
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
        CpuConfig.setTeam(-1, -1);
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setTeamPairs64(-1, -1);
        CpuConfig.setTeamPairs64MinThreads(-1);
    }

    /**
     * The team's routes for structured input (run merges, the few-values count and its count by hash) start at
     * teamStructureMinThreads (4) threads, its sorts of unstructured keys at teamMinThreads (8): 4 threads on a parallel
     * pool count 16 values of 64-bit keys on the team and fill them (FEW_FILL; on 3 threads the JDK's sort, FEW), exact.
     * Fails with the old rule (every route from teamMinThreads).
     */
    @Test
    void structuredInputTakesTheTeamFromItsOwnThreadMinimum() {
        CpuConfig.setCommonPoolParallel(true);
        int structure = CpuConfig.POLICY.team().structureMinThreads(), n = 1 << 18;
        assertTrue(structure < CpuConfig.POLICY.team().minThreads(), "the premise: " + structure);
        int counted = CpuConfig.FEW_TEAM_COUNT_MIN; // (the team's count of a handful of values from there)
        assertTrue(CpuConfig.teamCounts(counted, structure) && CpuConfig.teamScatters(n, structure)
                && CpuConfig.teamMayMerge(n, structure));
        assertFalse(CpuConfig.teamCounts(counted, structure - 1) || CpuConfig.teamScatters(n, structure - 1)
                || CpuConfig.teamMayMerge(n, structure - 1));
        assertFalse(CpuConfig.teamSorts(n, structure, false, 8), "the team's sorts keep teamMinThreads");
        for (int threads : new int[] {structure, structure - 1}) {
            long[] a = DataGenerator.longs(Distribution.FEW_UNIQUE_16, n, 5), e = a.clone();
            Arrays.sort(e);
            CpuConfig.lastRoute = null;
            SampleSortLong.sort(a, 0, n, threads);
            assertArrayEquals(e, a, "few16, threads " + threads);
            assertEquals(threads >= structure ? CpuConfig.Route.FEW_FILL : CpuConfig.Route.FEW, CpuConfig.lastRoute,
                    "few16, threads " + threads);
        }
    }

    /** Every slicing too: one slice per member and four. */
    @Test
    void everyTypeAndDistributionLikeArraysSort() {
        for (Distribution d : Distribution.values()) {
            for (int n : new int[] {2, 1000, 65_536, 200_003}) {
                for (SpinTeam t : new SpinTeam[] {team3, team5}) {
                    for (int logK : new int[] {1, 8}) {
                        for (int per : new int[] {1, 4}) {
                            String what = d + " n=" + n + " team=" + t.size + " logK=" + logK + " slices=" + per;
                            int[] i = DataGenerator.ints(d, n, n + 1), ie = i.clone();
                            Arrays.sort(ie);
                            assertTrue(TeamSortInt.sort(i, 0, n, t, logK, per), what);
                            assertArrayEquals(ie, i, what);
                            long[] l = DataGenerator.longs(d, n, n + 2), le = l.clone();
                            Arrays.sort(le);
                            assertTrue(TeamSortLong.sort(l, 0, n, t, logK, per), what);
                            assertArrayEquals(le, l, what);
                            float[] f = DataGenerator.floats(d, n, n + 3), fe = f.clone();
                            Arrays.sort(fe);
                            assertTrue(TeamSortFloat.sort(f, 0, n, t, logK, per), what);
                            assertSortedLike(fe, f, what);
                            double[] x = DataGenerator.doubles(d, n, n + 4), xe = x.clone();
                            Arrays.sort(xe);
                            assertTrue(TeamSortDouble.sort(x, 0, n, t, logK, per), what);
                            assertSortedLike(xe, x, what);
                        }
                    }
                }
            }
        }
    }

    /**
     * The buckets by size (fifty-fourth session): about 2^TEAM_LEAF_LOG keys a bucket, at least
     * 2^TEAM_MIN_LOG_BUCKETS, at most 2^TEAM_LOG_BUCKETS; and the sort at those counts exact at their sizes.
     */
    @Test
    void theBucketsFollowTheSize() {
        assertEquals(5, CpuConfig.teamLogBuckets(1 << 14));
        assertEquals(5, CpuConfig.teamLogBuckets((1 << 16) - 1));
        assertEquals(6, CpuConfig.teamLogBuckets(1 << 16));
        assertEquals(7, CpuConfig.teamLogBuckets(1 << 17));
        assertEquals(CpuConfig.TEAM_LOG_BUCKETS, CpuConfig.teamLogBuckets(1 << 18));
        assertEquals(CpuConfig.TEAM_LOG_BUCKETS, CpuConfig.teamLogBuckets(Integer.MAX_VALUE));
        assertEquals(CpuConfig.TEAM_MIN_LOG_BUCKETS, CpuConfig.teamLogBuckets(2));
        for (int n : new int[] {1 << 14, (1 << 15) + 3, 1 << 16, 1 << 17}) {
            int logK = CpuConfig.teamLogBuckets(n);
            for (Distribution d : Distribution.values()) {
                String what = d + " n=" + n + " logK=" + logK;
                int[] i = DataGenerator.ints(d, n, n + 5), ie = i.clone();
                Arrays.sort(ie);
                assertTrue(TeamSortInt.sort(i, 0, n, team5, logK), what);
                assertArrayEquals(ie, i, what);
                double[] x = DataGenerator.doubles(d, n, n + 6), xe = x.clone();
                Arrays.sort(xe);
                assertTrue(TeamSortDouble.sort(x, 0, n, team5, logK), what);
                assertSortedLike(xe, x, what);
            }
        }
    }

    /**
     * Pairs with 64-bit keys on the team's level (CpuConfig.teamPairs64), each bucket sorted by the engine: exact
     * and stable against a stable reference in Arrays.sort's order, every distribution, team, slicing and value
     * type; double keys NaN-free with zeros of both signs, as the engine's core hands them over (their signs ordered
     * after, by FpFix). Fails with the values left out of the scatter or the equality buckets' copy.
     */
    @Test
    void pairsWith64BitKeysExactAndStable() {
        for (Distribution d : Distribution.values()) {
            for (int n : new int[] {2, 1000, 65_536, 100_003}) {
                long[] k = DataGenerator.longs(d, n, n + 7);
                double[] x = DataGenerator.doubles(d, n, n + 8);
                for (int i = 0; i < n; i++) {
                    if (x[i] != x[i] || i % 97 == 0) x[i] = 0.0;
                    if (i % 89 == 0) x[i] = -0.0;
                }
                int[] ko = CpuTestData.stableOrder(n, (i, j) -> Long.compare(k[i], k[j]));
                int[] xo = CpuTestData.stableOrder(n, (i, j) -> Double.compare(x[i], x[j]));
                for (SpinTeam t : new SpinTeam[] {team3, team5}) {
                    for (int logK : new int[] {1, 8}) {
                        for (int per : new int[] {1, 4}) {
                            String what = d + " n=" + n + " team=" + t.size + " logK=" + logK + " slices=" + per;
                            long[] kl = k.clone(), kll = k.clone(), vl = new long[n], dvl = new long[n];
                            double[] dk = x.clone(), dkl = x.clone();
                            int[] vi = new int[n], dvi = new int[n];
                            for (int i = 0; i < n; i++) {
                                vi[i] = dvi[i] = i;
                                vl[i] = dvl[i] = 5L * i - n;
                            }
                            assertTrue(TeamSortLongInt.sort(kl, vi, 0, n, t, logK, per), what);
                            assertTrue(TeamSortLongLong.sort(kll, vl, 0, n, t, logK, per), what);
                            assertTrue(TeamSortDoubleInt.sort(dk, dvi, 0, n, t, logK, per), what);
                            assertTrue(TeamSortDoubleLong.sort(dkl, dvl, 0, n, t, logK, per), what);
                            FpFixDoubleInt.fixZeros(dk, dvi, 0, n);
                            FpFixDoubleLong.fixZeros(dkl, dvl, 0, n);
                            for (int i = 0; i < n; i++) {
                                assertEquals(k[ko[i]], kl[i], what);
                                assertEquals(ko[i], vi[i], what + ": long+int values, stably, at " + i);
                                assertEquals(k[ko[i]], kll[i], what);
                                assertEquals(5L * ko[i] - n, vl[i], what + ": long+long values, stably, at " + i);
                                assertEquals(Double.doubleToRawLongBits(x[xo[i]]), Double.doubleToRawLongBits(dk[i]),
                                        what + ": double+int at " + i);
                                assertEquals(xo[i], dvi[i], what + ": double+int values, stably, at " + i);
                                assertEquals(Double.doubleToRawLongBits(x[xo[i]]), Double.doubleToRawLongBits(dkl[i]),
                                        what + ": double+long at " + i);
                                assertEquals(5L * xo[i] - n, dvl[i], what + ": double+long values, stably, at " + i);
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * The public entry: pairs with 64-bit keys from teamPairs64Min up to below teamPairs64Max with the team's
     * threads take the team's level (route TEAM) where no run or few-values route took them, NaNs and zeros of both
     * signs ordered as Arrays.sort orders them, values stably (staggered keys too, which the merge sort takes below
     * kvMergeSortTeamBelow64 there, below kvMergeSortBelow64 without the team); below and from those sizes the
     * engine's own routes. A team held by another sort leaves them to the engine, exact all the same. Fails with the route's call removed.
     */
    @Test
    void pairsWith64BitKeysTakeTheTeamsLevelThroughThePublicEntry() throws InterruptedException {
        CpuConfig.setTeam(2, -1);
        CpuConfig.setTeamPairs64(1 << 14, 1 << 17); // (the policy's 2^11 to 2^23: smaller inputs here)
        SpinTeam held = CpuConfig.team(4);
        int team = 0;
        for (int n : new int[] {(1 << 14) - 1, (1 << 14) + 256, 50_001, (1 << 17) - 1, (1 << 17) + 1024}) {
            for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.GAUSSIAN,
                    Distribution.STAGGERED, Distribution.RUNS, Distribution.ZIPF, Distribution.SAWTOOTH}) {
                for (boolean busy : new boolean[] {false, true}) {
                    String what = d + " n=" + n + (busy ? ", team busy" : "");
                    long[] k = DataGenerator.longs(d, n, n + 9);
                    double[] x = DataGenerator.doubles(d, n, n + 10);
                    for (int i = 0; i < n; i += 101) x[i] = i % 3 == 0 ? Double.NaN : i % 3 == 1 ? -0.0 : 0.0;
                    int[] ko = CpuTestData.stableOrder(n, (i, j) -> Long.compare(k[i], k[j]));
                    int[] xo = CpuTestData.stableOrder(n, (i, j) -> Double.compare(x[i], x[j]));
                    long[] kl = k.clone();
                    double[] dk = x.clone();
                    long[] vl = new long[n];
                    int[] vi = new int[n];
                    for (int i = 0; i < n; i++) {
                        vi[i] = i;
                        vl[i] = 3L * i + 1;
                    }
                    CountDownLatch release = new CountDownLatch(1);
                    Thread holder = busy ? CpuTestData.holdTeam(held, release) : null;
                    CpuConfig.Route longRoute, doubleRoute;
                    try {
                        SampleSortLongLong.sort(kl, vl, 0, n, 4);
                        longRoute = CpuConfig.lastRoute;
                        SampleSortDoubleInt.sort(dk, vi, 0, n, 4);
                        doubleRoute = CpuConfig.lastRoute;
                    } finally {
                        release.countDown();
                        if (holder != null) holder.join();
                    }
                    for (int i = 0; i < n; i++) {
                        assertEquals(k[ko[i]], kl[i], what);
                        assertEquals(3L * ko[i] + 1, vl[i], what + ": long+long values, stably, at " + i);
                        assertEquals(Double.doubleToRawLongBits(x[xo[i]]), Double.doubleToRawLongBits(dk[i]),
                                what + ": double+int at " + i);
                        assertEquals(xo[i], vi[i], what + ": double+int values, stably, at " + i);
                    }
                    boolean sized = n > 1 << 14 && n < 1 << 17, inRange = sized && !busy; // (NaNs set aside first)
                    if (!inRange) {
                        assertNotEquals(CpuConfig.Route.TEAM, longRoute, what);
                        assertNotEquals(CpuConfig.Route.TEAM, doubleRoute, what);
                        if (d == Distribution.STAGGERED && !sized && n < 1 << 15) { // (no team: merge sort below 2^15)
                            assertEquals(CpuConfig.Route.MERGE_SORT, longRoute, what);
                        }
                    } else if (d == Distribution.UNIFORM || d == Distribution.RUNS) {
                        assertEquals(CpuConfig.Route.TEAM, longRoute, what);
                        assertEquals(CpuConfig.Route.TEAM, doubleRoute, what);
                        team++;
                    } else if (d == Distribution.STAGGERED) { // (in order at a distance: the merge sort below 2^13 there)
                        assertEquals(CpuConfig.Route.TEAM, longRoute, what);
                    } else if (d == Distribution.SAWTOOTH) { // (the run merge where the JDK route is sequential)
                        assertEquals(CpuConfig.jdkParallel(n, 4, false) ? CpuConfig.Route.TEAM
                                : CpuConfig.Route.RUN_MERGE, longRoute, what);
                    }
                }
            }
        }
        assertEquals(6, team);
    }

    /**
     * The team's level for pairs with 64-bit keys takes its own thread minimum (teamPairs64MinThreads, 2 by the
     * policy), not the keys' team minimum: two threads take it with the keys' teams off (teamMinThreads above them),
     * and with the pairs' minimum above the threads the engine sorts them, exact either way.
     */
    @Test
    void pairsWith64BitKeysTakeTheTeamsLevelFromTheirOwnThreadMinimum() {
        CpuConfig.setTeam(64, -1); // (the keys' team: never here)
        int n = 1 << 15;
        for (int minThreads : new int[] {-1, 2, 3}) {
            CpuConfig.setTeamPairs64MinThreads(minThreads);
            long[] k = DataGenerator.longs(Distribution.UNIFORM, n, 77);
            int[] order = CpuTestData.stableOrder(n, (i, j) -> Long.compare(k[i], k[j]));
            long[] kl = k.clone();
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            SampleSortLongInt.sort(kl, v, 0, n, 2);
            String what = "teamPairs64MinThreads " + minThreads;
            assertEquals(minThreads == 3 ? CpuConfig.Route.ENGINE : CpuConfig.Route.TEAM, CpuConfig.lastRoute, what);
            for (int i = 0; i < n; i++) {
                assertEquals(k[order[i]], kl[i], what);
                assertEquals(order[i], v[i], what + ": values, stably, at " + i);
            }
        }
    }

    /** The slices per member: at least one, at most the policy's, each at least its keys. */
    @Test
    void slicesPerMemberFollowTheSize() {
        assertEquals(1, TeamSortInt.slicesPerMember(2, 16));
        assertEquals(1, TeamSortInt.slicesPerMember(16 * CpuConfig.TEAM_SLICE_MIN * 2 - 1, 16));
        assertEquals(2, TeamSortInt.slicesPerMember(16 * CpuConfig.TEAM_SLICE_MIN * 2, 16));
        assertEquals(CpuConfig.TEAM_SLICES_PER_MEMBER, TeamSortInt.slicesPerMember(Integer.MAX_VALUE, 16));
    }

    /** A sub-range: keys outside it stay where they are. */
    @Test
    void sortsOnlyTheRange() {
        long[] a = DataGenerator.longs(Distribution.UNIFORM, 100_000, 9), e = a.clone();
        Arrays.sort(e, 1234, 98_765);
        assertTrue(TeamSortLong.sort(a, 1234, 98_765, team3, 8));
        assertArrayEquals(e, a);
    }

    /** Zeros of both signs, infinities, extremes and subnormals, in quantity: -0.0 before 0.0, as Arrays.sort. */
    @Test
    void floatingPointSpecialsWithoutNaN() {
        float[] fv = {-0.0f, 0.0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
            -Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, 1.5f, -1.5f};
        double[] dv = {-0.0, 0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
            -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, 1.5, -1.5};
        for (int distinct : new int[] {2, 3, 10}) {
            for (boolean noise : new boolean[] {false, true}) {
                SplittableRandom r = new SplittableRandom(distinct + (noise ? 100 : 0));
                int n = 120_001;
                float[] f = new float[n];
                double[] d = new double[n];
                for (int i = 0; i < n; i++) {
                    int k = r.nextInt(distinct);
                    boolean rnd = noise && r.nextInt(4) == 0;
                    f[i] = rnd ? (float) r.nextGaussian() : fv[k];
                    d[i] = rnd ? r.nextGaussian() : dv[k];
                }
                float[] fe = f.clone();
                double[] de = d.clone();
                Arrays.sort(fe);
                Arrays.sort(de);
                String what = distinct + " specials, noise " + noise;
                assertTrue(TeamSortFloat.sort(f, 0, n, team5, 8), what);
                assertTrue(TeamSortDouble.sort(d, 0, n, team5, 8), what);
                assertSortedLike(fe, f, what);
                assertSortedLike(de, d, what);
            }
        }
    }

    /** A NaN anywhere, also in the last member's slice or only in the sample: refused, the array untouched. */
    @Test
    void nanIsRefusedAndTheInputKept() {
        int n = 100_000;
        for (int at : new int[] {0, n / 3, n - 1}) {
            double[] d = DataGenerator.doubles(Distribution.UNIFORM, n, at);
            d[at] = Double.longBitsToDouble(0x7FF0000000000123L);
            double[] before = d.clone();
            assertFalse(TeamSortDouble.sort(d, 0, n, team3, 8), "NaN at " + at);
            assertArrayEquals(bits(before), bits(d), "NaN at " + at);
            float[] f = DataGenerator.floats(Distribution.UNIFORM, n, at);
            f[at] = Float.NaN;
            float[] fb = f.clone();
            assertFalse(TeamSortFloat.sort(f, 0, n, team5, 8), "NaN at " + at);
            assertArrayEquals(fb, f, "NaN at " + at);
        }
    }

    /**
     * The prefix sum's steps against the sums written out: every slice's position in a bucket is the sizes of the
     * buckets before it plus the counts of the slices before it in that bucket; the bounds are the buckets' starts.
     */
    @Test
    void theOffsetsAreTheSlicesPlaceInEachBucket() {
        SplittableRandom r = new SplittableRandom(46);
        for (int slices : new int[] {1, 3, 16}) {
            for (int nbk : new int[] {1, 7, 256, 512}) {
                int[][] cnt = new int[slices][nbk + 16];
                for (int[] row : cnt) for (int j = 0; j < nbk; j++) row[j] = r.nextInt(0, r.nextBoolean() ? 3 : 1000);
                int[][] counts = new int[slices][];
                for (int u = 0; u < slices; u++) counts[u] = cnt[u].clone();
                int[] total = new int[nbk];
                // in shares, as the members take them: the columns are independent
                for (int from = 0, step = Math.max(1, nbk / 5); from < nbk; from += step) {
                    TeamOffsets.columns(cnt, slices, from, Math.min(nbk, from + step), total);
                }
                int[] bounds = new int[nbk + 1];
                for (int u = 0; u < slices; u++) {
                    int[] pos = TeamOffsets.positions(cnt[u], total, nbk, u == 0 ? bounds : null);
                    int start = 0;
                    for (int j = 0; j < nbk; j++) {
                        int before = 0;
                        for (int v = 0; v < u; v++) before += counts[v][j];
                        assertEquals(start + before, pos[j], "slice " + u + ", bucket " + j);
                        if (u == 0) assertEquals(start, bounds[j], "bucket " + j + "'s start");
                        int size = 0;
                        for (int v = 0; v < slices; v++) size += counts[v][j];
                        assertEquals(size, total[j], "bucket " + j + "'s size");
                        start += size;
                    }
                    assertEquals(start, bounds[nbk], "the buckets' end");
                }
            }
        }
        TeamOffsets.warmUp(); // on one thread, nothing shared written: twice is harmless
        TeamOffsets.warmUp();
    }

    private static long[] bits(double[] d) {
        return Arrays.stream(d).mapToLong(Double::doubleToRawLongBits).toArray();
    }

    /** While another sort holds the team, a second one is refused at once (it takes its other route). */
    @Test
    void aBusyTeamRefusesASecondSort() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Thread holder = hold(team3, release);
        int[] a = DataGenerator.ints(Distribution.UNIFORM, 50_000, 1), before = a.clone();
        assertFalse(TeamSortInt.sort(a, 0, a.length, team3, 8));
        assertArrayEquals(before, a);
        release.countDown();
        holder.join();
        assertTrue(TeamSortInt.sort(a, 0, a.length, team3, 8));
        Arrays.sort(before);
        assertArrayEquals(before, a);
    }

    /** A task that throws: no later phase runs, the caller gets the exception, the team stays usable. */
    @Test
    void aFailingTaskReachesTheCallerAndSkipsTheRest() {
        AtomicInteger later = new AtomicInteger();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> team5.tryRun(
                new SpinTeam.Phase(5, id -> {
                    if (id == 3) throw new IllegalStateException("task 3");
                }), new SpinTeam.Phase(5, id -> later.incrementAndGet())));
        assertEquals("task 3", e.getMessage());
        assertEquals(0, later.get(), "no phase runs after a failure");
        AtomicInteger all = new AtomicInteger();
        assertTrue(team5.tryRun(new SpinTeam.Phase(5, id -> all.incrementAndGet()), new SpinTeam.Phase(0, id -> {
            throw new AssertionError("a phase of no tasks runs none");
        }), new SpinTeam.Phase(7, id -> all.incrementAndGet())));
        assertEquals(12, all.get());
    }

    /** Every task runs exactly once per phase, and a phase sees everything the previous one wrote. */
    @Test
    void phasesFollowOneAnother() {
        for (int round = 0; round < 200; round++) {
            int tasks = 1 + round % 37;
            int[] slots = new int[tasks];
            AtomicInteger runs = new AtomicInteger();
            AtomicReference<String> bad = new AtomicReference<>();
            assertTrue(team5.tryRun(new SpinTeam.Phase(tasks, id -> slots[id] += id + 1),
                    new SpinTeam.Phase(3, id -> {
                        runs.incrementAndGet();
                        for (int u = 0; u < tasks; u++) if (slots[u] != u + 1) bad.set("slot " + u + ": " + slots[u]);
                    })));
            assertEquals(null, bad.get(), "round " + round);
            assertEquals(3, runs.get(), "round " + round);
        }
    }

    /** Many callers at once: one holds the team at a time, the others take their other route; all sorted. */
    @Test
    void concurrentSortsThroughThePublicEntryAllSorted() throws Exception {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team sort needs the JDK's intrinsic for its leaves (none here)");
        CpuConfig.setThreads(3);
        CpuConfig.setTeam(2, 4096);
        Thread[] ts = new Thread[6];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int k = 0; k < ts.length; k++) {
            int seed = k;
            ts[k] = Thread.ofPlatform().start(() -> {
                try {
                    for (int rep = 0; rep < 20; rep++) {
                        int[] a = DataGenerator.ints(Distribution.GAUSSIAN, 70_000 + seed, seed * 100 + rep);
                        int[] e = a.clone();
                        Arrays.sort(e);
                        SampleSortInt.sort(a, 0, a.length, 3);
                        assertArrayEquals(e, a);
                    }
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                }
            });
        }
        for (Thread t : ts) t.join();
        if (failure.get() != null) throw new AssertionError(failure.get());
    }

    /** The route: unstructured keys at the team's sizes go to it, NaNs and structured input do not. */
    @Test
    void routeThroughThePublicEntry() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team sort needs the JDK's intrinsic for its leaves (none here)");
        CpuConfig.setThreads(3);
        CpuConfig.setTeam(2, 4096);
        CpuConfig.setJdkBelow(Integer.MAX_VALUE); // the JDK's sizes: the team sorts in parallelSort's place
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.team(3);
        long[] l = DataGenerator.longs(Distribution.UNIFORM, 300_000, 5), le = l.clone();
        Arrays.sort(le);
        SampleSortLong.sort(l, 0, l.length, 3);
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute);
        assertArrayEquals(le, l);
        float[] f = DataGenerator.floats(Distribution.UNIFORM, 300_000, 6);
        f[123_456] = Float.NaN;
        float[] fe = f.clone();
        Arrays.sort(fe);
        SampleSortFloat.sort(f, 0, f.length, 3);
        assertNotEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "a NaN: the engine moves it first");
        assertSortedLike(fe, f, "float with a NaN");
        CpuConfig.setThreads(1);
        int[] i = DataGenerator.ints(Distribution.UNIFORM, 300_000, 7);
        SampleSortInt.sort(i, 0, i.length, 1);
        assertNotEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "one thread: no team");
        CpuConfig.setTeam(-1, -1);
        assertFalse(CpuConfig.teamSorts(300_000, 3, false, 4), "3 threads are below the policy's minimum");
        assertTrue(CpuConfig.teamSorts(1 << 15, 16, false, 4));
        assertFalse(CpuConfig.teamSorts(1 << 22, 16, false, 4), "the engine's sizes");
        assertFalse(CpuConfig.teamSorts((1 << 15) - 1, 16, false, 4), "below the team's sizes");
        assertTrue(CpuConfig.teamSorts(1 << 16, 16, true, 4), "int keys from teamMinInt");
        assertFalse(CpuConfig.teamSorts((1 << 16) - 1, 16, true, 4), "int keys below teamMinInt");
    }

    /**
     * A stall (one task holds its thread for 3 ms while another thread waits for the phase, longer than a waiter
     * spins before it parks): the parked waiter is woken when the phase opens, the next phase sees the stalled
     * task's write, and the team runs the next sort at once (no back-off since the nineteenth session).
     */
    @Test
    void aStalledPhaseWakesItsParkedWaitersAndTheTeamGoesOn() {
        for (int round = 0; round < 3; round++) {
            int[] seen = new int[1];
            AtomicInteger later = new AtomicInteger();
            assertTrue(team3.tryRun(stall(seen), new SpinTeam.Phase(4, id -> {
                if (seen[0] == 1) later.incrementAndGet();
            })));
            assertEquals(4, later.get(), "the next phase ran after the stalled task, round " + round);
            int[] a = DataGenerator.ints(Distribution.UNIFORM, 20_000, round), e = a.clone();
            assertTrue(TeamSortInt.sort(a, 0, a.length, team3, 8), "no refusal after a stall");
            Arrays.sort(e);
            assertArrayEquals(e, a);
        }
    }

    /**
     * Two tasks on two threads: task 0 waits until task 1 has started, then returns, and its thread waits for the
     * phase while task 1 holds its own thread for 3 ms, longer than the team spins before it parks, then sets
     * {@code done[0]}.
     */
    private static SpinTeam.Phase stall(int[] done) {
        CountDownLatch started = new CountDownLatch(1);
        return new SpinTeam.Phase(2, id -> {
            if (id == 1) {
                started.countDown();
                long end = System.nanoTime() + 3 * SpinTeam.BARRIER_SPIN_NANOS;
                for (long left; (left = end - System.nanoTime()) > 0; ) LockSupport.parkNanos(left);
                done[0] = 1;
            } else {
                try {
                    started.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
    }

    private static Thread hold(SpinTeam team, CountDownLatch release) throws InterruptedException {
        return CpuTestData.holdTeam(team, release);
    }

    /**
     * A handful of values counted and filled on the team (fillFew from FEW_TEAM_COUNT_MIN keys with the team's
     * thread count): exact for every key type and 2 to 4 values; a key outside the sampled values refuses with the
     * input untouched; a busy team leaves the count to the pool's pieces, with the same result.
     */
    @Test
    void fewValuesAreCountedAndFilledOnTheTeam() throws Exception {
        CpuConfig.setTeam(2, 4096);
        int n = CpuConfig.FEW_TEAM_COUNT_MIN + 5;
        assertTrue(CpuConfig.teamCounts(n, 3));
        assertFalse(CpuConfig.teamCounts(n - 6, 3), "below fewTeamCountMin: the calling thread counts");
        SpinTeam team = CpuConfig.team(3);
        SplittableRandom r = new SplittableRandom(11);
        for (int d = 2; d <= CpuConfig.FEW_FILL_MAX; d++) {
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = (r.nextInt(d) - 1) * 1_000_003;
            long before = team.runs();
            checkFew(v, "ints, " + d + " values");
            assertEquals(before + 4, team.runs(), "each key type counted and filled in one run of the team");
        }
        // a key outside the sample: refused in the count, the input as it was
        int[] odd = new int[n];
        for (int i = 0; i < n; i++) odd[i] = r.nextBoolean() ? 7 : -7;
        odd[n - 2] = 8;
        int[] oddBefore = odd.clone();
        assertFalse(FewCountInt.fillFew(odd, 0, n, new int[] {-7, 7}, 3));
        assertArrayEquals(oddBefore, odd);
        // the team held by another caller: the pool's pieces, the same result
        CountDownLatch release = new CountDownLatch(1);
        Thread holder = hold(team, release);
        try {
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = r.nextBoolean() ? 3 : 1;
            long before = team.runs();
            checkFew(v, "ints, team busy");
            assertEquals(before, team.runs(), "the pool counted");
        } finally {
            release.countDown();
            holder.join();
        }
    }

    /** fillFew on all four key types built from the int keys' values, against Arrays.sort. */
    private static void checkFew(int[] v, String what) {
        int n = v.length;
        long[] l = new long[n];
        float[] f = new float[n];
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            l[i] = (long) v[i] << 20;
            f[i] = v[i] == 0 ? 0.5f : v[i];
            d[i] = v[i] == 0 ? -0.25 : v[i];
        }
        int[] ve = v.clone();
        long[] le = l.clone();
        float[] fe = f.clone();
        double[] de = d.clone();
        Arrays.sort(ve);
        Arrays.sort(le);
        Arrays.sort(fe);
        Arrays.sort(de);
        assertTrue(FewCountInt.fillFew(v, 0, n, SampleSortInt.sampledValues(v, 0, n), 3), what);
        assertArrayEquals(ve, v, what);
        assertTrue(FewCountLong.fillFew(l, 0, n, SampleSortLong.sampledValues(l, 0, n), 3), what);
        assertArrayEquals(le, l, what);
        assertTrue(FewCountFloat.fillFew(f, 0, n, SampleSortFloat.sampledValues(f, 0, n), 3), what);
        assertArrayEquals(fe, f, what);
        assertTrue(FewCountDouble.fillFew(d, 0, n, SampleSortDouble.sampledValues(d, 0, n), 3), what);
        assertArrayEquals(de, d, what);
    }

    /** A new size replaces the team; the old one refuses sorts instead of waking members that have stopped. */
    @Test
    void aReplacedTeamRefuses() {
        SpinTeam a = CpuConfig.team(3);
        assertSame(a, CpuConfig.team(3));
        SpinTeam b = CpuConfig.team(4);
        assertNotEquals(a, b);
        int[] x = DataGenerator.ints(Distribution.UNIFORM, 10_000, 3), before = x.clone();
        assertFalse(TeamSortInt.sort(x, 0, x.length, a, 8));
        assertArrayEquals(before, x);
        assertTrue(TeamSortInt.sort(x, 0, x.length, b, 8));
        Arrays.sort(before);
        assertArrayEquals(before, x);
    }
}
