// s117 harness Ht3 (package dev.samplesort.cpu, on the class path beside the jar): `long` keys of one distribution and
// size, one JVM, round robin over Arrays.sort and the halves (HalvesLong's pass, the splitter at the sorted 64-key
// sample's P-th key for each P given), medians in us per block and the JDK's time over each.
// Run: java [-Dreps=30 -Dblocks=6] -cp samplesort.jar:. dev.samplesort.cpu.Ht3 ZIPF 65536 32,36,40,44,48
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// one JVM, round robin: Arrays.sort against the halves with the splitter at sample positions P (of 64); medians us
public class Ht3 {
  static long pick(long[] a, int n, int pos) { long[] s = new long[64]; for (int k = 0; k < 64; k++) s[k] = a[TwoRunsLong.place(0, n, k, 64)]; Arrays.sort(s); return s[pos]; }
  static long[] b;
  static void halves(long[] a, int n, int pos, SpinTeam team) {
    long q = pick(a, n, pos); int half = n >>> 1; int[] below = new int[2];
    boolean ok = team.tryRun(new SpinTeam.Phase(2, id -> below[id] = id == 0
                    ? HalvesLong.frontBelow(a, 0, half, b, 0, q)
                    : HalvesLong.backBelow(a, half, n, b, half, q)), new SpinTeam.Phase(2, id -> {
                int l0 = below[0], l1 = below[1], low = l0 + l1;
                if (id == 0) { System.arraycopy(b, 0, a, 0, l0); System.arraycopy(b, n - l1, a, l0, l1); Arrays.sort(a, 0, low); }
                else { System.arraycopy(b, l0, a, low, n - low); Arrays.sort(a, low, n); }
            }));
    if (!ok) throw new AssertionError();
  }
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]);
    int[] P = Arrays.stream(x[2].split(",")).mapToInt(Integer::parseInt).toArray();
    int k = 17, reps = Integer.getInteger("reps", 30), V = P.length + 1;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] a = new long[n]; b = new long[n]; long sink = 0; SpinTeam team = CpuConfig.team(2);
    for (int blk = 0; blk < Integer.getInteger("blocks", 6); blk++) {
      long[][] t = new long[V][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < V; jj++) {
        int j = (jj + r) % V;
        System.arraycopy(in[r % k], 0, a, 0, n);
        long t0 = System.nanoTime();
        if (j == 0) Arrays.sort(a); else halves(a, n, P[j - 1], team);
        t[j][r] = System.nanoTime() - t0; sink += a[n / 3];
      }
      StringBuilder sb = new StringBuilder("block " + blk);
      for (long[] y : t) Arrays.sort(y);
      double jdk = t[0][t[0].length / 2] / 1e3; sb.append(String.format(" jdk %.1f", jdk));
      for (int j = 1; j < V; j++) { double h = t[j][t[j].length / 2] / 1e3; sb.append(String.format(" p%d %.1f (%.2fx)", P[j - 1], h, jdk / h)); }
      System.out.println(sb);
    }
    System.out.println(sink);
  }
}
