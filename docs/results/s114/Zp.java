// s114 harness Zp (in package dev.samplesort.cpu, on the class path beside the jar): the route (SampleSortLong.sort /
// SampleSortDouble.sort on this machine's threads) against Arrays.sort for one distribution and size, 17 inputs in
// turn, each sort after a copy of its input, interleaved; medians (us) per block and their ratio. Run it once per
// policy setting (-Dsamplesort.cpu.*) to see what a probe costs.
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Zp ZIPF 32768 long 6
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Zp {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), blocks = Integer.parseInt(x[3]), k = 17, reps = 30;
    boolean dbl = x[2].equals("double");
    long[][] in = new long[k][]; double[][] din = new double[k][];
    for (int s = 0; s < k; s++) { in[s] = DataGenerator.longs(d, n, s); din[s] = DataGenerator.doubles(d, n, s); }
    long[] w = new long[n]; double[] dw = new double[n]; long sink = 0;
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[3][k * reps];
      for (int r = 0; r < reps * k; r++) for (int j = 0; j < 3; j++) {
        int a = (j + r) % 3;
        if (dbl) System.arraycopy(din[r % k], 0, dw, 0, n); else System.arraycopy(in[r % k], 0, w, 0, n);
        long t0 = System.nanoTime();
        if (dbl) { if (a == 0) SampleSortDouble.sort(dw, 0, n); else Arrays.sort(dw); }
        else { if (a == 0) SampleSortLong.sort(w, 0, n); else if (a == 1) Arrays.sort(w); else { sink += SampleSortLong.wideValues(w, 0, n) == null ? 1 : 0; Arrays.sort(w); } }
        t[a][r] = System.nanoTime() - t0;
        sink += dbl ? (long) dw[n / 2] : w[n / 2];
      }
      for (long[] y : t) Arrays.sort(y);
      double us = t[0][t[0].length / 2] / 1e3, jdk = t[1][t[1].length / 2] / 1e3, wj = t[2][t[2].length / 2] / 1e3;
      System.out.printf("block %d ours %.1f jdk %.1f ratio %.3f route %s; wide sample + jdk %.1f%n", b, us, jdk, jdk / us, CpuConfig.lastRoute, wj);
    }
    System.out.println(sink);
  }
}
