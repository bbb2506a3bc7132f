// s112 harness Sm4: a fresh JVM's first sorts of one input shape, ours and Arrays.sort in turn (17 inputs), each
// sort's time (us) printed with the JVM's uptime, beside -XX:+PrintCompilation. Run: java -cp samplesort.jar:. Sm4 SORTED 524288 150
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Sm4 {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), sorts = Integer.parseInt(x[2]), k = 17;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] w = new long[n];
    long start = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
    for (int r = 0; r < sorts; r++) {
      System.arraycopy(in[r % k], 0, w, 0, n); long t0 = System.nanoTime(); Sorter.cpu().sort(w); long o = System.nanoTime() - t0;
      System.arraycopy(in[r % k], 0, w, 0, n); t0 = System.nanoTime(); Arrays.sort(w); long j = System.nanoTime() - t0;
      System.out.printf("%d sort %d ours %.1f jdk %.1f%n", System.currentTimeMillis() - start, r, o / 1e3, j / 1e3);
    }
  }
}
