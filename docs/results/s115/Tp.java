// s115 harness Tp: the float+int two-run route's steps on the generator's organ pipe (17 inputs after a copy):
// the whole route (twoRunsMerged), reverseTies of the second run, mergeTwoRuns (second run reversed first), fixZeros;
// and int+int's mergeTwoRuns; medians (us).
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.lang.invoke.*;
import java.util.Arrays;
public class Tp {
  public static void main(String[] x) throws Throwable {
    int n = Integer.parseInt(x[0]), k = 17, reps = 12;
    Distribution d = Distribution.valueOf(System.getProperty("dist", "ORGAN_PIPE"));
    MethodHandle tr = MethodHandles.privateLookupIn(SampleSortFloatInt.class, MethodHandles.lookup()).findStatic(SampleSortFloatInt.class, "twoRunsMerged", MethodType.methodType(boolean.class, float[].class, int[].class, int.class, int.class));
    float[][] fin = new float[k][], rev = new float[k][]; int[][] iin = new int[k][], irev = new int[k][]; int[] mid = new int[k], imid = new int[k];
    for (int s = 0; s < k; s++) {
      fin[s] = DataGenerator.floats(d, n, s); iin[s] = DataGenerator.ints(d, n, s);
      int m = 1; while (m < n && fin[s][m - 1] <= fin[s][m]) m++; mid[s] = m;
      rev[s] = fin[s].clone(); int[] v = new int[n]; SampleSortFloatInt.reverseTies(rev[s], v, m, n);
      irev[s] = iin[s].clone(); int mi = 1; while (mi < n && iin[s][mi - 1] <= iin[s][mi]) mi++; int[] w = new int[n]; SampleSortIntInt.reverseTies(irev[s], w, mi, n); imid[s] = mi;
    }
    float[] f = new float[n]; int[] ik = new int[n], v = new int[n]; long sink = 0;
    String[] nm = {"route", "reverseTies", "merge", "merge+check", "intMerge"};
    for (int b = 0; b < 4; b++) {
      long[][] t = new long[5][k * reps];
      for (int r = 0; r < reps * k; r++) for (int jj = 0; jj < 5; jj++) {
        int j = (jj + r) % 5, s = r % k;
        for (int i = 0; i < n; i++) v[i] = i;
        if (j == 4) { for (int i = 1; i < n; i++) if (ik[i - 1] > ik[i] && r > k) throw new AssertionError("int at " + i); }
        if (j == 0 || j == 1) System.arraycopy(fin[s], 0, f, 0, n); else if (j < 4) System.arraycopy(rev[s], 0, f, 0, n); else System.arraycopy(irev[s], 0, ik, 0, n);
        long t0 = System.nanoTime();
        switch (j) {
          case 0 -> { boolean ok = (boolean) tr.invokeExact(f, v, 0, n); if (!ok) throw new AssertionError(); }
          case 1 -> SampleSortFloatInt.reverseTies(f, v, mid[s], n);
          case 2 -> SampleSortFloatInt.mergeTwoRuns(f, v, 0, mid[s], n);
          case 3 -> { SampleSortFloatInt.mergeTwoRuns(f, v, 0, mid[s], n); for (int i = 1; i < n; i++) if (f[i - 1] > f[i]) throw new AssertionError("float at " + i); }
          case 4 -> SampleSortIntInt.mergeTwoRuns(ik, v, 0, imid[s], n);
        }
        t[j][r] = System.nanoTime() - t0;
        sink += v[n / 2];
      }
      StringBuilder sb = new StringBuilder("block " + b);
      for (int j = 0; j < 5; j++) { Arrays.sort(t[j]); sb.append(String.format(" %s %.1f", nm[j], t[j][t[j].length / 2] / 1e3)); }
      System.out.println(sb);
    }
    System.out.println(sink);
  }
}
