package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// s133: the time the hybrid spends before it hands unstructured keys to parallelSort (route PAR), alone. Needs a
// build whose parallelJdk returns before Arrays.parallelSort where -Dsamplesort.dev.probeOnly=true (a dev patch, not
// in the product); the copy of each input is outside the timed call. -Dsim=P tells the hybrid the common pool has P
// workers (CpuConfig's test hooks), so a 2-core machine takes the 3-8-core route.
// java -Dsamplesort.dev.probeOnly=true -Dsim=P -Dthreads=T -cp jar:classes dev.samplesort.cpu.Probe reps types sizes dists
public class Probe {
  public static void main(String[] x) {
    int reps = Integer.parseInt(x[0]), warm = Integer.getInteger("warm", 2000);
    int threads = Integer.getInteger("threads", Runtime.getRuntime().availableProcessors());
    int sim = Integer.getInteger("sim", 0);
    if (sim > 0) {
      CpuConfig.setCommonPoolParallel(true);
      CpuConfig.setCommonPoolParallelism(sim);
    }
    for (String type : x[1].split(",")) for (String sz : x[2].split(",")) for (String dn : x[3].split(",")) {
      int n = sz.startsWith("2^") ? 1 << Integer.parseInt(sz.substring(2)) : Integer.parseInt(sz);
      Distribution d = Distribution.parse(dn);
      int K = 5;
      Object[] in = new Object[K];
      for (int s = 0; s < K; s++) in[s] = switch (type) {
        case "int" -> DataGenerator.ints(d, n, s); case "float" -> DataGenerator.floats(d, n, s);
        case "long" -> DataGenerator.longs(d, n, s); default -> DataGenerator.doubles(d, n, s); };
      Object w = switch (type) { case "int" -> new int[n]; case "float" -> new float[n];
        case "long" -> new long[n]; default -> new double[n]; };
      double[] t = new double[reps];
      String route = null;
      for (int r = -warm; r < reps; r++) {
        System.arraycopy(in[Math.floorMod(r, K)], 0, w, 0, n);
        long t0 = System.nanoTime();
        switch (type) {
          case "int" -> SampleSortInt.sort((int[]) w, 0, n, threads);
          case "float" -> SampleSortFloat.sort((float[]) w, 0, n, threads);
          case "long" -> SampleSortLong.sort((long[]) w, 0, n, threads);
          default -> SampleSortDouble.sort((double[]) w, 0, n, threads); }
        long t1 = System.nanoTime();
        if (r >= 0) t[r] = (t1 - t0) / 1e3;
        route = CpuConfig.lastRouteName();
      }
      Arrays.sort(t);
      System.out.printf("%-6s %-10s %-5s probes median %7.2f us [q1 %7.2f q3 %7.2f min %7.2f] route %s%n",
          type, dn, sz, t[reps / 2], t[reps / 4], t[3 * reps / 4], t[0], route);
    }
  }
}
