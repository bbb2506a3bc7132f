package dev.samplesort.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import scala.Tuple2;

/**
 * A real Spark standalone cluster on the loopback interface: a master and two workers, each its own JVM, started
 * here and stopped after the tests; each worker starts one executor JVM. Executors see samplesort only through the
 * jars the driver ships (spark.jars), so this proves serialization of the closures and partitioner, the jar on the
 * executors and the native-access flag there, as a cluster would. Results must equal Spark's own sortByKey (and, for a
 * Dataset, orderBy).
 *
 * <p>Runs in {@code verify} (Failsafe), after {@code package} has built target/samplesort-spark.jar.
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class StandaloneClusterIT {
    static final Path TARGET = Path.of(System.getProperty("user.dir"), "target");
    static final String HOST = "127.0.0.1";
    static final List<Process> daemons = new ArrayList<>();
    static Path dir;
    static JavaSparkContext sc;

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getByName(HOST))) {
            return s.getLocalPort();
        }
    }

    /** A Spark distribution's layout, just enough for a worker: SPARK_HOME/jars holds Spark, not samplesort. */
    static Path sparkHome() throws IOException {
        Path home = dir.resolve("spark-home");
        Path jars = Files.createDirectories(home.resolve("jars"));
        Files.createDirectories(home.resolve("conf"));
        String cp = Files.readString(TARGET.resolve("spark-classpath.txt")).trim();
        for (String e : cp.split(File.pathSeparator)) {
            Path p = Path.of(e);
            if (p.getFileName().toString().startsWith("samplesort-") || !Files.isRegularFile(p)) continue;
            Files.createSymbolicLink(jars.resolve(p.getFileName()), p);
        }
        return home;
    }

    static Process daemon(String name, Path home, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(Arrays.asList(System.getProperty("spark.jvm.options").trim().split("\\s+")));
        cmd.addAll(List.of("-Xmx256m", "-cp", home.resolve("jars") + File.separator + "*"));
        cmd.addAll(Arrays.asList(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".log").toFile());
        Map<String, String> env = pb.environment();
        env.put("SPARK_HOME", home.toString());
        env.put("SPARK_SCALA_VERSION", "2.13");
        env.put("SPARK_LOCAL_IP", HOST);
        env.put("SPARK_LOCAL_HOSTNAME", HOST);
        // The executors inherit the workers' environment; keep their JVM small on a 2-core CI machine.
        env.put("SPARK_EXECUTOR_OPTS", "");
        Process p = pb.start();
        daemons.add(p);
        return p;
    }

    /** This module's jar, samplesort-core's jar, and the test classes (their lambdas run on the executors). */
    static String appJars() throws IOException {
        List<String> jars = new ArrayList<>();
        Path own = TARGET.resolve("samplesort-spark.jar");
        assertTrue(Files.isRegularFile(own), own + " missing: the IT runs after package");
        jars.add(own.toString());
        for (String e : Files.readString(TARGET.resolve("spark-classpath.txt")).trim().split(File.pathSeparator)) {
            if (Path.of(e).getFileName().toString().startsWith("samplesort-core")) jars.add(e);
        }
        assertEquals(2, jars.size(), "samplesort-core on the class path file: " + jars);
        Path tests = dir.resolve("samplesort-spark-tests.jar");
        Path classes = TARGET.resolve("test-classes");
        try (OutputStream os = Files.newOutputStream(tests); JarOutputStream jar = new JarOutputStream(os);
             Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                jar.putNextEntry(new JarEntry(classes.relativize(f).toString().replace(File.separatorChar, '/')));
                jar.write(Files.readAllBytes(f));
                jar.closeEntry();
            }
        }
        jars.add(tests.toString());
        return String.join(",", jars);
    }

    @BeforeAll
    static void startCluster() throws Exception {
        dir = Files.createTempDirectory(TARGET, "standalone-");
        Path home = sparkHome();
        int masterPort = freePort();
        String master = "spark://" + HOST + ":" + masterPort;
        daemon("master", home, "org.apache.spark.deploy.master.Master", "--host", HOST, "--port",
                String.valueOf(masterPort), "--webui-port", String.valueOf(freePort()));
        for (int w = 1; w <= 2; w++) {
            Path work = Files.createDirectories(dir.resolve("work-" + w));
            daemon("worker-" + w, home, "org.apache.spark.deploy.worker.Worker", "--host", HOST, "--port",
                    String.valueOf(freePort()), "--webui-port", String.valueOf(freePort()), "--cores", "1",
                    "--memory", "768m", "--work-dir", work.toString(), master);
        }
        SparkConf conf = new SparkConf().setMaster(master).setAppName("StandaloneClusterIT")
                .set("spark.driver.host", HOST).set("spark.driver.bindAddress", HOST)
                .set("spark.ui.enabled", "false")
                .set("spark.executor.memory", "512m").set("spark.executor.cores", "1").set("spark.cores.max", "2")
                .set("spark.jars", appJars())
                // The master may come up after the driver asks; Spark retries registration on its own.
                .set("spark.deploy.maxExecutorRetries", "3");
        sc = new JavaSparkContext(conf);
        sc.setLogLevel("WARN");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        // The driver's block manager plus one per executor.
        while (sc.sc().getExecutorMemoryStatus().size() < 3) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("2 executors did not register within 120 s; logs in " + dir);
            }
            Thread.sleep(200);
        }
    }

    @AfterAll
    static void stopCluster() throws Exception {
        try {
            if (sc != null) sc.close();
        } finally {
            // Workers before the master; the executors are the workers' children.
            for (int i = daemons.size() - 1; i >= 0; i--) {
                Process p = daemons.get(i);
                List<ProcessHandle> children = p.descendants().toList();
                p.destroy();
                if (!p.waitFor(15, TimeUnit.SECONDS)) p.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                for (ProcessHandle c : children) c.destroy();
                for (ProcessHandle c : children) {
                    try {
                        c.onExit().get(10, TimeUnit.SECONDS);
                    } catch (java.util.concurrent.TimeoutException e) {
                        c.destroyForcibly();
                    }
                }
            }
        }
    }

    @Test
    void executorsAreSeparateJvmsWithNativeAccessAndTheShippedJar() {
        List<String> lines = SparkSort.checkExecutors(sc, 8);
        assertEquals(2, lines.stream().map(l -> l.replaceAll(".*executor=(\\S+).*", "$1")).distinct().count(),
                "two executors answered: " + lines);
        for (String l : lines) {
            assertTrue(l.contains("nativeAccess=true"), l);
            assertFalse(l.contains("executor=driver"), "ran on an executor, not the driver: " + l);
            // samplesort was loaded from the jar Spark fetched into the executor's work directory
            assertTrue(l.contains("from=") && l.contains(dir.toString()) && l.contains("samplesort-spark.jar"), l);
        }
    }

    @Test
    void pairsEqualSparksSortByKey() {
        Random r = new Random(11);
        List<Tuple2<Long, Integer>> data = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) data.add(new Tuple2<>(r.nextInt(4) == 0 ? r.nextInt(100) : r.nextLong(), i));
        JavaPairRDD<Long, Integer> pairs = sc.parallelizePairs(data, 4);
        JavaPairRDD<Long, Integer> ours = SparkSort.using(Backend.AUTO).sortByKey(pairs, KeyKind.LONG, true, 4);
        List<Tuple2<Long, Integer>> o = ours.collect(), s = pairs.sortByKey(true, 4).collect();
        assertEquals(s.stream().map(Tuple2::_1).toList(), o.stream().map(Tuple2::_1).toList());
        List<Tuple2<Long, Integer>> oc = new ArrayList<>(o), scn = new ArrayList<>(s);
        java.util.Comparator<Tuple2<Long, Integer>> byBoth = java.util.Comparator
                .<Tuple2<Long, Integer>, Long>comparing(Tuple2::_1).thenComparing(Tuple2::_2);
        oc.sort(byBoth);
        scn.sort(byBoth);
        assertEquals(scn, oc);
    }

    @Test
    void datasetRowsEqualSparksOrderBy() {
        // The active context serves as the session's: the Dataset sort's closures and rows cross JVMs too.
        SparkSession spark = SparkSession.builder().getOrCreate();
        Random r = new Random(13);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 30_000; i++) {
            rows.add(RowFactory.create(i % 10 == 0 ? null : r.nextInt(3) == 0 ? (long) r.nextInt(50) : r.nextLong(),
                    "row" + i));
        }
        Dataset<Row> df = spark.createDataFrame(rows, new StructType().add("k", DataTypes.LongType)
                .add("s", DataTypes.StringType)).repartition(4);
        SortColumn by = SortColumn.desc("k");
        Dataset<Row> ours = DatasetSort.auto().sort(df, by, 4);
        List<Row> o = ours.collectAsList(), s = df.orderBy(by.sparkOrder()).collectAsList();
        assertEquals(s.stream().map(x -> x.get(0)).toList(), o.stream().map(x -> x.get(0)).toList());
        List<String> os = new ArrayList<>(o.stream().map(Row::toString).toList()), ss = new ArrayList<>(
                s.stream().map(Row::toString).toList());
        os.sort(null);
        ss.sort(null);
        assertEquals(ss, os);
    }

    @Test
    void gensortRecordsEqualSparksSortAndValidate() {
        RecordFormat f = RecordFormat.GENSORT;
        JavaRDD<byte[]> in = Gensort.generate(sc, 40_000, 4, 3);
        JavaRDD<byte[]> ours = SparkSort.auto().sort(in, KeyKind.records(f), true, 4);
        List<byte[]> o = ours.collect();
        List<byte[]> s = in.mapToPair(x -> new Tuple2<byte[], Integer>(x, 0))
                .sortByKey(new TeraSort.KeyComparator(f), true, 4).keys().collect();
        assertEquals(s.size(), o.size());
        for (int i = 0; i < o.size(); i++) assertArrayEquals(s.get(i), o.get(i), "record " + i);
        long n = 0, sum = 0;
        for (Gensort.Summary x : Gensort.summarize(in, f)) { n += x.count(); sum += x.checksum(); }
        assertEquals(null, Gensort.validate(Gensort.summarize(ours, f), f, n, sum));
    }
}
