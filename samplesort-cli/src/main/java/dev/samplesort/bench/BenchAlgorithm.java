package dev.samplesort.bench;

import dev.samplesort.cli.RecordFormat;

/**
 * One sorting algorithm in the benchmark. The harness calls, per workload (record format, n):
 * {@link #unavailableReason} (non-null: the algorithm is skipped and the reason printed), {@link #setUp} once, then
 * {@link #sort} for each warm-up and timed run — every time on a fresh copy of the input in host arrays — and
 * {@link #tearDown} at the end (also after a failure). After every {@code sort} the harness checks the arrays:
 * ascending in Java's total order and the same multiset of (key, value) records as the input. A wrong answer is
 * recorded as FAILED, never as a time.
 *
 * <p>{@code sort} returns the milliseconds that count, so a GPU algorithm can report device time only: see
 * {@link DeviceResidentAlgorithm}.
 */
public interface BenchAlgorithm {
    /** Short name used on the command line and in results ({@code cpu}, {@code cub-radix}, ...). */
    String name();

    /** What ran it, for the {@code device} column of results.csv (a GPU's name, or the CPU). */
    default String device() { return BenchEnv.cpuDevice(); }

    /** Null when this algorithm can sort records of this format here; otherwise why it is skipped. */
    String unavailableReason(RecordFormat format);

    /** True for single-threaded CPU baselines (the harness caps their sizes unless told otherwise). */
    default boolean singleThreaded() { return false; }

    /** Whether the results must be stable (checked: equal keys keep their input order). */
    default boolean stable() { return false; }

    /** Called once per workload before any run: allocate buffers here, untimed. */
    default void setUp(RecordFormat format, int n) throws Exception {}

    /** Sorts {@code data} ascending, in place (keys and values). Returns the elapsed milliseconds that count. */
    double sort(HostData data) throws Exception;

    /**
     * Where the last {@link #sort}'s time went, in lines, or {@code null}: the harness prints it after every timed
     * repetition. The multi-GPU algorithms give their per-device phases with {@code -Dsamplesort.gpu.profile=true}.
     */
    default String profile() { return null; }

    /**
     * The route the last {@link #sort} took inside the algorithm, or {@code null}: the CPU backend's hybrid names
     * where it sent the sort ({@code SMALL}: {@code Arrays.sort} unscanned, {@code TEAM}, {@code ENGINE}, ...;
     * {@code Tooling.lastCpuRoute}). The harness writes it into each timed run's note ({@code route=...}), and the
     * CPU-vs-JDK table names it for the cells below 0.95x.
     */
    default String route() { return null; }

    /**
     * The least time (ms) the warm-ups of a workload take, on top of their count (sequential runs, not
     * {@code --interleave}): 0, the count alone, unless the algorithm needs more for the JIT to compile its host
     * path (see {@link DeviceResidentAlgorithm#warmupMillis()}).
     */
    default long warmupMillis() { return 0; }

    /** Called after the runs of a workload, also after a failure; releases what setUp took. */
    default void tearDown() {}

    /** Wall-clock milliseconds of r. */
    static double timeMs(Runnable r) {
        long t0 = System.nanoTime();
        r.run();
        return (System.nanoTime() - t0) / 1e6;
    }
}
