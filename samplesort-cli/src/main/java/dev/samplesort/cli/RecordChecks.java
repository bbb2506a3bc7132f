package dev.samplesort.cli;

import dev.samplesort.RecordLayout;
import dev.samplesort.data.DataGenerator;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.stream.LongStream;

/**
 * valsort's checks for fixed-width records: key order ({@code memcmp} on the key bytes), duplicate keys, and an
 * order-independent checksum of the record multiset: the count and the sum (mod 2^128, as two 64-bit lanes) of a
 * 128-bit hash of every record's bytes. A lost, duplicated or altered record changes the sum except with
 * probability about 2^-128 per change; the order of the records does not.
 */
public final class RecordChecks {
    private RecordChecks() {}

    private static final long CHUNK = 1 << 16;

    /** Multiset fingerprint of records. */
    public record Checksum(long count, long sumHi, long sumLo) {
        Checksum plus(Checksum o) {
            long lo = sumLo + o.sumLo;
            long carry = Long.compareUnsigned(lo, sumLo) < 0 ? 1 : 0;
            return new Checksum(count + o.count, sumHi + o.sumHi + carry, lo);
        }

        @Override
        public String toString() { return String.format("n=%d checksum=%016x%016x", count, sumHi, sumLo); }
    }

    /** The result of an order check. */
    public record Order(long firstViolation, long duplicateKeys) {}

    private interface ChunkFn<T> { T apply(long from, long to); }

    private static <T> List<T> chunks(long n, ChunkFn<T> fn) {
        long count = (n + CHUNK - 1) / CHUNK;
        LongStream s = LongStream.range(0, count);
        if (count > 1) s = s.parallel();
        return s.mapToObj(c -> fn.apply(c * CHUNK, Math.min(n, (c + 1) * CHUNK))).toList();
    }

    /** Checksum of the records of a file image (n = size / record size). */
    public static Checksum checksum(MemorySegment s, int recordSize) {
        long n = s.byteSize() / recordSize;
        return chunks(n, (from, to) -> {
            Checksum c = new Checksum(0, 0, 0);
            for (long i = from; i < to; i++) {
                long h1 = 0x243F6A8885A308D3L, h2 = 0x13198A2E03707344L;
                long o = i * recordSize, end = o + recordSize;
                for (; o + 8 <= end; o += 8) {
                    long v = s.get(ValueLayout.JAVA_LONG_UNALIGNED, o);
                    h1 = DataGenerator.mix64(h1 ^ v);
                    h2 = DataGenerator.mix64(h2 + v * 0x9E3779B97F4A7C15L);
                }
                long tail = 0;
                for (int b = 0; o < end; o++, b++) tail |= (s.get(ValueLayout.JAVA_BYTE, o) & 0xFFL) << (8 * b);
                h1 = DataGenerator.mix64(h1 ^ tail ^ recordSize);
                h2 = DataGenerator.mix64(h2 + tail * 0xC2B2AE3D27D4EB4FL + recordSize);
                c = c.plus(new Checksum(1, h1, h2));
            }
            return c;
        }).stream().reduce(new Checksum(0, 0, 0), Checksum::plus);
    }

    /** memcmp of the keys of records i and j. */
    static int compareKeys(MemorySegment s, RecordLayout l, long i, long j) {
        long a = i * l.recordSize() + l.keyOffset(), b = j * l.recordSize() + l.keyOffset();
        long m = MemorySegment.mismatch(s, a, a + l.keyLength(), s, b, b + l.keyLength());
        if (m < 0) return 0;
        return Integer.compare(s.get(ValueLayout.JAVA_BYTE, a + m) & 0xFF, s.get(ValueLayout.JAVA_BYTE, b + m) & 0xFF);
    }

    /** The first record out of order (or -1) and the number of records whose key equals the previous one. */
    public static Order order(MemorySegment s, RecordLayout l, boolean descending) {
        long n = s.byteSize() / l.recordSize();
        List<Order> parts = chunks(n, (from, to) -> {
            long bad = -1, dups = 0;
            for (long i = Math.max(1, from); i < to; i++) {
                int c = compareKeys(s, l, i - 1, i);
                if (c == 0) dups++;
                else if ((c > 0) != descending && bad < 0) bad = i;
            }
            return new Order(bad, dups);
        });
        long bad = -1, dups = 0;
        for (Order o : parts) {
            if (bad < 0 && o.firstViolation() >= 0) bad = o.firstViolation();
            dups += o.duplicateKeys();
        }
        return new Order(bad, dups);
    }

    /** The key of record i in hexadecimal (for messages). */
    public static String keyHex(MemorySegment s, RecordLayout l, long i) {
        StringBuilder sb = new StringBuilder();
        long o = i * l.recordSize() + l.keyOffset();
        int show = Math.min(l.keyLength(), 32);
        for (int b = 0; b < show; b++) sb.append(String.format("%02x", s.get(ValueLayout.JAVA_BYTE, o + b) & 0xFF));
        if (show < l.keyLength()) sb.append("...");
        return sb.toString();
    }
}
