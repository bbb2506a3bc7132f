package dev.samplesort.gpu;

import dev.samplesort.Backend;
import dev.samplesort.BackendFailureException;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.Cuda;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.cuda.HostRegistration;
import dev.samplesort.spi.Configuration;
import dev.samplesort.spi.SortEngine;
import dev.samplesort.spi.SortJob;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The GPU backend on a set of devices ({@code Sorter.Builder.devices}): host memory is split into one share per
 * device, each GPU uploads its share over its own link, {@link MultiGpuSort} sorts across them, and each GPU
 * downloads its range of the output into place, all GPUs at once. Jobs without a multi-GPU path (multi-word keys,
 * stable key-value sorts) and inputs below {@link #minKeys} per device run on the first device of the set, as the
 * one-GPU engine would.
 *
 * <p>Failure model: the caller's memory is written only after every GPU's sort has completed; a failure before
 * (any GPU: out of memory, a driver error) leaves it unchanged and throws {@link BackendFailureException}, which
 * {@code Backend.AUTO} retries on the CPU. The downloads that follow are plain copies; only a context-fatal CUDA
 * error raised elsewhere can stop one, and that throws {@link InternalError} (the caller's memory is then partly
 * written), as on one GPU. Thread-safe: each sort borrows its own session on every device.
 */
public final class MultiGpuEngine implements SortEngine {
    /**
     * Default of {@code samplesort.gpu.multiMinKeys}: a job of fewer than this many keys per device runs on one GPU.
     * The multi-GPU sort pays about three host round trips more than a one-GPU sort plus the exchange; below a few
     * million keys per GPU one GPU finishes first.
     */
    static final long DEFAULT_MIN_KEYS = 1L << 22;

    private final int[] devices;

    private MultiGpuEngine(int[] devices) { this.devices = devices; }

    /**
     * The engine on {@code devices} (ordinals, in output order), or on every usable device when empty.
     *
     * @param devices CUDA device ordinals; empty: all usable devices, resolved at each sort
     * @return the engine
     */
    public static MultiGpuEngine on(int[] devices) { return new MultiGpuEngine(devices.clone()); }

    /** Test hook: the same with repeated ordinals allowed (logical partitions of one GPU). */
    static MultiGpuEngine onPartitions(int... devices) { return new MultiGpuEngine(devices.clone()); }

    @Override public String name() { return "gpu"; }

    /** The device ordinals a sort uses now. */
    int[] devices() {
        if (devices.length > 0) return devices;
        List<Integer> usable = new ArrayList<>();
        for (int i = 0; i < Cuda.deviceCount(); i++) if (GpuRuntime.forDevice(i) != null) usable.add(i);
        return usable.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public String unavailableReason() {
        if (!Cuda.isAvailable()) return Cuda.unavailableReason();
        int[] d = devices();
        if (d.length == 0) {
            String why = GpuRuntime.unavailableReason(0);
            return "no usable CUDA device" + (why == null ? "" : ": device 0: " + why);
        }
        for (int o : d) {
            String why = GpuRuntime.unavailableReason(o);
            if (why == null) why = SessionPool.forDevice(o).poisoned();
            if (why != null) return "device " + o + ": " + why;
        }
        return null;
    }

    /** Keys per device below which a job runs on the first device alone ({@code samplesort.gpu.multiMinKeys}). */
    static long minKeys() { return Long.getLong("samplesort.gpu.multiMinKeys", DEFAULT_MIN_KEYS); }

    @Override
    public void sort(SortJob job) {
        GpuPolicy policy = Configuration.gpu();
        int[] d = devices();
        if (d.length == 0) throw new BackendUnavailableException(Backend.GPU, unavailableReason());
        if (job.keys() instanceof SortJob.Keys.Words || (job.values() != null && job.stable())
                || d.length == 1 || job.count() < minKeys() * d.length) {
            // One device: the one-GPU engine of the first, with its paths (multi-word, stable pairs) and the
            // device-memory limit (out of core beyond it).
            GpuEngine.on(SessionPool.forDevice(d[0])).sort(job);
        } else {
            sortHost(d, policy, job.keySegment(), job.keyType(), job.valueSegment(), job.valueType(), job.count(),
                    job.order());
        }
    }

    /** The shares of {@code n} keys over {@code g} devices: as equal as possible, the first ones larger. */
    static long[] shares(long n, int g) {
        long[] s = new long[g];
        for (int i = 0; i < g; i++) s[i] = n / g + (i < n % g ? 1 : 0);
        return s;
    }

    /**
     * Host memory (heap or native) → one share per device → sorted across the devices → each range back into place.
     * {@code devices} may repeat an ordinal (logical partitions, for tests).
     *
     * @throws BackendFailureException when a GPU failed before the result was complete; the data is unchanged
     */
    static void sortHost(int[] devices, GpuPolicy policy, MemorySegment keys, KeyType kt, MemorySegment values,
                         ValueType vt, long n, Order order) {
        if (n < 2) return;
        final long t0 = System.nanoTime();
        final int g = devices.length, kw = kt.byteSize(), vw = vt == null ? 0 : vt.byteSize();
        long[] share = shares(n, g);
        for (int i = 0; i < g; i++) {
            GpuRuntime rt = GpuRuntime.forDevice(devices[i]);
            long need = 3 * (share[i] + share[i] / 8) * (kw + vw) + (share[i] / 64 + (1 << 22)) * 8;
            if (rt != null && need > rt.device.totalMemory()) {
                throw new BackendFailureException("not enough GPU memory on device " + devices[i] + ": its share needs"
                        + " about " + need + " bytes, the device has " + rt.device.totalMemory() + " in all", null);
            }
        }
        // Transfers run on the parts' threads (one PCIe link each, in parallel) unless a segment is confined to
        // the calling thread; then they run here, one GPU after the other.
        boolean anyThread = keys.isAccessibleBy(PROBE) && (values == null || values.isAccessibleBy(PROBE));
        List<SortSession> sessions = new ArrayList<>(g);
        List<MultiGpuSort.Part> parts = new ArrayList<>(g);
        List<DeviceMemory> blocks = new ArrayList<>();
        HostRegistration[] reg = new HostRegistration[2];
        boolean healthy = false;
        try {
            for (int d : devices) sessions.add(SessionPool.forDevice(d).borrow());
            reg[0] = register(sessions.get(0), keys);
            reg[1] = values == null ? null : register(sessions.get(0), values);
            for (int i = 0; i < g; i++) {
                SortSession s = sessions.get(i);
                DeviceMemory dk = s.allocate(share[i] * kw);
                blocks.add(dk);
                DeviceMemory dv = vt == null ? null : s.allocate(share[i] * vw);
                if (dv != null) blocks.add(dv);
                parts.add(new MultiGpuSort.Part(s, dk, dv, share[i]));
            }
            long[] from = new long[g + 1];
            for (int i = 0; i < g; i++) from[i + 1] = from[i] + share[i];
            final boolean profile = Boolean.getBoolean("samplesort.gpu.profile");
            long[] upMs = new long[g], downMs = new long[g];
            long tUp = System.nanoTime();
            each(g, anyThread, i -> {
                SortSession s = sessions.get(i);
                MultiGpuSort.Part p = parts.get(i);
                List<Transfer.Part> t = transfers(keys, values, reg, from[i], share[i], kw, vw, p.keys, p.values);
                Transfer.upload(s, s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers()), t, () -> { });
                // Profiling: wait for the last DMA so that the upload's time is its own, not the sort's.
                if (profile) s.stream.synchronize();
                upMs[i] = System.nanoTime() - tUp;
            });
            long tSort = System.nanoTime();
            MultiGpuSort.Result r = MultiGpuSort.sort(parts, kt, vt, order, policy);
            long tDown = System.nanoTime();
            for (MultiGpuSort.Part p : parts) {
                if (p.outKeys != p.keys) blocks.add(p.outKeys);
                if (p.outValues != null && p.outValues != p.values) blocks.add(p.outValues);
            }
            // ---- commit: every GPU's range is complete; from here on the caller's memory is written
            try {
                each(g, anyThread, i -> {
                    SortSession s = sessions.get(i);
                    MultiGpuSort.Part p = parts.get(i);
                    List<Transfer.Part> t = transfers(keys, values, reg, r.cuts()[i], p.received, kw, vw, p.outKeys,
                            p.outValues);
                    Transfer.download(s, s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers()), t, () -> { });
                    downMs[i] = System.nanoTime() - tDown;
                });
            } catch (RuntimeException e) {   // (an InternalError from Transfer.download passes through as it is)
                throw new InternalError("a GPU failed while the sorted ranges were"
                        + " copied back, after the copies into the caller's memory had begun (a context-fatal CUDA"
                        + " error raised by other work on the device); the destination now holds neither the result"
                        + " nor its old contents: " + e.getMessage(), e);
            }
            healthy = true;
            if (profile) {
                StringBuilder b = new StringBuilder(String.format(java.util.Locale.ROOT,
                        "host memory, %d keys on %d devices: set-up %.2f ms, upload %.2f, sort %.2f, download %.2f",
                        n, g, (tUp - t0) / 1e6, (tSort - tUp) / 1e6, (tDown - tSort) / 1e6,
                        (System.nanoTime() - tDown) / 1e6));
                for (int i = 0; i < g; i++) {
                    b.append(String.format(java.util.Locale.ROOT, "%n  upload %.2f ms, download %.2f ms; sort: %s",
                            upMs[i] / 1e6, downMs[i] / 1e6, r.profile().get(i).describe()));
                }
                lastProfile = b.toString();
            }
        } catch (CudaException | FaultInjector.InjectedFailure e) {
            for (int d : devices) SessionPool.forDevice(d).noteFailure(e);
            throw new BackendFailureException("multi-GPU sort failed: " + e.getMessage(), e);
        } catch (RuntimeException | Error e) {
            for (int d : devices) SessionPool.forDevice(d).noteFailure(e);
            throw e;
        } finally {
            finish(devices, sessions, blocks, reg, healthy);
        }
    }

    /** The profile of the last multi-GPU sort of host memory (see {@link #lastProfile()}). */
    private static volatile String lastProfile;

    /**
     * Where the last multi-GPU sort of host memory went: set-up (sessions, registration, device blocks), upload,
     * sort, download, and per device its upload and download times (from the upload's start, and from the
     * commit) and its sort phases ({@link MultiGpuSort.PartProfile}). Recorded only with
     * {@code -Dsamplesort.gpu.profile=true}, which also makes each device's upload wait for its last DMA (so the
     * upload's time is its own); {@code null} before.
     *
     * @return the profile, in lines, or {@code null}
     */
    public static String lastProfile() { return lastProfile; }

    /** A thread other than any caller: a segment accessible by it is not confined to the calling thread. */
    private static final Thread PROBE = new Thread(() -> { });

    /** Runs {@code task} for each device: on the parts' threads at once, or here one after the other. */
    private static void each(int g, boolean anyThread, MultiGpuSort.IntTask task) {
        if (anyThread) {
            MultiGpuSort.parallel(g, task);
            return;
        }
        for (int i = 0; i < g; i++) {
            try {
                task.run(i);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * Page-locks a whole native segment once, through the first device's context (portable registrations are
     * pinned for every context), so that every GPU copies its slice directly; registering each slice would fail
     * where two slices share a page. {@code null}: staged through the sessions' pinned rings.
     */
    private static HostRegistration register(SortSession s, MemorySegment host) {
        Transfer.Part probe = new Transfer.Part(host, null, host.byteSize());
        Transfer.tryRegister(s, probe);
        return probe.reg;
    }

    /** The transfer parts of one device: {@code count} elements at element {@code at} of the host segments. */
    private static List<Transfer.Part> transfers(MemorySegment keys, MemorySegment values, HostRegistration[] reg,
                                                 long at, long count, int kw, int vw, DeviceMemory dk,
                                                 DeviceMemory dv) {
        List<Transfer.Part> t = new ArrayList<>(2);
        if (count == 0) return t;
        Transfer.Part k = new Transfer.Part(keys.asSlice(at * kw, count * kw), dk, count * kw);
        k.reg = reg[0];
        t.add(k);
        if (values != null) {
            Transfer.Part v = new Transfer.Part(values.asSlice(at * vw, count * vw), dv, count * vw);
            v.reg = reg[1];
            t.add(v);
        }
        return t;
    }

    /** Drains the streams (on failure), frees the blocks, unregisters, returns or discards the sessions. */
    private static void finish(int[] devices, List<SortSession> sessions, List<DeviceMemory> blocks,
                               HostRegistration[] reg, boolean healthy) {
        boolean ok = healthy;
        for (int i = 0; i < sessions.size(); i++) {
            try {
                sessions.get(i).stream.synchronize();   // no DMA may touch host memory after unregistering
            } catch (RuntimeException e) {
                ok = false;
                SessionPool.forDevice(devices[i]).noteFailure(e);
            }
        }
        for (DeviceMemory b : blocks) {
            try {
                b.close();
            } catch (RuntimeException e) {
                ok = false;
            }
        }
        for (HostRegistration r : reg) {
            try {
                if (r != null) r.close();
            } catch (RuntimeException e) {
                ok = false;
            }
        }
        for (int i = 0; i < sessions.size(); i++) SessionPool.forDevice(devices[i]).release(sessions.get(i), ok);
    }

    @Override
    public String toString() {
        return "MultiGpuEngine" + (devices.length == 0 ? "[all usable devices]" : Arrays.toString(devices));
    }
}
