package dev.samplesort.gpu;

/**
 * The device memory one sort keeps from its first level to its last, as one allocation carved into named
 * regions: the auxiliary buffer the levels ping-pong with (n keys, and n values for key-value sorts) and,
 * when the policy stores bucket indices, one byte per key, and the arena the levels carve their scratch from
 * ({@link LevelScratch#arenaBytes}). Offsets are relative to the allocation; a region the sort does not need is
 * {@code -1}.
 *
 * @param auxKeys   n keys
 * @param auxValues n values, or -1 for keys-only sorts
 * @param bucketIds n bytes, or -1 unless {@link GpuPolicy#storeBuckets()}
 * @param arena     the level arena, or -1 when the levels allocate their own scratch
 * @param arenaBytes the level arena's size (0 without one)
 * @param bytes     the allocation's size
 */
record SortBuffers(long auxKeys, long auxValues, long bucketIds, long arena, long arenaBytes, long bytes) {

    /**
     * The layout for {@code n} keys of {@code keyBytes} with values of {@code valueBytes} (0: none) and no level
     * arena (the multi-GPU sort's per-device buffers).
     */
    static SortBuffers of(long n, int keyBytes, int valueBytes, boolean storeBuckets) {
        return of(n, keyBytes, valueBytes, storeBuckets, 0);
    }

    /** As above, with a level arena of {@code arenaBytes} (0: none). */
    static SortBuffers of(long n, int keyBytes, int valueBytes, boolean storeBuckets, long arenaBytes) {
        Carving c = new Carving();
        long k = c.take(n * keyBytes);
        long v = valueBytes == 0 ? -1 : c.take(n * valueBytes);
        long b = storeBuckets ? c.take(n) : -1;
        long r = arenaBytes == 0 ? -1 : c.take(arenaBytes);
        return new SortBuffers(k, v, b, r, arenaBytes, c.size());
    }

    /**
     * The one allocation {@link GpuSampleSort#sort} makes for {@code n} keys (above M) of {@code kt} with values of
     * {@code vt} (or null) under {@code policy} on a device of {@code smCount} multiprocessors.
     */
    static SortBuffers forSort(long n, dev.samplesort.KeyType kt, dev.samplesort.ValueType vt, GpuPolicy policy,
                               int smCount) {
        LevelPlan first = LevelPlan.whole(n, policy, smCount);
        return of(n, kt.byteSize(), vt == null ? 0 : vt.byteSize(), policy.storeBuckets(),
                LevelScratch.arenaBytes(first, n, kt.byteSize(), policy, smCount));
    }
}
