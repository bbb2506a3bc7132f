package dev.samplesort.cpu;
import dev.samplesort.data.*;
// s146 probe: what the PAR route's checks cost before parallelSort, alone: the sort run as the probes' warm-up runs
// it (ColdStart.runProbesOnly: every route that would call the JDK's sort returns there), on a fresh copy each call,
// steady state (C2), mean ns a call over the last half of the calls.
// java -cp jar:h dev.samplesort.cpu.Po <threads> <calls> <type:logn:dist>...
public class Po {
  static long sink;
  public static void main(String[] x) throws Exception {
    int threads = Integer.parseInt(x[0]), calls = Integer.parseInt(x[1]);
    for (int w = 2; w < x.length; w++) {
      String[] f = x[w].split(":");
      int n = 1 << Integer.parseInt(f[1]); Distribution d = Distribution.parse(f[2]); boolean lg = f[0].equals("long");
      Object[] in = new Object[9];
      for (int k = 0; k < 9; k++) in[k] = lg ? DataGenerator.longs(d, n, k) : DataGenerator.ints(d, n, k);
      Object work = lg ? new long[n] : new int[n];
      long[] t = new long[1]; String[] route = new String[1];
      ColdStart.runProbesOnly(() -> {
        for (int c = 0; c < calls; c++) {
          System.arraycopy(in[c % 9], 0, work, 0, n);
          long q = System.nanoTime();
          if (lg) SampleSortLong.sort((long[]) work, 0, n, threads); else SampleSortInt.sort((int[]) work, 0, n, threads);
          q = System.nanoTime() - q;
          if (c >= calls / 2) t[0] += q;
        }
      });
      System.err.printf("%s threads %d: %.2f us a call (probes alone)%n", x[w], threads, t[0] / 1e3 / (calls - calls / 2));
    }
  }
}
