// s111 harness Ap: bytes allocated on the calling thread per pair sort (ours; the JDK route: one object per pair,
// Arrays.sort with a comparator), long+long and double+int nearly sorted keys, after a warm-up.
// Run: java -cp samplesort.jar:. Ap 4096,16384,65536
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
public class Ap {
  static final com.sun.management.ThreadMXBean MX = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
  static long per(Runnable s, int reps) { for (int r = 0; r < 500; r++) s.run(); long b0 = MX.getCurrentThreadAllocatedBytes(); for (int r = 0; r < reps; r++) s.run(); return (MX.getCurrentThreadAllocatedBytes() - b0) / reps; }
  record P(long k, long v) {}
  public static void main(String[] x) {
    for (String ns : x[0].split(",")) { int n = Integer.parseInt(ns);
      long[] k = DataGenerator.longs(Distribution.ALMOST_SORTED, n, 0), kw = new long[n], v = new long[n], vw = new long[n];
      for (int i = 0; i < n; i++) v[i] = i;
      long o = per(() -> { System.arraycopy(k, 0, kw, 0, n); System.arraycopy(v, 0, vw, 0, n); Sorter.cpu().sort(kw, vw); }, 500);
      long j = per(() -> { P[] p = new P[n]; for (int i = 0; i < n; i++) p[i] = new P(k[i], v[i]); java.util.Arrays.sort(p, java.util.Comparator.comparingLong(P::k)); }, 500);
      System.out.println("long+long almostsorted " + n + ": ours " + o + " bytes a sort, the JDK route " + j + ", route " + dev.samplesort.cpu.CpuConfig.lastRouteName());
    }
  }
}
