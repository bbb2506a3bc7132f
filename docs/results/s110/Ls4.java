// s110 harness Ls4: a pattern of sorts per round (o = ours, j = Arrays.sort, p = parallelSort, c = a copy alone),
// each after a fresh copy of one input, no warm-up over other distributions; medians in us per letter.
// Run: java -cp samplesort.jar:. Ls4 2097152 SORTED 200 oj
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.*;
public class Ls4 {
  static long one(long[] in, long[] w, char alg) {
    System.arraycopy(in, 0, w, 0, in.length); long t0 = System.nanoTime();
    if (alg == 'o') Sorter.cpu().sort(w); else if (alg == 'j') Arrays.sort(w); else if (alg == 'p') Arrays.parallelSort(w);
    return System.nanoTime() - t0;
  }
  public static void main(String[] x) throws Exception {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.valueOf(x[1]); int reps = Integer.parseInt(x[2]); String pat = x[3];
    long[] w = new long[n]; long[] in = DataGenerator.longs(d, n, 100);
    for (int round = 0; round < 6; round++) {
      long[][] s = new long[pat.length()][reps];
      for (int r = 0; r < reps; r++) for (int a = 0; a < pat.length(); a++) s[a][r] = one(in, w, pat.charAt(a));
      StringBuilder b = new StringBuilder("round " + round);
      for (int a = 0; a < pat.length(); a++) { Arrays.sort(s[a]); b.append(String.format(" %c %.1f", pat.charAt(a), s[a][reps / 2] / 1e3)); }
      System.out.println(b);
    }
  }
}
