package dev.samplesort.cpu;

/**
 * Step 5, the leaves, for 32-bit keys ({@code int}, and {@code float} by their bits): a bucket the distribution step
 * left in the scratch array is sorted into its place in the user's array by a least-significant-digit radix sort of
 * its keys' offsets from the bucket's smallest key, where those offsets span at most {@link #MAX_BITS} bits: one
 * counting pass for both digits, then one pass per digit (the first into a per-thread buffer, the last into the
 * array), so the copy back that the JDK's sort needs first is one of the passes. A bucket of the distribution step
 * holds a narrow slice of the values (uniform keys, k = 1024: about 2^22 of the 2^32), so two digits of at most 12
 * bits cover it. The sorts themselves are {@code RadixLeafInt} and {@code RadixLeafFloat} (template
 * {@code RadixLeaf.jtmpl}); this class holds what they share.
 *
 * <p>Why (dev VM, Zen 5, AVX-512, one thread, sixty-second session, harness {@code Leaf}, buckets of uniform keys,
 * each copied back and sorted by {@code Arrays.sort}, the SIMD intrinsic, against this, ns per key): 16 Ki keys
 * spanning 2^22 values 5.7-6.0 against 3.5-3.8, 2^24 values 5.8 against 3.7; 4 Ki keys 5.4 against 4.0-4.4;
 * 1 Ki keys spanning 2^20 5.6 against 4.1. Wider spans (wide buckets, 64-bit keys) keep the JDK's sort.
 *
 * <p>In large sorts (CpuConfig.touch) the leaf reads its destination in order first, in the min / max loop: the
 * last pass writes the user's array in no order, about 2^11 lines of a 2^14-key bucket at once, and where those
 * lines are not in the cache each store waits for its line in the store buffer's order, while loads in order run
 * many at a time and are prefetched. Dev VM, Intel Xeon, one thread, 2^24 {@code int} keys in 1024 buckets of 2^14
 * spanning 2^22 values each (harness {@code Rl2}, seventy-ninth session, ns a key): the last pass 3.2-3.5 -> 2.2-2.8,
 * the min / max loop 0.35-0.37 -> 0.54-0.65, the leaf 7.3-7.9 -> 6.3-7.3.
 */
final class RadixLeaf {
    private RadixLeaf() {}

    /** Widest offset span sorted here: two digits of {@link #DIGIT_BITS}. */
    static final int MAX_BITS = 24;

    /** Bits of a digit at most: a count array of 4 Ki ints per digit, 16 KiB, beside the bucket in L1/L2. */
    static final int DIGIT_BITS = 12;

    /**
     * Largest bucket sorted here (its buffer per thread: 512 KiB): the engine's buckets at 2^26 keys (k = 1024) hold
     * about 2^16 keys, half of them a few more. Harness {@code Leaf}: 2^16 / 2^17 keys spanning 2^22-2^24 values
     * 4.7-5.2 ns a key against the JDK's 6.0-6.9.
     */
    static final int MAX_KEYS = 1 << 17;

    /** Per-thread scratch: the first pass's output (the keys' order as ints) and the two digits' counts. */
    static final class Buffers {
        final int[] tmp = new int[MAX_KEYS];
        final int[] low = new int[(1 << DIGIT_BITS) + 1], high = new int[(1 << DIGIT_BITS) + 1];
        /** The bits of the destination's keys read ahead of the last pass (TOUCH); read by no one. */
        int touched;
    }

    private static final ThreadLocal<Buffers> BUFFERS = ThreadLocal.withInitial(Buffers::new);

    /** This thread's scratch (one set for both key types). */
    static Buffers buffers() { return BUFFERS.get(); }

    /** Buckets sorted here (tests: whether a sort's leaves came here; racy across threads, exact on one). */
    static long sorts;

    /** c[1..m] counts in, c[0..m) starts out (c[0] = 0). */
    static void prefix(int[] c, int m) {
        for (int i = 1; i <= m; i++) c[i] += c[i - 1];
    }
}
