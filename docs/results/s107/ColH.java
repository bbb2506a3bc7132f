import dev.samplesort.*;
import java.lang.foreign.*;
import java.util.*;
import java.util.concurrent.atomic.*;

/** T threads each sorting an off-heap long column with a payload segment by ColumnSort in a loop. */
public class ColH {
    public static void main(String[] a) throws Exception {
        int n = Integer.parseInt(a[0]), threads = Integer.parseInt(a[1]);
        long ms = Long.parseLong(a[2]);
        for (int round = 0; round < 3; round++) {
            AtomicLong sorts = new AtomicLong(), ns = new AtomicLong();
            AtomicBoolean stop = new AtomicBoolean();
            Thread[] th = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                int seed = t;
                th[t] = new Thread(() -> {
                    try (Arena arena = Arena.ofShared()) {
                        MemorySegment k = arena.allocate(8L * n, 8), p = arena.allocate(8L * n, 8);
                        long[] in = new SplittableRandom(seed).longs(n).toArray();
                        while (!stop.get()) {
                            MemorySegment.copy(in, 0, k, ValueLayout.JAVA_LONG, 0, n);
                            MemorySegment.copy(in, 0, p, ValueLayout.JAVA_LONG, 0, n);
                            long t0 = System.nanoTime();
                            ColumnSort.by(k, KeyType.LONG).using(Sorter.cpu()).sort(k, p);
                            ns.addAndGet(System.nanoTime() - t0);
                            sorts.incrementAndGet();
                        }
                        for (int i = 1; i < n; i++) if (k.getAtIndex(ValueLayout.JAVA_LONG, i - 1) > k.getAtIndex(ValueLayout.JAVA_LONG, i)) throw new AssertionError("order");
                    }
                });
                th[t].start();
            }
            Thread.sleep(ms);
            stop.set(true);
            for (Thread x : th) x.join();
            System.out.printf("round %d n=%d threads=%d: %d sorts, %.1f us a sort%n", round, n, threads, sorts.get(), ns.get() / 1e3 / sorts.get());
        }
    }
}
