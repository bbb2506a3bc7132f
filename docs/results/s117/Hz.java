// s117 harness Hz: Arrays.sort of a whole input against its two sides around the key at quantile Q (each side copied
// out beforehand), medians in us, and the sides' sizes and distinct values.
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Hz ZIPF 65536 0.5
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// time Arrays.sort of whole zipf input vs its two halves around a chosen quantile splitter
public class Hz {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]); double q = Double.parseDouble(x[2]);
    int k = 17, reps = 40;
    long[][] in = new long[k][]; long[][] lo = new long[k][], hi = new long[k][];
    for (int s = 0; s < k; s++) { in[s] = DataGenerator.longs(d, n, s);
      long[] c = in[s].clone(); Arrays.sort(c); long p = c[(int)(q * n)];
      int nl = 0; for (long v : in[s]) if (v < p) nl++;
      lo[s] = new long[nl]; hi[s] = new long[n - nl]; int a = 0, b = 0;
      for (long v : in[s]) if (v < p) lo[s][a++] = v; else hi[s][b++] = v;
      if (s == 0) { long dl = Arrays.stream(lo[s]).distinct().count(), dh = Arrays.stream(hi[s]).distinct().count(); System.out.println("lo " + nl + " distinct " + dl + " hi " + (n-nl) + " distinct " + dh); }
    }
    long[] w = new long[n]; long sink = 0;
    for (int b = 0; b < 5; b++) {
      long[][] t = new long[3][k * reps];
      for (int r = 0; r < reps * k; r++) for (int j = 0; j < 3; j++) {
        long[] src = j == 0 ? in[r % k] : j == 1 ? lo[r % k] : hi[r % k];
        System.arraycopy(src, 0, w, 0, src.length);
        long t0 = System.nanoTime(); Arrays.sort(w, 0, src.length); t[j][r] = System.nanoTime() - t0; sink += w[3];
      }
      for (long[] y : t) Arrays.sort(y);
      System.out.printf("whole %.1f lo %.1f hi %.1f%n", t[0][t[0].length/2]/1e3, t[1][t[1].length/2]/1e3, t[2][t[2].length/2]/1e3);
    }
    System.out.println(sink);
  }
}
