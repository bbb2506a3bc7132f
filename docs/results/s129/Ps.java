package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.*;
// s129: one small `long` sort timed per call as the benchmark times it (nanoTime around the call, the copy outside):
// SampleSortLong.sort directly, Sorter.cpu().sort (the public path), Arrays.sort; 17 inputs in turn, the three in
// turn each round; with "mixed", every key type's sorts run through Sorter.cpu() first (the bench JVM's history).
// Usage: Ps n rounds dist[,dist] [mixed|plain [order, e.g. 210]]
public class Ps {
  static long sink;
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]), rounds = Integer.parseInt(x[1]); boolean mixed = x.length > 3 && x[3].equals("mixed");
    int[] order = {0, 1, 2}; if (x.length > 4) for (int i = 0; i < 3; i++) order[i] = x[4].charAt(i) - '0';
    Sorter cpu = Sorter.cpu();
    if (mixed) for (int r = 0; r < 20000; r++) {
      Distribution d = Distribution.values()[r % Distribution.values().length];
      int m = 1 << (10 + r % 5);
      cpu.sort(DataGenerator.ints(d, m, r)); cpu.sort(DataGenerator.floats(d, m, r));
      cpu.sort(DataGenerator.doubles(d, m, r)); cpu.sort(DataGenerator.longs(d, m, r));
    }
    for (String dn : x[2].split(",")) {
      Distribution d = Distribution.parse(dn);
      int K = 17; long[][] in = new long[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.longs(d, n, s);
      long[] w = new long[n]; long[][] t = new long[3][rounds];
      for (int r = -2000; r < rounds; r++) for (int o = 0; o < 3; o++) { int alg = order[o];
        System.arraycopy(in[(r & 0xffff) % K], 0, w, 0, n);
        long t0 = System.nanoTime();
        if (alg == 0) SampleSortLong.sort(w, 0, n); else if (alg == 1) cpu.sort(w); else Arrays.sort(w);
        long dt = System.nanoTime() - t0; sink += w[n / 2];
        if (r >= 0) t[alg][r] = dt;
      }
      for (long[] a : t) Arrays.sort(a);
      System.out.printf("long %-10s n=%d direct %5d ns  Sorter.cpu %5d ns  Arrays.sort %5d ns  jdk/direct %.3f jdk/sorter %.3f%n",
          dn, n, t[0][rounds / 2], t[1][rounds / 2], t[2][rounds / 2], t[2][rounds / 2] / (double) t[0][rounds / 2],
          t[2][rounds / 2] / (double) t[1][rounds / 2]);
    }
    if (sink == 42) System.out.println();
  }
}
