package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
// s139 probe: on T cores, a few-parts sort (a sample of splitters, a counting pass and a scatter pass in T slices,
// then P parts each sorted by Arrays.sort, claimed by whoever is free) against parallelSort, our sort, and the
// lower bound "T pieces sorted at once" (no partition). Rounds interleave the algorithms; medians.
// (counts and positions in each thread's own arrays: in one int[T][P] the rows share cache lines, and call 1's
// counting pass took 6 ms over 2^20 keys on 4 threads)
// java -cp jar:h dev.samplesort.cpu.Ps <T> <seconds per cell> <types> <log sizes> <dists> <parts list>
public class Ps {
  static long sink;
  static final int SAMPLE_PER_PART = 32;

  // ---- long ----
  static void partSort(long[] a, int n, int T, int P, long[] buf) {
    int lg = Integer.numberOfTrailingZeros(P);
    int S = SAMPLE_PER_PART * P;
    long[] s = new long[S];
    for (int i = 0; i < S; i++) s[i] = a[(int) ((long) n * i / S + (i * 7919L) % Math.max(1, n / S))];
    Arrays.sort(s);
    long[] sp = new long[P];
    for (int i = 0; i < P - 1; i++) sp[i] = s[(i + 1) * S / P];
    long[] tree = new long[P];
    build(tree, sp, 1, 0, P - 1);
    int[][] cnt = new int[T][P];
    int[] st = new int[T + 1];
    for (int t = 0; t <= T; t++) st[t] = (int) ((long) n * t / T);
    ForkJoinTask<?>[] ts = new ForkJoinTask<?>[T];
    long q0 = System.nanoTime();
    for (int t = 0; t < T; t++) { int bt = t; ts[t] = ForkJoinTask.adapt(() -> count(a, st[bt], st[bt + 1], tree, lg, P, cnt[bt])); }
    ForkJoinTask.invokeAll(ts);
    long q1 = System.nanoTime();
    int[] bd = new int[P + 1];
    for (int p = 0, o = 0; p < P; p++) { bd[p] = o; for (int t = 0; t < T; t++) { int c = cnt[t][p]; cnt[t][p] = o; o += c; } }
    bd[P] = n;
    for (int t = 0; t < T; t++) { int bt = t; ts[t] = ForkJoinTask.adapt(() -> scatter(a, st[bt], st[bt + 1], tree, lg, P, cnt[bt], buf)); }
    ForkJoinTask.invokeAll(ts);
    long q2 = System.nanoTime();
    AtomicInteger next = new AtomicInteger();
    for (int t = 0; t < T; t++) ts[t] = ForkJoinTask.adapt(() -> {
      for (int p; (p = next.getAndIncrement()) < P; ) { int lo = bd[p], len = bd[p + 1] - lo;
        System.arraycopy(buf, lo, a, lo, len); Arrays.sort(a, lo, lo + len); } });
    ForkJoinTask.invokeAll(ts);
    long q3 = System.nanoTime();
    PH[0] += q1 - q0; PH[1] += q2 - q1; PH[2] += q3 - q2; PH[3]++;
  }
  static final long[] PH = new long[4];
  static void build(long[] tree, long[] sp, int j, int lo, int hi) { // sp[lo, hi) into the implicit tree
    if (lo >= hi) return; int mid = (lo + hi) >>> 1; tree[j] = sp[mid];
    build(tree, sp, 2 * j, lo, mid); build(tree, sp, 2 * j + 1, mid + 1, hi);
  }
  static void count(long[] a, int from, int to, long[] tree, int lg, int P, int[] out) {
    int[] c = new int[P + 32]; // this thread's own counters: the T rows of one int[T][P] share cache lines
    count0(a, from, to, tree, lg, P, c);
    System.arraycopy(c, 0, out, 0, P);
  }
  static void count0(long[] a, int from, int to, long[] tree, int lg, int P, int[] c) {
    int i = from;
    for (; i + 4 <= to; i += 4) {
      long e0 = a[i], e1 = a[i + 1], e2 = a[i + 2], e3 = a[i + 3]; int j0 = 1, j1 = 1, j2 = 1, j3 = 1;
      for (int l = 0; l < lg; l++) { j0 = 2 * j0 + (e0 > tree[j0] ? 1 : 0); j1 = 2 * j1 + (e1 > tree[j1] ? 1 : 0);
        j2 = 2 * j2 + (e2 > tree[j2] ? 1 : 0); j3 = 2 * j3 + (e3 > tree[j3] ? 1 : 0); }
      c[j0 - P]++; c[j1 - P]++; c[j2 - P]++; c[j3 - P]++;
    }
    for (; i < to; i++) { long e = a[i]; int j = 1; for (int l = 0; l < lg; l++) j = 2 * j + (e > tree[j] ? 1 : 0); c[j - P]++; }
  }
  static void scatter(long[] a, int from, int to, long[] tree, int lg, int P, int[] at, long[] b) {
    int[] pos = Arrays.copyOf(at, P + 32); // (as count: this thread's own positions)
    scatter0(a, from, to, tree, lg, P, pos, b);
  }
  static void scatter0(long[] a, int from, int to, long[] tree, int lg, int P, int[] pos, long[] b) {
    int i = from;
    for (; i + 4 <= to; i += 4) {
      long e0 = a[i], e1 = a[i + 1], e2 = a[i + 2], e3 = a[i + 3]; int j0 = 1, j1 = 1, j2 = 1, j3 = 1;
      for (int l = 0; l < lg; l++) { j0 = 2 * j0 + (e0 > tree[j0] ? 1 : 0); j1 = 2 * j1 + (e1 > tree[j1] ? 1 : 0);
        j2 = 2 * j2 + (e2 > tree[j2] ? 1 : 0); j3 = 2 * j3 + (e3 > tree[j3] ? 1 : 0); }
      b[pos[j0 - P]++] = e0; b[pos[j1 - P]++] = e1; b[pos[j2 - P]++] = e2; b[pos[j3 - P]++] = e3;
    }
    for (; i < to; i++) { long e = a[i]; int j = 1; for (int l = 0; l < lg; l++) j = 2 * j + (e > tree[j] ? 1 : 0); b[pos[j - P]++] = e; }
  }

  // lanes: key i of a 4-key group counted / placed through lane (i & 3)'s own counters (no store-to-load chain)
  static void count4(long[] a, int from, int to, long[] tree, int lg, int P, int[] c) { // c: 4 * P
    int i = from;
    for (; i + 4 <= to; i += 4) {
      long e0 = a[i], e1 = a[i + 1], e2 = a[i + 2], e3 = a[i + 3]; int j0 = 1, j1 = 1, j2 = 1, j3 = 1;
      for (int l = 0; l < lg; l++) { j0 = 2 * j0 + (e0 > tree[j0] ? 1 : 0); j1 = 2 * j1 + (e1 > tree[j1] ? 1 : 0);
        j2 = 2 * j2 + (e2 > tree[j2] ? 1 : 0); j3 = 2 * j3 + (e3 > tree[j3] ? 1 : 0); }
      c[j0 - P]++; c[j1]++; c[j2 + P]++; c[j3 + 2 * P]++;
    }
    for (; i < to; i++) { long e = a[i]; int j = 1; for (int l = 0; l < lg; l++) j = 2 * j + (e > tree[j] ? 1 : 0); c[j - P]++; }
  }
  static void scatter4(long[] a, int from, int to, long[] tree, int lg, int P, int[] pos, long[] b) { // pos: 4 * P
    int i = from;
    for (; i + 4 <= to; i += 4) {
      long e0 = a[i], e1 = a[i + 1], e2 = a[i + 2], e3 = a[i + 3]; int j0 = 1, j1 = 1, j2 = 1, j3 = 1;
      for (int l = 0; l < lg; l++) { j0 = 2 * j0 + (e0 > tree[j0] ? 1 : 0); j1 = 2 * j1 + (e1 > tree[j1] ? 1 : 0);
        j2 = 2 * j2 + (e2 > tree[j2] ? 1 : 0); j3 = 2 * j3 + (e3 > tree[j3] ? 1 : 0); }
      b[pos[j0 - P]++] = e0; b[pos[j1]++] = e1; b[pos[j2 + P]++] = e2; b[pos[j3 + 2 * P]++] = e3;
    }
    for (; i < to; i++) { long e = a[i]; int j = 1; for (int l = 0; l < lg; l++) j = 2 * j + (e > tree[j] ? 1 : 0); b[pos[j - P]++] = e; }
  }
  static void pieces(long[] a, int n, int T) {
    ForkJoinTask<?>[] ts = new ForkJoinTask<?>[T];
    for (int t = 0; t < T; t++) { int lo = (int) ((long) n * t / T), hi = (int) ((long) n * (t + 1) / T); ts[t] = ForkJoinTask.adapt(() -> Arrays.sort(a, lo, hi)); }
    ForkJoinTask.invokeAll(ts);
  }

  // ---- int ----
  static void partSort(int[] a, int n, int T, int P, int[] buf) {
    int lg = Integer.numberOfTrailingZeros(P);
    int S = SAMPLE_PER_PART * P;
    int[] s = new int[S];
    for (int i = 0; i < S; i++) s[i] = a[(int) ((long) n * i / S + (i * 7919L) % Math.max(1, n / S))];
    Arrays.sort(s);
    int[] sp = new int[P];
    for (int i = 0; i < P - 1; i++) sp[i] = s[(i + 1) * S / P];
    int[] tree = new int[P];
    build(tree, sp, 1, 0, P - 1);
    int[][] cnt = new int[T][P];
    int[] st = new int[T + 1];
    for (int t = 0; t <= T; t++) st[t] = (int) ((long) n * t / T);
    ForkJoinTask<?>[] ts = new ForkJoinTask<?>[T];
    for (int t = 0; t < T; t++) { int bt = t; ts[t] = ForkJoinTask.adapt(() -> count(a, st[bt], st[bt + 1], tree, lg, P, cnt[bt])); }
    ForkJoinTask.invokeAll(ts);
    int[] bd = new int[P + 1];
    for (int p = 0, o = 0; p < P; p++) { bd[p] = o; for (int t = 0; t < T; t++) { int c = cnt[t][p]; cnt[t][p] = o; o += c; } }
    bd[P] = n;
    for (int t = 0; t < T; t++) { int bt = t; ts[t] = ForkJoinTask.adapt(() -> scatter(a, st[bt], st[bt + 1], tree, lg, P, cnt[bt], buf)); }
    ForkJoinTask.invokeAll(ts);
    AtomicInteger next = new AtomicInteger();
    for (int t = 0; t < T; t++) ts[t] = ForkJoinTask.adapt(() -> {
      for (int p; (p = next.getAndIncrement()) < P; ) { int lo = bd[p], len = bd[p + 1] - lo;
        System.arraycopy(buf, lo, a, lo, len); Arrays.sort(a, lo, lo + len); } });
    ForkJoinTask.invokeAll(ts);
  }
  static void build(int[] tree, int[] sp, int j, int lo, int hi) {
    if (lo >= hi) return; int mid = (lo + hi) >>> 1; tree[j] = sp[mid];
    build(tree, sp, 2 * j, lo, mid); build(tree, sp, 2 * j + 1, mid + 1, hi);
  }
  static void count(int[] a, int from, int to, int[] tree, int lg, int P, int[] out) {
    int[] c = new int[P + 32]; // this thread's own counters: the T rows of one int[T][P] share cache lines
    count0(a, from, to, tree, lg, P, c);
    System.arraycopy(c, 0, out, 0, P);
  }
  static void count0(int[] a, int from, int to, int[] tree, int lg, int P, int[] c) {
    int i = from;
    for (; i + 4 <= to; i += 4) {
      int e0 = a[i], e1 = a[i + 1], e2 = a[i + 2], e3 = a[i + 3]; int j0 = 1, j1 = 1, j2 = 1, j3 = 1;
      for (int l = 0; l < lg; l++) { j0 = 2 * j0 + (e0 > tree[j0] ? 1 : 0); j1 = 2 * j1 + (e1 > tree[j1] ? 1 : 0);
        j2 = 2 * j2 + (e2 > tree[j2] ? 1 : 0); j3 = 2 * j3 + (e3 > tree[j3] ? 1 : 0); }
      c[j0 - P]++; c[j1 - P]++; c[j2 - P]++; c[j3 - P]++;
    }
    for (; i < to; i++) { int e = a[i]; int j = 1; for (int l = 0; l < lg; l++) j = 2 * j + (e > tree[j] ? 1 : 0); c[j - P]++; }
  }
  static void scatter(int[] a, int from, int to, int[] tree, int lg, int P, int[] at, int[] b) {
    int[] pos = Arrays.copyOf(at, P + 32); // (as count: this thread's own positions)
    scatter0(a, from, to, tree, lg, P, pos, b);
  }
  static void scatter0(int[] a, int from, int to, int[] tree, int lg, int P, int[] pos, int[] b) {
    int i = from;
    for (; i + 4 <= to; i += 4) {
      int e0 = a[i], e1 = a[i + 1], e2 = a[i + 2], e3 = a[i + 3]; int j0 = 1, j1 = 1, j2 = 1, j3 = 1;
      for (int l = 0; l < lg; l++) { j0 = 2 * j0 + (e0 > tree[j0] ? 1 : 0); j1 = 2 * j1 + (e1 > tree[j1] ? 1 : 0);
        j2 = 2 * j2 + (e2 > tree[j2] ? 1 : 0); j3 = 2 * j3 + (e3 > tree[j3] ? 1 : 0); }
      b[pos[j0 - P]++] = e0; b[pos[j1 - P]++] = e1; b[pos[j2 - P]++] = e2; b[pos[j3 - P]++] = e3;
    }
    for (; i < to; i++) { int e = a[i]; int j = 1; for (int l = 0; l < lg; l++) j = 2 * j + (e > tree[j] ? 1 : 0); b[pos[j - P]++] = e; }
  }
  static void pieces(int[] a, int n, int T) {
    ForkJoinTask<?>[] ts = new ForkJoinTask<?>[T];
    for (int t = 0; t < T; t++) { int lo = (int) ((long) n * t / T), hi = (int) ((long) n * (t + 1) / T); ts[t] = ForkJoinTask.adapt(() -> Arrays.sort(a, lo, hi)); }
    ForkJoinTask.invokeAll(ts);
  }

  public static void main(String[] x) {
    int T = Integer.parseInt(x[0]); double secs = Double.parseDouble(x[1]);
    int[] partsList = Arrays.stream(x[5].split(",")).mapToInt(Integer::parseInt).toArray();
    System.out.printf("T=%d processors=%d pool=%d%n", T, Runtime.getRuntime().availableProcessors(),
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism());
    for (String type : x[2].split(",")) for (String sz : x[3].split(",")) for (String dn : x[4].split(",")) {
      int n = 1 << Integer.parseInt(sz); Distribution d = Distribution.parse(dn); int K = 9;
      boolean L = type.equals("long");
      long[][] ll = null; int[][] ii = null; long[] wl = null, bl = null, refl = null; int[] wi = null, bi = null, refi = null;
      if (L) { ll = new long[K][]; for (int s = 0; s < K; s++) ll[s] = DataGenerator.longs(d, n, s); wl = new long[n]; bl = new long[n]; }
      else { ii = new int[K][]; for (int s = 0; s < K; s++) ii[s] = DataGenerator.ints(d, n, s); wi = new int[n]; bi = new int[n]; }
      int A = 3 + partsList.length; // 0 par, 1 ours, 2 pieces, 3.. parts
      double[][] t = new double[A][1 << 15]; int m = 0, round = 0;
      long start = System.nanoTime(), warm = (long) (secs * 0.3e9), end = (long) (secs * 1.3e9);
      while (m < t[0].length && System.nanoTime() - start < end) {
        boolean timed = System.nanoTime() - start > warm;
        for (int k0 = 0; k0 < A; k0++) {
          int k = (k0 + round) % A, in = (round + k) % K;
          long q;
          if (L) { System.arraycopy(ll[in], 0, wl, 0, n); q = System.nanoTime();
            if (k == 0) Arrays.parallelSort(wl); else if (k == 1) SampleSortLong.sort(wl, 0, n, T); else if (k == 2) pieces(wl, n, T);
            else partSort(wl, n, T, partsList[k - 3], bl);
            q = System.nanoTime() - q;
            if (round < 3 && k != 2) { long[] r = ll[in].clone(); Arrays.sort(r); if (!Arrays.equals(r, wl)) throw new AssertionError("wrong " + k); }
            sink += wl[n / 2]; }
          else { System.arraycopy(ii[in], 0, wi, 0, n); q = System.nanoTime();
            if (k == 0) Arrays.parallelSort(wi); else if (k == 1) SampleSortInt.sort(wi, 0, n, T); else if (k == 2) pieces(wi, n, T);
            else partSort(wi, n, T, partsList[k - 3], bi);
            q = System.nanoTime() - q;
            if (round < 3 && k != 2) { int[] r = ii[in].clone(); Arrays.sort(r); if (!Arrays.equals(r, wi)) throw new AssertionError("wrong " + k); }
            sink += wi[n / 2]; }
          if (timed) t[k][m] = q / 1e6;
        }
        if (timed) m++;
        round++;
      }
      String route = String.valueOf(CpuConfig.lastRoute);
      StringBuilder sb = new StringBuilder(String.format("%s %s 2^%s rounds %d: par %.3f", type, dn, sz, m, med(t[0], m)));
      double par = med(t[0], m);
      sb.append(String.format(" | ours %.3f (%.2fx, %s) | pieces %.3f (%.2fx)", med(t[1], m), par / med(t[1], m), route, med(t[2], m), par / med(t[2], m)));
      for (int k = 3; k < A; k++) sb.append(String.format(" | P=%d %.3f (%.2fx)", partsList[k - 3], med(t[k], m), par / med(t[k], m)));
      System.out.println(sb);
      if (PH[3] > 0) System.out.printf("   long partSort phases (all P, mean): count %.3f scatter %.3f parts %.3f ms%n", PH[0]/1e6/PH[3], PH[1]/1e6/PH[3], PH[2]/1e6/PH[3]);
      Arrays.fill(PH, 0);
    }
    if (sink == 42) System.out.println();
  }
  static double med(double[] v, int m) { double[] c = Arrays.copyOf(v, m); Arrays.sort(c); return c[m / 2]; }
}
