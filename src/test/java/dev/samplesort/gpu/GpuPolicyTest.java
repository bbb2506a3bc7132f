package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The level planning rules of the GPU policy (no GPU needed). */
class GpuPolicyTest {
    private static final int MIN_BUCKETS = 132 * 8;

    private static GpuPolicy withBalanced(GpuPolicy p, boolean balanced) {
        return new GpuPolicy(p.logKs(), p.finalMaxLogK(), p.classCaps(), p.fill(), p.blocksPerSm(), p.staged(),
                p.storeBuckets(), p.copyChunk(), p.seed(), balanced);
    }

    @Test
    void aFinalLevelTakesTheSmallestKThatFillsBucketsToTarget() {
        GpuPolicy p = GpuPolicy.forWidths(4, 0);
        assertEquals(8192, p.maxBucket());
        // 256 segments of 2^19 keys: 2^19 / 128 = 4096 = fill * M
        assertEquals(7, p.logK(1 << 19, 256, MIN_BUCKETS));
        // one small segment: a larger final K for parallelism
        assertEquals(10, p.logK(1 << 22, 1, MIN_BUCKETS));
    }

    @Test
    void balancedLevelsUseTheSmallestKThatKeepsTheLevelCount() {
        GpuPolicy p = withBalanced(GpuPolicy.forWidths(8, 0), true);
        assertEquals(8, p.logK(1L << 28, 1, MIN_BUCKETS));   // 2^16 buckets: 256 x 256
        assertEquals(7, p.logK(1L << 26, 1, MIN_BUCKETS));   // 2^14 buckets: 128 x 128
        assertEquals(7, p.logK(1L << 24, 1, MIN_BUCKETS));   // 2^12 buckets: 128 x 32
        // a second level slightly above 256 x target: the largest K, not a narrow extra level
        assertEquals(8, p.logK((1L << 20) + (1L << 16), 256, MIN_BUCKETS));
        for (long n = 1L << 23; n <= 1L << 34; n *= 2) {
            int lk = p.logK(n, 1, MIN_BUCKETS);
            assertTrue(lk <= 8, n + " -> " + lk);
            long left = n >> lk;
            int levels = 1;
            while (left > 4096) {
                left >>= 8;
                levels++;
            }
            long unbalanced = n;
            int maxLevels = 0;
            while (unbalanced > 4096) {
                unbalanced >>= 8;
                maxLevels++;
            }
            assertTrue(levels <= Math.max(1, maxLevels), "balancing must not add a level for n = " + n);
        }
    }

    @Test
    void unbalancedLevelsUseTheLargestK() {
        GpuPolicy p = withBalanced(GpuPolicy.forWidths(8, 0), false);
        assertEquals(8, p.logK(1L << 26, 1, MIN_BUCKETS));
        assertEquals(8, p.logK(1L << 24, 1, MIN_BUCKETS));
    }
}
