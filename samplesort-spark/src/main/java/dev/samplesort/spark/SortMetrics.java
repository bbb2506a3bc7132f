package dev.samplesort.spark;

import java.io.Serializable;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;

/**
 * Where a samplesort partition sort spends its time, summed over all partitions by Spark accumulators: gathering
 * the partition into primitive arrays (this pulls the shuffle read, so it includes fetching and deserializing) and
 * the samplesort call itself. Register once per job with {@link #register}; read after an action.
 */
public final class SortMetrics implements Serializable {
    private static final long serialVersionUID = 1L;

    final LongAccumulator records;
    final LongAccumulator partitions;
    final LongAccumulator gatherNanos;
    final LongAccumulator sortNanos;

    private SortMetrics(JavaSparkContext sc) {
        records = sc.sc().longAccumulator("samplesort.records");
        partitions = sc.sc().longAccumulator("samplesort.partitions");
        gatherNanos = sc.sc().longAccumulator("samplesort.gatherNanos");
        sortNanos = sc.sc().longAccumulator("samplesort.sortNanos");
    }

    /**
     * @param sc the job's context
     * @return new metrics, registered with sc
     */
    public static SortMetrics register(JavaSparkContext sc) { return new SortMetrics(sc); }

    /** @return records sorted */
    public long records() { return records.value(); }

    /** @return partitions sorted */
    public long partitions() { return partitions.value(); }

    /** @return nanoseconds (summed over tasks) spent reading partitions into arrays, shuffle read included */
    public long gatherNanos() { return gatherNanos.value(); }

    /** @return nanoseconds (summed over tasks) spent in samplesort */
    public long sortNanos() { return sortNanos.value(); }

    /** Sets every counter back to zero (between measured jobs). */
    public void reset() {
        records.reset();
        partitions.reset();
        gatherNanos.reset();
        sortNanos.reset();
    }

    @Override
    public String toString() {
        return String.format("%d records in %d partitions; gather %.3f s, sort %.3f s (task time)", records(),
                partitions(), gatherNanos() / 1e9, sortNanos() / 1e9);
    }
}
