package dev.samplesort.cli;

import dev.samplesort.data.DataGenerator;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * gensort-format records (the TeraSort/GraySort input, gensort's default "binary" records): 100 bytes each,
 *
 * <pre>
 *   [0, 10)   key: the high 80 bits of a 128-bit random number, big-endian
 *   [10, 12)  0x00 0x11
 *   [12, 44)  the record number as 32 upper-case hexadecimal digits
 *   [44, 48)  0x88 0x99 0xAA 0xBB
 *   [48, 96)  filler: 12 groups of 4 equal bytes, each a hexadecimal digit of the random number's low 48 bits
 *   [96, 100) 0xCC 0xDD 0xEE 0xFF
 * </pre>
 *
 * <p>The layout and the way every field is derived are gensort's; the 128-bit random numbers are not: gensort
 * steps a 128-bit linear congruential generator, this class hashes (seed, record number) with SplitMix64 twice, so
 * that any record can be generated on its own (parallel generation, like gensort's {@code -b} starting record). The
 * files are therefore gensort-<em>compatible</em> (same format, uniform keys, valid input for valsort and any
 * TeraSort reader), not byte-identical to gensort's output for some seed.
 */
public final class GensortRecords {
    private GensortRecords() {}

    /** Bytes per record. */
    public static final int RECORD = 100;

    private static final ValueLayout.OfLong BE = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.BIG_ENDIAN);
    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    private static byte hex(long v) { int d = (int) (v & 0xF); return (byte) (d < 10 ? '0' + d : 'A' + d - 10); }

    /** The high 64 bits of record {@code i}'s random number. */
    public static long randomHi(long seed, long i) { return DataGenerator.mix64(seed + (2 * i + 1) * GAMMA); }

    /** The low 64 bits of record {@code i}'s random number. */
    public static long randomLo(long seed, long i) { return DataGenerator.mix64(seed + (2 * i + 2) * GAMMA); }

    /** Writes records {@code first, first + 1, ...} into {@code out} ({@code count * 100} bytes at offset 0). */
    public static void fill(MemorySegment out, long first, long count, long seed) {
        for (long r = 0; r < count; r++) {
            long i = first + r, hi = randomHi(seed, i), lo = randomLo(seed, i);
            long o = r * RECORD;
            out.set(BE, o, hi);
            out.set(ValueLayout.JAVA_BYTE, o + 8, (byte) (lo >>> 56));
            out.set(ValueLayout.JAVA_BYTE, o + 9, (byte) (lo >>> 48));
            out.set(ValueLayout.JAVA_BYTE, o + 10, (byte) 0x00);
            out.set(ValueLayout.JAVA_BYTE, o + 11, (byte) 0x11);
            for (int d = 0; d < 16; d++) out.set(ValueLayout.JAVA_BYTE, o + 12 + d, (byte) '0'); // high 64 bits: 0
            for (int d = 0; d < 16; d++) out.set(ValueLayout.JAVA_BYTE, o + 28 + d, hex(i >>> (60 - 4 * d)));
            out.set(ValueLayout.JAVA_BYTE, o + 44, (byte) 0x88);
            out.set(ValueLayout.JAVA_BYTE, o + 45, (byte) 0x99);
            out.set(ValueLayout.JAVA_BYTE, o + 46, (byte) 0xAA);
            out.set(ValueLayout.JAVA_BYTE, o + 47, (byte) 0xBB);
            for (int g = 0; g < 12; g++) {
                byte h = hex(lo >>> (44 - 4 * g));
                for (int b = 0; b < 4; b++) out.set(ValueLayout.JAVA_BYTE, o + 48 + 4 * g + b, h);
            }
            out.set(ValueLayout.JAVA_BYTE, o + 96, (byte) 0xCC);
            out.set(ValueLayout.JAVA_BYTE, o + 97, (byte) 0xDD);
            out.set(ValueLayout.JAVA_BYTE, o + 98, (byte) 0xEE);
            out.set(ValueLayout.JAVA_BYTE, o + 99, (byte) 0xFF);
        }
    }
}
