package dev.samplesort.cli;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.KeyType;
import java.lang.foreign.MemorySegment;
import java.util.stream.LongStream;

/**
 * Output checks shared by {@code verify}, {@code demo} and the benchmark harness: sortedness in Java's total order
 * (first violation) and an order-independent checksum of records (count, sum and xor of a 64-bit hash of each
 * record's raw key and value bits) that detects a lost, duplicated or altered record and a value separated from
 * its key.
 */
public final class Checks {
    private Checks() {}

    private static final int CHUNK = 1 << 18;
    private static final long NO_VALUE = 0x6A09E667F3BCC909L;

    /** Multiset fingerprint of records. */
    public record Checksum(long count, long sum, long xor) {
        Checksum plus(Checksum o) { return new Checksum(count + o.count, sum + o.sum, xor ^ o.xor); }

        @Override
        public String toString() { return String.format("n=%d sum=%016x xor=%016x", count, sum, xor); }
    }

    /** The hash of one record: raw key bits (zero-extended) and raw value bits (or none). */
    public static long hash(long keyBits, long valueBits) {
        return DataGenerator.mix64(keyBits * 0xC2B2AE3D27D4EB4FL + DataGenerator.mix64(valueBits + 0x165667B19E3779F9L));
    }

    private interface ChunkFn<T> { T apply(long from, long to); }

    private static <T> java.util.List<T> chunks(long n, ChunkFn<T> fn) {
        long count = (n + CHUNK - 1) / CHUNK;
        LongStream s = LongStream.range(0, count);
        if (count > 1) s = s.parallel();
        return s.mapToObj(c -> fn.apply(c * CHUNK, Math.min(n, (c + 1) * CHUNK))).toList();
    }

    // ------------------------------------------------------------------------------------------ files (LE)

    static long keyBitsLE(MemorySegment s, RecordFormat f, long i) {
        long off = i * f.recordBytes();
        return f.keyBytes() == 4 ? s.get(RecordFormat.LE_INT, off) & 0xFFFFFFFFL : s.get(RecordFormat.LE_LONG, off);
    }

    static long valueBitsLE(MemorySegment s, RecordFormat f, long i) {
        if (f.value() == null) return NO_VALUE;
        long off = i * f.recordBytes() + f.keyBytes();
        return f.valueBytes() == 4 ? s.get(RecordFormat.LE_INT, off) & 0xFFFFFFFFL : s.get(RecordFormat.LE_LONG, off);
    }

    /** Checksum of the n records of a little-endian file image. */
    public static Checksum checksum(MemorySegment le, RecordFormat f, long n) {
        return chunks(n, (from, to) -> {
            long sum = 0, xor = 0;
            for (long i = from; i < to; i++) {
                long h = hash(keyBitsLE(le, f, i), valueBitsLE(le, f, i));
                sum += h;
                xor ^= h;
            }
            return new Checksum(to - from, sum, xor);
        }).stream().reduce(new Checksum(0, 0, 0), Checksum::plus);
    }

    /** Compares raw key bits in Java's total order for the key type. */
    public static int compareBits(KeyType t, long a, long b) {
        return switch (t) {
            case INT -> Integer.compare((int) a, (int) b);
            case LONG -> Long.compare(a, b);
            case FLOAT -> Float.compare(Float.intBitsToFloat((int) a), Float.intBitsToFloat((int) b));
            case DOUBLE -> Double.compare(Double.longBitsToDouble(a), Double.longBitsToDouble(b));
        };
    }

    /** Text of raw key bits as a Java value. */
    public static String keyText(KeyType t, long bits) {
        return switch (t) {
            case INT -> Integer.toString((int) bits);
            case LONG -> Long.toString(bits);
            case FLOAT -> Float.toString(Float.intBitsToFloat((int) bits));
            case DOUBLE -> Double.toString(Double.longBitsToDouble(bits));
        };
    }

    /** The first index i ≥ 1 whose key is out of order with key i-1, or -1 when sorted. */
    public static long firstViolation(MemorySegment le, RecordFormat f, long n, boolean descending) {
        return chunks(n, (from, to) -> {
            for (long i = Math.max(1, from); i < to; i++) {
                int c = compareBits(f.key(), keyBitsLE(le, f, i - 1), keyBitsLE(le, f, i));
                if (descending ? c < 0 : c > 0) return i;
            }
            return -1L;
        }).stream().filter(x -> x >= 0).findFirst().orElse(-1L);
    }

    public static String keyAtLE(MemorySegment le, RecordFormat f, long i) {
        return keyText(f.key(), keyBitsLE(le, f, i));
    }

    // ------------------------------------------------------------------------------------------ arrays

    /** Raw bits of element i of an int[], long[], float[] or double[]. */
    public static long bits(Object a, int i) {
        return switch (a) {
            case int[] x -> x[i] & 0xFFFFFFFFL;
            case long[] x -> x[i];
            case float[] x -> Float.floatToRawIntBits(x[i]) & 0xFFFFFFFFL;
            case double[] x -> Double.doubleToRawLongBits(x[i]);
            default -> throw new IllegalArgumentException("not a primitive key array: " + a.getClass());
        };
    }

    public static int length(Object a) {
        return switch (a) {
            case int[] x -> x.length;
            case long[] x -> x.length;
            case float[] x -> x.length;
            case double[] x -> x.length;
            default -> throw new IllegalArgumentException("not a primitive array: " + a.getClass());
        };
    }

    public static KeyType keyType(Object a) {
        return switch (a) {
            case int[] x -> KeyType.INT;
            case long[] x -> KeyType.LONG;
            case float[] x -> KeyType.FLOAT;
            case double[] x -> KeyType.DOUBLE;
            default -> throw new IllegalArgumentException("not a primitive key array: " + a.getClass());
        };
    }

    /** Checksum of n records held as a key array and an optional value array (int[] or long[], or null). */
    public static Checksum checksum(Object keys, Object values, int n) {
        return chunks(n, (from, to) -> {
            long sum = 0, xor = 0;
            for (int i = (int) from; i < to; i++) {
                long h = hash(bits(keys, i), values == null ? NO_VALUE : bits(values, i));
                sum += h;
                xor ^= h;
            }
            return new Checksum(to - from, sum, xor);
        }).stream().reduce(new Checksum(0, 0, 0), Checksum::plus);
    }

    /** The first index i ≥ 1 with keys[i-1] after keys[i] in the given order, or -1. */
    /**
     * The first index i whose key equals key i - 1 (as {@code Arrays.sort} compares them: NaNs are equal) while its
     * value is not larger: where a stable sort of (key, input position) lost the input order; -1 when none.
     */
    public static long firstInstability(Object keys, Object values, int n) {
        KeyType t = keyType(keys);
        return chunks(n, (from, to) -> {
            for (int i = (int) Math.max(1, from); i < to; i++) {
                if (compareBits(t, bits(keys, i - 1), bits(keys, i)) == 0 && bits(values, i - 1) >= bits(values, i)) {
                    return (long) i;
                }
            }
            return -1L;
        }).stream().filter(x -> x >= 0).findFirst().orElse(-1L);
    }

    public static long firstViolation(Object keys, int n, boolean descending) {
        KeyType t = keyType(keys);
        return chunks(n, (from, to) -> {
            for (int i = (int) Math.max(1, from); i < to; i++) {
                int c = compareBits(t, bits(keys, i - 1), bits(keys, i));
                if (descending ? c < 0 : c > 0) return (long) i;
            }
            return -1L;
        }).stream().filter(x -> x >= 0).findFirst().orElse(-1L);
    }
}
