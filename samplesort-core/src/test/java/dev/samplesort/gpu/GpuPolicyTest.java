package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The level planning rules of the GPU policy (no GPU needed). */
class GpuPolicyTest {
    private static final int MIN_BUCKETS = 132 * 8;

    private static GpuPolicy withBalanced(GpuPolicy p, boolean balanced) {
        return new GpuPolicy(p.logKs(), p.finalLogKs(), p.finalMaxLogK(), p.classKernels(), p.classCaps(), p.fill(),
                p.blocksPerSm(), p.staged(), p.storeBuckets(), p.copyChunk(), p.seed(), balanced);
    }

    @Test
    void aFinalLevelTakesTheSmallestKThatFillsBucketsToTarget() {
        GpuPolicy p = GpuPolicy.defaults();
        assertEquals(8192, p.maxBucket());
        // 256 segments of 2^19 keys: 2^19 / 128 = 4096 = fill * M
        assertEquals(7, p.logK(1 << 19, 256, MIN_BUCKETS));
        // one small segment: a larger final K for parallelism
        assertEquals(10, p.logK(1 << 22, 1, MIN_BUCKETS));
    }

    @Test
    void smallInputsStopAddingBucketsBelowTheMinimumFinalBucket() {
        GpuPolicy p = GpuPolicy.defaults();
        assertEquals(4096, p.minFinalBucket());
        assertEquals(5, p.logK(1 << 16, 1, MIN_BUCKETS));   // 32 buckets of 2048 (K = 16 is not instantiated)
        assertEquals(6, p.logK(1 << 18, 1, MIN_BUCKETS));   // 64 of 4096, not 1024 of 256
        assertEquals(8, p.logK(1 << 20, 1, MIN_BUCKETS));   // 256 of 4096
        assertEquals(10, p.logK(1 << 22, 1, MIN_BUCKETS));  // the fill target needs 1024
        assertEquals(7, withProperty("minFinalBucket", "2048").logK(1 << 18, 1, MIN_BUCKETS));
        GpuPolicy old = withProperty("minFinalBucket", "1");  // the rule before: as many buckets as SMs x 8
        assertEquals(10, old.logK(1 << 16, 1, MIN_BUCKETS));
        // many segments (a second level): the minimum bucket count is met first, as before
        assertEquals(7, p.logK(1 << 19, 256, MIN_BUCKETS));
    }

    @Test
    void lightSamplesOnlyOnFinalLevelsOfAtMost256Buckets() {
        GpuPolicy p = withProperty("lightSample", "1");
        assertTrue(p.lightSample(1 << 20, 8));      // 256 buckets of 4096 = M / 2
        assertFalse(p.lightSample(1 << 21, 8));     // 8192: not a final level
        assertFalse(p.lightSample(1 << 22, 10));    // no light kernel for K = 1024
        assertTrue(p.lightSample(1 << 16, 5));
        assertFalse(withProperty("lightSample", "0").lightSample(1 << 20, 8));
        for (int[] r : KernelContract.SAMPLE_LIGHT_SHAPES) {
            assertTrue(p.lightSample(1L << r[0], r[0]));
            assertEquals(16 << r[0], r[1] * r[2], "16 keys per bucket");
        }
    }

    @Test
    void aLevelOfOneWaveUsesOneSizeClassAndM() {
        GpuPolicy p = GpuPolicy.defaults();
        int last = p.classCaps().length - 1, m = 1 << last;
        // 32 buckets of 2048: 1.6 x 2048 = 3277 -> the third class, served by the 512 x 7 kernel (3584 keys)
        GpuPolicy.ClassPlan w = p.classPlan(32, 1 << 16, 132);
        assertEquals((1 << 2) | m, w.classes());
        assertEquals(2, w.waveSlot());
        assertEquals(2, w.waveKernel());
        assertEquals(3584, w.waveCap());
        // 128 buckets of 500: want 800 -> the second class; the 128 x 7 kernel does not exist, 128 x 5 is too small
        w = p.classPlan(128, 128 * 500, 132);
        assertEquals((1 << 1) | m, w.classes());
        assertTrue(GpuPolicy.CLASS_SHAPES[w.waveKernel()][0] * GpuPolicy.CLASS_SHAPES[w.waveKernel()][1] >= 800);
        // buckets averaging 4096 (want 6554): M alone, with its own kernel
        w = p.classPlan(64, 1 << 18, 132);
        assertEquals(m, w.classes());
        assertEquals(-1, w.waveSlot());
        // more than one wave (2 buckets per SM): every class
        assertEquals((1 << p.classCaps().length) - 1, p.classPlan(512, 1 << 20, 132).classes());
        assertEquals(-1, p.classPlan(512, 1 << 20, 132).waveSlot());
        assertEquals((1 << p.classCaps().length) - 1, withProperty("waveClasses", "0").classPlan(32, 1 << 16, 132).classes());
    }

    @Test
    void stablePairsCarryTheValuesAsPayloadUnlessSetOff() {
        assertTrue(GpuPolicy.defaults().stablePayload());
        assertFalse(withProperty("stablePayload", "0").stablePayload());
        assertTrue(GpuPolicy.defaults().stableScatter());
        assertFalse(withProperty("stableScatter", "0").stableScatter());
    }

    @Test
    void passZeroIsPackedWhereTheSampleSaysSoUnlessSetOtherwise() {
        assertEquals(GpuPolicy.PACK_AUTO, GpuPolicy.defaults().packRows());
        assertEquals(GpuPolicy.PACK_NEVER, withProperty("packRows", "0").packRows());
        assertEquals(GpuPolicy.PACK_ALWAYS, withProperty("packRows", "2").packRows());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> withProperty("packRows", "3"));
        assertTrue(e.getMessage().contains("samplesort.gpu.packRows=3"), e.getMessage());
        assertEquals(GpuPolicy.PACK_ALWAYS, GpuPolicy.defaults().withPackRows(GpuPolicy.PACK_ALWAYS).packRows());
        assertThrows(IllegalArgumentException.class, () -> GpuPolicy.defaults().withPackRows(-1));
        assertTrue(GpuPolicy.defaults().toString().contains("packRows=1"));
        assertEquals(GpuPolicy.DEFAULT_PACK_ROWS_MIN, GpuPolicy.defaults().packRowsMin());
        assertEquals(1 << 20, withProperty("packRowsMin", "1048576").packRowsMin());
        assertThrows(IllegalArgumentException.class, () -> withProperty("packRowsMin", "1"));
    }

    @Test
    void theWaveKernelHasTheShortestCriticalPathThatHoldsTheBuckets() {
        for (int want : new int[] {100, 640, 641, 1792, 3000, 3584, 5000, 8192, 8704}) {
            int k = GpuPolicy.waveKernel(want);
            int[] sh = GpuPolicy.CLASS_SHAPES[k];
            assertTrue(sh[0] * sh[1] >= want, want + " -> kernel " + k);
            long cost = (long) sh[1] * (31 - Integer.numberOfLeadingZeros(sh[0]));
            for (int[] o : GpuPolicy.CLASS_SHAPES) {
                if (o[0] * o[1] >= want) assertTrue(cost <= (long) o[1] * (31 - Integer.numberOfLeadingZeros(o[0])));
            }
        }
        assertEquals(-1, GpuPolicy.waveKernel(1 << 20));
    }

    @Test
    void smallLevelsOfOneSegmentTakeSmallChunksWhileTheHistogramFitsTheOneBlockScan() {
        GpuPolicy p = GpuPolicy.defaults();
        assertEquals(1024, p.smallChunk());
        LevelPlan l16 = LevelPlan.whole(1 << 16, p, 132);   // K = 32: 64 blocks of 1024, 2048 entries
        assertEquals(64, l16.nblk);
        assertEquals(1024, l16.segChunk[0]);
        LevelPlan l18 = LevelPlan.whole(1 << 18, p, 132);   // K = 64: at most 2048 entries -> whole tiles again
        assertEquals(32, l18.nblk);
        assertTrue(l18.histLen <= LevelPlan.SMALL_HIST);
        LevelPlan l22 = LevelPlan.whole(1 << 22, p, 132);   // whole tiles, as before
        assertEquals(0, l22.segChunk[0] % KernelContract.DIST_TILE);
        LevelPlan off = LevelPlan.whole(1 << 16, withProperty("smallChunk", "0"), 132);
        assertEquals(8, off.nblk);
        assertThrows(IllegalArgumentException.class, () -> withProperty("smallChunk", "1000"));
        assertThrows(IllegalArgumentException.class, () -> withProperty("smallChunk", "128"));
        // two segments (a later level): whole tiles
        LevelPlan two = new LevelPlan(new long[] {0, 1 << 15}, new long[] {1 << 15, 1 << 15}, 2, p, 132);
        assertEquals(0, two.segChunk[0] % KernelContract.DIST_TILE);
    }

    @Test
    void balancedLevelsUseTheSmallestKThatKeepsTheLevelCount() {
        GpuPolicy p = withBalanced(GpuPolicy.defaults(), true);
        assertEquals(8, p.logK(1L << 28, 1, MIN_BUCKETS));   // 2^16 buckets: 256 x 256
        assertEquals(7, p.logK(1L << 26, 1, MIN_BUCKETS));   // 2^14 buckets: 128 x 128
        assertEquals(6, p.logK(1L << 24, 1, MIN_BUCKETS));   // 2^12 buckets: 64 x 64
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
        GpuPolicy p = withBalanced(GpuPolicy.defaults(), false);
        assertEquals(8, p.logK(1L << 26, 1, MIN_BUCKETS));
        assertEquals(8, p.logK(1L << 24, 1, MIN_BUCKETS));
    }

    /** The policy of one {@code samplesort.gpu.<name>} setting (the parser reads settings, not the JVM's state). */
    private static GpuPolicy withProperty(String name, String value) {
        return GpuPolicy.from(new dev.samplesort.spi.Properties(
                k -> k.equals("samplesort.gpu." + name) ? value : null));
    }

    @Test
    void defaultsAreBalancedWithTheSixClassesOfSetOne() {
        GpuPolicy p = GpuPolicy.defaults();
        assertTrue(p.balanced());
        assertArrayEquals(GpuPolicy.SET_KERNELS[1], p.classKernels());
        assertArrayEquals(GpuPolicy.SET_CAPS[1], p.classCaps());
        assertTrue(java.util.Arrays.stream(p.finalLogKs()).anyMatch(k -> k == 6));
    }

    @Test
    void propertiesSelectTheClassSetAndLeaveOutK64() {
        GpuPolicy set0 = withProperty("classSet", "0");
        assertArrayEquals(GpuPolicy.SET_KERNELS[0], set0.classKernels());
        assertEquals(8192, set0.maxBucket());
        assertFalse(java.util.Arrays.stream(withProperty("k64", "0").finalLogKs()).anyMatch(k -> k == 6));
        assertEquals(3, withProperty("classes", "3").classCaps().length);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> withProperty("classSet", "2"));
        assertTrue(e.getMessage().contains("classSet"), e.getMessage());
    }

    @Test
    void everyClassFitsItsKernel() {
        for (int set = 0; set < GpuPolicy.SET_KERNELS.length; set++) {
            int[] kernels = GpuPolicy.SET_KERNELS[set], caps = GpuPolicy.SET_CAPS[set];
            for (int c = 0; c < caps.length; c++) {
                int[] shape = GpuPolicy.CLASS_SHAPES[kernels[c]];
                assertTrue(caps[c] <= shape[0] * shape[1], "set " + set + " class " + c);
            }
        }
        GpuPolicy p = GpuPolicy.defaults();
        int[] tooBig = p.classCaps().clone();
        tooBig[0] = 100_000;
        assertThrows(IllegalArgumentException.class, () -> new GpuPolicy(p.logKs(), p.finalLogKs(),
                p.finalMaxLogK(), p.classKernels(), tooBig, p.fill(), p.blocksPerSm(), p.staged(),
                p.storeBuckets(), p.copyChunk(), p.seed(), p.balanced()));
    }

    @Test
    void memoryLimitParsesSizes() {
        java.util.function.Function<String, Long> limit = v -> GpuPolicy.from(new dev.samplesort.spi.Properties(
                k -> k.equals("samplesort.gpu.memoryLimit") ? v : null)).memoryLimit();
        assertEquals(0L, limit.apply(null));
        assertEquals(0L, limit.apply(" "));
        assertEquals(0L, limit.apply("0"));
        assertEquals(1L << 30, limit.apply("1g"));
        assertEquals(1L << 30, limit.apply("1G"));
        assertEquals(512L << 20, limit.apply("512m"));
        assertEquals(64L << 20, limit.apply("64MiB"));
        assertEquals(8L << 30, limit.apply(" 8gb "));
        assertEquals(2L << 40, limit.apply("2t"));
        assertEquals(100_000_000L, limit.apply("100000000"));
        assertEquals(0L, GpuPolicy.defaults().memoryLimit());
        for (String bad : new String[] {"abc", "-1", "1x", "1.5g", "g", "99999999999t"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> limit.apply(bad), bad);
            assertTrue(e.getMessage().contains("samplesort.gpu.memoryLimit") && e.getMessage().contains(bad),
                    e.getMessage());
        }
        IllegalArgumentException small = assertThrows(IllegalArgumentException.class, () -> limit.apply("10m"));
        assertTrue(small.getMessage().contains("samplesort.gpu.memoryLimit") && small.getMessage().contains("64 MiB"),
                small.getMessage());
        assertTrue(GpuPolicy.defaults().withMemoryLimit(1L << 30).toString().contains("memoryLimit=1073741824"));
        assertThrows(IllegalArgumentException.class, () -> GpuPolicy.defaults().withMemoryLimit(-1));
    }

    @Test
    void builderValidatesTheMemoryLimit() {
        assertEquals(1L << 30, dev.samplesort.Sorter.builder().gpuMemoryLimit(1L << 30).build().gpuMemoryLimit());
        assertEquals(0, dev.samplesort.Sorter.builder().build().gpuMemoryLimit());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> dev.samplesort.Sorter.builder().gpuMemoryLimit(1 << 20));
        assertTrue(e.getMessage().contains("gpuMemoryLimit"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> dev.samplesort.Sorter.builder().gpuMemoryLimit(-5));
    }

    @Test
    void outOfCoreIsNeededOnlyBeyondTheLimit() {
        long limit = 64L << 20;
        assertFalse(OutOfCore.needed(1 << 20, dev.samplesort.KeyType.LONG, null, limit));
        assertTrue(OutOfCore.needed(1 << 23, dev.samplesort.KeyType.LONG, null, limit));
        assertFalse(OutOfCore.needed(1, dev.samplesort.KeyType.LONG, null, limit));
        // values count: 1 Mi long pairs need 32 MiB and the tables
        assertFalse(OutOfCore.needed(1 << 19, dev.samplesort.KeyType.LONG, dev.samplesort.ValueType.LONG, limit));
        assertTrue(OutOfCore.needed(1 << 21, dev.samplesort.KeyType.LONG, dev.samplesort.ValueType.LONG, limit));
        assertEquals(limit, OutOfCore.budget(limit));
    }

    @Test
    void theFusedExchangeIsTheDefaultAndCanBeTurnedOff() {
        assertTrue(GpuPolicy.defaults().fusedExchange());
        GpuPolicy off = GpuPolicy.from(new dev.samplesort.spi.Properties(
                name -> name.equals("samplesort.gpu.mgpuFusedExchange") ? "0" : null));
        assertFalse(off.fusedExchange());
        assertTrue(off.withFusedExchange(true).fusedExchange());
        assertFalse(GpuPolicy.defaults().withFusedExchange(false).withMemoryLimit(1L << 30).fusedExchange());
    }
}
