package dev.samplesort.spi;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import java.lang.foreign.MemorySegment;

/**
 * The seam between the public API ({@link dev.samplesort.Sorter}) and a backend. Internal: not for users.
 *
 * <p>Contract for every method: the range is already checked by the caller, {@code from <= to}; the sort is
 * ascending in Java's total order (floating point as {@code Arrays.sort}: -0.0 before 0.0, every NaN last, NaN bit
 * patterns kept); values move with their keys; when {@code stable} is set, equal keys keep their original relative
 * order. Elements outside {@code [from, to)} are never touched. If the method throws, the data is either unchanged
 * or fully sorted, never half-written (engines that cannot promise this for a path say so in their docs).
 */
public interface SortEngine {

    /** Short name, e.g. {@code cpu} or {@code gpu}. */
    String name();

    /** {@code null} when the engine can run here, else a precise reason it cannot. */
    String unavailableReason();

    void sort(int[] a, int from, int to);

    void sort(long[] a, int from, int to);

    void sort(float[] a, int from, int to);

    void sort(double[] a, int from, int to);

    void sort(int[] keys, int[] values, int from, int to, boolean stable);

    void sort(int[] keys, long[] values, int from, int to, boolean stable);

    void sort(long[] keys, int[] values, int from, int to, boolean stable);

    void sort(long[] keys, long[] values, int from, int to, boolean stable);

    void sort(float[] keys, int[] values, int from, int to, boolean stable);

    void sort(float[] keys, long[] values, int from, int to, boolean stable);

    void sort(double[] keys, int[] values, int from, int to, boolean stable);

    void sort(double[] keys, long[] values, int from, int to, boolean stable);

    /**
     * Sorts {@code count} keys of {@code keyType} stored in native byte order at the start of
     * {@code keys}; {@code values} is {@code null} or holds {@code count} values of {@code valueType}.
     * {@code count} may exceed {@code Integer.MAX_VALUE}.
     */
    void sort(MemorySegment keys, KeyType keyType, long count, MemorySegment values, ValueType valueType,
              boolean stable);
}
