// s118 harness H5: `long` keys, one JVM, round robin over Arrays.sort and variants of the halves' pass: the splitter
// the median of S sampled keys (64, 256, 1024) with the first phase in T pieces (2 to 16), and the exact median (found
// before the clock starts); medians in us. No sort between the timed ones: each variant but the first after the JDK's
// finds the member recently parked (biased; H7 and H8 put an untimed JDK sort before each).
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.H5 UNIFORM 65536
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;

public class H5 {
  static long[] b;
  static long pick(long[] a, int n, int s) {
    long[] v = new long[s]; for (int k = 0; k < s; k++) v[k] = a[TwoRunsLong.place(0, n, k, s)]; Arrays.sort(v); return v[s / 2];
  }
  static void halves(long[] a, int n, long q, int tasks, SpinTeam team) {
    int[] below = new int[tasks]; int piece = n / tasks;
    // task i: piece i; even pieces keep the keys below q at their front, odd ones at their back
    boolean ok = team.tryRun(new SpinTeam.Phase(tasks, id -> {
          int f = id * piece, t = id == tasks - 1 ? n : f + piece;
          below[id] = (id & 1) == 0 ? HalvesLong.frontBelow(a, f, t, b, f, q) : HalvesLong.backBelow(a, f, t, b, f, q);
        }), new SpinTeam.Phase(2, id -> {
          int low = 0; for (int c : below) low += c;
          if (id == 0) {
            int at = 0;
            for (int p = 0; p < tasks; p++) {
              int f = p * piece, t = p == tasks - 1 ? n : f + piece, c = below[p];
              System.arraycopy(b, (p & 1) == 0 ? f : t - c, a, at, c); at += c;
            }
            Arrays.sort(a, 0, low);
          } else {
            int at = low;
            for (int p = 0; p < tasks; p++) {
              int f = p * piece, t = p == tasks - 1 ? n : f + piece, c = below[p];
              System.arraycopy(b, (p & 1) == 0 ? f + c : f, a, at, t - f - c); at += t - f - c;
            }
            Arrays.sort(a, low, n);
          }
        }));
    if (!ok) throw new AssertionError();
  }
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]);
    int k = 17, reps = Integer.getInteger("reps", Math.max(3, 30 * 65536 / n));
    long[][] in = new long[k][]; long[] med = new long[k];
    for (int s = 0; s < k; s++) { in[s] = DataGenerator.longs(d, n, s); long[] c = in[s].clone(); Arrays.sort(c); med[s] = c[n / 2]; }
    String[] nm = {"jdk", "s64t2", "s64t4", "s64t8", "s64t16", "s256t8", "s1024t8", "s1024t16", "exact8"};
    int V = nm.length;
    long[] a = new long[n]; b = new long[n]; long sink = 0; SpinTeam team = CpuConfig.team(2);
    for (int blk = 0; blk < Integer.getInteger("blocks", 5); blk++) {
      long[][] t = new long[V][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < V; jj++) {
        int j = (jj + r) % V;
        System.arraycopy(in[r % k], 0, a, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> Arrays.sort(a);
          case 1 -> halves(a, n, pick(a, n, 64), 2, team);
          case 2 -> halves(a, n, pick(a, n, 64), 4, team);
          case 3 -> halves(a, n, pick(a, n, 64), 8, team);
          case 4 -> halves(a, n, pick(a, n, 64), 16, team);
          case 5 -> halves(a, n, pick(a, n, 256), 8, team);
          case 6 -> halves(a, n, pick(a, n, 1024), 8, team);
          case 7 -> halves(a, n, pick(a, n, 1024), 16, team);
          case 8 -> halves(a, n, med[r % k], 8, team);
        }
        t[j][r] = System.nanoTime() - t0; sink += a[n / 3];
        if (r < k && j > 0) { for (int i = 1; i < n; i++) if (a[i - 1] > a[i]) throw new AssertionError(nm[j]); }
      }
      StringBuilder sb = new StringBuilder("block " + blk);
      for (long[] y : t) Arrays.sort(y);
      double jdk = t[0][t[0].length / 2] / 1e3; sb.append(String.format(" jdk %.1f", jdk));
      for (int j = 1; j < V; j++) { double h = t[j][t[j].length / 2] / 1e3; sb.append(String.format(" %s %.1f (%.3fx)", nm[j], h, jdk / h)); }
      System.out.println(sb);
    }
    System.out.println(sink);
  }
}
