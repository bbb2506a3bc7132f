// s109 scratch harness (dev VM): the parts of the few16 route at 2^10 (fewStart, SampleSort's sampledValues, the count
// and fill) against the sort and Arrays.sort; `grown` / `grown2` are this session's first sketches of the sample grown
// from the start's values, and `grow2` called FewCount.sampleGrown of the tried build, reverted since (see
// ../cpu-bench-2026-12-01-s109.md): against fc1cb64 that line does not compile. Run: java -cp samplesort.jar:.
// dev.samplesort.cpu.FwParts 1024 FEW_UNIQUE_16 17
package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class FwParts {
  interface Op { long run(int[] w); }
  static double time(int[][] ins, Op op, int reps) {
    int n = ins[0].length; int[] w = new int[n]; long[] s = new long[reps]; long sink = 0;
    for (int r = 0; r < reps; r++) { int[] in = ins[r % ins.length]; System.arraycopy(in, 0, w, 0, n); long t0 = System.nanoTime();
      sink += op.run(w); s[r] = System.nanoTime() - t0; }
    if (sink == 42) System.out.print("");
    Arrays.sort(s); return s[reps / 2];
  }

  static int[] grown(int[] start, int[] a, int from, int to, int most) {
    int[] s = new int[16]; Arrays.fill(s, Integer.MAX_VALUE); System.arraycopy(start, 0, s, 0, start.length);
    int d = start.length; int n = to - from, m = 128;
    for (int i = 0; i < m; i++) {
      int x = a[from + (int) ((2L * i + 1) * n / (2L * m))];
      int c = s[7] <= x ? 8 : 0;
      c += s[c + 3] <= x ? 4 : 0;
      c += s[c + 1] <= x ? 2 : 0;
      c += s[c] <= x ? 1 : 0;
      // c in [0, 15]: s[c - 1] <= x < s[c] (c = 15: s[14] <= x), or x >= s[15]
      int lo = s[15] <= x ? 15 : c - 1;
      if (lo < 0 || lo >= d || s[lo] != x) {
        if (d == most) return null;
        int at = lo + 1 > d ? d : lo + 1;
        System.arraycopy(s, at, s, at + 1, d - at); s[at] = x; d++;
      }
    }
    return d == most ? s : Arrays.copyOf(s, d);
  }
  static int[] grown2(int[] start, int[] a, int from, int to, int most) {
    int n = to - from, m = 128, d = start.length;
    int[] s = new int[m], ne = new int[m];
    for (int i = 0; i < m; i++) s[i] = a[from + (int) ((2L * i + 1) * n / (2L * m))];
    Arrays.fill(ne, 1);
    for (int k = 0; k < d; k++) {
      int v = start[k];
      for (int j = 0; j < m; j++) { int y = s[j] ^ v; ne[j] &= (y | -y) >>> 31; }
    }
    int c = 0;
    for (int j = 0; j < m; j++) { s[c] = s[j]; c += ne[j]; }
    if (c == 0) return start;
    int[] v = Arrays.copyOf(start, most);
    int dd = d;
    for (int j = 0; j < c; j++) {
      int x = s[j]; boolean seen = false;
      for (int k = d; k < dd; k++) seen |= v[k] == x;
      if (!seen) { if (dd == most) return null; v[dd++] = x; }
    }
    for (int i = 1; i < dd; i++) { int x = v[i]; int j = i - 1; for (; j >= 0 && v[j] > x; j--) v[j + 1] = v[j]; v[j + 1] = x; }
    return dd == most ? v : Arrays.copyOf(v, dd);
  }
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.valueOf(x[1]); int k = Integer.parseInt(x[2]);
    int[][] ii = new int[k][];
    for (int i = 0; i < k; i++) ii[i] = DataGenerator.ints(d, n, 100 + i);
    Op none = w -> w[0];
    Op start = w -> { int[] s = FewCountInt.fewStart(w, 0, w.length, 16, 8); return s == null ? 0 : s.length; };
    Op sample = w -> { int[] s = SampleSortInt.sampledValues(w, 0, w.length); return s == null ? 0 : s.length; };
    Op fill = w -> { int[] s = SampleSortInt.sampledValues(w, 0, w.length); return FewCountInt.fewFilled(w, 0, w.length, s, 1, 16) ? 1 : 0; };
    Op grow = w -> { int[] st = FewCountInt.fewStart(w, 0, w.length, 16, 8); if (st == null) return 0; int[] s = grown(st, w, 0, w.length, 16); return s == null ? 0 : s.length; };
    Op grow2 = w -> { int[] st = FewCountInt.fewStart(w, 0, w.length, 16, 8); if (st == null) return 0; int[] s = FewCountInt.sampleGrown(w, 0, w.length, st, 16); return s == null ? 0 : s.length; };
    Op check = w -> { int[] st = FewCountInt.fewStart(w, 0, w.length, 16, 8); if (st == null) return 0; int[] s = grown2(st, w, 0, w.length, 16); int[] t = SampleSortInt.sampledValues(w, 0, w.length); if (!Arrays.equals(s, t)) throw new AssertionError(Arrays.toString(s)+" "+Arrays.toString(t)); return 1; };
    Op ours = w -> { Sorter.cpu().sort(w); return w[1]; };
    Op jdk = w -> { Arrays.sort(w); return w[1]; };
    for (int[] in : ii) check.run(in.clone());
    for (int round = 0; round < 6; round++) {
      System.out.printf("round %d copy %.0f start %.0f sample %.0f sample+fill %.0f ours %.0f jdk %.0f start+grow %.0f start+grow2 %.0f%n", round,
        time(ii, none, 40000), time(ii, start, 40000), time(ii, sample, 40000), time(ii, fill, 40000), time(ii, ours, 40000), time(ii, jdk, 40000), time(ii, grow, 40000), time(ii, grow2, 40000));
    }
  }
}
