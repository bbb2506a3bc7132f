package dev.samplesort.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.zip.CRC32;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * gensort-format records (the TeraSort input): 100 bytes, a 10-byte random key, then {@code 00 11}, the row number as
 * 32 hex digits, {@code 88 99 AA BB}, 48 filler bytes, {@code CC DD EE FF} — the layout of gensort's binary records.
 * The key bytes come from SplitMix64 of (seed, row), not from gensort's 128-bit LCG, so files are format-compatible
 * but not byte-identical to gensort's; every row can be made on its own, so partitions generate in parallel.
 *
 * <p>The checksum is valsort's: the sum of the CRC-32 of every record (order-independent), here modulo 2^64.
 */
public final class Gensort {
    private Gensort() {}

    /** Bytes per record. */
    public static final int RECORD_LENGTH = 100;

    private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    /**
     * Writes record {@code row} of the stream {@code seed} into {@code out[off, off+100)}.
     *
     * @param seed the stream
     * @param row the row number (0-based)
     * @param out destination
     * @param off where the record starts
     * @throws IndexOutOfBoundsException if the record does not fit
     */
    public static void record(long seed, long row, byte[] out, int off) {
        java.util.Objects.checkFromIndexSize(off, RECORD_LENGTH, out.length);
        long a = mix(seed ^ mix(row));
        long b = mix(a + 0x9E3779B97F4A7C15L);
        for (int i = 0; i < 8; i++) out[off + i] = (byte) (a >>> (56 - 8 * i));
        out[off + 8] = (byte) (b >>> 56);
        out[off + 9] = (byte) (b >>> 48);
        out[off + 10] = 0x00;
        out[off + 11] = 0x11;
        for (int i = 0; i < 32; i++) {
            int shift = 4 * (31 - i);
            out[off + 12 + i] = shift >= 64 ? (byte) '0' : HEX[(int) ((row >>> shift) & 0xF)];
        }
        out[off + 44] = (byte) 0x88;
        out[off + 45] = (byte) 0x99;
        out[off + 46] = (byte) 0xAA;
        out[off + 47] = (byte) 0xBB;
        for (int i = 0; i < 48; i++) out[off + 48 + i] = (byte) ('A' + ((b >>> (i & 15)) & 0xF));
        out[off + 96] = (byte) 0xCC;
        out[off + 97] = (byte) 0xDD;
        out[off + 98] = (byte) 0xEE;
        out[off + 99] = (byte) 0xFF;
    }

    /** SplitMix64's finalizer. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * @param seed the stream
     * @param row the row
     * @return record {@code row} as a new array
     */
    public static byte[] record(long seed, long row) {
        byte[] r = new byte[RECORD_LENGTH];
        record(seed, row, r, 0);
        return r;
    }

    /**
     * An RDD of {@code count} records (one {@code byte[]} each) in {@code partitions} partitions of near-equal size,
     * generated lazily on the executors.
     *
     * @param sc the context
     * @param count records
     * @param partitions input partitions
     * @param seed the stream
     * @return the records
     * @throws IllegalArgumentException if count is negative or partitions not positive
     */
    public static JavaRDD<byte[]> generate(JavaSparkContext sc, long count, int partitions, long seed) {
        if (count < 0) throw new IllegalArgumentException("count must not be negative: " + count);
        if (partitions < 1) throw new IllegalArgumentException("partitions must be positive: " + partitions);
        List<Integer> ids = new ArrayList<>(partitions);
        for (int i = 0; i < partitions; i++) ids.add(i);
        return sc.parallelize(ids, partitions).flatMap(p -> {
            long from = count * p / partitions, to = count * (p + 1) / partitions;
            return new Iterator<byte[]>() {
                long row = from;

                @Override public boolean hasNext() { return row < to; }

                @Override public byte[] next() {
                    if (row >= to) throw new NoSuchElementException();
                    return record(seed, row++);
                }
            };
        });
    }

    /**
     * @param record any bytes
     * @return their CRC-32 (valsort sums these)
     */
    public static long crc(byte[] record) {
        CRC32 c = new CRC32();
        c.update(record);
        return c.getValue();
    }

    /**
     * What {@link #summarize} learns about one partition. A plain class, not a record: Spark's Kryo (4.x) cannot
     * serialize records, and summaries travel as task results.
     */
    public static final class Summary implements Serializable {
        private static final long serialVersionUID = 1L;
        private final int partition;
        private final long count;
        private final long checksum;
        private final boolean sorted;
        private final byte[] first;
        private final byte[] last;

        Summary(int partition, long count, long checksum, boolean sorted, byte[] first, byte[] last) {
            this.partition = partition;
            this.count = count;
            this.checksum = checksum;
            this.sorted = sorted;
            this.first = first;
            this.last = last;
        }

        /** @return the partition index */
        public int partition() { return partition; }

        /** @return records in the partition */
        public long count() { return count; }

        /** @return sum of the records' CRC-32s */
        public long checksum() { return checksum; }

        /** @return whether every record's key is at most the next one's */
        public boolean sorted() { return sorted; }

        /** @return the first record, null if the partition is empty */
        public byte[] first() { return first; }

        /** @return the last record, null if the partition is empty */
        public byte[] last() { return last; }
    }

    /**
     * Validates records as TeraValidate does: one summary per partition (count, checksum, sorted within, first and
     * last record); see {@link #validate} for the whole-RDD verdict.
     *
     * @param records the records
     * @param format their format (key position for the order check)
     * @return the summaries, in partition order
     */
    public static List<Summary> summarize(JavaRDD<byte[]> records, RecordFormat format) {
        return records.mapPartitionsWithIndex((p, it) -> {
            long n = 0, sum = 0;
            boolean sorted = true;
            byte[] first = null, prev = null;
            while (it.hasNext()) {
                byte[] r = it.next();
                if (first == null) first = r;
                if (prev != null && format.compareKeys(prev, r) > 0) sorted = false;
                sum += crc(r);
                n++;
                prev = r;
            }
            return List.of(new Summary(p, n, sum, sorted, first, prev)).iterator();
        }, true).collect();
    }

    /**
     * The TeraValidate verdict on summaries of sorted output.
     *
     * @param parts the summaries of the output, in partition order
     * @param format the record format
     * @param count the input's record count
     * @param checksum the input's checksum
     * @return null if the output is sorted within and across partitions and has the input's count and checksum,
     *         else what is wrong
     */
    public static String validate(List<Summary> parts, RecordFormat format, long count, long checksum) {
        long n = 0, sum = 0;
        byte[] prevLast = null;
        int prevPart = -1;
        for (Summary s : parts) {
            n += s.count();
            sum += s.checksum();
            if (!s.sorted()) return "partition " + s.partition() + " is not sorted";
            if (s.count() == 0) continue;
            if (prevLast != null && format.compareKeys(prevLast, s.first()) > 0) {
                return "partition " + prevPart + " ends after partition " + s.partition() + " starts";
            }
            prevLast = s.last();
            prevPart = s.partition();
        }
        if (n != count) return count + " records in, " + n + " out";
        if (sum != checksum) return "checksum differs: " + Long.toHexString(checksum) + " in, "
                + Long.toHexString(sum) + " out";
        return null;
    }
}
