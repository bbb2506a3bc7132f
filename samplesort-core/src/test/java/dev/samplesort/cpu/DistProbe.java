package dev.samplesort.cpu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ForkJoinPool;

/**
 * Dev tool (not a test): what the memory system gives T threads, next to the distribution step's passes on random
 * {@code int} keys. Floors: a parallel read (sum), fill and copy of n ints. Passes: the engine's classification into
 * the oracle and its scatter; a count-only classification and a scatter that classifies again (no oracle: it trades
 * 4 bytes of oracle traffic per key for a second classification). {@code DistProbe <log2n> <threads> <reps>}.
 */
public final class DistProbe {
    public static void main(String[] args) throws Exception {
        int n = 1 << Integer.parseInt(args[0]), threads = Integer.parseInt(args[1]), reps = Integer.parseInt(args[2]);
        int blocks = threads * CpuConfig.BLOCKS_PER_THREAD;
        SplittableRandom r = new SplittableRandom(1);
        int[] a = new int[n], b = new int[n];
        for (int i = 0; i < n; i++) a[i] = r.nextInt();
        char[] oracle = new char[n];
        long[] sums = new long[blocks];
        ForkJoinPool pool = new ForkJoinPool(threads);
        int[] start = new int[blocks + 1];
        for (int t = 0; t <= blocks; t++) start[t] = (int) ((long) n * t / blocks);
        SplittersInt sp = SplittersInt.sample(a, 0, n,
                args.length > 3 ? Integer.parseInt(args[3]) : CpuConfig.LOG_BUCKETS_KEYS, 12345);
        System.out.printf("k = %d, cells %d, steps %d%n", sp.numBuckets, sp.cellStart == null ? 0 : sp.cellStart.length,
                sp.cellSteps);
        int nbk = sp.numBuckets;
        int[][] cnt = new int[blocks][nbk];
        List<Callable<Object>> read = new ArrayList<>(), fill = new ArrayList<>(), copy = new ArrayList<>(),
                classify = new ArrayList<>(), scatter = new ArrayList<>(), count = new ArrayList<>(),
                rescatter = new ArrayList<>(), classifyBF = new ArrayList<>();
        for (int t = 0; t < blocks; t++) {
            int l = start[t], m = start[t + 1] - l, bt = t;
            read.add(() -> { long s = 0; for (int i = l; i < l + m; i++) s += a[i]; sums[bt] = s; return null; });
            fill.add(() -> { Arrays.fill(b, l, l + m, bt); return null; });
            copy.add(() -> { System.arraycopy(a, l, b, l, m); return null; });
            classify.add(() -> { ClassifierInt.classify(sp, a, l, m, oracle, l, cnt[bt]); return null; });
            scatter.add(() -> { ScatterInt.scatter(a, l, b, 0, oracle, l, m, cnt[bt]); return null; });
            count.add(() -> { countOnly(sp, a, l, m, cnt[bt]); return null; });
            classifyBF.add(() -> { classifyArith(sp, a, l, m, oracle, l, cnt[bt]); return null; });
            rescatter.add(() -> { classifyScatter(sp, a, l, m, b, cnt[bt]); return null; });
        }
        try {
            String[] names = {"read", "fill", "copy", "classify", "scatter", "count", "rescatter", "classifyBF"};
            List<List<Callable<Object>>> all = List.of(read, fill, copy, classify, scatter, count, rescatter,
                    classifyBF);
            double[][] ms = new double[names.length][reps];
            for (int rep = 0; rep < reps; rep++) {
                for (int x = 0; x < names.length; x++) {
                    if (names[x].startsWith("classify") || names[x].equals("count")) for (int[] c : cnt) Arrays.fill(c, 0);
                    if (names[x].equals("scatter") || names[x].equals("rescatter")) prefix(cnt, nbk, blocks);
                    long t0 = System.nanoTime();
                    pool.invokeAll(all.get(x));
                    ms[x][rep] = (System.nanoTime() - t0) / 1e6;
                }
            }
            report(names, ms, threads, n);
        } finally {
            pool.shutdown();
        }
    }

    /** Prints each pass's minimum and median ms over the rounds, and the median in ns a key a thread. */
    static void report(String[] names, double[][] ms, int threads, int n) {
        for (int x = 0; x < names.length; x++) {
            double[] s = ms[x].clone();
            Arrays.sort(s);
            System.out.printf("%-10s min %7.2f  median %7.2f ms  %6.2f ns/key/thread%n", names[x], s[0],
                    s[s.length / 2], s[s.length / 2] * 1e6 * threads / n);
        }
    }

    private static void prefix(int[][] cnt, int nbk, int blocks) {
        int p = 0;
        for (int k = 0; k < nbk; k++) {
            for (int t = 0; t < blocks; t++) {
                int x = cnt[t][k];
                cnt[t][k] = p;
                p += x;
            }
        }
    }

    private static int bucket(char[] cs, int[] t, int shift, int base, int last, int half, int e) {
        int j = cs[(int) Math.min(Math.max((e >> shift) - base, 0), last)];
        for (int h = half; h > 0; h >>= 1) j += e > t[j + h - 1] ? h : 0;
        return j;
    }

    /** The engine's equal-width cell loop with arithmetic compares (no ?:, so no branch whatever C2's profile). */
    private static void classifyArith(SplittersInt sp, int[] src, int so, int n, char[] oracle, int oo, int[] cnt) {
        final char[] cs = sp.cellStart;
        final int[] t = sp.ordSearch;
        final int shift = sp.cellShift, base = sp.cellBase, last = cs.length - 1, half = (1 << sp.cellSteps) >> 1;
        int i = 0;
        for (; i + 8 <= n; i += 8) {
            int e0 = src[so + i], e1 = src[so + i + 1], e2 = src[so + i + 2], e3 = src[so + i + 3];
            int e4 = src[so + i + 4], e5 = src[so + i + 5], e6 = src[so + i + 6], e7 = src[so + i + 7];
            int j0 = cs[Math.min(Math.max((e0 >> shift) - base, 0), last)], j1 = cs[Math.min(Math.max((e1 >> shift) - base, 0), last)];
            int j2 = cs[Math.min(Math.max((e2 >> shift) - base, 0), last)], j3 = cs[Math.min(Math.max((e3 >> shift) - base, 0), last)];
            int j4 = cs[Math.min(Math.max((e4 >> shift) - base, 0), last)], j5 = cs[Math.min(Math.max((e5 >> shift) - base, 0), last)];
            int j6 = cs[Math.min(Math.max((e6 >> shift) - base, 0), last)], j7 = cs[Math.min(Math.max((e7 >> shift) - base, 0), last)];
            for (int h = half; h > 0; h >>= 1) {
                j0 += h & (int) (((long) t[j0 + h - 1] - e0) >> 63);
                j1 += h & (int) (((long) t[j1 + h - 1] - e1) >> 63);
                j2 += h & (int) (((long) t[j2 + h - 1] - e2) >> 63);
                j3 += h & (int) (((long) t[j3 + h - 1] - e3) >> 63);
                j4 += h & (int) (((long) t[j4 + h - 1] - e4) >> 63);
                j5 += h & (int) (((long) t[j5 + h - 1] - e5) >> 63);
                j6 += h & (int) (((long) t[j6 + h - 1] - e6) >> 63);
                j7 += h & (int) (((long) t[j7 + h - 1] - e7) >> 63);
            }
            oracle[oo + i] = (char) j0;
            oracle[oo + i + 1] = (char) j1;
            oracle[oo + i + 2] = (char) j2;
            oracle[oo + i + 3] = (char) j3;
            oracle[oo + i + 4] = (char) j4;
            oracle[oo + i + 5] = (char) j5;
            oracle[oo + i + 6] = (char) j6;
            oracle[oo + i + 7] = (char) j7;
            cnt[j0]++; cnt[j1]++; cnt[j2]++; cnt[j3]++; cnt[j4]++; cnt[j5]++; cnt[j6]++; cnt[j7]++;
        }
        for (; i < n; i++) {
            int e = src[so + i], j = bucket(cs, t, shift, base, last, half, e);
            oracle[oo + i] = (char) j;
            cnt[j]++;
        }
    }

    private static void countOnly(SplittersInt sp, int[] src, int so, int n, int[] cnt) {
        final char[] cs = sp.cellStart;
        final int[] t = sp.ordSearch;
        final int shift = sp.cellShift, base = sp.cellBase, last = cs.length - 1, half = (1 << sp.cellSteps) >> 1;
        for (int i = 0; i < n; i++) cnt[bucket(cs, t, shift, base, last, half, src[so + i])]++;
    }

    private static void classifyScatter(SplittersInt sp, int[] src, int so, int n, int[] dst, int[] pos) {
        final char[] cs = sp.cellStart;
        final int[] t = sp.ordSearch;
        final int shift = sp.cellShift, base = sp.cellBase, last = cs.length - 1, half = (1 << sp.cellSteps) >> 1;
        int i = 0;
        for (; i + 4 <= n; i += 4) {
            int e0 = src[so + i], e1 = src[so + i + 1], e2 = src[so + i + 2], e3 = src[so + i + 3];
            int j0 = bucket(cs, t, shift, base, last, half, e0), j1 = bucket(cs, t, shift, base, last, half, e1);
            int j2 = bucket(cs, t, shift, base, last, half, e2), j3 = bucket(cs, t, shift, base, last, half, e3);
            dst[pos[j0]++] = e0;
            dst[pos[j1]++] = e1;
            dst[pos[j2]++] = e2;
            dst[pos[j3]++] = e3;
        }
        for (; i < n; i++) {
            int e = src[so + i];
            dst[pos[bucket(cs, t, shift, base, last, half, e)]++] = e;
        }
    }
}
