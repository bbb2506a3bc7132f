package dev.samplesort.spark;

import java.io.Serializable;
import java.util.Objects;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.functions;

/**
 * The column a {@link DatasetSort} sorts by, with its direction and null placement: the samplesort counterpart of
 * Spark's {@code col(name).asc()}, {@code .desc()}, {@code .asc_nulls_last()} ({@code asc(name).withNullsLast()}) and {@code .desc_nulls_first()}.
 * Defaults are Spark's: ascending puts nulls first, descending puts them last.
 *
 * <p>The column is a top-level column of the Dataset (no expression, no nested field) of type {@code byte},
 * {@code short}, {@code int}, {@code long}, {@code float} or {@code double}, or a {@code binary} column of
 * fixed-width records ({@link #records(RecordFormat)}) ordered by their key bytes.
 *
 * @param name the column's name (matched exactly, else case-insensitively where {@code spark.sql.caseSensitive} is
 *        false, as Spark resolves names)
 * @param ascending the direction
 * @param nullsFirst whether rows with a null in the column come before all others
 * @param recordFormat for a binary column: the layout of the records it holds, ordered by their key bytes
 *        (unsigned); null for a numeric column
 */
public record SortColumn(String name, boolean ascending, boolean nullsFirst, RecordFormat recordFormat)
        implements Serializable {
    /**
     * Checks the name; {@link #asc}, {@link #desc} and the {@code with...} methods are the usual way to make one.
     *
     * @throws NullPointerException if name is null
     * @throws IllegalArgumentException if name is empty
     */
    public SortColumn {
        Objects.requireNonNull(name, "name");
        if (name.isEmpty()) throw new IllegalArgumentException("column name must not be empty");
    }

    /**
     * Ascending, nulls first, as Spark's {@code asc}.
     *
     * @param name the column
     * @return ascending, nulls first (Spark's {@code asc})
     * @throws NullPointerException if name is null
     * @throws IllegalArgumentException if name is empty
     */
    public static SortColumn asc(String name) { return new SortColumn(name, true, true, null); }

    /**
     * Descending, nulls last, as Spark's {@code desc}.
     *
     * @param name the column
     * @return descending, nulls last (Spark's {@code desc})
     * @throws NullPointerException if name is null
     * @throws IllegalArgumentException if name is empty
     */
    public static SortColumn desc(String name) { return new SortColumn(name, false, false, null); }

    /**
     * Nulls before all other values (Spark's {@code desc_nulls_first} when descending).
     *
     * @return this column with nulls first
     */
    public SortColumn withNullsFirst() { return new SortColumn(name, ascending, true, recordFormat); }

    /**
     * Nulls after all other values (Spark's {@code asc_nulls_last} when ascending).
     *
     * @return this column with nulls last
     */
    public SortColumn withNullsLast() { return new SortColumn(name, ascending, false, recordFormat); }

    /**
     * Sorts a binary column as fixed-width records, by their key bytes.
     *
     * @param format the layout of the records in this binary column; rows are ordered by the records' key bytes
     * @return this column sorted as records of {@code format}
     * @throws NullPointerException if format is null
     */
    public SortColumn records(RecordFormat format) {
        return new SortColumn(name, ascending, nullsFirst, Objects.requireNonNull(format, "format"));
    }

    /**
     * The sort order Spark's own {@code orderBy}, {@code sortWithinPartitions} and {@code repartitionByRange} take
     * for the same ordering: the column (for records, {@code substring} of its key bytes, which Spark compares as
     * unsigned bytes) with this direction and null placement. {@link DatasetSort} range-partitions by it.
     *
     * @return the equivalent Spark sort order
     */
    public Column sparkOrder() {
        Column c = functions.col("`" + name.replace("`", "``") + "`");
        if (recordFormat != null) c = functions.substring(c, recordFormat.keyOffset() + 1, recordFormat.keyLength());
        if (ascending) return nullsFirst ? c.asc_nulls_first() : c.asc_nulls_last();
        return nullsFirst ? c.desc_nulls_first() : c.desc_nulls_last();
    }
}
