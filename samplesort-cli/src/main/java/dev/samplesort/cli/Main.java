package dev.samplesort.cli;

import dev.samplesort.data.Distribution;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The {@code samplesort} command line. Exit codes: 0 success, 1 failure (missing file, bad file size, wrong sort,
 * disk full, ...), 2 usage error (unknown option or value, missing option, output = input).
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        String[] oneShot = oneShotSetting(args, System::getProperty, Runtime.getRuntime().availableProcessors());
        if (oneShot != null) System.setProperty(oneShot[0], oneShot[1]); // (before the library reads its settings)
        int rc = run(args, System.out, System.err);
        System.out.flush();
        // A success ends by returning where every other thread is a daemon (the JVM then exits as System.exit
        // would, shutdown hooks included): Runtime.exit sets up the System.Logger framework on its first call
        // (JDK 21+ logs exits), 10-12 ms of every command (2-core dev VM, a program that only exits: 38 ms with
        // System.exit(0), 26 returning). A failure's code needs System.exit.
        if (rc != 0 || otherThreadsKeepTheJvm()) System.exit(rc);
    }

    /** Whether a live thread other than this one is not a daemon (the JVM would wait for it after main). */
    static boolean otherThreadsKeepTheJvm() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) root = root.getParent();
        Thread[] threads = new Thread[root.activeCount() + 16];
        int n = root.enumerate(threads, true);
        if (n == threads.length) return true; // more than counted: not sure, exit as before
        for (int i = 0; i < n; i++) {
            Thread t = threads[i];
            if (t != Thread.currentThread() && t.isAlive() && !t.isDaemon()) return true;
        }
        return false;
    }

    /** The CPU backend's setting for programs that sort once (docs/CPU.md, "Cold start"). */
    static final String COLD_FIRST_BELOW = "samplesort.cpu.coldFirstBelow";

    /**
     * Keys below which {@code sort}'s one sort of a fresh JVM takes the JDK's sort where the CPU backend's two-thread
     * team would take it: the team's first sort is its code's compilation. A fresh JVM's first sort against
     * {@code Arrays.sort}'s first, ms (eighty-fourth session): the dev VM's Intel Xeon (2 vCPUs) {@code long} 2^22
     * 393-435 against 253-280, 2^24 749-986 against 876-880, 2^25 1218-1228 against 1558-1577, {@code int} 2^24 875-919
     * against 665-747, 2^25 1203-1278 against 1298-1325; 2 cores of the H200 host's Xeon, less about 0.45 s of the
     * API's GPU probe: {@code int} 2^25 about 1300 against 1052, 2^26 about 1430 against 2339. The CLI there,
     * {@code --backend cpu} against {@code jdk}: {@code long} 2^22 223-228 against 210-225 ms with this setting,
     * {@code long} 2^25 on the team 1014-1175 against 1310-1486, {@code long} 2^26 2201 against 2705. From 2^25 the
     * team's first sort led for {@code long} / {@code double} keys but not for {@code int} on the host: hence 2^26.
     * On 3 cores the engine takes 64-bit keys from 2^24, and its first sort is its compilation too, so the setting
     * covers the engine's first sort as well (ColdStart.first), there below {@link #ONE_SHOT_JDK_BELOW_3}. And the
     * one-run check of 64-bit keys on both threads of 2 cores (from 2^23 keys): a sorted or reversed {@code long[2^23]}
     * file, {@code --backend cpu} against {@code jdk}, sort 41-72 ms against 8-24 before, 13-19 with it (dev VM,
     * ninety-fourth session).
     */
    static final int ONE_SHOT_JDK_BELOW = 1 << 26;

    /**
     * ONE_SHOT_JDK_BELOW on 3 cores, where the engine's first sort is the one at stake: the CLI's sort of uniform
     * {@code long} keys on 3 cores of the H200 host's Xeon, {@code --backend cpu} (the engine's first sort) against
     * {@code jdk} ({@code parallelSort}), ms, eighty-fifth session (calls E-G): 2^24 863-1002 against 484-546, 2^25
     * 1061-1112 against 803-857, 2^26 1588-1937 against 1103-1142, 2^27 2830-3416 against 3183-3319 (the JDK's first
     * 3265-3322 with the setting above 2^27): even at 2^27.
     */
    static final int ONE_SHOT_JDK_BELOW_3 = 1 << 27;

    /**
     * The setting {@code main} makes before the command runs, or null: {@code sort} sorts once in a fresh JVM, so its
     * first team or engine sort below ONE_SHOT_JDK_BELOW keys is the JDK's ({@code samplesort.cpu.coldFirstBelow}), unless the
     * user set it ({@code current} reads the system properties); on {@code cores} = 3, ONE_SHOT_JDK_BELOW_3.
     */
    static String[] oneShotSetting(String[] args, java.util.function.UnaryOperator<String> current, int cores) {
        if (args.length == 0 || !args[0].equals("sort") || current.apply(COLD_FIRST_BELOW) != null) return null;
        return new String[] {COLD_FIRST_BELOW, Integer.toString(cores == 3 ? ONE_SHOT_JDK_BELOW_3 : ONE_SHOT_JDK_BELOW)};
    }

    /** The version of the build (from the pom, through samplesort-core's resource). */
    static String version() { return dev.samplesort.SampleSort.version(); }

    static String distNames() {
        return Arrays.stream(Distribution.values()).map(Distribution::cliName).collect(Collectors.joining(", "));
    }

    private static void usage(PrintStream out) {
        out.println("usage: samplesort <command> [options]      (samplesort <command> --help for its options)");
        out.println();
        out.println("commands:");
        out.println("  gen      write generated keys or key-value records to a binary file");
        out.println("  sort     sort a binary file of keys or key-value records");
        out.println("  verify   check that a file is sorted and a permutation of its input");
        out.println("  info     backends available here (and why not), Java, CPU");
        out.println("  demo     sort generated keys in memory, verify, compare with Arrays.parallelSort");
        out.println("  bench    benchmark sweep (sizes x types x distributions x algorithms), or --tune");
        out.println("  chart    draw PNG charts from a benchmark's results.csv");
        out.println("  report   a benchmark's summary tables from its results.csv (or a stopped sweep's partial one)");
        out.println("  bench-keys  objects, strings and composite columns vs Arrays.parallelSort (end to end)");
        out.println("  bench-ooc   out-of-core GPU sort and external sort (--memory) against measured bounds");
        out.println("  bench-p2p   peer access and bandwidth between the GPUs (for the multi-GPU sort)");
        out.println("  bench-concurrent  threads sorting at once, each its own arrays, vs Arrays.sort / parallelSort");
        out.println();
        out.println("files: little-endian, n records of key (+ value), no header. Exit codes: 0 ok, 1 failure, "
                + "2 usage error.");
        out.println("fixed-width records: gen/sort/verify --type gensort, or sort/verify --record-size R --key "
                + "OFFSET:LENGTH");
    }

    /** Runs a command; returns the exit code (never calls System.exit). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            usage(args.length == 0 ? err : out);
            return args.length == 0 ? 2 : 0;
        }
        if (args[0].equals("--version")) {
            out.println("samplesort " + version());
            return 0;
        }
        String cmd = args[0];
        boolean records = RecordCommands.applies(cmd, args);
        Args spec;
        switch (cmd) {
            case "gen" -> spec = records ? RecordCommands.genSpec() : GenCommand.spec();
            case "sort" -> spec = records ? RecordCommands.sortSpec() : SortCommand.spec();
            case "verify" -> spec = records ? RecordCommands.verifySpec() : VerifyCommand.spec();
            case "info" -> spec = InfoCommand.spec();
            case "demo" -> spec = DemoCommand.spec();
            case "bench" -> spec = dev.samplesort.bench.BenchCommand.spec();
            case "chart" -> spec = dev.samplesort.bench.ChartCommand.spec();
            case "report" -> spec = dev.samplesort.bench.ReportCommand.spec();
            case "bench-keys" -> spec = dev.samplesort.bench.KeysBench.spec();
            case "bench-ooc" -> spec = dev.samplesort.bench.OocBench.spec();
            case "bench-p2p" -> spec = dev.samplesort.bench.PeerBench.spec();
            case "bench-concurrent" -> spec = dev.samplesort.bench.ConcurrentBench.spec();
            default -> {
                err.println("samplesort: unknown command '" + cmd + "'");
                usage(err);
                return 2;
            }
        }
        try {
            if (!spec.parse(args, 1)) {
                spec.usage(out);
                return 0;
            }
            return switch (cmd) {
                case "gen" -> records ? RecordCommands.gen(spec, out, err) : GenCommand.run(spec, out, err);
                case "sort" -> records ? RecordCommands.sort(spec, out, err) : SortCommand.run(spec, out, err);
                case "verify" -> records ? RecordCommands.verify(spec, out, err) : VerifyCommand.run(spec, out, err);
                case "info" -> InfoCommand.run(spec, out, err);
                case "demo" -> DemoCommand.run(spec, out, err);
                case "bench" -> dev.samplesort.bench.BenchCommand.run(spec, out, err);
                case "chart" -> dev.samplesort.bench.ChartCommand.run(spec, out, err);
                case "report" -> dev.samplesort.bench.ReportCommand.run(spec, out, err);
                case "bench-keys" -> dev.samplesort.bench.KeysBench.run(spec, out, err);
                case "bench-ooc" -> dev.samplesort.bench.OocBench.run(spec, out, err);
                case "bench-p2p" -> dev.samplesort.bench.PeerBench.run(spec, out, err);
                case "bench-concurrent" -> dev.samplesort.bench.ConcurrentBench.run(spec, out, err);
                default -> throw new AssertionError(cmd);
            };
        } catch (UsageException e) {
            err.println("samplesort " + cmd + ": error: " + e.getMessage());
            err.println("(samplesort " + cmd + " --help lists the options)");
            return 2;
        } catch (CliException e) {
            err.println("samplesort " + cmd + ": " + e.getMessage());
            return 1;
        } catch (OutOfMemoryError e) {
            err.println("samplesort " + cmd + ": out of memory (" + e.getMessage() + "); raise the heap, e.g. "
                    + "SAMPLESORT_JAVA_OPTS=-Xmx64g");
            return 1;
        } catch (java.io.IOException e) {
            err.println("samplesort " + cmd + ": I/O error: " + OutputFile.reason(e));
            return 1;
        } catch (InternalError e) {
            // the JVM's report of a fault (SIGBUS) on a memory-mapped file that shrank while it was read
            err.println("samplesort " + cmd + ": failed: a file was truncated while being read (" + e.getMessage()
                    + "); nothing was written");
            return 1;
        } catch (Exception e) {
            err.println("samplesort " + cmd + ": failed: " + e);
            e.printStackTrace(err);
            return 1;
        }
    }
}
