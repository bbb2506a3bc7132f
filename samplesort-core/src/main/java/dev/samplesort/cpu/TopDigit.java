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
 * <p>Not for {@code double} keys: buckets of equal width in value (their ordered bits' top bits crowd: a binade a
 * bucket range) cost a multiply and two conversions, and read 0.79-1.10x the JDK's sort on the dev VM (gaussian
 * 0.79-0.86x).
 */
final class TopDigit {
    private TopDigit() {}

    /** Buckets of more keys take {@code Arrays.sort} (equal keys: one pass) rather than the insertion pass. */
    static final int LEAF_MAX = 32;

    /**
     * The sample's keys below 2^13 keys: 32 (the JDK sorts so few in about 40 ns, 64 in about 390: dev VM; the
     * bucket input fills 16 buckets at 2^12, and every sampled key crowds); below 2^15 {@link #SAMPLE_KEYS_MID}, from
     * 2^15 {@link #SAMPLE_KEYS_LARGE}. Its sort is most of what a refused input pays (H200 host's Xeon, 2 cores, the
     * bucket input at 2^13 with 128 keys: 0.947-0.956x against 0.974-0.992x without TopDigit; at 2^12 with 64:
     * 0.938-0.970x against 0.975-0.984x).
     */
    static final int SAMPLE_KEYS = 32;

    /** See {@link #SAMPLE_KEYS}: 2^13 to 2^15 keys (the bucket input's 64 buckets at 2^13 would let 32 through). */
    static final int SAMPLE_KEYS_MID = 64;

    /** See {@link #SAMPLE_KEYS}. */
    static final int SAMPLE_KEYS_LARGE = 128;

    /** The sample's keys for n keys. */
    static int sampleKeys(int n) {
        return n < 1 << 13 ? SAMPLE_KEYS : n < 1 << 15 ? SAMPLE_KEYS_MID : SAMPLE_KEYS_LARGE;
    }

    /**
     * Sorted-sample neighbours in one bucket that refuse, in multiples of their expectation on spread keys (about
     * m^2 / 2 buckets), plus {@link #SAMPLE_SLACK}: the bucket input's are about 33 times that expectation at 2^15.
     */
    static final int SAMPLE_CROWDING = 8;

    /** See {@link #SAMPLE_CROWDING}: chance alone on spread keys stays below this margin. */
    static final int SAMPLE_SLACK = 8;

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
        // the sample: refused where its sorted keys crowd into buckets (SAMPLE_CROWDING) or are all equal
        long[] s = sample(a, from, to);
        long sampleSpan = s[m - 1] - s[0];
        int sampleShift = sampleSpan == 0 ? 0 : shift(sampleSpan, n, 0), crowded = 0, equal = 0;
        for (int i = 1; i < m; i++) {
            crowded += s[i] != s[i - 1] && (s[i] - s[0]) >>> sampleShift == (s[i - 1] - s[0]) >>> sampleShift ? 1 : 0;
            equal += s[i] == s[i - 1] ? 1 : 0;
        }
        SeqScratch.spareLong().give(s);
        if (sampleSpan == 0 || !uncrowded(crowded, m, (sampleSpan >>> sampleShift) + 1)) return false;
        long lo = a[from], hi = lo;
        for (int i = from + 1; i < to; i++) {
            long x = a[i];
            lo = Math.min(lo, x);
            hi = Math.max(hi, x);
        }
        long span = hi - lo; // (unsigned)
        if (sampleSpan >>> 61 == 0 && Long.compareUnsigned(span, SPAN_OVER_SAMPLE * sampleSpan) > 0) return false;
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
     * sampleKeys(n) keys spread evenly (positions stepped in 32.32 fixed point), sorted, in this thread's spare array
     * (give it back).
     */
    private static long[] sample(long[] a, int from, int to) {
        int n = to - from, m = sampleKeys(n);
        long[] s = SeqScratch.spareLong().take(m);
        long step = ((long) n << 32) / m, at = ((long) from << 32) + step / 2;
        for (int i = 0; i < m; i++, at += step) {
            int k = (int) (at >>> 32);
            s[i] = a[k];
        }
        Arrays.sort(s, 0, m);
        return s;
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
                if (end - start > LEAF_MAX) Arrays.sort(a, d + start, d + end);
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
}
