package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
// s146 probe: where ours-minus-parallelSort comes from on the PAR route. Columns in rotating order each round, on
// the same inputs (17 in turn): par (Arrays.parallelSort), par2 (the same call again: the control), api
// (Sorter.cpu().sort, as the benchmark's cpu column), direct (SampleSortInt/Long.sort with CpuConfig.threads(), below
// the public API and the engine's entry), seq (Arrays.sort). After the benchmark's warm-up (CpuConfig.warmUp).
// Per block: each column's median minus par's (us); at the end the mean of those over the blocks after the first.
// java -cp jar:h dev.samplesort.cpu.Fq <blocks> <B> <cols,...> <type:logn:dist>
public class Fq {
  static long sink;
  public static void main(String[] x) throws Exception {
    CpuConfig.warmUp();
    int blocks = Integer.parseInt(x[0]), B = Integer.parseInt(x[1]), K = 17;
    String[] cols = x[2].split(",");
    String[] f = x[3].split(":");
    int n = 1 << Integer.parseInt(f[1]); Distribution d = Distribution.parse(f[2]); boolean lg = f[0].equals("long");
    Sorter s = Sorter.cpu();
    Object[] in = new Object[K];
    for (int k = 0; k < K; k++) in[k] = lg ? DataGenerator.longs(d, n, k) : DataGenerator.ints(d, n, k);
    Object work = lg ? new long[n] : new int[n];
    int C = cols.length, th = CpuConfig.threads();
    long[][] t = new long[C][B];
    double[] sum = new double[C];
    StringBuilder out = new StringBuilder();
    for (int b = 0; b < blocks; b++) {
      for (int r = 0; r < B; r++) {
        for (int k = 0; k < C; k++) {
          int c = (k + r + b) % C, i = (b * B + r) * C + k;
          System.arraycopy(in[i % K], 0, work, 0, n);
          long q = System.nanoTime();
          switch (cols[c]) {
            case "par", "par2" -> { if (lg) Arrays.parallelSort((long[]) work); else Arrays.parallelSort((int[]) work); }
            case "api" -> { if (lg) s.sort((long[]) work); else s.sort((int[]) work); }
            case "direct" -> { if (lg) SampleSortLong.sort((long[]) work, 0, n, th); else SampleSortInt.sort((int[]) work, 0, n, th); }
            case "seq" -> { if (lg) Arrays.sort((long[]) work); else Arrays.sort((int[]) work); }
            default -> throw new IllegalArgumentException(cols[c]);
          }
          t[c][r] = System.nanoTime() - q;
          sink += lg ? ((long[]) work)[n / 2] : ((int[]) work)[n / 2];
        }
      }
      double[] med = new double[C];
      for (int c = 0; c < C; c++) { long[] v = t[c].clone(); Arrays.sort(v); med[c] = v[B / 2] / 1e3; }
      out.append(String.format("block %2d: par %.1f us;", b, med[0]));
      for (int c = 1; c < C; c++) { out.append(String.format(" %s %+.1f", cols[c], med[c] - med[0])); if (b > 0) sum[c] += med[c] - med[0]; }
      out.append('\n');
    }
    System.err.print(out);
    System.err.printf("%s threads %d, blocks 2-%d, median minus par's (us):", x[3], th, blocks);
    for (int c = 1; c < C; c++) System.err.printf(" %s %+.1f", cols[c], sum[c] / (blocks - 1));
    System.err.println();
    if (sink == 42) System.out.println();
  }
}
