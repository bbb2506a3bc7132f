package dev.samplesort;

/**
 * Sort direction.
 *
 * <p>{@link #DESCENDING} orders keys the reverse way of {@link #ASCENDING}: for floating point NaNs first, then
 * infinity down to minus infinity, with 0.0 before -0.0. Keys-only sorts, and key-value sorts that are not stable,
 * give exactly the reverse of the ascending result. Stable key-value sorts keep equal keys in their input order in
 * both directions, so within every run of equal keys the descending result is in ascending (input) order, not
 * reversed; "equal" is {@link Float#compare}/{@link Double#compare} equality, so this includes NaN keys with
 * different payloads, which keep their input order (each with its value) instead of being reversed.
 */
public enum Order {
    /** Smallest key first (floating point: -0.0 before 0.0, NaNs last). */
    ASCENDING,
    /** Largest key first (floating point: NaNs first, 0.0 before -0.0). */
    DESCENDING
}
