package dev.samplesort.spark;

import dev.samplesort.Backend;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
 * same count and checksum as the input). With {@code --mode compare} the same job sorts the same input several ways
 * in one run — shuffle only, Spark's own sort ({@code repartitionAndSortWithinPartitions} with a key comparator) and
 * samplesort on each backend given — on one partitioner, and prints where the time goes per stage.
 *
 * <p>{@code samplesort-spark/terasort [--records N|2^K] [--partitions P] [--mode samplesort|spark|compare]
 * [--backend auto|cpu|gpu[,...]] [--repeat R] [--csv FILE]}; the master is {@code -Dspark.master} (default
 * {@code local[*]}). {@code --repeat} runs the list of jobs R times (later rounds run on a warm JVM); {@code --csv}
 * appends one line per job. A job that fails is reported and the others still run; the exit status is 1 if any job
 * failed or produced invalid output.
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

    /** One job of a run: shuffle-only, spark, or samplesort on {@code backend} (null for the first two). */
    record Job(String variant, Backend backend) {}

    /** The CSV columns {@code --csv} writes (a header when the file is new). */
    static final String CSV_HEADER = "time,master,records,partitions,round,job,backend,job_s,map_stage_s,"
            + "reduce_stage_s,reduce_over_shuffle_only_s,shuffle_write_s,fetch_wait_s,reduce_task_s,gc_s,"
            + "gather_task_s,sort_task_s,verdict";

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
        List<Backend> backends = List.of(Backend.AUTO);
        int repeat = 1;
        Path csv = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--records" -> { records = parseCount(need(a, v)); i++; }
                case "--partitions" -> { partitions = Integer.parseInt(need(a, v)); i++; }
                case "--mode" -> { mode = need(a, v); i++; }
                case "--backend" -> {
                    backends = new ArrayList<>();
                    for (String b : need(a, v).split(",")) {
                        backends.add(Backend.valueOf(b.trim().toUpperCase(Locale.ROOT)));
                    }
                    i++;
                }
                case "--repeat" -> { repeat = Integer.parseInt(need(a, v)); i++; }
                case "--csv" -> { csv = Path.of(need(a, v)); i++; }
                default -> throw new IllegalArgumentException("unknown argument '" + a + "'; usage: terasort"
                        + " [--records N|2^K] [--partitions P] [--mode samplesort|spark|compare]"
                        + " [--backend auto|cpu|gpu[,...]] [--repeat R] [--csv FILE]");
            }
        }
        if (!List.of("samplesort", "spark", "compare").contains(mode)) {
            throw new IllegalArgumentException("--mode must be samplesort, spark or compare: " + mode);
        }
        if (repeat < 1) throw new IllegalArgumentException("--repeat must be positive: " + repeat);
        if (csv != null && (!Files.exists(csv) || Files.size(csv) == 0)) {
            Files.writeString(csv, CSV_HEADER + "\n", StandardCharsets.UTF_8);
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
                    records, records * 100 / 1e6, partitions, sc.master(), mode, backends, Instant.now());

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
            SplitterPartitioner<byte[]> partitioner = SparkSort.using(backends.get(0))
                    .rangePartitioner(input, kind, partitions, true);
            jobs += 2; // the checksum job and the sampling job
            stages.take(jobs);
            System.out.printf("  sample + bounds: %.2f s (%d partitions)%n", (System.nanoTime() - t) / 1e9,
                    partitioner.numPartitions());

            // One samplesort job per backend; all jobs on the same input and partitioner.
            List<Job> jobList = new ArrayList<>();
            if (mode.equals("compare")) jobList.add(new Job("shuffle-only", null));
            if (!mode.equals("samplesort")) jobList.add(new Job("spark", null));
            if (!mode.equals("spark")) {
                for (Backend b : backends) jobList.add(new Job("samplesort", b));
            }
            double shuffleOnlyReduce = Double.NaN;
            for (int round = 1; round <= repeat; round++) {
                for (Job job : jobList) {
                    String variant = job.variant();
                    Backend backend = job.backend();
                    String label = backend == null || backends.size() == 1 ? variant : variant + "/" + name(backend);
                    if (repeat > 1) label = label + " #" + round;
                    // Between jobs: let Spark's cleaner drop the previous job's shuffle files (a 2^25-record shuffle
                    // is 3.4 GB on disk) and start every job from a collected heap.
                    System.gc();
                    JavaRDD<byte[]> out = switch (variant) {
                        case "shuffle-only" -> SparkSort.shuffle(input, partitioner);
                        case "spark" -> input.mapToPair(r -> new Tuple2<byte[], Object>(r, null))
                                .repartitionAndSortWithinPartitions(partitioner, new KeyComparator(format)).keys();
                        default -> SparkSort.using(backend).withMetrics(metrics)
                                .sortWithinPartitions(SparkSort.shuffle(input, partitioner), kind, true);
                    };
                    metrics.reset();
                    t = System.nanoTime();
                    List<Gensort.Summary> parts;
                    try {
                        parts = Gensort.summarize(out, format);
                    } catch (Exception e) { // SparkException is checked
                        // One failed job (a GPU that cannot run, say) must not hide the others' figures.
                        jobs++;
                        stages.take(jobs);
                        failures++;
                        System.out.printf("  %-16s FAILED: %s%n", label, e);
                        csvLine(csv, sc, records, partitions, round, variant, name(backend), "", "", "", "", "", "",
                                "", "", "", "", "FAILED " + e.getClass().getSimpleName());
                        continue;
                    }
                    double total = (System.nanoTime() - t) / 1e9;
                    List<StageInfo> done = stages.take(++jobs);
                    String verdict = Gensort.validate(parts, format, count, checksum);
                    if (variant.equals("shuffle-only") && verdict != null && verdict.contains("sorted")) {
                        verdict = null; // not sorted by design; count and checksum are checked below
                        long n = 0, sum = 0;
                        for (Gensort.Summary x : parts) { n += x.count(); sum += x.checksum(); }
                        if (n != count || sum != checksum) verdict = "records lost or changed in the shuffle";
                    }
                    double map = 0, reduce = 0;
                    long writeNs = 0, fetchWaitMs = 0, runMs = 0, gcMs = 0;
                    for (StageInfo x : done) {
                        if (x.shuffleDepId().isDefined()) {
                            map += seconds(x);
                            writeNs += x.taskMetrics().shuffleWriteMetrics().writeTime();
                        } else {
                            reduce += seconds(x);
                            fetchWaitMs += x.taskMetrics().shuffleReadMetrics().fetchWaitTime();
                            runMs += x.taskMetrics().executorRunTime();
                        }
                        gcMs += x.taskMetrics().jvmGCTime();
                    }
                    if (variant.equals("shuffle-only")) shuffleOnlyReduce = reduce;
                    double over = variant.equals("shuffle-only") ? Double.NaN : reduce - shuffleOnlyReduce;
                    System.out.printf("  %-16s job %.2f s = map stage (generate + shuffle write) %.2f s"
                                    + " + reduce stage (shuffle read + sort + validate) %.2f s; shuffle write %.2f s,"
                                    + " fetch wait %.2f s, reduce task time %.2f s, GC %.2f s (task sums)%s%s — %s%n",
                            label, total, map, reduce, writeNs / 1e9, fetchWaitMs / 1e3, runMs / 1e3, gcMs / 1e3,
                            Double.isNaN(over) ? "" : String.format("; reduce stage over shuffle-only: %+.2f s", over),
                            variant.equals("samplesort") ? "; samplesort: " + metrics : "",
                            verdict == null ? "valid" : "INVALID: " + verdict);
                    boolean ours = variant.equals("samplesort");
                    csvLine(csv, sc, records, partitions, round, variant, name(backend), f(total), f(map), f(reduce),
                            f(over), f(writeNs / 1e9), f(fetchWaitMs / 1e3), f(runMs / 1e3), f(gcMs / 1e3),
                            ours ? f(metrics.gatherNanos() / 1e9) : "", ours ? f(metrics.sortNanos() / 1e9) : "",
                            verdict == null ? "valid" : "INVALID");
                    if (verdict != null) failures++;
                }
            }
        }
        if (failures > 0) System.exit(1);
    }

    /** Appends one line (the {@link #CSV_HEADER} columns from {@code job} on) to the CSV file, if one was asked for. */
    private static void csvLine(Path csv, JavaSparkContext sc, long records, int partitions, int round,
                                String... fromJob) throws java.io.IOException {
        if (csv == null) return;
        String line = Instant.now() + "," + sc.master() + "," + records + "," + partitions + "," + round + ","
                + String.join(",", fromJob);
        Files.writeString(csv, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    private static String name(Backend b) { return b == null ? "" : b.name().toLowerCase(Locale.ROOT); }

    private static String f(double v) { return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.3f", v); }

    private static String need(String flag, String v) {
        if (v == null) throw new IllegalArgumentException(flag + " needs a value");
        return v;
    }
}
