package dev.samplesort.cpu;
// s125: needs SampleSortLong with a package-private sampleCountedX(a, from, to, t) calling sampleCounted (added by
// hand to the generated source and compiled into a directory ahead of the jar on the class path)

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;

/** sampledValues' parts alone, ns a call, long keys: the table's get, the count (with its clear), the sort of 128. */
public class Pc3 {
  static long sink;
  public static void main(String[] x) {
    int n = 1 << Integer.parseInt(x[0]); int K = 17, B = 64, rounds = 401;
    for (String dn : x[1].split(",")) {
      long[][] in = new long[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.longs(Distribution.parse(dn), n, s);
      long[] w = new long[n];
      long[] v = new long[128];
      double[][] t = new double[5][rounds];
      for (int r = -100; r < rounds; r++) for (int alg = 0; alg < 5; alg++) {
        long acc = 0;
        for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
          for (int j = 0; j < 128; j++) v[j] = w[(int) ((2L * j + 1) * n / 256)];
          long q = System.nanoTime();
          if (alg == 0) sink += WideTable.get().mask;
          else if (alg == 1) { WideTable tb = WideTable.get(); int c = SampleSortLong.sampleCountedX(w, 0, n, tb); tb.clear(c); sink += c; }
          else if (alg == 2) { Arrays.sort(v); sink += v[5]; }
          else if (alg == 3) { long[] s = SampleSortLong.sampledValues(w, 0, n); sink += s.length; }
          acc += System.nanoTime() - q; }
        if (r >= 0) t[alg][r] = acc / (double) B; }
      for (double[] a : t) Arrays.sort(a);
      System.out.printf("%s 2^%s get %.0f, count %.0f, sort128 %.0f, sampledValues %.0f, nothing %.0f ns%n", dn, x[0],
          t[0][rounds / 2], t[1][rounds / 2], t[2][rounds / 2], t[3][rounds / 2], t[4][rounds / 2]);
    }
  }
}
