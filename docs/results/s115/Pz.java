// s115 harness Pz: the SMALL route's probes one at a time on 64-bit keys (after a copy of the input, as the route
// sees them), medians in us, beside Arrays.sort and the whole route. Run: java -cp samplesort.jar:. dev.samplesort.cpu.Pz ZIPF 32768 4
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.lang.invoke.*;
import java.util.Arrays;
public class Pz {
  static MethodHandle h(String name, Class<?> r, Class<?>... p) throws Exception {
    return MethodHandles.privateLookupIn(SampleSortLong.class, MethodHandles.lookup()).findStatic(SampleSortLong.class, name, MethodType.methodType(r, p));
  }
  public static void main(String[] x) throws Throwable {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), blocks = Integer.parseInt(x[2]), k = 17, reps = 40;
    Class<?> L = long[].class, I = int.class, B = boolean.class;
    String[] names = {"jdk", "route", "mayBeOneRun", "fewFromStart", "fewCounted", "unorderedStart", "sampledValues", "wideValues", "scannedRuns", "nearlySorted", "dense", "sequentialTeam", "jdkScansRuns", "coldRuns"};
    MethodHandle[] m = {null, null, h("mayBeOneRun", B, L, I, I), h("fewFromStart", B, L, I, I, I), h("fewCounted", B, L, I, I, I),
      h("unorderedStart", B, L, I, I), h("sampledValues", L, L, I, I), h("wideValues", L, L, I, I), h("scannedRuns", I, L, I, I, I, I),
      h("nearlySorted", B, L, I, I, I), h("dense", B, L, I, I, I), h("sequentialTeam", B, L, I, I, I, B), h("jdkScansRuns", B, L, I, I), h("coldRuns", B, L, I, I, I)};
    long[][] in = new long[k][];
    for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] w = new long[n]; long sink = 0; int P = names.length; int th = CpuConfig.threads();
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[P][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < P; jj++) {
        int j = (jj + r) % P;
        System.arraycopy(in[r % k], 0, w, 0, n);
        long t0 = System.nanoTime(); Object o = null;
        switch (j) {
          case 0 -> Arrays.sort(w);
          case 1 -> SampleSortLong.sort(w, 0, n);
          case 2, 5, 12 -> o = (boolean) m[j].invokeExact(w, 0, n);
          case 3, 4, 9, 10, 13 -> o = (boolean) m[j].invokeExact(w, 0, n, th);
          case 6, 7 -> o = (long[]) m[j].invokeExact(w, 0, n);
          case 8 -> o = (int) m[j].invokeExact(w, 0, n, RunMergeLong.SEQUENTIAL_RUNS, 1);
          case 11 -> o = (boolean) m[j].invokeExact(w, 0, n, th, false);
        }
        t[j][r] = System.nanoTime() - t0;
        if (o instanceof Boolean bo && bo) sink++;
        sink += w[n / 2];
      }
      StringBuilder sb = new StringBuilder("block " + b);
      for (int j = 0; j < P; j++) { Arrays.sort(t[j]); sb.append(String.format(" %s %.2f", names[j], t[j][t[j].length / 2] / 1e3)); }
      System.out.println(sb + " route " + CpuConfig.lastRoute);
    }
    System.out.println(sink);
  }
}
