import dev.samplesort.SampleSort;
import dev.samplesort.data.*;
import java.util.Arrays;
// s141: a fresh JVM's first sorts through the public API (ours) or Arrays.sort (jdk), no warm-up: each of the first
// 8 sorts' time, then the total of sorts 1-25, 1-100, 1-250, 1-1000 (ms). java First <ours|jdk> <type> <log n> [dist]
public class First {
  public static void main(String[] x) {
    boolean ours = x[0].equals("ours"); String type = x[1]; int n = 1 << Integer.parseInt(x[2]);
    Distribution d = Distribution.parse(x.length > 3 ? x[3] : "uniform");
    int K = 7; Object[] in = new Object[K];
    for (int s = 0; s < K; s++) in[s] = type.equals("int") ? DataGenerator.ints(d, n, s) : DataGenerator.longs(d, n, s);
    Object w = type.equals("int") ? new int[n] : new long[n];
    StringBuilder sb = new StringBuilder(); double total = 0; long sink = 0;
    int[] marks = {25, 100, 250, 1000};
    int mi = 0;
    for (int r = 1; r <= 1000; r++) {
      System.arraycopy(in[r % K], 0, w, 0, n);
      long q = System.nanoTime();
      if (w instanceof int[] a) { if (ours) SampleSort.sort(a); else Arrays.sort(a); sink += a[n / 2]; }
      else { long[] a = (long[]) w; if (ours) SampleSort.sort(a); else Arrays.sort(a); sink += a[n / 2]; }
      double ms = (System.nanoTime() - q) / 1e6; total += ms;
      if (r <= 8) sb.append(String.format(" %.2f", ms));
      if (r == marks[mi]) { sb.append(String.format(" | 1-%d %.1f", r, total)); mi = Math.min(mi + 1, marks.length - 1); }
    }
    System.out.printf("%s %s 2^%s %s:%s%n", x[0], type, x[2], d, sb);
    if (sink == 42) System.out.println();
  }
}
