// s117 harness Pw: compiles only against the prewake patch that was tried and dropped (SpinTeam.prewake / settle,
// described in docs/CPU-LOG.md, hundred-and-seventeenth session); kept as the record of its measurement. One JVM,
// round robin: Arrays.sort, prewake + Arrays.sort, PROBE us of busy work + the halves, prewake + the same; 300 us of
// busy work between sorts. Run: java -cp samplesort.jar:. dev.samplesort.cpu.Pw UNIFORM 32768 20
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// one JVM, round robin: (a) Arrays.sort, (b) prewake + Arrays.sort, (c) 20us of probes + halves, (d) prewake + 20us + halves
public class Pw {
  static long burn(long us) { long end = System.nanoTime() + us * 1000, x = 0; while (System.nanoTime() < end) x++; return x; }
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]); long probe = Long.parseLong(x[2]);
    int k = 17, reps = Integer.getInteger("reps", 30), V = 4;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] a = new long[n]; long sink = 0; SpinTeam team = CpuConfig.team(2);
    String[] nm = {"jdk", "wake+jdk", "probe+halves", "wake+probe+halves"};
    for (int blk = 0; blk < 5; blk++) {
      long[][] t = new long[V][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < V; jj++) {
        int j = (jj + r) % V;
        System.arraycopy(in[r % k], 0, a, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> Arrays.sort(a);
          case 1 -> { team.prewake(200_000); Arrays.sort(a); }
          case 2 -> { sink += burn(probe); HalvesLong.sorted(a, 0, n, team); }
          case 3 -> { team.prewake(200_000); sink += burn(probe); HalvesLong.sorted(a, 0, n, team); }
        }
        t[j][r] = System.nanoTime() - t0; sink += a[n / 3];
        // the idle gap a benchmark leaves between sorts (copies, the other algorithms)
        sink += burn(300);
      }
      StringBuilder sb = new StringBuilder("block " + blk);
      for (long[] y : t) Arrays.sort(y);
      for (int j = 0; j < V; j++) sb.append(String.format(" %s %.1f", nm[j], t[j][t[j].length / 2] / 1e3));
      System.out.println(sb);
    }
    System.out.println(sink);
  }
}
