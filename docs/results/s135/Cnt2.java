import java.util.*;
// s135: the few-values count of n int keys over d sorted values spanning the whole int range (any span), one thread,
// variants timed in rotation (medians, ns): v0 the equality passes (the product's before); v7 by order, each pass
// clamping the key to the value's side of -1 (four operations a key); v9 by order against two clamped copies of each
// 4096-key block, each written in a pass of its own (System.arraycopy, then clamped in place); v12 both copies in one
// pass; v13 v12 with the block's min / max read in that pass (the product's countOrdered over a wide span); v14 v12
// with its copies allocated each call. Copies written straight from a[i + j] to w[j] stayed scalar in C2 (12.7 against
// 5.8 us at 8192). java -cp h Cnt2 <n> <d> <rounds>
public class Cnt2 {
  static int[] v0(int[] a, int[] v) { int d = v.length; int[] c = new int[d];
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096);
      for (int k = 0; k < d; k++) { int x = v[k], ne = 0; for (int j = i; j < e; j++) { int y = a[j] ^ x; ne += (y | -y) >>> 31; } c[k] += (e - i) - ne; } }
    return c; }
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
  static int[] W0 = new int[4096], W1 = new int[4096];
  static int below(int[] w, int n, int x) { int l = 0; for (int j = 0; j < n; j++) l += (w[j] - x) >>> 31; return l; }
  static void clampLow(int[] a, int i, int[] w, int n) { System.arraycopy(a, i, w, 0, n); for (int j = 0; j < n; j++) w[j] = Math.min(w[j], -1); }
  static void clampHigh(int[] a, int i, int[] w, int n) { System.arraycopy(a, i, w, 0, n); for (int j = 0; j < n; j++) w[j] = Math.max(w[j], -1); }
  static int[] v9(int[] a, int[] v) { int d = v.length; int[] c = new int[d]; int[] lt = new int[d]; long sum = 0;
    int lo = v[0], hi = v[d - 1]; int[] w0 = W0, w1 = W1;
    int neg = 1; while (neg < d && v[neg] < 0) neg++;
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096), b = e - i;
      int mn = Integer.MAX_VALUE, mx = Integer.MIN_VALUE; long s = 0;
      for (int j = i; j < e; j++) { int z = a[j]; mn = Math.min(mn, z); mx = Math.max(mx, z); }
      if (mn < lo || mx > hi) return null;
      for (int j = i; j < e; j++) s += a[j];
      sum += s;
      if (neg > 1) { clampLow(a, i, w0, b); for (int k = 1; k < neg; k++) lt[k] += below(w0, b, v[k]); }
      if (neg < d) { clampHigh(a, i, w1, b); for (int k = neg; k < d; k++) lt[k] += below(w1, b, v[k]); } }
    long check = 0;
    for (int k = 0; k < d; k++) { c[k] = (k + 1 < d ? lt[k + 1] : a.length) - lt[k]; check += (long) c[k] * v[k]; }
    return check == sum ? c : null; }
  static int[] v12(int[] a, int[] v) { int d = v.length; int[] c = new int[d]; int[] lt = new int[d]; long sum = 0;
    int lo = v[0], hi = v[d - 1]; int[] w0 = W0, w1 = W1;
    int neg = 1; while (neg < d && v[neg] < 0) neg++;
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096), b = e - i;
      int mn = Integer.MAX_VALUE, mx = Integer.MIN_VALUE; long s = 0;
      for (int j = i; j < e; j++) { int z = a[j]; mn = Math.min(mn, z); mx = Math.max(mx, z); }
      if (mn < lo || mx > hi) return null;
      for (int j = i; j < e; j++) s += a[j];
      sum += s;
      System.arraycopy(a, i, w0, 0, b); for (int j = 0; j < b; j++) { int z = w0[j]; w0[j] = Math.min(z, -1); w1[j] = Math.max(z, -1); }
      for (int k = 1; k < d; k++) { int x = v[k], l = 0; int[] w = x < 0 ? w0 : w1; for (int j = 0; j < b; j++) l += (w[j] - x) >>> 31; lt[k] += l; } }
    long check = 0;
    for (int k = 0; k < d; k++) { c[k] = (k + 1 < d ? lt[k + 1] : a.length) - lt[k]; check += (long) c[k] * v[k]; }
    return check == sum ? c : null; }
  static int[] v13(int[] a, int[] v) { int d = v.length; int[] c = new int[d]; int[] lt = new int[d]; long sum = 0;
    int lo = v[0], hi = v[d - 1]; int[] w0 = W0, w1 = W1;
    for (int i = 0; i < a.length; i += 4096) { int e = Math.min(a.length, i + 4096), b = e - i;
      int mn = Integer.MAX_VALUE, mx = Integer.MIN_VALUE; long s = 0;
      System.arraycopy(a, i, w0, 0, b);
      for (int j = 0; j < b; j++) { int z = w0[j]; mn = Math.min(mn, z); mx = Math.max(mx, z); w0[j] = Math.min(z, -1); w1[j] = Math.max(z, -1); }
      if (mn < lo || mx > hi) return null;
      for (int j = i; j < e; j++) s += a[j];
      sum += s;
      for (int k = 1; k < d; k++) { int x = v[k], l = 0; int[] w = x < 0 ? w0 : w1; for (int j = 0; j < b; j++) l += (w[j] - x) >>> 31; lt[k] += l; } }
    long check = 0;
    for (int k = 0; k < d; k++) { c[k] = (k + 1 < d ? lt[k + 1] : a.length) - lt[k]; check += (long) c[k] * v[k]; }
    return check == sum ? c : null; }
  static int[] v14(int[] a, int[] v) { W0 = new int[Math.min(4096, a.length)]; W1 = new int[Math.min(4096, a.length)]; return v12(a, v); }
  static long sink;
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]), d = Integer.parseInt(args[1]), rounds = Integer.parseInt(args[2]);
    Random r = new Random(1); int[] v = new int[d]; for (int k = 0; k < d; k++) v[k] = r.nextInt(); Arrays.sort(v);
    int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = v[r.nextInt(d)];
    int[] ref = v0(a, v);
    int V = 6; double[][] t = new double[V][rounds];
    for (int rr = -rounds; rr < rounds; rr++) for (int q = 0; q < V; q++) { int alg = (q + rr) % V; if (alg < 0) alg += V;
      long t0 = System.nanoTime();
      int[] c = switch (alg) { case 0 -> v0(a, v); case 1 -> v7(a, v); case 2 -> v9(a, v); case 3 -> v12(a, v); case 4 -> v13(a, v); default -> v14(a, v); };
      long dt = System.nanoTime() - t0; if (!Arrays.equals(c, ref)) throw new AssertionError("alg " + alg); sink += c[0];
      if (rr >= 0) t[alg][rr] = dt; }
    System.out.printf("n=%d d=%d", n, d); String[] nm = {"v0", "v7", "v9", "v12", "v13", "v14"}; for (int q = 0; q < V; q++) { Arrays.sort(t[q]); System.out.printf("  %s %6.0f", nm[q], t[q][rounds / 2]); } System.out.println();
  }
}
