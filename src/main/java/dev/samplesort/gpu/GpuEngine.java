package dev.samplesort.gpu;

import dev.samplesort.Backend;
import dev.samplesort.BackendFailureException;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.spi.SortEngine;
import java.lang.foreign.MemorySegment;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * The GPU backend behind the public API: heap arrays and segments are copied to the device, sorted there by
 * {@link GpuSampleSort} and copied back. The caller's array is written only after the device work has completed,
 * so a failure (out of memory, driver error) leaves it unchanged and surfaces as {@link BackendFailureException}
 * (which {@code Backend.AUTO} retries on the CPU).
 *
 * <p>Concurrency: each sort borrows a {@link SortSession} (own stream, pinned buffers) from a pool, so many Java
 * threads can sort at once; the GPU interleaves their streams. A session that saw a CUDA error is discarded.
 */
public final class GpuEngine implements SortEngine {
    private static final GpuEngine INSTANCE = new GpuEngine();
    private final ConcurrentLinkedDeque<SortSession> sessions = new ConcurrentLinkedDeque<>();

    private GpuEngine() {}

    public static GpuEngine instance() { return INSTANCE; }

    @Override public String name() { return "gpu"; }

    @Override public String unavailableReason() { return GpuRuntime.unavailableReason(); }

    /** A session from the pool (or a new one); give it back with {@link #release}. */
    public SortSession borrow() {
        GpuRuntime rt = GpuRuntime.get();
        if (rt == null) throw new BackendUnavailableException(Backend.GPU, GpuRuntime.unavailableReason());
        SortSession s = sessions.pollFirst();
        return s != null ? s : new SortSession(rt);
    }

    public void release(SortSession s, boolean healthy) {
        if (healthy) {
            sessions.offerFirst(s);
        } else {
            try {
                s.close();
            } catch (RuntimeException ignored) {
                // the session is being dropped because it failed; nothing more to do
            }
        }
    }

    @Override public void sort(int[] a, int from, int to) { heap(MemorySegment.ofArray(a), KeyType.INT, from, to); }

    @Override public void sort(long[] a, int from, int to) { heap(MemorySegment.ofArray(a), KeyType.LONG, from, to); }

    @Override
    public void sort(float[] a, int from, int to) { heap(MemorySegment.ofArray(a), KeyType.FLOAT, from, to); }

    @Override
    public void sort(double[] a, int from, int to) { heap(MemorySegment.ofArray(a), KeyType.DOUBLE, from, to); }

    @Override
    public void sort(int[] k, int[] v, int from, int to, boolean stable) {
        pairs(MemorySegment.ofArray(k), KeyType.INT, MemorySegment.ofArray(v), ValueType.INT, from, to, stable);
    }

    @Override
    public void sort(int[] k, long[] v, int from, int to, boolean stable) {
        pairs(MemorySegment.ofArray(k), KeyType.INT, MemorySegment.ofArray(v), ValueType.LONG, from, to, stable);
    }

    @Override
    public void sort(long[] k, int[] v, int from, int to, boolean stable) {
        pairs(MemorySegment.ofArray(k), KeyType.LONG, MemorySegment.ofArray(v), ValueType.INT, from, to, stable);
    }

    @Override
    public void sort(long[] k, long[] v, int from, int to, boolean stable) {
        pairs(MemorySegment.ofArray(k), KeyType.LONG, MemorySegment.ofArray(v), ValueType.LONG, from, to, stable);
    }

    @Override
    public void sort(float[] k, int[] v, int from, int to, boolean stable) {
        pairs(MemorySegment.ofArray(k), KeyType.FLOAT, MemorySegment.ofArray(v), ValueType.INT, from, to, stable);
    }

    @Override
    public void sort(float[] k, long[] v, int from, int to, boolean stable) {
        pairs(MemorySegment.ofArray(k), KeyType.FLOAT, MemorySegment.ofArray(v), ValueType.LONG, from, to, stable);
    }

    @Override
    public void sort(double[] k, int[] v, int from, int to, boolean stable) {
        pairs(MemorySegment.ofArray(k), KeyType.DOUBLE, MemorySegment.ofArray(v), ValueType.INT, from, to,
                stable);
    }

    @Override
    public void sort(double[] k, long[] v, int from, int to, boolean stable) {
        pairs(MemorySegment.ofArray(k), KeyType.DOUBLE, MemorySegment.ofArray(v), ValueType.LONG, from, to,
                stable);
    }

    @Override
    public void sort(MemorySegment keys, KeyType kt, long n, MemorySegment values, ValueType vt, boolean stable) {
        if (values != null && stable) throw stableUnsupported();
        run(keys.asSlice(0, n * kt.byteSize()), kt, values == null ? null : values.asSlice(0, n * vt.byteSize()),
                vt, n);
    }

    private void heap(MemorySegment all, KeyType kt, int from, int to) {
        int w = kt.byteSize();
        run(all.asSlice((long) from * w, (long) (to - from) * w), kt, null, null, to - from);
    }

    private void pairs(MemorySegment k, KeyType kt, MemorySegment v, ValueType vt, int from, int to,
                       boolean stable) {
        if (stable) throw stableUnsupported();
        long n = to - from;
        run(k.asSlice((long) from * kt.byteSize(), n * kt.byteSize()), kt,
                v.asSlice((long) from * vt.byteSize(), n * vt.byteSize()), vt, n);
    }

    private static BackendUnavailableException stableUnsupported() {
        return new BackendUnavailableException(Backend.GPU,
                "stable key-value sorting is not offered by the GPU backend (use the CPU backend or AUTO)");
    }

    /** Host data (heap or native) → device → sorted → back. The host data changes only after success. */
    private void run(MemorySegment keys, KeyType kt, MemorySegment values, ValueType vt, long n) {
        if (n < 2) return;
        SortSession s = borrow();
        boolean healthy = true;
        try {
            GpuRuntime rt = s.rt;
            long kb = n * kt.byteSize(), vbytes = values == null ? 0 : n * vt.byteSize();
            long need = kb + vbytes + GpuSampleSort.auxiliaryBytes(n, kt, vt);
            long free = rt.context.memInfo()[0];
            if (need > free) {
                throw new BackendFailureException("not enough GPU memory: the sort needs " + need
                        + " bytes, the device has " + free + " free", null);
            }
            try (DeviceMemory dk = s.allocate(kb); DeviceMemory dv = values == null ? null : s.allocate(vbytes)) {
                MemorySegment stage = s.staging(kb + vbytes);
                up(s, keys, dk, stage, 0, kb);
                if (values != null) up(s, values, dv, stage, kb, vbytes);
                GpuSampleSort.sort(s, dk, dv, n, kt, vt, GpuPolicy.forWidths(kt.byteSize(),
                        vt == null ? 0 : vt.byteSize()));
                s.stream.copyDeviceToHost(stage, dk, 0, kb);
                if (values != null) s.stream.copyDeviceToHost(stage.asSlice(kb), dv, 0, vbytes);
                s.stream.synchronize();
                // Only now does the caller's memory change.
                MemorySegment.copy(stage, 0, keys, 0, kb);
                if (values != null) MemorySegment.copy(stage, kb, values, 0, vbytes);
            }
        } catch (CudaException e) {
            healthy = false;
            throw new BackendFailureException("GPU sort failed: " + e.getMessage(), e);
        } finally {
            release(s, healthy);
        }
    }

    private static void up(SortSession s, MemorySegment src, DeviceMemory dst, MemorySegment stage, long stageOff,
                           long bytes) {
        MemorySegment.copy(src, 0, stage, stageOff, bytes);
        s.stream.copyHostToDevice(dst, 0, stage.asSlice(stageOff), bytes);
    }
}
