package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.samplesort.KeyTestData.Dist;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/** Differential cases for {@link ObjectSort} and {@link StringSort} on one sorter (CPU and GPU test classes). */
final class ObjectSortCases {
    private ObjectSortCases() {}

    /** A test element: one field per key kind, and its input position. */
    record Rec(int i, long l, double d, String s, String t, int pos) {}

    static Rec[] recs(Dist d, int n, long seed, boolean ascii) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] is = KeyTestData.ints(r.nextBoolean() ? d : Dist.FEW_DISTINCT, n, r.nextLong());
        long[] ls = KeyTestData.longs(d, n, r.nextLong());
        double[] ds = KeyTestData.doubles(r.nextBoolean() ? d : Dist.FEW_DISTINCT, n, r.nextLong());
        String[] ss = KeyTestData.strings(d, n, r.nextLong(), ascii);
        String[] ts = KeyTestData.strings(Dist.FEW_DISTINCT, n, r.nextLong(), ascii);
        Rec[] a = new Rec[n];
        for (int k = 0; k < n; k++) a[k] = new Rec(is[k], ls[k], ds[k], ss[k], ts[k], k);
        return a;
    }

    /** Sorts with the chain and with Arrays.sort + the hand-written equivalent comparator; compares. */
    static void check(Sorter sorter, Rec[] input, ObjectSort<Rec> chain, Comparator<Rec> reference, String what) {
        if (sorter.order() == Order.DESCENDING) reference = reference.reversed();
        Rec[] expected = input.clone();
        Arrays.sort(expected, reference);
        Rec[] actual = input.clone();
        chain.using(sorter).sort(actual);
        if (sorter.stable()) {
            assertArrayEquals(expected, actual, what + ": stable order");
        } else {
            for (int k = 0; k < actual.length; k++) {
                if (reference.compare(expected[k], actual[k]) != 0) {
                    throw new AssertionError(what + ": at " + k + " " + actual[k] + ", expected one equal to " + expected[k]);
                }
            }
            assertEquals(input.length, Arrays.stream(actual).mapToInt(Rec::pos).distinct().count(), what + ": permutation");
        }
        // the chain's own comparator is the reference's
        Rec[] viaComparator = input.clone();
        Arrays.sort(viaComparator, chain.using(sorter).comparator());
        assertArrayEquals(expected, viaComparator, what + ": comparator()");
    }

    static final Comparator<Rec> BY_I = Comparator.comparingInt(Rec::i);
    static final Comparator<Rec> BY_L = Comparator.comparingLong(Rec::l);
    static final Comparator<Rec> BY_D = Comparator.comparingDouble(Rec::d);
    static final Comparator<Rec> BY_S = Comparator.comparing(Rec::s);
    static final Comparator<Rec> BY_T = Comparator.comparing(Rec::t);

    /** One key of each kind, both orders; chains of two to four keys; every distribution and size. */
    static void chains(Sorter sorter, boolean ascii) {
        for (Dist d : Dist.values()) {
            for (int n : KeyTestData.SIZES) {
                Rec[] in = recs(d, n, n * 7L + d.ordinal(), ascii);
                String w = d + " n=" + n + (ascii ? " ascii" : " utf16");
                check(sorter, in, ObjectSort.comparingLong(Rec::l), BY_L, w + " long");
                check(sorter, in, ObjectSort.comparingInt(Rec::i, Order.DESCENDING), BY_I.reversed(), w + " int desc");
                check(sorter, in, ObjectSort.comparingDouble(Rec::d), BY_D, w + " double");
                check(sorter, in, ObjectSort.comparing(Rec::s), BY_S, w + " string");
                check(sorter, in, ObjectSort.comparing(Rec::s, Order.DESCENDING), BY_S.reversed(), w + " string desc");
                check(sorter, in, ObjectSort.comparingInt(Rec::i).thenComparingLong(Rec::l, Order.DESCENDING),
                        BY_I.thenComparing(BY_L.reversed()), w + " int, long desc");
                check(sorter, in, ObjectSort.comparing(Rec::t).thenComparingDouble(Rec::d, Order.DESCENDING),
                        BY_T.thenComparing(BY_D.reversed()), w + " string, double desc");
                check(sorter, in, ObjectSort.comparing(Rec::t, Order.DESCENDING).thenComparing(Rec::s).thenComparingInt(Rec::i),
                        BY_T.reversed().thenComparing(BY_S).thenComparing(BY_I), w + " string desc, string, int");
                check(sorter, in, ObjectSort.comparingDouble(Rec::d).thenComparing(Rec::t).thenComparingInt(Rec::i, Order.DESCENDING)
                                .thenComparing(Rec::s, Order.DESCENDING),
                        BY_D.thenComparing(BY_T).thenComparing(BY_I.reversed()).thenComparing(BY_S.reversed()),
                        w + " double, string, int desc, string desc");
            }
        }
    }

    /** Lists, ranges and the String[] entry. */
    static void listsRangesAndStrings(Sorter sorter) {
        Rec[] in = recs(Dist.UNIFORM, 5000, 99, false);
        List<Rec> list = new ArrayList<>(Arrays.asList(in));
        ObjectSort.comparing(Rec::s).thenComparingInt(Rec::pos).using(sorter).sort(list);
        Rec[] e = in.clone();
        Arrays.sort(e, BY_S.thenComparingInt(Rec::pos));
        if (sorter.order() == Order.ASCENDING) assertEquals(Arrays.asList(e), list, "list");

        Rec[] a = in.clone();
        ObjectSort.comparingLong(Rec::l).using(sorter).sort(a, 100, 4000);
        Rec[] b = in.clone();
        Arrays.sort(b, 100, 4000, sorter.order() == Order.DESCENDING ? BY_L.reversed() : BY_L);
        for (int k = 0; k < a.length; k++) {
            if (k < 100 || k >= 4000) assertSame(in[k], a[k], "outside the range at " + k);
            else assertEquals(b[k].l(), a[k].l(), "range at " + k);
        }

        for (Dist d : Dist.values()) {
            for (int n : KeyTestData.SIZES) {
                for (boolean ascii : new boolean[] {true, false}) {
                    String[] s = KeyTestData.strings(d, n, n + d.ordinal(), ascii), x = s.clone(), y = s.clone();
                    Arrays.sort(x);
                    if (sorter.order() == Order.DESCENDING) java.util.Collections.reverse(Arrays.asList(x));
                    StringSort.sort(y, sorter);
                    assertArrayEquals(x, y, "String[] " + d + " n=" + n + (ascii ? " ascii" : " utf16"));
                }
            }
        }
    }
}
