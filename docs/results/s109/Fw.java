// s109 device call B1 harness: few16 int / float, ours against Arrays.sort, k inputs in turn, medians of 40000 sorts (ns).
// Run: java -cp samplesort.jar:. Fw 1024 FEW_UNIQUE_16 17
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Fw {
  static double timeI(int[][] ins, boolean ours, int reps) {
    int n = ins[0].length; int[] w = new int[n]; long[] s = new long[reps];
    for (int r = 0; r < reps; r++) { int[] in = ins[r % ins.length]; System.arraycopy(in, 0, w, 0, n); long t0 = System.nanoTime();
      if (ours) Sorter.cpu().sort(w); else Arrays.sort(w); s[r] = System.nanoTime() - t0; }
    Arrays.sort(s); return s[reps / 2];
  }
  static double timeF(float[][] ins, boolean ours, int reps) {
    int n = ins[0].length; float[] w = new float[n]; long[] s = new long[reps];
    for (int r = 0; r < reps; r++) { float[] in = ins[r % ins.length]; System.arraycopy(in, 0, w, 0, n); long t0 = System.nanoTime();
      if (ours) Sorter.cpu().sort(w); else Arrays.sort(w); s[r] = System.nanoTime() - t0; }
    Arrays.sort(s); return s[reps / 2];
  }
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.valueOf(x[1]); int k = Integer.parseInt(x[2]);
    int[][] ii = new int[k][]; float[][] ff = new float[k][];
    for (int i = 0; i < k; i++) { ii[i] = DataGenerator.ints(d, n, 100 + i); ff[i] = DataGenerator.floats(d, n, 100 + i); }
    for (int round = 0; round < 6; round++) {
      double o = timeI(ii, true, 40000), j = timeI(ii, false, 40000);
      double of = timeF(ff, true, 40000), jf = timeF(ff, false, 40000);
      System.out.printf("round %d int ours %.0f jdk %.0f (%.2f)  float ours %.0f jdk %.0f (%.2f)%n", round, o, j, j / o, of, jf, jf / of);
    }
  }
}
