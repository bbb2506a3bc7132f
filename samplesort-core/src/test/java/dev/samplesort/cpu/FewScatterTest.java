package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The few-values route for key-value pairs (FewScatter, docs/CPU.md): which pairs take it, that its results are
 * the stable sort's (every key and value type, subranges, one piece, the pool's pieces, the team), and that a key
 * outside the sampled values leaves the input untouched for the rest of the hybrid.
 */
class FewScatterTest {
    @AfterEach
    void restore() {
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
        CpuConfig.setCommonPoolParallel(null);
    }

    /** n keys drawn at random from {@code d} distinct values (spread over the whole long range, negatives too). */
    static long[] fewValues(int n, int d, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] vals = new long[d];
        for (int i = 0; i < d; i++) vals[i] = r.nextLong() >> r.nextInt(40);
        long[] x = new long[n];
        for (int i = 0; i < n; i++) x[i] = vals[r.nextInt(d)];
        return x;
    }

    private static final ValueType[] VALUES = {ValueType.INT, ValueType.LONG};

    /** Every key x value type, 2 to 16 values, at the route's smallest size and above: taken, stable, exact. */
    @Test
    void sortsEveryTypeStably() {
        for (int threads : new int[] {2, 16}) {
            CpuConfig.setThreads(threads);
            CpuConfig.setCommonPoolParallel(threads > 2);
            for (KeyType kt : KeyType.values()) {
                for (ValueType vt : VALUES) {
                    for (int n : new int[] {CpuConfig.KV_FEW_MIN, 5000, 1 << 15}) {
                        for (int d : new int[] {2, 3, 16}) {
                            String what = kt + "+" + vt + " n=" + n + " d=" + d + " threads=" + threads;
                            KvCase c = new KvCase(kt, vt, fewValues(n, d, n + d), 7, false);
                            c.sort(0, n, true);
                            c.check(0, n, true, what);
                            assertEquals(CpuConfig.Route.FEW_SCATTER, CpuConfig.lastRoute, what);
                            assertEquals(CpuConfig.SCAN_RANK, CpuConfig.lastScans & CpuConfig.SCAN_RANK, what);
                        }
                    }
                }
            }
        }
    }

    /** A range inside a larger array: the pairs around it stay where they were. */
    @Test
    void sortsASubrange() {
        int n = 1 << 14;
        for (KeyType kt : KeyType.values()) {
            for (ValueType vt : VALUES) {
                KvCase c = new KvCase(kt, vt, fewValues(n, 5, 3), 7, false);
                c.sort(100, n - 77, true);
                c.check(100, n - 77, true, kt + "+" + vt + " subrange");
                assertEquals(CpuConfig.Route.FEW_SCATTER, CpuConfig.lastRoute, kt + "+" + vt);
            }
        }
    }

    /** Below kvFewMin, and with more values than kvFewMax, the pairs go elsewhere (and are still sorted). */
    @Test
    void takesOnlyItsWindow() {
        CpuConfig.setThreads(2);
        KvCase small = new KvCase(KeyType.INT, ValueType.INT, fewValues(CpuConfig.KV_FEW_MIN - 1, 2, 1), 7, false);
        small.sort(0, small.n, true);
        small.check(0, small.n, true, "below kvFewMin");
        assertNotEquals(CpuConfig.Route.FEW_SCATTER, CpuConfig.lastRoute);
        KvCase many = new KvCase(KeyType.INT, ValueType.INT, fewValues(1 << 14, CpuConfig.KV_FEW_MAX + 8, 1), 7, false);
        many.sort(0, many.n, true);
        many.check(0, many.n, true, "more values than kvFewMax");
        assertNotEquals(CpuConfig.Route.FEW_SCATTER, CpuConfig.lastRoute);
        // the benchmark's detdup: one non-increasing run of about log2 n values, the rarest not sampled, goes to the
        // JDK's merges (32-bit keys) or the engine, not through a ranking pass that would fail at its end
        for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.LONG}) {
            long[] x = DataGenerator.longs(Distribution.DETERMINISTIC_DUPLICATES, 1 << 14, 42);
            KvCase c = new KvCase(kt, ValueType.INT, x, 7, false);
            c.sort(0, c.n, true);
            c.check(0, c.n, true, kt + " detdup");
            assertNotEquals(CpuConfig.Route.FEW_SCATTER, CpuConfig.lastRoute, kt + " detdup");
            assertEquals(0, CpuConfig.lastScans & CpuConfig.SCAN_RANK, kt + " detdup: no ranking pass");
        }
    }

    /**
     * One key outside the sampled values (where the sample does not read), in the first piece or the last: the
     * route refuses and leaves keys and values as they were; the hybrid then sorts them exactly.
     */
    @Test
    void aKeyOutsideTheSampleLeavesTheInputUntouched() {
        for (int[] setting : new int[][] {{2, 1 << 14}, {4, 1 << 21}, {16, 1 << 19}}) {
            int threads = setting[0], n = setting[1];
            CpuConfig.setThreads(threads);
            CpuConfig.setCommonPoolParallel(threads > 2);
            for (int at : new int[] {1, n - 2}) { // odd places: the 128 sampled keys sit at (2i + 1) n / 256
                String what = "threads=" + threads + " n=" + n + " outsider at " + at;
                int[] k = CpuTestData.ints(fewValues(n, 4, at));
                k[at] = Integer.MIN_VALUE + 1;
                int[] v = new int[n];
                for (int i = 0; i < n; i++) v[i] = i;
                int[] k0 = k.clone(), v0 = v.clone();
                assertFalse(FewScatterIntInt.sorted(k, v, 0, n, threads, false), what);
                assertArrayEquals(k0, k, what + ": keys");
                assertArrayEquals(v0, v, what + ": values");
                KvCase c = new KvCase(KeyType.INT, ValueType.INT, k0.clone());
                c.sort(0, n, true);
                c.check(0, n, true, what);
                assertNotEquals(CpuConfig.Route.FEW_SCATTER, CpuConfig.lastRoute, what);
            }
        }
    }

    /** The parallel passes: the pool's pieces (4 threads, 2^21 pairs) and the team (16 threads, 2^19): exact, stable. */
    @Test
    void parallelPiecesAreStable() {
        for (int[] setting : new int[][] {{4, (1 << 21) + 3}, {16, (1 << 19) + 5}}) {
            CpuConfig.setThreads(setting[0]);
            CpuConfig.setCommonPoolParallel(true);
            int n = setting[1];
            for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.DOUBLE}) {
                String what = kt + " threads=" + setting[0] + " n=" + n;
                KvCase c = new KvCase(kt, ValueType.LONG, fewValues(n, 7, n), 7, false);
                c.sort(0, n, true);
                c.check(0, n, true, what);
                assertEquals(CpuConfig.Route.FEW_SCATTER, CpuConfig.lastRoute, what);
            }
        }
    }

    /**
     * Floating point: a NaN or a zero among the keys is refused (the JDK keeps NaNs apart, the zeros' signs would
     * be lost), sampled or not; the result is still the stable sort's.
     */
    @Test
    void floatingPointSpecialsAreRefused() {
        int n = 1 << 14;
        double[][] specials = {{Double.NaN}, {-0.0, 0.0}, {0.0}, {Double.longBitsToDouble(0x7ff8dead0000beefL)}};
        for (double[] sp : specials) {
            for (boolean sampled : new boolean[] {false, true}) {
                long[] x = fewValues(n, 3, 9);
                KvCase c = new KvCase(KeyType.DOUBLE, ValueType.INT, x, 7, false);
                double[] k = (double[]) c.keys;
                if (sampled) { // a third of the keys: in the sample for sure
                    for (int i = 0; i < n; i += 3) k[i] = sp[(i / 3) % sp.length];
                } else {
                    k[1] = sp[0];
                }
                double[] k0 = k.clone();
                int[] v0 = ((int[]) c.values).clone();
                String what = Arrays.toString(sp) + (sampled ? " sampled" : " unsampled");
                assertFalse(FewScatterDoubleInt.sorted(k, (int[]) c.values, 0, n, 2, true), what);
                assertArrayEquals(k0, k, what);
                assertArrayEquals(v0, (int[]) c.values, what);
                KvCase d = new KvCase(KeyType.DOUBLE, ValueType.INT, k0.clone());
                d.sort(0, n, true);
                d.check(0, n, true, what);
            }
        }
    }
}
