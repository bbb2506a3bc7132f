package dev.samplesort.cpu;
import dev.samplesort.data.*;
public class Rf {
  public static void main(String[] x) {
    for (int n : new int[] {4096, 8192, 16384}) {
      double[] d = DataGenerator.doubles(Distribution.BUCKET_SORTED, n, 1);
      long[] l = DataGenerator.longs(Distribution.BUCKET_SORTED, n, 1);
      for (int rep = 0; rep < 3; rep++) {
        long t0 = System.nanoTime(); int k = 0;
        for (int i = 0; i < 20000; i++) k += TopDigit.sorted(d, 0, n) ? 1 : 0;
        long t1 = System.nanoTime();
        for (int i = 0; i < 20000; i++) k += TopDigit.sorted(l, 0, n) ? 1 : 0;
        long t2 = System.nanoTime();
        System.out.printf("n=%d double refuse %.2f us, long refuse %.2f us (sorted %d)%n", n, (t1-t0)/2e4/1e3, (t2-t1)/2e4/1e3, k);
      }
    }
  }
}
