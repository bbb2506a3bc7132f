package dev.samplesort.spi;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * One sort, as the public API hands it to an engine: the keys, optional values that move with them, the range, the
 * order and whether equal keys keep their input order. Internal.
 *
 * <p>The caller ({@link dev.samplesort.Sorter}) has checked everything a user can get wrong (range, lengths,
 * alignment, read-only segments) before a job exists; engines trust it. Keys and values are described by small
 * sealed types so that an engine dispatches with one {@code switch} and new shapes (records, composite keys) are new
 * cases, not new interface methods.
 *
 * @param keys   what is sorted
 * @param values what moves with the keys, or {@code null}
 * @param from   first element (inclusive)
 * @param to     last element (exclusive); {@code to - from} may exceed {@code Integer.MAX_VALUE} for segments
 * @param order  ascending, or descending (the exact reverse of ascending; stable jobs keep equal keys in input order)
 * @param stable whether equal keys keep their input order (only observable with values)
 * @param gpuMemoryLimit the most device memory the GPU engine may use for this job in bytes, 0 for its own
 *               setting ({@code samplesort.gpu.memoryLimit}); set by {@code Sorter.Builder.gpuMemoryLimit}
 */
public record SortJob(Keys keys, Values values, long from, long to, Order order, boolean stable,
                      long gpuMemoryLimit) {

    public SortJob {
        Objects.requireNonNull(keys, "keys");
        Objects.requireNonNull(order, "order");
        if (from < 0 || from > to) throw new IllegalArgumentException("bad range [" + from + ", " + to + ")");
        if (gpuMemoryLimit < 0) throw new IllegalArgumentException("negative GPU memory limit: " + gpuMemoryLimit);
    }

    /** A job with the engines' own device-memory setting. */
    public SortJob(Keys keys, Values values, long from, long to, Order order, boolean stable) {
        this(keys, values, from, to, order, stable, 0);
    }

    /** Number of elements sorted. */
    public long count() { return to - from; }

    /** The key type, or {@code null} for {@link Keys.Words} (normalized multi-word keys have none). */
    public KeyType keyType() { return keys.type(); }

    /** The value type, or {@code null} for a keys-only job. */
    public ValueType valueType() { return values == null ? null : values.type(); }

    public boolean descending() { return order == Order.DESCENDING; }

    /** The keys of the range as a segment (a heap segment for arrays): what an engine that copies bytes needs. */
    public MemorySegment keySegment() {
        long w = keys.byteWidth();
        return keys.segment().asSlice(from * w, count() * w);
    }

    /** The values of the range as a segment, or {@code null}. */
    public MemorySegment valueSegment() {
        if (values == null) return null;
        int w = values.type().byteSize();
        return values.segment().asSlice(from * w, count() * w);
    }

    /** What is sorted: a primitive array or native memory of one {@link KeyType}, or normalized multi-word keys. */
    public sealed interface Keys {
        /** The key type; {@code null} for {@link Words}. */
        KeyType type();

        /** All keys (not only the range) as a segment. */
        MemorySegment segment();

        /** Bytes per key. */
        default long byteWidth() { return type().byteSize(); }

        record Ints(int[] a) implements Keys {
            public KeyType type() { return KeyType.INT; }
            public MemorySegment segment() { return MemorySegment.ofArray(a); }
        }

        record Longs(long[] a) implements Keys {
            public KeyType type() { return KeyType.LONG; }
            public MemorySegment segment() { return MemorySegment.ofArray(a); }
        }

        record Floats(float[] a) implements Keys {
            public KeyType type() { return KeyType.FLOAT; }
            public MemorySegment segment() { return MemorySegment.ofArray(a); }
        }

        record Doubles(double[] a) implements Keys {
            public KeyType type() { return KeyType.DOUBLE; }
            public MemorySegment segment() { return MemorySegment.ofArray(a); }
        }

        /** Keys in native byte order in a segment (heap or native), {@code type.byteSize()}-aligned. */
        record Native(MemorySegment segment, KeyType type) implements Keys {}

        /**
         * Normalized multi-word keys: the form that composite keys (several columns), fixed-width records (memcmp
         * byte keys), 128-bit keys and string prefixes are turned into before an engine sees them. Key {@code i}
         * is the {@code words} 64-bit words at {@code [i * words, (i + 1) * words)} of {@code segment} (native
         * byte order, 8-byte aligned), compared lexicographically as <em>unsigned</em> numbers, word 0 first.
         * Whoever builds the words maps each column's order onto unsigned order (sign flip, floating-point bits
         * with Arrays.sort's order, complement for descending columns) and packs byte keys big-endian. The values
         * are usually the row index, so that the caller can permute its own data; an engine that is handed such a
         * job with {@link SortJob#stable()} keeps equal keys in input order like any other job.
         *
         * @param words   64-bit words per key, at least 1
         * @param keysOut whether the caller reads the sorted words afterwards; {@code false} when only the values
         *                (the row order) are the result, so an engine may leave the words in any order and skip
         *                moving them (the CPU engine's gather of every word column; records and objects never
         *                read them back)
         * @param tieBits null, or where the engine reports which sorted keys equal the key before them: bit
         *                {@code i % 64} of {@code tieBits[i / 64]} is set when sorted key i of the job's range
         *                ({@code i >= 1}) equals sorted key {@code i - 1}; at least {@code (count + 63) / 64}
         *                longs, all zero when handed over (a job of fewer than two keys leaves them so). A caller that only needs the runs of equal keys (string
         *                refinement) reads these instead of the sorted words: the GPU engine then brings back n bits
         *                instead of 8 n words bytes
         */
        record Words(MemorySegment segment, int words, boolean keysOut, long[] tieBits) implements Keys {
            public Words {
                if (words < 1) throw new IllegalArgumentException("words per key must be at least 1: " + words);
            }

            /** Words whose sorted order the caller reads back or not ({@code keysOut}), without tie bits. */
            public Words(MemorySegment segment, int words, boolean keysOut) { this(segment, words, keysOut, null); }

            /** Words whose sorted order the caller reads back. */
            public Words(MemorySegment segment, int words) { this(segment, words, true); }

            public KeyType type() { return null; }

            public long byteWidth() { return 8L * words; }
        }
    }

    /** What moves with the keys. */
    public sealed interface Values {
        ValueType type();

        MemorySegment segment();

        record Ints(int[] a) implements Values {
            public ValueType type() { return ValueType.INT; }
            public MemorySegment segment() { return MemorySegment.ofArray(a); }
        }

        record Longs(long[] a) implements Values {
            public ValueType type() { return ValueType.LONG; }
            public MemorySegment segment() { return MemorySegment.ofArray(a); }
        }

        record Native(MemorySegment segment, ValueType type) implements Values {}
    }
}
