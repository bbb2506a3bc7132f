package dev.samplesort.bench;

import java.util.Map;

import dev.samplesort.cli.RecordFormat;
import dev.samplesort.internal.Tooling;

/**
 * {@code gpu}: samplesort's GPU sample sort on device-resident data, timed with CUDA events on the sort's stream
 * (the same methodology as the CUB baselines: the input is uploaded before and downloaded after, untimed). The
 * device side is core's one entry for sorting data already on the GPU ({@link Tooling#deviceResident}), the same
 * one the public {@code DeviceBuffer} uses.
 *
 * <p>{@code gpu-stable} is the same sort made stable (key-value pairs: equal keys keep their values' order), for
 * the stable sort's cost beside the unstable one in one run.
 *
 * <p>{@code mgpu} ({@link MultiGpuAlgorithm}) is the same with the keys spread over several GPUs and sorted across
 * them, timed on the host from idle devices until every device has finished.
 */
public final class GpuSampleSortAlgorithm extends DeviceResidentAlgorithm {
    private final boolean multi, stable;
    private Tooling.DeviceSort d;
    private RecordFormat f;
    private Map<String, String> gpuSettings = Map.of();

    /** {@code gpu}: one GPU. */
    public GpuSampleSortAlgorithm() { this(false, false); }

    /**
     * {@code gpu}; with {@code multi} {@code mgpu}: the devices of {@link MultiGpuAlgorithm#devices()}; with
     * {@code stable} (one GPU only) {@code gpu-stable}.
     */
    GpuSampleSortAlgorithm(boolean multi, boolean stable) {
        if (multi && stable) throw new IllegalArgumentException("the multi-GPU sort is not stable");
        this.multi = multi;
        this.stable = stable;
    }

    /** GPU policy settings (short names, as {@code samplesort.gpu.<name>}) for the sorts of the next set-up. */
    void settings(Map<String, String> s) { gpuSettings = Map.copyOf(s); }

    @Override public String name() { return multi ? "mgpu" : stable ? "gpu-stable" : "gpu"; }

    @Override public boolean stable() { return stable; }

    @Override
    public String unavailableReason(RecordFormat format) {
        String why = Tooling.gpuUnavailableReason();
        return why == null ? null : "GPU backend not available: " + why;
    }

    @Override
    public String device() {
        String name = Tooling.gpuName();
        if (multi) return MultiGpuAlgorithm.deviceCount() + "x " + (name == null ? "gpu" : name);
        return name == null ? "gpu" : name;
    }

    @Override
    public void setUp(RecordFormat format, int count) {
        this.f = format;
        if (multi) d = Tooling.multiDeviceResident(format.key(), format.value(), count, MultiGpuAlgorithm.devices());
        else d = gpuSettings.isEmpty() ? Tooling.deviceResident(format.key(), format.value(), count)
                : Tooling.deviceResident(format.key(), format.value(), count, gpuSettings);
    }

    @Override
    protected void upload(HostData in) {
        d.uploadKeys(HostData.segment(in.keys));
        if (f.value() != null) d.uploadValues(HostData.segment(in.values));
    }

    @Override
    protected double sortOnDevice() { return stable ? d.timedStableSort() : d.timedSort(); }

    @Override
    protected void download(HostData out) {
        d.downloadKeys(HostData.segment(out.keys));
        if (f.value() != null) d.downloadValues(HostData.segment(out.values));
    }

    @Override
    public String profile() { return d == null ? null : d.lastProfile(); }

    /** Levels, peak device bytes and bucket jobs of the last sort, for the tuning notes; {@code null} before. */
    String lastStats() { return d == null ? null : d.lastStats(); }

    @Override
    public void tearDown() {
        if (d == null) return;
        try {
            d.close();
        } finally {
            d = null;
        }
    }
}
