import java.util.Arrays;
// sorted/allequal long[n] copied before each sort; ours (Sorter.cpu) vs Arrays.sort interleaved; medians us
public class Ls {
  public static void main(String[] x) {
    int n = 1 << Integer.parseInt(x[0]); String dist = x.length > 1 ? x[1] : "sorted"; int R = 400;
    long[] in = new long[n];
    for (int i = 0; i < n; i++) in[i] = dist.equals("sorted") ? i * 3L : 7;
    long[] w = new long[n];
    double[][] t = new double[2][R];
    for (int r = 0; r < R; r++) for (int s = 0; s < 2; s++) {
      int which = (r & 1) == 0 ? s : 1 - s;
      System.arraycopy(in, 0, w, 0, n);
      long q = System.nanoTime();
      if (which == 0) dev.samplesort.Sorter.cpu().sort(w); else Arrays.sort(w);
      t[which][r] = (System.nanoTime() - q) / 1e3;
    }
    for (int s = 0; s < 2; s++) { double[] h = Arrays.copyOfRange(t[s], R / 2, R); Arrays.sort(h);
      System.out.printf("%s %s 2^%s median %.1f us p25 %.1f p75 %.1f%n", s == 0 ? "ours" : "jdk ", dist, x[0], h[h.length/2], h[h.length/4], h[3*h.length/4]); }
  }
}
