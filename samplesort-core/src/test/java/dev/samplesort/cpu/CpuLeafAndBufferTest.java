package dev.samplesort.cpu;

import dev.samplesort.spi.Jobs;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.cpu.CpuTestData.Dist;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The keys-only leaf sorts (Arrays.sort on buckets of at most leafSort keys, whole inputs of at most leafSortTop
 * keys) around their boundaries, with leaf sorts switched off (insertion-sort recursion), and the scratch-buffer
 * cache (reuse of a larger buffer, concurrent sorts never sharing one).
 */
class CpuLeafAndBufferTest {
    private static final int LEAF = CpuConfig.leafSort(4), TOP = CpuConfig.leafSortTop(4);
    private static final int LEAF_64 = CpuConfig.leafSort(8), TOP_64 = CpuConfig.leafSortTop(8);

    /** The engine's own leaf sorts: without the hybrid, which would hand these keys-only sorts to the JDK. */
    @BeforeEach
    void engineOnly() { CpuConfig.setHybrid(false); }

    @AfterEach
    void restore() {
        CpuConfig.setHybrid(true);
        CpuConfig.setLeafSort(4, LEAF, TOP);
        CpuConfig.setLeafSort(8, LEAF_64, TOP_64);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void leafBoundaries() {
        // small thresholds so that buckets land on both sides of them: top-level leaf at top, top+1; bucket leaves
        int[][] settings = {{64, 32}, {100, 17}, {1000, 1000}, {4096, 256}, {0, 0}, {16, 16}, {64, 0}};
        int[] sizes = {15, 16, 17, 31, 32, 33, 63, 64, 65, 99, 100, 101, 255, 256, 257, 999, 1000, 1001, 4095, 4096,
            4097, 20011, 65537, 140001};
        for (int[] s : settings) {
            CpuConfig.setLeafSort(s[0], s[1]);
            for (int threads : new int[] {1, 2}) {
                CpuConfig.setThreads(threads);
                for (Dist d : new Dist[] {Dist.UNIFORM, Dist.FEW16, Dist.ZIPF, Dist.SORTED}) {
                    for (int n : sizes) {
                        CpuEngineDifferentialTest.checkAllTypes(d, n, n * 7L + d.ordinal() + s[0], true);
                    }
                }
            }
        }
    }

    @Test
    void defaultsFollowTheSimdSortDetection() {
        if (System.getProperty("samplesort.cpu.leafSort") == null) {
            assertEquals(CpuConfig.JDK_SIMD_SORT ? 1 << 20 : 0, LEAF);
            assertEquals(CpuConfig.JDK_SIMD_SORT ? 4096 : 0, TOP);
        }
        // long and double: leaves only where the JDK sorts 64-bit keys with SIMD too (not on AMD Zen 4)
        if (System.getProperty("samplesort.cpu.leafSort64") == null) {
            assertEquals(CpuConfig.JDK_SIMD_SORT_64 ? 1 << 20 : 0, LEAF_64);
            assertEquals(CpuConfig.JDK_SIMD_SORT_64 ? 4096 : 0, TOP_64);
        }
    }

    @Test
    void oneWidthsLeavesLeaveTheOtherAlone() {
        CpuConfig.setLeafSort(8, 0, 0);
        CpuConfig.setLeafSort(4, 1 << 12, 1 << 10);
        assertEquals(1 << 12, CpuConfig.leafSort(4));
        assertEquals(1 << 10, CpuConfig.leafSortTop(4));
        assertEquals(0, CpuConfig.leafSort(8));
        assertEquals(0, CpuConfig.leafSortTop(8));
        // and sorts of both widths stay exact with leaves on one side only
        for (int n : new int[] {1000, 5000, 70_001}) {
            CpuEngineDifferentialTest.checkAllTypes(Dist.UNIFORM, n, n, true);
        }
    }

    @Test
    void badLeafSettingsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> CpuConfig.setLeafSort(10, 20));
        assertThrows(IllegalArgumentException.class, () -> CpuConfig.setLeafSort(10, -1));
    }

    @Test
    void theTeamsSizesReuseTheirScratch() {
        // the team sorts from 2^11 pairs / 2^14 keys, the run merges and the nearly sorted pass below 2^16: their
        // buffers and oracles come back to the next sort (in a fresh JVM each new one was page faults: REUSE_MIN)
        for (int n : new int[] {CpuConfig.REUSE_MIN, 1 << 14, (1 << 16) - 1}) {
            long[] b = SampleSortLong.takeBuffer(n);
            SampleSortLong.giveBuffer(b);
            assertTrue(b == SampleSortLong.takeBuffer(n), "long buffer " + n + " not reused");
            SampleSortLong.giveBuffer(b);
            int[] c = SampleSortInt.takeBuffer(n);
            SampleSortInt.giveBuffer(c);
            assertTrue(c == SampleSortInt.takeBuffer(n), "int buffer " + n + " not reused");
            SampleSortInt.giveBuffer(c);
            char[] o = CpuConfig.takeOracle(n);
            CpuConfig.giveOracle(o);
            assertTrue(o == CpuConfig.takeOracle(n), "oracle " + n + " not reused");
            CpuConfig.giveOracle(o);
        }
        // below it no cache slot (a small array would push a large one out): the thread's spare instead
        double[] small = new double[CpuConfig.REUSE_MIN - 1];
        SampleSortDouble.giveBuffer(small);
        double[] big = SampleSortDouble.takeBuffer(CpuConfig.REUSE_MIN);
        assertFalse(small == big, "a buffer below REUSE_MIN went to the shared cache");
        SampleSortDouble.giveBuffer(big);
    }

    @Test
    void aSmallBufferIsTheThreadsSpareTakenOutWhileInUse() {
        // AlmostSorted's keys set aside and the small run merges: below REUSE_MIN the buffer given back is the
        // next take's on this thread (no allocation, no fresh page); a take while it is out (the sort of the keys
        // set aside inside AlmostSorted's) gets a new array; a smaller one given back does not replace it
        SampleSortLong.takeBuffer(CpuConfig.REUSE_MIN - 1); // (an earlier sort's spare, not given back: none left)
        long[] a = SampleSortLong.takeBuffer(300);
        assertTrue(a.length >= 300, "a buffer shorter than asked for");
        long[] nested = SampleSortLong.takeBuffer(100);
        assertFalse(a == nested, "a spare in use handed out again");
        SampleSortLong.giveBuffer(nested);
        SampleSortLong.giveBuffer(a);
        long[] again = SampleSortLong.takeBuffer(200);
        assertEquals(CpuConfig.REUSE_BUFFERS, again == (a.length >= nested.length ? a : nested),
                "the thread's larger spare not handed out again (or kept with reuse off)");
        assertTrue(again.length >= 200, "a spare shorter than asked for");
        SampleSortLong.giveBuffer(again);
        long[] larger = SampleSortLong.takeBuffer(again.length + 1);
        assertFalse(larger == again, "a spare shorter than asked for handed out");
        SampleSortLong.giveBuffer(larger);
        // another thread neither sees this thread's spare nor holds it
        long[][] other = new long[1][];
        Thread t = new Thread(() -> {
            other[0] = SampleSortLong.takeBuffer(10);
            SampleSortLong.giveBuffer(other[0]);
        });
        t.start();
        assertDoesNotThrow(() -> t.join());
        assertFalse(other[0] == larger, "another thread took this thread's spare");
        assertEquals(CpuConfig.REUSE_BUFFERS, SampleSortLong.takeBuffer(10) == larger, "this thread's spare lost");
    }

    @Test
    void theRecursionsScratchIsTheThreadsOwnAndANestedOneIsNew() {
        // every sequential recursion on a thread reuses its counts and bounds (the team's pair sorts ran one per
        // bucket, each allocating 16 KiB and more); one nested in another's step gets its own
        SeqScratch s = SeqScratch.take();
        SeqScratch nested = SeqScratch.take();
        assertFalse(s == nested, "a scratch in use handed out again");
        nested.release();
        s.release();
        SeqScratch again = SeqScratch.take();
        again.release();
        assertTrue(again == s, "the thread's scratch not reused");
        SeqScratch[] other = new SeqScratch[1];
        Thread t = new Thread(() -> {
            other[0] = SeqScratch.take();
            other[0].release();
        });
        t.start();
        assertDoesNotThrow(() -> t.join());
        assertFalse(other[0] == s, "another thread's recursion shares this thread's scratch");
    }

    @Test
    void theRunScansSegmentsAreLentOnceAtATime() {
        // the run scan's segments: the thread's array again for the next scan, a new one for a scan nested in a
        // scan's merge (its segments must not be overwritten), and a new one where the length differs
        int[] s = SeqScratch.takeSegments(257);
        int[] nested = SeqScratch.takeSegments(257);
        assertFalse(s == nested, "segments in use lent again");
        assertEquals(257, nested.length);
        SeqScratch.giveSegments(nested);
        int[] still = SeqScratch.takeSegments(257);
        assertFalse(still == s, "the nested scan's return gave back the outer scan's segments");
        SeqScratch.giveSegments(still);
        SeqScratch.giveSegments(s);
        int[] again = SeqScratch.takeSegments(257);
        SeqScratch.giveSegments(again);
        assertEquals(CpuConfig.REUSE_BUFFERS, again == s, "the thread's segments not reused (or reused with reuse off)");
        int[] other = SeqScratch.takeSegments(5);
        assertEquals(5, other.length);
        SeqScratch.giveSegments(other);
    }

    /** Takes every cached long and int array (both slots of each type). */
    private static void emptyCaches() {
        for (int i = 0; i < 2; i++) {
            SampleSortLong.takeBuffer(CpuConfig.REUSE_MIN);
            SampleSortInt.takeBuffer(CpuConfig.REUSE_MIN);
        }
    }

    @Test
    void twoArraysOfATypeInUseAtOnceAreBothKept() {
        // the packed pairs' words and their sort's buffer: both come back to the next sort, the smallest that fits
        // handed out first; a second array above REUSE_SECOND_MAX is not kept beside the first
        emptyCaches();
        int n = 1 << 15;
        long[] words = SampleSortLong.takeBuffer(n), inner = SampleSortLong.takeBuffer(n + 1);
        SampleSortLong.giveBuffer(inner);
        SampleSortLong.giveBuffer(words);
        assertTrue(words == SampleSortLong.takeBuffer(n), "the smaller array, which fits, first");
        assertTrue(inner == SampleSortLong.takeBuffer(n), "the second array kept too");
        SampleSortLong.giveBuffer(words); // (given back in the other order: the larger one moves to the first slot)
        SampleSortLong.giveBuffer(inner);
        assertTrue(inner == SampleSortLong.takeBuffer(n + 1));
        assertTrue(words == SampleSortLong.takeBuffer(n));
        emptyCaches();
        int big = CpuConfig.REUSE_SECOND_MAX + 1;
        int[] first = SampleSortInt.takeBuffer(big + 1), second = SampleSortInt.takeBuffer(big);
        SampleSortInt.giveBuffer(first);
        SampleSortInt.giveBuffer(second);
        assertTrue(first == SampleSortInt.takeBuffer(big));
        assertFalse(second == SampleSortInt.takeBuffer(big), "a second array above REUSE_SECOND_MAX was kept");
        emptyCaches();
    }

    @Test
    void thePackedPairsRouteSortsInCachedWordsAndGivesThemBack() {
        // 32-bit pairs' JDK route packs (key, index) into longs: from the scratch cache, which may hand out a longer
        // array with another sort's words in it; only [0, n) is the sort's, and the arrays come back afterwards
        int n = 5000;
        long[] words = new long[3 * n];
        Arrays.fill(words, Long.MIN_VALUE); // (would sort first, and show, if the sort read past n)
        int[] vals = new int[2 * n];
        Arrays.fill(vals, -1);
        emptyCaches(); // (an earlier test's larger arrays would be kept instead of these)
        SampleSortLong.giveBuffer(words);
        SampleSortInt.giveBuffer(vals);
        int[] a = CpuTestData.ints(CpuTestData.longs(Dist.ZIPF, n, 7, 64)), v = new int[n];
        for (int i = 0; i < n; i++) v[i] = i;
        long[] expected = new long[n];
        for (int i = 0; i < n; i++) expected[i] = (long) a[i] << 32 | i;
        Arrays.sort(expected);
        SampleSortIntInt.packed(a, v, 0, n, 1, false, false, false, true);
        for (int i = 0; i < n; i++) {
            assertEquals((int) (expected[i] >> 32), a[i], "key " + i);
            assertEquals((int) expected[i], v[i], "value " + i + " (stable: the input order of equal keys)");
        }
        // the sort's words were these (sorted in place: the expected words), the rest of the array untouched
        for (int i = 0; i < n; i++) assertEquals(expected[i], words[i], "packed word " + i + " not in the cached array");
        for (int i = n; i < words.length; i++) assertEquals(Long.MIN_VALUE, words[i], "word " + i + " past n written");
        for (int i = 0; i < n; i++) assertEquals(i, vals[i], "the values' copy not in the cached array");
        assertEquals(-1, vals[n]);
        assertTrue(words == SampleSortLong.takeBuffer(n), "the packed words not given back");
        assertTrue(vals == SampleSortInt.takeBuffer(n), "the values' copy not given back");
    }

    @Test
    void cachedBuffersAreReusedSafely() throws Exception {
        // a big sort leaves large cached buffers; smaller and equal sorts (and key-value sorts) reuse them
        for (int n : new int[] {300_001, 70_000, 300_001, 1 << 16, 200_003}) {
            long[] x = CpuTestData.longs(Dist.UNIFORM, n, n, 64), e = x.clone();
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            long[] k = x.clone();
            Jobs.sort(CpuEngine.instance(), x, 0, n);
            Arrays.sort(e);
            assertArrayEquals(e, x, "long " + n);
            Jobs.sort(CpuEngine.instance(), k, v, 0, n, true);
            assertArrayEquals(e, k, "kv keys " + n);
        }
        // concurrent sorts from several threads: each must get its own buffers
        CpuConfig.setThreads(1);
        @SuppressWarnings("unchecked")
        CompletableFuture<Void>[] fs = new CompletableFuture[4];
        for (int t = 0; t < fs.length; t++) {
            final int seed = t;
            fs[t] = CompletableFuture.runAsync(() -> {
                for (int rep = 0; rep < 6; rep++) {
                    long[] x = CpuTestData.longs(Dist.UNIFORM, 150_001 + 1000 * seed, seed * 31 + rep, 64);
                    long[] e = x.clone();
                    Jobs.sort(CpuEngine.instance(), x, 0, x.length);
                    Arrays.sort(e);
                    assertArrayEquals(e, x, "concurrent " + seed + "/" + rep);
                    int[] y = CpuTestData.ints(CpuTestData.longs(Dist.UNIFORM, 100_003, seed + rep, 64));
                    int[] ye = y.clone();
                    Jobs.sort(CpuEngine.instance(), y, 0, y.length);
                    Arrays.sort(ye);
                    assertArrayEquals(ye, y, "concurrent int " + seed + "/" + rep);
                    // pairs: the recursion's per-thread scratch (long keys on the engine) and both cached arrays
                    // of the packed route (int keys), each thread's own; stable, as the packed words order them
                    int m = 60_007 + 100 * seed;
                    long[] pk = CpuTestData.longs(Dist.ZIPF, m, seed * 7 + rep, 64);
                    int[] pv = new int[m];
                    for (int i = 0; i < m; i++) pv[i] = i;
                    Jobs.sort(CpuEngine.instance(), pk, pv, 0, m, true);
                    for (int i = 1; i < m; i++) {
                        assertTrue(pk[i - 1] < pk[i] || pk[i - 1] == pk[i] && pv[i - 1] < pv[i],
                                "concurrent long+int " + seed + "/" + rep + " at " + i);
                    }
                    int[] ik = CpuTestData.ints(CpuTestData.longs(Dist.ZIPF, m, seed * 11 + rep, 64)), iv = new int[m];
                    long[] words = new long[m];
                    for (int i = 0; i < m; i++) {
                        iv[i] = i;
                        words[i] = (long) ik[i] << 32 | i;
                    }
                    Arrays.sort(words);
                    Jobs.sort(CpuEngine.instance(), ik, iv, 0, m, true);
                    for (int i = 0; i < m; i++) {
                        assertEquals(words[i], (long) ik[i] << 32 | iv[i], "concurrent int+int " + seed + "/" + rep);
                    }
                }
            }, Thread::startVirtualThread);
        }
        CompletableFuture.allOf(fs).get();
    }
}
