// s116 harness Hi: int / float keys in halves on the two-thread team (HalvesInt / HalvesFloat) beside Arrays.sort and
// the library's route, interleaved, medians in us. Run: java -cp samplesort.jar:. dev.samplesort.cpu.Hi INT UNIFORM 65536 3
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Hi {
  public static void main(String[] x) throws Throwable {
    boolean fl = x[0].equals("FLOAT");
    Distribution d = Distribution.valueOf(x[1]); int n = Integer.parseInt(x[2]), blocks = Integer.parseInt(x[3]), k = 17, reps = 20;
    int[][] in = new int[k][]; float[][] fin = new float[k][];
    for (int s = 0; s < k; s++) { in[s] = DataGenerator.ints(d, n, s); fin[s] = DataGenerator.floats(d, n, s); }
    int[] w = new int[n]; float[] fw = new float[n]; long sink = 0; SpinTeam team = CpuConfig.team(2);
    String[] names = {"jdk", "route", "halves"}; int P = names.length; String route = "";
    for (int bl = 0; bl < blocks; bl++) {
      long[][] t = new long[P][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < P; jj++) {
        int j = (jj + r) % P;
        if (fl) System.arraycopy(fin[r % k], 0, fw, 0, n); else System.arraycopy(in[r % k], 0, w, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> { if (fl) Arrays.sort(fw); else Arrays.sort(w); }
          case 1 -> { if (fl) SampleSortFloat.sort(fw, 0, n); else SampleSortInt.sort(w, 0, n); route = String.valueOf(CpuConfig.lastRoute); }
          case 2 -> { if (!(fl ? HalvesFloat.sorted(fw, 0, n, team) : HalvesInt.sorted(w, 0, n, team))) throw new AssertionError("refused"); }
        }
        t[j][r] = System.nanoTime() - t0;
        sink += fl ? (long) fw[n / 2] : w[n / 2];
      }
      StringBuilder sb = new StringBuilder(x[0] + " " + d + " " + n + " block " + bl);
      for (int j = 0; j < P; j++) { Arrays.sort(t[j]); sb.append(String.format(" %s %.1f", names[j], t[j][t[j].length / 2] / 1e3)); }
      System.out.println(sb + " route " + route);
    }
    System.out.println(sink);
  }
}
