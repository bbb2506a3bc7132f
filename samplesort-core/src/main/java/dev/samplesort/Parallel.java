package dev.samplesort;

import java.lang.foreign.MemorySegment;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;
import java.util.stream.LongStream;

/**
 * Data-parallel loops of the API layer (key extraction, encoding, permuting) on the common ForkJoin pool. The
 * first exception a task throws is rethrown as is (the stream would wrap it in a copy), and the remaining tasks
 * are skipped, so that a user's key extractor that throws surfaces its own exception.
 */
final class Parallel {
    private Parallel() {}

    /** A thread that is never started: a segment it may access is one the pool's workers may access. */
    private static final Thread PROBE = new Thread(() -> { });

    /** Whether other threads may touch every segment (false for one of a confined arena: work stays on this thread). */
    static boolean shared(MemorySegment... segments) {
        for (MemorySegment s : segments) if (s != null && !s.isAccessibleBy(PROBE)) return false;
        return true;
    }

    /** Runs {@code body} for every task index in {@code [0, tasks)}, in parallel when there is more than one. */
    static void range(long tasks, LongConsumer body) { range(tasks, true, body); }

    /** As {@link #range(long, LongConsumer)}, on this thread alone unless {@code parallel}. */
    static void range(long tasks, boolean parallel, LongConsumer body) {
        if (tasks <= 1 || !parallel) {
            for (long t = 0; t < tasks; t++) body.accept(t);
            return;
        }
        AtomicReference<Throwable> first = new AtomicReference<>();
        LongStream.range(0, tasks).parallel().forEach(t -> {
            if (first.get() != null) return;
            try {
                body.accept(t);
            } catch (Throwable e) {
                first.compareAndSet(null, e);
            }
        });
        Throwable e = first.get();
        if (e instanceof RuntimeException r) throw r;
        if (e instanceof Error r) throw r;
        if (e != null) throw new IllegalStateException(e); // unreachable: LongConsumer throws nothing checked
    }

    /** Runs {@code body(lo, hi)} over {@code [0, n)} in chunks of {@code chunk} elements. */
    static void chunks(long n, int chunk, RangeBody body) { chunks(n, chunk, true, body); }

    /** As {@link #chunks(long, int, RangeBody)}, on this thread alone unless {@code parallel}. */
    static void chunks(long n, int chunk, boolean parallel, RangeBody body) {
        range((n + chunk - 1) / chunk, parallel, c -> {
            long lo = c * chunk;
            body.run(lo, Math.min(n, lo + chunk));
        });
    }

    /** A loop body over {@code [lo, hi)}. */
    @FunctionalInterface
    interface RangeBody {
        void run(long lo, long hi);
    }
}
