package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.KeyTestData.Dist;
import dev.samplesort.spi.Engines;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Composite keys, objects, strings and stable pairs on the GPU backend: the CPU test cases with {@link Sorter#gpu()}.
 * Skipped, with the reason printed, where no GPU is usable or the GPU engine does not sort multi-word keys yet.
 */
class GpuKeysTest {
    static final Sorter GPU = Sorter.gpu();
    static final Sorter GPU_STABLE = Sorter.builder().backend(Backend.GPU).stable(true).build();
    static final Sorter GPU_STABLE_DESC = Sorter.builder().backend(Backend.GPU).stable(true).descending().build();

    @BeforeAll
    static void gpu() {
        String why = Engines.gpu().unavailableReason();
        if (why == null) {
            why = Engines.gpu().refusal(new SortJob(new Keys.Words(MemorySegment.NULL, 3), null, 0, 1 << 20,
                    Order.ASCENDING, false));
        }
        if (why != null) System.out.println("[GpuKeysTest] skipped: " + why);
        assumeTrue(why == null, why);
    }

    @Test void columnsEveryPairOfTypes() { ColumnSortCases.everyPairOfTypes(GPU_STABLE); }

    @Test void columnsRandomChains() { ColumnSortCases.randomChains(GPU_STABLE, 21); ColumnSortCases.randomChains(GPU, 22); }

    @Test void columnsDescendingSorter() { ColumnSortCases.randomChains(GPU_STABLE_DESC, 23); }

    @Test void columnsInPlaceAndSegments() { ColumnSortCases.inPlaceWithPayloads(GPU_STABLE); ColumnSortCases.segments(GPU_STABLE); }

    @Test void objectsAndStrings() {
        ObjectSortCases.chains(GPU_STABLE, false);
        ObjectSortCases.chains(GPU, true);
        ObjectSortCases.listsRangesAndStrings(GPU_STABLE_DESC);
    }

    @Test
    void stablePairsStayOnTheGpu() {
        int n = 1 << 20;
        for (Dist d : new Dist[] {Dist.FEW_DISTINCT, Dist.UNIFORM, Dist.ALL_EQUAL}) {
            long[] k = KeyTestData.longs(d, n, d.ordinal()), k2 = k.clone();
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            int[] v2 = v.clone();
            GPU_STABLE_DESC.sort(k, v); // throws BackendUnavailableException if the route is not taken
            Sorter.builder().backend(Backend.CPU).stable(true).descending().build().sort(k2, v2);
            assertArrayEquals(k2, k, d + " keys");
            assertArrayEquals(v2, v, d + " values");
            float[] f = KeyTestData.floats(d, n, 5), f2 = f.clone();
            int[] w = v.clone(), w2 = v.clone();
            GPU_STABLE.sort(f, w);
            Sorter.builder().backend(Backend.CPU).stable(true).build().sort(f2, w2);
            assertArrayEquals(f2, f, d + " float keys");
            assertArrayEquals(w2, w, d + " float values");
        }
    }
}
