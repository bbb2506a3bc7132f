// s116 harness Dc: long keys with many repeats sorted by counting their distinct values in a hash table, sorting the
// distinct values alone and writing each its count times, beside Arrays.sort. Run: java -cp samplesort.jar:. dev.samplesort.cpu.Dc ZIPF 65536 4
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Dc {
  static long[] tk = new long[1 << 18]; static int[] tc = new int[1 << 18]; static long[] dk = new long[1 << 17];
  static long T1, T2, T3; static int D; static final long M = 0x9E3779B97F4A7C15L;
  /** false: too many distinct values (more than most). */
  static boolean counted(long[] a, int from, int to, int most) {
    int n = to - from, bits = 32 - Integer.numberOfLeadingZeros(most * 2 - 1), cap = 1 << bits, mask = cap - 1, shift = 64 - bits;
    long[] k = tk; int[] c = tc; Arrays.fill(c, 0, cap, 0);
    int d = 0;
    for (int i = from; i < to; i++) {
      long x = a[i];
      int h = (int) ((x * M) >>> shift);
      while (true) {
        int cc = c[h];
        if (cc == 0) { k[h] = x; c[h] = 1; if (++d > most) return false; break; }
        if (k[h] == x) { c[h] = cc + 1; break; }
        h = (h + 1) & mask;
      }
    }
    T1 = System.nanoTime();
    long[] u = dk; int m = 0;
    for (int h = 0; h < cap; h++) if (c[h] != 0) u[m++] = k[h];
    T2 = System.nanoTime(); Arrays.sort(u, 0, m); T3 = System.nanoTime(); D = m;
    int o = from;
    for (int j = 0; j < m; j++) {
      long x = u[j]; int h = (int) ((x * M) >>> shift);
      while (k[h] != x || c[h] == 0) h = (h + 1) & mask;
      int cc = c[h];
      for (int e = o + cc; o < e; o++) a[o] = x;
    }
    return true;
  }
  public static void main(String[] x) throws Throwable {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), blocks = Integer.parseInt(x[2]), k = 17, reps = 20;
    long[][] in = new long[k][];
    for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] w = new long[n], ref = new long[n]; long sink = 0;
    String[] names = {"jdk", "route", "count"}; int P = names.length;
    for (int bl = 0; bl < blocks; bl++) {
      long[][] t = new long[P][k * reps]; int fails = 0;
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < P; jj++) {
        int j = (jj + r) % P;
        System.arraycopy(in[r % k], 0, w, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> Arrays.sort(w);
          case 1 -> SampleSortLong.sort(w, 0, n);
          case 2 -> { if (!counted(w, 0, n, n / 2)) { fails++; Arrays.sort(w); } long T4 = System.nanoTime(); if (r == 100) System.out.printf("count %.1f compact %.1f sort %.1f fill %.1f D %d%n", (T1 - t0) / 1e3, (T2 - T1) / 1e3, (T3 - T2) / 1e3, (T4 - T3) / 1e3, D); }
        }
        t[j][r] = System.nanoTime() - t0;
        if (j == 2 && r < k) { System.arraycopy(in[r % k], 0, ref, 0, n); Arrays.sort(ref); if (!Arrays.equals(ref, w)) throw new AssertionError("wrong"); }
        sink += w[n / 2];
      }
      StringBuilder sb = new StringBuilder(d + " " + n + " block " + bl);
      for (int j = 0; j < P; j++) { Arrays.sort(t[j]); sb.append(String.format(" %s %.1f", names[j], t[j][t[j].length / 2] / 1e3)); }
      System.out.println(sb + " route " + CpuConfig.lastRoute + " fails " + fails);
    }
    System.out.println(sink);
  }
}
