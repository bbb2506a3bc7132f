package dev.samplesort.cpu;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;

/** Test inputs, generated here (independent of the public data generators). Values are longs, cast per type. */
public final class CpuTestData {
    private CpuTestData() {}

    public enum Dist {
        UNIFORM, GAUSSIAN, SORTED, REVERSE, ALL_EQUAL, FEW2, FEW16, FEW256, ZIPF, ALMOST_SORTED, STAGGERED,
        BUCKET_SORTED, DET_DUPLICATES, ORGAN_PIPE
    }

    /** n values of the distribution; {@code bits} limits uniform values to that many low bits (64 = full range). */
    public static long[] longs(Dist d, int n, long seed, int bits) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] x = new long[n];
        long mask = bits >= 64 ? -1L : (1L << bits) - 1;
        switch (d) {
            case UNIFORM -> { for (int i = 0; i < n; i++) x[i] = r.nextLong() & mask; }
            case GAUSSIAN -> { for (int i = 0; i < n; i++) x[i] = (long) (r.nextGaussian() * 1e6); }
            case SORTED -> { for (int i = 0; i < n; i++) x[i] = i * 3L - n; }
            case REVERSE -> { for (int i = 0; i < n; i++) x[i] = (long) (n - i) * 5 - n; }
            case ALL_EQUAL -> Arrays.fill(x, 42);
            case FEW2 -> { for (int i = 0; i < n; i++) x[i] = r.nextInt(2) * 1000 - 500; }
            case FEW16 -> { for (int i = 0; i < n; i++) x[i] = r.nextInt(16) - 8; }
            case FEW256 -> { for (int i = 0; i < n; i++) x[i] = r.nextInt(256) * 7919L; }
            case ZIPF -> { for (int i = 0; i < n; i++) x[i] = (long) Math.floor(1.0 / Math.max(1e-12, r.nextDouble())); }
            case ALMOST_SORTED -> {
                for (int i = 0; i < n; i++) x[i] = i;
                for (int s = 0; s < Math.max(1, n / 100); s++) {
                    int a = r.nextInt(Math.max(1, n)), b = r.nextInt(Math.max(1, n));
                    if (n > 0) { long t = x[a]; x[a] = x[b]; x[b] = t; }
                }
            }
            case STAGGERED -> {
                int p = Math.max(1, n / 8);
                for (int i = 0; i < n; i++) x[i] = (i % p) * 8L + i / p;
            }
            case BUCKET_SORTED -> {
                int p = Math.max(1, n / 16);
                for (int i = 0; i < n; i++) x[i] = (i / p) * 1_000_000L + r.nextInt(1_000_000);
                // buckets in descending order, each internally random
                for (int i = 0, j = n - 1; i < j; i++, j--) { long t = x[i]; x[i] = x[j]; x[j] = t; }
            }
            case DET_DUPLICATES -> {
                int lg = 32 - Integer.numberOfLeadingZeros(Math.max(1, n));
                for (int i = 0; i < n; i++) x[i] = (i * 2654435761L) % Math.max(1, lg);
            }
            case ORGAN_PIPE -> { for (int i = 0; i < n; i++) x[i] = Math.min(i, n - i); }
        }
        return x;
    }

    /**
     * The route of n spread {@code long} keys (random, zipf, a few hundred values) that the sequential route would give
     * Arrays.sort unscanned: TopDigit's where CpuConfig.topDigit takes n (its sample finds such keys spread), else
     * SMALL.
     */
    static CpuConfig.Route smallLong(int n) {
        return small64(n, false);
    }

    /** {@link #smallLong} for {@code long} (fp false) or whole-number {@code double} (fp true) keys. */
    static CpuConfig.Route small64(int n, boolean fp) {
        return CpuConfig.topDigit(n, fp) ? CpuConfig.Route.TOP_DIGIT : CpuConfig.Route.SMALL;
    }

    /**
     * Sorts the distribution's n {@code long} keys (seed n + d's ordinal, full range) through the hybrid on
     * {@code threads} threads, checks them against {@code Arrays.sort} and returns the route they took.
     */
    static CpuConfig.Route longRoute(Dist d, int n, int threads) {
        long[] a = longs(d, n, n + d.ordinal(), 64), e = a.clone();
        Arrays.sort(e);
        SampleSortLong.sort(a, 0, n, threads);
        org.junit.jupiter.api.Assertions.assertArrayEquals(e, a, "long " + d + " " + n + " on " + threads);
        return CpuConfig.lastRoute;
    }

    /**
     * Sorts the distribution's n {@code int} keys (the low halves of {@link #longs}'s, seed n + d's ordinal) through
     * the hybrid on {@code threads} threads, checks them against {@code Arrays.sort} and returns the route they took.
     */
    static CpuConfig.Route intRoute(Dist d, int n, int threads) {
        int[] a = ints(longs(d, n, n + d.ordinal(), 64)), e = a.clone();
        Arrays.sort(e);
        SampleSortInt.sort(a, 0, n, threads);
        org.junit.jupiter.api.Assertions.assertArrayEquals(e, a, "int " + d + " " + n + " on " + threads);
        return CpuConfig.lastRoute;
    }

    public static int[] ints(long[] x) {
        int[] y = new int[x.length];
        for (int i = 0; i < x.length; i++) y[i] = (int) x[i];
        return y;
    }

    /** Doubles with the same order structure, plus (optionally) sprinkled floating point edge cases. */
    public static double[] doubles(long[] x, boolean edges, long seed) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) y[i] = x[i] * 0.5;
        if (edges) sprinkle(y, seed);
        return y;
    }

    public static float[] floats(long[] x, boolean edges, long seed) {
        float[] y = new float[x.length];
        for (int i = 0; i < x.length; i++) y[i] = x[i] * 0.25f;
        if (edges && y.length > 0) {
            SplittableRandom r = new SplittableRandom(seed);
            for (int s = 0; s < Math.max(1, y.length / 16); s++) y[r.nextInt(y.length)] = FLOAT_EDGES[r.nextInt(FLOAT_EDGES.length)];
        }
        return y;
    }

    public static final double[] DOUBLE_EDGES = {
        -0.0, 0.0, -0.0, 0.0, Double.NaN, Double.longBitsToDouble(0x7ff0000000000001L),
        Double.longBitsToDouble(0xfff8000000000000L), Double.longBitsToDouble(0xfff0000000abcdefL),
        Double.longBitsToDouble(0x7ff8dead0000beefL), Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL,
        Double.MIN_NORMAL / 3, -Double.MIN_NORMAL / 7, 1.0, -1.0
    };

    public static final float[] FLOAT_EDGES = {
        -0.0f, 0.0f, -0.0f, 0.0f, Float.NaN, Float.intBitsToFloat(0x7f800001), Float.intBitsToFloat(0xffc00000),
        Float.intBitsToFloat(0xff800abc), Float.intBitsToFloat(0x7fc0beef), Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE,
        Float.MIN_NORMAL, Float.MIN_NORMAL / 3, -Float.MIN_NORMAL / 7, 1.0f, -1.0f
    };

    private static void sprinkle(double[] y, long seed) {
        if (y.length == 0) return;
        SplittableRandom r = new SplittableRandom(seed);
        for (int s = 0; s < Math.max(1, y.length / 16); s++) y[r.nextInt(y.length)] = DOUBLE_EDGES[r.nextInt(DOUBLE_EDGES.length)];
    }

    // ---------------------------------------------------------------- checks

    /** Same order (Float.compare per position) and the same multiset of raw bit patterns. */
    public static void assertSortedLike(float[] expected, float[] actual, String what) {
        if (expected.length != actual.length) throw new AssertionError(what + ": length");
        for (int i = 0; i < expected.length; i++) {
            if (Float.compare(expected[i], actual[i]) != 0) {
                throw new AssertionError(what + ": at " + i + " expected " + expected[i] + " but was " + actual[i]);
            }
        }
        int[] e = new int[expected.length], a = new int[actual.length];
        for (int i = 0; i < e.length; i++) { e[i] = Float.floatToRawIntBits(expected[i]); a[i] = Float.floatToRawIntBits(actual[i]); }
        Arrays.sort(e);
        Arrays.sort(a);
        if (!Arrays.equals(e, a)) throw new AssertionError(what + ": raw bit patterns differ");
    }

    public static void assertSortedLike(double[] expected, double[] actual, String what) {
        if (expected.length != actual.length) throw new AssertionError(what + ": length");
        for (int i = 0; i < expected.length; i++) {
            if (Double.compare(expected[i], actual[i]) != 0) {
                throw new AssertionError(what + ": at " + i + " expected " + expected[i] + " but was " + actual[i]);
            }
        }
        long[] e = new long[expected.length], a = new long[actual.length];
        for (int i = 0; i < e.length; i++) { e[i] = Double.doubleToRawLongBits(expected[i]); a[i] = Double.doubleToRawLongBits(actual[i]); }
        Arrays.sort(e);
        Arrays.sort(a);
        if (!Arrays.equals(e, a)) throw new AssertionError(what + ": raw bit patterns differ");
    }

    /**
     * Key-value reference: a stable sort of positions by key in Java's total order. Returns the permutation;
     * {@code cmp} compares positions i and j by key.
     */
    public static int[] stableOrder(int n, java.util.function.IntBinaryOperator cmp) {
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        Arrays.sort(idx, (i, j) -> cmp.applyAsInt(i, j)); // TimSort: stable
        int[] p = new int[n];
        for (int i = 0; i < n; i++) p[i] = idx[i];
        return p;
    }

    /**
     * Starts a thread whose job of one task holds {@code team} until {@code release} opens (another sort finds the
     * team busy meanwhile); returns once it holds it. Join the thread after opening {@code release}.
     */
    static Thread holdTeam(SpinTeam team, CountDownLatch release) throws InterruptedException {
        CountDownLatch inside = new CountDownLatch(1);
        Thread holder = Thread.ofPlatform().start(() -> team.tryRun(new SpinTeam.Phase(1, id -> {
            inside.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        })));
        inside.await();
        return holder;
    }

    /** Runs {@code body} while another thread's job holds {@code team} ({@link #holdTeam}), then lets that job end. */
    static void whileHeld(SpinTeam team, Runnable body) throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        Thread holder = holdTeam(team, release);
        try {
            body.run();
        } finally {
            release.countDown();
            holder.join();
        }
    }
}
