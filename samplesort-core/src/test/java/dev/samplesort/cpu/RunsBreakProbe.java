package dev.samplesort.cpu;

import java.util.*;

/**
 * Dev probe (a main, not a test; thirty-ninth session): {@code Arrays.sort} (with argument {@code par}:
 * {@code Arrays.parallelSort}) on T runs over the whole 32-bit range ("ramp": key j of a run is j times a step, so
 * runs interleave in a fixed pattern; "random": plus a random offset below the step, the generator's runs) against
 * the same keys with two neighbours of the first run swapped, so the JDK does not merge the runs
 * (CpuConfig.RUNS_SIMD_MAX_LOG_N). Prints ns a key both ways and the speedup of the swap; {@code long} keys are the
 * {@code int} keys shifted left 31, OR the index. Figures: docs/results/cpu-runs-simd-2026-11-25-s39.md.
 */
public class RunsBreakProbe {
  static long time(Runnable copy, Runnable sort, int R) { long best = Long.MAX_VALUE; for (int round=0; round<4; round++){ long t=0; for(int r=0;r<R;r++){copy.run(); long s=System.nanoTime(); sort.run(); t+=System.nanoTime()-s;} best=Math.min(best,t/R);} return best; }
  public static void main(String[] x) {
    boolean par = x.length > 0 && x[0].equals("par");
    for (String type : new String[]{"int", "long"})
    for (String kind : new String[]{"ramp", "random"})
    for (int T : new int[]{16, 32, 64, 128})
    for (int lg = 11; lg <= 20; lg += 1) {
      int n = 1 << lg; if (n / T < 64) continue; int R = Math.max(5, (1 << 21) / n);
      long[] v = new long[n]; Random rnd = new Random(1);
      for (int i = 0; i < n; i++) { int t = (int)((long) i * T / n); long s = (long) t * n / T, e = (long)(t + 1) * n / T; long len = e - s; long step = (1L << 32) / len; long j = i - s;
        v[i] = j * step + (kind.equals("random") ? (rnd.nextLong() & Long.MAX_VALUE) % step : 0) - 2147483648L; }
      long t0, t1;
      if (type.equals("int")) {
        int[] k0 = new int[n]; for (int i = 0; i < n; i++) k0[i] = (int) v[i];
        int[] k1 = k0.clone(); int t = k1[1]; k1[1] = k1[2]; k1[2] = t; int[] k = new int[n];
        t0 = time(() -> System.arraycopy(k0,0,k,0,n), () -> { if (par) Arrays.parallelSort(k); else Arrays.sort(k); }, R);
        t1 = time(() -> System.arraycopy(k1,0,k,0,n), () -> { if (par) Arrays.parallelSort(k); else Arrays.sort(k); }, R);
      } else {
        long[] k0 = new long[n]; for (int i = 0; i < n; i++) k0[i] = v[i] << 31 | (i & 0x7fffffffL);
        long[] k1 = k0.clone(); long t = k1[1]; k1[1] = k1[2]; k1[2] = t; long[] k = new long[n];
        t0 = time(() -> System.arraycopy(k0,0,k,0,n), () -> { if (par) Arrays.parallelSort(k); else Arrays.sort(k); }, R);
        t1 = time(() -> System.arraycopy(k1,0,k,0,n), () -> { if (par) Arrays.parallelSort(k); else Arrays.sort(k); }, R);
      }
      System.out.printf("%s %s T=%d 2^%d merge %.2f ns/key simd %.2f ns/key speedup %.2f%n", type, kind, T, lg, (double)t0/n, (double)t1/n, (double)t0/t1);
    }
  }
}
