package dev.samplesort.cpu;
import dev.samplesort.data.*;
// s133: the cell index of the top-level sample (2^8, 2^10, 2^11 buckets) for every distribution and key type at
// 2^22 keys: built (true/false) / search steps, L logarithmic, V value-linear. Run with two jars and diff.
public class Sc {
  public static void main(String[] x) {
    int n = 1 << 22;
    for (Distribution d0 : Distribution.values()) { String dn = d0.name(); for (String type : new String[] {"int", "long", "float", "double"}) {
      Distribution d = d0;
      StringBuilder sb = new StringBuilder(String.format("%-12s %-6s", dn, type));
      for (int lk : new int[] {8, 10, 11}) {
        String r = switch (type) {
          case "int" -> { var sp = SplittersInt.sample(DataGenerator.ints(d, n, 0), 0, n, lk, 7); yield (sp.cellStart != null) + "/" + sp.cellSteps + (sp.cellLog ? "L" : ""); }
          case "long" -> { var sp = SplittersLong.sample(DataGenerator.longs(d, n, 0), 0, n, lk, 7); yield (sp.cellStart != null) + "/" + sp.cellSteps + (sp.cellLog ? "L" : ""); }
          case "float" -> { var sp = SplittersFloat.sample(DataGenerator.floats(d, n, 0), 0, n, lk, 7); yield (sp.cellStart != null) + "/" + sp.cellSteps + (sp.cellLog ? "L" : "") + (sp.cellLinear ? "V" : ""); }
          default -> { var sp = SplittersDouble.sample(DataGenerator.doubles(d, n, 0), 0, n, lk, 7); yield (sp.cellStart != null) + "/" + sp.cellSteps + (sp.cellLog ? "L" : "") + (sp.cellLinear ? "V" : ""); }
        };
        sb.append(" k").append(lk).append(' ').append(r);
      }
      System.out.println(sb);
    }}
  }
}
