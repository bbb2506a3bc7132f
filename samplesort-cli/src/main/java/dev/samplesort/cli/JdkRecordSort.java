package dev.samplesort.cli;

import dev.samplesort.RecordLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The record sort a Java developer would write with the JDK alone, as the baseline for {@code sort --backend jdk}
 * and the benchmark's {@code jdkpar} rows: read every key into a small object (the key bytes packed big-endian into
 * longs, plus the record number), {@link Arrays#parallelSort(Object[], Comparator)} the objects with an unsigned
 * lexicographic comparator, ties broken by the record number, then copy the records in that order into a second
 * buffer and back.
 *
 * <p>Why the explicit tie-break: {@code Arrays.parallelSort(Object[], Comparator)} is documented as stable but is
 * not (openjdk/jdk pull request 27411, 2026-09-19: equal elements of arrays above 16384 are reordered; seen here on
 * 16 cores as a stable {@code sort --backend jdk} that disagreed with the external sort). Comparing the record
 * number makes every key distinct, so the order is the stable one whatever the JDK does with ties.
 *
 * <p>Why this representation: the comparator reads two fields of the objects it is handed instead of the records
 * (which an {@code Integer[]} index with a comparator over the record bytes would touch at random on every
 * comparison). Against an {@code Integer[]} index whose comparator reads packed {@code long[]} key arrays it was
 * even on the shared 2-core machine (2^20 keys: 2170 vs 2161 ms, 2026-11-23); the 16-core host may separate them.
 * Extraction and gather run on parallel streams, as a developer who reaches for {@code parallelSort} would also
 * write them.
 */
public final class JdkRecordSort {
    private JdkRecordSort() {}

    /** At most this many records (Java arrays). */
    public static final int MAX_RECORDS = Integer.MAX_VALUE - 8;

    private static final ValueLayout.OfLong BE = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.BIG_ENDIAN);

    /** A key of at most 16 bytes. */
    private record Key2(long hi, long lo, int row) {}

    /** A longer key. */
    private record KeyN(long[] w, int row) {}

    private static final Comparator<Key2> K2 = (a, b) -> {
        int c = Long.compareUnsigned(a.hi, b.hi);
        return c != 0 ? c : Long.compareUnsigned(a.lo, b.lo);
    };

    private static final Comparator<KeyN> KN = (a, b) -> Arrays.compareUnsigned(a.w, b.w);

    /** By key (ascending or descending), then by record number ascending: stable in either order. */
    private static Comparator<Key2> key2(boolean descending) {
        return (descending ? K2.reversed() : K2).thenComparingInt(Key2::row);
    }

    private static Comparator<KeyN> keyN(boolean descending) {
        return (descending ? KN.reversed() : KN).thenComparingInt(KeyN::row);
    }

    /** Word j of record i's key, big-endian, zero-padded. */
    private static long word(MemorySegment s, RecordLayout l, long i, int j) {
        long o = i * l.recordSize() + l.keyOffset() + 8L * j;
        int left = l.keyLength() - 8 * j;
        if (left >= 8) return s.get(BE, o);
        long v = 0;
        for (int b = 0; b < left; b++) v |= (s.get(ValueLayout.JAVA_BYTE, o + b) & 0xFFL) << (56 - 8 * b);
        return v;
    }

    /**
     * The stable sorted order of the records: {@code order[j]} is the record that goes to slot j.
     *
     * @throws IllegalArgumentException above {@link #MAX_RECORDS} records
     */
    public static int[] order(MemorySegment records, RecordLayout l, boolean descending) {
        return order(records, l, descending, true);
    }

    /**
     * The stable sorted order, with {@code Arrays.parallelSort} and parallel streams, or (for the single-thread
     * baseline) {@code Arrays.sort} and sequential loops.
     *
     * @throws IllegalArgumentException above {@link #MAX_RECORDS} records
     */
    public static int[] order(MemorySegment records, RecordLayout l, boolean descending, boolean parallel) {
        long count = records.byteSize() / l.recordSize();
        if (count > MAX_RECORDS) {
            throw new IllegalArgumentException("the JDK route sorts at most " + MAX_RECORDS + " records (Java arrays), "
                    + "not " + count);
        }
        int n = (int) count, words = (l.keyLength() + 7) >>> 3;
        int[] order = new int[n];
        if (words <= 2) {
            Key2[] k = new Key2[n];
            range(n, parallel).forEach(i -> k[i] = new Key2(word(records, l, i, 0),
                    words > 1 ? word(records, l, i, 1) : 0, i));
            if (parallel) Arrays.parallelSort(k, key2(descending));
            else Arrays.sort(k, key2(descending));
            for (int j = 0; j < n; j++) order[j] = k[j].row;
        } else {
            KeyN[] k = new KeyN[n];
            range(n, parallel).forEach(i -> {
                long[] w = new long[words];
                for (int j = 0; j < words; j++) w[j] = word(records, l, i, j);
                k[i] = new KeyN(w, i);
            });
            if (parallel) Arrays.parallelSort(k, keyN(descending));
            else Arrays.sort(k, keyN(descending));
            for (int j = 0; j < n; j++) order[j] = k[j].row;
        }
        return order;
    }

    private static IntStream range(int n, boolean parallel) {
        IntStream s = IntStream.range(0, n);
        return parallel ? s.parallel() : s;
    }

    /** Sorts the records in place (through an off-heap copy in sorted order), in parallel. */
    public static void sort(MemorySegment records, RecordLayout l, boolean descending) {
        sort(records, l, descending, true);
    }

    /** Sorts the records in place, in parallel or on the calling thread only. */
    public static void sort(MemorySegment records, RecordLayout l, boolean descending, boolean parallel) {
        int[] order = order(records, l, descending, parallel);
        long r = l.recordSize();
        try (Arena arena = Arena.ofShared()) {
            MemorySegment aux = arena.allocate(Math.max(1, records.byteSize()), 8);
            range(order.length, parallel).forEach(j -> MemorySegment.copy(records, order[j] * r, aux, j * r, r));
            MemorySegment.copy(aux, 0, records, 0, records.byteSize());
        }
    }
}
