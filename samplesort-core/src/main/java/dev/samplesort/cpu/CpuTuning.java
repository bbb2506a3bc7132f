package dev.samplesort.cpu;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Throwaway-style timing main used to tune the CPU engine (not a benchmark harness, not run by tests):
 * {@code java -cp target/classes dev.samplesort.cpu.CpuTuning [log2 n] [threads] [type: long|int|double|float] [reps] [dist]}.
 * Prints the median time of the sample sort and of {@code Arrays.sort} (threads = 1) or
 * {@code Arrays.parallelSort} (threads > 1) on the same data, and checks the result; then every repetition's pair
 * (the first one includes JIT warm-up and the first allocation of the scratch arrays). Distributions: uniform,
 * sorted, reverse, equal, few16, gauss, zipf.
 */
public final class CpuTuning {
    private CpuTuning() {}

    public static void main(String[] args) {
        int lg = args.length > 0 ? Integer.parseInt(args[0]) : 24;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String type = args.length > 2 ? args[2] : "long";
        int reps = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        String dist = args.length > 4 ? args[4] : "uniform";
        CpuConfig.setThreads(threads);
        int n = 1 << lg;
        long[] src = new long[n];
        SplittableRandom r = new SplittableRandom(42);
        for (int i = 0; i < n; i++) {
            src[i] = switch (dist) {
                case "sorted" -> i;
                case "reverse" -> n - i;
                case "equal" -> 7;
                case "few16" -> r.nextInt(16);
                case "gauss" -> (long) (r.nextGaussian() * 1e6);
                case "zipf" -> (long) Math.floor(1.0 / Math.max(1e-9, r.nextDouble()));
                default -> r.nextLong();
            };
        }
        long[] ours = new long[reps], ref = new long[reps];
        for (int rep = 0; rep < reps; rep++) {
            switch (type) {
                case "int" -> {
                    int[] x = new int[n];
                    for (int i = 0; i < n; i++) x[i] = (int) src[i];
                    int[] y = x.clone();
                    long t0 = System.nanoTime();
                    SampleSortInt.sort(x, 0, n, threads);
                    long t1 = System.nanoTime();
                    if (threads > 1) Arrays.parallelSort(y); else Arrays.sort(y);
                    long t2 = System.nanoTime();
                    if (!Arrays.equals(x, y)) throw new AssertionError("wrong");
                    ours[rep] = t1 - t0; ref[rep] = t2 - t1;
                }
                case "double" -> {
                    double[] x = new double[n];
                    for (int i = 0; i < n; i++) x[i] = dist.equals("uniform") ? r.nextDouble() : src[i];
                    double[] y = x.clone();
                    long t0 = System.nanoTime();
                    SampleSortDouble.sort(x, 0, n, threads);
                    long t1 = System.nanoTime();
                    if (threads > 1) Arrays.parallelSort(y); else Arrays.sort(y);
                    long t2 = System.nanoTime();
                    if (!Arrays.equals(x, y)) throw new AssertionError("wrong");
                    ours[rep] = t1 - t0; ref[rep] = t2 - t1;
                }
                case "kv" -> {
                    long[] x = src.clone();
                    int[] v = new int[n];
                    long[] y = src.clone();
                    long t0 = System.nanoTime();
                    SampleSortLongInt.sort(x, v, 0, n, threads);
                    long t1 = System.nanoTime();
                    if (threads > 1) Arrays.parallelSort(y); else Arrays.sort(y);
                    long t2 = System.nanoTime();
                    if (!Arrays.equals(x, y)) throw new AssertionError("wrong");
                    ours[rep] = t1 - t0; ref[rep] = t2 - t1;
                }
                default -> {
                    long[] x = src.clone();
                    long[] y = src.clone();
                    long t0 = System.nanoTime();
                    SampleSortLong.sort(x, 0, n, threads);
                    long t1 = System.nanoTime();
                    if (threads > 1) Arrays.parallelSort(y); else Arrays.sort(y);
                    long t2 = System.nanoTime();
                    if (!Arrays.equals(x, y)) throw new AssertionError("wrong");
                    ours[rep] = t1 - t0; ref[rep] = t2 - t1;
                }
            }
        }
        StringBuilder each = new StringBuilder();
        for (int rep = 0; rep < reps; rep++) {
            each.append(String.format(" %.0f/%.0f", ours[rep] / 1e6, ref[rep] / 1e6));
        }
        Arrays.sort(ours);
        Arrays.sort(ref);
        double o = ours[reps / 2] / 1e6, f = ref[reps / 2] / 1e6;
        System.out.printf("%s n=2^%d threads=%d dist=%s: samplesort %.1f ms, Arrays.%s %.1f ms, speedup %.2fx%n",
                type, lg, threads, dist, o, threads > 1 ? "parallelSort" : "sort", f, f / o);
        System.out.println("  each rep (ours/JDK ms):" + each);
    }
}
