// s113 harness Ph3 (in package dev.samplesort.cpu, on the class path beside the jar): ours through the API
// (Sorter.cpu().sort: "api"), the engine with a job built once ("engine") or each time ("newjob"), the route alone
// (SampleSortLong.sort(a, from, to, 2): "route"), Arrays.sort ("jdk") and the heap check alone ("heap"), in the
// benchmark's round (copy the input, the timed call, the bench's check), rotated; medians (us) per block.
// -Dwarm=true: the benchmark's warm-up of the CPU engine first (Tooling.warmCpu, as the bench's setUp); -Dnames: which.
// Run: java -Dwarm=true -Dnames=api,route,jdk -cp samplesort.jar:. dev.samplesort.cpu.Ph3 SORTED 2097152 150 4 check
package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.cli.Checks;
import dev.samplesort.data.*;
import dev.samplesort.spi.SortJob;
import java.util.Arrays;
public class Ph3 {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), rounds = Integer.parseInt(x[2]), blocks = Integer.parseInt(x[3]);
    boolean check = x.length > 4 && x[4].equals("check");
    String[] names = System.getProperty("names", "api,engine,route,jdk,newjob").split(",");
    long[] in = DataGenerator.longs(d, n, 0), w = new long[n]; long sink = 0; int K = names.length;
    if (Boolean.getBoolean("warm")) dev.samplesort.internal.Tooling.warmCpu();
    SortJob job = new SortJob(new SortJob.Keys.Longs(w), null, 0, n, dev.samplesort.Order.ASCENDING, false);
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[K][rounds];
      for (int r = 0; r < rounds; r++) for (int j = 0; j < K; j++) {
        int a = (j + r) % K; String nm = names[a];
        System.arraycopy(in, 0, w, 0, n); long t0 = System.nanoTime();
        switch (nm) {
          case "api" -> Sorter.cpu().sort(w);
          case "engine" -> CpuEngine.instance().sort(job);
          case "route" -> SampleSortLong.sort(w, 0, n, 2);
          case "jdk" -> Arrays.sort(w);
          case "heap" -> HeapNeed.require(job);
          default -> CpuEngine.instance().sort(new SortJob(new SortJob.Keys.Longs(w), null, 0, n, dev.samplesort.Order.ASCENDING, false));
        }
        t[a][r] = System.nanoTime() - t0;
        if (check) { sink += Checks.firstViolation(w, n, false); sink += Checks.checksum(w, null, n).hashCode(); }
      }
      StringBuilder s = new StringBuilder("block " + b);
      for (int a = 0; a < K; a++) { Arrays.sort(t[a]); s.append(String.format(" %s %.1f", names[a], t[a][rounds / 2] / 1e3)); }
      System.out.println(s);
    }
    System.out.println("route " + CpuConfig.lastRouteName() + " scans " + CpuConfig.lastScans + " " + (sink == 42));
  }
}
