// s112 harness Sm3: the bench's round as Sm's loop: copy, sort, the bench's parallel check (Checks); algorithms
// rotated (ours, Arrays.sort, parallelSort); medians (us) of each block. Run: java -cp samplesort.jar:. Sm3 SORTED 524288 10 [check]
import dev.samplesort.Sorter;
import dev.samplesort.cli.Checks;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Sm3 {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), blocks = Integer.parseInt(x[2]), k = 17, reps = Integer.getInteger("reps", 12);
    boolean check = x.length > 3 && x[3].equals("check");
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] w = new long[n]; long sink = 0;
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[3][k * reps]; int c = 0;
      for (int r = 0; r < reps * k; r++) {
        for (int j = 0; j < 3; j++) {
          int a = (j + r) % 3;
          System.arraycopy(in[r % k], 0, w, 0, n); long t0 = System.nanoTime();
          if (a == 0) Sorter.cpu().sort(w); else if (a == 1) Arrays.sort(w); else Arrays.parallelSort(w);
          t[a][r] = System.nanoTime() - t0;
          if (check) { sink += Checks.firstViolation(w, n, false); sink += Checks.checksum(w, null, n).hashCode(); }
        }
      }
      for (long[] y : t) Arrays.sort(y);
      System.out.printf("block %d ours %.1f jdk %.1f jdkpar %.1f%n", b, t[0][t[0].length / 2] / 1e3, t[1][t[1].length / 2] / 1e3, t[2][t[2].length / 2] / 1e3);
    }
    System.out.println(sink == 42 ? "" : "route " + dev.samplesort.cpu.CpuConfig.lastRouteName());
  }
}
