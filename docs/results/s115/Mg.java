// s115 harness Mg: the two-run merge of float keys + int values (organ pipe: the second run reversed first), as
// SampleSort.mergeTwoRuns does it (one front) against a merge from both ends (two independent chains); 17 inputs.
import java.util.Arrays;
public class Mg {
  static void one(float[] a, int[] v, int from, int m, int to) {
    float[] lk = Arrays.copyOfRange(a, from, m); int[] lv = Arrays.copyOfRange(v, from, m);
    int i = 0, j = m, k = from, left = m - from;
    while (i < left && j < to) {
      float x = lk[i], y = a[j]; int right = y < x ? 1 : 0;
      a[k] = right != 0 ? y : x; v[k++] = right != 0 ? v[j] : lv[i]; j += right; i += 1 - right;
    }
    while (i < left) { a[k] = lk[i]; v[k++] = lv[i++]; }
  }
  static void two(float[] a, int[] v, int from, int m, int to) {
    float[] lk = Arrays.copyOfRange(a, from, m); int[] lv = Arrays.copyOfRange(v, from, m);
    int left = m - from, s = Math.min(left, to - m);
    int i = 0, j = m, k = from, li = left - 1, rj = to - 1, o = to - 1;
    for (int q = 0; q < s; q++) {
      float x = lk[i], y = a[j]; int right = y < x ? 1 : 0;
      a[k] = right != 0 ? y : x; v[k++] = right != 0 ? v[j] : lv[i]; j += right; i += 1 - right;
      float bx = lk[li], by = a[rj]; int lft = by < bx ? 1 : 0;   // the larger to the back; ties: the right run's
      a[o] = lft != 0 ? bx : by; v[o--] = lft != 0 ? lv[li] : v[rj]; li -= lft; rj -= 1 - lft;
    }
    while (i <= li && j <= rj) {
      float x = lk[i], y = a[j]; int right = y < x ? 1 : 0;
      a[k] = right != 0 ? y : x; v[k++] = right != 0 ? v[j] : lv[i]; j += right; i += 1 - right;
    }
    while (i <= li) { a[k] = lk[i]; v[k++] = lv[i++]; }
  }
  static void both(float[] a, int[] v, int from, int m, int to) {
    float[] lk = Arrays.copyOfRange(a, from, m), rk = Arrays.copyOfRange(a, m, to);
    int[] lv = Arrays.copyOfRange(v, from, m), rv = Arrays.copyOfRange(v, m, to);
    int left = m - from, right = to - m, s = Math.min(left, right);
    int i = 0, j = 0, k = from, li = left - 1, rj = right - 1, o = to - 1;
    for (int q = 0; q < s; q++) {
      float x = lk[i], y = rk[j]; int r = y < x ? 1 : 0;
      a[k] = r != 0 ? y : x; v[k++] = r != 0 ? rv[j] : lv[i]; j += r; i += 1 - r;
      float bx = lk[li], by = rk[rj]; int l = by < bx ? 1 : 0;
      a[o] = l != 0 ? bx : by; v[o--] = l != 0 ? lv[li] : rv[rj]; li -= l; rj -= 1 - l;
    }
    while (i <= li && j <= rj) {
      float x = lk[i], y = rk[j]; int r = y < x ? 1 : 0;
      a[k] = r != 0 ? y : x; v[k++] = r != 0 ? rv[j] : lv[i]; j += r; i += 1 - r;
    }
    while (i <= li) { a[k] = lk[i]; v[k++] = lv[i++]; }
    while (j <= rj) { a[k] = rk[j]; v[k++] = rv[j++]; }
  }
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]), k = 17, reps = 20, m = x.length > 1 ? Integer.parseInt(x[1]) : n / 2;
    float[][] in = new float[k][]; java.util.SplittableRandom r = new java.util.SplittableRandom(1);
    for (int s = 0; s < k; s++) { in[s] = new float[n]; if (System.getProperty("pipe") != null) { for (int i = 0; i < n / 2; i++) in[s][i] = in[s][n - 1 - i] = i * 3 + r.nextInt(3); Arrays.sort(in[s], 0, n / 2); Arrays.sort(in[s], n / 2, n); } else { for (int i = 0; i < n; i++) in[s][i] = r.nextInt(3 * n / 2); Arrays.sort(in[s], 0, m); Arrays.sort(in[s], m, n); } }
    float[] a = new float[n]; int[] v = new int[n]; long sink = 0;
    for (int b = 0; b < 6; b++) {
      long[][] t = new long[3][k * reps];
      for (int rr = 0; rr < k * reps; rr++) for (int jj = 0; jj < 3; jj++) {
        int j = (jj + rr) % 3; System.arraycopy(in[rr % k], 0, a, 0, n); for (int i = 0; i < n; i++) v[i] = i;
        long t0 = System.nanoTime();
        if (j == 0) one(a, v, 0, m, n); else if (j == 1) two(a, v, 0, m, n); else both(a, v, 0, m, n);
        t[j][rr] = System.nanoTime() - t0;
        for (int i = 1; i < n; i++) if (a[i - 1] > a[i] || a[i - 1] == a[i] && v[i - 1] > v[i]) throw new AssertionError(j + " at " + i);
        sink += v[n / 3];
      }
      for (long[] y : t) Arrays.sort(y);
      System.out.printf("block %d one %.1f two(unsafe) %.1f both %.1f%n", b, t[0][t[0].length / 2] / 1e3, t[1][t[1].length / 2] / 1e3, t[2][t[2].length / 2] / 1e3);
    }
    System.out.println(sink);
  }
}
