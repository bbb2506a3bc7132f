package dev.samplesort.internal;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.cpu.CpuConfig;
import dev.samplesort.cuda.Cuda;
import dev.samplesort.gpu.DeviceResident;
import dev.samplesort.gpu.GpuPolicy;
import dev.samplesort.gpu.GpuRuntime;
import dev.samplesort.spi.AutoPolicy;
import dev.samplesort.spi.Configuration;
import dev.samplesort.spi.Engines;
import dev.samplesort.spi.Properties;
import dev.samplesort.spi.SortEngine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The one internal entry of samplesort's own tools (module {@code samplesort-cli}: {@code info}, {@code sort}, the
 * benchmark) into the core: what the public API does not offer because only a diagnostic or a benchmark needs it.
 * Not exported by the {@code dev.samplesort} module; the tools run on the class path. Not for users: it may change
 * in any release.
 */
public final class Tooling {
    private Tooling() {}

    /** A backend and, when it cannot run here, why. */
    public record EngineStatus(String name, String unavailableReason) {}

    /** @return the CPU and GPU engines with their availability */
    public static List<EngineStatus> engines() {
        List<EngineStatus> l = new ArrayList<>();
        for (SortEngine e : List.of(Engines.cpu(), Engines.gpu())) l.add(new EngineStatus(e.name(), e.unavailableReason()));
        return l;
    }

    /** @return {@code null} when the GPU backend can run here, else why not */
    public static String gpuUnavailableReason() { return Engines.gpu().unavailableReason(); }

    /** @return whether AUTO sends {@code n} keys of {@code t} to the GPU here (threshold reached, GPU usable) */
    public static boolean autoUsesGpu(KeyType t, long n) {
        return AutoPolicy.preferGpu(t, n) && Engines.gpu().unavailableReason() == null;
    }

    /** @return the AUTO backend's GPU threshold for {@code t} in keys, or -1 for never */
    public static long autoThreshold(KeyType t) { return AutoPolicy.threshold(t); }

    /** @return the system property that overrides {@link #autoThreshold} */
    public static String autoProperty(KeyType t) { return AutoPolicy.property(t); }

    /**
     * A threshold of the CPU engine's hybrid with the JDK sort, as {@code samplesort info} shows it.
     *
     * @param property the system property that overrides it (or a note in brackets for a detected value)
     * @param value the value in effect
     * @param why what it decides
     */
    public record CpuSetting(String property, String value, String why) {}

    /** The bound on the heap arrays kept between sorts ({@link HeapScratch}, {@code samplesort.scratch.retainBytes}). */
    public static long keptArrayBytes() { return HeapScratch.retainBytes(); }

    /** The bound on the off-heap scratch mappings kept between record sorts ({@link Scratch#reusable}). */
    public static long keptMappedBytes() { return Scratch.keptMappedBytes(); }

    /** Of those, the bytes held resident, not advised free ({@code samplesort.scratch.residentMappedBytes}). */
    public static long residentMappedBytes() { return Scratch.residentMappedBytes(); }

    /** @return the CPU engine's hybrid thresholds (where it hands a sort to the JDK's and why) */
    public static List<CpuSetting> cpuSettings() {
        List<CpuSetting> l = new ArrayList<>();
        for (String[] s : CpuConfig.hybridSettings()) l.add(new CpuSetting(s[0], s[1], s[2]));
        return l;
    }

    /**
     * Warms the CPU engine's code now where its cold start would send the first sorts to the JDK (see
     * {@code dev.samplesort.cpu.ColdStart}): the benchmark times settled sorts.
     */
    public static void warmCpu() {
        try {
            CpuConfig.warmUp();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The CPU engine's route of the last sort (where its hybrid sent it: {@code SMALL}, {@code TEAM}, {@code ENGINE},
     * ...), or null where no sort recorded one since {@link #clearCpuRoute}: the benchmark's route of each run. Read
     * it after the sort returned, with no other sort running.
     */
    public static String lastCpuRoute() { return CpuConfig.lastRouteName(); }

    /** Forgets the CPU engine's last route ({@link #lastCpuRoute}). */
    public static void clearCpuRoute() { CpuConfig.clearRoute(); }

    /** Whether the CPU engine's route of this name ends in the JDK's own sort of the whole input. */
    public static boolean cpuJdkRoute(String route) { return CpuConfig.jdkRoute(route); }

    /**
     * Runs {@code body} with the CPU engine limited to {@code threads} workers, then restores the setting. For the
     * benchmark's single-thread rows; serialised, so concurrent callers do not see each other's setting.
     */
    public static synchronized <T> T withCpuThreads(int threads, Supplier<T> body) {
        int old = CpuConfig.threads();
        CpuConfig.setThreads(threads);
        try {
            return body.get();
        } finally {
            CpuConfig.setThreads(old);
        }
    }

    /**
     * Keys (and values) on the GPU, to be sorted there: the benchmark's device-resident algorithm.
     *
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     */
    public static DeviceSort deviceResident(KeyType kt, ValueType vt, long count) {
        return new DeviceSort(new DeviceResident(kt, vt, count));
    }

    /**
     * As {@link #deviceResident(KeyType, ValueType, long)}, sorting with the GPU policy of {@code gpuSettings} over
     * this JVM's settings: the benchmark's tuner passes each configuration it tries this way, as a value, instead
     * of rewriting system properties.
     *
     * @param kt          the keys' type
     * @param vt          the values' type, or {@code null}
     * @param count       the number of keys
     * @param gpuSettings GPU policy settings by short name ({@code maxLogK}, {@code fill}, ... as in
     *                    {@code samplesort.gpu.<name>}) with their values
     * @return the device-resident sort
     * @throws IllegalArgumentException                   when a setting does not parse
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     */
    public static DeviceSort deviceResident(KeyType kt, ValueType vt, long count, Map<String, String> gpuSettings) {
        return new DeviceSort(new DeviceResident(kt, vt, count, gpuPolicy(gpuSettings)));
    }

    /**
     * @param gpuSettings GPU policy settings by short name, over this JVM's {@code samplesort.gpu.*} properties
     * @return the GPU policy they describe, in words
     * @throws IllegalArgumentException when a setting does not parse
     */
    public static String describeGpuPolicy(Map<String, String> gpuSettings) { return gpuPolicy(gpuSettings).toString(); }

    private static GpuPolicy gpuPolicy(Map<String, String> gpuSettings) {
        Map<String, String> full = new LinkedHashMap<>();
        gpuSettings.forEach((k, v) -> full.put("samplesort.gpu." + k, v));
        return GpuPolicy.from(Properties.overlay(full, Properties.system()));
    }

    /**
     * The engines' policies in effect, as {@code samplesort info} shows them: what {@link Configuration} read from
     * the {@code samplesort.cpu.*} and {@code samplesort.gpu.*} system properties (defaults where unset).
     *
     * @return engine name → its policy in words (or why its settings are invalid)
     */
    public static Map<String, String> policies() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("cpu", describe(Configuration::cpu));
        m.put("gpu", describe(Configuration::gpu));
        return m;
    }

    private static String describe(Supplier<?> policy) {
        try {
            return policy.get().toString();
        } catch (IllegalArgumentException e) {
            return "invalid settings: " + e.getMessage();
        }
    }

    /**
     * Keys (and values) on one GPU or spread over several: upload, timed sort, download. One GPU times with CUDA
     * events on the sort's stream; several on the host, from idle devices until all are done. Not thread-safe.
     */
    public static final class DeviceSort implements AutoCloseable {
        private final dev.samplesort.gpu.Resident d;

        private DeviceSort(dev.samplesort.gpu.Resident d) { this.d = d; }

        /** @return the device or devices, for reports */
        public String deviceName() { return d.deviceName(); }

        /** @param src exactly the keys' bytes, native byte order */
        public void uploadKeys(java.lang.foreign.MemorySegment src) { d.uploadKeys(src); }

        /** @param src exactly the values' bytes */
        public void uploadValues(java.lang.foreign.MemorySegment src) { d.uploadValues(src); }

        /** @param dst receives the keys */
        public void downloadKeys(java.lang.foreign.MemorySegment dst) { d.downloadKeys(dst); }

        /** @param dst receives the values */
        public void downloadValues(java.lang.foreign.MemorySegment dst) { d.downloadValues(dst); }

        /** @return milliseconds of an ascending sort (see the class comment for how it is timed) */
        public double timedSort() { return d.timedSort(); }

        /** @return milliseconds of an ascending stable sort of the pairs, timed as {@link #timedSort} */
        public double timedStableSort() { return d.timedStableSort(); }

        /** @return what the last sort did (levels, memory, jobs or exchange), or {@code null} before the first */
        public String lastStats() { return d.lastStats(); }

        /**
         * @return where the last sort's time went, in lines (the multi-GPU sort per device, with
         *         {@code -Dsamplesort.gpu.profile=true}), or {@code null}
         */
        public String lastProfile() { return d.lastProfile(); }

        @Override public void close() { d.close(); }
    }

    /**
     * Keys (and values) spread over several GPUs and sorted across them (the multi-GPU sample sort): the
     * benchmark's {@code mgpu} algorithm.
     *
     * @param kt      the keys' type
     * @param vt      the values' type, or {@code null}
     * @param count   the number of keys
     * @param devices device ordinals in output order; empty: every usable device
     * @return the multi-device sort
     * @throws dev.samplesort.BackendUnavailableException when a device is not usable
     */
    public static DeviceSort multiDeviceResident(KeyType kt, ValueType vt, long count, int[] devices) {
        int[] d = devices.length > 0 ? devices : usableGpus();
        if (d.length == 0) {
            throw new dev.samplesort.BackendUnavailableException(dev.samplesort.Backend.GPU,
                    "no usable CUDA device: " + gpuUnavailableReason());
        }
        return new DeviceSort(new dev.samplesort.gpu.MultiDeviceResident(kt, vt, count, d, Configuration.gpu()));
    }

    /**
     * @return where the last multi-GPU sort of host memory went (per device: upload, sort phases, download), in
     *         lines, with {@code -Dsamplesort.gpu.profile=true}; else, or before one, {@code null}
     */
    public static String lastMultiGpuProfile() { return dev.samplesort.gpu.MultiGpuEngine.lastProfile(); }

    /** @return the ordinals of the devices the GPU backend can run on (empty without one) */
    public static int[] usableGpus() {
        List<Integer> l = new ArrayList<>();
        int g = Cuda.isAvailable() ? Cuda.deviceCount() : 0;
        for (int i = 0; i < g; i++) if (GpuRuntime.forDevice(i) != null) l.add(i);
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Peer access and bandwidth between the GPUs, as {@code samplesort bench-p2p} shows it (GB/s = 10^9 bytes/s).
     *
     * @param access       [i][j]: device i can access device j's memory directly (diagonal true)
     * @param copy         [src][dst]: one copy at a time; the diagonal is a copy within the device
     * @param allToAll     per device: bytes pulled from all others per second while every device exchanges at once
     * @param hostToDevice per device: pinned host-to-device while every device uploads at once
     * @param bytes        bytes per copy
     */
    public record PeerMatrix(boolean[][] access, double[][] copy, double[] allToAll, double[] hostToDevice,
                             long bytes) {}

    /**
     * @return [i][j]: whether device i can access device j's memory directly, over all devices (empty without CUDA)
     */
    public static boolean[][] peerAccess() { return dev.samplesort.gpu.PeerBandwidth.peerAccess(); }

    /**
     * Measures peer, all-to-all and host-to-device bandwidth over all devices.
     *
     * @param bytes bytes per copy
     * @param reps  timed repetitions (best taken)
     * @return the figures
     * @throws IllegalStateException when CUDA is unavailable
     */
    public static PeerMatrix peerBandwidth(long bytes, int reps) {
        var m = dev.samplesort.gpu.PeerBandwidth.measure(bytes, reps);
        return new PeerMatrix(m.peerAccess(), m.copy(), m.allToAll(), m.hostToDevice(), m.bytes());
    }

    /**
     * Sorts normalized multi-word keys with their row indices on the CPU or GPU engine (stable): the benchmark's
     * 128-bit and four-column rows, which build the words themselves (sign bits flipped) until a public column API
     * does it for them. {@code words} holds {@code rows.length * wordsPerKey} words; both are permuted.
     *
     * @param gpu         the GPU engine instead of the CPU engine
     * @param words       the keys, row-major, native byte order
     * @param wordsPerKey 64-bit words per key
     * @param rows        the values (usually 0, 1, ..., n-1); afterwards the sorted order
     * @throws dev.samplesort.BackendUnavailableException when the GPU engine cannot run it
     */
    public static void sortWords(boolean gpu, java.lang.foreign.MemorySegment words, int wordsPerKey, int[] rows) {
        SortEngine e = gpu ? Engines.gpu() : Engines.cpu();
        dev.samplesort.spi.SortJob job = new dev.samplesort.spi.SortJob(
                new dev.samplesort.spi.SortJob.Keys.Words(words, wordsPerKey),
                new dev.samplesort.spi.SortJob.Values.Ints(rows), 0, rows.length, dev.samplesort.Order.ASCENDING, true);
        if (gpu) {
            String why = e.unavailableReason();
            if (why == null) why = e.refusal(job);
            if (why != null) throw new dev.samplesort.BackendUnavailableException(dev.samplesort.Backend.GPU, why);
        }
        e.sort(job);
    }

    /** @return the name of the GPU the engine uses, or {@code null} without one */
    public static String gpuName() {
        GpuRuntime rt = GpuRuntime.get();
        return rt == null ? null : rt.device().name();
    }

    /**
     * A CUDA device as {@code samplesort info} shows it.
     *
     * @param kernels whether the kernels in the jar run on it, in words
     */
    public record GpuDevice(int ordinal, String name, int ccMajor, int ccMinor, int multiprocessors,
                            long memoryBytes, int sharedMemoryPerBlockOptin, int driverVersion, String kernels,
                            boolean selected) {}

    /**
     * The CUDA devices of this machine.
     *
     * @return the devices, empty when none is usable ({@link #cudaUnavailableReason()} then says why)
     * @throws RuntimeException when the driver query fails
     */
    public static List<GpuDevice> gpuDevices() {
        List<GpuDevice> l = new ArrayList<>();
        if (Cuda.unavailableReason() != null) return l;
        int drv = Cuda.driverVersion();
        boolean kernels = GpuRuntime.hasKernels();
        for (int i = 0; i < Cuda.deviceCount(); i++) {
            var d = Cuda.device(i);
            int maj = d.computeCapabilityMajor(), min = d.computeCapabilityMinor();
            String match = !kernels ? "kernels not built into this jar"
                    : maj < 8 ? "no: compute capability below 8.0"
                    : maj == 8 ? "yes (sm_80 machine code)"
                    : maj == 9 && min == 0 ? "yes (sm_90 machine code)"
                    : "yes (compute_90 PTX, compiled by the driver at first use)";
            l.add(new GpuDevice(i, d.name(), maj, min, d.multiprocessorCount(), d.totalMemory(),
                    d.maxSharedMemoryPerBlockOptin(), drv, match, i == Cuda.defaultDeviceOrdinal()));
        }
        return l;
    }

    /**
     * Reports the elements of off-heap CPU sorts ({@code Sorter.sort(MemorySegment, ...)}) that reached their final
     * place, a bucket at a time, for a progress bar with real figures. Process-wide, so only for a tool that runs
     * one sort at a time (the CLI's {@code sort}).
     *
     * @param listener receives counts of finished elements; {@code null} stops the reports
     */
    public static void cpuSegmentProgress(java.util.function.LongConsumer listener) {
        dev.samplesort.cpu.SegmentSorts.progress(listener);
    }

    /**
     * @return the last out-of-core GPU sort's figures in this process (empty before the first): workers, chunkKeys,
     *         runs, groups, stagingBytes, direct (1/0), pass1Nanos, planNanos, pass2Nanos, totalNanos, cpuGroups,
     *         and the timeline: registerNanos, stagingNanos, pass1UploadNanos, pass1SortNanos, pass1DownloadNanos,
     *         pass2UploadNanos, pass2SortNanos, pass2DownloadNanos (summed over the workers), freeNanos, hugePages
     *         (1/0), prefault (1/0: the staging area was pre-faulted in the background), prefaultBytes,
     *         prefaultNanos (from mapping to the last pre-fault thread's end), prefaultFailed (1/0: stopped early by
     *         a failure, which the sort survives)
     */
    public static Map<String, Long> lastOutOfCoreStats() { return dev.samplesort.gpu.OutOfCoreProbe.lastStats(); }

    /**
     * Host-memory costs of the out-of-core sort measured now on {@code bytes} (page-locking, first-touch and plain
     * parallel copies, registration).
     *
     * @param bytes bytes per measurement (at least 1 MiB)
     * @return nanoseconds: {allocPinned, freePinned, firstTouchCopy, copy, register, unregister}
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     */
    public static long[] outOfCoreHostCosts(long bytes) { return dev.samplesort.gpu.OutOfCoreProbe.hostCosts(bytes); }

    /**
     * Pinned host-device copy bandwidth measured now, best of {@code reps} copies of {@code bytes} each.
     *
     * @param bytes bytes per copy
     * @param reps  repetitions
     * @return bytes per second: {upload, download, upload while downloading, download while uploading}
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     */
    public static double[] linkBandwidth(long bytes, int reps) {
        return dev.samplesort.gpu.OutOfCoreProbe.linkBandwidth(bytes, reps);
    }

    /** @return {@code null} when the CUDA driver is usable, else why not */
    public static String cudaUnavailableReason() { return Cuda.unavailableReason(); }

    /**
     * Wide keys on the GPU for the benchmark's device-resident rows: fixed-width records (key = a byte range) or
     * columns of 64-bit values; a timed run is extract + sort + gather (records), like the CUB routes.
     *
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     */
    public static WideSort wideRecords(long n, int recordSize, int keyOffset, int keyLength) {
        return new WideSort(dev.samplesort.gpu.DeviceWide.records(n, recordSize, keyOffset, keyLength));
    }

    /** As {@link #wideRecords}, for {@code columns} columns of {@code n} longs (Java's signed order). */
    public static WideSort wideColumns(long n, int columns) {
        return new WideSort(dev.samplesort.gpu.DeviceWide.columns(n, columns));
    }

    /** Device-resident wide keys: upload, timed sort, download. Not thread-safe. */
    public static final class WideSort implements AutoCloseable {
        private final dev.samplesort.gpu.DeviceWide d;

        private WideSort(dev.samplesort.gpu.DeviceWide d) { this.d = d; }

        /** @param src all records */
        public void uploadRecords(java.lang.foreign.MemorySegment src) { d.uploadRecords(src); }

        /** @param c column index; @param src its n values */
        public void uploadColumn(int c, java.lang.foreign.MemorySegment src) { d.uploadColumn(c, src); }

        /** @return milliseconds of extract + sort + gather between CUDA events */
        public double timedSort() { return d.timedSort(); }

        /** @param dst receives the sorted records */
        public void downloadRecords(java.lang.foreign.MemorySegment dst) { d.downloadRecords(dst); }

        /** @param dst receives the row permutation (n ints) */
        public void downloadRows(java.lang.foreign.MemorySegment dst) { d.downloadRows(dst); }

        @Override public void close() { d.close(); }
    }

    /**
     * Large host memory for the tools' buffers (record files, off-heap key columns), not zeroed on the calling
     * thread: {@link Scratch}. Segments are valid until {@link #close}.
     */
    public static final class HostMemory implements AutoCloseable {
        private final Scratch scratch = new Scratch();

        /**
         * @param bytes how much
         * @return {@code bytes} of zeroed memory, 8-byte aligned, accessible from any thread
         */
        public java.lang.foreign.MemorySegment allocate(long bytes) { return scratch.allocate(bytes); }

        @Override public void close() { scratch.close(); }
    }
}
