package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.Test;

/** {@link ColumnSort} on the CPU backend against Arrays.sort with the equivalent comparator; errors. */
class ColumnSortTest {
    static final Sorter CPU = Sorter.cpu();
    static final Sorter STABLE = Sorter.builder().backend(Backend.CPU).stable(true).build();
    static final Sorter STABLE_DESC = Sorter.builder().backend(Backend.CPU).stable(true).descending().build();

    @Test void everyPairOfTypesAndOrders() { ColumnSortCases.everyPairOfTypes(STABLE); }

    @Test void randomChainsStable() { ColumnSortCases.randomChains(STABLE, 11); }

    @Test void randomChainsUnstable() { ColumnSortCases.randomChains(CPU, 12); }

    @Test void randomChainsSorterDescending() { ColumnSortCases.randomChains(STABLE_DESC, 13); }

    @Test void inPlaceWithPayloads() { ColumnSortCases.inPlaceWithPayloads(STABLE); ColumnSortCases.inPlaceWithPayloads(CPU); }

    @Test void segments() { ColumnSortCases.segments(STABLE); }

    @Test
    void segmentsBeyondOneEngineJobAreSplit() {
        long limit = WordsSplit.jobLimit;
        WordsSplit.jobLimit = 5000; // as if 40 007 rows were more than one job takes
        try {
            ColumnSortCases.segments(STABLE);
        } finally {
            WordsSplit.jobLimit = limit;
        }
    }

    @Test
    void floatingPointSpecialsInArraysSortOrder() {
        double[] d = {0.0, Double.NaN, -0.0, Double.NEGATIVE_INFINITY, 1, Double.longBitsToDouble(0x7ff0_0000_0000_0001L),
            Double.POSITIVE_INFINITY, -0.0, -1};
        float[] f = {1, 1, 1, 1, 1, 1, 1, 1, 1};
        double[] expected = d.clone();
        java.util.Arrays.sort(expected);
        double[] x = d.clone();
        ColumnSort.by(f).thenBy(x).using(STABLE).sort();
        for (int i = 0; i < d.length; i++) {
            assertEquals(Double.doubleToLongBits(expected[i]), Double.doubleToLongBits(x[i]), "at " + i);
        }
        // descending: the exact reverse (NaN first, 0.0 before -0.0)
        x = d.clone();
        ColumnSort.by(x, Order.DESCENDING).using(STABLE).sort();
        for (int i = 0; i < d.length; i++) {
            assertEquals(Double.doubleToLongBits(expected[d.length - 1 - i]), Double.doubleToLongBits(x[i]), "desc at " + i);
        }
    }

    @Test
    void errorsNameTheCause() {
        long[] a = new long[5];
        var e = assertThrows(IllegalArgumentException.class, () -> ColumnSort.by(a).thenBy(new int[4]));
        assertTrue(e.getMessage().contains("column 1 has 4 rows, column 0 has 5"), e.getMessage());
        var npe = assertThrows(NullPointerException.class, () -> ColumnSort.by(a).thenBy((double[]) null));
        assertTrue(npe.getMessage().contains("column 1 is null"), npe.getMessage());
        assertThrows(NullPointerException.class, () -> ColumnSort.by((long[]) null));
        assertThrows(NullPointerException.class, () -> ColumnSort.by(a, null));
        assertThrows(NullPointerException.class, () -> ColumnSort.by(a).using(null));
        var p = assertThrows(IllegalArgumentException.class, () -> ColumnSort.by(a).sort((Object) new int[6]));
        assertTrue(p.getMessage().contains("payload 0 has 6 elements, expected 5"), p.getMessage());
        p = assertThrows(IllegalArgumentException.class, () -> ColumnSort.by(a).sort("not an array"));
        assertTrue(p.getMessage().contains("payload 0 is not an array"), p.getMessage());
        npe = assertThrows(NullPointerException.class, () -> ColumnSort.by(a).sort(new int[5], null));
        assertTrue(npe.getMessage().contains("payload 1 is null"), npe.getMessage());
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment s = arena.allocate(41, 8);
            p = assertThrows(IllegalArgumentException.class, () -> ColumnSort.by(s, KeyType.LONG));
            assertTrue(p.getMessage().contains("not a multiple of 8"), p.getMessage());
            MemorySegment ok = arena.allocate(40, 8);
            p = assertThrows(IllegalArgumentException.class, () -> ColumnSort.by(ok, KeyType.LONG).permutation(arena.allocate(32, 8)));
            assertTrue(p.getMessage().contains("expected 40"), p.getMessage());
            p = assertThrows(IllegalArgumentException.class, () -> ColumnSort.by(ok, KeyType.LONG).permutation(ok));
            assertTrue(p.getMessage().contains("overlaps a key column"), p.getMessage());
            p = assertThrows(IllegalArgumentException.class, () -> ColumnSort.by(ok, KeyType.LONG).sort(arena.allocate(40, 8).asReadOnly()));
            assertTrue(p.getMessage().contains("read-only"), p.getMessage());
        }
        // a failed sort leaves the data as it was
        long[] keys = {3, 1, 2};
        int[] pay = {0, 1, 2};
        assertThrows(IllegalArgumentException.class, () -> ColumnSort.by(keys).sort(pay, new int[2]));
        assertArrayEquals(new long[] {3, 1, 2}, keys);
        assertArrayEquals(new int[] {0, 1, 2}, pay);
    }

    @Test
    void gpuBackendRefusesClearlyWhenItCannot() {
        String why = dev.samplesort.spi.Engines.gpu().unavailableReason();
        if (why == null) why = dev.samplesort.spi.Engines.gpu().refusal(new dev.samplesort.spi.SortJob(
                new dev.samplesort.spi.SortJob.Keys.Words(MemorySegment.ofArray(new long[2]), 1), null, 0, 2,
                Order.ASCENDING, false));
        if (why == null) return; // a usable GPU runs these jobs: GpuKeysTest covers it
        long[] a = {2, 1};
        var e = assertThrows(BackendUnavailableException.class, () -> ColumnSort.by(a).using(Sorter.gpu()).sort());
        // the same for every size, as for Sorter's own sorts
        assertThrows(BackendUnavailableException.class, () -> ColumnSort.by(new int[1]).using(Sorter.gpu()).permutation());
        assertThrows(BackendUnavailableException.class, () -> StringSort.sort(new String[0], Sorter.gpu()));
        assertEquals(Backend.GPU, e.backend());
        assertArrayEquals(new long[] {2, 1}, a);
        // AUTO falls back to the CPU
        ColumnSort.by(a).using(Sorter.auto()).sort();
        assertArrayEquals(new long[] {1, 2}, a);
    }
}
