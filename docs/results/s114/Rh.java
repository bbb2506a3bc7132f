// s114 harness Rh (in package dev.samplesort.cpu, on the class path beside the jar): the few-values count's pieces on
// one thread for `int` keys of a distribution: the wide sample (wideValues), the values' hash (RankHash.of, lent, and
// its release), the whole count and fill (wideValues + fillFew), Arrays.sort; 17 inputs in turn, each sort checked;
// medians (us) per block.
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Rh FEW_UNIQUE_256 16384 4
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Rh {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), blocks = Integer.parseInt(x[2]), k = 17, reps = 40;
    int[][] in = new int[k][]; long[][] bits = new long[k][];
    for (int s = 0; s < k; s++) {
      in[s] = DataGenerator.ints(d, n, s);
      int[] v = SampleSortInt.wideValues(in[s], 0, n);
      bits[s] = new long[v == null ? 0 : v.length];
      for (int j = 0; j < bits[s].length; j++) bits[s][j] = v[j];
    }
    int[] w = new int[n]; long sink = 0; String[] names = {"count", "jdk", "wideSample", "rankHash"};
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[4][k * reps];
      for (int r = 0; r < reps * k; r++) for (int j = 0; j < 4; j++) {
        int a = (j + r) % 4;
        System.arraycopy(in[r % k], 0, w, 0, n); long t0 = System.nanoTime();
        if (a == 0) { int[] v = SampleSortInt.wideValues(w, 0, n); if (v == null || v.length < 2 || !FewCountInt.fillFew(w, 0, n, v, 1)) Arrays.sort(w); }
        else if (a == 1) Arrays.sort(w);
        else if (a == 2) { int[] v = SampleSortInt.wideValues(w, 0, n); sink += v == null ? -1 : v.length; }
        else { RankHash h = RankHash.of(bits[r % k], true); if (h != null) { sink += h.mul; h.release(); } }
        t[a][r] = System.nanoTime() - t0;
        if (a < 2) for (int i = 1; i < n; i++) if (w[i - 1] > w[i]) throw new AssertionError("unsorted");
      }
      StringBuilder sb = new StringBuilder("block " + b);
      for (int a = 0; a < 4; a++) { Arrays.sort(t[a]); sb.append(String.format(" %s %.1f", names[a], t[a][t[a].length / 2] / 1e3)); }
      System.out.println(sb);
    }
    System.out.println(sink);
  }
}
