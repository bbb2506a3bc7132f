package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// s139: the engine's core with the scatter's destinations read first (touchMin 2^20, the default) or not (2n),
// sorts interleaved round by round; threads as given (the engine's pool)
public class Tm {
  static long sink;
  public static void main(String[] x) {
    int threads = Integer.parseInt(x[0]); double secs = Double.parseDouble(x[1]);
    for (String sz : x[2].split(",")) for (String dn : x[3].split(",")) {
      int n = 1 << Integer.parseInt(sz); int K = 7;
      long[][] ll = new long[K][]; for (int s = 0; s < K; s++) ll[s] = DataGenerator.longs(Distribution.parse(dn), n, s);
      long[] w = new long[n]; double[][] t = new double[2][1 << 14]; int m = 0;
      long st = System.nanoTime();
      for (int r = 0; m < t[0].length && System.nanoTime() - st < secs * 1.3e9; r++) {
        boolean timed = System.nanoTime() - st > secs * 0.3e9;
        for (int k0 = 0; k0 < 2; k0++) { int k = (k0 + r) & 1;
          CpuConfig.setTouchMin(k == 0 ? CpuConfig.TOUCH_MIN : 2 * n);
          System.arraycopy(ll[r % K], 0, w, 0, n);
          long q = System.nanoTime(); SampleSortLong.core(w, 0, n, threads, false); q = System.nanoTime() - q;
          sink += w[n / 2]; if (timed) t[k][m] = q / 1e6; }
        if (timed) m++;
      }
      double[] a = Arrays.copyOf(t[0], m), b = Arrays.copyOf(t[1], m); Arrays.sort(a); Arrays.sort(b);
      System.out.printf("long %s 2^%s threads %d rounds %d: touch %.3f ms, no touch %.3f ms (%.3fx)%n", dn, sz, threads, m, a[m/2], b[m/2], a[m/2] / b[m/2]);
    }
    if (sink == 42) System.out.println();
  }
}
