// s110 harness Ls: one distribution of long keys at one size, ours (Sorter.cpu()) and Arrays.sort in turn, each sort
// timed after a fresh copy of its input (as the benchmark does), k inputs in turn; medians (us) per round, and the route.
// Run: java -cp samplesort.jar:. Ls 2097152 SORTED 3 400
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Ls {
  static double time(long[][] ins, int alg, int reps) {
    int n = ins[0].length; long[] w = new long[n]; long[] s = new long[reps];
    for (int r = 0; r < reps; r++) { long[] in = ins[r % ins.length]; System.arraycopy(in, 0, w, 0, n); long t0 = System.nanoTime();
      if (alg == 0) Sorter.cpu().sort(w); else if (alg == 1) Arrays.sort(w); else Arrays.parallelSort(w);
      s[r] = System.nanoTime() - t0; }
    Arrays.sort(s); return s[reps / 2] / 1e3;
  }
  public static void main(String[] x) throws Exception {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.valueOf(x[1]); int k = Integer.parseInt(x[2]), reps = Integer.parseInt(x[3]);
    long[][] ii = new long[k][];
    for (int i = 0; i < k; i++) ii[i] = DataGenerator.longs(d, n, 100 + i);
    for (int round = 0; round < 8; round++) {
      double o = time(ii, 0, reps), j = time(ii, 1, reps), p = time(ii, 2, reps);
      System.out.printf("round %d ours %.1f jdk %.1f par %.1f (%.2f) route %s%n", round, o, j, p, Math.min(j, p) / o,
          dev.samplesort.cpu.CpuConfig.lastRouteName());
    }
  }
}
