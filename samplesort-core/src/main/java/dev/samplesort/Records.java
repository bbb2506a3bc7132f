package dev.samplesort;

import dev.samplesort.cpu.CpuConfig;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import dev.samplesort.internal.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.util.Objects;
import java.util.stream.LongStream;

/**
 * Fixed-width record sorts ({@link Sorter#sort(MemorySegment, RecordLayout)}): the records are normalized into the
 * engines' one multi-word key form and sorted as (key words, record index) pairs, then moved.
 *
 * <ol>
 *   <li><b>Normalize.</b> Record {@code i}'s key bytes are packed big-endian into {@code W = ceil(keyLength / 8)}
 *       64-bit words; the last word is padded with zero bytes. Unsigned lexicographic order on the words is then
 *       exactly {@code memcmp} order on the bytes (every key has the same length, so the padding is the same in all
 *       keys and never decides). Descending sorts store the complement of every word, which reverses the unsigned
 *       order, and run the engine ascending: a stable descending sort then keeps equal keys in input order on
 *       every engine without relying on an engine's descending path. The value of key {@code i} is {@code i} (an
 *       {@code int} up to 2^31-1 records, else a {@code long}).</li>
 *   <li><b>Sort</b> the {@link Keys.Words} job on the sorter's engine (AUTO falls back to the CPU when the GPU
 *       fails; an engine that throws leaves the caller's records untouched, since nothing has been written to
 *       them yet).</li>
 *   <li><b>Gather</b> record {@code idx[j]} into slot {@code j} of an auxiliary off-heap buffer, then copy the
 *       buffer back over the caller's records. The caller's memory is written only after the sort succeeded, in
 *       one final copy; every byte of every record moves.</li>
 * </ol>
 *
 * <p>More records than one engine job takes (2^31-16 on the CPU) go through {@link WordsSplit} first: a sample-sort
 * step that distributes the (words, index) pairs into buckets of at most one job each.
 *
 * <p>Auxiliary memory (off-heap, freed before returning): {@code 8W + 4} bytes per record during the sort
 * ({@code 8W + 8} above 2^31-1 records), then the index plus one record size per record during the gather; the
 * words are freed before the gather buffer is allocated, so for gensort records the peak is 104 bytes per record.
 */
final class Records {
    private Records() {}

    private static final ValueLayout.OfLong BE_LONG =
            ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.BIG_ENDIAN);

    /** A thread that is never started: a segment accessible by it is accessible by the pool's workers. */
    private static final Thread PROBE = new Thread(() -> { });

    /** Records per parallel task: big enough that a task's overhead (~µs) is small next to packing 2^13 keys. */
    private static final long CHUNK = 1 << 13;

    /**
     * Largest record count sorted with an {@code int} index; above it the index is a {@code long}. Tests lower it
     * to exercise the {@code long} path without 2^31 records.
     */
    static volatile long intIndexLimit = Integer.MAX_VALUE;

    /** Checks the arguments; returns the number of records. */
    static long check(MemorySegment records, RecordLayout layout) {
        Objects.requireNonNull(records, "records");
        Objects.requireNonNull(layout, "layout");
        if (records.isReadOnly()) throw new IllegalArgumentException("records segment is read-only");
        if (records.byteSize() % layout.recordSize() != 0) {
            throw new IllegalArgumentException("records size " + records.byteSize() + " bytes is not a multiple of "
                    + "the record size " + layout.recordSize() + " bytes");
        }
        return records.byteSize() / layout.recordSize();
    }

    /** Sorts the n records of a checked segment with the sorter's backend, order and stability. */
    static void sort(Sorter sorter, MemorySegment records, RecordLayout layout, long n) {
        int w = layout.keyWords();
        if (n < 2) {
            // Still ask for an engine, so an explicit GPU request without a usable GPU fails for every size.
            sorter.run(job(new Keys.Words(MemorySegment.ofArray(new long[0]), w), null, n));
            return;
        }
        boolean desc = sorter.order() == Order.DESCENDING;
        // A thread-confined segment may only be touched by its owner: then this thread does every pass over it.
        boolean shared = records.isAccessibleBy(PROBE);
        boolean intIndex = n <= intIndexLimit && n <= WordsSplit.jobLimit;
        long r = layout.recordSize();
        // unzeroed mappings, first touched by the parallel passes (Scratch): Arena.allocate zeroed them on this
        // thread, 794 of 1684 ms for the gather buffer of 2^23 gensort records on 2 cores. Each is written in full
        // before it is read (pack: words and idx; gather: aux), so mappings kept from earlier sorts serve too.
        try (Scratch scratch = new Scratch()) {
            MemorySegment idx = scratch.reusable(n * (intIndex ? 4 : 8));
            try (Scratch wordScratch = new Scratch()) {
                MemorySegment words = wordScratch.reusable(n * w * 8L);
                KeyChain.phase("allocate");
                parallel(n, shared, (lo, hi) -> pack(records, layout, words, idx, intIndex, desc, lo, hi));
                KeyChain.phase("pack");
                if (intIndex) {
                    // only the row order is used: the engine need not move the words (keysOut false)
                    sorter.run(new SortJob(new Keys.Words(words, w, false), new Values.Native(idx, ValueType.INT), 0, n,
                            Order.ASCENDING, sorter.stable()));
                } else {
                    WordsSplit.sort(sorter, words, w, idx, n);   // long index; more keys than one job if need be
                }
                KeyChain.phase("sort");
            }
            MemorySegment aux = scratch.reusable(n * r);
            KeyChain.phase("allocate aux");
            parallel(n, shared, (lo, hi) -> gather(records, aux, idx, intIndex, r, lo, hi));
            KeyChain.phase("gather");
            // The one write to the caller's memory: after the sort succeeded and the gather is complete.
            parallel(n, shared, (lo, hi) -> MemorySegment.copy(aux, lo * r, records, lo * r, (hi - lo) * r));
            KeyChain.phase("copy back");
        }
    }

    private static SortJob job(Keys keys, Values values, long n) {
        return new SortJob(keys, values, 0, n, Order.ASCENDING, false);
    }

    /** Packs the keys of records [lo, hi) into words (complemented when descending) and sets idx[i] = i. */
    static void pack(MemorySegment records, RecordLayout layout, MemorySegment words, MemorySegment idx,
                     boolean intIndex, boolean desc, long lo, long hi) {
        int w = layout.keyWords(), len = layout.keyLength(), full = len >>> 3, rest = len & 7;
        long r = layout.recordSize(), size = records.byteSize();
        long flip = desc ? -1L : 0L;
        // The partial last word: rest key bytes in the high bytes, zero below.
        long restMask = rest == 0 ? 0 : -1L << (64 - 8 * rest);
        for (long i = lo; i < hi; i++) {
            long key = i * r + layout.keyOffset();
            long out = i * w * 8L;
            for (int j = 0; j < full; j++) {
                words.set(ValueLayout.JAVA_LONG, out + 8L * j, records.get(BE_LONG, key + 8L * j) ^ flip);
            }
            if (rest != 0) {
                long at = key + 8L * full, v;
                if (at + 8 <= size) {
                    // Reading past the key (into the record or the next one) is cheaper than byte loads; masked.
                    v = records.get(BE_LONG, at) & restMask;
                } else {
                    v = 0;
                    for (int b = 0; b < rest; b++) {
                        v |= (records.get(ValueLayout.JAVA_BYTE, at + b) & 0xFFL) << (56 - 8 * b);
                    }
                }
                words.set(ValueLayout.JAVA_LONG, out + 8L * full, v ^ flip);
            }
            if (intIndex) idx.setAtIndex(ValueLayout.JAVA_INT, i, (int) i);
            else idx.setAtIndex(ValueLayout.JAVA_LONG, i, i);
        }
    }

    /** aux slot j := record idx[j], for j in [lo, hi). */
    private static void gather(MemorySegment records, MemorySegment aux, MemorySegment idx, boolean intIndex, long r,
                               long lo, long hi) {
        for (long j = lo; j < hi; j++) {
            long src = intIndex ? idx.getAtIndex(ValueLayout.JAVA_INT, j) : idx.getAtIndex(ValueLayout.JAVA_LONG, j);
            MemorySegment.copy(records, src * r, aux, j * r, r);
        }
    }

    /** A range of records [lo, hi). */
    interface Range {
        void run(long lo, long hi);
    }

    /**
     * Runs body over [0, n) in chunks, in parallel on the common pool unless the CPU backend is set to one thread
     * (the benchmark's single-thread rows: then all of a record sort runs on one thread).
     */
    static void parallel(long n, Range body) { parallel(n, true, body); }

    /** As {@link #parallel(long, Range)}; {@code shared = false} keeps every chunk on the calling thread. */
    static void parallel(long n, boolean shared, Range body) {
        long tasks = (n + CHUNK - 1) / CHUNK;
        if (!shared || tasks <= 1 || CpuConfig.threads() == 1) {
            body.run(0, n);
            return;
        }
        LongStream.range(0, tasks).parallel().forEach(t -> body.run(t * CHUNK, Math.min(n, (t + 1) * CHUNK)));
    }
}
