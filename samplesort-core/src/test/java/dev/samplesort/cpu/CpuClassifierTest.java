package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The cell-index classification gives exactly the tree descent's bucket for every key: splitters
 * from many sample shapes (uniform, narrow ranges with equality buckets, clustered, the extremes of the type) and
 * keys inside, between, on and beyond the splitters.
 */
class CpuClassifierTest {
    private static final String[] SHAPES = {"uniform", "narrow", "few", "clustered", "extremes", "small", "zipf",
        "zipf64", "zipfends", "sentinels", "zeroed"};

    /** Log-distributed (zipf-like): about as many keys in every binary order of magnitude below 2^bits. */
    private static long logDistributed(SplittableRandom r, int bits) {
        return (long) Math.exp(r.nextDouble() * Math.log(1L << bits));
    }

    private static long draw(String shape, SplittableRandom r) {
        return switch (shape) {
            case "uniform" -> r.nextLong();
            case "narrow" -> r.nextLong(-300, 300);
            case "few" -> r.nextInt(5) * 1_000_000_007L;
            case "clustered" -> r.nextInt(8) == 0 ? r.nextLong() : r.nextLong(1000, 1200);
            case "extremes" -> r.nextBoolean() ? Long.MIN_VALUE + r.nextInt(3) : Long.MAX_VALUE - r.nextInt(3);
            case "zipf" -> logDistributed(r, 30); // logarithmic cells (int and long)
            case "zipf64" -> { // as DataGenerator's zipf long keys: rank << 32 | hash
                long k = logDistributed(r, 24);
                yield k << 32 | (CpuConfig.mix(k) & 0xFFFFFFFFL);
            }
            case "zipfends" -> r.nextBoolean() ? Long.MIN_VALUE + logDistributed(r, 62) : Long.MAX_VALUE - logDistributed(r, 62);
            // end splitters far from the rest: sentinels at both ends of the type around 40-bit keys; zeros beside
            // log-distributed keys (as doubles: 0.0 at ord 0, every other key at 0.5 or more, as the generator's zipf)
            case "sentinels" -> r.nextInt(16) == 0 ? (r.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE) : r.nextLong(1L << 40);
            case "zeroed" -> r.nextInt(16) == 0 ? 0 : logDistributed(r, 30);
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
        int withCells = 0, logCells = 0;
        for (String shape : SHAPES) {
            for (int logK = 1; logK <= 10; logK++) {
                for (int seed = 0; seed < 4; seed++) {
                    SplittableRandom r = new SplittableRandom(seed * 31L + logK + shape.hashCode());
                    int m = (4 << logK) - 1;
                    long[] s = new long[m];
                    for (int i = 0; i < m; i++) s[i] = draw(shape, r);
                    SplittersLong sp = SplittersLong.fromSample(s.clone(), m, 4, logK, false, true);
                    if (sp.cellStart != null) withCells++;
                    if (sp.cellLog) logCells++;
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
        assertTrue(logCells > 20, "logarithmic cells used " + logCells);
    }

    private static final double[] SPECIAL = {0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL, 1.0, -1.0};

    /** The integral shapes halved (fractions, 0.0), the special values, or random finite bit patterns. */
    private static double drawDouble(String shape, SplittableRandom r) {
        if (shape.equals("extremes")) return SPECIAL[r.nextInt(SPECIAL.length)];
        if (shape.equals("unit")) return r.nextInt(16) == 0 ? -0.0 : r.nextDouble(); // [0, 1): value-linear cells
        if (shape.equals("small")) { // bit patterns spread evenly, so cells are used; and both zeros
            if (r.nextInt(8) == 0) return r.nextBoolean() ? 0.0 : -0.0;
            return Double.longBitsToDouble(r.nextLong() & 0x7FEFFFFFFFFFFFFFL) * (r.nextBoolean() ? 1 : -1);
        }
        double d = draw(shape, r) * 0.5;
        return d == 0 && r.nextBoolean() ? -0.0 : d; // both zeros: equal to the classification
    }

    /** A key near x: on it, the next value up or down, -x, a special value, or random. */
    private static double probeDouble(int i, double x, SplittableRandom r, String shape) {
        int c = i % 6;
        if (c < 2) return c == 0 ? Math.nextUp(x) : Math.nextDown(x);
        if (c == 2) return SPECIAL[r.nextInt(SPECIAL.length)];
        if (c == 3) return drawDouble(shape, r);
        return c == 4 ? -x : x;
    }

    /** Int keys (as a check beside the floating point ones: the same loop). */
    private static int checkInt(String shape, int logK, SplittableRandom r) {
        int m = (4 << logK) - 1;
        int[] s = new int[m];
        boolean high = shape.equals("uniform") || shape.startsWith("zipf6") || shape.equals("zipfends");
        for (int i = 0; i < m; i++) s[i] = (int) (draw(shape, r) >> (high ? 32 : 0));
        SplittersInt sp = SplittersInt.fromSample(s.clone(), m, 4, logK, false, true);
        int[] keys = new int[1000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = (int) probe(i, s[r.nextInt(m)], r, Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
        char[] oracle = new char[keys.length];
        ClassifierInt.classify(sp, keys, 0, keys.length, oracle, 0, new int[sp.numBuckets]);
        for (int i = 0; i < keys.length; i++) {
            assertEquals(ClassifierInt.bucket(sp, keys[i]), oracle[i], shape + " logK " + logK + " key " + keys[i]);
        }
        return (sp.cellStart != null ? 1 : 0) + (sp.cellLog ? 100 : 0);
    }

    @Test
    void intAndFloatingPointCellsMatchTheTree() {
        int withCells = 0, intCells = 0, linear = 0;
        String[] shapes = java.util.Arrays.copyOf(SHAPES, SHAPES.length + 1);
        shapes[SHAPES.length] = "unit";
        for (String shape : shapes) {
            for (int logK = 3; logK <= 10; logK++) {
                SplittableRandom r = new SplittableRandom(logK * 13L + shape.hashCode());
                intCells += checkInt(shape, logK, r);
                int m = (4 << logK) - 1;
                double[] s = new double[m];
                float[] f = new float[m];
                for (int i = 0; i < m; i++) {
                    s[i] = drawDouble(shape, r);
                    f[i] = (float) s[i];
                }
                SplittersDouble sd = SplittersDouble.fromSample(s.clone(), m, 4, logK, false, true);
                SplittersFloat sf = SplittersFloat.fromSample(f.clone(), m, 4, logK, false, true);
                if (sd.cellStart != null) withCells++;
                if (sf.cellStart != null) withCells++;
                if (sd.cellLinear) linear++;
                if (sf.cellLinear) linear++;
                double[] keys = new double[2000];
                float[] fkeys = new float[keys.length];
                for (int i = 0; i < keys.length; i++) {
                    keys[i] = probeDouble(i, s[r.nextInt(m)], r, shape);
                    fkeys[i] = i % 6 == 0 ? Math.nextUp(f[r.nextInt(m)]) : i % 6 == 1 ? Math.nextDown(f[r.nextInt(m)])
                            : (float) keys[i];
                }
                char[] oracle = new char[keys.length];
                ClassifierDouble.classify(sd, keys, 0, keys.length, oracle, 0, new int[sd.numBuckets]);
                for (int i = 0; i < keys.length; i++) {
                    assertEquals(ClassifierDouble.bucket(sd, keys[i]), oracle[i], shape + " " + logK + " " + keys[i]);
                }
                ClassifierFloat.classify(sf, fkeys, 0, keys.length, oracle, 0, new int[sf.numBuckets]);
                for (int i = 0; i < keys.length; i++) {
                    assertEquals(ClassifierFloat.bucket(sf, fkeys[i]), oracle[i], shape + " " + logK + " " + fkeys[i]);
                }
            }
        }
        assertTrue(withCells > 8, "cells used " + withCells);
        assertTrue(linear > 8, "value-linear cells used " + linear);
        assertTrue(intCells % 100 > 10, "int cells used " + intCells % 100);
        assertTrue(intCells / 100 > 5, "int logarithmic cells used " + intCells / 100);
    }

    /**
     * An end splitter far from the others (more than half their span away in ord bits) no longer costs the cell
     * index: the cells span the others and that splitter clamps into the end cell, so a cell's search takes at most
     * one step more than for the same sample with those keys moved next to the others (the end cell holds one more
     * splitter), and the engine's top-level samples (2^10-2^11 buckets) keep their cells. Before, `double` keys with
     * zeros among keys of 0.5 and up (the generator's zipf), and `long` keys with sentinels at the type's ends,
     * classified through the tree at every size.
     */
    @Test
    void farEndSplittersKeepTheCells() {
        for (int logK = 6; logK <= 11; logK++) {
            SplittableRandom r = new SplittableRandom(logK);
            int m = (4 << logK) - 1;
            double[] d = new double[m], dInner = new double[m];
            long[] l = new long[m], lInner = new long[m];
            for (int i = 0; i < m; i++) {
                d[i] = drawDouble("zeroed", r);
                dInner[i] = d[i] == 0 ? 0.5 : d[i]; // (the smallest other key)
                l[i] = draw("sentinels", r);
                lInner[i] = l[i] == Long.MIN_VALUE ? 0 : l[i] == Long.MAX_VALUE ? (1L << 40) - 1 : l[i];
            }
            SplittersDouble sd = SplittersDouble.fromSample(d, m, 4, logK, false, true);
            SplittersDouble sdInner = SplittersDouble.fromSample(dInner, m, 4, logK, false, true);
            SplittersLong sl = SplittersLong.fromSample(l, m, 4, logK, false, true);
            SplittersLong slInner = SplittersLong.fromSample(lInner, m, 4, logK, false, true);
            assertTrue(sd.sorted[0] == 0.0 && sl.sorted[0] == Long.MIN_VALUE
                    && sl.sorted[sl.unique - 1] == Long.MAX_VALUE, "the far splitters are in the samples");
            assertTrue(sd.cellSteps <= sdInner.cellSteps + 1,
                    "double zeroed, logK " + logK + ": steps " + sd.cellSteps + " against " + sdInner.cellSteps);
            assertTrue(sl.cellSteps <= slInner.cellSteps + 1,
                    "long sentinels, logK " + logK + ": steps " + sl.cellSteps + " against " + slInner.cellSteps);
            if (logK >= 10) {
                assertTrue(sd.cellStart != null && sl.cellStart != null, "cells at logK " + logK);
            }
        }
    }

    @Test
    void theLinearCellIsTheClampedTruncationAtEveryExtreme() {
        // the cell is the value's offset scaled, truncated, then clamped to [0, last]: exactly the clamp of the
        // double before its truncation (seventy-eighth session: the double min/max were a third of the step)
        double lo = -3.5, scale = 1000.0;
        int last = 4095;
        double[] xs = {Double.NEGATIVE_INFINITY, -Double.MAX_VALUE, -1e300, -4.0, lo, -3.4999, -0.0, 0.0, 0.5,
                Math.nextDown(lo + last / scale), lo + last / scale, Math.nextUp(lo + last / scale), 1e10, 1e300,
                Double.MAX_VALUE, Double.POSITIVE_INFINITY};
        int prev = -1;
        for (double x : xs) {
            int old = (int) Math.min(Math.max((x - lo) * scale, 0.0), last);
            int c = SplittersDouble.linearCell(x, lo, scale, last);
            assertEquals(old, c, "double " + x);
            assertTrue(c >= prev, "monotone at " + x);
            prev = c;
            float f = (float) x;
            assertEquals((int) Math.min(Math.max((f - lo) * scale, 0.0), last), SplittersFloat.linearCell(f, lo, scale, last),
                    "float " + f);
        }
        assertEquals(0, SplittersDouble.linearCell(Double.NaN, lo, scale, last), "NaN (never classified) at the start");
        assertEquals(0, SplittersDouble.linearCell(Double.POSITIVE_INFINITY, lo, 0.0, last), "inf * 0: NaN, cell 0");
    }
}
