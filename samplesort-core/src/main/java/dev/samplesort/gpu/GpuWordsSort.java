package dev.samplesort.gpu;

import dev.samplesort.BackendFailureException;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.cuda.KernelArgs;
import dev.samplesort.spi.SortJob;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Multi-word keys on the GPU ({@link SortJob.Keys.Words}: composite keys, records, 128-bit keys) and stable
 * key-value sorts, by refinement over the one-word sample sort (kernels: {@code words.cuh}).
 *
 * <p>A key is read as a bit string: its W words (complemented for descending order), then — for stable sorts — the
 * 32-bit row index. Pass 0 sorts (word 0, row) with {@link GpuSampleSort} as 64-bit keys with 32-bit values. Each
 * later pass compacts the rows that are still tied (runs of equal keys), numbers their G groups, and sorts them by
 * (group number in the top ceil(log2 G) bits | the next bits of the bit string); the refined rows go back to their
 * places. The loop ends when nothing is tied or the bit string is used up. Then the key rows and the values are
 * gathered by the final row order. Large unstable sorts whose sampled prefixes do not repeat pack pass 0 instead
 * ({@link #packBits}): (the first 64 − rb bits | the row index) as keys alone.
 *
 * <p>Why this shape: it reuses the sample sort's fastest path (8-byte keys, 4-byte values) for every key width, and
 * it pays for width only where keys need it: uniform 128-bit keys and gensort keys finish after pass 0 (ties in 64
 * random bits are rare), a stable sort pays one extra pass over the tied rows only, and composite keys whose leading
 * columns repeat pay a pass per 64 − log2 G bits that tell their rows apart.
 *
 * <p>Limit: fewer than 2^32 rows (row indices are 32-bit).
 */
final class GpuWordsSort {
    private GpuWordsSort() {}

    /** Rows per sort: the row index is a 32-bit value. */
    static final long MAX_ROWS = (1L << 32) - 1;

    private static final int TILE = 2048;          // WORDS_TILE in words.cuh (= the scan's tile)
    private static final long SIGN = Long.MIN_VALUE;

    /** Device bytes a sort of {@code n} rows of {@code w} words (and values) needs besides its input, at most. */
    static long auxiliaryBytes(long n, int w, int valueBytes) {
        // rows + pass keys, compacted pos/row/key of one pass, the sample sort's aux (12 n), gather buffer
        return n * (4 + 8 + 16 + 12) + n * Math.max(8L * w, valueBytes) + (n / TILE + 1) * 32 + (1 << 22);
    }

    /**
     * Sorts {@code n} rows of {@code w} words in {@code words} (device, row-major) and the values that go with them
     * (or {@code null}), in place. Returns when done.
     */
    static void sortWords(SortSession s, DeviceMemory words, int w, DeviceMemory values, ValueType vt, long n,
                          Order order, boolean stable) {
        if (n < 2) return;
        try (DeviceMemory row = rows(s, words, w, n, order == Order.DESCENDING ? -1L : 0L, stable)) {
            try (DeviceMemory out = s.allocate(n * 8L * Math.max(w, 1))) {
                s.args.clear().ptr(words.address()).i32(w).ptr(row.address()).i64(n).ptr(out.address());
                s.launch(s.rt.kernels.get("ss_words_gather", 256, false), grid(s, n * w));
                s.stream.copyDeviceToDevice(words, 0, out, 0, n * 8L * w);
            }
            if (values != null) gather(s, values, vt.byteSize(), row, n);
            s.mark("words: gather");
            s.stream.synchronize();
            s.collectProfile();
        }
    }

    /**
     * Stable key-value sort of primitive keys. By default ({@link GpuPolicy#stableScatter}) the key-value sample
     * sort itself with the stable scatter: it costs about what the unstable sort costs. Floating-point keys with a
     * NaN other than the canonical one (which the sample sort would order by its bits) and the policy's other
     * choice take the (key, row) route: 32-bit keys: (ordered key << 32 | row) is one 64-bit key without ties, so
     * one sort of 64-bit keys is stable (the values ride along, or are gathered by row). 64-bit keys: one-word keys
     * with the row index appended, refined where tied. Floating-point NaNs rank as one value, so they keep their
     * input order (and their bits), as in {@code Arrays.sort}.
     */
    static void sortStablePairs(SortSession s, DeviceMemory keys, KeyType kt, DeviceMemory values, ValueType vt,
                                long n, Order order, GpuPolicy policy) {
        if (n < 2) return;
        int kind = KeyKind.of(kt, Order.ASCENDING);
        if (policy.stableScatter() && !oddNaN(s, keys, kt, n)) {
            GpuSampleSort.sort(s, keys, values, n, kt, vt, order, policy, true);
            return;
        }
        if (kt.byteSize() == 4) {
            int flip = order == Order.DESCENDING ? -1 : 0;
            if (policy.stablePayload()) {
                stablePayload32(s, keys, kt, values, vt, n, kind, flip, policy);
                return;
            }
            try (DeviceMemory packed = s.allocate(8 * n)) {
                s.args.clear().ptr(keys.address()).i32(kind).i32(flip).i64(n).ptr(packed.address());
                s.launch(s.rt.kernels.get("ss_stable_pack32", 256, false), grid(s, n));
                GpuSampleSort.sort(s, packed, null, n, KeyType.LONG, null, Order.ASCENDING, policy);
                // keys come back from the packed bits; only the values need a gather
                try (DeviceMemory kout = s.allocate(4 * n); DeviceMemory vout = s.allocate(n * vt.byteSize())) {
                    s.args.clear().ptr(packed.address()).i32(kind).i32(flip).i64(n).ptr(keys.address())
                            .ptr(kout.address()).ptr(values.address()).ptr(vout.address());
                    s.launch(s.rt.kernels.get(vt.byteSize() == 4 ? "ss_stable_finish32_u32" : "ss_stable_finish32_u64",
                            256, false), grid(s, n));
                    s.stream.copyDeviceToDevice(keys, 0, kout, 0, 4 * n);
                    s.stream.copyDeviceToDevice(values, 0, vout, 0, n * vt.byteSize());
                }
                s.stream.synchronize();
            }
            return;
        }
        DeviceMemory row;
        try (DeviceMemory words = s.allocate(n * 8L)) {
            s.args.clear().ptr(keys.address()).i32(kind).i64(n).ptr(words.address());
            s.launch(s.rt.kernels.get("ss_words_from_u64", 256, false), grid(s, n));
            row = rows(s, words, 1, n, order == Order.DESCENDING ? -1L : 0L, true);
        }
        try (row) {
            gather(s, keys, kt.byteSize(), row, n);
            gather(s, values, vt.byteSize(), row, n);
            s.stream.synchronize();
        }
    }

    /**
     * The stable sort of 32-bit keys with values as one key-value sort: the packed (ordered key << 32 | row) words
     * are the keys, the caller's values their payload, moved by every scatter and bucket sort instead of gathered by
     * row at the end (a random read of every value). Then the keys are unpacked: in place for int keys, through a
     * buffer for float keys, whose NaNs take their original bits from their row.
     */
    private static void stablePayload32(SortSession s, DeviceMemory keys, KeyType kt, DeviceMemory values,
                                        ValueType vt, long n, int kind, int flip, GpuPolicy policy) {
        try (DeviceMemory packed = s.allocate(8 * n)) {
            s.args.clear().ptr(keys.address()).i32(kind).i32(flip).i64(n).ptr(packed.address());
            s.launch(s.rt.kernels.get("ss_stable_pack32", 256, false), grid(s, n));
            GpuSampleSort.sort(s, packed, values, n, KeyType.LONG, vt, Order.ASCENDING, policy);
            boolean inPlace = kt == KeyType.INT;
            try (DeviceMemory kout = inPlace ? null : s.allocate(4 * n)) {
                long out = inPlace ? keys.address() : kout.address();
                s.args.clear().ptr(packed.address()).i32(kind).i32(flip).i64(n).ptr(keys.address()).ptr(out);
                s.launch(s.rt.kernels.get("ss_stable_unpack32", 256, false), grid(s, n));
                if (!inPlace) s.stream.copyDeviceToDevice(keys, 0, kout, 0, 4 * n);
                s.stream.synchronize();
            }
        }
    }

    /**
     * Whether some of the n floating-point keys is a NaN other than {@code Float.NaN} / {@code Double.NaN} (one pass
     * over the keys on the device, one wait); false for integer keys without looking.
     */
    static boolean oddNaN(SortSession s, DeviceMemory keys, KeyType kt, long n) {
        if (kt != KeyType.FLOAT && kt != KeyType.DOUBLE) return false;
        try (DeviceMemory found = s.allocate(4)) {
            s.stream.memsetD8(found, 0, (byte) 0, 4);
            s.args.clear().ptr(keys.address()).i64(n).ptr(found.address());
            s.launch(s.rt.kernels.get(kt == KeyType.FLOAT ? "ss_odd_nan_u32" : "ss_odd_nan_u64", 256, false),
                    grid(s, n));
            MemorySegment host = s.scratch(4);
            s.stream.copyDeviceToHost(host, found, 0, 4);
            s.stream.synchronize();
            return host.get(ValueLayout.JAVA_INT, 0) != 0;
        }
    }

    /** {@link SortJob.Keys.Words#tieBits} of n sorted rows of w words on the device, brought to {@code bits}. */
    private static void tieBits(SessionPool pool, SortSession s, DeviceMemory sorted, int w, long n, long[] bits) {
        long bytes = 8 * ((n + 63) / 64);
        try (DeviceMemory d = s.allocate(bytes)) {
            s.stream.memsetD8(d, 0, (byte) 0, bytes);
            s.args.clear().ptr(sorted.address()).i32(w).i64(n).ptr(d.address());
            s.launch(s.rt.kernels.get("ss_tie_bits", 256, false), grid(s, n));
            HostSort.copyToHost(pool, s, d, MemorySegment.ofArray(bits).asSlice(0, bytes), bytes);
        }
    }

    /** data[i] = data[row[i]] for n elements of 4 or 8 bytes, through a temporary buffer. */
    private static void gather(SortSession s, DeviceMemory data, int width, DeviceMemory row, long n) {
        try (DeviceMemory out = s.allocate(n * width)) {
            s.args.clear().ptr(data.address()).ptr(row.address()).i64(n).ptr(out.address());
            s.launch(s.rt.kernels.get(width == 4 ? "ss_gather_u32" : "ss_gather_u64", 256, false), grid(s, n));
            s.stream.copyDeviceToDevice(data, 0, out, 0, n * width);
        }
    }

    /**
     * Where a sort's key bit string is read on the device ({@code words.cuh}: {@code WordSource},
     * {@code RecordSource}): the pass-0 keys, the prefix sample and every refinement pass read it there.
     */
    sealed interface Source permits Words, Records {
        /** The bit string's length without a row index: the most bits that can tell two rows apart. */
        long bits();

        /** Writes the pass-0 keys of n rows ({@code words.cuh}, {@code first_key}): packed when rb > 0. */
        void first(SortSession s, long n, int rb, DeviceMemory key, DeviceMemory row);

        /**
         * Launches the prefix sample ({@code words.cuh}, {@code sample_repeats}): {@code *found} = whether the first
         * 64 - rb bits repeat among {@link #PACK_SAMPLE} rows drawn from as many strata of the n rows.
         */
        void sampleRepeats(SortSession s, long n, int rb, DeviceMemory found);

        /** The compaction kernel over this source; {@link #sourceArgs} follow the common arguments. */
        String compactKernel();

        /** Pushes this source's arguments of {@link #compactKernel}. */
        void sourceArgs(KernelArgs a, boolean rowBits);
    }

    /**
     * {@code w} key words per row, word q of row r at {@code address + 8 (r rowStride + q wordStride)}, every word
     * XORed with {@code flip} before it is compared as unsigned.
     */
    record Words(long address, int w, long rowStride, long wordStride, long flip) implements Source {
        /** Row-major words (the host's layout), unsigned order, complemented when {@code flip} is all ones. */
        static Words rowMajor(DeviceMemory words, int w, long flip) {
            return new Words(words.address(), w, w, 1, flip);
        }

        /**
         * {@code w} columns of {@code n} 64-bit values one after another, in Java's signed order: read in place
         * (the sign bit flipped), without a transposed copy.
         */
        static Words columns(DeviceMemory cols, int w, long n, long flip) {
            return new Words(cols.address(), w, 1, n, flip ^ SIGN);
        }

        @Override public long bits() { return 64L * w; }

        @Override public void first(SortSession s, long n, int rb, DeviceMemory key, DeviceMemory row) {
            s.args.clear().ptr(address).i64(rowStride).i64(n).i64(flip).i32(rb).ptr(key.address())
                    .ptr(row == null ? 0 : row.address());
            s.launch(s.rt.kernels.get("ss_words_first", 256, false), grid(s, n));
        }

        @Override public void sampleRepeats(SortSession s, long n, int rb, DeviceMemory found) {
            s.args.clear().ptr(address).i32(w).i64(rowStride).i64(wordStride).i64(flip).i64(n).i32(rb)
                    .ptr(found.address());
            s.launch(s.rt.kernels.get("ss_words_sample_repeats", 256, false), 1);
        }

        @Override public String compactKernel() { return "ss_words_compact"; }

        @Override public void sourceArgs(KernelArgs a, boolean rowBits) {
            a.ptr(address).i32(w).i64(rowStride).i64(wordStride).i64(flip).i32(rowBits ? 1 : 0);
        }
    }

    /**
     * The key bytes [{@code keyOffset}, {@code keyOffset + keyLength}) of {@code recordSize}-byte records at
     * {@code address}, compared as unsigned bytes (memcmp order). Read straight from the records by every pass: no
     * key words are built.
     */
    record Records(long address, int recordSize, int keyOffset, int keyLength) implements Source {
        @Override public long bits() { return 8L * keyLength; }

        @Override public void first(SortSession s, long n, int rb, DeviceMemory key, DeviceMemory row) {
            s.args.clear().ptr(address).i32(recordSize).i32(keyOffset).i32(keyLength).i64(n).i32(rb)
                    .ptr(key.address()).ptr(row == null ? 0 : row.address());
            s.launch(s.rt.kernels.get("ss_records_first", 256, false), grid(s, n));
        }

        @Override public void sampleRepeats(SortSession s, long n, int rb, DeviceMemory found) {
            s.args.clear().ptr(address).i32(recordSize).i32(keyOffset).i32(keyLength).i64(n).i32(rb)
                    .ptr(found.address());
            s.launch(s.rt.kernels.get("ss_records_sample_repeats", 256, false), 1);
        }

        @Override public String compactKernel() { return "ss_records_compact"; }

        @Override public void sourceArgs(KernelArgs a, boolean rowBits) {
            a.ptr(address).i32(recordSize).i32(keyOffset).i32(keyLength);
        }
    }

    /** The sorted order of the rows: a device array of n 32-bit row indices (the caller closes it). */
    static DeviceMemory rows(SortSession s, DeviceMemory words, int w, long n, long flip, boolean stable) {
        return rows(s, n, stable, Words.rowMajor(words, w, flip), dev.samplesort.spi.Configuration.gpu());
    }

    /**
     * Rows sampled ({@link Source#sampleRepeats}, one block's tile: WORDS_TILE in {@code words.cuh}) before a packed
     * pass 0 is chosen ({@link #packBits}): 2048 random 38-bit prefixes (gensort at 2^26 rows) repeat with
     * probability 2^-17; a key that takes a 1/1000 share of the rows shows up twice with probability 0.6 or more.
     */
    static final int PACK_SAMPLE = TILE;

    /**
     * The row bits of a packed pass 0 for this sort, or 0 for the unpacked one ({@link GpuPolicy#packRows}). Packed,
     * pass 0 is a keys-only sort of (the first 64 - rb bits | the row index in rb = ceil(log2 n) bits), 8 bytes per
     * row moved by every scatter and bucket sort instead of 12; the rows that share their first 64 - rb bits are
     * then refined like any ties. That pays where the prefix rarely repeats, and loses where it repeats a lot (four
     * columns whose first has 256 values: 26.4 against 22.9 ms at 2^26, H100, eleventh session), where the unpacked
     * pass 0 puts the repeats into equality buckets at no cost. So by default ({@code auto}) pass 0 is packed for
     * unstable sorts of at least {@link GpuPolicy#packRowsMin} rows whose sampled prefixes are all distinct.
     */
    static int packBits(SortSession s, Source src, long n, boolean stable, GpuPolicy policy) {
        if (stable || n < 2 || policy.packRows() == GpuPolicy.PACK_NEVER) return 0;
        int rb = 64 - Long.numberOfLeadingZeros(n - 1);
        if (policy.packRows() == GpuPolicy.PACK_ALWAYS) return rb;
        if (n < policy.packRowsMin() || n < 2L * PACK_SAMPLE) return 0;
        try (DeviceMemory found = s.allocate(4)) {
            src.sampleRepeats(s, n, rb, found);
            MemorySegment host = s.scratch(4);
            s.stream.copyDeviceToHost(host, found, 0, 4);
            s.stream.synchronize();
            return host.get(ValueLayout.JAVA_INT, 0) == 0 ? rb : 0;
        }
    }

    /**
     * The sorted order of {@code n} rows whose key bit string {@code src} holds: pass 0 (packed or not,
     * {@link #packBits}), then refinement passes over the tied rows, reading {@code src} for their next bits.
     */
    static DeviceMemory rows(SortSession s, long n, boolean stable, Source src, GpuPolicy policy) {
        if (n > MAX_ROWS) {
            throw new IllegalArgumentException("the GPU sorts multi-word keys of at most " + MAX_ROWS + " rows: " + n);
        }
        Kernels k = s.rt.kernels;
        DeviceMemory row = s.allocate(4 * n);
        DeviceMemory key = null, pos = null, rowc = null;
        boolean ok = false;
        try {
            int rb = packBits(s, src, n, stable, policy);
            key = s.allocate(8 * n);
            src.first(s, n, rb, key, rb == 0 ? row : null);
            s.mark("words: pass-0 keys");
            // Stable: every pass a stable sort (the rows start in order, the compaction keeps their order), so rows
            // tied on all the words stay in input order; or, with the stable scatter off, the row index appended to
            // the bit string, which costs one more refinement pass over every group of equal keys.
            final boolean stableSorts = stable && policy.stableScatter(), rowBits = stable && !stableSorts;
            if (rb == 0) {
                GpuSampleSort.sort(s, key, row, n, KeyType.LONG, ValueType.INT, Order.ASCENDING, policy, stableSorts);
            } else {
                GpuSampleSort.sort(s, key, null, n, KeyType.LONG, null, Order.ASCENDING, policy);
            }
            s.mark("words: pass-0 sort");
            final long total = src.bits() + (rowBits ? 32 : 0);
            long bitpos = 64 - rb, m = n;
            int shift = rb;   // the first tie count compares the packed keys without their row bits and unpacks the rows
            MemorySegment host = s.scratch(16);
            while (bitpos < total || shift > 0) {
                int tiles = (int) ((m + TILE - 1) / TILE);
                long tied, groups;
                DeviceMemory tiedOff = s.allocate(8L * tiles), startOff = s.allocate(8L * tiles);
                DeviceMemory scratch = s.allocate(16 + Scan.partialBytes(tiles));
                try {
                    s.stream.memsetD8(scratch, 0, (byte) 0, 16);
                    s.args.clear().ptr(key.address()).i64(m).i32(shift).ptr(shift > 0 ? row.address() : 0)
                            .ptr(tiedOff.address()).ptr(startOff.address()).ptr(scratch.address());
                    s.launch(k.get("ss_words_count", 256, false), tiles);
                    s.stream.copyDeviceToHost(host, scratch, 0, 16);
                    s.stream.synchronize();
                    s.mark("words: tie count");
                    tied = host.get(ValueLayout.JAVA_LONG_UNALIGNED, 0);
                    groups = host.get(ValueLayout.JAVA_LONG_UNALIGNED, 8);
                    if (tied == 0 || bitpos >= total) break;
                    Scan.launch(s, tiedOff.address(), tiles, scratch.address() + 16);
                    Scan.launch(s, startOff.address(), tiles, scratch.address() + 16);
                    int gb = groups <= 1 ? 0 : 64 - Long.numberOfLeadingZeros(groups - 1);
                    DeviceMemory pos2 = s.allocate(4 * tied), rowc2 = s.allocate(4 * tied);
                    DeviceMemory key2 = s.allocate(8 * tied);
                    s.args.clear().ptr(key.address()).ptr(pos == null ? 0 : pos.address())
                            .ptr((rowc == null ? row : rowc).address()).i64(m).i32(shift).ptr(tiedOff.address())
                            .ptr(startOff.address()).i64(tied).i64(bitpos).i32(gb).ptr(pos2.address()).ptr(rowc2.address())
                            .ptr(key2.address());
                    src.sourceArgs(s.args, rowBits);
                    s.launch(k.get(src.compactKernel(), 256, false), tiles);
                    s.mark("words: scan+compact");
                    key.close();
                    if (pos != null) pos.close();
                    if (rowc != null) rowc.close();
                    key = key2;
                    pos = pos2;
                    rowc = rowc2;
                    m = tied;
                    bitpos += 64 - gb;
                    shift = 0;
                } finally {
                    tiedOff.close();
                    startOff.close();
                    scratch.close();
                }
                GpuSampleSort.sort(s, key, rowc, m, KeyType.LONG, ValueType.INT, Order.ASCENDING, policy,
                        stableSorts);
                s.mark("words: refine sort");
                s.args.clear().ptr(pos.address()).ptr(rowc.address()).i64(m).ptr(row.address());
                s.launch(k.get("ss_words_put_rows", 256, false), grid(s, m));
                s.mark("words: put rows");
            }
            ok = true;
            return row;
        } finally {
            if (key != null) key.close();
            if (pos != null) pos.close();
            if (rowc != null) rowc.close();
            if (!ok) row.close();
        }
    }

    private static int grid(SortSession s, long work) {
        return (int) Math.max(1, Math.min(s.rt.smCount * 8L, (work + 255) / 256));
    }

    // ---------------------------------------------------------------- host data (the engine's path)

    /**
     * A job from host memory: upload keys (words or primitive keys) and values, sort on the device, download.
     * The caller's memory is written only after the device sort has completed.
     */
    static void sortHostJob(SessionPool pool, SortJob job) {
        long n = job.count();
        if (n < 2) return;
        MemorySegment hk = job.keySegment(), hv = job.valueSegment();
        long kb = hk.byteSize(), vb = hv == null ? 0 : hv.byteSize();
        int w = job.keys() instanceof SortJob.Keys.Words words ? words.words() : 1;
        GpuRuntime rt = GpuRuntime.get();
        if (rt != null) {
            long need = kb + vb + auxiliaryBytes(n, w, job.valueType() == null ? 0 : job.valueType().byteSize());
            if (need > rt.device.totalMemory()) {
                throw new BackendFailureException("not enough GPU memory: the sort needs " + need + " bytes, the device"
                        + " has " + rt.device.totalMemory() + " in all", null);
            }
        }
        if (n > MAX_ROWS) {
            throw new BackendFailureException("the GPU sorts multi-word keys of fewer than 2^32 rows: " + n, null);
        }
        SortSession s = pool.borrow();
        boolean healthy = false;
        DeviceMemory dk = null, dv = null;
        try {
            dk = s.allocate(kb);
            dv = hv == null ? null : s.allocate(vb);
            HostSort.copyToDevice(pool, s, hk, dk, kb);
            if (dv != null) HostSort.copyToDevice(pool, s, hv, dv, vb);
            if (job.keys() instanceof SortJob.Keys.Words) {
                sortWords(s, dk, w, dv, job.valueType(), n, job.order(), job.stable());
            } else {
                sortStablePairs(s, dk, job.keyType(), dv, job.valueType(), n, job.order(),
                        dev.samplesort.spi.Configuration.gpu());
            }
            // objects and records read only the row order: their sorted words stay on the device (for 2^24 objects
            // by a long, 128 MiB less over PCIe); string refinement reads only where equal keys run (tie bits: n
            // bits down instead of the 8 w n bytes of the words)
            boolean keysOut = !(job.keys() instanceof SortJob.Keys.Words words) || words.keysOut();
            if (keysOut) HostSort.copyToHost(pool, s, dk, hk, kb);
            if (job.keys() instanceof SortJob.Keys.Words words && words.tieBits() != null) {
                tieBits(pool, s, dk, w, n, words.tieBits());
            }
            if (dv != null) HostSort.copyToHost(pool, s, dv, hv, vb);
            healthy = true;
        } catch (CudaException e) {
            pool.noteFailure(e);
            throw new BackendFailureException("GPU sort failed: " + e.getMessage(), e);
        } catch (RuntimeException | Error e) {
            pool.noteFailure(e);
            throw e;
        } finally {
            try {
                if (dv != null) dv.close();
                if (dk != null) dk.close();
            } catch (RuntimeException e) {
                healthy = false;
                pool.noteFailure(e);
            }
            pool.release(s, healthy);
        }
    }
}
