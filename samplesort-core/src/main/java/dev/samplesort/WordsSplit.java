package dev.samplesort;

import dev.samplesort.internal.Scratch;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

/**
 * Multi-word sorts larger than one engine job: a top-level sample-sort step in front of the engines. The CPU
 * engine's multi-word path takes at most 2^31-16 keys per job (its row numbers are {@code int}s), so more records
 * than that are first distributed by key into buckets that each fit one job, and each bucket is one job.
 *
 * <p>One step: a sample of {@code 64} keys per bucket picks {@code k - 1} splitters (k = twice the number of jobs
 * needed, so buckets are about half a job); every key goes to the bucket "between splitters i-1 and i" or to the
 * <em>equality bucket</em> of splitter i when it equals it (a key repeated so often that it alone would overfill a job
 * is almost surely a splitter, and its equality bucket needs no sort: all its keys are equal and, the scatter being
 * stable, in input order). Buckets are written stably (chunk-ordered prefix sums), each between-bucket is sorted as one
 * job (or split again, should a bad sample have overfilled it), so the whole sort is stable when the jobs are.
 */
final class WordsSplit {
    private WordsSplit() {}

    /** Keys per engine job; tests lower it to exercise the split on small inputs. */
    static volatile long jobLimit = Integer.MAX_VALUE - 16;

    private static final int OVERSAMPLING = 64;
    private static final long CHUNK = 1 << 16;

    /**
     * Sorts m keys of w words (ascending, unsigned lexicographic) with their {@code long} values; both segments are
     * permuted. Runs the jobs on the sorter's engine choice with its stability.
     */
    static void sort(Sorter sorter, MemorySegment words, int w, MemorySegment values, long m) {
        if (m <= jobLimit) {
            sorter.run(new SortJob(new Keys.Words(words, w), new Values.Native(values, ValueType.LONG), 0, m,
                    Order.ASCENDING, sorter.stable()));
            return;
        }
        long[][] split = splitters(words, w, m, (int) Math.min(1 << 16, 2 * ((m + jobLimit - 1) / jobLimit)));
        int buckets = 2 * split.length + 1;
        long chunks = (m + CHUNK - 1) / CHUNK;
        try (Scratch arena = new Scratch()) {
            MemorySegment bucketOf = arena.allocate(4 * m);
            long[][] counts = new long[(int) chunks][];
            LongStream.range(0, chunks).parallel().forEach(c -> {
                long[] cnt = new long[buckets];
                for (long i = c * CHUNK, end = Math.min(m, i + CHUNK); i < end; i++) {
                    int b = classify(words, w, i, split);
                    bucketOf.setAtIndex(ValueLayout.JAVA_INT, i, b);
                    cnt[b]++;
                }
                counts[(int) c] = cnt;
            });
            // start[b] of each bucket, then each chunk's first slot per bucket (chunk order keeps input order)
            long[] start = new long[buckets + 1];
            for (long[] cnt : counts) for (int b = 0; b < buckets; b++) start[b + 1] += cnt[b];
            for (int b = 0; b < buckets; b++) start[b + 1] += start[b];
            long[] next = start.clone();
            for (long[] cnt : counts) {
                for (int b = 0; b < buckets; b++) {
                    long c = cnt[b];
                    cnt[b] = next[b];
                    next[b] += c;
                }
            }
            MemorySegment words2 = arena.allocate(8L * w * m), values2 = arena.allocate(8 * m);
            LongStream.range(0, chunks).parallel().forEach(c -> {
                long[] at = counts[(int) c];
                for (long i = c * CHUNK, end = Math.min(m, i + CHUNK); i < end; i++) {
                    long to = at[bucketOf.getAtIndex(ValueLayout.JAVA_INT, i)]++;
                    MemorySegment.copy(words, 8L * w * i, words2, 8L * w * to, 8L * w);
                    values2.setAtIndex(ValueLayout.JAVA_LONG, to, values.getAtIndex(ValueLayout.JAVA_LONG, i));
                }
            });
            for (int b = 0; b < buckets; b += 2) {   // odd buckets hold one key each: already in order
                long from = start[b], size = start[b + 1] - from;
                if (size > 1) {
                    sort(sorter, words2.asSlice(8L * w * from, 8L * w * size), w,
                            values2.asSlice(8 * from, 8 * size), size);
                }
            }
            Records.parallel(m, (lo, hi) -> {
                MemorySegment.copy(words2, 8L * w * lo, words, 8L * w * lo, 8L * w * (hi - lo));
                MemorySegment.copy(values2, 8 * lo, values, 8 * lo, 8 * (hi - lo));
            });
        }
    }

    /** Up to k-1 distinct splitters from a sample of the m keys, ascending. */
    private static long[][] splitters(MemorySegment words, int w, long m, int k) {
        int s = (int) Math.min(m, (long) OVERSAMPLING * k);
        SplittableRandom r = new SplittableRandom(0x5EED);
        long[][] sample = new long[s][];
        for (int j = 0; j < s; j++) {
            long i = r.nextLong(m);
            sample[j] = words.asSlice(8L * w * i, 8L * w).toArray(ValueLayout.JAVA_LONG);
        }
        Arrays.sort(sample, Arrays::compareUnsigned);
        List<long[]> out = new ArrayList<>();
        for (int b = 1; b < k; b++) {
            long[] c = sample[(int) ((long) b * s / k)];
            if (out.isEmpty() || Arrays.compareUnsigned(out.get(out.size() - 1), c) < 0) out.add(c);
        }
        return out.toArray(new long[0][]);
    }

    /** 2i for keys between splitters i-1 and i, 2i+1 for a key equal to splitter i. */
    static int classify(MemorySegment words, int w, long i, long[][] split) {
        int lo = 0, hi = split.length;   // find the first splitter >= key
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (compare(words, w, i, split[mid]) > 0) lo = mid + 1;
            else hi = mid;
        }
        return lo < split.length && compare(words, w, i, split[lo]) == 0 ? 2 * lo + 1 : 2 * lo;
    }

    private static int compare(MemorySegment words, int w, long i, long[] s) {
        for (int j = 0; j < w; j++) {
            int c = Long.compareUnsigned(words.getAtIndex(ValueLayout.JAVA_LONG, i * w + j), s[j]);
            if (c != 0) return c;
        }
        return 0;
    }
}
