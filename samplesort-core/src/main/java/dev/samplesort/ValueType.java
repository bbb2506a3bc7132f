package dev.samplesort;

/** The value types that can travel with keys in a key-value sort. */
public enum ValueType {
    INT(4), LONG(8);

    private final int bytes;

    ValueType(int bytes) { this.bytes = bytes; }

    /** Size of one value in bytes. */
    public int byteSize() { return bytes; }

    /** Parses {@code int} or {@code long} (any case). */
    public static ValueType parse(String s) {
        for (ValueType t : values()) if (t.name().equalsIgnoreCase(s)) return t;
        throw new IllegalArgumentException("unknown value type '" + s + "' (expected int or long)");
    }
}
