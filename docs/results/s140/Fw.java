package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// s140 probe: a fresh JVM's first sorts on the PAR route after the benchmark's warm-up (CpuConfig.warmUp), ours and
// parallelSort in turn on the same inputs, the mean time a sort in blocks of B rounds: the probes' cost while their
// code compiles. java -Dsamplesort.cpu.threads=T -cp jar:h dev.samplesort.cpu.Fw <type> <log n> <dist> <blocks> <B>
public class Fw {
  static long sink;
  public static void main(String[] x) throws Exception {
    long w0 = System.nanoTime();
    CpuConfig.warmUp();
    System.out.printf("warm-up %.0f ms, threads %d, pool %d%n", (System.nanoTime() - w0) / 1e6, CpuConfig.threads(),
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism());
    int n = 1 << Integer.parseInt(x[1]), blocks = Integer.parseInt(x[3]), B = Integer.parseInt(x[4]), K = 9;
    Distribution d = Distribution.parse(x[2]); boolean L = x[0].equals("long");
    long[][] ll = new long[K][]; int[][] ii = new int[K][];
    for (int s = 0; s < K; s++) { if (L) ll[s] = DataGenerator.longs(d, n, s); else ii[s] = DataGenerator.ints(d, n, s); }
    long[] wl = new long[n]; int[] wi = new int[n];
    StringBuilder sb = new StringBuilder();
    for (int b = 0; b < blocks; b++) {
      long tOurs = 0, tPar = 0;
      for (int r = 0; r < B; r++) {
        for (int k = 0; k < 2; k++) {
          int kk = (k + r) & 1, in = (b * B + r) % K;
          long q;
          if (L) { System.arraycopy(ll[in], 0, wl, 0, n); q = System.nanoTime();
            if (kk == 0) Arrays.parallelSort(wl); else SampleSortLong.sort(wl, 0, n, CpuConfig.threads()); q = System.nanoTime() - q; sink += wl[n / 2]; }
          else { System.arraycopy(ii[in], 0, wi, 0, n); q = System.nanoTime();
            if (kk == 0) Arrays.parallelSort(wi); else SampleSortInt.sort(wi, 0, n, CpuConfig.threads()); q = System.nanoTime() - q; sink += wi[n / 2]; }
          if (kk == 0) tPar += q; else tOurs += q;
        }
      }
      sb.append(String.format(" %+.1f", (tOurs - tPar) / 1e3 / B));
    }
    System.out.printf("%s %s 2^%s route %s, ours minus parallelSort, us a sort, blocks of %d:%s%n", x[0], x[2], x[1],
        CpuConfig.lastRoute, B, sb);
    if (sink == 42) System.out.println();
  }
}
