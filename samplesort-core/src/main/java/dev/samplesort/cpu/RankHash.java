package dev.samplesort.cpu;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A collision-free multiplicative hash from a few hundred distinct key values to their ranks: the table lookup that
 * replaces the binary search of the few-values routes (the rank count of {@code FewCount*.fillFew}, the ranking
 * pass of {@code FewScatter*}). A key's raw bits {@code b} go to slot {@code (b * mul) >>> shift}, and the slot holds
 * the rank of the one value that hashes there (0 where none does). The caller then compares the key with the value of
 * that rank: equal means the rank is right, unequal means the key is none of the values. One multiply and two loads
 * that do not depend on each other from one key to the next, where the search made log2(d) dependent loads and
 * compares (dev VM, one thread, `int[2^22]` of 256 values, twenty-third session, {@code RankProbe}: 1.2-1.5 ns a key
 * against 7.3-9.3 for the eight interleaved searches).
 *
 * <p>The multiplier is drawn from a fixed sequence (reproducible results, times and routes): multiply-shift hashing
 * sends two given keys to one slot with probability at most 2 / slots over the multiplier, so with 64 slots a value
 * the expected collisions among d values are about d / 128; each table size gets {@link #TRIES} multipliers, then
 * the table doubles, up to {@link #MAX_BITS}. Where none is found ({@link #of} returns null), the caller searches.
 */
final class RankHash {
    /** Multipliers tried per table size: at 64 slots a value and 512 values (about 4 collisions) one in 55 succeeds. */
    private static final int TRIES = 16;

    /** Slots per value, as a power of two, for the first table tried (64 a value: 32 KB of shorts for 256 values). */
    private static final int SPREAD_BITS = 6;

    /** The largest table: 2^17 shorts (256 KB), within the L2 cache of the machines measured. */
    private static final int MAX_BITS = 17;

    /** Slot to rank. */
    final short[] rank;
    /** The odd multiplier. */
    final long mul;
    /** 64 less the table's log2 size. */
    final int shift;

    private RankHash(short[] rank, long mul, int shift) {
        this.rank = rank;
        this.mul = mul;
        this.shift = shift;
    }

    /**
     * A hash for the values whose raw bits are {@code bits} (distinct; rank = index; at most 2^15 of them), or null if
     * none of the multipliers tried separates them.
     */
    static RankHash of(long[] bits) {
        return of(bits, false);
    }

    /**
     * {@link #of(long[])}; {@code lent}: the first table size tried in this thread's array (SeqScratch.rankSlots),
     * which the hash then holds until {@link #release}; the caller releases it once no thread reads the hash.
     */
    static RankHash of(long[] bits, boolean lent) {
        int d = bits.length;
        if (d < 1 || d > Short.MAX_VALUE) return null;
        int first = Math.max(8, 32 - Integer.numberOfLeadingZeros(d - 1) + SPREAD_BITS);
        SplittableRandom random = new SplittableRandom(0x5eed_5a3b_1e50L);
        for (int b = first; b <= MAX_BITS; b++) {
            short[] rank = lent && b == first ? SeqScratch.takeRankSlots(1 << b) : new short[1 << b];
            // every slot free (0) once, before the tries: a try that fails frees what it took, where each try
            // filled the whole table before (256 values: 2^14 slots, and about seven tries at 64 slots a value).
            // Dev VM (Zen 5), one thread, the few256 values of 17 inputs in turn: 8.3-11.5 us a hash -> 1.6-3.3
            // (harness Rh, hundred-and-fourteenth session)
            if (lent && b == first) Arrays.fill(rank, (short) 0); // (a lent table holds its last hash's ranks)
            for (int i = 0; i < TRIES; i++) {
                long mul = random.nextLong() | 1;
                if (separates(bits, rank, mul, 64 - b)) return new RankHash(rank, mul, 64 - b);
            }
            if (lent && b == first) SeqScratch.giveRankSlots(rank); // (none separated them: a larger table of its own)
        }
        return null;
    }

    /** Gives back a table lent by the thread's scratch ({@link #of(long[], boolean)}; a no-op for one of its own). */
    void release() {
        SeqScratch.giveRankSlots(rank);
    }

    /**
     * Whether {@code mul} sends each value to a slot of its own; if so, {@code rank} holds the ranks (0 elsewhere),
     * else it is as it came: every slot 0. While the values go in, a taken slot holds its value's rank + 1.
     */
    private static boolean separates(long[] bits, short[] rank, long mul, int shift) {
        for (int k = 0; k < bits.length; k++) {
            int s = (int) ((bits[k] * mul) >>> shift);
            if (rank[s] != 0) {
                for (int j = 0; j < k; j++) rank[(int) ((bits[j] * mul) >>> shift)] = 0;
                return false;
            }
            rank[s] = (short) (k + 1);
        }
        for (long x : bits) rank[(int) ((x * mul) >>> shift)]--;
        return true;
    }
}
