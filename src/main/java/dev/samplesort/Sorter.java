package dev.samplesort;

import dev.samplesort.spi.AutoPolicy;
import dev.samplesort.spi.Engines;
import dev.samplesort.spi.SortEngine;
import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * A configured sort: backend, direction and stability. Immutable and thread-safe; build one with
 * {@link #builder()} or use the ready ones ({@link #auto()}, {@link #cpu()}, {@link #gpu()}).
 *
 * <p>Results are identical to {@link java.util.Arrays#sort(double[])} and friends (floating point: -0.0 before
 * 0.0, all NaNs last; descending is the exact reverse), and so are the exceptions for bad ranges:
 * {@link NullPointerException}, {@link IllegalArgumentException} ({@code fromIndex > toIndex}) and
 * {@link ArrayIndexOutOfBoundsException}. Key-value sorts move each value with its key; among equal keys the order
 * is unspecified unless {@link Builder#stable(boolean) stable} is set, in which case it is the original order.
 */
public final class Sorter {
    private static final Sorter AUTO = builder().build();
    private static final Sorter CPU = builder().backend(Backend.CPU).build();
    private static final Sorter GPU = builder().backend(Backend.GPU).build();

    private final Backend backend;
    private final Order order;
    private final boolean stable;

    private Sorter(Builder b) {
        this.backend = b.backend;
        this.order = b.order;
        this.stable = b.stable;
    }

    /** Ascending, {@link Backend#AUTO}. */
    public static Sorter auto() { return AUTO; }

    /** Ascending, pure-Java parallel sample sort. */
    public static Sorter cpu() { return CPU; }

    /** Ascending, GPU sample sort; sorting throws {@link BackendUnavailableException} when no GPU is usable. */
    public static Sorter gpu() { return GPU; }

    public static Builder builder() { return new Builder(); }

    public Backend backend() { return backend; }

    public Order order() { return order; }

    public boolean stable() { return stable; }

    /** Options for a {@link Sorter}. Defaults: AUTO, ascending, not stable. */
    public static final class Builder {
        private Backend backend = Backend.AUTO;
        private Order order = Order.ASCENDING;
        private boolean stable;

        private Builder() {}

        public Builder backend(Backend b) { this.backend = Objects.requireNonNull(b, "backend"); return this; }

        public Builder order(Order o) { this.order = Objects.requireNonNull(o, "order"); return this; }

        public Builder descending() { return order(Order.DESCENDING); }

        /** Key-value sorts keep the original order of equal keys (costs a little time). */
        public Builder stable(boolean s) { this.stable = s; return this; }

        public Sorter build() { return new Sorter(this); }
    }

    // ---------------------------------------------------------------- engine choice

    private SortEngine engine(KeyType type, long n, boolean pairs) {
        switch (backend) {
            case CPU:
                return Engines.cpu();
            case GPU: {
                SortEngine g = Engines.gpu();
                String why = g.unavailableReason();
                if (why != null) throw new BackendUnavailableException(Backend.GPU, why);
                return g;
            }
            default: {
                // The GPU backend does not offer stable key-value sorting; AUTO keeps those on the CPU.
                if (AutoPolicy.preferGpu(type, n) && !(pairs && stable)) {
                    SortEngine g = Engines.gpu();
                    if (g.unavailableReason() == null) return g;
                }
                return Engines.cpu();
            }
        }
    }

    /** Runs {@code job} on the chosen engine; under AUTO a GPU failure (data unchanged) is retried on the CPU. */
    private void run(KeyType type, long n, java.util.function.Consumer<SortEngine> job) {
        run(type, n, false, job);
    }

    private void run(KeyType type, long n, boolean pairs, java.util.function.Consumer<SortEngine> job) {
        if (n < 2) return;
        SortEngine e = engine(type, n, pairs);
        if (backend == Backend.AUTO && e != Engines.cpu()) {
            try {
                job.accept(e);
            } catch (BackendFailureException failure) {
                job.accept(Engines.cpu());
            }
        } else {
            job.accept(e);
        }
    }

    static void rangeCheck(int length, int from, int to) {
        if (from > to) throw new IllegalArgumentException("fromIndex(" + from + ") > toIndex(" + to + ")");
        if (from < 0) throw new ArrayIndexOutOfBoundsException(from);
        if (to > length) throw new ArrayIndexOutOfBoundsException(to);
    }

    private static void sameLength(int keys, int values) {
        if (keys != values) {
            throw new IllegalArgumentException("keys and values differ in length: " + keys + " keys, " + values
                    + " values");
        }
    }

    private boolean descending() { return order == Order.DESCENDING; }

    // ---------------------------------------------------------------- keys only

    public void sort(int[] a) { sort(a, 0, a.length); }

    public void sort(int[] a, int from, int to) {
        rangeCheck(a.length, from, to);
        run(KeyType.INT, to - from, e -> e.sort(a, from, to));
        if (descending()) Reverse.keys(a, from, to);
    }

    public void sort(long[] a) { sort(a, 0, a.length); }

    public void sort(long[] a, int from, int to) {
        rangeCheck(a.length, from, to);
        run(KeyType.LONG, to - from, e -> e.sort(a, from, to));
        if (descending()) Reverse.keys(a, from, to);
    }

    public void sort(float[] a) { sort(a, 0, a.length); }

    public void sort(float[] a, int from, int to) {
        rangeCheck(a.length, from, to);
        run(KeyType.FLOAT, to - from, e -> e.sort(a, from, to));
        if (descending()) Reverse.keys(a, from, to);
    }

    public void sort(double[] a) { sort(a, 0, a.length); }

    public void sort(double[] a, int from, int to) {
        rangeCheck(a.length, from, to);
        run(KeyType.DOUBLE, to - from, e -> e.sort(a, from, to));
        if (descending()) Reverse.keys(a, from, to);
    }

    // ---------------------------------------------------------------- key-value pairs

    public void sort(int[] keys, int[] values) { sort(keys, values, 0, keys.length); }

    public void sort(int[] keys, int[] values, int from, int to) {
        sameLength(keys.length, values.length);
        rangeCheck(keys.length, from, to);
        run(KeyType.INT, to - from, true, e -> e.sort(keys, values, from, to, stable));
        if (descending()) Reverse.pairs(keys, values, from, to, stable);
    }

    public void sort(int[] keys, long[] values) { sort(keys, values, 0, keys.length); }

    public void sort(int[] keys, long[] values, int from, int to) {
        sameLength(keys.length, values.length);
        rangeCheck(keys.length, from, to);
        run(KeyType.INT, to - from, true, e -> e.sort(keys, values, from, to, stable));
        if (descending()) Reverse.pairs(keys, values, from, to, stable);
    }

    public void sort(long[] keys, int[] values) { sort(keys, values, 0, keys.length); }

    public void sort(long[] keys, int[] values, int from, int to) {
        sameLength(keys.length, values.length);
        rangeCheck(keys.length, from, to);
        run(KeyType.LONG, to - from, true, e -> e.sort(keys, values, from, to, stable));
        if (descending()) Reverse.pairs(keys, values, from, to, stable);
    }

    public void sort(long[] keys, long[] values) { sort(keys, values, 0, keys.length); }

    public void sort(long[] keys, long[] values, int from, int to) {
        sameLength(keys.length, values.length);
        rangeCheck(keys.length, from, to);
        run(KeyType.LONG, to - from, true, e -> e.sort(keys, values, from, to, stable));
        if (descending()) Reverse.pairs(keys, values, from, to, stable);
    }

    public void sort(float[] keys, int[] values) { sort(keys, values, 0, keys.length); }

    public void sort(float[] keys, int[] values, int from, int to) {
        sameLength(keys.length, values.length);
        rangeCheck(keys.length, from, to);
        run(KeyType.FLOAT, to - from, true, e -> e.sort(keys, values, from, to, stable));
        if (descending()) Reverse.pairs(keys, values, from, to, stable);
    }

    public void sort(float[] keys, long[] values) { sort(keys, values, 0, keys.length); }

    public void sort(float[] keys, long[] values, int from, int to) {
        sameLength(keys.length, values.length);
        rangeCheck(keys.length, from, to);
        run(KeyType.FLOAT, to - from, true, e -> e.sort(keys, values, from, to, stable));
        if (descending()) Reverse.pairs(keys, values, from, to, stable);
    }

    public void sort(double[] keys, int[] values) { sort(keys, values, 0, keys.length); }

    public void sort(double[] keys, int[] values, int from, int to) {
        sameLength(keys.length, values.length);
        rangeCheck(keys.length, from, to);
        run(KeyType.DOUBLE, to - from, true, e -> e.sort(keys, values, from, to, stable));
        if (descending()) Reverse.pairs(keys, values, from, to, stable);
    }

    public void sort(double[] keys, long[] values) { sort(keys, values, 0, keys.length); }

    public void sort(double[] keys, long[] values, int from, int to) {
        sameLength(keys.length, values.length);
        rangeCheck(keys.length, from, to);
        run(KeyType.DOUBLE, to - from, true, e -> e.sort(keys, values, from, to, stable));
        if (descending()) Reverse.pairs(keys, values, from, to, stable);
    }

    // ---------------------------------------------------------------- off-heap

    /**
     * Sorts a segment holding {@code segment.byteSize() / type.byteSize()} keys in native byte order. The element
     * count may exceed {@code Integer.MAX_VALUE}.
     *
     * @throws IllegalArgumentException if the size is not a multiple of the key size, the segment is not aligned to
     *                                  the key size, or it is read-only
     */
    public void sort(MemorySegment keys, KeyType type) {
        sort(keys, type, null, null);
    }

    /**
     * Sorts key-value pairs held in two segments: {@code keys} holds n keys of {@code keyType}, {@code values} n
     * values of {@code valueType}.
     */
    public void sort(MemorySegment keys, KeyType keyType, MemorySegment values, ValueType valueType) {
        Objects.requireNonNull(keys, "keys");
        Objects.requireNonNull(keyType, "keyType");
        if (keys.isReadOnly()) throw new IllegalArgumentException("keys segment is read-only");
        if (keys.byteSize() % keyType.byteSize() != 0) {
            throw new IllegalArgumentException("keys segment size " + keys.byteSize() + " is not a multiple of "
                    + keyType.byteSize() + " (" + keyType + ")");
        }
        if (keys.maxByteAlignment() < keyType.byteSize()) {
            throw new IllegalArgumentException("keys segment is not aligned to " + keyType.byteSize() + " bytes ("
                    + keyType + ")");
        }
        long n = keys.byteSize() / keyType.byteSize();
        if (values != null) {
            if (values.maxByteAlignment() < valueType.byteSize()) {
                throw new IllegalArgumentException("values segment is not aligned to " + valueType.byteSize()
                        + " bytes (" + valueType + ")");
            }
            Objects.requireNonNull(valueType, "valueType");
            if (values.isReadOnly()) throw new IllegalArgumentException("values segment is read-only");
            if (values.byteSize() != n * valueType.byteSize()) {
                throw new IllegalArgumentException("values segment holds " + values.byteSize() + " bytes, expected "
                        + n * valueType.byteSize() + " for " + n + " " + valueType + " values");
            }
        }
        run(keyType, n, values != null, e -> e.sort(keys, keyType, n, values, valueType, stable));
        if (descending()) Reverse.segment(keys, keyType, n, values, valueType, stable);
    }
}
