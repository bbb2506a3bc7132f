package dev.samplesort.cpu;
// s125: java -cp jar:h dev.samplesort.cpu.Pc2 16 uniform,gaussian,bucket (runShaped and sampledValues are package-private statics)

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;

/** runShaped and sampledValues alone, ns a call, long keys, 17 inputs in turn (copied before each call). */
public class Pc2 {
  static long sink;
  public static void main(String[] x) {
    int n = 1 << Integer.parseInt(x[0]); int K = 17, B = 64, rounds = 401;
    for (String dn : x[1].split(",")) {
      long[][] in = new long[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.longs(Distribution.parse(dn), n, s);
      long[] w = new long[n];
      double[][] t = new double[3][rounds];
      for (int r = -100; r < rounds; r++) for (int alg = 0; alg < 3; alg++) {
        long acc = 0;
        for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
          long q = System.nanoTime();
          if (alg == 0) sink += SampleSortLong.runShaped(w, 0, n) ? 1 : 0;
          else if (alg == 1) { long[] v = SampleSortLong.sampledValues(w, 0, n); sink += v == null ? 0 : v.length; }
          acc += System.nanoTime() - q; }
        if (r >= 0) t[alg][r] = acc / (double) B; }
      for (double[] a : t) Arrays.sort(a);
      System.out.printf("%s 2^%s runShaped %.0f ns, sampledValues %.0f ns, nothing %.0f ns%n", dn, x[0],
          t[0][rounds / 2], t[1][rounds / 2], t[2][rounds / 2]);
    }
  }
}
