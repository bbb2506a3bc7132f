package dev.samplesort;

import java.io.IOException;
import java.io.InputStream;
import java.lang.foreign.MemorySegment;
import java.util.Properties;

/**
 * Static entry points: ascending sorts with {@link Backend#AUTO} (the GPU when one is usable and the input is large
 * enough, else the CPU). Results and exceptions are those of {@link java.util.Arrays#sort(long[])} and friends. For
 * other options use a {@link Sorter}, e.g. {@code Sorter.builder().backend(Backend.GPU).descending().build().sort(a)}.
 * Memory as {@link Sorter} says: arrays sorted on the CPU need free heap for n extra elements (else
 * {@link OutOfMemoryError} before the array is touched); segments are sorted off-heap.
 */
public final class SampleSort {
    private SampleSort() {}

    /**
     * Sorts the array ascending.
     *
     * @param a the array
     * @throws NullPointerException if {@code a} is null
     */
    public static void sort(int[] a) { Sorter.auto().sort(a); }

    /**
     * Sorts {@code a[fromIndex, toIndex)} ascending.
     *
     * @param a         the array
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     */
    public static void sort(int[] a, int fromIndex, int toIndex) { Sorter.auto().sort(a, fromIndex, toIndex); }

    /**
     * Sorts the array ascending.
     *
     * @param a the array
     * @throws NullPointerException if {@code a} is null
     */
    public static void sort(long[] a) { Sorter.auto().sort(a); }

    /**
     * Sorts {@code a[fromIndex, toIndex)} ascending.
     *
     * @param a         the array
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     */
    public static void sort(long[] a, int fromIndex, int toIndex) { Sorter.auto().sort(a, fromIndex, toIndex); }

    /**
     * Sorts the array ascending.
     *
     * @param a the array
     * @throws NullPointerException if {@code a} is null
     */
    public static void sort(float[] a) { Sorter.auto().sort(a); }

    /**
     * Sorts {@code a[fromIndex, toIndex)} ascending.
     *
     * @param a         the array
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     */
    public static void sort(float[] a, int fromIndex, int toIndex) { Sorter.auto().sort(a, fromIndex, toIndex); }

    /**
     * Sorts the array ascending.
     *
     * @param a the array
     * @throws NullPointerException if {@code a} is null
     */
    public static void sort(double[] a) { Sorter.auto().sort(a); }

    /**
     * Sorts {@code a[fromIndex, toIndex)} ascending.
     *
     * @param a         the array
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     */
    public static void sort(double[] a, int fromIndex, int toIndex) { Sorter.auto().sort(a, fromIndex, toIndex); }

    /**
     * Sorts key-value pairs by key, ascending; each value moves with its key (equal keys in no particular order).
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException if the arrays are the same array or differ in length
     */
    public static void sort(int[] keys, int[] values) { Sorter.auto().sort(keys, values); }

    /**
     * Sorts key-value pairs by key, ascending; each value moves with its key (equal keys in no particular order).
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException if the arrays are the same array or differ in length
     */
    public static void sort(int[] keys, long[] values) { Sorter.auto().sort(keys, values); }

    /**
     * Sorts key-value pairs by key, ascending; each value moves with its key (equal keys in no particular order).
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException if the arrays are the same array or differ in length
     */
    public static void sort(long[] keys, int[] values) { Sorter.auto().sort(keys, values); }

    /**
     * Sorts key-value pairs by key, ascending; each value moves with its key (equal keys in no particular order).
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException if the arrays are the same array or differ in length
     */
    public static void sort(long[] keys, long[] values) { Sorter.auto().sort(keys, values); }

    /**
     * Sorts key-value pairs by key, ascending; each value moves with its key (equal keys in no particular order).
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException if the arrays are the same array or differ in length
     */
    public static void sort(float[] keys, int[] values) { Sorter.auto().sort(keys, values); }

    /**
     * Sorts key-value pairs by key, ascending; each value moves with its key (equal keys in no particular order).
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException if the arrays are the same array or differ in length
     */
    public static void sort(float[] keys, long[] values) { Sorter.auto().sort(keys, values); }

    /**
     * Sorts key-value pairs by key, ascending; each value moves with its key (equal keys in no particular order).
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException if the arrays are the same array or differ in length
     */
    public static void sort(double[] keys, int[] values) { Sorter.auto().sort(keys, values); }

    /**
     * Sorts key-value pairs by key, ascending; each value moves with its key (equal keys in no particular order).
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException if the arrays are the same array or differ in length
     */
    public static void sort(double[] keys, long[] values) { Sorter.auto().sort(keys, values); }

    /**
     * Sorts the keys of {@code type} in a segment (native byte order); may hold more than 2^31 keys.
     *
     * @param keys the keys
     * @param type their type
     * @throws IllegalArgumentException if the segment is read-only, misaligned or not a whole number of keys
     */
    public static void sort(MemorySegment keys, KeyType type) { Sorter.auto().sort(keys, type); }

    /**
     * Sorts fixed-width records ascending by their key bytes ({@code memcmp} order); see
     * {@link Sorter#sort(MemorySegment, RecordLayout)}.
     *
     * @param records the records, {@code layout.recordSize()} bytes each (may hold more than 2^31 records)
     * @param layout  record size and key bytes, e.g. {@link RecordLayout#GENSORT}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the segment is read-only or its size is not a multiple of the record size
     */
    public static void sort(MemorySegment records, RecordLayout layout) { Sorter.auto().sort(records, layout); }

    /**
     * Sorts fixed-width records ascending by their key bytes ({@code memcmp} order); see
     * {@link Sorter#sort(byte[], RecordLayout)}.
     *
     * @param records the records, {@code layout.recordSize()} bytes each
     * @param layout  record size and key bytes, e.g. {@link RecordLayout#GENSORT}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the array length is not a multiple of the record size
     */
    public static void sort(byte[] records, RecordLayout layout) { Sorter.auto().sort(records, layout); }

    /**
     * The indices that sort {@code keys} (argsort); {@code keys} itself is left as it is. Stable: equal keys keep
     * their index order.
     *
     * @param keys the keys
     * @return {@code idx} with {@code keys[idx[0]] <= keys[idx[1]] <= ...}
     */
    public static int[] argsort(long[] keys) {
        long[] k = keys.clone();
        int[] idx = identity(k.length);
        Sorter.builder().stable(true).build().sort(k, idx);
        return idx;
    }

    /**
     * The indices that sort {@code keys} (argsort); {@code keys} itself is left as it is. Stable.
     *
     * @param keys the keys
     * @return {@code idx} with {@code keys[idx[0]] <= keys[idx[1]] <= ...}
     */
    public static int[] argsort(int[] keys) {
        int[] k = keys.clone();
        int[] idx = identity(k.length);
        Sorter.builder().stable(true).build().sort(k, idx);
        return idx;
    }

    private static int[] identity(int n) {
        int[] idx = new int[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        return idx;
    }

    /**
     * The library's version, from the build (e.g. {@code 0.2.0}).
     *
     * @return the version, or {@code "unknown"} when the build left none
     */
    public static String version() { return Version.VALUE; }

    /** Read once: the resource the build fills in from the pom. */
    private static final class Version {
        static final String VALUE = read();

        private static String read() {
            try (InputStream in = SampleSort.class.getResourceAsStream("version.properties")) {
                if (in == null) return "unknown";
                Properties p = new Properties();
                p.load(in);
                return p.getProperty("version", "unknown");
            } catch (IOException e) {
                return "unknown";
            }
        }
    }
}
