package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.Order;
import dev.samplesort.Sorter;
import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import dev.samplesort.spi.SortJob;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The engine's cold start ({@link ColdStart}): while a key type's warm-up has not ended, the keys-only sorts that
 * would start the engine or the team on many threads are the JDK's, exactly as {@code Arrays.sort} sorts; the first
 * of them starts one warm-up; after it the engine takes them. The other test classes run with the cold start off
 * (the build's test setting), since they pin a warm JVM's routes. Simulated many-core settings (16 threads, a
 * parallel common pool, the JDK's range ending at 2^16 keys, so that 2^18 keys reach the engine) on any machine.
 */
class ColdStartTest {
    private static final int N = 1 << 18;

    @BeforeEach
    void coldAndMany() throws InterruptedException {
        CpuConfig.setJdkSimdSort64(CpuConfig.JDK_SIMD_SORT); // (routes measured where both widths had the intrinsic)
        for (ColdStart c : ColdStart.all()) c.reset();
        CpuConfig.setColdStart(true, -1);
        CpuConfig.setThreads(16);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkBelow(1 << 16);
    }

    @AfterEach
    void restore() throws InterruptedException {
        java.util.concurrent.CountDownLatch h = ColdStart.hold;
        if (h != null) h.countDown();
        ColdStart.hold = null;
        CpuConfig.setJdkSimdSort64(null);
        for (ColdStart c : ColdStart.all()) c.reset();
        CpuConfig.setColdStart(CpuConfig.POLICY.cold().on(), -1);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setCommonPoolParallelism(0);
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setHybrid(true);
        CpuConfig.setColdFirstBelow(-1);
        CpuConfig.setHalves(true);
        CpuConfig.setOneRunPairDescending(null);
        CpuConfig.setColdRunsMin(-1);
        CpuConfig.setColdSequentialMax(-1);
        CpuConfig.setJdkSimdSort32(null);
    }

    @Test
    void aColdEngineSortsByTheJdkWhileOneWarmUpRuns() throws InterruptedException {
        SplittableRandom r = new SplittableRandom(1);
        int[] ints = r.ints(N).toArray();
        long[] longs = r.longs(N).toArray();
        float[] floats = withSpecials(r, N);
        double[] doubles = new double[N];
        for (int i = 0; i < N; i++) doubles[i] = floats[i] * 1e300 / 3;   // zeros of both signs, NaNs, infinities
        for (int round = 0; round < 2; round++) { // the second while the warm-up may still run: still one warm-up
            sorted(ints.clone());
            coldFirst(round, "int");
            sorted(longs.clone());
            coldFirst(round, "long");
            sorted(floats.clone());
            coldFirst(round, "float");
            sorted(doubles.clone());
            coldFirst(round, "double");
        }
        for (ColdStart c : new ColdStart[] {ColdStart.ints, ColdStart.longs, ColdStart.floats, ColdStart.doubles}) {
            c.warmNow(16);
            assertTrue(c.warm());
            assertEquals(1, c.started(), "one warm-up per key type");
        }
        sorted(ints.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "int after the warm-up");
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "long after the warm-up");
        sorted(floats.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "float after the warm-up");
        sorted(doubles.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "double after the warm-up");
    }

    /** One key type's cold spell does not cover another's: each warms its own methods. */
    @Test
    void eachKeyTypeWarmsOnItsOwn() throws InterruptedException {
        long[] longs = new SplittableRandom(2).longs(N).toArray();
        sorted(longs.clone());
        ColdStart.longs.warmNow(16);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute);
        assertEquals(0, ColdStart.ints.started());
        assertFalse(ColdStart.ints.warm());
        sorted(new SplittableRandom(3).ints(N).toArray());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute);
    }

    /** The team's sizes (12+ threads, below 2^22 keys) are cold too, and the team sorts after the warm-up. */
    @Test
    void theTeamsSortsGoToTheJdkWhileCold() throws InterruptedException {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team runs with the JDK's intrinsic sort only (none here)");
        CpuConfig.setJdkBelow(-1);
        long[] longs = new SplittableRandom(4).longs(1 << 18).toArray();
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute);
        ColdStart.longs.warmNow(16);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute);
    }

    /**
     * The warm-up's thread records no route (its sorts of the generator's shapes run beside the user's, whose route a
     * test reads); any other thread does.
     */
    @Test
    void theWarmUpThreadRecordsNoRoute() throws InterruptedException {
        CpuConfig.route(CpuConfig.Route.SMALL);
        Thread warmer = new ColdStart.Warmer(() -> CpuConfig.route(CpuConfig.Route.ENGINE), "warm-up");
        warmer.start();
        warmer.join();
        assertEquals(CpuConfig.Route.SMALL, CpuConfig.lastRoute);
        Thread other = new Thread(() -> CpuConfig.route(CpuConfig.Route.ENGINE));
        other.start();
        other.join();
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute);
    }

    /**
     * The team's run merge and one-run check are cold too: while cold, organ pipe and sorted keys at the team's sizes
     * are sorted off the team (exactly); after the warm-up, which ran the team's job on one thread, on the team.
     */
    @Test
    void theTeamsRunMergeWaitsForTheWarmUp() throws InterruptedException {
        CpuConfig.setJdkBelow(-1);
        int n = 1 << 16, m = Math.max(CpuConfig.ONE_RUN_TEAM_MIN,
                Math.min(CpuConfig.RUN_FIRST_MAX, CpuConfig.runMergeTeamMin()) + 1); // (as CpuHybridTest's one run)
        assumeTrue(CpuConfig.teamMayMerge(n, 16), "no team merge at " + n + " keys on 16 threads here");
        int[] organ = DataGenerator.ints(Distribution.ORGAN_PIPE, n, 5);
        int[] asc = DataGenerator.ints(Distribution.SORTED, m, 5);
        for (boolean warm : new boolean[] {false, true}) {
            if (warm) ColdStart.ints.warmNow(16);
            int[] a = organ.clone(), e = organ.clone();
            Arrays.sort(e);
            SampleSortInt.sort(a, 0, n, 16);
            assertArrayEquals(e, a, "organ pipe, warm " + warm);
            assertEquals(warm, CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE_TEAM, "organ pipe, warm " + warm
                    + ": " + CpuConfig.lastRoute);
            a = asc.clone();
            SampleSortInt.sort(a, 0, m, 16);
            assertArrayEquals(asc, a, "ascending, warm " + warm);
            assertEquals(warm, CpuConfig.lastRoute == CpuConfig.Route.ONE_RUN_TEAM, "ascending, warm " + warm + ": "
                    + CpuConfig.lastRoute);
        }
    }

    /**
     * The warm-up itself, called directly (in the cold start a failure would only end the cold spell): on 16 threads
     * each key type's last rounds run the team's sort and the few-values count on the team, two team runs a round, and the sort of repeated keys every other round.
     */
    @Test
    void theWarmUpRunsTheTeamsSortAndCount() {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team runs with the JDK's intrinsic sort only (none here)");
        int rounds = CpuConfig.COLD_WARM_PARALLEL_ROUNDS + 2;
        SpinTeam team = CpuConfig.team(16);
        long runs = team.runs();
        SampleSortInt.warmUp(rounds);
        SampleSortLong.warmUp(rounds);
        SampleSortFloat.warmUp(rounds);
        SampleSortDouble.warmUp(rounds);
        // each parallel round: the team's sort and its count; every other round (odd) the team's sort of repeated keys
        long repeated = 0;
        for (int r = rounds - CpuConfig.COLD_WARM_PARALLEL_ROUNDS; r < rounds; r++) repeated += r & 1;
        assertEquals(runs + 4 * (2 * CpuConfig.COLD_WARM_PARALLEL_ROUNDS + repeated), team.runs());
    }

    /**
     * Pairs with 32-bit keys at the engine's sizes take the packed JDK route while cold (stable: equal keys keep their
     * values' input order; float keys in Arrays.sort's order, NaN bits kept), each pair type warms on its own, and
     * after its warm-up the engine sorts them.
     */
    @Test
    void pairsWith32BitKeysTakeThePackedRouteWhileCold() throws InterruptedException {
        int n = 1 << 19;   // above the packed route's sizes on 16 threads (kvPackedMax, teamKvPackedMax)
        SplittableRandom r = new SplittableRandom(8);
        int[] keys = r.ints(n, 0, n / 4).toArray();   // duplicates: stability shows
        float[] fkeys = withSpecials(r, n);
        stableInts(keys.clone(), false);
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "int+int");
        stableInts(keys.clone(), true);
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "int+long");
        stableFloats(fkeys.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "float+int");
        stableInts(keys.clone(), false);   // cold or, if its warm-up has ended meanwhile, the engine's
        assertEquals(1, ColdStart.intIntPairs.started(), "one warm-up per pair type");
        assertEquals(0, ColdStart.ints.started(), "keys-only int is not warmed by pairs");
        ColdStart.intIntPairs.warmNow(16);
        stableInts(keys.clone(), false);
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "int+int after its warm-up");
        ColdStart.intLongPairs.warmNow(16);
        ColdStart.floatIntPairs.warmNow(16);
        stableInts(keys.clone(), true);
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "int+long after its warm-up");
        stableFloats(fkeys.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "float+int after its warm-up");
    }

    /**
     * While cold, the JDK's sort that stands in is Arrays.sort up to coldSequentialMax keys until the warm-up has run
     * parallelSort (its first step, held here), keys and the packed words of pairs with 32-bit keys, sorted exactly;
     * above that bound, below the cold start's threads, with 0, or once the warm-up has run, not.
     */
    @Test
    void aColdSortTakesArraysSortUntilTheWarmUpHasRunParallelSort() throws InterruptedException {
        ColdStart.hold = new java.util.concurrent.CountDownLatch(1); // (the warm-up held before its first step)
        SplittableRandom r = new SplittableRandom(12);
        long[] keys = r.longs(N).toArray();
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute);
        assertEquals(1, ColdStart.longs.sequentials(), "long: Arrays.sort stands in");
        CpuConfig.setColdSequentialMax(N - 1);
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute);
        assertEquals(1, ColdStart.longs.sequentials(), "above coldSequentialMax: parallelSort");
        CpuConfig.setColdSequentialMax(0);
        assertFalse(ColdStart.longs.sequential(16, 16), "0: never");
        CpuConfig.setColdSequentialMax(-1);
        assertFalse(ColdStart.longs.sequential(N, CpuConfig.coldStartMinThreads() - 1), "below the threads");
        stableInts(r.ints(1 << 19, 0, 1 << 17).toArray(), false);
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "int+int");
        assertEquals(1, ColdStart.intIntPairs.sequentials(), "int+int: the packed words' Arrays.sort");
        ColdStart.hold.countDown();
        ColdStart.longs.warmNow(16);
        assertFalse(ColdStart.longs.sequential(N, 16), "after the warm-up's parallelSort");
    }

    /**
     * Where the hybrid itself chooses parallelSort (4 threads: unstructured long keys) in a JVM whose parallelSort has
     * not run: Arrays.sort stands in up to the bound for those threads (coldSequentialMax × 4 / 16), exactly, and a
     * light warm-up runs parallelSort, after which parallelSort takes them; a program that sorts once starts none.
     */
    @Test
    void theHybridsParallelSortHasArraysSortStandInUntilALightWarmUpHasRunIt() throws InterruptedException {
        CpuConfig.setThreads(4);
        CpuConfig.setJdkBelow(-1);
        long[] keys = new SplittableRandom(13).longs(N).toArray();
        CpuConfig.setColdFirstBelow(1 << 30);
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.SORT, CpuConfig.lastRoute, "stood in");
        assertEquals(null, ColdStart.longs.parallelWarmer(), "a program that sorts once: no light warm-up");
        CpuConfig.setColdFirstBelow(-1);
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.SORT, CpuConfig.lastRoute, "stood in");
        assertEquals(2, ColdStart.longs.sequentials());
        Thread light = ColdStart.longs.parallelWarmer();
        assertTrue(light != null, "a light warm-up");
        assertFalse(ColdStart.longs.sequential(CpuConfig.coldSequentialMax() / 4 + 1, 4), "above the bound on 4 threads");
        light.join();
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.PAR, CpuConfig.lastRoute, "after the light warm-up");
        assertEquals(0, ColdStart.longs.started(), "no cold start's warm-up");
    }

    /**
     * The warm-up of the probes (SampleSort.warmProbes): on its thread the hybrid's route runs up to the JDK's sort and
     * stops there, the keys as they were and no route recorded; the same keys on the caller's thread are sorted; the
     * warm-up itself (4 threads, a 3-worker pool: where the JDK's parallelSort is a quicksort) ends, and leaves the
     * caller's sorts alone.
     */
    @Test
    void theProbesWarmUpStopsWhereTheJdksSortWouldBegin() throws InterruptedException {
        CpuConfig.setThreads(4);
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setCommonPoolParallelism(3);
        for (int n : new int[] {1 << 15, 1 << 19}) {
            long[] keys = new SplittableRandom(n).longs(n).toArray();
            long[] a = keys.clone();
            CpuConfig.route(CpuConfig.Route.ENGINE);
            ColdStart.runProbesOnly(() -> SampleSortLong.sort(a, 0, a.length, 4));
            assertArrayEquals(keys, a, "probes only: nothing sorted, " + n);
            assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "no route recorded");
            assertFalse(ColdStart.probesOnly(), "not on the caller's thread");
            sorted(keys.clone());
            int[] ints = new SplittableRandom(n + 1).ints(n).toArray(), b = ints.clone();
            ColdStart.runProbesOnly(() -> SampleSortInt.sort(b, 0, b.length, 4));
            assertArrayEquals(ints, b, "probes only: nothing sorted, int " + n);
        }
        ColdStart.runProbesOnly(() -> {
            SampleSortLong.warmProbes(4);
            SampleSortFloat.warmProbes(4);
        });
        sorted(new SplittableRandom(3).longs(1 << 16).toArray());
    }

    /**
     * A probes-only thread's real sorts (ColdStart.realSort: SampleSort.warmProbes sorts one call in PROBE_REAL_EVERY
     * whole) run the route to its end: probesOnly is false inside and true again after, and the keys come back sorted;
     * on any other thread realSort simply runs its body.
     */
    @Test
    void aProbesThreadsRealSortSorts() throws InterruptedException {
        CpuConfig.setThreads(4);
        CpuConfig.setCommonPoolParallelism(3);
        long[] keys = new SplittableRandom(7).longs(1 << 15).toArray(), a = keys.clone();
        boolean[] seen = new boolean[3];
        ColdStart.runProbesOnly(() -> {
            seen[0] = ColdStart.probesOnly();
            ColdStart.realSort(() -> {
                seen[1] = ColdStart.probesOnly();
                SampleSortLong.sort(a, 0, a.length, 4);
            });
            seen[2] = ColdStart.probesOnly();
        });
        assertTrue(seen[0], "probes only before");
        assertFalse(seen[1], "a whole sort inside");
        assertTrue(seen[2], "probes only again after");
        long[] expected = keys.clone();
        java.util.Arrays.sort(expected);
        assertArrayEquals(expected, a, "the real sort sorted");
        boolean[] ran = new boolean[1];
        ColdStart.realSort(() -> ran[0] = !ColdStart.probesOnly());
        assertTrue(ran[0], "elsewhere: the body, as it is");
        assertFalse(ColdStart.probesOnly());
    }

    /**
     * The warm-up's calls through the engine's entry (SampleSort.warmProbes' engineSort): a probes-only call stops
     * where the JDK's sort would begin there too, and is not counted as a sort beside others (CpuEngine.counted); its
     * whole sorts (realSort) and every other thread's are.
     */
    @Test
    void theEngineCountsNoProbesOnlyCall() throws InterruptedException {
        CpuConfig.setThreads(4);
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setCommonPoolParallelism(3);
        int n = 1 << 16;
        long[] keys = new SplittableRandom(11).longs(n).toArray(), a = keys.clone();
        boolean[] counted = new boolean[2];
        ColdStart.runProbesOnly(() -> {
            counted[0] = CpuEngine.counted(n, 4);
            ColdStart.realSort(() -> counted[1] = CpuEngine.counted(n, 4));
            CpuEngine.instance().sort(new SortJob(new SortJob.Keys.Longs(a), null, 0, n, Order.ASCENDING, false));
        });
        assertFalse(counted[0], "a probes-only call");
        assertTrue(counted[1], "a warm-up's whole sort");
        assertTrue(CpuEngine.counted(n, 4), "the caller's sort");
        assertFalse(CpuEngine.counted(n, 1), "one thread: never counted");
        assertArrayEquals(keys, a, "probes only through the engine: nothing sorted");
        assertEquals(0, CpuConfig.sorting(), "no sort left counted");
    }

    /**
     * The probes' own warm-up (ColdStart.probesBeside) where parallelSort is the JDK's quicksort and no cold start
     * warms them: below the cold start's threads (3 cores) or with the cold start off; not beside a one-worker pool
     * (nor a test's pool setting: the JVM's own pool decides), nor for pairs, nor in a program that sorts once.
     */
    @Test
    void theProbesWarmUpStartsWhereNoColdStartRunsIt() {
        CpuConfig.setCommonPoolParallel(true);
        int below = CpuConfig.POLICY.cold().minThreads() - 1;
        CpuConfig.setCommonPoolParallelism(below - 1);
        assertTrue(ColdStart.ints.probesBesideApplies(below, below - 1));
        assertFalse(ColdStart.ints.probesBesideApplies(below, 1), "a one-worker pool");
        CpuConfig.setCommonPoolParallelism(below);
        assertFalse(ColdStart.longs.probesBesideApplies(below + 1, below), "the cold start warms them");
        CpuConfig.setColdStart(false, -1);
        assertTrue(ColdStart.longs.probesBesideApplies(below + 1, below), "no cold start");
        assertFalse(ColdStart.intIntPairs.probesBesideApplies(below + 1, below), "pairs");
        CpuConfig.setCommonPoolParallelism(8);
        assertFalse(ColdStart.longs.probesBesideApplies(9, 8), "parallelSort's merge sort: no probes before it");
        CpuConfig.setCommonPoolParallelism(below);
        CpuConfig.setColdFirstBelow(1 << 20);
        assertFalse(ColdStart.longs.probesBesideApplies(below + 1, below), "a program that sorts once");
    }

    @Test
    void fewThreadsStartNoWarmUp() {
        CpuConfig.setThreads(CpuConfig.POLICY.cold().minThreads() - 1);
        sorted(new SplittableRandom(5).longs(N).toArray());
        assertNotEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute);
        assertEquals(0, ColdStart.longs.started());
    }

    /**
     * A program that sorts once (the CLI's sort sets coldFirstBelow): on 2 cores the first sort of a key type that the
     * team would take (its sort, the wide count) is the JDK's, the next ones the team's; none below the setting's
     * size, none with the setting at its default (0), none where the cold start is off.
     */
    @Test
    void aProgramThatSortsOnceGivesItsFirstTeamSortToTheJdk() throws InterruptedException {
        CpuConfig.setHalves(false); // (the team's sizes here: HalvesTest has the halves' first sort)
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false); // (two cores: a one-worker pool, the JDK's sort sequential)
        CpuConfig.setJdkSimdSort32(true);
        CpuConfig.setJdkSimdSort64(true);
        CpuConfig.setJdkBelow(-1);
        int n = CpuConfig.TEAM_SIMD_MIN;
        SplittableRandom r = new SplittableRandom(9);
        long[] longs = r.longs(n).toArray();
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "the setting at its default: no JDK first");
        CpuConfig.setColdFirstBelow(n + 1);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "the first long sort on the team: the JDK's");
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "the second: the team's");
        // the wide count's keys (one value a key): their type's first such sort the JDK's, then counted
        int m = CpuConfig.DENSE_WIDE_MIN;
        int[] ids = new int[m];
        for (int i = 0; i < m; i++) ids[i] = r.nextInt(m);
        CpuConfig.setColdFirstBelow(m + 1);
        sorted(ids.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "the first int sort: the JDK's");
        sorted(ids.clone());
        assertEquals(CpuConfig.Route.DENSE_WIDE, CpuConfig.lastRoute, "the second: counted on the team");
        // at or above the setting's size, and with the cold start off: the team's from the first sort
        ColdStart.longs.reset();
        CpuConfig.setColdFirstBelow(n);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "n at the setting: the team's");
        ColdStart.longs.reset();
        CpuConfig.setColdFirstBelow(n + 1);
        CpuConfig.setColdStart(false, -1);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "the cold start off: the team's");
        assertEquals(0, ColdStart.longs.started(), "no warm-up on two threads");
    }

    /**
     * A program that sorts once: on 2 cores the first one-run input of 64-bit keys that the check on both threads would
     * take (CpuConfig.pairChecksOneRun) is the JDK's sort, whose one pass runs compiled from the first call, where that
     * check runs cold on both threads; the next one the check's. With the setting at its default the check's from the
     * first. Floating point zeros of both signs, which a reversal leaves in the wrong order, come out as Arrays.sort
     * leaves them either way.
     */
    @Test
    void aProgramThatSortsOnceGivesItsFirstOneRunCheckOnThePairToTheJdk() throws InterruptedException {
        CpuConfig.setThreads(2);
        CpuConfig.setCommonPoolParallel(false); // (two cores: a one-worker pool)
        CpuConfig.setJdkSimdSort64(true);
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setOneRunPairDescending(true); // (descending runs on the pair too: their cold start here)
        int n = CpuConfig.PRESORT_PARALLEL_MIN;
        assertTrue(CpuConfig.pairChecksOneRun(n, 2, Long.BYTES), "the pair checks one run of this size");
        long[] down = new long[n];
        for (int i = 0; i < n; i++) down[i] = n - i;
        sorted(down.clone());
        assertEquals(CpuConfig.Route.ONE_RUN_PARALLEL, CpuConfig.lastRoute, "the setting at its default: the check's");
        ColdStart.longs.reset();
        CpuConfig.setColdFirstBelow(n + 1);
        sorted(down.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "the first long one-run sort: the JDK's");
        sorted(down.clone());
        assertEquals(CpuConfig.Route.ONE_RUN_PARALLEL, CpuConfig.lastRoute, "the second: the check's");
        double[] d = new double[n]; // non-increasing, -0.0 before 0.0: reversed, 0.0 would come first
        for (int i = 0; i < n; i++) d[i] = i < n / 2 ? n / 2 - i : i == n / 2 ? -0.0 : i == n / 2 + 1 ? 0.0 : n / 2 + 1 - i;
        sorted(d.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "the first double one-run sort: the JDK's");
        sorted(d.clone());
        assertEquals(CpuConfig.Route.ONE_RUN_PARALLEL, CpuConfig.lastRoute, "the second: the check's");
        assertEquals(0, ColdStart.longs.started() + ColdStart.doubles.started(), "no warm-up on two threads");
    }

    /**
     * On 3 threads (below the cold start's) the engine's first sort of a key type, where the one-shot setting is set
     * and the input below it, is the JDK's; the next ones the engine's; nothing with the setting at its default.
     */
    @Test
    void aProgramThatSortsOnceGivesItsFirstEngineSortToTheJdk() throws InterruptedException {
        CpuConfig.setThreads(3);
        CpuConfig.setCommonPoolParallel(true);
        long[] longs = new SplittableRandom(10).longs(N).toArray();
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "the setting at its default: the engine's");
        ColdStart.longs.reset();
        CpuConfig.setColdFirstBelow(N + 1);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "the first engine sort: the JDK's");
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "the second: the engine's");
        assertEquals(0, ColdStart.longs.started(), "no warm-up on three threads");
    }

    /**
     * From the cold start's threads, a program that sorts once (the one-shot setting set) has its first cold sort of a
     * key type by the JDK without a warm-up beside it; a second cold sort starts the warm-up.
     */
    @Test
    void aProgramThatSortsOnceStartsNoWarmUpForItsFirstColdSort() throws InterruptedException {
        CpuConfig.setColdFirstBelow(N + 1);
        long[] longs = new SplittableRandom(11).longs(N).toArray();
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "the first: the JDK's");
        assertEquals(0, ColdStart.longs.started(), "no warm-up for the first");
        sorted(longs.clone());
        assertEquals(1, ColdStart.longs.started(), "the second starts it");
        ColdStart.longs.warmNow(16);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "after it the engine's");
    }

    @Test
    void longKeyPairsTheEngineAskedForAndTheSwitchOffAreNotCold() {
        SplittableRandom r = new SplittableRandom(6);
        long[] keys = r.longs(N).toArray(), k = keys.clone();
        int[] values = new int[N];
        for (int i = 0; i < N; i++) values[i] = i;
        Sorter.cpu().sort(k, values.clone());
        assertNotEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "pairs with 64-bit keys (no packed JDK route)");
        CpuConfig.setHybrid(false);
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "hybrid off: the engine was asked for");
        CpuConfig.setHybrid(true);
        CpuConfig.setColdStart(false, -1);
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "cold start off");
        assertEquals(0, ColdStart.longs.started());
    }

    /** What the benchmark calls before it times: every key type warmed, the engine from the first sort. */
    /**
     * Run-shaped keys (sorted, reversed, organ pipe, nearly sorted, constant stretches) from coldRunsMin keys are
     * {@code Arrays.sort}'s while their key type is cold, exactly; after the warm-up (which ran those shapes' routes)
     * the hybrid's own routes take them; with coldRunsMin 0 never.
     */
    @Test
    void runShapedKeysAreTheJdksWhileCold() throws InterruptedException {
        int n = Math.max(1 << 16, CpuConfig.POLICY.cold().runsMin());
        Distribution[] shapes = {Distribution.SORTED, Distribution.REVERSE_SORTED, Distribution.ORGAN_PIPE,
                Distribution.ALMOST_SORTED, Distribution.DETERMINISTIC_DUPLICATES};
        for (boolean warm : new boolean[] {false, true}) {
            if (warm) {
                ColdStart.longs.warmNow(16);
                ColdStart.doubles.warmNow(16);
            }
            for (Distribution d : shapes) {
                sorted(DataGenerator.longs(d, n, 8));
                assertEquals(warm, CpuConfig.lastRoute != CpuConfig.Route.COLD, "long " + d + ", warm " + warm + ": "
                        + CpuConfig.lastRoute);
                sorted(DataGenerator.doubles(d, n, 8));
                assertEquals(warm, CpuConfig.lastRoute != CpuConfig.Route.COLD, "double " + d + ", warm " + warm
                        + ": " + CpuConfig.lastRoute);
            }
        }
        assertEquals(1, ColdStart.longs.started(), "the first run-shaped sort started the warm-up");
        CpuConfig.setColdRunsMin(0);
        sorted(DataGenerator.ints(Distribution.SORTED, n, 8));
        assertNotEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "coldRunsMin 0: never");
        assertEquals(0, ColdStart.ints.started());
    }

    /**
     * Run-shaped pairs with 64-bit keys (organ pipe, nearly sorted, sawtooth) from coldRunsMin pairs at the team's
     * sizes take the one-thread structure routes while their pair type is cold, stably; its warm-up (those shapes'
     * sorts on the team) ends that, the team's level then; random pairs never; with coldRunsMin 0 never.
     */
    @Test
    void runShapedPairsWith64BitKeysTakeTheOneThreadRoutesWhileCold() throws InterruptedException {
        int n = Math.max(1 << 16, CpuConfig.POLICY.cold().runsMin());
        Distribution[] shapes = {Distribution.ORGAN_PIPE, Distribution.ALMOST_SORTED, Distribution.SAWTOOTH};
        ColdStart.hold = new java.util.concurrent.CountDownLatch(1); // (the cold spell held open for the cold round)
        java.util.Set<CpuConfig.Route> oneThread = java.util.EnumSet.of(CpuConfig.Route.TWO_RUNS,
                CpuConfig.Route.RUN_MERGE, CpuConfig.Route.ALMOST_SORTED);
        for (boolean warm : new boolean[] {false, true}) {
            if (warm) {
                ColdStart.hold.countDown();
                ColdStart.longIntPairs.warmNow(16);
                ColdStart.doubleLongPairs.warmNow(16);
            }
            for (Distribution d : shapes) {
                stablePairs(DataGenerator.longs(d, n, 8), null);
                assertEquals(!warm, oneThread.contains(CpuConfig.lastRoute), "long+int " + d + ", warm " + warm + ": "
                        + CpuConfig.lastRoute);
                stablePairs(null, DataGenerator.doubles(d, n, 8));
                assertEquals(!warm, oneThread.contains(CpuConfig.lastRoute), "double+long " + d + ", warm " + warm
                        + ": " + CpuConfig.lastRoute);
            }
        }
        assertEquals(1, ColdStart.longIntPairs.started(), "the first run-shaped sort started the warm-up");
        assertEquals(0, ColdStart.longs.started(), "keys-only long is not warmed by pairs");
        stablePairs(DataGenerator.longs(Distribution.UNIFORM, n, 8), null);
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "random pairs: the team's");
        CpuConfig.setColdRunsMin(0);
        stablePairs(null, DataGenerator.doubles(Distribution.ORGAN_PIPE, n, 9)); // (double+long is warm: its doubleInt
        stablePairs(DataGenerator.longs(Distribution.ORGAN_PIPE, n, 9), null);   //  and longLong siblings are not)
        assertEquals(0, ColdStart.longLongPairs.started() + ColdStart.doubleIntPairs.started(), "coldRunsMin 0");
        ColdStart.longIntPairs.reset();
        stablePairs(DataGenerator.longs(Distribution.ORGAN_PIPE, n, 9), null);
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute, "coldRunsMin 0: never");
        assertEquals(0, ColdStart.longIntPairs.started());
    }

    /**
     * The warm-up's run part, on a warm-up thread (whose sorts the cold start lets through), runs the structure routes
     * it is there to compile, the team's among them, and asks no cold start.
     */
    @Test
    void theWarmUpsRunPartRunsTheStructureRoutes() throws InterruptedException {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team runs with the JDK's intrinsic sort only (none here)");
        CpuConfig.setJdkBelow(-1);
        runsTeamJobsOnAWarmer(() -> SampleSortLong.warmRuns(16), ColdStart.longs);
    }

    /** The run part of a 64-bit-keyed pair type's warm-up, on a warm-up thread, runs the team's level. */
    @Test
    void thePairsWarmUpRunsTheTeamsLevel() throws InterruptedException {
        runsTeamJobsOnAWarmer(() -> SampleSortDoubleInt.warmRuns(16), ColdStart.doubleIntPairs);
    }

    /** Runs a warm-up's part on a warm-up thread: it fails nothing, runs team jobs and starts no warm-up of its own. */
    private static void runsTeamJobsOnAWarmer(Runnable part, ColdStart own) throws InterruptedException {
        SpinTeam team = CpuConfig.team(16);
        long runs = team.runs();
        Throwable[] failed = new Throwable[1];
        Thread w = new ColdStart.Warmer(() -> {
            try {
                part.run();
            } catch (Throwable e) {
                failed[0] = e;
            }
        }, "warm-part");
        w.start();
        w.join();
        assertEquals(null, failed[0]);
        assertTrue(team.runs() > runs, "team jobs: " + (team.runs() - runs));
        assertEquals(0, own.started(), "its sorts started no warm-up");
    }

    /** The windows' test: run-shaped input is, random keys of any key type are not (nor is a short range). */
    @Test
    void runShapedReadsRunsNotRandomKeys() {
        int n = 1 << 12;
        for (Distribution d : new Distribution[] {Distribution.SORTED, Distribution.REVERSE_SORTED,
                Distribution.ORGAN_PIPE, Distribution.ALMOST_SORTED, Distribution.DETERMINISTIC_DUPLICATES, Distribution.ALL_EQUAL}) {
            assertTrue(SampleSortLong.runShaped(DataGenerator.longs(d, n, 1), 0, n), d.toString());
            assertTrue(SampleSortFloat.runShaped(DataGenerator.floats(d, n, 1), 0, n), d.toString());
        }
        for (int seed = 0; seed < 200; seed++) {
            assertFalse(SampleSortInt.runShaped(DataGenerator.ints(Distribution.UNIFORM, n, seed), 0, n));
            assertFalse(SampleSortDouble.runShaped(DataGenerator.doubles(Distribution.GAUSSIAN, n, seed), 0, n));
            assertFalse(SampleSortLong.runShaped(DataGenerator.longs(Distribution.ZIPF, n, seed), 0, n));
        }
        long[] up = new long[95];
        for (int i = 0; i < up.length; i++) up[i] = i;
        assertFalse(SampleSortLong.runShaped(up, 0, up.length), "fewer keys than three windows");
    }

    @Test
    void warmUpLeavesNothingCold() throws InterruptedException {
        CpuConfig.lastRoute = CpuConfig.Route.RUNS_SIMD;
        CpuConfig.warmUp();
        // the caller's last route as it was: the route profile's records put back, the warm-ups' threads record none
        assertEquals(CpuConfig.Route.RUNS_SIMD, CpuConfig.lastRoute, "the caller's route kept");
        for (ColdStart c : ColdStart.all()) assertTrue(c.warm());
        sorted(new SplittableRandom(7).ints(N).toArray());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute);
    }

    /** The first round's sort is cold; the second's too, unless its key type's warm-up has ended meanwhile. */
    private static void coldFirst(int round, String type) {
        if (round == 0 || CpuConfig.lastRoute != CpuConfig.Route.ENGINE) {
            assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, type + ", round " + round);
        }
    }

    /** Pairs (key, input index) sorted by Sorter.cpu() against a stable reference. */
    private static void stableInts(int[] keys, boolean longValues) {
        int n = keys.length;
        long[] want = new long[n];   // (key, index): the stable order
        for (int i = 0; i < n; i++) want[i] = (long) keys[i] << 32 | i;
        Arrays.sort(want);
        int[] wantKeys = new int[n];
        long[] wantValues = new long[n];
        for (int i = 0; i < n; i++) {
            wantKeys[i] = (int) (want[i] >> 32);
            wantValues[i] = (int) want[i];
        }
        long[] got = new long[n];
        if (longValues) {
            long[] v = new long[n];
            for (int i = 0; i < n; i++) v[i] = i;
            Sorter.cpu().sort(keys, v);
            got = v;
        } else {
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            Sorter.cpu().sort(keys, v);
            for (int i = 0; i < n; i++) got[i] = v[i];
        }
        assertArrayEquals(wantKeys, keys);
        assertArrayEquals(wantValues, got, "stable: equal keys keep their input order");
    }

    private static void stableFloats(float[] keys) {
        int n = keys.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        float[] k0 = keys.clone();
        Arrays.sort(order, (x, y) -> Float.compare(k0[x], k0[y]));   // stable (a merge sort), Arrays.sort's order
        int[] v = new int[n];
        for (int i = 0; i < n; i++) v[i] = i;
        Sorter.cpu().sort(keys, v);
        for (int i = 0; i < n; i++) {
            assertEquals(order[i], v[i], "value at " + i);
            assertEquals(Float.floatToRawIntBits(k0[order[i]]), Float.floatToRawIntBits(keys[i]), "key bits at " + i);
        }
    }

    /**
     * Pairs (key, input index) of long keys with int values, or of double keys with long values, sorted by
     * Sorter.cpu() against a stable reference (a comparator's merge sort, Arrays.sort's key order).
     */
    private static void stablePairs(long[] longKeys, double[] doubleKeys) {
        int n = longKeys != null ? longKeys.length : doubleKeys.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        if (longKeys != null) {
            long[] k0 = longKeys.clone();
            Arrays.sort(order, (x, y) -> Long.compare(k0[x], k0[y]));
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            Sorter.cpu().sort(longKeys, v);
            for (int i = 0; i < n; i++) {
                assertEquals(order[i], v[i], "value at " + i);
                assertEquals(k0[order[i]], longKeys[i], "key at " + i);
            }
        } else {
            double[] k0 = doubleKeys.clone();
            Arrays.sort(order, (x, y) -> Double.compare(k0[x], k0[y]));
            long[] v = new long[n];
            for (int i = 0; i < n; i++) v[i] = i;
            Sorter.cpu().sort(doubleKeys, v);
            for (int i = 0; i < n; i++) {
                assertEquals((long) order[i], v[i], "value at " + i);
                assertEquals(Double.doubleToRawLongBits(k0[order[i]]), Double.doubleToRawLongBits(doubleKeys[i]),
                        "key bits at " + i);
            }
        }
    }

    private static float[] withSpecials(SplittableRandom r, int n) {
        float[] f = new float[n];
        float[] specials = {0.0f, -0.0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
                Float.intBitsToFloat(0x7fc00001)};
        for (int i = 0; i < n; i++) f[i] = r.nextInt(64) == 0 ? specials[r.nextInt(specials.length)]
                : (float) r.nextGaussian();
        return f;
    }

    private static void sorted(int[] a) {
        int[] want = a.clone();
        Arrays.sort(want);
        Sorter.cpu().sort(a);
        assertArrayEquals(want, a);
    }

    private static void sorted(long[] a) {
        long[] want = a.clone();
        Arrays.sort(want);
        Sorter.cpu().sort(a);
        assertArrayEquals(want, a);
    }

    private static void sorted(float[] a) {
        float[] want = a.clone();
        Arrays.sort(want);
        Sorter.cpu().sort(a);
        assertArrayEquals(want, a);   // floatToIntBits: -0.0 before 0.0, NaNs canonical as Arrays.sort leaves them
    }

    private static void sorted(double[] a) {
        double[] want = a.clone();
        Arrays.sort(want);
        Sorter.cpu().sort(a);
        assertArrayEquals(want, a);
    }
}
