package dev.samplesort.cpu;

import dev.samplesort.ValueType;
import dev.samplesort.spi.SortJob;
import dev.samplesort.internal.HeapScratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;

/**
 * Multi-word keys ({@link SortJob.Keys.Words}: W unsigned 64-bit words per key, word 0 first) on the CPU, as a
 * most-significant-word-first refinement over the engine's stable (long key, int row) sample sort:
 *
 * <ol>
 *   <li>sort (word 0, row) pairs;</li>
 *   <li>for each run of equal words 0..d with at least two rows (a "tie group"), sort its (word d+1, row) pairs;
 *       repeat for the next word inside the new tie groups, until no ties remain or the words run out;</li>
 *   <li>gather the key rows (unless the caller does not read them back: {@code keysOut} false) and the values by
 *       the final row order, one word column at a time (n extra longs).</li>
 * </ol>
 *
 * Every step is a stable sort of a range, so the result is stable. Uniform keys finish after step 1 plus one scan
 * (ties are rare); keys whose leading words repeat (composite keys whose first column has few values, records with
 * long shared prefixes) pay one pass per word that is needed to tell them apart, and only on the rows that need it —
 * the refinement the paper's sample sort does with equality buckets. Descending order complements every word
 * (unsigned order reversed, stable jobs keep equal keys in input order).
 *
 * <p>Limits: at most {@link #MAX_ROWS} keys per job (the row index is an {@code int}; the arrays are Java arrays).
 */
final class WordsSort {
    private WordsSort() {}

    /** Rows per job: the (word, row) pairs are Java arrays. */
    static final int MAX_ROWS = Integer.MAX_VALUE - 16;

    /** Tie groups smaller than this are always refined sequentially inside one task (see {@link #refine}). */
    private static final int SMALL_GROUP = 1 << 14;

    /** Rows gathered per task in the permutation step (about 1 MB of words per column per task). */
    private static final int GATHER_CHUNK = 1 << 17;

    private static final ValueLayout.OfLong WORD = ValueLayout.JAVA_LONG;

    /** A thread that is never started: a segment accessible by it is accessible by the engine's workers. */
    private static final Thread PROBE = new Thread(() -> { });

    /**
     * Sorts a multi-word job on up to {@code threads} threads of the engine's pool (1: this thread alone, the
     * engine's rule for a sort beside others).
     */
    static void sort(SortJob job, int threads) {
        long count = job.count();
        if (count > MAX_ROWS) {
            throw new IllegalArgumentException("multi-word keys: " + count + " keys in one job; the CPU backend sorts"
                    + " at most " + MAX_ROWS);
        }
        int n = (int) count;
        int w = ((SortJob.Keys.Words) job.keys()).words();
        MemorySegment keys = job.keySegment();
        MemorySegment values = job.valueSegment();
        // A thread-confined segment may only be touched by its owner: then this thread does every access.
        // "shared" below means: the pool's workers may touch the segments and the sort may use them.
        boolean shared = threads > 1 && keys.isAccessibleBy(PROBE)
                && (values == null || values.isAccessibleBy(PROBE));
        long flip = job.descending() ? -1L : 0L;   // complement: reverses unsigned order
        long[] tieBits = ((SortJob.Keys.Words) job.keys()).tieBits();
        if (w == 1 && oneWordInPlace(keys, values, n, flip, shared, threads)) {
            if (tieBits != null) tieBits(keys, w, n, tieBits, shared);
            return;
        }
        // kept between sorts (HeapScratch): fresh arrays of this size cost their zeroing and page faults
        long[] k = HeapScratch.longs(n);
        int[] row = HeapScratch.ints(n);
        loadFirst(keys, w, flip, k, row, n, shared);
        SampleSortLongInt.sort(k, row, 0, n, threads);
        List<int[]> groups = ties(k, 0, n, new ArrayList<>());
        for (int d = 1; d < w && !groups.isEmpty(); d++) {
            groups = refine(keys, w, d, flip, k, row, groups, shared, threads);
        }
        // the key copy is not needed for the gather: its array serves as the gather's buffer
        // records and objects read only the values (the row order): no gather of every word column for them
        // tie bits are read off the sorted words, so they need the gather too
        if (((SortJob.Keys.Words) job.keys()).keysOut() || tieBits != null) permuteWords(keys, w, row, n, k, shared);
        if (values != null) permuteValues(values, job.valueType(), row, n, k, shared);
        HeapScratch.give(k);
        HeapScratch.give(row);
        if (tieBits != null) tieBits(keys, w, n, tieBits, shared);
    }

    /** {@link SortJob.Keys.Words#tieBits}: bit i set when sorted key i equals key i - 1; whole longs per piece. */
    static void tieBits(MemorySegment keys, int w, int n, long[] bits, boolean shared) {
        int longs = (n + 63) / 64;
        chunks(longs, shared, (lo, hi) -> {
            for (int b = lo; b < hi; b++) {
                long out = 0;
                for (long i = Math.max(1, 64L * b), end = Math.min(n, 64L * b + 64); i < end; i++) {
                    boolean eq = true;
                    for (int q = 0; q < w && eq; q++) {
                        eq = keys.getAtIndex(WORD, i * w + q) == keys.getAtIndex(WORD, (i - 1) * w + q);
                    }
                    if (eq) out |= 1L << (i & 63);
                }
                bits[b] = out;
            }
        });
    }

    /**
     * One word per key whose words and values are heap arrays (what {@code KeyChain} hands over for objects by one
     * {@code long}, {@code double} or two {@code int} keys): the words are the keys of an ordinary stable pair sort,
     * in place — mapped to signed order, sorted with their values, mapped back. No row array, no key copy, no
     * gather (2^24 objects by a {@code long} on 2 cores, 2026-11-23: the words job took 665 ms through the
     * general path, whose five n-element arrays and two gathers it skips). False (nothing done) otherwise.
     */
    private static boolean oneWordInPlace(MemorySegment keys, MemorySegment values, int n, long flip, boolean shared,
                                          int threads) {
        long[] k = heapSlice(keys, long[].class, 8);
        Object v = values == null ? null : heapSlice(values, Object.class, values.byteSize() / Math.max(1, n));
        // heap arrays (the only ones taken here) are accessible from every thread: "shared" says only whether the
        // pool takes part
        if (k == null || (values != null && !(v instanceof int[] || v instanceof long[]))) return false;
        int from = (int) (keys.address() / 8), to = from + n;
        int vFrom = values == null ? 0 : (int) (values.address() / (values.byteSize() / n));
        if (v != null && vFrom != from) return false;  // the pair sorts take one range for both arrays
        long toSigned = flip ^ Long.MIN_VALUE;
        chunks(n, shared, (a, b) -> { for (int i = from + a; i < from + b; i++) k[i] ^= toSigned; });
        switch (v) {
            case null -> SampleSortLong.sort(k, from, to, threads);
            case int[] iv -> SampleSortLongInt.sort(k, iv, from, to, threads);
            case long[] lv -> SampleSortLongLong.sort(k, lv, from, to, threads);
            default -> throw new AssertionError(v);
        }
        chunks(n, shared, (a, b) -> { for (int i = from + a; i < from + b; i++) k[i] ^= toSigned; });
        return true;
    }

    /** The heap array behind a heap segment of elements of {@code width} bytes, or null (native memory, other type). */
    private static <A> A heapSlice(MemorySegment s, Class<A> type, long width) {
        Object base = s.heapBase().orElse(null);
        if (!type.isInstance(base) || s.address() % width != 0) return null;
        return type.cast(base);
    }

    /** The first word of every key (in signed order) and the identity rows, in parallel chunks. */
    private static void loadFirst(MemorySegment keys, int w, long flip, long[] k, int[] row, int n, boolean shared) {
        chunks(n, shared, (a, b) -> {
            for (int i = a; i < b; i++) {
                k[i] = (keys.getAtIndex(WORD, (long) i * w) ^ flip) ^ Long.MIN_VALUE;  // unsigned -> signed order
                row[i] = i;
            }
        });
    }

    /** Appends the runs of equal {@code k} in [from, to) with at least two rows. */
    private static List<int[]> ties(long[] k, int from, int to, List<int[]> out) {
        for (int i = from; i < to - 1; ) {
            int j = i + 1;
            while (j < to && k[j] == k[i]) j++;
            if (j - i > 1) out.add(new int[] {i, j});
            i = j;
        }
        return out;
    }

    /**
     * Sorts every tie group by word {@code d}; returns the groups still tied after it. A group gets the parallel
     * sort only when it holds at least a thread's share of all tied rows; the others are sorted sequentially, many
     * at once. Why: four {@code long} columns with 256 distinct values in the first leave 256 groups of n/256 rows;
     * sorting them one after another, each with the pool inside, ran at 0.60x the JDK route on 16 cores (2026-11-23),
     * where a 64K-row sort cannot keep 16 threads busy.
     */
    private static List<int[]> refine(MemorySegment keys, int w, int d, long flip, long[] k, int[] row,
                                      List<int[]> groups, boolean shared, int threads) {
        long tied = 0;
        for (int[] g : groups) tied += g[1] - g[0];
        long huge = Math.max(SMALL_GROUP, tied / Math.max(1, threads));
        List<int[]> small = new ArrayList<>(), next = new ArrayList<>();
        for (int[] g : groups) {
            if (g[1] - g[0] >= huge) {
                load(keys, w, d, flip, k, row, g[0], g[1]);
                SampleSortLongInt.sort(k, row, g[0], g[1], threads);   // parallel inside
                ties(k, g[0], g[1], next);
            } else {
                small.add(g);
            }
        }
        if (!small.isEmpty()) {
            List<int[]> found = java.util.Collections.synchronizedList(new ArrayList<>());
            boolean parallel = shared && small.size() > 1;
            RecursiveAction all = new SmallGroups(keys, w, d, flip, k, row, small, 0, small.size(), found, parallel);
            ForkJoinPool p = CpuConfig.pool();
            if (!parallel || ForkJoinTask.getPool() == p) all.invoke();
            else p.invoke(all);
            next.addAll(found);
        }
        return next;
    }

    private static void load(MemorySegment keys, int w, int d, long flip, long[] k, int[] row, int from, int to) {
        for (int i = from; i < to; i++) k[i] = (keys.getAtIndex(WORD, (long) row[i] * w + d) ^ flip) ^ Long.MIN_VALUE;
    }

    /** Many small tie groups: split the list among tasks; each group is sorted sequentially. */
    private static final class SmallGroups extends RecursiveAction {
        private final MemorySegment keys;
        private final int w, d, lo, hi;
        private final long flip;
        private final long[] k;
        private final int[] row;
        private final List<int[]> groups, found;
        private final boolean parallel;

        SmallGroups(MemorySegment keys, int w, int d, long flip, long[] k, int[] row, List<int[]> groups, int lo,
                    int hi, List<int[]> found, boolean parallel) {
            this.keys = keys; this.w = w; this.d = d; this.flip = flip; this.k = k; this.row = row;
            this.groups = groups; this.lo = lo; this.hi = hi; this.found = found; this.parallel = parallel;
        }

        @Override
        protected void compute() {
            long rows = 0;
            for (int i = lo; i < hi; i++) rows += groups.get(i)[1] - groups.get(i)[0];
            if (parallel && hi - lo > 1 && rows > SMALL_GROUP) {
                int mid = (lo + hi) >>> 1;
                invokeAll(new SmallGroups(keys, w, d, flip, k, row, groups, lo, mid, found, true),
                        new SmallGroups(keys, w, d, flip, k, row, groups, mid, hi, found, true));
                return;
            }
            List<int[]> mine = new ArrayList<>();
            for (int i = lo; i < hi; i++) {
                int[] g = groups.get(i);
                load(keys, w, d, flip, k, row, g[0], g[1]);
                SampleSortLongInt.sort(k, row, g[0], g[1], 1);
                ties(k, g[0], g[1], mine);
            }
            found.addAll(mine);
        }
    }

    /** Rewrites the key rows in sorted order, one word column at a time through a buffer of n longs. */
    private static void permuteWords(MemorySegment keys, int w, int[] row, int n, long[] col, boolean shared) {
        for (int d = 0; d < w; d++) {
            final int dd = d;
            chunks(n, shared, (a, b) -> { for (int i = a; i < b; i++) col[i] = keys.getAtIndex(WORD, (long) row[i] * w + dd); });
            chunks(n, shared, (a, b) -> { for (int i = a; i < b; i++) keys.setAtIndex(WORD, (long) i * w + dd, col[i]); });
        }
    }

    private static void permuteValues(MemorySegment v, ValueType vt, int[] row, int n, long[] buffer, boolean shared) {
        if (vt == ValueType.INT) {
            int[] tmp = HeapScratch.ints(n);
            chunks(n, shared, (a, b) -> { for (int i = a; i < b; i++) tmp[i] = v.getAtIndex(ValueLayout.JAVA_INT, row[i]); });
            chunks(n, shared, (a, b) -> { for (int i = a; i < b; i++) v.setAtIndex(ValueLayout.JAVA_INT, i, tmp[i]); });
            HeapScratch.give(tmp);
        } else {
            long[] tmp = buffer;
            chunks(n, shared, (a, b) -> { for (int i = a; i < b; i++) tmp[i] = v.getAtIndex(WORD, row[i]); });
            chunks(n, shared, (a, b) -> { for (int i = a; i < b; i++) v.setAtIndex(WORD, i, tmp[i]); });
        }
    }

    private interface Range { void run(int from, int to); }

    /** Runs {@code body} over [0, n) in chunks on the engine's pool (inline for small n or one thread). */
    private static void chunks(int n, boolean parallel, Range body) {
        if (!parallel || n <= GATHER_CHUNK || CpuConfig.threads() == 1) {
            body.run(0, n);
            return;
        }
        int tasks = (n + GATHER_CHUNK - 1) / GATHER_CHUNK;
        List<ForkJoinTask<?>> ts = new ArrayList<>(tasks);
        for (int t = 0; t < tasks; t++) {
            int a = t * GATHER_CHUNK, b = Math.min(n, a + GATHER_CHUNK);
            ts.add(ForkJoinTask.adapt(() -> body.run(a, b)));
        }
        ForkJoinPool p = CpuConfig.pool();
        if (ForkJoinTask.getPool() == p) ForkJoinTask.invokeAll(ts);
        else p.invoke(ForkJoinTask.adapt(() -> ForkJoinTask.invokeAll(ts)));
    }
}
