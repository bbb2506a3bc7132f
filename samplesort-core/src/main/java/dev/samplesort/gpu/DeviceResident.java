package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * Keys (and values) that live on the GPU, and the one way to sort them there: the entry shared by the public
 * {@code DeviceBuffer}, the benchmark's device-resident algorithm and the GPU dev bench. Holds a session borrowed
 * from the {@link SessionPool} for its lifetime; not thread-safe. Copies go through the engine's transfer path (pinned
 * ring, registered native segments).
 *
 * <p>Failures surface as {@link CudaException}; the holder is then unhealthy and its session is discarded on
 * {@link #close()} (a sticky error also poisons the engine).
 */
public final class DeviceResident implements Resident {
    private final KeyType keyType;
    private final ValueType valueType;
    private final long count;
    private final SessionPool pool = SessionPool.instance();
    private final GpuPolicy policy;
    private final SortSession session;
    private final DeviceMemory keys, values;
    private CudaEvent start, stop;
    private GpuSampleSort.Stats lastStats;
    private boolean healthy = true, closed;

    /**
     * Borrows a session and allocates room for {@code count} keys (and values when {@code valueType} is not null);
     * sorts with the policy of this JVM's {@code samplesort.gpu.*} settings.
     *
     * @param keyType   the keys' type
     * @param valueType the values' type, or {@code null} for keys only
     * @param count     the number of keys
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     * @throws CudaException                              when the device memory cannot be allocated
     * @throws IllegalArgumentException                   when a {@code samplesort.gpu.*} setting does not parse
     */
    public DeviceResident(KeyType keyType, ValueType valueType, long count) {
        this(keyType, valueType, count, dev.samplesort.spi.Configuration.gpu());
    }

    /**
     * As {@link #DeviceResident(KeyType, ValueType, long)}, sorting with {@code policy} (the benchmark's tuner).
     *
     * @param keyType   the keys' type
     * @param valueType the values' type, or {@code null} for keys only
     * @param count     the number of keys
     * @param policy    the run-time choices of every sort of this holder
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     * @throws CudaException                              when the device memory cannot be allocated
     */
    public DeviceResident(KeyType keyType, ValueType valueType, long count, GpuPolicy policy) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.keyType = Objects.requireNonNull(keyType, "keyType");
        this.valueType = valueType;
        if (count < 0) throw new IllegalArgumentException("negative count " + count);
        this.count = count;
        this.session = pool.borrow();
        DeviceMemory k = null;
        try {
            k = session.runtime().context().allocate(Math.max(16, count * keyType.byteSize()));
            this.values = valueType == null ? null
                    : session.runtime().context().allocate(Math.max(16, count * valueType.byteSize()));
            this.keys = k;
        } catch (RuntimeException e) {
            if (k != null) k.close();
            pool.release(session, true);
            throw e;
        }
    }

    public KeyType keyType() { return keyType; }

    public ValueType valueType() { return valueType; }

    public long count() { return count; }

    /** The GPU's name, for reports. */
    public String deviceName() { return session.runtime().device().name(); }

    private <T> T guarded(java.util.function.Supplier<T> body) {
        if (closed) throw new IllegalStateException("DeviceBuffer is closed");
        try {
            return body.get();
        } catch (RuntimeException | Error e) {
            healthy = false;
            pool.noteFailure(e);
            throw e;
        }
    }

    /** Copies {@code src} (heap or native, exactly the keys' bytes) to the device keys. */
    public void uploadKeys(MemorySegment src) { copy(src, keys, (long) count * keyType.byteSize(), true); }

    /** Copies the device keys to {@code dst} (exactly the keys' bytes). */
    public void downloadKeys(MemorySegment dst) { copy(dst, keys, (long) count * keyType.byteSize(), false); }

    /** Copies {@code src} to the device values. */
    public void uploadValues(MemorySegment src) { copy(src, requireValues(), count * valueType.byteSize(), true); }

    /** Copies the device values to {@code dst}. */
    public void downloadValues(MemorySegment dst) {
        copy(dst, requireValues(), count * valueType.byteSize(), false);
    }

    private DeviceMemory requireValues() {
        if (values == null) throw new IllegalStateException("this buffer holds no values");
        return values;
    }

    private void copy(MemorySegment host, DeviceMemory dev, long bytes, boolean up) {
        if (closed) throw new IllegalStateException("DeviceBuffer is closed");
        if (host.byteSize() != bytes) {
            throw new IllegalArgumentException((up ? "source" : "destination") + " holds " + host.byteSize()
                    + " bytes, the buffer " + bytes);
        }
        if (!up && host.isReadOnly()) throw new IllegalArgumentException("destination is a read-only segment");
        guarded(() -> {
            if (up) HostSort.copyToDevice(pool, session, host, dev, bytes);
            else HostSort.copyToHost(pool, session, dev, host, bytes);
            return null;
        });
    }

    /** Sorts on the device with this holder's policy; returns when done. */
    public void sort(Order order) {
        Objects.requireNonNull(order, "order");
        lastStats = guarded(() -> GpuSampleSort.sort(session, keys, values, count, keyType, valueType, order, policy));
    }

    /**
     * Sorts on the device, stably: keys that are equal keep their values in input order (keys alone: the same as
     * {@link #sort}). {@link GpuWordsSort#sortStablePairs} with this holder's policy; returns when done.
     */
    public void sortStable(Order order) {
        Objects.requireNonNull(order, "order");
        if (values == null) {
            sort(order);
            return;
        }
        guarded(() -> {
            GpuWordsSort.sortStablePairs(session, keys, keyType, values, valueType, count, order, policy);
            return null;
        });
    }

    /** As {@link #sort}, ascending, timed with CUDA events on the sort's stream; returns milliseconds. */
    public double timedSort() { return timed(() -> sort(Order.ASCENDING)); }

    /** As {@link #sortStable}, ascending, timed as {@link #timedSort}. */
    @Override
    public double timedStableSort() { return timed(() -> sortStable(Order.ASCENDING)); }

    private double timed(Runnable sort) {
        return guarded(() -> {
            if (start == null) {
                start = session.runtime().context().createEvent();
                stop = session.runtime().context().createEvent();
            }
            start.record(session.stream());
            sort.run();
            stop.record(session.stream());
            stop.synchronize();
            return (double) stop.elapsedMillisSince(start);
        });
    }

    /** What the last sort did (levels, peak device bytes, bucket jobs), or {@code null} before the first. */
    public String lastStats() { return lastStats == null ? null : lastStats.toString(); }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        try {
            keys.close();
            if (values != null) values.close();
            if (start != null) start.close();
            if (stop != null) stop.close();
        } catch (RuntimeException e) {
            healthy = false;
            pool.noteFailure(e);
        } finally {
            pool.release(session, healthy);
        }
    }
}
