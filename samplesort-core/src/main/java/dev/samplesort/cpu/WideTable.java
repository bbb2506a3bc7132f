package dev.samplesort.cpu;

/**
 * The few-values samples' hash table ({@code SampleSort*.wideValues}, and the 128-key {@code sampledValues} in its
 * first {@link #SAMPLE_MASK} + 1 slots), one per thread and reused: the values' raw bits (widened to a {@code long}),
 * how often each was read, and the slots taken, so that a sample clears only those (at most
 * {@link CpuConfig#FEW_WIDE_MAX} + 1, or {@link CpuConfig#FEW_SAMPLE}) and not the whole table.
 *
 * <p>Why not two fresh arrays a sample, as until the seventy-first session: they were 16 KiB of garbage on every
 * sort that took the wider sample, zeroed in memory the heap had not touched lately, and on a heap whose young
 * regions were new to the JVM each of their pages was a page fault too. H200 host's Xeon, 4 cores (`taskset`),
 * seventy-first session: two fresh 8 KiB arrays alone 1.6-2.0 us with {@code -XX:+AlwaysPreTouch}, 6.9-8.2 without
 * (call B, harness {@code Wv}); the whole sample of `int` zipf 2^16 on seven inputs in turn 10.8 us (median) with
 * them, 2.2 with this table (call F, {@code Wv2}; dev VM, Zen 4: 8.4 against 2.0). Inside the sort, after the other
 * probes and between {@code parallelSort}s, it still took 5.5-8.7 us on 4 / 8 cores (call G, the route's stages
 * timed); why more there than alone is not placed (the dev VM's sample alone after a sort of other keys: 2.8 us).
 *
 * <p>What it keeps: 4 slots for each of the larger of {@code fewWideMax} and the 128-key sample's keys (with the default
 * {@code fewWideMax} of 512, 2048 slots), about 26 KiB for each thread that ever took a few-values sample, for the
 * thread's life (a thread local: no lock, no sharing between sorts on different threads).
 */
final class WideTable {
    /** Slots: at least 4 a value, so that probe sequences stay short. */
    final int mask;
    /**
     * The 128-key sample's slots, 4 a key as in the whole table: the first 512 (6 KiB of keys and counts, where the
     * wider sample spreads over 24 KiB).
     */
    static final int SAMPLE_MASK = Integer.highestOneBit(4 * CpuConfig.FEW_SAMPLE - 1) * 2 - 1;
    /** Each slot's value, its raw bits widened (meaningful where {@link #seen} is not 0). */
    final long[] keys;
    /** How often each slot's value was read; 0: a free slot. Between samples every entry is 0. */
    final int[] seen;
    /** The slots taken, in the order their values were first read. */
    final int[] used;

    private WideTable(int most) {
        int log = 32 - Integer.numberOfLeadingZeros(Math.max(1, 4 * most - 1));
        mask = (1 << log) - 1;
        keys = new long[mask + 1];
        seen = new int[mask + 1];
        used = new int[most + CpuConfig.FEW_WIDE_LOOK + 1]; // (the wider sample looks at its count between runs)
    }

    private static final ThreadLocal<WideTable> TABLE =
            ThreadLocal.withInitial(() -> new WideTable(Math.max(CpuConfig.FEW_WIDE_MAX, CpuConfig.FEW_SAMPLE)));

    /** This thread's table, every slot free. */
    static WideTable get() {
        return TABLE.get();
    }

    /**
     * The slot of the value whose bits are {@code b} among the first {@code m + 1} ({@code m} = {@link #mask} or
     * {@link #SAMPLE_MASK}): where it was counted, else the free slot it takes. Probed linearly from its multiplicative
     * hash; the table is never more than half full (4 slots for each of the larger of FEW_WIDE_MAX and FEW_SAMPLE, and
     * the wider sample counts at most FEW_WIDE_LOOK reads past FEW_WIDE_MAX values; a third with the defaults), so a
     * free slot is always found.
     */
    int slot(long b, int m) {
        int h = (int) ((b * 0x9E3779B97F4A7C15L) >>> Long.numberOfLeadingZeros(m));
        while (seen[h] != 0 && keys[h] != b) h = (h + 1) & m;
        return h;
    }

    /** Frees the first {@code d} slots of {@link #used}: the table as {@link #get} hands it out. */
    void clear(int d) {
        for (int j = 0; j < d; j++) seen[used[j]] = 0;
    }
}
