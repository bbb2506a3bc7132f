package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// s139: the engine's parallel step with its blocks' count rows adjacent (pad 0, as now) or a cache line apart (pad 16),
// sort by sort in turn; SampleSort*.core on the given threads (the engine's pool). Runs against the session's
// experiment build only: SampleSort.par() allocating new int[blocks][nbk + CpuConfig.countPad], with
// `static volatile int countPad = 0;` in CpuConfig (the committed code has the constant COUNT_ROW_PAD = 16).
// java -cp exp.jar:. dev.samplesort.cpu.Fs <threads> <seconds per cell> <types> <log sizes> <dists>
public class Fs {
  static long sink;
  public static void main(String[] x) {
    int threads = Integer.parseInt(x[0]); double secs = Double.parseDouble(x[1]);
    for (String type : x[2].split(",")) for (String sz : x[3].split(",")) for (String dn : x[4].split(",")) {
      int n = 1 << Integer.parseInt(sz); int K = 5; boolean L = type.equals("long");
      long[][] ll = new long[K][]; int[][] ii = new int[K][];
      for (int s = 0; s < K; s++) { if (L) ll[s] = DataGenerator.longs(Distribution.parse(dn), n, s); else ii[s] = DataGenerator.ints(Distribution.parse(dn), n, s); }
      long[] wl = L ? new long[n] : null; int[] wi = L ? null : new int[n];
      double[][] t = new double[2][1 << 14]; int m = 0;
      long st = System.nanoTime();
      for (int r = 0; m < t[0].length && System.nanoTime() - st < secs * 1.3e9; r++) {
        boolean timed = System.nanoTime() - st > secs * 0.3e9;
        for (int k0 = 0; k0 < 2; k0++) { int k = (k0 + r) & 1;
          CpuConfig.countPad = k == 0 ? 0 : 16;
          long q;
          if (L) { System.arraycopy(ll[r % K], 0, wl, 0, n); q = System.nanoTime(); SampleSortLong.core(wl, 0, n, threads, false); q = System.nanoTime() - q; sink += wl[n / 2]; }
          else { System.arraycopy(ii[r % K], 0, wi, 0, n); q = System.nanoTime(); SampleSortInt.core(wi, 0, n, threads, false); q = System.nanoTime() - q; sink += wi[n / 2]; }
          if (timed) t[k][m] = q / 1e6; }
        if (timed) m++;
      }
      double[] a = Arrays.copyOf(t[0], m), b = Arrays.copyOf(t[1], m); Arrays.sort(a); Arrays.sort(b);
      int w = 0; for (int i = 0; i < m; i++) if (t[1][i] < t[0][i]) w++;
      System.out.printf("%s %s 2^%s threads %d rounds %d: adjacent %.3f ms, apart %.3f ms (%.3fx; apart faster in %d of %d rounds)%n",
          type, dn, sz, threads, m, a[m/2], b[m/2], a[m/2] / b[m/2], w, m);
    }
    if (sink == 42) System.out.println();
  }
}
