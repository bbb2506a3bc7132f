package dev.samplesort;

import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

/** Record sorts of n gensort-like records on T threads at once; time per sort and per phase. */
public class RecH {
    static final ConcurrentHashMap<String, LongAdder> NS = new ConcurrentHashMap<>();
    static final ThreadLocal<long[]> LAST = ThreadLocal.withInitial(() -> new long[1]);
    public static void main(String[] a) throws Exception {
        int n = Integer.parseInt(a[0]), threads = Integer.parseInt(a[1]);
        long ms = Long.parseLong(a[2]);
        KeyChain.phases = name -> {
            long now = System.nanoTime();
            long[] last = LAST.get();
            NS.computeIfAbsent(name, k -> new LongAdder()).add(now - last[0]);
            last[0] = now;
        };
        for (int round = 0; round < 3; round++) {
            NS.clear();
            AtomicLong sorts = new AtomicLong(), sortNs = new AtomicLong();
            AtomicBoolean stop = new AtomicBoolean();
            Thread[] th = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                int seed = t;
                th[t] = new Thread(() -> {
                    Random r = new Random(seed);
                    byte[] in = new byte[100 * n], w = new byte[100 * n];
                    r.nextBytes(in);
                    while (!stop.get()) {
                        System.arraycopy(in, 0, w, 0, in.length);
                        long t0 = System.nanoTime();
                        LAST.get()[0] = t0;
                        Sorter.cpu().sort(w, RecordLayout.GENSORT);
                        sortNs.addAndGet(System.nanoTime() - t0);
                        sorts.incrementAndGet();
                    }
                });
                th[t].start();
            }
            Thread.sleep(ms);
            stop.set(true);
            for (Thread x : th) x.join();
            long s = sorts.get();
            StringBuilder sb = new StringBuilder(String.format("round %d n=%d threads=%d: %d sorts, %.1f us a sort;", round, n, threads, s, sortNs.get() / 1e3 / s));
            for (var e : new TreeMap<>(NS).entrySet()) sb.append(String.format(" %s %.1f", e.getKey(), e.getValue().sum() / 1e3 / s));
            System.out.println(sb);
        }
    }
}
