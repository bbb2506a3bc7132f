// s118 harness Ap: `long` keys, one JVM, round robin with an untimed JDK sort of other keys before each timed one:
// Arrays.sort, the public API (Sorter.cpu().sort) and the route's entry (SampleSortLong.sort); medians and 10th
// percentiles in us. Run: java --enable-native-access=ALL-UNNAMED -cp samplesort.jar:. dev.samplesort.cpu.Ap ZIPF 32768
package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;

public class Ap {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]);
    int k = 17, reps = Integer.getInteger("reps", 40), V = 3;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] a = new long[n]; long sink = 0; Sorter cpu = Sorter.cpu(); String route = "";
    for (int blk = 0; blk < Integer.getInteger("blocks", 4); blk++) {
      long[][] t = new long[V][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < V; jj++) {
        int j = (jj + r) % V;
        System.arraycopy(in[(r + 7) % k], 0, a, 0, n); Arrays.sort(a); System.arraycopy(in[r % k], 0, a, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> Arrays.sort(a);
          case 1 -> cpu.sort(a);
          case 2 -> SampleSortLong.sort(a, 0, n);
        }
        t[j][r] = System.nanoTime() - t0; sink += a[n / 3];
        if (j == 2) route = String.valueOf(CpuConfig.lastRoute);
      }
      StringBuilder sb = new StringBuilder(x[0] + " " + n + " block " + blk);
      String[] nm = {"jdk", "api", "route"};
      for (long[] y : t) Arrays.sort(y);
      double jdk = t[0][t[0].length / 2] / 1e3;
      for (int j = 0; j < V; j++) { double h = t[j][t[j].length / 2] / 1e3, p = t[j][t[j].length / 10] / 1e3; sb.append(String.format(" %s %.1f/%.1f (%.3fx)", nm[j], h, p, jdk / h)); }
      System.out.println(sb + " " + route);
    }
    System.out.println(sink);
  }
}
