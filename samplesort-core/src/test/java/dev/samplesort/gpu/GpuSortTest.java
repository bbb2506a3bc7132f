package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.DeviceBuffer;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.Sorter;
import dev.samplesort.ValueType;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The GPU sample sort against {@code Arrays.sort}: every key type x distribution x size (around M, k*M, powers of
 * two +-1, primes), ascending and descending, key-value pairing, NaN payloads. Skips with a printed reason where
 * no GPU is usable. {@code -Dsamplesort.test.large=true} adds sizes up to 2^28.
 */
class GpuSortTest {
    static final Sorter GPU = Sorter.gpu();
    static final Sorter GPU_DESC = Sorter.builder().backend(Backend.GPU).descending().build();

    @BeforeAll
    static void gpu() {
        String why = GpuRuntime.unavailableReason();
        if (why != null) System.out.println("[GpuSortTest] skipped: no usable GPU: " + why);
        org.junit.jupiter.api.Assumptions.assumeTrue(why == null, () -> "no usable GPU: " + why);
    }

    static int[] sizes() {
        List<Integer> s = new ArrayList<>(List.of(0, 1, 2, 3, 31, 32, 33, 1000, 4095, 4097, 8191, 8192, 8193,
                16385, 65537, 131071, 1000003, (1 << 20) + 1, 3 * 8192 * 8 + 5));
        if (Boolean.getBoolean("samplesort.test.large")) {
            s.addAll(List.of((1 << 22) - 1, (1 << 24) + 1, 1 << 26, 1 << 28));
        }
        return s.stream().mapToInt(Integer::intValue).toArray();
    }

    static Stream<Arguments> matrix() {
        List<Arguments> out = new ArrayList<>();
        for (KeyType t : KeyType.values()) for (String d : GpuTestData.DISTS) out.add(Arguments.of(t, d));
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("matrix")
    void keysMatchArraysSort(KeyType t, String dist) {
        for (int n : sizes()) {
            if (n > (1 << 22) && !(dist.equals("uniform") || dist.equals("detdup") || dist.equals("sorted"))) continue;
            long seed = 31L * n + dist.hashCode();
            String at = t + " " + dist + " n=" + n;
            switch (t) {
                case INT -> {
                    int[] a = GpuTestData.ints(dist, n, seed), e = a.clone(), d = a.clone();
                    Arrays.sort(e);
                    GPU.sort(a);
                    assertArrayEquals(e, a, at);
                    if (n <= (1 << 20)) {
                        GPU_DESC.sort(d);
                        for (int i = 0; i < n; i++) assertEquals(e[n - 1 - i], d[i], at + " desc");
                    }
                }
                case LONG -> {
                    long[] a = GpuTestData.longs(dist, n, seed), e = a.clone();
                    Arrays.sort(e);
                    GPU.sort(a);
                    assertArrayEquals(e, a, at);
                }
                case FLOAT -> {
                    float[] a = GpuTestData.floats(dist, n, seed), e = a.clone();
                    int[] bitsIn = new int[n];
                    for (int i = 0; i < n; i++) bitsIn[i] = Float.floatToRawIntBits(a[i]);
                    Arrays.sort(e);
                    GPU.sort(a);
                    assertTrue(Arrays.equals(e, a), at);
                    int[] bitsOut = new int[n];
                    for (int i = 0; i < n; i++) bitsOut[i] = Float.floatToRawIntBits(a[i]);
                    Arrays.sort(bitsIn);
                    Arrays.sort(bitsOut);
                    assertArrayEquals(bitsIn, bitsOut, at + ": raw bits (NaN payloads) must be preserved");
                }
                case DOUBLE -> {
                    double[] a = GpuTestData.doubles(dist, n, seed), e = a.clone();
                    long[] bitsIn = new long[n];
                    for (int i = 0; i < n; i++) bitsIn[i] = Double.doubleToRawLongBits(a[i]);
                    Arrays.sort(e);
                    GPU_DESC.sort(a);
                    for (int i = 0; i < n; i++) {
                        assertEquals(Double.doubleToLongBits(e[n - 1 - i]), Double.doubleToLongBits(a[i]), at);
                    }
                    long[] bitsOut = new long[n];
                    for (int i = 0; i < n; i++) bitsOut[i] = Double.doubleToRawLongBits(a[i]);
                    Arrays.sort(bitsIn);
                    Arrays.sort(bitsOut);
                    assertArrayEquals(bitsIn, bitsOut, at + ": raw bits must be preserved");
                }
            }
        }
    }

    static Stream<Arguments> pairMatrix() {
        List<Arguments> out = new ArrayList<>();
        for (KeyType t : KeyType.values()) {
            for (ValueType v : ValueType.values()) {
                for (String d : List.of("uniform", "detdup", "allequal", "few16", "sorted", "edges")) {
                    out.add(Arguments.of(t, v, d));
                }
            }
        }
        return out.stream();
    }

    /** Values are the original indices (encoded for long values): each output value must point at its key. */
    @ParameterizedTest(name = "{0}+{1} {2}")
    @MethodSource("pairMatrix")
    void valuesFollowKeys(KeyType t, ValueType vt, String dist) {
        for (int n : new int[] {2, 33, 8193, 65537, 1000003}) {
            long seed = 7L * n + dist.hashCode();
            long[] raw = switch (t) {
                case INT, FLOAT -> Arrays.stream(GpuTestData.ints(dist, n, seed)).asLongStream().toArray();
                case LONG, DOUBLE -> GpuTestData.longs(dist, n, seed);
            };
            long[] keysOut = new long[n];
            long[] idxOut = new long[n];
            switch (t) {
                case INT -> {
                    int[] k = new int[n];
                    for (int i = 0; i < n; i++) k[i] = (int) raw[i];
                    sortPairs(k, vt, n, idxOut);
                    for (int i = 0; i < n; i++) keysOut[i] = k[i];
                }
                case FLOAT -> {
                    float[] k = new float[n];
                    for (int i = 0; i < n; i++) k[i] = Float.intBitsToFloat((int) raw[i]);
                    sortPairs(k, vt, n, idxOut);
                    for (int i = 0; i < n; i++) keysOut[i] = Float.floatToRawIntBits(k[i]);
                    for (int i = 1; i < n; i++) assertTrue(Float.compare(k[i - 1], k[i]) <= 0, "order at " + i);
                }
                case LONG -> {
                    long[] k = raw.clone();
                    sortPairs(k, vt, n, idxOut);
                    keysOut = k;
                    for (int i = 1; i < n; i++) assertTrue(k[i - 1] <= k[i], "order at " + i);
                }
                case DOUBLE -> {
                    double[] k = new double[n];
                    for (int i = 0; i < n; i++) k[i] = Double.longBitsToDouble(raw[i]);
                    sortPairs(k, vt, n, idxOut);
                    for (int i = 0; i < n; i++) keysOut[i] = Double.doubleToRawLongBits(k[i]);
                    for (int i = 1; i < n; i++) assertTrue(Double.compare(k[i - 1], k[i]) <= 0, "order at " + i);
                }
            }
            boolean[] seen = new boolean[n];
            for (int i = 0; i < n; i++) {
                int from = (int) idxOut[i];
                assertTrue(from >= 0 && from < n && !seen[from], "values must be a permutation, at " + i);
                seen[from] = true;
                long expect = (t == KeyType.INT || t == KeyType.FLOAT) ? (int) raw[from] : raw[from];
                if (t == KeyType.INT || t == KeyType.FLOAT) expect = (int) expect;
                assertEquals(expect, (t == KeyType.INT || t == KeyType.FLOAT) ? (int) keysOut[i] : keysOut[i],
                        t + "+" + vt + " " + dist + " n=" + n + ": value at " + i + " left its key");
            }
            if (t == KeyType.INT) {
                int[] e = new int[n];
                for (int i = 0; i < n; i++) e[i] = (int) raw[i];
                Arrays.sort(e);
                for (int i = 0; i < n; i++) assertEquals(e[i], (int) keysOut[i]);
            }
        }
    }

    private static final long ENC = 0x9E3779B97F4A7C15L;

    private static void decode(Object v, ValueType vt, long[] idxOut) {
        if (vt == ValueType.INT) {
            int[] iv = (int[]) v;
            for (int i = 0; i < iv.length; i++) idxOut[i] = iv[i];
        } else {
            long[] lv = (long[]) v;
            long inv = inverse(ENC);
            for (int i = 0; i < lv.length; i++) idxOut[i] = (lv[i] - 12345) * inv;
        }
    }

    private static long inverse(long a) {  // multiplicative inverse of an odd number mod 2^64
        long x = a;
        for (int i = 0; i < 6; i++) x *= 2 - a * x;
        return x;
    }

    private static Object values(ValueType vt, int n) {
        if (vt == ValueType.INT) {
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            return v;
        }
        long[] v = new long[n];
        for (int i = 0; i < n; i++) v[i] = i * ENC + 12345;
        return v;
    }

    private static void sortPairs(Object keys, ValueType vt, int n, long[] idxOut) {
        Object v = values(vt, n);
        switch (keys) {
            case int[] k when vt == ValueType.INT -> GPU.sort(k, (int[]) v);
            case int[] k -> GPU.sort(k, (long[]) v);
            case long[] k when vt == ValueType.INT -> GPU.sort(k, (int[]) v);
            case long[] k -> GPU.sort(k, (long[]) v);
            case float[] k when vt == ValueType.INT -> GPU.sort(k, (int[]) v);
            case float[] k -> GPU.sort(k, (long[]) v);
            case double[] k when vt == ValueType.INT -> GPU.sort(k, (int[]) v);
            case double[] k -> GPU.sort(k, (long[]) v);
            default -> throw new IllegalArgumentException();
        }
        decode(v, vt, idxOut);
    }

    @Test
    void rangesLeaveTheOutsideUntouched() {
        long[] a = GpuTestData.longs("uniform", 300_000, 5);
        long[] e = a.clone();
        GPU.sort(a, 1234, 250_001);
        Arrays.sort(e, 1234, 250_001);
        assertArrayEquals(e, a);
    }

    @Test
    void deviceBufferSortsOnTheDevice() {
        int n = 3_000_001;
        double[] a = GpuTestData.doubles("uniform", n, 9), e = a.clone();
        Arrays.sort(e);
        try (DeviceBuffer buf = DeviceBuffer.allocate(KeyType.DOUBLE, n)) {
            buf.copyFrom(a);
            buf.sort();
            double[] out = new double[n];
            buf.copyTo(out);
            assertTrue(Arrays.equals(e, out));
            buf.sort(Order.DESCENDING);
            buf.copyTo(out);
            for (int i = 0; i < n; i++) assertEquals(Double.doubleToLongBits(e[n - 1 - i]), Double.doubleToLongBits(out[i]));
        }
    }

    /** A stable sort of pairs on the device: equal keys keep their values in input order, in both orders. */
    @Test
    void deviceBufferSortsPairsStably() {
        int n = 3_000_001;
        int[] k = GpuTestData.ints("few16", n, 11), v = java.util.stream.IntStream.range(0, n).toArray();
        for (Order order : Order.values()) {
            Integer[] idx = java.util.stream.IntStream.range(0, n).boxed().toArray(Integer[]::new);
            java.util.Comparator<Integer> byKey = java.util.Comparator.comparingInt(i -> k[i]);
            Arrays.sort(idx, order == Order.ASCENDING ? byKey : byKey.reversed());  // stable
            try (DeviceBuffer buf = DeviceBuffer.allocate(KeyType.INT, n, ValueType.INT)) {
                buf.copyFrom(k);
                buf.copyValuesFrom(MemorySegment.ofArray(v));
                buf.sortStable(order);
                int[] ok = new int[n], ov = new int[n];
                buf.copyTo(ok);
                buf.copyValuesTo(MemorySegment.ofArray(ov));
                for (int i = 0; i < n; i++) {
                    assertEquals(k[idx[i]], ok[i], "key " + i + " " + order);
                    assertEquals((int) idx[i], ov[i], "value " + i + " " + order);
                }
            }
        }
    }

    /**
     * A sort of two levels (2^24 + 1 keys: a 64-way first level, then its 64 buckets) and a pair sort take one
     * device allocation: every level carves its scratch from the arena of that allocation.
     */
    @Test
    void aTwoLevelSortTakesOneDeviceAllocation() {
        for (ValueType vt : new ValueType[] {null, ValueType.LONG}) {
            int n = (1 << 24) + 1;
            long[] a = GpuTestData.longs("uniform", n, 77), e = a.clone();
            Arrays.sort(e);
            try (DeviceResident r = new DeviceResident(KeyType.LONG, vt, n)) {
                r.uploadKeys(MemorySegment.ofArray(a));
                if (vt != null) r.uploadValues(MemorySegment.ofArray(a));
                r.sort(Order.ASCENDING);
                long[] out = new long[n];
                r.downloadKeys(MemorySegment.ofArray(out));
                assertArrayEquals(e, out);
                String st = r.lastStats();
                assertTrue(st.contains("levels=2") || st.contains("levels=3"), st);
                assertTrue(st.endsWith("allocations=1]"), st);
            }
        }
    }

    @Test
    void deviceBufferCopiesEveryKindOfHostMemory() {
        // heap arrays spanning several chunks of the pinned ring, a large native segment (registered, direct DMA),
        // a small one (staged), values; the buffer keeps working after each copy
        int n = (int) (Transfer.chunkBytes() / 8) * 2 + 12_345;
        long[] a = GpuTestData.longs("uniform", n, 21), e = a.clone();
        Arrays.sort(e);
        int[] v = new int[n];
        for (int i = 0; i < n; i++) v[i] = (int) (a[i] >>> 40);
        try (DeviceBuffer buf = DeviceBuffer.allocate(KeyType.LONG, n, ValueType.INT); Arena arena = Arena.ofConfined()) {
            buf.copyFrom(a);
            buf.copyValuesFrom(MemorySegment.ofArray(v));
            buf.sort();
            MemorySegment out = arena.allocate(8L * n, 8);
            buf.copyTo(out);
            assertArrayEquals(e, out.toArray(ValueLayout.JAVA_LONG));
            int[] vo = new int[n];
            buf.copyValuesTo(MemorySegment.ofArray(vo));
            for (int i = 0; i < n; i++) assertEquals((int) (e[i] >>> 40), vo[i], "value of key " + i);
            MemorySegment in = arena.allocate(8L * n, 8);
            MemorySegment.copy(a, 0, in, ValueLayout.JAVA_LONG, 0, n);
            buf.copyFrom(in);
            long[] back = new long[n];
            buf.copyTo(back);
            assertArrayEquals(a, back);
        }
        try (DeviceBuffer small = DeviceBuffer.allocate(KeyType.INT, 1000); Arena arena = Arena.ofConfined()) {
            MemorySegment in = arena.allocate(4000, 4);
            for (int i = 0; i < 1000; i++) in.setAtIndex(ValueLayout.JAVA_INT, i, 1000 - i);
            small.copyFrom(in);
            small.sort();
            small.copyTo(in);
            for (int i = 0; i < 1000; i++) assertEquals(i + 1, in.getAtIndex(ValueLayout.JAVA_INT, i));
            assertThrows(IllegalArgumentException.class, () -> small.copyTo(in.asReadOnly()));
        }
    }

    @Test
    void offHeapSegment() {
        int n = 2_000_003;
        int[] a = GpuTestData.ints("gaussian", n, 3), e = a.clone();
        Arrays.sort(e);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment seg = arena.allocate(4L * n, 4);
            MemorySegment.copy(a, 0, seg, ValueLayout.JAVA_INT, 0, n);
            GPU.sort(seg, KeyType.INT);
            assertArrayEquals(e, seg.toArray(ValueLayout.JAVA_INT));
        }
    }
}
