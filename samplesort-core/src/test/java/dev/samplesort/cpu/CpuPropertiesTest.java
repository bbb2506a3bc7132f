package dev.samplesort.cpu;

import dev.samplesort.spi.Jobs;
import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;

/** Property-based differential tests (jqwik) for every key type and for key-value pairs. */
class CpuPropertiesTest {
    private static final CpuEngine E = CpuEngine.instance();

    /** The engine's own paths: the hybrid would hand these small keys-only sorts to the JDK. */
    @BeforeProperty
    void engineOnly() { CpuConfig.setHybrid(false); }

    @AfterProperty
    void restore() { CpuConfig.setHybrid(true); }

    @Property(tries = 300)
    void intsLikeArraysSort(@ForAll @Size(max = 3000) int[] a) {
        int[] e = a.clone();
        Arrays.sort(e);
        Jobs.sort(E, a, 0, a.length);
        if (!Arrays.equals(e, a)) throw new AssertionError("int");
    }

    @Property(tries = 300)
    void smallRangeIntsLikeArraysSort(@ForAll @Size(max = 3000) int[] raw, @ForAll @IntRange(min = 1, max = 40) int mod) {
        int[] a = new int[raw.length];
        for (int i = 0; i < a.length; i++) a[i] = Math.floorMod(raw[i], mod) - mod / 2; // many duplicates
        int[] e = a.clone();
        Arrays.sort(e);
        Jobs.sort(E, a, 0, a.length);
        if (!Arrays.equals(e, a)) throw new AssertionError("int dups");
    }

    @Property(tries = 300)
    void longsLikeArraysSort(@ForAll @Size(max = 3000) long[] a, @ForAll @IntRange(max = 3000) int f, @ForAll @IntRange(max = 3000) int t) {
        int from = Math.min(Math.min(f, t), a.length), to = Math.min(Math.max(f, t), a.length);
        long[] e = a.clone();
        Arrays.sort(e, from, to);
        Jobs.sort(E, a, from, to);
        if (!Arrays.equals(e, a)) throw new AssertionError("long range");
    }

    @Provide
    Arbitrary<float[]> floatArrays() {
        Arbitrary<Float> edge = Arbitraries.of(
                -0.0f, 0.0f, Float.NaN, Float.intBitsToFloat(0xffc00001), Float.intBitsToFloat(0x7f800123),
                Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MAX_VALUE,
                -Float.MAX_VALUE, 1.0f);
        Arbitrary<Float> any = Arbitraries.integers().map(Float::intBitsToFloat);
        Arbitrary<Float> smallInts = Arbitraries.integers().between(-5, 5).map(i -> (float) i);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, edge), net.jqwik.api.Tuple.of(5, any), net.jqwik.api.Tuple.of(3, smallInts))
                .array(float[].class).ofMaxSize(2500);
    }

    @Provide
    Arbitrary<double[]> doubleArrays() {
        return floatArrays().map(f -> {
            double[] d = new double[f.length];
            for (int i = 0; i < f.length; i++) {
                int bits = Float.floatToRawIntBits(f[i]);
                // widen keeping NaN payload and sign variety
                d[i] = Float.isNaN(f[i]) ? Double.longBitsToDouble(((long) bits << 32) | 0x7ff0000000000001L | (bits & 0x80000000L) << 32) : f[i];
            }
            return d;
        });
    }

    @Property(tries = 300)
    void floatsLikeArraysSort(@ForAll("floatArrays") float[] a) {
        float[] e = a.clone();
        Arrays.sort(e);
        Jobs.sort(E, a, 0, a.length);
        CpuTestData.assertSortedLike(e, a, "float");
    }

    @Property(tries = 300)
    void doublesLikeArraysSort(@ForAll("doubleArrays") double[] a) {
        double[] e = a.clone();
        Arrays.sort(e);
        Jobs.sort(E, a, 0, a.length);
        CpuTestData.assertSortedLike(e, a, "double");
    }

    @Property(tries = 200)
    void keyValueStable(@ForAll @Size(max = 3000) long[] raw, @ForAll @IntRange(min = 1, max = 1000) int mod,
                        @ForAll KeyType kt, @ForAll ValueType vt) {
        long[] x = new long[raw.length];
        for (int i = 0; i < x.length; i++) x[i] = Math.floorMod(raw[i], mod);
        KvCase c = new KvCase(kt, vt, x, mod, mod % 2 == 0);
        c.sort(0, x.length, true);
        c.check(0, x.length, true, "property " + kt + "/" + vt);
    }
}
