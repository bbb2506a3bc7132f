package dev.samplesort.cpu;
// s128: our PAR route in a loop for a JFR recording (the calling thread's samples outside parallelSort: the probes).
// java -XX:ActiveProcessorCount=4 -Dsamplesort.cpu.busyCoresMillis=0 -XX:StartFlightRecording=filename=r.jfr,settings=profile \
//   -cp samplesort.jar:. dev.samplesort.cpu.Lp 16 20 long
import dev.samplesort.data.*;
public class Lp {
  static long sink;
  public static void main(String[] x) {
    int n = 1 << Integer.parseInt(x[0]); long end = System.nanoTime() + (long) (Double.parseDouble(x[1]) * 1e9);
    String type = x[2];
    int[][] ii = new int[17][]; long[][] ll = new long[17][];
    for (int s = 0; s < 17; s++) { ii[s] = DataGenerator.ints(Distribution.UNIFORM, n, s); ll[s] = DataGenerator.longs(Distribution.UNIFORM, n, s); }
    int[] w = new int[n]; long[] v = new long[n]; int i = 0; long sorts = 0;
    while (System.nanoTime() < end) {
      i++;
      if (type.equals("int")) { System.arraycopy(ii[i % 17], 0, w, 0, n); SampleSortInt.sort(w, 0, n, 4); sink += w[7]; }
      else { System.arraycopy(ll[i % 17], 0, v, 0, n); SampleSortLong.sort(v, 0, n, 4); sink += v[7]; }
      sorts++;
    }
    System.out.println(sorts + " sorts, route " + CpuConfig.lastRoute + " " + sink);
  }
}
