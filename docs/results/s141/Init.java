// s141: what a fresh JVM's first call pays: each class's load and initialization in the order the first sort takes them
public class Init {
  public static void main(String[] x) throws Exception {
    String[] names = {"dev.samplesort.SampleSort", "dev.samplesort.Sorter", "dev.samplesort.spi.Configuration",
        "dev.samplesort.cpu.CpuPolicy", "dev.samplesort.cpu.CpuConfig", "dev.samplesort.cpu.BusyCores",
        "dev.samplesort.cpu.CpuEngine", "dev.samplesort.cpu.HeapNeed", "dev.samplesort.cpu.SampleSortInt", "dev.samplesort.cpu.ColdStart"};
    for (String s : names) { long q = System.nanoTime(); Class.forName(s, true, Init.class.getClassLoader());
      System.out.printf("%-40s %.2f ms%n", s, (System.nanoTime() - q) / 1e6); }
    int[] a = {5, 3, 1, 4, 2, 9, 7, 8, 6, 0, 11, 13, 12, 10, 15, 14};
    long q = System.nanoTime(); dev.samplesort.SampleSort.sort(a); System.out.printf("first sort %.2f ms%n", (System.nanoTime() - q) / 1e6);
    a = new int[] {5, 3, 1, 4, 2, 9, 7, 8, 6, 0, 11, 13, 12, 10, 15, 14};
    q = System.nanoTime(); dev.samplesort.SampleSort.sort(a); System.out.printf("second sort %.2f ms%n", (System.nanoTime() - q) / 1e6);
  }
}
