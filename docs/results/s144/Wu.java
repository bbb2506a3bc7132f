package dev.samplesort.cpu;
public class Wu {
  public static void main(String[] x) throws Exception {
    long t0 = System.nanoTime();
    CpuConfig.warmUp();
    System.out.printf("warmUp %.1f ms threads %d%n", (System.nanoTime() - t0) / 1e6, CpuConfig.threads());
    int n = 1 << 18; int[] a = new int[n];
    for (int i = 0; i < n; i++) a[i] = (int) CpuConfig.mix(i);
    int f = a[0];
    ColdStart.runProbesOnly(() -> SampleSortInt.sort(a, 0, n, 3));
    System.out.println("probes-only sorted? " + (a[0] != f) + " probesOnly here " + ColdStart.probesOnly());
  }
}
