package dev.samplesort.spark;

import java.io.Serializable;
import java.util.Objects;

/**
 * The key shapes samplesort sorts inside Spark: {@link #LONG}, {@link #INT}, {@link #DOUBLE} (boxed keys, ordered
 * like {@link Long#compare}, {@link Integer#compare}, {@link Double#compare}: -0.0 before 0.0, NaN last) and
 * fixed-width {@link #records records} ({@code byte[]} keys ordered by {@link RecordFormat#compareKeys}).
 *
 * <p>Every shape maps a key to a signed-ordered 64-bit prefix ({@link #prefix}); range partitioning works on those
 * prefixes, so equal keys always land in one partition.
 *
 * @param <K> the key class
 */
public abstract sealed class KeyKind<K> implements Serializable
        permits KeyKind.LongKeys, KeyKind.IntKeys, KeyKind.DoubleKeys, KeyKind.Records {
    private static final long serialVersionUID = 1L;

    /** {@code Long} keys. */
    public static final KeyKind<Long> LONG = new LongKeys();
    /** {@code Integer} keys. */
    public static final KeyKind<Integer> INT = new IntKeys();
    /** {@code Double} keys, in {@link Double#compare} order. */
    public static final KeyKind<Double> DOUBLE = new DoubleKeys();

    /**
     * Records of {@code format}, each its own {@code byte[]}, sorted by their key bytes.
     *
     * @param format the record layout
     * @return the key kind for these records
     * @throws NullPointerException if format is null
     */
    public static KeyKind<byte[]> records(RecordFormat format) {
        return new Records(Objects.requireNonNull(format, "format"));
    }

    private KeyKind() {}

    /**
     * The key's 64-bit prefix, ordered as signed longs: {@code prefix(a) < prefix(b)} implies {@code a < b}, and equal
     * keys have equal prefixes. For LONG, INT and DOUBLE the prefix is the whole key.
     *
     * @param key a key (not null)
     * @return its ordered prefix
     * @throws NullPointerException if key is null (Spark's sortByKey throws too)
     * @throws IllegalArgumentException if a record has the wrong length
     */
    public abstract long prefix(K key);

    /**
     * {@link Double#compare} order as signed longs: the magnitude bits of negatives are flipped, and
     * doubleToLongBits makes every NaN the same (the largest).
     */
    static long orderedBits(double d) {
        long b = Double.doubleToLongBits(d);
        return b ^ ((b >> 63) & Long.MAX_VALUE);
    }

    /** Human-readable name for messages. */
    @Override
    public abstract String toString();

    static final class LongKeys extends KeyKind<Long> {
        private static final long serialVersionUID = 1L;

        @Override public long prefix(Long key) { return key; }

        @Override public String toString() { return "LONG"; }

        private Object readResolve() { return LONG; }
    }

    static final class IntKeys extends KeyKind<Integer> {
        private static final long serialVersionUID = 1L;

        @Override public long prefix(Integer key) { return key; }

        @Override public String toString() { return "INT"; }

        private Object readResolve() { return INT; }
    }

    static final class DoubleKeys extends KeyKind<Double> {
        private static final long serialVersionUID = 1L;

        @Override public long prefix(Double key) { return orderedBits(key); }

        @Override public String toString() { return "DOUBLE"; }

        private Object readResolve() { return DOUBLE; }
    }

    static final class Records extends KeyKind<byte[]> {
        private static final long serialVersionUID = 1L;
        final RecordFormat format;

        Records(RecordFormat format) { this.format = format; }

        @Override public long prefix(byte[] key) {
            format.check(key);
            return format.hi(key);
        }

        @Override public String toString() { return "records" + format; }

        @Override public boolean equals(Object o) { return o instanceof Records r && r.format.equals(format); }

        @Override public int hashCode() { return format.hashCode(); }
    }
}
