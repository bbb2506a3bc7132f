package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.samplesort.RecordTestData.Dist;
import dev.samplesort.internal.Tooling;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Record sorts on the GPU backend, the same matrix as {@link RecordSortCpuTest} (key shapes x distributions x
 * sizes x order x stability) plus sizes around the GPU's tile sizes. Skips with a printed reason where no GPU is
 * usable; without one, only checks that an explicit GPU request is refused for every size.
 */
class RecordSortGpuTest {
    static final String WHY = Tooling.gpuUnavailableReason();

    private static final java.util.concurrent.atomic.AtomicBoolean TOLD = new java.util.concurrent.atomic.AtomicBoolean();

    static void requireGpu() {
        if (WHY != null && !TOLD.getAndSet(true)) System.out.println("[RecordSortGpuTest] skipped: no usable GPU: " + WHY);
        org.junit.jupiter.api.Assumptions.assumeTrue(WHY == null, () -> "no usable GPU: " + WHY);
    }

    static Sorter sorter(boolean desc, boolean stable) {
        return Sorter.builder().backend(Backend.GPU).order(desc ? Order.DESCENDING : Order.ASCENDING).stable(stable)
                .build();
    }

    static Stream<Arguments> cases() {
        Stream.Builder<Arguments> b = Stream.builder();
        for (RecordLayout l : RecordTestData.LAYOUTS) for (Dist d : Dist.values()) b.add(Arguments.of(l, d));
        return b.build();
    }

    static final int[] GPU_SIZES = {0, 1, 2, 3, 17, 1001, 4097, 8193, 70_001, (1 << 20) + 3};

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void byteArrays(RecordLayout l, Dist d) {
        requireGpu();
        for (int n : GPU_SIZES) {
            if (n > 100_000 && l.recordSize() > 24 && l != RecordLayout.GENSORT) continue;
            byte[] in = RecordTestData.records(l, d, n, 31L * n + d.ordinal());
            for (boolean desc : new boolean[] {false, true}) {
                byte[] exp = RecordTestData.expected(in, l, desc);
                for (boolean stable : new boolean[] {true, false}) {
                    byte[] a = in.clone();
                    sorter(desc, stable).sort(a, l);
                    RecordTestData.assertSorted(in, exp, a, l, stable,
                            l + " " + d + " n=" + n + (desc ? " desc" : " asc") + (stable ? " stable" : ""));
                }
            }
        }
    }

    @Test
    void nativeSegment() {
        requireGpu();
        RecordLayout l = RecordLayout.GENSORT;
        byte[] in = RecordTestData.records(l, Dist.UNIFORM, (1 << 18) + 1, 9);
        byte[] exp = RecordTestData.expected(in, l, false);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment seg = arena.allocate(in.length + 1L).asSlice(1, in.length);
            MemorySegment.copy(in, 0, seg, ValueLayout.JAVA_BYTE, 0, in.length);
            sorter(false, true).sort(seg, l);
            assertArrayEquals(exp, seg.toArray(ValueLayout.JAVA_BYTE));
        }
    }

    /** Without a GPU an explicit GPU request fails for every size, and the records stay as they were. */
    @Test
    void refusedWithoutGpu() {
        org.junit.jupiter.api.Assumptions.assumeTrue(WHY != null, "a GPU is usable here");
        for (int n : new int[] {0, 1, 5}) {
            byte[] in = RecordTestData.records(RecordLayout.GENSORT, Dist.UNIFORM, n, n);
            byte[] a = in.clone();
            assertThrows(BackendUnavailableException.class, () -> Sorter.gpu().sort(a, RecordLayout.GENSORT));
            assertArrayEquals(in, a);
        }
    }

    /** AUTO sorts records wherever it runs (here or on the GPU host) with the reference's result. */
    @Test
    void autoSortsRecords() {
        RecordLayout l = new RecordLayout(24, 8, 9);
        byte[] in = RecordTestData.records(l, Dist.FEW_DISTINCT, 50_001, 4);
        byte[] a = in.clone();
        Sorter.builder().stable(true).build().sort(a, l);
        assertArrayEquals(RecordTestData.expected(in, l, false), a);
    }
}
