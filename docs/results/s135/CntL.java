import java.util.*;
// s135: the few-values count of n long keys over d sorted values (the whole long range; -Dhalf=true: [0, 2^62)), one
// thread, in rotation (medians, ns): e the equality passes (the product's before); o by order against two clamped
// copies of each block (min(key, -1) for values below 0, max(key, -1) for the others) with the sum check exact as two
// long sums (the keys' high halves, signed, and low halves, unsigned); o2 the same with the halves summed in one loop
// (the product's); nar (-Dhalf=true) by order without copies. -Db=B: keys a block (4096; the product takes 1024).
// java [-Db=B] [-Dhalf=true] -cp h CntL <n> <d> <rounds>
public class CntL {
  static int[] e(long[] a, long[] v) { int d = v.length; int[] c = new int[d];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      for (int k = 0; k < d; k++) { long x = v[k], ne = 0; for (int j = i; j < e; j++) { long y = a[j] ^ x; ne += (y | -y) >>> 63; } c[k] += (e - i) - (int) ne; } }
    return c; }
  static long[] W0 = new long[4096], W1 = new long[4096];
  static int B = Integer.getInteger("b", 4096);
  static int[] o(long[] a, long[] v, boolean one) { int d = v.length; int[] c = new int[d]; int[] lt = new int[d];
    long lo = v[0], hi = v[d - 1]; long[] w0 = W0, w1 = W1;
    for (int i = 0; i < a.length; i += B) { int e = Math.min(a.length, i + B), b = e - i;
      long mn = Long.MAX_VALUE, mx = Long.MIN_VALUE;
      System.arraycopy(a, i, w0, 0, b);
      for (int j = 0; j < b; j++) { long z = w0[j]; mn = Math.min(mn, z); mx = Math.max(mx, z); w0[j] = Math.min(z, -1L); w1[j] = Math.max(z, -1L); }
      if (mn < lo || mx > hi) return null;
      long sh = 0, sl = 0;
      if (one) { for (int j = i; j < e; j++) { long z = a[j]; sh += z >> 32; sl += z & 0xFFFFFFFFL; } }
      else { for (int j = i; j < e; j++) sh += a[j] >> 32; for (int j = i; j < e; j++) sl += a[j] & 0xFFFFFFFFL; }
      int[] bl = new int[d];
      for (int k = 1; k < d; k++) { long x = v[k]; long[] w = x < 0 ? w0 : w1; long l = 0; for (int j = 0; j < b; j++) l += (w[j] - x) >>> 63; bl[k] = (int) l; }
      long ch = 0, cl = 0;
      for (int k = 0; k < d; k++) { int m = (k + 1 < d ? bl[k + 1] : b) - bl[k]; c[k] += m; ch += m * (v[k] >> 32); cl += m * (v[k] & 0xFFFFFFFFL); }
      if (sh + (sl >>> 32) != ch + (cl >>> 32) || (sl & 0xFFFFFFFFL) != (cl & 0xFFFFFFFFL)) return null; }
    return c; }
  static int[] nar(long[] a, long[] v) { int d = v.length; int[] c = new int[d]; int[] bl = new int[d];
    long lo = v[0], hi = v[d - 1];
    for (int i = 0; i < a.length; i += B) { int e = Math.min(a.length, i + B), b = e - i;
      long mn = Long.MAX_VALUE, mx = Long.MIN_VALUE;
      for (int j = i; j < e; j++) { long z = a[j]; mn = Math.min(mn, z); mx = Math.max(mx, z); }
      if (mn < lo || mx > hi) return null;
      long sh = 0, sl = 0;
      for (int j = i; j < e; j++) { long z = a[j]; sh += z >> 32; sl += z & 0xFFFFFFFFL; }
      for (int k = 1; k < d; k++) { long x = v[k]; long l = 0; for (int j = i; j < e; j++) l += (a[j] - x) >>> 63; bl[k] = (int) l; }
      long ch = 0, cl = 0;
      for (int k = 0; k < d; k++) { int m = (k + 1 < d ? bl[k + 1] : b) - bl[k]; c[k] += m; ch += m * (v[k] >> 32); cl += m * (v[k] & 0xFFFFFFFFL); }
      if (sh + (sl >>> 32) != ch + (cl >>> 32) || (sl & 0xFFFFFFFFL) != (cl & 0xFFFFFFFFL)) return null; }
    return c; }
  static long sink;
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]), d = Integer.parseInt(args[1]), rounds = Integer.parseInt(args[2]);
    Random r = new Random(1); long[] v = new long[d]; for (int k = 0; k < d; k++) v[k] = Boolean.getBoolean("half") ? r.nextLong() >>> 2 : r.nextLong(); Arrays.sort(v);
    long[] a = new long[n]; for (int i = 0; i < n; i++) a[i] = v[r.nextInt(d)];
    int[] ref = e(a, v);
    int V = Boolean.getBoolean("half") ? 4 : 3; double[][] t = new double[V][rounds];
    for (int rr = -rounds; rr < rounds; rr++) for (int q = 0; q < V; q++) { int alg = (q + rr) % V; if (alg < 0) alg += V;
      long t0 = System.nanoTime();
      int[] c = switch (alg) { case 0 -> e(a, v); case 1 -> o(a, v, false); case 2 -> o(a, v, true); default -> nar(a, v); };
      long dt = System.nanoTime() - t0; if (!Arrays.equals(c, ref)) throw new AssertionError("alg " + alg); sink += c[0];
      if (rr >= 0) t[alg][rr] = dt; }
    System.out.printf("n=%d d=%d", n, d); String[] nm = {"e", "o", "o2", "nar"}; for (int q = 0; q < V; q++) { Arrays.sort(t[q]); System.out.printf("  %s %6.0f", nm[q], t[q][rounds / 2]); } System.out.println();
  }
}
