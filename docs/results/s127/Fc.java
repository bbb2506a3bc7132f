package dev.samplesort.cpu;
// s127: per-call ns of the facade (Sorter.cpu()), SampleSortLong.sort (2 threads) and Arrays.sort, each call timed
// alone as the benchmark does, ABC rotated, medians. java -cp jar:h dev.samplesort.cpu.Fc <n> <rounds> <dists>
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.*;
// per-call ns (each call timed alone, as the benchmark does): Sorter.cpu().sort, SampleSortLong.sort, Arrays.sort
public class Fc {
  static long sink;
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); int rounds = Integer.parseInt(x[1]);
    for (String dn : x[2].split(",")) {
      Distribution d = Distribution.parse(dn);
      int K = 17; long[][] in = new long[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.longs(d, n, s);
      long[] w = new long[n]; Sorter cpu = Sorter.cpu();
      double[][] t = new double[3][rounds];
      for (int r = -rounds; r < rounds; r++) for (int k = 0; k < 3; k++) {
        int alg = (k + (r & 3)) % 3; System.arraycopy(in[(r & 0xffff) % K], 0, w, 0, n);
        long t0 = System.nanoTime();
        if (alg == 0) cpu.sort(w); else if (alg == 1) SampleSortLong.sort(w, 0, n, 2); else Arrays.sort(w);
        long q = System.nanoTime() - t0; sink += w[n / 2];
        if (r >= 0) t[alg][r] = q;
      }
      for (double[] a : t) Arrays.sort(a);
      System.out.printf("long %-10s n=%d facade %6.0f ns direct %6.0f ns jdk %6.0f ns route %s%n", dn, n,
          t[0][rounds / 2], t[1][rounds / 2], t[2][rounds / 2], CpuConfig.lastRouteName());
    }
    if (sink == 42) System.out.println();
  }
}
