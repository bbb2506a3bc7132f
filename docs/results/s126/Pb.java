package dev.samplesort.cpu;
// s126: run-structured input the JDK merges (the generator's bucket, about a thousand runs) with a parallel common
// pool: our sort (threads T), Arrays.parallelSort, and parallelSort after breakFirstRun (its run merge refused), per
// sort in us, medians, ABC rotated. java -Djava.util.concurrent.ForkJoinPool.common.parallelism=3 -cp jar:h \
//   dev.samplesort.cpu.Pb 4 <seconds> int,long 16,18,20 bucket

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;

public class Pb {
  static long sink;
  public static void main(String[] x) {
    int threads = Integer.parseInt(x[0]); double secs = Double.parseDouble(x[1]);
    for (String type : x[2].split(",")) for (String sz : x[3].split(",")) for (String dn : x[4].split(",")) {
      int n = 1 << Integer.parseInt(sz); int K = 17;
      // "blocksB": B ascending blocks of disjoint value ranges in a shuffled order (runs the JDK merges cheaply)
      int blocks = dn.startsWith("blocks") ? Integer.parseInt(dn.substring(6)) : 0;
      Distribution d = blocks > 0 ? Distribution.parse("sorted") : Distribution.parse(dn);
      int[][] ii = null; long[][] ll = null; int[] wi = null; long[] wl = null;
      if (type.equals("int")) { ii = new int[K][]; for (int s = 0; s < K; s++) ii[s] = DataGenerator.ints(d, n, s); wi = new int[n]; }
      else { ll = new long[K][]; for (int s = 0; s < K; s++) ll[s] = DataGenerator.longs(d, n, s); wl = new long[n]; }
      if (blocks > 0) for (int s = 0; s < K; s++) {
        java.util.Random rnd = new java.util.Random(s); int len = n / blocks;
        for (int b = blocks - 1; b > 0; b--) { int c = rnd.nextInt(b + 1);
          for (int q = 0; q < len; q++) {
            if (ii != null) { int t = ii[s][b * len + q]; ii[s][b * len + q] = ii[s][c * len + q]; ii[s][c * len + q] = t; }
            else { long t = ll[s][b * len + q]; ll[s][b * len + q] = ll[s][c * len + q]; ll[s][c * len + q] = t; } } } }
      double[][] t = new double[3][1 << 14]; int m = 0, i = 0; String route = "";
      long warmEnd = System.nanoTime() + (long) (secs * 0.3e9), end = Long.MAX_VALUE;
      for (int r = 0; m < t[0].length; r++) {
        long now = System.nanoTime();
        if (end == Long.MAX_VALUE && now > warmEnd) end = now + (long) (secs * 1e9);
        if (now > end) break;
        for (int k = 0; k < 3; k++) {
          int alg = (k + r) % 3; i++; long q;
          if (ii != null) { System.arraycopy(ii[i % K], 0, wi, 0, n); q = System.nanoTime();
            if (alg == 0) SampleSortInt.sort(wi, 0, n, threads); else if (alg == 1) Arrays.parallelSort(wi, 0, n);
            else { SampleSortInt.breakFirstRun(wi, 0, n); Arrays.parallelSort(wi, 0, n); }
            q = System.nanoTime() - q; sink += wi[n / 2]; }
          else { System.arraycopy(ll[i % K], 0, wl, 0, n); q = System.nanoTime();
            if (alg == 0) SampleSortLong.sort(wl, 0, n, threads); else if (alg == 1) Arrays.parallelSort(wl, 0, n);
            else { SampleSortLong.breakFirstRun(wl, 0, n); Arrays.parallelSort(wl, 0, n); }
            q = System.nanoTime() - q; sink += wl[n / 2]; }
          if (alg == 0) route = String.valueOf(CpuConfig.lastRoute);
          if (end != Long.MAX_VALUE) t[alg][m] = q;
        }
        if (end != Long.MAX_VALUE) m++;
      }
      for (int a = 0; a < 3; a++) { t[a] = Arrays.copyOf(t[a], m); Arrays.sort(t[a]); }
      System.out.printf("%s %s 2^%s sorts %d ours %.1f us parallelSort %.1f us unmerged %.1f us route %s%n",
          type, dn, sz, m, t[0][m / 2] / 1e3, t[1][m / 2] / 1e3, t[2][m / 2] / 1e3, route);
    }
    if (sink == 42) System.out.println();
  }
}
