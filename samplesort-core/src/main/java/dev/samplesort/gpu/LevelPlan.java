package dev.samplesort.gpu;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * One distribution level: the segments (buckets of the previous level larger than M) distributed together in one
 * set of launches, the bucket count K, and which chunk of which segment each thread block handles. Builds the
 * table the kernels read (layout documented at {@code ss::LevelTables} in common.cuh).
 */
final class LevelPlan {
    /** Largest histogram the scan kernels take. */
    static final long MAX_HIST = KernelContract.maxHistogram();

    final int nseg;
    final long[] segStart;
    final long[] segSize;
    final long[] segChunk;
    final long[] histBase;
    final int[] segBlocks;
    final int logK;
    final int nblk;
    final long histLen;
    /** The largest segment's size. */
    final long maxSegment;
    /** Keys in all segments. */
    final long total;

    LevelPlan(long[] segStart, long[] segSize, int nseg, GpuPolicy policy, int smCount) {
        this(segStart, segSize, nseg, -1, policy, smCount);
    }

    /**
     * As above with a given bucket count {@code logK} (the multi-GPU sort's first level, whose K is fixed by the
     * global splitters), or {@code -1}: the policy's choice for the largest segment.
     */
    LevelPlan(long[] segStart, long[] segSize, int nseg, int logK, GpuPolicy policy, int smCount) {
        this.nseg = nseg;
        this.segStart = segStart;
        this.segSize = segSize;
        long total = 0, max = 0;
        for (int s = 0; s < nseg; s++) {
            total += segSize[s];
            max = Math.max(max, segSize[s]);
        }
        this.maxSegment = max;
        this.total = total;
        this.logK = logK >= 0 ? logK : policy.logK(max, nseg, smCount * 8);
        final long k = 1L << this.logK;
        long target = (long) smCount * policy.blocksPerSm();
        long unit = smallUnit(nseg, total, k, target, policy);
        long chunk = Math.max(unit, roundUp(ceilDiv(total, target), unit));
        segChunk = new long[nseg];
        histBase = new long[nseg];
        segBlocks = new int[nseg];
        long blocks, hist;
        while (true) {
            blocks = 0;
            hist = 0;
            for (int s = 0; s < nseg; s++) {
                long b = Math.max(1, ceilDiv(segSize[s], chunk));
                segBlocks[s] = (int) b;
                segChunk[s] = roundUp(ceilDiv(segSize[s], b), unit);
                histBase[s] = hist;
                hist += k * b;
                blocks += b;
            }
            if (hist <= MAX_HIST && blocks <= Integer.MAX_VALUE) break;
            if (chunk >= total) throw new IllegalStateException("level too large for the scan: " + hist);
            chunk *= 2;
        }
        this.nblk = (int) blocks;
        this.histLen = hist;
    }

    /**
     * What a block's chunk is rounded to: one distribution tile, or for a level of one segment with fewer keys than
     * a tile per block the policy's small chunk, doubled until the histogram has at most SMALL_HIST entries
     * ({@link GpuPolicy#smallChunk}). The distribution kernels handle a partial tile; chunks stay multiples of 256
     * keys, whole 128-byte lines.
     */
    private static long smallUnit(int nseg, long total, long k, long target, GpuPolicy policy) {
        final long tile = KernelContract.DIST_TILE;
        long c = policy.smallChunk();
        if (nseg != 1 || c == 0 || ceilDiv(total, target) >= tile) return tile;
        while (c < tile && ceilDiv(total, c) * k > SMALL_HIST) c *= 2;
        return c;
    }

    /**
     * The largest histogram small chunks may make: the one-block scan and plan took 8.5 us for 2048 entries (2^16
     * keys in 64 chunks of 1024, K = 32) but 16 us for 8192 (2^18 keys in 128 chunks of 2048, K = 64) against 8.9 us
     * for the 2048 entries of whole tiles (H100, ncu, 2026-11-23).
     */
    static final int SMALL_HIST = 2048;

    /** The first level of a sort of {@code n} keys: one segment, the whole input. */
    static LevelPlan whole(long n, GpuPolicy policy, int smCount) {
        return new LevelPlan(new long[] {0}, new long[] {n}, 1, policy, smCount);
    }

    int k() { return 1 << logK; }

    /** Bytes of the table. */
    long tableBytes() { return 32L * nseg + 4L * (nseg + 2L * nblk); }

    /** Writes the table at {@code off} of {@code seg} (built in Java arrays, copied in bulk). */
    void writeTable(MemorySegment seg, long off) {
        long[] w = new long[4 * nseg];
        System.arraycopy(segStart, 0, w, 0, nseg);
        System.arraycopy(segSize, 0, w, nseg, nseg);
        System.arraycopy(segChunk, 0, w, 2 * nseg, nseg);
        System.arraycopy(histBase, 0, w, 3 * nseg, nseg);
        int[] q = new int[nseg + 2 * nblk];
        System.arraycopy(segBlocks, 0, q, 0, nseg);
        for (int s = 0, p = nseg; s < nseg; s++) {
            for (int b = 0; b < segBlocks[s]; b++, p++) {
                q[p] = s;
                q[p + nblk] = b;
            }
        }
        MemorySegment.copy(w, 0, seg, ValueLayout.JAVA_LONG_UNALIGNED, off, w.length);
        MemorySegment.copy(q, 0, seg, ValueLayout.JAVA_INT_UNALIGNED, off + 32L * nseg, q.length);
    }

    static long ceilDiv(long a, long b) { return (a + b - 1) / b; }

    static long roundUp(long a, long m) { return ceilDiv(a, m) * m; }
}
