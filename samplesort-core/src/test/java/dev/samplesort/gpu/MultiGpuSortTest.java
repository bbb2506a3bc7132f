package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import dev.samplesort.BackendFailureException;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.Sorter;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.Cuda;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The multi-GPU sort on the device. On one GPU the parts are logical partitions (several sessions and streams on
 * the one context), which runs every device step of the multi-GPU path (local samples, global tree, classify and
 * scatter, the exchange copies, the local levels from level 2); the tests marked "real" need two usable GPUs and
 * skip with a printed reason otherwise. Skips entirely, with the reason, where no GPU is usable.
 */
class MultiGpuSortTest {
    static int device;

    @BeforeAll
    static void gpu() {
        String why = GpuRuntime.unavailableReason();
        if (why != null) System.out.println("[MultiGpuSortTest] skipped: no usable GPU: " + why);
        Assumptions.assumeTrue(why == null, () -> "no usable GPU: " + why);
        device = Cuda.defaultDeviceOrdinal();
    }

    @AfterEach
    void noHook() { MultiGpuSort.afterExchange = null; }

    static int[] partitions(int g) {
        int[] d = new int[g];
        Arrays.fill(d, device);
        return d;
    }

    static Stream<Arguments> matrix() {
        List<Arguments> l = new ArrayList<>();
        for (KeyType t : KeyType.values()) {
            for (String d : List.of("uniform", "zipf", "few16", "allequal", "sorted", "edges", "detdup")) {
                l.add(Arguments.of(t, d));
            }
        }
        return l.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("matrix")
    void logicalPartitionsMatchArraysSort(KeyType t, String dist) {
        GpuPolicy policy = GpuPolicy.defaults();
        for (int g : new int[] {2, 3}) {
            for (int n : new int[] {2, 3, 1000, 8193, 100_003, (1 << 20) + 7, 3 << 20}) {
                for (Order o : Order.values()) {
                    if (o == Order.DESCENDING && n > (1 << 20)) continue;
                    String at = t + " " + dist + " n=" + n + " g=" + g + " " + o;
                    long seed = 7L * n + dist.hashCode() + g;
                    switch (t) {
                        case INT, FLOAT -> {
                            int[] a = GpuTestData.ints(dist, n, seed);
                            MemorySegment seg = MemorySegment.ofArray(a);
                            int[] e = expect32(a, t, o);
                            MultiGpuEngine.sortHost(partitions(g), policy, seg, t, null, null, n, o);
                            assertArrayEquals(e, a, at);
                        }
                        case LONG, DOUBLE -> {
                            long[] a = GpuTestData.longs(dist, n, seed);
                            long[] e = expect64(a, t, o);
                            MultiGpuEngine.sortHost(partitions(g), policy, MemorySegment.ofArray(a), t, null, null, n, o);
                            assertArrayEquals(e, a, at);
                        }
                    }
                }
            }
        }
    }

    /** The expected bits: Java's order on the keys' type (NaNs by their bits, as the GPU orders them). */
    static int[] expect32(int[] a, KeyType t, Order o) {
        long[] ord = new long[a.length];
        for (int i = 0; i < a.length; i++) ord[i] = t == KeyType.INT ? (a[i] ^ Integer.MIN_VALUE) & 0xFFFFFFFFL : ordF(a[i]);
        Arrays.sort(ord);
        int[] e = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            long x = ord[o == Order.ASCENDING ? i : a.length - 1 - i];
            e[i] = t == KeyType.INT ? (int) x ^ Integer.MIN_VALUE : unordF((int) x);
        }
        return e;
    }

    static long[] expect64(long[] a, KeyType t, Order o) {
        long[] s = new long[a.length];   // ordered bits ^ MIN: their signed order is the ordered bits' unsigned one
        for (int i = 0; i < a.length; i++) s[i] = (t == KeyType.LONG ? a[i] ^ Long.MIN_VALUE : ordD(a[i])) ^ Long.MIN_VALUE;
        Arrays.sort(s);
        long[] e = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            long u = s[o == Order.ASCENDING ? i : a.length - 1 - i] ^ Long.MIN_VALUE;
            e[i] = t == KeyType.LONG ? u ^ Long.MIN_VALUE : unordD(u);
        }
        return e;
    }

    // common.cuh's floating-point transform: the sign-magnitude flip, then the rotation that puts every NaN last.
    static long ordF(int x) {
        int t = x ^ ((x >> 31) | 0x80000000);
        return (t - 0x007FFFFF) & 0xFFFFFFFFL;
    }

    static int unordF(int t) {
        t += 0x007FFFFF;
        return t ^ ((t >>> 31) != 0 ? 0x80000000 : 0xFFFFFFFF);
    }

    static long ordD(long x) {
        long t = x ^ ((x >> 63) | 0x8000000000000000L);
        return t - 0x000FFFFFFFFFFFFFL;
    }

    static long unordD(long t) {
        t += 0x000FFFFFFFFFFFFFL;
        return t ^ ((t >>> 63) != 0 ? 0x8000000000000000L : 0xFFFFFFFFFFFFFFFFL);
    }

    @Test
    void keyValuePairsMoveTogether() {
        GpuPolicy policy = GpuPolicy.defaults();
        for (String dist : List.of("uniform", "few16", "allequal")) {
            int n = (1 << 20) + 3;
            long[] k = GpuTestData.longs(dist, n, 5);
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            long[] orig = k.clone();
            MultiGpuEngine.sortHost(partitions(3), policy, MemorySegment.ofArray(k), KeyType.LONG,
                    MemorySegment.ofArray(v), ValueType.INT, n, Order.ASCENDING);
            long[] e = orig.clone();
            Arrays.sort(e);
            assertArrayEquals(e, k, dist);
            boolean[] seen = new boolean[n];
            for (int i = 0; i < n; i++) {
                assertEquals(orig[v[i]], k[i], dist + ": value " + v[i] + " left its key");
                assertTrue(!seen[v[i]], "value twice");
                seen[v[i]] = true;
            }
        }
    }

    @Test
    void nativeSegmentsRegisteredOnceForAllParts() {
        int n = 3 << 20;
        long[] a = GpuTestData.longs("uniform", n, 11);
        long[] e = a.clone();
        Arrays.sort(e);
        try (Arena arena = Arena.ofShared()) {
            MemorySegment seg = arena.allocate(8L * n, 8);
            MemorySegment.copy(a, 0, seg, ValueLayout.JAVA_LONG, 0, n);
            long before = Transfer.REGISTERED.get();
            MultiGpuEngine.sortHost(partitions(2), GpuPolicy.defaults(), seg, KeyType.LONG, null, null, n,
                    Order.ASCENDING);
            assertEquals(before + 1, Transfer.REGISTERED.get(), "the whole segment is registered once");
            assertArrayEquals(e, seg.toArray(ValueLayout.JAVA_LONG));
        }
        try (Arena confined = Arena.ofConfined()) {   // transfers then run on this thread
            MemorySegment seg = confined.allocate(8L * n, 8);
            MemorySegment.copy(a, 0, seg, ValueLayout.JAVA_LONG, 0, n);
            MultiGpuEngine.sortHost(partitions(2), GpuPolicy.defaults(), seg, KeyType.LONG, null, null, n,
                    Order.ASCENDING);
            assertArrayEquals(e, seg.toArray(ValueLayout.JAVA_LONG));
        }
    }

    @Test
    void failureOfOnePartLeavesTheCallersDataUnchanged() {
        int n = 1 << 20;
        long[] a = GpuTestData.longs("uniform", n, 3), orig = a.clone();
        MultiGpuSort.afterExchange = i -> {
            if (i == 1) throw new FaultInjector.InjectedFailure("injected failure on part 1");
        };
        BackendFailureException e = assertThrows(BackendFailureException.class, () -> MultiGpuEngine.sortHost(
                partitions(3), GpuPolicy.defaults(), MemorySegment.ofArray(a), KeyType.LONG, null, null, n,
                Order.ASCENDING));
        assertTrue(e.getMessage().contains("injected"), e.getMessage());
        assertArrayEquals(orig, a, "the caller's data must be unchanged");
        MultiGpuSort.afterExchange = null;
        MultiGpuEngine.sortHost(partitions(3), GpuPolicy.defaults(), MemorySegment.ofArray(a), KeyType.LONG, null,
                null, n, Order.ASCENDING);   // and the sessions still work
        long[] s = orig.clone();
        Arrays.sort(s);
        assertArrayEquals(s, a);
    }

    @Test
    void deviceResidentHolderSortsRepeatedly() {
        int n = (1 << 21) + 5;
        long[] a = GpuTestData.longs("zipf", n, 9), e = a.clone();
        Arrays.sort(e);
        try (MultiDeviceResident d = new MultiDeviceResident(KeyType.LONG, null, n, partitions(2),
                GpuPolicy.defaults())) {
            for (int rep = 0; rep < 2; rep++) {
                d.uploadKeys(MemorySegment.ofArray(a.clone()));
                assertTrue(d.timedSort() > 0);
                long[] out = new long[n];
                d.downloadKeys(MemorySegment.ofArray(out));
                assertArrayEquals(e, out, "rep " + rep + " " + d.lastStats());
            }
        }
    }

    /** The default policy with the fused exchange on or off. */
    static GpuPolicy exchange(boolean fused) { return GpuPolicy.defaults().withFusedExchange(fused); }

    @Test
    void exchangeCopiesOrSortsInPlace() {
        // All-equal keys: every part's range is its own scattered keys, sorted where they lie (no copy at all).
        // Uniform keys, copy exchange: each part pulls the other's pieces and copies its own (side stream) into its
        // receive buffer; fused exchange: the scatter wrote them there, nothing is copied (no bucket is split).
        int n = (1 << 22) + 3;
        for (boolean fused : new boolean[] {true, false}) {
            for (String dist : List.of("allequal", "uniform")) {
                long[] a = GpuTestData.longs(dist, n, 4), e = a.clone();
                Arrays.sort(e);
                try (MultiDeviceResident d = new MultiDeviceResident(KeyType.LONG, ValueType.LONG, n,
                        partitions(2), exchange(fused))) {
                    sortPairsAndCheck(d, a, e, dist + (fused ? " fused" : " copies"));
                    for (MultiGpuSort.PartProfile p : d.lastResult().profile()) {
                        if (dist.equals("allequal") || fused) {
                            assertTrue(p.inPlace() == dist.equals("allequal") && p.peerCopies() == 0
                                    && p.ownCopies() == 0, fused + " " + p.describe());
                        } else {
                            assertTrue(!p.inPlace() && p.peerCopies() > 0 && p.ownCopies() > 0, p.describe());
                        }
                        assertTrue(p.hostMs().get("total") > 0, p.describe());
                    }
                }
            }
        }
    }

    /**
     * Both exchanges on logical partitions, where the cuts fall inside equality buckets too (few distinct and
     * all-equal keys: the fused exchange's residual copies), with values, both orders, 2 and 3 parts.
     */
    @ParameterizedTest(name = "fused={0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void bothExchangesMatchArraysSort(boolean fused) {
        GpuPolicy policy = exchange(fused);
        for (String dist : List.of("uniform", "few16", "zipf", "allequal", "edges")) {
            for (int g : new int[] {2, 3}) {
                for (Order o : Order.values()) {
                    int n = (1 << 20) + 17;
                    long[] a = GpuTestData.longs(dist, n, 31L * g + dist.hashCode());
                    long[] e = expect64(a, KeyType.LONG, o);
                    long[] v = a.clone();
                    MultiGpuEngine.sortHost(partitions(g), policy, MemorySegment.ofArray(a),
                            KeyType.LONG, MemorySegment.ofArray(v), ValueType.LONG, n, o);
                    String at = dist + " g=" + g + " " + o + " fused=" + fused;
                    assertArrayEquals(e, a, at);
                    assertArrayEquals(e, v, at + ": values moved with their keys");
                    int[] b = GpuTestData.ints(dist, n, 5L * g + dist.hashCode());
                    int[] eb = expect32(b, KeyType.INT, o);
                    MultiGpuEngine.sortHost(partitions(g), policy, MemorySegment.ofArray(b),
                            KeyType.INT, null, null, n, o);
                    assertArrayEquals(eb, b, at + " int");
                }
            }
        }
    }

    /** Keys {@code a} with a copy of them as values, sorted ascending on {@code r}: both must come back as {@code e}. */
    private static void sortPairsAndCheck(MultiDeviceResident r, long[] a, long[] e, String dist) {
        int n = a.length;
        r.uploadKeys(MemorySegment.ofArray(a));
        r.uploadValues(MemorySegment.ofArray(a.clone()));
        r.sort(Order.ASCENDING);
        long[] out = new long[n], vout = new long[n];
        r.downloadKeys(MemorySegment.ofArray(out));
        r.downloadValues(MemorySegment.ofArray(vout));
        assertArrayEquals(e, out, dist + " " + r.lastStats());
        assertArrayEquals(e, vout, dist + ": values (a copy of the keys) moved with their keys");
    }

    // ---------------------------------------------------------------- two real GPUs

    static int[] twoGpus() {
        int[] usable = dev.samplesort.internal.Tooling.usableGpus();
        String why = usable.length < 2 ? "needs 2 usable GPUs, this machine has " + usable.length : null;
        if (why != null) System.out.println("[MultiGpuSortTest] real multi-GPU test skipped: " + why);
        Assumptions.assumeTrue(why == null, why);
        return new int[] {usable[0], usable[1]};
    }

    @Test
    void realDevicesThroughTheSorter() {
        int[] d = twoGpus();
        System.out.println("[MultiGpuSortTest] peer access " + d[0] + "->" + d[1] + ": "
                + Cuda.device(d[0]).canAccessPeer(Cuda.device(d[1])));
        String old = System.getProperty("samplesort.gpu.multiMinKeys");
        System.setProperty("samplesort.gpu.multiMinKeys", "1024");
        try {
            Sorter s = Sorter.builder().backend(Backend.GPU).devices(d).build();
            for (String dist : List.of("uniform", "zipf", "few16", "allequal", "sorted")) {
                for (int n : new int[] {5000, 1 << 20, (1 << 23) + 1}) {
                    long[] a = GpuTestData.longs(dist, n, n), e = a.clone();
                    Arrays.sort(e);
                    s.sort(a);
                    assertArrayEquals(e, a, dist + " n=" + n);
                    double[] x = GpuTestData.doubles(dist, n, n), ex = x.clone();
                    Arrays.sort(ex);
                    Sorter.builder().backend(Backend.GPU).devices(d).descending().build().sort(x);
                    for (int i = 0; i < n; i++) {
                        assertEquals(Double.doubleToLongBits(ex[n - 1 - i]), Double.doubleToLongBits(x[i]), dist);
                    }
                }
            }
            // AUTO falls back to the CPU when a GPU fails mid-way
            int n = 1 << 22;
            long[] a = GpuTestData.longs("uniform", n, 1), e = a.clone();
            Arrays.sort(e);
            MultiGpuSort.afterExchange = i -> {
                if (i == 1) throw new FaultInjector.InjectedFailure("injected");
            };
            Sorter.builder().devices(d).build().sort(a);
            assertArrayEquals(e, a, "AUTO after a GPU failure");
        } finally {
            if (old == null) System.clearProperty("samplesort.gpu.multiMinKeys");
            else System.setProperty("samplesort.gpu.multiMinKeys", old);
        }
    }

    @Test
    void realDevicesDeviceResident() {
        int[] d = twoGpus();
        int n = 1 << 24;
        for (boolean fused : new boolean[] {true, false}) {
            for (String dist : List.of("uniform", "zipf", "few16", "allequal")) {
                long[] a = GpuTestData.longs(dist, n, 2), e = a.clone();
                Arrays.sort(e);
                try (MultiDeviceResident r = new MultiDeviceResident(KeyType.LONG, ValueType.LONG, n, d,
                        exchange(fused))) {
                    sortPairsAndCheck(r, a, e, dist + " fused=" + fused);
                    System.out.println("[MultiGpuSortTest] " + dist + " 2^24 long+long on " + r.deviceName()
                            + " fused=" + fused + ": " + r.lastStats());
                }
            }
        }
    }
}
