package dev.samplesort;

import dev.samplesort.internal.HeapScratch;
import dev.samplesort.internal.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Sorting rows held in columns by a composite key, like SQL's {@code ORDER BY a, b DESC, c}: each key column is a
 * {@code long[]}, {@code int[]}, {@code double[]} or {@code float[]} (or a {@link MemorySegment} of one of those
 * types) of one length, ascending or descending, compared lexicographically: the first column decides, the next
 * one breaks its ties, and so on. Floating point columns follow {@link java.util.Arrays#sort(double[])}: -0.0
 * before 0.0, all NaNs equal and last (a descending column is the exact reverse). 128-bit keys, e.g. UUIDs as two
 * {@code long}s, are the two-column case.
 *
 * <pre>{@code
 * int[] perm = ColumnSort.by(city).thenBy(age, Order.DESCENDING).thenBy(score).permutation();
 * ColumnSort.by(msb).thenBy(lsb).using(Sorter.gpu()).sort(payload);   // msb, lsb and payload reordered
 * }</pre>
 *
 * <p>Instances are immutable; {@code thenBy} and {@code using} return new ones. The key columns are read when a
 * sort runs, not when it is built. The {@link #using(Sorter) sorter} picks the backend, stability (equal keys keep
 * their row order) and an overall order ({@link Order#DESCENDING} reverses every column). Method: docs/KEYS.md —
 * every key is mapped to unsigned bits in its order and the columns are concatenated into 64-bit words (two 32-bit
 * columns share a word), which the backend sorts with the row index.
 *
 * <p>If a sort throws (backend failure, out of memory), the columns and payloads are unchanged.
 */
public final class ColumnSort {
    private static final ColumnSort EMPTY = new ColumnSort(List.of(), Sorter.auto());

    /** A key column: the array or segment, a view of it, its type, order and length. */
    private record Column(Object source, MemorySegment view, KeyType type, Order order, long rows) {}

    private final List<Column> columns;
    private final Sorter sorter;

    private ColumnSort(List<Column> columns, Sorter sorter) {
        this.columns = columns;
        this.sorter = sorter;
    }

    /**
     * A sort whose first key is {@code column}, ascending.
     *
     * @param column the first key column
     * @return a new column sort
     * @throws NullPointerException if {@code column} is null
     */
    public static ColumnSort by(long[] column) { return by(column, Order.ASCENDING); }

    /**
     * A sort whose first key is {@code column} in the given order.
     *
     * @param column the first key column
     * @param order  ascending or descending (the exact reverse)
     * @return a new column sort
     * @throws NullPointerException if an argument is null
     */
    public static ColumnSort by(long[] column, Order order) { return EMPTY.thenBy(column, order); }

    /**
     * A sort whose first key is {@code column}, ascending.
     *
     * @param column the first key column
     * @return a new column sort
     * @throws NullPointerException if {@code column} is null
     */
    public static ColumnSort by(int[] column) { return by(column, Order.ASCENDING); }

    /**
     * A sort whose first key is {@code column} in the given order.
     *
     * @param column the first key column
     * @param order  ascending or descending (the exact reverse)
     * @return a new column sort
     * @throws NullPointerException if an argument is null
     */
    public static ColumnSort by(int[] column, Order order) { return EMPTY.thenBy(column, order); }

    /**
     * A sort whose first key is {@code column}, ascending (Arrays.sort order: -0.0 before 0.0, NaNs last).
     *
     * @param column the first key column
     * @return a new column sort
     * @throws NullPointerException if {@code column} is null
     */
    public static ColumnSort by(double[] column) { return by(column, Order.ASCENDING); }

    /**
     * A sort whose first key is {@code column} in the given order (Arrays.sort order: -0.0 before 0.0, NaNs last).
     *
     * @param column the first key column
     * @param order  ascending or descending (the exact reverse)
     * @return a new column sort
     * @throws NullPointerException if an argument is null
     */
    public static ColumnSort by(double[] column, Order order) { return EMPTY.thenBy(column, order); }

    /**
     * A sort whose first key is {@code column}, ascending (Arrays.sort order: -0.0 before 0.0, NaNs last).
     *
     * @param column the first key column
     * @return a new column sort
     * @throws NullPointerException if {@code column} is null
     */
    public static ColumnSort by(float[] column) { return by(column, Order.ASCENDING); }

    /**
     * A sort whose first key is {@code column} in the given order (Arrays.sort order: -0.0 before 0.0, NaNs last).
     *
     * @param column the first key column
     * @param order  ascending or descending (the exact reverse)
     * @return a new column sort
     * @throws NullPointerException if an argument is null
     */
    public static ColumnSort by(float[] column, Order order) { return EMPTY.thenBy(column, order); }

    /**
     * Adds {@code column} as the next key, ascending: it decides among rows equal on all earlier keys.
     *
     * @param column the next key column, as many rows as the others
     * @return a new column sort with the key added
     * @throws NullPointerException     if {@code column} is null
     * @throws IllegalArgumentException if its length differs from the earlier columns'
     */
    public ColumnSort thenBy(long[] column) { return thenBy(column, Order.ASCENDING); }

    /**
     * Adds {@code column} as the next key in the given order.
     *
     * @param column the next key column, as many rows as the others
     * @param order  ascending or descending
     * @return a new column sort with the key added
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if its length differs from the earlier columns'
     */
    public ColumnSort thenBy(long[] column, Order order) {
        Objects.requireNonNull(column, "column " + columns.size() + " is null");
        return add(new Column(column, MemorySegment.ofArray(column), KeyType.LONG, order, column.length));
    }

    /**
     * Adds {@code column} as the next key, ascending: it decides among rows equal on all earlier keys.
     *
     * @param column the next key column, as many rows as the others
     * @return a new column sort with the key added
     * @throws NullPointerException     if {@code column} is null
     * @throws IllegalArgumentException if its length differs from the earlier columns'
     */
    public ColumnSort thenBy(int[] column) { return thenBy(column, Order.ASCENDING); }

    /**
     * Adds {@code column} as the next key in the given order.
     *
     * @param column the next key column, as many rows as the others
     * @param order  ascending or descending
     * @return a new column sort with the key added
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if its length differs from the earlier columns'
     */
    public ColumnSort thenBy(int[] column, Order order) {
        Objects.requireNonNull(column, "column " + columns.size() + " is null");
        return add(new Column(column, MemorySegment.ofArray(column), KeyType.INT, order, column.length));
    }

    /**
     * Adds {@code column} as the next key, ascending: it decides among rows equal on all earlier keys.
     *
     * @param column the next key column, as many rows as the others
     * @return a new column sort with the key added
     * @throws NullPointerException     if {@code column} is null
     * @throws IllegalArgumentException if its length differs from the earlier columns'
     */
    public ColumnSort thenBy(double[] column) { return thenBy(column, Order.ASCENDING); }

    /**
     * Adds {@code column} as the next key in the given order.
     *
     * @param column the next key column, as many rows as the others
     * @param order  ascending or descending
     * @return a new column sort with the key added
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if its length differs from the earlier columns'
     */
    public ColumnSort thenBy(double[] column, Order order) {
        Objects.requireNonNull(column, "column " + columns.size() + " is null");
        return add(new Column(column, MemorySegment.ofArray(column), KeyType.DOUBLE, order, column.length));
    }

    /**
     * Adds {@code column} as the next key, ascending: it decides among rows equal on all earlier keys.
     *
     * @param column the next key column, as many rows as the others
     * @return a new column sort with the key added
     * @throws NullPointerException     if {@code column} is null
     * @throws IllegalArgumentException if its length differs from the earlier columns'
     */
    public ColumnSort thenBy(float[] column) { return thenBy(column, Order.ASCENDING); }

    /**
     * Adds {@code column} as the next key in the given order.
     *
     * @param column the next key column, as many rows as the others
     * @param order  ascending or descending
     * @return a new column sort with the key added
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if its length differs from the earlier columns'
     */
    public ColumnSort thenBy(float[] column, Order order) {
        Objects.requireNonNull(column, "column " + columns.size() + " is null");
        return add(new Column(column, MemorySegment.ofArray(column), KeyType.FLOAT, order, column.length));
    }

    /**
     * A sort whose first key is a segment of {@code column.byteSize() / type.byteSize()} values of {@code type} in
     * native byte order, ascending. Segments may hold more than 2^31 rows (see {@link #permutation(MemorySegment)}).
     *
     * @param column the first key column
     * @param type   its element type
     * @return a new column sort
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the size is not a multiple of the type's size or the segment is not
     *                                  aligned to it
     */
    public static ColumnSort by(MemorySegment column, KeyType type) { return by(column, type, Order.ASCENDING); }

    /**
     * A sort whose first key is a segment of values of {@code type} (native byte order) in the given order.
     *
     * @param column the first key column
     * @param type   its element type
     * @param order  ascending or descending
     * @return a new column sort
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the size is not a multiple of the type's size or the segment is not
     *                                  aligned to it
     */
    public static ColumnSort by(MemorySegment column, KeyType type, Order order) {
        return EMPTY.thenBy(column, type, order);
    }

    /**
     * Adds a segment of values of {@code type} (native byte order) as the next key, ascending.
     *
     * @param column the next key column
     * @param type   its element type
     * @return a new column sort with the key added
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the segment is misaligned, not a whole number of values, or holds a
     *                                  different number of rows than the earlier columns
     */
    public ColumnSort thenBy(MemorySegment column, KeyType type) { return thenBy(column, type, Order.ASCENDING); }

    /**
     * Adds a segment of values of {@code type} (native byte order) as the next key in the given order.
     *
     * @param column the next key column
     * @param type   its element type
     * @param order  ascending or descending
     * @return a new column sort with the key added
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the segment is misaligned, not a whole number of values, or holds a
     *                                  different number of rows than the earlier columns
     */
    public ColumnSort thenBy(MemorySegment column, KeyType type, Order order) {
        String what = "column " + columns.size();
        Objects.requireNonNull(column, what + " is null");
        Objects.requireNonNull(type, "type of " + what + " is null");
        if (column.byteSize() % type.byteSize() != 0) {
            throw new IllegalArgumentException(what + ": segment size " + column.byteSize()
                    + " is not a multiple of " + type.byteSize() + " (" + type + ")");
        }
        if (column.maxByteAlignment() < type.byteSize()) {
            throw new IllegalArgumentException(what + ": segment is not aligned to " + type.byteSize() + " bytes ("
                    + type + ")");
        }
        return add(new Column(column, column, type, order, column.byteSize() / type.byteSize()));
    }

    private ColumnSort add(Column c) {
        Objects.requireNonNull(c.order(), "order of column " + columns.size() + " is null");
        if (!columns.isEmpty() && columns.get(0).rows() != c.rows()) {
            throw new IllegalArgumentException("column " + columns.size() + " has " + c.rows() + " rows, column 0 has "
                    + columns.get(0).rows() + ": key columns must have one length");
        }
        List<Column> l = new ArrayList<>(columns);
        l.add(c);
        return new ColumnSort(Collections.unmodifiableList(l), sorter);
    }

    /**
     * The same keys sorted by {@code sorter}: its backend, its stability (equal keys keep their row order) and its
     * order (descending reverses every column). The default is {@link Sorter#auto()}.
     *
     * @param sorter the sorter to use
     * @return a new column sort
     * @throws NullPointerException if {@code sorter} is null
     */
    public ColumnSort using(Sorter sorter) { return new ColumnSort(columns, Objects.requireNonNull(sorter, "sorter")); }

    /**
     * Returns the number of rows (every key column has this length).
     *
     * @return the number of rows (every key column has this length)
     */
    public long rows() { return columns.get(0).rows(); }

    /**
     * Returns the number of key columns.
     *
     * @return the number of key columns
     */
    public int keyCount() { return columns.size(); }

    private List<KeyChain.Key> chain() {
        List<KeyChain.Key> l = new ArrayList<>(columns.size());
        for (Column c : columns) l.add(new KeyChain.Prim(c.view(), 0, c.type(), c.order() == Order.DESCENDING));
        return l;
    }

    /**
     * The sorting permutation: {@code p[i]} is the row that comes {@code i}-th. The columns are not changed.
     *
     * @return the permutation, one entry per row
     * @throws IllegalStateException       if there are more rows than an array can hold (use
     *                                     {@link #permutation(MemorySegment)})
     * @throws BackendUnavailableException if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public int[] permutation() {
        long n = rows();
        if (n > KeyChain.MAX_ARRAY) {
            throw new IllegalStateException(n + " rows do not fit an int[] permutation: use permutation(MemorySegment)");
        }
        return KeyChain.permutation(chain(), (int) n, sorter);
    }

    /**
     * Writes the sorting permutation as {@code rows()} {@code long}s (native byte order) into {@code out}: entry
     * {@code i} is the row that comes {@code i}-th. For any number of rows. The columns are not changed; if this
     * throws, {@code out}'s contents are unspecified.
     *
     * @param out where the permutation goes: exactly {@code 8 * rows()} bytes, 8-byte aligned, writable
     * @throws NullPointerException        if {@code out} is null
     * @throws IllegalArgumentException    if {@code out} has the wrong size or alignment, is read-only or overlaps a
     *                                     key column
     * @throws BackendUnavailableException if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public void permutation(MemorySegment out) {
        Objects.requireNonNull(out, "out");
        long n = rows();
        if (out.byteSize() != 8 * n) {
            throw new IllegalArgumentException("out holds " + out.byteSize() + " bytes, expected " + 8 * n
                    + " for " + n + " long indices");
        }
        if (out.maxByteAlignment() < 8) throw new IllegalArgumentException("out is not aligned to 8 bytes");
        if (out.isReadOnly()) throw new IllegalArgumentException("out is read-only");
        for (Column c : columns) {
            if (c.view().asOverlappingSlice(out).isPresent()) {
                throw new IllegalArgumentException("out overlaps a key column");
            }
        }
        KeyChain.permutation(chain(), n, sorter, out);
    }

    /**
     * Sorts the rows in place: every key column and every payload is reordered by the sorting permutation. A
     * payload is an array of any element type ({@code Object[]} and every primitive array) of {@code rows()}
     * elements, or a writable {@link MemorySegment} of {@code rows()} elements of any width (width = byte size /
     * rows). An array or segment given several times (as a key and a payload, say) is moved once.
     *
     * @param payloads more columns to reorder along with the keys (none is fine)
     * @throws NullPointerException        if a payload is null
     * @throws IllegalArgumentException    if a payload is not an array or segment, has the wrong number of rows,
     *                                     or a segment is read-only
     * @throws BackendUnavailableException if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public void sort(Object... payloads) {
        long n = rows();
        Set<Object> arrays = Collections.newSetFromMap(new IdentityHashMap<>());
        List<MemorySegment> segments = new ArrayList<>();
        for (Column c : columns) addTarget(c.source(), n, "key column", arrays, segments);
        for (int k = 0; k < payloads.length; k++) {
            Object p = payloads[k];
            if (p == null) throw new NullPointerException("payload " + k + " is null");
            addTarget(p, n, "payload " + k, arrays, segments);
        }
        for (MemorySegment s : segments) {
            if (s.isReadOnly()) throw new IllegalArgumentException("a segment to reorder is read-only");
        }
        if (segments.isEmpty()) {
            if (n > KeyChain.MAX_ARRAY) {
                throw new IllegalStateException(n + " rows do not fit an int[] permutation: use segments");
            }
            // only applied here, never handed out: reused between sorts (HeapScratch)
            int[] perm = HeapScratch.ints((int) n);
            KeyChain.permutation(chain(), (int) n, sorter, perm);
            Permute.arraysBy(perm, (int) n, 0, arrays.toArray());
            HeapScratch.give(perm);
            return;
        }
        try (Scratch arena = new Scratch()) {
            MemorySegment perm = arena.allocate(8 * n);
            permutation(perm);
            if (!arrays.isEmpty()) {
                // arrays have at most MAX_ARRAY rows, so the long indices fit ints
                int[] p = new int[(int) n];
                for (int i = 0; i < p.length; i++) p[i] = (int) perm.getAtIndex(ValueLayout.JAVA_LONG, i);
                Permute.arrays(p, 0, arrays.toArray());
            }
            Permute.segments(perm, n, segments.toArray(MemorySegment[]::new));
        }
    }

    private static void addTarget(Object t, long n, String what, Set<Object> arrays, List<MemorySegment> segments) {
        if (t instanceof MemorySegment s) {
            if (n == 0 ? s.byteSize() != 0 : s.byteSize() % n != 0 || s.byteSize() == 0) {
                throw new IllegalArgumentException(what + ": segment of " + s.byteSize() + " bytes does not hold "
                        + n + " equal-width elements");
            }
            for (MemorySegment o : segments) if (o.equals(s)) return;
            for (MemorySegment o : segments) {
                if (o.asOverlappingSlice(s).isPresent()) {
                    throw new IllegalArgumentException(what + ": segment overlaps another column");
                }
            }
            segments.add(s);
        } else {
            Permute.checkArray(t, (int) Math.min(n, Integer.MAX_VALUE), what);
            if (n > KeyChain.MAX_ARRAY) throw new IllegalArgumentException(what + ": an array cannot hold " + n + " rows");
            arrays.add(t);
        }
    }

}
