// s119 harness Hs: the halves' two sides timed apart on one thread. For `long` or `double` keys of a distribution,
// sizes given: Arrays.sort of all n keys, then the halves' splitter (HalvesLong.splitter / HalvesDouble.splitter),
// the keys below it and the rest copied to arrays of their own, each sorted by Arrays.sort (the members' work after
// the first phase), and the halves' whole sort (HalvesX.sorted on the two-member team); 17 inputs round robin, an
// untimed JDK sort of other keys before each timed one; medians in us, and the sides' sizes.
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Hs LONG ZIPF 524288 1048576
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;

public class Hs {
  public static void main(String[] x) {
    boolean dbl = x[0].equals("DOUBLE"); Distribution d = Distribution.valueOf(x[1]);
    SpinTeam team = CpuConfig.team(2);
    for (int argi = 2; argi < x.length; argi++) {
      int n = Integer.parseInt(x[argi]), k = 17, reps = Math.max(2, (1 << 22) / n);
      long[][] in = new long[k][]; double[][] ind = new double[k][];
      for (int s = 0; s < k; s++) { if (dbl) ind[s] = DataGenerator.doubles(d, n, s); else in[s] = DataGenerator.longs(d, n, s); }
      long[][] t = new long[4][reps * k]; long lowSum = 0, sink = 0;
      long[] a = new long[n], lo = new long[n], hi = new long[n], pad = new long[n];
      double[] ad = new double[n], lod = new double[n], hid = new double[n];
      for (int r = 0; r < reps * k; r++) for (int j = 0; j < 4; j++) {
        if (!dbl) { System.arraycopy(in[(r + 7) % k], 0, pad, 0, n); Arrays.sort(pad); System.arraycopy(in[r % k], 0, a, 0, n); }
        else { double[] p = ind[(r + 7) % k].clone(); Arrays.sort(p); System.arraycopy(ind[r % k], 0, ad, 0, n); }
        int nl = 0, nh = 0;
        if (j == 1 || j == 2) {
          if (!dbl) { long q = HalvesLong.splitter(a, 0, n); for (long v : a) { if (v < q) lo[nl++] = v; else hi[nh++] = v; } }
          else { double q = HalvesDouble.splitter(ad, 0, n); for (double v : ad) { if (v < q) lod[nl++] = v; else hid[nh++] = v; } }
          lowSum += j == 1 ? nl : 0;
        }
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> { if (dbl) Arrays.sort(ad); else Arrays.sort(a); }
          case 1 -> { if (dbl) Arrays.sort(lod, 0, nl); else Arrays.sort(lo, 0, nl); }
          case 2 -> { if (dbl) Arrays.sort(hid, 0, nh); else Arrays.sort(hi, 0, nh); }
          default -> { boolean ok = dbl ? HalvesDouble.sorted(ad, 0, n, team) : HalvesLong.sorted(a, 0, n, team); if (!ok) throw new AssertionError(); }
        }
        t[j][r] = System.nanoTime() - t0; sink += dbl ? (long) ad[n / 3] : a[n / 3];
      }
      for (long[] tt : t) Arrays.sort(tt);
      System.out.printf("%s %s %d: jdk %.0f low %.0f high %.0f halves %.0f us (low side %.1f%% of the keys) %d%n", x[0], d, n,
          t[0][t[0].length / 2] / 1e3, t[1][t[1].length / 2] / 1e3, t[2][t[2].length / 2] / 1e3, t[3][t[3].length / 2] / 1e3,
          100.0 * lowSum / ((double) reps * k * n), sink & 1);
    }
  }
}
