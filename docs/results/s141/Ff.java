import java.lang.foreign.*;
// s141: a fresh JVM's FFM start-up pieces: the native linker, a failed library lookup, a lookup of libc
public class Ff {
  public static void main(String[] x) {
    long q = System.nanoTime(); Linker l = Linker.nativeLinker();
    System.out.printf("nativeLinker %.1f ms%n", (System.nanoTime() - q) / 1e6);
    q = System.nanoTime();
    try { SymbolLookup.libraryLookup("libcuda.so.1", Arena.global()); } catch (IllegalArgumentException e) { }
    System.out.printf("libraryLookup(libcuda.so.1) failed in %.1f ms%n", (System.nanoTime() - q) / 1e6);
    q = System.nanoTime();
    try { SymbolLookup.libraryLookup("libcuda.so.1", Arena.global()); } catch (IllegalArgumentException e) { }
    System.out.printf("again %.1f ms%n", (System.nanoTime() - q) / 1e6);
    q = System.nanoTime(); Arena.global();
    FunctionDescriptor fd = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT);
    System.out.printf("a descriptor %.1f ms%n", (System.nanoTime() - q) / 1e6);
  }
}
