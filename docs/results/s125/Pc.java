package dev.samplesort.cpu;
// s125: needs a build with skip-par.patch applied (parallelSort skipped under -Ddev.skipPar=true). Run:
// java -Ddev.skipPar=true -Djava.util.concurrent.ForkJoinPool.common.parallelism=3 -cp jar:h \
//   dev.samplesort.cpu.Pc 4 <type> 1001 14,16,18 <dists>

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;

/** Probe cost before the PAR route: our sort with parallelSort skipped (-Ddev.skipPar) minus a copy, per input. */
public class Pc {
  static long sink;
  public static void main(String[] x) {
    int threads = Integer.parseInt(x[0]); String type = x[1]; int rounds = Integer.parseInt(x[2]);
    for (String sz : x[3].split(",")) { int n = 1 << Integer.parseInt(sz);
    for (String dn : x[4].split(",")) {
      Distribution d = Distribution.parse(dn);
      int K = 17, B = Math.max(4, (1 << 22) / n / 8);
      double[][] t = new double[2][rounds];
      String route = "";
      if (type.equals("float")) {
        float[][] in = new float[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.floats(d, n, s);
        float[] w = new float[n];
        for (int r = -60; r < rounds; r++) for (int alg = 0; alg < 2; alg++) {
          long acc = 0;
          for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
            long q = System.nanoTime(); if (alg == 0) SampleSortFloat.sort(w, 0, n, threads); acc += System.nanoTime() - q; sink += (long) w[n/2]; }
          if (r >= 0) t[alg][r] = acc / (double) B; }
      } else if (type.equals("int")) {
        int[][] in = new int[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.ints(d, n, s);
        int[] w = new int[n];
        for (int r = -60; r < rounds; r++) for (int alg = 0; alg < 2; alg++) {
          long acc = 0;
          for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
            long q = System.nanoTime(); if (alg == 0) SampleSortInt.sort(w, 0, n, threads); acc += System.nanoTime() - q; sink += w[n/2]; }
          if (r >= 0) t[alg][r] = acc / (double) B; }
      } else if (type.equals("long")) {
        long[][] in = new long[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.longs(d, n, s);
        long[] w = new long[n];
        for (int r = -60; r < rounds; r++) for (int alg = 0; alg < 2; alg++) {
          long acc = 0;
          for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
            long q = System.nanoTime(); if (alg == 0) SampleSortLong.sort(w, 0, n, threads); acc += System.nanoTime() - q; sink += w[n/2]; }
          if (r >= 0) t[alg][r] = acc / (double) B; }
      } else {
        double[][] in = new double[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.doubles(d, n, s);
        double[] w = new double[n];
        for (int r = -60; r < rounds; r++) for (int alg = 0; alg < 2; alg++) {
          long acc = 0;
          for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
            long q = System.nanoTime(); if (alg == 0) SampleSortDouble.sort(w, 0, n, threads); acc += System.nanoTime() - q; sink += (long) w[n/2]; }
          if (r >= 0) t[alg][r] = acc / (double) B; }
      }
      route = String.valueOf(CpuConfig.lastRoute);
      Arrays.sort(t[0]); Arrays.sort(t[1]);
      System.out.printf("%s %s 2^%s probes %.2f us (sort+copy %.2f, copy %.2f) route %s%n", type, dn, sz,
          (t[0][rounds/2] - t[1][rounds/2]) / 1e3, t[0][rounds/2] / 1e3, t[1][rounds/2] / 1e3, route);
    }}
  }
}
