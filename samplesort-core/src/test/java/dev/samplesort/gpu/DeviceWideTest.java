package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Device-resident records and columns ({@link DeviceWide}, the benchmark's gpu rows of the wide shapes): the pass-0
 * keys read straight from the records, packed with the row index or not, ties refined from the records' key bytes,
 * the prefix sample that chooses between them, the record gathers (in runs
 * of 4-, 8- and 16-byte units, one warp per large record, byte by byte), and columns read in place. Results against
 * a comparator sort on the host: records by their key bytes (memcmp order; every record kept, whole), columns
 * lexicographically in Java's signed order. Skips with a printed reason where no GPU is usable.
 */
class DeviceWideTest {
    @BeforeAll
    static void gpu() {
        String why = GpuRuntime.unavailableReason();
        if (why != null) System.out.println("[DeviceWideTest] skipped: no usable GPU: " + why);
        org.junit.jupiter.api.Assumptions.assumeTrue(why == null, () -> "no usable GPU: " + why);
    }

    private static final int[] SIZES = {0, 1, 2, 31, 33, 1000, 70_001};

    static Stream<Arguments> records() {
        // size, key offset, key length: gensort; 16-, 8-byte units; bytes; one warp per record (1025 units);
        // short and unaligned keys, a key at the record's end, a key longer than 8 bytes at an odd offset, a short
        // key read aligned (the bytes after it masked off)
        int[][] layouts = {{100, 0, 10}, {96, 8, 16}, {104, 4, 8}, {101, 3, 10}, {4100, 0, 10}, {12, 8, 4},
            {10, 1, 3}, {20, 13, 7}, {40, 5, 30}, {24, 4, 5}};
        String[] dists = {"uniform", "allEqual", "sharedPrefix", "few"};
        List<Arguments> out = new ArrayList<>();
        for (int[] l : layouts) {
            for (String d : dists) {
                for (int n : SIZES) {
                    if ((long) n * l[0] <= 64L << 20) out.add(Arguments.of(l[0], l[1], l[2], d, n));
                }
            }
        }
        return out.stream();
    }

    /** n records of {@code size} random bytes whose key bytes follow {@code dist}. */
    static byte[] records(int n, int size, int off, int len, String dist, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        byte[] a = new byte[n * size];
        r.nextBytes(a);
        for (int i = 0; i < n; i++) {
            int k = i * size + off;
            switch (dist) {
                case "allEqual" -> Arrays.fill(a, k, k + len, (byte) 0x5A);
                case "sharedPrefix" -> Arrays.fill(a, k, k + Math.max(0, len - 2), (byte) 0xC3);   // ties past word 0
                case "few" -> {
                    int v = r.nextInt(5);
                    for (int b = 0; b < len; b++) a[k + b] = (byte) (v * 61 + b);
                }
                default -> { }
            }
        }
        return a;
    }

    /**
     * Pass 0 both ways ({@link GpuPolicy#packRows}): packed (the row index in the key's low bits, the shared
     * prefixes refined from the records) and not; then the default, on the same session (nothing stale reused).
     */
    private static final int[] PACK_MODES = {GpuPolicy.PACK_NEVER, GpuPolicy.PACK_ALWAYS, GpuPolicy.PACK_AUTO};

    @ParameterizedTest(name = "size={0} key=[{1},+{2}) {3} n={4}")
    @MethodSource("records")
    void recordsLikeAComparatorSort(int size, int off, int len, String dist, int n) {
        byte[] a = records(n, size, off, len, dist, 31L * n + size);
        byte[][] want = split(a, n, size);
        Comparator<byte[]> byKey = (x, y) -> Arrays.compareUnsigned(x, off, off + len, y, off, off + len);
        Comparator<byte[]> whole = Arrays::compareUnsigned;
        Arrays.sort(want, byKey);
        byte[][] wantWhole = want.clone();
        Arrays.sort(wantWhole, whole);
        try (DeviceWide d = DeviceWide.records(n, size, off, len)) {
            d.uploadRecords(MemorySegment.ofArray(a));
            for (int mode : PACK_MODES) {
                byte[] got = new byte[a.length];
                d.timedSort(GpuPolicy.defaults().withPackRows(mode));
                d.downloadRecords(MemorySegment.ofArray(got));
                byte[][] have = split(got, n, size);
                for (int i = 0; i < n; i++) {
                    assertEquals(0, byKey.compare(want[i], have[i]), "key of record " + i + ", packRows " + mode);
                }
                // every record kept whole: the same multiset of records
                Arrays.sort(have, whole);
                for (int i = 0; i < n; i++) {
                    assertArrayEquals(wantWhole[i], have[i], "record multiset at " + i + ", packRows " + mode);
                }
            }
        }
    }

    /**
     * The prefix sample ({@link GpuPolicy#PACK_AUTO}) packs pass 0 for random gensort keys and not where a few keys
     * repeat (they would leave every row tied on the packed prefix); the sort is right either way.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"uniform", "few", "sharedPrefix"})
    void theSampleChoosesThePackedPassWherePrefixesDiffer(String dist) {
        int n = (1 << 18) + 5, size = 100, off = 0, len = 10;
        byte[] a = records(n, size, off, len, dist, 99);
        byte[] got = new byte[a.length];
        GpuPolicy auto = GpuPolicy.defaults().withPackRows(GpuPolicy.PACK_AUTO, 1 << 18);
        try (DeviceWide d = DeviceWide.records(n, size, off, len)) {
            d.uploadRecords(MemorySegment.ofArray(a));
            assertEquals(dist.equals("uniform") ? 19 : 0, d.packBits(auto), "row bits of pass 0");
            assertEquals(0, d.packBits(auto.withPackRows(GpuPolicy.PACK_NEVER)));
            assertEquals(0, d.packBits(auto.withPackRows(GpuPolicy.PACK_AUTO, n + 1L)), "fewer rows than the minimum");
            d.timedSort(auto);
            d.downloadRecords(MemorySegment.ofArray(got));
        }
        byte[][] want = split(a, n, size), have = split(got, n, size);
        Comparator<byte[]> byKey = (x, y) -> Arrays.compareUnsigned(x, off, off + len, y, off, off + len);
        Arrays.sort(want, byKey);
        for (int i = 0; i < n; i++) assertEquals(0, byKey.compare(want[i], have[i]), "key of record " + i);
    }

    /** The same choice over columns read in place (the word source of the sample): random columns pack, cols4 not. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"uniform", "cols4"})
    void theSampleOverColumnsPacksOnlyDistinctPrefixes(String dist) {
        int n = (1 << 18) + 5, columns = 2;
        SplittableRandom r = new SplittableRandom(5);
        long[][] col = new long[columns][n];
        for (int c = 0; c < columns; c++) {
            for (int i = 0; i < n; i++) col[c][i] = dist.equals("cols4") && c == 0 ? r.nextInt(256) - 128 : r.nextLong();
        }
        GpuPolicy auto = GpuPolicy.defaults().withPackRows(GpuPolicy.PACK_AUTO, 1 << 18);
        int[] perm = new int[n];
        try (DeviceWide d = DeviceWide.columns(n, columns)) {
            for (int c = 0; c < columns; c++) d.uploadColumn(c, MemorySegment.ofArray(col[c]));
            assertEquals(dist.equals("uniform") ? 19 : 0, d.packBits(auto), "row bits of pass 0");
            d.timedSort(auto);
            d.downloadRows(MemorySegment.ofArray(perm));
        }
        boolean[] seen = new boolean[n];
        for (int p : perm) {
            assertTrue(p >= 0 && p < n && !seen[p], "not a permutation at row " + p);
            seen[p] = true;
        }
        for (int i = 1; i < n; i++) {
            int a = perm[i - 1], b = perm[i], cmp = 0;
            for (int c = 0; c < columns && cmp == 0; c++) cmp = Long.compare(col[c][a], col[c][b]);
            assertTrue(cmp <= 0, "rows " + a + ", " + b + " out of order at " + i);
        }
    }

    private static byte[][] split(byte[] a, int n, int size) {
        byte[][] r = new byte[n][];
        for (int i = 0; i < n; i++) r[i] = Arrays.copyOfRange(a, i * size, (i + 1) * size);
        return r;
    }

    static Stream<Arguments> columns() {
        List<Arguments> out = new ArrayList<>();
        for (int c : new int[] {1, 2, 4}) {
            for (String d : new String[] {"uniform", "cols4", "allEqual", "signs"}) {
                for (int n : SIZES) out.add(Arguments.of(c, d, n));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "columns={0} {1} n={2}")
    @MethodSource("columns")
    void columnsLikeAComparatorSort(int columns, String dist, int n) {
        SplittableRandom r = new SplittableRandom(7L * n + columns);
        long[][] col = new long[columns][n];
        long[] few = {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE};
        for (int c = 0; c < columns; c++) {
            for (int i = 0; i < n; i++) {
                col[c][i] = switch (dist) {
                    case "cols4" -> c == 0 ? r.nextInt(4) * 0x0123456789ABCDEFL : c == 1 ? r.nextInt(50) - 25L
                            : c == columns - 1 ? i : r.nextLong();
                    case "allEqual" -> 42;
                    case "signs" -> few[r.nextInt(few.length)];
                    default -> r.nextLong();
                };
            }
        }
        try (DeviceWide d = DeviceWide.columns(n, columns)) {
            for (int c = 0; c < columns; c++) d.uploadColumn(c, MemorySegment.ofArray(col[c]));
            for (int mode : PACK_MODES) {
                int[] perm = new int[n];
                d.timedSort(GpuPolicy.defaults().withPackRows(mode));
                d.downloadRows(MemorySegment.ofArray(perm));
                boolean[] seen = new boolean[n];
                for (int p : perm) {
                    assertTrue(p >= 0 && p < n && !seen[p], "not a permutation at row " + p + ", packRows " + mode);
                    seen[p] = true;
                }
                for (int i = 1; i < n; i++) {
                    int a = perm[i - 1], b = perm[i], cmp = 0;
                    for (int c = 0; c < columns && cmp == 0; c++) cmp = Long.compare(col[c][a], col[c][b]);
                    assertTrue(cmp <= 0, "rows " + a + ", " + b + " out of order at " + i + ", packRows " + mode);
                }
            }
        }
    }
}
