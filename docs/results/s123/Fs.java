import dev.samplesort.data.*;
import java.util.*;
// A/B in one JVM: the few-values start check's count (FewCount.fewStart after its windows and order check), the
// branch on each key's miss (old) against the branch-free store (new), over 17 inputs of each distribution,
// double keys, the first 32 keys of 2^10, most = 16. ns per call, medians of rounds. Args: rounds dists
public class Fs {
  static long sink;
  static double[] oldCount(double[] a, int from, int e, int most) {
    double[] seen = new double[most]; int d = 0;
    for (int i = from; i < e; i++) { double x = a[i]; int hit = 0;
      for (int k = 0; k < d; k++) hit |= seen[k] == x ? 1 : 0;
      if (hit == 0) { if (d == most) return null; seen[d++] = x; } }
    return d == most ? seen : Arrays.copyOf(seen, d);
  }
  static double[] newCount(double[] a, int from, int e, int most) {
    double[] seen = new double[most + 1]; int d = 0;
    for (int i = from; i < e; i++) { double x = a[i]; int hit = 0;
      for (int k = 0; k < d; k++) hit |= seen[k] == x ? 1 : 0;
      seen[d] = x; d += hit ^ 1; if (d > most) return null; }
    return Arrays.copyOf(seen, d);
  }
  public static void main(String[] x) {
    int rounds = Integer.parseInt(x[0]), K = 17, B = 2000;
    for (String dn : x[1].split(",")) {
      double[][] in = new double[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.doubles(Distribution.parse(dn), 1024, s);
      double[][] t = new double[2][rounds];
      for (int r = -200; r < rounds; r++) for (int p = 0; p < 2; p++) {
        long t0 = System.nanoTime();
        for (int b = 0; b < B; b++) { double[] a = in[b % K]; double[] s = p == 0 ? oldCount(a, 0, 32, 16) : newCount(a, 0, 32, 16); sink += s == null ? 1 : s.length; }
        if (r >= 0) t[p][r] = (System.nanoTime() - t0) / (double) B;
      }
      for (double[] q : t) Arrays.sort(q);
      System.out.printf("%-9s old %.1f ns new %.1f ns%n", dn, t[0][rounds / 2], t[1][rounds / 2]);
    }
  }
}
