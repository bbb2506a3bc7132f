// s119 harness Cw: the calling thread's CPU time over the clock while HalvesLong.sorted runs on a team of two, `long`
// uniform keys, 200 sorts (the first 50 not counted); percentiles. Run with and without a busy loop on the machine:
// java -cp samplesort.jar:. dev.samplesort.cpu.Cw 1048576
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.lang.management.*;
import java.util.Arrays;
public class Cw {
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); ThreadMXBean b = ManagementFactory.getThreadMXBean();
    SpinTeam team = new SpinTeam(2, 0);
    long[][] in = new long[8][]; for (int s = 0; s < 8; s++) in[s] = DataGenerator.longs(Distribution.UNIFORM, n, s);
    long[] a = new long[n]; double[] r = new double[200];
    for (int i = 0; i < 200; i++) {
      System.arraycopy(in[i & 7], 0, a, 0, n);
      long c0 = b.getCurrentThreadCpuTime(), t0 = System.nanoTime();
      if (!HalvesLong.sorted(a, 0, n, team)) throw new AssertionError();
      long t1 = System.nanoTime(), c1 = b.getCurrentThreadCpuTime();
      r[i] = (double) (c1 - c0) / (t1 - t0);
    }
    double[] s = Arrays.copyOfRange(r, 50, 200); Arrays.sort(s);
    System.out.printf("n %d cpu/wall: p10 %.2f p50 %.2f p90 %.2f min %.2f%n", n, s[15], s[75], s[135], s[0]);
  }
}
