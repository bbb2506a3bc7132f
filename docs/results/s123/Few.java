package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// ns per call of the few16 route's pieces at small n, int keys (17 inputs, copies), medians
public class Few {
  static long sink;
  static int warm() { return Integer.getInteger("warm", 150); }
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.parse(x[1]);
    int K = 17, B = 500, R = 31;
    int[][] in = new int[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.ints(d, n, s);
    int[] w = new int[n];
    String[] names = {"copy", "jdk", "cpu", "fewStart", "sampledValues", "fillFew(sample)", "fewFromStart-equivalent"};
    double[][] t = new double[names.length][R];
    for (int r = -warm(); r < R; r++) for (int alg = 0; alg < names.length; alg++) {
      long t0 = System.nanoTime();
      for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
        switch (alg) {
          case 1 -> Arrays.sort(w, 0, n);
          case 2 -> SampleSortInt.sort(w, 0, n, 2);
          case 3 -> { int[] s = FewCountInt.fewStart(w, 0, n, 16, 8); sink += s == null ? 0 : s.length; }
          case 4 -> { int[] v = SampleSortInt.sampledValues(w, 0, n); sink += v == null ? 0 : v.length; }
          case 5 -> { int[] v = SampleSortInt.sampledValues(w, 0, n); if (v != null && FewCountInt.fillFew(w, 0, n, v, 2)) sink++; }
          case 6 -> { int[] s = FewCountInt.fewStart(w, 0, n, 16, 8); if (s != null) { int[] v = SampleSortInt.sampledValues(w, 0, n); if (FewCountInt.fewFilled(w, 0, n, v, 2, 16)) sink++; } }
          default -> {}
        }
        sink += w[n / 2]; }
      if (r >= 0) t[alg][r] = (System.nanoTime() - t0) / (double) B; }
    StringBuilder sb = new StringBuilder(x[1] + " n=" + n + ":");
    for (int a = 0; a < names.length; a++) { Arrays.sort(t[a]); sb.append(String.format(" %s %.0f", names[a], t[a][R / 2])); }
    System.out.println(sb + " route " + CpuConfig.lastRouteName());
  }
}
