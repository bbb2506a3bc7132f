package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// s139: one thread, the engine's one level at 2^n long keys, phases timed: sample, classify, scatter, leaves
public class E3 {
  static long sink;
  public static void main(String[] x) {
    int reps = Integer.parseInt(x[0]), logK = Integer.parseInt(x[1]);
    for (String sz : x[2].split(",")) for (String dn : x[3].split(",")) {
      int n = 1 << Integer.parseInt(sz); Distribution d = Distribution.parse(dn);
      long[] src = DataGenerator.longs(d, n, 1), a = new long[n], b = new long[n]; char[] or = new char[n];
      double[][] t = new double[5][reps];
      int eqKeys = 0, nbk = 0; boolean eq = false;
      for (int r = -reps; r < reps; r++) {
        System.arraycopy(src, 0, a, 0, n);
        long q0 = System.nanoTime();
        SplittersLong sp = SplittersLong.sample(a, 0, n, logK, 77 + r);
        long q1 = System.nanoTime();
        nbk = sp.numBuckets; eq = sp.equal; int[] cnt = new int[nbk];
        ClassifierLong.classify(sp, a, 0, n, or, 0, cnt);
        long q2 = System.nanoTime();
        int[] bd = new int[nbk + 1]; int p = 0;
        for (int k = 0; k < nbk; k++) { bd[k] = p; int c = cnt[k]; cnt[k] = p; p += c; } bd[nbk] = n;
        ScatterLong.scatter(a, 0, b, 0, or, 0, n, cnt);
        long q3 = System.nanoTime();
        eqKeys = 0;
        for (int k = 0; k < nbk; k++) {
          int lo = bd[k], hi = bd[k + 1];
          System.arraycopy(b, lo, a, lo, hi - lo);
          if (eq && (k & 1) == 1) { eqKeys += hi - lo; continue; }
          if (hi - lo > 1) Arrays.sort(a, lo, hi);
        }
        long q4 = System.nanoTime();
        sink += a[n / 3];
        if (r >= 0) { t[0][r] = (q1 - q0) / 1e6; t[1][r] = (q2 - q1) / 1e6; t[2][r] = (q3 - q2) / 1e6; t[3][r] = (q4 - q3) / 1e6; t[4][r] = (q4 - q0) / 1e6; }
      }
      for (double[] v : t) Arrays.sort(v);
      System.out.printf("long %s 2^%s k=%d eq=%b eqKeys=%.1f%%: sample %.3f classify %.3f scatter %.3f leaves %.3f total %.3f ms%n",
          dn, sz, nbk, eq, 100.0 * eqKeys / n, t[0][reps/2], t[1][reps/2], t[2][reps/2], t[3][reps/2], t[4][reps/2]);
    }
    if (sink == 42) System.out.println();
  }
}
