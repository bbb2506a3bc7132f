package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// which stage of the small few-values start check (fewStart) inputs reach, per seed: the two repeat windows,
// the order check, the 32-key count, the sample's count; double keys
public class Stage {
  public static void main(String[] x) {
    int n = Integer.parseInt(x[0]); int seeds = Integer.parseInt(x[2]);
    for (String dn : x[1].split(",")) {
      Distribution d = Distribution.parse(dn);
      int win1 = 0, win2 = 0, start = 0, sample = 0; int[] vals = new int[seeds];
      for (int s = 0; s < seeds; s++) {
        double[] a = DataGenerator.doubles(d, n, s);
        int r = CpuConfig.FEW_SMALL_REPEAT_KEYS;
        boolean w1 = rep(a, 0, r), w2 = rep(a, r, 2 * r);
        if (w1) win1++;
        if (w1 && w2) win2++;
        double[] st = FewCountDouble.fewStart(a, 0, n, CpuConfig.FEW_SEQUENTIAL_MAX, r);
        if (st != null) { start++; vals[s] = st.length; }
        if (st != null) { double[] sv = SampleSortDouble.sampledValues(a, 0, n); if (sv != null && sv.length <= 16) sample++; }
        // distinct in first 32
        Set<Double> set = new HashSet<>(); for (int i = 0; i < 32; i++) set.add(a[i]);
        if (s < 12) System.out.print(set.size() + " ");
      }
      System.out.printf("%n%s n=%d seeds=%d: window1 %d, both %d, start passes %d, sample<=16 %d%n", dn, n, seeds, win1, win2, start, sample);
    }
  }
  static boolean rep(double[] a, int f, int t) { for (int i = f + 1; i < t; i++) for (int j = f; j < i; j++) if (a[i] == a[j]) return true; return false; }
}
