package dev.samplesort;

/**
 * The layout of fixed-width records for {@link Sorter#sort(java.lang.foreign.MemorySegment, RecordLayout)}: every
 * record is {@code recordSize} bytes, and its key is the bytes {@code [keyOffset, keyOffset + keyLength)} of the
 * record, compared as unsigned bytes, first byte first ({@code memcmp} order, as
 * {@link java.util.Arrays#compareUnsigned(byte[], int, int, byte[], int, int)}). The whole record moves with its
 * key; bytes outside the key are never looked at.
 *
 * <p>{@link #GENSORT} is the TeraSort/GraySort format written by {@code gensort}: 100-byte records with a 10-byte
 * key at offset 0.
 *
 * @param recordSize bytes per record, at least 1
 * @param keyOffset  offset of the key inside the record, at least 0
 * @param keyLength  bytes of key, at least 1; {@code keyOffset + keyLength <= recordSize}
 */
public record RecordLayout(int recordSize, int keyOffset, int keyLength) {

    /** gensort/TeraSort records: 100 bytes, a 10-byte key at offset 0. */
    public static final RecordLayout GENSORT = new RecordLayout(100, 0, 10);

    /**
     * Checks the layout.
     *
     * @throws IllegalArgumentException if {@code recordSize < 1}, {@code keyOffset < 0}, {@code keyLength < 1}, or
     *                                  the key does not lie inside the record
     */
    public RecordLayout {
        if (recordSize < 1) throw new IllegalArgumentException("record size must be at least 1 byte: " + recordSize);
        if (keyLength < 1) throw new IllegalArgumentException("key length must be at least 1 byte: " + keyLength);
        if (keyOffset < 0) throw new IllegalArgumentException("key offset must not be negative: " + keyOffset);
        if ((long) keyOffset + keyLength > recordSize) {
            throw new IllegalArgumentException("key bytes [" + keyOffset + ", " + ((long) keyOffset + keyLength)
                    + ") lie outside the " + recordSize + "-byte record");
        }
    }

    /**
     * A layout whose key is the whole record.
     *
     * @param recordSize bytes per record (= key bytes), at least 1
     * @return the layout
     * @throws IllegalArgumentException if {@code recordSize < 1}
     */
    public static RecordLayout wholeRecord(int recordSize) { return new RecordLayout(recordSize, 0, recordSize); }

    /**
     * Returns 64-bit words of the normalized key ({@code ceil(keyLength / 8)}).
     *
     * @return 64-bit words of the normalized key ({@code ceil(keyLength / 8)})
     */
    int keyWords() { return (keyLength + 7) >>> 3; }
}
