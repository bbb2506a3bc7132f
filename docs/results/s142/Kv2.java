import dev.samplesort.data.*;
// long+long pairs sorted by Sorter.cpu(); between sorts, optionally `g` objects of garbage (the JDK route's pair
// objects in the bench: GC pressure). Median / p10 / p90 of our sort's time over the last half of R rounds (us).
public class Kv2 {
  static Object sink;
  public static void main(String[] x) {
    Distribution d = Distribution.parse(x[0]); int n = 1 << Integer.parseInt(x[1]); int R = Integer.parseInt(x[2]);
    int g = Integer.parseInt(x[3]);
    long[] k0 = DataGenerator.longs(d, n, 1); long[] v0 = new long[n]; for (int i = 0; i < n; i++) v0[i] = i;
    long[] k = new long[n], v = new long[n]; double[] t = new double[R];
    for (int r = 0; r < R; r++) {
      Object[] junk = new Object[g]; for (int i = 0; i < g; i++) junk[i] = new long[] {i, r}; sink = junk;
      System.arraycopy(k0, 0, k, 0, n); System.arraycopy(v0, 0, v, 0, n);
      long q = System.nanoTime(); dev.samplesort.Sorter.cpu().sort(k, v); t[r] = (System.nanoTime() - q) / 1e3;
    }
    double[] h = java.util.Arrays.copyOfRange(t, R / 2, R); java.util.Arrays.sort(h);
    System.out.printf("%s 2^%s garbage %d: median %.1f us (p10 %.1f p90 %.1f)%n", d, x[1], g, h[h.length/2], h[h.length/10], h[h.length*9/10]);
  }
}
