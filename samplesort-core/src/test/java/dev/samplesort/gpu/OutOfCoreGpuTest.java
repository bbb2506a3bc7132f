package dev.samplesort.gpu;

import dev.samplesort.internal.HostMappingTest;
import dev.samplesort.internal.HostMapping;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import dev.samplesort.BackendFailureException;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.Sorter;
import dev.samplesort.ValueType;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The out-of-core GPU sort ({@link OutOfCore}) on a real GPU, made to run on small data by a small device-memory
 * limit (64 MiB: one stream, chunks of about 2 Mi longs): several runs, groups that straddle runs, skewed and
 * all-equal keys, every key type, descending, heap arrays and native segments (registered and staged), and failure
 * injection in both passes ("unchanged" in pass 1, "sorted" after a pass-2 failure). Skips with a printed reason
 * without a GPU. {@code -Dsamplesort.test.large=true} adds 4 GiB of longs under a 1 GiB limit.
 */
class OutOfCoreGpuTest {
    static final long CAP = 64L << 20;
    static final Sorter GPU_CAPPED = Sorter.builder().backend(Backend.GPU).gpuMemoryLimit(CAP).build();

    @AfterEach
    void reset() {
        OutOfCore.faults = null;
        System.clearProperty("samplesort.gpu.oocStreams");
        System.clearProperty("samplesort.gpu.registerMinBytes");
        System.clearProperty("samplesort.gpu.oocRegister");
        System.clearProperty("samplesort.gpu.oocHugePages");
        System.clearProperty("samplesort.gpu.oocPrefaultThreads");
        System.clearProperty("samplesort.gpu.chunkBytes");
    }

    static void assumeGpu() { GpuEngineTest.assumeGpu(); }

    /** Sorts {@code job} capped and checks it went out of core with more than one run and group. */
    private static OutOfCore.Stats sortOutOfCore(EngineJob job, Sorter s) {
        OutOfCore.last = null;
        job.sort(s);
        OutOfCore.Stats st = OutOfCore.last;
        assertNotNull(st, job.label + ": did not run out of core");
        assertTrue(st.runs() > 1 && st.groups() > 1, job.label + ": " + st);
        return st;
    }

    @ParameterizedTest(name = "{0} {1} n={2}")
    @CsvSource({"LONG, uniform, 67108864", "LONG, allequal, 12000000", "LONG, few2, 12000000",
        "LONG, zipf, 12000000", "LONG, sorted, 12000000", "LONG, reverse, 12000000", "INT, uniform, 24000000",
        "INT, few16, 24000000", "FLOAT, uniform, 24000000", "DOUBLE, uniform, 12000000", "DOUBLE, edges, 12000000",
        "FLOAT, edges, 24000000", "LONG, detdup, 12000001"})
    void heapArraysUnderASmallLimit(KeyType kt, String dist, int n) {
        assumeGpu();
        EngineJob job = new EngineJob(kt, null, n, dist, 17 + n);
        OutOfCore.Stats st = sortOutOfCore(job, GPU_CAPPED);
        job.assertSorted("out of core " + st);
        assertEquals(0, st.cpuGroups());
    }

    @Test
    void threeStreamsOnAHeapArray() {
        assumeGpu();
        // 512 MiB of keys under a 512 MiB limit: three streams with chunks of 8 Mi keys, 8 runs. The array, the
        // job's copy and the check's copy take 1.5 GiB of the build's 3 GiB test heap (2^27 keys took 3 GiB and
        // ran out of it on the device)
        EngineJob job = new EngineJob(KeyType.LONG, null, 1 << 26, "uniform", 12);
        OutOfCore.Stats st = sortOutOfCore(job, Sorter.builder().backend(Backend.GPU).gpuMemoryLimit(512L << 20)
                .build());
        assertEquals(3, st.workers(), st.toString());
        job.assertSorted("three streams " + st);
    }

    @Test
    void descending() {
        assumeGpu();
        Sorter desc = Sorter.builder().backend(Backend.GPU).gpuMemoryLimit(CAP).descending().build();
        for (KeyType kt : KeyType.values()) {
            int n = kt.byteSize() == 4 ? 20_000_000 : 10_000_000;
            EngineJob job = new EngineJob(kt, null, n, "uniform", 5);
            sortOutOfCore(job, desc);
            EngineJob ref = new EngineJob(kt, null, n, "uniform", 5);
            ref.sort(Sorter.builder().backend(Backend.CPU).descending().build());
            for (int i = 0; i < n; i++) {
                // NaNs lead a descending float/double result; their payload order is not the CPU's (valueBits).
                assertEquals(EngineJob.valueBits(ref.keys, i), EngineJob.valueBits(job.keys, i),
                        kt + " descending at " + i);
            }
        }
    }

    @ParameterizedTest(name = "oocRegister={0} registerMinBytes={1} streams={2} hugePages={3} prefaultThreads={4}")
    @CsvSource({"true, 0, 3, true, 8", "true, -1, 3, true, 0", "true, 0, 1, false, 1", "false, 0, 2, true, 8",
        "false, 0, 3, false, 3"})
    void nativeSegmentsRegisteredAndStaged(boolean register, long registerMin, int streams, boolean huge,
                                           int prefault) {
        assumeGpu();
        System.setProperty("samplesort.gpu.oocRegister", Boolean.toString(register));
        System.setProperty("samplesort.gpu.registerMinBytes", Long.toString(registerMin));
        System.setProperty("samplesort.gpu.oocStreams", Integer.toString(streams));
        System.setProperty("samplesort.gpu.oocHugePages", Boolean.toString(huge));
        System.setProperty("samplesort.gpu.oocPrefaultThreads", Integer.toString(prefault));
        boolean populate = HostMappingTest.populateSupported();
        long n = 1L << 27;   // 1 GiB: under a 1 GiB limit, up to three streams with chunks of about 20 M keys
        long[] ref = new SplittableRandom(9).longs(n).toArray();
        try (Arena arena = Arena.ofConfined()) {   // confined: the workers must still reach it
            MemorySegment seg = arena.allocate(8 * n, 8);
            MemorySegment.copy(ref, 0, seg, ValueLayout.JAVA_LONG, 0, (int) n);
            OutOfCore.last = null;
            Sorter.builder().backend(Backend.GPU).gpuMemoryLimit(1L << 30).build().sort(seg, KeyType.LONG);
            OutOfCore.Stats st = OutOfCore.last;
            assertNotNull(st);
            assertEquals(register && registerMin >= 0, st.direct(), st.toString());
            assertEquals(register && registerMin >= 0, st.timeline().registerNanos() > 0, st.toString());
            if (!huge) assertTrue(!st.timeline().hugePages(), st.toString());
            // pre-faulting runs where enabled and the kernel allows it, never fails the sort, never past the area
            OutOfCore.Timeline tl = st.timeline();
            assertEquals(prefault > 0 && populate, tl.prefault(), st.toString());
            assertNull(tl.prefaultFailure(), st.toString());
            assertTrue(tl.prefaultBytes() >= 0 && tl.prefaultBytes() <= st.stagingBytes(), st.toString());
            if (!tl.prefault()) assertEquals(0, tl.prefaultBytes() + tl.prefaultNanos(), st.toString());
            // every worker uploaded, sorted and downloaded something in both passes
            assertTrue(st.timeline().pass1().uploadNanos() > 0 && st.timeline().pass1().sortNanos() > 0
                    && st.timeline().pass1().downloadNanos() > 0 && st.timeline().pass2().downloadNanos() > 0,
                    st.toString());
            assertEquals(streams, st.workers(), st.toString());
            Arrays.parallelSort(ref);
            // compared in place: a heap copy of the result would be a third GiB on the build's 3 GiB test heap
            assertEquals(-1L, seg.mismatch(MemorySegment.ofArray(ref)), "first position that differs");
        }
    }

    @Test
    void pass1FailureLeavesTheDataUnchanged() {
        assumeGpu();
        for (int failAt : new int[] {0, 3}) {
            EngineJob job = new EngineJob(KeyType.LONG, null, 12_000_000, "uniform", failAt);
            OutOfCore.faults = (p, i) -> {
                if (p == OutOfCore.Point.RUN_SORTED && i == failAt) {
                    throw new FaultInjector.InjectedFailure("injected at run " + i);
                }
            };
            BackendFailureException e = assertThrows(BackendFailureException.class, () -> job.sort(GPU_CAPPED));
            assertTrue(e.getMessage().contains("unchanged"), e.getMessage());
            job.assertUnchanged("failure at run " + failAt);
            // AUTO retries on the CPU
            job.sort(Sorter.builder().gpuMemoryLimit(CAP).build());
            job.assertSorted("AUTO after a pass-1 failure");
        }
        OutOfCore.faults = null;
        assertNull(GpuEngine.instance().unavailableReason(), "injected failures must not disable the GPU");
        EngineJob after = new EngineJob(KeyType.LONG, null, 12_000_000, "uniform", 99);
        sortOutOfCore(after, GPU_CAPPED);
        after.assertSorted("after failures");
    }

    @Test
    void pass2FailureIsFinishedOnTheCpu() {
        assumeGpu();
        for (int failAt : new int[] {0, 2}) {
            EngineJob job = new EngineJob(KeyType.DOUBLE, null, 12_000_000, "uniform", 40 + failAt);
            OutOfCore.faults = (p, i) -> {
                if (p == OutOfCore.Point.GROUP_SORTED && i == failAt) {
                    throw new FaultInjector.InjectedFailure("injected at group " + i);
                }
            };
            OutOfCore.last = null;
            job.sort(GPU_CAPPED);
            OutOfCore.Stats st = OutOfCore.last;
            assertNotNull(st);
            assertTrue(st.cpuGroups() >= 1, st.toString());
            job.assertSorted("pass-2 failure at group " + failAt);
        }
    }

    /**
     * Ring chunks much smaller than the runs and not a multiple of the pieces: pass 2 packs several run pieces
     * into one ring buffer and splits others over several ({@link Transfer#gather}); pass 1 and 2 download in
     * many chunks ({@link Transfer#downloadInto}). Keys and values, so both go through the ring.
     */
    @ParameterizedTest(name = "chunkBytes={0}")
    @CsvSource({"65536", "1048832"})
    void smallRingChunksPackAndSplitPieces(long chunkBytes) {
        assumeGpu();
        System.setProperty("samplesort.gpu.chunkBytes", Long.toString(chunkBytes));
        EngineJob job = new EngineJob(KeyType.LONG, ValueType.INT, 9_000_000, "zipf", 21);
        OutOfCore.Stats st = sortOutOfCore(job, GPU_CAPPED);
        job.assertSorted("chunkBytes " + chunkBytes + " " + st);
    }

    @ParameterizedTest(name = "{0}+{1} {2}")
    @CsvSource({"LONG, LONG, uniform", "INT, INT, uniform", "DOUBLE, INT, few16", "FLOAT, LONG, allequal",
        "LONG, INT, zipf"})
    void keyValuePairsUnderASmallLimit(KeyType kt, ValueType vt, String dist) {
        assumeGpu();
        EngineJob job = new EngineJob(kt, vt, 9_000_000, dist, 3);
        OutOfCore.Stats st = sortOutOfCore(job, GPU_CAPPED);
        job.assertSorted("key-value out of core " + st);
    }

    @Test
    void keyValueFailuresInBothPasses() {
        assumeGpu();
        EngineJob job = new EngineJob(KeyType.LONG, ValueType.INT, 9_000_000, "uniform", 8);
        OutOfCore.faults = (p, i) -> {
            if (p == OutOfCore.Point.RUN_SORTED && i == 1) throw new FaultInjector.InjectedFailure("run " + i);
        };
        assertThrows(BackendFailureException.class, () -> job.sort(GPU_CAPPED));
        job.assertUnchanged("key-value, pass 1");
        OutOfCore.faults = (p, i) -> {
            if (p == OutOfCore.Point.GROUP_SORTED && i == 1) throw new FaultInjector.InjectedFailure("group " + i);
        };
        OutOfCore.last = null;
        job.sort(GPU_CAPPED);
        assertTrue(OutOfCore.last.cpuGroups() >= 1, String.valueOf(OutOfCore.last));
        job.assertSorted("key-value, pass 2 finished on the CPU");
    }

    @Test
    void nativeKeyValueSegments() {
        assumeGpu();
        long n = 10_000_000;
        long[] keys = new SplittableRandom(4).longs(n, 0, 1000).toArray();   // many duplicates
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment k = arena.allocate(8 * n, 8), v = arena.allocate(8 * n, 8);
            for (int i = 0; i < n; i++) {
                k.setAtIndex(ValueLayout.JAVA_LONG, i, keys[i]);
                v.setAtIndex(ValueLayout.JAVA_LONG, i, ~(long) i);
            }
            OutOfCore.last = null;
            GPU_CAPPED.sort(k, KeyType.LONG, v, ValueType.LONG);
            assertNotNull(OutOfCore.last);
            boolean[] seen = new boolean[(int) n];
            for (int i = 0; i < n; i++) {
                long key = k.getAtIndex(ValueLayout.JAVA_LONG, i), from = ~v.getAtIndex(ValueLayout.JAVA_LONG, i);
                if (i > 0) assertTrue(k.getAtIndex(ValueLayout.JAVA_LONG, i - 1) <= key, "order at " + i);
                assertTrue(from >= 0 && from < n && !seen[(int) from], "values a permutation at " + i);
                seen[(int) from] = true;
                assertEquals(keys[(int) from], key, "value " + i + " left its key");
            }
        }
    }

    @Test
    void fourGiBUnderOneGiB() {
        assumeGpu();
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("samplesort.test.large"),
                "large sizes: -Dsamplesort.test.large=true");
        long n = 1L << 29;
        try (Arena arena = Arena.ofShared()) {
            MemorySegment seg = arena.allocate(8 * n, 8);
            SplittableRandom r = new SplittableRandom(1);
            for (long i = 0; i < n; i++) seg.setAtIndex(ValueLayout.JAVA_LONG, i, r.nextLong());
            long xor = 0, sum = 0;
            for (long i = 0; i < n; i++) {
                long v = seg.getAtIndex(ValueLayout.JAVA_LONG, i);
                xor ^= v * 0x9E3779B97F4A7C15L;
                sum += v;
            }
            OutOfCore.last = null;
            Sorter.builder().backend(Backend.GPU).gpuMemoryLimit(1L << 30).build().sort(seg, KeyType.LONG);
            assertNotNull(OutOfCore.last);
            long x2 = 0, s2 = 0, prev = Long.MIN_VALUE;
            for (long i = 0; i < n; i++) {
                long v = seg.getAtIndex(ValueLayout.JAVA_LONG, i);
                assertTrue(v >= prev, "order at " + i);
                prev = v;
                x2 ^= v * 0x9E3779B97F4A7C15L;
                s2 += v;
            }
            assertEquals(xor, x2);
            assertEquals(sum, s2);
            System.out.println("[OutOfCoreGpuTest] 4 GiB under 1 GiB: " + OutOfCore.last);
        }
    }

    @Test
    void withoutALimitSmallSortsStayInCore() {
        assumeGpu();
        OutOfCore.last = null;
        long[] a = new SplittableRandom(2).longs(1 << 20).toArray();
        long[] e = a.clone();
        Sorter.gpu().sort(a);
        Arrays.sort(e);
        assertArrayEquals(e, a);
        assertNull(OutOfCore.last);
        assertTrue(!OutOfCore.needed(1 << 20, KeyType.LONG, null, 0));
        assertEquals(Order.ASCENDING, Sorter.gpu().order());
    }
}
