package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// s135: a time series of one JVM: SampleSortInt.sort (2 threads) of the generator's inputs of a distribution (few16) at n,
// in chunks of C sorts, the median of each chunk (ns): the JIT's regimes as a route compiles, deoptimizes and compiles
// again. java -cp jar:h dev.samplesort.cpu.Ts <n> <chunks> <C> [dist]
public class Ts {
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]), chunks = Integer.parseInt(x[1]), C = Integer.parseInt(x[2]);
    String dist = x.length > 3 ? x[3] : "few16";
    int K = 17; int[][] in = new int[K][]; for (int s = 0; s < K; s++) in[s] = DataGenerator.ints(Distribution.parse(dist), n, s);
    int[] w = new int[n]; long sink = 0; StringBuilder sb = new StringBuilder();
    for (int c = 0; c < chunks; c++) { long[] t = new long[C];
      for (int i = 0; i < C; i++) { System.arraycopy(in[i % K], 0, w, 0, n); long t0 = System.nanoTime(); SampleSortInt.sort(w, 0, n, 2); t[i] = System.nanoTime() - t0; sink += w[5]; }
      Arrays.sort(t); sb.append(t[C / 2]).append(' '); }
    System.out.println(sb + " route " + CpuConfig.lastRouteName() + (sink == 42 ? "" : ""));
  }
}
