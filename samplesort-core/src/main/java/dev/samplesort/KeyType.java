package dev.samplesort;

/** The primitive key types samplesort sorts, in Java's total order ({@code Double.compare} for floating point). */
public enum KeyType {
    INT(4), LONG(8), FLOAT(4), DOUBLE(8);

    private final int bytes;

    KeyType(int bytes) { this.bytes = bytes; }

    /** Size of one key in bytes. */
    public int byteSize() { return bytes; }

    /** Parses {@code int}, {@code long}, {@code float} or {@code double} (any case). */
    public static KeyType parse(String s) {
        for (KeyType t : values()) if (t.name().equalsIgnoreCase(s)) return t;
        throw new IllegalArgumentException("unknown key type '" + s + "' (expected int, long, float or double)");
    }
}
