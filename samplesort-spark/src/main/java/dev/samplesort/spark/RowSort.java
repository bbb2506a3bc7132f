package dev.samplesort.spark;

import dev.samplesort.Sorter;
import java.util.Iterator;
import org.apache.spark.sql.catalyst.InternalRow;

/**
 * Sorts one partition of a Dataset's rows by one column: the rows are gathered, the column's values become 64-bit
 * ordered prefixes (or, for records, the key bytes) sorted by samplesort together with the rows' indexes, and the
 * rows are emitted in that order — the rows themselves never move during the sort, whatever other columns they
 * carry. Rows whose column is null are kept aside and emitted before or after the rest.
 *
 * <p>The rows are Spark's internal binary rows, read where the shuffle left them: each is copied once (the shuffle
 * reader reuses one row object for all of them, as Spark's own sort copies them into its pages) and keys are read
 * from it without building external {@code Row} objects.
 */
final class RowSort {
    private RowSort() {}

    /** The column types DatasetSort sorts, each with the rule that turns a value into its ordered prefix. */
    enum ColumnType {
        BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, RECORDS;

        /**
         * The ordered prefix of row {@code r}'s (non-null) value in field {@code i}. Floating point: NaN is larger
         * than everything else, as in Spark SQL; -0.0 sorts before 0.0, which Spark's order (it holds them equal)
         * allows.
         */
        long prefix(InternalRow r, int i) {
            return switch (this) {
                case BYTE -> r.getByte(i);
                case SHORT -> r.getShort(i);
                case INT -> r.getInt(i);
                case LONG -> r.getLong(i);
                case FLOAT -> KeyKind.orderedBits(r.getFloat(i)); // float to double keeps order, NaN stays NaN
                case DOUBLE -> KeyKind.orderedBits(r.getDouble(i));
                case RECORDS -> throw new AssertionError("records have no single prefix");
            };
        }
    }

    /**
     * @param in the partition's rows (each valid until the next is read)
     * @param field the sort column's index
     * @param type its type
     * @param format the records' layout (RECORDS only)
     * @param nullsFirst where rows with a null in the column go
     * @param sorter the samplesort call (direction and backend)
     * @param m metrics to add to, or null
     * @return the rows in sorted order
     */
    static Iterator<InternalRow> sort(Iterator<InternalRow> in, int field, ColumnType type, RecordFormat format, boolean nullsFirst,
                              Sorter sorter, SortMetrics m) {
        long t0 = System.nanoTime();
        PartitionSort.Refs rows = new PartitionSort.Refs(), nulls = new PartitionSort.Refs();
        // One pass over the partition: keep each row, and its key (prefix or record) at the same position.
        PartitionSort.Refs records = type == ColumnType.RECORDS ? new PartitionSort.Refs() : null;
        PartitionSort.Longs prefix = records == null ? new PartitionSort.Longs() : null;
        while (in.hasNext()) {
            InternalRow r = in.next().copy();
            if (r.isNullAt(field)) {
                nulls.add(r);
                continue;
            }
            if (records != null) {
                records.add(r.getBinary(field));
            } else {
                prefix.add(type.prefix(r, field));
            }
            rows.add(r);
        }
        long t1 = System.nanoTime();
        int n = rows.n;
        int[] order;
        if (records != null) {
            order = PartitionSort.recordOrder(records.a, n, format, sorter);
        } else {
            // samplesort's pair sort takes arrays of equal length: trim the growable buffer.
            long[] keys = prefix.a.length == n ? prefix.a : java.util.Arrays.copyOf(prefix.a, n);
            order = PartitionSort.iota(n);
            sorter.sort(keys, order);
        }
        PartitionSort.record(m, n, t0, t1, System.nanoTime());
        Object[] a = rows.a, z = nulls.a;
        int k = nulls.n;
        return PartitionSort.mapped(n + k, nullsFirst
                ? i -> (InternalRow) (i < k ? z[i] : a[order[i - k]])
                : i -> (InternalRow) (i < n ? a[order[i]] : z[i - n]));
    }
}
