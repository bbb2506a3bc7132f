package dev.samplesort.cpu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ForkJoinPool;

/**
 * Dev tool (not a test): the distribution step's scatter against a scatter through per-bucket blocks (IPS4o's
 * buffers), on random {@code int} keys already classified into the oracle by the engine. The engine's scatter writes
 * each key to its bucket's next slot in the other array: k = 1024 streams per thread. The block scatter writes each
 * key to its bucket's block of {@code B} keys in a per-thread buffer, flushes a full block to the thread's own range
 * of the other array (one sequential stream), and a second pass copies the blocks (and the partial ones) to their
 * buckets in the first array: the keys end where they started, bucketed, so a leaf sorts them in place (no copy
 * back). {@code BlockProbe <log2n> <threads> <reps> [logK]}. Prints ns per key per thread of each pass.
 */
public final class BlockProbe {
    public static void main(String[] args) throws Exception {
        int n = 1 << Integer.parseInt(args[0]), threads = Integer.parseInt(args[1]), reps = Integer.parseInt(args[2]);
        int blocks = threads * CpuConfig.BLOCKS_PER_THREAD;
        SplittableRandom r = new SplittableRandom(1);
        int[] a0 = new int[n], a = new int[n], b = new int[n];
        for (int i = 0; i < n; i++) a0[i] = r.nextInt();
        char[] oracle = new char[n];
        ForkJoinPool pool = new ForkJoinPool(threads);
        int[] start = new int[blocks + 1];
        for (int t = 0; t <= blocks; t++) start[t] = (int) ((long) n * t / blocks);
        SplittersInt sp = SplittersInt.sample(a0, 0, n,
                args.length > 3 ? Integer.parseInt(args[3]) : CpuConfig.LOG_BUCKETS_KEYS, 12345);
        int nbk = sp.numBuckets;
        int[][] cnt = new int[blocks][nbk];
        List<Callable<Object>> classify = new ArrayList<>();
        for (int t = 0; t < blocks; t++) {
            int l = start[t], m = start[t + 1] - l, bt = t;
            classify.add(() -> { ClassifierInt.classify(sp, a0, l, m, oracle, l, cnt[bt]); return null; });
        }
        pool.invokeAll(classify);
        int[][] total = new int[blocks][];
        for (int t = 0; t < blocks; t++) total[t] = cnt[t].clone();
        int[] expect = reference(a0, oracle, total, nbk, blocks, start);
        int[] sizes = {8, 16, 32};
        String[] names = new String[4 + 2 * sizes.length];
        names[0] = "copy";
        names[1] = "scatter";
        for (int s = 0; s < sizes.length; s++) {
            names[2 + 2 * s] = "blocks" + sizes[s];
            names[3 + 2 * s] = "place" + sizes[s];
        }
        names[2 + 2 * sizes.length] = "scatter2";
        names[3 + 2 * sizes.length] = "scatter4";
        double[][] ms = new double[names.length][reps];
        int[][][] bufs = new int[sizes.length][blocks][];
        int[][][] fills = new int[sizes.length][blocks][nbk];
        int[][][] order = new int[sizes.length][blocks][];
        int[][] flushed = new int[sizes.length][blocks];
        for (int s = 0; s < sizes.length; s++)
            for (int t = 0; t < blocks; t++) {
                bufs[s][t] = new int[nbk * sizes[s]];
                order[s][t] = new int[(start[t + 1] - start[t]) / sizes[s] + 1];
            }
        try {
            for (int rep = 0; rep < reps; rep++) {
                for (int x = 0; x < names.length; x++) {
                    List<Callable<Object>> work = new ArrayList<>();
                    System.arraycopy(a0, 0, a, 0, n);
                    int[][] pos = positions(total, nbk, blocks);
                    if (names[x].startsWith("place")) continue; // timed with its blocks pass below
                    for (int t = 0; t < blocks; t++) {
                        int l = start[t], m = start[t + 1] - l, bt = t;
                        switch (names[x]) {
                            case "copy" -> work.add(() -> { System.arraycopy(a, l, b, l, m); return null; });
                            case "scatter" -> work.add(() -> { ScatterInt.scatter(a, l, b, 0, oracle, l, m, pos[bt]); return null; });
                            case "scatter2" -> work.add(() -> { scatterTwoLoops(a, l, b, oracle, m, pos[bt]); return null; });
                            case "scatter4" -> work.add(() -> { scatterUnrolled(a, l, b, oracle, m, pos[bt]); return null; });
                            default -> {
                                int s = (x - 2) / 2, bs = sizes[s];
                                work.add(() -> {
                                    flushed[s][bt] = blockScatter(a, l, m, oracle, b, bufs[s][bt], fills[s][bt],
                                            order[s][bt], bs);
                                    return null;
                                });
                            }
                        }
                    }
                    long t0 = System.nanoTime();
                    pool.invokeAll(work);
                    ms[x][rep] = (System.nanoTime() - t0) / 1e6;
                    if (names[x].startsWith("scatter") && rep == 0 && !Arrays.equals(b, expect))
                        throw new AssertionError("scatter");
                    if (names[x].startsWith("blocks")) {
                        int s = (x - 2) / 2, bs = sizes[s];
                        List<Callable<Object>> place = new ArrayList<>();
                        for (int t = 0; t < blocks; t++) {
                            int l = start[t], bt = t;
                            place.add(() -> { place(b, l, a, bufs[s][bt], fills[s][bt], order[s][bt], flushed[s][bt],
                                    pos[bt], bs); return null; });
                        }
                        long t1 = System.nanoTime();
                        pool.invokeAll(place);
                        ms[x + 1][rep] = (System.nanoTime() - t1) / 1e6;
                        if (!Arrays.equals(a, expect)) throw new AssertionError(names[x]);
                    }
                }
            }
            DistProbe.report(names, ms, threads, n);
        } finally {
            pool.shutdown();
        }
    }

    /** The destinations of 256 keys first (the counters' chain alone), then the keys' stores. */
    static void scatterTwoLoops(int[] src, int l, int[] dst, char[] oracle, int m, int[] pos) {
        int[] at = new int[256];
        for (int i = l; i < l + m; i += 256) {
            int e = Math.min(256, l + m - i);
            for (int j = 0; j < e; j++) at[j] = pos[oracle[i + j]]++;
            for (int j = 0; j < e; j++) dst[at[j]] = src[i + j];
        }
    }

    /** Four keys a step: their loads first, then the counters, then the stores. */
    static void scatterUnrolled(int[] src, int l, int[] dst, char[] oracle, int m, int[] pos) {
        int i = l, end = l + m;
        for (; i + 4 <= end; i += 4) {
            int k0 = oracle[i], k1 = oracle[i + 1], k2 = oracle[i + 2], k3 = oracle[i + 3];
            int e0 = src[i], e1 = src[i + 1], e2 = src[i + 2], e3 = src[i + 3];
            dst[pos[k0]++] = e0;
            dst[pos[k1]++] = e1;
            dst[pos[k2]++] = e2;
            dst[pos[k3]++] = e3;
        }
        for (; i < end; i++) dst[pos[oracle[i]]++] = src[i];
    }

    /** Bucket-major positions: block t writes bucket k from pos[t][k] on. */
    private static int[][] positions(int[][] total, int nbk, int blocks) {
        int[][] pos = new int[blocks][nbk];
        int p = 0;
        for (int k = 0; k < nbk; k++)
            for (int t = 0; t < blocks; t++) {
                pos[t][k] = p;
                p += total[t][k];
            }
        return pos;
    }

    private static int[] reference(int[] a, char[] oracle, int[][] total, int nbk, int blocks, int[] start) {
        int[] out = new int[a.length];
        int[][] pos = positions(total, nbk, blocks);
        for (int t = 0; t < blocks; t++)
            for (int i = start[t]; i < start[t + 1]; i++) out[pos[t][oracle[i]]++] = a[i];
        return out;
    }

    /** Keys to their buckets' blocks in buf; a full block goes to dst[l + bs * f) as the f-th flushed. */
    static int blockScatter(int[] src, int l, int m, char[] oracle, int[] dst, int[] buf, int[] fill, int[] order,
                            int bs) {
        Arrays.fill(fill, 0);
        int f = 0;
        for (int i = l; i < l + m; i++) {
            int k = oracle[i], c = fill[k], at = k * bs;
            buf[at + c] = src[i];
            if (++c == bs) {
                System.arraycopy(buf, at, dst, l + f * bs, bs);
                order[f++] = k;
                c = 0;
            }
            fill[k] = c;
        }
        return f;
    }

    /** The flushed blocks, then each bucket's partial block, to the buckets' places in dst. */
    static void place(int[] src, int l, int[] dst, int[] buf, int[] fill, int[] order, int flushed, int[] pos, int bs) {
        for (int f = 0; f < flushed; f++) {
            int k = order[f];
            System.arraycopy(src, l + f * bs, dst, pos[k], bs);
            pos[k] += bs;
        }
        for (int k = 0; k < fill.length; k++) {
            System.arraycopy(buf, k * bs, dst, pos[k], fill[k]);
            pos[k] += fill[k];
        }
    }
}
