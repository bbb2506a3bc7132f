package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.ObjectSortCases.Rec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ObjectSort} and {@link StringSort} on the CPU backend against Arrays.sort with a comparator; errors. */
class ObjectSortTest {
    static final Sorter CPU = Sorter.cpu();
    static final Sorter STABLE = Sorter.builder().backend(Backend.CPU).stable(true).build();
    static final Sorter STABLE_DESC = Sorter.builder().backend(Backend.CPU).stable(true).descending().build();

    @Test void chainsStableAscii() { ObjectSortCases.chains(STABLE, true); }

    @Test void chainsStableUtf16() { ObjectSortCases.chains(STABLE, false); }

    @Test void chainsUnstable() { ObjectSortCases.chains(CPU, false); }

    @Test void chainsSorterDescending() { ObjectSortCases.chains(STABLE_DESC, true); }

    @Test void listsRangesAndStrings() { ObjectSortCases.listsRangesAndStrings(STABLE); ObjectSortCases.listsRangesAndStrings(STABLE_DESC); }

    /** The documented contract: each extractor runs exactly once per element, with and without a string key. */
    @Test
    void everyExtractorRunsOncePerElement() {
        int n = 50_000;
        java.util.SplittableRandom r = new java.util.SplittableRandom(8);
        Rec[] in = new Rec[n];
        for (int k = 0; k < n; k++) {
            String str = KeyTestData.randomString(r, 0, 20, true);
            in[k] = new Rec(r.nextInt(5), r.nextLong(3), r.nextDouble(), str, str, k);
        }
        java.util.concurrent.atomic.AtomicIntegerArray calls = new java.util.concurrent.atomic.AtomicIntegerArray(4 * n);
        java.util.function.ToIntFunction<Rec> i = x -> { calls.incrementAndGet(x.pos()); return x.i(); };
        java.util.function.ToLongFunction<Rec> l = x -> { calls.incrementAndGet(n + x.pos()); return x.l(); };
        java.util.function.ToDoubleFunction<Rec> d = x -> { calls.incrementAndGet(2 * n + x.pos()); return x.d(); };
        java.util.function.Function<Rec, String> str = x -> { calls.incrementAndGet(3 * n + x.pos()); return x.s(); };
        for (boolean withString : new boolean[] {false, true}) {
            for (int k = 0; k < calls.length(); k++) calls.set(k, 0);
            ObjectSort<Rec> os = ObjectSort.comparingInt(i).thenComparingLong(l, Order.DESCENDING).thenComparingDouble(d);
            if (withString) os = ObjectSort.comparingInt(i).thenComparing(str).thenComparingLong(l).thenComparingDouble(d);
            Rec[] a = in.clone();
            os.using(STABLE).sort(a);
            for (int k = 0; k < calls.length(); k++) {
                int expect = k < 3 * n || withString ? 1 : 0;
                assertEquals(expect, calls.get(k), "extractor " + k / n + " on element " + k % n + ", string key: " + withString);
            }
        }
    }

    @Test
    void stringsThatOnlyPaddingWouldConfuse() {
        // "\0" is a code unit like any other: a string is smaller than the same string with "\0"s appended
        String[] s = {"a\0\0", "a", "a\0", "", "\0", "a\0\0\0\0\0\0\0\0", "a\0\0\0\0\0\0\0", "a\0\0\0\0\0\0",
            "\uffff", "\ud800", "\ud83d\ude00", "ab", "a\0b", "abcdefgh", "abcdefg", "abcdefghi", "abcdefgh\0"};
        String[] e = s.clone();
        java.util.Arrays.sort(e);
        String[] x = s.clone();
        StringSort.sort(x, CPU);
        assertArrayEquals(e, x);
    }

    @Test
    void longSharedPrefixesNeedManyRoundsThenTheNextKey() {
        // prefixes of 0-90 units of one 90-unit string, then a short tail: many refinement rounds, and ties on the
        // whole string that the int key after it must break
        java.util.SplittableRandom r = new java.util.SplittableRandom(4);
        String base = KeyTestData.randomString(r, 90, 90, false);
        int n = 6000;
        Rec[] in = new Rec[n];
        for (int k = 0; k < n; k++) {
            String s = base.substring(0, r.nextInt(91)) + (r.nextBoolean() ? "" : KeyTestData.randomString(r, 0, 2, true));
            in[k] = new Rec(r.nextInt(3), 0, 0, s, s.isEmpty() ? "" : s.substring(0, 1), k);
        }
        for (Sorter s : new Sorter[] {STABLE, STABLE_DESC, CPU}) {
            ObjectSortCases.check(s, in, ObjectSort.comparing(Rec::s).thenComparingInt(Rec::i, Order.DESCENDING),
                    ObjectSortCases.BY_S.thenComparing(ObjectSortCases.BY_I.reversed()), "long prefixes " + s.order());
            ObjectSortCases.check(s, in, ObjectSort.comparingInt(Rec::i).thenComparing(Rec::s, Order.DESCENDING)
                    .thenComparing(Rec::t), ObjectSortCases.BY_I.thenComparing(ObjectSortCases.BY_S.reversed())
                    .thenComparing(ObjectSortCases.BY_T), "int, long prefixes desc, t " + s.order());
        }
    }

    @Test
    void nullsAreRefusedAndNothingMoves() {
        Rec r = new Rec(1, 2, 3, "x", "y", 0);
        Rec[] a = {r, null, r};
        var e = assertThrows(NullPointerException.class, () -> ObjectSort.comparingInt(Rec::i).using(CPU).sort(a));
        assertTrue(e.getMessage().contains("element 1 is null"), e.getMessage());
        Rec[] b = {new Rec(2, 0, 0, "b", "t", 0), new Rec(1, 0, 0, null, "t", 1)};
        Rec[] b0 = b.clone();
        e = assertThrows(NullPointerException.class, () -> ObjectSort.comparingInt(Rec::i).thenComparing(Rec::s).using(CPU).sort(b));
        assertTrue(e.getMessage().contains("string key 1 of element 1 is null"), e.getMessage());
        assertArrayEquals(b0, b);
        String[] s = {"b", null, "a"};
        e = assertThrows(NullPointerException.class, () -> StringSort.sort(s, CPU));
        assertTrue(e.getMessage().contains("element 1 is null"), e.getMessage());
        assertArrayEquals(new String[] {"b", null, "a"}, s);
        // the comparator a user would pass throws too
        assertThrows(NullPointerException.class, () -> java.util.Arrays.sort(a, ObjectSort.comparingInt(Rec::i).comparator()));
        assertThrows(NullPointerException.class, () -> ObjectSort.comparingInt((Rec x) -> x.i()).thenComparing(null));
        assertThrows(IllegalArgumentException.class, () -> ObjectSort.comparingInt(Rec::i).sort(new Rec[3], 2, 1));
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> ObjectSort.comparingInt(Rec::i).sort(new Rec[3], 0, 4));
        assertThrows(UnsupportedOperationException.class, () -> ObjectSort.comparingInt(Rec::i).using(CPU)
                .sort(List.of(new Rec(2, 0, 0, "", "", 0), r)));
    }

    @Test
    void extractorExceptionsLeaveTheArrayUnchanged() {
        Rec[] a = ObjectSortCases.recs(KeyTestData.Dist.UNIFORM, 100_000, 5, true), a0 = a.clone();
        var e = assertThrows(IllegalStateException.class, () -> ObjectSort.comparingLong((Rec x) -> {
            if (x.pos() == 77_777) throw new IllegalStateException("boom");
            return x.l();
        }).using(CPU).sort(a));
        assertEquals("boom", e.getMessage());
        assertArrayEquals(a0, a);
    }
}
