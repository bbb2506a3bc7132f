package dev.samplesort.internal;

import dev.samplesort.spi.Properties;
import java.lang.ref.SoftReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Large primitive heap arrays kept between sorts of objects, strings and keys (issue 16): the key words, the row
 * permutation, the refinement rounds' row arrays.
 *
 * <p>Why: a fresh array of tens of megabytes is zeroed by the allocating thread alone, and on a heap whose regions
 * were never used the zeroing also takes every page fault. That, not the sort, was most of an object sort's time:
 * 2^24 objects by a {@code long} on the 16-core GPU host (H100, 2026-11-23, {@code KeyPathProbe objects 24 gpu 5}):
 * identity permutation 44 ms, encoding 100 ms, permutation 143 ms, the GPU sort with its transfers 21 ms; on the
 * 2-core machine ({@code KeyPathProbe objects 22 cpu 5}) the same phases took 30 / 60 / 64 ms on a fresh heap and
 * 1.5 / 5.8 / 21 ms with {@code -XX:+AlwaysPreTouch}. Reusing the arrays gives every sort after the first the
 * pre-touched figures, whatever the JVM's options (2-core machine: identity 30 → 0.8 ms, encoding 60 → 7.8 ms).
 * Reference arrays are not kept: see {@code Permute.arraysBy}.
 *
 * <p>What is kept: at most {@link #SLOTS} arrays, each of at least {@link #MIN_LENGTH} elements, each through a
 * {@link SoftReference} (the collector clears them before it would throw {@code OutOfMemoryError}), together at most
 * {@code samplesort.scratch.retainBytes} (default an eighth of the maximum heap). Contents of a taken array are
 * unspecified: callers write every element they read. Thread-safe: a taken array belongs to its taker alone.
 */
public final class HeapScratch {
    private HeapScratch() {}

    /** Below this, allocation is cheap (it fits a TLAB or a few pages): no caching. */
    public static final int MIN_LENGTH = 1 << 16;

    /** Arrays kept at once: the words, the permutation and the three refinement arrays of strings, with room. */
    private static final int SLOTS = 8;

    private static final long RETAIN_BYTES = Properties.system().bytesValue("samplesort.scratch.retainBytes",
            Runtime.getRuntime().maxMemory() / 8);

    private static final AtomicReferenceArray<SoftReference<Object>> KEPT = new AtomicReferenceArray<>(SLOTS);

    /** The bound on the bytes kept ({@code samplesort.scratch.retainBytes}); {@code samplesort info} shows it. */
    public static long retainBytes() { return RETAIN_BYTES; }

    /** An {@code int[]} of at least {@code n} elements (exactly {@code n} when none is kept), contents unspecified. */
    public static int[] ints(int n) {
        Object a = take(int[].class, n);
        return a != null ? (int[]) a : new int[n];
    }

    /** A {@code long[]} of at least {@code n} elements, contents unspecified. */
    public static long[] longs(int n) {
        Object a = take(long[].class, n);
        return a != null ? (long[]) a : new long[n];
    }

    /**
     * An array of class {@code arrayClass} ({@code long[]}, {@code double[]}, a {@code String[]}, a {@code Person[]})
     * of at least {@code n} elements; contents unspecified for primitives, every element null for references (the
     * giver cleared them: {@link #give(Object)}). Of the caller's class, not an {@code Object[]}: gathering from a
     * copy of the array's own class, the JIT leaves out the per-element store check that reads every object's header
     * (2^22 objects, 2-core machine: gather 30-45 ms from a copy of the same class, 66-91 ms from an
     * {@code Object[]}).
     */
    public static Object array(Class<?> arrayClass, int n) {
        if (!arrayClass.isArray()) throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        Object a = take(arrayClass, n);
        return a != null ? a : java.lang.reflect.Array.newInstance(arrayClass.getComponentType(), n);
    }

    /** Keeps {@code a} for a later sort (or drops it: too small, too large, no room). */
    public static void give(int[] a) { keep(a, 4L * a.length); }

    public static void give(long[] a) { keep(a, 8L * a.length); }

    /**
     * Keeps the array {@code a}; an array of references only once the caller has set every element to null, so
     * nothing of the caller's stays reachable from here.
     */
    public static void give(Object a) { keep(a, bytesOf(a)); }

    private static boolean worthKeeping(int length, long bytes) {
        return length >= MIN_LENGTH && bytes <= RETAIN_BYTES;
    }

    private static Object take(Class<?> type, int n) {
        if (n < MIN_LENGTH) return null;
        int best = -1;
        long bestLength = Long.MAX_VALUE;
        for (int i = 0; i < SLOTS; i++) {
            SoftReference<Object> r = KEPT.get(i);
            Object a = r == null ? null : r.get();
            if (a == null || a.getClass() != type) continue;
            int len = java.lang.reflect.Array.getLength(a);
            // at most twice as long: a small sort should not hold on to (and later give back) a huge array
            if (len >= n && len <= 2L * n && len < bestLength) {
                best = i;
                bestLength = len;
            }
        }
        if (best < 0) return null;
        SoftReference<Object> r = KEPT.get(best);
        if (r == null || !KEPT.compareAndSet(best, r, null)) return null;  // another sort took it first
        return r.get();
    }

    private static void keep(Object a, long bytes) {
        if (!worthKeeping(java.lang.reflect.Array.getLength(a), bytes)) return;
        // an empty (or cleared) slot first, then the smallest array kept, while the total stays within the bound
        long total = bytes;
        int victim = -1;
        long victimBytes = Long.MAX_VALUE;
        for (int i = 0; i < SLOTS; i++) {
            SoftReference<Object> r = KEPT.get(i);
            Object b = r == null ? null : r.get();
            if (b == null) {
                if (victimBytes > 0) {
                    victim = i;
                    victimBytes = 0;
                }
                continue;
            }
            long bb = bytesOf(b);
            total += bb;
            if (bb < victimBytes) {
                victim = i;
                victimBytes = bb;
            }
        }
        if (total - victimBytes > RETAIN_BYTES || victimBytes > bytes) return;
        KEPT.set(victim, new SoftReference<>(a));
    }

    private static long bytesOf(Object a) {
        long len = java.lang.reflect.Array.getLength(a);
        return switch (a) {
            case long[] x -> 8 * len;
            case double[] x -> 8 * len;
            case short[] x -> 2 * len;
            case char[] x -> 2 * len;
            case byte[] x -> len;
            case boolean[] x -> len;
            default -> 4 * len;   // int[], float[], and references (compressed)
        };
    }
}
