package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.samplesort.KeyType;
import dev.samplesort.RecordLayout;
import dev.samplesort.Sorter;
import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Sorts beside other sorts (CpuConfig.CONCURRENT_PARALLEL_MIN): a sort that enters the engine while others are in it,
 * one for every CpuConfig.CONCURRENT_THREADS_PER_SORT threads, takes the calling thread's route below that size; alone,
 * or from that size, its threads' route; the count of sorts in the engine goes back to zero; results stay exact when
 * many threads sort at once.
 */
class ConcurrentSortsTest {
    @AfterEach
    void restore() {
        CpuConfig.setThreads(CpuConfig.POLICY.threads());
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setColdStart(CpuConfig.POLICY.cold().on(), -1);
    }

    @Test
    void theThreadsFollowTheSortsBesideIt() {
        int small = CpuConfig.CONCURRENT_MIN, big = CpuConfig.CONCURRENT_PARALLEL_MIN;
        assertEquals(16, CpuConfig.concurrentThreads(small, 16, 0), "alone");
        assertEquals(16, CpuConfig.concurrentThreads(small, 16, 3), "beside three on 16 threads: cores to spare");
        assertEquals(1, CpuConfig.concurrentThreads(small, 16, 4), "beside four on 16 threads");
        assertEquals(1, CpuConfig.concurrentThreads(big - 1, 16, 15), "beside fifteen");
        assertEquals(16, CpuConfig.concurrentThreads(big, 16, 15), "from concurrentParallelMin its own threads");
        assertEquals(1, CpuConfig.concurrentThreads(small, 2, 1), "2 cores: beside one other");
        assertEquals(2, CpuConfig.concurrentThreads(small, 2, 0), "2 cores, alone");
        assertEquals(1, CpuConfig.concurrentThreads(small, 3, 1), "3 cores: beside one other");
        assertEquals(false, CpuConfig.counted(small - 1, 16), "below CONCURRENT_MIN: not counted");
        assertEquals(false, CpuConfig.counted(small, 1), "one thread: not counted");
        assertEquals(true, CpuConfig.counted(small, 2));
        assertEquals(1, CpuConfig.weight(big - 1, 16), "a small sort counts as one");
        assertEquals(4, CpuConfig.weight(big, 16), "a large one as a quarter of the threads");
        assertEquals(1, CpuConfig.weight(big, 2), "on 2 cores as one");
    }

    /**
     * On 16 simulated threads with a parallel pool, `int` keys of a size where the engine's route is a parallel one:
     * through the public entry with another sort counted in, the route is the one-thread route; alone, the 16-thread
     * route; the keys sorted either way. Pairs alike.
     */
    @Test
    void aSortBesideAnotherTakesTheOneThreadRoute() {
        Sixteen c = sixteenThreads(11);
        int n = c.input.length;
        int[] input = c.input, e = c.sorted;
        CpuConfig.Route one = c.one, many = c.many;

        int[] x = input.clone();
        assertEquals(many, route(() -> Sorter.cpu().sort(x)), "alone");
        assertArrayEquals(e, x);
        int[] y = input.clone();
        assertEquals(one, besideAnother(() -> Sorter.cpu().sort(y)), "beside other sorts");
        assertArrayEquals(e, y);
        assertEquals(0, CpuConfig.sorting(), "the count is back to zero");

        // one sort of concurrentParallelMin keys or more beside it counts as 16 / 4: the cores are taken
        int[] z = input.clone();
        CpuConfig.enterSort(CpuConfig.CONCURRENT_PARALLEL_MIN, 16);
        try {
            assertEquals(one, route(() -> Sorter.cpu().sort(z)), "beside a large sort");
        } finally {
            CpuConfig.leaveSort(CpuConfig.CONCURRENT_PARALLEL_MIN, 16);
        }
        assertArrayEquals(e, z);
        assertEquals(0, CpuConfig.sorting());

        int[] k = input.clone(), v = new int[n], ek = input.clone(), ev = new int[n];
        for (int i = 0; i < n; i++) v[i] = ev[i] = i;
        SampleSortIntInt.sort(ek, ev, 0, n, 1);
        besideAnother(() -> Sorter.cpu().sort(k, v));
        assertArrayEquals(ek, k, "pairs' keys");
        assertArrayEquals(ev, v, "pairs' values (stable)");
        assertEquals(0, CpuConfig.sorting());
    }

    /**
     * Beside other programs (BusyCores, CpuConfig.busyThreads): on 16 simulated threads, with a reading that finds
     * fifteen of sixteen cores busy the public entry takes the one-thread route, with one that finds one busy its
     * threads' route; sorted either way, the count back to zero.
     */
    @Test
    void aBusyMachineTakesTheOneThreadRoute() {
        Sixteen c = sixteenThreads(12);
        int[] input = c.input, e = c.sorted;
        CpuConfig.Route one = c.one, many = c.many;
        try {
            CpuConfig.setBusyCores(BusyCoresTest.withWindows(16, 15, 15));
            int[] x = input.clone();
            assertEquals(one, route(() -> Sorter.cpu().sort(x)), "fifteen of sixteen cores busy");
            assertArrayEquals(e, x);
            CpuConfig.setBusyCores(BusyCoresTest.withWindows(16, 1, 1));
            int[] y = input.clone();
            assertEquals(many, route(() -> Sorter.cpu().sort(y)), "one busy");
            assertArrayEquals(e, y);
        } finally {
            CpuConfig.setBusyCores(null);
        }
        assertEquals(0, CpuConfig.sorting());
    }

    /**
     * Beside fewer sorts than take the cores (one other on 16 threads), a sort keeps its threads but is refused the
     * spinning team (SpinTeam.beside): `int` keys of a size whose 16-thread route is the team's run on it alone, not
     * beside another sort, and on it again once alone (the mark cleared); sorted either way. The team's own rule
     * (CpuConfig.teamBeside): not alone, not on one thread, not from concurrentParallelMin keys.
     */
    @Test
    void aSortBesideFewOthersKeepsItsThreadsButNotTheTeam() {
        CpuConfig.setColdStart(false, -1);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
        int n = 1 << 16;
        int[] input = DataGenerator.ints(Distribution.UNIFORM, n, 14), e = input.clone();
        Arrays.sort(e);
        SpinTeam team = CpuConfig.team(16);
        long runs = team.runs();
        assertEquals(CpuConfig.Route.TEAM, route(() -> SampleSortInt.sort(input.clone(), 0, n, 16)),
                "the size's 16-thread route is the team's");
        assertEquals(runs + 1, team.runs());

        int[] x = input.clone();
        CpuConfig.enterSort(CpuConfig.CONCURRENT_MIN, 16);
        CpuConfig.Route beside;
        try {
            beside = route(() -> Sorter.cpu().sort(x));
        } finally {
            CpuConfig.leaveSort(CpuConfig.CONCURRENT_MIN, 16);
        }
        assertArrayEquals(e, x);
        assertEquals(runs + 1, team.runs(), "beside one other: not on the team");
        assertNotEquals(CpuConfig.Route.TEAM, beside);
        assertNotEquals(route(() -> SampleSortInt.sort(input.clone(), 0, n, 1)), beside,
                "beside one other on 16 threads: not the one-thread route");

        int[] y = input.clone();
        assertEquals(CpuConfig.Route.TEAM, route(() -> Sorter.cpu().sort(y)), "alone again: the team");
        assertEquals(runs + 2, team.runs());
        assertArrayEquals(e, y);
        assertEquals(0, CpuConfig.sorting());

        // a sort inside another's mark (the same thread) puts the mark back as it found it
        boolean outer = SpinTeam.beside(true);
        try {
            int[] w = input.clone();
            CpuConfig.enterSort(CpuConfig.CONCURRENT_MIN, 16);
            try {
                Sorter.cpu().sort(w);
            } finally {
                CpuConfig.leaveSort(CpuConfig.CONCURRENT_MIN, 16);
            }
            assertArrayEquals(e, w);
            int[] u = input.clone();
            SampleSortInt.sort(u, 0, n, 16);
            assertArrayEquals(e, u);
            assertEquals(runs + 2, team.runs(), "the outer mark still refuses the team");
        } finally {
            SpinTeam.beside(outer);
        }
        assertEquals(false, outer, "a test thread starts unmarked");

        int big = CpuConfig.CONCURRENT_PARALLEL_MIN;
        assertEquals(false, CpuConfig.teamBeside(CpuConfig.CONCURRENT_MIN, 16, 0), "alone");
        assertEquals(true, CpuConfig.teamBeside(CpuConfig.CONCURRENT_MIN, 16, 1), "beside one other");
        assertEquals(false, CpuConfig.teamBeside(CpuConfig.CONCURRENT_MIN, 1, 4), "on the calling thread alone");
        assertEquals(false, CpuConfig.teamBeside(big, 16, 3), "from concurrentParallelMin: its threads and the team");
    }

    /**
     * Off-heap keys and records (the multi-word sort) follow the same rule: a native segment of `int` keys and
     * records by an 8-byte key, on 16 simulated threads, take the one-thread route beside other sorts and the
     * 16-thread route alone; the results exact, the count back to zero.
     */
    @Test
    void offHeapAndRecordSortsFollowTheRule() {
        CpuConfig.setColdStart(false, -1);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
        int n = 1 << 17;
        int[] input = DataGenerator.ints(Distribution.UNIFORM, n, 12), e = input.clone();
        Arrays.sort(e);
        CpuConfig.Route one = route(() -> SampleSortInt.sort(input.clone(), 0, n, 1));
        CpuConfig.Route many = route(() -> SampleSortInt.sort(input.clone(), 0, n, 16));
        assertNotEquals(one, many, "the size has a route of its own on 16 threads");
        try (Arena arena = Arena.ofShared()) {
            MemorySegment seg = arena.allocate(4L * n, 4);
            MemorySegment.copy(input, 0, seg, ValueLayout.JAVA_INT, 0, n);
            assertEquals(many, route(() -> Sorter.cpu().sort(seg, KeyType.INT)), "off-heap, alone");
            assertArrayEquals(e, seg.toArray(ValueLayout.JAVA_INT));
            MemorySegment.copy(input, 0, seg, ValueLayout.JAVA_INT, 0, n);
            assertEquals(one, besideAnother(() -> Sorter.cpu().sort(seg, KeyType.INT)), "off-heap, beside others");
            assertArrayEquals(e, seg.toArray(ValueLayout.JAVA_INT));
        }
        assertEquals(0, CpuConfig.sorting());

        // records of 16 bytes by their first 8 (one key word: the (word, row) pair sort is the last sort run)
        long[] words = DataGenerator.longs(Distribution.UNIFORM, n, 13);
        long[] rk = words.clone();
        int[] rows = new int[n];
        CpuConfig.Route pairOne = route(() -> SampleSortLongInt.sort(rk.clone(), rows.clone(), 0, n, 1));
        CpuConfig.Route pairMany = route(() -> SampleSortLongInt.sort(rk.clone(), rows.clone(), 0, n, 16));
        assertNotEquals(pairOne, pairMany, "the pairs' size has a route of its own on 16 threads");
        RecordLayout layout = new RecordLayout(16, 0, 8);
        byte[] records = new byte[16 * n];
        for (int i = 0; i < n; i++) {
            for (int b = 0; b < 8; b++) records[16 * i + b] = (byte) (words[i] >>> (56 - 8 * b));
            records[16 * i + 8] = (byte) i;
        }
        byte[] x = records.clone(), y = records.clone();
        assertEquals(pairMany, route(() -> Sorter.cpu().sort(x, layout)), "records, alone");
        assertEquals(pairOne, besideAnother(() -> Sorter.cpu().sort(y, layout)), "records, beside others");
        assertArrayEquals(x, y, "the same records either way");
        long[] ek = words.clone();   // the keys in unsigned order
        for (int i = 0; i < n; i++) ek[i] ^= Long.MIN_VALUE;
        Arrays.sort(ek);
        for (int i = 0; i < n; i++) {
            long key = 0;
            for (int b = 0; b < 8; b++) key = key << 8 | (y[16 * i + b] & 0xFF);
            assertEquals(ek[i] ^ Long.MIN_VALUE, key, "record " + i + "'s key");
        }
        assertEquals(0, CpuConfig.sorting());
    }

    /** Many threads sorting at once: every result exact, the count back to zero. */
    @Test
    void manyThreadsSortingAtOnce() throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (int t = 0; t < 32; t++) {
                int seed = t, n = (1 << 12) << (t % 6);
                Distribution d = Distribution.values()[t % Distribution.values().length];
                fs.add(ex.submit(() -> {
                    long[] a = DataGenerator.longs(d, n, seed), e = a.clone();
                    Arrays.sort(e);
                    Sorter.cpu().sort(a);
                    assertArrayEquals(e, a, d + " " + n);
                    return null;
                }));
            }
            for (Future<?> f : fs) f.get();
        } finally {
            ex.shutdown();
        }
        assertEquals(0, CpuConfig.sorting());
    }

    /** `int` keys of a size with a route of its own on 16 threads, sorted, and its one- and 16-thread routes. */
    private record Sixteen(int[] input, int[] sorted, CpuConfig.Route one, CpuConfig.Route many) {}

    /**
     * 16 simulated threads with a parallel pool, the cold start off (restore() puts them back), and `int[2^17]`
     * uniform keys of seed {@code seed}, whose one-thread and 16-thread routes differ.
     */
    private static Sixteen sixteenThreads(long seed) {
        CpuConfig.setColdStart(false, -1);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setThreads(16);
        int n = 1 << 17;
        int[] input = DataGenerator.ints(Distribution.UNIFORM, n, seed), e = input.clone();
        Arrays.sort(e);
        CpuConfig.Route one = route(() -> SampleSortInt.sort(input.clone(), 0, n, 1));
        CpuConfig.Route many = route(() -> SampleSortInt.sort(input.clone(), 0, n, 16));
        assertNotEquals(one, many, "the size has a route of its own on 16 threads");
        return new Sixteen(input, e, one, many);
    }

    private static CpuConfig.Route route(Runnable sort) {
        CpuConfig.clearRoute();
        sort.run();
        return CpuConfig.lastRoute;
    }

    /** The route of {@code sort} while four other sorts are counted in the engine (16 threads: the cores taken). */
    private static CpuConfig.Route besideAnother(Runnable sort) {
        int others = 16 / CpuConfig.CONCURRENT_THREADS_PER_SORT;
        for (int i = 0; i < others; i++) CpuConfig.enterSort(CpuConfig.CONCURRENT_MIN, 16);
        try {
            return route(sort);
        } finally {
            for (int i = 0; i < others; i++) CpuConfig.leaveSort(CpuConfig.CONCURRENT_MIN, 16);
        }
    }
}
