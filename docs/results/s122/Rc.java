package dev.samplesort.cpu;
import dev.samplesort.data.*;
// refusal counts of TopDigit per distribution and size over 40 seeds (long keys)
public class Rc { public static void main(String[] x) {
  for (Distribution d : Distribution.values()) { StringBuilder sb = new StringBuilder(String.format("%-14s", d.cliName()));
    for (int n : new int[] {4096, 8192, 16384, 32768, 65536, 131071}) { int ref = 0;
      for (int s = 0; s < 40; s++) { long[] a = DataGenerator.longs(d, n, s * 7919L); if (!TopDigit.sorted(a, 0, n)) ref++; }
      sb.append(String.format(" %6d", ref)); }
    System.out.println(sb); } } }
