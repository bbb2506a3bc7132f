package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.samplesort.Order;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Multi-word keys on the CPU engine against a comparator sort of row indices (stable: ties by row). */
public class WordsSortTest {

    static IntStream sizes() { return IntStream.of(0, 1, 2, 3, 17, 255, 1000, 20_000, 70_001); }

    static java.util.stream.Stream<Arguments> cases() {
        String[] dists = {"uniform", "fewFirst", "allEqual", "sorted", "reverse", "sharedPrefix", "tiny"};
        return IntStream.rangeClosed(1, 4).boxed().flatMap(w -> Arrays.stream(dists).flatMap(d ->
                sizes().boxed().map(n -> Arguments.of(w, d, n))));
    }

    /** n rows of w words, row-major. */
    public static long[] words(int w, String dist, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] a = new long[n * w];
        for (int i = 0; i < n; i++) {
            for (int d = 0; d < w; d++) {
                long x = switch (dist) {
                    case "uniform" -> r.nextLong();
                    case "fewFirst" -> d == 0 ? r.nextInt(3) - 1L : d == 1 ? r.nextInt(5) : r.nextLong();
                    case "allEqual" -> 0x8000_0000_0000_0001L;
                    case "sorted" -> d == w - 1 ? i : 7;
                    case "reverse" -> d == w - 1 ? -i : -1;   // includes values above 2^63 unsigned
                    case "sharedPrefix" -> d < w - 1 ? 0x4142_4344_4546_4748L : r.nextInt(50);
                    default -> r.nextInt(2) == 0 ? Long.MIN_VALUE : Long.MAX_VALUE;  // "tiny": two values
                };
                a[i * w + d] = x;
            }
        }
        return a;
    }

    static Integer[] reference(long[] a, int w, int from, int to, boolean desc) {
        Comparator<Integer> byWords = (x, y) -> {
            for (int d = 0; d < w; d++) {
                int c = Long.compareUnsigned(a[x * w + d], a[y * w + d]);
                if (c != 0) return desc ? -c : c;
            }
            return 0;
        };
        Integer[] idx = IntStream.range(from, to).boxed().toArray(Integer[]::new);
        Arrays.sort(idx, byWords.thenComparing(Comparator.naturalOrder()));  // stable: ties in input order
        return idx;
    }

    /**
     * Tie bits (what string refinement reads instead of the sorted words): bit i set exactly where sorted row i equals
     * row i - 1, over the job's range, with the words left unread (keysOut false) and with heap values (w = 1 goes
     * the in-place path).
     */
    @ParameterizedTest(name = "w={0} {1} n={2}")
    @MethodSource("cases")
    void tieBitsMarkEqualNeighbours(int w, String dist, int n) {
        long[] a = words(w, dist, n, 7L * n + w), sorted = a.clone();
        int from = n > 10 ? 3 : 0, to = n > 10 ? n - 2 : n, m = to - from;
        long[] bits = new long[(m + 63) / 64 + 1];   // zero, as the contract asks
        CpuEngine.instance().sort(new SortJob(new Keys.Words(MemorySegment.ofArray(a), w, false, bits),
                new Values.Ints(IntStream.range(0, n).toArray()), from, to, Order.ASCENDING, true));
        Integer[] order = reference(sorted, w, from, to, false);
        for (int i = 1; i < m; i++) {
            boolean eq = Arrays.equals(sorted, order[i] * w, order[i] * w + w, sorted, order[i - 1] * w,
                    order[i - 1] * w + w);
            assertEquals(eq, (bits[i >>> 6] >>> (i & 63) & 1) != 0, "bit " + i);
        }
        if (m > 0) assertEquals(0L, bits[0] & 1, "bit 0");
    }

    @ParameterizedTest(name = "w={0} {1} n={2}")
    @MethodSource("cases")
    void likeAComparatorSort(int w, String dist, int n) {
        for (boolean desc : new boolean[] {false, true}) {
            long[] a = words(w, dist, n, 31L * n + w);
            int from = n > 10 ? 3 : 0, to = n > 10 ? n - 2 : n;
            int[] values = IntStream.range(0, n).toArray();
            long[] before = a.clone();
            Integer[] expect = reference(a, w, from, to, desc);
            CpuEngine.instance().sort(new SortJob(new Keys.Words(MemorySegment.ofArray(a), w),
                    new Values.Ints(values), from, to, desc ? Order.DESCENDING : Order.ASCENDING, true));
            long[] expectRows = before.clone();
            int[] expectValues = IntStream.range(0, n).toArray();
            for (int i = from; i < to; i++) {
                int src = expect[i - from];
                System.arraycopy(before, src * w, expectRows, i * w, w);
                expectValues[i] = src;
            }
            assertArrayEquals(expectRows, a, "rows, desc=" + desc);
            assertArrayEquals(expectValues, values, "values (row index, stable), desc=" + desc);
        }
    }

    /** keysOut false: the values are the result (the words may stay unsorted), for every width and order. */
    @Test
    void valuesOnlyWhenTheKeysAreNotReadBack() {
        for (int w = 1; w <= 4; w++) {
            for (String dist : new String[] {"uniform", "fewFirst", "sharedPrefix"}) {
                for (boolean desc : new boolean[] {false, true}) {
                    int n = 20_000, from = 3, to = n - 2;
                    long[] a = words(w, dist, n, 17L * w);
                    Integer[] expect = reference(a, w, from, to, desc);
                    int[] values = IntStream.range(0, n).toArray();
                    CpuEngine.instance().sort(new SortJob(new Keys.Words(MemorySegment.ofArray(a), w, false),
                            new Values.Ints(values), from, to, desc ? Order.DESCENDING : Order.ASCENDING, true));
                    for (int i = from; i < to; i++) {
                        if (values[i] != expect[i - from]) {
                            throw new AssertionError("w=" + w + " " + dist + " desc=" + desc + " at " + i);
                        }
                    }
                }
            }
        }
    }

    /** One word per key on heap arrays (the in-place path): long values, no values, a range, both orders. */
    @Test
    void oneWordInPlaceWithLongValuesAndKeysOnly() {
        for (String dist : new String[] {"uniform", "tiny", "reverse"}) {
            for (boolean desc : new boolean[] {false, true}) {
                int n = 30_000, from = 5, to = n - 7;
                long[] a = words(1, dist, n, 11);
                Integer[] expect = reference(a, 1, from, to, desc);
                long[] keysOnly = a.clone(), withValues = a.clone();
                long[] values = new long[n];
                for (int i = 0; i < n; i++) values[i] = (1L << 40) + i;
                Order o = desc ? Order.DESCENDING : Order.ASCENDING;
                CpuEngine.instance().sort(new SortJob(new Keys.Words(MemorySegment.ofArray(keysOnly), 1), null, from, to, o, false));
                CpuEngine.instance().sort(new SortJob(new Keys.Words(MemorySegment.ofArray(withValues), 1),
                        new Values.Longs(values), from, to, o, true));
                for (int i = 0; i < n; i++) {
                    int src = i < from || i >= to ? i : expect[i - from];
                    String at = dist + " desc=" + desc + " at " + i;
                    if (keysOnly[i] != a[src]) throw new AssertionError("keys only, " + at);
                    if (withValues[i] != a[src]) throw new AssertionError("keys, " + at);
                    if (values[i] != (1L << 40) + src) throw new AssertionError("value (stable), " + at);
                }
            }
        }
    }

    @Test
    void longValuesAndNativeMemory() {
        int n = 50_000, w = 3;
        long[] a = words(w, "fewFirst", n, 5);
        Integer[] expect = reference(a, w, 0, n, false);
        try (var arena = java.lang.foreign.Arena.ofConfined()) {
            MemorySegment k = arena.allocate(8L * n * w, 8);
            MemorySegment.copy(a, 0, k, java.lang.foreign.ValueLayout.JAVA_LONG, 0, a.length);
            MemorySegment v = arena.allocate(8L * n, 8);
            for (int i = 0; i < n; i++) v.setAtIndex(java.lang.foreign.ValueLayout.JAVA_LONG, i, (1L << 40) + i);
            CpuEngine.instance().sort(new SortJob(new Keys.Words(k, w), new Values.Native(v, dev.samplesort.ValueType.LONG),
                    0, n, Order.ASCENDING, false));
            for (int i = 0; i < n; i++) {
                int src = expect[i];
                for (int d = 0; d < w; d++) {
                    if (k.getAtIndex(java.lang.foreign.ValueLayout.JAVA_LONG, (long) i * w + d) != a[src * w + d]) {
                        throw new AssertionError("row " + i + " word " + d);
                    }
                }
                long got = v.getAtIndex(java.lang.foreign.ValueLayout.JAVA_LONG, i);
                if (got != (1L << 40) + src) throw new AssertionError("value at " + i + ": " + got + " vs row " + src);
            }
        }
    }

    @Test
    void wordsPerKeyMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new Keys.Words(MemorySegment.ofArray(new long[4]), 0));
    }
}
