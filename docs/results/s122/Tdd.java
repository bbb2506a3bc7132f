package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// harness Tdd (s122): TopDigit.sorted(double[]) (+ Arrays.sort where it refuses) against Arrays.sort, one thread, 17 inputs in
// turn, every workload warmed first (200 sorts each way), then rounds in which the two alternate who goes first;
// medians in us. Run: java -cp samplesort.jar:. dev.samplesort.cpu.Tdd UNIFORM,ZIPF 4096,32768 double [reps]
public class Tdd {
  public static void main(String[] x) {
    int k = 17, reps = Integer.parseInt(x.length > 3 ? x[3] : "60");
    List<Object[]> w = new ArrayList<>();
    String ty = x[2]; for (String dn : x[0].split(",")) for (String ns : x[1].split(",")) {
      Distribution d = Distribution.valueOf(dn); int n = Integer.parseInt(ns);
      Object[] in = new Object[k];
      for (int s = 0; s < k; s++) in[s] = DataGenerator.doubles(d, n, s);
      w.add(new Object[] {ty + " " + dn + " " + n, in, n});
    }
    for (Object[] q : w) run(q, k, 200, false);
    for (Object[] q : w) run(q, k, reps, true);
  }
  static void run(Object[] q, int k, int reps, boolean print) {
    Object[] in = (Object[]) q[1]; int n = (Integer) q[2];
    long[] tj = new long[reps], td = new long[reps]; int refused = 0;
    double[] a = new double[n], b = new double[n];
    for (int r = 0; r < reps; r++) {
      for (int side = 0; side < 2; side++) {
        boolean ours = (side ^ (r & 1)) == 1; long t0, t1; boolean ok = true;
        {
          double[] src = (double[]) in[r % k], dst = ours ? b : a; System.arraycopy(src, 0, dst, 0, n);
          t0 = System.nanoTime(); if (ours) { ok = TopDigit.sorted(dst, 0, n); if (!ok) Arrays.sort(dst); } else Arrays.sort(dst); t1 = System.nanoTime();
        }
        if (ours) { td[r] = t1 - t0; refused += ok ? 0 : 1; } else tj[r] = t1 - t0;
      }
      if (!Arrays.equals(a, b)) throw new AssertionError("bad " + q[0]);
    }
    if (!print) return;
    Arrays.sort(tj); Arrays.sort(td);
    System.out.printf("%s jdk %.1f us top %.1f us ratio %.2f refused %d/%d%n", q[0], tj[reps/2]/1e3, td[reps/2]/1e3, (double) tj[reps/2]/td[reps/2], refused, reps);
  }
}
