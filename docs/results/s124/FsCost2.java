package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// s124: ns a call of fewStart (the start code's 5-argument form: run it against the start jar) on the zipf starts
// (long keys, 2^10, seeds 0-16) that pass both 8-key windows, then on those that do not, each set alone in turn
public class FsCost2 {
  static long sink;
  static boolean rep(long[] a, int f, int t) { for (int i = f + 1; i < t; i++) for (int j = f; j < i; j++) if (a[i] == a[j]) return true; return false; }
  public static void main(String[] x) {
    int n = 1024; int B = 4000, rounds = 31;
    Distribution d = Distribution.parse("zipf");
    List<long[]> pass = new ArrayList<>(), fail = new ArrayList<>(); int cnt = 0;
    for (int s = 0; s < 17; s++) { long[] a = DataGenerator.longs(d, n, s); if (rep(a,0,8) && rep(a,8,16)) pass.add(a); else fail.add(a); }
    System.out.println("pass " + pass.size() + " of 17");
    for (List<long[]> L : List.of(pass, fail)) {
      long[][] in = L.toArray(new long[0][]); int K = in.length;
      double[] tl = new double[rounds];
      for (int r = -200; r < rounds; r++) {
        long t0 = System.nanoTime();
        for (int i = 0; i < B; i++) { long[] v = FewCountLong.fewStart(in[i % K], 0, n, 16, 8); sink += v == null ? 1 : v.length; }
        if (r >= 0) tl[r] = (System.nanoTime() - t0) / (double) B;
      }
      Arrays.sort(tl); System.out.printf("%.1f ns%n", tl[rounds/2]);
    }
  }
}
