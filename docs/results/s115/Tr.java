// s115 harness Tr: float+int / int+int organ pipe pairs through the CPU engine against the JDK route (packed words),
// 17 inputs in turn after a copy, medians (us) per block. Run: java -cp samplesort.jar:. dev.samplesort.cpu.Tr 131072 6
package dev.samplesort.cpu;
import dev.samplesort.Sorter;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Tr {
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]), blocks = Integer.parseInt(x[1]), k = 17, reps = 12;
    Distribution d = Distribution.valueOf(System.getProperty("dist", "ORGAN_PIPE"));
    float[][] fin = new float[k][]; int[][] iin = new int[k][];
    for (int s = 0; s < k; s++) { fin[s] = DataGenerator.floats(d, n, s); iin[s] = DataGenerator.ints(d, n, s); }
    float[] f = new float[n]; int[] ik = new int[n], v = new int[n]; long sink = 0; Sorter so = Sorter.cpu();
    for (int b = 0; b < blocks; b++) {
      long[][] t = new long[4][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < 4; jj++) {
        int j = (jj + r) % 4;
        for (int i = 0; i < n; i++) v[i] = i;
        if (j < 2) System.arraycopy(fin[r % k], 0, f, 0, n); else System.arraycopy(iin[r % k], 0, ik, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> so.sort(f, v);
          case 1 -> { long[] p = new long[n]; for (int i = 0; i < n; i++) { int bits = Float.floatToIntBits(f[i]); p[i] = ((long) (bits ^ (bits >> 31) & 0x7fffffff) << 32) | i; }
                      Arrays.sort(p); int[] w = v.clone(); float[] g = f.clone(); for (int i = 0; i < n; i++) { f[i] = g[(int) p[i]]; v[i] = w[(int) p[i]]; } }
          case 2 -> so.sort(ik, v);
          case 3 -> { long[] p = new long[n]; for (int i = 0; i < n; i++) p[i] = ((long) ik[i] << 32) | i;
                      Arrays.sort(p); int[] w = v.clone(); for (int i = 0; i < n; i++) { ik[i] = (int) (p[i] >> 32); v[i] = w[(int) p[i]]; } }
        }
        t[j][r] = System.nanoTime() - t0;
        sink += v[n / 2] + ik[n / 3];
      }
      String[] nm = {"float+int", "jdk", "int+int", "jdk"};
      StringBuilder sb = new StringBuilder("block " + b);
      for (int j = 0; j < 4; j++) { Arrays.sort(t[j]); sb.append(String.format(" %s %.1f", nm[j], t[j][t[j].length / 2] / 1e3)); }
      System.out.println(sb + " " + CpuConfig.lastRouteName());
    }
    System.out.println(sink);
  }
}
