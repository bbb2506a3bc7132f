// s111 harness Sm: one key type, distribution and size, 17 inputs in turn (seeds 0-16, as the preset's), ours and
// Arrays.sort interleaved per input; medians (us) of each block of 17 x 200 sorts. Run: java -cp samplesort.jar:. Sm long UNIFORM 1024 20
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Sm {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[1]); int n = Integer.parseInt(x[2]), blocks = Integer.parseInt(x[3]), k = 17, reps = 200;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] w = new long[n]; double[] ro = new double[blocks], rj = new double[blocks];
    for (int b = 0; b < blocks; b++) {
      long[] o = new long[k * reps], j = new long[k * reps]; int c = 0;
      for (int r = 0; r < reps; r++) for (int s = 0; s < k; s++) {
        System.arraycopy(in[s], 0, w, 0, n); long t0 = System.nanoTime(); Sorter.cpu().sort(w); o[c] = System.nanoTime() - t0;
        System.arraycopy(in[s], 0, w, 0, n); t0 = System.nanoTime(); Arrays.sort(w); j[c++] = System.nanoTime() - t0;
      }
      Arrays.sort(o); Arrays.sort(j); ro[b] = o[o.length / 2] / 1e3; rj[b] = j[j.length / 2] / 1e3;
    }
    double[] a = Arrays.copyOfRange(ro, blocks / 2, blocks), bb = Arrays.copyOfRange(rj, blocks / 2, blocks); Arrays.sort(a); Arrays.sort(bb);
    System.out.printf("%s %s %d: ours %.3f jdk %.3f (medians of the last %d blocks) ratio %.3f route %s%n", x[0], d, n, a[a.length / 2], bb[bb.length / 2], a.length, bb[bb.length / 2] / a[a.length / 2], dev.samplesort.cpu.CpuConfig.lastRouteName());
  }
}
