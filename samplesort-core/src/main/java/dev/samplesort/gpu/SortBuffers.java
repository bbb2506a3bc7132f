package dev.samplesort.gpu;

/**
 * The device memory one sort keeps from its first level to its last, as one allocation carved into named
 * regions: the auxiliary buffer the levels ping-pong with (n keys, and n values for key-value sorts) and,
 * when the policy stores bucket indices, one byte per key. Offsets are relative to the allocation; a region the
 * sort does not need is {@code -1}.
 *
 * @param auxKeys   n keys
 * @param auxValues n values, or -1 for keys-only sorts
 * @param bucketIds n bytes, or -1 unless {@link GpuPolicy#storeBuckets()}
 * @param bytes     the allocation's size
 */
record SortBuffers(long auxKeys, long auxValues, long bucketIds, long bytes) {

    /** The layout for {@code n} keys of {@code keyBytes} with values of {@code valueBytes} (0: none). */
    static SortBuffers of(long n, int keyBytes, int valueBytes, boolean storeBuckets) {
        Carving c = new Carving();
        long k = c.take(n * keyBytes);
        long v = valueBytes == 0 ? -1 : c.take(n * valueBytes);
        long b = storeBuckets ? c.take(n) : -1;
        return new SortBuffers(k, v, b, c.size());
    }
}
