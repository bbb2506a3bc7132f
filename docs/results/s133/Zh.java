package dev.samplesort.cpu;
import dev.samplesort.data.*;
// s133: the engine / team on zipf keys against the same keys shifted by 1.0 (no zeros), long and double, uniform beside.
// java [-Dsamplesort.cpu.hybrid=false] -cp jar:classes dev.samplesort.cpu.Zh log2n reps threads
import java.util.*;
public class Zh {
  public static void main(String[] x) {
    int n = 1 << Integer.parseInt(x[0]), reps = Integer.parseInt(x[1]), threads = Integer.parseInt(x[2]);
    long[] lz = DataGenerator.longs(Distribution.parse("zipf"), n, 0);
    double[] dz = DataGenerator.doubles(Distribution.parse("zipf"), n, 0);
    double[] dz1 = dz.clone(); for (int i = 0; i < n; i++) dz1[i] += 1.0;
    long[] lu = DataGenerator.longs(Distribution.parse("uniform"), n, 0);
    double[] du = DataGenerator.doubles(Distribution.parse("uniform"), n, 0);
    int zeros = 0; for (double d : dz) if (d == 0) zeros++;
    double mn = Arrays.stream(dz).min().getAsDouble(), mxv = Arrays.stream(dz).max().getAsDouble();
    System.out.printf("zipf doubles: %d zeros (%.1f%%), min %s max %s%n", zeros, 100.0 * zeros / n, mn, mxv);
    Object[] in = {lz, dz, dz1, lu, du};
    String[] names = {"long zipf", "double zipf", "double zipf+1", "long uniform", "double uniform"};
    double[][] t = new double[in.length][reps];
    for (int r = -3; r < reps; r++) for (int k = 0; k < in.length; k++) {
      Object w = in[k] instanceof long[] l ? l.clone() : ((double[]) in[k]).clone();
      long t0 = System.nanoTime();
      if (w instanceof long[] l) SampleSortLong.sort(l, 0, n, threads); else SampleSortDouble.sort((double[]) w, 0, n, threads);
      long t1 = System.nanoTime();
      if (r >= 0) t[k][r] = (t1 - t0) / 1e6;
      if (r == 0) System.out.println(names[k] + " route " + CpuConfig.lastRouteName());
    }
    for (int k = 0; k < in.length; k++) { Arrays.sort(t[k]); System.out.printf("%-16s median %.2f ms min %.2f%n", names[k], t[k][reps / 2], t[k][0]); }
  }
}
