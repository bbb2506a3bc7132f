// s118 harness Pp: one JVM, each probe of SampleSortLong's sequential route timed alone on a fresh copy (reflection),
// an untimed JDK sort of other keys before each; medians in us (about 0.7-0.9 us of it the call and the clock).
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Pp ZIPF 32768
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.lang.reflect.Method;
import java.util.*;

public class Pp {
  public static void main(String[] x) throws Exception {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]);
    int k = 17, reps = 15;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] a = new long[n];
    Class<?> c = SampleSortLong.class; Class<?> L = long[].class, I = int.class;
    String[] names = {"coldRuns", "mayBeOneRun", "fewFromStart", "fewCounted", "nearlySorted", "dense", "sampledDistinct", "wideValues", "jdkScansRuns", "scannedRuns"};
    Method[] ms = new Method[names.length];
    for (int i = 0; i < names.length; i++) {
      for (Method m : c.getDeclaredMethods()) if (m.getName().equals(names[i])) {
        Class<?>[] p = m.getParameterTypes();
        boolean ok = switch (names[i]) { case "wideValues" -> p.length == 4; case "sampledDistinct" -> p.length == 3; default -> true; };
        if (ok) { m.setAccessible(true); ms[i] = m; }
      }
    }
    Method twoRuns = TwoRunsLong.class.getDeclaredMethod("sorted", L, I, I, boolean.class); twoRuns.setAccessible(true);
    int V = names.length + 1; long sink = 0;
    for (int blk = 0; blk < 4; blk++) {
      long[][] t = new long[V][reps * k];
      for (int r = 0; r < reps * k; r++) for (int j = 0; j < V; j++) {
        System.arraycopy(in[(r + 7) % k], 0, a, 0, n); Arrays.sort(a); System.arraycopy(in[r % k], 0, a, 0, n);
        long t0 = System.nanoTime(); Object o;
        if (j == names.length) o = twoRuns.invoke(null, a, 0, n, false);
        else o = switch (names[j]) {
          case "mayBeOneRun", "sampledDistinct", "jdkScansRuns" -> ms[j].invoke(null, a, 0, n);
          case "wideValues" -> ms[j].invoke(null, a, 0, n, false);
          case "scannedRuns" -> ms[j].invoke(null, a, 0, n, RunMergeLong.SEQUENTIAL_RUNS, 1);
          default -> ms[j].invoke(null, a, 0, n, 2);
        };
        t[j][r] = System.nanoTime() - t0; sink += String.valueOf(o).length() + a[n / 3];
      }
      StringBuilder sb = new StringBuilder("block " + blk);
      for (int j = 0; j < V; j++) { Arrays.sort(t[j]); sb.append(String.format(" %s %.1f", j < names.length ? names[j] : "twoRuns", t[j][t[j].length / 2] / 1e3)); }
      System.out.println(sb);
    }
    System.out.println(sink);
  }
}
