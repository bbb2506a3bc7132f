package dev.samplesort.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The partitioner and the bound selection, without Spark running. */
class SplitterPartitionerTest {
    @Test
    void partitionsFollowSparksRangeRule() {
        SplitterPartitioner<Long> p = new SplitterPartitioner<>(KeyKind.LONG, new long[] {-10, 0, 10}, true);
        assertEquals(4, p.numPartitions());
        assertEquals(0, p.getPartition(Long.MIN_VALUE));
        assertEquals(0, p.getPartition(-10L)); // key <= bounds[0] goes to 0, as in RangePartitioner
        assertEquals(1, p.getPartition(-9L));
        assertEquals(1, p.getPartition(0L));
        assertEquals(3, p.getPartition(11L));
        SplitterPartitioner<Long> d = new SplitterPartitioner<>(KeyKind.LONG, new long[] {-10, 0, 10}, false);
        assertEquals(3, d.getPartition(Long.MIN_VALUE));
        assertEquals(0, d.getPartition(Long.MAX_VALUE));
        assertThrows(IllegalArgumentException.class,
                () -> new SplitterPartitioner<>(KeyKind.LONG, new long[] {1, 1}, true));
    }

    @Test
    void doublePrefixesFollowDoubleCompare() {
        double[] v = {Double.NEGATIVE_INFINITY, -1.5, -Double.MIN_VALUE, -0.0, 0.0, Double.MIN_VALUE, 2.5,
                Double.POSITIVE_INFINITY, Double.NaN};
        for (int i = 1; i < v.length; i++) {
            assertTrue(KeyKind.DOUBLE.prefix(v[i - 1]) < KeyKind.DOUBLE.prefix(v[i]), v[i - 1] + " < " + v[i]);
        }
        assertEquals(KeyKind.DOUBLE.prefix(Double.NaN), KeyKind.DOUBLE.prefix(Double.longBitsToDouble(0x7ff0000000000abcL)));
    }

    @Test
    void recordPrefixesAreUnsigned() {
        RecordFormat f = new RecordFormat(12, 2, 10);
        KeyKind<byte[]> k = KeyKind.records(f);
        byte[] a = new byte[12], b = new byte[12];
        a[2] = 0x7F;
        b[2] = (byte) 0x80;
        assertTrue(k.prefix(a) < k.prefix(b), "0x7F.. before 0x80..");
        assertTrue(f.compareKeys(a, b) < 0);
        a[0] = (byte) 0xFF; // outside the key: no effect
        assertTrue(f.compareKeys(a, b) < 0);
        assertThrows(IllegalArgumentException.class, () -> k.prefix(new byte[11]));
    }

    @Test
    void boundsWeighSamplesByPartitionSize() {
        // Partition A: 1000 keys sampled as {1..10}; partition B: 10 keys sampled as {100..109}. Balanced bounds for
        // 2 partitions sit inside A's range, not between A and B.
        long[] a = new long[11];
        a[0] = 1000;
        for (int i = 1; i <= 10; i++) a[i] = i;
        long[] b = new long[11];
        b[0] = 10;
        for (int i = 1; i <= 10; i++) b[i] = 99 + i;
        long[] bounds = SparkSort.bounds(List.of(a, b), 2);
        assertEquals(1, bounds.length);
        assertTrue(bounds[0] >= 4 && bounds[0] <= 6, "bound " + bounds[0]);
        assertArrayEquals(new long[0], SparkSort.bounds(List.of(new long[] {0}), 4));
    }

    @Test
    void boundsAreStrictlyIncreasingUnderDuplicates() {
        Random r = new Random(1);
        long[] s = new long[1001];
        s[0] = 100_000;
        for (int i = 1; i < s.length; i++) s[i] = r.nextInt(5);
        long[] bounds = SparkSort.bounds(List.of(s), 16);
        assertTrue(bounds.length <= 4, "at most 5 ranges for 5 distinct keys: " + bounds.length);
        for (int i = 1; i < bounds.length; i++) assertTrue(bounds[i - 1] < bounds[i]);
    }
}
