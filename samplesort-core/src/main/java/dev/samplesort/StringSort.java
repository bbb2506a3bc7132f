package dev.samplesort;

import dev.samplesort.internal.HeapScratch;
import java.util.List;
import java.util.Objects;

/**
 * Sorting {@code String[]} in {@link String#compareTo} order (UTF-16 code units, as
 * {@link java.util.Arrays#sort(Object[])} orders strings) on samplesort's backends. Strings are packed into 64-bit
 * words a few code units at a time, sorted with their index, and only groups that still tie are looked at again,
 * one window of code units further on (docs/KEYS.md). For strings as keys of other objects, see
 * {@link ObjectSort#comparing(java.util.function.Function)}.
 *
 * <pre>{@code
 * StringSort.sort(words);                                   // AUTO backend
 * StringSort.sort(words, Sorter.builder().descending().build());
 * }</pre>
 *
 * <p>Null elements are refused ({@link NullPointerException} naming the index, as Arrays.sort throws one): nothing
 * is moved then. If a sort throws for any reason the array is unchanged.
 */
public final class StringSort {
    private StringSort() {}

    /**
     * Sorts the array ascending on the AUTO backend.
     *
     * @param a the strings
     * @throws NullPointerException if {@code a} or an element is null
     */
    public static void sort(String[] a) { sort(a, Sorter.auto()); }

    /**
     * Sorts the array with {@code sorter} (backend, order; stability does not show: equal strings are identical).
     *
     * @param a      the strings
     * @param sorter the sorter to use
     * @throws NullPointerException        if an argument or an element is null
     * @throws BackendUnavailableException if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public static void sort(String[] a, Sorter sorter) {
        sort(a, 0, Objects.requireNonNull(a, "array").length, sorter);
    }

    /**
     * Sorts {@code a[fromIndex, toIndex)}; the rest is untouched.
     *
     * @param a         the strings
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @param sorter    the sorter to use
     * @throws NullPointerException           if an argument or an element of the range is null
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     * @throws BackendUnavailableException    if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public static void sort(String[] a, int fromIndex, int toIndex, Sorter sorter) {
        Objects.requireNonNull(a, "array");
        Objects.requireNonNull(sorter, "sorter");
        Sorter.rangeCheck(a.length, fromIndex, toIndex);
        int n = toIndex - fromIndex;
        // only applied here, never handed out: reused between sorts (HeapScratch)
        int[] perm = HeapScratch.ints(n);
        permutation(a, fromIndex, toIndex, sorter, perm);
        Permute.arraysBy(perm, n, fromIndex, (Object) a);
        HeapScratch.give(perm);
        KeyChain.phase("permute");
    }

    /**
     * The sorting permutation of {@code a[fromIndex, toIndex)} (entry {@code i}: offset from {@code fromIndex} of
     * the string that comes {@code i}-th; equal strings in index order when the sorter is stable). The array is not
     * changed.
     *
     * @param a         the strings
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @param sorter    the sorter to use
     * @return the permutation
     * @throws NullPointerException           if an argument or an element of the range is null
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     * @throws BackendUnavailableException    if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public static int[] permutation(String[] a, int fromIndex, int toIndex, Sorter sorter) {
        Objects.requireNonNull(a, "array");
        Objects.requireNonNull(sorter, "sorter");
        Sorter.rangeCheck(a.length, fromIndex, toIndex);
        int n = toIndex - fromIndex;
        nullCheck(a, fromIndex, n);
        return KeyChain.permutation(List.of(new KeyChain.Str(a, fromIndex, false)), n, sorter);
    }

    /** {@link #permutation(String[], int, int, Sorter)} into {@code perm[0, n)} ({@code perm} may be longer). */
    private static void permutation(String[] a, int fromIndex, int toIndex, Sorter sorter, int[] perm) {
        Objects.requireNonNull(sorter, "sorter");
        Sorter.rangeCheck(a.length, fromIndex, toIndex);
        int n = toIndex - fromIndex;
        nullCheck(a, fromIndex, n);
        KeyChain.permutation(List.of(new KeyChain.Str(a, fromIndex, false)), n, sorter, perm);
    }

    private static void nullCheck(String[] a, int fromIndex, int n) {
        Parallel.chunks(n, 1 << 14, (lo, hi) -> {
            for (long i = lo; i < hi; i++) {
                if (a[fromIndex + (int) i] == null) throw new NullPointerException("element " + (fromIndex + i) + " is null");
            }
        });
        KeyChain.phase("null check");
    }
}
