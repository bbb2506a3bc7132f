package dev.samplesort.spi;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import java.lang.foreign.MemorySegment;

/** Test shorthand: builds {@link SortJob}s from arrays and segments and runs them on an engine. */
public final class Jobs {
    private Jobs() {}

    public static Keys keys(Object a) {
        return switch (a) {
            case int[] x -> new Keys.Ints(x);
            case long[] x -> new Keys.Longs(x);
            case float[] x -> new Keys.Floats(x);
            case double[] x -> new Keys.Doubles(x);
            default -> throw new IllegalArgumentException("not a key array: " + a);
        };
    }

    public static Values values(Object a) {
        return switch (a) {
            case null -> null;
            case int[] x -> new Values.Ints(x);
            case long[] x -> new Values.Longs(x);
            default -> throw new IllegalArgumentException("not a value array: " + a);
        };
    }

    /** Keys only, ascending. */
    public static void sort(SortEngine e, Object keys, int from, int to) {
        e.sort(new SortJob(keys(keys), null, from, to, Order.ASCENDING, false));
    }

    /** Key-value pairs, ascending. */
    public static void sort(SortEngine e, Object keys, Object values, int from, int to, boolean stable) {
        e.sort(new SortJob(keys(keys), values(values), from, to, Order.ASCENDING, stable));
    }

    /** Segments, ascending ({@code values} may be null). */
    public static void sort(SortEngine e, MemorySegment keys, KeyType kt, long n, MemorySegment values,
                            ValueType vt, boolean stable) {
        e.sort(new SortJob(new Keys.Native(keys, kt), values == null ? null : new Values.Native(values, vt), 0, n,
                Order.ASCENDING, stable));
    }
}
