// s110 harness Ri: int keys of one distribution and size, each of k inputs (the benchmark's seeds 0..k-1) alone:
// ours and Arrays.sort in turn, each after a fresh copy, medians (us) of reps sorts, and our route per input.
// Run: java -cp samplesort.jar:. Ri 4096 RUNS 17 2000
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Ri {
  public static void main(String[] x) throws Exception {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.valueOf(x[1]); int k = Integer.parseInt(x[2]), reps = Integer.parseInt(x[3]);
    int[][] ins = new int[k][]; for (int i = 0; i < k; i++) ins[i] = DataGenerator.ints(d, n, i);
    int[] w = new int[n];
    for (int round = 0; round < 3; round++) {
      StringBuilder b = new StringBuilder("round " + round + ":");
      for (int i = 0; i < k; i++) {
        long[] o = new long[reps], j = new long[reps];
        for (int r = 0; r < reps; r++) {
          System.arraycopy(ins[i], 0, w, 0, n); long t0 = System.nanoTime(); Sorter.cpu().sort(w); o[r] = System.nanoTime() - t0;
          System.arraycopy(ins[i], 0, w, 0, n); t0 = System.nanoTime(); Arrays.sort(w); j[r] = System.nanoTime() - t0;
        }
        Arrays.sort(o); Arrays.sort(j);
        b.append(String.format(" [%d %.1f/%.1f %s]", i, o[reps / 2] / 1e3, j[reps / 2] / 1e3, dev.samplesort.cpu.CpuConfig.lastRouteName()));
      }
      System.out.println(b);
    }
  }
}
