package dev.samplesort.cpu;
import dev.samplesort.data.*;
// s141: the clustered probe's time a call (SampleSortInt.clustered), int 2^k, after a copy of the input (as a sort's
// input is) and without one, calls 1..N in blocks
public class Cl {
  public static void main(String[] x) {
    int n = 1 << Integer.parseInt(x[0]); Distribution d = Distribution.parse(x[1]); boolean copy = x[2].equals("copy");
    int[] src = DataGenerator.ints(d, n, 1), a = src.clone(); long sink = 0;
    int[] blocks = {1, 10, 100, 1000, 10000, 50000};
    int done = 0;
    for (int b : blocks) {
      long t = 0; int calls = b - done;
      for (int r = 0; r < calls; r++) {
        if (copy) System.arraycopy(src, 0, a, 0, n);
        long q = System.nanoTime(); sink += SampleSortInt.clustered(a, 0, n) ? 1 : 0; t += System.nanoTime() - q;
      }
      System.out.printf("calls %d-%d: %.2f us a call%n", done + 1, b, t / 1e3 / calls);
      done = b;
    }
    System.out.println("clustered: " + (sink > 0));
  }
}
