// s117 harness Rs: for each distribution (comma-separated) and 2^15-2^20, eight seeds, the equal neighbours in the
// lower / upper half of the halves' sorted 64-key sample (what Halves.rank reads).
// Run: java -cp samplesort.jar:. dev.samplesort.cpu.Rs ZIPF,UNIFORM,FEW_UNIQUE_256,GAUSSIAN
package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
public class Rs {
  public static void main(String[] x) {
    for (String dn : x[0].split(",")) for (int lg = 15; lg <= 20; lg++) {
      int n = 1 << lg; StringBuilder sb = new StringBuilder(dn + " 2^" + lg + ":");
      for (int s = 0; s < 8; s++) {
        long[] a = DataGenerator.longs(Distribution.valueOf(dn), n, s);
        long[] t = new long[64]; for (int k = 0; k < 64; k++) t[k] = a[TwoRunsLong.place(0, n, k, 64)]; Arrays.sort(t);
        int lo = 0, hi = 0; for (int i = 1; i < 32; i++) lo += t[i] == t[i - 1] ? 1 : 0; for (int i = 33; i < 64; i++) hi += t[i] == t[i - 1] ? 1 : 0;
        sb.append(" ").append(lo).append("/").append(hi);
      }
      System.out.println(sb);
    }
  }
}
