package dev.samplesort;

import dev.samplesort.spi.SortEngine;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import java.lang.foreign.MemorySegment;

/**
 * Stable key-value sorts for an engine that has no stable pair path but sorts multi-word keys (the GPU, once its
 * Words path exists): each key becomes its unsigned-order bits followed by its position in the range — one word
 * {@code key << 32 | position} for 32-bit keys, two words for 64-bit keys — so that all keys are distinct and any
 * (unstable) sort of them is the stable order. The engine sorts the words alone (no values); the positions read
 * back from the sorted words are the permutation that then moves the caller's keys and values.
 *
 * <p>When it is used: {@link Sorter} asks the engine's {@link SortEngine#refusal refusal} of the stable pair job and
 * of the equivalent Words job ({@link #wordsShape}); if the first is refused and the second is not, the sort goes
 * this way. So the GPU takes stable pairs the moment {@code GpuEngine.refusal} accepts Words jobs of one or two
 * words without values — nothing else needs to change. Heap arrays only (segment pairs keep today's behaviour).
 * The caller's arrays change only after the engine succeeded.
 */
final class StablePairs {
    private StablePairs() {}

    /** Whether {@code job} is a stable pair job on heap arrays that this route could run. */
    static boolean applies(SortJob job) {
        return job.stable() && job.values() != null && job.count() >= 2
                && (job.values() instanceof Values.Ints || job.values() instanceof Values.Longs)
                && switch (job.keys()) {
                    case Keys.Ints k -> true;
                    case Keys.Floats k -> true;
                    case Keys.Longs k -> true;
                    case Keys.Doubles k -> true;
                    default -> false;
                };
    }

    /** Words per key for {@code job}'s key type: the key's bits and the 32-bit position. */
    static int words(SortJob job) { return job.keyType().byteSize() == 4 ? 1 : 2; }

    /** The Words job this route hands the engine, without data: what {@link SortEngine#refusal} is asked about. */
    static SortJob wordsShape(SortJob job) {
        return new SortJob(new Keys.Words(MemorySegment.NULL, words(job)), null, 0, job.count(), Order.ASCENDING,
                false);
    }

    /** True when {@code e} refuses the stable pair job but runs its Words form (e's availability aside). */
    static boolean viaWords(SortEngine e, SortJob job) {
        return applies(job) && e.refusal(job) != null && e.refusal(wordsShape(job)) == null;
    }

    /** An engine that runs stable pair jobs through {@code e}'s Words path. */
    static SortEngine via(SortEngine e) {
        return new SortEngine() {
            @Override public String name() { return e.name(); }

            @Override public String unavailableReason() { return e.unavailableReason(); }

            @Override public String refusal(SortJob job) { return viaWords(e, job) ? null : e.refusal(job); }

            @Override public void sort(SortJob job) { StablePairs.sort(e, job); }
        };
    }

    /** Sorts the stable pair job {@code job} on {@code e} as one unstable Words job. */
    static void sort(SortEngine e, SortJob job) {
        int from = (int) job.from(), n = (int) job.count();
        int w = words(job);
        boolean desc = job.descending();
        long[] words = new long[n * w];
        Parallel.chunks(n, 1 << 14, (lo, hi) -> {
            int a = (int) lo, b = (int) hi;
            switch (job.keys()) {
                case Keys.Ints k -> { for (int i = a; i < b; i++) words[i] = KeyChain.ordered(k.a()[from + i], desc) << 32 | i; }
                case Keys.Floats k -> { for (int i = a; i < b; i++) words[i] = KeyChain.ordered(k.a()[from + i], desc) << 32 | i; }
                case Keys.Longs k -> {
                    for (int i = a; i < b; i++) { words[2 * i] = KeyChain.ordered(k.a()[from + i], desc); words[2 * i + 1] = i; }
                }
                case Keys.Doubles k -> {
                    for (int i = a; i < b; i++) { words[2 * i] = KeyChain.ordered(k.a()[from + i], desc); words[2 * i + 1] = i; }
                }
                default -> throw new AssertionError(job.keys());
            }
        });
        e.sort(new SortJob(new Keys.Words(MemorySegment.ofArray(words), w), null, 0, n, Order.ASCENDING, false));
        int[] perm = new int[n];
        Parallel.chunks(n, 1 << 14, (lo, hi) -> {
            for (int i = (int) lo; i < hi; i++) perm[i] = (int) words[i * w + w - 1];
        });
        Object keys = switch (job.keys()) {
            case Keys.Ints k -> k.a();
            case Keys.Floats k -> k.a();
            case Keys.Longs k -> k.a();
            case Keys.Doubles k -> k.a();
            default -> throw new AssertionError(job.keys());
        };
        Object values = job.values() instanceof Values.Ints v ? v.a() : ((Values.Longs) job.values()).a();
        Permute.arrays(perm, from, keys, values);
    }
}
