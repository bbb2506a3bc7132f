package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
// s146 probe: Fe with small blocks and a clock, to line up ours-minus-parallelSort with -XX:+PrintCompilation's
// timestamps (ms since the JVM's start). Each round: parallelSort, ours and (seq = 1) Arrays.sort, in rotating order,
// on the same inputs, as the benchmark's interleaved cells visit them. Per block: JVM uptime at its end, the mean and
// the median of ours minus parallelSort (us a sort).
// java -cp jar:h dev.samplesort.cpu.Fp <blocks> <B> <seq 0|1> <type:logn:dist>
public class Fp {
  static long sink;
  public static void main(String[] x) throws Exception {
    long w0 = System.nanoTime();
    CpuConfig.warmUp();
    var rt = java.lang.management.ManagementFactory.getRuntimeMXBean();
    System.err.printf("warm-up %.0f ms (ended at uptime %d ms), threads %d, pool %d%n", (System.nanoTime() - w0) / 1e6,
        rt.getUptime(), CpuConfig.threads(), java.util.concurrent.ForkJoinPool.getCommonPoolParallelism());
    int blocks = Integer.parseInt(x[0]), B = Integer.parseInt(x[1]), K = 17; boolean seq = x[2].equals("1");
    String[] f = x[3].split(":");
    int n = 1 << Integer.parseInt(f[1]); Distribution d = Distribution.parse(f[2]); boolean lg = f[0].equals("long");
    Sorter s = Sorter.cpu();
    Object[] in = new Object[K];
    for (int k = 0; k < K; k++) in[k] = lg ? DataGenerator.longs(d, n, k) : DataGenerator.ints(d, n, k);
    Object work = lg ? new long[n] : new int[n];
    int algos = seq ? 3 : 2;
    long[] ours = new long[B], par = new long[B];
    java.util.TreeMap<String,Integer> routes = new java.util.TreeMap<>();
    for (int b = 0; b < blocks; b++) {
      for (int r = 0; r < B; r++) {
        for (int k = 0; k < algos; k++) {
          int a = (k + r + b) % algos, i = (b * B + r + k) % K;
          System.arraycopy(in[i], 0, work, 0, n);
          long q = System.nanoTime();
          if (work instanceof long[] l) { if (a == 0) Arrays.parallelSort(l); else if (a == 1) s.sort(l); else Arrays.sort(l); sink += l[n / 2]; }
          else { int[] v = (int[]) work; if (a == 0) Arrays.parallelSort(v); else if (a == 1) s.sort(v); else Arrays.sort(v); sink += v[n / 2]; }
          q = System.nanoTime() - q;
          if (a == 0) par[r] = q; else if (a == 1) { ours[r] = q; routes.merge(String.valueOf(CpuConfig.lastRoute), 1, Integer::sum); CpuConfig.lastRoute = null; }
        }
      }
      long sum = 0; for (int r = 0; r < B; r++) sum += ours[r] - par[r];
      long[] so = ours.clone(), sp = par.clone(); Arrays.sort(so); Arrays.sort(sp);
      System.err.printf("%7d ms  mean %+7.1f  median ours %8.1f par %8.1f  diff %+7.1f us  routes %s%n", rt.getUptime(), sum / 1e3 / B,
          so[B / 2] / 1e3, sp[B / 2] / 1e3, (so[B / 2] - sp[B / 2]) / 1e3, routes);
      routes.clear();
    }
    if (sink == 42) System.out.println();
  }
}
