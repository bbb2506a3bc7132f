// s118 harness H7Long (H7Int, H7Float, H7Double by substitution: h7.sh): one JVM, round robin over Arrays.sort, the
// halves' pass as it was (the first phase in two halves, one per member) and HalvesLong.sorted (the first phase in
// HalvesLong.PIECES pieces below PIECES_BELOW keys), the same splitter, an untimed JDK sort of other keys before each
// timed sort (so that the team's member has parked alike before each); medians in us.
// Run: java -Dblocks=3 -cp samplesort.jar:. dev.samplesort.cpu.H7Long UNIFORM 65536
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;

public class H7Long {
  static long[] b;
  static void old(long[] a, int n, SpinTeam team) {
    long q = HalvesLong.splitter(a, 0, n); int half = n >>> 1; int[] below = new int[2];
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
    int k = 17, reps = Integer.getInteger("reps", Math.max(3, 40 * 65536 / n)), V = 3;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] a = new long[n], e = new long[n]; b = new long[n]; long sink = 0; SpinTeam team = CpuConfig.team(2);
    String[] nm = {"jdk", "two", "pieces"};
    for (int blk = 0; blk < Integer.getInteger("blocks", 4); blk++) {
      long[][] t = new long[V][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < V; jj++) {
        int j = (jj + r) % V;
        System.arraycopy(in[(r + 7) % k], 0, a, 0, n); Arrays.sort(a); System.arraycopy(in[r % k], 0, a, 0, n); // (an untimed JDK sort before each: the member parked alike)
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> Arrays.sort(a);
          case 1 -> old(a, n, team);
          case 2 -> { if (!HalvesLong.sorted(a, 0, n, team)) throw new AssertionError(); }
        }
        t[j][r] = System.nanoTime() - t0; sink += (long) a[n / 3];
        
      }
      StringBuilder sb = new StringBuilder(x[0] + " " + n + " block " + blk);
      for (long[] y : t) Arrays.sort(y);
      double jdk = t[0][t[0].length / 2] / 1e3; sb.append(String.format(" jdk %.1f", jdk));
      for (int j = 1; j < V; j++) { double h = t[j][t[j].length / 2] / 1e3; sb.append(String.format(" %s %.1f (%.3fx)", nm[j], h, jdk / h)); }
      System.out.println(sb);
    }
    System.out.println(sink);
  }
}
