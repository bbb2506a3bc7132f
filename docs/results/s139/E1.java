package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// s139: one-thread cost of the engine's core (no hybrid routes) against Arrays.sort, long keys
public class E1 {
  static long sink;
  public static void main(String[] x) {
    int threads = Integer.parseInt(x[0]); int reps = Integer.parseInt(x[1]);
    for (String sz : x[2].split(",")) for (String dn : x[3].split(",")) {
      int n = 1 << Integer.parseInt(sz); Distribution d = Distribution.parse(dn); int K = 5;
      long[][] ll = new long[K][]; for (int s = 0; s < K; s++) ll[s] = DataGenerator.longs(d, n, s);
      long[] w = new long[n];
      double[][] t = new double[3][reps];
      for (int r = -reps; r < reps; r++) for (int k = 0; k < 3; k++) {
        System.arraycopy(ll[(r + reps) % K], 0, w, 0, n);
        long q = System.nanoTime();
        if (k == 0) SampleSortLong.core(w, 0, n, threads, false);
        else if (k == 1) Arrays.sort(w);
        else Arrays.parallelSort(w);
        q = System.nanoTime() - q; sink += w[n / 3];
        if (r >= 0) t[k][r] = q / 1e6;
      }
      for (double[] a : t) Arrays.sort(a);
      System.out.printf("long %s 2^%s engine(%d) %.3f  sort %.3f  par %.3f ms%n", dn, sz, threads, t[0][reps/2], t[1][reps/2], t[2][reps/2]);
    }
    if (sink == 42) System.out.println();
  }
}
