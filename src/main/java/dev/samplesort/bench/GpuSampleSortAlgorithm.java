package dev.samplesort.bench;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.cli.RecordFormat;
import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.gpu.GpuEngine;
import dev.samplesort.gpu.GpuPolicy;
import dev.samplesort.gpu.GpuSampleSort;
import dev.samplesort.gpu.SortSession;
import dev.samplesort.spi.Engines;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * {@code gpu}: samplesort's GPU sample sort on device-resident data, timed with CUDA events on the sort's stream
 * (the same methodology as the CUB baselines: the input is uploaded before and downloaded after, untimed).
 */
public final class GpuSampleSortAlgorithm extends DeviceResidentAlgorithm {
    private SortSession session;
    private DeviceMemory keys, values;
    private CudaEvent start, stop;
    private Arena arena;
    private MemorySegment staging;
    private RecordFormat f;
    private int n;
    /** Stats of the last sort (levels, jobs, peak device bytes), for the tuning notes. */
    GpuSampleSort.Stats lastStats;

    @Override public String name() { return "gpu"; }

    @Override
    public String unavailableReason(RecordFormat format) {
        String why = Engines.gpu().unavailableReason();
        return why == null ? null : "GPU backend not available: " + why;
    }

    @Override
    public String device() {
        var rt = dev.samplesort.gpu.GpuRuntime.get();
        return rt == null ? "gpu" : rt.device().name();
    }

    @Override
    public void setUp(RecordFormat format, int count) {
        this.f = format;
        this.n = count;
        session = GpuEngine.instance().borrow();
        var ctx = session.runtime().context();
        keys = ctx.allocate(Math.max(16, (long) n * format.keyBytes()));
        values = format.value() == null ? null : ctx.allocate(Math.max(16, (long) n * format.valueBytes()));
        start = ctx.createEvent();
        stop = ctx.createEvent();
        arena = Arena.ofShared();
        staging = arena.allocate(Math.max(16, (long) n * Math.max(format.keyBytes(), format.valueBytes())), 16);
    }


    private void up(Object array, DeviceMemory dst, long bytes) {
        MemorySegment.copy(HostData.segment(array), 0, staging, 0, bytes);
        session.stream().copyHostToDevice(dst, 0, staging, bytes);
        session.stream().synchronize();
    }

    private void down(DeviceMemory src, Object array, long bytes) {
        session.stream().copyDeviceToHost(staging, src, 0, bytes);
        session.stream().synchronize();
        MemorySegment.copy(staging, 0, HostData.segment(array), 0, bytes);
    }

    @Override
    protected void upload(HostData in) {
        up(in.keys, keys, (long) n * f.keyBytes());
        if (values != null) up(in.values, values, (long) n * f.valueBytes());
    }

    @Override
    protected double sortOnDevice() {
        KeyType kt = f.key();
        ValueType vt = f.value();
        GpuPolicy policy = GpuPolicy.forWidths(kt.byteSize(), vt == null ? 0 : vt.byteSize());
        start.record(session.stream());
        lastStats = GpuSampleSort.sort(session, keys, values, n, kt, vt, policy);
        stop.record(session.stream());
        stop.synchronize();
        return stop.elapsedMillisSince(start);
    }

    @Override
    protected void download(HostData out) {
        down(keys, out.keys, (long) n * f.keyBytes());
        if (values != null) down(values, out.values, (long) n * f.valueBytes());
    }

    @Override
    public void tearDown() {
        if (session == null) return;
        try {
            keys.close();
            if (values != null) values.close();
            start.close();
            stop.close();
            arena.close();
        } finally {
            GpuEngine.instance().release(session, true);
            session = null;
        }
    }
}
