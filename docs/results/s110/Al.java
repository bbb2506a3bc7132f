// s110 harness Al: bytes allocated on the calling thread per sort (ours, Arrays.sort), every key type and
// distribution at the given sizes, after a warm-up; the benchmark's first input (seed 0). Allocation per sort is what
// a young generation that is still touching fresh pages pays for in faults (harness Rt).
// Run: java -cp samplesort.jar:. Al 1024,4096,16384
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Al {
  static final com.sun.management.ThreadMXBean MX = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
  interface S { void run(); }
  static long per(S s, int reps) { for (int r = 0; r < 2000; r++) s.run(); long b0 = MX.getCurrentThreadAllocatedBytes(); for (int r = 0; r < reps; r++) s.run(); return (MX.getCurrentThreadAllocatedBytes() - b0) / reps; }
  public static void main(String[] x) {
    for (String ns : x[0].split(",")) { int n = Integer.parseInt(ns);
      for (String t : new String[] {"int", "long", "float", "double"}) { StringBuilder b = new StringBuilder(t + " " + n + ":");
        for (Distribution d : Distribution.values()) {
          long o, j;
          switch (t) {
            case "int" -> { int[] in = DataGenerator.ints(d, n, 0), w = new int[n]; o = per(() -> { System.arraycopy(in, 0, w, 0, n); Sorter.cpu().sort(w); }, 2000); j = per(() -> { System.arraycopy(in, 0, w, 0, n); Arrays.sort(w); }, 2000); }
            case "long" -> { long[] in = DataGenerator.longs(d, n, 0), w = new long[n]; o = per(() -> { System.arraycopy(in, 0, w, 0, n); Sorter.cpu().sort(w); }, 2000); j = per(() -> { System.arraycopy(in, 0, w, 0, n); Arrays.sort(w); }, 2000); }
            case "float" -> { float[] in = DataGenerator.floats(d, n, 0), w = new float[n]; o = per(() -> { System.arraycopy(in, 0, w, 0, n); Sorter.cpu().sort(w); }, 2000); j = per(() -> { System.arraycopy(in, 0, w, 0, n); Arrays.sort(w); }, 2000); }
            default -> { double[] in = DataGenerator.doubles(d, n, 0), w = new double[n]; o = per(() -> { System.arraycopy(in, 0, w, 0, n); Sorter.cpu().sort(w); }, 2000); j = per(() -> { System.arraycopy(in, 0, w, 0, n); Arrays.sort(w); }, 2000); }
          }
          b.append(String.format(" %s %d/%d %s", d.name().toLowerCase(), o, j, dev.samplesort.cpu.CpuConfig.lastRouteName()));
        }
        System.out.println(b);
      }
    }
  }
}
