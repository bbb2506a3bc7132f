// s118 harness H8: `long` keys, one JVM, round robin with an untimed JDK sort before each timed one: Arrays.sort,
// HalvesLong.sorted (the splitter from 64 sampled keys), the same pass with the splitter from S sampled keys (the
// rank rule scaled: S / 8 keys into the half with S / 16 more repeats) and with the exact median (found before the
// clock starts); medians in us. Run: java -cp samplesort.jar:. dev.samplesort.cpu.H8 UNIFORM 65536 256,1024
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;

public class H8 {
  static long[] b;
  static long pick(long[] a, int n, int S) {
    long[] s = new long[S]; for (int k = 0; k < S; k++) s[k] = a[TwoRunsLong.place(0, n, k, S)]; Arrays.sort(s);
    int low = 0, high = 0, mid = S / 2;
    for (int i = 1; i < mid; i++) low += s[i] == s[i - 1] ? 1 : 0;
    for (int i = mid + 1; i < S; i++) high += s[i] == s[i - 1] ? 1 : 0;
    int at = low - high >= S / 16 ? mid + S / 8 : high - low >= S / 16 ? mid - S / 8 : mid;
    long m = s[at]; int lt = 0, le = 0;
    for (long x : s) { lt += x < m ? 1 : 0; le += x <= m ? 1 : 0; }
    return Math.abs(le - at) < Math.abs(lt - at) && m != Long.MAX_VALUE ? m + 1 : m;
  }
  static void halves(long[] a, int n, long q, SpinTeam team) {
    int pieces = n < HalvesLong.PIECES_BELOW ? HalvesLong.PIECES : 2; int[] below = new int[pieces];
    boolean ok = team.tryRun(new SpinTeam.Phase(pieces, p -> {
          int f = HalvesLong.pieceStart(n, pieces, p), t = HalvesLong.pieceStart(n, pieces, p + 1);
          below[p] = (p & 1) == 0 ? HalvesLong.frontBelow(a, f, t, b, f, q) : HalvesLong.backBelow(a, f, t, b, f, q);
        }), new SpinTeam.Phase(2, id -> {
          int low = 0; for (int c : below) low += c;
          if (id == 0) {
            for (int p = 0, at = 0; p < pieces; at += below[p++]) {
              int front = (p & 1) == 0 ? HalvesLong.pieceStart(n, pieces, p) : HalvesLong.pieceStart(n, pieces, p + 1) - below[p];
              System.arraycopy(b, front, a, at, below[p]);
            }
            Arrays.sort(a, 0, low);
          } else {
            for (int p = 0, at = low; p < pieces; p += 2) {
              int start = HalvesLong.pieceStart(n, pieces, p) + below[p], len = HalvesLong.pieceStart(n, pieces, p + 2) - below[p + 1] - start;
              System.arraycopy(b, start, a, at, len); at += len;
            }
            Arrays.sort(a, low, n);
          }
        }));
    if (!ok) throw new AssertionError();
  }
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]);
    int[] S = Arrays.stream(x[2].split(",")).mapToInt(Integer::parseInt).toArray();
    int k = 17, reps = Integer.getInteger("reps", Math.max(3, 40 * 65536 / n)), V = S.length + 3;
    long[][] in = new long[k][]; long[] med = new long[k];
    for (int s = 0; s < k; s++) { in[s] = DataGenerator.longs(d, n, s); long[] c = in[s].clone(); Arrays.sort(c); med[s] = c[n / 2]; }
    long[] a = new long[n], e = new long[n]; b = new long[n]; long sink = 0; SpinTeam team = CpuConfig.team(2);
    for (int blk = 0; blk < Integer.getInteger("blocks", 3); blk++) {
      long[][] t = new long[V][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < V; jj++) {
        int j = (jj + r) % V;
        System.arraycopy(in[(r + 7) % k], 0, a, 0, n); Arrays.sort(a); System.arraycopy(in[r % k], 0, a, 0, n);
        long t0 = System.nanoTime();
        if (j == 0) Arrays.sort(a);
        else if (j == 1) { if (!HalvesLong.sorted(a, 0, n, team)) throw new AssertionError(); }
        else if (j == V - 1) halves(a, n, med[r % k], team);
        else halves(a, n, pick(a, n, S[j - 2]), team);
        t[j][r] = System.nanoTime() - t0; sink += a[n / 3];
        if (r < k) { System.arraycopy(in[r % k], 0, e, 0, n); Arrays.sort(e); if (!Arrays.equals(a, e)) throw new AssertionError("variant " + j); }
      }
      StringBuilder sb = new StringBuilder(x[0] + " " + n + " block " + blk);
      for (long[] y : t) Arrays.sort(y);
      double jdk = t[0][t[0].length / 2] / 1e3; sb.append(String.format(" jdk %.1f", jdk));
      for (int j = 1; j < V; j++) { double h = t[j][t[j].length / 2] / 1e3; sb.append(String.format(" %s %.1f (%.3fx)", j == 1 ? "s64" : j == V - 1 ? "exact" : "s" + S[j - 2], h, jdk / h)); }
      System.out.println(sb);
    }
    System.out.println(sink);
  }
}
