package dev.samplesort.cpu;

import java.lang.ref.SoftReference;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The parts of the team's wide count (DenseCountInt.wide and the other key types': the DENSE_WIDE route) that do not
 * depend on the key type: the members' counters kept between sorts, and the phases between the count and the write
 * and after it, which read and write counters only. The count and the write, which read and write keys, stay with
 * each key type's count (DenseCount, DenseCountFp). Member q's counters are {@code counts[q]}, each over the whole
 * span ({@code values} counters from the smallest key); the first member's become the totals.
 */
final class DenseWide {
    private DenseWide() {}

    /**
     * The counters, one array for each member, all zero, between sorts: behind a SoftReference (the GC clears it under
     * memory pressure), taken by one sort at a time (another's finds none and allocates), shared by every key type
     * (the counters are {@code int}s whatever the keys). Allocated each sort, a member's 8-32 MiB of counters cost the
     * zeroing and, in a large heap, the first touch of their pages (2 cores of the H200 host's Xeon, eighty-third
     * session, call C: `int` zipf 2^21 11.3 / 14.9 ms kept against 19.5 / 16.8 allocated, `Arrays.sort` 16.3 / 18.8
     * and 17.8 / 12.2 in those JVMs). A 2-core machine's team keeps two arrays of at most 2^23 counters
     * (CpuConfig.DENSE_WIDE_SPAN_MAX): 64 MiB.
     */
    private static final AtomicReference<SoftReference<int[][]>> KEPT = new AtomicReference<>();

    /** The counters of a team of {@code t}: the kept ones, or arrays still to allocate (nulls, see {@link #grown}). */
    static int[][] take(int t) {
        SoftReference<int[][]> kept = KEPT.getAndSet(null);
        int[][] counts = kept == null ? null : kept.get();
        return counts != null && counts.length == t ? counts : new int[t][];
    }

    /** Keeps {@code counts} for the next wide count: every counter must be zero. */
    static void keep(int[][] counts) {
        KEPT.set(new SoftReference<>(counts));
    }

    /** For tests: the counters kept for the next wide count (not taken), or null. */
    static int[][] kept() {
        SoftReference<int[][]> kept = KEPT.get();
        return kept == null ? null : kept.get();
    }

    /**
     * Member q's counters for {@code values} values: its kept array where that is large enough, else a new one (a
     * power of two: larger spans later grow a member's counters a few times at most); null where the heap has no room
     * (nothing written yet: the caller abandons the team's job and keeps no counters, since the others' may hold
     * counts).
     */
    static int[] grown(int[][] counts, int q, int values) {
        int[] c = counts[q];
        if (c != null && c.length >= values) return c;
        try {
            c = new int[Math.max(values, Integer.highestOneBit(values - 1) << 1)];
        } catch (OutOfMemoryError noHeap) {
            return null;
        }
        counts[q] = c;
        return c;
    }

    /**
     * The phase after the count, member q: its range of values summed over every member's counters into the first
     * member's (the others' cleared as they are read: kept for the next sort), and the range's sum in {@code sums[q]}.
     */
    static void sumRange(int[][] counts, int[] sums, int values, int q) {
        int t = counts.length, vl = slice(values, t, q), vr = slice(values, t, q + 1);
        int[] total = counts[0];
        for (int m = 1; m < t; m++) {
            int[] c = counts[m];
            for (int k = vl; k < vr; k++) {
                total[k] += c[k];
                c[k] = 0;
            }
        }
        int sum = 0;
        for (int k = vl; k < vr; k++) sum += total[k];
        sums[q] = sum;
    }

    /**
     * The phase before the write, member q of the write's slices of {@code [from, from + n)}: the value whose run holds
     * the slice's first slot ({@code firstValue[q]}) and that run's first slot ({@code firstPos[q]}), whole ranges of
     * values first, then value by value. A phase of its own: the totals are read here and by the write, and cleared
     * only after it.
     */
    static void firstSlot(int[][] counts, int[] sums, int values, int from, int n, int q, int[] firstValue,
                          int[] firstPos) {
        int t = counts.length, l = from + slice(n, t, q), range = 0, pos = from;
        int[] total = counts[0];
        while (range < t - 1 && pos + sums[range] <= l) pos += sums[range++];
        int k = slice(values, t, range);
        while (pos + total[k] <= l) pos += total[k++];
        firstValue[q] = k;
        firstPos[q] = pos;
    }

    /** The last phase, member q: a range of the totals cleared, kept for the next sort. */
    static void clear(int[][] counts, int values, int q) {
        int t = counts.length;
        Arrays.fill(counts[0], slice(values, t, q), slice(values, t, q + 1), 0);
    }

    /** The start of piece q of {@code n} items cut in {@code pieces}. */
    static int slice(int n, int pieces, int q) {
        return (int) ((long) n * q / pieces);
    }
}
