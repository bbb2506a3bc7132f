package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.samplesort.KeyTestData.Dist;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;

/** Differential cases for {@link ColumnSort} on one sorter, shared by the CPU and GPU test classes. */
final class ColumnSortCases {
    private ColumnSortCases() {}

    /** A random column of type {@code t} (0 long, 1 int, 2 double, 3 float) and its comparator on row indices. */
    record Col(Object data, Comparator<Integer> cmp, Order order) {
        ColumnSort addTo(ColumnSort cs) {
            if (cs == null) {
                return switch (data) {
                    case long[] a -> ColumnSort.by(a, order);
                    case int[] a -> ColumnSort.by(a, order);
                    case double[] a -> ColumnSort.by(a, order);
                    case float[] a -> ColumnSort.by(a, order);
                    default -> throw new AssertionError();
                };
            }
            return switch (data) {
                case long[] a -> cs.thenBy(a, order);
                case int[] a -> cs.thenBy(a, order);
                case double[] a -> cs.thenBy(a, order);
                case float[] a -> cs.thenBy(a, order);
                default -> throw new AssertionError();
            };
        }
    }

    static Col column(int t, Dist d, int n, long seed, Order o) {
        Object data;
        Comparator<Integer> c;
        switch (t) {
            case 0 -> { long[] a = KeyTestData.longs(d, n, seed); data = a; c = (x, y) -> Long.compare(a[x], a[y]); }
            case 1 -> { int[] a = KeyTestData.ints(d, n, seed); data = a; c = (x, y) -> Integer.compare(a[x], a[y]); }
            case 2 -> { double[] a = KeyTestData.doubles(d, n, seed); data = a; c = (x, y) -> Double.compare(a[x], a[y]); }
            default -> { float[] a = KeyTestData.floats(d, n, seed); data = a; c = (x, y) -> Float.compare(a[x], a[y]); }
        }
        return new Col(data, o == Order.DESCENDING ? c.reversed() : c, o);
    }

    /** Runs the chain of {@code cols} and compares with the stable reference. */
    static void check(Sorter sorter, Col[] cols, int n, String what) {
        ColumnSort cs = null;
        Comparator<Integer> cmp = null;
        for (Col c : cols) {
            cs = c.addTo(cs);
            cmp = cmp == null ? c.cmp() : cmp.thenComparing(c.cmp());
        }
        if (sorter.order() == Order.DESCENDING) cmp = cmp.reversed();
        int[] perm = cs.using(sorter).permutation();
        KeyTestData.check(KeyTestData.reference(n, cmp), perm, sorter.stable(), cmp, what);
    }

    /** Every pair of column types x orders (packing of 32-bit halves at odd and even positions). */
    static void everyPairOfTypes(Sorter sorter) {
        int n = 3001;
        for (int t0 = 0; t0 < 4; t0++) for (int t1 = 0; t1 < 4; t1++) for (int o = 0; o < 4; o++) {
            Order o0 = (o & 1) == 0 ? Order.ASCENDING : Order.DESCENDING, o1 = (o & 2) == 0 ? Order.ASCENDING : Order.DESCENDING;
            Col[] cols = {column(t0, Dist.FEW_DISTINCT, n, t0 * 31 + t1, o0), column(t1, Dist.UNIFORM, n, t1 * 17 + o, o1)};
            check(sorter, cols, n, "types " + t0 + "," + t1 + " orders " + o0 + "," + o1);
        }
    }

    /** Random chains of 1-5 columns over every distribution and size. */
    static void randomChains(Sorter sorter, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        for (Dist d : Dist.values()) {
            for (int n : KeyTestData.SIZES) {
                int k = 1 + r.nextInt(5);
                Col[] cols = new Col[k];
                StringBuilder w = new StringBuilder(d + " n=" + n + ":");
                for (int j = 0; j < k; j++) {
                    int t = r.nextInt(4);
                    Order o = r.nextBoolean() ? Order.ASCENDING : Order.DESCENDING;
                    // earlier columns tie often so that later ones decide
                    Dist dj = j < k - 1 && r.nextBoolean() ? Dist.FEW_DISTINCT : d;
                    cols[j] = column(t, dj, n, r.nextLong(), o);
                    w.append(' ').append(t).append(o == Order.DESCENDING ? "d" : "a").append('/').append(dj);
                }
                check(sorter, cols, n, w.toString());
            }
        }
    }

    /** 128-bit keys as (msb, lsb) in place with two payloads; the columns end up sorted as pairs. */
    static void inPlaceWithPayloads(Sorter sorter) {
        int n = 50_000;
        long[] msb = KeyTestData.longs(Dist.FEW_DISTINCT, n, 1), lsb = KeyTestData.longs(Dist.UNIFORM, n, 2);
        long[] m0 = msb.clone(), l0 = lsb.clone();
        int[] rowId = new int[n];
        String[] names = new String[n];
        for (int i = 0; i < n; i++) { rowId[i] = i; names[i] = "row" + i; }
        ColumnSort.by(msb).thenBy(lsb).using(sorter).sort(rowId, names, msb); // msb given twice: moved once
        for (int i = 0; i < n; i++) {
            assertEquals(m0[rowId[i]], msb[i], "msb at " + i);
            assertEquals(l0[rowId[i]], lsb[i], "lsb at " + i);
            assertEquals("row" + rowId[i], names[i], "payload at " + i);
            if (i > 0) {
                int c = Long.compare(msb[i - 1], msb[i]);
                if (c == 0) c = Long.compare(lsb[i - 1], lsb[i]);
                if (c > 0 || (c == 0 && sorter.stable() && rowId[i - 1] > rowId[i])) {
                    throw new AssertionError("not sorted at " + i);
                }
            }
        }
    }

    /**
     * Segment columns (of a confined arena: the parallel loops must stay on this thread; several chunks of rows):
     * the long permutation equals the array permutation; in-place on segments moves rows.
     */
    static void segments(Sorter sorter) {
        int n = 40_007;
        long[] a = KeyTestData.longs(Dist.FEW_DISTINCT, n, 3);
        double[] b = KeyTestData.doubles(Dist.UNIFORM, n, 4);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment sa = arena.allocate(8L * n, 8).copyFrom(MemorySegment.ofArray(a));
            MemorySegment sb = arena.allocate(8L * n, 8).copyFrom(MemorySegment.ofArray(b));
            MemorySegment out = arena.allocate(8L * n, 8);
            ColumnSort cs = ColumnSort.by(sa, KeyType.LONG, Order.DESCENDING).thenBy(sb, KeyType.DOUBLE).using(sorter);
            cs.permutation(out);
            int[] expected = ColumnSort.by(a, Order.DESCENDING).thenBy(b).using(Sorter.builder().backend(Backend.CPU)
                    .stable(true).build()).permutation();
            long[] got = out.toArray(ValueLayout.JAVA_LONG);
            if (sorter.stable()) {
                assertArrayEquals(Arrays.stream(expected).asLongStream().toArray(), got);
            }
            MemorySegment payload = arena.allocate(12L * n, 4); // 12-byte records move whole
            for (int i = 0; i < n; i++) payload.set(ValueLayout.JAVA_INT, 12L * i + 4, i);
            cs.sort(payload);
            for (int i = 0; i < n; i++) {
                int row = payload.get(ValueLayout.JAVA_INT, 12L * i + 4);
                assertEquals(a[row], sa.getAtIndex(ValueLayout.JAVA_LONG, i), "segment column a at " + i);
                assertEquals(Double.doubleToRawLongBits(b[row]), Double.doubleToRawLongBits(sb.getAtIndex(ValueLayout.JAVA_DOUBLE, i)), "b at " + i);
                if (sorter.stable()) assertEquals(expected[i], row, "stable row at " + i);
            }
        }
    }
}
