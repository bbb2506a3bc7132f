package dev.samplesort.cli;

import dev.samplesort.internal.Tooling;
import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import dev.samplesort.ValueType;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.function.LongConsumer;
import java.util.stream.LongStream;

/**
 * n records in memory as a keys column and an optional values column, in native byte order: either Java arrays
 * (heap) or off-heap segments (any n). Converts from and to the little-endian record layout of files.
 */
final class Columns implements AutoCloseable {
    /** Largest n kept in Java arrays. */
    static final long MAX_ARRAY = Integer.MAX_VALUE - 8;
    private static final long CHUNK = 1 << 20;

    final RecordFormat f;
    final long n;
    final Object keyArray, valueArray;     // heap mode
    final MemorySegment keys, values;      // both modes (heap segments wrap the arrays)
    private final Tooling.HostMemory arena; // off-heap mode: not zeroed up front (the load writes every byte)

    private Columns(RecordFormat f, long n, boolean offHeap) {
        this.f = f;
        this.n = n;
        if (offHeap) {
            arena = new Tooling.HostMemory();
            keyArray = valueArray = null;
            keys = arena.allocate(n * f.keyBytes());
            values = f.value() == null ? null : arena.allocate(n * f.valueBytes());
        } else {
            arena = null;
            int m = Math.toIntExact(n);
            keyArray = switch (f.key()) {
                case INT -> new int[m];
                case LONG -> new long[m];
                case FLOAT -> new float[m];
                case DOUBLE -> new double[m];
            };
            valueArray = f.value() == null ? null : f.value() == ValueType.INT ? new int[m] : new long[m];
            keys = ofArray(keyArray);
            values = valueArray == null ? null : ofArray(valueArray);
        }
    }

    private static MemorySegment ofArray(Object a) {
        return switch (a) {
            case int[] x -> MemorySegment.ofArray(x);
            case long[] x -> MemorySegment.ofArray(x);
            case float[] x -> MemorySegment.ofArray(x);
            case double[] x -> MemorySegment.ofArray(x);
            default -> throw new IllegalArgumentException();
        };
    }

    static Columns allocate(RecordFormat f, long n, boolean offHeap) {
        if (!offHeap && n > MAX_ARRAY) throw new IllegalArgumentException("too many records for arrays: " + n);
        return new Columns(f, n, offHeap);
    }

    boolean offHeap() { return arena != null; }

    private interface Range { void run(long from, long to); }

    private static void parallel(long n, Range r, LongConsumer progress) {
        long chunks = (n + CHUNK - 1) / CHUNK;
        LongStream s = LongStream.range(0, chunks);
        if (chunks > 1) s = s.parallel();
        s.forEach(c -> {
            long from = c * CHUNK, to = Math.min(n, from + CHUNK);
            r.run(from, to);
            if (progress != null) progress.accept(to - from);
        });
    }

    /** Reads all n records from a little-endian file image. */
    void load(MemorySegment le, LongConsumer progress) {
        int kb = f.keyBytes(), vb = f.valueBytes(), rec = f.recordBytes();
        if (f.value() == null) {
            ValueLayout src = kb == 4 ? RecordFormat.LE_INT : RecordFormat.LE_LONG;
            ValueLayout dst = kb == 4 ? RecordFormat.NATIVE_INT : RecordFormat.NATIVE_LONG;
            parallel(n, (a, b) -> MemorySegment.copy(le, src, a * kb, keys, dst, a * kb, b - a), progress);
            return;
        }
        parallel(n, (a, b) -> {
            for (long i = a; i < b; i++) {
                long off = i * rec;
                if (kb == 4) keys.setAtIndex(ValueLayout.JAVA_INT, i, le.get(RecordFormat.LE_INT, off));
                else keys.setAtIndex(ValueLayout.JAVA_LONG, i, le.get(RecordFormat.LE_LONG, off));
                if (vb == 4) values.setAtIndex(ValueLayout.JAVA_INT, i, le.get(RecordFormat.LE_INT, off + kb));
                else values.setAtIndex(ValueLayout.JAVA_LONG, i, le.get(RecordFormat.LE_LONG, off + kb));
            }
        }, progress);
    }

    /** Writes records [first, first + count) little-endian into {@code le} starting at offset 0. */
    void store(MemorySegment le, long first, long count) {
        int kb = f.keyBytes(), vb = f.valueBytes(), rec = f.recordBytes();
        if (f.value() == null) {
            ValueLayout src = kb == 4 ? RecordFormat.NATIVE_INT : RecordFormat.NATIVE_LONG;
            ValueLayout dst = kb == 4 ? RecordFormat.LE_INT : RecordFormat.LE_LONG;
            MemorySegment.copy(keys, src, first * kb, le, dst, 0, count);
            return;
        }
        parallel(count, (a, b) -> {
            for (long j = a; j < b; j++) {
                long i = first + j, off = j * rec;
                if (kb == 4) le.set(RecordFormat.LE_INT, off, keys.getAtIndex(ValueLayout.JAVA_INT, i));
                else le.set(RecordFormat.LE_LONG, off, keys.getAtIndex(ValueLayout.JAVA_LONG, i));
                if (vb == 4) le.set(RecordFormat.LE_INT, off + kb, values.getAtIndex(ValueLayout.JAVA_INT, i));
                else le.set(RecordFormat.LE_LONG, off + kb, values.getAtIndex(ValueLayout.JAVA_LONG, i));
            }
        }, null);
    }

    /** Sorts with the library ({@code sorter}) or, when {@code sorter} is null, with the JDK reference sort. */
    void sort(Sorter sorter, boolean jdkDescending) {
        if (sorter == null) {
            if (offHeap()) throw new IllegalStateException("the jdk reference sort needs the records on the heap");
            JdkSorts.sort(keyArray, valueArray, true, jdkDescending);
            return;
        }
        if (offHeap()) {
            if (values == null) sorter.sort(keys, f.key());
            else sorter.sort(keys, f.key(), values, f.value());
            return;
        }
        Sorts.sort(sorter, keyArray, valueArray);
    }

    KeyType keyType() { return f.key(); }

    @Override
    public void close() {
        if (arena != null) arena.close();
    }
}
