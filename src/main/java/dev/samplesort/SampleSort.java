package dev.samplesort;

import java.lang.foreign.MemorySegment;

/**
 * Static entry points: ascending sorts with {@link Backend#AUTO}. For other options use a {@link Sorter}, e.g.
 * {@code Sorter.builder().backend(Backend.GPU).descending().build().sort(a)}.
 */
public final class SampleSort {
    private SampleSort() {}

    public static void sort(int[] a) { Sorter.auto().sort(a); }

    public static void sort(int[] a, int fromIndex, int toIndex) { Sorter.auto().sort(a, fromIndex, toIndex); }

    public static void sort(long[] a) { Sorter.auto().sort(a); }

    public static void sort(long[] a, int fromIndex, int toIndex) { Sorter.auto().sort(a, fromIndex, toIndex); }

    public static void sort(float[] a) { Sorter.auto().sort(a); }

    public static void sort(float[] a, int fromIndex, int toIndex) { Sorter.auto().sort(a, fromIndex, toIndex); }

    public static void sort(double[] a) { Sorter.auto().sort(a); }

    public static void sort(double[] a, int fromIndex, int toIndex) { Sorter.auto().sort(a, fromIndex, toIndex); }

    public static void sort(int[] keys, int[] values) { Sorter.auto().sort(keys, values); }

    public static void sort(int[] keys, long[] values) { Sorter.auto().sort(keys, values); }

    public static void sort(long[] keys, int[] values) { Sorter.auto().sort(keys, values); }

    public static void sort(long[] keys, long[] values) { Sorter.auto().sort(keys, values); }

    public static void sort(float[] keys, int[] values) { Sorter.auto().sort(keys, values); }

    public static void sort(float[] keys, long[] values) { Sorter.auto().sort(keys, values); }

    public static void sort(double[] keys, int[] values) { Sorter.auto().sort(keys, values); }

    public static void sort(double[] keys, long[] values) { Sorter.auto().sort(keys, values); }

    /** Sorts the keys of {@code type} in a segment (native byte order); may hold more than 2^31 keys. */
    public static void sort(MemorySegment keys, KeyType type) { Sorter.auto().sort(keys, type); }

    /** The indices that sort {@code keys} (argsort); {@code keys} itself is left as it is. Stable. */
    public static int[] argsort(long[] keys) {
        long[] k = keys.clone();
        int[] idx = new int[k.length];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        Sorter.builder().stable(true).build().sort(k, idx);
        return idx;
    }

    /** The indices that sort {@code keys} (argsort); {@code keys} itself is left as it is. Stable. */
    public static int[] argsort(int[] keys) {
        int[] k = keys.clone();
        int[] idx = new int[k.length];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        Sorter.builder().stable(true).build().sort(k, idx);
        return idx;
    }
}
