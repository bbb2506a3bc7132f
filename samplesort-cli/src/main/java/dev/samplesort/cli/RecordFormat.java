package dev.samplesort.cli;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * The layout of a samplesort binary file: n records, each a key optionally followed by a value, little-endian, no
 * padding (e.g. long key + int value = 12-byte records).
 */
public record RecordFormat(KeyType key, ValueType value) {
    public static final ValueLayout.OfInt LE_INT = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    public static final ValueLayout.OfLong LE_LONG = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    public static final ValueLayout.OfInt NATIVE_INT = ValueLayout.JAVA_INT_UNALIGNED;
    public static final ValueLayout.OfLong NATIVE_LONG = ValueLayout.JAVA_LONG_UNALIGNED;

    public int keyBytes() { return key.byteSize(); }

    public int valueBytes() { return value == null ? 0 : value.byteSize(); }

    public int recordBytes() { return keyBytes() + valueBytes(); }

    /** e.g. {@code long} or {@code long+int}. */
    public String describe() {
        String k = key.name().toLowerCase(java.util.Locale.ROOT);
        return value == null ? k : k + "+" + value.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Parses {@code int}, {@code long+long}, ... (value part optional). */
    public static RecordFormat parse(String s) {
        int plus = s.indexOf('+');
        if (plus < 0) return new RecordFormat(KeyType.parse(s.trim()), null);
        return new RecordFormat(KeyType.parse(s.substring(0, plus).trim()), ValueType.parse(s.substring(plus + 1).trim()));
    }
}
