package dev.samplesort.gpu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The multi-GPU sort's exchange, planned on the host from the global bucket counts: which contiguous range of the
 * sorted output each GPU gets, and which pieces of which GPU's scattered buckets it receives. Pure Java (no CUDA),
 * unit-tested with simulated devices.
 *
 * <p>Conceptually the keys of all GPUs after the first distribution level form one sequence in global position
 * order: bucket by bucket, and inside a bucket source GPU by source GPU. Destination i receives the positions
 * {@code [cut[i], cut[i+1])} of that sequence, in that order, so its receive buffer is bucket-major (every bucket
 * one contiguous segment) and GPU i ends up holding the i-th contiguous range of the sorted output. A cut may lie
 * on any bucket boundary, and anywhere inside an <em>equality bucket</em> (all its keys are equal, so any split of
 * it is in order) — that is what keeps all-equal, few-unique and zipf inputs balanced: their heavy keys become
 * equality buckets. Each cut is the allowed position nearest to {@code i·n/g}; a GPU's share of the output is
 * therefore off {@code n/g} by at most one ordinary (non-equality) bucket.
 *
 * <p>A piece is a run of one source's keys that lands contiguously in one destination. Consecutive runs of one
 * source are merged into one piece when nothing lies between them on either side (the other sources hold none of
 * the buckets in between: always so for all-equal keys, often for heavy keys); otherwise the other sources' parts
 * of a bucket come between, so a destination receives at most (its buckets) × g pieces. A destination whose whole
 * range is a single run of its own scattered keys receives nothing at all ({@link #inPlace}).
 */
final class ExchangePlan {
    /** A run of {@code count} keys at element {@code srcOffset} of source {@code src}'s scattered buffer. */
    record Piece(int src, long srcOffset, long dstOffset, long count) {}

    /** A bucket (or, for an equality bucket, the part of it) a destination received, at {@code offset}. */
    record Received(int bucket, long offset, long size, boolean equal) {}

    final int g, k;
    /** Global position of each cut: {@code cut[0] = 0}, {@code cut[g] = n}; destination i gets [cut[i], cut[i+1]). */
    final long[] cut;
    /** Bucket totals over all sources, and their global start positions (k + 1 entries). */
    final long[] total, start;
    private final long[][] counts;
    private final boolean[] equal;

    private ExchangePlan(long[][] counts, boolean[] equal) {
        this.g = counts.length;
        this.k = equal.length;
        this.counts = counts;
        this.equal = equal;
        total = new long[k];
        start = new long[k + 1];
        for (int b = 0; b < k; b++) {
            for (int j = 0; j < g; j++) {
                if (counts[j].length != k) throw new IllegalArgumentException("source " + j + " has " + counts[j].length
                        + " bucket counts, not " + k);
                if (counts[j][b] < 0) throw new IllegalArgumentException("negative count");
                total[b] += counts[j][b];
            }
            start[b + 1] = start[b] + total[b];
        }
        cut = cuts();
    }

    /**
     * Plans the exchange.
     *
     * @param counts per source GPU, its keys per bucket (k each)
     * @param equal  per bucket, whether it is an equality bucket (may be cut anywhere)
     * @return the plan
     */
    static ExchangePlan of(long[][] counts, boolean[] equal) {
        if (counts.length == 0) throw new IllegalArgumentException("no devices");
        return new ExchangePlan(counts, equal);
    }

    long n() { return start[k]; }

    /** Keys destination {@code i} receives. */
    long received(int i) { return cut[i + 1] - cut[i]; }

    /** The allowed cut nearest to each target, about {@code i·n/g}: monotone because the targets are. */
    private long[] cuts() {
        long n = n();
        long[] c = new long[g + 1];
        c[g] = n;
        int b = 0;
        for (int i = 1; i < g; i++) {
            // The targets are the input shares' boundaries (MultiGpuEngine.shares): keys that need not move stay.
            long t = i * (n / g) + Math.min(i, n % g);
            while (b < k - 1 && start[b + 1] <= t) b++;
            // bucket b holds t (or t is at its start, or t == n)
            long lo = start[b], hi = start[b + 1];
            long at;
            if (t <= lo || t >= hi) at = Math.min(Math.max(t, lo), hi);
            else if (equal[b]) at = t;
            else at = (t - lo <= hi - t) ? lo : hi;
            c[i] = Math.max(at, c[i - 1]);
        }
        return c;
    }

    /**
     * The pieces destination {@code i} receives, in destination order (bucket, then source); empty runs left out.
     * Source offsets are element offsets into the source's scattered buffer (its buckets in order).
     */
    List<Piece> pieces(int i) {
        List<Piece> out = new ArrayList<>();
        long lo = cut[i], hi = cut[i + 1];
        if (lo == hi) return out;
        long[][] local = localStarts();
        for (int b = bucketAt(lo); b < k && start[b] < hi; b++) {
            long within = start[b];  // global position of source j's part of bucket b
            for (int j = 0; j < g; j++) {
                long x0 = Math.max(lo, within), x1 = Math.min(hi, within + counts[j][b]);
                if (x1 > x0) append(out, new Piece(j, local[j][b] + (x0 - within), x0 - lo, x1 - x0));
                within += counts[j][b];
            }
        }
        return out;
    }

    /**
     * Adds {@code p} to the destination-ordered pieces, merged with the last one when both are contiguous in the
     * same source and in the destination: one copy instead of two (each copy costs a few microseconds to issue and
     * to start on a copy engine).
     */
    private static void append(List<Piece> out, Piece p) {
        if (!out.isEmpty()) {
            Piece q = out.get(out.size() - 1);
            if (q.src() == p.src() && q.srcOffset() + q.count() == p.srcOffset()
                    && q.dstOffset() + q.count() == p.dstOffset()) {
                out.set(out.size() - 1, new Piece(q.src(), q.srcOffset(), q.dstOffset(), q.count() + p.count()));
                return;
            }
        }
        out.add(p);
    }

    /**
     * The run of its own scattered buffer that is destination {@code i}'s whole range, or {@code null} when it
     * receives keys from another source (or none). Then no key needs to move: the destination sorts that run where
     * it lies (all-equal keys, and any input whose cut falls so that each device keeps exactly its own keys).
     */
    Piece inPlace(int i) {
        List<Piece> p = pieces(i);
        return p.size() == 1 && p.get(0).src() == i ? p.get(0) : null;
    }

    /**
     * Where source {@code j}'s scatter writes each of its buckets when the exchange is fused into the scatter
     * (the scatter stores each bucket straight into its destination's receive buffer): {@code dest[b]} is the
     * destination that receives source j's whole run of bucket b, and {@code delta[b]} that run's element offset
     * in the destination's receive buffer minus its start in source j's scattered order (so position o of the
     * scattered order goes to {@code o + delta[b]}). {@code dest[b] = -1} where the run is empty or split between
     * destinations (a cut inside an equality bucket): it stays in the source's scattered buffer
     * ({@code delta[b] = 0}) and {@link #residual} lists the copies of its parts.
     *
     * @param dest  per bucket, the destination, or -1
     * @param delta per bucket, destination offset minus source offset, in elements
     */
    record Routes(int[] dest, long[] delta) {}

    /** The {@link Routes} of source {@code j}. */
    Routes routes(int j) {
        int[] dest = new int[k];
        long[] delta = new long[k];
        long local = 0;
        for (int b = 0; b < k; b++) {
            long g0 = start[b];
            for (int q = 0; q < j; q++) g0 += counts[q][b];
            long g1 = g0 + counts[j][b];
            int d = destinationOf(g0);
            if (g1 == g0 || g1 > cut[d + 1]) {
                dest[b] = -1;
            } else {
                dest[b] = d;
                delta[b] = (g0 - cut[d]) - local;
            }
            local += counts[j][b];
        }
        return new Routes(dest, delta);
    }

    /**
     * After a fused exchange, the pieces destination {@code i} still has to copy: the parts of runs split between
     * destinations ({@link Routes}: {@code dest = -1}), in destination order. Empty for every destination unless a
     * cut falls inside an equality bucket.
     */
    List<Piece> residual(int i) {
        List<Piece> out = new ArrayList<>();
        long lo = cut[i], hi = cut[i + 1];
        if (lo == hi) return out;
        long[][] local = localStarts();
        for (int b = bucketAt(lo); b < k && start[b] < hi; b++) {
            long within = start[b];
            for (int j = 0; j < g; j++) {
                long r0 = within, r1 = within + counts[j][b];
                within = r1;
                if (r1 == r0 || r1 <= cut[destinationOf(r0) + 1]) continue;   // empty, or whole in one destination
                long x0 = Math.max(lo, r0), x1 = Math.min(hi, r1);
                if (x1 > x0) append(out, new Piece(j, local[j][b] + (x0 - r0), x0 - lo, x1 - x0));
            }
        }
        return out;
    }

    /** The destination whose range holds global position {@code pos} (the last one with a non-empty range there). */
    private int destinationOf(long pos) {
        int d = 0;
        while (d < g - 1 && cut[d + 1] <= pos) d++;
        return d;
    }

    /** The buckets (or parts of equality buckets) destination {@code i} receives, in order. */
    List<Received> receivedBuckets(int i) {
        List<Received> out = new ArrayList<>();
        long lo = cut[i], hi = cut[i + 1];
        if (lo == hi) return out;
        for (int b = bucketAt(lo); b < k && start[b] < hi; b++) {
            long x0 = Math.max(lo, start[b]), x1 = Math.min(hi, start[b + 1]);
            if (x1 > x0) out.add(new Received(b, x0 - lo, x1 - x0, equal[b]));
        }
        return out;
    }

    /** The first bucket that holds global position {@code pos} (skipping empty buckets). */
    private int bucketAt(long pos) {
        int b = Arrays.binarySearch(start, pos);
        if (b < 0) return -b - 2;
        while (b < k - 1 && start[b + 1] == pos) b++;
        return Math.min(b, k - 1);
    }

    /** Per source, where each of its buckets starts in its scattered buffer (exclusive prefix of its counts). */
    private long[][] localStarts() {
        long[][] s = new long[g][k];
        for (int j = 0; j < g; j++) {
            long acc = 0;
            for (int b = 0; b < k; b++) {
                s[j][b] = acc;
                acc += counts[j][b];
            }
        }
        return s;
    }

    /** Largest received share over the ideal {@code n/g}; 1.0 is perfect balance. */
    double imbalance() {
        long max = 0;
        for (int i = 0; i < g; i++) max = Math.max(max, received(i));
        return n() == 0 ? 1.0 : max / (n() / (double) g);
    }

    /**
     * The work of a destination after the exchange, as the plan kernel would list it for an ordinary level (same
     * rules as {@code plan_body} in bucket_sort.cuh): each received bucket of at most M keys is one sort job in the
     * smallest size class that holds it, an equality bucket becomes copy jobs of at most {@code copyChunk} keys,
     * a larger bucket a segment of the next level.
     *
     * @param sortJobs per size class, (offset, size) pairs
     * @param copyJobs (offset, size) pairs
     * @param next     (offset, size) pairs, ascending by offset
     */
    record Work(long[][] sortJobs, long[] copyJobs, long[] next) {
        /** The longest list (the work lists' capacity). */
        long longestList() {
            long m = copyJobs.length / 2;
            for (long[] l : sortJobs) m = Math.max(m, l.length / 2);
            return m;
        }
    }

    /** The work of destination {@code i} under {@code policy}. */
    Work work(int i, GpuPolicy policy) {
        int classes = policy.classCaps().length;
        List<List<Long>> sort = new ArrayList<>();
        for (int c = 0; c < classes; c++) sort.add(new ArrayList<>());
        List<Long> copy = new ArrayList<>(), next = new ArrayList<>();
        for (Received r : receivedBuckets(i)) {
            if (r.equal()) {
                for (long o = 0; o < r.size(); o += policy.copyChunk()) {
                    copy.add(r.offset() + o);
                    copy.add(Math.min(policy.copyChunk(), r.size() - o));
                }
                continue;
            }
            int c = policy.sizeClass(r.size());
            List<Long> l = c >= 0 ? sort.get(c) : next;
            l.add(r.offset());
            l.add(r.size());
        }
        long[][] s = new long[classes][];
        for (int c = 0; c < classes; c++) s[c] = toArray(sort.get(c));
        return new Work(s, toArray(copy), toArray(next));
    }

    private static long[] toArray(List<Long> l) {
        long[] a = new long[l.size()];
        for (int i = 0; i < a.length; i++) a[i] = l.get(i);
        return a;
    }
}
