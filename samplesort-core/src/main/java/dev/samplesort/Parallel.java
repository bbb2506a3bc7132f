package dev.samplesort;

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

    /** Runs {@code body} for every task index in {@code [0, tasks)}, in parallel when there is more than one. */
    static void range(long tasks, LongConsumer body) {
        if (tasks <= 1) {
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
    static void chunks(long n, int chunk, RangeBody body) {
        range((n + chunk - 1) / chunk, c -> {
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
