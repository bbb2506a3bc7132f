package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The cell-index classification (integral keys) gives exactly the tree descent's bucket for every key: splitters
 * from many sample shapes (uniform, narrow ranges with equality buckets, clustered, the extremes of the type) and
 * keys inside, between, on and beyond the splitters.
 */
class CpuClassifierTest {
    private static final String[] SHAPES = {"uniform", "narrow", "few", "clustered", "extremes", "small"};

    private static long draw(String shape, SplittableRandom r) {
        return switch (shape) {
            case "uniform" -> r.nextLong();
            case "narrow" -> r.nextLong(-300, 300);
            case "few" -> r.nextInt(5) * 1_000_000_007L;
            case "clustered" -> r.nextInt(8) == 0 ? r.nextLong() : r.nextLong(1000, 1200);
            case "extremes" -> r.nextBoolean() ? Long.MIN_VALUE + r.nextInt(3) : Long.MAX_VALUE - r.nextInt(3);
            default -> r.nextLong(1L << 40);
        };
    }

    /** A key near x (on it, one below or above, wrapping like the key type), at an extreme, or random. */
    private static long probe(int i, long x, SplittableRandom r, long min, long max) {
        return switch (i % 7) {
            case 0 -> x == min ? max : x - 1;
            case 1 -> x == max ? min : x + 1;
            case 2 -> i % 2 == 0 ? min : max;
            case 3 -> r.nextLong(min, max);
            default -> x;
        };
    }

    @Test
    void longCellsMatchTheTree() {
        int withCells = 0;
        for (String shape : SHAPES) {
            for (int logK = 1; logK <= 10; logK++) {
                for (int seed = 0; seed < 4; seed++) {
                    SplittableRandom r = new SplittableRandom(seed * 31L + logK + shape.hashCode());
                    int m = (4 << logK) - 1;
                    long[] s = new long[m];
                    for (int i = 0; i < m; i++) s[i] = draw(shape, r);
                    SplittersLong sp = SplittersLong.fromSample(s.clone(), m, 4, logK, false, true);
                    if (sp.cellStart != null) withCells++;
                    long[] keys = new long[4096];
                    for (int i = 0; i < keys.length; i++) {
                        long x = i % 3 == 0 ? s[r.nextInt(m)] : draw(shape, r);
                        keys[i] = probe(i, x, r, Long.MIN_VALUE, Long.MAX_VALUE);
                    }
                    char[] oracle = new char[keys.length + 3];
                    int[] cnt = new int[sp.numBuckets];
                    ClassifierLong.classify(sp, keys, 0, keys.length, oracle, 3, cnt);
                    int[] want = new int[sp.numBuckets];
                    for (int i = 0; i < keys.length; i++) {
                        int b = ClassifierLong.bucket(sp, keys[i]);
                        want[b]++;
                        assertEquals(b, oracle[3 + i], shape + " logK " + logK + " key " + keys[i]);
                    }
                    assertEquals(java.util.Arrays.toString(want), java.util.Arrays.toString(cnt));
                }
            }
        }
        assertTrue(withCells > 40, "cells used " + withCells);
    }

    @Test
    void intCellsMatchTheTree() {
        int withCells = 0;
        for (String shape : SHAPES) {
            for (int logK = 3; logK <= 9; logK++) {
                SplittableRandom r = new SplittableRandom(logK * 7L + shape.hashCode());
                int m = (4 << logK) - 1;
                int[] s = new int[m];
                for (int i = 0; i < m; i++) s[i] = (int) (draw(shape, r) >> (shape.equals("uniform") ? 32 : 0));
                SplittersInt sp = SplittersInt.fromSample(s.clone(), m, 4, logK, false, true);
                if (sp.cellStart != null) withCells++;
                int[] keys = new int[1000];
                for (int i = 0; i < keys.length; i++) {
                    keys[i] = (int) probe(i, s[r.nextInt(m)], r, Integer.MIN_VALUE, Integer.MAX_VALUE);
                }
                char[] oracle = new char[keys.length];
                int[] cnt = new int[sp.numBuckets];
                ClassifierInt.classify(sp, keys, 0, keys.length, oracle, 0, cnt);
                for (int i = 0; i < keys.length; i++) {
                    assertEquals(ClassifierInt.bucket(sp, keys[i]), oracle[i], shape + " logK " + logK + " key " + keys[i]);
                }
            }
        }
        assertTrue(withCells > 10, "cells used " + withCells);
    }
}
