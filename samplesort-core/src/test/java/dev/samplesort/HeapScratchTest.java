package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.internal.HeapScratch;
import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The arrays kept between sorts ({@link HeapScratch}): what comes back is usable whatever an earlier sort left in
 * it, and sorts that reuse each other's dirty arrays stay exact.
 */
class HeapScratchTest {
    private static final int N = HeapScratch.MIN_LENGTH + 4_321;

    record Item(int a, long b, String s) {}

    /** The permutation step's kept copy of the objects is cleared before it is kept: no object stays reachable. */
    @Test
    void theKeptCopyOfTheObjectsHoldsNoReferences() {
        Item[] items = new Item[N];
        for (int i = 0; i < N; i++) items[i] = new Item(i % 7, -i, "x");
        ObjectSort.comparingInt(Item::a).using(Sorter.builder().backend(Backend.CPU).build()).sort(items);
        Object[] kept = (Object[]) HeapScratch.array(Item[].class, N);
        assertTrue(kept instanceof Item[] && kept.length >= N);
        for (Object o : kept) assertNull(o);
    }

    /** Columns and payloads of every type reordered twice in a row: the second sort reuses the first one's copies. */
    @Test
    void columnPayloadsThroughKeptCopiesStayExact() {
        SplittableRandom r = new SplittableRandom(11);
        long[] key = new long[N];
        for (int i = 0; i < N; i++) key[i] = r.nextLong(1000);
        for (int round = 0; round < 2; round++) {
            long[] k = key.clone();
            int[] ints = new int[N];
            double[] doubles = new double[N];
            byte[] bytes = new byte[N];
            String[] strings = new String[N];
            for (int i = 0; i < N; i++) {
                ints[i] = i;
                doubles[i] = i + 0.5;
                bytes[i] = (byte) i;
                strings[i] = Integer.toString(i);
            }
            Integer[] order = new Integer[N];
            for (int i = 0; i < N; i++) order[i] = i;
            Arrays.sort(order, Comparator.comparingLong((Integer i) -> key[i]));   // stable: the reference order
            ColumnSort.by(k).using(Sorter.builder().backend(Backend.CPU).stable(true).build())
                    .sort(ints, doubles, bytes, strings);
            for (int i = 0; i < N; i++) {
                int row = order[i];
                assertTrue(k[i] == key[row] && ints[i] == row && doubles[i] == row + 0.5 && bytes[i] == (byte) row
                        && strings[i].equals(Integer.toString(row)), "row " + i);
            }
        }
    }

    @Test
    void smallArraysAreNeverKept() {
        int[] a = HeapScratch.ints(100);
        assertTrue(a.length == 100);
        HeapScratch.give(a);
        int[] b = HeapScratch.ints(100);
        assertTrue(a != b, "a small array is allocated each time");
    }

    @Test
    void aMuchLongerArrayIsNotHandedToASmallSort() {
        long[] big = HeapScratch.longs(4 * N);
        HeapScratch.give(big);
        long[] small = HeapScratch.longs(N);
        assertTrue(small != big && small.length <= 2 * N);
        HeapScratch.give(small);
    }

    /**
     * Every shape after every other, large enough to take kept arrays: the words of a string sort (four words per
     * row, all bits set by complemented descending windows) are reused by sorts whose words are written by halves.
     */
    @Test
    void sortsReusingEachOthersArraysStayExact() {
        SplittableRandom r = new SplittableRandom(7);
        Item[] items = new Item[N];
        for (int i = 0; i < N; i++) {
            items[i] = new Item(r.nextInt(50), r.nextLong(), "p" + r.nextInt(30) + "\uFFFF".repeat(r.nextInt(3)) + r.nextInt(1000));
        }
        Sorter cpu = Sorter.builder().backend(Backend.CPU).stable(true).build();
        Sorter desc = Sorter.builder().backend(Backend.CPU).stable(true).descending().build();
        for (int round = 0; round < 3; round++) {
            check(items, ObjectSort.<Item>comparing(Item::s).using(desc));
            check(items, ObjectSort.comparingInt(Item::a).thenComparingInt(x -> (int) x.b()).using(cpu));
            check(items, ObjectSort.comparingInt(Item::a, Order.DESCENDING).thenComparing(Item::s).using(cpu));
            check(items, ObjectSort.<Item>comparingLong(Item::b).using(cpu));
            String[] s = Arrays.stream(items).map(Item::s).toArray(String[]::new);
            String[] ref = s.clone();
            Arrays.sort(ref);
            StringSort.sort(s, cpu);
            assertArrayEquals(ref, s);
        }
    }

    /**
     * A range of strings from an offset, of a length that is no multiple of the copy's pieces (with 8 threads or
     * more Permute copies strings into young pieces of 2^14; both ways here): the rest of the array untouched, the
     * range exactly Arrays.sort's.
     */
    @Test
    void stringRangeFromAnOffsetThroughPieces() {
        SplittableRandom r = new SplittableRandom(5);
        int len = 3 * (1 << 14) + N;
        String[] s = new String[len + 20];
        for (int i = 0; i < s.length; i++) s[i] = "k" + r.nextInt(1 << 20) + (r.nextBoolean() ? "\u00e9" : "");
        String[] ref = s.clone();
        Arrays.sort(ref, 7, 7 + len);
        for (boolean pieces : new boolean[] {true, false}) {
            Permute.setPieces(pieces);
            try {
                String[] got = s.clone();
                StringSort.sort(got, 7, 7 + len, Sorter.builder().backend(Backend.CPU).build());
                assertArrayEquals(ref, got, pieces ? "young pieces" : "kept copy");
            } finally {
                Permute.setPieces(null);
            }
        }
    }

    private static void check(Item[] items, ObjectSort<Item> os) {
        Item[] got = items.clone(), want = items.clone();
        Comparator<Item> c = os.comparator();
        Arrays.sort(want, c);
        os.sort(got);
        assertArrayEquals(want, got);
    }
}
