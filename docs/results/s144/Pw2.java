package dev.samplesort.cpu;
import java.util.*;
import dev.samplesort.data.*;
// The hybrid's checks alone (probes-only thread) over a sequence of cells, R sorts each, median us per window of W:
// does a new distribution's first sorts pay for code compiled without its branches? Usage: Pw2 R W type:exp:dist ...
public class Pw2 {
  public static void main(String[] x) throws Exception {
    int R = Integer.parseInt(x[0]), W = Integer.parseInt(x[1]);
    ColdStart.runProbesOnly(() -> {
      for (int k = 2; k < x.length; k++) {
        String[] c = x[k].split(":"); int n = 1 << Integer.parseInt(c[1]); Distribution d = Distribution.valueOf(c[2].toUpperCase());
        boolean isInt = c[0].equals("int");
        int[][] ii = new int[4][]; long[][] ll = new long[4][];
        for (int j = 0; j < 4; j++) if (isInt) ii[j] = DataGenerator.ints(d, n, j); else ll[j] = DataGenerator.longs(d, n, j);
        double[] t = new double[R];
        int[] wi = new int[n]; long[] wl = new long[n];
        for (int r = 0; r < R; r++) {
          if (isInt) System.arraycopy(ii[r & 3], 0, wi, 0, n); else System.arraycopy(ll[r & 3], 0, wl, 0, n);
          long q = System.nanoTime();
          if (isInt) dev.samplesort.Sorter.cpu().sort(wi); else dev.samplesort.Sorter.cpu().sort(wl);
          t[r] = (System.nanoTime() - q) / 1e3;
        }
        StringBuilder sb = new StringBuilder(x[k] + " medians per " + W + ":");
        for (int w = 0; w + W <= R; w += W) { double[] h = Arrays.copyOfRange(t, w, w + W); Arrays.sort(h); sb.append(String.format(" %.0f", h[W / 2])); }
        System.out.println(sb);
      }
    });
  }
}
