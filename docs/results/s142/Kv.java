import dev.samplesort.data.*;
// long+long pairs of a distribution, sorted by Sorter.cpu().stable? no: SampleSort.sort(keys, values); times per sort (median us)
public class Kv {
  public static void main(String[] x) {
    Distribution d = Distribution.parse(x[0]); int n = 1 << Integer.parseInt(x[1]); int R = Integer.parseInt(x.length > 2 ? x[2] : "200");
    long[] k0 = DataGenerator.longs(d, n, 1); long[] v0 = new long[n]; for (int i = 0; i < n; i++) v0[i] = i;
    long[] k = new long[n], v = new long[n]; double[] t = new double[R];
    for (int r = 0; r < R; r++) {
      System.arraycopy(k0, 0, k, 0, n); System.arraycopy(v0, 0, v, 0, n);
      long q = System.nanoTime(); dev.samplesort.Sorter.cpu().sort(k, v); t[r] = (System.nanoTime() - q) / 1e3;
    }
    double[] h = java.util.Arrays.copyOfRange(t, R / 2, R); java.util.Arrays.sort(h);
    System.out.printf("%s 2^%s median %.1f us (p10 %.1f p90 %.1f)%n", d, x[1], h[h.length/2], h[h.length/10], h[h.length*9/10]);
  }
}
