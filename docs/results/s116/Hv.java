// s116 harness Hv: long keys sorted in two halves on the two-thread team (a pivot from 64 sampled keys, one
// branch-free pass of each half into a buffer, then each part copied back and sorted by Arrays.sort), beside
// Arrays.sort and the library's route. Run: java -cp samplesort.jar:. dev.samplesort.cpu.Hv ZIPF 65536 4
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Hv {
  static long[] buf = new long[1 << 20];
  static int[] cnt = new int[2]; static long[] ts = new long[8]; static long t00; static long[] who = new long[4];
  static boolean halves(long[] a, int from, int to, SpinTeam team) {
    int n = to - from;
    long[] s = new long[64];
    for (int k = 0; k < 64; k++) s[k] = a[TwoRunsLong.place(from, n, k, 64)];
    Arrays.sort(s);
    long p = s[Integer.getInteger("pidx", 32)];
    // keys equal to the pivot: below it (x <= p) when that splits the sample more evenly
    int lt = 0, le = 0;
    for (long x : s) { lt += x < p ? 1 : 0; le += x <= p ? 1 : 0; }
    boolean upTo = Math.abs(le - 32) < Math.abs(lt - 32);
    if (upTo && p == Long.MAX_VALUE) return false;
    long q = upTo ? p + 1 : p; // lows: x < q
    long[] b = buf; int h = n / 2;
    t00 = System.nanoTime();
    return team.tryRun(new SpinTeam.Phase(2, id -> {
      ts[id] = System.nanoTime() - t00; who[id] = Thread.currentThread().threadId();
      if (id == 0) {
        int l = 0, r = h - 1;
        for (int i = from; i < from + h; i++) { long x = a[i]; b[l] = x; b[r] = x; int c = x < q ? 1 : 0; l += c; r -= 1 - c; }
        cnt[0] = l;
      } else {
        int l = h, r = n - 1;
        for (int i = from + h; i < to; i++) { long x = a[i]; b[l] = x; b[r] = x; int c = x < q ? 0 : 1; l += c; r -= 1 - c; }
        cnt[1] = n - 1 - r;
      }
      ts[2 + id] = System.nanoTime() - t00;
    }), new SpinTeam.Phase(2, id -> {
      ts[4 + id] = System.nanoTime() - t00; who[2 + id] = Thread.currentThread().threadId();
      int c0 = cnt[0], c1 = cnt[1];
      if (id == 0) {
        System.arraycopy(b, 0, a, from, c0);
        System.arraycopy(b, n - c1, a, from + c0, c1);
        Arrays.sort(a, from, from + c0 + c1);
      } else {
        System.arraycopy(b, c0, a, from + c0 + c1, n - c1 - c0);
        Arrays.sort(a, from + c0 + c1, to);
      }
      ts[6 + id] = System.nanoTime() - t00;
    }));
  }
  public static void main(String[] x) throws Throwable {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), blocks = Integer.parseInt(x[2]), k = 17, reps = 20;
    long[][] in = new long[k][];
    for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] w = new long[n], ref = new long[n]; long sink = 0; SpinTeam team = CpuConfig.team(2);
    String[] names = {"jdk", "route", "halves", "team", "team1", "team2"}; int P = names.length;
    for (int bl = 0; bl < blocks; bl++) {
      long[][] t = new long[P][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < P; jj++) {
        int j = (jj + r) % P;
        System.arraycopy(in[r % k], 0, w, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> Arrays.sort(w);
          case 1 -> SampleSortLong.sort(w, 0, n);
          case 4 -> { if (!TeamSortLong.sort(w, 0, n, team, 1)) throw new AssertionError("team refused"); }
          case 5 -> { if (!TeamSortLong.sort(w, 0, n, team, 2)) throw new AssertionError("team refused"); }
          case 3 -> { if (!TeamSortLong.sort(w, 0, n, team, CpuConfig.teamSimdLogBuckets(n))) throw new AssertionError("team refused"); }
          case 2 -> { if (!halves(w, 0, n, team)) throw new AssertionError("refused"); }
        }
        t[j][r] = System.nanoTime() - t0;
        if (j == 2 && r < k) { System.arraycopy(in[r % k], 0, ref, 0, n); Arrays.sort(ref); if (!Arrays.equals(ref, w)) throw new AssertionError("wrong"); }
        sink += w[n / 2];
      }
      StringBuilder sb = new StringBuilder(d + " " + n + " block " + bl);
      for (int j = 0; j < P; j++) { Arrays.sort(t[j]); sb.append(String.format(" %s %.1f", names[j], t[j][t[j].length / 2] / 1e3)); }
      System.out.println(sb + " route " + CpuConfig.lastRoute);
    }
    System.out.println(sink);
  }
}
