package dev.samplesort.cpu;

import dev.samplesort.spi.Jobs;
import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.cpu.CpuTestData.Dist;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Off-heap sorts. A small {@code segmentArrayLimit} forces the long-index distribution over the segment (the path
 * taken above 2^31 elements) on small data, including buckets that are still above the limit (recursion).
 */
class CpuSegmentTest {
    private static final long DEFAULT_LIMIT = CpuConfig.segmentArrayLimit();

    /** The engine's own segment paths: without the hybrid, which would hand these keys-only sorts to the JDK. */
    @BeforeEach
    void engineOnly() { CpuConfig.setHybrid(false); }

    @AfterEach
    void restore() {
        CpuConfig.setHybrid(true);
        CpuConfig.setSegmentArrayLimit(DEFAULT_LIMIT);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    static void sortViaSegments(KvCase c, boolean withValues, boolean shared) {
        try (Arena arena = shared ? Arena.ofShared() : Arena.ofConfined()) {
            int n = c.n;
            MemorySegment k = arena.allocate((long) n * c.kt.byteSize(), 8);
            switch (c.kt) {
                case INT -> MemorySegment.copy((int[]) c.keys, 0, k, ValueLayout.JAVA_INT, 0, n);
                case LONG -> MemorySegment.copy((long[]) c.keys, 0, k, ValueLayout.JAVA_LONG, 0, n);
                case FLOAT -> MemorySegment.copy((float[]) c.keys, 0, k, ValueLayout.JAVA_FLOAT, 0, n);
                case DOUBLE -> MemorySegment.copy((double[]) c.keys, 0, k, ValueLayout.JAVA_DOUBLE, 0, n);
            }
            MemorySegment v = null;
            if (withValues) {
                v = arena.allocate((long) n * c.vt.byteSize(), 8);
                if (c.vt == ValueType.INT) MemorySegment.copy((int[]) c.values, 0, v, ValueLayout.JAVA_INT, 0, n);
                else MemorySegment.copy((long[]) c.values, 0, v, ValueLayout.JAVA_LONG, 0, n);
            }
            Jobs.sort(CpuEngine.instance(), k, c.kt, n, v, withValues ? c.vt : null, true);
            switch (c.kt) {
                case INT -> MemorySegment.copy(k, ValueLayout.JAVA_INT, 0, (int[]) c.keys, 0, n);
                case LONG -> MemorySegment.copy(k, ValueLayout.JAVA_LONG, 0, (long[]) c.keys, 0, n);
                case FLOAT -> MemorySegment.copy(k, ValueLayout.JAVA_FLOAT, 0, (float[]) c.keys, 0, n);
                case DOUBLE -> MemorySegment.copy(k, ValueLayout.JAVA_DOUBLE, 0, (double[]) c.keys, 0, n);
            }
            if (withValues) {
                if (c.vt == ValueType.INT) MemorySegment.copy(v, ValueLayout.JAVA_INT, 0, (int[]) c.values, 0, n);
                else MemorySegment.copy(v, ValueLayout.JAVA_LONG, 0, (long[]) c.values, 0, n);
            }
        }
    }

    private static void run(long limit, int threads, int n, Dist[] dists, boolean shared) {
        CpuConfig.setSegmentArrayLimit(limit);
        CpuConfig.setThreads(threads);
        for (KeyType kt : KeyType.values()) {
            for (Dist d : dists) {
                for (int mode = 0; mode < 3; mode++) {
                    ValueType vt = mode == 2 ? ValueType.LONG : ValueType.INT;
                    KvCase c = new KvCase(kt, vt, CpuTestData.longs(d, n, d.ordinal() * 7 + mode, 64), mode, true);
                    sortViaSegments(c, mode > 0, shared);
                    // keys-only sorts leave the (unsorted) index values where they were: check keys only then
                    String what = "segment " + kt + " " + d + " values=" + (mode == 0 ? "-" : vt) + " limit=" + limit
                            + " threads=" + threads + " shared=" + shared;
                    if (mode > 0) c.check(0, n, true, what);
                    else checkKeysOnly(c, what);
                }
            }
        }
    }

    static void checkKeysOnly(KvCase c, String what) {
        Object ref = KvCase.copy(c.origKeys);
        switch (c.kt) {
            case INT -> { java.util.Arrays.sort((int[]) ref); org.junit.jupiter.api.Assertions.assertArrayEquals((int[]) ref, (int[]) c.keys, what); }
            case LONG -> { java.util.Arrays.sort((long[]) ref); org.junit.jupiter.api.Assertions.assertArrayEquals((long[]) ref, (long[]) c.keys, what); }
            case FLOAT -> { java.util.Arrays.sort((float[]) ref); CpuTestData.assertSortedLike((float[]) ref, (float[]) c.keys, what); }
            case DOUBLE -> { java.util.Arrays.sort((double[]) ref); CpuTestData.assertSortedLike((double[]) ref, (double[]) c.keys, what); }
        }
    }

    @Test
    void arrayPathBelowTheLimit() {
        run(DEFAULT_LIMIT, 2, 20_011, new Dist[] {Dist.UNIFORM, Dist.FEW16}, false);
    }

    @Test
    void longIndexDistributionParallel() {
        // limit 1000, n = 300k: 256-way distribution, buckets of ~1200 are distributed once more
        run(1000, 2, 300_007, new Dist[] {Dist.UNIFORM, Dist.FEW16, Dist.ALL_EQUAL, Dist.ZIPF}, true);
    }

    @Test
    void longIndexDistributionSequentialSmall() {
        run(64, 1, 5003, new Dist[] {Dist.UNIFORM, Dist.FEW2, Dist.DET_DUPLICATES, Dist.REVERSE}, false);
        run(500, 2, 40_009, new Dist[] {Dist.GAUSSIAN, Dist.FEW256}, false); // confined, several threads
    }

    @Test
    void mostlyNaNSegment() {
        CpuConfig.setSegmentArrayLimit(100);
        for (int n : new int[] {3, 1000, 50_000}) {
            double[] d = new double[n];
            for (int i = 0; i < n; i++) d[i] = i % 97 == 0 ? i : Double.longBitsToDouble(0x7ff8000000000000L + i);
            double[] ref = d.clone();
            java.util.Arrays.sort(ref);
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment k = arena.allocate((long) n * 8, 8);
                MemorySegment.copy(d, 0, k, ValueLayout.JAVA_DOUBLE, 0, n);
                Jobs.sort(CpuEngine.instance(), k, KeyType.DOUBLE, n, null, null, false);
                MemorySegment.copy(k, ValueLayout.JAVA_DOUBLE, 0, d, 0, n);
            }
            CpuTestData.assertSortedLike(ref, d, "mostly NaN " + n);
        }
    }

    /**
     * The heap arrays an off-heap sort goes through are kept between sorts (HeapScratch; below its minimum, per
     * thread): a later, smaller sort gets a longer array with the earlier keys past its end, and sorts only its own.
     * Pairs alike (their values' array).
     */
    @Test
    void keptArraysLongerThanTheSortServeIt() {
        try (Arena arena = Arena.ofShared()) {
            for (int n : new int[] {(1 << 17) + 3, (1 << 16) + 5, 1 << 16, 40_000, 30_001}) {
                int[] keys = new int[n];
                java.util.SplittableRandom r = new java.util.SplittableRandom(n);
                for (int i = 0; i < n; i++) keys[i] = r.nextInt();
                int[] e = keys.clone();
                java.util.Arrays.sort(e);
                MemorySegment k = arena.allocate(4L * n, 4), v = arena.allocate(8L * n, 8);
                MemorySegment.copy(keys, 0, k, ValueLayout.JAVA_INT, 0, n);
                for (int i = 0; i < n; i++) v.setAtIndex(ValueLayout.JAVA_LONG, i, keys[i] * 3L);
                SegmentSorts.sort(k, KeyType.INT, n, v, ValueType.LONG, CpuConfig.threads());
                org.junit.jupiter.api.Assertions.assertArrayEquals(e, k.toArray(ValueLayout.JAVA_INT), "n = " + n);
                for (int i = 0; i < n; i++) {
                    org.junit.jupiter.api.Assertions.assertEquals(e[i] * 3L, v.getAtIndex(ValueLayout.JAVA_LONG, i));
                }
            }
        }
    }
}
