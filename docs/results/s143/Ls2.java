import java.util.Arrays;
// s143: sorted long[2^e] as the benchmark's interleaved rounds see it: one of `inputs` copies copied into the work
// array before each sort, the result read after it (the benchmark's check) when `check`; ours (Sorter.cpu) and
// Arrays.sort in turn. Medians of the last half of R rounds, us. Usage: Ls2 e inputs check(0|1) [R]
public class Ls2 {
  public static void main(String[] x) {
    int n = 1 << Integer.parseInt(x[0]), inputs = Integer.parseInt(x[1]); boolean check = x[2].equals("1");
    int R = x.length > 3 ? Integer.parseInt(x[3]) : 300;
    long[][] in = new long[inputs][n];
    for (int j = 0; j < inputs; j++) for (int i = 0; i < n; i++) in[j][i] = i * 3L + j;
    long[] w = new long[n];
    double[][] t = new double[2][R]; long sink = 0; int c = 0;
    for (int r = 0; r < R; r++) for (int s = 0; s < 2; s++) {
      int which = (r & 1) == 0 ? s : 1 - s;
      System.arraycopy(in[c++ % inputs], 0, w, 0, n);
      long q = System.nanoTime();
      if (which == 0) dev.samplesort.Sorter.cpu().sort(w); else Arrays.sort(w);
      t[which][r] = (System.nanoTime() - q) / 1e3;
      if (check) for (int i = 1; i < n; i++) sink += w[i] < w[i - 1] ? 1 : 0;
    }
    for (int s = 0; s < 2; s++) { double[] h = Arrays.copyOfRange(t[s], R / 2, R); Arrays.sort(h);
      System.out.printf("%s 2^%s inputs %d check %b median %.1f us p25 %.1f p75 %.1f%n", s == 0 ? "ours" : "jdk ", x[0], inputs, check, h[h.length/2], h[h.length/4], h[3*h.length/4]); }
    if (sink != 0) System.out.println("unsorted " + sink);
  }
}
