package dev.samplesort.bench;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import dev.samplesort.ValueType;
import dev.samplesort.cli.RecordFormat;

/**
 * n records in Java arrays: {@code keys} is an int[], long[], float[] or double[]; {@code values} is null or an
 * int[]/long[] of the same length. Benchmark inputs have value {@code i} at index i.
 */
public final class HostData {
    public final RecordFormat format;
    public final int n;
    public final Object keys;
    public final Object values;

    public HostData(RecordFormat format, Object keys, Object values) {
        this.format = format;
        this.keys = keys;
        this.values = values;
        this.n = dev.samplesort.cli.Checks.length(keys);
    }

    /** Empty arrays of n records. */
    public static HostData allocate(RecordFormat f, int n) {
        Object k = switch (f.key()) {
            case INT -> new int[n];
            case LONG -> new long[n];
            case FLOAT -> new float[n];
            case DOUBLE -> new double[n];
        };
        Object v = f.value() == null ? null : f.value() == ValueType.INT ? new int[n] : new long[n];
        return new HostData(f, k, v);
    }

    /** A generated input: keys from the distribution, values = index. */
    public static HostData generate(RecordFormat f, Distribution d, int n, long seed, int p) {
        Object k = switch (f.key()) {
            case INT -> DataGenerator.ints(d, n, seed, p);
            case LONG -> DataGenerator.longs(d, n, seed, p);
            case FLOAT -> DataGenerator.floats(d, n, seed, p);
            case DOUBLE -> DataGenerator.doubles(d, n, seed, p);
        };
        Object v = null;
        if (f.value() == ValueType.INT) {
            int[] a = new int[n];
            for (int i = 0; i < n; i++) a[i] = i;
            v = a;
        } else if (f.value() == ValueType.LONG) {
            long[] a = new long[n];
            for (int i = 0; i < n; i++) a[i] = i;
            v = a;
        }
        return new HostData(f, k, v);
    }

    /** Overwrites this with the contents of src (same format and n). */
    public void copyFrom(HostData src) {
        System.arraycopy(src.keys, 0, keys, 0, n);
        if (values != null) System.arraycopy(src.values, 0, values, 0, n);
    }

    public long bytes() { return (long) n * format.recordBytes(); }

    /** A heap segment over one of the primitive arrays this class holds (keys or values). */
    public static java.lang.foreign.MemorySegment segment(Object array) {
        return switch (array) {
            case int[] x -> java.lang.foreign.MemorySegment.ofArray(x);
            case long[] x -> java.lang.foreign.MemorySegment.ofArray(x);
            case float[] x -> java.lang.foreign.MemorySegment.ofArray(x);
            case double[] x -> java.lang.foreign.MemorySegment.ofArray(x);
            default -> throw new IllegalArgumentException("not a primitive key or value array: " + array);
        };
    }
}
