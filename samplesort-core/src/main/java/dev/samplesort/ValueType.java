package dev.samplesort;

/** The value types that can travel with keys in a key-value sort. */
public enum ValueType {
    /** {@code int} values (4 bytes). */
    INT(4),
    /** {@code long} values (8 bytes). */
    LONG(8);

    private final int bytes;

    ValueType(int bytes) { this.bytes = bytes; }

    /** Size of one value in bytes. */
    /**
     * Returns the size of one value in bytes.
     *
     * @return 4 or 8
     */
    public int byteSize() { return bytes; }

    /** Parses {@code int} or {@code long} (any case). */
    /**
     * Parses a value type name, case-insensitively.
     *
     * @param s {@code int} or {@code long}
     * @return the value type
     * @throws IllegalArgumentException if the name is neither
     */
    public static ValueType parse(String s) {
        for (ValueType t : values()) if (t.name().equalsIgnoreCase(s)) return t;
        throw new IllegalArgumentException("unknown value type '" + s + "' (expected int or long)");
    }
}
