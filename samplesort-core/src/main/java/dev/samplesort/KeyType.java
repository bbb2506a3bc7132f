package dev.samplesort;

/** The primitive key types samplesort sorts, in Java's total order ({@code Double.compare} for floating point). */
public enum KeyType {
    /** {@code int} keys (4 bytes). */
    INT(4),
    /** {@code long} keys (8 bytes). */
    LONG(8),
    /** {@code float} keys (4 bytes), in {@code Arrays.sort} order: -0.0 before 0.0, NaNs last. */
    FLOAT(4),
    /** {@code double} keys (8 bytes), in {@code Arrays.sort} order: -0.0 before 0.0, NaNs last. */
    DOUBLE(8);

    private final int bytes;

    KeyType(int bytes) { this.bytes = bytes; }

    /** Size of one key in bytes. */
    /**
     * Returns the size of one key in bytes.
     *
     * @return 4 or 8
     */
    public int byteSize() { return bytes; }

    /** Parses {@code int}, {@code long}, {@code float} or {@code double} (any case). */
    /**
     * Parses a key type name, case-insensitively.
     *
     * @param s {@code int}, {@code long}, {@code float} or {@code double}
     * @return the key type
     * @throws IllegalArgumentException if the name is none of them
     */
    public static KeyType parse(String s) {
        for (KeyType t : values()) if (t.name().equalsIgnoreCase(s)) return t;
        throw new IllegalArgumentException("unknown key type '" + s + "' (expected int, long, float or double)");
    }
}
