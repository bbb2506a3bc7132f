package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Inputs and the reference for record sorts: key shapes x distributions x sizes, and the obvious Java answer (a
 * stable {@code Arrays.sort} of record indices by {@code Arrays.compareUnsigned} on the key slice).
 */
public final class RecordTestData {
    private RecordTestData() {}

    /** Key shapes: gensort, whole-record keys, keys of 1..20 bytes at odd offsets, a key ending the record. */
    public static final List<RecordLayout> LAYOUTS = List.of(
            RecordLayout.GENSORT,
            RecordLayout.wholeRecord(16),
            new RecordLayout(7, 2, 3),
            new RecordLayout(13, 5, 8),
            new RecordLayout(37, 3, 20),
            RecordLayout.wholeRecord(1),
            new RecordLayout(64, 60, 4),
            new RecordLayout(24, 8, 9));

    /** Key distributions. */
    public enum Dist {
        /** random key bytes */
        UNIFORM,
        /** every key the same (payloads differ) */
        ALL_EQUAL,
        /** keys equal except the last one or two bytes: every comparison runs to the end of the key */
        SHARED_PREFIX,
        /** five distinct keys */
        FEW_DISTINCT,
        /** keys already ascending */
        SORTED,
        /** keys descending */
        REVERSE
    }

    /** Sizes: empty, tiny, odd, and (for the CPU engine) several distribution levels. */
    public static final int[] SIZES = {0, 1, 2, 3, 17, 1001, 4097, 70_001};

    /** n records of the layout; payload bytes are random, key bytes follow the distribution. */
    public static byte[] records(RecordLayout l, Dist d, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int rs = l.recordSize(), off = l.keyOffset(), len = l.keyLength();
        byte[] a = new byte[n * rs];
        r.nextBytes(a);
        byte[] base = new byte[len];
        r.nextBytes(base);
        byte[][] few = new byte[5][len];
        for (byte[] f : few) r.nextBytes(f);
        for (int i = 0; i < n; i++) {
            int k = i * rs + off;
            switch (d) {
                case UNIFORM -> { }
                case ALL_EQUAL -> System.arraycopy(base, 0, a, k, len);
                case SHARED_PREFIX -> {
                    System.arraycopy(base, 0, a, k, len);
                    a[k + len - 1] = (byte) r.nextInt(256);
                    if (len > 1) a[k + len - 2] = (byte) r.nextInt(3);
                }
                case FEW_DISTINCT -> System.arraycopy(few[r.nextInt(5)], 0, a, k, len);
                case SORTED, REVERSE -> {
                    // big-endian counter in the key's last (up to) 4 bytes over a common prefix
                    long v = d == Dist.SORTED ? i : n - 1 - i;
                    System.arraycopy(base, 0, a, k, len);
                    for (int b = 0; b < Math.min(4, len); b++) a[k + len - 1 - b] = (byte) (v >>> (8 * b));
                }
            }
        }
        return a;
    }

    /** The key order as a comparator on record indices (memcmp on the key bytes). */
    public static Comparator<Integer> keyOrder(byte[] a, RecordLayout l) {
        int rs = l.recordSize(), off = l.keyOffset(), len = l.keyLength();
        return (x, y) -> Arrays.compareUnsigned(a, x * rs + off, x * rs + off + len, a, y * rs + off, y * rs + off + len);
    }

    /** The reference result: a stable sort of the records (descending = reversed comparator, still stable). */
    public static byte[] expected(byte[] a, RecordLayout l, boolean descending) {
        int rs = l.recordSize(), n = a.length / rs;
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        Comparator<Integer> c = keyOrder(a, l);
        Arrays.sort(idx, descending ? c.reversed() : c);
        byte[] out = new byte[a.length];
        for (int j = 0; j < n; j++) System.arraycopy(a, idx[j] * rs, out, j * rs, rs);
        return out;
    }

    /**
     * Checks {@code actual} against the reference: byte for byte when stable; otherwise the same key sequence and
     * the same multiset of whole records (every byte kept, equal keys in any order).
     */
    public static void assertSorted(byte[] input, byte[] expected, byte[] actual, RecordLayout l, boolean stable,
                                    String what) {
        if (stable) {
            assertArrayEquals(expected, actual, what);
            return;
        }
        int rs = l.recordSize(), n = input.length / rs, off = l.keyOffset(), len = l.keyLength();
        if (actual.length != expected.length) fail(what + ": length " + actual.length + " != " + expected.length);
        for (int j = 0; j < n; j++) {
            if (Arrays.compareUnsigned(expected, j * rs + off, j * rs + off + len, actual, j * rs + off,
                    j * rs + off + len) != 0) {
                fail(what + ": key of record " + j + " differs from the reference");
            }
        }
        assertArrayEquals(multiset(expected, rs), multiset(actual, rs), what + ": records (multiset) differ");
    }

    /** The records as a sorted array of whole records, for multiset comparison. */
    static byte[] multiset(byte[] a, int rs) {
        int n = a.length / rs;
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        Arrays.sort(idx, (x, y) -> Arrays.compareUnsigned(a, x * rs, x * rs + rs, a, y * rs, y * rs + rs));
        byte[] out = new byte[a.length];
        for (int j = 0; j < n; j++) System.arraycopy(a, idx[j] * rs, out, j * rs, rs);
        return out;
    }
}
