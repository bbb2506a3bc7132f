package dev.samplesort.cpu;
import dev.samplesort.data.*;
import java.util.*;
// s124: the start check's hash set, variants: A 128 slots (two longs, the slot's seventh bit picks one), B two 64-slot
// sets from one product (refused where either shows more than 16), C the same, refused where both together show more
// than 32, D one 64-slot set; ns a call over the generator's 17 first inputs in turn (double keys, 2^10), and how many
// of 600 zipf / few256 starts (200 seeds x long, double, int bits) pass each
public class Hv {
  static final long M = 0x9E3779B97F4A7C15L; static long sink;
  static int a(double[] x) { long lo = 0, hi = 0; for (int i = 0; i < 32; i++) { long h = Double.doubleToRawLongBits(x[i] + 0.0) * M >>> 57; long b = 1L << h, u = -(h >>> 6); hi |= b & u; lo |= b & ~u; } return Long.bitCount(lo) + Long.bitCount(hi); }
  static int b(double[] x) { long s = 0, t = 0; for (int i = 0; i < 32; i++) { long p = Double.doubleToRawLongBits(x[i] + 0.0) * M; s |= 1L << (p >>> 58); t |= 1L << (p >>> 52); } return Math.max(Long.bitCount(s), Long.bitCount(t)); }
  static int c(double[] x) { long s = 0, t = 0; for (int i = 0; i < 32; i++) { long p = Double.doubleToRawLongBits(x[i] + 0.0) * M; s |= 1L << (p >>> 58); t |= 1L << (p >>> 52); } return (Long.bitCount(s) + Long.bitCount(t) + 1) / 2; }
  static int d(double[] x) { long s = 0; for (int i = 0; i < 32; i++) { long p = Double.doubleToRawLongBits(x[i] + 0.0) * M; s |= 1L << (p >>> 58); } return Long.bitCount(s); }
  static int e(double[] x) { long s = 0, t = 0; for (int i = 0; i < 32; i += 2) { long p = Double.doubleToRawLongBits(x[i] + 0.0) * M, q = Double.doubleToRawLongBits(x[i + 1] + 0.0) * M; s |= 1L << (p >>> 58) | 1L << (q >>> 58); t |= 1L << (p >>> 52) | 1L << (q >>> 52); } return Math.max(Long.bitCount(s), Long.bitCount(t)); }
  interface F { int f(double[] x); }
  public static void main(String[] args) {
    F[] fs = {Hv::a, Hv::b, Hv::c, Hv::d, Hv::e}; String names = "ABCDE";
    for (Distribution dist : new Distribution[] {Distribution.ZIPF, Distribution.FEW_UNIQUE_256, Distribution.UNIFORM}) {
      StringBuilder sb = new StringBuilder(dist + " pass of 600:");
      for (int v = 0; v < fs.length; v++) { int p = 0;
        for (int s = 0; s < 200; s++) {
          p += fs[v].f(DataGenerator.doubles(dist, 1024, s)) <= 16 ? 1 : 0;
          double[] l = Arrays.stream(DataGenerator.longs(dist, 1024, s)).mapToDouble(Double::longBitsToDouble).toArray();
          for (int i = 0; i < l.length; i++) if (l[i] != l[i]) l[i] = 1.5;
          p += fs[v].f(l) <= 16 ? 1 : 0;
          p += fs[v].f(Arrays.stream(DataGenerator.ints(dist, 1024, s)).asDoubleStream().toArray()) <= 16 ? 1 : 0; }
        sb.append(" ").append(names.charAt(v)).append(" ").append(p); }
      System.out.println(sb);
    }
    double[][] in = new double[17][]; for (int s = 0; s < 17; s++) in[s] = DataGenerator.doubles(Distribution.ZIPF, 1024, s);
    for (int round = 0; round < 3; round++) { StringBuilder sb = new StringBuilder("ns a call:");
      for (int v = 0; v < fs.length; v++) { F f = fs[v]; double[] t = new double[31];
        for (int r = -100; r < 31; r++) { long t0 = System.nanoTime(); for (int i = 0; i < 20000; i++) sink += f.f(in[i % 17]); if (r >= 0) t[r] = (System.nanoTime() - t0) / 20000.0; }
        Arrays.sort(t); sb.append(String.format(" %c %.1f", names.charAt(v), t[15])); }
      System.out.println(sb); }
  }
}
