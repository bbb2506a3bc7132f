package dev.samplesort.spi;

import dev.samplesort.KeyType;

/**
 * When {@code Backend.AUTO} sends a sort to the GPU: at or above a per-key-type element count, when a GPU is usable.
 * All thresholds live here. Each can be overridden by a system property {@code samplesort.auto.<int|long|float|double>}
 * (element count; any negative value, e.g. {@code -1}, never uses the GPU; {@code 0} always does), read at every
 * sort. {@code samplesort info} shows the values in effect.
 *
 * <p>To change a default, edit the constant below (and the measurement it cites).
 */
public final class AutoPolicy {
    private AutoPolicy() {}

    // Re-measured 2026-11-23 (seventh session) on the H100 host (16 cores), uniform keys, heap array in and out,
    // after the small-sort work of issue 15 and the CPU hybrid's JDK routes (docs/PERFORMANCE.md, "AUTO crossover"):
    // the GPU end-to-end path and the CPU backend take equal time between 2^14 and 2^15 keys for int (0.104 vs
    // 0.075 ms at 2^14, 0.115 vs 0.171 at 2^15) and float, and below 2^14 for long and double (long 0.109 vs 0.137
    // ms at 2^14). The defaults sit above the crossover with at least 1.5x to spare, so that a busy GPU or a slower
    // PCIe link does not make AUTO slower than the CPU: 2^15 for every type (long 2^15: 0.141 vs 0.373 ms). Before
    // (2026-11-22): 2^16 for int/float, 2^15 for long/double.
    /** Default GPU threshold for {@code int} keys. */
    public static final long DEFAULT_INT = 1L << 15;
    /** Default GPU threshold for {@code long} keys. */
    public static final long DEFAULT_LONG = 1L << 15;
    /** Default GPU threshold for {@code float} keys (same width and kernels as int). */
    public static final long DEFAULT_FLOAT = 1L << 15;
    /** Default GPU threshold for {@code double} keys (same width and kernels as long). */
    public static final long DEFAULT_DOUBLE = 1L << 15;

    /** The default threshold for {@code t} (without the system property). */
    public static long defaultThreshold(KeyType t) {
        return switch (t) {
            case INT -> DEFAULT_INT;
            case LONG -> DEFAULT_LONG;
            case FLOAT -> DEFAULT_FLOAT;
            case DOUBLE -> DEFAULT_DOUBLE;
        };
    }

    /**
     * The properties' names by key type ({@code KeyType} order; {@code AutoPolicyTest} checks them against the key
     * types' names): AUTO consults the threshold on every sort, and building the name each time (concatenation,
     * lower-casing) was most of the ~70 ns AUTO added to a sort of a sorted {@code int[1024]} (0.26 µs for the JDK's
     * sort; 2-core development machine, 2026-11-23). Literals, not a stream with a lambda and a concatenation: those
     * ran in a fresh JVM's first {@code SampleSort.sort}, whose bootstraps (the stream classes, LambdaMetafactory,
     * StringConcatFactory) cost about 14 ms of it (eighty-seventh session, docs/CPU-LOG.md).
     */
    private static final String[] PROPERTIES = {"samplesort.auto.int", "samplesort.auto.long",
            "samplesort.auto.float", "samplesort.auto.double"};

    /** The system property that overrides the threshold for {@code t}. */
    public static String property(KeyType t) {
        return PROPERTIES[t.ordinal()];
    }

    /**
     * The element count from which AUTO prefers the GPU for this key type, or -1 for never.
     *
     * @throws IllegalArgumentException if the system property is set but not a whole number
     */
    public static long threshold(KeyType t) {
        String p = System.getProperty(property(t));
        if (p != null && !p.isBlank()) {
            long v;
            try {
                v = Long.parseLong(p.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("system property " + property(t) + "='" + p
                        + "' is not a whole number", e);
            }
            return v < 0 ? -1 : v;
        }
        return defaultThreshold(t);
    }

    /** True when AUTO should use the GPU for {@code n} keys of type {@code t} (GPU availability aside). */
    public static boolean preferGpu(KeyType t, long n) {
        long th = threshold(t);
        return th >= 0 && n >= th;
    }
}
