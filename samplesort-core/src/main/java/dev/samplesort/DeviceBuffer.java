package dev.samplesort;

import dev.samplesort.cuda.CudaException;
import dev.samplesort.gpu.DeviceResident;
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
 *
 * <p>Failures of the GPU (out of memory, driver errors) throw {@link BackendFailureException}; after one, the buffer
 * should be closed.
 */
public final class DeviceBuffer implements AutoCloseable {
    private final DeviceResident d;

    private DeviceBuffer(KeyType kt, ValueType vt, long count) {
        Objects.requireNonNull(kt, "keyType");
        if (count < 0) throw new IllegalArgumentException("negative count " + count);
        try {
            this.d = new DeviceResident(kt, vt, count);
        } catch (CudaException e) {
            throw new BackendFailureException("cannot allocate " + count + " " + kt + " keys on the GPU: "
                    + e.getMessage(), e);
        }
    }

    /**
     * Allocates room for {@code count} keys on the GPU.
     *
     * @param keyType the key type
     * @param count   number of keys (may exceed {@code Integer.MAX_VALUE})
     * @return the buffer (contents undefined until filled)
     * @throws BackendUnavailableException when no GPU is usable
     * @throws BackendFailureException     when the GPU memory cannot be allocated
     */
    public static DeviceBuffer allocate(KeyType keyType, long count) { return new DeviceBuffer(keyType, null, count); }

    /**
     * Allocates room for {@code count} key-value pairs on the GPU.
     *
     * @param keyType   the key type
     * @param count     number of pairs
     * @param valueType the value type
     * @return the buffer (contents undefined until filled)
     * @throws BackendUnavailableException when no GPU is usable
     * @throws BackendFailureException     when the GPU memory cannot be allocated
     */
    public static DeviceBuffer allocate(KeyType keyType, long count, ValueType valueType) {
        return new DeviceBuffer(keyType, Objects.requireNonNull(valueType, "valueType"), count);
    }

    /**
     * Returns the key type.
     *
     * @return the key type
     */
    public KeyType keyType() { return d.keyType(); }

    /**
     * Returns the value type, or {@code null} for keys only.
     *
     * @return the value type, or {@code null} for keys only
     */
    public ValueType valueType() { return d.valueType(); }

    /**
     * Returns the number of keys.
     *
     * @return the number of keys
     */
    public long count() { return d.count(); }

    private static RuntimeException failure(String what, CudaException e) {
        return new BackendFailureException(what + " failed: " + e.getMessage(), e);
    }

    /**
     * Copies all keys from host memory.
     *
     * @param src exactly {@code count() * keyType().byteSize()} bytes of keys in native byte order
     * @throws IllegalArgumentException if the size differs
     * @throws BackendFailureException  if the copy fails
     */
    public void copyFrom(MemorySegment src) {
        try { d.uploadKeys(src); } catch (CudaException e) { throw failure("copy to the GPU", e); }
    }

    /**
     * Copies all keys to host memory.
     *
     * @param dst exactly {@code count() * keyType().byteSize()} writable bytes
     * @throws IllegalArgumentException if the size differs or {@code dst} is read-only
     * @throws BackendFailureException  if the copy fails
     */
    public void copyTo(MemorySegment dst) {
        try { d.downloadKeys(dst); } catch (CudaException e) { throw failure("copy from the GPU", e); }
    }

    /**
     * Copies all values from host memory.
     *
     * @param src exactly {@code count() * valueType().byteSize()} bytes
     * @throws IllegalStateException    if this buffer holds no values
     * @throws IllegalArgumentException if the size differs
     * @throws BackendFailureException  if the copy fails
     */
    public void copyValuesFrom(MemorySegment src) {
        try { d.uploadValues(src); } catch (CudaException e) { throw failure("copy to the GPU", e); }
    }

    /**
     * Copies all values to host memory.
     *
     * @param dst exactly {@code count() * valueType().byteSize()} writable bytes
     * @throws IllegalStateException    if this buffer holds no values
     * @throws IllegalArgumentException if the size differs or {@code dst} is read-only
     * @throws BackendFailureException  if the copy fails
     */
    public void copyValuesTo(MemorySegment dst) {
        try { d.downloadValues(dst); } catch (CudaException e) { throw failure("copy from the GPU", e); }
    }

    private void type(KeyType t) {
        if (t != d.keyType()) throw new IllegalArgumentException("buffer holds " + d.keyType() + " keys, not " + t);
    }

    /**
     * Copies all keys from an array.
     *
     * @param a all keys
     * @throws IllegalArgumentException if the buffer holds another key type or size
     */
    public void copyFrom(int[] a) { type(KeyType.INT); copyFrom(MemorySegment.ofArray(a)); }

    /**
     * Copies all keys from an array.
     *
     * @param a all keys
     * @throws IllegalArgumentException if the buffer holds another key type or size
     */
    public void copyFrom(long[] a) { type(KeyType.LONG); copyFrom(MemorySegment.ofArray(a)); }

    /**
     * Copies all keys from an array.
     *
     * @param a all keys
     * @throws IllegalArgumentException if the buffer holds another key type or size
     */
    public void copyFrom(float[] a) { type(KeyType.FLOAT); copyFrom(MemorySegment.ofArray(a)); }

    /**
     * Copies all keys from an array.
     *
     * @param a all keys
     * @throws IllegalArgumentException if the buffer holds another key type or size
     */
    public void copyFrom(double[] a) { type(KeyType.DOUBLE); copyFrom(MemorySegment.ofArray(a)); }

    /**
     * Copies all keys into an array.
     *
     * @param a receives all keys
     * @throws IllegalArgumentException if the buffer holds another key type or size
     */
    public void copyTo(int[] a) { type(KeyType.INT); copyTo(MemorySegment.ofArray(a)); }

    /**
     * Copies all keys into an array.
     *
     * @param a receives all keys
     * @throws IllegalArgumentException if the buffer holds another key type or size
     */
    public void copyTo(long[] a) { type(KeyType.LONG); copyTo(MemorySegment.ofArray(a)); }

    /**
     * Copies all keys into an array.
     *
     * @param a receives all keys
     * @throws IllegalArgumentException if the buffer holds another key type or size
     */
    public void copyTo(float[] a) { type(KeyType.FLOAT); copyTo(MemorySegment.ofArray(a)); }

    /**
     * Copies all keys into an array.
     *
     * @param a receives all keys
     * @throws IllegalArgumentException if the buffer holds another key type or size
     */
    public void copyTo(double[] a) { type(KeyType.DOUBLE); copyTo(MemorySegment.ofArray(a)); }

    /**
     * Sorts ascending on the GPU; the data never leaves the device.
     *
     * @throws BackendFailureException if the GPU fails
     */
    public void sort() { sort(Order.ASCENDING); }

    /**
     * Sorts in the given order on the GPU; the data never leaves the device. Descending costs the same as
     * ascending (the exact reverse order).
     *
     * @param order ascending or descending
     * @throws BackendFailureException if the GPU fails
     */
    public void sort(Order order) {
        try { d.sort(order); } catch (CudaException e) { throw failure("GPU sort", e); }
    }

    /**
     * Sorts the pairs in the given order on the GPU, stably: values of equal keys keep their order (floating-point
     * keys: every NaN counts as one value, as in {@code Arrays.sort}). Costs about what {@link #sort(Order)} costs.
     * A buffer of keys alone sorts as with {@link #sort(Order)}.
     *
     * @param order ascending or descending
     * @throws BackendFailureException if the GPU fails
     */
    public void sortStable(Order order) {
        try { d.sortStable(order); } catch (CudaException e) { throw failure("GPU sort", e); }
    }

    /** Frees the device memory; idempotent. */
    @Override
    public void close() { d.close(); }
}
