package dev.samplesort.cpu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ForkJoinPool;

/**
 * Dev tool (not a test): the parallel distribution step's phases on random {@code int} keys, timed one by one with
 * the engine's own classes — the top-level sample, the classification (into the oracle), the scatter, the leaves
 * (each bucket copied back and sorted by {@code Arrays.sort}, as the engine's keys-only leaves do) — and the
 * classification once more over warm data; then, for comparison, the first phase of {@code parallelSort} (one
 * {@code Arrays.sort} per thread's piece) and {@code parallelSort} itself.
 * {@code PhaseProbe <log2n> <threads> <reps> [blocksPerThread [distribution]]}. Speed
 * belongs here, not in unit tests (docs/CPU-LOG.md, sixteenth session: where 16 threads spend an `int[2^24]` sort).
 */
public final class PhaseProbe {
    public static void main(String[] args) throws Exception {
        int n = 1 << Integer.parseInt(args[0]), threads = Integer.parseInt(args[1]), reps = Integer.parseInt(args[2]);
        int blocks = threads * (args.length > 3 ? Integer.parseInt(args[3]) : CpuConfig.BLOCKS_PER_THREAD);
        int[] a = args.length > 4
                ? dev.samplesort.data.DataGenerator.ints(dev.samplesort.data.Distribution.parse(args[4]), n, 1)
                : new SplittableRandom(1).ints(n).toArray();
        int[] b = new int[n], c = new int[n];
        char[] oracle = new char[n];
        ForkJoinPool pool = new ForkJoinPool(threads);
        int[] start = new int[blocks + 1];
        for (int t = 0; t <= blocks; t++) start[t] = (int) ((long) n * t / blocks);
        try {
            for (int rep = 0; rep < reps; rep++) {
                long t0 = System.nanoTime();
                SplittersInt sp = SplittersInt.sample(a, 0, n, CpuConfig.LOG_BUCKETS_KEYS, 12345 + rep);
                long t1 = System.nanoTime();
                int nbk = sp.numBuckets;
                int[][] cnt = new int[blocks][nbk];
                List<Callable<Object>> classify = new ArrayList<>(), scatter = new ArrayList<>(), leaves = new ArrayList<>();
                for (int t = 0; t < blocks; t++) {
                    int l = start[t], m = start[t + 1] - l, bt = t;
                    classify.add(() -> { ClassifierInt.classify(sp, a, l, m, oracle, l, cnt[bt]); return null; });
                    scatter.add(() -> { ScatterInt.scatter(a, l, b, 0, oracle, l, m, cnt[bt]); return null; });
                }
                pool.invokeAll(classify);
                long t2 = System.nanoTime();
                int[] bd = new int[nbk + 1];
                int p = 0;
                for (int k = 0; k < nbk; k++) {
                    bd[k] = p;
                    for (int t = 0; t < blocks; t++) {
                        int x = cnt[t][k];
                        cnt[t][k] = p;
                        p += x;
                    }
                }
                bd[nbk] = n;
                pool.invokeAll(scatter);
                long t3 = System.nanoTime();
                for (int k = 0; k < nbk; k++) {
                    int lo = bd[k], hi = bd[k + 1];
                    leaves.add(() -> { System.arraycopy(b, lo, c, lo, hi - lo); Arrays.sort(c, lo, hi); return null; });
                }
                long t4 = System.nanoTime();
                pool.invokeAll(leaves);
                long t5 = System.nanoTime();
                for (int t = 0; t < blocks; t++) Arrays.fill(cnt[t], 0);
                pool.invokeAll(classify);
                long t6 = System.nanoTime();
                List<Callable<Object>> pieces = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int lo = (int) ((long) n * t / threads), hi = (int) ((long) n * (t + 1) / threads);
                    pieces.add(() -> { System.arraycopy(a, lo, c, lo, hi - lo); Arrays.sort(c, lo, hi); return null; });
                }
                long t7 = System.nanoTime();
                pool.invokeAll(pieces);
                long t8 = System.nanoTime();
                System.arraycopy(a, 0, c, 0, n);
                long t9 = System.nanoTime();
                Arrays.parallelSort(c);
                long t10 = System.nanoTime();
                System.out.printf("sample %.2f classify %.2f scatter %.2f leaf %.2f reclassify %.2f total %.2f"
                                + " | pieces %.2f parallelSort %.2f (buckets %d)%n",
                        (t1 - t0) / 1e6, (t2 - t1) / 1e6, (t3 - t2) / 1e6, (t5 - t4) / 1e6, (t6 - t5) / 1e6,
                        (t3 - t0 + t5 - t4) / 1e6, (t8 - t7) / 1e6, (t10 - t9) / 1e6, nbk);
            }
        } finally {
            pool.shutdown();
        }
    }
}
