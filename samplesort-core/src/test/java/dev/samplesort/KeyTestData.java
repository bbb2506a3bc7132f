package dev.samplesort;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;

/** Inputs and references for the composite-key, object and string tests. */
final class KeyTestData {
    private KeyTestData() {}

    /** Key distributions of issue 16's test matrix. */
    enum Dist { UNIFORM, ALL_EQUAL, FEW_DISTINCT, SORTED, REVERSED, SHARED_PREFIX }

    /** Sizes around the engines' thresholds and a few odd ones. */
    static final int[] SIZES = {0, 1, 2, 3, 7, 64, 100, 257, 1000, 4097, 20_011};

    /** Floating point values that Arrays.sort orders specially, plus ordinary ones. */
    static final double[] SPECIAL = {Double.NaN, Double.longBitsToDouble(0x7ff8_0000_0000_1234L),
        Double.longBitsToDouble(0xfff8_0000_0000_0001L), -0.0, 0.0, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, 1.0, -1.0};

    static long[] longs(Dist d, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            a[i] = switch (d) {
                case UNIFORM -> r.nextLong();
                case ALL_EQUAL -> 42;
                case FEW_DISTINCT -> (r.nextInt(5) - 2) * 0x1_0000_0001L;
                case SORTED -> i / 3 - n / 2;
                case REVERSED -> n - i / 2;
                case SHARED_PREFIX -> r.nextInt(3) == 0 ? Long.MIN_VALUE : Long.MAX_VALUE - r.nextInt(2);
            };
        }
        return a;
    }

    static int[] ints(Dist d, int n, long seed) {
        long[] l = longs(d, n, seed);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = d == Dist.UNIFORM ? (int) (l[i] >>> 32) : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, l[i]));
        return a;
    }

    static double[] doubles(Dist d, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed ^ 0x5eed);
        long[] l = longs(d, n, seed);
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = switch (d) {
                case UNIFORM -> r.nextInt(4) == 0 ? SPECIAL[r.nextInt(SPECIAL.length)] : r.nextDouble() * 2e6 - 1e6;
                case FEW_DISTINCT, SHARED_PREFIX -> SPECIAL[(int) Math.floorMod(l[i], 4L)];
                default -> l[i] / 7.0;
            };
        }
        return a;
    }

    static float[] floats(Dist d, int n, long seed) {
        double[] x = doubles(d, n, seed);
        float[] a = new float[n];
        for (int i = 0; i < n; i++) a[i] = Double.isNaN(x[i]) && (i & 1) == 1 ? Float.intBitsToFloat(0xffc0_0001) : (float) x[i];
        return a;
    }

    /**
     * Strings: random lengths 8-32 of ASCII or any UTF-16 units (surrogates, \0 and \uFFFF included), long shared
     * prefixes, prefixes of each other, few distinct, equal, sorted.
     */
    static String[] strings(Dist d, int n, long seed, boolean ascii) {
        SplittableRandom r = new SplittableRandom(seed);
        String[] pool = new String[Math.max(1, Math.min(n, 7))];
        for (int i = 0; i < pool.length; i++) pool[i] = randomString(r, 0, 12, ascii);
        String[] a = new String[n];
        String common = randomString(r, 20, 20, ascii);
        for (int i = 0; i < n; i++) {
            a[i] = switch (d) {
                case UNIFORM -> randomString(r, 8, 32, ascii);
                case ALL_EQUAL -> "same-" + common;
                case FEW_DISTINCT -> pool[r.nextInt(pool.length)];
                case SORTED -> String.format("k%09d", i / 2) + (ascii ? "" : "\u00e9\ud83d\ude00");
                case REVERSED -> String.format("k%09d", n - i);
                case SHARED_PREFIX -> switch (r.nextInt(4)) {
                    case 0 -> common.substring(0, r.nextInt(21));                   // prefixes of each other
                    case 1 -> common + "\0".repeat(r.nextInt(3));                    // "\0" vs end of string
                    default -> common + randomString(r, 0, 12, ascii);
                };
            };
        }
        return a;
    }

    static String randomString(SplittableRandom r, int minLen, int maxLen, boolean ascii) {
        int len = minLen + r.nextInt(maxLen - minLen + 1);
        char[] c = new char[len];
        for (int i = 0; i < len; i++) {
            c[i] = ascii ? (char) ('a' + r.nextInt(4)) : switch (r.nextInt(6)) {
                case 0 -> (char) r.nextInt(0x10000);
                case 1 -> (char) (0xD800 + r.nextInt(0x800)); // surrogates (paired or not: compareTo does not care)
                case 2 -> r.nextBoolean() ? '\0' : '\uFFFF';
                case 3 -> (char) (0x00E0 + r.nextInt(8));
                default -> (char) ('a' + r.nextInt(3));
            };
        }
        return new String(c);
    }

    /** The stable reference permutation: indices sorted by {@code cmp} with Arrays.sort (stable for objects). */
    static int[] reference(int n, Comparator<Integer> cmp) {
        Integer[] ix = new Integer[n];
        for (int i = 0; i < n; i++) ix[i] = i;
        Arrays.sort(ix, cmp);
        int[] p = new int[n];
        for (int i = 0; i < n; i++) p[i] = ix[i];
        return p;
    }

    /**
     * Checks a permutation against the stable reference: identical when stable, otherwise a permutation whose rows
     * compare equal (by {@code cmp}) to the reference's at every position.
     */
    static void check(int[] expected, int[] actual, boolean stable, Comparator<Integer> cmp, String what) {
        org.junit.jupiter.api.Assertions.assertEquals(expected.length, actual.length, what + ": length");
        if (stable) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(expected, actual, what + ": stable permutation");
            return;
        }
        boolean[] seen = new boolean[actual.length];
        for (int i = 0; i < actual.length; i++) {
            int p = actual[i];
            if (p < 0 || p >= actual.length || seen[p]) {
                org.junit.jupiter.api.Assertions.fail(what + ": not a permutation at " + i + ": " + p);
            }
            seen[p] = true;
            if (cmp.compare(expected[i], p) != 0) {
                org.junit.jupiter.api.Assertions.fail(what + ": position " + i + " holds row " + p + ", expected a row equal to " + expected[i]);
            }
        }
    }
}
