package dev.samplesort.spark;

import java.io.Serializable;

/**
 * Fixed-width records held one per {@code byte[]}, ordered by a key of {@code keyLength} bytes at {@code keyOffset},
 * compared as unsigned bytes (lexicographically, like {@link java.util.Arrays#compareUnsigned(byte[], int, int,
 * byte[], int, int)}). {@link #GENSORT} is the gensort/TeraSort layout: 100-byte records with a 10-byte key.
 *
 * <p>The serializable twin of samplesort-core's {@link dev.samplesort.RecordLayout} (which Spark closures cannot
 * carry); partitions are sorted by that record sort, on the key bytes and a record index.
 *
 * @param recordLength bytes per record
 * @param keyOffset where the key starts in a record
 * @param keyLength key bytes (at least 1)
 */
public record RecordFormat(int recordLength, int keyOffset, int keyLength) implements Serializable {
    /** gensort / TeraSort: 100-byte records, 10-byte key at offset 0. */
    public static final RecordFormat GENSORT = new RecordFormat(100, 0, 10);

    /**
     * @throws IllegalArgumentException if the record length is not positive, the key is empty, longer than
     *         2^31-5 bytes (a key and its index must fit one sort record), or does not lie inside the record
     */
    public RecordFormat {
        if (recordLength <= 0) throw new IllegalArgumentException("recordLength must be positive: " + recordLength);
        if (keyLength < 1 || keyLength > Integer.MAX_VALUE - 4) {
            throw new IllegalArgumentException("keyLength must be 1 to 2^31-5 bytes: " + keyLength);
        }
        if (keyOffset < 0 || keyOffset > recordLength - keyLength) {
            throw new IllegalArgumentException("key [" + keyOffset + ", " + ((long) keyOffset + keyLength)
                    + ") does not lie inside a record of " + recordLength + " bytes");
        }
    }

    /**
     * @param record a record of this format
     * @throws IllegalArgumentException if the record has the wrong length (names both lengths)
     */
    void check(byte[] record) {
        if (record.length != recordLength) {
            throw new IllegalArgumentException("record of " + record.length + " bytes where the format says "
                    + recordLength);
        }
    }

    /** The first up-to-8 key bytes, big-endian, left-aligned, as a signed-ordered long (sign bit flipped). */
    long hi(byte[] r) {
        return word(r, keyOffset, Math.min(8, keyLength)) ^ Long.MIN_VALUE;
    }

    /** Key bytes 8-15 (zero-padded; zero when the key is shorter), encoded as {@link #hi}. */
    long lo(byte[] r) {
        return (keyLength <= 8 ? 0L : word(r, keyOffset + 8, Math.min(8, keyLength - 8))) ^ Long.MIN_VALUE;
    }

    private static long word(byte[] r, int from, int len) {
        long w = 0;
        for (int i = 0; i < 8; i++) w = (w << 8) | (i < len ? (r[from + i] & 0xFFL) : 0L);
        return w;
    }

    /**
     * Compares the keys of two records as unsigned bytes.
     *
     * @param a a record
     * @param b another record
     * @return negative, zero or positive as {@code a}'s key sorts before, with or after {@code b}'s
     */
    public int compareKeys(byte[] a, byte[] b) {
        return java.util.Arrays.compareUnsigned(a, keyOffset, keyOffset + keyLength, b, keyOffset,
                keyOffset + keyLength);
    }
}
