package dev.samplesort.gpu;

import java.util.Arrays;

/**
 * The host-side planning of the out-of-core sort ({@link OutOfCore}, docs/OUT-OF-CORE.md), pure Java so that it is
 * tested without a GPU: how large the chunks (sorted runs of pass 1) may be under a device-memory limit, and how
 * the runs are cut into bucket groups for pass 2.
 *
 * <p><b>Order.</b> Keys are compared as the kernels compare them: by their <em>ordered bits</em>
 * ({@link #ordered}, the mirror of {@code to_ordered} in {@code common.cuh}: sign flip, the floating-point
 * transform that puts every NaN last, complement for descending), unsigned. The GPU sorts every run and every group
 * ascending in that order.
 *
 * <p><b>Splitters and ties.</b> An element is identified by (ordered key, run, index in the run), a total order in
 * which every element is distinct, and the splitters are such triples. Each run is sorted by key, so it is also
 * sorted by (key, index), and cutting a run at a splitter is one binary search. Because ties are broken by run and
 * index, equal keys are cut like distinct ones: all-equal input splits into groups as evenly as uniform input.
 *
 * <p><b>Group sizes.</b> The splitters are every (S/G)-th of S regularly spaced samples (s per run, the runs'
 * elements at {@code floor(j * length / s)}). Between two samples of one run lie fewer than
 * {@code ceil(length / s)} of its elements, so a group holds at most {@code (S/G + R + 1) * ceil(L / s)} elements
 * (R runs of at most L): about {@code n/G + n/s} (the PSRS bound). {@link #groups} picks s and G so that this stays
 * below the group capacity, then checks the exact sizes and adds groups if one is still too large.
 */
final class OocPlan {
    private OocPlan() {}

    /** Chunks smaller than this (bytes of keys) are not worth a worker of their own (each pays fixed costs). */
    static final long MIN_WORKER_CHUNK_BYTES = 64L << 20;
    /** Chunk lengths are multiples of this many keys (256 bytes for 32-bit keys: every transfer stays aligned). */
    static final long CHUNK_ALIGN = 64;

    // ------------------------------------------------------------------------------------------ ordered bits

    /**
     * The kernels' ordered representation of a key, as an unsigned number in a {@code long} (32-bit kinds use the
     * low 32 bits): compare two with {@link Long#compareUnsigned}.
     *
     * @param bits the key's raw bits ({@code int} or {@code float} bits zero- or sign-extended: only the low 32
     *             bits are read for 32-bit kinds)
     * @param kind {@link KeyKind#of}: the key type plus the descending flag
     */
    static long ordered(long bits, int kind) {
        boolean desc = (kind & KernelContract.KIND_DESCENDING) != 0;
        switch (kind & KernelContract.KIND_TYPE_MASK) {
            case KernelContract.KIND_INT -> {
                int t = ((int) bits ^ 0x80000000) ^ (desc ? -1 : 0);
                return t & 0xFFFF_FFFFL;
            }
            case KernelContract.KIND_FLOAT -> {
                int x = (int) bits;
                int t = x ^ ((x >> 31) | 0x80000000);
                return ((t - 0x007FFFFF) ^ (desc ? -1 : 0)) & 0xFFFF_FFFFL;
            }
            case KernelContract.KIND_LONG -> {
                return (bits ^ Long.MIN_VALUE) ^ (desc ? -1L : 0L);
            }
            default -> {
                long t = bits ^ ((bits >> 63) | Long.MIN_VALUE);
                return (t - 0x000F_FFFF_FFFF_FFFFL) ^ (desc ? -1L : 0L);
            }
        }
    }

    // ------------------------------------------------------------------------------------------ chunks

    /**
     * How pass 1 cuts the input: {@code workers} streams (each with its own device buffers) sort chunks of
     * {@code chunkKeys} keys into {@code runs} sorted runs; pass 2's groups hold at most {@code chunkKeys} keys.
     *
     * @param workers   concurrent streams (1 to the requested maximum)
     * @param chunkKeys keys per chunk and the most keys per group
     * @param runs      number of runs ({@code ceil(n / chunkKeys)})
     */
    record Shape(int workers, long chunkKeys, int runs) {}

    /** Device bytes one worker needs for a chunk of {@code keys} keys: the keys and the sort's own buffers. */
    static long workerBytes(long keys, int keyBytes) { return workerBytes(keys, keyBytes, 0); }

    /**
     * Device bytes one worker needs for a chunk of {@code keys} keys with values of {@code valueBytes} (0: none):
     * the chunk and {@link GpuSampleSort#auxiliaryBytes} (as many keys and values again, and the level tables).
     */
    static long workerBytes(long keys, int keyBytes, int valueBytes) {
        long per = keyBytes + valueBytes;
        return keys * per + keys * per + (keys / 64 + (1 << 22)) * 8;
    }

    /** The largest chunk (a multiple of {@link #CHUNK_ALIGN} keys) whose worker fits {@code budget}; 0 if none. */
    static long chunkKeys(long budget, int keyBytes) { return chunkKeys(budget, keyBytes, 0); }

    /** As {@link #chunkKeys(long, int)} for pairs with values of {@code valueBytes} (0: none). */
    static long chunkKeys(long budget, int keyBytes, int valueBytes) {
        long fixed = (1L << 22) * 8;
        if (budget <= fixed) return 0;
        // 2 (w + v) bytes per pair plus 8 bytes per 64 keys of level tables
        long c = (long) ((budget - fixed) / (2.0 * (keyBytes + valueBytes) + 0.125));
        c -= c % CHUNK_ALIGN;
        while (c > 0 && workerBytes(c, keyBytes, valueBytes) > budget) c -= CHUNK_ALIGN;
        return Math.max(0, c);
    }

    /** {@link #shape(long, int, int, long, int)} for keys only. */
    static Shape shape(long n, int keyBytes, long limit, int maxWorkers) {
        return shape(n, keyBytes, 0, limit, maxWorkers);
    }

    /**
     * The shape for {@code n} keys of {@code keyBytes} (with values of {@code valueBytes}, 0: none) under
     * {@code limit} bytes of device memory with up to {@code maxWorkers} streams: the most workers whose chunks
     * still hold {@link #MIN_WORKER_CHUNK_BYTES}, else one.
     *
     * @throws IllegalArgumentException when not even one worker's chunk fits the limit, or more than
     *                                  {@code Integer.MAX_VALUE} runs would be needed
     */
    static Shape shape(long n, int keyBytes, int valueBytes, long limit, int maxWorkers) {
        if (n < 1) throw new IllegalArgumentException("nothing to sort: " + n + " keys");
        int pair = keyBytes + valueBytes;
        for (int w = Math.max(1, maxWorkers); w >= 1; w--) {
            long c = chunkKeys(limit / w, keyBytes, valueBytes);
            if (c <= 0) continue;
            if (w > 1 && c * pair < MIN_WORKER_CHUNK_BYTES) continue;
            // a chunk needs no more keys than an even share of the input
            long runs = (n + c - 1) / c;
            if (runs > Integer.MAX_VALUE) break;
            long even = (n + runs - 1) / runs;
            even = Math.min(c, (even + CHUNK_ALIGN - 1) / CHUNK_ALIGN * CHUNK_ALIGN);
            runs = (n + even - 1) / even;
            return new Shape((int) Math.min(w, runs), even, (int) runs);
        }
        throw new IllegalArgumentException("a GPU memory limit of " + limit + " bytes leaves no room for a chunk of "
                + keyBytes + "-byte keys" + (valueBytes > 0 ? " with " + valueBytes + "-byte values" : "")
                + " (at least " + (GpuPolicy.MIN_MEMORY_LIMIT >> 20) + " MiB are needed)");
    }

    // ------------------------------------------------------------------------------------------ groups

    /** Sorted runs, read by (run, index): ordered keys, ascending within each run. */
    interface Runs {
        int count();

        long length(int run);

        /** The ordered key ({@link #ordered}) of element {@code index} of run {@code run}. */
        long key(int run, long index);
    }

    /**
     * Pass 2's groups: group {@code g} is the pieces {@code [cut(g, r), cut(g + 1, r))} of every run {@code r},
     * {@code size(g)} keys in all, which go to {@code [offset(g), offset(g) + size(g))} of the output.
     *
     * @param cuts    {@code (groups + 1) x runs} positions, row g = where group g starts in each run
     * @param sizes   keys per group
     * @param offsets where each group starts in the output
     */
    record Groups(long[][] cuts, long[] sizes, long[] offsets) {
        int count() { return sizes.length; }

        long cut(int g, int r) { return cuts[g][r]; }

        long size(int g) { return sizes[g]; }

        long offset(int g) { return offsets[g]; }

        long largest() { return Arrays.stream(sizes).max().orElse(0); }
    }

    /**
     * Cuts the runs into groups of at most {@code capacity} keys each (see the class comment).
     *
     * @throws IllegalArgumentException when {@code capacity} is below 1
     */
    static Groups groups(Runs runs, long capacity) {
        if (capacity < 1) throw new IllegalArgumentException("group capacity " + capacity);
        int rc = runs.count();
        long n = 0, longest = 0;
        for (int r = 0; r < rc; r++) {
            n += runs.length(r);
            longest = Math.max(longest, runs.length(r));
        }
        if (n <= capacity) return single(runs, n);
        // s samples per run keep the slack n/s at a quarter of the capacity; G groups take the rest
        long s = Math.min(longest, Math.max(16, (4 * n + capacity - 1) / capacity));
        long g = Math.max(2, (long) Math.ceil(n / (0.7 * capacity)));
        for (int attempt = 0; attempt < 32; attempt++) {
            Groups gs = cut(runs, s, g);
            if (gs.largest() <= capacity) return gs;
            // not expected (the bound holds), but never hand the GPU more than it has room for
            g += Math.max(1, g / 4);
            s = Math.min(longest, s * 2);
        }
        throw new IllegalStateException("could not cut " + n + " keys into groups of at most " + capacity);
    }

    private static Groups single(Runs runs, long n) {
        int rc = runs.count();
        long[][] cuts = new long[2][rc];
        for (int r = 0; r < rc; r++) cuts[1][r] = runs.length(r);
        return new Groups(cuts, new long[] {n}, new long[] {0});
    }

    /** Regular samples (s per run), every (S/G)-th as a splitter, each run cut at each splitter. */
    static Groups cut(Runs runs, long s, long groups) {
        int rc = runs.count();
        int total = 0;
        long[] per = new long[rc];
        for (int r = 0; r < rc; r++) {
            per[r] = Math.min(s, runs.length(r));
            total = Math.toIntExact(total + per[r]);
        }
        // samples as (key, run, index), sorted in that order
        long[] key = new long[total], idx = new long[total];
        int[] run = new int[total];
        Integer[] order = new Integer[total];
        int k = 0;
        for (int r = 0; r < rc; r++) {
            if (per[r] == 0) continue;
            long len = runs.length(r), q = len / per[r], rm = len % per[r];
            for (long j = 0; j < per[r]; j++) {
                // floor(j * len / per) without overflow: j * rm < per^2 < 2^62
                long i = j * q + j * rm / per[r];
                key[k] = runs.key(r, i);
                run[k] = r;
                idx[k] = i;
                order[k] = k;
                k++;
            }
        }
        Arrays.sort(order, (a, b) -> {
            int c = Long.compareUnsigned(key[a], key[b]);
            if (c != 0) return c;
            c = Integer.compare(run[a], run[b]);
            return c != 0 ? c : Long.compare(idx[a], idx[b]);
        });
        int g = (int) Math.max(1, Math.min(groups, total));
        long[][] cuts = new long[g + 1][rc];
        for (int r = 0; r < rc; r++) cuts[g][r] = runs.length(r);
        for (int b = 1; b < g; b++) {
            int t = order[(int) ((long) b * total / g)];
            for (int r = 0; r < rc; r++) cuts[b][r] = position(runs, r, key[t], run[t], idx[t]);
        }
        long[] sizes = new long[g], offsets = new long[g];
        long at = 0;
        for (int b = 0; b < g; b++) {
            long sz = 0;
            for (int r = 0; r < rc; r++) {
                long d = cuts[b + 1][r] - cuts[b][r];
                if (d < 0) throw new IllegalStateException("cuts go backwards in run " + r + " at group " + b);
                sz += d;
            }
            sizes[b] = sz;
            offsets[b] = at;
            at += sz;
        }
        return new Groups(cuts, sizes, offsets);
    }

    /**
     * How many elements of run {@code r} precede the splitter (key, sr, si) in (key, run, index) order: those with
     * a smaller key, plus the equal ones of earlier runs (all) or of the splitter's run (those before index si).
     */
    static long position(Runs runs, int r, long key, int sr, long si) {
        if (r == sr) return si;
        return r < sr ? upperBound(runs, r, key) : lowerBound(runs, r, key);
    }

    /** The first index of run r whose key is not below {@code key}. */
    static long lowerBound(Runs runs, int r, long key) {
        long lo = 0, hi = runs.length(r);
        while (lo < hi) {
            long mid = (lo + hi) >>> 1;
            if (Long.compareUnsigned(runs.key(r, mid), key) < 0) lo = mid + 1; else hi = mid;
        }
        return lo;
    }

    /** The first index of run r whose key is above {@code key}. */
    static long upperBound(Runs runs, int r, long key) {
        long lo = 0, hi = runs.length(r);
        while (lo < hi) {
            long mid = (lo + hi) >>> 1;
            if (Long.compareUnsigned(runs.key(r, mid), key) <= 0) lo = mid + 1; else hi = mid;
        }
        return lo;
    }
}
