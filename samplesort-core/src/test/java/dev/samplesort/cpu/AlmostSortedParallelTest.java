package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * AlmostSorted's parallel pass (a piece per thread, Splitsort's rule at the seams, the merges into a buffer): exact
 * results against {@code Arrays.sort} (floating point specials included, keys out of place at the pieces' seams),
 * the keys given back where a piece or the seams set too many aside, and the hybrid's route on many threads. Each
 * case runs three ways: in fork/join phases (no team), on a team whose members never come (every task on the caller,
 * in order) and on a staffed team (tasks on whichever member claims them).
 */
class AlmostSortedParallelTest {
    /** Staffed teams by size, shared by the tests (their threads park between jobs). */
    private static final Map<Integer, SpinTeam> TEAMS = new HashMap<>();

    private static synchronized SpinTeam staffed(int size) {
        return TEAMS.computeIfAbsent(size, z -> new SpinTeam(z, 0));
    }

    @AfterAll
    static synchronized void stopTeams() {
        TEAMS.values().forEach(SpinTeam::shutdown);
        TEAMS.clear();
    }

    @AfterEach
    void restore() {
        CpuConfig.setCommonPoolParallel(null);
    }

    /** The three ways for {@code threads} pieces: the pool (null), unstaffed, staffed. */
    private static SpinTeam[] ways(int threads) {
        return new SpinTeam[] {null, SpinTeam.unstaffed(threads), staffed(threads)};
    }

    private static String way(SpinTeam team) {
        return team == null ? "pool" : TEAMS.containsValue(team) ? "staffed team" : "unstaffed team";
    }

    private static void checkLong(long[] x, int threads, boolean expectSorted, String what) {
        for (SpinTeam team : ways(threads)) {
            long[] a = x.clone(), e = x.clone();
            Arrays.sort(e);
            String how = what + ", " + way(team);
            boolean took = AlmostSortedLong.sortedParallel(a, 0, a.length, threads, team);
            if (took) {
                assertArrayEquals(e, a, how);
            } else {
                Arrays.sort(a);
                assertArrayEquals(e, a, how + ": given back with its keys");
            }
            assertEquals(expectSorted, took, how);
        }
    }

    @Test
    void nearlySortedKeysOnAnyNumberOfPieces() {
        for (int n : new int[] {1024, 5000, 1 << 16, 100_003}) {
            for (int threads : new int[] {2, 3, 7, 16, 64}) {
                for (long seed = 1; seed <= 3; seed++) {
                    long[] x = AlmostSortedTest.ramp(n, 0.01, seed * n + threads);
                    if (!AlmostSortedLong.probe(x, 0, n)) continue;
                    checkLong(x, threads, true, n + " keys, " + threads + " pieces, seed " + seed);
                }
            }
        }
    }

    /** Keys out of place right at the seams: a piece ending high, the next starting low, both at once. */
    @Test
    void keysOutOfPlaceAtTheSeams() {
        int n = 1 << 16;
        for (int threads : new int[] {2, 3, 4}) { // (more seams on the probe's window starts: too many drops for it)
            for (int kind = 0; kind < 4; kind++) {
                long[] x = AlmostSortedTest.ramp(n, 0.005, 11 + kind);
                for (int q = 1; q < threads; q++) {
                    int seam = (int) ((long) q * n / threads);
                    if ((kind & 1) != 0) x[seam - 1] = Long.MAX_VALUE - q; // a piece's last key: kept, far too high
                    if ((kind & 2) != 0) x[seam] = Long.MIN_VALUE + q;     // the next piece's first: kept, too low
                    if (kind == 3) x[seam + 1] = Long.MIN_VALUE + 2 * q;
                }
                x[7] = x[6] - 1; // a descent for the probe
                assertTrue(AlmostSortedLong.probe(x, 0, n));
                checkLong(x, threads, true, threads + " pieces, seam kind " + kind);
            }
        }
    }

    /** One piece of random keys among ramps: its pass sets too many aside; every key comes back. */
    @Test
    void aPieceSettingTooManyAsideGivesEveryKeyBack() {
        int n = 1 << 16, threads = 16;
        long[] x = AlmostSortedTest.ramp(n, 0.002, 3);
        SplittableRandom r = new SplittableRandom(4);
        for (int i = 5 * n / threads + 40; i < 6 * n / threads; i++) x[i] = r.nextLong(); // the probe's window clean
        x[9] = x[8] - 1;
        assertTrue(AlmostSortedLong.probe(x, 0, n));
        checkLong(x, threads, false, "one random piece");
    }

    /** Two ramps whose values are in the wrong order: the seam would set aside half the keys, beyond its room. */
    @Test
    void seamsSettingTooManyAsideGiveEveryKeyBack() {
        int n = 1 << 16;
        long[] x = new long[n];
        for (int i = 0; i < n / 2; i++) x[i] = n + i * 2L;
        for (int i = n / 2; i < n; i++) x[i] = i - n / 2;
        for (int i = 3; i < n; i += 997) x[i] = x[i - 1] - 1; // descents for the probe
        assertTrue(AlmostSortedLong.probe(x, 0, n));
        checkLong(x, 2, false, "two swapped ramps");
    }

    @Test
    void aSubrangeIsSortedAndNothingAroundIt() {
        long[] x = AlmostSortedTest.ramp(1 << 15, 0.01, 9);
        for (SpinTeam team : ways(8)) {
            long[] a = x.clone(), e = x.clone();
            assertTrue(AlmostSortedLong.sortedParallel(a, 100, a.length - 77, 8, team), way(team));
            Arrays.sort(e, 100, e.length - 77);
            assertArrayEquals(e, a, way(team));
        }
    }

    /**
     * The team's job: one job where the keys set aside are few enough for one member to sort between its phases;
     * more (2^20 keys at 1% out of place: about 21,000 set aside) are sorted by the caller between two jobs.
     */
    @Test
    void theTeamSortsFewKeysSetAsideInItsJobAndManyBetweenTwoJobs() {
        int[] sizes = {1 << 16, 1 << 20}, jobs = {1, 2}; // about 1,300 / 21,000 keys set aside (limit 2^14)
        for (int i = 0; i < sizes.length; i++) {
            int n = sizes[i];
            long[] x = AlmostSortedTest.ramp(n, 0.01, 21), e = x.clone();
            Arrays.sort(e);
            SpinTeam team = staffed(6);
            long before = team.runs();
            assertTrue(AlmostSortedLong.sortedParallel(x, 0, n, 6, team));
            assertArrayEquals(e, x, n + " keys");
            assertEquals(jobs[i], team.runs() - before, n + " keys: the team's jobs");
        }
    }

    /** Where another sort holds the team, the pass runs in fork/join phases, with the same result. */
    @Test
    void aBusyTeamLeavesThePassToThePool() throws InterruptedException {
        long[] x = AlmostSortedTest.ramp(1 << 16, 0.01, 23), e = x.clone();
        Arrays.sort(e);
        SpinTeam team = staffed(5);
        CpuTestData.whileHeld(team, () -> {
            long before = team.runs();
            assertTrue(AlmostSortedLong.sortedParallel(x, 0, x.length, 5, team));
            assertEquals(before, team.runs(), "the team was not used");
        });
        assertArrayEquals(e, x);
    }

    @Test
    void intAndFloatingPointKeys() {
        for (int n : new int[] {4096, 1 << 16}) {
            for (long seed = 1; seed <= 4; seed++) {
                long[] r = AlmostSortedTest.ramp(n, 0.01, seed);
                int[] k = new int[n];
                for (int i = 0; i < n; i++) k[i] = (int) (r[i] >> 20);
                double[] d = new double[n];
                float[] f = new float[n];
                AlmostSortedTest.fpRamps(seed, d, f);
                d[n / 4 - 1] = Double.NaN; // a NaN last in a piece (4 pieces)
                f[n / 4] = Float.NaN;      // and first in one
                int threads = (int) seed * 3 - 2;
                int t = Math.max(2, threads);
                for (SpinTeam team : ways(t)) {
                    String how = n + " " + seed + ", " + way(team);
                    int[] ka = k.clone(), ke = k.clone();
                    Arrays.sort(ke);
                    assertTrue(AlmostSortedInt.sortedParallel(ka, 0, n, t, team), "int " + how);
                    assertArrayEquals(ke, ka, "int " + how);
                }
                for (SpinTeam team : ways(4)) {
                    String how = n + " " + seed + ", " + way(team);
                    double[] da = d.clone(), de = d.clone();
                    Arrays.sort(de);
                    assertTrue(AlmostSortedDouble.sortedParallel(da, 0, n, 4, team), "double " + how);
                    assertSortedLike(de, da, "double " + how);
                    float[] fa = f.clone(), fe = f.clone();
                    Arrays.sort(fe);
                    assertTrue(AlmostSortedFloat.sortedParallel(fa, 0, n, 4, team), "float " + how);
                    assertSortedLike(fe, fa, "float " + how);
                }
            }
        }
    }

    /** Many threads with a parallel pool, from almostSortedParallelMin: the parallel pass for every key type. */
    @Test
    void theHybridTakesTheParallelPassWhereTheJdkWouldSortInParallel() {
        int n = Math.max(CpuConfig.ALMOST_SORTED_PARALLEL_MIN, 1 << 16);
        CpuConfig.setCommonPoolParallel(true);
        assertTrue(CpuConfig.almostSortedParallel(n, 16));
        int below = CpuConfig.POLICY.team().structureMinThreads() - 1; // (the fork/join pass's threads)
        assertFalse(CpuConfig.almostSortedParallel(n - 1, Math.max(below, 2)), "below its size (the fork/join pass)");
        assertFalse(CpuConfig.almostSortedParallel(n, 1), "one thread");
        long[] x = DataGenerator.longs(Distribution.ALMOST_SORTED, n, 5), e = x.clone();
        Arrays.sort(e);
        long jobs = CpuConfig.team(16).runs();
        SampleSortLong.sort(x, 0, n, 16);
        assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "long");
        assertTrue(CpuConfig.team(16).runs() > jobs, "16 threads: on the team");
        assertArrayEquals(e, x);
        int[] y = DataGenerator.ints(Distribution.ALMOST_SORTED, n, 5), ye = y.clone();
        Arrays.sort(ye);
        SampleSortInt.sort(y, 0, n, 16);
        assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, "int");
        assertArrayEquals(ye, y);
        CpuConfig.setCommonPoolParallel(false);
        assertFalse(CpuConfig.almostSortedParallel(n, 16), "a one-worker pool: the sequential pass");
    }

    /**
     * Where the team takes the structure routes (teamStructureMinThreads), the pass starts at almostSortedTeamMin and
     * runs as a team job; with fewer threads the fork/join pass keeps almostSortedParallelMin.
     */
    @Test
    void theTeamTakesNearlySortedKeysFromItsOwnMinimum() {
        int n = Math.max(CpuConfig.ALMOST_SORTED_TEAM_MIN, 1 << 16);
        CpuConfig.setCommonPoolParallel(true);
        int structure = CpuConfig.POLICY.team().structureMinThreads();
        assertTrue(CpuConfig.almostSortedTeam(structure));
        assertFalse(CpuConfig.almostSortedTeam(structure - 1));
        assertTrue(CpuConfig.almostSortedParallel(n, 16));
        assertTrue(CpuConfig.almostSortedParallel(n, structure));
        assertEquals(n >= CpuConfig.ALMOST_SORTED_PARALLEL_MIN, CpuConfig.almostSortedParallel(n, structure - 1),
                "below the structure routes' threads");
        for (int threads : new int[] {16, 4, structure}) {
            int[] y = DataGenerator.ints(Distribution.ALMOST_SORTED, n, 7), ye = y.clone();
            Arrays.sort(ye);
            long jobs = CpuConfig.team(threads).runs();
            SampleSortInt.sort(y, 0, n, threads);
            assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, threads + " threads");
            assertEquals(jobs + 1, CpuConfig.team(threads).runs(), threads + " threads: one team job");
            assertArrayEquals(ye, y);
            double[] d = DataGenerator.doubles(Distribution.ALMOST_SORTED, n, 7), de = d.clone();
            Arrays.sort(de);
            SampleSortDouble.sort(d, 0, n, threads);
            assertEquals(CpuConfig.Route.ALMOST_SORTED, CpuConfig.lastRoute, threads + " threads, double");
            assertSortedLike(de, d, threads + " threads, double");
        }
    }
}
