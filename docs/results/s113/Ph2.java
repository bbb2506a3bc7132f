// s113 harness Ph2 (in package dev.samplesort.cpu, on the class path beside the jar): the steps of ours' route for one
// `long` input on 2 threads, each timed alone in the benchmark's round (copy the input, the timed call, the bench's
// check), rotated; medians (us) per block. Steps: the whole sort through the API, Arrays.sort, the nearly-sorted
// probe (AlmostSortedLong.sorted), the two-runs check (TwoRunsLong.sorted), the run scan alone (RunScanLong.runs),
// one read (a[5]), the route without the API (SampleSortLong.sort), Runtime.totalMemory / freeMemory, the heap
// check (HeapNeed.require), the engine's sort count (enterSort / leaveSort).
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Ph2 SORTED 2097152 60 4 check
package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.cli.Checks;
import dev.samplesort.data.*;
import dev.samplesort.spi.SortJob;
import java.util.Arrays;
public class Ph2 {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), rounds = Integer.parseInt(x[2]), blocks = Integer.parseInt(x[3]);
    boolean check = x.length > 4 && x[4].equals("check");
    String[] names = {"api", "jdk", "almost", "two", "scan", "read", "route", "total", "free", "heap", "count"};
    long[] in = DataGenerator.longs(d, n, 0), w = new long[n]; long sink = 0; int K = names.length;
    SortJob job = new SortJob(new SortJob.Keys.Longs(w), null, 0, n, dev.samplesort.Order.ASCENDING, false);
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[K][rounds];
      for (int r = 0; r < rounds; r++) for (int j = 0; j < K; j++) {
        int a = (j + r) % K;
        System.arraycopy(in, 0, w, 0, n); long t0 = System.nanoTime();
        switch (a) {
          case 0 -> Sorter.cpu().sort(w);
          case 1 -> Arrays.sort(w);
          case 2 -> sink += AlmostSortedLong.sorted(w, 0, n, 2) ? 1 : 0;
          case 3 -> sink += TwoRunsLong.sorted(w, 0, n, false) ? 1 : 0;
          case 4 -> sink += RunScanLong.runs(w, 0, n);
          case 5 -> sink += w[5];
          case 6 -> SampleSortLong.sort(w, 0, n, 2);
          case 7 -> sink += Runtime.getRuntime().totalMemory();
          case 8 -> sink += Runtime.getRuntime().freeMemory();
          case 9 -> HeapNeed.require(job);
          default -> { sink += CpuConfig.enterSort(n, 2); CpuConfig.leaveSort(n, 2); }
        }
        t[a][r] = System.nanoTime() - t0;
        if (check) { sink += Checks.firstViolation(w, n, false); sink += Checks.checksum(w, null, n).hashCode(); }
      }
      StringBuilder s = new StringBuilder("block " + b);
      for (int a = 0; a < K; a++) { Arrays.sort(t[a]); s.append(String.format(" %s %.1f", names[a], t[a][rounds / 2] / 1e3)); }
      System.out.println(s);
    }
    System.out.println("route " + CpuConfig.lastRouteName() + " scans " + CpuConfig.lastScans + (sink == 42 ? "" : " "));
  }
}
