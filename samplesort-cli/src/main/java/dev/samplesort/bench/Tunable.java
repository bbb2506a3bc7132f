package dev.samplesort.bench;

import dev.samplesort.cli.RecordFormat;
import java.util.List;
import java.util.Map;

/**
 * A sorter with integer parameters that {@code samplesort bench --tune NAME} sweeps for one workload (every
 * combination of the candidate values, each checked like a benchmark run; the fastest correct one wins).
 */
public interface Tunable {
    /** Name for {@code --tune}. */
    String name();

    /** Null when it can run records of this format here; otherwise why not. */
    default String unavailableReason(RecordFormat format) { return null; }

    /** Parameter name -> candidate values, in sweep order (use a LinkedHashMap). */
    Map<String, List<Integer>> parameters();

    /**
     * Sorts {@code data} (a fresh copy of the input, ascending, in place) with these parameter values and returns
     * the milliseconds that count. {@code params} holds one value for every name of {@link #parameters()}.
     */
    double run(Map<String, Integer> params, HostData data) throws Exception;
}
