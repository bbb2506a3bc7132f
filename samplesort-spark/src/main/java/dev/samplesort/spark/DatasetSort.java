package dev.samplesort.spark;

import dev.samplesort.Backend;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.apache.spark.rdd.RDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.types.BinaryType;
import org.apache.spark.sql.types.ByteType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DoubleType;
import org.apache.spark.sql.types.FloatType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.ShortType;
import org.apache.spark.sql.types.StructType;

/**
 * samplesort as the per-partition sort of Spark Dataset sorts by one column. {@link #sort} is the equivalent of
 * {@code ds.orderBy(column)} — physically Spark's {@code repartitionByRange} (its SQL range partitioner: a sampling
 * job, then one shuffle) followed by a sort of every partition — with the partition sort done by one samplesort call
 * ({@link Backend#AUTO}: the GPU where the executor has one and the partition is large enough, else the CPU) instead
 * of Spark's {@code SortExec}. {@link #sortWithinPartitions} is the equivalent of {@code ds.sortWithinPartitions}.
 *
 * <p>Rows carry any other columns: each partition's rows are gathered, the sort column's values become 64-bit ordered
 * keys (for records, their key bytes) sorted together with the rows' positions, and the rows are emitted in that
 * order. Works on {@code Dataset<Row>} and on typed Datasets ({@code Dataset<Long>}: column {@code value};
 * {@code Dataset<Tuple2<...>>}: {@code _1}, {@code _2}; {@code Dataset<byte[]>} of gensort records:
 * {@code value} with {@link SortColumn#records(RecordFormat)}); the result has the input's type and schema.
 *
 * <p>Order: Spark SQL's, for {@code tinyint}, {@code smallint}, {@code int}, {@code bigint}, {@code float} and
 * {@code double} columns (floating point: -0.0 equals 0.0, NaN equals NaN and sorts after +Infinity) and for binary
 * columns of fixed-width records (their key bytes, unsigned). Nulls go where the {@link SortColumn} says — by
 * default first ascending and last descending, as in Spark. Among equal keys the order is unspecified, as in Spark.
 *
 * <p>The partition sorts work on Spark's internal binary rows, as Spark's {@code SortExec} does: each row is copied
 * once out of the shuffle reader and its key read in place; the result is a DataFrame over those rows. So the Dataset
 * must come from a classic SparkSession (not Spark Connect), and — as {@code Dataset.rdd()} on a plan with adaptive
 * execution — {@link #sort} runs Spark's sampling job and the shuffle's map side when called; the partition sorts
 * run with the action. Each partition must fit the executor's heap as binary rows plus about 30 bytes per row (keys,
 * index, and the growing arrays that gather them). Instances are immutable and serializable.
 */
public final class DatasetSort implements Serializable {
    private static final long serialVersionUID = 1L;

    private final SparkSort settings;

    private DatasetSort(SparkSort settings) { this.settings = settings; }

    /**
     * Dataset sorts on {@link Backend#AUTO}: the GPU where the executor has one and the partition is large enough.
     *
     * @return Dataset sorts whose partition sorts run on {@link Backend#AUTO}
     */
    public static DatasetSort auto() { return new DatasetSort(SparkSort.auto()); }

    /**
     * Dataset sorts on one backend.
     *
     * @param backend where partition sorts run ({@link Backend#GPU} fails the task on an executor without a GPU)
     * @return Dataset sorts on that backend
     * @throws NullPointerException if backend is null
     */
    public static DatasetSort using(Backend backend) { return new DatasetSort(SparkSort.using(backend)); }

    /**
     * Dataset sorts with an RDD sort's settings.
     *
     * @param settings the backend and metrics of an RDD sort, to be used for Datasets alike
     * @return Dataset sorts with those settings
     * @throws NullPointerException if settings is null
     */
    public static DatasetSort of(SparkSort settings) {
        return new DatasetSort(Objects.requireNonNull(settings, "settings"));
    }

    /**
     * The same sorts, recording into metrics.
     *
     * @param m metrics to add every partition sort's counts and times to (null: none)
     * @return a copy of this that records into m
     */
    public DatasetSort withMetrics(SortMetrics m) { return new DatasetSort(settings.withMetrics(m)); }

    /**
     * The backend partition sorts use.
     *
     * @return the backend
     */
    public Backend backend() { return settings.backend(); }

    /**
     * Sorts {@code ds} by one column across {@code numPartitions} range partitions: the equivalent of
     * {@code ds.repartitionByRange(numPartitions, by.sparkOrder()).sortWithinPartitions(by.sparkOrder())}, i.e. of
     * {@code ds.orderBy(by.sparkOrder())} with that many partitions. Partition {@code i}'s rows all sort before
     * partition {@code i+1}'s (Spark's range partitioner may make fewer non-empty partitions than asked).
     *
     * @param <T> the Dataset's type
     * @param ds the rows to sort
     * @param by the sort column, direction and null placement
     * @param numPartitions partitions of the result
     * @return the sorted Dataset
     * @throws IllegalArgumentException if numPartitions is not positive, the column is missing, ambiguous or of a
     *         type this sort does not handle (the message names it), or ds is not a classic SparkSession's
     * @throws NullPointerException if ds or by is null
     */
    public <T> Dataset<T> sort(Dataset<T> ds, SortColumn by, int numPartitions) {
        SparkSort.checkPartitions(numPartitions);
        Target t = target(ds, by);
        return sortPartitions(ds, ds.toDF().repartitionByRange(numPartitions, t.by.sparkOrder()), t);
    }

    /**
     * {@link #sort(Dataset, SortColumn, int)} into as many partitions as {@code ds.orderBy} would make:
     * {@code spark.sql.shuffle.partitions}, which adaptive query execution may coalesce (ranges stay ordered).
     *
     * @param <T> the Dataset's type
     * @param ds the rows to sort
     * @param by the sort column, direction and null placement
     * @return the sorted Dataset
     * @throws IllegalArgumentException if the column is missing, ambiguous or of a type this sort does not handle, or
     *         ds is not a classic SparkSession's
     * @throws NullPointerException if ds or by is null
     */
    public <T> Dataset<T> sort(Dataset<T> ds, SortColumn by) {
        Target t = target(ds, by);
        return sortPartitions(ds, ds.toDF().repartitionByRange(t.by.sparkOrder()), t);
    }

    /**
     * Sorts every partition of {@code ds} by one column, without a shuffle: the equivalent of
     * {@code ds.sortWithinPartitions(by.sparkOrder())}.
     *
     * @param <T> the Dataset's type
     * @param ds the rows
     * @param by the sort column, direction and null placement
     * @return the Dataset, sorted within its partitions
     * @throws IllegalArgumentException if the column is missing, ambiguous or of a type this sort does not handle, or
     *         ds is not a classic SparkSession's
     * @throws NullPointerException if ds or by is null
     */
    public <T> Dataset<T> sortWithinPartitions(Dataset<T> ds, SortColumn by) {
        Target t = target(ds, by);
        return sortPartitions(ds, ds.toDF(), t);
    }

    /** The sort column as found in the schema: its position, its type, and {@code by} under its exact name. */
    record Target(int index, RowSort.ColumnType type, SortColumn by) implements Serializable {}

    private static Target target(Dataset<?> ds, SortColumn by) {
        Objects.requireNonNull(ds, "ds");
        Objects.requireNonNull(by, "by");
        boolean caseSensitive = Boolean.parseBoolean(ds.sparkSession().conf().get("spark.sql.caseSensitive",
                "false"));
        return target(ds.schema(), by, caseSensitive);
    }

    /** Resolves the column as Spark resolves a top-level name: exactly, or ignoring case unless case-sensitive. */
    static Target target(StructType schema, SortColumn by, boolean caseSensitive) {
        String[] names = schema.fieldNames();
        List<Integer> hits = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            if (caseSensitive ? names[i].equals(by.name()) : names[i].equalsIgnoreCase(by.name())) hits.add(i);
        }
        if (hits.isEmpty()) {
            throw new IllegalArgumentException("no column '" + by.name() + "' to sort by among "
                    + Arrays.toString(names) + (caseSensitive ? " (case-sensitive)" : ""));
        }
        if (hits.size() > 1) {
            throw new IllegalArgumentException("column name '" + by.name() + "' is ambiguous: columns " + hits
                    + " of " + Arrays.toString(names));
        }
        int index = hits.get(0);
        DataType type = schema.fields()[index].dataType();
        RowSort.ColumnType kind = type instanceof ByteType ? RowSort.ColumnType.BYTE
                : type instanceof ShortType ? RowSort.ColumnType.SHORT
                : type instanceof IntegerType ? RowSort.ColumnType.INT
                : type instanceof LongType ? RowSort.ColumnType.LONG
                : type instanceof FloatType ? RowSort.ColumnType.FLOAT
                : type instanceof DoubleType ? RowSort.ColumnType.DOUBLE
                : type instanceof BinaryType ? RowSort.ColumnType.RECORDS
                : null;
        String what = "column '" + names[index] + "' of type " + type.simpleString();
        if (kind == null) {
            throw new IllegalArgumentException(what + " cannot be sorted by samplesort: it sorts tinyint, smallint,"
                    + " int, bigint, float and double columns, and binary columns of fixed-width records");
        }
        if (kind == RowSort.ColumnType.RECORDS && by.recordFormat() == null) {
            throw new IllegalArgumentException(what + " holds records: give their layout with"
                    + " SortColumn.records(RecordFormat)");
        }
        if (kind != RowSort.ColumnType.RECORDS && by.recordFormat() != null) {
            throw new IllegalArgumentException(what + " is not binary: a RecordFormat applies to binary columns only");
        }
        return new Target(index, kind, new SortColumn(names[index], by.ascending(), by.nullsFirst(),
                by.recordFormat()));
    }

    /**
     * Every partition of {@code rows} (ds's rows, maybe repartitioned) sorted by samplesort, as ds's type again. Works
     * on Spark's internal rows ({@code queryExecution().toRdd()}) and wraps the result as a DataFrame of the same
     * schema ({@code internalCreateDataFrame}): the public route, {@code mapPartitions} on external {@code Row}s,
     * deserializes and re-serializes every row, which made the sort of 2^21 (bigint, int, double) rows 1.75x slower
     * than Spark's orderBy on the 2-core development machine (7.3 s against 4.2 s, 2026-11-23).
     */
    private <T> Dataset<T> sortPartitions(Dataset<T> ds, Dataset<Row> rows, Target t) {
        if (!(rows instanceof org.apache.spark.sql.classic.Dataset<Row> classic)) {
            throw new IllegalArgumentException("DatasetSort needs a Dataset of a classic SparkSession, not "
                    + rows.getClass().getName() + " (Spark Connect runs no samplesort on the executors)");
        }
        SparkSort s = settings; // the closure carries the settings; the Sorter is built on the executor
        int field = t.index;
        RowSort.ColumnType type = t.type;
        RecordFormat format = t.by.recordFormat();
        boolean ascending = t.by.ascending(), nullsFirst = t.by.nullsFirst();
        RDD<InternalRow> in = classic.queryExecution().toRdd();
        RDD<InternalRow> sorted = in.toJavaRDD().mapPartitions(it -> RowSort.sort(it, field, type, format, nullsFirst,
                s.sorter(ascending), s.metrics()), true).rdd();
        return classic.sparkSession().internalCreateDataFrame(sorted, rows.schema(), false).as(ds.encoder());
    }
}
