package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The sequential route's start check (FewCount.fewStart) and its hash set (hashedValues): the set never shows more
 * slots than the keys have values (as {@code ==} tells them: -0.0 and 0.0 one value, each NaN its own), so the check
 * refuses no start of up to 16 values; and starts of many values (random keys, the generator's zipf and few256 at
 * 2^10) show more than 16 slots, so they end there, before any key is compared with the values seen.
 */
class FewStartTest {
    private static final int KEYS = CpuConfig.FEW_START_KEYS, MOST = CpuConfig.FEW_SEQUENTIAL_MAX;

    /** Value families the routes meet: consecutive, multiples of 2^32, high bits only, random. */
    private static long family(int f, int v, SplittableRandom r) {
        return switch (f) {
            case 0 -> v;
            case 1 -> (long) v << 32;
            case 2 -> (long) v << 58;
            default -> r.nextLong();
        };
    }

    /** 32 keys over d distinct indices, every index at least once, shuffled; not in order but by chance. */
    private static int[] indices(int d, SplittableRandom r) {
        int[] k = new int[KEYS];
        for (int i = 0; i < KEYS; i++) k[i] = i < d ? i : r.nextInt(d);
        for (int i = KEYS - 1; i > 0; i--) {
            int j = r.nextInt(i + 1), t = k[i];
            k[i] = k[j];
            k[j] = t;
        }
        return k;
    }

    private static boolean ordered(int[] k) {
        return ordered(Arrays.stream(k).asLongStream().toArray());
    }

    private static boolean ordered(long[] k) {
        boolean up = false, down = false;
        for (int i = 1; i < k.length; i++) {
            up |= k[i - 1] < k[i];
            down |= k[i - 1] > k[i];
        }
        return !(up && down);
    }

    @Test
    void startsOfUpTo16ValuesPassEveryKeyType() {
        SplittableRandom r = new SplittableRandom(124);
        for (int trial = 0; trial < 2000; trial++) {
            int d = 2 + r.nextInt(MOST - 1), f = trial % 4;
            long[] vals = new long[d];
            for (int v = 0; v < d; v++) vals[v] = family(f, v, r);
            if (Arrays.stream(vals).distinct().count() < d) continue;
            int[] k = indices(d, r);
            long[] l = new long[KEYS];
            int[] in = new int[KEYS];
            double[] g = new double[KEYS];
            float[] fl = new float[KEYS];
            for (int i = 0; i < KEYS; i++) {
                l[i] = vals[k[i]];
                in[i] = (int) (f == 1 ? vals[k[i]] >>> 32 : vals[k[i]] ^ vals[k[i]] >>> 32);
                g[i] = f == 3 ? Double.longBitsToDouble(vals[k[i]] >>> 2) : vals[k[i]] * 0.25;
                fl[i] = f == 3 ? Float.intBitsToFloat((int) vals[k[i]] >>> 2) : vals[k[i]] * 0.25f;
            }
            String what = d + " values, family " + f + ", trial " + trial;
            assertTrue(FewCountLong.hashedValues(l, 0, KEYS) <= d, "long " + what);
            if (!ordered(l)) {
                assertArrayEquals(Arrays.stream(l).distinct().sorted().toArray(),
                        FewCountLong.fewStart(l, 0, KEYS, MOST), "long " + what);
            }
            int di = (int) Arrays.stream(in).distinct().count();
            if (di >= 2 && !ordered(in)) {
                assertTrue(FewCountInt.hashedValues(in, 0, KEYS) <= di, "int " + what);
                assertArrayEquals(Arrays.stream(in).distinct().sorted().toArray(),
                        FewCountInt.fewStart(in, 0, KEYS, MOST), "int " + what);
            }
            assertTrue(FewCountDouble.hashedValues(g, 0, KEYS) <= Arrays.stream(g).distinct().count(), "double " + what);
            float[] fs = fl.clone();
            Arrays.sort(fs);
            int df = 1;
            for (int i = 1; i < KEYS; i++) df += fs[i] != fs[i - 1] ? 1 : 0;
            assertTrue(FewCountFloat.hashedValues(fl, 0, KEYS) <= df, "float " + what);
        }
    }

    @Test
    void bothZerosAreOneSlotAndEachNanItsOwnValue() {
        // 16 values: -0.0 and 0.0 among 15 others (== makes them one: 15 values), and a NaN that is a value of its own
        double[] g = new double[KEYS];
        float[] f = new float[KEYS];
        for (int i = 0; i < KEYS; i++) {
            int v = (i * 7) % 15; // (0 to 14 in no order)
            g[i] = v == 0 ? (i % 2 == 0 ? -0.0 : 0.0) : v;
            f[i] = (float) g[i];
        }
        double[] zeros = new double[KEYS];
        float[] zerosF = new float[KEYS];
        for (int i = 0; i < KEYS; i += 2) {
            zeros[i] = -0.0;
            zerosF[i] = -0.0f;
        }
        assertEquals(1, FewCountDouble.hashedValues(zeros, 0, KEYS), "double: -0.0 and 0.0 one slot");
        assertEquals(1, FewCountFloat.hashedValues(zerosF, 0, KEYS), "float: -0.0 and 0.0 one slot");
        assertTrue(FewCountDouble.hashedValues(g, 0, KEYS) <= 15, "double: the zeros one slot");
        assertTrue(FewCountFloat.hashedValues(f, 0, KEYS) <= 15, "float: the zeros one slot");
        assertTrue(FewCountDouble.fewStart(g, 0, KEYS, MOST).length == 15, "double: 15 values by ==");
        g[5] = Double.NaN;
        f[5] = Float.NaN;
        assertTrue(FewCountDouble.hashedValues(g, 0, KEYS) <= MOST, "double, a NaN");
        assertTrue(FewCountFloat.hashedValues(f, 0, KEYS) <= MOST, "float, a NaN");
    }

    @Test
    void startsOfManyValuesEndAtTheHashSet() {
        SplittableRandom r = new SplittableRandom(7);
        for (int trial = 0; trial < 1000; trial++) {
            long[] l = r.longs(KEYS).toArray();
            int[] in = r.ints(KEYS).toArray();
            assertTrue(FewCountLong.hashedValues(l, 0, KEYS) > MOST, "random long keys, trial " + trial);
            assertTrue(FewCountInt.hashedValues(in, 0, KEYS) > MOST, "random int keys, trial " + trial);
        }
        int[] consecutive = new int[KEYS];
        for (int i = 0; i < KEYS; i++) consecutive[i] = (i * 13) % KEYS;
        assertTrue(FewCountInt.hashedValues(consecutive, 0, KEYS) > MOST, "32 consecutive values");
        // the generator's zipf (22-28 values in its first 32 keys at 2^10: 8 of its 600 starts below pass, the count
        // then refuses them) and few256 (29-31: none)
        for (Distribution dist : new Distribution[] {Distribution.ZIPF, Distribution.FEW_UNIQUE_256}) {
            int past = 0;
            for (int seed = 0; seed < 200; seed++) {
                long[] l = DataGenerator.longs(dist, 1 << 10, seed);
                double[] g = DataGenerator.doubles(dist, 1 << 10, seed);
                int[] in = DataGenerator.ints(dist, 1 << 10, seed);
                past += FewCountLong.hashedValues(l, 0, KEYS) <= MOST ? 1 : 0;
                past += FewCountDouble.hashedValues(g, 0, KEYS) <= MOST ? 1 : 0;
                past += FewCountInt.hashedValues(in, 0, KEYS) <= MOST ? 1 : 0;
                assertNull(FewCountLong.fewStart(l, 0, l.length, MOST), dist + " long, seed " + seed);
            }
            assertTrue(past <= (dist == Distribution.ZIPF ? 12 : 1), dist + ": " + past + " of 600 starts past the hash set");
        }
    }
}
