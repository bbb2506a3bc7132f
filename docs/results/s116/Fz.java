// s116 harness Fz: double keys of a few hundred values, one of them 0.0 (the wider sample gives up at a zero), through
// the library with the halves on and off in turn, beside Arrays.sort; medians in us.
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Fz 131072 3
package dev.samplesort.cpu;
import java.util.*;
public class Fz {
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]), blocks = Integer.parseInt(x[1]), k = 9, reps = 20, vals = x.length > 2 ? Integer.parseInt(x[2]) : 256;
    double[][] in = new double[k][];
    for (int s = 0; s < k; s++) { SplittableRandom r = new SplittableRandom(s); in[s] = new double[n]; for (int i = 0; i < n; i++) in[s][i] = r.nextInt(vals) * 7919 * 0.5; }
    double[] w = new double[n]; double sink = 0; String[] names = {"jdk", "halvesOn", "halvesOff"}; String route = "";
    for (int bl = 0; bl < blocks; bl++) {
      long[][] t = new long[3][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < 3; jj++) {
        int j = (jj + r) % 3;
        System.arraycopy(in[r % k], 0, w, 0, n);
        CpuConfig.setHalves(j == 1);
        long t0 = System.nanoTime();
        if (j == 0) Arrays.sort(w); else SampleSortDouble.sort(w, 0, n);
        t[j][r] = System.nanoTime() - t0;
        if (j == 1) route = String.valueOf(CpuConfig.lastRoute);
        sink += w[n / 3];
      }
      StringBuilder sb = new StringBuilder("few" + vals + "+0 " + n + " block " + bl);
      for (int j = 0; j < 3; j++) { Arrays.sort(t[j]); sb.append(String.format(" %s %.1f", names[j], t[j][t[j].length / 2] / 1e3)); }
      System.out.println(sb + " route " + route);
    }
    System.out.println(sink);
  }
}
