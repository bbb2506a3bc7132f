package dev.samplesort.cpu;
import java.util.*;
import dev.samplesort.data.*;
// The hybrid's checks alone: sorts on a probes-only warm-up thread stop where the JDK's sort would begin. Median us a
// sort over the last half of R sorts per cell, and the route. Usage: Pc R type:exp:dist ...
public class Pc {
  public static void main(String[] x) throws Exception {
    int R = Integer.parseInt(x[0]);
    for (int k = 1; k < x.length; k++) {
      String[] c = x[k].split(":"); int n = 1 << Integer.parseInt(c[1]); Distribution d = Distribution.valueOf(c[2].toUpperCase());
      boolean isInt = c[0].equals("int");
      int[][] ii = new int[4][]; long[][] ll = new long[4][];
      for (int j = 0; j < 4; j++) if (isInt) ii[j] = DataGenerator.ints(d, n, j); else ll[j] = DataGenerator.longs(d, n, j);
      double[] t = new double[R]; String[] route = new String[1];
      ColdStart.runProbesOnly(() -> {
        int[] wi = new int[n]; long[] wl = new long[n];
        for (int r = 0; r < R; r++) {
          if (isInt) System.arraycopy(ii[r & 3], 0, wi, 0, n); else System.arraycopy(ll[r & 3], 0, wl, 0, n);
          long q = System.nanoTime();
          if (isInt) dev.samplesort.Sorter.cpu().sort(wi); else dev.samplesort.Sorter.cpu().sort(wl);
          t[r] = (System.nanoTime() - q) / 1e3;
        }
        route[0] = CpuConfig.lastRouteName();
      });
      double[] h = Arrays.copyOfRange(t, R / 2, R); Arrays.sort(h);
      double[] f = Arrays.copyOfRange(t, 0, Math.min(R, 50)); Arrays.sort(f);
      System.out.printf("%-22s checks median %.1f us (p25 %.1f p75 %.1f; first 50 median %.1f) route %s%n", x[k], h[h.length / 2], h[h.length / 4], h[3 * h.length / 4], f[f.length / 2], route[0]);
    }
  }
}
