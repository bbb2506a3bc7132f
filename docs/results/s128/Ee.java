package dev.samplesort.cpu;
// s128: the engine (run with -Dsamplesort.cpu.hybrid=false, or a jdkMinFew32 that sends the size to it) against
// Arrays.parallelSort on `int` keys, per sort (input copies untimed), ABBA, S seconds a workload after a warm-up;
// then the engine's phases one by one (PhaseProbe) at the same size and thread count.
// taskset -c 0-3 java -cp jar:h dev.samplesort.cpu.Ee 4 <seconds> 20,22,24 uniform,gaussian

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;

public class Ee {
  static long sink;
  public static void main(String[] x) throws Exception {
    int threads = Integer.parseInt(x[0]); double secs = Double.parseDouble(x[1]);
    for (String sz : x[2].split(",")) for (String dn : x[3].split(",")) {
      int n = 1 << Integer.parseInt(sz); Distribution d = Distribution.parse(dn); int K = 5;
      int[][] ii = new int[K][]; for (int s = 0; s < K; s++) ii[s] = DataGenerator.ints(d, n, s); int[] w = new int[n];
      double[] ours = new double[1 << 14], jdk = new double[1 << 14]; int m = 0, i = 0;
      long warmEnd = System.nanoTime() + (long) (secs * 0.3e9), end = Long.MAX_VALUE; boolean warm = true;
      while (m < ours.length - 2) {
        long now = System.nanoTime();
        if (warm && now > warmEnd) { warm = false; end = now + (long) (secs * 1e9); }
        if (!warm && now > end) break;
        for (int k = 0; k < 4; k++) {
          boolean o = k == 0 || k == 3; i++;
          System.arraycopy(ii[i % K], 0, w, 0, n); long q = System.nanoTime();
          if (o) SampleSortInt.sort(w, 0, n, threads); else Arrays.parallelSort(w, 0, n);
          q = System.nanoTime() - q; sink += w[n / 2];
          if (!warm) { if (o) ours[m + (k == 3 ? 1 : 0)] = q; else jdk[m + (k == 2 ? 1 : 0)] = q; }
        }
        if (!warm) m += 2;
      }
      double[] a = Arrays.copyOf(ours, m), b = Arrays.copyOf(jdk, m); Arrays.sort(a); Arrays.sort(b);
      System.out.printf("int %s 2^%s sorts %d ours %.3f ms jdkpar %.3f ms ratio %.3f (min %.3f / %.3f) route %s%n",
          dn, sz, m, a[m / 2] / 1e6, b[m / 2] / 1e6, b[m / 2] / a[m / 2], a[0] / 1e6, b[0] / 1e6, CpuConfig.lastRoute);
      PhaseProbe.main(new String[] {sz, Integer.toString(threads), "4", Integer.toString(CpuConfig.BLOCKS_PER_THREAD), dn});
    }
    if (sink == 42) System.out.println();
  }
}
