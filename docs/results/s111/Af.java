// s111 harness Af: one key type, distribution and size sorted in a loop, for JFR's allocation samples:
// java -XX:StartFlightRecording:filename=a.jfr,jdk.ObjectAllocationSample#throttle=off -cp samplesort.jar:. Af ...
// Run: java -cp samplesort.jar:. Af long ALMOST_SORTED 16384 seconds
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
public class Af {
  public static void main(String[] x) {
    Distribution d = Distribution.valueOf(x[1]); int n = Integer.parseInt(x[2]); long end = System.nanoTime() + (long) (Double.parseDouble(x[3]) * 1e9);
    long sorts = 0;
    switch (x[0]) {
      case "int" -> { int[] in = DataGenerator.ints(d, n, 0), w = new int[n]; while (System.nanoTime() < end) { System.arraycopy(in, 0, w, 0, n); Sorter.cpu().sort(w); sorts++; } }
      case "long" -> { long[] in = DataGenerator.longs(d, n, 0), w = new long[n]; while (System.nanoTime() < end) { System.arraycopy(in, 0, w, 0, n); Sorter.cpu().sort(w); sorts++; } }
      case "float" -> { float[] in = DataGenerator.floats(d, n, 0), w = new float[n]; while (System.nanoTime() < end) { System.arraycopy(in, 0, w, 0, n); Sorter.cpu().sort(w); sorts++; } }
      default -> { double[] in = DataGenerator.doubles(d, n, 0), w = new double[n]; while (System.nanoTime() < end) { System.arraycopy(in, 0, w, 0, n); Sorter.cpu().sort(w); sorts++; } }
    }
    System.out.println(sorts + " sorts, route " + dev.samplesort.cpu.CpuConfig.lastRouteName());
  }
}
