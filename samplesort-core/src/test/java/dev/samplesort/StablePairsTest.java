package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.KeyTestData.Dist;
import dev.samplesort.spi.Engines;
import dev.samplesort.spi.SortEngine;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Stable key-value sorts through the Words route ({@link StablePairs}), run on the CPU's Words path through an
 * engine that refuses stable pairs as the GPU does: the result must be the CPU's own stable sort, bit for bit.
 */
class StablePairsTest {
    /** Refuses stable pairs like today's GpuEngine, runs Words jobs on the CPU engine (unstable jobs only). */
    static final SortEngine WORDS_ONLY = new SortEngine() {
        @Override public String name() { return "words-only"; }

        @Override public String unavailableReason() { return null; }

        @Override public String refusal(SortJob job) {
            if (job.keys() instanceof Keys.Words) return job.stable() ? "no stable Words" : null;
            return job.values() != null && job.stable() ? "no stable pairs" : null;
        }

        @Override public void sort(SortJob job) {
            if (refusal(job) != null) throw new AssertionError("refused job reached the engine: " + refusal(job));
            Engines.cpu().sort(job);
        }
    };

    static final SortEngine ROUTED = StablePairs.via(WORDS_ONLY);

    @Test
    void routeIsTakenOnlyWhereItHelps() {
        SortJob stablePairs = new SortJob(new Keys.Longs(new long[4]), new Values.Ints(new int[4]), 0, 4, Order.ASCENDING, true);
        assertTrue(StablePairs.viaWords(WORDS_ONLY, stablePairs));
        assertNull(ROUTED.refusal(stablePairs));
        assertFalse(StablePairs.viaWords(Engines.cpu(), stablePairs), "the CPU sorts stable pairs itself");
        SortJob unstable = new SortJob(new Keys.Longs(new long[4]), new Values.Ints(new int[4]), 0, 4, Order.ASCENDING, false);
        assertFalse(StablePairs.applies(unstable));
        SortJob keysOnly = new SortJob(new Keys.Longs(new long[4]), null, 0, 4, Order.ASCENDING, true);
        assertFalse(StablePairs.applies(keysOnly));
        // today's GPU engine refuses Words jobs, so Sorter keeps sending stable pairs to the CPU under AUTO
        String gpuWords = Engines.gpu().refusal(StablePairs.wordsShape(stablePairs));
        if (gpuWords != null) assertFalse(StablePairs.viaWords(Engines.gpu(), stablePairs));
    }

    @Test
    void everyKeyAndValueTypeBothOrdersRanges() {
        SplittableRandom r = new SplittableRandom(3);
        for (Dist d : Dist.values()) {
            for (int n : KeyTestData.SIZES) {
                for (Order o : Order.values()) {
                    int from = n < 4 ? 0 : r.nextInt(n / 4), to = n < 4 ? n : n - r.nextInt(n / 4);
                    long[] lk = KeyTestData.longs(d, n, r.nextLong());
                    int[] ik = KeyTestData.ints(d, n, r.nextLong());
                    double[] dk = KeyTestData.doubles(d, n, r.nextLong());
                    float[] fk = KeyTestData.floats(d, n, r.nextLong());
                    String w = d + " n=" + n + " " + o + " [" + from + "," + to + ")";
                    for (int t = 0; t < 8; t++) check(t, lk, ik, dk, fk, from, to, o, w);
                }
            }
        }
    }

    /** Key type {@code t % 4}, values int ({@code t < 4}) or long: the route against the CPU's stable sort. */
    private static void check(int t, long[] lk, int[] ik, double[] dk, float[] fk, int from, int to, Order o, String w) {
        int n = lk.length;
        int[] iv = new int[n];
        long[] lv = new long[n];
        for (int i = 0; i < n; i++) { iv[i] = i; lv[i] = -i; }
        Object k1 = switch (t % 4) { case 0 -> lk.clone(); case 1 -> ik.clone(); case 2 -> dk.clone(); default -> fk.clone(); };
        Object k2 = switch (t % 4) { case 0 -> lk.clone(); case 1 -> ik.clone(); case 2 -> dk.clone(); default -> fk.clone(); };
        Object v1 = t < 4 ? iv.clone() : lv.clone(), v2 = t < 4 ? iv.clone() : lv.clone();
        ROUTED.sort(job(k1, v1, from, to, o));
        Engines.cpu().sort(job(k2, v2, from, to, o));
        String what = w + " key type " + t % 4 + (t < 4 ? " int values" : " long values");
        switch (k1) {
            case long[] a -> assertArrayEquals((long[]) k2, a, what);
            case int[] a -> assertArrayEquals((int[]) k2, a, what);
            case double[] a -> assertArrayEquals((double[]) k2, a, what);
            case float[] a -> assertArrayEquals((float[]) k2, a, what);
            default -> throw new AssertionError();
        }
        if (v1 instanceof int[] a) assertArrayEquals((int[]) v2, a, what + " values");
        else assertArrayEquals((long[]) v2, (long[]) v1, what + " values");
    }

    private static SortJob job(Object k, Object v, int from, int to, Order o) {
        Keys keys = switch (k) {
            case long[] a -> new Keys.Longs(a);
            case int[] a -> new Keys.Ints(a);
            case double[] a -> new Keys.Doubles(a);
            case float[] a -> new Keys.Floats(a);
            default -> throw new AssertionError();
        };
        Values values = v instanceof int[] a ? new Values.Ints(a) : new Values.Longs((long[]) v);
        return new SortJob(keys, values, from, to, o, true);
    }

    @Test
    void stableSorterResultUnchangedByTheRouteChoice() {
        // whatever engine AUTO picks here, the public stable sort equals the CPU's
        int n = 70_001;
        long[] k = KeyTestData.longs(Dist.FEW_DISTINCT, n, 9), k2 = k.clone();
        int[] v = new int[n], v2;
        for (int i = 0; i < n; i++) v[i] = i;
        v2 = v.clone();
        Sorter.builder().stable(true).descending().build().sort(k, v);
        Sorter.builder().backend(Backend.CPU).stable(true).descending().build().sort(k2, v2);
        assertArrayEquals(k2, k);
        assertArrayEquals(v2, v);
        assertEquals(k.length, v.length);
    }
}
