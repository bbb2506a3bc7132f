package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Record layouts and arguments get clear errors before anything runs; the normalization into words orders keys
 * exactly like {@code memcmp} (checked without an engine, on the packed words themselves).
 */
class RecordValidationTest {
    private static String message(Runnable r) {
        return assertThrows(IllegalArgumentException.class, r::run).getMessage();
    }

    @Test
    void badLayouts() {
        assertTrue(message(() -> new RecordLayout(0, 0, 1)).contains("record size must be at least 1"));
        assertTrue(message(() -> new RecordLayout(-5, 0, 1)).contains("record size"));
        assertTrue(message(() -> new RecordLayout(10, 0, 0)).contains("key length must be at least 1"));
        assertTrue(message(() -> new RecordLayout(10, -1, 4)).contains("key offset must not be negative"));
        String m = message(() -> new RecordLayout(10, 8, 4));
        assertTrue(m.contains("[8, 12)") && m.contains("10-byte record"), m);
        m = message(() -> new RecordLayout(10, Integer.MAX_VALUE, Integer.MAX_VALUE));
        assertTrue(m.contains("outside"), m);
        assertEquals(new RecordLayout(100, 0, 10), RecordLayout.GENSORT);
        assertEquals(new RecordLayout(9, 0, 9), RecordLayout.wholeRecord(9));
        assertEquals(2, RecordLayout.GENSORT.keyWords());
        assertEquals(1, new RecordLayout(9, 1, 8).keyWords());
    }

    @Test
    void badArguments() {
        String m = message(() -> Sorter.cpu().sort(new byte[250], RecordLayout.GENSORT));
        assertTrue(m.contains("250") && m.contains("not a multiple of the record size 100"), m);
        try (Arena a = Arena.ofConfined()) {
            MemorySegment ro = a.allocate(200).asReadOnly();
            assertTrue(message(() -> Sorter.cpu().sort(ro, RecordLayout.GENSORT)).contains("read-only"));
        }
        assertThrows(NullPointerException.class, () -> Sorter.cpu().sort((byte[]) null, RecordLayout.GENSORT));
        assertThrows(NullPointerException.class, () -> Sorter.cpu().sort((MemorySegment) null, RecordLayout.GENSORT));
        assertThrows(NullPointerException.class, () -> Sorter.cpu().sort(new byte[100], null));
    }

    @Test
    void errorsLeaveTheRecordsUntouched() {
        byte[] a = new byte[250];
        new SplittableRandom(1).nextBytes(a);
        byte[] before = a.clone();
        assertThrows(IllegalArgumentException.class, () -> Sorter.cpu().sort(a, RecordLayout.GENSORT));
        assertArrayEquals(before, a);
    }

    @Test
    void emptyAndSingleRecordsAreNoOps() {
        byte[] one = {1, 2, 3, 4, 5, 6, 7};
        Sorter.cpu().sort(one, new RecordLayout(7, 2, 3));
        assertArrayEquals(new byte[] {1, 2, 3, 4, 5, 6, 7}, one);
        Sorter.cpu().sort(new byte[0], RecordLayout.GENSORT);
    }

    /** Unsigned lexicographic order of the packed words = memcmp order of the key bytes (and reversed when desc). */
    @Test
    void packedWordsOrderLikeMemcmp() {
        SplittableRandom r = new SplittableRandom(11);
        for (RecordLayout l : RecordTestData.LAYOUTS) {
            for (RecordTestData.Dist d : RecordTestData.Dist.values()) {
                int n = 300;
                byte[] a = RecordTestData.records(l, d, n, r.nextLong());
                for (boolean desc : new boolean[] {false, true}) {
                    int w = l.keyWords();
                    try (Arena arena = Arena.ofConfined()) {
                        MemorySegment words = arena.allocate(8L * w * n, 8), idx = arena.allocate(4L * n, 4);
                        Records.pack(MemorySegment.ofArray(a), l, words, idx, true, desc, 0, n);
                        long[] ws = words.toArray(ValueLayout.JAVA_LONG);
                        var memcmp = RecordTestData.keyOrder(a, l);
                        for (int t = 0; t < 2000; t++) {
                            int x = r.nextInt(n), y = r.nextInt(n);
                            int c = Arrays.compareUnsigned(ws, x * w, x * w + w, ws, y * w, y * w + w);
                            int e = memcmp.compare(x, y);
                            assertEquals(Integer.signum(desc ? -e : e), Integer.signum(c),
                                    l + " " + d + (desc ? " desc" : "") + " records " + x + ", " + y);
                        }
                        for (int i = 0; i < n; i++) assertEquals(i, idx.getAtIndex(ValueLayout.JAVA_INT, i));
                    }
                }
            }
        }
    }
}
