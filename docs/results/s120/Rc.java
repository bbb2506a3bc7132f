// s120 harness Rc: the time to read /proc files from Java (1000 reads after 1000 warm-up reads; best and average).
// java Rc.java
import java.io.*;
public class Rc {
  public static void main(String[] a) throws Exception {
    for (String p : new String[]{"/proc/stat","/proc/self/stat","/proc/self/status","/proc/loadavg"}) {
      long best = Long.MAX_VALUE, sum = 0; int len = 0;
      for (int i = 0; i < 2000; i++) { long t0 = System.nanoTime();
        try (var in = new FileInputStream(p)) { len = in.readAllBytes().length; }
        long d = System.nanoTime() - t0; if (i >= 1000) { best = Math.min(best, d); sum += d; } }
      System.out.printf("%s len %d best %.1f avg %.1f us%n", p, len, best/1e3, sum/1e6);
    }
    byte[] buf = new byte[4096];
    long best = Long.MAX_VALUE; for (int i = 0; i < 2000; i++) { long t0 = System.nanoTime();
      try (var in = new FileInputStream("/proc/stat")) { in.read(buf); } best = Math.min(best, System.nanoTime()-t0);} 
    System.out.printf("/proc/stat first 4K best %.1f us%n", best/1e3);
  }
}
