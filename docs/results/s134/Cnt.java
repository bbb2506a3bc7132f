// s134: the few-values count of n int keys over d sorted values, one thread, variants timed in rotation (medians of
// 20000 calls, ns): v0 the product's equality passes (sign bits of y | -y, y = a[j] ^ v[k]); v1 two values a pass;
// v2 `a[j] == x ? 1 : 0` (scalar in C2); v3 (y - 1 & ~y) >>> 31; v4 arithmetic shift; v5 four values a pass; v6 by
// order (the keys below each value, a[j] - v[k] >>> 31, after min / max / long sum: the product's countOrdered; values
// within a span below 2^31, -Dhalf=true draws them so); v7 by order for any span (values < 0 against min(a, -1),
// the rest against max(a, -1)); v8 v7 on a clamped copy of the block. java -cp h Cnt <n> <d> [-Dhalf=true]
import java.util.*;
public class Cnt {
  static int[] v0(int[] a, int[] v) { int d = v.length; int[] c = new int[d];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      for (int k = 0; k < d; k++) { int x = v[k], ne = 0; for (int j = i; j < e; j++) { int y = a[j] ^ x; ne += (y | -y) >>> 31; } c[k] += (e - i) - ne; } }
    return c; }
  static int[] v1(int[] a, int[] v) { int d = v.length; int[] c = new int[d];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      int k = 0;
      for (; k + 1 < d; k += 2) { int x = v[k], x2 = v[k + 1], ne = 0, ne2 = 0; for (int j = i; j < e; j++) { int z = a[j]; int y = z ^ x, y2 = z ^ x2; ne += (y | -y) >>> 31; ne2 += (y2 | -y2) >>> 31; } c[k] += (e - i) - ne; c[k + 1] += (e - i) - ne2; }
      for (; k < d; k++) { int x = v[k], ne = 0; for (int j = i; j < e; j++) { int y = a[j] ^ x; ne += (y | -y) >>> 31; } c[k] += (e - i) - ne; } }
    return c; }
  static int[] v2(int[] a, int[] v) { int d = v.length; int[] c = new int[d];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      for (int k = 0; k < d; k++) { int x = v[k], eq = 0; for (int j = i; j < e; j++) { eq += a[j] == x ? 1 : 0; } c[k] += eq; } }
    return c; }
  // (y - 1 & ~y) >>> 31: 1 where y == 0
  static int[] v3(int[] a, int[] v) { int d = v.length; int[] c = new int[d];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      for (int k = 0; k < d; k++) { int x = v[k], eq = 0; for (int j = i; j < e; j++) { int y = a[j] ^ x; eq += (y - 1 & ~y) >>> 31; } c[k] += eq; } }
    return c; }
  // sign of (y | -y) summed arithmetic: eq = n + sum((y|-y)>>31)
  static int[] v4(int[] a, int[] v) { int d = v.length; int[] c = new int[d];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      for (int k = 0; k < d; k++) { int x = v[k], s = 0; for (int j = i; j < e; j++) { int y = a[j] ^ x; s += (y | -y) >> 31; } c[k] += (e - i) + s; } }
    return c; }
  // 4 values a pass
  static int[] v5(int[] a, int[] v) { int d = v.length; int[] c = new int[d];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      int k = 0;
      for (; k + 3 < d; k += 4) { int x0 = v[k], x1 = v[k + 1], x2 = v[k + 2], x3 = v[k + 3], n0 = 0, n1 = 0, n2 = 0, n3 = 0;
        for (int j = i; j < e; j++) { int z = a[j]; int y0 = z ^ x0, y1 = z ^ x1, y2 = z ^ x2, y3 = z ^ x3;
          n0 += (y0 | -y0) >>> 31; n1 += (y1 | -y1) >>> 31; n2 += (y2 | -y2) >>> 31; n3 += (y3 | -y3) >>> 31; }
        c[k] += (e - i) - n0; c[k + 1] += (e - i) - n1; c[k + 2] += (e - i) - n2; c[k + 3] += (e - i) - n3; }
      for (; k < d; k++) { int x = v[k], ne = 0; for (int j = i; j < e; j++) { int y = a[j] ^ x; ne += (y | -y) >>> 31; } c[k] += (e - i) - ne; } }
    return c; }
  // the keys in order of the sorted values: #keys < v[k] by the sign of a[j] - v[k] (no overflow: every key within
  // [v[0], v[d-1]] by the block's min and max, span < 2^31); all keys in v by the long sum: each key counted with
  // the largest value <= it, so the sum exceeds sum c[k] v[k] unless every key is a value
  static int[] v6(int[] a, int[] v) { int d = v.length; int[] c = new int[d]; int[] lt = new int[d]; long sum = 0;
    int lo = v[0], hi = v[d - 1];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      int mn = Integer.MAX_VALUE, mx = Integer.MIN_VALUE; long s = 0;
      for (int j = i; j < e; j++) { int z = a[j]; mn = Math.min(mn, z); mx = Math.max(mx, z); }
      for (int j = i; j < e; j++) s += a[j];
      if (mn < lo || mx > hi) return null;
      sum += s;
      for (int k = 1; k < d; k++) { int x = v[k], l = 0; for (int j = i; j < e; j++) l += (a[j] - x) >>> 31; lt[k] += l; } }
    long check = 0;
    for (int k = 0; k < d; k++) { c[k] = (k + 1 < d ? lt[k + 1] : a.length) - lt[k]; check += (long) c[k] * v[k]; }
    return check == sum ? c : null; }
  // any span: values < 0 compared with min(a, -1), values >= 0 with max(a, -1): no overflow either way
  static int[] v7(int[] a, int[] v) { int d = v.length; int[] c = new int[d]; int[] lt = new int[d]; long sum = 0;
    int lo = v[0], hi = v[d - 1];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      int mn = Integer.MAX_VALUE, mx = Integer.MIN_VALUE; long s = 0;
      for (int j = i; j < e; j++) { int z = a[j]; mn = Math.min(mn, z); mx = Math.max(mx, z); }
      for (int j = i; j < e; j++) s += a[j];
      if (mn < lo || mx > hi) return null;
      sum += s;
      for (int k = 1; k < d; k++) { int x = v[k], l = 0;
        if (x < 0) for (int j = i; j < e; j++) l += (Math.min(a[j], -1) - x) >>> 31;
        else for (int j = i; j < e; j++) l += (Math.max(a[j], -1) - x) >>> 31;
        lt[k] += l; } }
    long check = 0;
    for (int k = 0; k < d; k++) { c[k] = (k + 1 < d ? lt[k + 1] : a.length) - lt[k]; check += (long) c[k] * v[k]; }
    return check == sum ? c : null; }
  static int[] v8(int[] a, int[] v) { int d = v.length; int[] c = new int[d]; int[] lt = new int[d]; long sum = 0;
    int lo = v[0], hi = v[d - 1]; int[] w = new int[4096];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096), b = e - i;
      int mn = Integer.MAX_VALUE, mx = Integer.MIN_VALUE; long s = 0;
      for (int j = i; j < e; j++) { int z = a[j]; mn = Math.min(mn, z); mx = Math.max(mx, z); }
      for (int j = i; j < e; j++) s += a[j];
      if (mn < lo || mx > hi) return null;
      sum += s;
      int k = 1;
      if (v[1] < 0) { for (int j = 0; j < b; j++) w[j] = Math.min(a[i + j], -1);
        for (; k < d && v[k] < 0; k++) { int x = v[k], l = 0; for (int j = 0; j < b; j++) l += (w[j] - x) >>> 31; lt[k] += l; } }
      if (k < d) { for (int j = 0; j < b; j++) w[j] = Math.max(a[i + j], -1);
        for (; k < d; k++) { int x = v[k], l = 0; for (int j = 0; j < b; j++) l += (w[j] - x) >>> 31; lt[k] += l; } } }
    long check = 0;
    for (int k = 0; k < d; k++) { c[k] = (k + 1 < d ? lt[k + 1] : a.length) - lt[k]; check += (long) c[k] * v[k]; }
    return check == sum ? c : null; }
  static long sink;
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]), d = Integer.parseInt(args[1]), rounds = 20000;
    Random r = new Random(1); int[] v = new int[d]; for (int k = 0; k < d; k++) v[k] = Boolean.getBoolean("half") ? r.nextInt() >>> 1 : r.nextInt(); Arrays.sort(v);
    int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = v[r.nextInt(d)];
    int[] ref = v0(a, v);
    int V = 9; double[][] t = new double[V][rounds];
    for (int rr = -rounds; rr < rounds; rr++) for (int q = 0; q < V; q++) { int alg = (q + rr) % V; if (alg < 0) alg += V;
      long t0 = System.nanoTime();
      int[] c = switch (alg) { case 0 -> v0(a, v); case 1 -> v1(a, v); case 2 -> v2(a, v); case 3 -> v3(a, v); case 4 -> v4(a, v); case 5 -> v5(a, v); case 6 -> v6(a, v); case 7 -> v7(a, v); default -> v8(a, v); };
      long dt = System.nanoTime() - t0; if (!Arrays.equals(c, ref) && !(alg == 6 && c == null)) throw new AssertionError("alg " + alg); sink += c == null ? 0 : c[0];
      if (rr >= 0) t[alg][rr] = dt; }
    System.out.printf("n=%d d=%d", n, d); for (int q = 0; q < V; q++) { Arrays.sort(t[q]); System.out.printf("  v%d %6.0f", q, t[q][rounds / 2]); } System.out.println();
  }
}
