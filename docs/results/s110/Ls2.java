// s110 harness Ls2: as Ls, after a warm-up that sorts every other distribution (ours and Arrays.sort, `warm` times
// each) as the preset's JVM has before a cell. Run: java -cp samplesort.jar:. Ls2 2097152 SORTED 3 300 40
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Ls2 {
  static double time(long[][] ins, int alg, int reps) {
    int n = ins[0].length; long[] w = new long[n]; long[] s = new long[reps];
    for (int r = 0; r < reps; r++) { long[] in = ins[r % ins.length]; System.arraycopy(in, 0, w, 0, n); long t0 = System.nanoTime();
      if (alg == 0) Sorter.cpu().sort(w); else if (alg == 1) Arrays.sort(w); else Arrays.parallelSort(w);
      s[r] = System.nanoTime() - t0; }
    Arrays.sort(s); return s[reps / 2] / 1e3;
  }
  public static void main(String[] x) throws Exception {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.valueOf(x[1]); int k = Integer.parseInt(x[2]), reps = Integer.parseInt(x[3]);
    int warm = Integer.parseInt(x[4]);
    for (Distribution w : Distribution.values()) { if (w == d || warm == 0) continue; long[][] wi = new long[2][]; for (int i = 0; i < 2; i++) wi[i] = DataGenerator.longs(w, n, 7 + i); time(wi, 0, warm); time(wi, 1, warm); }
    long[][] ii = new long[k][];
    for (int i = 0; i < k; i++) ii[i] = DataGenerator.longs(d, n, 100 + i);
    for (int round = 0; round < 8; round++) {
      double o = time(ii, 0, reps), j = time(ii, 1, reps), p = time(ii, 2, reps);
      System.out.printf("round %d ours %.1f jdk %.1f par %.1f (%.2f) route %s%n", round, o, j, p, Math.min(j, p) / o,
          dev.samplesort.cpu.CpuConfig.lastRouteName());
    }
  }
}
