package dev.samplesort.cpu;
// s127: java -cp jar:h dev.samplesort.cpu.Eq <dists> <sizes>
import dev.samplesort.data.*;
import java.util.*;
// the TopDigit sample's equal neighbours per distribution and size, over seeds (sample as TopDigit.sorted takes it)
public class Eq {
  public static void main(String[] x) {
    for (String dn : x[0].split(",")) for (String sz : x[1].split(",")) {
      int n = Integer.parseInt(sz), m = TopDigit.sampleKeys(n); int[] h = new int[m];
      StringBuilder sb = new StringBuilder();
      for (int seed = 0; seed < 40; seed++) {
        long[] a = DataGenerator.longs(Distribution.parse(dn), n, seed); long[] s = new long[m];
        long step = ((long) n << 32) / m, at = 0;
        for (int i = 0; i < m; i++, at += step) { long f = i * 0x9E3779B97F4A7C15L; s[i] = a[(int) ((at + Math.unsignedMultiplyHigh(f, step)) >>> 32)]; }
        Arrays.sort(s); int e = 0; for (int i = 1; i < m; i++) e += s[i] == s[i-1] ? 1 : 0; h[e]++;
      }
      for (int i = 0; i < m; i++) if (h[i] > 0) sb.append(i).append(':').append(h[i]).append(' ');
      System.out.printf("%-9s n=%-6d m=%d equal: %s%n", dn, n, m, sb);
    }
  }
}
