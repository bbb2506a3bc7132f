// s114 harness Wv: variants of the wide sample's loop (SampleSortInt.wideValues) on `int` keys, one thread, 17 inputs
// in turn, medians (us): V0 the library's; V1 its loop copied here; V2 the probe inlined, positions stepped
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Wv {
  static final int M = 4096, MOST = 512;
  static final long[] keys = new long[2048], keys3 = new long[8192]; static final int[] seen3 = new int[8192]; static final int[] seen = new int[2048], used = new int[MOST + 1];
  static int v1(int[] a, int from, int to) {
    int n = to - from, m = M, mask = 2047, d = 0, once = 0;
    try {
      for (int i = 0; i < m; i++) {
        int x = a[from + (int) ((2L * i + 1) * n / (2L * m))];
        long b = x;
        int h = (int) ((b * 0x9E3779B97F4A7C15L) >>> Long.numberOfLeadingZeros(mask));
        while (seen[h] != 0 && keys[h] != b) h = (h + 1) & mask;
        int s = seen[h]; seen[h] = s + 1; keys[h] = b; used[d] = h;
        int fresh = s == 0 ? 1 : 0; d += fresh; once += fresh - (s == 1 ? 1 : 0);
        if (d > MOST) return -1;
        if ((i + 1) % 128 == 0 && once > CpuConfig.wideSinglesMost(i + 1)) return -2;
      }
      return once > 0 ? -3 : d;
    } finally { for (int j = 0; j < d; j++) seen[used[j]] = 0; }
  }
  // positions as a running sum (n / 2m a step), the look every 128 reads outside the inner loop
  static int v2(int[] a, int from, int to) {
    int n = to - from, mask = 2047, d = 0, once = 0;
    long step = ((long) n << 32) / M, pos = ((long) from << 32) + step / 2; // (2i+1) n / 2m, in 32.32 fixed point
    try {
      for (int i0 = 0; i0 < M; i0 += 128) {
        for (int i = i0; i < i0 + 128; i++) {
          long b = a[(int) (pos >>> 32)];
          pos += step;
          int h = (int) ((b * 0x9E3779B97F4A7C15L) >>> 53);
          while (seen[h] != 0 && keys[h] != b) h = (h + 1) & mask;
          int s = seen[h]; seen[h] = s + 1; keys[h] = b; used[d] = h;
          int fresh = s == 0 ? 1 : 0; d += fresh; once += fresh - (s == 1 ? 1 : 0);
        }
        if (d > MOST) return -1;
        if (once > CpuConfig.wideSinglesMost(i0 + 128)) return -2;
      }
      return once > 0 ? -3 : d;
    } finally { for (int j = 0; j < Math.min(d, MOST + 1); j++) seen[used[j]] = 0; }
  }
  static int v3(int[] a, int from, int to) {
    int n = to - from, mask = 8191, d = 0, once = 0;
    long step = ((long) n << 32) / M, pos = ((long) from << 32) + step / 2; // (2i+1) n / 2m, in 32.32 fixed point
    try {
      for (int i0 = 0; i0 < M; i0 += 128) {
        for (int i = i0; i < i0 + 128; i++) {
          long b = a[(int) (pos >>> 32)];
          pos += step;
          int h = (int) ((b * 0x9E3779B97F4A7C15L) >>> 51);
          while (seen3[h] != 0 && keys3[h] != b) h = (h + 1) & mask;
          int s = seen3[h]; seen3[h] = s + 1; keys3[h] = b; used[d] = h;
          int fresh = s == 0 ? 1 : 0; d += fresh; once += fresh - (s == 1 ? 1 : 0);
        }
        if (d > MOST) return -1;
        if (once > CpuConfig.wideSinglesMost(i0 + 128)) return -2;
      }
      return once > 0 ? -3 : d;
    } finally { for (int j = 0; j < Math.min(d, MOST + 1); j++) seen3[used[j]] = 0; }
  }
  static int v4(int[] a, int from, int to) {
    int n = to - from, mask = 2047, d = 0, once = 0;
    long step = ((long) n << 32) / M, pos = ((long) from << 32) + step / 2; // (2i+1) n / 2m, in 32.32 fixed point
    try {
      for (int i0 = 0; i0 < M; i0 += 128) {
        for (int i = i0; i < i0 + 128; i++) {
          long b = a[(int) (pos >>> 32)];
          pos += step;
          int h = (int) ((b * 0x9E3779B97F4A7C15L) >>> 53);
          while (seen[h] != 0 && keys[h] != b) h = (h + 1) & mask;
          int s = seen[h]; seen[h] = s + 1; keys[h] = b; if (s == 0) used[d++] = h;
          once += (s == 0 ? 1 : 0) - (s == 1 ? 1 : 0);
        }
        if (d > MOST) return -1;
        if (once > CpuConfig.wideSinglesMost(i0 + 128)) return -2;
      }
      return once > 0 ? -3 : d;
    } finally { for (int j = 0; j < Math.min(d, MOST + 1); j++) seen[used[j]] = 0; }
  }
  public static void main(String[] x) {
    Distribution dist = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), blocks = Integer.parseInt(x[2]), k = x.length > 3 ? Integer.parseInt(x[3]) : 17, reps = 3400 / k;
    int[][] in = new int[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.ints(dist, n, s);
    long sink = 0;
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[5][k * reps];
      for (int r = 0; r < reps * k; r++) for (int j = 0; j < 5; j++) {
        int a = (j + r) % 5; int[] w = in[r % k];
        long t0 = System.nanoTime();
        int res = a == 0 ? (SampleSortInt.wideValues(w, 0, n) == null ? -9 : 1) : a == 1 ? v1(w, 0, n) : a == 2 ? v2(w, 0, n) : a == 3 ? v3(w, 0, n) : v4(w, 0, n);
        t[a][r] = System.nanoTime() - t0; sink += res;
      }
      StringBuilder sb = new StringBuilder("block " + b);
      for (int a = 0; a < 5; a++) { Arrays.sort(t[a]); sb.append(String.format(" V%d %.2f", a, t[a][t[a].length / 2] / 1e3)); }
      System.out.println(sb);
    }
    System.out.println(sink + " " + v1(in[0], 0, n) + " " + v2(in[0], 0, n) + " " + v3(in[0], 0, n) + " " + v4(in[0], 0, n));
  }
}
