package dev.samplesort.gpu;

import java.util.Arrays;

/**
 * The splitters of the multi-GPU sort's first level, computed on the host from every GPU's local splitters, and
 * laid out exactly as the sample kernel lays out its own ({@code sample.cuh}), so that the unchanged classify,
 * count and scatter kernels use them. Pure Java (no CUDA): the CPU tests model the whole exchange with it.
 *
 * <p>Keys are in the kernels' ordered form ({@code common.cuh}: {@code to_ordered}, descending already folded in),
 * compared as unsigned numbers; 32-bit keys are held in the low half of a {@code long} (zero-extended), so unsigned
 * comparison of the longs is their order too.
 *
 * <p>Why local splitters and not a raw sample: each GPU already has a sample kernel that draws a·K random keys of
 * its share, sorts them and keeps every a-th, i.e. estimates of its share's K-quantiles. A local splitter of a GPU
 * holding {@code n_j} keys stands for {@code n_j / K} of them; merging all GPUs' splitters weighted that way and
 * reading off the global K-quantiles is regular sampling (PSRS), with the random oversampling of the paper inside
 * each GPU. Only g·(K−1) keys cross to the host.
 */
final class GlobalSplitters {
    private GlobalSplitters() {}

    /**
     * The K−1 global splitters, ascending (unsigned): the weighted K-quantiles of the union of the local splitters.
     *
     * @param local  per GPU its K−1 sorted local splitters (an empty array for a GPU without keys)
     * @param shares per GPU the number of keys it holds
     * @param k      the bucket count K (a power of two)
     * @return K−1 splitters; repeated values mark equality buckets
     * @throws IllegalArgumentException when no GPU holds keys or the arrays disagree
     */
    static long[] fromLocal(long[][] local, long[] shares, int k) {
        if (local.length != shares.length) throw new IllegalArgumentException("one sample per share needed");
        int total = 0;
        for (int j = 0; j < local.length; j++) {
            if (shares[j] > 0 && local[j].length != k - 1) {
                throw new IllegalArgumentException("share " + j + " has " + local[j].length + " splitters, not "
                        + (k - 1));
            }
            if (shares[j] > 0) total += k - 1;
        }
        if (total == 0) throw new IllegalArgumentException("no share holds keys");
        // (key, weight) pairs sorted by key; a local splitter of share j weighs n_j / K keys.
        long[] keys = new long[total];
        double[] weight = new double[total];
        Integer[] order = new Integer[total];
        double sum = 0;
        for (int j = 0, p = 0; j < local.length; j++) {
            if (shares[j] <= 0) continue;
            double w = shares[j] / (double) k;
            for (int r = 0; r < k - 1; r++, p++) {
                keys[p] = local[j][r];
                weight[p] = w;
                order[p] = p;
                sum += w;
            }
        }
        Arrays.sort(order, (x, y) -> Long.compareUnsigned(keys[x], keys[y]));
        // Global splitter t sits where the cumulative weight first reaches (t + 1) / K of the whole: the local
        // splitters cover the ranks 1/K .. (K-1)/K of each share, so their weights sum to (K-1)/K of all keys.
        long[] out = new long[k - 1];
        double acc = 0;
        int p = 0;
        for (int t = 0; t < k - 1; t++) {
            double target = (t + 1) * sum / (k - 1) - 1e-9 * sum;
            while (p < total - 1 && acc + weight[order[p]] < target) acc += weight[order[p++]];
            out[t] = keys[order[p]];
        }
        return out;
    }

    /**
     * The kernels' layout of K−1 sorted splitters (sample.cuh): {@code tree[1..K-1]} the implicit complete binary
     * search tree ({@code tree[0]} unused, set to the first splitter), {@code spl[0..K-1]} the splitters with the
     * last repeated, {@code eq[b] = 1} when {@code spl[b] == spl[b+1]} (bucket b+1 then holds only keys equal to
     * {@code spl[b]}).
     *
     * @param s   K−1 splitters, ascending (unsigned)
     * @param k   K
     * @param tree out: K entries
     * @param spl  out: K entries
     * @param eq   out: K entries
     */
    static void layout(long[] s, int k, long[] tree, long[] spl, byte[] eq) {
        if (s.length != k - 1 || tree.length != k || spl.length != k || eq.length != k) {
            throw new IllegalArgumentException("layout needs " + (k - 1) + " splitters and arrays of " + k);
        }
        for (int j = 0; j < k; j++) {
            if (j == 0) {
                tree[0] = s[0];
            } else {
                int d = 31 - Integer.numberOfLeadingZeros(j);
                int pos = j - (1 << d);
                tree[j] = s[(2 * pos + 1) * (k >> (d + 1)) - 1];
            }
            spl[j] = j < k - 1 ? s[j] : s[k - 2];
            eq[j] = (byte) (j + 1 < k - 1 && s[j] == s[j + 1] ? 1 : 0);
        }
    }

    /**
     * The bucket of ordered key {@code e}, exactly as the kernels' {@code Tree::classify} computes it: log K
     * comparisons down the tree, then the equality-bucket correction. For the CPU model of the exchange.
     */
    static int classify(long e, long[] tree, long[] spl, byte[] eq, int logK) {
        int k = 1 << logK;
        int j = 1;
        for (int l = 0; l < logK; l++) j = 2 * j + (Long.compareUnsigned(e, tree[j]) > 0 ? 1 : 0);
        int b = j - k;
        if (eq[b] != 0 && e == spl[b]) b++;
        return b;
    }

    /** Which buckets are equality buckets: bucket b when {@code b > 0 && eq[b-1] != 0} (the plan kernel's rule). */
    static boolean[] equalityBuckets(byte[] eq) {
        boolean[] r = new boolean[eq.length];
        for (int b = 1; b < eq.length; b++) r[b] = eq[b - 1] != 0;
        return r;
    }
}
