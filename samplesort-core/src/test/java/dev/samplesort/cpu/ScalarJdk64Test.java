package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The routes of long and double keys where the JDK's 64-bit sort is scalar (AMD Zen 4, AVX2-only CPUs:
 * CpuPolicy.JDK_SIMD_SORT_64 false), simulated on any machine: where the JDK's sort would be sequential the team on
 * two threads (ScalarTeamTest) and the engine on one from engineMinScalar keys, the intrinsic's rules (parallelSort,
 * no team) where it would be parallel, no duplicate rule, and the 32-bit keys' routes untouched. Every sort is checked against {@code Arrays.sort}.
 */
class ScalarJdk64Test {
    @BeforeEach
    void scalar64() {
        CpuConfig.setJdkSimdSort64(false);
    }

    @AfterEach
    void restore() {
        CpuConfig.setJdkSimdSort64(null);
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
        CpuConfig.setCommonPoolParallel(null);
    }

    private static CpuConfig.Route longRoute(Distribution d, int n, int threads) {
        long[] a = DataGenerator.longs(d, n, 42), e = a.clone();
        Arrays.sort(e);
        SampleSortLong.sort(a, 0, n, threads);
        assertArrayEquals(e, a, "long " + d + " " + n);
        return CpuConfig.lastRoute;
    }

    private static CpuConfig.Route doubleRoute(Distribution d, int n, int threads) {
        double[] a = DataGenerator.doubles(d, n, 42), e = a.clone();
        Arrays.sort(e);
        SampleSortDouble.sort(a, 0, n, threads);
        assertSortedLike(e, a, "double " + d + " " + n);
        return CpuConfig.lastRoute;
    }

    @Test
    void theSizeRuleWhereTheJdkIsSequential() {
        CpuConfig.setCommonPoolParallel(false);
        assertEquals(CpuConfig.JDK_BELOW_SCALAR, CpuConfig.jdkBelow(8, 1));
        assertEquals(CpuConfig.JDK_BELOW_SCALAR, CpuConfig.jdkBelow(8, 2));
        assertEquals(CpuConfig.JDK_BELOW_SCALAR, CpuConfig.jdkBelow(8, 16), "one-worker pool: sequential JDK");
        CpuConfig.setJdkSimdSort64(true);
        long ints = CpuConfig.jdkBelow(4, 2);
        CpuConfig.setJdkSimdSort64(false);
        assertEquals(ints, CpuConfig.jdkBelow(4, 2), "32-bit keys: as before");
        CpuConfig.setCommonPoolParallel(true);
        CpuConfig.setJdkSimdSort64(true);
        long parallelRule = CpuConfig.jdkBelow(8, 16);
        CpuConfig.setJdkSimdSort64(false);
        assertEquals(parallelRule, CpuConfig.jdkBelow(8, 16), "a parallel pool: parallelSort's sizes as measured");
        assertFalse(CpuConfig.teamSorts(1 << 18, 16, false, 8), "no team: its leaves would be the scalar sort");
        assertEquals(CpuConfig.JDK_SIMD_SORT && CpuConfig.hybrid(), CpuConfig.teamSorts(1 << 18, 16, false, 4));
    }

    @Test
    void oneThreadSortsWithTheEngineFromItsSize() {
        CpuConfig.setCommonPoolParallel(false);
        int below = CpuConfig.JDK_BELOW_SCALAR, engine = CpuConfig.ENGINE_MIN_SCALAR;
        assertEquals(CpuTestData.smallLong(below - 1), longRoute(Distribution.UNIFORM, below - 1, 1));
        // from jdkBelowScalar the scans and counts, Arrays.sort for what is left below the engine's size
        assertEquals(CpuConfig.Route.SORT, longRoute(Distribution.UNIFORM, below, 1));
        assertEquals(CpuConfig.Route.SORT, longRoute(Distribution.BUCKET_SORTED, engine - 1, 1));
        assertEquals(CpuConfig.Route.ENGINE, longRoute(Distribution.UNIFORM, engine, 1));
        assertEquals(CpuConfig.Route.ENGINE, doubleRoute(Distribution.GAUSSIAN, engine, 1));
        // zipf: the engine, not the duplicate rule's JDK sort (measured against the engine's scalar leaves)
        assertEquals(CpuConfig.Route.ENGINE, longRoute(Distribution.ZIPF, 1 << 20, 1));
    }

    @Test
    void twoCoresSortOnTheTeamThenWithTheEngine() {
        CpuConfig.setCommonPoolParallel(false);
        int below = CpuConfig.JDK_BELOW_SCALAR, engine = CpuConfig.ENGINE_MIN_SCALAR;
        // unstructured keys on a team of both threads (ScalarTeamTest), the engine from its end
        assertEquals(CpuConfig.Route.TEAM, longRoute(Distribution.UNIFORM, below - 1, 2));
        assertEquals(CpuConfig.Route.TEAM, longRoute(Distribution.UNIFORM, below, 2));
        assertEquals(CpuConfig.Route.TEAM, longRoute(Distribution.BUCKET_SORTED, engine - 1, 2));
        assertEquals(CpuConfig.Route.TEAM, doubleRoute(Distribution.GAUSSIAN, engine, 2));
        assertEquals(CpuConfig.Route.TEAM, longRoute(Distribution.ZIPF, 1 << 20, 2));
        assertEquals(CpuConfig.Route.ENGINE, longRoute(Distribution.UNIFORM, CpuConfig.TEAM_SCALAR_BELOW, 2));
        // the scans and counts before it: one run, a handful of values
        assertEquals(CpuConfig.Route.ONE_RUN, doubleRoute(Distribution.SORTED, below, 2));
        assertEquals(CpuConfig.Route.FEW_FILL, longRoute(Distribution.FEW_UNIQUE_256, below, 2));
        // below the engine's size the small routes stay: two coarse runs, a handful of values
        assertEquals(CpuConfig.Route.TWO_RUNS, longRoute(Distribution.STAGGERED, 1 << 14, 2));
        assertEquals(CpuConfig.Route.FEW_FILL, longRoute(Distribution.FEW_UNIQUE_2, 1 << 14, 2));
        // nearly sorted from the engine's size (almostSortedMin is larger or equal)
        assertEquals(CpuConfig.Route.ALMOST_SORTED, longRoute(Distribution.ALMOST_SORTED, below, 2));
        assertEquals(CpuConfig.Route.ALMOST_SORTED, doubleRoute(Distribution.ALMOST_SORTED, 1 << 18, 2));
        // structured inputs keep their linear routes
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(Distribution.SORTED, 1 << 18, 2));
        assertNotEquals(CpuConfig.Route.TEAM, longRoute(Distribution.DETERMINISTIC_DUPLICATES, 1 << 18, 2));
    }

    @Test
    void manyCoresKeepParallelSortsSizes() {
        CpuConfig.setCommonPoolParallel(true);
        assertEquals(CpuConfig.Route.PAR, longRoute(Distribution.UNIFORM, 1 << 18, 16));
        assertEquals(CpuTestData.smallLong(1 << 12), longRoute(Distribution.UNIFORM, 1 << 12, 16));
        // nearly sorted keys: set aside and merged on all threads counts (parallelSort beat the engine there)
        assertEquals(CpuConfig.Route.ALMOST_SORTED, longRoute(Distribution.ALMOST_SORTED, 1 << 18, 16));
        assertEquals(CpuConfig.Route.ALMOST_SORTED, doubleRoute(Distribution.ALMOST_SORTED, 1 << 22, 16));
    }
}
