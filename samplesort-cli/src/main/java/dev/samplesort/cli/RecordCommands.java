package dev.samplesort.cli;

import dev.samplesort.Backend;
import dev.samplesort.Order;
import dev.samplesort.RecordLayout;
import dev.samplesort.Sorter;
import dev.samplesort.internal.Tooling;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.stream.LongStream;

/**
 * {@code gen}, {@code sort} and {@code verify} for fixed-width records: {@code --type gensort} (100-byte
 * TeraSort/GraySort records, 10-byte key) or {@code --record-size R --key OFFSET:LENGTH} (any record size, key
 * bytes compared as unsigned bytes, memcmp order). {@link Main} sends a command here when its arguments name a
 * record layout ({@link #applies}); the typed-key commands stay as they were.
 */
final class RecordCommands {
    private RecordCommands() {}

    /** Whether the arguments ask for records: {@code --type gensort}, {@code --record-size} or {@code --key}. */
    static boolean applies(String cmd, String[] args) {
        if (!cmd.equals("gen") && !cmd.equals("sort") && !cmd.equals("verify")) return false;
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--record-size") || a.startsWith("--record-size=") || a.equals("--key")
                    || a.startsWith("--key=")) {
                return true;
            }
            if (a.equalsIgnoreCase("--type=gensort")) return true;
            if (a.equals("--type") && i + 1 < args.length && args[i + 1].equalsIgnoreCase("gensort")) return true;
        }
        return false;
    }

    private static Args layoutOptions(Args a) {
        return a.opt("type", "gensort", null, "gensort: 100-byte records, 10-byte key at offset 0")
                .opt("record-size", "R", null, "bytes per record (instead of --type gensort)")
                .opt("key", "OFFSET:LENGTH", null, "key bytes inside the record, compared as unsigned bytes "
                        + "(default: the whole record)");
    }

    static Args genSpec() {
        return new Args("gen", "Writes n gensort-format records (100 bytes: 10-byte random key, record number, "
                + "filler; see docs/CLI.md).")
                .required("type", "gensort", "record format")
                .required("count", "N", "number of records (e.g. 2^27)")
                .required("out", "FILE", "output file")
                .opt("seed", "S", "42", "random seed (same seed, same data)")
                .flag("progress", "show a progress bar even when stderr is not a terminal")
                .flag("no-progress", "never show a progress bar")
                .flag("quiet", "no summary line");
    }

    static Args sortSpec() {
        return layoutOptions(new Args("sort", "Sorts a file of fixed-width records by their key bytes (memcmp "
                + "order); every byte of every record moves."))
                .required("in", "FILE", "input file (never modified)")
                .required("out", "FILE", "output file (written to a temporary file, renamed when complete)")
                .opt("backend", "auto|cpu|gpu|jdk", "auto", "where to sort (jdk: Arrays.parallelSort of key objects)")
                .flag("descending", "sort in descending order")
                .flag("stable", "equal keys keep their input order")
                .opt("memory", "SIZE", null, "host memory budget, e.g. 32m or 4g: larger files are sorted "
                        + "externally (sorted runs on disk, then a merge)")
                .opt("tmp", "DIR", null, "directory for the external sort's runs (default: the output's directory)")
                .flag("progress", "show a progress bar even when stderr is not a terminal")
                .flag("no-progress", "never show a progress bar")
                .flag("quiet", "no summary line");
    }

    static Args verifySpec() {
        return layoutOptions(new Args("verify", "Checks that SORTED is in key order and (with --in) holds the same "
                + "records as IN:\nvalsort's checks (order, duplicate keys, count and an order-independent 128-bit "
                + "checksum of all records)."))
                .opt("in", "FILE", null, "the unsorted input (optional: without it only the order is checked)")
                .required("sorted", "FILE", "the file to check")
                .flag("descending", "expect descending order")
                .flag("quiet", "print nothing when the check passes");
    }

    /** The layout named by the options. */
    static RecordLayout layout(Args a) throws UsageException {
        String type = a.get("type");
        boolean custom = a.has("record-size") || a.has("key");
        if (type != null) {
            if (!type.equalsIgnoreCase("gensort")) {
                throw new UsageException("option --type: '" + type + "' is not a record format here (gensort); "
                        + "typed keys take no --record-size/--key");
            }
            if (custom) throw new UsageException("give either --type gensort or --record-size/--key, not both");
            return RecordLayout.GENSORT;
        }
        if (!a.has("record-size")) throw new UsageException("missing option --record-size R (or --type gensort)");
        int r = a.getInt("record-size");
        try {
            if (!a.has("key")) return RecordLayout.wholeRecord(r);
            String k = a.get("key");
            int colon = k.indexOf(':');
            if (colon < 0) throw new UsageException("option --key: expected OFFSET:LENGTH, e.g. 0:10, not '" + k + "'");
            int off, len;
            try {
                off = Integer.parseInt(k.substring(0, colon).trim());
                len = Integer.parseInt(k.substring(colon + 1).trim());
            } catch (NumberFormatException e) {
                throw new UsageException("option --key: expected OFFSET:LENGTH with whole numbers, not '" + k + "'");
            }
            return new RecordLayout(r, off, len);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    static String describe(RecordLayout l) {
        return l.equals(RecordLayout.GENSORT) ? "gensort"
                : l.recordSize() + "-byte records, key " + l.keyOffset() + ":" + l.keyLength();
    }

    /** The number of records in a file, or a clear error when the size does not fit the layout. */
    static long records(Path in, RecordLayout l) throws CliException, UsageException {
        long size = Io.inputSize(in);
        if (size % l.recordSize() != 0) {
            throw new CliException(in + ": size " + size + " bytes is not a multiple of the record size "
                    + l.recordSize() + " bytes (" + describe(l) + "); wrong --type or --record-size?");
        }
        return size / l.recordSize();
    }

    static int gen(Args a, PrintStream out, PrintStream err) throws Exception {
        RecordLayout l = layout(a);
        long n = a.getCount("count");
        long seed = a.getLong("seed");
        Path outPath = Path.of(a.get("out"));
        long t0 = System.nanoTime();
        long perChunk = Io.STAGING_BYTES / GensortRecords.RECORD;
        try (OutputFile o = OutputFile.create(outPath, n * GensortRecords.RECORD);
             Progress bar = new Progress(err, Progress.wanted(a), "gen", n);
             Arena arena = Arena.ofShared()) {
            MemorySegment staging = arena.allocate(perChunk * GensortRecords.RECORD, 8);
            for (long first = 0; first < n; first += perChunk) {
                long c = Math.min(perChunk, n - first), base = first;
                MemorySegment s = staging.asSlice(0, c * GensortRecords.RECORD);
                long part = 1 << 12;
                LongStream.range(0, (c + part - 1) / part).parallel().forEach(t -> {
                    long lo = t * part, cnt = Math.min(part, c - lo);
                    GensortRecords.fill(s.asSlice(lo * GensortRecords.RECORD, cnt * GensortRecords.RECORD),
                            base + lo, cnt, seed);
                });
                o.write(s);
                bar.add(c);
            }
            o.commit();
        }
        long ns = System.nanoTime() - t0;
        if (!a.flag("quiet")) {
            out.printf("generated %d %s records (seed %d) -> %s: %s in %s (%s)%n", n, describe(l), seed, outPath,
                    Io.bytes(n * l.recordSize()), Io.ms(ns), Io.rate(n, ns));
        }
        return 0;
    }

    /** Whether the GPU backend sorts records here (usable, and not refusing multi-word keys). */
    static boolean gpuTakesRecords(RecordLayout l) {
        try {
            Sorter.gpu().sort(new byte[0], l);   // an explicit GPU request is refused for every size if it cannot run
            return true;
        } catch (dev.samplesort.BackendUnavailableException e) {
            return false;
        }
    }

    static int sort(Args a, PrintStream out, PrintStream err) throws Exception {
        RecordLayout l = layout(a);
        Backend backend = Io.backend(a.get("backend"));
        Path in = Path.of(a.get("in")), outPath = Path.of(a.get("out"));
        boolean desc = a.flag("descending"), stable = a.flag("stable");
        long n = records(in, l);
        Io.requireDistinct(in, outPath);
        if (backend == null && n > JdkRecordSort.MAX_RECORDS) {
            throw new CliException("the jdk backend sorts at most " + JdkRecordSort.MAX_RECORDS + " records (Java "
                    + "arrays); use --backend cpu or gpu");
        }
        String used = backend == null ? "jdk" : switch (backend) {
            case CPU -> "cpu";
            case GPU -> "gpu";
            case AUTO -> Tooling.autoUsesGpu(dev.samplesort.KeyType.LONG, n) && gpuTakesRecords(l)
                    ? "auto: gpu" : "auto: cpu";
        };
        if (backend == Backend.GPU) {
            // an explicit GPU request fails the same way for every size, before anything is read or created
            try {
                Sorter.gpu().sort(new byte[0], l);
            } catch (dev.samplesort.BackendUnavailableException e) {
                throw new CliException(e.getMessage(), e);
            }
        }
        long memory = a.has("memory") ? Args.parseSize(a.get("memory"), "memory", ExternalSort.MIN_MEMORY) : 0;
        if (a.has("tmp") && memory == 0) throw new UsageException("--tmp is for the external sort: give --memory too");
        Sorter sorter = backend == null ? null
                : Sorter.builder().backend(backend).order(desc ? Order.DESCENDING : Order.ASCENDING).stable(stable)
                        .build();
        ExternalSort.Records fmt = new ExternalSort.Records(l, sorter, desc);
        if (memory > 0 && ExternalSort.needed(n, fmt, memory)) {
            long t0 = System.nanoTime();
            ExternalSort.Result r = ExternalSort.run(a, fmt, in, outPath, n, memory, used, err, null, null);
            long ns = System.nanoTime() - t0;
            if (!a.flag("quiet")) {
                out.printf("sorted %d %s (%s, %s%s%s, %s): runs %s (sort %s), merge %s; total %s (%.1f MB/s) -> %s%n",
                        n, describe(l), Io.bytes(n * l.recordSize()), used, desc ? ", descending" : "",
                        stable ? ", stable" : "", ExternalSort.describe(r, memory), Io.ms(r.runNanos()),
                        Io.ms(r.sortNanos()), Io.ms(r.mergeNanos()), Io.ms(ns),
                        n * (double) l.recordSize() / 1e6 / Math.max(ns / 1e9, 1e-9), outPath);
            }
            return 0;
        }
        long bytes = n * l.recordSize();
        boolean show = Progress.wanted(a);
        long t0 = System.nanoTime(), readNs, sortNs, writeNs;
        Io.Snapshot before = Io.snapshot(in);
        try (Arena arena = Arena.ofShared(); Tooling.HostMemory scratch = new Tooling.HostMemory();
             OutputFile o = OutputFile.create(outPath, bytes)) {
            MemorySegment file = Io.mapReadOnly(in, bytes, arena);
            // not zeroed on this thread (Tooling.HostMemory): the parallel copy below touches every page first
            MemorySegment recs = scratch.allocate(bytes);
            try (Progress bar = new Progress(err, show, "read ", bytes)) {
                // in parallel: page faults on the mapping and the copy scale with the cores
                long chunk = Io.STAGING_BYTES;
                LongStream.range(0, (bytes + chunk - 1) / chunk).parallel().forEach(t -> {
                    long off = t * chunk, c = Math.min(chunk, bytes - off);
                    MemorySegment.copy(file, off, recs, off, c);
                    bar.add(c);
                });
            } catch (InternalError e) {
                // a mapped file that shrinks under us faults (SIGBUS), which the JVM reports as an InternalError
                throw new CliException("input " + in + " was truncated while being read (" + e.getMessage()
                        + "); nothing was written", e);
            }
            // a file rewritten while it was read gives records from two versions: refuse to sort them
            Io.requireUnchanged(in, before);
            readNs = System.nanoTime() - t0;
            try (Progress bar = Progress.running(err, show, "sort (" + used + ")")) {
                long s0 = System.nanoTime();
                try {
                    if (sorter == null) JdkRecordSort.sort(recs, l, desc);
                    else sorter.sort(recs, l);
                } catch (dev.samplesort.BackendUnavailableException e) {
                    throw new CliException(e.getMessage(), e);
                } catch (dev.samplesort.BackendFailureException e) {
                    throw new CliException("the GPU failed during the sort (" + e.getMessage() + "); nothing was "
                            + "written and the input is unchanged - run again with --backend cpu or auto", e);
                } catch (RuntimeException e) {
                    throw new CliException("sorting failed (" + used + "): " + e, e);
                }
                sortNs = System.nanoTime() - s0;
            }
            long w0 = System.nanoTime();
            try (Progress bar = new Progress(err, show, "write", bytes)) {
                for (long off = 0; off < bytes; off += Io.STAGING_BYTES) {
                    long c = Math.min(Io.STAGING_BYTES, bytes - off);
                    o.write(recs.asSlice(off, c));
                    bar.add(c);
                }
                o.commit();
            }
            writeNs = System.nanoTime() - w0;
        }
        long ns = System.nanoTime() - t0;
        if (!a.flag("quiet")) {
            out.printf("sorted %d %s (%s, %s%s%s): read %s, sort %s (%s), write %s; total %s (%s) -> %s%n", n,
                    describe(l), Io.bytes(bytes), used, desc ? ", descending" : "", stable ? ", stable" : "",
                    Io.ms(readNs), Io.ms(sortNs), Io.rate(n, sortNs), Io.ms(writeNs), Io.ms(ns), Io.rate(n, ns),
                    outPath);
        }
        return 0;
    }

    static int verify(Args a, PrintStream out, PrintStream err) throws Exception {
        RecordLayout l = layout(a);
        Path sorted = Path.of(a.get("sorted"));
        Path in = a.has("in") ? Path.of(a.get("in")) : null;
        boolean desc = a.flag("descending");
        long m = records(sorted, l);
        long n = in == null ? m : records(in, l);
        if (n != m) {
            err.printf("FAILED: %s holds %d records, %s holds %d%n", sorted, m, in, n);
            return 1;
        }
        try (Arena arena = Arena.ofShared()) {
            MemorySegment s = Io.mapReadOnly(sorted, m * l.recordSize(), arena);
            RecordChecks.Order ord = RecordChecks.order(s, l, desc);
            RecordChecks.Checksum cs = RecordChecks.checksum(s, l.recordSize());
            RecordChecks.Checksum ci = in == null ? cs
                    : RecordChecks.checksum(Io.mapReadOnly(in, n * l.recordSize(), arena), l.recordSize());
            boolean ok = true;
            if (ord.firstViolation() >= 0) {
                long i = ord.firstViolation();
                err.printf("FAILED: not sorted %s at record %d: key %s follows key %s%n",
                        desc ? "descending" : "ascending", i, RecordChecks.keyHex(s, l, i),
                        RecordChecks.keyHex(s, l, i - 1));
                ok = false;
            }
            if (!ci.equals(cs)) {
                err.printf("FAILED: %s is not a permutation of %s (record checksums differ: %s vs %s)%n", sorted, in,
                        cs, ci);
                ok = false;
            }
            if (!ok) return 1;
            if (!a.flag("quiet")) {
                out.printf("OK: %d %s sorted %s%s, %d duplicate keys (%s)%n", m, describe(l),
                        desc ? "descending" : "ascending", in == null ? "" : ", a permutation of the input",
                        ord.duplicateKeys(), cs);
            }
            return 0;
        }
    }
}
