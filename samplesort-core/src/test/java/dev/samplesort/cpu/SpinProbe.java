package dev.samplesort.cpu;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;

import java.util.Arrays;

/**
 * Dev tool (not a test): the one-level team sort ({@link TeamSortInt} on a {@link SpinTeam}) of {@code int} keys at
 * mid sizes against both JDK sorts, interleaved in one JVM, for several team sizes and bucket counts.
 * {@code SpinProbe <dist> <log2n,...> <threads,...> <logK,...> <reps>}. The eighteenth session's first version
 * (its own team, spinning barriers) set the team's design: docs/CPU-LOG.md, "Issue 14, eighteenth session".
 */
public final class SpinProbe {
    static void spinSort(SpinTeam team, int[] a, int logK) {
        if (!TeamSortInt.sort(a, 0, a.length, team, logK)) throw new IllegalStateException("team busy");
    }

    public static void main(String[] args) {
        Distribution d = Distribution.valueOf(args[0].toUpperCase());
        int[] logs = Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
        int[] threads = Arrays.stream(args[2].split(",")).mapToInt(Integer::parseInt).toArray();
        int[] logKs = Arrays.stream(args[3].split(",")).mapToInt(Integer::parseInt).toArray();
        int reps = Integer.parseInt(args[4]);
        SpinTeam[] teams = new SpinTeam[threads.length];
        for (int i = 0; i < threads.length; i++) teams[i] = new SpinTeam(threads[i], 0);
        for (int lg : logs) {
            int n = 1 << lg;
            int[] in = DataGenerator.ints(d, n, 42), a = new int[n], ref = in.clone();
            Arrays.sort(ref);
            int variants = 2 + threads.length * logKs.length;
            double[][] ms = new double[variants][reps];
            for (int rep = -Math.max(20, (1 << 22) / n); rep < reps; rep++) {
                for (int v = 0; v < variants; v++) {
                    System.arraycopy(in, 0, a, 0, n);
                    long t0 = System.nanoTime();
                    if (v == 0) Arrays.sort(a);
                    else if (v == 1) Arrays.parallelSort(a);
                    else {
                        int x = v - 2;
                        spinSort(teams[x / logKs.length], a, logKs[x % logKs.length]);
                    }
                    long t1 = System.nanoTime();
                    if (rep >= 0) ms[v][rep] = (t1 - t0) / 1e6;
                    if (rep == -1 && !Arrays.equals(a, ref)) throw new AssertionError("variant " + v + " wrong");
                }
            }
            StringBuilder sb = new StringBuilder(String.format("%s 2^%d", d.cliName(), lg));
            for (int v = 0; v < variants; v++) {
                Arrays.sort(ms[v]);
                String name = v == 0 ? "jdk" : v == 1 ? "jdkpar"
                        : "spin" + threads[(v - 2) / logKs.length] + "k" + logKs[(v - 2) % logKs.length];
                sb.append(String.format("  %s %.3f", name, ms[v][reps / 2]));
            }
            System.out.println(sb);
        }
        System.exit(0);
    }
}
