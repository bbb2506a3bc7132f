package dev.samplesort.cpu;
// s127: Fc (see Fc.java) for double keys. java -cp jar:h dev.samplesort.cpu.Fd <n> <rounds> <dists>
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.*;
// per-call ns (each call timed alone, as the benchmark does): Sorter.cpu().sort, SampleSortDouble.sort, Arrays.sort
public class Fd {
  static long sink;
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); int rounds = Integer.parseInt(x[1]);
    for (String dn : x[2].split(",")) {
      Distribution d = Distribution.parse(dn);
      int K = 17; double[][] in = new double[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.doubles(d, n, s);
      double[] w = new double[n]; Sorter cpu = Sorter.cpu();
      double[][] t = new double[3][rounds];
      for (int r = -rounds; r < rounds; r++) for (int k = 0; k < 3; k++) {
        int alg = (k + (r & 3)) % 3; System.arraycopy(in[(r & 0xffff) % K], 0, w, 0, n);
        long t0 = System.nanoTime();
        if (alg == 0) cpu.sort(w); else if (alg == 1) SampleSortDouble.sort(w, 0, n, 2); else Arrays.sort(w);
        long q = System.nanoTime() - t0; sink += (long) w[n / 2];
        if (r >= 0) t[alg][r] = q;
      }
      for (double[] a : t) Arrays.sort(a);
      System.out.printf("double %-10s n=%d facade %6.0f ns direct %6.0f ns jdk %6.0f ns route %s%n", dn, n,
          t[0][rounds / 2], t[1][rounds / 2], t[2][rounds / 2], CpuConfig.lastRouteName());
    }
    if (sink == 42) System.out.println();
  }
}
