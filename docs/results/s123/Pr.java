package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.lang.invoke.*;
import java.util.*;
// ns per call of the small route's probes (SampleSortLong/Double's private checks, through method handles) on n keys,
// 17 inputs, copy subtracted, medians of rounds; then the whole sort and Arrays.sort. Args: n type(long|double) rounds dists
public class Pr {
  static long sink;
  public static void main(String[] x) throws Throwable {
    int n = Integer.parseInt(x[0]); boolean dbl = x[1].equals("double"); int rounds = Integer.parseInt(x[2]);
    int K = 17, B = 400, warm = Integer.getInteger("warm", 60);
    Class<?> c = dbl ? SampleSortDouble.class : SampleSortLong.class, arr = dbl ? double[].class : long[].class;
    MethodHandles.Lookup l = MethodHandles.privateLookupIn(c, MethodHandles.lookup());
    String[] names = {"mayBeOneRun", "fewFromStart", "fewCounted", "fewLongRunsMerged", "nearlySorted", "dense", "split"};
    MethodHandle[] mh = new MethodHandle[names.length + 1];
    for (int k = 0; k < names.length; k++) {
      boolean three = names[k].equals("mayBeOneRun") || names[k].equals("fewLongRunsMerged");
      MethodType t = three ? MethodType.methodType(boolean.class, arr, int.class, int.class)
                           : MethodType.methodType(boolean.class, arr, int.class, int.class, int.class);
      MethodHandle h = l.findStatic(c, names[k], t);
      if (three) h = MethodHandles.dropArguments(h, 3, int.class);
      mh[k] = h.asType(MethodType.methodType(boolean.class, Object.class, int.class, int.class, int.class));
    }
    Class<?> tr = dbl ? TwoRunsDouble.class : TwoRunsLong.class;
    mh[names.length] = MethodHandles.dropArguments(MethodHandles.privateLookupIn(tr, MethodHandles.lookup())
        .findStatic(tr, "sorted", MethodType.methodType(boolean.class, arr, int.class, int.class)), 3, int.class)
        .asType(MethodType.methodType(boolean.class, Object.class, int.class, int.class, int.class));
    String[] all = Arrays.copyOf(names, names.length + 1); all[names.length] = "TwoRuns";
    for (String dn : x[3].split(",")) {
      Distribution d = Distribution.parse(dn);
      Object[] in = new Object[K]; for (int s = 0; s < K; s++) in[s] = dbl ? DataGenerator.doubles(d, n, s) : DataGenerator.longs(d, n, s);
      Object w = dbl ? new double[n] : new long[n];
      int P = all.length + 3; // probes, copy, sort, Arrays.sort
      double[][] t = new double[P][rounds]; int[] yes = new int[P];
      for (int r = -warm; r < rounds; r++) for (int p = 0; p < P; p++) {
        long t0 = System.nanoTime();
        for (int i = 0; i < B; i++) {
          System.arraycopy(in[i % K], 0, w, 0, n);
          if (p < all.length) { if ((boolean) mh[p].invokeExact(w, 0, n, 2)) yes[p]++; }
          else if (p == all.length + 1) { if (dbl) SampleSortDouble.sort((double[]) w, 0, n, 2); else SampleSortLong.sort((long[]) w, 0, n, 2); }
          else if (p == all.length + 2) { if (dbl) Arrays.sort((double[]) w, 0, n); else Arrays.sort((long[]) w, 0, n); }
          sink += dbl ? (long) ((double[]) w)[n / 2] : ((long[]) w)[n / 2];
        }
        if (r >= 0) t[p][r] = (System.nanoTime() - t0) / (double) B;
      }
      for (double[] a : t) Arrays.sort(a);
      double copy = t[all.length][rounds / 2];
      StringBuilder sb = new StringBuilder(String.format("%-6s %-10s n=%d", x[1], dn, n));
      for (int p = 0; p < all.length; p++) sb.append(String.format(" %s %.0f%s", all[p], t[p][rounds / 2] - copy, yes[p] > 0 ? "(true " + yes[p] + ")" : ""));
      sb.append(String.format(" | copy %.0f sort %.0f jdk %.0f route %s", copy, t[all.length + 1][rounds / 2] - copy, t[all.length + 2][rounds / 2] - copy, CpuConfig.lastRouteName()));
      System.out.println(sb);
    }
    if (sink == 42) System.out.println();
  }
}
