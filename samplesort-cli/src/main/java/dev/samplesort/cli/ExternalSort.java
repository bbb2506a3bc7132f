package dev.samplesort.cli;

import dev.samplesort.RecordLayout;
import dev.samplesort.Sorter;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Stream;

/**
 * {@code samplesort sort --memory SIZE}: the external sort of a file larger than a host-memory budget
 * (docs/OUT-OF-CORE.md), for key and key-value files ({@link Typed}) and fixed-width records ({@link Records}).
 * Pass 1 reads the input in runs that fit the budget, sorts each with the chosen backend (the library off-heap, or
 * the JDK reference route) and writes it to a run file in a private temporary directory ({@code --tmp DIR}, default:
 * the output's directory). Pass 2 merges the runs (a k-way merge with a binary heap on an order-preserving 64-bit
 * prefix of each key, the full key when prefixes tie; ties go to the earlier run, so stable runs merge stably) into
 * the output, which {@link OutputFile} writes to a temporary file and renames only when complete. The merge is cut
 * into partitions by splitters ({@link #cuts}) and runs on all cores, each partition into its own range of the file.
 *
 * <p>Memory: a run holds {@link Format#runRecords} records (the records and what their sort needs besides), plus a
 * write buffer of at most {@link Io#STAGING_BYTES}; each merging thread reads every run through a buffer of
 * {@code memory / (2 * threads * runs)} bytes (at least 64 records) and writes through one of
 * {@code memory / (4 * threads)}. One merge pass: with R runs the merge needs at least {@code threads * R * 64}
 * records of buffers.
 *
 * <p>The run directory is deleted when the sort ends, also on failure, and by a shutdown hook on SIGINT/SIGTERM.
 */
final class ExternalSort {
    private ExternalSort() {}

    /** The smallest {@code --memory}. */
    static final long MIN_MEMORY = 1L << 20;

    /** Testing aid: when ≥ 0, writing the run files fails like a full disk once this many bytes were written. */
    static volatile long failRunsAfterBytesForTest = -1;

    /** Testing aid: when ≥ 0, the usable space the run directory's file store reports. */
    static volatile long usableSpaceForTest = -1;

    /** Run directories not yet deleted: the shutdown hook deletes them. */
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Path p : PENDING) deleteTree(p);
        }, "samplesort-delete-runs"));
    }

    /**
     * What the external sort needs to know about a file's records: their size, how many fit a budget, how to sort
     * one run, and their order for the merge (a 64-bit unsigned prefix that decides most comparisons, and the full
     * comparison when two prefixes are equal).
     */
    interface Format {
        int recordBytes();

        /** Records per run under {@code memory} bytes (the records and what the run's sort needs besides). */
        long runRecords(long memory);

        /**
         * Sorts the records of the little-endian file image {@code le} and writes them to {@code ch} through
         * {@code staging}; returns the bytes written to all runs so far ({@code written} before this run).
         */
        long writeRun(MemorySegment le, FileChannel ch, MemorySegment staging, long written)
                throws IOException, CliException;

        /** An order-preserving unsigned prefix of the key of the record at {@code pos}. */
        long prefix(ByteBuffer b, int pos);

        /** Whether equal prefixes mean equal keys (no {@link #compare} needed). */
        boolean prefixIsKey();

        /** Compares the keys of two records in sort order (only called when their prefixes are equal). */
        int compare(ByteBuffer a, int pa, ByteBuffer b, int pb);
    }

    /**
     * Key or key-value files ({@link RecordFormat}), runs sorted as columns by the library ({@code sorter}) or,
     * when it is {@code null}, the JDK reference sort on heap arrays.
     */
    record Typed(RecordFormat f, Sorter sorter, boolean desc) implements Format {
        @Override public int recordBytes() { return f.recordBytes(); }

        /** The records, the sort's buffer of as many elements and its 2 bytes per element. */
        @Override public long runRecords(long memory) { return Math.max(1, memory / (2L * f.recordBytes() + 2)); }

        @Override
        public long writeRun(MemorySegment le, FileChannel ch, MemorySegment staging, long written)
                throws IOException, CliException {
            int rec = f.recordBytes();
            long len = le.byteSize() / rec, perWrite = staging.byteSize() / rec;
            try (Columns cols = Columns.allocate(f, len, sorter != null)) {
                cols.load(le, null);
                sortRun(() -> cols.sort(sorter, desc));
                for (long at = 0; at < len; at += perWrite) {
                    long c = Math.min(perWrite, len - at);
                    MemorySegment s = staging.asSlice(0, c * rec);
                    cols.store(s, at, c);
                    written = write(ch, s.asByteBuffer(), written);
                }
            }
            return written;
        }

        @Override public long prefix(ByteBuffer b, int pos) { return orderedKey(b, pos, f, desc); }

        @Override public boolean prefixIsKey() { return true; }

        @Override public int compare(ByteBuffer a, int pa, ByteBuffer b, int pb) { return 0; }
    }

    /**
     * Fixed-width records ({@link RecordLayout}: key bytes in memcmp order), sorted whole by the library
     * ({@code sorter}) or, when it is {@code null}, the JDK route ({@link JdkRecordSort}).
     */
    record Records(RecordLayout l, Sorter sorter, boolean desc) implements Format {
        @Override public int recordBytes() { return l.recordSize(); }

        /** The records and about {@code recordSize + 4} bytes per record for the sort (docs/RECORDS.md). */
        @Override public long runRecords(long memory) { return Math.max(1, memory / (2L * l.recordSize() + 4)); }

        @Override
        public long writeRun(MemorySegment le, FileChannel ch, MemorySegment staging, long written)
                throws IOException, CliException {
            long bytes = le.byteSize();
            try (Arena arena = Arena.ofShared()) {   // shared: the sorts work on several threads
                MemorySegment recs = arena.allocate(Math.max(1, bytes), 8).asSlice(0, bytes);
                MemorySegment.copy(le, 0, recs, 0, bytes);
                sortRun(() -> {
                    if (sorter == null) JdkRecordSort.sort(recs, l, desc);
                    else sorter.sort(recs, l);
                });
                for (long at = 0; at < bytes; at += staging.byteSize()) {
                    written = write(ch, recs.asSlice(at, Math.min(staging.byteSize(), bytes - at)).asByteBuffer(),
                            written);
                }
            }
            return written;
        }

        /** The first (up to) 8 key bytes, big-endian: memcmp order as an unsigned number. */
        @Override
        public long prefix(ByteBuffer b, int pos) {
            long p = 0;
            int k = Math.min(8, l.keyLength());
            for (int i = 0; i < k; i++) p = p << 8 | (b.get(pos + l.keyOffset() + i) & 0xFF);
            p = k == 0 ? 0 : p << 8 * (8 - k);
            return desc ? ~p : p;
        }

        @Override public boolean prefixIsKey() { return l.keyLength() <= 8; }

        @Override
        public int compare(ByteBuffer a, int pa, ByteBuffer b, int pb) {
            int from = l.keyOffset() + 8, to = l.keyOffset() + l.keyLength();
            int c = Arrays.compareUnsigned(a.array(), a.arrayOffset() + pa + from, a.arrayOffset() + pa + to,
                    b.array(), b.arrayOffset() + pb + from, b.arrayOffset() + pb + to);
            return desc ? -c : c;
        }
    }

    /** Whether {@code n} records need the external sort under {@code memory} bytes. */
    static boolean needed(long n, Format f, long memory) { return n > f.runRecords(memory); }

    /**
     * What the sort did.
     *
     * @param runs       run files
     * @param runRecords records per run
     * @param runNanos   pass 1: read, sort, write the runs
     * @param sortNanos  the part of pass 1 spent sorting (and converting)
     * @param mergeNanos pass 2: merge into the output (committed by the caller)
     */
    record Result(int runs, long runRecords, long runNanos, long sortNanos, long mergeNanos) {}

    /** Sorts the {@code n} records of the mapped input {@code le} into {@code out} (not committed). */
    static Result sort(MemorySegment le, long n, Format fmt, long memory, Path tmpBase, OutputFile out, Path outPath,
                       PrintStream err, boolean show) throws CliException {
        int rec = fmt.recordBytes();
        long runLen = fmt.runRecords(memory);
        int runs = Math.toIntExact((n + runLen - 1) / runLen);
        Path dir = createRunDirectory(tmpBase, n * rec, outPath);
        try {
            long t0 = System.nanoTime(), sortNs = 0;
            try (Arena arena = Arena.ofConfined(); Progress bar = new Progress(err, show, "runs ", n)) {
                long perWrite = Math.max(1, Math.min(Io.STAGING_BYTES, Math.max(rec * 1024L, memory / 8)) / rec);
                MemorySegment staging = arena.allocate(perWrite * rec, 8);
                long written = 0;
                for (int r = 0; r < runs; r++) {
                    long first = r * runLen, len = Math.min(runLen, n - first);
                    try (FileChannel ch = FileChannel.open(runFile(dir, r), StandardOpenOption.CREATE_NEW,
                            StandardOpenOption.WRITE)) {
                        long s0 = System.nanoTime();
                        written = fmt.writeRun(le.asSlice(first * rec, len * rec), ch, staging, written);
                        sortNs += System.nanoTime() - s0;
                    } catch (IOException e) {
                        throw new CliException("cannot write the sorted run " + r + " in " + dir + ": "
                                + OutputFile.reason(e) + (OutputFile.isDiskFull(e) ? " (disk full? choose another "
                                + "--tmp)" : "") + "; nothing was written", e);
                    }
                    bar.add(len);
                }
            }
            long t1 = System.nanoTime();
            merge(dir, runs, runLen, n, fmt, memory, out, err, show);
            long t2 = System.nanoTime();
            return new Result(runs, runLen, t1 - t0, sortNs, t2 - t1);
        } finally {
            deleteTree(dir);
            PENDING.remove(dir);
        }
    }

    /**
     * The command-line side of an external sort: maps the input, sorts it into a temporary output with the same
     * guarantees as the in-memory sort (input only read and checked unchanged afterwards, output renamed into place
     * when complete) and returns what it did; the caller prints the summary.
     */
    static Result run(Args a, Format fmt, Path in, Path outPath, long n, long memory, String used, PrintStream err,
                      java.util.function.Consumer<Path> afterMap, java.util.function.Supplier<RuntimeException> failure)
            throws CliException {
        Path tmp = a.has("tmp") ? Path.of(a.get("tmp"))
                : java.util.Objects.requireNonNullElse(outPath.toAbsolutePath().normalize().getParent(), Path.of("."));
        Io.Snapshot before = Io.snapshot(in);
        Result r;
        try (Arena arena = Arena.ofShared(); OutputFile o = OutputFile.create(outPath, n * fmt.recordBytes())) {
            MemorySegment le = Io.mapReadOnly(in, n * fmt.recordBytes(), arena);
            if (afterMap != null) afterMap.accept(in);
            try {
                if (failure != null) throw failure.get();
                r = sort(le, n, fmt, memory, tmp, o, outPath, err, Progress.wanted(a));
            } catch (InternalError e) {
                // a mapped file that shrinks under us faults (SIGBUS), which the JVM reports as an InternalError
                throw new CliException("input " + in + " was truncated while being read (" + e.getMessage()
                        + "); nothing was written", e);
            } catch (RuntimeException e) {
                throw new CliException("sorting failed (" + used + ", external): " + e, e);
            }
            Io.requireUnchanged(in, before);
            o.commit();
        }
        return r;
    }

    /** The summary's description of an external sort. */
    static String describe(Result r, long memory) {
        return "external: " + r.runs() + " runs of up to " + r.runRecords() + " records, --memory "
                + Io.bytes(memory);
    }

    /** A run's sort; its failures become clear command-line errors (the input is never changed). */
    private static void sortRun(Runnable sort) throws CliException {
        try {
            sort.run();
        } catch (dev.samplesort.BackendUnavailableException e) {
            throw new CliException(e.getMessage(), e);
        } catch (dev.samplesort.BackendFailureException e) {
            throw new CliException("the GPU failed while sorting a run (" + e.getMessage() + "); nothing was "
                    + "written and the input is unchanged - run again with --backend cpu or auto", e);
        }
    }

    private static long write(FileChannel ch, ByteBuffer b, long written) throws IOException {
        while (b.hasRemaining()) {
            long fail = failRunsAfterBytesForTest;
            if (fail >= 0 && written + b.remaining() > fail) throw new IOException("No space left on device");
            written += ch.write(b);
        }
        return written;
    }

    private static Path runFile(Path dir, int r) { return dir.resolve("run-" + r + ".bin"); }

    /**
     * A private directory for the runs in {@code base}, after checking that its file system has room for them
     * (and for the output too when it is the same file system, since both exist at the end).
     */
    static Path createRunDirectory(Path base, long runBytes, Path outPath) throws CliException {
        Path abs = base.toAbsolutePath().normalize();
        if (!Files.isDirectory(abs)) throw new CliException("temporary directory does not exist: " + base);
        long need = runBytes;
        try {
            FileStore store = Files.getFileStore(abs);
            Path outDir = outPath.toAbsolutePath().normalize().getParent();
            if (outDir != null && Files.isDirectory(outDir) && Files.getFileStore(outDir).equals(store)) {
                need += runBytes;   // the output is written beside the runs before they are deleted
            }
            long usable = usableSpaceForTest >= 0 ? usableSpaceForTest : store.getUsableSpace();
            if (need > usable) {
                throw new CliException("not enough free space for the sorted runs in " + base + ": the external "
                        + "sort needs " + need + " bytes (" + Io.bytes(need) + ") there, the file system has " + usable
                        + " bytes (" + Io.bytes(usable) + ") available; choose another --tmp; nothing was written");
            }
        } catch (IOException e) {
            // no figure to check against: writing the runs reports a full disk
        }
        try {
            Path dir = Files.createTempDirectory(abs, ".samplesort-runs-");
            PENDING.add(dir);
            return dir;
        } catch (IOException e) {
            throw new CliException("cannot create a temporary directory in " + base + " for the sorted runs: "
                    + OutputFile.reason(e) + "; choose a writable one with --tmp DIR", e);
        }
    }

    /** Deletes a directory and the files in it (best effort). */
    static void deleteTree(Path dir) {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // best effort
                }
            });
        } catch (IOException ignored) {
            // best effort
        }
    }

    // ------------------------------------------------------------------------------------------ merge

    /** The run files, open for positional reads by any number of threads. */
    private static final class RunFiles implements AutoCloseable {
        final FileChannel[] ch;
        final long[] length;
        final int rec;

        RunFiles(Path dir, int runs, long runLen, long n, int rec) throws IOException {
            this.ch = new FileChannel[runs];
            this.length = new long[runs];
            this.rec = rec;
            for (int r = 0; r < runs; r++) {
                length[r] = Math.min(runLen, n - r * runLen);
                ch[r] = FileChannel.open(runFile(dir, r), StandardOpenOption.READ);
            }
        }

        int count() { return ch.length; }

        /** Record {@code i} of run {@code r}, in a buffer of its own. */
        ByteBuffer record(int r, long i) throws IOException {
            ByteBuffer b = ByteBuffer.allocate(rec).order(ByteOrder.LITTLE_ENDIAN);
            long at = i * rec;
            while (b.hasRemaining()) {
                int k = ch[r].read(b, at);
                if (k < 0) throw new IOException("run file ended early");
                at += k;
            }
            return b.flip();
        }

        @Override
        public void close() {
            for (FileChannel c : ch) {
                if (c == null) continue;
                try {
                    c.close();
                } catch (IOException ignored) {
                    // deleted with the directory
                }
            }
        }
    }

    /** Records {@code [from, from + count)} of one run read through a buffer (positional reads). */
    private static final class Reader {
        final FileChannel ch;
        final ByteBuffer buf;
        long filePos, fileLeft;   // the range's bytes not yet read
        long left;                // the range's records not yet consumed

        Reader(FileChannel ch, int bufRecords, int rec, long from, long count) {
            this.ch = ch;
            buf = ByteBuffer.allocate((int) Math.min(bufRecords, Math.max(1, count)) * rec)
                    .order(ByteOrder.LITTLE_ENDIAN);
            buf.limit(0);
            filePos = from * rec;
            fileLeft = count * rec;
            left = count;
        }

        /** Makes sure a whole record is buffered; false at the end of the range. */
        boolean fill(int rec) throws IOException {
            if (left == 0) return false;
            if (buf.remaining() >= rec) return true;
            buf.compact();
            buf.limit((int) Math.min(buf.capacity(), buf.position() + fileLeft));
            while (buf.hasRemaining()) {
                int k = ch.read(buf, filePos);
                if (k < 0) throw new IOException("run file ended early");
                filePos += k;
                fileLeft -= k;
            }
            buf.flip();
            if (buf.remaining() < rec) throw new IOException("run file ended early");
            return true;
        }
    }

    /** A splitter of the parallel merge: a record and where it is, (key, run, index) being a total order. */
    private record Splitter(ByteBuffer rec, long prefix, int run, long index) {}

    /** Key order of two records given their prefixes (the full key only when the prefixes tie). */
    private static int compareKeys(Format fmt, long pa, ByteBuffer a, int ia, long pb, ByteBuffer b, int ib) {
        int c = Long.compareUnsigned(pa, pb);
        return c == 0 && !fmt.prefixIsKey() ? fmt.compare(a, ia, b, ib) : c;
    }

    /**
     * Where the merge's partitions cut each run: {@code parts - 1} splitters from regular samples of the runs, each
     * run cut at each splitter by binary search in (key, run, index) order, so that equal keys are cut like distinct
     * ones and the partitions concatenate to the stable merge.
     */
    private static long[][] cuts(RunFiles rf, Format fmt, int parts) throws IOException {
        int runs = rf.count();
        long[][] cuts = new long[parts + 1][runs];
        for (int r = 0; r < runs; r++) cuts[parts][r] = rf.length[r];
        if (parts == 1) return cuts;
        List<Splitter> samples = new ArrayList<>();
        for (int r = 0; r < runs; r++) {
            long len = rf.length[r], s = Math.min(len, 4L * parts);
            for (long j = 0; j < s; j++) {
                long i = j * (len / s) + j * (len % s) / s;   // floor(j * len / s) without overflow
                ByteBuffer b = rf.record(r, i);
                samples.add(new Splitter(b, fmt.prefix(b, 0), r, i));
            }
        }
        samples.sort((x, y) -> {
            int c = compareKeys(fmt, x.prefix(), x.rec(), 0, y.prefix(), y.rec(), 0);
            if (c != 0) return c;
            c = Integer.compare(x.run(), y.run());
            return c != 0 ? c : Long.compare(x.index(), y.index());
        });
        for (int p = 1; p < parts; p++) {
            Splitter t = samples.get((int) ((long) p * samples.size() / parts));
            for (int r = 0; r < runs; r++) {
                // before the splitter: smaller keys, and equal keys of earlier runs or earlier in its own run
                if (r == t.run()) {
                    cuts[p][r] = t.index();
                    continue;
                }
                long lo = 0, hi = rf.length[r];
                while (lo < hi) {
                    long mid = (lo + hi) >>> 1;
                    ByteBuffer b = rf.record(r, mid);
                    int c = compareKeys(fmt, fmt.prefix(b, 0), b, 0, t.prefix(), t.rec(), 0);
                    if (c < 0 || c == 0 && r < t.run()) lo = mid + 1; else hi = mid;
                }
                cuts[p][r] = lo;
            }
        }
        return cuts;
    }

    /**
     * Merges the runs into the output. A regular output file is written by several threads at once: the merge is
     * cut into partitions ({@link #cuts}), each merged into its own range of the file; an output written in place
     * (a FIFO, a device) gets one sequential merge.
     */
    private static void merge(Path dir, int runs, long runLen, long n, Format fmt, long memory, OutputFile out,
                              PrintStream err, boolean show) throws CliException {
        int rec = fmt.recordBytes();
        int threads = out.positional() ? Math.max(1, Math.min(ForkJoinPool.getCommonPoolParallelism() + 1,
                Runtime.getRuntime().availableProcessors())) : 1;
        int parts = (int) Math.max(1, Math.min(4L * threads, n / (1L << 16)));
        if (threads == 1 || !out.positional()) parts = 1;
        // every thread at work holds one buffer per run and an output buffer
        int bufRecords = (int) Math.max(64, Math.min(1 << 20, memory / 2 / threads / runs / rec));
        int outRecords = (int) Math.max(64, Math.min(Io.STAGING_BYTES, memory / 4 / threads) / rec);
        try (RunFiles rf = new RunFiles(dir, runs, runLen, n, rec);
             Progress bar = new Progress(err, show, "merge", n)) {
            long[][] cuts = cuts(rf, fmt, parts);
            long[] offsets = new long[parts + 1];
            for (int p = 0; p < parts; p++) {
                long sz = 0;
                for (int r = 0; r < runs; r++) sz += cuts[p + 1][r] - cuts[p][r];
                offsets[p + 1] = offsets[p] + sz;
            }
            if (offsets[parts] != n) throw new CliException("internal error: partitions hold " + offsets[parts]
                    + " of " + n + " records");
            final int fp = parts;
            java.util.concurrent.atomic.AtomicLong merged = new java.util.concurrent.atomic.AtomicLong();
            try {
                java.util.stream.IntStream ps = java.util.stream.IntStream.range(0, parts);
                (fp > 1 ? ps.parallel() : ps).forEach(p -> {
                    try {
                        merged.addAndGet(mergePart(rf, cuts[p], cuts[p + 1], offsets[p], fmt, bufRecords, outRecords,
                                out, fp > 1, bar));
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    } catch (CliException e) {
                        throw new Failed(e);
                    }
                });
            } catch (Failed e) {
                throw e.failure;
            }
            if (merged.get() != n) throw new CliException("internal error: merged " + merged + " of " + n + " records");
        } catch (IOException | java.io.UncheckedIOException e) {
            IOException io = e instanceof java.io.UncheckedIOException u ? u.getCause() : (IOException) e;
            throw new CliException("reading the sorted runs in " + dir + " failed: " + OutputFile.reason(io)
                    + "; nothing was written", io);
        }
    }

    /** Carries a {@link CliException} out of a parallel stream. */
    private static final class Failed extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient CliException failure;

        Failed(CliException cause) {
            super(cause);
            this.failure = cause;
        }
    }

    /** Merges the pieces {@code [from[r], to[r])} of every run into the output from record {@code at} on. */
    private static long mergePart(RunFiles rf, long[] from, long[] to, long at, Format fmt, int bufRecords,
                                  int outRecords, OutputFile out, boolean positional, Progress bar)
            throws IOException, CliException {
        int runs = rf.count(), rec = rf.rec;
        Reader[] rs = new Reader[runs];
        long[] head = new long[runs];
        Order ord = new Order(head, rs, fmt);
        int[] heap = new int[runs];
        int size = 0;
        for (int r = 0; r < runs; r++) {
            rs[r] = new Reader(rf.ch[r], bufRecords, rec, from[r], to[r] - from[r]);
            if (rs[r].fill(rec)) {
                head[r] = fmt.prefix(rs[r].buf, rs[r].buf.position());
                heap[size] = r;
                siftUp(heap, size++, ord);
            }
        }
        ByteBuffer ob = ByteBuffer.allocate(outRecords * rec);
        long done = 0, pos = at * rec;
        while (size > 0) {
            int r = heap[0];
            Reader rd = rs[r];
            int p = rd.buf.position();
            ob.put(ob.position(), rd.buf, p, rec);
            ob.position(ob.position() + rec);
            rd.buf.position(p + rec);
            rd.left--;
            if (rd.fill(rec)) {
                head[r] = fmt.prefix(rd.buf, rd.buf.position());
            } else {
                heap[0] = heap[--size];
            }
            if (size > 0) siftDown(heap, 0, size, ord);
            if (!ob.hasRemaining() || size == 0) {
                ob.flip();
                int c = ob.limit() / rec;
                if (positional) out.writeAt(MemorySegment.ofBuffer(ob), pos);
                else out.write(MemorySegment.ofBuffer(ob));
                pos += ob.limit();
                done += c;
                bar.add(c);
                ob.clear();
            }
        }
        return done;
    }

    /**
     * An order-preserving unsigned 64-bit image of the key at {@code pos} (little-endian): Java's order for the
     * key type (NaNs equal and last, -0.0 before 0.0), complemented for descending.
     */
    static long orderedKey(ByteBuffer b, int pos, RecordFormat f, boolean desc) {
        long t = switch (f.key()) {
            case INT -> (b.getInt(pos) ^ 0x80000000) & 0xFFFF_FFFFL;
            case LONG -> b.getLong(pos) ^ Long.MIN_VALUE;
            case FLOAT -> {
                int x = b.getInt(pos);
                if ((x & 0x7FFF_FFFF) > 0x7F80_0000) x = 0x7FC0_0000;   // every NaN is the same key
                yield (x ^ ((x >> 31) | 0x80000000)) & 0xFFFF_FFFFL;
            }
            case DOUBLE -> {
                long x = b.getLong(pos);
                if ((x & Long.MAX_VALUE) > 0x7FF0_0000_0000_0000L) x = 0x7FF8_0000_0000_0000L;
                yield x ^ ((x >> 63) | Long.MIN_VALUE);
            }
        };
        return desc ? ~t : t;
    }

    /** Heap order: the smaller key first, the earlier run among equal keys (stability). */
    private record Order(long[] head, Reader[] rs, Format fmt) {
        boolean before(int a, int b) {
            int c = Long.compareUnsigned(head[a], head[b]);
            if (c == 0 && !fmt.prefixIsKey()) {
                c = fmt.compare(rs[a].buf, rs[a].buf.position(), rs[b].buf, rs[b].buf.position());
            }
            return c < 0 || c == 0 && a < b;
        }
    }

    private static void siftUp(int[] heap, int i, Order o) {
        int x = heap[i];
        while (i > 0) {
            int p = (i - 1) >>> 1;
            if (!o.before(x, heap[p])) break;
            heap[i] = heap[p];
            i = p;
        }
        heap[i] = x;
    }

    private static void siftDown(int[] heap, int i, int size, Order o) {
        int x = heap[i];
        while (true) {
            int c = 2 * i + 1;
            if (c >= size) break;
            if (c + 1 < size && o.before(heap[c + 1], heap[c])) c++;
            if (!o.before(heap[c], x)) break;
            heap[i] = heap[c];
            i = c;
        }
        heap[i] = x;
    }
}
