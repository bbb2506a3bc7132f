package dev.samplesort.spark;

import dev.samplesort.Backend;
import java.util.Locale;
import java.util.function.Supplier;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/**
 * DatasetSort against Spark's own orderBy on the same Dataset in one JVM (not a unit test: a figure for
 * docs/SPARK.md). Rows (k bigint, a int, b double) with uniform random k; each job range-partitions and sorts, and
 * Spark's "noop" sink consumes every row (an action like count() would let the optimizer drop Spark's sort).
 * Jobs: range partitioning alone (the shuffle both sorts share), Spark's orderBy, DatasetSort (CPU, with its gather
 * and sort task times); rounds in order.
 *
 * <p>{@code java <spark options> -cp ... dev.samplesort.spark.DatasetSortBench [log2 rows] [partitions] [rounds]}
 */
public final class DatasetSortBench {
    private DatasetSortBench() {}

    public static void main(String[] args) {
        int log2 = args.length > 0 ? Integer.parseInt(args[0]) : 22;
        int partitions = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        SparkSession spark = SparkSession.builder().appName("DatasetSortBench").config("spark.ui.enabled", "false")
                .master(System.getProperty("spark.master", "local[*]")).getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
        try {
            long n = 1L << log2;
            // Generated on the executors, not cached: every job pays the same generation and shuffle.
            Dataset<Row> df = spark.range(0, n, 1, partitions).select(
                    functions.xxhash64(functions.col("id")).as("k"), functions.col("id").cast("int").as("a"),
                    functions.rand(7).as("b"));
            SortColumn by = SortColumn.asc("k");
            SortMetrics metrics = SortMetrics.register(
                    org.apache.spark.api.java.JavaSparkContext.fromSparkContext(spark.sparkContext()));
            DatasetSort ours = DatasetSort.using(Backend.CPU).withMetrics(metrics);
            System.out.printf("DatasetSortBench: 2^%d rows (k bigint, a int, b double), %d partitions, %s%n", log2,
                    partitions, spark.sparkContext().master());
            for (int r = 1; r <= rounds; r++) {
                time("range partitioning only", r, () -> df.repartitionByRange(partitions, by.sparkOrder()));
                time("Spark orderBy", r, () -> df.repartitionByRange(partitions, by.sparkOrder())
                        .sortWithinPartitions(by.sparkOrder()));
                metrics.reset();
                time("DatasetSort (CPU)", r, () -> ours.sort(df, by, partitions));
                System.out.println("    samplesort: " + metrics);
            }
        } finally {
            spark.stop();
        }
    }

    private static void time(String what, int round, Supplier<Dataset<Row>> job) {
        System.gc();
        long t = System.nanoTime();
        job.get().write().format("noop").mode("overwrite").save();
        System.out.printf(Locale.ROOT, "  round %d  %-24s %7.2f s%n", round, what, (System.nanoTime() - t) / 1e9);
    }
}
