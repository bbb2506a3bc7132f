import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Sh {
  static long[] t = new long[2];
  static double time(int[] in, boolean ours, int reps) {
    int[] w = new int[in.length]; long best = Long.MAX_VALUE; long[] s = new long[reps];
    for (int r = 0; r < reps; r++) { System.arraycopy(in, 0, w, 0, in.length); long t0 = System.nanoTime();
      if (ours) Sorter.cpu().sort(w); else Arrays.sort(w); s[r] = System.nanoTime() - t0; }
    Arrays.sort(s); return s[reps / 2];
  }
  public static void main(String[] x) {
    int n = 1024;
    String[] warm = x.length > 0 ? x[0].split(",") : new String[0];
    for (String d : warm) { int[] in = DataGenerator.ints(Distribution.valueOf(d), n, 7);
      for (int i = 0; i < 3; i++) { time(in, true, 20000); time(in, false, 20000); } }
    int[] st = DataGenerator.ints(Distribution.STAGGERED, n, 42);
    for (int round = 0; round < 5; round++) {
      double o = time(st, true, 20000), j = time(st, false, 20000);
      System.out.printf("round %d ours %.0f ns jdk %.0f ns ratio %.2f%n", round, o, j, j / o);
    }
  }
}
