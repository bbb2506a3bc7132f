// s112 harness Cw: wall and CPU time of the calling thread per sort (ours, Arrays.sort in turn), medians (us)
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.lang.management.*;
import java.util.Arrays;
public class Cw {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), sorts = Integer.parseInt(x[2]), k = 17;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] w = new long[n]; ThreadMXBean tb = ManagementFactory.getThreadMXBean();
    long[][] wall = new long[2][sorts], cpu = new long[2][sorts];
    for (int r = 0; r < sorts; r++) for (int a = 0; a < 2; a++) {
      System.arraycopy(in[r % k], 0, w, 0, n);
      long c0 = tb.getCurrentThreadCpuTime(), t0 = System.nanoTime();
      if (a == 0) Sorter.cpu().sort(w); else Arrays.sort(w);
      wall[a][r] = System.nanoTime() - t0; cpu[a][r] = tb.getCurrentThreadCpuTime() - c0;
    }
    for (int a = 0; a < 2; a++) { long[] wa = Arrays.copyOfRange(wall[a], sorts / 2, sorts), ca = Arrays.copyOfRange(cpu[a], sorts / 2, sorts); Arrays.sort(wa); Arrays.sort(ca);
      System.out.printf("%s wall %.1f cpu %.1f%n", a == 0 ? "ours" : "jdk ", wa[wa.length / 2] / 1e3, ca[ca.length / 2] / 1e3); }
  }
}
