package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Pc {
  public static void main(String[] x) {
    int n = 1 << 20; long[] a = DataGenerator.longs(Distribution.parse("uniform"), n, 1), b = new long[n];
    for (int P : new int[] {2, 4, 8, 16}) {
      int lg = Integer.numberOfTrailingZeros(P); long[] s = a.clone(); Arrays.sort(s);
      long[] sp = new long[P]; for (int i = 0; i < P - 1; i++) sp[i] = s[(i + 1) * n / P];
      long[] tree = new long[P]; Ps.build(tree, sp, 1, 0, P - 1);
      double[] tc = new double[41], tsc = new double[41], t4 = new double[41], ts4 = new double[41];
      for (int r = 0; r < 41; r++) {
        int[] c = new int[P]; long q0 = System.nanoTime(); Ps.count(a, 0, n, tree, lg, P, c); long q1 = System.nanoTime();
        int[] pos = new int[P]; for (int p = 1; p < P; p++) pos[p] = pos[p - 1] + c[p - 1];
        Ps.scatter(a, 0, n, tree, lg, P, pos, b); long q2 = System.nanoTime();
        int[] c4 = new int[4 * P]; long q3 = System.nanoTime(); Ps.count4(a, 0, n, tree, lg, P, c4); long q4 = System.nanoTime();
        int[] p4 = new int[4 * P]; for (int p = 0, o = 0; p < P; p++) for (int l = 0; l < 4; l++) { p4[l * P + p] = o; o += c4[l * P + p]; }
        Ps.scatter4(a, 0, n, tree, lg, P, p4, b); long q5 = System.nanoTime();
        tc[r] = (q1 - q0) / 1e6; tsc[r] = (q2 - q1) / 1e6; t4[r] = (q4 - q3) / 1e6; ts4[r] = (q5 - q4) / 1e6;
      }
      Arrays.sort(tc); Arrays.sort(tsc); Arrays.sort(t4); Arrays.sort(ts4);
      System.out.printf("P=%d one thread 2^20 long: count %.3f ms scatter %.3f ms | lanes: count %.3f scatter %.3f%n", P, tc[20], tsc[20], t4[20], ts4[20]);
    }
  }
}
