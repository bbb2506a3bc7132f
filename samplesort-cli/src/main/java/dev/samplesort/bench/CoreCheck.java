package dev.samplesort.bench;

import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * How many cores' worth of work the machine's threads do at once, read before and after a sweep of host sorts: one
 * thread runs a fixed integer loop alone, then every available processor runs it at the same time; the reading is
 * their combined rate over the one thread's (N on N free cores).
 *
 * <p>Why: the CPU backend's parallel routes (the team's sort, the counts on both threads of a 2-core machine) gain
 * only what the second core gives, and on the machines this project measures on that is not always a core. 2 cores
 * of the dev VM (AMD EPYC, ninety-second session): two processes pinned to the two CPUs ran this loop at 32 ms each
 * in some seconds and at 64 ms (one of them or both) in others; 2 cores of the H200 host's 16-core Xeon guest: two
 * pinned processes 60-63 ms each against 42-50 for one alone (CPUs 0-1, 2-3 and 0, 8 alike). A cell on a parallel
 * route read in such a spell is the machine's, not the sort's; the summary says which spell the sweep began and
 * ended in. The loop is latency-bound integer work (four multiply chains): no memory traffic, so a reading below N
 * means threads waiting for a core (shared, oversubscribed or hyperthreaded CPUs), not a memory bound.
 */
final class CoreCheck {
    private CoreCheck() {}

    /** Each thread's share: long enough (about 10 ms) that a thread's start and the clock's grain do not count. */
    private static final long TARGET_NANOS = 10_000_000L;

    /** Readings per check: the median of three (one spell of a descheduled thread does not decide it). */
    private static final int READINGS = 3;

    /** The processors the JVM may run on. */
    static int threads() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * The combined rate of {@code threads} threads running the loop at once over one thread's rate alone: one
     * thread's fastest run against the median of the runs together (each their threads' mean time), so that a slow
     * spell of the one thread alone does not read as more than N (a first version took one run each: 2.23 on 2 cores).
     */
    static double scaling(int threads) {
        long iterations = calibrate();
        long one = Long.MAX_VALUE;
        double[] together = new double[READINGS];
        for (int i = 0; i < READINGS; i++) {
            one = Math.min(one, timed(iterations, i));
            double sum = 0;
            for (long t : together(iterations, threads)) sum += t;
            together[i] = sum / threads;
        }
        Arrays.sort(together);
        return threads * one / together[READINGS / 2];
    }

    /**
     * The sentence for the summary and the console: {@code before} and {@code after} as {@link #scaling} read them
     * (NaN: not read).
     */
    static String describe(int threads, double before, double after) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Cores: %d available; %d busy threads "
                + "ran a fixed integer loop at %.2fx one thread's rate before the sweep", threads, threads, before));
        if (!Double.isNaN(after)) sb.append(String.format(Locale.ROOT, ", %.2fx after", after));
        sb.append(String.format(Locale.ROOT, " (%d on %d free cores; less: threads waited for a core, and parallel "
                + "routes gained less in that spell).", threads, threads));
        return sb.toString();
    }

    /** Iterations for about TARGET_NANOS on one thread, the loop compiled first (its times settle within 10%). */
    private static long calibrate() {
        long iterations = 1 << 16;
        long t = timed(iterations, 0);
        for (int i = 0; i < 40 && (t < TARGET_NANOS / 8 || i < 6); i++) {
            if (t < TARGET_NANOS / 8) iterations *= 2;
            t = timed(iterations, i);
        }
        return Math.max(1, (long) (iterations * ((double) TARGET_NANOS / Math.max(1, t))));
    }

    private static long timed(long iterations, long seed) {
        long t0 = System.nanoTime();
        long v = loop(iterations, seed);
        long t = System.nanoTime() - t0;
        sink ^= v;
        return t;
    }

    /** Each thread's time for the loop, all {@code threads} started at once. */
    private static long[] together(long iterations, int threads) {
        long[] times = new long[threads];
        CountDownLatch ready = new CountDownLatch(threads), go = new CountDownLatch(1);
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                ready.countDown();
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                times[id] = timed(iterations, id);
            }, "samplesort-core-check-" + i);
            ts[i].setDaemon(true);
            ts[i].start();
        }
        try {
            ready.await();
            go.countDown();
            for (Thread t : ts) t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return times;
    }

    /** A sink the JIT cannot prove unused. */
    private static volatile long sink;

    /**
     * Four independent multiply chains (a mixing step each): latency-bound integer work with no memory traffic, whose
     * rate C2 cannot shortcut (a plain linear congruential step it did: 20 million steps in 0.3 ms).
     */
    static long loop(long iterations, long seed) {
        long a = seed, b = seed + 1, c = seed + 2, d = seed + 3;
        for (long i = 0; i < iterations; i++) {
            a = (a ^ (a >>> 29)) * 0xbf58476d1ce4e5b9L;
            b = (b ^ (b >>> 27)) * 0x94d049bb133111ebL;
            c = (c ^ (c >>> 31)) * 0x9e3779b97f4a7c15L;
            d = (d ^ (d >>> 23)) * 0xd6e8feb86659fd93L;
        }
        return a + 3 * b + 5 * c + 7 * d;
    }
}
