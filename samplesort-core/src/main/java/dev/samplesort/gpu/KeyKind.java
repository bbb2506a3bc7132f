package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;

/** Key and value representation names shared with the kernels ({@code ss::KeyKind}, {@link KernelContract}). */
final class KeyKind {
    private KeyKind() {}

    /** Flag in the kind argument: complement the ordered bits, which sorts in exactly the reverse order. */
    static final int DESCENDING = KernelContract.KIND_DESCENDING;

    /** The run-time kind argument of the kernels: the key type, plus {@link #DESCENDING} for descending order. */
    static int of(KeyType t, Order order) {
        int base = switch (t) {
            case INT -> KernelContract.KIND_INT;
            case FLOAT -> KernelContract.KIND_FLOAT;
            case LONG -> KernelContract.KIND_LONG;
            case DOUBLE -> KernelContract.KIND_DOUBLE;
        };
        return order == Order.DESCENDING ? base | DESCENDING : base;
    }

    /** "u32" or "u64": the ordered-bits width that serves the key type. */
    static String width(KeyType t) { return t.byteSize() == 4 ? "u32" : "u64"; }

    /** "none", "u32" or "u64". */
    static String value(ValueType v) { return v == null ? "none" : v.byteSize() == 4 ? "u32" : "u64"; }
}
