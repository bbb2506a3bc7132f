package dev.samplesort.spi;

/**
 * The seam between the public API ({@link dev.samplesort.Sorter}) and a backend: one operation over a
 * {@link SortJob}. Internal: not for users.
 *
 * <p>Contract: the job is valid (the caller checked it). The result is Java's total order (floating point as
 * {@code Arrays.sort}: -0.0 before 0.0, every NaN last, NaN bit patterns kept), reversed for descending jobs; values
 * move with their keys; stable jobs keep equal keys in input order. Elements outside the range are never touched.
 * If {@link #sort} throws, the data is either unchanged or fully sorted, never half-written (an engine that cannot
 * promise this for a path says so in its docs).
 */
public interface SortEngine {

    /** Short name, e.g. {@code cpu} or {@code gpu}. */
    String name();

    /** {@code null} when the engine can run here, else a precise reason it cannot. */
    String unavailableReason();

    /**
     * {@code null} when this engine runs jobs of this shape, else why not (e.g. a stable key-value job on an engine
     * without a stable path). Never throws; does not look at the data.
     */
    default String refusal(SortJob job) { return null; }

    /** Sorts the job's range. */
    void sort(SortJob job);
}
