package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// per-sort ns of SampleSortInt/Float.sort (-Dthreads, default 2) vs Arrays.sort at small n, batches interleaved, medians;
// -Dapi=true adds Sorter.cpu().sort, the public API in front of the same sort (s131)
public class Small {
  static long sink;
  static final boolean API = Boolean.getBoolean("api");
  static final dev.samplesort.Sorter CPU = dev.samplesort.Sorter.cpu();
  static int warm() { return Integer.getInteger("warm", 150); }
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); String type = x[1]; int rounds = Integer.parseInt(x[2]);
    String[] dists = x[3].split(",");
    int K = 17, B = 400;
    for (String dn : dists) {
      Distribution d = Distribution.parse(dn);
      double[][] t = new double[API ? 4 : 3][rounds];
      if (type.equals("int")) {
        int[][] in = new int[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.ints(d, n, s);
        int[] w = new int[n];
        for (int r = -warm(); r < rounds; r++) for (int alg = 0; alg < t.length; alg++) {
          long t0 = System.nanoTime();
          for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
            if (alg == 0) SampleSortInt.sort(w, 0, n, Integer.getInteger("threads", 2)); else if (alg == 1) Arrays.sort(w, 0, n); else if (alg == 3) CPU.sort(w); sink += w[n/2]; }
          if (r >= 0) t[alg][r] = (System.nanoTime() - t0) / (double) B; }
      } else if (type.equals("float")) {
        float[][] in = new float[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.floats(d, n, s);
        float[] w = new float[n];
        for (int r = -warm(); r < rounds; r++) for (int alg = 0; alg < t.length; alg++) {
          long t0 = System.nanoTime();
          for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
            if (alg == 0) SampleSortFloat.sort(w, 0, n, Integer.getInteger("threads", 2)); else if (alg == 1) Arrays.sort(w, 0, n); else if (alg == 3) CPU.sort(w); sink += (long) w[n/2]; }
          if (r >= 0) t[alg][r] = (System.nanoTime() - t0) / (double) B; }
      } else if (type.equals("long")) {
        long[][] in = new long[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.longs(d, n, s);
        long[] w = new long[n];
        for (int r = -warm(); r < rounds; r++) for (int alg = 0; alg < t.length; alg++) {
          long t0 = System.nanoTime();
          for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
            if (alg == 0) SampleSortLong.sort(w, 0, n, Integer.getInteger("threads", 2)); else if (alg == 1) Arrays.sort(w, 0, n); else if (alg == 3) CPU.sort(w); sink += w[n/2]; }
          if (r >= 0) t[alg][r] = (System.nanoTime() - t0) / (double) B; }
      } else {
        double[][] in = new double[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.doubles(d, n, s);
        double[] w = new double[n];
        for (int r = -warm(); r < rounds; r++) for (int alg = 0; alg < t.length; alg++) {
          long t0 = System.nanoTime();
          for (int i = 0; i < B; i++) { System.arraycopy(in[i % K], 0, w, 0, n);
            if (alg == 0) SampleSortDouble.sort(w, 0, n, Integer.getInteger("threads", 2)); else if (alg == 1) Arrays.sort(w, 0, n); else if (alg == 3) CPU.sort(w); sink += (long) w[n/2]; }
          if (r >= 0) t[alg][r] = (System.nanoTime() - t0) / (double) B; }
      }
      for (double[] a : t) Arrays.sort(a);
      double c = t[0][rounds/2], j = t[1][rounds/2], cp = t[2][rounds/2];
      System.out.printf("%-6s %-13s n=%d cpu %8.0f ns jdk %8.0f ns copy %5.0f  ratio(jdk/cpu) %.3f  net %.3f  route %s%n",
          type, dn, n, c, j, cp, j / c, (j - cp) / (c - cp), CpuConfig.lastRouteName());
      if (API) System.out.printf("%-6s %-13s n=%d api %8.0f ns  ratio(jdk/api) %.3f%n", type, dn, n, t[3][rounds/2],
          j / t[3][rounds/2]);
    }
    if (sink == 42) System.out.println();
  }
}
