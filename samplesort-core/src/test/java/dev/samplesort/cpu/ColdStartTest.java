package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.Sorter;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The engine's cold start ({@link ColdStart}): while a key type's warm-up has not ended, the keys-only sorts that
 * would start the engine or the team on many threads are the JDK's, exactly as {@code Arrays.sort} sorts; the first
 * of them starts one warm-up; after it the engine takes them. The other test classes run with the cold start off
 * (the build's test setting), since they pin a warm JVM's routes. Simulated many-core settings (16 threads, a
 * parallel common pool, the JDK's range ending at 2^16 keys, so that 2^18 keys reach the engine) on any machine.
 */
class ColdStartTest {
    private static final int N = 1 << 18;

    @BeforeEach
    void coldAndMany() throws InterruptedException {
        for (ColdStart c : ColdStart.all()) c.reset();
        CpuConfig.setColdStart(true, -1);
        CpuConfig.setThreads(16);
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkBelow(1 << 16);
    }

    @AfterEach
    void restore() throws InterruptedException {
        for (ColdStart c : ColdStart.all()) c.reset();
        CpuConfig.setColdStart(CpuConfig.POLICY.cold().on(), -1);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setHybrid(true);
    }

    @Test
    void aColdEngineSortsByTheJdkWhileOneWarmUpRuns() throws InterruptedException {
        SplittableRandom r = new SplittableRandom(1);
        int[] ints = r.ints(N).toArray();
        long[] longs = r.longs(N).toArray();
        float[] floats = withSpecials(r, N);
        double[] doubles = new double[N];
        for (int i = 0; i < N; i++) doubles[i] = floats[i] * 1e300 / 3;   // zeros of both signs, NaNs, infinities
        for (int round = 0; round < 2; round++) { // the second while the warm-up may still run: still one warm-up
            sorted(ints.clone());
            assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "int, round " + round);
            sorted(longs.clone());
            assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "long, round " + round);
            sorted(floats.clone());
            assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "float, round " + round);
            sorted(doubles.clone());
            assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "double, round " + round);
        }
        for (ColdStart c : ColdStart.all()) {
            c.warmNow(16);
            assertTrue(c.warm());
            assertEquals(1, c.started(), "one warm-up per key type");
        }
        sorted(ints.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "int after the warm-up");
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "long after the warm-up");
        sorted(floats.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "float after the warm-up");
        sorted(doubles.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "double after the warm-up");
    }

    /** One key type's cold spell does not cover another's: each warms its own methods. */
    @Test
    void eachKeyTypeWarmsOnItsOwn() throws InterruptedException {
        long[] longs = new SplittableRandom(2).longs(N).toArray();
        sorted(longs.clone());
        ColdStart.longs.warmNow(16);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute);
        assertEquals(0, ColdStart.ints.started());
        assertFalse(ColdStart.ints.warm());
        sorted(new SplittableRandom(3).ints(N).toArray());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute);
    }

    /** The team's sizes (12+ threads, below 2^22 keys) are cold too, and the team sorts after the warm-up. */
    @Test
    void theTeamsSortsGoToTheJdkWhileCold() throws InterruptedException {
        assumeTrue(CpuConfig.JDK_SIMD_SORT, "the team runs with the JDK's intrinsic sort only (none here)");
        CpuConfig.setJdkBelow(-1);
        long[] longs = new SplittableRandom(4).longs(1 << 18).toArray();
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute);
        ColdStart.longs.warmNow(16);
        sorted(longs.clone());
        assertEquals(CpuConfig.Route.TEAM, CpuConfig.lastRoute);
    }

    @Test
    void fewThreadsStartNoWarmUp() {
        CpuConfig.setThreads(CpuConfig.POLICY.cold().minThreads() - 1);
        sorted(new SplittableRandom(5).longs(N).toArray());
        assertNotEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute);
        assertEquals(0, ColdStart.longs.started());
    }

    @Test
    void keyValueSortsTheEngineAskedForAndTheSwitchOffAreNotCold() {
        SplittableRandom r = new SplittableRandom(6);
        long[] keys = r.longs(N).toArray(), k = keys.clone();
        int[] values = new int[N];
        for (int i = 0; i < N; i++) values[i] = i;
        Sorter.cpu().sort(k, values.clone());
        assertNotEquals(CpuConfig.Route.COLD, CpuConfig.lastRoute, "pairs (the engine is stable; the JDK is not)");
        CpuConfig.setHybrid(false);
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "hybrid off: the engine was asked for");
        CpuConfig.setHybrid(true);
        CpuConfig.setColdStart(false, -1);
        sorted(keys.clone());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute, "cold start off");
        assertEquals(0, ColdStart.longs.started());
    }

    /** What the benchmark calls before it times: every key type warmed, the engine from the first sort. */
    @Test
    void warmUpLeavesNothingCold() throws InterruptedException {
        CpuConfig.warmUp();
        for (ColdStart c : ColdStart.all()) assertTrue(c.warm());
        sorted(new SplittableRandom(7).ints(N).toArray());
        assertEquals(CpuConfig.Route.ENGINE, CpuConfig.lastRoute);
    }

    private static float[] withSpecials(SplittableRandom r, int n) {
        float[] f = new float[n];
        float[] specials = {0.0f, -0.0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
                Float.intBitsToFloat(0x7fc00001)};
        for (int i = 0; i < n; i++) f[i] = r.nextInt(64) == 0 ? specials[r.nextInt(specials.length)]
                : (float) r.nextGaussian();
        return f;
    }

    private static void sorted(int[] a) {
        int[] want = a.clone();
        Arrays.sort(want);
        Sorter.cpu().sort(a);
        assertArrayEquals(want, a);
    }

    private static void sorted(long[] a) {
        long[] want = a.clone();
        Arrays.sort(want);
        Sorter.cpu().sort(a);
        assertArrayEquals(want, a);
    }

    private static void sorted(float[] a) {
        float[] want = a.clone();
        Arrays.sort(want);
        Sorter.cpu().sort(a);
        assertArrayEquals(want, a);   // floatToIntBits: -0.0 before 0.0, NaNs canonical as Arrays.sort leaves them
    }

    private static void sorted(double[] a) {
        double[] want = a.clone();
        Arrays.sort(want);
        Sorter.cpu().sort(a);
        assertArrayEquals(want, a);
    }
}
