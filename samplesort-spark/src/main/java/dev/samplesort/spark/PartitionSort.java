package dev.samplesort.spark;

import dev.samplesort.RecordLayout;
import dev.samplesort.Sorter;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import scala.Tuple2;

/**
 * Sorts one partition: gathers it into primitive arrays (keys, or 64-bit key prefixes plus an index permutation;
 * for records, an off-heap run of key bytes plus index), runs one samplesort call, then streams the result out. No
 * per-element comparator is ever called.
 */
final class PartitionSort {
    private PartitionSort() {}

    /** A growable long[] (partition sizes are unknown until the shuffle iterator is drained). */
    static final class Longs {
        long[] a = new long[1024];
        int n;

        void add(long v) {
            if (n == a.length) a = Arrays.copyOf(a, grow(n));
            a[n++] = v;
        }
    }

    /** A growable Object[]: the partition's elements (or records, or rows), kept to be emitted by index. */
    static final class Refs {
        Object[] a = new Object[1024];
        int n;

        void add(Object v) {
            if (n == a.length) a = Arrays.copyOf(a, grow(n));
            a[n++] = v;
        }
    }

    private static int grow(int n) {
        if (n >= Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("a partition of more than 2^31-16 elements cannot be sorted in arrays;"
                    + " use more partitions");
        }
        return (int) Math.min(Integer.MAX_VALUE - 16L, n * 2L);
    }

    static int[] iota(int n) {
        int[] idx = new int[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        return idx;
    }

    /** Keys only: one primitive sort of the keys themselves (records: of their prefixes with an index). */
    @SuppressWarnings("unchecked")
    static <K> Iterator<K> sortKeys(Iterator<K> in, KeyKind<K> kind, Sorter sorter, SortMetrics m) {
        long t0 = System.nanoTime();
        if (kind instanceof KeyKind.Records r) {
            Refs recs = new Refs();
            while (in.hasNext()) recs.add(in.next());
            long t1 = System.nanoTime();
            int[] order = recordOrder(recs.a, recs.n, r.format, sorter);
            record(m, recs.n, t0, t1, System.nanoTime());
            Object[] a = recs.a;
            return (Iterator<K>) mapped(order.length, i -> a[order[i]]);
        }
        Longs keys = new Longs();
        while (in.hasNext()) keys.add(kind.prefix(in.next()));
        long t1 = System.nanoTime();
        int n = keys.n;
        long[] a = keys.a;
        Iterator<?> out;
        if (kind == KeyKind.LONG) {
            sorter.sort(a, 0, n);
            out = mapped(n, i -> a[i]);
        } else if (kind == KeyKind.INT) {
            int[] k = new int[n];
            for (int i = 0; i < n; i++) k[i] = (int) a[i];
            sorter.sort(k);
            out = mapped(n, i -> k[i]);
        } else {
            // The prefix of a double is its Double.compare order as a long; sorting those is the double sort.
            sorter.sort(a, 0, n);
            out = mapped(n, i -> {
                long b = a[i];
                return Double.longBitsToDouble(b ^ ((b >> 63) & Long.MAX_VALUE));
            });
        }
        record(m, n, t0, t1, System.nanoTime());
        return (Iterator<K>) out;
    }

    /** Key-value pairs: prefixes + index sorted by samplesort, then the pairs are emitted in that order. */
    @SuppressWarnings("unchecked")
    static <K, V> Iterator<Tuple2<K, V>> sortPairs(Iterator<Tuple2<K, V>> in, KeyKind<K> kind, Sorter sorter,
                                                    SortMetrics m) {
        long t0 = System.nanoTime();
        Refs pairs = new Refs();
        while (in.hasNext()) pairs.add(in.next());
        int n = pairs.n;
        Object[] p = pairs.a;
        int[] order;
        long t1;
        if (kind instanceof KeyKind.Records r) {
            Object[] keys = new Object[n];
            for (int i = 0; i < n; i++) keys[i] = ((Tuple2<?, ?>) p[i])._1();
            t1 = System.nanoTime();
            order = recordOrder(keys, n, r.format, sorter);
        } else {
            long[] prefix = new long[n];
            for (int i = 0; i < n; i++) prefix[i] = kind.prefix(((Tuple2<K, V>) p[i])._1());
            t1 = System.nanoTime();
            order = iota(n);
            sorter.sort(prefix, order);
        }
        record(m, n, t0, t1, System.nanoTime());
        return mapped(n, i -> (Tuple2<K, V>) p[order[i]]);
    }

    /**
     * The sorted order of {@code n} records. Keys of up to 16 bytes: samplesort on (key bytes 0-7, index), then each
     * run of equal first words sorted by key bytes 8-15 ({@link #prefixOrder}). Longer keys: samplesort-core's record
     * sort on (key bytes, index) records ({@link #recordSortOrder}).
     * Why two paths: on 2^19 gensort records (one TeraSort partition), CPU backend, warm, on the 2-core development
     * machine (2026-11-23, load ~8), the prefix path takes 69-85 ms and the record sort 195-238 ms (same order), so
     * keys that fit two words keep the prefix path. This is the one place where partitions of records are ordered.
     */
    static int[] recordOrder(Object[] recs, int n, RecordFormat f, Sorter sorter) {
        for (int i = 0; i < n; i++) {
            byte[] r = (byte[]) recs[i];
            if (r == null) throw new NullPointerException("null record at position " + i + " of a partition");
            f.check(r);
        }
        return f.keyLength() <= 16 ? prefixOrder(recs, n, f, sorter) : recordSortOrder(recs, n, f, sorter);
    }

    /** Keys of at most 16 bytes: one (long, int) samplesort, then ties on the first word refined by the second. */
    static int[] prefixOrder(Object[] recs, int n, RecordFormat f, Sorter sorter) {
        long[] hi = new long[n];
        for (int i = 0; i < n; i++) hi[i] = f.hi((byte[]) recs[i]);
        int[] idx = iota(n);
        sorter.sort(hi, idx);
        if (f.keyLength() <= 8) return idx;
        long[] lo = null;
        for (int s = 0; s < n; ) {
            int e = s + 1;
            while (e < n && hi[e] == hi[s]) e++;
            if (e - s > 1) {
                if (lo == null) lo = new long[n];
                for (int j = s; j < e; j++) lo[j] = f.lo((byte[]) recs[idx[j]]);
                sorter.sort(lo, idx, s, e);
            }
            s = e;
        }
        return idx;
    }

    /**
     * Any key length, by samplesort-core's record sort: each record's key bytes plus its
     * 4-byte index are packed into one off-heap record of {@code keyLength + 4} bytes, those short records are sorted
     * by their key bytes ({@link Sorter#sort(MemorySegment, RecordLayout)}: the keys as 64-bit words, on the GPU under
     * AUTO where one is usable), and the indexes are read back in sorted order. Only key bytes and indexes move —
     * 14 bytes per gensort record, not 100 — and the caller's record objects are emitted by reference.
     */
    static int[] recordSortOrder(Object[] recs, int n, RecordFormat f, Sorter sorter) {
        int kl = f.keyLength(), off = f.keyOffset(), size = kl + 4;
        int[] idx = new int[n];
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment packed = arena.allocate((long) n * size, 8);
            for (int i = 0; i < n; i++) {
                byte[] r = (byte[]) recs[i];
                long at = (long) i * size;
                MemorySegment.copy(r, off, packed, ValueLayout.JAVA_BYTE, at, kl);
                packed.set(ValueLayout.JAVA_INT_UNALIGNED, at + kl, i);
            }
            sorter.sort(packed, new RecordLayout(size, 0, kl));
            for (int j = 0; j < n; j++) idx[j] = packed.get(ValueLayout.JAVA_INT_UNALIGNED, (long) j * size + kl);
        }
        return idx;
    }

    static void record(SortMetrics m, int n, long t0, long t1, long t2) {
        if (m == null) return;
        m.records.add(n);
        m.partitions.add(1);
        m.gatherNanos.add(t1 - t0);
        m.sortNanos.add(t2 - t1);
    }

    static <T> Iterator<T> mapped(int n, java.util.function.IntFunction<T> f) {
        return new Iterator<>() {
            int i;

            @Override public boolean hasNext() { return i < n; }

            @Override public T next() {
                if (i >= n) throw new NoSuchElementException();
                return f.apply(i++);
            }
        };
    }
}
