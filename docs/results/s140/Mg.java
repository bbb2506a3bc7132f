package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
import java.util.concurrent.ForkJoinTask;
// s140 probe: on T cores (a common pool of T - 1 workers and the caller, where the JDK's parallelSort has no merge
// levels below 8 workers), a merge route: the input's T slices sorted by Arrays.sort at once ("pieces", s139's
// bound), then rounds of two-way merges between a and an n-element buffer, each round's output cut into T equal
// ranges (co-ranks by binary search), one per thread; an odd round count ends with a copy back. Against
// parallelSort, our sort and the pieces alone. Rounds rotate the algorithms; medians.
// java -cp jar:h dev.samplesort.cpu.Mg <T> <seconds per cell> <types> <log sizes> <dists>
public class Mg {
  static long sink;
  static final long[] PH = new long[4];

  static int less(long a, long b) { long d = a - b; return (int) ((d ^ ((a ^ b) & (d ^ a))) >>> 63); }
  static int less(int a, int b) { int d = a - b; return (d ^ ((a ^ b) & (d ^ a))) >>> 31; }

  // ---- long ----
  /** Sorted runs at bounds b[0..m] of s merged pairwise into d; returns the new bounds. Thread t of T. */
  static void mergeRound(long[] s, long[] d, int[] b, int m, int n, int t, int T) {
    int lo = (int) ((long) n * t / T), hi = (int) ((long) n * (t + 1) / T);
    for (int p = 0; p < m; p += 2) {
      int a0 = b[p], a1 = b[p + 1], b1 = p + 1 < m ? b[p + 2] : a1; // an odd last run is copied (a1 == b1)
      int o0 = a0, o1 = b1; // this merge's output range [a0, b1)
      int from = Math.max(lo, o0), to = Math.min(hi, o1);
      if (from >= to) continue;
      if (a1 == b1) { System.arraycopy(s, from, d, from, to - from); continue; }
      merge4(s, a0, a1, b1, d, from, to);
    }
  }
  /** How many of the output's first k come from A = s[a0, a1) (B = s[b0, b1)); ties from A first. */
  static int coRank(long[] s, int a0, int a1, int b0, int b1, int k) {
    int la = a1 - a0, lb = b1 - b0;
    int lo = Math.max(0, k - lb), hi = Math.min(k, la); // i in [lo, hi]
    while (lo < hi) {
      int i = (lo + hi) >>> 1, j = k - i; // take i from A, j from B: too few from A if A[i] <= B[j - 1]
      if (s[a0 + i] <= s[b0 + j - 1]) lo = i + 1; else hi = i;
    }
    return a0 + lo;
  }
  static void merge(long[] s, int i, int ie, int j, int je, long[] d, int k, int ke) {
    while (k < ke && i < ie && j < je) {
      int n = Math.min(ke - k, Math.min(ie - i, je - j)); // n steps can't run out of either side
      for (int e = k + n; k < e; k++) {
        long x = s[i], y = s[j]; int tb = less(y, x);
        d[k] = x + ((y - x) & -(long) tb); j += tb; i += 1 - tb;
      }
    }
    if (k < ke) { if (i < ie) System.arraycopy(s, i, d, k, ke - k); else System.arraycopy(s, j, d, k, ke - k); }
  }
  /** Output d[from, to) of the merge of s[a0, a1) and s[a1, b1): four independent chains (quarters by co-rank),
   *  interleaved, so that the loads of one don't wait on the compare of another. */
  static void merge4(long[] s, int a0, int a1, int b1, long[] d, int from, int to) {
    int len = to - from;
    int[] ii = new int[5], jj = new int[5], kk = new int[5];
    for (int c = 0; c <= 4; c++) { int k = from + (int) ((long) len * c / 4); kk[c] = k;
      ii[c] = coRank(s, a0, a1, a1, b1, k - a0); jj[c] = a1 + (k - a0) - (ii[c] - a0); }
    int i0 = ii[0], i1 = ii[1], i2 = ii[2], i3 = ii[3], j0 = jj[0], j1 = jj[1], j2 = jj[2], j3 = jj[3];
    int k0 = kk[0], k1 = kk[1], k2 = kk[2], k3 = kk[3];
    while (true) {
      int n = Math.min(Math.min(Math.min(ii[1] - i0, jj[1] - j0), Math.min(ii[2] - i1, jj[2] - j1)),
          Math.min(Math.min(ii[3] - i2, jj[3] - j2), Math.min(ii[4] - i3, jj[4] - j3)));
      n = Math.min(n, Math.min(Math.min(kk[1] - k0, kk[2] - k1), Math.min(kk[3] - k2, kk[4] - k3)));
      if (n <= 0) break;
      for (int e = 0; e < n; e++) {
        long x0 = s[i0], y0 = s[j0], x1 = s[i1], y1 = s[j1], x2 = s[i2], y2 = s[j2], x3 = s[i3], y3 = s[j3];
        int t0 = less(y0, x0), t1 = less(y1, x1), t2 = less(y2, x2), t3 = less(y3, x3);
        d[k0++] = x0 + ((y0 - x0) & -(long) t0); d[k1++] = x1 + ((y1 - x1) & -(long) t1);
        d[k2++] = x2 + ((y2 - x2) & -(long) t2); d[k3++] = x3 + ((y3 - x3) & -(long) t3);
        j0 += t0; i0 += 1 - t0; j1 += t1; i1 += 1 - t1; j2 += t2; i2 += 1 - t2; j3 += t3; i3 += 1 - t3;
      }
    }
    merge(s, i0, ii[1], j0, jj[1], d, k0, kk[1]); merge(s, i1, ii[2], j1, jj[2], d, k1, kk[2]);
    merge(s, i2, ii[3], j2, jj[3], d, k2, kk[3]); merge(s, i3, ii[4], j3, jj[4], d, k3, kk[4]);
  }
  static void mergeSort(long[] a, int n, int T, long[] buf) {
    ForkJoinTask<?>[] ts = new ForkJoinTask<?>[T];
    int[] b = new int[T + 1];
    for (int t = 0; t <= T; t++) b[t] = (int) ((long) n * t / T);
    long q0 = System.nanoTime();
    for (int t = 0; t < T; t++) { int lo = b[t], hi = b[t + 1]; ts[t] = ForkJoinTask.adapt(() -> Arrays.sort(a, lo, hi)); }
    ForkJoinTask.invokeAll(ts);
    long q1 = System.nanoTime();
    long[] s = a, d = buf; int m = T;
    while (m > 1) {
      final long[] fs = s, fd = d; final int[] fb = b; final int fm = m;
      for (int t = 0; t < T; t++) { int bt = t; ts[t] = ForkJoinTask.adapt(() -> mergeRound(fs, fd, fb, fm, n, bt, T)); }
      ForkJoinTask.invokeAll(ts);
      int m2 = (m + 1) / 2; int[] nb = new int[m2 + 1];
      for (int p = 0; p < m2; p++) nb[p] = b[2 * p];
      nb[m2] = n; b = nb; m = m2; long[] x = s; s = d; d = x;
    }
    long q2 = System.nanoTime();
    if (s != a) {
      final long[] fs = s;
      for (int t = 0; t < T; t++) { int lo = (int) ((long) n * t / T), hi = (int) ((long) n * (t + 1) / T);
        ts[t] = ForkJoinTask.adapt(() -> System.arraycopy(fs, lo, a, lo, hi - lo)); }
      ForkJoinTask.invokeAll(ts);
    }
    long q3 = System.nanoTime();
    PH[0] += q1 - q0; PH[1] += q2 - q1; PH[2] += q3 - q2; PH[3]++;
  }
  static void pieces(long[] a, int n, int T) {
    ForkJoinTask<?>[] ts = new ForkJoinTask<?>[T];
    for (int t = 0; t < T; t++) { int lo = (int) ((long) n * t / T), hi = (int) ((long) n * (t + 1) / T); ts[t] = ForkJoinTask.adapt(() -> Arrays.sort(a, lo, hi)); }
    ForkJoinTask.invokeAll(ts);
  }

  // ---- int ----
  static void mergeRound(int[] s, int[] d, int[] b, int m, int n, int t, int T) {
    int lo = (int) ((long) n * t / T), hi = (int) ((long) n * (t + 1) / T);
    for (int p = 0; p < m; p += 2) {
      int a0 = b[p], a1 = b[p + 1], b1 = p + 1 < m ? b[p + 2] : a1; // an odd last run is copied (a1 == b1)
      int o0 = a0, o1 = b1;
      int from = Math.max(lo, o0), to = Math.min(hi, o1);
      if (from >= to) continue;
      if (a1 == b1) { System.arraycopy(s, from, d, from, to - from); continue; }
      merge4(s, a0, a1, b1, d, from, to);
    }
  }
  static int coRank(int[] s, int a0, int a1, int b0, int b1, int k) {
    int la = a1 - a0, lb = b1 - b0;
    int lo = Math.max(0, k - lb), hi = Math.min(k, la);
    while (lo < hi) {
      int i = (lo + hi) >>> 1, j = k - i;
      if (s[a0 + i] <= s[b0 + j - 1]) lo = i + 1; else hi = i;
    }
    return a0 + lo;
  }
  static void merge(int[] s, int i, int ie, int j, int je, int[] d, int k, int ke) {
    while (k < ke && i < ie && j < je) {
      int n = Math.min(ke - k, Math.min(ie - i, je - j));
      for (int e = k + n; k < e; k++) {
        int x = s[i], y = s[j]; int tb = less(y, x);
        d[k] = x + ((y - x) & -tb); j += tb; i += 1 - tb;
      }
    }
    if (k < ke) { if (i < ie) System.arraycopy(s, i, d, k, ke - k); else System.arraycopy(s, j, d, k, ke - k); }
  }
  /** Output d[from, to) of the merge of s[a0, a1) and s[a1, b1): four independent chains (quarters by co-rank),
   *  interleaved, so that the loads of one don't wait on the compare of another. */
  static void merge4(int[] s, int a0, int a1, int b1, int[] d, int from, int to) {
    int len = to - from;
    int[] ii = new int[5], jj = new int[5], kk = new int[5];
    for (int c = 0; c <= 4; c++) { int k = from + (int) ((long) len * c / 4); kk[c] = k;
      ii[c] = coRank(s, a0, a1, a1, b1, k - a0); jj[c] = a1 + (k - a0) - (ii[c] - a0); }
    int i0 = ii[0], i1 = ii[1], i2 = ii[2], i3 = ii[3], j0 = jj[0], j1 = jj[1], j2 = jj[2], j3 = jj[3];
    int k0 = kk[0], k1 = kk[1], k2 = kk[2], k3 = kk[3];
    while (true) {
      int n = Math.min(Math.min(Math.min(ii[1] - i0, jj[1] - j0), Math.min(ii[2] - i1, jj[2] - j1)),
          Math.min(Math.min(ii[3] - i2, jj[3] - j2), Math.min(ii[4] - i3, jj[4] - j3)));
      n = Math.min(n, Math.min(Math.min(kk[1] - k0, kk[2] - k1), Math.min(kk[3] - k2, kk[4] - k3)));
      if (n <= 0) break;
      for (int e = 0; e < n; e++) {
        int x0 = s[i0], y0 = s[j0], x1 = s[i1], y1 = s[j1], x2 = s[i2], y2 = s[j2], x3 = s[i3], y3 = s[j3];
        int t0 = less(y0, x0), t1 = less(y1, x1), t2 = less(y2, x2), t3 = less(y3, x3);
        d[k0++] = x0 + ((y0 - x0) & -t0); d[k1++] = x1 + ((y1 - x1) & -t1);
        d[k2++] = x2 + ((y2 - x2) & -t2); d[k3++] = x3 + ((y3 - x3) & -t3);
        j0 += t0; i0 += 1 - t0; j1 += t1; i1 += 1 - t1; j2 += t2; i2 += 1 - t2; j3 += t3; i3 += 1 - t3;
      }
    }
    merge(s, i0, ii[1], j0, jj[1], d, k0, kk[1]); merge(s, i1, ii[2], j1, jj[2], d, k1, kk[2]);
    merge(s, i2, ii[3], j2, jj[3], d, k2, kk[3]); merge(s, i3, ii[4], j3, jj[4], d, k3, kk[4]);
  }
  static void mergeSort(int[] a, int n, int T, int[] buf) {
    ForkJoinTask<?>[] ts = new ForkJoinTask<?>[T];
    int[] b = new int[T + 1];
    for (int t = 0; t <= T; t++) b[t] = (int) ((long) n * t / T);
    long q0 = System.nanoTime();
    for (int t = 0; t < T; t++) { int lo = b[t], hi = b[t + 1]; ts[t] = ForkJoinTask.adapt(() -> Arrays.sort(a, lo, hi)); }
    ForkJoinTask.invokeAll(ts);
    long q1 = System.nanoTime();
    int[] s = a, d = buf; int m = T;
    while (m > 1) {
      final int[] fs = s, fd = d; final int[] fb = b; final int fm = m;
      for (int t = 0; t < T; t++) { int bt = t; ts[t] = ForkJoinTask.adapt(() -> mergeRound(fs, fd, fb, fm, n, bt, T)); }
      ForkJoinTask.invokeAll(ts);
      int m2 = (m + 1) / 2; int[] nb = new int[m2 + 1];
      for (int p = 0; p < m2; p++) nb[p] = b[2 * p];
      nb[m2] = n; b = nb; m = m2; int[] x = s; s = d; d = x;
    }
    long q2 = System.nanoTime();
    if (s != a) {
      final int[] fs = s;
      for (int t = 0; t < T; t++) { int lo = (int) ((long) n * t / T), hi = (int) ((long) n * (t + 1) / T);
        ts[t] = ForkJoinTask.adapt(() -> System.arraycopy(fs, lo, a, lo, hi - lo)); }
      ForkJoinTask.invokeAll(ts);
    }
    long q3 = System.nanoTime();
    PH[0] += q1 - q0; PH[1] += q2 - q1; PH[2] += q3 - q2; PH[3]++;
  }
  static void pieces(int[] a, int n, int T) {
    ForkJoinTask<?>[] ts = new ForkJoinTask<?>[T];
    for (int t = 0; t < T; t++) { int lo = (int) ((long) n * t / T), hi = (int) ((long) n * (t + 1) / T); ts[t] = ForkJoinTask.adapt(() -> Arrays.sort(a, lo, hi)); }
    ForkJoinTask.invokeAll(ts);
  }

  public static void main(String[] x) {
    int T = Integer.parseInt(x[0]); double secs = Double.parseDouble(x[1]);
    System.out.printf("T=%d processors=%d pool=%d%n", T, Runtime.getRuntime().availableProcessors(),
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism());
    for (String type : x[2].split(",")) for (String sz : x[3].split(",")) for (String dn : x[4].split(",")) {
      int n = 1 << Integer.parseInt(sz); Distribution d = Distribution.parse(dn); int K = 9;
      boolean L = type.equals("long");
      long[][] ll = null; int[][] ii = null; long[] wl = null, bl = null; int[] wi = null, bi = null;
      if (L) { ll = new long[K][]; for (int s = 0; s < K; s++) ll[s] = DataGenerator.longs(d, n, s); wl = new long[n]; bl = new long[n]; }
      else { ii = new int[K][]; for (int s = 0; s < K; s++) ii[s] = DataGenerator.ints(d, n, s); wi = new int[n]; bi = new int[n]; }
      int A = 4; // 0 par, 1 ours, 2 pieces, 3 merge route
      double[][] t = new double[A][1 << 15]; int m = 0, round = 0;
      long start = System.nanoTime(), warm = (long) (secs * 0.3e9), end = (long) (secs * 1.3e9);
      while (m < t[0].length && System.nanoTime() - start < end) {
        boolean timed = System.nanoTime() - start > warm;
        if (!timed) Arrays.fill(PH, 0);
        for (int k0 = 0; k0 < A; k0++) {
          int k = (k0 + round) % A, in = (round + k) % K;
          long q;
          if (L) { System.arraycopy(ll[in], 0, wl, 0, n); q = System.nanoTime();
            if (k == 0) Arrays.parallelSort(wl); else if (k == 1) SampleSortLong.sort(wl, 0, n, T); else if (k == 2) pieces(wl, n, T);
            else mergeSort(wl, n, T, bl);
            q = System.nanoTime() - q;
            if (round < 3 && k != 2) { long[] r = ll[in].clone(); Arrays.sort(r); if (!Arrays.equals(r, wl)) throw new AssertionError("wrong " + k); }
            sink += wl[n / 2]; }
          else { System.arraycopy(ii[in], 0, wi, 0, n); q = System.nanoTime();
            if (k == 0) Arrays.parallelSort(wi); else if (k == 1) SampleSortInt.sort(wi, 0, n, T); else if (k == 2) pieces(wi, n, T);
            else mergeSort(wi, n, T, bi);
            q = System.nanoTime() - q;
            if (round < 3 && k != 2) { int[] r = ii[in].clone(); Arrays.sort(r); if (!Arrays.equals(r, wi)) throw new AssertionError("wrong " + k); }
            sink += wi[n / 2]; }
          if (timed) t[k][m] = q / 1e6;
        }
        if (timed) m++;
        round++;
      }
      String route = String.valueOf(CpuConfig.lastRoute);
      double par = med(t[0], m);
      System.out.printf("%s %s 2^%s rounds %d: par %.3f | ours %.3f (%.2fx, %s) | pieces %.3f (%.2fx) | merge %.3f (%.2fx)"
          + " [pieces %.3f merges %.3f copy %.3f]%n", type, dn, sz, m, par, med(t[1], m), par / med(t[1], m), route,
          med(t[2], m), par / med(t[2], m), med(t[3], m), par / med(t[3], m),
          PH[0] / 1e6 / PH[3], PH[1] / 1e6 / PH[3], PH[2] / 1e6 / PH[3]);
      Arrays.fill(PH, 0);
    }
    if (sink == 42) System.out.println();
  }
  static double med(double[] v, int m) { double[] c = Arrays.copyOf(v, m); Arrays.sort(c); return c[m / 2]; }
}
