package dev.samplesort.bench;

/**
 * A GPU algorithm timed on data already resident on the device (the paper's methodology: no host-device transfer
 * in the time; CUDA events around the sort). The harness hands {@link #sort} a fresh copy of the input in host
 * arrays; this class uploads it ({@link #upload}, untimed), sorts on the device ({@link #sortOnDevice}, which
 * returns the event-timed milliseconds), and downloads the result into the same arrays ({@link #download},
 * untimed) so that the harness can check it.
 *
 * <p>To plug in a GPU sorter, extend this class: allocate device buffers for n records in {@link #setUp},
 * implement the three hooks, free in {@link #tearDown}; return a reason from {@link #unavailableReason} when no
 * GPU or a native piece is missing. See {@link CubAlgorithm} for a complete example and
 * {@link GpuSampleSortAlgorithm} for the slot of samplesort's own GPU sort.
 */
public abstract class DeviceResidentAlgorithm implements BenchAlgorithm {
    /** Copies the host input (keys and values) into the device input buffers. Not timed. */
    protected abstract void upload(HostData input) throws Exception;

    /**
     * Sorts the device input (ascending; key-value pairs move together) and returns the elapsed time in
     * milliseconds measured with CUDA events recorded on the sort's stream immediately before and after the sort.
     * The result may land in separate device output buffers.
     */
    protected abstract double sortOnDevice() throws Exception;

    /** Copies the device result (keys and values) back into {@code output}'s arrays. Not timed. */
    protected abstract void download(HostData output) throws Exception;

    /**
     * Warm-ups of a device-resident workload run for at least this long. The GPU sort's control path is Java — the
     * level plan, the parameter blocks, a dozen driver calls per level — and the JIT compiles it only after about a
     * thousand sorts: with the count-based warm-up alone (128 sorts of 2^16 keys) the cell read 0.19-0.33 ms where the
     * same sort settles at 0.10 ms (`--warmup 2000`, H100, 2026-11-23). CUB, called through FFM, is native and takes
     * the same warm-up.
     */
    public static final long WARMUP_MILLIS = 300;

    @Override
    public long warmupMillis() { return WARMUP_MILLIS; }

    @Override
    public final double sort(HostData data) throws Exception {
        upload(data);
        double ms = sortOnDevice();
        download(data);
        return ms;
    }
}
