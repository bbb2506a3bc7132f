// s117 harness Zr (needs Ht3 compiled beside it): one JVM, round robin over Arrays.sort, the route
// (SampleSortLong.sort on this machine's threads), HalvesLong.sorted alone and the halves' pass at the sample's
// median; medians in us. Run: java -Dsamplesort.cpu.teamHalvesMinDuplicates=32768 -cp samplesort.jar:. dev.samplesort.cpu.Zr ZIPF 65536
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;

public class Zr {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]);
    int k = 17, reps = 30, V = 4;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] a = new long[n]; Ht3.b = new long[n]; long sink = 0; SpinTeam team = CpuConfig.team(2);
    String route = "";
    for (int blk = 0; blk < 6; blk++) {
      long[][] t = new long[V][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < V; jj++) {
        int j = (jj + r) % V;
        System.arraycopy(in[r % k], 0, a, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> Arrays.sort(a);
          case 1 -> { SampleSortLong.sort(a, 0, n); }
          case 2 -> { if (!HalvesLong.sorted(a, 0, n, team)) throw new AssertionError(); }
          case 3 -> Ht3.halves(a, n, 32, team);
        }
        t[j][r] = System.nanoTime() - t0; sink += a[n / 3];
        if (j == 1) route = String.valueOf(CpuConfig.lastRoute);
      }
      StringBuilder sb = new StringBuilder("block " + blk);
      for (long[] y : t) Arrays.sort(y);
      double jdk = t[0][t[0].length / 2] / 1e3; sb.append(String.format(" jdk %.1f", jdk));
      String[] nm = {"", "route", "sorted", "raw32"};
      for (int j = 1; j < V; j++) { double h = t[j][t[j].length / 2] / 1e3; sb.append(String.format(" %s %.1f (%.2fx)", nm[j], h, jdk / h)); }
      System.out.println(sb + " " + route);
    }
    System.out.println(sink);
  }
}
