package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import dev.samplesort.spi.Jobs;
import dev.samplesort.spi.SortEngine;
import java.util.Arrays;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Large sorts read their scatter's and radix leaves' destinations first (CpuConfig.touch): {@code Scatter.touch}
 * reads each block's share of every bucket up to its last key and nothing outside them, and the engine's parallel
 * step, the team's level and the leaves sort exactly with the read on (forced from one key) and off.
 */
class TouchTest {
    private static final SortEngine E = CpuEngine.instance();
    private static SpinTeam team3;

    @BeforeAll
    static void team() {
        team3 = new SpinTeam(3, 0);
    }

    @AfterAll
    static void stop() {
        team3.shutdown();
    }

    @AfterEach
    void restore() {
        CpuConfig.setTouchMin(CpuConfig.TOUCH_MIN);
        CpuConfig.setHybrid(true);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    /**
     * Ranges of every length from 0 to 40 (within a cache line and across several) at odd starts: every key inside
     * is 0 but the range's last, which holds the range's own bit; every key outside holds bit 30. The bits read must be
     * every last key's and never bit 30 (fails where the stride steps over a range's last line, or reads past it).
     */
    @Test
    void readsEachRangeToItsLastKeyAndNothingOutside() {
        int nbk = 30;
        int[] from = new int[nbk], to = new int[nbk];
        int[] dst = new int[2000];
        long[] values = new long[2000];
        Arrays.fill(dst, 1 << 30);
        Arrays.fill(values, 1L << 30);
        int expected = 0;
        for (int k = 0, p = 3; k < nbk; k++) {
            int len = k == 7 ? 0 : (k * 13) % 41;
            from[k] = p;
            to[k] = p + len;
            for (int i = p; i < p + len; i++) {
                dst[i + 5] = 0; // dOff = 5
                values[i + 5] = 0;
            }
            if (len > 0) {
                dst[p + len - 1 + 5] = 1 << k;
                values[p + len - 1 + 5] = 1L << k;
                expected |= 1 << k;
            }
            p += len + 1 + k % 3; // gaps between the ranges, read by no one
        }
        assertEquals(expected, ScatterInt.touch(dst, 5, from, to, nbk));
        assertEquals(expected, ScatterLongLong.touch(Arrays.stream(dst).asLongStream().toArray(), values, 5, from, to,
                nbk));
        float[] f = new float[dst.length];
        for (int i = 0; i < f.length; i++) f[i] = Float.intBitsToFloat(dst[i]);
        assertEquals(expected, ScatterFloat.touch(f, 5, from, to, nbk));
        assertEquals(0, ScatterInt.touch(dst, 5, from, from, nbk), "empty ranges: nothing read");
    }

    /**
     * The one-block scatter in chunks, each chunk's destinations read first, against the plain scatter: the same
     * output and the same next slots, over several chunks and a remainder, keys and pairs; the bits returned hold the
     * destination's (read before it was written).
     */
    @Test
    void theChunkedScatterIsTheScatter() {
        int n = 3 * ScatterInt.READ_FIRST_CHUNK + 17, nbk = 300;
        java.util.SplittableRandom r = new java.util.SplittableRandom(5);
        char[] oracle = new char[n + 3];
        int[] keys = new int[n + 2];
        long[] vals = new long[n + 2];
        int[] cnt = new int[nbk];
        for (int i = 0; i < n; i++) {
            oracle[i + 3] = (char) (r.nextInt(nbk) == 0 ? 0 : r.nextInt(nbk)); // (bucket 0 heavier)
            cnt[oracle[i + 3]]++;
            keys[i + 2] = r.nextInt();
            vals[i + 2] = r.nextLong();
        }
        int[] start = new int[nbk];
        for (int k = 1; k < nbk; k++) start[k] = start[k - 1] + cnt[k - 1];
        int[] pos1 = start.clone(), pos2 = start.clone(), end = new int[2 * nbk];
        int[] d1 = new int[n + 9], d2 = new int[n + 9]; // dOff 7, two slots after: marked, never written
        Arrays.fill(d1, 1 << 20);
        Arrays.fill(d2, 1 << 20);
        ScatterInt.scatter(keys, 2, d1, 7, oracle, 3, n, pos1);
        int bits = ScatterInt.scatterReadFirst(keys, 2, d2, 7, oracle, 3, n, pos2, nbk, end);
        assertTrue((bits & 1 << 20) != 0, "the destination was read before it was written");
        assertArrayEquals(d1, d2, "int keys");
        assertArrayEquals(pos1, pos2, "the next slots");
        long[] k1 = new long[n], k2 = new long[n], v1 = new long[n], v2 = new long[n];
        long[] lk = Arrays.stream(keys).asLongStream().toArray();
        pos1 = start.clone();
        pos2 = start.clone();
        ScatterLongLong.scatter(lk, vals, 2, k1, v1, 0, oracle, 3, n, pos1);
        ScatterLongLong.scatterReadFirst(lk, vals, 2, k2, v2, 0, oracle, 3, n, pos2, nbk, end);
        assertArrayEquals(k1, k2, "long+long keys");
        assertArrayEquals(v1, v2, "long+long values");
        assertArrayEquals(pos1, pos2);
    }

    /** The engine's parallel step (hybrid off, 4 threads) with the read forced on and off, every key type and pairs. */
    @Test
    void theEnginesParallelStepSortsExactlyEitherWay() {
        enginesSortsExactlyEitherWay(4);
    }

    /**
     * The engine on one thread (hybrid off): its recursion's scatters in chunks with the read forced on from one key
     * (Scatter.scatterReadFirst), and off, every key type and pairs.
     */
    @Test
    void theEnginesOneThreadRecursionSortsExactlyEitherWay() {
        enginesSortsExactlyEitherWay(1);
    }

    private void enginesSortsExactlyEitherWay(int threads) {
        CpuConfig.setHybrid(false);
        CpuConfig.setThreads(threads);
        int n = 300_001; // > PARALLEL_THRESHOLD: the parallel step (threads > 1), then the leaves
        for (int min : new int[] {1, 0}) {
            CpuConfig.setTouchMin(min);
            assertEquals(min == 1, CpuConfig.touch(n));
            for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.GAUSSIAN, Distribution.ZIPF}) {
                String what = d + " touchMin " + min;
                int[] i = DataGenerator.ints(d, n, 5), ie = i.clone();
                Arrays.sort(ie);
                Jobs.sort(E, i, 0, n);
                assertArrayEquals(ie, i, "int " + what);
                long[] l = DataGenerator.longs(d, n, 6), le = l.clone();
                Arrays.sort(le);
                Jobs.sort(E, l, 0, n);
                assertArrayEquals(le, l, "long " + what);
                float[] f = DataGenerator.floats(d, n, 7), fe = f.clone();
                Arrays.sort(fe);
                Jobs.sort(E, f, 0, n);
                assertSortedLike(fe, f, "float " + what);
                double[] x = DataGenerator.doubles(d, n, 8), xe = x.clone();
                Arrays.sort(xe);
                Jobs.sort(E, x, 0, n);
                assertSortedLike(xe, x, "double " + what);
                int[] k = DataGenerator.ints(d, n, 9), kk = k.clone(), v = new int[n];
                for (int j = 0; j < n; j++) v[j] = j;
                int[] order = CpuTestData.stableOrder(n, (a, b) -> Integer.compare(kk[a], kk[b]));
                Jobs.sort(E, k, v, 0, n, true);
                for (int j = 0; j < n; j++) {
                    assertEquals(kk[order[j]], k[j], "int+int keys " + what);
                    assertEquals(order[j], v[j], "int+int values, stably, " + what + " at " + j);
                }
            }
        }
    }

    /** The team's level (its scatter and radix leaves) with the read forced on, against Arrays.sort. */
    @Test
    void theTeamsLevelSortsExactlyWithTheRead() {
        CpuConfig.setTouchMin(1);
        int n = 200_003;
        for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.STAGGERED, Distribution.FEW_UNIQUE_256}) {
            for (int per : new int[] {1, 4}) {
                String what = d + " slices " + per;
                int[] i = DataGenerator.ints(d, n, 11), ie = i.clone();
                Arrays.sort(ie);
                assertTrue(TeamSortInt.sort(i, 0, n, team3, 8, per), what);
                assertArrayEquals(ie, i, "int " + what);
                float[] f = DataGenerator.floats(d, n, 12), fe = f.clone();
                Arrays.sort(fe);
                assertTrue(TeamSortFloat.sort(f, 0, n, team3, 8, per), what);
                assertSortedLike(fe, f, "float " + what);
                long[] l = DataGenerator.longs(d, n, 13), le = l.clone();
                Arrays.sort(le);
                assertTrue(TeamSortLong.sort(l, 0, n, team3, 8, per), what);
                assertArrayEquals(le, l, "long " + what);
                long[] kl = DataGenerator.longs(d, n, 14), kk = kl.clone();
                int[] vi = new int[n];
                for (int j = 0; j < n; j++) vi[j] = j;
                int[] order = CpuTestData.stableOrder(n, (a, b) -> Long.compare(kk[a], kk[b]));
                assertTrue(TeamSortLongInt.sort(kl, vi, 0, n, team3, 8, per), what);
                for (int j = 0; j < n; j++) {
                    assertEquals(kk[order[j]], kl[j], "long+int keys " + what);
                    assertEquals(order[j], vi[j], "long+int values, stably, " + what + " at " + j);
                }
            }
        }
        CpuConfig.setTouchMin(0);
        assertFalse(CpuConfig.touch(Integer.MAX_VALUE), "0: never");
    }
}
