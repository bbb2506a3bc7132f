package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

/**
 * The device-memory layouts of a sort, computed before anything is allocated: the per-sort buffers, the per-level
 * scratch regions and their host mirror, and the next level's segments. No GPU needed.
 */
class DeviceLayoutTest {
    private static final int SMS = 132;

    @Test
    void carvingAlignsEveryRegionAndKeepsThemApart() {
        Carving c = new Carving();
        assertEquals(0, c.take(10));
        assertEquals(256, c.take(0));
        assertEquals(256, c.take(300));
        assertEquals(768, c.take(1));
        assertEquals(1024, c.size());
        assertThrows(IllegalArgumentException.class, () -> c.take(-1));
        assertEquals(0, new Carving().size());
    }

    @Test
    void sortBuffersHoldTheAuxiliaryKeysValuesAndBucketIds() {
        long n = 1_000_003;
        SortBuffers keysOnly = SortBuffers.of(n, 8, 0, false);
        assertEquals(0, keysOnly.auxKeys());
        assertEquals(-1, keysOnly.auxValues());
        assertEquals(-1, keysOnly.bucketIds());
        assertEquals(Carving.align(8 * n), keysOnly.bytes());

        SortBuffers all = SortBuffers.of(n, 4, 8, true);
        assertEquals(0, all.auxKeys());
        assertEquals(Carving.align(4 * n), all.auxValues());
        assertEquals(Carving.align(all.auxValues() + 8 * n), all.bucketIds());
        assertEquals(Carving.align(all.bucketIds() + n), all.bytes());
    }

    @Test
    void aSortTakesOneAllocationWithAnArenaForItsFirstTwoLevels() {
        GpuPolicy p = GpuPolicy.defaults();
        int m = p.maxBucket();
        for (long n : new long[] {m + 1L, 1L << 16, 3_000_017, 1L << 24, 100_000_007, 1L << 28, 1L << 31}) {
            for (int kw : new int[] {4, 8}) {
                SortBuffers b = SortBuffers.forSort(n, kw == 4 ? dev.samplesort.KeyType.INT : dev.samplesort.KeyType.LONG,
                        dev.samplesort.ValueType.LONG, p, SMS);
                String at = "n=" + n + " kw=" + kw;
                assertTrue(b.arena() >= b.auxValues() + 8 * n && b.arena() % Carving.ALIGN == 0, at);
                assertEquals(Carving.align(b.arena() + b.arenaBytes()), b.bytes(), at);
                // Within what the memory checks reserve for the sort besides the input.
                assertTrue(b.bytes() <= GpuSampleSort.auxiliaryBytes(n, kw == 4 ? dev.samplesort.KeyType.INT
                        : dev.samplesort.KeyType.LONG, dev.samplesort.ValueType.LONG), at + " " + b);
                LevelPlan first = LevelPlan.whole(n, p, SMS);
                long cap1 = BucketSort.capacity(1L << first.logK, n, p);
                long nextBound = n / (m + 1L) + 1;
                assertTrue(LevelScratch.of(first, kw, cap1, Math.min(cap1, nextBound)).bytes() <= b.arenaBytes(), at);
                // Second levels: the first level's buckets above M, evenly filled or one large and the rest just
                // above M (the K the policy picks for the largest one applies to all of them).
                int nseg = (int) Math.min(first.k(), nextBound);
                if (nseg < 1 || n / nseg <= m) continue;
                for (boolean even : new boolean[] {true, false}) {
                    long[] start = new long[nseg], size = new long[nseg];
                    long rest = n - (long) (nseg - 1) * (m + 1);
                    for (int i = 0; i < nseg; i++) {
                        size[i] = even ? n / nseg : i == 0 ? rest : m + 1;
                        start[i] = i == 0 ? 0 : start[i - 1] + size[i - 1];
                    }
                    LevelPlan second = new LevelPlan(start, size, nseg, p, SMS);
                    long cap = BucketSort.capacity((long) nseg << second.logK, n, p);
                    long bytes = LevelScratch.of(second, kw, cap, Math.min(cap, nextBound)).bytes();
                    assertTrue(bytes <= b.arenaBytes(), at + " even=" + even + ": second level " + bytes + " > arena "
                            + b.arenaBytes());
                }
            }
        }
        SortBuffers none = SortBuffers.of(1000, 8, 0, false);
        assertEquals(-1, none.arena());
        assertEquals(0, none.arenaBytes());
    }

    /** Regions in use order, each aligned, none overlapping, all inside the allocation. */
    private static void assertCarved(LevelScratch r, LevelPlan plan, int kw) {
        long nk = (long) plan.nseg << plan.logK;
        long[][] regions = {
            {r.tables(), plan.tableBytes()}, {r.caps(), BucketSort.CAPS_BYTES}, {r.tree(), nk * kw},
            {r.spl(), nk * kw}, {r.eq(), nk}, {r.hist(), plan.histLen * 8}, {r.partial(), Scan.partialBytes(plan.histLen)},
            {r.totals(), nk * 8}, {r.counters(), KernelContract.COUNTER_BYTES},
            {r.lists(), (long) KernelContract.NLISTS * r.cap() * KernelContract.JOB_BYTES}, {r.next(), 16 * r.cap()},
        };
        long end = 0;
        for (long[] g : regions) {
            assertEquals(0, g[0] % Carving.ALIGN, "aligned region at " + g[0]);
            assertTrue(g[0] >= end, "regions overlap at " + g[0]);
            end = g[0] + g[1];
        }
        assertTrue(end <= r.bytes());
        // One upload covers tables and caps; one memset covers exactly the totals and the counters.
        assertEquals(r.tree(), r.uploadBytes());
        assertTrue(r.caps() + BucketSort.CAPS_BYTES <= r.uploadBytes());
        assertTrue(r.totals() + r.zeroBytes() == r.lists() && r.counters() + KernelContract.COUNTER_BYTES <= r.lists());
        // Host: the uploaded bytes, then the counters and next-level pairs coming back, apart.
        assertTrue(r.hostCounters() >= r.uploadBytes());
        assertTrue(r.hostNext() >= r.hostCounters() + KernelContract.COUNTER_BYTES);
        assertEquals(r.hostNext() + 16 * r.nextMax(), r.hostBytes());
    }

    @Test
    void levelScratchIsCarvedInUseOrder() {
        GpuPolicy p = GpuPolicy.defaults();
        long n = 1L << 26;
        LevelPlan first = new LevelPlan(new long[] {0}, new long[] {n}, 1, p, SMS);
        long cap = BucketSort.capacity(1L << first.logK, n, p);
        assertCarved(LevelScratch.of(first, 8, cap, Math.min(cap, n / (p.maxBucket() + 1) + 1)), first, 8);

        int segs = 200;
        long[] start = new long[segs], size = new long[segs];
        for (int s = 0; s < segs; s++) {
            start[s] = (long) s * 300_000;
            size[s] = 150_000 + 500L * s;
        }
        LevelPlan second = new LevelPlan(start, size, segs, p, SMS);
        long cap2 = BucketSort.capacity((long) segs << second.logK, n, p);
        assertCarved(LevelScratch.of(second, 4, cap2, 1000), second, 4);
    }

    @Test
    void theTablesAreWrittenWhereTheScratchSaysAndReadAsTheKernelsDo() {
        GpuPolicy p = GpuPolicy.defaults();
        LevelPlan plan = new LevelPlan(new long[] {0, 100_000}, new long[] {90_000, 70_000}, 2, p, SMS);
        LevelScratch r = LevelScratch.of(plan, 4, BucketSort.capacity(2L << plan.logK, 160_000, p), 10);
        try (Arena a = Arena.ofConfined()) {
            MemorySegment host = a.allocate(r.hostBytes(), 16);
            plan.writeTable(host, r.tables());
            BucketSort.writeCaps(host, r.caps(), p);
            // LevelTables: u64 seg_start[nseg], seg_size, seg_chunk, seg_hist_base; u32 seg_blocks, blk_seg, blk_idx.
            assertEquals(100_000, host.get(ValueLayout.JAVA_LONG, r.tables() + 8));
            assertEquals(70_000, host.get(ValueLayout.JAVA_LONG, r.tables() + 8 * 3));
            int nseg = 2;
            long q = r.tables() + 32L * nseg;
            int blocks0 = host.get(ValueLayout.JAVA_INT, q);
            assertEquals(plan.segBlocks[0], blocks0);
            assertEquals(1, host.get(ValueLayout.JAVA_INT, q + 4L * (nseg + blocks0)), "first block of segment 1");
            assertTrue(r.tables() + plan.tableBytes() <= r.caps());
            for (int c = 0; c < KernelContract.NCLASSES; c++) {
                int cap = c < p.classCaps().length ? p.classCaps()[c] : 0;
                assertEquals(cap, host.get(ValueLayout.JAVA_INT, r.caps() + 4L * c));
            }
        }
    }

    @Test
    void nextSegmentsComeBackInArrayOrderWithTheirSizes() {
        long[] pairs = {900, 11, 5, 22, 300, 33, 7_000_000_000L, 44};
        GpuSampleSort.Segments s = GpuSampleSort.Segments.fromPairs(pairs, 4);
        assertEquals(4, s.count());
        assertArrayEquals(new long[] {5, 300, 900, 7_000_000_000L}, s.start());
        assertArrayEquals(new long[] {22, 33, 11, 44}, s.size());
        assertEquals(0, GpuSampleSort.Segments.fromPairs(new long[0], 0).count());
    }

    @Test
    void theSingleJobListIsLaidOutAsTheKernelsReadIt() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment host = a.allocate(512, 16);
            host.fill((byte) 0x5A);
            BucketSort.writeSingleJob(host, 0, 256, 3, 5000);
            for (int i = 0; i < KernelContract.NCOUNTERS; i++) {
                assertEquals(i == 3 ? 1 : 0, host.get(ValueLayout.JAVA_INT, 4L * i), "counter " + i);
            }
            assertEquals(0, host.get(ValueLayout.JAVA_LONG, 256 + KernelContract.JOB_OFF));
            assertEquals(5000, host.get(ValueLayout.JAVA_INT, 256 + KernelContract.JOB_SIZE));
            assertEquals(0, host.get(ValueLayout.JAVA_INT, 256 + KernelContract.JOB_FLAGS));
        }
    }
}
