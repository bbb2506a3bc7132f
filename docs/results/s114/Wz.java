// s114 harness Wz: the wider sample (wideValues) alone on `long` keys of a distribution, 17 inputs in turn; and how
// many reads it takes before it refuses (a copy of its stop rules)
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
public class Wz {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), k = 17;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long sink = 0;
    for (int b = 0; b < 4; b++) {
      long[] t = new long[k * 200];
      long[] w = new long[n]; for (int r = 0; r < t.length; r++) { System.arraycopy(in[r % k], 0, w, 0, n); long t0 = System.nanoTime(); long[] v = SampleSortLong.wideValues(w, 0, n); t[r] = System.nanoTime() - t0; sink += v == null ? 1 : v.length; }
      Arrays.sort(t); System.out.printf("wideValues %.2f us%n", t[t.length / 2] / 1e3);
    }
    for (int s = 0; s < 3; s++) {
      HashMap<Long, Integer> m = new HashMap<>(); int once = 0, i;
      for (i = 0; i < 4096; i++) {
        long v = in[s][(int) ((2L * i + 1) * n / 8192)]; int c = m.merge(v, 1, Integer::sum);
        once += c == 1 ? 1 : c == 2 ? -1 : 0;
        if (m.size() > 512) { System.out.println("input " + s + ": more than 512 values after " + (i + 1)); break; }
        if ((i + 1) % 128 == 0 && once > CpuConfig.wideSinglesMost(i + 1)) { System.out.println("input " + s + ": singles " + once + " after " + (i + 1)); break; }
      }
      if (i == 4096) System.out.println("input " + s + ": all reads, values " + m.size() + " singles " + once);
    }
    System.out.println(sink);
  }
}
