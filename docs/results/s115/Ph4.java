// s115 harness Ph4: the benchmark's round (copy one of 17 inputs, the timed call, the bench's check), rotated over
// api (Sorter.cpu().sort), route (SampleSortLong.sort(a,0,n,2)), jdk (Arrays.sort) and probes (the SMALL route's probes
// called one after another through method handles, then Arrays.sort); medians (us) per block.
// Run: java -Dwarm=true -cp samplesort.jar:. dev.samplesort.cpu.Ph4 UNIFORM 131072 60 5
package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.cli.Checks;
import dev.samplesort.data.*;
import java.lang.invoke.*;
import java.util.Arrays;
public class Ph4 {
  static MethodHandle h(String name, Class<?> r, Class<?>... p) throws Exception {
    return MethodHandles.privateLookupIn(SampleSortLong.class, MethodHandles.lookup()).findStatic(SampleSortLong.class, name, MethodType.methodType(r, p));
  }
  public static void main(String[] x) throws Throwable {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), rounds = Integer.parseInt(x[2]), blocks = Integer.parseInt(x[3]), k = 17;
    String[] names = System.getProperty("names", "api,route,jdk,probes").split(",");
    Class<?> L = long[].class, I = int.class, B = boolean.class;
    MethodHandle mayBeOneRun = h("mayBeOneRun", B, L, I, I), fewFromStart = h("fewFromStart", B, L, I, I, I), fewCounted = h("fewCounted", B, L, I, I, I),
      scannedRuns = h("scannedRuns", I, L, I, I, I, I), nearlySorted = h("nearlySorted", B, L, I, I, I), dense = h("dense", B, L, I, I, I),
      seqTeam = h("sequentialTeam", B, L, I, I, I, B), jdkScansRuns = h("jdkScansRuns", B, L, I, I), coldRuns = h("coldRuns", B, L, I, I, I);
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] w = new long[n]; long sink = 0; int K = names.length;
    if (Boolean.getBoolean("warm")) dev.samplesort.internal.Tooling.warmCpu();
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[K][rounds * k];
      for (int r = 0; r < rounds * k; r++) for (int j = 0; j < K; j++) {
        int a = (j + r) % K; String nm = names[a];
        System.arraycopy(in[r % k], 0, w, 0, n); long t0 = System.nanoTime();
        switch (nm) {
          case "api" -> Sorter.cpu().sort(w);
          case "route" -> SampleSortLong.sort(w, 0, n, 2);
          case "jdk" -> Arrays.sort(w);
          case "jdkr" -> Arrays.sort(w, 0, n);
          case "probes" -> {
            boolean q = (boolean) coldRuns.invokeExact(w, 0, n, 2);
            q |= (boolean) mayBeOneRun.invokeExact(w, 0, n);
            q |= (boolean) fewFromStart.invokeExact(w, 0, n, 2);
            q |= (boolean) fewCounted.invokeExact(w, 0, n, 2);
            int s = (int) scannedRuns.invokeExact(w, 0, n, RunMergeLong.SEQUENTIAL_RUNS, 1);
            q |= (boolean) nearlySorted.invokeExact(w, 0, n, 2);
            q |= (boolean) dense.invokeExact(w, 0, n, 2);
            q |= (boolean) seqTeam.invokeExact(w, 0, n, 2, false);
            q |= (boolean) jdkScansRuns.invokeExact(w, 0, n);
            if (!q) Arrays.sort(w, 0, n); else sink += s;
          }
        }
        t[a][r] = System.nanoTime() - t0;
        sink += Checks.firstViolation(w, n, false); sink += Checks.checksum(w, null, n).hashCode();
      }
      StringBuilder s = new StringBuilder("block " + b);
      for (int a = 0; a < K; a++) { Arrays.sort(t[a]); s.append(String.format(" %s %.1f", names[a], t[a][t[a].length / 2] / 1e3)); }
      System.out.println(s);
    }
    System.out.println("route " + CpuConfig.lastRouteName() + " scans " + CpuConfig.lastScans + " " + (sink == 42));
  }
}
