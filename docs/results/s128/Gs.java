import dev.samplesort.data.*;
import java.util.*;
// s128: Arrays.sort of `int` keys of each distribution, and of a shuffled copy of the same keys (best of five).
// java -cp samplesort.jar:. Gs 22 uniform,gaussian,bucket,staggered
public class Gs {
  public static void main(String[] x) {
    int n = 1 << Integer.parseInt(x[0]);
    for (int round = 0; round < 3; round++)
    for (String dn : x[1].split(",")) {
      Distribution d = Distribution.parse(dn);
      int[] a = DataGenerator.ints(d, n, 1), w = new int[n];
      int[] s = a.clone(); Arrays.sort(s); int distinct = 1; for (int i = 1; i < n; i++) if (s[i] != s[i-1]) distinct++;
      long best = Long.MAX_VALUE;
      for (int r = 0; r < 5; r++) { System.arraycopy(a, 0, w, 0, n); long t = System.nanoTime(); Arrays.sort(w); best = Math.min(best, System.nanoTime() - t); }
      // shuffled copy of the same keys: a uniformly random permutation of the same values
      int[] p = a.clone(); SplittableRandom r = new SplittableRandom(7); for (int i = n - 1; i > 0; i--) { int j = r.nextInt(i + 1); int t = p[i]; p[i] = p[j]; p[j] = t; }
      long bestP = Long.MAX_VALUE;
      for (int q = 0; q < 5; q++) { System.arraycopy(p, 0, w, 0, n); long t = System.nanoTime(); Arrays.sort(w); bestP = Math.min(bestP, System.nanoTime() - t); }
      System.out.printf("%s distinct %d sort %.1f ms, shuffled %.1f ms%n", dn, distinct, best / 1e6, bestP / 1e6);
    }
  }
}
