package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;

/** Key and value representation names shared with the kernels (must match {@code ss::KeyKind} in common.cuh). */
final class KeyKind {
    private KeyKind() {}

    /** The run-time kind argument of the kernels. */
    static int of(KeyType t) {
        return switch (t) {
            case INT -> 0;
            case FLOAT -> 1;
            case LONG -> 2;
            case DOUBLE -> 3;
        };
    }

    /** "u32" or "u64": the ordered-bits width that serves the key type. */
    static String width(KeyType t) { return t.byteSize() == 4 ? "u32" : "u64"; }

    /** "none", "u32" or "u64". */
    static String value(ValueType v) { return v == null ? "none" : v.byteSize() == 4 ? "u32" : "u64"; }
}
