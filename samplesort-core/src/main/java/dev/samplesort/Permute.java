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
     * the gather after it 33-36 and 159-173 ms. Strings with {@link #PIECES} go another way: {@link #gatherToPieces}.
     */
    static void arraysBy(int[] perm, int n, int from, Object... arrays) {
        boolean keep = n >= HeapScratch.MIN_LENGTH;
        Object[] copies = new Object[arrays.length];
        boolean[] young = new boolean[arrays.length];
        // every copy (and every piece) exists before the first element of any array is written
        for (int k = 0; k < arrays.length; k++) {
            Object a = arrays[k];
            if (keep && a instanceof String[] o && pieces) {
                copies[k] = gatherToPieces(perm, n, from, o);
                young[k] = true;
            } else if (keep) {
                Object c = HeapScratch.array(a.getClass(), n);
                Parallel.chunks(n, CHUNK, (lo, hi) -> System.arraycopy(a, from + (int) lo, c, (int) lo, (int) (hi - lo)));
                copies[k] = c;
            } else {
                copies[k] = copyOfRange(a, from, from + n);
            }
        }
        for (int k = 0; k < arrays.length; k++) {
            if (young[k]) copyBack((String[][]) copies[k], from, (String[]) arrays[k]);
            else gather(perm, n, from, arrays[k], copies[k]);
        }
        if (!keep) return;
        for (int k = 0; k < arrays.length; k++) {
            if (young[k]) continue; // young garbage
            Object c = copies[k];
            if (c instanceof Object[] o) Parallel.chunks(n, CHUNK, (lo, hi) -> Arrays.fill(o, (int) lo, (int) hi, null));
            HeapScratch.give(c);
        }
    }

    /**
     * Whether strings are permuted through young {@link #gatherToPieces}: with at least 8 threads in the common pool
     * (the permutation's workers). 2 cores, G1, {@code KeyPathProbe strings 22 cpu 5}: the kept copy's permutation
     * 42-51 ms against 60-63 ms through pieces (their allocation and young collections cost more than the card
     * work they save there); 16 cores: below. The crossover between 2 and 16 threads is not measured; 8 lies between.
     */
    private static final boolean PIECES = java.util.concurrent.ForkJoinPool.getCommonPoolParallelism() + 1 >= 8;

    private static volatile boolean pieces = PIECES;

    /** For tests: forces the pieces on or off ({@code null}: back to {@link #PIECES}). */
    static void setPieces(Boolean on) { pieces = on == null ? PIECES : on; }

    /** Elements per piece: 2^14 references are at most 128 KiB, never a humongous object. */
    private static final int PIECE_SHIFT = 14;

    /**
     * The permuted {@code a[from, from + n)} as young pieces of 2^14 strings (piece q holds positions
     * {@code q * 2^14 ..}), each allocated and filled by the thread that gathers it from {@code a}; then
     * {@link #copyBack} copies them into {@code a}. Why: under G1 every reference stored into an old array (the
     * caller's array; a kept copy is old from its allocation: humongous) goes through the post-write barrier's
     * slow path, a fence and a dirtied card per store, and G1 then refines each dirtied card; stores into young
     * arrays skip all of it, and {@code System.arraycopy} into the old array marks its cards once per range.
     * 16 cores, H100 host, {@code KeyPathProbe strings,objects 24 gpu 5}, two rounds (2026-11-23, fourteenth
     * session): strings' permutation 29.8-34.3 ms this way against 46.7-55.5 ms with young copies of the input
     * gathered into the caller's array (the twelfth session's way) and 214-258 ms with the kept copy (twelfth
     * session). Objects are left to the kept copy: this way took them 73-85 ms against 46 ms in the first round
     * (their kept copy's time swings, 46-147 ms, with the collector's state after the strings).
     */
    private static String[][] gatherToPieces(int[] perm, int n, int from, String[] a) {
        String[][] p = new String[(n + (1 << PIECE_SHIFT) - 1) >>> PIECE_SHIFT][];
        Parallel.chunks(p.length, 4, (lo, hi) -> {
            for (int q = (int) lo; q < hi; q++) {
                int s = q << PIECE_SHIFT, len = Math.min(n - s, 1 << PIECE_SHIFT);
                String[] pc = new String[len];
                for (int i = 0; i < len; i++) pc[i] = a[from + perm[s + i]];
                p[q] = pc;
            }
        });
        return p;
    }

    /** Copies the pieces of {@link #gatherToPieces} into {@code a[from, from + n)}. */
    private static void copyBack(String[][] p, int from, String[] a) {
        Parallel.chunks(p.length, 4, (lo, hi) -> {
            for (int q = (int) lo; q < hi; q++) System.arraycopy(p[q], 0, a, from + (q << PIECE_SHIFT), p[q].length);
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
