package dev.samplesort.gpu;

import java.util.SplittableRandom;

/**
 * Inputs for the GPU tests: the paper's distributions (32-bit values, p = 8 x 132 as in the baselines; 64-bit keys
 * are hi << 32 | lo of two draws) and the usual hard cases, including floating-point specials.
 */
final class GpuTestData {
    private GpuTestData() {}

    static final String[] DISTS = {"uniform", "gaussian", "bucket", "staggered", "detdup", "sorted", "reverse",
        "allequal", "few2", "few16", "few256", "zipf", "almostsorted", "edges"};

    static int[] draws32(String dist, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] x = new int[n];
        int p = 1056;
        int per = Math.max(1, n / p);
        switch (dist) {
            case "uniform" -> { for (int i = 0; i < n; i++) x[i] = r.nextInt(); }
            case "gaussian" -> {
                for (int i = 0; i < n; i++) {
                    long s = 0;
                    for (int j = 0; j < 4; j++) s += r.nextInt() & 0xFFFFFFFFL;
                    x[i] = (int) (s / 4);
                }
            }
            case "bucket" -> {
                for (int i = 0; i < n; i++) {
                    long j = (long) (i % per) * p / per;
                    x[i] = (int) (j * (0x1_0000_0000L / p) + (r.nextInt() & 0xFFFFFFFFL) % (0x1_0000_0000L / p));
                }
            }
            case "staggered" -> {
                for (int i = 0; i < n; i++) {
                    long b = Math.min(p - 1, i / per);
                    long t = b < p / 2 ? 2 * b + 1 : 2 * (b - p / 2);
                    x[i] = (int) (t * (0x1_0000_0000L / p) + (r.nextInt() & 0xFFFFFFFFL) % (0x1_0000_0000L / p));
                }
            }
            case "detdup" -> {
                for (int i = 0; i < n; i++) {
                    int b = Math.min(p - 1, i / per), lvl = 0;
                    for (int s = p / 2, w = p / 2; b >= s && w > 0; w /= 2, s += w) lvl++;
                    x[i] = 31 - Integer.numberOfLeadingZeros(Math.max(1, n >> lvl));
                }
            }
            case "sorted" -> { for (int i = 0; i < n; i++) x[i] = i; }
            case "reverse" -> { for (int i = 0; i < n; i++) x[i] = n - i; }
            case "allequal" -> { int v = r.nextInt(); for (int i = 0; i < n; i++) x[i] = v; }
            case "few2", "few16", "few256" -> {
                int k = Integer.parseInt(dist.substring(3));
                int[] vals = new int[k];
                for (int i = 0; i < k; i++) vals[i] = r.nextInt();
                for (int i = 0; i < n; i++) x[i] = vals[r.nextInt(k)];
            }
            case "zipf" -> {
                for (int i = 0; i < n; i++) {
                    double u = r.nextDouble();
                    x[i] = (int) Math.min(Integer.MAX_VALUE, Math.floor(Math.pow(1 - u, -2.0)));
                }
            }
            case "almostsorted" -> {
                for (int i = 0; i < n; i++) x[i] = i;
                for (int s = 0; s < n / 100 + 1 && n > 1; s++) {
                    int i = r.nextInt(n), j = r.nextInt(n);
                    int t = x[i]; x[i] = x[j]; x[j] = t;
                }
            }
            case "edges" -> {
                int[] special = {0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 1, Float.floatToRawIntBits(-0.0f),
                    Float.floatToRawIntBits(Float.NaN), 0xFFC00001, 0x7F800001, 0x7F800000, 0xFF800000, 0x00000001,
                    0x80000001, 0x7F7FFFFF, 0xFF7FFFFF};
                for (int i = 0; i < n; i++) x[i] = r.nextInt(4) == 0 ? r.nextInt() : special[r.nextInt(special.length)];
            }
            default -> throw new IllegalArgumentException(dist);
        }
        return x;
    }

    static int[] ints(String dist, int n, long seed) { return draws32(dist, n, seed); }

    static long[] longs(String dist, int n, long seed) {
        int[] hi = draws32(dist, n, seed), lo = draws32(dist, n, seed + 1);
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = ((long) hi[i] << 32) | (lo[i] & 0xFFFFFFFFL);
        return a;
    }

    static float[] floats(String dist, int n, long seed) {
        int[] d = draws32(dist, n, seed);
        float[] a = new float[n];
        for (int i = 0; i < n; i++) a[i] = Float.intBitsToFloat(d[i]);
        return a;
    }

    static double[] doubles(String dist, int n, long seed) {
        long[] d = longs(dist, n, seed);
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = Double.longBitsToDouble(d[i]);
        return a;
    }
}
