package dev.samplesort;

/** Sort direction. Descending is the exact reverse of ascending (for floating point: NaN first, 0.0 before -0.0). */
public enum Order { ASCENDING, DESCENDING }
