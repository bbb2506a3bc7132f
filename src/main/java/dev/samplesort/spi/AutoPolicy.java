package dev.samplesort.spi;

import dev.samplesort.KeyType;

/**
 * When {@code Backend.AUTO} sends a sort to the GPU: at or above a per-key-type element count, when a GPU is usable.
 * All thresholds live here; each can be overridden by a system property
 * {@code samplesort.auto.<int|long|float|double>} (element count; {@code -1} never uses the GPU).
 */
public final class AutoPolicy {
    private AutoPolicy() {}

    /** Defaults: measured crossovers of the GPU end-to-end path against the CPU backend (docs/PERFORMANCE.md). */
    private static long defaultThreshold(KeyType t) {
        return switch (t) {
            case INT, FLOAT -> 1L << 20;
            case LONG, DOUBLE -> 1L << 19;
        };
    }

    /** The element count from which AUTO prefers the GPU for this key type, or -1 for never. */
    public static long threshold(KeyType t) {
        String p = System.getProperty("samplesort.auto." + t.name().toLowerCase(java.util.Locale.ROOT));
        if (p != null && !p.isBlank()) {
            try {
                return Long.parseLong(p.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("system property samplesort.auto."
                        + t.name().toLowerCase(java.util.Locale.ROOT) + "='" + p + "' is not a whole number", e);
            }
        }
        return defaultThreshold(t);
    }

    /** True when AUTO should use the GPU for {@code n} keys of type {@code t} (GPU availability aside). */
    public static boolean preferGpu(KeyType t, long n) {
        long th = threshold(t);
        return th >= 0 && n >= th;
    }
}
