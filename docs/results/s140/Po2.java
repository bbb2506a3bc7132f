package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// s140 probe: our sort where it routes to parallelSort (PAR) against parallelSort itself, sort by sort, alternating:
// the probes' cost before the JDK's call. java -cp jar:h dev.samplesort.cpu.Po <threads> <seconds> <types> <logs> <dists>
public class Po2 {
  static long sink;
  public static void main(String[] x) {
    int T = Integer.parseInt(x[0]); double secs = Double.parseDouble(x[1]);
    System.out.printf("T=%d processors=%d pool=%d%n", T, Runtime.getRuntime().availableProcessors(),
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism());
    for (String type : x[2].split(",")) for (String sz : x[3].split(",")) for (String dn : x[4].split(",")) {
      int n = 1 << Integer.parseInt(sz); Distribution d = Distribution.parse(dn); int K = 9;
      Object[] in = new Object[K];
      for (int s = 0; s < K; s++) in[s] = switch (type) { case "long" -> DataGenerator.longs(d, n, s);
        case "int" -> DataGenerator.ints(d, n, s); case "double" -> DataGenerator.doubles(d, n, s);
        default -> DataGenerator.floats(d, n, s); };
      Object w = switch (type) { case "long" -> new long[n]; case "int" -> new int[n]; case "double" -> new double[n]; default -> new float[n]; };
      double[][] t = new double[4][1 << 16]; int m = 0, round = 0;
      long start = System.nanoTime(), warm = (long) (secs * 0.3e9), end = (long) (secs * 1.3e9);
      while (m < t[0].length && System.nanoTime() - start < end) {
        boolean timed = System.nanoTime() - start > warm;
        for (int k0 = 0; k0 < 2; k0++) {
          int k = (k0 + round) & 1; Object src = in[(round + k) % K];
          System.arraycopy(src, 0, w, 0, n);
          long q = System.nanoTime();
          switch (w) {
            case long[] a -> { if (k == 0) Arrays.parallelSort(a); else SampleSortLong.sort(a, 0, n, T); sink += a[n / 3]; }
            case int[] a -> { if (k == 0) Arrays.parallelSort(a); else SampleSortInt.sort(a, 0, n, T); sink += a[n / 3]; }
            case double[] a -> { if (k == 0) Arrays.parallelSort(a); else SampleSortDouble.sort(a, 0, n, T); sink += (long) a[n / 3]; }
            case float[] a -> { if (k == 0) Arrays.parallelSort(a); else SampleSortFloat.sort(a, 0, n, T); sink += (long) a[n / 3]; }
            default -> throw new AssertionError();
          }
          long q1 = System.nanoTime();
          if (timed) { t[k][m] = (q1 - q) / 1e3; if (k == 1) { t[2][m] = (CpuConfig.stampT - q) / 1e3; t[3][m] = (q1 - CpuConfig.stampT) / 1e3; } }
        }
        if (timed) m++;
        round++;
      }
      double p = med(t[0], m), o = med(t[1], m);
      System.out.printf("%s %s 2^%s rounds %d: par %.1f us, ours %.1f us (%s): +%.1f us, %.3fx%n", type, dn, sz, m, p, o,
          CpuConfig.lastRoute, o - p, p / o);
      System.out.printf("   ours before the JDK's call %.1f us, the call %.1f us%n", med(t[2], m), med(t[3], m));
    }
    if (sink == 42) System.out.println();
  }
  static double med(double[] v, int m) { double[] c = Arrays.copyOf(v, m); Arrays.sort(c); return c[m / 2]; }
}
