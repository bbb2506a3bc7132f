package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// s139: the log-cell classification of long keys: the library's, a copy, the copy with linear cells, without the
// equality step, and with its counts in two or four lanes' own arrays (one JVM, variants in turn; cells/eq variants
// time the cost only, their buckets are not the library's)
public class E6 {
  static long sink;
  static void classify(SplittersLong sp, long[] src, int so, int n, char[] oracle, int oo, int[] cnt, int lanes) { classify(sp,src,so,n,oracle,oo,cnt,lanes,sp.cellLog,sp.equal); }
  static void classify(SplittersLong sp, long[] src, int so, int n, char[] oracle, int oo, int[] cnt, int lanes, boolean log, boolean eq) {
    final char[] cs = sp.cellStart;
    final long[] t = sp.ordSearch, s = sp.ordSorted;
    final int shift = sp.cellShift, last = cs.length - 1, half = (1 << sp.cellSteps) >> 1, top = sp.cellTop;
    final long base = sp.cellBase;
    final int nbk = sp.numBuckets;
    final int o1 = lanes >= 2 ? nbk : 0, o2 = lanes >= 4 ? 2 * nbk : 0, o3 = lanes >= 4 ? 3 * nbk : o1;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
      long e0 = src[so + i], e1 = src[so + i + 1], e2 = src[so + i + 2], e3 = src[so + i + 3];
      long e4 = src[so + i + 4], e5 = src[so + i + 5], e6 = src[so + i + 6], e7 = src[so + i + 7];
      int j0 = cs[SplittersLong.cellOf(e0, log, shift, base, top, last)];
      int j1 = cs[SplittersLong.cellOf(e1, log, shift, base, top, last)];
      int j2 = cs[SplittersLong.cellOf(e2, log, shift, base, top, last)];
      int j3 = cs[SplittersLong.cellOf(e3, log, shift, base, top, last)];
      int j4 = cs[SplittersLong.cellOf(e4, log, shift, base, top, last)];
      int j5 = cs[SplittersLong.cellOf(e5, log, shift, base, top, last)];
      int j6 = cs[SplittersLong.cellOf(e6, log, shift, base, top, last)];
      int j7 = cs[SplittersLong.cellOf(e7, log, shift, base, top, last)];
      for (int h = half; h > 0; h >>= 1) {
        j0 += h & -SplittersLong.less(t[j0 + h - 1], e0); j1 += h & -SplittersLong.less(t[j1 + h - 1], e1);
        j2 += h & -SplittersLong.less(t[j2 + h - 1], e2); j3 += h & -SplittersLong.less(t[j3 + h - 1], e3);
        j4 += h & -SplittersLong.less(t[j4 + h - 1], e4); j5 += h & -SplittersLong.less(t[j5 + h - 1], e5);
        j6 += h & -SplittersLong.less(t[j6 + h - 1], e6); j7 += h & -SplittersLong.less(t[j7 + h - 1], e7);
      }
      if (eq) {
        j0 = 2 * j0 + 1 - SplittersLong.differ(e0, s[j0]); j1 = 2 * j1 + 1 - SplittersLong.differ(e1, s[j1]);
        j2 = 2 * j2 + 1 - SplittersLong.differ(e2, s[j2]); j3 = 2 * j3 + 1 - SplittersLong.differ(e3, s[j3]);
        j4 = 2 * j4 + 1 - SplittersLong.differ(e4, s[j4]); j5 = 2 * j5 + 1 - SplittersLong.differ(e5, s[j5]);
        j6 = 2 * j6 + 1 - SplittersLong.differ(e6, s[j6]); j7 = 2 * j7 + 1 - SplittersLong.differ(e7, s[j7]);
      }
      oracle[oo + i] = (char) j0; oracle[oo + i + 1] = (char) j1; oracle[oo + i + 2] = (char) j2; oracle[oo + i + 3] = (char) j3;
      oracle[oo + i + 4] = (char) j4; oracle[oo + i + 5] = (char) j5; oracle[oo + i + 6] = (char) j6; oracle[oo + i + 7] = (char) j7;
      cnt[j0]++; cnt[o1 + j1]++; cnt[o2 + j2]++; cnt[o3 + j3]++; cnt[j4]++; cnt[o1 + j5]++; cnt[o2 + j6]++; cnt[o3 + j7]++;
    }
    for (; i < n; i++) {
      long o = src[so + i];
      int j = cs[SplittersLong.cellOf(o, log, shift, base, top, last)];
      for (int h = half; h > 0; h >>= 1) j += h & -SplittersLong.less(t[j + h - 1], o);
      if (eq) j = 2 * j + 1 - SplittersLong.differ(o, s[j]);
      oracle[oo + i] = (char) j; cnt[j]++;
    }
    for (int l = 1; l < lanes; l++) for (int k = 0; k < nbk; k++) { cnt[k] += cnt[l * nbk + k]; cnt[l * nbk + k] = 0; }
  }
  public static void main(String[] x) {
    int reps = Integer.parseInt(x[0]);
    for (String sz : x[1].split(",")) for (String dn : x[2].split(",")) {
      int n = 1 << Integer.parseInt(sz);
      long[] a = DataGenerator.longs(Distribution.parse(dn), n, 1); char[] or = new char[n];
      SplittersLong sp = SplittersLong.sample(a, 0, n, 8, 77);
      int nbk = sp.numBuckets; double[][] t = new double[6][reps]; int[] ref = null;
      for (int r = -reps; r < reps; r++) for (int v = 0; v < 6; v++) {
        int[] cnt = new int[4 * nbk];
        long q = System.nanoTime();
        if (v == 0) ClassifierLong.classify(sp, a, 0, n, or, 0, cnt);
        else classify(sp, a, 0, n, or, 0, cnt, v == 4 ? 2 : v == 5 ? 4 : 1, v == 2 ? false : sp.cellLog, v == 3 ? false : sp.equal);
        q = System.nanoTime() - q;
        int[] c = Arrays.copyOf(cnt, nbk);
        
        sink += or[n / 3];
        if (r >= 0) t[v][r] = q / 1e6;
      }
      for (double[] v : t) Arrays.sort(v);
      System.out.printf("long %s 2^%s k=%d: classify now %.3f, copy %.3f, linear cells %.3f, no eq %.3f, 2 lanes %.3f, 4 lanes %.3f ms%n",
          dn, sz, nbk, t[0][reps/2], t[1][reps/2], t[2][reps/2], t[3][reps/2], t[4][reps/2], t[5][reps/2]);
    }
    if (sink == 42) System.out.println();
  }
}
