package dev.samplesort.cpu;
import dev.samplesort.SampleSort;
import dev.samplesort.data.*;
import java.util.Arrays;
// long detdup 2^10: ours vs Arrays.sort, ns a sort in blocks, after `pre` sorts of int detdup first (the preset's order)
public class Dd {
  public static void main(String[] x) {
    String dist = x.length > 0 ? x[0] : "detdup"; int n = 1 << (x.length > 1 ? Integer.parseInt(x[1]) : 10);
    boolean intFirst = x.length > 2 && x[2].equals("int");
    long[][] in = new long[17][]; for (int s = 0; s < 17; s++) in[s] = DataGenerator.longs(Distribution.parse(dist), n, s);
    if (intFirst) { int[] y = DataGenerator.ints(Distribution.parse(dist), n, 1); int[] w = new int[n];
      for (int r = 0; r < 200000; r++) { System.arraycopy(y, 0, w, 0, n); SampleSort.sort(w); } }
    long[] w = new long[n]; long sink = 0;
    for (int b = 0; b < 12; b++) {
      long to = 0, tj = 0; int R = 20000;
      for (int r = 0; r < R; r++) {
        long[] s = in[r % 17];
        System.arraycopy(s, 0, w, 0, n); long q = System.nanoTime(); SampleSort.sort(w); to += System.nanoTime() - q; sink += w[7];
        System.arraycopy(s, 0, w, 0, n); q = System.nanoTime(); Arrays.sort(w); tj += System.nanoTime() - q; sink += w[7];
      }
      System.out.printf("block %d: ours %.0f ns, Arrays.sort %.0f ns, ratio jdk/ours %.3f  route %s%n", b, to / (double) R, tj / (double) R, tj / (double) to, dev.samplesort.cpu.CpuConfig.lastRoute);
    }
    if (sink == 42) System.out.println();
  }
}
