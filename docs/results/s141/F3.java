import dev.samplesort.*;
import dev.samplesort.data.*;
import java.util.Arrays;
// s141: a fresh JVM: a sort of 16 keys (the classes' start-up), then the first sorts of 2^k uniform keys (ms each)
public class F3 {
  public static void main(String[] x) {
    String mode = x[0]; int n = 1 << Integer.parseInt(x[1]);
    int[] small = {5, 3, 1, 4, 2, 9, 7, 8, 6, 0, 11, 13, 12, 10, 15, 14};
    long q = System.nanoTime(); sort(mode, small); double t0 = (System.nanoTime() - q) / 1e6;
    StringBuilder sb = new StringBuilder(String.format("%s 16 keys %.1f ms; 2^%s:", mode, t0, x[1]));
    for (int r = 0; r < 5; r++) { int[] a = DataGenerator.ints(Distribution.parse(x.length > 2 ? x[2] : "uniform"), n, r);
      q = System.nanoTime(); sort(mode, a); sb.append(String.format(" %.2f", (System.nanoTime() - q) / 1e6)); }
    System.out.println(sb);
  }
  static void sort(String mode, int[] a) {
    switch (mode) { case "auto" -> SampleSort.sort(a); case "cpu" -> Sorter.cpu().sort(a); default -> Arrays.sort(a); }
  }
}
