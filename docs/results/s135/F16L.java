package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// s135: s134/F16 for long keys: long few16 at n on one thread (-Dhalf=true: every key >>> 1): the whole sort,
// Arrays.sort, fewStart, sampledValues, the count+fill (fillFew), ns medians. java -cp jar:h dev.samplesort.cpu.F16L <n> <rounds>
public class F16L {
  static long sink;
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]), rounds = Integer.parseInt(x[1]);
    Distribution d = Distribution.parse(x.length > 2 ? x[2] : "few16");
    int K = 17; long[][] in = new long[K][]; for (int s = 0; s < K; s++) { in[s] = DataGenerator.longs(d, n, s); if (Boolean.getBoolean("half")) for (int i = 0; i < n; i++) in[s][i] >>>= 1; }
    long[] w = new long[n]; int A = 5; double[][] t = new double[A][rounds];
    for (int r = -rounds; r < rounds; r++) for (int k = 0; k < A; k++) {
      int alg = (k + r) % A; long[] src = in[(r & 0xffff) % K]; System.arraycopy(src, 0, w, 0, n);
      long[] v = alg == 4 ? SampleSortLong.sampledValues(w, 0, n) : null;
      long t0 = System.nanoTime();
      switch (alg) {
        case 0 -> SampleSortLong.sort(w, 0, n, 1);
        case 1 -> Arrays.sort(w);
        case 2 -> { long[] s = FewCountLong.fewStart(w, 0, n, CpuConfig.FEW_SEQUENTIAL_MAX); sink += s == null ? 0 : s.length; }
        case 3 -> { long[] s = SampleSortLong.sampledValues(w, 0, n); sink += s == null ? 0 : s.length; }
        case 4 -> { sink += FewCountLong.fillFew(w, 0, n, v, 1) ? 1 : 0; }
      }
      long q = System.nanoTime() - t0; sink += w[n / 2];
      if (r >= 0) t[alg][r] = q;
    }
    for (double[] a : t) Arrays.sort(a);
    System.out.printf("long %s n=%d sort %6.0f jdk %6.0f fewStart %5.0f sampled %5.0f fillFew %6.0f ns route %s%n", d, n,
        t[0][rounds / 2], t[1][rounds / 2], t[2][rounds / 2], t[3][rounds / 2], t[4][rounds / 2], CpuConfig.lastRouteName());
    if (sink == 42) System.out.println();
  }
}
