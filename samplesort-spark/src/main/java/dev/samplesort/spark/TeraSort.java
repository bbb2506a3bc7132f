package dev.samplesort.spark;

import dev.samplesort.Backend;
import java.io.Serializable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobEnd;
import org.apache.spark.scheduler.SparkListenerStageCompleted;
import org.apache.spark.scheduler.StageInfo;
import scala.Tuple2;

/**
 * TeraSort on Spark: generate gensort records, sort them, validate the output (sorted within and across partitions,
 * same count and checksum as the input). With {@code --mode compare} the same job sorts the same input three ways in
 * one run — shuffle only, Spark's own sort ({@code repartitionAndSortWithinPartitions} with a key comparator) and
 * samplesort — on one partitioner, and prints where the time goes per stage.
 *
 * <p>{@code samplesort-spark/terasort [--records N|2^K] [--partitions P] [--mode samplesort|spark|compare]
 * [--backend auto|cpu|gpu]}; the master is {@code -Dspark.master} (default {@code local[*]}).
 */
public final class TeraSort {
    private TeraSort() {}

    /** Spark's sort needs a comparator; this one compares gensort keys as unsigned bytes, like TeraSort's. */
    static final class KeyComparator implements Comparator<byte[]>, Serializable {
        private static final long serialVersionUID = 1L;
        private final RecordFormat format;

        KeyComparator(RecordFormat format) { this.format = format; }

        @Override public int compare(byte[] a, byte[] b) { return format.compareKeys(a, b); }
    }

    /** Collects completed stages and counts finished jobs (listener events arrive asynchronously). */
    static final class Stages extends SparkListener {
        final ConcurrentLinkedQueue<StageInfo> done = new ConcurrentLinkedQueue<>();
        final AtomicInteger jobsEnded = new AtomicInteger();

        @Override public void onStageCompleted(SparkListenerStageCompleted e) { done.add(e.stageInfo()); }

        @Override public void onJobEnd(SparkListenerJobEnd e) { jobsEnded.incrementAndGet(); }

        /** Waits (at most 60 s) until {@code jobs} jobs have ended, then takes the stages completed so far. */
        List<StageInfo> take(int jobs) throws InterruptedException {
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (jobsEnded.get() < jobs && System.nanoTime() < deadline) Thread.sleep(10);
            List<StageInfo> out = new ArrayList<>();
            for (StageInfo s; (s = done.poll()) != null; ) out.add(s);
            return out;
        }
    }

    static double seconds(StageInfo s) {
        return ((Long) s.completionTime().get() - (Long) s.submissionTime().get()) / 1e3;
    }

    static long parseCount(String s) {
        s = s.trim();
        if (s.startsWith("2^")) return 1L << Integer.parseInt(s.substring(2));
        return Long.parseLong(s.replace("_", ""));
    }

    /**
     * @param args see the class comment
     * @throws Exception if Spark fails, or exits with status 1 when validation fails
     */
    public static void main(String[] args) throws Exception {
        long records = 1L << 20;
        int partitions = 0;
        String mode = "samplesort";
        Backend backend = Backend.AUTO;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--records" -> { records = parseCount(need(a, v)); i++; }
                case "--partitions" -> { partitions = Integer.parseInt(need(a, v)); i++; }
                case "--mode" -> { mode = need(a, v); i++; }
                case "--backend" -> { backend = Backend.valueOf(need(a, v).toUpperCase(Locale.ROOT)); i++; }
                default -> throw new IllegalArgumentException("unknown argument '" + a + "'; usage: terasort"
                        + " [--records N|2^K] [--partitions P] [--mode samplesort|spark|compare]"
                        + " [--backend auto|cpu|gpu]");
            }
        }
        if (!List.of("samplesort", "spark", "compare").contains(mode)) {
            throw new IllegalArgumentException("--mode must be samplesort, spark or compare: " + mode);
        }
        SparkConf conf = new SparkConf().setAppName("samplesort TeraSort")
                .setIfMissing("spark.master", "local[*]")
                // Kryo moves byte[] records with less overhead than Java serialization; both sorts get the same.
                .setIfMissing("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
                .setIfMissing("spark.ui.enabled", "false");
        int failures = 0;
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            sc.setLogLevel("WARN");
            Stages stages = new Stages();
            sc.sc().addSparkListener(stages);
            int jobs = 0;
            if (partitions <= 0) partitions = Math.max(2, 4 * sc.defaultParallelism());
            RecordFormat format = RecordFormat.GENSORT;
            KeyKind<byte[]> kind = KeyKind.records(format);
            JavaRDD<byte[]> input = Gensort.generate(sc, records, partitions, 42);
            System.out.printf("TeraSort: %d records (%.1f MB), %d partitions, master %s, mode %s, backend %s, %s%n",
                    records, records * 100 / 1e6, partitions, sc.master(), mode, backend, Instant.now());

            // Where the partition sorts can run (the GPU or why not), once per distinct executor answer.
            for (String line : SparkSort.checkExecutors(sc, sc.defaultParallelism())) {
                System.out.println("  executor: " + line);
            }
            jobs++;
            long t = System.nanoTime();
            List<Gensort.Summary> in = Gensort.summarize(input, format);
            long count = 0, checksum = 0;
            for (Gensort.Summary s : in) { count += s.count(); checksum += s.checksum(); }
            System.out.printf("  input: generate + checksum %.2f s (checksum %016x)%n", (System.nanoTime() - t) / 1e9,
                    checksum);
            t = System.nanoTime();
            SortMetrics metrics = SortMetrics.register(sc);
            SparkSort ss = SparkSort.using(backend).withMetrics(metrics);
            SplitterPartitioner<byte[]> partitioner = ss.rangePartitioner(input, kind, partitions, true);
            jobs += 2; // the checksum job and the sampling job
            stages.take(jobs);
            System.out.printf("  sample + bounds: %.2f s (%d partitions)%n", (System.nanoTime() - t) / 1e9,
                    partitioner.numPartitions());

            List<String> variants = mode.equals("compare") ? List.of("shuffle-only", "spark", "samplesort")
                    : List.of(mode);
            double shuffleOnlyReduce = Double.NaN;
            for (String variant : variants) {
                JavaRDD<byte[]> out = switch (variant) {
                    case "shuffle-only" -> SparkSort.shuffle(input, partitioner);
                    case "spark" -> input.mapToPair(r -> new Tuple2<byte[], Object>(r, null))
                            .repartitionAndSortWithinPartitions(partitioner, new KeyComparator(format)).keys();
                    default -> ss.sortWithinPartitions(SparkSort.shuffle(input, partitioner), kind, true);
                };
                metrics.reset();
                t = System.nanoTime();
                List<Gensort.Summary> parts = Gensort.summarize(out, format);
                double total = (System.nanoTime() - t) / 1e9;
                List<StageInfo> done = stages.take(++jobs);
                String verdict = Gensort.validate(parts, format, count, checksum);
                if (variant.equals("shuffle-only") && verdict != null && verdict.contains("sorted")) {
                    verdict = null; // not sorted by design; count and checksum are checked below
                    long n = 0, sum = 0;
                    for (Gensort.Summary s : parts) { n += s.count(); sum += s.checksum(); }
                    if (n != count || sum != checksum) verdict = "records lost or changed in the shuffle";
                }
                double map = 0, reduce = 0;
                long writeNs = 0, fetchWaitMs = 0, runMs = 0, gcMs = 0;
                for (StageInfo s : done) {
                    if (s.shuffleDepId().isDefined()) {
                        map += seconds(s);
                        writeNs += s.taskMetrics().shuffleWriteMetrics().writeTime();
                    } else {
                        reduce += seconds(s);
                        fetchWaitMs += s.taskMetrics().shuffleReadMetrics().fetchWaitTime();
                        runMs += s.taskMetrics().executorRunTime();
                    }
                    gcMs += s.taskMetrics().jvmGCTime();
                }
                if (variant.equals("shuffle-only")) shuffleOnlyReduce = reduce;
                System.out.printf("  %-12s job %.2f s = map stage (generate + shuffle write) %.2f s"
                                + " + reduce stage (shuffle read + sort + validate) %.2f s; shuffle write %.2f s,"
                                + " fetch wait %.2f s, reduce task time %.2f s, GC %.2f s (task sums)%s%s — %s%n",
                        variant, total, map, reduce, writeNs / 1e9, fetchWaitMs / 1e3, runMs / 1e3, gcMs / 1e3,
                        Double.isNaN(shuffleOnlyReduce) || variant.equals("shuffle-only") ? ""
                                : String.format("; reduce stage over shuffle-only: %+.2f s",
                                reduce - shuffleOnlyReduce),
                        variant.equals("samplesort") ? "; samplesort: " + metrics : "",
                        verdict == null ? "valid" : "INVALID: " + verdict);
                if (verdict != null) failures++;
            }
        }
        if (failures > 0) System.exit(1);
    }

    private static String need(String flag, String v) {
        if (v == null) throw new IllegalArgumentException(flag + " needs a value");
        return v;
    }
}
