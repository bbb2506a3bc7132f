package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import dev.samplesort.ValueType;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * One heap-array sort for {@link GpuEngineTest}: keys of a type (from {@link GpuTestData}) and optionally values
 * holding each key's original index, plus copies of the input to check "sorted" and "unchanged".
 */
final class EngineJob {
    static final long VALUE_BASE = 1L << 40;   // long values: index + 2^40, so the high word travels too

    final KeyType kt;
    final ValueType vt;
    final int n;
    final String label;
    final Object keys;
    final Object values;
    private final Object keys0;
    private final Object values0;

    EngineJob(KeyType kt, ValueType vt, int n, String dist, long seed) {
        this.kt = kt;
        this.vt = vt;
        this.n = n;
        this.label = kt + (vt == null ? "" : "+" + vt) + " " + dist + " n=" + n;
        this.keys = switch (kt) {
            case INT -> GpuTestData.ints(dist, n, seed);
            case LONG -> GpuTestData.longs(dist, n, seed);
            case FLOAT -> GpuTestData.floats(dist, n, seed);
            case DOUBLE -> GpuTestData.doubles(dist, n, seed);
        };
        if (vt == null) {
            this.values = null;
        } else if (vt == ValueType.INT) {
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            this.values = v;
        } else {
            long[] v = new long[n];
            for (int i = 0; i < n; i++) v[i] = VALUE_BASE + i;
            this.values = v;
        }
        this.keys0 = copy(keys);
        this.values0 = values == null ? null : copy(values);
    }

    static Object copy(Object a) {
        return switch (a) {
            case int[] x -> x.clone();
            case long[] x -> x.clone();
            case float[] x -> x.clone();
            case double[] x -> x.clone();
            default -> throw new IllegalArgumentException();
        };
    }

    /** Sorts with {@code s} (whatever its backend). */
    void sort(Sorter s) {
        if (values == null) {
            switch (keys) {
                case int[] k -> s.sort(k);
                case long[] k -> s.sort(k);
                case float[] k -> s.sort(k);
                case double[] k -> s.sort(k);
                default -> throw new IllegalArgumentException();
            }
            return;
        }
        switch (keys) {
            case int[] k when values instanceof int[] v -> s.sort(k, v);
            case int[] k -> s.sort(k, (long[]) values);
            case long[] k when values instanceof int[] v -> s.sort(k, v);
            case long[] k -> s.sort(k, (long[]) values);
            case float[] k when values instanceof int[] v -> s.sort(k, v);
            case float[] k -> s.sort(k, (long[]) values);
            case double[] k when values instanceof int[] v -> s.sort(k, v);
            case double[] k -> s.sort(k, (long[]) values);
            default -> throw new IllegalArgumentException();
        }
    }

    /** Raw bits of key {@code i} of {@code a}. */
    static long bits(Object a, int i) {
        return switch (a) {
            case int[] x -> x[i];
            case long[] x -> x[i];
            case float[] x -> Float.floatToRawIntBits(x[i]);
            case double[] x -> Double.doubleToRawLongBits(x[i]);
            default -> throw new IllegalArgumentException();
        };
    }

    /**
     * As {@link #bits}, with every NaN the canonical NaN: for comparing with a reference whose NaNs may sit in another
     * payload order (the one bit-level difference the GPU backend documents: NaNs are all last, or first when
     * descending, but their payloads are ordered by bits, not as the JDK leaves them).
     */
    static long valueBits(Object a, int i) {
        return switch (a) {
            case float[] x -> Float.floatToIntBits(x[i]);
            case double[] x -> Double.doubleToLongBits(x[i]);
            default -> bits(a, i);
        };
    }

    private int index(int i) {
        return values instanceof int[] v ? v[i] : (int) (((long[]) values)[i] - VALUE_BASE);
    }

    void assertUnchanged(String at) {
        assertTrue(sameBits(keys, keys0),
                at + ": " + label + ": keys changed");
        if (values != null) {
            assertTrue(Arrays.deepEquals(new Object[] {values}, new Object[] {values0}),
                    at + ": " + label + ": values changed");
        }
    }

    private boolean sameBits(Object a, Object b) {
        for (int i = 0; i < n; i++) if (bits(a, i) != bits(b, i)) return false;
        return true;
    }

    /** Keys equal {@code Arrays.sort} of the input; every value still belongs to its key. */
    void assertSorted(String at) {
        Object e = copy(keys0);
        boolean ok = switch (e) {
            case int[] x -> { Arrays.sort(x); yield Arrays.equals(x, (int[]) keys); }
            case long[] x -> { Arrays.sort(x); yield Arrays.equals(x, (long[]) keys); }
            case float[] x -> { Arrays.sort(x); yield Arrays.equals(x, (float[]) keys); }
            case double[] x -> { Arrays.sort(x); yield Arrays.equals(x, (double[]) keys); }
            default -> false;
        };
        if (!ok) fail(at + ": " + label + ": keys differ from Arrays.sort");
        if (values == null) return;
        boolean[] seen = new boolean[n];
        for (int i = 0; i < n; i++) {
            int from = index(i);
            assertTrue(from >= 0 && from < n && !seen[from], at + ": " + label + ": values not a permutation at " + i);
            seen[from] = true;
            assertEquals(bits(keys0, from), bits(keys, i), at + ": " + label + ": value at " + i + " left its key");
        }
    }

    // ---------------------------------------------------------------- native segments

    /** The keys (native byte order) copied into {@code seg}. */
    void keysInto(MemorySegment seg) {
        switch (keys0) {
            case int[] x -> MemorySegment.copy(x, 0, seg, ValueLayout.JAVA_INT, 0, n);
            case long[] x -> MemorySegment.copy(x, 0, seg, ValueLayout.JAVA_LONG, 0, n);
            case float[] x -> MemorySegment.copy(x, 0, seg, ValueLayout.JAVA_FLOAT, 0, n);
            case double[] x -> MemorySegment.copy(x, 0, seg, ValueLayout.JAVA_DOUBLE, 0, n);
            default -> throw new IllegalArgumentException();
        }
    }

    void valuesInto(MemorySegment seg) {
        switch (values0) {
            case int[] x -> MemorySegment.copy(x, 0, seg, ValueLayout.JAVA_INT, 0, n);
            case long[] x -> MemorySegment.copy(x, 0, seg, ValueLayout.JAVA_LONG, 0, n);
            default -> throw new IllegalArgumentException();
        }
    }

    /** Reads the segments back into this job's arrays (to check them with the array assertions). */
    void readBack(MemorySegment k, MemorySegment v) {
        switch (keys) {
            case int[] x -> MemorySegment.copy(k, ValueLayout.JAVA_INT, 0, x, 0, n);
            case long[] x -> MemorySegment.copy(k, ValueLayout.JAVA_LONG, 0, x, 0, n);
            case float[] x -> MemorySegment.copy(k, ValueLayout.JAVA_FLOAT, 0, x, 0, n);
            case double[] x -> MemorySegment.copy(k, ValueLayout.JAVA_DOUBLE, 0, x, 0, n);
            default -> throw new IllegalArgumentException();
        }
        if (v == null) return;
        switch (values) {
            case int[] x -> MemorySegment.copy(v, ValueLayout.JAVA_INT, 0, x, 0, n);
            case long[] x -> MemorySegment.copy(v, ValueLayout.JAVA_LONG, 0, x, 0, n);
            default -> throw new IllegalArgumentException();
        }
    }
}
