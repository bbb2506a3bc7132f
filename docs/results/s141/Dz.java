package dev.samplesort.cpu;
import dev.samplesort.SampleSort;
import dev.samplesort.data.*;
import java.util.Arrays;
// s141: double keys of a distribution at 2^k, ours (public API) and Arrays.sort in turn on the same inputs, 17 inputs,
// ns a sort in blocks of R rounds, and how often each route was taken in the last block
public class Dz {
  public static void main(String[] x) {
    Distribution d = Distribution.parse(x[0]); int n = 1 << Integer.parseInt(x[1]); int blocks = Integer.parseInt(x[2]), R = 20000;
    double[][] in = new double[17][]; for (int s = 0; s < 17; s++) in[s] = DataGenerator.doubles(d, n, s);
    double[] w = new double[n]; long sink = 0;
    for (int b = 0; b < blocks; b++) {
      long to = 0, tj = 0; java.util.Map<String, Integer> routes = new java.util.TreeMap<>();
      for (int r = 0; r < R; r++) {
        double[] s = in[r % 17];
        boolean oursFirst = (r & 1) == 0;
        for (int k = 0; k < 2; k++) {
          System.arraycopy(s, 0, w, 0, n); long q = System.nanoTime();
          if ((k == 0) == oursFirst) { SampleSort.sort(w); to += System.nanoTime() - q; if (b == blocks - 1) routes.merge(String.valueOf(CpuConfig.lastRoute), 1, Integer::sum); }
          else { Arrays.sort(w); tj += System.nanoTime() - q; }
          sink += (long) w[7];
        }
      }
      System.out.printf("%s 2^%s block %d: ours %.0f ns, Arrays.sort %.0f, jdk/ours %.3f%s%n", x[0], x[1], b, to / (double) R, tj / (double) R, tj / (double) to, b == blocks - 1 ? " " + routes : "");
    }
    if (sink == 42) System.out.println();
  }
}
