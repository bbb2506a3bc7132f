package dev.samplesort.cpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Turns an ascending result into a descending one. For a stable key-value sort the runs of equal keys are
 * reversed back afterwards so that equal keys keep their original order.
 */
final class Reverse {
    private Reverse() {}

    static void keys(int[] a, int from, int to) {
        for (int i = from, j = to - 1; i < j; i++, j--) { int t = a[i]; a[i] = a[j]; a[j] = t; }
    }

    static void keys(long[] a, int from, int to) {
        for (int i = from, j = to - 1; i < j; i++, j--) { long t = a[i]; a[i] = a[j]; a[j] = t; }
    }

    static void keys(float[] a, int from, int to) {
        for (int i = from, j = to - 1; i < j; i++, j--) { float t = a[i]; a[i] = a[j]; a[j] = t; }
    }

    static void keys(double[] a, int from, int to) {
        for (int i = from, j = to - 1; i < j; i++, j--) { double t = a[i]; a[i] = a[j]; a[j] = t; }
    }

    private static void values(Object v, int from, int to) {
        if (v instanceof int[] iv) keys(iv, from, to); else keys((long[]) v, from, to);
    }

    /** Reverses keys and values; with {@code stable}, then restores the original order inside runs of equal keys. */
    static void pairs(int[] k, Object v, int from, int to, boolean stable) {
        keys(k, from, to);
        values(v, from, to);
        if (!stable) return;
        for (int i = from; i < to; ) {
            int j = i + 1;
            while (j < to && k[j] == k[i]) j++;
            if (j - i > 1) values(v, i, j);
            i = j;
        }
    }

    static void pairs(long[] k, Object v, int from, int to, boolean stable) {
        keys(k, from, to);
        values(v, from, to);
        if (!stable) return;
        for (int i = from; i < to; ) {
            int j = i + 1;
            while (j < to && k[j] == k[i]) j++;
            if (j - i > 1) values(v, i, j);
            i = j;
        }
    }

    /**
     * Floating point: keys equal in Java's total order may differ in bits (NaNs with different payloads), so for a
     * stable sort both the values and the keys of a run of equal keys are re-reversed: every NaN stays with its
     * value and the run is back in input order.
     */
    static void pairs(float[] k, Object v, int from, int to, boolean stable) {
        keys(k, from, to);
        values(v, from, to);
        if (!stable) return;
        for (int i = from; i < to; ) {
            int j = i + 1;
            while (j < to && Float.compare(k[j], k[i]) == 0) j++;
            if (j - i > 1) { values(v, i, j); keys(k, i, j); }
            i = j;
        }
    }

    static void pairs(double[] k, Object v, int from, int to, boolean stable) {
        keys(k, from, to);
        values(v, from, to);
        if (!stable) return;
        for (int i = from; i < to; ) {
            int j = i + 1;
            while (j < to && Double.compare(k[j], k[i]) == 0) j++;
            if (j - i > 1) { values(v, i, j); keys(k, i, j); }
            i = j;
        }
    }

    private static void swapBytes(MemorySegment s, long n, int w, long from, long to) {
        for (long i = from, j = to - 1; i < j; i++, j--) {
            if (w == 4) {
                int t = s.getAtIndex(ValueLayout.JAVA_INT, i);
                s.setAtIndex(ValueLayout.JAVA_INT, i, s.getAtIndex(ValueLayout.JAVA_INT, j));
                s.setAtIndex(ValueLayout.JAVA_INT, j, t);
            } else {
                long t = s.getAtIndex(ValueLayout.JAVA_LONG, i);
                s.setAtIndex(ValueLayout.JAVA_LONG, i, s.getAtIndex(ValueLayout.JAVA_LONG, j));
                s.setAtIndex(ValueLayout.JAVA_LONG, j, t);
            }
        }
    }

    private static boolean equalKeys(MemorySegment k, KeyType t, long i, long j) {
        return switch (t) {
            case INT -> k.getAtIndex(ValueLayout.JAVA_INT, i) == k.getAtIndex(ValueLayout.JAVA_INT, j);
            case LONG -> k.getAtIndex(ValueLayout.JAVA_LONG, i) == k.getAtIndex(ValueLayout.JAVA_LONG, j);
            case FLOAT -> Float.compare(k.getAtIndex(ValueLayout.JAVA_FLOAT, i),
                    k.getAtIndex(ValueLayout.JAVA_FLOAT, j)) == 0;
            case DOUBLE -> Double.compare(k.getAtIndex(ValueLayout.JAVA_DOUBLE, i),
                    k.getAtIndex(ValueLayout.JAVA_DOUBLE, j)) == 0;
        };
    }

    static void segment(MemorySegment k, KeyType kt, long n, MemorySegment v, ValueType vt, boolean stable) {
        swapBytes(k, n, kt.byteSize(), 0, n);
        if (v == null) return;
        swapBytes(v, n, vt.byteSize(), 0, n);
        if (!stable) return;
        for (long i = 0; i < n; ) {
            long j = i + 1;
            while (j < n && equalKeys(k, kt, j, i)) j++;
            if (j - i > 1) { swapBytes(v, n, vt.byteSize(), i, j); swapBytes(k, n, kt.byteSize(), i, j); }
            i = j;
        }
    }
}
