package dev.samplesort.gpu;

import dev.samplesort.cuda.CudaStream;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.cuda.KernelArgs;
import dev.samplesort.cuda.PinnedMemory;
import java.lang.foreign.MemorySegment;

/**
 * What one sort at a time needs on the host side: a stream, a reusable kernel-argument buffer, a pinned scratch
 * area for the small tables that travel each level and the pinned chunk buffers of host↔device transfers
 * ({@link Transfer.Ring}). Not thread-safe: a session serves one sort at a time; the
 * engine keeps a pool of them so that many Java threads can sort concurrently, each on its own stream.
 */
final class SortSession implements AutoCloseable {
    final GpuRuntime rt;
    final CudaStream stream;
    final KernelArgs args;
    private PinnedMemory pinned;
    private Transfer.Ring ring;
    // Optional phase profile (-Dsamplesort.gpu.profile=true): events recorded between phases.
    private final boolean profile = Boolean.getBoolean("samplesort.gpu.profile");
    private final java.util.List<dev.samplesort.cuda.CudaEvent> events = new java.util.ArrayList<>();
    private final java.util.List<String> labels = new java.util.ArrayList<>();
    private int marks;
    private final java.util.Map<String, Double> phaseMillis = new java.util.LinkedHashMap<>();

    SortSession(GpuRuntime rt) {
        this.rt = rt;
        this.stream = rt.context.createStream();
        this.args = new KernelArgs();
    }

    CudaStream stream() { return stream; }

    GpuRuntime runtime() { return rt; }

    /** Pinned host scratch of at least {@code bytes}, contents undefined; valid until the next call. */
    MemorySegment scratch(long bytes) {
        if (pinned == null || pinned.segment().byteSize() < bytes) {
            if (pinned != null) {
                stream.synchronize();
                pinned.close();
            }
            long cap = Math.max(1L << 20, Long.highestOneBit(Math.max(1, bytes - 1)) << 1);
            pinned = rt.context.allocatePinned(cap);
        }
        return pinned.segment();
    }

    /** The pinned chunk buffers for host↔device transfers (see {@link Transfer}), configured for this sort. */
    Transfer.Ring ring(long chunkBytes, int buffers) {
        if (ring == null) ring = new Transfer.Ring(rt.context, stream);
        return ring.configure(chunkBytes, buffers);
    }

    /** Device memory from the stream-ordered pool (cheap when sizes repeat). */
    DeviceMemory allocate(long bytes) { return rt.context.allocateAsync(Math.max(bytes, 16), stream); }

    /** Clears {@link #args} and claims its parameter block {@code b}, to be filled before {@link #launch}. */
    java.lang.foreign.MemorySegment params(ParamBlock b) { return args.clear().struct(b.size()); }

    /** Launches {@code k} over {@code grid} blocks with the arguments pushed into {@link #args}. */
    void launch(Kernels.Kernel k, int grid) {
        if (grid <= 0) return;
        k.fn().launch(stream, grid, 1, 1, k.threads(), 1, 1, k.smem(), args);
    }

    private dev.samplesort.cuda.CudaEvent planned;
    private CudaStream side;

    /**
     * A second stream on this session's context (created on first use), for copies that may run beside the main
     * stream's work: the multi-GPU exchange moves a device's own pieces there while its main stream pulls the
     * other devices' pieces over the links. Ordered against the main stream only through events.
     */
    CudaStream side() {
        if (side == null) side = rt.context.createStream();
        return side;
    }

    /** The side stream if it was ever created, else {@code null} (nothing to wait for). */
    CudaStream sideIfAny() { return side; }

    // Lanes: streams beside the main one on which a level's size classes run concurrently (BucketSort.run).
    private CudaStream[] lanes = new CudaStream[0];
    private dev.samplesort.cuda.CudaEvent forkEvent;
    private dev.samplesort.cuda.CudaEvent[] joinEvents = new dev.samplesort.cuda.CudaEvent[0];

    /** Marks the point on the main stream after which work on {@link #lane} streams may start. */
    void fork() {
        if (forkEvent == null) forkEvent = rt.context.createEvent();
        forkEvent.record(stream);
    }

    /**
     * Lane stream {@code i} (created on first use), made to wait for the last {@link #fork}: work launched on it runs
     * beside the main stream's and the other lanes' until {@link #join}.
     */
    CudaStream lane(int i) {
        if (i >= lanes.length) {
            lanes = java.util.Arrays.copyOf(lanes, i + 1);
            joinEvents = java.util.Arrays.copyOf(joinEvents, i + 1);
        }
        if (lanes[i] == null) {
            lanes[i] = rt.context.createStream();
            joinEvents[i] = rt.context.createEvent();
        }
        lanes[i].waitEvent(forkEvent);
        return lanes[i];
    }

    /** Makes the main stream wait for everything launched so far on lanes {@code 0 .. count-1}. */
    void join(int count) {
        for (int i = 0; i < count; i++) {
            joinEvents[i].record(lanes[i]);
            stream.waitEvent(joinEvents[i]);
        }
    }

    /** Launches {@code k} over {@code grid} blocks on {@code st} (a lane) with the arguments in {@link #args}. */
    void launchOn(CudaStream st, Kernels.Kernel k, int grid) {
        if (grid <= 0) return;
        k.fn().launch(st, grid, 1, 1, k.threads(), 1, 1, k.smem(), args);
    }

    /** The event recorded when a level's plan has reached the host (created on first use). */
    dev.samplesort.cuda.CudaEvent planned() {
        if (planned == null) planned = rt.context.createEvent();
        return planned;
    }

    /** Records that the phase {@code label} ends here (no-op unless profiling). */
    void mark(String label) {
        if (!profile) return;
        if (marks == events.size()) events.add(rt.context.createEvent());
        events.get(marks).record(stream);
        labels.add(label);
        marks++;
    }

    /** After a synchronised sort: adds the time between consecutive marks to the phase totals. */
    void collectProfile() {
        if (!profile) return;
        for (int i = 1; i < marks; i++) {
            float ms = events.get(i).elapsedMillisSince(events.get(i - 1));
            phaseMillis.merge(labels.get(i), (double) ms, Double::sum);
        }
        marks = 0;
        labels.clear();
    }

    /** Whether this session records the phase profile ({@code -Dsamplesort.gpu.profile=true}). */
    boolean profiling() { return profile; }

    /** Forgets marks of a sort that did not reach {@link #collectProfile} (it failed) and the phase totals. */
    void resetProfile() {
        marks = 0;
        labels.clear();
        phaseMillis.clear();
    }

    /** Phase totals in milliseconds since the last reset (empty unless profiling). */
    java.util.Map<String, Double> phaseMillis() { return phaseMillis; }

    @Override
    public void close() {
        try {
            stream.synchronize();
            if (side != null) side.synchronize();
            for (CudaStream l : lanes) if (l != null) l.synchronize();
        } finally {
            for (CudaStream l : lanes) if (l != null) l.close();
            for (var e : joinEvents) if (e != null) e.close();
            if (forkEvent != null) forkEvent.close();
            if (side != null) side.close();
            if (pinned != null) pinned.close();
            if (ring != null) ring.close();
            for (var e : events) e.close();
            if (planned != null) planned.close();
            stream.close();
        }
    }
}
