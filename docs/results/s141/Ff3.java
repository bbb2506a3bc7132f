import java.lang.foreign.*;
public class Ff3 {
  public static void main(String[] x) {
    long q = System.nanoTime(); Arena g = Arena.global();
    System.out.printf("Arena.global %.1f ms%n", (System.nanoTime() - q) / 1e6);
    q = System.nanoTime();
    try { SymbolLookup.libraryLookup("libcuda.so.1", g); } catch (IllegalArgumentException e) { }
    System.out.printf("then libraryLookup, failed, in %.1f ms%n", (System.nanoTime() - q) / 1e6);
    q = System.nanoTime();
    try { SymbolLookup.libraryLookup("libcuda.so.1", g); } catch (IllegalArgumentException e) { }
    System.out.printf("again %.2f ms%n", (System.nanoTime() - q) / 1e6);
  }
}
