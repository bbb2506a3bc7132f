package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// s132: SampleSort{Int,Float,Long,Double}.sort (threads = available processors) against Arrays.parallelSort, batches
// interleaved round by round, medians of per-sort times and the median of the rounds' ratios; for 3-8 cores, where
// unstructured 32-bit keys take parallelSort (route PAR) after the hybrid's probes. -Dsim=P: the hybrid is told the
// common pool is parallel with P workers (CpuConfig's test hooks), so with a one-worker pool
// (-Djava.util.concurrent.ForkJoinPool.common.parallelism=1) it takes the many-core route while parallelSort runs on
// one thread: ours minus parallelSort is then the probes' own time, without the pool's spread.
// java -Dwarm=20 [-Dthreads=T -Dsim=P] -cp jar:classes dev.samplesort.cpu.Par rounds types sizes dists
public class Par {
  static long sink;
  interface Algo { void run(Object w, int n); }
  public static void main(String[] x) {
    int rounds = Integer.parseInt(x[0]), warm = Integer.getInteger("warm", 20);
    int threads = Integer.getInteger("threads", Runtime.getRuntime().availableProcessors());
    int sim = Integer.getInteger("sim", 0);
    if (sim > 0) {
      CpuConfig.setCommonPoolParallel(true);
      CpuConfig.setCommonPoolParallelism(sim);
    }
    System.out.printf("threads %d, common pool parallelism %d%s%n", threads,
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism(), sim > 0 ? ", the hybrid told " + sim : "");
    for (String type : x[1].split(",")) for (String sz : x[2].split(",")) for (String dn : x[3].split(",")) {
      int n = sz.startsWith("2^") ? 1 << Integer.parseInt(sz.substring(2)) : Integer.parseInt(sz);
      Distribution d = Distribution.parse(dn);
      int K = 5, B = Math.max(2, (1 << 22) / n);
      Object[] in = new Object[K];
      for (int s = 0; s < K; s++) in[s] = switch (type) {
        case "int" -> DataGenerator.ints(d, n, s); case "float" -> DataGenerator.floats(d, n, s);
        case "long" -> DataGenerator.longs(d, n, s); default -> DataGenerator.doubles(d, n, s); };
      Object w = switch (type) { case "int" -> new int[n]; case "float" -> new float[n];
        case "long" -> new long[n]; default -> new double[n]; };
      Algo ours = switch (type) {
        case "int" -> (a, m) -> SampleSortInt.sort((int[]) a, 0, m, threads);
        case "float" -> (a, m) -> SampleSortFloat.sort((float[]) a, 0, m, threads);
        case "long" -> (a, m) -> SampleSortLong.sort((long[]) a, 0, m, threads);
        default -> (a, m) -> SampleSortDouble.sort((double[]) a, 0, m, threads); };
      Algo par = switch (type) {
        case "int" -> (a, m) -> Arrays.parallelSort((int[]) a, 0, m);
        case "float" -> (a, m) -> Arrays.parallelSort((float[]) a, 0, m);
        case "long" -> (a, m) -> Arrays.parallelSort((long[]) a, 0, m);
        default -> (a, m) -> Arrays.parallelSort((double[]) a, 0, m); };
      double[][] t = new double[2][rounds];
      double[] ratio = new double[rounds], diff = new double[rounds];
      String route = null;
      for (int r = -warm; r < rounds; r++) {
        for (int alg = 0; alg < 2; alg++) {
          Algo algo = ((r & 1) == 0) == (alg == 0) ? ours : par; // (which goes first alternates)
          int which = algo == ours ? 0 : 1;
          long t0 = System.nanoTime();
          for (int i = 0; i < B; i++) {
            System.arraycopy(in[i % K], 0, w, 0, n);
            algo.run(w, n);
            sink += java.lang.reflect.Array.getLength(w);
          }
          if (which == 0) route = CpuConfig.lastRouteName();
          if (r >= 0) t[which][r] = (System.nanoTime() - t0) / 1e3 / B;
        }
        if (r >= 0) {
          ratio[r] = t[1][r] / t[0][r];
          diff[r] = t[0][r] - t[1][r];
        }
      }
      Arrays.sort(ratio);
      Arrays.sort(diff);
      for (double[] a : t) Arrays.sort(a);
      System.out.printf("%-6s %-10s %-5s ours %9.1f us  par %9.1f us  par/ours %.3f  rounds' ratio median %.3f [q1 %.3f q3 %.3f] route %s  ours-par %.1f us [q1 %.1f q3 %.1f]%n",
          type, dn, sz, t[0][rounds / 2], t[1][rounds / 2], t[1][rounds / 2] / t[0][rounds / 2], ratio[rounds / 2],
          ratio[rounds / 4], ratio[3 * rounds / 4], route,
          diff[rounds / 2], diff[rounds / 4], diff[3 * rounds / 4]);
    }
    if (sink == 42) System.out.println();
  }
}
