// s120 harness Bc: what BusyCores reads while this JVM sorts `long` uniform keys in a loop through the public API
// (2 threads on 2 cores: the halves / the team, or one thread once the engine's own reading finds the cores busy),
// one line a window: others' cores by this harness's own BusyCores, its busy answer, the sorts' median.
// Run with and without a busy loop beside it: java -cp samplesort.jar:. dev.samplesort.cpu.Bc 65536 100 40
package dev.samplesort.cpu;
import dev.samplesort.SampleSort;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Bc {
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]), window = Integer.parseInt(x[1]), lines = Integer.parseInt(x[2]);
    BusyCores bc = new BusyCores(window);
    long[][] in = new long[8][]; for (int s = 0; s < 8; s++) in[s] = DataGenerator.longs(Distribution.UNIFORM, n, s);
    long[] a = new long[n];
    for (int line = 0; line < lines; line++) {
      long end = System.nanoTime() + window * 1_000_000L; double[] t = new double[100000]; int k = 0; boolean busy = false;
      while (System.nanoTime() < end) {
        System.arraycopy(in[k & 7], 0, a, 0, n);
        busy = bc.busy(System.nanoTime());
        long t0 = System.nanoTime(); SampleSort.sort(a); t[k++] = (System.nanoTime() - t0) / 1e3;
      }
      double[] s = Arrays.copyOf(t, k); Arrays.sort(s);
      System.out.printf("others %.2f busy %s sorts %d median %.1f us route %s%n", bc.others(), busy, k, s[k / 2],
          dev.samplesort.internal.Tooling.lastCpuRoute());
    }
  }
}
