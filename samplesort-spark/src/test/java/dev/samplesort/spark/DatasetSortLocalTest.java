package dev.samplesort.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

/**
 * DatasetSort in Spark's local mode (2 task threads, CPU backend; AUTO is the CPU here): every result is compared
 * with Spark's own orderBy / repartitionByRange + sortWithinPartitions / sortWithinPartitions on the same data — the
 * sequence of keys exactly (partition by partition where the partitioning is Spark's), the rows as multisets (among
 * equal keys neither sort promises an order).
 */
class DatasetSortLocalTest {
    static SparkSession spark;
    static final DatasetSort CPU = DatasetSort.using(Backend.CPU);

    @BeforeAll
    static void start() {
        spark = SparkSession.builder().master("local[2]").appName("DatasetSortLocalTest")
                .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1").config("spark.sql.shuffle.partitions", "4")
                .getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
    }

    @AfterAll
    static void stop() {
        if (spark != null) spark.stop();
    }

    static final StructType SCHEMA = new StructType().add("id", DataTypes.IntegerType, false)
            .add("k", DataTypes.LongType, true).add("name", DataTypes.StringType, true)
            .add("w", DataTypes.DoubleType, true);

    /** Rows with a nullable long key full of duplicates, extremes and nulls, and other columns to carry along. */
    static Dataset<Row> rows(int n, long seed, int partitions) {
        Random r = new Random(seed);
        List<Row> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Long k = switch (r.nextInt(12)) {
                case 0 -> null;
                case 1 -> Long.MIN_VALUE;
                case 2 -> Long.MAX_VALUE;
                case 3, 4 -> (long) r.nextInt(40) - 20;
                default -> r.nextLong();
            };
            out.add(RowFactory.create(i, k, i % 7 == 0 ? null : "row" + i, r.nextDouble()));
        }
        return spark.createDataFrame(out, SCHEMA).repartition(partitions);
    }

    /** One column of every row, in order; floating point -0.0 as 0.0 (Spark SQL holds them equal). */
    static List<Object> column(Dataset<Row> ds, String name) {
        int i = ds.schema().fieldIndex(name);
        return ds.collectAsList().stream().map(r -> normalize(r.get(i))).toList();
    }

    static Object normalize(Object v) {
        if (v instanceof Double d && d == 0.0) return 0.0;
        if (v instanceof Float f && f == 0.0f) return 0.0f;
        return v;
    }

    /** The key column, partition by partition. */
    static List<List<Object>> columnByPartition(Dataset<Row> ds, String name) {
        int i = ds.schema().fieldIndex(name);
        return ds.javaRDD().glom().collect().stream()
                .map(p -> p.stream().map(r -> normalize(r.get(i))).toList()).toList();
    }

    /** assertEquals for long lists: names the first difference instead of printing both lists. */
    static void assertSame(List<?> expected, List<?> actual, String what) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            if (!java.util.Objects.equals(expected.get(i), actual.get(i))) {
                throw new org.opentest4j.AssertionFailedError(what + ": first difference at " + i + " of "
                        + expected.size() + "/" + actual.size() + ": expected " + expected.get(i) + ", was "
                        + actual.get(i));
            }
        }
        assertEquals(expected.size(), actual.size(), what + ": sizes");
    }

    /** The rows as a multiset: sorted by their string form. */
    static List<String> multiset(Dataset<Row> ds) {
        List<String> s = new ArrayList<>(ds.collectAsList().stream().map(Row::toString).toList());
        s.sort(null);
        return s;
    }

    @Test
    void longKeysWithNullsAndOtherColumnsEqualSparksOrderBy() {
        Dataset<Row> df = rows(20_000, 1, 5);
        SortColumn by = SortColumn.asc("k");
        Dataset<Row> ours = CPU.sort(df, by, 6);
        assertSame(column(df.orderBy(by.sparkOrder()), "k"), column(ours, "k"), "keys");
        assertSame(multiset(df), multiset(ours), "rows");
        List<Object> keys = column(ours, "k");
        assertNull(keys.get(0), "ascending puts nulls first, as Spark's asc does");
        // The global order is the partitions' concatenation: ranges, each sorted (Spark's range partitioner seeds
        // its sample by the RDD's id, so another plan's bounds differ: compare the order, not the bounds).
        List<List<Object>> parts = columnByPartition(ours, "k");
        assertEquals(6, parts.size());
        assertSame(keys, parts.stream().flatMap(List::stream).toList(), "partitions in order");
        assertTrue(parts.stream().filter(p -> !p.isEmpty()).count() > 1, "range partitioned");
        assertEquals(SCHEMA, ours.schema());
    }

    @Test
    void directionsAndNullPlacementsEqualSpark() {
        Dataset<Row> df = rows(8_000, 2, 3);
        for (SortColumn by : List.of(SortColumn.desc("k"), SortColumn.desc("k").withNullsFirst(),
                SortColumn.asc("k").withNullsLast(), SortColumn.asc("K"))) {
            Dataset<Row> ours = DatasetSort.auto().sort(df, by, 4);
            assertSame(column(df.orderBy(by.sparkOrder()), "k"), column(ours, "k"), by.toString());
            assertSame(multiset(df), multiset(ours), by.toString());
            List<Object> keys = column(ours, "k");
            assertEquals(by.nullsFirst(), keys.get(0) == null, by + ": nulls " + (by.nullsFirst() ? "first" : "last"));
        }
        // Without a partition count: orderBy's spark.sql.shuffle.partitions (4 here).
        assertSame(column(df.orderBy(SortColumn.desc("k").sparkOrder()), "k"),
                column(CPU.sort(df, SortColumn.desc("k")), "k"), "orderBy's partition count");
    }

    /** A one-column Dataset of {@code type} holding {@code values} (nulls allowed). */
    static Dataset<Row> single(DataType type, List<Object> values, int partitions) {
        List<Row> rows = new ArrayList<>();
        for (Object v : values) rows.add(RowFactory.create(v, rows.size()));
        return spark.createDataFrame(rows, new StructType().add("v", type, true).add("i", DataTypes.IntegerType))
                .repartition(partitions);
    }

    static void assertSameAsSpark(Dataset<Row> df) {
        for (SortColumn by : List.of(SortColumn.asc("v"), SortColumn.desc("v"))) {
            Dataset<Row> ours = CPU.sort(df, by, 3);
            assertSame(column(df.orderBy(by.sparkOrder()), "v"), column(ours, "v"),
                    df.schema().fields()[0].dataType() + " " + by);
            assertSame(multiset(df), multiset(ours), "rows");
        }
    }

    @Test
    void everyNumericTypeInSparkSqlOrder() {
        Random r = new Random(3);
        List<Function<Random, Object>> gens = List.of(
                x -> (byte) x.nextInt(), x -> (short) x.nextInt(), x -> x.nextInt(3) == 0 ? x.nextInt(9) : x.nextInt(),
                x -> x.nextLong());
        List<DataType> types = List.of(DataTypes.ByteType, DataTypes.ShortType, DataTypes.IntegerType,
                DataTypes.LongType);
        for (int t = 0; t < types.size(); t++) {
            List<Object> vs = new ArrayList<>();
            for (int i = 0; i < 3_000; i++) vs.add(i % 50 == 0 ? null : gens.get(t).apply(r));
            assertSameAsSpark(single(types.get(t), vs, 3));
        }
        // Spark SQL's floating point order: -0.0 equals 0.0, NaN equals NaN and is the largest.
        double[] specials = {-0.0, 0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE};
        List<Object> ds = new ArrayList<>(), fs = new ArrayList<>();
        for (int i = 0; i < 4_000; i++) {
            double d = r.nextInt(3) == 0 ? specials[r.nextInt(specials.length)] : r.nextGaussian() * 1e6;
            ds.add(i % 40 == 0 ? null : d);
            fs.add(i % 40 == 1 ? null : (float) d);
        }
        assertSameAsSpark(single(DataTypes.DoubleType, ds, 4));
        assertSameAsSpark(single(DataTypes.FloatType, fs, 4));
    }

    @Test
    void typedDatasetsKeepTheirType() {
        Random r = new Random(4);
        List<Long> longs = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) longs.add(r.nextInt(4) == 0 ? r.nextInt(10) : r.nextLong());
        Dataset<Long> ds = spark.createDataset(longs, Encoders.LONG()).repartition(3);
        List<Long> ours = CPU.sort(ds, SortColumn.desc("value"), 4).collectAsList();
        List<Long> expected = new ArrayList<>(longs);
        expected.sort(Comparator.reverseOrder());
        assertSame(expected, ours, "Dataset<Long>");

        List<Tuple2<Long, String>> pairs = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) pairs.add(new Tuple2<>(longs.get(i), "v" + i));
        Dataset<Tuple2<Long, String>> pds = spark.createDataset(pairs,
                Encoders.tuple(Encoders.LONG(), Encoders.STRING())).repartition(2);
        List<Tuple2<Long, String>> sortedPairs = CPU.sort(pds, SortColumn.asc("_1"), 3).collectAsList();
        assertSame(pds.orderBy("_1").collectAsList().stream().map(Tuple2::_1).toList(),
                sortedPairs.stream().map(Tuple2::_1).toList(), "Dataset<Tuple2>");
        for (Tuple2<Long, String> p : sortedPairs) {
            assertEquals(longs.get(Integer.parseInt(p._2().substring(1))), p._1(), "value travels with its key");
        }
    }

    @Test
    void gensortRecordsEqualSparksOrderByTheirKeyBytesAndValidate() {
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        RecordFormat f = RecordFormat.GENSORT;
        List<byte[]> recs = Gensort.generate(sc, 20_000, 4, 9).collect();
        Dataset<byte[]> ds = spark.createDataset(recs, Encoders.BINARY()).repartition(4);
        SortColumn by = SortColumn.asc("value").records(f);
        Dataset<byte[]> ours = CPU.sort(ds, by, 5);
        List<byte[]> o = ours.collectAsList();
        List<byte[]> s = ds.orderBy(by.sparkOrder()).collectAsList();
        assertEquals(s.size(), o.size());
        for (int i = 0; i < o.size(); i++) assertArrayEquals(s.get(i), o.get(i), "record " + i);
        long n = 0, sum = 0;
        for (Gensort.Summary x : Gensort.summarize(ds.javaRDD(), f)) { n += x.count(); sum += x.checksum(); }
        assertNull(Gensort.validate(Gensort.summarize(ours.javaRDD(), f), f, n, sum));

        // Keys at an offset, descending: only the key bytes decide, and bytes outside the key do not.
        RecordFormat g = new RecordFormat(12, 2, 3);
        Random r = new Random(10);
        List<byte[]> small = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            byte[] x = new byte[12];
            r.nextBytes(x);
            x[2] = (byte) (r.nextInt(3) * 0x7F); // 0x00, 0x7F, 0xFE: unsigned order
            small.add(x);
        }
        Dataset<byte[]> sds = spark.createDataset(small, Encoders.BINARY()).repartition(3);
        SortColumn desc = SortColumn.desc("value").records(g);
        List<byte[]> so = CPU.sort(sds, desc, 3).collectAsList();
        List<byte[]> expected = new ArrayList<>(small);
        expected.sort((a, b) -> g.compareKeys(b, a));
        for (int i = 0; i < so.size(); i++) assertEquals(0, g.compareKeys(expected.get(i), so.get(i)), "key " + i);
        List<byte[]> sparks = sds.orderBy(desc.sparkOrder()).collectAsList();
        for (int i = 0; i < so.size(); i++) assertEquals(0, g.compareKeys(sparks.get(i), so.get(i)), "key " + i);
    }

    @Test
    void emptyPartitionsAndEmptyInput() {
        // Three distinct keys into eight ranges: Spark's range partitioner leaves partitions empty.
        List<Object> few = new ArrayList<>();
        for (int i = 0; i < 600; i++) few.add((long) (i % 3));
        Dataset<Row> df = single(DataTypes.LongType, few, 4);
        SortColumn by = SortColumn.asc("v");
        List<List<Object>> parts = columnByPartition(CPU.sort(df, by, 8), "v");
        assertTrue(parts.stream().anyMatch(List::isEmpty), "some partitions are empty: " + parts);
        assertSame(column(df.orderBy(by.sparkOrder()), "v"), parts.stream().flatMap(List::stream).toList(), "keys");
        // Both partition sorts on one materialized range partitioning, empty partitions included.
        Dataset<Row> ranged = df.repartitionByRange(8, by.sparkOrder()).localCheckpoint();
        assertEquals(columnByPartition(ranged.sortWithinPartitions(by.sparkOrder()), "v"),
                columnByPartition(CPU.sortWithinPartitions(ranged, by), "v"));

        Dataset<Row> empty = single(DataTypes.LongType, List.of(), 2);
        assertEquals(0, CPU.sort(empty, by, 3).count());
        assertEquals(0, CPU.sortWithinPartitions(empty, by).count());
        List<Object> onlyNulls = Arrays.asList(null, null, null);
        assertEquals(onlyNulls, column(CPU.sort(single(DataTypes.LongType, onlyNulls, 2), by, 2), "v"));
    }

    @Test
    void sortWithinPartitionsEqualsSparksPartitionByPartition() {
        // Range-partitioned by another column and materialized: partitions of unsorted keys, some empty.
        Dataset<Row> df = rows(6_000, 5, 4).repartitionByRange(6, functions.col("id")).localCheckpoint();
        for (SortColumn by : List.of(SortColumn.asc("k"), SortColumn.desc("k"), SortColumn.asc("w"))) {
            List<List<Object>> spark = columnByPartition(df.sortWithinPartitions(by.sparkOrder()), by.name()),
                    mine = columnByPartition(CPU.sortWithinPartitions(df, by), by.name());
            assertEquals(spark.size(), mine.size());
            for (int p = 0; p < spark.size(); p++) assertSame(spark.get(p), mine.get(p), by + " partition " + p);
        }
    }

    @Test
    void unsupportedColumnsAreRefusedByName() {
        Dataset<Row> df = rows(10, 6, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CPU.sort(df, SortColumn.asc("nope"), 2));
        assertTrue(e.getMessage().contains("no column 'nope'") && e.getMessage().contains("name"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> CPU.sort(df, SortColumn.asc("name"), 2));
        assertTrue(e.getMessage().contains("'name' of type string"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> CPU.sort(df, SortColumn.asc("k").records(RecordFormat.GENSORT), 2));
        assertTrue(e.getMessage().contains("not binary"), e.getMessage());
        Dataset<byte[]> bin = spark.createDataset(List.of(new byte[100], new byte[99]), Encoders.BINARY());
        e = assertThrows(IllegalArgumentException.class, () -> CPU.sortWithinPartitions(bin, SortColumn.asc("value")));
        assertTrue(e.getMessage().contains("SortColumn.records"), e.getMessage());
        SparkException bad = assertThrows(SparkException.class, () -> CPU.sortWithinPartitions(bin.coalesce(1),
                SortColumn.asc("value").records(RecordFormat.GENSORT)).count());
        assertTrue(String.valueOf(bad.getMessage()).contains("record of 99 bytes where the format says 100"),
                bad.getMessage());
        StructType twoCases = new StructType().add("a", DataTypes.LongType).add("A", DataTypes.LongType);
        e = assertThrows(IllegalArgumentException.class,
                () -> DatasetSort.target(twoCases, SortColumn.asc("a"), false));
        assertTrue(e.getMessage().contains("ambiguous"), e.getMessage());
        assertEquals(1, DatasetSort.target(twoCases, SortColumn.asc("A"), true).index());
        assertThrows(IllegalArgumentException.class, () -> CPU.sort(df, SortColumn.asc("k"), 0));
        assertThrows(IllegalArgumentException.class, () -> SortColumn.asc(""));
    }

    @Test
    void metricsCountSortedRows() {
        SortMetrics m = SortMetrics.register(JavaSparkContext.fromSparkContext(spark.sparkContext()));
        List<Object> vs = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) vs.add((long) (i * 7919 % 3_000));
        assertEquals(3_000, CPU.withMetrics(m).sort(single(DataTypes.LongType, vs, 2), SortColumn.asc("v"), 3)
                .count());
        assertEquals(3_000, m.records());
    }
}
