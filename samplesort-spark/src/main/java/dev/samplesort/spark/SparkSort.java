package dev.samplesort.spark;

import dev.samplesort.Backend;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.Order;
import dev.samplesort.SampleSort;
import dev.samplesort.Sorter;
import java.io.Serializable;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.TreeSet;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * samplesort as the per-partition sort of Spark RDD sorts. Like Spark's own {@code sortByKey} this is a distributed
 * sample sort — sample the keys, range-partition them (one shuffle), sort every partition — but each partition is
 * sorted by one samplesort call on primitive arrays (the keys, or 64-bit key prefixes plus an index), on the GPU
 * where the executor has one and the partition is large enough ({@link Backend#AUTO}), else on the CPU.
 *
 * <p>Shapes: {@code Long}, {@code Integer} and {@code Double} keys, alone or with any value, and fixed-width records
 * ({@link RecordFormat}, e.g. gensort). Results are ordered as Spark's {@code sortByKey} orders them; among equal
 * keys the order is unspecified (as in Spark). Instances are immutable and serializable.
 *
 * <p>Executors need {@code --enable-native-access=ALL-UNNAMED} for the GPU (Spark 4.2 adds it to its executors
 * itself; see docs/SPARK.md); {@link #checkExecutors} shows what each executor has.
 */
public final class SparkSort implements Serializable {
    private static final long serialVersionUID = 1L;

    // Spark's RangePartitioner: 20 sampled keys per output partition (at most 1e6 in all), 3x oversampled per input
    // partition because the input partitions' sizes are not known in advance. Same numbers, same balance.
    private static final double SAMPLES_PER_PARTITION = 20.0;
    private static final double MAX_SAMPLES = 1e6;
    private static final double OVERSAMPLING = 3.0;

    private final Backend backend;
    private final SortMetrics metrics;

    private SparkSort(Backend backend, SortMetrics metrics) {
        this.backend = backend;
        this.metrics = metrics;
    }

    /** @return partition sorts on {@link Backend#AUTO} (GPU where usable and the partition large enough) */
    public static SparkSort auto() { return new SparkSort(Backend.AUTO, null); }

    /**
     * @param backend where partition sorts run ({@link Backend#GPU} fails the task on an executor without a GPU)
     * @return partition sorts on that backend
     * @throws NullPointerException if backend is null
     */
    public static SparkSort using(Backend backend) {
        return new SparkSort(Objects.requireNonNull(backend, "backend"), null);
    }

    /**
     * @param m metrics to add every partition sort's counts and times to (null: none)
     * @return a copy of this that records into m
     */
    public SparkSort withMetrics(SortMetrics m) { return new SparkSort(backend, m); }

    /** @return the backend partition sorts use */
    public Backend backend() { return backend; }

    /** The metrics partition sorts record into, or null. */
    SortMetrics metrics() { return metrics; }

    /** The samplesort call of one partition (built on the executor: Sorter is not serializable). */
    Sorter sorter(boolean ascending) {
        return Sorter.builder().backend(backend).order(ascending ? Order.ASCENDING : Order.DESCENDING).build();
    }

    static void checkPartitions(int numPartitions) {
        if (numPartitions < 1) throw new IllegalArgumentException("numPartitions must be positive: " + numPartitions);
    }

    // ---------------------------------------------------------------- partitioning

    /**
     * A range partitioner for {@code keys}: samples them as Spark's {@code RangePartitioner} does (20 keys per
     * output partition, weighted by input partition size), sorts the sample with samplesort and takes evenly spaced
     * bounds. Runs one Spark job. Fewer partitions result when the keys have fewer distinct prefixes.
     *
     * @param <K> the key class
     * @param keys the keys to be partitioned
     * @param kind their shape
     * @param numPartitions the number of partitions wanted
     * @param ascending false numbers partitions from the largest keys down
     * @return the partitioner
     * @throws IllegalArgumentException if numPartitions is not positive
     * @throws NullPointerException if keys or kind is null
     */
    public <K> SplitterPartitioner<K> rangePartitioner(JavaRDD<K> keys, KeyKind<K> kind, int numPartitions,
                                                      boolean ascending) {
        Objects.requireNonNull(keys, "keys");
        Objects.requireNonNull(kind, "kind");
        checkPartitions(numPartitions);
        if (numPartitions == 1) return new SplitterPartitioner<>(kind, new long[0], ascending);
        int inputs = Math.max(1, keys.getNumPartitions());
        double sampleSize = Math.min(SAMPLES_PER_PARTITION * numPartitions, MAX_SAMPLES);
        int perInput = (int) Math.ceil(OVERSAMPLING * sampleSize / inputs);
        long seed = 0x5eed5a3b1e5L ^ numPartitions;
        // Each input partition sends [count, sampled prefixes...] (reservoir sampling, seeded per partition).
        List<long[]> samples = keys.mapPartitionsWithIndex((index, it) -> {
            long[] res = new long[perInput];
            Random rnd = new Random(seed + index);
            long n = 0;
            while (it.hasNext()) {
                long p = kind.prefix(it.next());
                if (n < perInput) {
                    res[(int) n] = p;
                } else {
                    long j = (long) (rnd.nextDouble() * (n + 1));
                    if (j < perInput) res[(int) j] = p;
                }
                n++;
            }
            int k = (int) Math.min(n, perInput);
            long[] out = new long[k + 1];
            out[0] = n;
            System.arraycopy(res, 0, out, 1, k);
            return Collections.singletonList(out).iterator();
        }, false).collect();
        return new SplitterPartitioner<>(kind, bounds(samples, numPartitions), ascending);
    }

    /** Spark's RangePartitioner.determineBounds on prefixes: each sample weighs (partition size / its samples). */
    static long[] bounds(List<long[]> samples, int numPartitions) {
        int total = 0;
        for (long[] s : samples) total += s.length - 1;
        long[] key = new long[total];
        double[] weightOf = new double[total];
        int k = 0;
        double sum = 0;
        for (long[] s : samples) {
            if (s.length < 2) continue;
            double w = (double) s[0] / (s.length - 1);
            for (int i = 1; i < s.length; i++, k++) {
                key[k] = s[i];
                weightOf[k] = w;
            }
            sum += s[0];
        }
        int[] idx = PartitionSort.iota(total);
        Sorter.cpu().sort(key, idx);
        List<Long> out = new ArrayList<>();
        double step = sum / numPartitions;
        double cum = 0, target = step;
        for (int i = 0; i < total && out.size() < numPartitions - 1; i++) {
            cum += weightOf[idx[i]];
            if (cum >= target) {
                // A bound equal to the largest sampled key would leave the last range without sampled keys
                // (all-equal input would get an empty second partition), so bounds stay below it.
                if ((out.isEmpty() || key[i] > out.get(out.size() - 1)) && key[i] < key[total - 1]) {
                    out.add(key[i]);
                    target += step;
                }
            }
        }
        long[] b = new long[out.size()];
        for (int i = 0; i < b.length; i++) b[i] = out.get(i);
        return b;
    }

    // ---------------------------------------------------------------- key-value pairs

    /**
     * The equivalent of Spark's {@code sortByKey(ascending, numPartitions)}: range-partitions by a sample
     * ({@link #rangePartitioner}), shuffles once, sorts every partition with samplesort. Partition {@code i}'s keys
     * all sort before partition {@code i+1}'s.
     *
     * @param <K> the key class
     * @param <V> the value class
     * @param pairs the pairs to sort
     * @param kind the keys' shape
     * @param ascending the direction
     * @param numPartitions partitions of the result (fewer if the keys have fewer distinct prefixes)
     * @return the sorted pairs (lazy; evaluated by an action, like Spark's)
     * @throws IllegalArgumentException if numPartitions is not positive
     * @throws NullPointerException if pairs or kind is null
     */
    public <K, V> JavaPairRDD<K, V> sortByKey(JavaPairRDD<K, V> pairs, KeyKind<K> kind, boolean ascending,
                                              int numPartitions) {
        SplitterPartitioner<K> p = rangePartitioner(Objects.requireNonNull(pairs, "pairs").keys(), kind,
                numPartitions, ascending);
        return sortWithinPartitions(pairs.partitionBy(p), kind, ascending);
    }

    /**
     * {@link #sortByKey(JavaPairRDD, KeyKind, boolean, int)} ascending, into as many partitions as the input has.
     *
     * @param <K> the key class
     * @param <V> the value class
     * @param pairs the pairs to sort
     * @param kind the keys' shape
     * @return the sorted pairs
     * @throws NullPointerException if pairs or kind is null
     */
    public <K, V> JavaPairRDD<K, V> sortByKey(JavaPairRDD<K, V> pairs, KeyKind<K> kind) {
        return sortByKey(pairs, kind, true, Objects.requireNonNull(pairs, "pairs").getNumPartitions());
    }

    /**
     * The equivalent of Spark's {@code repartitionAndSortWithinPartitions(partitioner)}: shuffles by any
     * partitioner (Spark's {@code RangePartitioner} or {@code HashPartitioner} too) and sorts every partition by key,
     * ascending.
     *
     * @param <K> the key class
     * @param <V> the value class
     * @param pairs the pairs
     * @param kind the keys' shape
     * @param partitioner where each key goes
     * @return the repartitioned pairs, sorted within partitions
     * @throws NullPointerException if an argument is null
     */
    public <K, V> JavaPairRDD<K, V> repartitionAndSortWithinPartitions(JavaPairRDD<K, V> pairs, KeyKind<K> kind,
                                                                       Partitioner partitioner) {
        Objects.requireNonNull(partitioner, "partitioner");
        return sortWithinPartitions(Objects.requireNonNull(pairs, "pairs").partitionBy(partitioner), kind, true);
    }

    /**
     * Sorts every partition by key with samplesort, without a shuffle; the partitioner is kept.
     *
     * @param <K> the key class
     * @param <V> the value class
     * @param pairs the pairs
     * @param kind the keys' shape
     * @param ascending the direction
     * @return the pairs, sorted within partitions
     * @throws NullPointerException if pairs or kind is null
     */
    public <K, V> JavaPairRDD<K, V> sortWithinPartitions(JavaPairRDD<K, V> pairs, KeyKind<K> kind,
                                                         boolean ascending) {
        Objects.requireNonNull(pairs, "pairs");
        Objects.requireNonNull(kind, "kind");
        SparkSort self = this; // the closure carries the settings; the Sorter is built on the executor
        return pairs.mapPartitionsToPair(
                it -> PartitionSort.sortPairs(it, kind, self.sorter(ascending), self.metrics), true);
    }

    // ---------------------------------------------------------------- keys alone (and records)

    /**
     * Sorts keys (or records) across partitions: range-partitions by a sample, shuffles once, sorts every
     * partition. The equivalent of {@code rdd.sortBy(identity, ascending, numPartitions)}.
     *
     * @param <K> the key class
     * @param keys the keys or records
     * @param kind their shape
     * @param ascending the direction
     * @param numPartitions partitions of the result (fewer if the keys have fewer distinct prefixes)
     * @return the sorted keys
     * @throws IllegalArgumentException if numPartitions is not positive
     * @throws NullPointerException if keys or kind is null
     */
    public <K> JavaRDD<K> sort(JavaRDD<K> keys, KeyKind<K> kind, boolean ascending, int numPartitions) {
        SplitterPartitioner<K> p = rangePartitioner(keys, kind, numPartitions, ascending);
        return sortWithinPartitions(shuffle(keys, p), kind, ascending);
    }

    /**
     * Moves every key (or record) to its partition; no sort. The shuffle that {@link #sort} runs before sorting.
     *
     * @param <K> the key class
     * @param keys the keys or records
     * @param partitioner where each goes
     * @return the repartitioned keys
     * @throws NullPointerException if an argument is null
     */
    public static <K> JavaRDD<K> shuffle(JavaRDD<K> keys, Partitioner partitioner) {
        Objects.requireNonNull(partitioner, "partitioner");
        return Objects.requireNonNull(keys, "keys").mapToPair(k -> new Tuple2<K, Object>(k, null))
                .partitionBy(partitioner).keys();
    }

    /**
     * Sorts every partition with samplesort, without a shuffle.
     *
     * @param <K> the key class
     * @param keys the keys or records
     * @param kind their shape
     * @param ascending the direction
     * @return the keys, sorted within partitions
     * @throws NullPointerException if keys or kind is null
     */
    public <K> JavaRDD<K> sortWithinPartitions(JavaRDD<K> keys, KeyKind<K> kind, boolean ascending) {
        Objects.requireNonNull(keys, "keys");
        Objects.requireNonNull(kind, "kind");
        SparkSort self = this;
        return keys.mapPartitions(it -> PartitionSort.sortKeys(it, kind, self.sorter(ascending), self.metrics), true);
    }

    // ---------------------------------------------------------------- diagnostics

    /**
     * Runs {@code tasks} small tasks and reports, once per distinct answer, what the executors that ran them have:
     * executor id, host, Java version, whether native access is enabled for samplesort (needed for the GPU),
     * whether a GPU sort works there (or why not) and where samplesort was loaded from.
     *
     * @param sc the context
     * @param tasks how many tasks to spread (at least the number of executor cores, to reach every executor)
     * @return one line per distinct executor answer, sorted
     * @throws IllegalArgumentException if tasks is not positive
     */
    public static List<String> checkExecutors(JavaSparkContext sc, int tasks) {
        checkPartitions(tasks);
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < tasks; i++) ids.add(i);
        return new ArrayList<>(new TreeSet<>(sc.parallelize(ids, tasks).map(i -> describeThisJvm()).collect()));
    }

    /** This machine's name; a container whose name does not resolve still gets its report. */
    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (java.net.UnknownHostException e) {
            return "unresolved(" + e.getMessage() + ")";
        }
    }

    /** What {@link #checkExecutors} reports for the JVM it runs in. */
    static String describeThisJvm() throws Exception {
        String gpu;
        try {
            long[] probe = {2, 1};
            Sorter.gpu().sort(probe);
            gpu = "usable";
        } catch (BackendUnavailableException e) {
            gpu = "unavailable (" + e.getMessage() + ")";
        }
        org.apache.spark.SparkEnv env = org.apache.spark.SparkEnv.get();
        java.security.CodeSource src = SparkSort.class.getProtectionDomain().getCodeSource();
        return "executor=" + (env == null ? "?" : env.executorId())
                + " host=" + hostName() + " java=" + Runtime.version().feature()
                + " samplesort=" + SampleSort.version()
                + " nativeAccess=" + SparkSort.class.getModule().isNativeAccessEnabled()
                + " gpu=" + gpu
                + " from=" + (src == null ? "?" : src.getLocation());
    }
}
