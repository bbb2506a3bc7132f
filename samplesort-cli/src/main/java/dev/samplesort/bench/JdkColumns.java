package dev.samplesort.bench;

import dev.samplesort.cli.JdkSorts;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The JDK route for sorting rows by several {@code long} columns that a Java developer would write: one small
 * object per row holding the key fields and the row number, sorted with a hand-written lexicographic comparator
 * ({@code Arrays.parallelSort}, or {@code Arrays.sort} for the single-thread row): the comparator reads the fields of
 * the two objects instead of the columns at random, and is written out rather than built from
 * {@code Comparator.comparingLong(..).thenComparingLong(..)} (one call per level fewer). An {@code Integer[]} index
 * with a comparator over the columns took the same time within noise on the shared 2-core machine (see
 * {@link dev.samplesort.cli.JdkRecordSort}). Ties are broken by the row number: {@code Arrays.parallelSort} of
 * objects is not stable in fact, whatever its documentation says (see {@link dev.samplesort.cli.JdkRecordSort}).
 */
final class JdkColumns {
    private JdkColumns() {}

    private record Row1(long a, int row) {}

    private record Row2(long a, long b, int row) {}

    private record Row4(long a, long b, long c, long d, int row) {}

    private record RowN(long[] k, int row) {}

    private static final Comparator<Row1> C1 = (x, y) -> {
        int r = Long.compare(x.a, y.a);
        return r != 0 ? r : Integer.compare(x.row, y.row);
    };

    private static final Comparator<Row2> C2 = (x, y) -> {
        int r = Long.compare(x.a, y.a);
        if (r != 0) return r;
        r = Long.compare(x.b, y.b);
        return r != 0 ? r : Integer.compare(x.row, y.row);
    };

    private static final Comparator<Row4> C4 = (x, y) -> {
        int r = Long.compare(x.a, y.a);
        if (r != 0) return r;
        r = Long.compare(x.b, y.b);
        if (r != 0) return r;
        r = Long.compare(x.c, y.c);
        if (r != 0) return r;
        r = Long.compare(x.d, y.d);
        return r != 0 ? r : Integer.compare(x.row, y.row);
    };

    private static final Comparator<RowN> CN = (x, y) -> {
        int r = Arrays.compare(x.k, y.k);
        return r != 0 ? r : Integer.compare(x.row, y.row);
    };

    private static IntStream range(int n, boolean parallel) {
        return parallel ? IntStream.range(0, n).parallel() : IntStream.range(0, n);
    }

    private static <T> void sort(T[] a, Comparator<T> c, boolean parallel) {
        if (parallel) Arrays.parallelSort(a, c);
        else Arrays.sort(a, c);
    }

    /**
     * Key-value pairs with 64-bit keys ({@code long[]} or {@code double[]} keys, {@code int[]} or {@code long[]}
     * values) sorted stably by key as a Java developer would: the JDK has no pair sort, and no (key, index) packing
     * fits a {@code long} beside a 64-bit key (the 32-bit keys' route, {@link JdkSorts}), so one small object per
     * pair (the key in Java's total order, the index) sorted with a comparator, then both arrays gathered. The
     * one-thread index merge sort of {@code --backend jdk} (primitive arrays, half the heap) is the CLI's reference,
     * not a JDK sort.
     */
    static void pairs64(Object keys, Object values, boolean parallel) {
        JdkSorts.gather(keys, values, order(new long[][] {JdkSorts.sortable64(keys)}, parallel));
    }

    /** The stable sorting permutation of the rows of {@code cols}. */
    static int[] order(long[][] cols, boolean parallel) {
        int n = cols[0].length;
        int[] perm = new int[n];
        switch (cols.length) {
            case 1 -> {
                Row1[] r = new Row1[n];
                range(n, parallel).forEach(i -> r[i] = new Row1(cols[0][i], i));
                sort(r, C1, parallel);
                range(n, parallel).forEach(j -> perm[j] = r[j].row);
            }
            case 2 -> {
                Row2[] r = new Row2[n];
                range(n, parallel).forEach(i -> r[i] = new Row2(cols[0][i], cols[1][i], i));
                sort(r, C2, parallel);
                range(n, parallel).forEach(j -> perm[j] = r[j].row);
            }
            case 4 -> {
                Row4[] r = new Row4[n];
                range(n, parallel).forEach(i -> r[i] = new Row4(cols[0][i], cols[1][i], cols[2][i], cols[3][i], i));
                sort(r, C4, parallel);
                range(n, parallel).forEach(j -> perm[j] = r[j].row);
            }
            default -> {
                RowN[] r = new RowN[n];
                range(n, parallel).forEach(i -> {
                    long[] k = new long[cols.length];
                    for (int c = 0; c < k.length; c++) k[c] = cols[c][i];
                    r[i] = new RowN(k, i);
                });
                sort(r, CN, parallel);
                range(n, parallel).forEach(j -> perm[j] = r[j].row);
            }
        }
        return perm;
    }
}
