// s111 harness RouteProbe (in package dev.samplesort.cpu, on the class path beside the jar): the route and scans
// each input takes where N threads and a parallel common pool are assumed (decisions only, not times).
// Run: java -Dsamplesort.cpu.coldStart=false -cp samplesort.jar:. dev.samplesort.cpu.RouteProbe 16 RUNS,SAWTOOTH 4096,8192
package dev.samplesort.cpu;
import dev.samplesort.data.*;
// which route and scans each input takes where 16 threads and a parallel common pool are assumed (decisions only)
public class RouteProbe {
  public static void main(String[] x) {
    CpuConfig.setThreads(Integer.parseInt(x[0])); CpuConfig.setCommonPoolParallel(true); CpuConfig.setCommonPoolParallelism(Integer.parseInt(x[0]) - 1);
    for (String ds : x[1].split(",")) for (String ns : x[2].split(",")) {
      Distribution d = Distribution.valueOf(ds); int n = Integer.parseInt(ns);
      StringBuilder b = new StringBuilder(ds + " " + n + ":");
      for (String t : new String[] {"int", "long", "float", "double"}) {
        for (int rep = 0; rep < 3; rep++) switch (t) {
          case "int" -> SampleSortInt.sort(DataGenerator.ints(d, n, rep), 0, n);
          case "long" -> SampleSortLong.sort(DataGenerator.longs(d, n, rep), 0, n);
          case "float" -> SampleSortFloat.sort(DataGenerator.floats(d, n, rep), 0, n);
          default -> SampleSortDouble.sort(DataGenerator.doubles(d, n, rep), 0, n);
        }
        b.append(" ").append(t).append("=").append(CpuConfig.lastRoute).append("/").append(CpuConfig.lastScans);
      }
      System.out.println(b);
    }
    System.exit(0);
  }
}
