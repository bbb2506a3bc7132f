package dev.samplesort.cpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.internal.HeapScratch;
import java.lang.foreign.MemorySegment;
import java.lang.ref.SoftReference;
import java.lang.reflect.Array;

/** Dispatch of off-heap sorts to the generated SegmentSort classes, and the heap they may use. */
public final class SegmentSorts {
    private SegmentSorts() {}

    /** Where finished elements of off-heap sorts are reported (the CLI's progress bar); null: nowhere. */
    private static volatile java.util.function.LongConsumer progress;

    /**
     * Sets the listener told how many elements of an off-heap CPU sort reached their final place (once per bucket,
     * so at most a few thousand calls per sort). Process-wide: meant for a tool that runs one sort at a time.
     *
     * @param listener receives counts of finished elements, or {@code null} for none
     */
    public static void progress(java.util.function.LongConsumer listener) { progress = listener; }

    /** Reports {@code count} more elements in their final place. */
    static void finished(long count) {
        java.util.function.LongConsumer p = progress;
        if (p != null) p.accept(count);
    }

    /** Smallest leaf: below this a distribution step over the segment costs more than it saves. */
    static final long MIN_LEAF = 1 << 12;

    /** Largest leaf: 2^20 elements keep the leaf arrays of all workers within a few MiB per thread. */
    static final long MAX_LEAF = 1 << 20;

    /**
     * The largest piece of an off-heap sort that goes through heap arrays: every worker may hold one leaf of keys
     * (and values) plus the array core's buffer of the same size and its 2-byte oracle, so {@code threads} leaves
     * cost {@code threads * leaf * (2 * bytesPerElement + 2)} bytes of heap; that is kept within a quarter of the
     * maximum heap (and within [2^12, 2^20] elements, and {@code CpuConfig.segmentArrayLimit()} for tests). Off-heap
     * sorts therefore never need heap in proportion to n: 2^25 longs sort with {@code -Xmx128m}.
     *
     * @param bytesPerElement key bytes plus value bytes of one element
     */
    static long leafLimit(long bytesPerElement) {
        long budget = Runtime.getRuntime().maxMemory() / 4;
        long perLeafElement = (long) CpuConfig.threads() * (2 * bytesPerElement + 2);
        long fit = Math.max(MIN_LEAF, Math.min(MAX_LEAF, budget / perLeafElement));
        return Math.min(fit, CpuConfig.segmentArrayLimit());
    }

    /** Sorts n elements of k (and v, or null) on up to {@code threads} threads of the engine's pool. */
    /**
     * Per thread, the heap arrays (keys, values) of its last off-heap sort below {@link HeapScratch#MIN_LENGTH}
     * elements, which HeapScratch does not keep: the next sort's, where long enough. Why: 16 threads each sorting
     * off-heap `int` / `long` keys of 2^14 on 16 cores read 0.86-0.89x the JDK route (that copies into an array it
     * keeps), against 0.97-1.02x for the same keys on the heap (hundred-and-seventh session, call A). Behind a
     * SoftReference: at most two arrays of 2^16 elements a thread, which the collector may take back.
     */
    private static final ThreadLocal<SoftReference<Object[]>> SMALL = new ThreadLocal<>();

    /** An array of class {@code cls} of at least n elements, contents unspecified; {@link #give} it back after. */
    static Object array(Class<?> cls, int n, int slot) {
        if (n >= HeapScratch.MIN_LENGTH) return HeapScratch.array(cls, n);
        SoftReference<Object[]> ref = SMALL.get();
        Object[] mine = ref == null ? null : ref.get();
        Object a = mine == null ? null : mine[slot];
        if (a != null && a.getClass() == cls && Array.getLength(a) >= n) {
            mine[slot] = null;   // taken: a sort nested on this thread gets a new one
            return a;
        }
        return Array.newInstance(cls.getComponentType(), n);
    }

    /** Keeps an array from {@link #array} for a later sort on this thread (or in HeapScratch). */
    static void give(Object a, int slot) {
        if (Array.getLength(a) >= HeapScratch.MIN_LENGTH) {
            HeapScratch.give(a);
            return;
        }
        SoftReference<Object[]> ref = SMALL.get();
        Object[] mine = ref == null ? null : ref.get();
        if (mine == null) SMALL.set(new SoftReference<>(mine = new Object[2]));
        mine[slot] = a;
    }

    static void sort(MemorySegment k, KeyType kt, long n, MemorySegment v, ValueType vt, int threads) {
        if (v == null) {
            switch (kt) {
                case INT -> SegmentSortInt.sort(k, n, threads);
                case LONG -> SegmentSortLong.sort(k, n, threads);
                case FLOAT -> SegmentSortFloat.sort(k, n, threads);
                case DOUBLE -> SegmentSortDouble.sort(k, n, threads);
            }
        } else if (vt == ValueType.INT) {
            switch (kt) {
                case INT -> SegmentSortIntInt.sort(k, v, n, threads);
                case LONG -> SegmentSortLongInt.sort(k, v, n, threads);
                case FLOAT -> SegmentSortFloatInt.sort(k, v, n, threads);
                case DOUBLE -> SegmentSortDoubleInt.sort(k, v, n, threads);
            }
        } else {
            switch (kt) {
                case INT -> SegmentSortIntLong.sort(k, v, n, threads);
                case LONG -> SegmentSortLongLong.sort(k, v, n, threads);
                case FLOAT -> SegmentSortFloatLong.sort(k, v, n, threads);
                case DOUBLE -> SegmentSortDoubleLong.sort(k, v, n, threads);
            }
        }
    }
}
