// s121 prototype Ib: one MSD pass on the top bits of (x - min) of `long` keys, an insertion pass within buckets,
// buckets above BIG by Arrays.sort; against Arrays.sort, one thread. Run: java -cp samplesort.jar:. Ib ZIPF,UNIFORM 32768
import dev.samplesort.data.*;
import java.util.*;
public class Ib {
  static long[] tmp = new long[1<<22]; static int[] cnt = new int[1<<23];
  static final int BIG = 48;
  // one MSD pass on the top bits of (x - min), then insertion within buckets, large buckets by Arrays.sort
  static void bucketSort(long[] a, int from, int to) {
    int n = to - from;
    long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
    for (int i = from; i < to; i++) { long x = a[i]; lo = Math.min(lo, x); hi = Math.max(hi, x); }
    long span = hi - lo; // unsigned
    int nbLog = 32 - Integer.numberOfLeadingZeros(n - 1); // buckets about n
    int bits = 64 - Long.numberOfLeadingZeros(span);
    int shift = Math.max(0, bits - nbLog);
    int s = (int) (span >>> shift) + 1;
    int[] c = cnt;
    for (int i = from; i < to; i++) c[(int) ((a[i] - lo) >>> shift)]++;
    int sum = 0; int big = 0;
    for (int k = 0; k < s; k++) { int x = c[k]; c[k] = sum; sum += x; big |= x > BIG ? 1 : 0; }
    long[] t = tmp; System.arraycopy(a, from, t, 0, n);
    for (int i = 0; i < n; i++) { long x = t[i]; a[from + c[(int) ((x - lo) >>> shift)]++] = x; }
    if (big != 0) {
      int start = 0;
      for (int k = 0; k < s; k++) { int end = c[k]; if (end - start > BIG) Arrays.sort(a, from + start, from + end); start = end; }
    }
    Arrays.fill(c, 0, s, 0);
    for (int i = from + 1; i < to; i++) {
      long x = a[i];
      if (x < a[i - 1]) { int j = i; do { a[j] = a[j - 1]; j--; } while (j > from && a[j - 1] > x); a[j] = x; }
    }
  }
  public static void main(String[] x) {
    int k = 17, reps = 40;
    for (String dn : x[0].split(",")) for (String ns : x[1].split(",")) {
    Distribution d = Distribution.valueOf(dn); int n = Integer.parseInt(ns);
    long[][] in = new long[k][]; for (int s = 0; s < k; s++) in[s] = DataGenerator.longs(d, n, s);
    long[] a = new long[n], b = new long[n];
    double last = 0; String line = "";
    for (int blk = 0; blk < 4; blk++) {
      long[] tj = new long[reps], td = new long[reps];
      for (int r = 0; r < reps; r++) {
        long[] src = in[r % k];
        System.arraycopy(src, 0, a, 0, n); long t0 = System.nanoTime(); Arrays.sort(a); tj[r] = System.nanoTime() - t0;
        System.arraycopy(src, 0, b, 0, n); t0 = System.nanoTime(); bucketSort(b, 0, n); td[r] = System.nanoTime() - t0;
        if (!Arrays.equals(a, b)) throw new AssertionError("bad");
      }
      Arrays.sort(tj); Arrays.sort(td);
      line = String.format("%s %d jdk %.1f us bucket %.1f us ratio %.2f", dn, n, tj[reps/2]/1e3, td[reps/2]/1e3, (double) tj[reps/2]/td[reps/2]);
    }
    System.out.println(line);
    }
  }
}
