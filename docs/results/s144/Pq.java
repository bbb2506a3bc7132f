package dev.samplesort.cpu;
import java.util.*;
import dev.samplesort.data.*;
// The PAR route taken apart, on one thread (a probes-only warm-up thread: Sorter.cpu() stops where the JDK's sort
// would begin): in blocks of B sorts in turn, side 0 = our checks (timed) then Arrays.parallelSort (timed apart),
// side 1 = Arrays.parallelSort alone, side 2 = a pause as long as the checks' median so far, then parallelSort.
// Medians over the last half of the blocks of each block's mean, us. Usage: Pq type exp dist blocks B
public class Pq {
  public static void main(String[] x) throws Exception {
    String type = x[0]; int n = 1 << Integer.parseInt(x[1]); Distribution d = Distribution.valueOf(x[2].toUpperCase());
    int blocks = Integer.parseInt(x[3]), B = Integer.parseInt(x[4]);
    boolean isInt = type.equals("int"); int inputs = 7;
    int[][] ii = new int[inputs][]; long[][] ll = new long[inputs][];
    for (int j = 0; j < inputs; j++) if (isInt) ii[j] = DataGenerator.ints(d, n, j); else ll[j] = DataGenerator.longs(d, n, j);
    double[][] checks = new double[1][blocks], after = new double[3][blocks];
    long[] bad = new long[1];
    ColdStart.runProbesOnly(() -> {
      int[] wi = new int[n]; long[] wl = new long[n]; int c = 0; double pause = 0;
      for (int b = 0; b < blocks; b++) for (int s0 = 0; s0 < 3; s0++) {
        int s = (s0 + b) % 3; double ch = 0, sort = 0;
        for (int k = 0; k < B; k++) {
          if (isInt) System.arraycopy(ii[c++ % inputs], 0, wi, 0, n); else System.arraycopy(ll[c++ % inputs], 0, wl, 0, n);
          long t0 = System.nanoTime();
          if (s == 0) { if (isInt) dev.samplesort.Sorter.cpu().sort(wi); else dev.samplesort.Sorter.cpu().sort(wl); }
          else if (s == 2) { long until = t0 + (long) (pause * 1e3); while (System.nanoTime() < until) Thread.onSpinWait(); }
          long t1 = System.nanoTime();
          if (isInt) Arrays.parallelSort(wi); else Arrays.parallelSort(wl);
          long t2 = System.nanoTime();
          ch += (t1 - t0) / 1e3; sort += (t2 - t1) / 1e3;
          if (k == 0) { if (isInt) { for (int i = 1; i < n; i++) if (wi[i] < wi[i - 1]) bad[0]++; } else { for (int i = 1; i < n; i++) if (wl[i] < wl[i - 1]) bad[0]++; } }
        }
        if (s == 0) { checks[0][b] = ch / B; double[] h = Arrays.copyOf(checks[0], b + 1); Arrays.sort(h); pause = h[h.length / 2]; }
        after[s][b] = sort / B;
      }
    });
    double[] h = Arrays.copyOfRange(checks[0], blocks / 2, blocks); Arrays.sort(h);
    double[] m = new double[3];
    for (int s = 0; s < 3; s++) { double[] g = Arrays.copyOfRange(after[s], blocks / 2, blocks); Arrays.sort(g); m[s] = g[g.length / 2]; }
    System.out.printf("%s 2^%s %s: checks %.1f us, parallelSort after them %.1f, alone %.1f, after a pause as long %.1f; (checks+sort)/alone %.3f  sort-after/alone %.3f  after-pause/alone %.3f  route %s unsorted %d%n",
        type, x[1], x[2], h[h.length / 2], m[0], m[1], m[2], (h[h.length / 2] + m[0]) / m[1], m[0] / m[1], m[2] / m[1], CpuConfig.lastRouteName(), bad[0]);
    System.exit(0);
  }
}
