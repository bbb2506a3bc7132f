package dev.samplesort.bench;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.cli.RecordFormat;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

/**
 * {@code cub-radix} ({@code cub::DeviceRadixSort}) and {@code cub-merge} ({@code cub::DeviceMergeSort}, {@code <})
 * through {@link CubBaselines}: device-resident, timed with CUDA events like the H100 baselines file.
 */
public final class CubAlgorithm extends DeviceResidentAlgorithm {
    private final String name;   // cub-radix | cub-merge
    private final String prefix; // cubss_radix_ | cubss_merge_
    private final Path lib;
    private CubBaselines cub;
    private MemorySegment fn, ki, ko, vi, vo, temp;
    private long tempBytes, n;
    private RecordFormat f;

    public CubAlgorithm(boolean radix, Path lib) {
        this.name = radix ? "cub-radix" : "cub-merge";
        this.prefix = radix ? "cubss_radix_" : "cubss_merge_";
        this.lib = lib;
    }

    @Override public String name() { return name; }

    /** The library's suffix for a record format, or null when there is no CUB baseline for it. */
    static String suffix(RecordFormat f) {
        if (f.value() == null) {
            return switch (f.key()) {
                case INT -> "i32";
                case FLOAT -> "f32";
                case LONG -> "i64";
                case DOUBLE -> "f64";
            };
        }
        if (f.key() == KeyType.INT && f.value() == ValueType.INT) return "kv32";
        if (f.key() == KeyType.LONG && f.value() == ValueType.LONG) return "kv64";
        return null;
    }

    @Override
    public String unavailableReason(RecordFormat format) {
        if (suffix(format) == null) {
            return "no CUB baseline for " + format.describe() + " (int, float, long, double, int+int, long+long)";
        }
        try {
            cub = CubBaselines.load(lib);
        } catch (IllegalStateException e) {
            return e.getMessage();
        }
        int c = cub.deviceCount();
        if (c <= 0) return "no CUDA device (" + (c == 0 ? "none found" : cub.errorString(-c)) + ")";
        return null;
    }

    @Override
    public String device() {
        if (deviceName == null && cub != null && cub.deviceCount() > 0) deviceName = cub.deviceName();
        return deviceName == null ? "gpu" : deviceName;
    }

    private String deviceName;

    @Override
    public void setUp(RecordFormat format, int count) {
        this.f = format;
        this.n = count;
        fn = cub.sortFunction(prefix + suffix(format));
        ki = cub.malloc(n * format.keyBytes());
        ko = cub.malloc(n * format.keyBytes());
        vi = format.value() == null ? MemorySegment.NULL : cub.malloc(n * format.valueBytes());
        vo = format.value() == null ? MemorySegment.NULL : cub.malloc(n * format.valueBytes());
        tempBytes = cub.tempBytes(fn, ki, ko, vi, vo, n);
        temp = cub.malloc(tempBytes);
    }


    @Override
    protected void upload(HostData in) {
        cub.memcpy(ki, HostData.segment(in.keys), n * f.keyBytes(), 1);
        if (in.values != null) cub.memcpy(vi, HostData.segment(in.values), n * f.valueBytes(), 1);
    }

    @Override
    protected double sortOnDevice() { return cub.timeSort(fn, ki, ko, vi, vo, n, temp, tempBytes); }

    @Override
    protected void download(HostData out) {
        cub.memcpy(HostData.segment(out.keys), ko, n * f.keyBytes(), 2);
        if (out.values != null) cub.memcpy(HostData.segment(out.values), vo, n * f.valueBytes(), 2);
    }

    @Override
    public void tearDown() {
        if (cub == null) return;
        for (MemorySegment p : new MemorySegment[] {ki, ko, vi, vo, temp}) cub.free(p);
        ki = ko = vi = vo = temp = null;
    }
}
