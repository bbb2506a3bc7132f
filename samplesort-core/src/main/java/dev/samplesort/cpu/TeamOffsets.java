package dev.samplesort.cpu;

/**
 * The team sort's prefix sum ({@code TeamSortInt} and its siblings, steps 3 and 4): the slices' bucket counts become
 * each slice's write positions. One class for every key type, compiled before the first team sort.
 *
 * <p>Why not loops in the phases' lambdas, as until the forty-sixth session: a method runs in C1 code with full
 * profiling until C2 has compiled it, and that code counts every loop back-edge in the method's shared profile; on
 * the team sixteen threads ran these 256-bucket loops at once, writing the same counters (see {@link ColdStart}).
 * The lambdas of the prefix-sum and scatter phases were compiled by C2 only after about 170 team sorts of each key
 * type, the warm-up's team sorts far too few: 16 cores (H100 host, forty-sixth session, call C, `JitProbe`, a fresh
 * JVM per type, rounds of our sort, {@code Arrays.sort} and {@code parallelSort} on uniform keys): {@code float[2^18]}
 * took 1.3-2.0 ms a sort on the team until round 166-183, 0.65-0.90 from then, where {@code parallelSort} took
 * 1.2-1.8 throughout; {@code double} 1.5-2.0 ms until round 147, 0.85-1.1 from then; {@code int} 1.3-1.6 until round
 * 168, 0.55-0.75 from then. The drop came with C2's code for those two lambdas ({@code -XX:+PrintCompilation}). In the
 * preset (call A) the settle time had not covered it: {@code float} uniform 2^18 read 0.77x {@code parallelSort},
 * 1.6 ms a sort for 57 timed runs, then 0.74-1.1. Here the loops are compiled once, by {@link #warmUp} on one thread
 * before the team takes a sort, and the lambdas only call them.
 */
final class TeamOffsets {
    private TeamOffsets() {}

    /**
     * Buckets {@code [from, to)}: the column of counts of each (one row of {@code cnt} per slice, {@code slices} rows)
     * becomes the slices' offsets within the bucket, in slice order; {@code total[j]} the bucket's size.
     */
    static void columns(int[][] cnt, int slices, int from, int to, int[] total) {
        for (int j = from; j < to; j++) {
            int p = 0;
            for (int u = 0; u < slices; u++) {
                int c = cnt[u][j];
                cnt[u][j] = p;
                p += c;
            }
            total[j] = p;
        }
    }

    /**
     * One slice's write position in each of {@code nbk} buckets: the bucket's start (the sizes {@code total} summed
     * before it) plus the slice's offset {@code offsets[j]} (from {@link #columns}). Where {@code bounds} is not null,
     * also the buckets' starts, {@code bounds[nbk]} their end.
     */
    static int[] positions(int[] offsets, int[] total, int nbk, int[] bounds) {
        int[] pos = new int[nbk];
        int p = 0;
        for (int j = 0; j < nbk; j++) {
            if (bounds != null) bounds[j] = p;
            pos[j] = offsets[j] + p;
            p += total[j];
        }
        if (bounds != null) bounds[nbk] = p;
        return pos;
    }

    /**
     * Where one slice's share of each of {@code nbk} buckets ends: its start {@code pos[j]} (from {@link #positions})
     * plus the slice's count, the next slice's offset {@code next[j]} less its own {@code offsets[j]} (the last
     * slice's next: the bucket's size, {@code total}).
     */
    static int[] ends(int[] pos, int[] offsets, int[] next, int nbk) {
        int[] end = new int[nbk];
        for (int j = 0; j < nbk; j++) end[j] = pos[j] + next[j] - offsets[j];
        return end;
    }

    /**
     * Calls of each method in {@link #warmUp}: C2 compiles a method after about 600 calls whose loops have turned
     * 15,000 times (HotSpot's Tier4MinInvocationThreshold and Tier4CompileThreshold), and later with a busy compile
     * queue; four times that for the queue. About 10 ms of one core on the dev VM.
     */
    static final int WARM_CALLS = 4000;

    private static volatile boolean warmed;

    /**
     * Runs the methods on one thread, WARM_CALLS times, on the shape of a team sort (16 slices, 512 buckets), once
     * per JVM: from the cold start's warm-up, before its team sorts ({@code SampleSortInt.warmUp} and its siblings).
     */
    static void warmUp() {
        if (warmed) return;
        int slices = 16, nbk = 2 << CpuConfig.TEAM_LOG_BUCKETS;
        int[][] cnt = new int[slices][nbk];
        int[] total = new int[nbk], bounds = new int[nbk + 1];
        long sum = 0;
        for (int r = 0; r < WARM_CALLS; r++) {
            for (int[] row : cnt) for (int j = 0; j < nbk; j++) row[j] = (j + r) & 7;
            columns(cnt, slices, 0, nbk, total);
            int[] pos = positions(cnt[r % slices], total, nbk, (r & 15) == 0 ? bounds : null);
            sum += pos[nbk - 1] + ends(pos, cnt[r % slices], cnt[(r + 1) % slices], nbk)[nbk - 1];
        }
        if (sum < 0) throw new AssertionError(); // keeps the results live: the loops are not dead code to C2
        warmed = true;
    }
}
