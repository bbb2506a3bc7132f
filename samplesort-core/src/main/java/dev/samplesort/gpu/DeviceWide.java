package dev.samplesort.gpu;

import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.MemorySegment;

/**
 * Wide keys resident on the GPU, sorted there by {@link GpuWordsSort}: fixed-width records (key = a byte range,
 * memcmp order; the whole record moves) or columns of 64-bit values (Java's signed order, lexicographic; the result
 * is the row permutation). The device-resident counterpart of the record and column APIs, for the benchmark: one
 * timed run is extract (records or columns → key words) + sort + gather (records), the same steps the CUB routes of
 * the benchmark time. Holds a session for its lifetime; not thread-safe.
 *
 * <p>Records: pass 0 reads the first 8 key bytes straight from the records ({@code ss_records_first}), and the
 * refinement passes read the next key bytes of the tied rows there too ({@link GpuWordsSort.Records}): no key words
 * are built. Building them only when pass 0 left ties saved 0.9 ms of 15.5 for 2^26 gensort records (H100,
 * 2026-11-23, {@code WideDevBench gensort 26}, JVMs alternating: 14.59 / 14.61 against 15.52 / 15.49 ms); reading
 * the records in place lets the packed pass 0 ({@link GpuPolicy#packRows}), which leaves a few thousand ties, skip
 * them altogether. Columns are read in place by every pass (no transposed copy of 8 n w bytes; the same time: 22.80
 * / 22.82 against 22.65 / 22.97 ms for four columns at 2^26).
 */
public final class DeviceWide implements AutoCloseable {
    private final SessionPool pool = SessionPool.instance();
    private final SortSession s;
    private final long n;
    private final int recordSize, keyOffset, keyLength, columns, w;
    private final DeviceMemory in, out;
    private DeviceMemory rows;
    private final CudaEvent e0, e1;
    private boolean healthy = true, closed;

    private DeviceWide(long n, int recordSize, int keyOffset, int keyLength, int columns) {
        if (n < 0 || n > GpuWordsSort.MAX_ROWS) throw new IllegalArgumentException("rows: " + n);
        this.n = n;
        this.recordSize = recordSize;
        this.keyOffset = keyOffset;
        this.keyLength = keyLength;
        this.columns = columns;
        this.w = columns > 0 ? columns : (keyLength + 7) / 8;
        this.s = pool.borrow();
        var ctx = s.rt.context;
        DeviceMemory a = null, b = null;
        CudaEvent x = null, y = null;
        try {
            long inBytes = columns > 0 ? 8L * n * columns : (long) recordSize * n;
            a = ctx.allocate(Math.max(16, inBytes));
            b = columns > 0 ? null : ctx.allocate(Math.max(16, inBytes));
            x = ctx.createEvent();
            y = ctx.createEvent();
        } catch (RuntimeException e) {
            for (AutoCloseable r : new AutoCloseable[] {a, b, x, y}) {
                try { if (r != null) r.close(); } catch (Exception ignored) { /* freeing after a failure */ }
            }
            pool.release(s, true);
            throw e;
        }
        in = a; out = b; e0 = x; e1 = y;
    }

    /** Room for {@code n} records of {@code size} bytes with the key at [{@code offset}, {@code offset + length}). */
    public static DeviceWide records(long n, int size, int offset, int length) {
        if (size < 1 || offset < 0 || length < 1 || (long) offset + length > size) {
            throw new IllegalArgumentException("key bytes [" + offset + ", " + ((long) offset + length)
                    + ") outside a " + size + "-byte record");
        }
        return new DeviceWide(n, size, offset, length, 0);
    }

    /** Room for {@code columns} columns of {@code n} 64-bit values each. */
    public static DeviceWide columns(long n, int columns) {
        if (columns < 1) throw new IllegalArgumentException("columns: " + columns);
        return new DeviceWide(n, 0, 0, 0, columns);
    }

    private void check() {
        if (closed) throw new IllegalStateException("closed");
    }

    /** Copies all records (exactly n × size bytes) to the device. */
    public void uploadRecords(MemorySegment src) {
        check();
        HostSort.copyToDevice(pool, s, src, in, (long) recordSize * n);
    }

    /** Copies column {@code c} (n values) to the device. */
    public void uploadColumn(int c, MemorySegment src) {
        check();
        try (DeviceMemory tmp = s.rt.context.allocate(Math.max(16, 8L * n))) {
            HostSort.copyToDevice(pool, s, src, tmp, 8L * n);
            s.stream.copyDeviceToDevice(in, 8L * n * c, tmp, 0, 8L * n);
            s.stream.synchronize();
        }
    }

    /**
     * One ascending sort on the device, timed with CUDA events: extract the key words, order the rows, gather the
     * records (records only). Returns milliseconds.
     */
    public double timedSort() { return timedSort(dev.samplesort.spi.Configuration.gpu()); }

    /** {@link #timedSort()} under {@code policy} (the tests' way to choose pass 0, {@link GpuPolicy#packRows}). */
    double timedSort(GpuPolicy policy) {
        check();
        try {
            if (rows != null) {
                rows.close();
                rows = null;
            }
            e0.record(s.stream);
            s.mark("wide: start");
            if (n < 2) {
                rows = identity();
            } else {
                rows = GpuWordsSort.rows(s, n, false, source(), policy);
            }
            if (columns == 0) {
                gatherRecords();
                s.mark("wide: gather");
            }
            e1.record(s.stream);
            e1.synchronize();
            s.collectProfile();
            return e1.elapsedMillisSince(e0);
        } catch (RuntimeException | Error e) {
            healthy = false;
            pool.noteFailure(e);
            throw e;
        }
    }

    /** Where the sort reads the key: the columns in place, or the records' key bytes. */
    private GpuWordsSort.Source source() {
        return columns > 0 ? GpuWordsSort.Words.columns(in, w, n, 0L)
                : new GpuWordsSort.Records(in.address(), recordSize, keyOffset, keyLength);
    }

    /** The row bits of pass 0 that {@code policy} chooses for the data on the device (0: not packed), for tests. */
    int packBits(GpuPolicy policy) {
        check();
        return n < 2 ? 0 : GpuWordsSort.packBits(s, source(), n, false, policy);
    }

    /**
     * out record j = in record rows[j]: in runs of 32 records per warp, in the widest unit (16, 8 or 4 bytes) that
     * divides the record size; records of more than {@link KernelContract#GATHER_RUN_MAX_UNITS} units, one warp per
     * record; sizes not a multiple of 4, byte by byte. The runs took 2^26 gensort records from 8.6 to 7.0 ms (H100,
     * 2026-11-23, {@code WideDevBench gensort 26}, JVMs alternating: 14.59 / 14.61 ms per sort against 16.19 / 16.23
     * with the warp per record; 8 loads in flight per lane instead of 4: 15.04 / 14.95).
     */
    private void gatherRecords() {
        Kernels k = s.rt.kernels;
        int unit = recordSize % 16 == 0 ? 16 : recordSize % 8 == 0 ? 8 : recordSize % 4 == 0 ? 4 : 1;
        int units = recordSize / unit;
        if (unit > 1 && units <= KernelContract.GATHER_RUN_MAX_UNITS) {
            String name = "ss_records_runs" + unit;
            s.args.clear().ptr(in.address()).i32(units).ptr(rows.address()).i64(n).ptr(out.address());
            s.launch(k.get(name, 256, false), grid((n + 31) / 32 * 32));   // a warp per 32 records
        } else if (recordSize % 4 == 0) {
            s.args.clear().ptr(in.address()).i32(recordSize / 4).ptr(rows.address()).i64(n).ptr(out.address());
            s.launch(k.get("ss_records_gather4", 256, false), grid(n * 32));   // a warp per record
        } else {
            s.args.clear().ptr(in.address()).i32(recordSize).ptr(rows.address()).i64(n).ptr(out.address());
            s.launch(k.get("ss_records_gather1", 256, false), grid(n * recordSize));
        }
    }

    /** Phase totals of the sorts so far, in ms ({@code -Dsamplesort.gpu.profile=true}; else empty). */
    java.util.Map<String, Double> phaseMillis() { return s.phaseMillis(); }

    private DeviceMemory identity() {
        DeviceMemory r = s.allocate(4 * Math.max(1, n));
        if (n == 1) s.stream.memsetD32(r, 0, 0, 1);
        return r;
    }

    /** Copies the sorted records (after {@link #timedSort}) to {@code dst}. */
    public void downloadRecords(MemorySegment dst) {
        check();
        HostSort.copyToHost(pool, s, out, dst, (long) recordSize * n);
    }

    /** Copies the row permutation of the last sort (row {@code perm[j]} goes to place j) to {@code dst}. */
    public void downloadRows(MemorySegment dst) {
        check();
        if (rows == null) throw new IllegalStateException("no sort yet");
        HostSort.copyToHost(pool, s, rows, dst, 4L * n);
    }

    private int grid(long work) {
        return (int) Math.max(1, Math.min(s.rt.smCount * 8L, (work + 255) / 256));
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        try {
            for (AutoCloseable r : new AutoCloseable[] {rows, out, in, e0, e1}) {
                if (r != null) r.close();
            }
        } catch (Exception e) {
            healthy = false;
            pool.noteFailure(e);
        } finally {
            pool.release(s, healthy);
        }
    }
}
