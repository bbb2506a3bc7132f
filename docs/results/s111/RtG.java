// s111 harness RtG: one long input (distribution, size, seed), ours and Arrays.sort in turn after fresh copies; the
// medians (us) of each block of 500 sorts in time order; with -Dgc=1 a System.gc() before each block (to move the
// arrays; it did not change which mode a JVM took). Run: java -cp samplesort.jar:. RtG 16384 ALMOST_SORTED 0 40
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class RtG {
  public static void main(String[] x) throws Exception {
    int n = Integer.parseInt(x[0]); Distribution d = Distribution.valueOf(x[1]); int seed = Integer.parseInt(x[2]), blocks = Integer.parseInt(x[3]);
    long[] in = DataGenerator.longs(d, n, seed), w = new long[n]; int reps = 500; long start = System.nanoTime();
    for (int b = 0; b < blocks; b++) { if (System.getProperty("gc") != null) System.gc();
      long[] o = new long[reps], j = new long[reps];
      for (int r = 0; r < reps; r++) {
        System.arraycopy(in, 0, w, 0, n); long t0 = System.nanoTime(); Sorter.cpu().sort(w); o[r] = System.nanoTime() - t0;
        System.arraycopy(in, 0, w, 0, n); t0 = System.nanoTime(); Arrays.sort(w); j[r] = System.nanoTime() - t0;
      }
      Arrays.sort(o); Arrays.sort(j);
      System.out.printf("block %d at %d ms: ours %.1f jdk %.1f %s%n", b, (System.nanoTime() - start) / 1000000, o[reps / 2] / 1e3, j[reps / 2] / 1e3, dev.samplesort.cpu.CpuConfig.lastRouteName());
    }
  }
}
