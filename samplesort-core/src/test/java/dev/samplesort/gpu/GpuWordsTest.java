package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.samplesort.Backend;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.Sorter;
import dev.samplesort.ValueType;
import dev.samplesort.cpu.CpuEngine;
import dev.samplesort.cpu.WordsSortTest;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Multi-word keys and stable key-value sorts on the GPU ({@link GpuWordsSort}) against the CPU engine, whose
 * multi-word and stable paths are checked against comparator sorts (WordsSortTest, CpuEngineKeyValueTest). Skips
 * with a printed reason where no GPU is usable; {@code -Dsamplesort.test.large=true} adds 2^24 rows.
 */
class GpuWordsTest {
    @BeforeAll
    static void gpu() {
        String why = GpuRuntime.unavailableReason();
        if (why != null) System.out.println("[GpuWordsTest] skipped: no usable GPU: " + why);
        org.junit.jupiter.api.Assumptions.assumeTrue(why == null, () -> "no usable GPU: " + why);
    }

    static int[] sizes() {
        List<Integer> s = new ArrayList<>(List.of(0, 1, 2, 3, 255, 8193, 70_001, (1 << 20) + 1, 3_000_017));
        if (Boolean.getBoolean("samplesort.test.large")) s.add((1 << 24) + 3);
        return s.stream().mapToInt(Integer::intValue).toArray();
    }

    static Stream<Arguments> words() {
        String[] dists = {"uniform", "fewFirst", "allEqual", "sorted", "reverse", "sharedPrefix", "tiny"};
        List<Arguments> out = new ArrayList<>();
        for (int w : new int[] {1, 2, 4}) for (String d : dists) for (int n : sizes()) out.add(Arguments.of(w, d, n));
        return out.stream();
    }

    @ParameterizedTest(name = "w={0} {1} n={2}")
    @MethodSource("words")
    void wordsLikeTheCpuEngine(int w, String dist, int n) {
        for (Order order : Order.values()) {
            for (boolean stable : new boolean[] {true, false}) {
                long[] a = WordsSortTest.words(w, dist, n, 17L * n + w), b = a.clone(), orig = a.clone();
                int[] va = IntStream.range(0, n).toArray(), vb = va.clone();
                int from = n > 10 ? 2 : 0, to = n > 10 ? n - 3 : n;
                GpuEngine.instance().sort(new SortJob(new Keys.Words(MemorySegment.ofArray(a), w),
                        new Values.Ints(va), from, to, order, stable));
                CpuEngine.instance().sort(new SortJob(new Keys.Words(MemorySegment.ofArray(b), w),
                        new Values.Ints(vb), from, to, order, true));
                String what = "w=" + w + " " + dist + " n=" + n + " " + order + " stable=" + stable;
                assertArrayEquals(b, a, "rows: " + what);
                if (stable) {
                    assertArrayEquals(vb, va, "values: " + what);
                } else {
                    for (int i = 0; i < n; i++) {      // each value still sits with its own row
                        for (int d = 0; d < w; d++) {
                            if (orig[va[i] * w + d] != a[i * w + d]) throw new AssertionError(what + " row " + i);
                        }
                    }
                }
            }
        }
    }

    static Stream<Arguments> pairs() {
        List<Arguments> out = new ArrayList<>();
        for (KeyType kt : KeyType.values()) {
            for (ValueType vt : ValueType.values()) {
                for (String d : new String[] {"uniform", "detdup", "few16", "sorted"}) out.add(Arguments.of(kt, vt, d));
                // Random float bits hold NaNs with payloads, which take the (key, row) route; these take the stable
                // sample sort: only the canonical NaN, and a few special values with many ties.
                if (kt == KeyType.FLOAT || kt == KeyType.DOUBLE) {
                    for (String d : new String[] {"uniformCanon", "few16Canon", "specials"}) {
                        out.add(Arguments.of(kt, vt, d));
                    }
                }
            }
        }
        return out.stream();
    }

    static final double[] SPECIALS = {-0.0, 0.0, Double.NaN, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
        1.0, -1.0, Double.MIN_VALUE, -Double.MAX_VALUE};

    static Object keys(KeyType kt, String dist, int n) {
        if (dist.equals("specials")) {
            java.util.SplittableRandom r = new java.util.SplittableRandom(n);
            if (kt == KeyType.FLOAT) {
                float[] a = new float[n];
                for (int i = 0; i < n; i++) a[i] = (float) SPECIALS[r.nextInt(SPECIALS.length)];
                return a;
            }
            return r.doubles(n).map(x -> SPECIALS[(int) (x * SPECIALS.length)]).toArray();
        }
        if (dist.endsWith("Canon")) {  // every NaN replaced by the canonical one
            Object k = keys(kt, dist.substring(0, dist.length() - "Canon".length()), n);
            if (k instanceof float[] f) for (int i = 0; i < n; i++) if (f[i] != f[i]) f[i] = Float.NaN;
            if (k instanceof double[] d) for (int i = 0; i < n; i++) if (d[i] != d[i]) d[i] = Double.NaN;
            return k;
        }
        return switch (kt) {
            case INT -> GpuTestData.ints(dist, n, 7);
            case LONG -> GpuTestData.longs(dist, n, 7);
            case FLOAT -> GpuTestData.floats(dist, n, 7);
            case DOUBLE -> GpuTestData.doubles(dist, n, 7);
        };
    }

    static MemorySegment seg(Object a) {
        return switch (a) {
            case int[] x -> MemorySegment.ofArray(x);
            case long[] x -> MemorySegment.ofArray(x);
            case float[] x -> MemorySegment.ofArray(x);
            case double[] x -> MemorySegment.ofArray(x);
            default -> throw new IllegalArgumentException();
        };
    }

    static void sort(Sorter s, Object k, Object v) {
        switch (k) {
            case int[] x -> { if (v instanceof int[] y) s.sort(x, y); else s.sort(x, (long[]) v); }
            case long[] x -> { if (v instanceof int[] y) s.sort(x, y); else s.sort(x, (long[]) v); }
            case float[] x -> { if (v instanceof int[] y) s.sort(x, y); else s.sort(x, (long[]) v); }
            case double[] x -> { if (v instanceof int[] y) s.sort(x, y); else s.sort(x, (long[]) v); }
            default -> throw new IllegalArgumentException();
        }
    }

    /** Stable key-value sorts stay on the GPU and equal the CPU's (stable) result bit for bit. */
    @ParameterizedTest(name = "{0}+{1} {2}")
    @MethodSource("pairs")
    void stablePairsLikeTheCpu(KeyType kt, ValueType vt, String dist) {
        for (int n : sizes()) {
            for (Order order : Order.values()) {
                Sorter gpu = Sorter.builder().backend(Backend.GPU).stable(true).order(order).build();
                Sorter cpu = Sorter.builder().backend(Backend.CPU).stable(true).order(order).build();
                Object gk = keys(kt, dist, n), ck = EngineJob.copy(gk);
                Object gv = vt == ValueType.INT ? (Object) IntStream.range(0, n).toArray()
                        : IntStream.range(0, n).mapToLong(i -> (1L << 40) + i).toArray();
                Object cv = EngineJob.copy(gv);
                sort(gpu, gk, gv);
                sort(cpu, ck, cv);
                String what = kt + "+" + vt + " " + dist + " n=" + n + " " + order;
                assertEquals(-1L, seg(ck).mismatch(seg(gk)), "keys (bits): " + what);
                assertEquals(-1L, seg(cv).mismatch(seg(gv)), "values: " + what);
            }
        }
    }
}
