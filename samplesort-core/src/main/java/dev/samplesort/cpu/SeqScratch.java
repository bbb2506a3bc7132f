package dev.samplesort.cpu;

import java.lang.ref.SoftReference;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;

/**
 * The sequential recursion's scratch (the bucket counts, and the bucket bounds of each depth), one per thread and
 * reused by every sort of every key and value type on that thread (CpuConfig.REUSE_BUFFERS; off: a new one each
 * time).
 *
 * <p>Why: each sequential recursion allocated its own, 8 KiB of counts and 8 KiB of bounds per depth (2^10 buckets),
 * and the team's pair sorts run one per bucket: the 2-core dev VM (Zen 4, both threads on the team) allocated 0.8 MB
 * for each `int+int` uniform 2^14 sort (six times the pairs' bytes), 2.2 MB at 2^15, every byte of it zeroed by the
 * JVM and pulled through the cache (JFR: the scratch's arrays were three quarters of the allocations).
 */
final class SeqScratch {
    private static final ThreadLocal<SeqScratch> MINE = ThreadLocal.withInitial(SeqScratch::new);

    /** The counts of one distribution step (2 per bucket: equality buckets). */
    final int[] cnt = new int[2 << CpuConfig.MAX_LOG_BUCKETS];

    /** A chunk's bucket ends in the scatter that reads its destinations first (Scatter.scatterReadFirst). */
    final int[] chunkEnd = new int[2 << CpuConfig.MAX_LOG_BUCKETS];

    /** The bits that scatter read (kept, so that the JIT keeps the reads; read by no one). */
    int touched;

    /**
     * The dense count's counters (DenseCount): zero where handed out, cleared again by the count's write; behind a
     * SoftReference (up to CpuConfig.DENSE_SPAN_MAX values, 4 MiB), which the GC clears under memory pressure.
     */
    private SoftReference<int[]> dense;

    /** Whether the dense counters were handed out and not yet cleared (an error between: new ones next time). */
    private boolean denseInUse;

    private final int[][] bounds = new int[CpuConfig.MAX_DEPTH + 2][];

    /**
     * The run scan's segments (SampleSort.scannedRuns: RunMerge.SEQUENTIAL_RUNS + 1 ints, 1 KiB), lent to one scan
     * at a time ({@link #takeSegments}). Why: every input whose first run ends early enough for the scan to go on
     * (the generator's runs, sawtooth, organ pipe) allocated it, and a young generation that still touches fresh
     * pages (G1 growing eden, no -XX:+AlwaysPreTouch: the benchmark's JVMs, a service's first minutes) pays a page
     * fault for each new page: 2-core dev VM (Zen 5), hundred-and-tenth session, harness `Rt`, `int` runs 2^12 on
     * the JDK's own call after the scan, ours 24.5-25.8 us against Arrays.sort's 14.0-14.4 in spells of 200-450 ms
     * between young collections, 14.1-15.0 in the spells between (JFR: the samples at this allocation); with
     * -XX:+AlwaysPreTouch 14.1 throughout.
     */
    private final Lent<int[]> segments = new Lent<>(int[]::new, x -> x.length);

    /**
     * The few-values count's hash table (RankHash: 2^8-2^10 shorts for up to 16 values, 2 KiB for 16), lent to one
     * count at a time ({@link #takeRankSlots}). Why, as {@link #segments}: 2-core dev VM (Zen 5), hundred-and-tenth
     * session, harness `RtL`, `long` few16 2^12 on FEW_FILL (2.8 KiB a sort where Arrays.sort allocated 0.4):
     * ours 5.3-5.7 us against the JDK's 7.5-7.9 between young collections, 15.7-17.7 in the spells of fresh pages.
     */
    private final Lent<short[]> rankSlots = new Lent<>(short[]::new, x -> x.length);

    /**
     * The few-values count's two clamped copies of a block of keys (FewCountInt / FewCountLong.countOrdered over a
     * span of 2^31 / 2^63 or more: 2 x 16 KiB), lent to one count at a time ({@link #takeClampedInts}). Why:
     * allocated each call they cost more than the count saved (hundred-and-thirty-fifth session, dev VM, one thread,
     * harness {@code s135/Cnt2}, 16 `int` values of 8192 keys: 9.6-9.8 us with new copies, 5.6-5.8 reused, 6.3-7.4 by
     * equality).
     */
    private final Lent<int[][]> clampedInts = new Lent<>(n -> new int[][] {new int[n], new int[n]},
            x -> x[0].length);
    private final Lent<long[][]> clampedLongs = new Lent<>(n -> new long[][] {new long[n], new long[n]},
            x -> x[0].length);

    /**
     * Scratch arrays of each key type below CpuConfig.REUSE_MIN elements (SampleSort*.takeBuffer's: the two-slot
     * cache keeps arrays only from there, where a small one would push out a large one), this thread's spare
     * ({@link Spare}). Why, as {@link #segments}: AlmostSorted's keys set aside (n / 8 keys, 16 KiB for `long`
     * 2^14) were new each sort; 2-core dev VM (Zen 5), hundred-and-eleventh session, harness `RtL`, `long`
     * almostsorted 2^14: ours 36-38 us between young collections and 84-94 in spells of fresh pages of about a
     * second, against Arrays.sort's 86-91 and 103-112. At most REUSE_MIN - 1 keys (32 KiB of `long`s) a type and
     * thread, held strongly: a pool's worker keeps only what its own small sorts asked for.
     */
    private final Spare<int[]> spareInt = new Spare<>(int[]::new, x -> x.length);
    private final Spare<long[]> spareLong = new Spare<>(long[]::new, x -> x.length);
    private final Spare<float[]> spareFloat = new Spare<>(float[]::new, x -> x.length);
    private final Spare<double[]> spareDouble = new Spare<>(double[]::new, x -> x.length);

    /** Whether a recursion on this thread holds it (a sort nested in one of its steps takes a new one). */
    private boolean busy;

    private SeqScratch() {}

    /** This thread's scratch, or a new one where it is in use or reuse is off; {@link #release} it after. */
    static SeqScratch take() {
        if (!CpuConfig.REUSE_BUFFERS) return new SeqScratch();
        SeqScratch s = MINE.get();
        if (s.busy) return new SeqScratch();
        s.busy = true;
        return s;
    }

    /** Ends the recursion's use of it. */
    void release() {
        busy = false;
    }

    /** Counters for a dense count of {@code values} values, all zero; {@link #denseCleared} once they are again. */
    int[] denseCounts(int values) {
        int[] c = dense == null ? null : dense.get();
        if (c == null || c.length < values || denseInUse) {
            // (a power of two: a thread's larger spans later grow it a few times at most)
            c = new int[Math.max(values, Integer.highestOneBit(Math.max(1, values - 1)) << 1)];
            dense = new SoftReference<>(c);
        }
        denseInUse = true;
        return c;
    }

    /** The dense counters are all zero again. */
    void denseCleared() {
        denseInUse = false;
    }

    /**
     * An array of {@code length} ints for the run scan's segments: this thread's, or a new one where it is lent (a
     * nested scan) or reuse is off; its contents are left from the last scan (the scan writes what its answer says
     * to read). Give it back with {@link #giveSegments}.
     */
    static int[] takeSegments(int length) {
        return CpuConfig.REUSE_BUFFERS ? MINE.get().segments.take(length) : new int[length];
    }

    /** Ends a scan's use of {@code x} (from {@link #takeSegments}; a no-op for any other array). */
    static void giveSegments(int[] x) {
        if (CpuConfig.REUSE_BUFFERS) MINE.get().segments.give(x);
    }

    /**
     * An array of {@code length} shorts for a RankHash table: this thread's, or a new one where it is lent (a count
     * nested in another's) or reuse is off; its contents are left from the last use (RankHash fills it). Give it
     * back with {@link #giveRankSlots}.
     */
    static short[] takeRankSlots(int length) {
        return CpuConfig.REUSE_BUFFERS ? MINE.get().rankSlots.take(length) : new short[length];
    }

    /** Ends a hash's use of {@code x} (from {@link #takeRankSlots}; a no-op for any other array). */
    static void giveRankSlots(short[] x) {
        if (CpuConfig.REUSE_BUFFERS) MINE.get().rankSlots.give(x);
    }

    /**
     * Two arrays of {@code length} ints for the clamped copies of a count by order: this thread's, or new ones where
     * they are lent (a count nested in another's) or reuse is off; their contents are left from the last use (the
     * count writes before it reads). Give them back with {@link #giveClamped}.
     */
    static int[][] takeClampedInts(int length) {
        return CpuConfig.REUSE_BUFFERS ? MINE.get().clampedInts.take(length)
                : new int[][] {new int[length], new int[length]};
    }

    /** {@link #takeClampedInts} for {@code long} keys. */
    static long[][] takeClampedLongs(int length) {
        return CpuConfig.REUSE_BUFFERS ? MINE.get().clampedLongs.take(length)
                : new long[][] {new long[length], new long[length]};
    }

    /** Ends a count's use of {@code x} (from {@link #takeClampedInts}; a no-op for any other pair). */
    static void giveClamped(int[][] x) {
        if (CpuConfig.REUSE_BUFFERS) MINE.get().clampedInts.give(x);
    }

    /** Ends a count's use of {@code x} (from {@link #takeClampedLongs}; a no-op for any other pair). */
    static void giveClamped(long[][] x) {
        if (CpuConfig.REUSE_BUFFERS) MINE.get().clampedLongs.give(x);
    }

    /**
     * One array of a thread's, lent to one use at a time: a use nested in the lent one's (a sort inside another's
     * step on this thread) gets a new array; one of another length replaces it.
     */
    private static final class Lent<A> {
        private final IntFunction<A> make;
        private final ToIntFunction<A> length;
        private A array;
        private boolean out;

        Lent(IntFunction<A> make, ToIntFunction<A> length) {
            this.make = make;
            this.length = length;
        }

        A take(int n) {
            if (out) return make.apply(n);
            A x = array;
            if (x == null || length.applyAsInt(x) != n) array = x = make.apply(n);
            out = true;
            return x;
        }

        void give(A x) {
            if (array == x) out = false;
        }
    }

    /** This thread's spare small {@code int[]} (see {@link #spareInt}); the others below alike. */
    static Spare<int[]> spareInt() {
        return MINE.get().spareInt;
    }

    static Spare<long[]> spareLong() {
        return MINE.get().spareLong;
    }

    static Spare<float[]> spareFloat() {
        return MINE.get().spareFloat;
    }

    static Spare<double[]> spareDouble() {
        return MINE.get().spareDouble;
    }

    /**
     * A thread's spare array, kept between uses: taken out of the thread's slot (a use nested in another, which
     * finds the slot empty, allocates), and put back into the slot of the thread that gives it, the larger of two
     * kept. Unlike {@link Lent} no flag stays set: an array given back on another thread, or never given back,
     * costs one allocation later, never a wrong share.
     */
    static final class Spare<A> {
        private final IntFunction<A> make;
        private final ToIntFunction<A> length;
        private A array;

        private Spare(IntFunction<A> make, ToIntFunction<A> length) {
            this.make = make;
            this.length = length;
        }

        /** An array of at least {@code n} elements, its contents left from its last use. */
        A take(int n) {
            A x = array;
            if (x != null && length.applyAsInt(x) >= n) {
                array = null;
                return x;
            }
            return make.apply(n);
        }

        /** Keeps {@code x} (no longer used by the giver) as the spare, unless the one there is larger. */
        void give(A x) {
            A y = array;
            if (y == null || length.applyAsInt(y) < length.applyAsInt(x)) array = x;
        }
    }

    /** The bucket bounds of the step at {@code depth} (written before they are read: never cleared). */
    int[] bounds(int depth) {
        int[] x = bounds[depth];
        if (x == null) bounds[depth] = x = new int[(2 << CpuConfig.MAX_LOG_BUCKETS) + 1];
        return x;
    }
}
