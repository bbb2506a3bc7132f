public class Th {
  public static void main(String[] x) throws Exception {
    int n = Integer.parseInt(x[0]);
    int[] a = new int[n]; java.util.Random r = new java.util.Random(1); for (int i = 0; i < n; i++) a[i] = r.nextInt();
    java.util.Set<String> before = new java.util.TreeSet<>(); for (Thread t : Thread.getAllStackTraces().keySet()) before.add(t.getName());
    long q = System.nanoTime(); dev.samplesort.SampleSort.sort(a); long d = System.nanoTime() - q;
    Thread.sleep(50);
    java.util.Set<String> after = new java.util.TreeSet<>(); for (Thread t : Thread.getAllStackTraces().keySet()) after.add(t.getName());
    after.removeAll(before);
    System.out.println("n=" + n + " first sort " + d / 1000 + " us, new threads " + after);
  }
}
