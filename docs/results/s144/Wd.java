package dev.samplesort.cpu;
import java.util.*;
import dev.samplesort.data.*;
// The team's wide count (DenseCount*.wide) on `threads` members against Arrays.parallelSort (and Sorter.cpu), in turn,
// sort by sort, on the generator's keys. Median us of the last half of R rounds each. Checks the count's result
// against parallelSort's. Usage: Wd R type:exp:dist ...   (threads: CpuConfig.threads())
public class Wd {
  public static void main(String[] x) throws Exception {
    int R = Integer.parseInt(x[0]), threads = CpuConfig.threads();
    SpinTeam team = CpuConfig.team(threads);
    for (int k = 1; k < x.length; k++) {
      String[] c = x[k].split(":"); int n = 1 << Integer.parseInt(c[1]); Distribution d = Distribution.valueOf(c[2].toUpperCase());
      boolean isInt = c[0].equals("int"), isFloat = c[0].equals("float");
      int inputs = 5;
      int[][] ii = new int[inputs][]; long[][] ll = new long[inputs][]; float[][] ff = new float[inputs][];
      for (int j = 0; j < inputs; j++) if (isInt) ii[j] = DataGenerator.ints(d, n, j); else if (isFloat) ff[j] = DataGenerator.floats(d, n, j); else ll[j] = DataGenerator.longs(d, n, j);
      int[] wi = new int[n], ri = new int[n]; float[] wf = new float[n], rf = new float[n]; long[] wl = new long[n], rl = new long[n];
      double[][] t = new double[3][R]; int refused = 0, wrong = 0;
      for (int r = 0; r < R; r++) for (int s0 = 0; s0 < 3; s0++) {
        int s = (s0 + r) % 3, in = (3 * r + s0) % inputs;
        if (isInt) System.arraycopy(ii[in], 0, wi, 0, n); else if (isFloat) System.arraycopy(ff[in], 0, wf, 0, n); else System.arraycopy(ll[in], 0, wl, 0, n);
        long q = System.nanoTime();
        if (s == 0) {
          int w = isInt ? DenseCountInt.wide(wi, 0, n, team) : isFloat ? DenseCountFloat.wide(wf, 0, n, team) : DenseCountLong.wide(wl, 0, n, team);
          if (w != 1) { refused++; if (isInt) Arrays.parallelSort(wi); else if (isFloat) Arrays.parallelSort(wf); else Arrays.parallelSort(wl); }
        } else if (s == 1) { if (isInt) Arrays.parallelSort(wi); else if (isFloat) Arrays.parallelSort(wf); else Arrays.parallelSort(wl); }
        else { if (isInt) dev.samplesort.Sorter.cpu().sort(wi); else if (isFloat) dev.samplesort.Sorter.cpu().sort(wf); else dev.samplesort.Sorter.cpu().sort(wl); }
        t[s][r] = (System.nanoTime() - q) / 1e3;
        if (s == 0 && r % 16 == 0) {
          if (isInt) { System.arraycopy(ii[in], 0, ri, 0, n); Arrays.sort(ri); if (!Arrays.equals(ri, wi)) wrong++; }
          else if (isFloat) { System.arraycopy(ff[in], 0, rf, 0, n); Arrays.sort(rf); if (!Arrays.equals(rf, wf)) wrong++; }
          else { System.arraycopy(ll[in], 0, rl, 0, n); Arrays.sort(rl); if (!Arrays.equals(rl, wl)) wrong++; }
        }
      }
      String route = CpuConfig.lastRouteName();
      double[] m = new double[3];
      for (int s = 0; s < 3; s++) { double[] h = Arrays.copyOfRange(t[s], R / 2, R); Arrays.sort(h); m[s] = h[h.length / 2]; }
      System.out.printf("%d thr %-18s wide %.0f us  parallelSort %.0f  ours(%s) %.0f  par/wide %.2f  par/ours %.2f  refused %d wrong %d%n",
          threads, x[k], m[0], m[1], route, m[2], m[1] / m[0], m[1] / m[2], refused, wrong);
    }
    System.exit(0);
  }
}
