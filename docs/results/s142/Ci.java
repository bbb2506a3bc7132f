public class Ci {
  public static void main(String[] x) throws Exception {
    String[] cs = x.length > 0 ? x : new String[] {"dev.samplesort.Sorter","dev.samplesort.spi.AutoPolicy","dev.samplesort.spi.Engines","dev.samplesort.cpu.CpuEngine","dev.samplesort.spi.Configuration","dev.samplesort.cpu.CpuPolicy","dev.samplesort.cpu.CpuConfig","dev.samplesort.cpu.BusyCores","dev.samplesort.cpu.HeapNeed","dev.samplesort.cpu.SampleSortInt","dev.samplesort.cpu.ColdStart"};
    StringBuilder sb = new StringBuilder();
    long t0 = System.nanoTime();
    for (String c : cs) { long q = System.nanoTime(); Class.forName(c, true, Ci.class.getClassLoader()); sb.append(String.format("%s %.2f%n", c.substring(c.lastIndexOf('.')+1), (System.nanoTime()-q)/1e6)); }
    int[] a = new int[16]; for (int i = 0; i < 16; i++) a[i] = 16 - i;
    long q = System.nanoTime(); dev.samplesort.SampleSort.sort(a); sb.append(String.format("sort16 %.2f%n", (System.nanoTime()-q)/1e6));
    q = System.nanoTime(); java.util.Arrays.sort(new int[] {3,2,1,5,4,6,7,8,9,10,11,12,13,14,15,0}); sb.append(String.format("jdk16 %.2f%n", (System.nanoTime()-q)/1e6));
    System.out.print(sb);
  }
}
