// s141: the GPU probe's cost on a machine without one: dev.samplesort.cuda.Cuda.isAvailable() timed in a fresh JVM
public class Gp {
  public static void main(String[] x) {
    long q = System.nanoTime(); boolean ok = dev.samplesort.cuda.Cuda.isAvailable();
    System.out.printf("Cuda.isAvailable() = %s in %.1f ms (%s)%n", ok, (System.nanoTime() - q) / 1e6, dev.samplesort.cuda.Cuda.unavailableReason());
    q = System.nanoTime(); ok = dev.samplesort.cuda.Cuda.isAvailable();
    System.out.printf("again %.3f ms%n", (System.nanoTime() - q) / 1e6);
  }
}
