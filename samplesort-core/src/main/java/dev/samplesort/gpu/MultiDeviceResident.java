package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Keys (and values) spread over several GPUs, sorted there by {@link MultiGpuSort}: the benchmark's multi-GPU
 * device-resident algorithm and the GPU tests' entry. Uploading splits the host data into equal shares, one per
 * device (each over its own link, in parallel); after a sort device i holds the i-th range of the output, whose
 * length depends on the data, and downloading puts every range back in its place. Each device's block has room
 * for its share plus an eighth, which the output range normally fits; a larger range gets a new block. Holds one
 * session per device for its lifetime; not thread-safe.
 */
public final class MultiDeviceResident implements Resident {
    private final KeyType keyType;
    private final ValueType valueType;
    private final long count;
    private final int[] devices;
    private final GpuPolicy policy;
    private final List<SortSession> sessions = new ArrayList<>();
    private final DeviceMemory[] keys, values;
    private final long[] share;
    /** Where each device's keys sit in the host order, and how many it holds (shares, or the last sort's ranges). */
    private long[] at, held;
    private MultiGpuSort.Result last;
    private boolean healthy = true, closed;

    /**
     * Borrows a session on each device and allocates each device's share.
     *
     * @param keyType   the keys' type
     * @param valueType the values' type, or {@code null}
     * @param count     the number of keys
     * @param devices   device ordinals in output order (an ordinal may repeat: logical partitions of one GPU)
     * @param policy    the GPU policy of the sorts
     * @throws dev.samplesort.BackendUnavailableException when a device is not usable
     * @throws dev.samplesort.cuda.CudaException          when device memory cannot be allocated
     */
    public MultiDeviceResident(KeyType keyType, ValueType valueType, long count, int[] devices, GpuPolicy policy) {
        this.keyType = Objects.requireNonNull(keyType, "keyType");
        this.valueType = valueType;
        this.policy = Objects.requireNonNull(policy, "policy");
        if (count < 0) throw new IllegalArgumentException("negative count " + count);
        if (devices.length == 0) throw new IllegalArgumentException("no devices");
        this.count = count;
        this.devices = devices.clone();
        int g = devices.length;
        share = MultiGpuEngine.shares(count, g);
        keys = new DeviceMemory[g];
        values = new DeviceMemory[g];
        try {
            for (int i = 0; i < g; i++) {
                SortSession s = SessionPool.forDevice(devices[i]).borrow();
                sessions.add(s);
                long room = share[i] + share[i] / 8 + 1024;
                keys[i] = s.allocate(room * keyType.byteSize());
                if (valueType != null) values[i] = s.allocate(room * valueType.byteSize());
            }
        } catch (RuntimeException e) {
            healthy = false;
            close();
            throw e;
        }
        byShares();
    }

    private void byShares() {
        at = new long[devices.length];
        held = share.clone();
        for (int i = 1; i < devices.length; i++) at[i] = at[i - 1] + share[i - 1];
    }

    public long count() { return count; }

    public int devices() { return devices.length; }

    /** The devices, "ordinal: name" joined, for reports. */
    @Override
    public String deviceName() {
        List<String> names = new ArrayList<>();
        for (SortSession s : sessions) names.add(s.rt.device.ordinal() + ": " + s.rt.device.name());
        return String.join(", ", names);
    }

    /** Copies {@code src} (exactly the keys' bytes) to the devices, one share each; later downloads use shares. */
    public void uploadKeys(MemorySegment src) { copy(src, true, true); }

    /** Copies {@code src} (exactly the values' bytes) to the devices, one share each. */
    public void uploadValues(MemorySegment src) { copy(src, false, true); }

    /** Copies every device's keys (its range of the last sort's output) into place in {@code dst}. */
    public void downloadKeys(MemorySegment dst) { copy(dst, true, false); }

    /** Copies every device's values into place in {@code dst}. */
    public void downloadValues(MemorySegment dst) { copy(dst, false, false); }

    private void copy(MemorySegment host, boolean isKeys, boolean up) {
        if (closed) throw new IllegalStateException("closed");
        if (!isKeys && valueType == null) throw new IllegalStateException("this buffer holds no values");
        int w = isKeys ? keyType.byteSize() : valueType.byteSize();
        if (host.byteSize() != count * w) {
            throw new IllegalArgumentException("host memory holds " + host.byteSize() + " bytes, the buffer "
                    + count * w);
        }
        if (up) byShares();
        DeviceMemory[] dev = isKeys ? keys : values;
        guarded(() -> MultiGpuSort.parallel(devices.length, i -> {
            MemorySegment slice = host.asSlice(at[i] * w, held[i] * w);
            SessionPool pool = SessionPool.forDevice(devices[i]);
            if (up) HostSort.copyToDevice(pool, sessions.get(i), slice, dev[i], held[i] * w);
            else HostSort.copyToHost(pool, sessions.get(i), dev[i], slice, held[i] * w);
        }));
    }

    private void guarded(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException | Error e) {
            healthy = false;
            for (int d : devices) SessionPool.forDevice(d).noteFailure(e);
            throw e;
        }
    }

    /** Sorts the keys (and values) across the devices; returns when every device is done. */
    public void sort(Order order) {
        if (closed) throw new IllegalStateException("closed");
        Objects.requireNonNull(order, "order");
        guarded(() -> {
            int g = devices.length;
            List<MultiGpuSort.Part> parts = new ArrayList<>(g);
            for (int i = 0; i < g; i++) parts.add(new MultiGpuSort.Part(sessions.get(i), keys[i], values[i], held[i]));
            last = MultiGpuSort.sort(parts, keyType, valueType, order, policy);
            for (int i = 0; i < g; i++) {
                MultiGpuSort.Part p = parts.get(i);
                if (p.outKeys != keys[i]) {   // the range outgrew the block: keep the new one
                    keys[i].close();
                    keys[i] = p.outKeys;
                }
                if (valueType != null && p.outValues != values[i]) {
                    values[i].close();
                    values[i] = p.outValues;
                }
                at[i] = last.cuts()[i];
                held[i] = p.received;
            }
        });
    }

    /**
     * An ascending sort timed on the host: every device's stream is idle before, and the sort returns when every
     * device has finished, so the time is the whole multi-GPU sort including its host control flow.
     *
     * @return milliseconds
     */
    public double timedSort() {
        for (SortSession s : sessions) s.stream.synchronize();
        long t0 = System.nanoTime();
        sort(Order.ASCENDING);
        return (System.nanoTime() - t0) / 1e6;
    }

    /**
     * What the last sort did (cuts, levels, peer bytes, imbalance, and per device its copies: peer + own, or
     * "home" when its range was sorted in place), or {@code null} before the first.
     */
    public String lastStats() {
        if (last == null) return null;
        List<String> copies = new ArrayList<>();
        for (MultiGpuSort.PartProfile p : last.profile()) {
            copies.add(p.inPlace() ? "home" : p.peerCopies() + "+" + p.ownCopies());
        }
        return "levels=" + last.levels() + " peerBytes=" + last.peerBytes() + " imbalance="
                + String.format(java.util.Locale.ROOT, "%.4f", last.imbalance()) + " cuts="
                + java.util.Arrays.toString(last.cuts()) + " copies=" + copies;
    }

    /** The last sort's result (tests), or {@code null}. */
    MultiGpuSort.Result lastResult() { return last; }

    /**
     * Where the last sort's time went on each device (host phases, and the GPU phases from CUDA events), one line
     * per device; {@code null} before the first sort or unless {@code -Dsamplesort.gpu.profile=true}.
     */
    @Override
    public String lastProfile() {
        if (last == null || !Boolean.getBoolean("samplesort.gpu.profile")) return null;
        StringBuilder b = new StringBuilder();
        for (MultiGpuSort.PartProfile p : last.profile()) b.append(b.isEmpty() ? "" : "\n").append(p.describe());
        return b.toString();
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        for (int i = 0; i < sessions.size(); i++) {
            SortSession s = sessions.get(i);
            boolean ok = healthy;
            try {
                s.stream.synchronize();
                if (keys[i] != null) keys[i].close();
                if (values[i] != null) values[i].close();
            } catch (RuntimeException e) {
                ok = false;
                SessionPool.forDevice(devices[i]).noteFailure(e);
            }
            SessionPool.forDevice(devices[i]).release(s, ok);
        }
    }
}
