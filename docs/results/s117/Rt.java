// s117 harness Rt: the route (CpuConfig.lastRoute) of int and float keys at 2^21-2^25 on this machine's threads.
// Run: java -Xmx8g -cp samplesort.jar:. dev.samplesort.cpu.Rt
package dev.samplesort.cpu;
import dev.samplesort.data.*;
public class Rt {
  public static void main(String[] x) {
    for (String t : new String[] {"int", "float"}) for (int lg = 21; lg <= 25; lg++) {
      int n = 1 << lg; StringBuilder sb = new StringBuilder(t + " 2^" + lg + ":");
      for (String dn : new String[] {"UNIFORM", "GAUSSIAN", "STAGGERED", "BUCKET_SORTED"}) {
        Distribution d = Distribution.valueOf(dn);
        if (t.equals("int")) { int[] a = DataGenerator.ints(d, n, 1); SampleSortInt.sort(a, 0, n); }
        else { float[] a = DataGenerator.floats(d, n, 1); SampleSortFloat.sort(a, 0, n); }
        sb.append(" ").append(dn).append("=").append(CpuConfig.lastRoute);
      }
      System.out.println(sb);
    }
  }
}
