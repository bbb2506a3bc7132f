package dev.samplesort.cpu;

import static dev.samplesort.cpu.CpuTestData.assertSortedLike;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.spi.Jobs;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Random cases where the routes decide: sizes at the policy's thresholds (2^12, 2^15-2^17, 2^19-2^21, each ± 1 and a
 * few hundred off), shapes that start one route and must leave it (a handful of values with one key outside them
 * near the end, where the counting routes stop; a sorted run with breaks; all equal but the last), value counts at
 * the few-values limits (16/17, 119/120, 512/513 values), sub-ranges, every key type with and without floating point
 * specials, keys only and stable pairs, on 2, 12 and 16 engine threads (12 and more: the team's route; on a 2-core
 * machine oversubscribed, which changes no result). Every result is compared with {@code Arrays.sort} (pairs: the
 * {@link KvCase} checks). The seeds are fixed: every run draws the same cases. Twenty-sixth session: about 12 000
 * cases on the dev VM and 23 000 on the 16-core host (1 and 4 calling threads) of the same generator found no
 * difference.
 */
class CpuRandomShapesTest {
    private static final int[] SIZES = {1, 2, 17, 4095, 4096, 4097, 32767, 32768, 32769, 65535, 65536, 65537,
        131071, 131072, 131073, 524287, 524288, 1 << 20, (1 << 20) + 3, (1 << 21) - 1};
    private static final int[] DISTINCT = {2, 3, 4, 5, 16, 17, 119, 120, 256, 512, 513, 1000};
    private static final int CASES_PER_SETTING = 64;

    enum Shape { RANDOM, FEW, FEW_OUTLIER_AT_END, SKEWED_FEW, TWO_RUNS, DESCENDING, SORTED_BREAKS, SAWTOOTH, ZEROS,
        EQUAL_BUT_LAST }

    @AfterEach
    void restore() {
        CpuConfig.setThreads(Runtime.getRuntime().availableProcessors());
    }

    @TestFactory
    List<DynamicTest> randomCasesOnTwelveSixteenAndTwoThreads() {
        List<DynamicTest> tests = new ArrayList<>();
        for (int threads : new int[] {2, 12, 16}) {
            for (int c = 0; c < CASES_PER_SETTING; c++) {
                long seed = threads * 1000L + c;
                tests.add(DynamicTest.dynamicTest("threads " + threads + ", seed " + seed, () -> {
                    CpuConfig.setThreads(threads);
                    runCase(new SplittableRandom(seed), "threads " + threads + ", seed " + seed);
                }));
            }
        }
        return tests;
    }

    /** The generator's shapes really differ from the reference where sorted wrongly: the check fails. */
    @Test
    void checksCanFail() {
        long[] x = keys(Shape.FEW_OUTLIER_AT_END, 5000, 16, new SplittableRandom(1));
        long[] sorted = x.clone();
        Arrays.sort(sorted);
        int i = 0;
        while (sorted[i] == sorted[i + 1]) i++;
        long t = sorted[i];
        sorted[i] = sorted[i + 1];
        sorted[i + 1] = t;
        long[] wrong = sorted;
        assertThrows(AssertionError.class, () -> checkLongs(x, wrong, 0, x.length, "swapped"));
        KvCase kv = new KvCase(KeyType.INT, ValueType.INT, x, 1, false);
        kv.sort(0, kv.n, true);
        int[] v = (int[]) kv.values; // two positions' values exchanged: a value no longer with its key
        int p = 0;
        while (((int[]) kv.keys)[p] == ((int[]) kv.keys)[p + 1]) p++;
        int s = v[p];
        v[p] = v[p + 1];
        v[p + 1] = s;
        assertThrows(AssertionError.class, () -> kv.check(0, kv.n, true, "values exchanged"));
    }

    private static void runCase(SplittableRandom r, String what) {
        int n = SIZES[r.nextInt(SIZES.length)];
        if (n > 4 && r.nextInt(4) == 0) n = Math.max(1, n + r.nextInt(801) - 400);
        Shape shape = Shape.values()[r.nextInt(Shape.values().length)];
        int distinct = DISTINCT[r.nextInt(DISTINCT.length)];
        int from = r.nextInt(4) == 0 ? r.nextInt(40) : 0, tail = r.nextInt(4) == 0 ? r.nextInt(40) : 0;
        long[] x = keys(shape, from + n + tail, distinct, r);
        KeyType kt = KeyType.values()[r.nextInt(KeyType.values().length)];
        boolean edges = r.nextBoolean();
        String c = what + ": " + kt + " " + shape + " n=" + n + " values=" + distinct + " from=" + from
                + (edges ? " with specials" : "");
        int to = from + n;
        if (r.nextInt(3) == 0) {
            ValueType vt = r.nextBoolean() ? ValueType.INT : ValueType.LONG;
            KvCase kv = new KvCase(kt, vt, x, r.nextLong(), edges);
            kv.sort(from, to, true);
            kv.check(from, to, true, c + " pairs " + vt);
            return;
        }
        switch (kt) {
            case INT -> {
                int[] a = CpuTestData.ints(x), e = a.clone();
                Arrays.sort(e, from, to);
                Jobs.sort(CpuEngine.instance(), a, from, to);
                assertArrayEquals(e, a, c);
            }
            case LONG -> {
                long[] a = x.clone();
                Jobs.sort(CpuEngine.instance(), a, from, to);
                checkLongs(x, a, from, to, c);
            }
            case FLOAT -> {
                float[] a = CpuTestData.floats(x, edges, r.nextLong()), e = a.clone();
                Arrays.sort(e, from, to);
                Jobs.sort(CpuEngine.instance(), a, from, to);
                assertSortedLike(e, a, c);
            }
            case DOUBLE -> {
                double[] a = CpuTestData.doubles(x, edges, r.nextLong()), e = a.clone();
                Arrays.sort(e, from, to);
                Jobs.sort(CpuEngine.instance(), a, from, to);
                assertSortedLike(e, a, c);
            }
        }
    }

    private static void checkLongs(long[] input, long[] actual, int from, int to, String what) {
        long[] e = input.clone();
        Arrays.sort(e, from, to);
        assertArrayEquals(e, actual, what);
    }

    /** n keys of the shape (as longs; the key types narrow or scale them as CpuTestData does). */
    static long[] keys(Shape s, int n, int distinct, SplittableRandom r) {
        long[] vals = new long[distinct];
        for (int i = 0; i < distinct; i++) vals[i] = r.nextLong() >> r.nextInt(64);
        long[] x = new long[n];
        for (int i = 0; i < n; i++) {
            x[i] = switch (s) {
                case RANDOM -> r.nextLong();
                case FEW -> vals[r.nextInt(distinct)];
                // a key none of the values near the end: the counting routes have counted almost all and stop
                case FEW_OUTLIER_AT_END -> i == n - 1 - Math.min(n - 1, 2) ? r.nextLong() : vals[r.nextInt(distinct)];
                case SKEWED_FEW -> vals[Math.min(distinct - 1, (int) (Math.abs(r.nextGaussian()) * distinct / 4))];
                case TWO_RUNS -> i < n / 2 ? i : i - n / 2;
                case DESCENDING -> n - i;
                case SORTED_BREAKS -> i % 1000 == 999 ? r.nextLong() : i;
                case SAWTOOTH -> (i / 64) % 2 == 0 ? i : -i;
                case ZEROS -> r.nextInt(8) == 0 ? 0 : r.nextLong();
                case EQUAL_BUT_LAST -> i < n - 1 ? 5 : 4;
            };
        }
        return x;
    }
}
