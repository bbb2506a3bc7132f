package dev.samplesort.data;

import java.util.Locale;

/**
 * Input distributions for tests and benchmarks, produced by {@link DataGenerator}. The first five follow the paper
 * (Leischner, Osipov, Sanders: GPU sample sort, Section 6, after Helman, Bader and JáJá); they take a parameter
 * {@code p} (number of blocks, default {@link DataGenerator#DEFAULT_P} = 1056 = 8 × 132 SMs of an H100).
 *
 * <p>Every distribution is defined on 32-bit values; see {@link DataGenerator} for how they become keys of each
 * {@link dev.samplesort.KeyType}. {@code W} below is {@code floor(2^31 / p)}; a "block" is one of {@code p} equal parts of the
 * input.
 */
public enum Distribution {
    /** Uniform over the whole 32-bit (64-bit for long/double) range. */
    UNIFORM("uniform", "uniform over the full range"),
    /** Mean of 4 uniform draws (approximately normal, centred on 0). */
    GAUSSIAN("gaussian", "mean of 4 uniform draws"),
    /** Block j of p holds p runs of n/p^2 keys; run r is uniform in [r·W, (r+1)·W). */
    BUCKET_SORTED("bucket", "bucket sorted: every block holds p sorted buckets of n/p^2 random keys"),
    /** Block i (1-based) is uniform in [(2i-1)W, 2iW) for i ≤ p/2, else in [(2i-p-2)W, (2i-p-1)W). */
    STAGGERED("staggered", "staggered: block i uniform in a range far from its neighbours'"),
    /** First p/2 blocks = log2 n, next p/4 = log2(n/2), ...; the last block repeats the pattern: ~log n values. */
    DETERMINISTIC_DUPLICATES("detdup", "deterministic duplicates: about log2(n) distinct values"),
    /** Ascending, spread evenly over the range (strictly increasing while n ≤ 2^32 for 32-bit keys). */
    SORTED("sorted", "ascending"),
    /** Descending: {@link #SORTED} reversed. */
    REVERSE_SORTED("reverse", "descending"),
    /** One random value repeated n times. */
    ALL_EQUAL("allequal", "one value"),
    /** Each key one of 2 random values. */
    FEW_UNIQUE_2("few2", "2 distinct random values"),
    /** Each key one of 16 random values. */
    FEW_UNIQUE_16("few16", "16 distinct random values"),
    /** Each key one of 256 random values. */
    FEW_UNIQUE_256("few256", "256 distinct random values"),
    /** Zipf-like, exponent 1: rank r in [1, N] with probability ~1/r, N = min(n, 2^31-1); key = r - 1. */
    ZIPF("zipf", "Zipf (s = 1) ranks: value r-1 with probability ~1/r"),
    /** {@link #SORTED} with about 1% of the positions replaced by uniform random keys. */
    ALMOST_SORTED("almostsorted", "ascending with ~1% random keys"),
    /**
     * Ascending to the middle, then the same keys descending: key {@code i} equals key {@code n-1-i}, the first half
     * a ramp over the whole range (two runs, issue 14's "organ pipe").
     */
    ORGAN_PIPE("organpipe", "ascending to the middle, then descending (mirrored)"),
    /**
     * {@link DataGenerator#SAWTOOTH_TEETH} ascending ramps one after the other, each over the whole range (Bentley
     * and McIlroy's sawtooth: every key repeats once per tooth).
     */
    SAWTOOTH("sawtooth", DataGenerator.SAWTOOTH_TEETH + " ascending ramps over the same range"),
    /**
     * {@link DataGenerator#RUNS} runs of sorted random keys, alternately ascending and descending, each over the
     * whole range (more runs than the JDK merges: {@code runsJdkMax} in the CPU policy).
     */
    RUNS("runs", DataGenerator.RUNS + " runs of sorted random keys, alternately ascending and descending");

    private final String cliName;
    private final String description;

    Distribution(String cliName, String description) {
        this.cliName = cliName;
        this.description = description;
    }

    /** The short name used on the command line and in benchmark output, e.g. {@code detdup}. */
    /**
     * Returns the name used on the command line.
     *
     * @return e.g. {@code uniform}
     */
    public String cliName() { return cliName; }

    /** One line saying what the distribution is. */
    /**
     * Returns a one-line description.
     *
     * @return the description
     */
    public String description() { return description; }

    /**
     * Parses a command-line name ({@code uniform}, {@code detdup}, ...) or the enum constant's name, in any case.
     *
     * @param s the name, e.g. {@code zipf}
     * @return the distribution
     * @throws IllegalArgumentException if there is none of that name
     */
    public static Distribution parse(String s) {
        if (s != null) {
            String t = s.trim();
            for (Distribution d : values()) {
                if (d.cliName.equalsIgnoreCase(t) || d.name().equalsIgnoreCase(t)) return d;
            }
        }
        StringBuilder names = new StringBuilder();
        for (Distribution d : values()) names.append(names.isEmpty() ? "" : ", ").append(d.cliName);
        throw new IllegalArgumentException("unknown distribution '" + s + "' (expected one of " + names + ")");
    }

    @Override
    public String toString() { return cliName.toLowerCase(Locale.ROOT); }
}
