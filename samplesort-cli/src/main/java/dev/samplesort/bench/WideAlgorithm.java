package dev.samplesort.bench;

/**
 * One algorithm for the wide-key shapes ({@link WideShape}); the counterpart of {@link BenchAlgorithm} for data that
 * are not primitive arrays. The harness calls {@link #unavailableReason}, {@link #setUp} once per workload, then
 * {@link #sort} on a fresh copy of the input for each warm-up and timed run, checks the result
 * ({@link WideData#check}), and {@link #tearDown}.
 */
public interface WideAlgorithm {
    /** The name, as in {@code --algos}. */
    String name();

    /** What ran it (results.csv's device column). */
    default String device() { return BenchEnv.cpuDevice(); }

    /** Null when this algorithm can run the shape here, else why not. */
    String unavailableReason(WideShape s);

    /** True for single-threaded baselines (capped by {@code --single-max}). */
    default boolean singleThreaded() { return false; }

    /** Called once per workload before the runs (untimed). */
    default void setUp(WideShape s, int n) throws Throwable {}

    /**
     * Sorts {@code data}: records in place, or columns into {@link WideData#perm}. Returns the milliseconds that
     * count.
     */
    double sort(WideData data) throws Throwable;

    /** Where the time of the last run went (e.g. {@code extract 1.2 + sort 30.1 + gather 9.9 ms}), or null. */
    default String lastPhases() { return null; }

    /** Releases what setUp took; also called after a failure. */
    default void tearDown() {}
}
