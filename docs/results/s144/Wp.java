package dev.samplesort.cpu;
// Runs SampleSortInt.warmProbes as the light warm-up does (a probes-only thread) and reports its time and the route
// of a probes-only sort of each warm size. Usage: Wp
public class Wp {
  public static void main(String[] x) throws Exception {
    int threads = CpuConfig.threads();
    System.out.println("threads " + threads + " jdkQuicksort(min) " + CpuConfig.jdkQuicksort(CpuConfig.JDK_QUICKSORT_MIN, threads));
    long t0 = System.nanoTime();
    ColdStart.runProbesOnly(() -> SampleSortInt.warmProbes(threads));
    System.out.printf("warmProbes %.1f ms%n", (System.nanoTime() - t0) / 1e6);
    for (int n : new int[] {1 << 15, 1 << 21}) {
      int[] a = new int[n];
      for (int i = 0; i < n; i++) a[i] = (int) CpuConfig.mix(i + n);
      int f = a[0];
      ColdStart.runProbesOnly(() -> SampleSortInt.sort(a, 0, n, threads));
      System.out.println(n + " sorted by a route: " + (a[0] != f) + " route " + CpuConfig.lastRouteName());
    }
  }
}
