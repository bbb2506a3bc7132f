package dev.samplesort.cli;

import dev.samplesort.Backend;
import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import java.io.PrintStream;

/**
 * {@code samplesort demo}: generates uniform keys in memory, sorts them end to end, verifies the result and compares
 * the rate with {@code Arrays.parallelSort} on a copy.
 */
final class DemoCommand {
    private DemoCommand() {}

    static Args spec() {
        return new Args("demo", "Sorts generated uniform keys end to end in memory, verifies the result and "
                + "compares with Arrays.parallelSort.")
                .opt("type", "int|long|float|double", "long", "key type")
                .opt("count", "N", "2^24", "number of keys")
                .opt("backend", "auto|cpu|gpu|jdk", "auto", "where samplesort runs")
                .opt("seed", "S", "42", "random seed");
    }

    static int run(Args a, PrintStream out, PrintStream err) throws Exception {
        KeyType t = Io.keyType(a);
        long count = a.getCount("count");
        if (count > Columns.MAX_ARRAY) throw new UsageException("option --count: at most " + Columns.MAX_ARRAY);
        // a rate and a speed ratio of nothing sorted would be noise presented as a result
        if (count < 1) throw new UsageException("option --count: the demo needs at least 1 key");
        int n = (int) count;
        Backend b = Io.backend(a.get("backend"));
        long seed = a.getLong("seed");
        Sorter sorter = b == null ? null : Sorter.builder().backend(b).build();
        String name = b == null ? "jdk" : b.name().toLowerCase(java.util.Locale.ROOT);
        if (b == Backend.GPU) {
            // fail before generating anything, with the reason, as sort does (not from the warm-up's stack trace)
            String why = dev.samplesort.internal.Tooling.gpuUnavailableReason();
            if (why != null) throw new CliException("GPU backend not available: " + why);
        }

        out.printf("samplesort demo: %d %s keys, uniform, seed %d, backend %s%n", n, t.name().toLowerCase(), seed,
                name);
        long g0 = System.nanoTime();
        Object keys = generate(t, n, seed);
        Object copy = copyOf(keys);
        out.printf("  generate              %10s%n", Io.ms(System.nanoTime() - g0));
        Checks.Checksum before = Checks.checksum(keys, null, n);

        // Warm-up on a small array so the timed run does not measure the JIT.
        Object warm = generate(t, Math.min(n, 1 << 18), seed + 1);
        long s0 = 0;
        try {
            sort(sorter, warm);
            s0 = System.nanoTime();
            sort(sorter, keys);
        } catch (dev.samplesort.BackendUnavailableException e) {
            throw new CliException(e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new CliException("sorting failed (" + name + "): " + e, e);
        }
        long sNs = System.nanoTime() - s0;
        long bad = Checks.firstViolation(keys, n, false);
        boolean perm = Checks.checksum(keys, null, n).equals(before);
        out.printf("  samplesort (%-4s)     %10s  %8s   %s%n", name, Io.ms(sNs), Io.rate(n, sNs),
                bad < 0 && perm ? "verified: sorted, permutation of the input"
                        : "WRONG: " + (bad >= 0 ? "not sorted at index " + bad + " " : "")
                        + (perm ? "" : "not a permutation of the input"));

        JdkSorts.sort(generate(t, Math.min(n, 1 << 18), seed + 1), null, true, false);
        long p0 = System.nanoTime();
        JdkSorts.sort(copy, null, true, false);
        long pNs = System.nanoTime() - p0;
        out.printf("  Arrays.parallelSort   %10s  %8s%n", Io.ms(pNs), Io.rate(n, pNs));
        out.printf("  samplesort vs Arrays.parallelSort: %.2fx%n", pNs / (double) Math.max(1, sNs));
        if (bad >= 0 || !perm) {
            err.println("samplesort demo: the sorted output is WRONG");
            return 1;
        }
        return 0;
    }

    private static Object generate(KeyType t, int n, long seed) {
        return switch (t) {
            case INT -> DataGenerator.ints(Distribution.UNIFORM, n, seed);
            case LONG -> DataGenerator.longs(Distribution.UNIFORM, n, seed);
            case FLOAT -> DataGenerator.floats(Distribution.UNIFORM, n, seed);
            case DOUBLE -> DataGenerator.doubles(Distribution.UNIFORM, n, seed);
        };
    }

    static Object copyOf(Object a) {
        return switch (a) {
            case int[] x -> x.clone();
            case long[] x -> x.clone();
            case float[] x -> x.clone();
            case double[] x -> x.clone();
            default -> throw new IllegalArgumentException();
        };
    }

    private static void sort(Sorter s, Object a) {
        if (s == null) {
            JdkSorts.sort(a, null, true, false);
            return;
        }
        switch (a) {
            case int[] x -> s.sort(x);
            case long[] x -> s.sort(x);
            case float[] x -> s.sort(x);
            case double[] x -> s.sort(x);
            default -> throw new IllegalArgumentException();
        }
    }
}
