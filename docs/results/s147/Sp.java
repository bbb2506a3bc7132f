package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.Arrays;
// s147 probe: the small route's cost at 2^10-2^12 (ours = Arrays.sort behind the small probes), one thread's work:
// SampleSort{K}.sort(a, 0, n, threads) against Arrays.sort on the same 17 inputs in turn, the order alternating each
// round, each call timed; after a warm-up of W calls each, the medians of R calls each and their difference.
// java -cp jar:h dev.samplesort.cpu.Sp <threads> <warm> <rounds> <type:logn[:dist]>...   (no dist: every one)
public class Sp {
  static long sink;
  interface Sort { void run(Object a, int n); }
  public static void main(String[] x) throws Exception {
    int threads = Integer.parseInt(x[0]), warm = Integer.parseInt(x[1]), rounds = Integer.parseInt(x[2]);
    for (int w = 3; w < x.length; w++) {
      String[] f = x[w].split(":");
      int n = 1 << Integer.parseInt(f[1]);
      Distribution[] ds = f.length > 2 ? new Distribution[] {Distribution.parse(f[2])} : Distribution.values();
      for (Distribution d : ds) one(f[0], n, d, threads, warm, rounds);
    }
  }
  static void one(String type, int n, Distribution d, int threads, int warm, int rounds) {
    Object[] in = new Object[17];
    for (int k = 0; k < 17; k++) in[k] = switch (type) {
      case "int" -> DataGenerator.ints(d, n, k); case "long" -> DataGenerator.longs(d, n, k);
      case "float" -> DataGenerator.floats(d, n, k); default -> DataGenerator.doubles(d, n, k); };
    Object work = switch (type) { case "int" -> new int[n]; case "long" -> new long[n];
      case "float" -> new float[n]; default -> new double[n]; };
    Sort ours = switch (type) {
      case "int" -> (a, m) -> SampleSortInt.sort((int[]) a, 0, m, threads);
      case "long" -> (a, m) -> SampleSortLong.sort((long[]) a, 0, m, threads);
      case "float" -> (a, m) -> SampleSortFloat.sort((float[]) a, 0, m, threads);
      default -> (a, m) -> SampleSortDouble.sort((double[]) a, 0, m, threads); };
    Sort jdk = switch (type) {
      case "int" -> (a, m) -> Arrays.sort((int[]) a, 0, m);
      case "long" -> (a, m) -> Arrays.sort((long[]) a, 0, m);
      case "float" -> (a, m) -> Arrays.sort((float[]) a, 0, m);
      default -> (a, m) -> Arrays.sort((double[]) a, 0, m); };
    long[] to = new long[rounds], tj = new long[rounds];
    int c = 0;
    for (int r = -warm; r < rounds; r++) {
      for (int s = 0; s < 2; s++) {
        boolean o = ((r & 1) == 0) == (s == 0);
        System.arraycopy(in[c++ % 17], 0, work, 0, n);
        long q = System.nanoTime();
        (o ? ours : jdk).run(work, n);
        q = System.nanoTime() - q;
        if (r >= 0) (o ? to : tj)[r] = q;
      }
    }
    CpuConfig.clearRoute();
    System.arraycopy(in[0], 0, work, 0, n);
    ours.run(work, n);
    String route = CpuConfig.lastRouteName();
    Arrays.sort(to); Arrays.sort(tj);
    double mo = to[rounds / 2], mj = tj[rounds / 2];
    System.err.printf("%s %s 2^%d threads %d: ours %.0f ns, Arrays.sort %.0f ns, ratio %.3f, %+.0f ns, route %s%n",
        type, d.cliName(), Integer.numberOfTrailingZeros(n), threads, mo, mj, mj / mo, mo - mj, route);
  }
}
