package dev.samplesort.cpu;
// s140 probe (branch s140-probe-warmup only): the time of one key type's probe warm-up (SampleSort.warmProbes) on a
// probes-only warm-up thread. java -Dsamplesort.cpu.threads=4 -Djava.util.concurrent.ForkJoinPool.common.parallelism=3
// -XX:+PrintCompilation -cp <the branch's core jar>:h dev.samplesort.cpu.Wp
public class Wp {
  public static void main(String[] x) throws Exception {
    long t0 = System.nanoTime();
    ColdStart.runProbesOnly(() -> SampleSortLong.warmProbes(CpuConfig.threads()));
    System.out.printf("warmProbes long: %.0f ms%n", (System.nanoTime() - t0) / 1e6);
    t0 = System.nanoTime();
    ColdStart.runProbesOnly(() -> SampleSortInt.warmProbes(CpuConfig.threads()));
    System.out.printf("warmProbes int: %.0f ms%n", (System.nanoTime() - t0) / 1e6);
  }
}
