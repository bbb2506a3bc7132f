package dev.samplesort.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.apache.spark.HashPartitioner;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

/**
 * samplesort inside Spark's local mode (2 task threads, CPU backend and AUTO, which is the CPU here): every result is
 * compared with Spark's own sortByKey / repartitionAndSortWithinPartitions on the same data.
 */
class SparkSortLocalTest {
    static JavaSparkContext sc;
    static final SparkSort CPU = SparkSort.using(Backend.CPU);

    @BeforeAll
    static void start() {
        sc = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("SparkSortLocalTest")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1"));
        sc.setLogLevel("WARN");
    }

    @AfterAll
    static void stop() {
        if (sc != null) sc.close();
    }

    /** Keys with many duplicates and the extremes. */
    static List<Long> longs(int n, long seed) {
        Random r = new Random(seed);
        List<Long> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(switch (r.nextInt(10)) {
                case 0 -> Long.MIN_VALUE;
                case 1 -> Long.MAX_VALUE;
                case 2 -> (long) r.nextInt(50); // heavy duplicates
                default -> r.nextLong();
            });
        }
        return out;
    }

    /** Every partition sorted and partition i's last key at most partition i+1's first. */
    static <K> void assertRangeSorted(JavaRDD<K> rdd, Comparator<K> cmp) {
        List<List<K>> parts = rdd.glom().collect();
        K prev = null;
        for (List<K> p : parts) {
            for (K k : p) {
                if (prev != null) assertTrue(cmp.compare(prev, k) <= 0, prev + " before " + k);
                prev = k;
            }
        }
    }

    /** Pairs ordered by key, then value, so that multisets of pairs compare as lists. */
    static <K extends Comparable<K>> List<Tuple2<K, String>> canonical(List<Tuple2<K, String>> pairs) {
        List<Tuple2<K, String>> c = new ArrayList<>(pairs);
        c.sort(Comparator.<Tuple2<K, String>, K>comparing(Tuple2::_1).thenComparing(Tuple2::_2));
        return c;
    }

    @Test
    void longKeysEqualSparksSortByKey() {
        List<Long> keys = longs(20_000, 1);
        List<Tuple2<Long, String>> data = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) data.add(new Tuple2<>(keys.get(i), "v" + i));
        JavaPairRDD<Long, String> pairs = sc.parallelizePairs(data, 6);

        JavaPairRDD<Long, String> ours = CPU.sortByKey(pairs, KeyKind.LONG, true, 5);
        JavaPairRDD<Long, String> spark = pairs.sortByKey(true, 5);
        List<Tuple2<Long, String>> o = ours.collect(), s = spark.collect();
        assertEquals(s.stream().map(Tuple2::_1).toList(), o.stream().map(Tuple2::_1).toList());
        assertEquals(canonical(s), canonical(o));
        assertRangeSorted(ours.keys(), Long::compare);
        assertTrue(ours.getNumPartitions() > 1, "range partitioning made " + ours.getNumPartitions() + " partitions");
    }

    @Test
    void descendingAndAutoBackend() {
        List<Long> keys = longs(8_000, 2);
        List<Tuple2<Long, String>> data = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) data.add(new Tuple2<>(keys.get(i), "v" + i));
        JavaPairRDD<Long, String> pairs = sc.parallelizePairs(data, 3);
        JavaPairRDD<Long, String> ours = SparkSort.auto().sortByKey(pairs, KeyKind.LONG, false, 4);
        assertEquals(pairs.sortByKey(false, 4).keys().collect(), ours.keys().collect());
        assertRangeSorted(ours.keys(), Comparator.<Long>reverseOrder());
    }

    @Test
    void intAndDoubleKeysAlone() {
        Random r = new Random(3);
        List<Integer> ints = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) ints.add(r.nextInt(3) == 0 ? r.nextInt(100) - 50 : r.nextInt());
        ints.add(Integer.MIN_VALUE);
        ints.add(Integer.MAX_VALUE);
        JavaRDD<Integer> ir = sc.parallelize(ints, 4);
        List<Integer> expected = new ArrayList<>(ints);
        expected.sort(null);
        assertEquals(expected, CPU.sort(ir, KeyKind.INT, true, 4).collect());
        assertEquals(ir.mapToPair(k -> new Tuple2<>(k, 0)).sortByKey(true, 4).keys().collect(),
                CPU.sort(ir, KeyKind.INT, true, 4).collect());

        List<Double> doubles = new ArrayList<>();
        double[] specials = {-0.0, 0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE};
        for (int i = 0; i < 10_000; i++) {
            doubles.add(r.nextInt(4) == 0 ? specials[r.nextInt(specials.length)] : r.nextGaussian() * 1e6);
        }
        JavaRDD<Double> dr = sc.parallelize(doubles, 4);
        List<Double> ours = CPU.sort(dr, KeyKind.DOUBLE, true, 3).collect();
        List<Double> spark = dr.mapToPair(k -> new Tuple2<>(k, 0)).sortByKey(true, 3).keys().collect();
        // Compare bit patterns: equals() would not tell -0.0 from 0.0 in a List comparison failure message.
        assertEquals(spark.stream().map(Double::doubleToLongBits).toList(),
                ours.stream().map(Double::doubleToLongBits).toList());
        List<Double> desc = CPU.sort(dr, KeyKind.DOUBLE, false, 3).collect();
        assertEquals(dr.mapToPair(k -> new Tuple2<>(k, 0)).sortByKey(false, 3).keys().collect()
                .stream().map(Double::doubleToLongBits).toList(), desc.stream().map(Double::doubleToLongBits).toList());
    }

    @Test
    void repartitionAndSortWithinPartitionsMatchesSparkPerPartition() {
        List<Long> keys = longs(10_000, 4);
        JavaPairRDD<Long, Long> pairs = sc.parallelize(keys, 4).mapToPair(k -> new Tuple2<>(k, k * 3));
        HashPartitioner hp = new HashPartitioner(5);
        List<List<Long>> ours = CPU.repartitionAndSortWithinPartitions(pairs, KeyKind.LONG, hp).keys().glom()
                .collect();
        List<List<Long>> spark = pairs.repartitionAndSortWithinPartitions(hp).keys().glom().collect();
        assertEquals(spark, ours);
        // values travel with their keys
        for (Tuple2<Long, Long> t : CPU.repartitionAndSortWithinPartitions(pairs, KeyKind.LONG, hp).collect()) {
            assertEquals(t._1() * 3, t._2());
        }
    }

    @Test
    void gensortRecordsEqualSparksSortWithAComparator() {
        JavaRDD<byte[]> in = Gensort.generate(sc, 20_000, 4, 7);
        RecordFormat f = RecordFormat.GENSORT;
        KeyKind<byte[]> kind = KeyKind.records(f);
        JavaRDD<byte[]> ours = CPU.sort(in, kind, true, 6);
        List<byte[]> spark = in.mapToPair(r -> new Tuple2<byte[], Integer>(r, 0))
                .sortByKey(new TeraSort.KeyComparator(f), true, 6).keys().collect();
        List<byte[]> o = ours.collect();
        assertEquals(spark.size(), o.size());
        for (int i = 0; i < o.size(); i++) assertArrayEquals(spark.get(i), o.get(i), "record " + i);

        List<Gensort.Summary> sIn = Gensort.summarize(in, f);
        long n = 0, sum = 0;
        for (Gensort.Summary s : sIn) { n += s.count(); sum += s.checksum(); }
        assertNull(Gensort.validate(Gensort.summarize(ours, f), f, n, sum));
        // the validator is not blind: unsorted input fails it, and so does a changed checksum
        assertNotNull(Gensort.validate(sIn, f, n, sum));
        assertNotNull(Gensort.validate(Gensort.summarize(ours, f), f, n, sum + 1));
    }

    @Test
    void recordsWithSharedPrefixesAreOrderedByTheirLastKeyBytes() {
        // Keys equal in bytes 0-7 and different in bytes 8-9: the second word decides (the refinement pass).
        Random r = new Random(5);
        List<byte[]> recs = new ArrayList<>();
        for (int i = 0; i < 6_000; i++) {
            byte[] rec = Gensort.record(9, i);
            Arrays.fill(rec, 0, 8, (byte) (r.nextInt(3) * 0x7F)); // three prefixes, 0x00 / 0x7F / 0xFE: signedness
            rec[8] = (byte) r.nextInt(256);
            rec[9] = (byte) r.nextInt(4);
            recs.add(rec);
        }
        RecordFormat f = RecordFormat.GENSORT;
        JavaRDD<byte[]> in = sc.parallelize(recs, 3);
        for (boolean asc : new boolean[] {true, false}) {
            List<byte[]> o = CPU.sort(in, KeyKind.records(f), asc, 4).collect();
            List<byte[]> expected = new ArrayList<>(recs);
            expected.sort(asc ? f::compareKeys : (a, b) -> f.compareKeys(b, a));
            assertEquals(expected.size(), o.size());
            for (int i = 0; i < o.size(); i++) {
                assertEquals(0, f.compareKeys(expected.get(i), o.get(i)), "key at " + i + " ascending=" + asc);
            }
        }
    }

    @Test
    void longKeysAtAnOffsetEqualSparksSort() {
        // 20-byte keys at offset 4 of 32-byte records, equal in their first 16 bytes within a few groups: the
        // record sort must decide on the third key word, and bytes outside the key must not matter.
        Random r = new Random(12);
        RecordFormat f = new RecordFormat(32, 4, 20);
        List<byte[]> recs = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            byte[] rec = new byte[32];
            r.nextBytes(rec);
            Arrays.fill(rec, 4, 20, (byte) (0x70 + 0x10 * r.nextInt(3)));
            recs.add(rec);
        }
        JavaRDD<byte[]> in = sc.parallelize(recs, 3);
        for (boolean asc : new boolean[] {true, false}) {
            List<byte[]> o = CPU.sort(in, KeyKind.records(f), asc, 4).collect();
            List<byte[]> spark = in.mapToPair(x -> new Tuple2<byte[], Integer>(x, 0))
                    .sortByKey(new TeraSort.KeyComparator(f), asc, 4).keys().collect();
            assertEquals(spark.size(), o.size());
            for (int i = 0; i < o.size(); i++) {
                assertEquals(0, f.compareKeys(spark.get(i), o.get(i)), "key at " + i + " ascending=" + asc);
            }
            List<byte[]> sorted = new ArrayList<>(o), original = new ArrayList<>(recs);
            Comparator<byte[]> whole = Arrays::compare;
            sorted.sort(whole);
            original.sort(whole);
            for (int i = 0; i < o.size(); i++) assertArrayEquals(original.get(i), sorted.get(i), "same records");
        }
    }

    @Test
    void badRecordsNameTheCause() {
        JavaRDD<byte[]> in = sc.parallelize(List.of(new byte[100], new byte[99]), 1);
        SparkException e = assertThrows(SparkException.class,
                () -> CPU.sortWithinPartitions(in, KeyKind.records(RecordFormat.GENSORT), true).count());
        assertTrue(String.valueOf(e.getMessage()).contains("record of 99 bytes where the format says 100"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new RecordFormat(100, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new RecordFormat(100, 95, 10));
        assertThrows(IllegalArgumentException.class, () -> CPU.sort(sc.parallelize(List.of(1L)), KeyKind.LONG,
                true, 0));
    }

    @Test
    void emptyAllEqualAndSinglePartitionInputs() {
        JavaRDD<Long> empty = sc.parallelize(new ArrayList<Long>(), 3);
        assertEquals(List.of(), CPU.sort(empty, KeyKind.LONG, true, 4).collect());
        List<Long> same = new ArrayList<>();
        for (int i = 0; i < 5000; i++) same.add(42L);
        JavaRDD<Long> sr = CPU.sort(sc.parallelize(same, 4), KeyKind.LONG, true, 4);
        assertEquals(same, sr.collect());
        assertEquals(1, sr.getNumPartitions(), "one distinct key gives one range");
        List<Long> keys = longs(1000, 6);
        List<Long> expected = new ArrayList<>(keys);
        expected.sort(null);
        assertEquals(expected, CPU.sort(sc.parallelize(keys, 1), KeyKind.LONG, true, 1).collect());
    }

    @Test
    void metricsCountWhatWasSorted() {
        SortMetrics m = SortMetrics.register(sc);
        SparkSort s = CPU.withMetrics(m);
        assertEquals(10_000, s.sort(sc.parallelize(longs(10_000, 8), 2), KeyKind.LONG, true, 3).count());
        assertEquals(10_000, m.records());
        assertTrue(m.partitions() >= 1 && m.partitions() <= 3, m.toString());
        m.reset();
        assertEquals(0, m.records());
    }

    @Test
    void checkExecutorsReportsNativeAccessAndTheGpu() {
        List<String> lines = SparkSort.checkExecutors(sc, 2);
        assertEquals(1, lines.size(), "local mode has one executor, the driver: " + lines);
        assertTrue(lines.get(0).contains("nativeAccess=true"), lines.get(0));
        assertTrue(lines.get(0).contains("gpu="), lines.get(0));
    }
}
