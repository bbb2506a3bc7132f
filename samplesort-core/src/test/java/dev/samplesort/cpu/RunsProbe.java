package dev.samplesort.cpu;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Dev tool (not a test): what the JDK's two sorts and samplesort's hybrid cost on k ascending runs of random keys
 * (a sawtooth whose teeth overlap in value), the input the run scan calls run-structured.
 * {@code RunsProbe <log2n,...> <k,...> [reps]}; prints median ms per sort and the hybrid's route. Speed belongs here,
 * not in unit tests.
 */
public final class RunsProbe {
    /** The CPU backend, also on a GPU machine (AUTO would sort there on the GPU). */
    private static final dev.samplesort.Sorter CPU =
            dev.samplesort.Sorter.builder().backend(dev.samplesort.Backend.CPU).build();

    public static void main(String[] args) {
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 7;
        for (String ls : args[0].split(",")) {
            int n = 1 << Integer.parseInt(ls);
            for (String ks : args[1].split(",")) {
                int k = Integer.parseInt(ks);
                int[] a = sawtooth(n, k, 42);
                double[] jdk = new double[reps], par = new double[reps], ours = new double[reps];
                for (int r = -2; r < reps; r++) {
                    int[] b = a.clone();
                    long t0 = System.nanoTime();
                    Arrays.sort(b);
                    long t1 = System.nanoTime();
                    int[] c = a.clone();
                    long t2 = System.nanoTime();
                    Arrays.parallelSort(c);
                    long t3 = System.nanoTime();
                    int[] d = a.clone();
                    long t4 = System.nanoTime();
                    CPU.sort(d);
                    long t5 = System.nanoTime();
                    if (!Arrays.equals(b, d) || !Arrays.equals(b, c)) throw new AssertionError("results differ");
                    if (r >= 0) {
                        jdk[r] = (t1 - t0) / 1e6;
                        par[r] = (t3 - t2) / 1e6;
                        ours[r] = (t5 - t4) / 1e6;
                    }
                }
                System.out.printf(Locale.ROOT, "n=2^%s runs=%-5d sort %8.3f  parallelSort %8.3f  samplesort %8.3f ms"
                        + "  route %s%n", ls, k, median(jdk), median(par), median(ours), CpuConfig.lastRoute);
            }
        }
    }

    /** k ascending runs of n / k random keys each (the last takes the rest). */
    static int[] sawtooth(int n, int k, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] a = rnd.ints(n).toArray();
        int len = Math.max(1, n / k);
        for (int s = 0; s < n; s += len) Arrays.sort(a, s, Math.min(n, s + len));
        return a;
    }

    private static double median(double[] x) {
        double[] s = x.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
