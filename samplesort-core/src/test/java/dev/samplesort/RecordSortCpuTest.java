package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.samplesort.RecordTestData.Dist;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Record sorts on the CPU backend against the reference ({@link RecordTestData#expected}): every key shape x
 * distribution x size, ascending and descending, stable (byte for byte) and unstable (same keys, same records),
 * through {@code byte[]}, native segments and unaligned segments.
 */
class RecordSortCpuTest {
    static Sorter sorter(boolean desc, boolean stable) {
        return Sorter.builder().backend(Backend.CPU).order(desc ? Order.DESCENDING : Order.ASCENDING).stable(stable)
                .build();
    }

    static Stream<Arguments> cases() {
        Stream.Builder<Arguments> b = Stream.builder();
        for (RecordLayout l : RecordTestData.LAYOUTS) for (Dist d : Dist.values()) b.add(Arguments.of(l, d));
        return b.build();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void byteArrays(RecordLayout l, Dist d) {
        for (int n : RecordTestData.SIZES) {
            // the largest size only for a few shapes: it is there for the engine's levels, not for each layout
            if (n > 10_000 && l.recordSize() > 24 && l != RecordLayout.GENSORT) continue;
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

    /** Native segments (shared and thread-confined, the latter never touched by another thread), unaligned. */
    @Test
    void nativeAndUnalignedSegments() {
        for (RecordLayout l : RecordTestData.LAYOUTS) {
            int n = 30_011;   // several parallel chunks
            byte[] in = RecordTestData.records(l, Dist.FEW_DISTINCT, n, 7);
            for (boolean desc : new boolean[] {false, true}) {
                byte[] exp = RecordTestData.expected(in, l, desc);
                try (Arena arena = desc ? Arena.ofConfined() : Arena.ofShared()) {
                    // one byte in: the records are not aligned to anything
                    MemorySegment seg = arena.allocate(in.length + 1L, 8).asSlice(1, in.length);
                    MemorySegment.copy(in, 0, seg, ValueLayout.JAVA_BYTE, 0, in.length);
                    sorter(desc, true).sort(seg, l);
                    assertArrayEquals(exp, seg.toArray(ValueLayout.JAVA_BYTE), l + (desc ? " desc" : " asc"));
                }
            }
        }
    }

    @Test
    void staticEntryPoints() {
        RecordLayout l = RecordLayout.GENSORT;
        byte[] in = RecordTestData.records(l, Dist.UNIFORM, 3001, 5);
        byte[] exp = RecordTestData.expected(in, l, false);
        byte[] a = in.clone();
        SampleSort.sort(a, l);
        RecordTestData.assertSorted(in, exp, a, l, false, "SampleSort.sort(byte[])");
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment seg = arena.allocate(in.length);
            MemorySegment.copy(in, 0, seg, ValueLayout.JAVA_BYTE, 0, in.length);
            SampleSort.sort(seg, l);
            RecordTestData.assertSorted(in, exp, seg.toArray(ValueLayout.JAVA_BYTE), l, false,
                    "SampleSort.sort(MemorySegment)");
        }
    }

    /** The long-index path (used above 2^31-1 records), exercised on small inputs by lowering the switch point. */
    @Test
    void longIndexPath() {
        long old = Records.intIndexLimit;
        Records.intIndexLimit = 10;
        try {
            for (RecordLayout l : RecordTestData.LAYOUTS) {
                byte[] in = RecordTestData.records(l, Dist.SHARED_PREFIX, 20_011, 3);
                for (boolean desc : new boolean[] {false, true}) {
                    byte[] a = in.clone();
                    sorter(desc, true).sort(a, l);
                    assertArrayEquals(RecordTestData.expected(in, l, desc), a, l + " long index");
                }
            }
        } finally {
            Records.intIndexLimit = old;
        }
    }

    /**
     * More records than one engine job: the top-level split (sample, equality buckets, recursion) on small inputs,
     * by lowering the job size. Stable results must equal the reference byte for byte.
     */
    @Test
    void moreRecordsThanOneJob() {
        long old = WordsSplit.jobLimit;
        try {
            for (long limit : new long[] {1000, 37}) {
                WordsSplit.jobLimit = limit;
                for (RecordLayout l : List.of(RecordLayout.GENSORT, new RecordLayout(7, 2, 3), new RecordLayout(37, 3,
                        20), RecordLayout.wholeRecord(1))) {
                    for (Dist d : Dist.values()) {
                        for (int n : new int[] {limit == 37 ? 38 : 1001, 20_011}) {
                            byte[] in = RecordTestData.records(l, d, n, n + d.ordinal());
                            for (boolean desc : new boolean[] {false, true}) {
                                byte[] exp = RecordTestData.expected(in, l, desc);
                                for (boolean stable : new boolean[] {true, false}) {
                                    byte[] a = in.clone();
                                    sorter(desc, stable).sort(a, l);
                                    RecordTestData.assertSorted(in, exp, a, l, stable, l + " " + d + " n=" + n
                                            + " limit=" + limit + (desc ? " desc" : "") + (stable ? " stable" : ""));
                                }
                            }
                        }
                    }
                }
            }
        } finally {
            WordsSplit.jobLimit = old;
        }
    }
}
