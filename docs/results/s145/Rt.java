package dev.samplesort.cpu;
import dev.samplesort.data.*;
public class Rt {
  public static void main(String[] x) throws Exception {
    CpuConfig.warmUp();
    for (String t : new String[]{"int","long","float","double"})
    for (Distribution d : new Distribution[]{Distribution.UNIFORM, Distribution.GAUSSIAN, Distribution.ZIPF, Distribution.BUCKET_SORTED}) {
      StringBuilder sb = new StringBuilder(t + " " + d + ":");
      for (int z = 15; z <= 21; z++) {
        int n = 1 << z;
        CpuConfig.clearRoute();
        switch (t) {
          case "int" -> SampleSortInt.sort(DataGenerator.ints(d, n, 1), 0, n, CpuConfig.threads());
          case "long" -> SampleSortLong.sort(DataGenerator.longs(d, n, 1), 0, n, CpuConfig.threads());
          case "float" -> SampleSortFloat.sort(DataGenerator.floats(d, n, 1), 0, n, CpuConfig.threads());
          default -> SampleSortDouble.sort(DataGenerator.doubles(d, n, 1), 0, n, CpuConfig.threads());
        }
        sb.append(" 2^" + z + "=" + CpuConfig.lastRoute);
      }
      System.out.println(sb);
    }
  }
}
