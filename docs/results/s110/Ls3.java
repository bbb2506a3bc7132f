// s110 harness Ls3: as Ls2 (a warm-up over every other distribution first), but the three sorts interleaved per round
// (ours, Arrays.sort, parallelSort, each after a fresh copy), as the benchmark's preset times them. Medians in us.
// Run: java -cp samplesort.jar:. Ls3 2097152 SORTED 300 40
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Ls3 {
  static long one(long[] in, long[] w, int alg) {
    System.arraycopy(in, 0, w, 0, in.length); long t0 = System.nanoTime();
    if (alg == 0) Sorter.cpu().sort(w); else if (alg == 1) Arrays.sort(w); else Arrays.parallelSort(w);
    return System.nanoTime() - t0;
  }
  public static void main(String[] x) throws Exception {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.valueOf(x[1]); int reps = Integer.parseInt(x[2]), warm = Integer.parseInt(x[3]);
    long[] w = new long[n];
    for (Distribution v : Distribution.values()) { if (v == d || warm == 0) continue; long[] in = DataGenerator.longs(v, n, 7);
      for (int r = 0; r < warm; r++) for (int a = 0; a < 3; a++) one(in, w, a); }
    long[] in = DataGenerator.longs(d, n, 100);
    for (int round = 0; round < 8; round++) {
      long[][] s = new long[3][reps];
      for (int r = 0; r < reps; r++) for (int a = 0; a < 3; a++) s[a][r] = one(in, w, a);
      double[] m = new double[3]; for (int a = 0; a < 3; a++) { Arrays.sort(s[a]); m[a] = s[a][reps / 2] / 1e3; }
      System.out.printf("round %d ours %.1f jdk %.1f par %.1f (%.2f) route %s%n", round, m[0], m[1], m[2], Math.min(m[1], m[2]) / m[0],
          dev.samplesort.cpu.CpuConfig.lastRouteName());
    }
  }
}
