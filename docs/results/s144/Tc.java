import java.lang.management.*;
import java.util.*;
import dev.samplesort.data.*;
// Per block of B sorts, ours (Sorter.cpu) or Arrays.parallelSort in turn: wall us a sort (median of blocks),
// process CPU us a sort, and CPU us a sort of each thread group (main, FJ workers, samplesort threads, other).
// Usage: Tc type(int|long) exp dist blocks B
public class Tc {
  static Map<String, Long> cpuByGroup(ThreadMXBean mx) {
    Map<String, Long> m = new TreeMap<>();
    for (ThreadInfo ti : mx.getThreadInfo(mx.getAllThreadIds())) {
      if (ti == null) continue;
      long c = mx.getThreadCpuTime(ti.getThreadId()); if (c < 0) continue;
      String n = ti.getThreadName();
      String g = n.startsWith("ForkJoinPool.commonPool") ? "fj" : n.startsWith("samplesort") ? n.replaceAll("[-0-9]+$", "") : n.equals("main") ? "main" : n.startsWith("C2") || n.startsWith("C1") ? "jit" : "other";
      m.merge(g, c, Long::sum);
    }
    return m;
  }
  public static void main(String[] x) throws Exception {
    String type = x[0]; int n = 1 << Integer.parseInt(x[1]); Distribution d = Distribution.valueOf(x[2].toUpperCase());
    int blocks = Integer.parseInt(x[3]), B = Integer.parseInt(x[4]);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    int inputs = 7;
    int[][] ii = null; long[][] ll = null;
    if (type.equals("int")) { ii = new int[inputs][]; for (int j = 0; j < inputs; j++) ii[j] = DataGenerator.ints(d, n, j); }
    else { ll = new long[inputs][]; for (int j = 0; j < inputs; j++) ll[j] = DataGenerator.longs(d, n, j); }
    int[] wi = new int[n]; long[] wl = new long[n];
    double[][] wall = new double[2][blocks], proc = new double[2][blocks];
    Map<String, double[]> grp = new TreeMap<>();
    int c = 0;
    for (int b = 0; b < blocks; b++) for (int s0 = 0; s0 < 2; s0++) {
      int s = (b & 1) == 0 ? s0 : 1 - s0;
      Map<String, Long> g0 = cpuByGroup(mx); long p0 = os.getProcessCpuTime(); double sumWall = 0;
      for (int k = 0; k < B; k++) {
        if (ii != null) System.arraycopy(ii[c++ % inputs], 0, wi, 0, n); else System.arraycopy(ll[c++ % inputs], 0, wl, 0, n);
        long q = System.nanoTime();
        if (s == 0) { if (ii != null) dev.samplesort.Sorter.cpu().sort(wi); else dev.samplesort.Sorter.cpu().sort(wl); }
        else { if (ii != null) Arrays.parallelSort(wi); else Arrays.parallelSort(wl); }
        sumWall += System.nanoTime() - q;
      }
      long p1 = os.getProcessCpuTime(); Map<String, Long> g1 = cpuByGroup(mx);
      wall[s][b] = sumWall / B / 1e3; proc[s][b] = (p1 - p0) / (double) B / 1e3;
      if (b >= blocks / 2) for (var e : g1.entrySet()) grp.computeIfAbsent(e.getKey(), k -> new double[2])[s] += (e.getValue() - g0.getOrDefault(e.getKey(), 0L)) / (double) B / 1e3 / (blocks - blocks / 2);
    }
    for (int s = 0; s < 2; s++) {
      double[] w = Arrays.copyOfRange(wall[s], blocks / 2, blocks), p = Arrays.copyOfRange(proc[s], blocks / 2, blocks);
      Arrays.sort(w); Arrays.sort(p);
      System.out.printf("%s %s 2^%s %s wall med %.1f us (p25 %.1f p75 %.1f) procCPU med %.1f us%n", s == 0 ? "ours" : "par ", type, x[1], x[2], w[w.length/2], w[w.length/4], w[3*w.length/4], p[p.length/2]);
    }
    for (var e : grp.entrySet()) System.out.printf("  %-28s ours %.1f us  par %.1f us%n", e.getKey(), e.getValue()[0], e.getValue()[1]);
    System.out.println("route " + dev.samplesort.internal.Tooling.lastCpuRoute());
  }
}
