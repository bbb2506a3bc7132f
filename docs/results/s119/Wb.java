// s119 harness Wb: the few-values samples timed in batches (each input 200 calls in a row, 17 inputs): the wider
// sample (SampleSortLong.wideValues) and the 128-key sample (sampledValues); medians over the inputs, in us a call.
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Wb ZIPF 32768
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.lang.reflect.Method;
import java.util.Arrays;

public class Wb {
  public static void main(String[] x) throws Exception {
    Distribution d = Distribution.valueOf(x[0]); int n = Integer.parseInt(x[1]), k = 17, calls = 200;
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    Method sv = SampleSortLong.class.getDeclaredMethod("sampledValues", long[].class, int.class, int.class);
    sv.setAccessible(true);
    long sink = 0;
    for (int blk = 0; blk < 5; blk++) {
      double[] w = new double[k], s = new double[k];
      for (int i = 0; i < k; i++) {
        long[] a = in[i];
        long t0 = System.nanoTime();
        for (int c = 0; c < calls; c++) { long[] v = SampleSortLong.wideValues(a, 0, n, false); sink += v == null ? 1 : v.length; }
        long t1 = System.nanoTime();
        for (int c = 0; c < calls; c++) { Object v = sv.invoke(null, a, 0, n); sink += v == null ? 1 : 2; }
        long t2 = System.nanoTime();
        w[i] = (t1 - t0) / 1e3 / calls; s[i] = (t2 - t1) / 1e3 / calls;
      }
      Arrays.sort(w); Arrays.sort(s);
      System.out.printf("%s %d block %d: wideValues %.2f us, sampledValues %.2f us%n", d, n, blk, w[k / 2], s[k / 2]);
    }
    System.out.println(sink);
  }
}
