package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
// s145 probe (s140's Fw through the public API, as the benchmark's `cpu` column sorts): a fresh JVM's first sorts on
// the PAR route after the benchmark's warm-up (CpuConfig.warmUp), ours (Sorter.cpu()) and parallelSort in turn on the
// same inputs; the mean of ours minus parallelSort a sort, in blocks of B rounds. Several key types in one JVM, in
// turn a block each, as a benchmark's cells visit them.
// java -Dsamplesort.cpu.threads=T -cp jar:h dev.samplesort.cpu.Fe <blocks> <B> <type:logn:dist>...
public class Fe {
  static long sink;
  public static void main(String[] x) throws Exception {
    long w0 = System.nanoTime();
    CpuConfig.warmUp();
    System.err.printf("warm-up %.0f ms, threads %d, pool %d%n", (System.nanoTime() - w0) / 1e6, CpuConfig.threads(),
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism());
    int blocks = Integer.parseInt(x[0]), B = Integer.parseInt(x[1]), K = 9, W = x.length - 2;
    Sorter s = Sorter.cpu();
    Object[][] in = new Object[W][K]; Object[] work = new Object[W]; int[] ns = new int[W];
    StringBuilder[] sb = new StringBuilder[W]; String[] route = new String[W];
    for (int w = 0; w < W; w++) {
      String[] f = x[w + 2].split(":");
      int n = ns[w] = 1 << Integer.parseInt(f[1]); Distribution d = Distribution.parse(f[2]);
      for (int k = 0; k < K; k++) in[w][k] = f[0].equals("long") ? DataGenerator.longs(d, n, k) : DataGenerator.ints(d, n, k);
      work[w] = f[0].equals("long") ? new long[n] : new int[n];
      sb[w] = new StringBuilder();
    }
    for (int b = 0; b < blocks; b++) {
      for (int w = 0; w < W; w++) {
        long tOurs = 0, tPar = 0; int n = ns[w];
        for (int r = 0; r < B; r++) {
          for (int k = 0; k < 2; k++) {
            int kk = (k + r) & 1, i = (b * B + r) % K;
            System.arraycopy(in[w][i], 0, work[w], 0, n);
            long q = System.nanoTime();
            if (work[w] instanceof long[] l) { if (kk == 0) Arrays.parallelSort(l); else s.sort(l); sink += l[n / 2]; }
            else { int[] a = (int[]) work[w]; if (kk == 0) Arrays.parallelSort(a); else s.sort(a); sink += a[n / 2]; }
            q = System.nanoTime() - q;
            if (kk == 0) tPar += q; else { tOurs += q; route[w] = String.valueOf(CpuConfig.lastRoute); }
          }
        }
        sb[w].append(String.format(" %+.1f", (tOurs - tPar) / 1e3 / B));
      }
    }
    for (int w = 0; w < W; w++)
      System.err.printf("%s route %s, ours minus parallelSort, us a sort, blocks of %d:%s%n", x[w + 2], route[w], B, sb[w]);
    if (sink == 42) System.out.println();
  }
}
