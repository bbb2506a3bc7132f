package dev.samplesort.cpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import java.util.Arrays;

/**
 * One key-value test case of any key x value type, with values = original index (+ a large offset for long
 * values, so the high bits travel too). {@link #check} verifies the result against a stable reference.
 */
final class KvCase {
    static final long VOFF = 1L << 40;

    final KeyType kt;
    final ValueType vt;
    final int n;
    Object keys;
    Object values;
    final Object origKeys;

    KvCase(KeyType kt, ValueType vt, long[] x, long seed, boolean edges) {
        this(kt, vt, switch (kt) {
            case INT -> CpuTestData.ints(x);
            case LONG -> x.clone();
            case FLOAT -> CpuTestData.floats(x, edges, seed);
            case DOUBLE -> CpuTestData.doubles(x, edges, seed);
        });
    }

    /** The case of these keys (an array of the key type, taken as it is), values = original index. */
    KvCase(KeyType kt, ValueType vt, Object keys) {
        this.kt = kt;
        this.vt = vt;
        this.keys = keys;
        this.n = java.lang.reflect.Array.getLength(keys);
        if (vt == ValueType.INT) {
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            values = v;
        } else {
            long[] v = new long[n];
            for (int i = 0; i < n; i++) v[i] = i + VOFF;
            values = v;
        }
        origKeys = copy(keys);
    }

    static Object copy(Object a) {
        if (a instanceof int[] i) return i.clone();
        if (a instanceof long[] l) return l.clone();
        if (a instanceof float[] f) return f.clone();
        return ((double[]) a).clone();
    }

    long keyBits(Object k, int i) {
        return switch (kt) {
            case INT -> ((int[]) k)[i];
            case LONG -> ((long[]) k)[i];
            case FLOAT -> Float.floatToRawIntBits(((float[]) k)[i]);
            case DOUBLE -> Double.doubleToRawLongBits(((double[]) k)[i]);
        };
    }

    int cmp(Object k, int i, int j) {
        return switch (kt) {
            case INT -> Integer.compare(((int[]) k)[i], ((int[]) k)[j]);
            case LONG -> Long.compare(((long[]) k)[i], ((long[]) k)[j]);
            case FLOAT -> Float.compare(((float[]) k)[i], ((float[]) k)[j]);
            case DOUBLE -> Double.compare(((double[]) k)[i], ((double[]) k)[j]);
        };
    }

    int index(int p) {
        long v = vt == ValueType.INT ? ((int[]) values)[p] : ((long[]) values)[p] - VOFF;
        if (v < 0 || v >= n) throw new AssertionError("value " + v + " at " + p + " is not one of the inputs");
        return (int) v;
    }

    /**
     * Pairs with 32-bit keys (int and float keys of x, every value type) sorted whole and as a sub-range of a longer
     * copy, each checked stable and exact (the packed route's cases).
     */
    static void checkPacked32(long[] x, String what) {
        int n = x.length;
        for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.FLOAT}) {
            for (ValueType vt : ValueType.values()) {
                KvCase c = new KvCase(kt, vt, x, n, true);
                c.sort(0, n, true);
                c.check(0, n, true, kt + "+" + vt + " " + what);
                KvCase r = new KvCase(kt, vt, Arrays.copyOf(x, n + 9), n, true);
                r.sort(4, n + 4, true);
                r.check(4, n + 4, true, kt + "+" + vt + " range " + what);
            }
        }
    }

    /** Sorts [from, to) through the engine. */
    void sort(int from, int to, boolean stable) {
        dev.samplesort.spi.Jobs.sort(CpuEngine.instance(), keys, values, from, to, stable);
    }

    /**
     * Checks [from, to): outside untouched; inside, every value still sits with its own key (bitwise), the values
     * are a permutation of the range, the keys are in Arrays.sort order, and with {@code stable} equal keys keep
     * their original order (values increase).
     */
    void check(int from, int to, boolean stable, String what) {
        boolean[] seen = new boolean[n];
        for (int p = 0; p < n; p++) {
            int i = index(p);
            if (p < from || p >= to) {
                if (i != p || keyBits(keys, p) != keyBits(origKeys, p)) throw new AssertionError(what + ": outside changed at " + p);
                continue;
            }
            if (i < from || i >= to || seen[i]) throw new AssertionError(what + ": value " + i + " duplicated or from outside");
            seen[i] = true;
            if (keyBits(keys, p) != keyBits(origKeys, i)) throw new AssertionError(what + ": value " + i + " lost its key at " + p);
            if (p > from) {
                int c = cmp(keys, p - 1, p);
                if (c > 0) throw new AssertionError(what + ": keys out of order at " + p);
                if (stable && c == 0 && index(p - 1) > i) throw new AssertionError(what + ": not stable at " + p);
            }
        }
        // the key sequence equals Arrays.sort's (order only; the bits were checked pairwise above)
        Object ref = copy(origKeys);
        switch (kt) {
            case INT -> Arrays.sort((int[]) ref, from, to);
            case LONG -> Arrays.sort((long[]) ref, from, to);
            case FLOAT -> Arrays.sort((float[]) ref, from, to);
            case DOUBLE -> Arrays.sort((double[]) ref, from, to);
        }
        for (int p = from; p < to; p++) {
            if (cmp2(ref, p) != 0) throw new AssertionError(what + ": differs from Arrays.sort at " + p);
        }
    }

    private int cmp2(Object ref, int p) {
        return switch (kt) {
            case INT -> Integer.compare(((int[]) ref)[p], ((int[]) keys)[p]);
            case LONG -> Long.compare(((long[]) ref)[p], ((long[]) keys)[p]);
            case FLOAT -> Float.compare(((float[]) ref)[p], ((float[]) keys)[p]);
            case DOUBLE -> Double.compare(((double[]) ref)[p], ((double[]) keys)[p]);
        };
    }
}
