package dev.samplesort;

import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.gpu.GpuEngine;
import dev.samplesort.gpu.GpuPolicy;
import dev.samplesort.gpu.GpuSampleSort;
import dev.samplesort.gpu.SortSession;
import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * Keys (and optionally values) resident in GPU memory, sorted there without any host transfer — the setting the
 * paper measures. Fill it from host memory, call {@link #sort()}, read it back, or hand it to your own GPU code
 * between sorts. Not thread-safe; close it to free the device memory.
 *
 * <pre>{@code
 * try (DeviceBuffer buf = DeviceBuffer.allocate(KeyType.LONG, data.length)) {
 *     buf.copyFrom(data);
 *     buf.sort();
 *     buf.copyTo(data);
 * }
 * }</pre>
 */
public final class DeviceBuffer implements AutoCloseable {
    private final KeyType keyType;
    private final ValueType valueType;
    private final long count;
    private final SortSession session;
    private final DeviceMemory keys;
    private final DeviceMemory values;
    private boolean closed;
    private boolean healthy = true;

    private DeviceBuffer(KeyType kt, ValueType vt, long count) {
        this.keyType = Objects.requireNonNull(kt, "keyType");
        this.valueType = vt;
        if (count < 0) throw new IllegalArgumentException("negative count " + count);
        this.count = count;
        this.session = GpuEngine.instance().borrow();
        DeviceMemory k = null;
        try {
            k = session.runtime().context().allocate(Math.max(16, count * kt.byteSize()));
            this.values = vt == null ? null : session.runtime().context().allocate(Math.max(16, count * vt.byteSize()));
            this.keys = k;
        } catch (CudaException e) {
            if (k != null) k.close();
            GpuEngine.instance().release(session, true);
            throw new BackendFailureException("cannot allocate " + count + " " + kt + " keys on the GPU: "
                    + e.getMessage(), e);
        }
    }

    /** Device memory for {@code count} keys. @throws BackendUnavailableException when no GPU is usable */
    public static DeviceBuffer allocate(KeyType keyType, long count) { return new DeviceBuffer(keyType, null, count); }

    /** Device memory for {@code count} keys and as many values. */
    public static DeviceBuffer allocate(KeyType keyType, long count, ValueType valueType) {
        return new DeviceBuffer(keyType, Objects.requireNonNull(valueType, "valueType"), count);
    }

    public KeyType keyType() { return keyType; }

    /** The value type, or null when the buffer holds keys only. */
    public ValueType valueType() { return valueType; }

    public long count() { return count; }

    private void open() {
        if (closed) throw new IllegalStateException("DeviceBuffer is closed");
    }

    private static MemorySegment checked(MemorySegment m, long bytes, String what) {
        if (m.byteSize() != bytes) {
            throw new IllegalArgumentException(what + " holds " + m.byteSize() + " bytes, the buffer " + bytes);
        }
        return m;
    }

    private void up(MemorySegment src, DeviceMemory dst, long bytes) {
        open();
        try {
            GpuEngine.copyToDevice(session, src, dst, bytes);
        } catch (CudaException e) {
            healthy = false;
            GpuEngine.instance().noteFailure(e);
            throw new BackendFailureException("copy to the GPU failed: " + e.getMessage(), e);
        }
    }

    private void down(DeviceMemory src, MemorySegment dst, long bytes) {
        open();
        if (dst.isReadOnly()) throw new IllegalArgumentException("destination is a read-only segment");
        try {
            GpuEngine.copyToHost(session, src, dst, bytes);
        } catch (CudaException e) {
            healthy = false;
            GpuEngine.instance().noteFailure(e);
            throw new BackendFailureException("copy from the GPU failed: " + e.getMessage(), e);
        }
    }

    /** Copies {@code count} keys (native byte order) from {@code src} to the device. */
    public void copyFrom(MemorySegment src) {
        long b = count * keyType.byteSize();
        up(checked(src, b, "source"), keys, b);
    }

    /** Copies the keys back to {@code dst}. */
    public void copyTo(MemorySegment dst) {
        long b = count * keyType.byteSize();
        down(keys, checked(dst, b, "destination"), b);
    }

    /** Copies {@code count} values to the device. */
    public void copyValuesFrom(MemorySegment src) {
        if (values == null) throw new IllegalStateException("this buffer holds no values");
        long b = count * valueType.byteSize();
        up(checked(src, b, "source"), values, b);
    }

    /** Copies the values back to {@code dst}. */
    public void copyValuesTo(MemorySegment dst) {
        if (values == null) throw new IllegalStateException("this buffer holds no values");
        long b = count * valueType.byteSize();
        down(values, checked(dst, b, "destination"), b);
    }

    private void type(KeyType t) {
        if (t != keyType) throw new IllegalArgumentException("buffer holds " + keyType + " keys, not " + t);
    }

    public void copyFrom(int[] a) { type(KeyType.INT); copyFrom(MemorySegment.ofArray(a)); }

    public void copyFrom(long[] a) { type(KeyType.LONG); copyFrom(MemorySegment.ofArray(a)); }

    public void copyFrom(float[] a) { type(KeyType.FLOAT); copyFrom(MemorySegment.ofArray(a)); }

    public void copyFrom(double[] a) { type(KeyType.DOUBLE); copyFrom(MemorySegment.ofArray(a)); }

    public void copyTo(int[] a) { type(KeyType.INT); copyTo(MemorySegment.ofArray(a)); }

    public void copyTo(long[] a) { type(KeyType.LONG); copyTo(MemorySegment.ofArray(a)); }

    public void copyTo(float[] a) { type(KeyType.FLOAT); copyTo(MemorySegment.ofArray(a)); }

    public void copyTo(double[] a) { type(KeyType.DOUBLE); copyTo(MemorySegment.ofArray(a)); }

    /** Sorts the keys (moving the values with them) ascending, on the GPU. */
    public void sort() { sort(Order.ASCENDING); }

    /** Sorts in the given order, on the GPU; the data never leaves the device. */
    public void sort(Order order) {
        open();
        try {
            GpuSampleSort.sort(session, keys, values, count, keyType, valueType,
                    GpuPolicy.forWidths(keyType.byteSize(), valueType == null ? 0 : valueType.byteSize()));
            if (order == Order.DESCENDING) {
                GpuSampleSort.reverse(session, keys, count, keyType.byteSize());
                if (values != null) GpuSampleSort.reverse(session, values, count, valueType.byteSize());
                session.stream().synchronize();
            }
        } catch (CudaException e) {
            throw new BackendFailureException("GPU sort failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        try {
            keys.close();
            if (values != null) values.close();
        } finally {
            GpuEngine.instance().release(session, healthy);
        }
    }
}
