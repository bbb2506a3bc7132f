package dev.samplesort.cpu;
// s127: Fc with a fourth column, SampleSortLong.sort(a, from, to) (CpuConfig.threads()); one clue for CPU-LOG.md,
// s127 (the same code timed from different call sites). java -cp jar:h dev.samplesort.cpu.Fv <n> <rounds> <dists>
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.*;
// per-call ns (each call timed alone, as the benchmark does): Sorter.cpu().sort, SampleSortLong.sort, Arrays.sort
public class Fv {
  static long sink;
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); int rounds = Integer.parseInt(x[1]);
    for (String dn : x[2].split(",")) {
      Distribution d = Distribution.parse(dn);
      int K = 17; long[][] in = new long[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.longs(d, n, s);
      long[] w = new long[n]; Sorter cpu = Sorter.cpu();
      double[][] t = new double[4][rounds]; dev.samplesort.spi.SortEngine eng = CpuEngine.instance();
      for (int r = -rounds; r < rounds; r++) for (int k = 0; k < 4; k++) {
        int alg = (k + (r & 3)) % 4; System.arraycopy(in[(r & 0xffff) % K], 0, w, 0, n);
        long t0 = System.nanoTime();
        if (alg == 0) cpu.sort(w); else if (alg == 1) SampleSortLong.sort(w, 0, n, 2); else if (alg == 2) Arrays.sort(w); else SampleSortLong.sort(w, 0, n);
        long q = System.nanoTime() - t0; sink += w[n / 2];
        if (r >= 0) t[alg][r] = q;
      }
      for (double[] a : t) Arrays.sort(a);
      System.out.printf("long %-10s n=%d facade %6.0f direct %6.0f jdk %6.0f sort3 %6.0f%n", dn, n, t[0][rounds / 2], t[1][rounds / 2], t[2][rounds / 2], t[3][rounds / 2]);
    }
    if (sink == 42) System.out.println();
  }
}
