package dev.samplesort.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class DataGeneratorTest {
    static final long SEED = 12345;

    static long distinct(int[] a) { return Arrays.stream(a).distinct().count(); }

    static long distinct(long[] a) { return Arrays.stream(a).distinct().count(); }

    @ParameterizedTest
    @EnumSource(Distribution.class)
    void deterministicAndIndependentOfThreadCount(Distribution d) throws Exception {
        int n = (1 << 17) + 12345; // large enough for the parallel path
        int[] a = DataGenerator.ints(d, n, SEED);
        assertArrayEquals(a, DataGenerator.ints(d, n, SEED));
        ForkJoinPool one = new ForkJoinPool(1), three = new ForkJoinPool(3);
        try {
            assertArrayEquals(a, one.submit(() -> DataGenerator.ints(d, n, SEED)).get());
            assertArrayEquals(a, three.submit(() -> DataGenerator.ints(d, n, SEED)).get());
            long[] l = DataGenerator.longs(d, n, SEED);
            assertArrayEquals(l, one.submit(() -> DataGenerator.longs(d, n, SEED)).get());
        } finally {
            one.shutdown();
            three.shutdown();
        }
    }

    @Test
    void seedChangesRandomDistributions() {
        for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.GAUSSIAN, Distribution.BUCKET_SORTED,
                Distribution.STAGGERED, Distribution.FEW_UNIQUE_16, Distribution.ZIPF}) {
            assertFalse(Arrays.equals(DataGenerator.ints(d, 1000, 1), DataGenerator.ints(d, 1000, 2)), d.toString());
            assertFalse(Arrays.equals(DataGenerator.longs(d, 1000, 1), DataGenerator.longs(d, 1000, 2)), d.toString());
        }
    }

    @ParameterizedTest
    @EnumSource(Distribution.class)
    void typesAgreeAndSegmentsMatchArrays(Distribution d) {
        int n = 5000;
        int[] ints = DataGenerator.ints(d, n, SEED);
        long[] longs = DataGenerator.longs(d, n, SEED);
        float[] floats = DataGenerator.floats(d, n, SEED);
        double[] doubles = DataGenerator.doubles(d, n, SEED);
        for (int i = 0; i < n; i++) {
            assertEquals((float) ints[i], floats[i]);
            assertEquals((double) longs[i], doubles[i]);
            assertFalse(Float.isNaN(floats[i]) || Double.isNaN(doubles[i]));
            assertFalse(Float.floatToRawIntBits(floats[i]) == 0x80000000, "no -0.0f");
            assertFalse(Double.doubleToRawLongBits(doubles[i]) == Long.MIN_VALUE, "no -0.0");
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment si = arena.allocate(4L * n), sl = arena.allocate(8L * n);
            MemorySegment sf = arena.allocate(4L * n), sd = arena.allocate(8L * n);
            DataGenerator.fill(si, KeyType.INT, d, SEED);
            DataGenerator.fill(sl, KeyType.LONG, d, SEED);
            DataGenerator.fill(sf, KeyType.FLOAT, d, SEED);
            DataGenerator.fill(sd, KeyType.DOUBLE, d, SEED);
            assertArrayEquals(ints, si.toArray(ValueLayout.JAVA_INT));
            assertArrayEquals(longs, sl.toArray(ValueLayout.JAVA_LONG));
            assertArrayEquals(floats, sf.toArray(ValueLayout.JAVA_FLOAT));
            assertArrayEquals(doubles, sd.toArray(ValueLayout.JAVA_DOUBLE));
            // records in pieces, little-endian, with index values
            int rec = 12;
            MemorySegment r = arena.allocate((long) rec * n);
            DataGenerator.fillRecords(r.asSlice(0, 1000L * rec), KeyType.LONG, ValueType.INT, d, n, 0, 1000, SEED,
                    DataGenerator.DEFAULT_P, ByteOrder.LITTLE_ENDIAN, null);
            DataGenerator.fillRecords(r.asSlice(1000L * rec), KeyType.LONG, ValueType.INT, d, n, 1000, n - 1000, SEED,
                    DataGenerator.DEFAULT_P, ByteOrder.LITTLE_ENDIAN, null);
            for (int i = 0; i < n; i++) {
                assertEquals(longs[i], r.get(ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN),
                        (long) i * rec));
                assertEquals(i, r.get(ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN),
                        (long) i * rec + 8));
            }
        }
    }

    @Test
    void sortedAndReverse() {
        for (int n : new int[] {1, 2, 1000, 100_003}) {
            int[] s = DataGenerator.ints(Distribution.SORTED, n, SEED);
            long[] sl = DataGenerator.longs(Distribution.SORTED, n, SEED);
            int[] r = DataGenerator.ints(Distribution.REVERSE_SORTED, n, SEED);
            long[] rl = DataGenerator.longs(Distribution.REVERSE_SORTED, n, SEED);
            for (int i = 1; i < n; i++) {
                assertTrue(s[i - 1] < s[i], "sorted int strictly increasing at " + i);
                assertTrue(sl[i - 1] < sl[i], "sorted long strictly increasing at " + i);
                assertTrue(r[i - 1] > r[i], "reverse int strictly decreasing at " + i);
                assertTrue(rl[i - 1] > rl[i], "reverse long strictly decreasing at " + i);
            }
            float[] f = DataGenerator.floats(Distribution.SORTED, n, SEED);
            for (int i = 1; i < n; i++) assertTrue(f[i - 1] <= f[i]);
        }
        int[] s = DataGenerator.ints(Distribution.SORTED, 1 << 16, SEED);
        assertTrue(s[0] < -2_000_000_000 && s[s.length - 1] > 2_000_000_000, "spread over the range");
    }

    /** The run-structured shapes: their runs exactly where they are said to be, for every key type. */
    @Test
    void organPipeSawtoothAndRuns() {
        for (int n : new int[] {1, 2, 3, 17, 1000, 100_003}) {
            int[] o = DataGenerator.ints(Distribution.ORGAN_PIPE, n, SEED);
            long[] ol = DataGenerator.longs(Distribution.ORGAN_PIPE, n, SEED);
            for (int i = 0; i < n; i++) {
                assertEquals(o[i], o[n - 1 - i], "organ pipe mirrored at " + i);
                assertEquals(ol[i], ol[n - 1 - i]);
                if (i > 0 && i <= (n - 1) / 2) {
                    assertTrue(o[i - 1] < o[i] && ol[i - 1] < ol[i], "first half ascending at " + i);
                }
            }
            assertEquals(n <= 2 ? 1 : 2, runs(o), "organ pipe: two runs, n = " + n);
            assertEquals(n <= 2 ? 1 : 2, runs(ol), "organ pipe: two runs, n = " + n);
            if (n < 1000) continue;
            int[] t = DataGenerator.ints(Distribution.SAWTOOTH, n, SEED);
            long[] tl = DataGenerator.longs(Distribution.SAWTOOTH, n, SEED);
            assertEquals(DataGenerator.SAWTOOTH_TEETH, ascendingRuns(t), "teeth, n = " + n);
            assertEquals(DataGenerator.SAWTOOTH_TEETH, ascendingRuns(tl), "teeth, n = " + n);
            assertEquals(Integer.MIN_VALUE, t[0], "each tooth starts at the bottom of the range");
            int[] r = DataGenerator.ints(Distribution.RUNS, n, SEED);
            long[] rl = DataGenerator.longs(Distribution.RUNS, n, SEED);
            assertEquals(DataGenerator.RUNS, runs(r), "runs, n = " + n);
            assertEquals(DataGenerator.RUNS, runs(rl), "runs, n = " + n);
            for (int i = 1; i < n; i++) {
                assertNotEquals(r[i - 1], r[i], "runs strictly monotone at " + i);
                assertNotEquals(rl[i - 1], rl[i], "runs strictly monotone at " + i);
            }
            float[] rf = DataGenerator.floats(Distribution.RUNS, n, SEED);
            double[] rd = DataGenerator.doubles(Distribution.RUNS, n, SEED);
            assertTrue(rf[0] <= rf[n / DataGenerator.RUNS - 1] && rd[0] < rd[n / DataGenerator.RUNS - 1],
                    "the first run ascends");
        }
    }

    /** Maximal monotone runs, the way a merge sort's run detection sees them (strictly monotone keys here). */
    private static int runs(int[] a) {
        long[] l = new long[a.length];
        for (int i = 0; i < a.length; i++) l[i] = a[i];
        return runs(l);
    }

    private static int runs(long[] a) {
        int runs = a.length == 0 ? 0 : 1;
        for (int i = 1; i < a.length; ) {
            boolean up = a[i] >= a[i - 1];
            while (i < a.length && (a[i] >= a[i - 1]) == up) i++;
            if (i < a.length) { runs++; i++; }
        }
        return runs;
    }

    private static int ascendingRuns(int[] a) {
        int r = 1;
        for (int i = 1; i < a.length; i++) if (a[i] < a[i - 1]) r++;
        return r;
    }

    private static int ascendingRuns(long[] a) {
        int r = 1;
        for (int i = 1; i < a.length; i++) if (a[i] < a[i - 1]) r++;
        return r;
    }

    @Test
    void almostSorted() {
        int n = 200_000;
        int[] a = DataGenerator.ints(Distribution.ALMOST_SORTED, n, SEED);
        int descents = 0;
        for (int i = 1; i < n; i++) if (a[i] < a[i - 1]) descents++;
        assertTrue(descents > n / 400 && descents < n / 40, "about 1% disorder, was " + descents);
    }

    @Test
    void allEqualAndFewUnique() {
        int n = 50_000;
        assertEquals(1, distinct(DataGenerator.ints(Distribution.ALL_EQUAL, n, SEED)));
        assertEquals(1, distinct(DataGenerator.longs(Distribution.ALL_EQUAL, n, SEED)));
        assertEquals(1, Arrays.stream(DataGenerator.doubles(Distribution.ALL_EQUAL, n, SEED)).distinct().count());
        assertEquals(2, distinct(DataGenerator.ints(Distribution.FEW_UNIQUE_2, n, SEED)));
        assertEquals(2, distinct(DataGenerator.longs(Distribution.FEW_UNIQUE_2, n, SEED)));
        long d16 = distinct(DataGenerator.ints(Distribution.FEW_UNIQUE_16, n, SEED));
        assertTrue(d16 <= 16 && d16 >= 14, "few16: " + d16);
        long d16l = distinct(DataGenerator.longs(Distribution.FEW_UNIQUE_16, n, SEED));
        assertTrue(d16l <= 16 && d16l >= 14, "few16 long: " + d16l);
        long d256 = distinct(DataGenerator.ints(Distribution.FEW_UNIQUE_256, n, SEED));
        assertTrue(d256 <= 256 && d256 >= 240, "few256: " + d256);
        float[] f16 = DataGenerator.floats(Distribution.FEW_UNIQUE_16, n, SEED);
        java.util.Set<Float> fs = new java.util.HashSet<>();
        for (float x : f16) fs.add(x);
        assertTrue(fs.size() <= 16 && fs.size() >= 14, "few16 float: " + fs.size());
    }

    @Test
    void detdupHasAboutLogNValues() {
        for (int n : new int[] {1 << 16, 1 << 20, 1_000_000}) {
            int[] a = DataGenerator.ints(Distribution.DETERMINISTIC_DUPLICATES, n, SEED);
            int log = 31 - Integer.numberOfLeadingZeros(n);
            long d = distinct(a);
            assertTrue(d >= log / 2 && d <= log + 2, "detdup n=" + n + ": " + d + " distinct values, log n = " + log);
            for (int v : a) assertTrue(v >= 0 && v <= log);
            // the first p/2 blocks (half of the input) hold log n
            for (int i = 0; i < n / 2 - n / DataGenerator.DEFAULT_P; i++) assertEquals(log, a[i]);
            assertEquals(log - 1, a[(int) (n * 0.6)]);
            assertEquals(d, distinct(DataGenerator.longs(Distribution.DETERMINISTIC_DUPLICATES, n, SEED)));
            java.util.Set<Float> fs = new java.util.HashSet<>();
            for (float x : DataGenerator.floats(Distribution.DETERMINISTIC_DUPLICATES, n, SEED)) fs.add(x);
            assertEquals(d, fs.size());
        }
    }

    @Test
    void bucketSortedShape() {
        int p = 16, n = p * p * 50;
        long w = (1L << 31) / p;
        int[] a = DataGenerator.ints(Distribution.BUCKET_SORTED, n, SEED, p);
        int per = n / p, run = per / p;
        for (int i = 0; i < n; i++) {
            int j = (i % per) / run; // bucket of this position inside its block
            assertTrue(a[i] >= j * w && a[i] < (j + 1) * w, "bucket " + j + " at " + i + ": " + a[i]);
        }
        // default p, awkward n: each block's bucket index never decreases
        int n2 = 3_000_001;
        int[] b = DataGenerator.ints(Distribution.BUCKET_SORTED, n2, SEED);
        long w2 = (1L << 31) / DataGenerator.DEFAULT_P;
        int drops = 0;
        for (int i = 1; i < n2; i++) if (b[i] / w2 < b[i - 1] / w2) drops++;
        assertTrue(drops <= DataGenerator.DEFAULT_P, "bucket index restarts only at block starts: " + drops);
        for (int v : b) assertTrue(v >= 0);
    }

    @Test
    void staggeredShape() {
        int p = 8, n = 8000;
        long w = (1L << 31) / p;
        int[] a = DataGenerator.ints(Distribution.STAGGERED, n, SEED, p);
        for (int i = 0; i < n; i++) {
            int block = i / (n / p) + 1; // 1-based
            long lo = block <= p / 2 ? (2L * block - 1) * w : (2L * block - p - 2) * w;
            assertTrue(a[i] >= lo && a[i] < lo + w, "block " + block + " at " + i + ": " + a[i]);
        }
        // the blocks cover [0, 2^31) without overlap: every range start appears exactly once
        Map<Long, Integer> starts = new HashMap<>();
        for (int b = 0; b < p; b++) starts.merge(a[b * (n / p)] / w, 1, Integer::sum);
        assertEquals(p, starts.size());
    }

    @Test
    void uniformAndGaussianMoments() {
        int n = 400_000;
        int[] u = DataGenerator.ints(Distribution.UNIFORM, n, SEED);
        int[] g = DataGenerator.ints(Distribution.GAUSSIAN, n, SEED);
        double range = Math.pow(2, 32);
        double meanU = Arrays.stream(u).asDoubleStream().average().orElseThrow();
        double meanG = Arrays.stream(g).asDoubleStream().average().orElseThrow();
        assertTrue(Math.abs(meanU) < range * 0.005 && Math.abs(meanG) < range * 0.005);
        assertTrue(distinct(u) > n * 0.99);
        double sdU = Math.sqrt(Arrays.stream(u).asDoubleStream().map(x -> x * x).average().orElseThrow());
        double sdG = Math.sqrt(Arrays.stream(g).asDoubleStream().map(x -> x * x).average().orElseThrow());
        assertEquals(range / Math.sqrt(12), sdU, range * 0.01);
        assertEquals(range / Math.sqrt(12) / 2, sdG, range * 0.01, "mean of 4 halves the spread");
        long within = Arrays.stream(g).filter(x -> Math.abs(x) < sdG).count();
        assertTrue(within > n * 0.62 && within < n * 0.72, "about 68% within one sd: " + within);
        long[] ul = DataGenerator.longs(Distribution.UNIFORM, n, SEED);
        assertTrue(Arrays.stream(ul).filter(x -> x < 0).count() > n * 0.45);
        float[] uf = DataGenerator.floats(Distribution.UNIFORM, n, SEED);
        assertTrue(uf[0] != uf[1] && Arrays.stream(u).filter(x -> x < 0).count() > n * 0.45);
    }

    @Test
    void zipfIsSkewed() {
        int n = 200_000;
        int[] z = DataGenerator.ints(Distribution.ZIPF, n, SEED);
        Map<Integer, Integer> freq = new HashMap<>();
        for (int v : z) freq.merge(v, 1, Integer::sum);
        int f0 = freq.getOrDefault(0, 0), f1 = freq.getOrDefault(1, 0), f9 = freq.getOrDefault(9, 0);
        assertTrue(f0 > f1 && f1 > f9 && f9 > 0, "decreasing frequencies: " + f0 + " " + f1 + " " + f9);
        assertTrue(f0 > n / 40, "rank 1 is common: " + f0);
        assertTrue(freq.size() > 1000 && freq.size() < n / 2, "many distinct but far from n: " + freq.size());
        for (int v : z) assertTrue(v >= 0 && v < n);
    }

    @Test
    void parse() {
        for (Distribution d : Distribution.values()) {
            assertEquals(d, Distribution.parse(d.cliName()));
            assertEquals(d, Distribution.parse(d.name().toLowerCase()));
            assertFalse(d.description().isBlank());
        }
        assertEquals(Distribution.DETERMINISTIC_DUPLICATES, Distribution.parse("DetDup"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Distribution.parse("nope"));
        assertTrue(e.getMessage().contains("nope") && e.getMessage().contains("detdup"));
        assertThrows(IllegalArgumentException.class, () -> DataGenerator.ints(Distribution.UNIFORM, 10, 1, 0));
        assertEquals(0, DataGenerator.ints(Distribution.DETERMINISTIC_DUPLICATES, 0, 1).length);
    }

    @Test
    void hugeInputsInPieces() {
        long n = (1L << 33) + 7; // more than 2^32 keys: generated in pieces, never all at once
        long first = (1L << 32) + 3;
        int count = 4096;
        try (Arena arena = Arena.ofConfined()) {
            for (Distribution d : Distribution.values()) {
                MemorySegment s = arena.allocate(8L * count);
                DataGenerator.fillRecords(s, KeyType.LONG, null, d, n, first, count, SEED, DataGenerator.DEFAULT_P,
                        ByteOrder.nativeOrder(), null);
                MemorySegment t = arena.allocate(4L * count);
                DataGenerator.fillRecords(t, KeyType.INT, null, d, n, first, count, SEED, DataGenerator.DEFAULT_P,
                        ByteOrder.nativeOrder(), null);
                long[] l = s.toArray(ValueLayout.JAVA_LONG);
                int[] a = t.toArray(ValueLayout.JAVA_INT);
                if (d == Distribution.SORTED) {
                    for (int i = 1; i < count; i++) {
                        assertTrue(l[i - 1] < l[i]);
                        assertTrue(a[i - 1] <= a[i]);
                    }
                }
                if (d == Distribution.DETERMINISTIC_DUPLICATES) {
                    for (int v : a) assertTrue(v == 33 || v == 32, "around the middle: log n or log n - 1, was " + v);
                }
                if (d == Distribution.BUCKET_SORTED || d == Distribution.STAGGERED) {
                    for (int v : a) assertTrue(v >= 0);
                }
            }
        }
    }

    @Test
    void stringsHaveTheAdvertisedShape() {
        String[] s = DataGenerator.strings(10_000, 1);
        long nonAscii = java.util.Arrays.stream(s).filter(x -> x.chars().anyMatch(c -> c > 127)).count();
        org.junit.jupiter.api.Assertions.assertTrue(java.util.Arrays.stream(s).allMatch(x -> x.length() >= 8 && x.length() <= 32));
        org.junit.jupiter.api.Assertions.assertTrue(nonAscii > 1000 && nonAscii < 4000, "non-ASCII strings: " + nonAscii);
        // shared prefixes: far fewer distinct 4-unit prefixes than strings
        long prefixes = java.util.Arrays.stream(s).map(x -> x.substring(0, 4)).distinct().count();
        org.junit.jupiter.api.Assertions.assertTrue(prefixes < 9_000, "distinct 4-unit prefixes: " + prefixes);
        org.junit.jupiter.api.Assertions.assertArrayEquals(s, DataGenerator.strings(10_000, 1), "deterministic");
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> DataGenerator.strings(-1, 1));
    }
}
