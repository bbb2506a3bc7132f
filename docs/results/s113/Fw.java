// s113 harness Fw (in package dev.samplesort.cpu, on the class path beside the jar): `int` keys with a few hundred
// values, the wide sample and the count by hash on one thread (wideValues, fillFew) against Arrays.sort, and the
// wide sample alone; 17 inputs in turn, interleaved, each result checked; medians (us) per block.
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Fw FEW_UNIQUE_256 16384 4
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Fw {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), blocks = Integer.parseInt(x[2]), k = 17, reps = 40;
    int[][] in = new int[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.ints(d, n, s);
    int[] w = new int[n]; long sink = 0;
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[3][k * reps];
      for (int r = 0; r < reps * k; r++) for (int j = 0; j < 3; j++) {
        int a = (j + r) % 3;
        System.arraycopy(in[r % k], 0, w, 0, n); long t0 = System.nanoTime();
        if (a == 0) { int[] v = SampleSortInt.wideValues(w, 0, n); if (v == null || v.length < 2 || !FewCountInt.fillFew(w, 0, n, v, 1)) Arrays.sort(w); }
        else if (a == 1) Arrays.sort(w);
        else { int[] v = SampleSortInt.wideValues(w, 0, n); sink += v == null ? -1 : v.length; }
        t[a][r] = System.nanoTime() - t0;
        if (a != 2) for (int i = 1; i < n; i++) if (w[i - 1] > w[i]) throw new AssertionError("unsorted");
      }
      for (long[] y : t) Arrays.sort(y);
      System.out.printf("block %d count %.1f jdk %.1f wideSample %.1f%n", b, t[0][t[0].length / 2] / 1e3, t[1][t[1].length / 2] / 1e3, t[2][t[2].length / 2] / 1e3);
    }
    System.out.println(sink);
  }
}
