package dev.samplesort.cli;

import dev.samplesort.Backend;
import dev.samplesort.Sorter;
import dev.samplesort.internal.Tooling;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

/**
 * {@code samplesort sort}: reads a file of keys or key-value records, sorts, writes. Up to 2^31-9 records (and when
 * the heap allows) the records go into Java arrays and the array API sorts them; larger files go off-heap and
 * through {@link Sorter#sort(MemorySegment, dev.samplesort.KeyType, MemorySegment, dev.samplesort.ValueType)}.
 */
final class SortCommand {
    private SortCommand() {}

    /** Testing aid: runs after the input was mapped, before it is read (e.g. truncates it). */
    static volatile java.util.function.Consumer<Path> afterMapForTest;

    /** Testing aid: the sort throws this instead of sorting (e.g. a GPU that fails mid-sort). */
    static volatile java.util.function.Supplier<RuntimeException> sortFailureForTest;

    static Args spec() {
        return new Args("sort", "Sorts a little-endian file of keys or key-value records into another file.")
                .required("type", "int|long|float|double", "key type")
                .required("in", "FILE", "input file (never modified)")
                .required("out", "FILE", "output file (written to a temporary file, renamed when complete)")
                .opt("backend", "auto|cpu|gpu|jdk", "auto", "where to sort (jdk: Arrays.parallelSort reference)")
                .opt("values", "int|long", null, "records are key-value pairs with this value type")
                .flag("descending", "sort in descending order")
                .flag("stable", "equal keys keep their input order (key-value records)")
                .flag("offheap", "force the off-heap MemorySegment path (normally only for > 2^31 records)")
                .opt("memory", "SIZE", null, "host memory budget, e.g. 32m or 4g: larger files are sorted "
                        + "externally (sorted runs on disk, then a merge)")
                .opt("tmp", "DIR", null, "directory for the external sort's runs (default: the output's directory)")
                .flag("progress", "show a progress bar even when stderr is not a terminal")
                .flag("no-progress", "never show a progress bar")
                .flag("quiet", "no summary line")
                .note("Fixed-width records: --type gensort, or --record-size R --key OFFSET:LENGTH (samplesort sort --type gensort --help)");
    }

    static int run(Args a, PrintStream out, PrintStream err) throws Exception {
        RecordFormat f = Io.format(a);
        Backend backend = Io.backend(a.get("backend"));
        Path in = Path.of(a.get("in")), outPath = Path.of(a.get("out"));
        boolean desc = a.flag("descending"), stable = a.flag("stable");
        long n = Io.records(in, f);
        Io.requireDistinct(in, outPath);
        long memory = a.has("memory") ? Args.parseSize(a.get("memory"), "memory", ExternalSort.MIN_MEMORY) : 0;
        if (a.has("tmp") && memory == 0) throw new UsageException("--tmp is for the external sort: give --memory too");
        if (memory > 0 && ExternalSort.needed(n, new ExternalSort.Typed(f, null, false), memory)) {
            return external(a, f, backend, in, outPath, n, memory, out, err);
        }
        boolean offHeap = a.flag("offheap") || n > Columns.MAX_ARRAY
                || (long) (n * (double) f.recordBytes() * 2.5) > Runtime.getRuntime().maxMemory();
        if (backend == null && offHeap) {
            throw new CliException("the jdk backend sorts Java arrays only (at most " + Columns.MAX_ARRAY
                    + " records that fit the heap); use --backend cpu or gpu");
        }
        Sorter sorter = sorter(backend, desc, stable);
        String used = used(backend, f, n);
        long t0 = System.nanoTime(), sortNs;
        boolean show = Progress.wanted(a);
        Io.Snapshot before = Io.snapshot(in);
        Thread preload = preload(sorter, f, offHeap, desc);
        try (Arena arena = Arena.ofShared();
             OutputFile o = OutputFile.create(outPath, n * f.recordBytes());
             Columns cols = Columns.allocate(f, n, offHeap)) {
            MemorySegment le = Io.mapReadOnly(in, n * f.recordBytes(), arena);
            if (afterMapForTest != null) afterMapForTest.accept(in);
            try (Progress bar = new Progress(err, show, "read ", n)) {
                cols.load(le, bar::add);
            } catch (InternalError e) {
                // a mapped file that shrinks under us faults (SIGBUS), which the JVM reports as an InternalError
                throw new CliException("input " + in + " was truncated while being read (" + e.getMessage()
                        + "); nothing was written", e);
            }
            // a file rewritten while it was read gives records from two versions: refuse to sort them
            Io.requireUnchanged(in, before);
            // the off-heap CPU sort reports finished buckets: a bar with real figures and an ETA; other sorts are
            // one call without progress reports: a running marker with the elapsed time
            boolean counted = offHeap && used.endsWith("cpu");
            preload.join(); // (it ran beside the read; no two sorts at once)
            try (Progress bar = counted ? new Progress(err, show, "sort (" + used + ")", n)
                    : Progress.running(err, show, "sort (" + used + ")")) {
                long s0 = System.nanoTime();
                if (counted && show) Tooling.cpuSegmentProgress(bar::add);
                try {
                    if (sortFailureForTest != null) throw sortFailureForTest.get();
                    cols.sort(sorter, desc);
                } catch (dev.samplesort.BackendUnavailableException e) {
                    throw new CliException(e.getMessage(), e);
                } catch (dev.samplesort.BackendFailureException e) {
                    throw new CliException("the GPU failed during the sort (" + e.getMessage() + "); nothing was "
                            + "written and the input is unchanged - run again with --backend cpu or auto", e);
                } catch (RuntimeException e) {
                    throw new CliException("sorting failed (" + used + "): " + e, e);
                } finally {
                    if (counted && show) Tooling.cpuSegmentProgress(null);
                }
                sortNs = System.nanoTime() - s0;
            }
            int rec = f.recordBytes();
            long perChunk = Math.max(1, Io.STAGING_BYTES / rec);
            MemorySegment staging = arena.allocate(perChunk * rec, 8);
            try (Progress bar = new Progress(err, show, "write", n)) {
                for (long first = 0; first < n; first += perChunk) {
                    long c = Math.min(perChunk, n - first);
                    MemorySegment s = staging.asSlice(0, c * rec);
                    cols.store(s, first, c);
                    o.write(s);
                    bar.add(c);
                }
            }
            o.commit();
        }
        long ns = System.nanoTime() - t0;
        if (!a.flag("quiet")) {
            out.printf("sorted %d %s records (%s%s%s%s): sort %s (%s), total %s with I/O -> %s%n", n, f.describe(),
                    used, desc ? ", descending" : "", stable ? ", stable" : "", offHeap ? ", off-heap" : "",
                    Io.ms(sortNs), Io.rate(n, sortNs), Io.ms(ns), outPath);
        }
        return 0;
    }

    /**
     * {@code --memory} smaller than the file: sorted runs on disk and a merge ({@link ExternalSort}), with the same
     * guarantees as the in-memory sort (input only read, output renamed into place when complete, temporaries
     * deleted on failure).
     */
    private static int external(Args a, RecordFormat f, Backend backend, Path in, Path outPath, long n, long memory,
                                PrintStream out, PrintStream err) throws Exception {
        boolean desc = a.flag("descending"), stable = a.flag("stable");
        ExternalSort.Typed fmt = new ExternalSort.Typed(f, sorter(backend, desc, stable), desc);
        String used = used(backend, f, fmt.runRecords(memory));
        long t0 = System.nanoTime();
        ExternalSort.Result r = ExternalSort.run(a, fmt, in, outPath, n, memory, used, err, afterMapForTest,
                sortFailureForTest);
        long ns = System.nanoTime() - t0;
        if (!a.flag("quiet")) {
            out.printf("sorted %d %s records (%s%s%s, %s): runs %s (sort %s), merge %s, total %s (%.1f MB/s) -> %s%n",
                    n, f.describe(), used, desc ? ", descending" : "", stable ? ", stable" : "",
                    ExternalSort.describe(r, memory), Io.ms(r.runNanos()), Io.ms(r.sortNanos()),
                    Io.ms(r.mergeNanos()), Io.ms(ns), n * (double) f.recordBytes() / 1e6 / Math.max(ns / 1e9, 1e-9),
                    outPath);
        }
        return 0;
    }

    /**
     * The sort's one-time costs, started beside the read: a sort of three records of the same format through the
     * same sorter (the JDK reference sort alike) loads and initialises the backend's classes, which a fresh JVM's
     * first sort would otherwise pay inside its timing (the CPU backend's classes: its first sort of 16 keys 59-90 ms
     * against {@code Arrays.sort}'s 21-38 on the H200 host's {@code jlink} runtime, 36-60 against 7-13 on the dev VM;
     * eighty-fifth session, call J, the sort's time with and without it, {@code --backend cpu}: 8 cores, sorted
     * {@code long[2^24]} 33-42 ms where 53-58, uniform {@code int[2^24]} 372-405 where 488-507; 16 cores sorted 38-46
     * where 61-73; {@code --backend jdk} 8 cores {@code int} 311-351 where 388-441). Nothing else is shared with the real sort, which waits for it; a failure here is left to
     * the real sort to report. {@code -Dsamplesort.cli.preload=false}: none (the thread ends at once).
     */
    static Thread preload(Sorter sorter, RecordFormat f, boolean offHeap, boolean desc) {
        boolean on = !"false".equals(System.getProperty(PRELOAD, "true"));
        Thread t = new Thread(on ? () -> {
            try (Columns few = Columns.allocate(f, 3, offHeap)) {
                few.sort(sorter, desc);
            } catch (Throwable ignored) {
                // the real sort reports what is wrong (a GPU that is not there, memory)
            }
        } : () -> { }, "samplesort-preload");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** The setting that switches {@link #preload} off ({@code false}). */
    static final String PRELOAD = "samplesort.cli.preload";

    /** The library's sorter for the options, or {@code null} for the JDK reference sort. */
    private static Sorter sorter(Backend backend, boolean desc, boolean stable) {
        return backend == null ? null
                : Sorter.builder().backend(backend).order(desc ? dev.samplesort.Order.DESCENDING
                        : dev.samplesort.Order.ASCENDING).stable(stable).build();
    }

    /**
     * What sorts {@code n} records, for the summary; an explicit GPU request fails here, the same way for every
     * size, before anything is read or created.
     */
    private static String used(Backend backend, RecordFormat f, long n) throws CliException {
        if (backend == Backend.GPU) {
            String why = Tooling.gpuUnavailableReason();
            if (why != null) throw new CliException("GPU backend not available: " + why);
        }
        return backend == null ? "jdk" : switch (backend) {
            case CPU -> "cpu";
            case GPU -> "gpu";
            case AUTO -> Tooling.autoUsesGpu(f.key(), n) ? "auto: gpu" : "auto: cpu";
        };
    }
}
