package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// ns per call of the small few-values start check (FewCount.fewStart, as fewFromStart calls it at 2^10) on the
// generator's inputs, the 17 seeds in turn as harness Small sorts them; medians of 31 rounds
public class FsCost {
  static long sink;
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); int K = 17, B = 4000, rounds = 31;
    for (String dn : x[1].split(",")) {
      Distribution d = Distribution.parse(dn);
      long[][] in = new long[K][]; double[][] dn2 = new double[K][];
      for (int s = 0; s < K; s++) { in[s] = DataGenerator.longs(d, n, s); dn2[s] = DataGenerator.doubles(d, n, s); }
      double[] tl = new double[rounds], td = new double[rounds];
      for (int r = -200; r < rounds; r++) {
        long t0 = System.nanoTime();
        for (int i = 0; i < B; i++) { long[] v = FewCountLong.fewStart(in[i % K], 0, n, CpuConfig.FEW_SEQUENTIAL_MAX); sink += v == null ? 1 : v.length; }
        long t1 = System.nanoTime();
        for (int i = 0; i < B; i++) { double[] v = FewCountDouble.fewStart(dn2[i % K], 0, n, CpuConfig.FEW_SEQUENTIAL_MAX); sink += v == null ? 1 : v.length; }
        long t2 = System.nanoTime();
        if (r >= 0) { tl[r] = (t1 - t0) / (double) B; td[r] = (t2 - t1) / (double) B; }
      }
      Arrays.sort(tl); Arrays.sort(td);
      System.out.printf("%-8s n=%d fewStart long %6.1f ns double %6.1f ns%n", dn, n, tl[rounds / 2], td[rounds / 2]);
    }
  }
}
