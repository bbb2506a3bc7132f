package dev.samplesort.cpu;
// s126: our keys-only sort on its PAR route against Arrays.parallelSort, per-sort times (input copies untimed),
// the two alternating ABBA, each workload for S seconds after a warm-up. Run on 4 cores:
// taskset -c 0-3 java -cp jar:h dev.samplesort.cpu.Pq 4 <seconds> int,long 16,18,20 uniform,gaussian

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;

public class Pq {
  static long sink;
  public static void main(String[] x) {
    int threads = Integer.parseInt(x[0]); double secs = Double.parseDouble(x[1]);
    for (String type : x[2].split(",")) for (String sz : x[3].split(",")) for (String dn : x[4].split(",")) {
      int n = 1 << Integer.parseInt(sz); Distribution d = Distribution.parse(dn); int K = 17;
      int[][] ii = null; long[][] ll = null; int[] wi = null; long[] wl = null;
      if (type.equals("int")) { ii = new int[K][]; for (int s = 0; s < K; s++) ii[s] = DataGenerator.ints(d, n, s); wi = new int[n]; }
      else { ll = new long[K][]; for (int s = 0; s < K; s++) ll[s] = DataGenerator.longs(d, n, s); wl = new long[n]; }
      double[] ours = new double[1 << 16], jdk = new double[1 << 16]; int m = 0, i = 0;
      long end = System.nanoTime() + (long) (secs * 1e9), warmEnd = System.nanoTime() + (long) (secs * 0.3e9);
      boolean warm = true;
      while (m < ours.length) {
        long now = System.nanoTime();
        if (warm && now > warmEnd) { warm = false; end = now + (long) (secs * 1e9); }
        if (!warm && now > end) break;
        for (int k = 0; k < 4; k++) {
          boolean o = k == 0 || k == 3; i++;
          long q;
          if (ii != null) { System.arraycopy(ii[i % K], 0, wi, 0, n); q = System.nanoTime();
            if (o) SampleSortInt.sort(wi, 0, n, threads); else Arrays.parallelSort(wi, 0, n); q = System.nanoTime() - q; sink += wi[n / 2]; }
          else { System.arraycopy(ll[i % K], 0, wl, 0, n); q = System.nanoTime();
            if (o) SampleSortLong.sort(wl, 0, n, threads); else Arrays.parallelSort(wl, 0, n); q = System.nanoTime() - q; sink += wl[n / 2]; }
          if (!warm) { if (o) ours[m + (k == 3 ? 1 : 0)] = q; else jdk[m + (k == 2 ? 1 : 0)] = q; }
        }
        if (!warm) m += 2;
      }
      String route = String.valueOf(CpuConfig.lastRoute);
      double[] a = Arrays.copyOf(ours, m), b = Arrays.copyOf(jdk, m); Arrays.sort(a); Arrays.sort(b);
      System.out.printf("%s %s 2^%s sorts %d ours %.1f us jdkpar %.1f us ratio %.3f (p25 %.3f p75 %.3f) route %s%n",
          type, dn, sz, m, a[m / 2] / 1e3, b[m / 2] / 1e3, b[m / 2] / a[m / 2], b[m / 4] / a[m / 4],
          b[3 * m / 4] / a[3 * m / 4], route);
    }
    if (sink == 42) System.out.println();
  }
}
