package dev.samplesort.cpu;

import java.util.Arrays;

/**
 * The one-thread sort of {@code long} keys below the team's sizes, where the JDK's sort of them runs on one thread:
 * the paper's distribution step with the search tree replaced by a shift. Each key's bucket is the top bits of its
 * offset from the smallest key (about one bucket a key, two where the sample's keys are all distinct:
 * {@link #DISTINCT_EXTRA_BITS}), so one counting pass, a prefix sum and one scatter leave
 * buckets of one or two keys on spread keys, which one insertion pass over the whole array puts in order (a key never
 * moves past its bucket's start: the buckets before hold smaller keys only). Buckets of more than {@link #LEAF_MAX}
 * keys (a value repeated: zipf's frequent ranks, a few hundred values) take {@code Arrays.sort}, which finishes equal
 * keys in one pass; so the insertion's work is at most LEAF_MAX / 4 moves a key on average, whatever the keys.
 *
 * <p>Why: the JDK's sort of {@code long} keys on one thread took 8-13 ns a key on the 2-core dev VM (AMD Zen 5, JDK
 * 25: `long` uniform 2^15 0.33-0.44 ms) and 11-19 on the H200 host's Xeon at 2^12-2^17; this took 0.5-0.9 of that (harness
 * {@code Td}, hundred-and-twenty-first session, one thread, 17 inputs in turn, every workload warmed first, the two
 * sides alternating: the figures at CpuConfig.TOP_DIGIT_MIN_64).
 *
 * <p>What it refuses (nothing written, the caller's sort follows): keys that crowd into few buckets, where the
 * insertion would take up to LEAF_MAX / 4 moves a key (the generator's bucket input at 2^15 fills about one bucket in
 * 33: 0.52-0.77x the JDK's sort at 2^14-2^16 without this check, prototype {@code Ib}). Told by a sorted sample of
 * {@link #sampleKeys} keys before any pass over the keys: neighbours of the sorted sample that differ but share a
 * bucket (about m^2 / 2n of them on spread keys, all of them on the bucket input). Keys beyond the sample's span by
 * more than {@link #SPAN_OVER_SAMPLE} times it (an outlier, which would widen every bucket) end it after the pass
 * that finds the smallest and largest key.
 *
 * <p>{@code double} keys that all hold integers (finite, not -0.0, within +-2^63: IDs, counts, timestamps, and every
 * input of the project's generator) are sorted as the {@code long}s they equal ({@link #sorted(double[], int, int)}):
 * the conversion keeps their order and comes back exactly, and rides on passes the sort makes anyway. Other
 * {@code double} keys are refused: buckets of equal width in value (their ordered bits' top bits crowd, a binade a
 * bucket range) cost a multiply and two conversions a key and read 0.79-1.10x the JDK's sort on the dev VM (gaussian
 * 0.79-0.86x; hundred-and-twenty-first session).
 */
final class TopDigit {
    private TopDigit() {}

    /** Buckets of more keys take {@code Arrays.sort} (equal keys: one pass) rather than the insertion pass. */
    static final int LEAF_MAX = 32;

    /**
     * The sample: one key in 128 ({@link #SAMPLE_SHARE_SHIFT}), at least {@link #SAMPLE_MIN_KEYS}: m = 32 / 64 / 128 /
     * 256 / 512 keys at 2^12 / 2^13 / 2^14 / 2^15 / 2^16, so sorted-sample neighbours that share a bucket, about m^2 /
     * 2n on spread keys (0.125-2), are many where keys crowd into few of the buckets: the generator's bucket input
     * fills about one bucket in 66 / 34 / 17 at 2^14 / 2^15 / 2^16, and a sample of 128 at 2^15 or 2^16 (the
     * hundred-and-twenty-first session's) saw few such pairs but where its positions fell in step with the input's
     * period (hundred-and-twenty-second session, harness Rc, 40 seeds: with the strides' middles, 40 of 40 bucket
     * inputs refused at 2^12-2^16; with jittered positions ({@link #samplePosition}) and that sample 40 / 40 / 1 / 4 /
     * 0 of 40; with this one 40 at every size, 20 of 40 at 2^17 - 1, where about 8 keys share a filled bucket; no
     * uniform, gaussian, zipf, staggered, few16, few256 or runs input refused at any size). Its sort is what a refused
     * input pays, about 1% of the JDK's sort (32 keys 40 ns, 64 keys about 390 on the dev VM).
     */
    static final int SAMPLE_SHARE_SHIFT = 7;

    /** See {@link #SAMPLE_SHARE_SHIFT}. */
    static final int SAMPLE_MIN_KEYS = 32;

    /** The sample's keys for n keys. */
    static int sampleKeys(int n) {
        return Math.max(SAMPLE_MIN_KEYS, Integer.highestOneBit(n) >>> SAMPLE_SHARE_SHIFT);
    }

    /**
     * Sorted-sample neighbours in one bucket that refuse, in multiples of their expectation on spread keys (about
     * m^2 / 2n, n buckets), plus {@link #SAMPLE_SLACK}: more than 4 * 0.25 + 2 = 3 of them at 2^13 (m = 64), which
     * spread keys reach with a chance of about 1e-4 (Poisson, mean 0.25), the bucket input's about 33 times that mean.
     */
    static final int SAMPLE_CROWDING = 4;

    /** See {@link #SAMPLE_CROWDING}: chance alone on spread keys stays below this margin. */
    static final int SAMPLE_SLACK = 2;

    /** A span beyond this many times the sample's refuses (an outlier; spread keys: about (m + 1) / (m - 1)). */
    static final int SPAN_OVER_SAMPLE = 4;

    /**
     * One bucket bit more (about two buckets a key) where the sample's keys are all distinct (uniform, gaussian,
     * staggered keys: half the insertion's pairs for a larger prefix sum); none where it shows equal keys (zipf, a few
     * hundred values: their buckets are equal keys either way). Dev VM, harness Td, one thread, every key set so:
     * 2^12 / 2^15 / 2^16 uniform 1.26x / 1.53x / 1.41x against 1.22x / 1.43x / 1.35x with one bucket a key,
     * gaussian 1.17x / 1.45x / 1.20x against 1.00x / 1.11x / 1.11x; zipf 1.08-1.23x against 1.33-1.55x and few256
     * 0.87-1.12x against 1.15-1.34x (hence not for keys with duplicates).
     */
    static final int DISTINCT_EXTRA_BITS = 1;

    /** Sorts {@code a[from, to)} ascending; false (nothing written) where the keys are not such (see the class). */
    static boolean sorted(long[] a, int from, int to) {
        int n = to - from, m = sampleKeys(n);
        if (n < 2 * m) return false;
        long[] s = SeqScratch.spareLong().take(m);
        long step = ((long) n << 32) / m, at = (long) from << 32;
        for (int i = 0; i < m; i++, at += step) s[i] = a[samplePosition(at, step, i)];
        long sampleSpan = sampleSpan(s, m);
        int equal = sampleEqual(s, m, n);
        SeqScratch.spareLong().give(s);
        // (equal keys below CpuConfig.TOP_DIGIT_DUPLICATES_MIN_64: the JDK's sort, faster on them at those sizes)
        if (equal < 0 || equal > 0 && n < CpuConfig.topDigitDuplicatesMin64()) return false;
        long lo = a[from], hi = lo;
        for (int i = from + 1; i < to; i++) {
            long x = a[i];
            lo = Math.min(lo, x);
            hi = Math.max(hi, x);
        }
        long span = hi - lo; // (unsigned)
        if (outlier(span, sampleSpan)) return false;
        int shift = shift(span, n, equal == 0 ? DISTINCT_EXTRA_BITS : 0), buckets = (int) (span >>> shift) + 1;
        SeqScratch scratch = SeqScratch.take();
        long[] t = null;
        try {
            int[] c = scratch.denseCounts(buckets);
            for (int i = from; i < to; i++) c[(int) ((a[i] - lo) >>> shift)]++;
            int most = offsets(c, buckets);
            t = SampleSortLong.takeBuffer(n);
            System.arraycopy(a, from, t, 0, n);
            for (int i = 0; i < n; i++) {
                long x = t[i];
                a[from + c[(int) ((x - lo) >>> shift)]++] = x;
            }
            leaves(a, from, n, c, buckets, most, lo, scratch);
            return true;
        } finally {
            if (t != null) SampleSortLong.giveBuffer(t);
            scratch.release();
        }
    }

    /**
     * Sorts {@code a[from, to)} ascending where every key holds an integer (see {@link #whole}); false (nothing
     * written) where one does not or the keys are not such (see the class). The keys go to {@code long}s, which keep
     * their order and come back exactly, on the pass that finds the smallest and largest; the scatter writes them back
     * as doubles; the leaves compare doubles (no NaN, no -0.0 among them: plain compares are the JDK's order).
     */
    static boolean sorted(double[] a, int from, int to) {
        int n = to - from, m = sampleKeys(n);
        if (n < 2 * m) return false;
        long[] s = SeqScratch.spareLong().take(m);
        long step = ((long) n << 32) / m, at = (long) from << 32, fraction = 0;
        for (int i = 0; i < m; i++, at += step) {
            double x = a[samplePosition(at, step, i)];
            long y = (long) x;
            fraction |= whole(x, y);
            s[i] = y;
        }
        long sampleSpan = fraction != 0 ? 0 : sampleSpan(s, m);
        int equal = fraction != 0 ? -1 : sampleEqual(s, m, n);
        SeqScratch.spareLong().give(s);
        if (equal < 0) return false;
        SeqScratch scratch = SeqScratch.take();
        long[] t = SampleSortLong.takeBuffer(n);
        try {
            // the keys as longs, converted once (a first pass without stores, converting again on the counting pass,
            // read 0.90-1.02x the faster JDK sort on 2 cores of the Xeon at 2^12-2^14 uniform / gaussian in one
            // machine start, this form 1.03-1.19x in another: hundred-and-twenty-second session, calls a and b)
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                double x = a[from + i];
                long y = (long) x;
                fraction |= whole(x, y);
                t[i] = y;
                lo = Math.min(lo, y);
                hi = Math.max(hi, y);
            }
            long span = hi - lo; // (unsigned)
            if (fraction != 0 || outlier(span, sampleSpan)) return false;
            int shift = shift(span, n, equal == 0 ? DISTINCT_EXTRA_BITS : 0), buckets = (int) (span >>> shift) + 1;
            int[] c = scratch.denseCounts(buckets);
            for (int i = 0; i < n; i++) c[(int) ((t[i] - lo) >>> shift)]++;
            int most = offsets(c, buckets);
            for (int i = 0; i < n; i++) {
                long x = t[i];
                a[from + c[(int) ((x - lo) >>> shift)]++] = x;
            }
            leaves(a, from, n, c, buckets, most, lo, scratch);
            return true;
        } finally {
            SampleSortLong.giveBuffer(t);
            scratch.release();
        }
    }

    /**
     * The sample's i-th position: in the i-th of m equal strides ({@code at}, {@code step}: 32.32 fixed point), at a
     * fraction of it from the golden-ratio sequence (i * 0.618... mod 1). Not the strides' middles: the generator's
     * bucket input at 2^12 repeats every 128 keys (1056 blocks), so a stride of 128 read keys of one window only,
     * whose span looked uncrowded, and the keys were refused only after the pass that finds the extremes
     * (hundred-and-twenty-second session: 6 us of the JDK's 40 on the Xeon, 2 cores, `double` bucket 2^12 0.81-0.84x).
     */
    private static int samplePosition(long at, long step, int i) {
        long fraction = i * 0x9E3779B97F4A7C15L; // (0.64 fixed point)
        return (int) ((at + Math.unsignedMultiplyHigh(fraction, step)) >>> 32);
    }

    /**
     * 0 where {@code y = (long) x} is x exactly, bit for bit (-0.0, NaN, the infinities, fractions and magnitudes
     * beyond 2^63 are not: 2^63 itself becomes Long.MAX_VALUE, which converts back to 2^63). The map is then strictly
     * increasing, so sorting the longs sorts the doubles.
     */
    private static long whole(double x, long y) {
        return Double.doubleToRawLongBits((double) y) ^ Double.doubleToRawLongBits(x);
    }

    /** The span of the sorted sample {@code s[0, m)} (unsigned). */
    private static long sampleSpan(long[] s, int m) {
        Arrays.sort(s, 0, m);
        return s[m - 1] - s[0];
    }

    /**
     * The sorted sample's equal neighbours, or -1 where it refuses: all keys equal, or sorted-sample neighbours
     * crowded into one bucket (SAMPLE_CROWDING).
     */
    private static int sampleEqual(long[] s, int m, int n) {
        long sampleSpan = s[m - 1] - s[0];
        if (sampleSpan == 0) return -1;
        int sampleShift = shift(sampleSpan, n, 0), crowded = 0, equal = 0;
        for (int i = 1; i < m; i++) {
            crowded += s[i] != s[i - 1] && (s[i] - s[0]) >>> sampleShift == (s[i - 1] - s[0]) >>> sampleShift ? 1 : 0;
            equal += s[i] == s[i - 1] ? 1 : 0;
        }
        return uncrowded(crowded, m, (sampleSpan >>> sampleShift) + 1) ? equal : -1;
    }

    /** Whether the keys' span is beyond SPAN_OVER_SAMPLE times the sample's (both unsigned). */
    private static boolean outlier(long span, long sampleSpan) {
        return sampleSpan >>> 61 == 0 && Long.compareUnsigned(span, SPAN_OVER_SAMPLE * sampleSpan) > 0;
    }

    /** Whether {@code crowded} of m sorted-sample neighbours in one of {@code buckets} buckets are few enough. */
    private static boolean uncrowded(int crowded, long m, long buckets) {
        return crowded <= SAMPLE_CROWDING * m * m / (2 * buckets) + SAMPLE_SLACK;
    }

    /** The shift that leaves at most 2^(ceil(log2 n) + extra) buckets of a span (unsigned, not 0). */
    private static int shift(long span, int n, int extra) {
        int bucketBits = 32 - Integer.numberOfLeadingZeros(n - 1) + extra;
        return Math.max(0, 64 - Long.numberOfLeadingZeros(span) - bucketBits);
    }

    /** The counts {@code c[0, buckets)} turned into bucket starts; returns the largest count. */
    private static int offsets(int[] c, int buckets) {
        int sum = 0, most = 0;
        for (int k = 0; k < buckets; k++) {
            int x = c[k];
            c[k] = sum;
            sum += x;
            most = Math.max(most, x);
        }
        return most;
    }

    /**
     * The leaves of the keys scattered into {@code a[d, d + n)} (signed order, smallest {@code lo}; {@code c[k]} bucket
     * k's end): the large buckets by Arrays.sort, the rest by one insertion pass; the counters cleared.
     */
    private static void leaves(long[] a, int d, int n, int[] c, int buckets, int most, long lo, SeqScratch scratch) {
        if (most > LEAF_MAX) {
            int start = 0;
            for (int k = 0; k < buckets; k++) {
                int end = c[k];
                if (end - start > LEAF_MAX && !oneValue(a, d + start, d + end)) Arrays.sort(a, d + start, d + end);
                start = end;
            }
        }
        Arrays.fill(c, 0, buckets, 0);
        scratch.denseCleared();
        // the smallest key first (it is in bucket 0): the insertion's inner loop needs no bound
        for (int i = d; ; i++) {
            if (a[i] == lo) {
                a[i] = a[d];
                a[d] = lo;
                break;
            }
        }
        for (int i = d + 1; i < d + n; i++) {
            long x = a[i];
            if (x < a[i - 1]) {
                int j = i;
                do {
                    a[j] = a[j - 1];
                    j--;
                } while (a[j - 1] > x); // (stops at d + 1 at the latest: a[d] is the smallest key)
                a[j] = x;
            }
        }
    }

    /**
     * {@link #leaves(long[], int, int, int[], int, int, long, SeqScratch)} for whole-number doubles: the same lines
     * on a {@code double[]} (a primitive array per type, as the JDK's own sorts; sorting the long buffer instead and
     * converting back would cost a pass and a second buffer).
     */
    private static void leaves(double[] a, int d, int n, int[] c, int buckets, int most, long lo, SeqScratch scratch) {
        if (most > LEAF_MAX) {
            int start = 0;
            for (int k = 0; k < buckets; k++) {
                int end = c[k];
                if (end - start > LEAF_MAX && !oneValue(a, d + start, d + end)) Arrays.sort(a, d + start, d + end);
                start = end;
            }
        }
        Arrays.fill(c, 0, buckets, 0);
        scratch.denseCleared();
        double least = lo;
        for (int i = d; ; i++) {
            if (a[i] == least) {
                a[i] = a[d];
                a[d] = least;
                break;
            }
        }
        for (int i = d + 1; i < d + n; i++) {
            double x = a[i];
            if (x < a[i - 1]) {
                int j = i;
                do {
                    a[j] = a[j - 1];
                    j--;
                } while (a[j - 1] > x);
                a[j] = x;
            }
        }
    }

    /**
     * Whether a[from, to) holds one value: the insertion pass then moves none of its keys. A few hundred values spread
     * over their span fill a bucket each, so every large bucket of few256 and of zipf's frequent ranks is one value;
     * the JDK's sort took 0.2-0.4 us for each (Xeon, 2 cores, `double` few256 2^14 0.86-0.94x with every such bucket
     * sorted).
     */
    private static boolean oneValue(long[] a, int from, int to) {
        long x = a[from], differ = 0;
        for (int i = from + 1; i < to; i++) differ |= a[i] ^ x;
        return differ == 0;
    }

    /** {@link #oneValue(long[], int, int)} for whole-number doubles (no -0.0 or NaN among them: == is exact). */
    private static boolean oneValue(double[] a, int from, int to) {
        double x = a[from];
        boolean same = true;
        for (int i = from + 1; i < to; i++) same &= a[i] == x;
        return same;
    }
}
