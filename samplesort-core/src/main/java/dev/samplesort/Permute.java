package dev.samplesort;

import dev.samplesort.internal.HeapScratch;
import dev.samplesort.internal.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * Moves the caller's data by a permutation ({@code perm[i]} = the element that goes to position {@code i}). Every
 * copy is taken before the first element is written, so that running out of memory leaves all data unchanged.
 */
final class Permute {
    private Permute() {}

    private static final int CHUNK = 1 << 14;

    /** Checks that {@code a} is an array of {@code length} elements of a kind this class can move. */
    static void checkArray(Object a, int length, String what) {
        if (a == null) throw new NullPointerException(what + " is null");
        if (!a.getClass().isArray()) {
            throw new IllegalArgumentException(what + " is not an array: " + a.getClass().getName());
        }
        int len = java.lang.reflect.Array.getLength(a);
        if (len != length) {
            throw new IllegalArgumentException(what + " has " + len + " elements, expected " + length);
        }
    }

    /**
     * Reorders {@code [from, from + perm.length)} of every array: element {@code from + i} becomes the old
     * element {@code from + perm[i]}.
     */
    static void arrays(int[] perm, int from, Object... arrays) { arraysBy(perm, perm.length, from, arrays); }

    /**
     * {@link #arrays(int[], int, Object...)} by {@code perm[0, n)} ({@code perm} may be longer: a {@link HeapScratch}
     * array). From {@link HeapScratch#MIN_LENGTH} elements the copies are kept arrays of each array's own class,
     * filled by parallel chunks (object copies cleared after the gather) and kept again. Why: on the 16-core GPU host
     * (H100, 2026-11-23, {@code KeyPathProbe objects,strings 24 gpu 3}) a fresh copy ({@code Arrays.copyOfRange}: one
     * thread allocating and faulting in 64 MiB) took 82-102 ms for 2^24 objects and 260-390 ms for 2^24 strings,
     * the gather after it 33-36 and 159-173 ms.
     */
    static void arraysBy(int[] perm, int n, int from, Object... arrays) {
        boolean keep = n >= HeapScratch.MIN_LENGTH;
        Object[] copies = new Object[arrays.length];
        for (int k = 0; k < arrays.length; k++) {
            Object a = arrays[k];
            if (keep && a instanceof String[] o && pieces) {
                copies[k] = pieces(o, from, n);
            } else if (keep) {
                Object c = HeapScratch.array(a.getClass(), n);
                Parallel.chunks(n, CHUNK, (lo, hi) -> System.arraycopy(a, from + (int) lo, c, (int) lo, (int) (hi - lo)));
                copies[k] = c;
            } else {
                copies[k] = copyOfRange(a, from, from + n);
            }
        }
        for (int k = 0; k < arrays.length; k++) {
            if (copies[k] instanceof String[][] p) gatherPieces(perm, n, from, (String[]) arrays[k], p);
            else gather(perm, n, from, arrays[k], copies[k]);
        }
        if (!keep) return;
        for (Object c : copies) {
            if (c instanceof String[][]) continue; // young garbage
            if (c instanceof Object[] o) Parallel.chunks(n, CHUNK, (lo, hi) -> Arrays.fill(o, (int) lo, (int) hi, null));
            HeapScratch.give(c);
        }
    }

    /**
     * Whether strings are copied into young {@link #pieces}: with at least 8 threads in the common pool (the
     * permutation's workers). 2 cores, G1, {@code KeyPathProbe strings 22 cpu 7}, kept copy / pieces alternating
     * three times: permutation 29.6 / 33.8 / 46.5 ms against 49.8 / 52.1 / 54.3 (the pieces' allocation and young
     * collections cost more than the refinement they save there); 16 cores: 214-258 against 45-48 ms (below). The
     * crossover between 2 and 16 threads is not measured; 8 lies between.
     */
    private static final boolean PIECES = java.util.concurrent.ForkJoinPool.getCommonPoolParallelism() + 1 >= 8;

    private static volatile boolean pieces = PIECES;

    /** For tests: forces the pieces on or off ({@code null}: back to {@link #PIECES}). */
    static void setPieces(Boolean on) { pieces = on == null ? PIECES : on; }

    /** Elements per piece of a reference copy: 2^14 references are at most 128 KiB, never a humongous object. */
    private static final int PIECE_SHIFT = 14;

    /**
     * A copy of {@code a[from, from + n)} as pieces of 2^14 elements, arrays of {@code a}'s own class allocated by
     * the threads that fill them: young objects. Used for strings. Why: under G1 every reference stored into an old
     * array (a kept copy is old from its allocation: humongous) dirties its card, and G1 then refines each dirtied
     * card, adding the references to the remembered sets of the regions they point into, which for young targets
     * (strings just read or built) is a lot of work; stores into young arrays need none of it, so the caller's
     * array, written by the gather, is the only one refined. 16 cores, H100 host, 2026-11-23, {@code KeyPathProbe
     * objects,strings 24 gpu 5} (G1, two rounds, pieces / kept copy): strings' permutation 45.4 / 48.0 ms against
     * 214.2 / 258.1 ms (sort 273 / 290 ms against 396 / 451), but objects' 83.3 / 95.0 against 41.8 / 36.2: the
     * probe's objects were old, and the pieces only add allocation and young collections. Under the Parallel
     * collector the kept copy's permutation took 28.3 ms for strings. So strings take pieces; other objects the
     * kept copy.
     */
    private static String[][] pieces(String[] a, int from, int n) {
        String[][] p = new String[(n + (1 << PIECE_SHIFT) - 1) >>> PIECE_SHIFT][];
        Parallel.chunks(p.length, 8, (lo, hi) -> {
            for (int q = (int) lo; q < hi; q++) {
                int s = from + (q << PIECE_SHIFT);
                p[q] = Arrays.copyOfRange(a, s, Math.min(from + n, s + (1 << PIECE_SHIFT)));
            }
        });
        return p;
    }

    private static void gatherPieces(int[] perm, int n, int from, String[] dst, String[][] src) {
        final int mask = (1 << PIECE_SHIFT) - 1;
        Parallel.chunks(n, CHUNK, (l, h) -> {
            for (int i = (int) l; i < h; i++) {
                int j = perm[i];
                dst[from + i] = src[j >>> PIECE_SHIFT][j & mask];
            }
        });
    }

    private static Object copyOfRange(Object a, int from, int to) {
        return switch (a) {
            case int[] x -> Arrays.copyOfRange(x, from, to);
            case long[] x -> Arrays.copyOfRange(x, from, to);
            case double[] x -> Arrays.copyOfRange(x, from, to);
            case float[] x -> Arrays.copyOfRange(x, from, to);
            case short[] x -> Arrays.copyOfRange(x, from, to);
            case char[] x -> Arrays.copyOfRange(x, from, to);
            case byte[] x -> Arrays.copyOfRange(x, from, to);
            case boolean[] x -> Arrays.copyOfRange(x, from, to);
            case Object[] x -> Arrays.copyOfRange(x, from, to);
            default -> throw new IllegalArgumentException("not an array: " + a.getClass().getName());
        };
    }

    private static void gather(int[] perm, int n, int from, Object dst, Object src) {
        Parallel.chunks(n, CHUNK, (l, h) -> {
            int lo = (int) l, hi = (int) h;
            switch (dst) {
                case int[] d -> { int[] s = (int[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                case long[] d -> { long[] s = (long[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                case double[] d -> { double[] s = (double[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                case float[] d -> { float[] s = (float[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                case short[] d -> { short[] s = (short[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                case char[] d -> { char[] s = (char[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                case byte[] d -> { byte[] s = (byte[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                case boolean[] d -> { boolean[] s = (boolean[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                // Strings get a loop of their own: typed String[] to String[], the JIT needs no per-element store
                // check; the Object[] loop leaves it out only while its type profile has seen one array class, and
                // sorts of objects before strings in one JVM doubled the strings' permutation step (2^22, 2-core
                // machine: 50-60 → 102-113 ms)
                case String[] d -> { String[] s = (String[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                case Object[] d -> { Object[] s = (Object[]) src; for (int i = lo; i < hi; i++) d[from + i] = s[perm[i]]; }
                default -> throw new AssertionError(dst);
            }
        });
    }

    /**
     * Reorders segments of {@code n} elements each (element width = byte size / n, any width) by a permutation of
     * {@code n} {@code long}s in native byte order.
     */
    static void segments(MemorySegment perm, long n, MemorySegment... segs) {
        try (Scratch arena = new Scratch()) {
            MemorySegment[] copies = new MemorySegment[segs.length];
            for (int k = 0; k < segs.length; k++) copies[k] = arena.allocate(segs[k].byteSize()).copyFrom(segs[k]);
            for (int k = 0; k < segs.length; k++) {
                MemorySegment d = segs[k], s = copies[k];
                long w = n == 0 ? 0 : d.byteSize() / n;
                Parallel.chunks(n, CHUNK, Parallel.shared(d, perm), (lo, hi) -> {
                    for (long i = lo; i < hi; i++) {
                        long j = perm.getAtIndex(ValueLayout.JAVA_LONG, i);
                        if (w == 8) d.setAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i, s.getAtIndex(ValueLayout.JAVA_LONG, j));
                        else if (w == 4) d.setAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i, s.getAtIndex(ValueLayout.JAVA_INT, j));
                        else MemorySegment.copy(s, j * w, d, i * w, w);
                    }
                });
            }
        }
    }
}
