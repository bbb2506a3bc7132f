package dev.samplesort.spark;

import java.util.Arrays;
import java.util.Objects;
import org.apache.spark.Partitioner;

/**
 * A range partitioner on the ordered 64-bit key prefixes of a {@link KeyKind}: partition {@code i} (ascending)
 * receives the keys whose prefix is greater than {@code bounds[i-1]} and at most {@code bounds[i]}, as Spark's
 * {@code RangePartitioner} does. Descending reverses the partition numbers. Equal keys always share a partition.
 *
 * <p>Build one from a sample with {@link SparkSort#rangePartitioner}, or from bounds you know.
 *
 * @param <K> the key class
 */
public final class SplitterPartitioner<K> extends Partitioner {
    private static final long serialVersionUID = 1L;

    private final KeyKind<K> kind;
    private final long[] bounds;
    private final boolean ascending;

    /**
     * @param kind the key shape whose {@link KeyKind#prefix prefixes} the bounds are
     * @param bounds strictly increasing prefixes; {@code bounds.length + 1} partitions (copied)
     * @param ascending false numbers the partitions from the largest keys down
     * @throws NullPointerException if kind or bounds is null
     * @throws IllegalArgumentException if the bounds are not strictly increasing
     */
    public SplitterPartitioner(KeyKind<K> kind, long[] bounds, boolean ascending) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.bounds = Objects.requireNonNull(bounds, "bounds").clone();
        for (int i = 1; i < bounds.length; i++) {
            if (bounds[i - 1] >= bounds[i]) {
                throw new IllegalArgumentException("bounds must be strictly increasing: bounds[" + (i - 1) + "]="
                        + bounds[i - 1] + ", bounds[" + i + "]=" + bounds[i]);
            }
        }
        this.ascending = ascending;
    }

    /** @return the key shape */
    public KeyKind<K> kind() { return kind; }

    /** @return a copy of the bounds (ordered prefixes) */
    public long[] bounds() { return bounds.clone(); }

    /** @return whether partition 0 holds the smallest keys */
    public boolean ascending() { return ascending; }

    @Override
    public int numPartitions() { return bounds.length + 1; }

    /**
     * @param key a key of this partitioner's {@link #kind()}
     * @return its partition
     * @throws ClassCastException if the key is of another class
     */
    @Override
    @SuppressWarnings("unchecked")
    public int getPartition(Object key) {
        long p = kind.prefix((K) key);
        // Number of bounds below p: the first i with p <= bounds[i].
        int lo = 0, hi = bounds.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (bounds[mid] < p) lo = mid + 1; else hi = mid;
        }
        return ascending ? lo : bounds.length - lo;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SplitterPartitioner<?> s && s.ascending == ascending && s.kind.equals(kind)
                && Arrays.equals(s.bounds, bounds);
    }

    @Override
    public int hashCode() { return Arrays.hashCode(bounds) * 31 + kind.hashCode() + (ascending ? 1 : 0); }

    @Override
    public String toString() {
        return "SplitterPartitioner(" + kind + ", " + numPartitions() + " partitions, "
                + (ascending ? "ascending" : "descending") + ")";
    }
}
