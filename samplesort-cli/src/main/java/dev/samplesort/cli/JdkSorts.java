package dev.samplesort.cli;

import dev.samplesort.KeyType;
import java.util.Arrays;

/**
 * Reference sorts built only on the JDK: {@link Arrays#sort}/{@link Arrays#parallelSort} for keys, and for
 * key-value pairs a stable sort of (key, index) followed by a gather. Used by the benchmark's {@code jdk} and
 * {@code jdkpar} algorithms and by the CLI's {@code --backend jdk} (for comparison and testing).
 *
 * <p>Key-value pairs: 32-bit keys (int, float) are packed with their index into a {@code long[]} (key in the high
 * half, mapped to an order-preserving signed int; Java's total order for float) and sorted with
 * {@code Arrays.sort}/{@code parallelSort}; 64-bit keys use a stable index merge sort (single-threaded).
 * Descending is the exact reverse of ascending; stable pairs keep the original order of equal keys either way.
 */
public final class JdkSorts {
    private JdkSorts() {}

    /** Sorts keys (int[], long[], float[] or double[]) and optional values (int[] or long[], same length). */
    public static void sort(Object keys, Object values, boolean parallel, boolean descending) {
        if (values == null) {
            switch (keys) {
                case int[] a -> { if (parallel) Arrays.parallelSort(a); else Arrays.sort(a); }
                case long[] a -> { if (parallel) Arrays.parallelSort(a); else Arrays.sort(a); }
                case float[] a -> { if (parallel) Arrays.parallelSort(a); else Arrays.sort(a); }
                case double[] a -> { if (parallel) Arrays.parallelSort(a); else Arrays.sort(a); }
                default -> throw new IllegalArgumentException("keys: " + keys.getClass());
            }
            if (descending) reverse(keys);
            return;
        }
        int n = Checks.length(keys);
        if (Checks.length(values) != n) throw new IllegalArgumentException("length mismatch");
        int[] perm;
        if (keys instanceof int[] || keys instanceof float[]) {
            long[] packed = new long[n];
            for (int i = 0; i < n; i++) {
                long k = sortable32(keys, i);
                if (descending) k = ~k;
                packed[i] = k << 32 | i;
            }
            if (parallel) Arrays.parallelSort(packed); else Arrays.sort(packed);
            perm = new int[n];
            for (int i = 0; i < n; i++) perm[i] = (int) packed[i];
        } else {
            long[] sk = new long[n];
            for (int i = 0; i < n; i++) sk[i] = descending ? ~sortable64(keys, i) : sortable64(keys, i);
            perm = new int[n];
            for (int i = 0; i < n; i++) perm[i] = i;
            mergeSort(perm, new int[n], sk, 0, n);
        }
        gather(keys, values, perm);
    }

    /** An int whose signed order is Java's total order of the key (int or float). */
    private static long sortable32(Object keys, int i) {
        if (keys instanceof int[] a) return a[i];
        int b = Float.floatToIntBits(((float[]) keys)[i]); // canonical NaN: all NaNs equal, last
        return b ^ ((b >> 31) & 0x7FFFFFFF);
    }

    /**
     * Every key of {@code keys} (long[] or double[]) as a long whose signed order is Java's total order of the key
     * ({@code Double.compare}'s for double: -0.0 before 0.0, NaNs equal and last).
     */
    public static long[] sortable64(Object keys) {
        int n = Checks.length(keys);
        long[] sk = new long[n];
        for (int i = 0; i < n; i++) sk[i] = sortable64(keys, i);
        return sk;
    }

    /** Reorders {@code keys} and {@code values} so that slot j holds the element {@code perm[j]} held. */
    public static void gather(Object keys, Object values, int[] perm) {
        gather(keys, perm);
        gather(values, perm);
    }

    private static long sortable64(Object keys, int i) {
        if (keys instanceof long[] a) return a[i];
        long b = Double.doubleToLongBits(((double[]) keys)[i]);
        return b ^ ((b >> 63) & 0x7FFFFFFFFFFFFFFFL);
    }

    /** Stable top-down merge sort of idx[from, to) by sk[idx]. */
    private static void mergeSort(int[] idx, int[] tmp, long[] sk, int from, int to) {
        if (to - from <= 24) {
            for (int i = from + 1; i < to; i++) {
                int v = idx[i];
                int j = i - 1;
                while (j >= from && sk[idx[j]] > sk[v]) { idx[j + 1] = idx[j]; j--; }
                idx[j + 1] = v;
            }
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(idx, tmp, sk, from, mid);
        mergeSort(idx, tmp, sk, mid, to);
        if (sk[idx[mid - 1]] <= sk[idx[mid]]) return;
        System.arraycopy(idx, from, tmp, from, to - from);
        int i = from, j = mid, o = from;
        while (i < mid && j < to) idx[o++] = sk[tmp[j]] < sk[tmp[i]] ? tmp[j++] : tmp[i++];
        while (i < mid) idx[o++] = tmp[i++];
        while (j < to) idx[o++] = tmp[j++];
    }

    private static void gather(Object a, int[] perm) {
        switch (a) {
            case int[] x -> { int[] c = x.clone(); for (int i = 0; i < perm.length; i++) x[i] = c[perm[i]]; }
            case long[] x -> { long[] c = x.clone(); for (int i = 0; i < perm.length; i++) x[i] = c[perm[i]]; }
            case float[] x -> { float[] c = x.clone(); for (int i = 0; i < perm.length; i++) x[i] = c[perm[i]]; }
            case double[] x -> { double[] c = x.clone(); for (int i = 0; i < perm.length; i++) x[i] = c[perm[i]]; }
            default -> throw new IllegalArgumentException(a.getClass().toString());
        }
    }

    private static void reverse(Object a) {
        switch (a) {
            case int[] x -> { for (int i = 0, j = x.length - 1; i < j; i++, j--) { int t = x[i]; x[i] = x[j]; x[j] = t; } }
            case long[] x -> { for (int i = 0, j = x.length - 1; i < j; i++, j--) { long t = x[i]; x[i] = x[j]; x[j] = t; } }
            case float[] x -> { for (int i = 0, j = x.length - 1; i < j; i++, j--) { float t = x[i]; x[i] = x[j]; x[j] = t; } }
            case double[] x -> { for (int i = 0, j = x.length - 1; i < j; i++, j--) { double t = x[i]; x[i] = x[j]; x[j] = t; } }
            default -> throw new IllegalArgumentException(a.getClass().toString());
        }
    }

    /**
     * Whether this key type's pairs sort as packed (key, index) longs with Arrays.sort/parallelSort (32-bit keys);
     * 64-bit keys have no such packing.
     */
    public static boolean packedPairs(KeyType t) { return t == KeyType.INT || t == KeyType.FLOAT; }
}
