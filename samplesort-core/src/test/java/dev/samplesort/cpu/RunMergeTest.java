package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * RunMerge (run-structured keys merged from the run scan's segments): the segments the scan records, exact results
 * against {@code Arrays.sort} on every key type (runs up and down, ties across and inside runs, constant stretches,
 * floating point zeros of both signs; a NaN leaves the runs to the JDK), merged on one thread and in pieces, and the
 * hybrid's route.
 */
class RunMergeTest {
    private static final int SEGMENTS = CpuConfig.RUNS_JDK_MAX + 1;

    /** k runs of random keys from [0, range), lengths random, directions by {@code dirs} (0 up, 1 down, 2 random). */
    static long[] runsOf(int n, int k, long range, int dirs, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] a = new long[n];
        int[] cut = new int[k + 1];
        for (int i = 1; i < k; i++) cut[i] = r.nextInt(n + 1);
        cut[k] = n;
        Arrays.sort(cut);
        for (int i = 0; i < k; i++) {
            for (int j = cut[i]; j < cut[i + 1]; j++) a[j] = r.nextLong(range);
            Arrays.sort(a, cut[i], cut[i + 1]);
            boolean down = dirs == 1 || dirs == 2 && r.nextBoolean();
            if (down) {
                for (int x = cut[i], y = cut[i + 1] - 1; x < y; x++, y--) {
                    long t = a[x];
                    a[x] = a[y];
                    a[y] = t;
                }
            }
        }
        return a;
    }

    /** Organ pipe over [-25, 25]: zeros of both signs (-0.0 at every third index) in both halves. */
    static double[] zerosOrganPipe(int n) {
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            double v = Math.floor(Math.min(i, n - 1 - i) * 100.0 / n) - 25;
            d[i] = v == 0 ? (i % 3 == 0 ? -0.0 : 0.0) : v;
        }
        return d;
    }

    static float[] toFloats(double[] d) {
        float[] f = new float[d.length];
        for (int i = 0; i < d.length; i++) f[i] = (float) d[i];
        return f;
    }

    /** Whether the scan calls x run-structured (else it is not this route's input); if so, merged exactly. */
    private static boolean checkLong(long[] x, int threads, String what) {
        long[] a = x.clone(), e = x.clone();
        Arrays.sort(e);
        int[] seg = new int[SEGMENTS];
        int runs = RunScanLong.runs(a, 0, a.length, seg);
        if (runs != RunScanLong.RUNS) return false;
        assertTrue(RunMergeLong.sorted(a, 0, a.length, seg, threads), what);
        assertArrayEquals(e, a, what + ", " + threads + " threads");
        return true;
    }

    @Test
    void segmentsAreWhereTheScanFoundThem() {
        long[] a = {1, 2, 3, 9, 8, 7, 7, 4, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6};
        int[] seg = new int[SEGMENTS];
        CpuConfig.setHybrid(true);
        // too short a first run for the JDK's rule on the whole; the tail from 3 is one run up (joined segments)
        assertEquals(RunScanLong.UNSTRUCTURED, RunScanLong.runs(a, 0, a.length, seg));
        long[] organ = new long[64];
        for (int i = 0; i < 32; i++) organ[i] = organ[63 - i] = i;
        assertEquals(RunScanLong.RUNS, RunScanLong.runs(organ, 0, 64, seg));
        assertEquals(2, seg[0], Arrays.toString(seg));
        assertEquals(0, seg[1]);
        assertEquals(~33, seg[2], "the second half down from its second key (31 after 31: the tie joins the rise)");
    }

    @Test
    void everyShapeOfRunsLikeArraysSort() {
        int merged = 0;
        for (int n : new int[] {300, 4096, 70_001, 1 << 18}) {
            for (int k : new int[] {2, 3, 5, 16, 30}) {
                for (int dirs = 0; dirs < 3; dirs++) {
                    for (long range : new long[] {3, 1000, Long.MAX_VALUE}) {
                        long[] x = runsOf(n, k, range, dirs, n * 31L + k * 7 + dirs);
                        for (int threads : new int[] {1, 2, 3, 16}) {
                            if (checkLong(x, threads, n + " keys, " + k + " runs, dirs " + dirs + ", range " + range)) {
                                merged++;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(merged > 400, "most shapes are runs to the scan (short or too many runs are not): " + merged);
    }

    /**
     * An ascending run, then a descending one (organ pipe, its peak anywhere), merged on one thread: floating point
     * keys from both ends (RunMerge.organPipe), `long` keys by the merge of the turned runs. Ties between the runs, an
     * odd number of keys, one run used up before the other, a subrange, and zeros of both signs, exactly as
     * Arrays.sort.
     */
    @Test
    void organPipesMergedFromBothEnds() {
        java.util.Random rnd = new java.util.Random(41);
        int merged = 0;
        // (the last sizes: the merge from both ends in several calls of RunMerge.ORGAN_PIPE_STEPS, a partial one last)
        for (int n : new int[] {17, 64, 65, 1000, 4097, 20_001, 4 * RunMergeLong.ORGAN_PIPE_STEPS + 2,
                6 * RunMergeLong.ORGAN_PIPE_STEPS + 333}) {
            for (double peak : new double[] {0.5, 0.1, 0.9, 0.3}) {
                for (int range : new int[] {2, 50, 0}) {
                    int m = Math.max(1, (int) (n * peak)), from = 3, to = n + 3;
                    long[] x = new long[n + 6];
                    double[] d = new double[n + 6];
                    for (int i = 0; i < x.length; i++) {
                        x[i] = range == 0 ? rnd.nextLong() : rnd.nextInt(range);
                        d[i] = range == 0 ? rnd.nextGaussian() : rnd.nextInt(range) * (rnd.nextBoolean() ? 0.0 : -0.0)
                                + rnd.nextInt(range) - range / 2;
                    }
                    Arrays.sort(x, from, from + m);
                    Arrays.sort(x, from + m, to);
                    Arrays.sort(d, from, from + m);
                    Arrays.sort(d, from + m, to);
                    for (int l = from + m, r = to - 1; l < r; l++, r--) {
                        long t = x[l];
                        x[l] = x[r];
                        x[r] = t;
                        double u = d[l];
                        d[l] = d[r];
                        d[r] = u;
                    }
                    String what = n + " keys, peak at " + m + ", range " + range;
                    long[] ex = x.clone();
                    Arrays.sort(ex, from, to);
                    int[] seg = new int[SEGMENTS];
                    if (RunScanLong.runs(x, from, to, seg) == RunScanLong.RUNS && seg[0] == 2) {
                        assertTrue(RunMergeLong.sorted(x, from, to, seg, 1), what);
                        assertArrayEquals(ex, x, "long, " + what);
                        merged++;
                    }
                    double[] ed = d.clone();
                    Arrays.sort(ed, from, to);
                    seg = new int[SEGMENTS];
                    if (RunScanDouble.runs(d, from, to, seg) == RunScanDouble.RUNS && seg[0] == 2) {
                        assertTrue(RunMergeDouble.sorted(d, from, to, seg, 1), what);
                        assertArrayEquals(ed, d, "double, " + what);
                        merged++;
                    }
                }
            }
        }
        assertTrue(merged >= 60, "most of them two runs to the scan: " + merged);
    }

    /** A subrange of a larger array: the buffer's offsets, the pieces' cuts; the keys outside stay as they were. */
    @Test
    void aSubrangeOnlyItsKeys() {
        int n = 1 << 18, from = 12_345, to = n - 6_789, merged = 0;
        for (int k : new int[] {2, 7, 31}) {
            for (int threads : new int[] {1, 4}) {
                long[] x = runsOf(n, 1, Long.MAX_VALUE, 0, 9); // one ascending run around the subrange
                long[] inner = runsOf(to - from, k, 1L << 40, 2, k * 13L + threads);
                System.arraycopy(inner, 0, x, from, to - from);
                long[] e = x.clone();
                Arrays.sort(e, from, to);
                int[] seg = new int[SEGMENTS];
                long[] a = x.clone();
                if (RunScanLong.runs(a, from, to, seg) != RunScanLong.RUNS) continue;
                assertTrue(RunMergeLong.sorted(a, from, to, seg, threads));
                assertArrayEquals(e, a, k + " runs in [" + from + ", " + to + "), " + threads + " threads");
                merged++;
            }
        }
        assertTrue(merged >= 4, "the scan called most of them runs: " + merged);
    }

    @Test
    void theGeneratorsRunShapesOnEveryKeyType() {
        CpuConfig.setHybrid(true);
        for (Distribution d : new Distribution[] {Distribution.ORGAN_PIPE, Distribution.SAWTOOTH,
                Distribution.DETERMINISTIC_DUPLICATES}) {
            for (int n : new int[] {5000, 1 << 17, 300_007}) {
                for (int threads : new int[] {1, 2, 8}) {
                    String what = d + " n=" + n + " threads=" + threads;
                    long[] l = DataGenerator.longs(d, n, 5), le = l.clone();
                    Arrays.sort(le);
                    SampleSortLong.sort(l, 0, n, threads);
                    assertArrayEquals(le, l, what);
                    int[] i = DataGenerator.ints(d, n, 5), ie = i.clone();
                    Arrays.sort(ie);
                    SampleSortInt.sort(i, 0, n, threads);
                    assertArrayEquals(ie, i, what);
                    double[] x = DataGenerator.doubles(d, n, 5), xe = x.clone();
                    Arrays.sort(xe);
                    SampleSortDouble.sort(x, 0, n, threads);
                    assertArrayEquals(xe, x, what);
                    float[] f = DataGenerator.floats(d, n, 5), fe = f.clone();
                    Arrays.sort(fe);
                    SampleSortFloat.sort(f, 0, n, threads);
                    assertArrayEquals(fe, f, what);
                }
            }
        }
    }

    /** Zeros of both signs inside and across runs end -0.0 first; a NaN anywhere leaves the input to the JDK. */
    @Test
    void floatingPointZerosAndNaNs() {
        int n = 1 << 17;
        for (int threads : new int[] {1, 2, 4}) {
            double[] d = zerosOrganPipe(n);
            float[] f = toFloats(d);
            double[] de = d.clone();
            float[] fe = f.clone();
            Arrays.sort(de);
            Arrays.sort(fe);
            int[] seg = new int[SEGMENTS];
            double[] dc = d.clone();
            assertEquals(RunScanDouble.RUNS, RunScanDouble.runs(dc, 0, n, seg));
            assertTrue(RunMergeDouble.sorted(dc, 0, n, seg, threads));
            assertArrayEquals(de, dc, threads + " threads");
            float[] fc = f.clone();
            assertEquals(RunScanFloat.RUNS, RunScanFloat.runs(fc, 0, n, seg));
            assertTrue(RunMergeFloat.sorted(fc, 0, n, seg, threads));
            assertArrayEquals(fe, fc, threads + " threads");
            d[n / 3] = Double.NaN;
            assertEquals(RunScanDouble.RUNS, RunScanDouble.runs(d, 0, n, seg));
            assertFalse(RunMergeDouble.sorted(d, 0, n, seg, threads), "a NaN: nothing recorded");
            double[] dn = d.clone();
            Arrays.sort(dn);
            SampleSortDouble.sort(d, 0, n, threads);
            assertArrayEquals(dn, d);
        }
    }

    /**
     * The segments found in a piece per thread (scannedParallel; runs crossing a cut joined): exact results against
     * {@code Arrays.sort} where it merges, the keys untouched where it refuses (more segments than runsJdkMax).
     */
    @Test
    void segmentsFoundInPiecesLikeArraysSort() {
        int merged = 0, refused = 0;
        for (int n : new int[] {70_001, 1 << 18}) {
            for (int k : new int[] {1, 2, 3, 16, 30, 40}) {
                for (int dirs = 0; dirs < 3; dirs++) {
                    for (long range : new long[] {3, 1000, Long.MAX_VALUE}) {
                        long[] x = runsOf(n, k, range, dirs, n * 17L + k * 5 + dirs);
                        for (int threads : new int[] {1, 3, 16}) {
                            String what = n + " keys, " + k + " runs, dirs " + dirs + ", range " + range + ", "
                                    + threads + " threads";
                            long[] a = x.clone(), e = x.clone();
                            Arrays.sort(e);
                            if (RunMergeLong.scannedParallel(a, 0, n, threads, CpuConfig.RUNS_JDK_MAX)) {
                                assertArrayEquals(e, a, what);
                                merged++;
                            } else {
                                assertArrayEquals(x, a, "refused, the keys untouched: " + what);
                                assertTrue(k > CpuConfig.RUNS_JDK_MAX / 2, "refused a few runs: " + what);
                                refused++;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(merged >= 270 && refused >= 9, "merged " + merged + ", refused " + refused);
    }

    /**
     * One run cut into 64 pieces is one segment again (else 64 segments, more than the merge takes: refused), whether
     * it rises, falls or is constant, its ties across the cuts; and a peak or a plateau on a cut.
     */
    @Test
    void runsAcrossTheCutsJoined() {
        int n = 1 << 21, threads = 64; // pieces of 2^15 keys
        int[] up = new int[n], down = new int[n], flat = new int[n], organ = new int[n], plateau = new int[n];
        for (int i = 0; i < n; i++) {
            up[i] = (i + 300) / 1000;       // ties across every cut
            down[i] = (n - i) / 1000;
            flat[i] = 7;
            organ[i] = Math.min(i, n - i);  // the peak at n / 2, a cut
            plateau[i] = i < n / 4 ? i : i < n / 2 ? n / 4 : n - i; // up, constant over the second quarter, down
        }
        int[][] shapes = {up, down, flat, organ, plateau};
        String[] names = {"up", "down", "flat", "organ", "plateau"};
        for (int s = 0; s < shapes.length; s++) {
            int[] a = shapes[s].clone(), e = shapes[s].clone();
            Arrays.sort(e);
            assertTrue(RunMergeInt.scannedParallel(a, 0, n, threads, CpuConfig.RUNS_JDK_MAX),
                    names[s] + ": joined across the cuts");
            assertArrayEquals(e, a, names[s]);
        }
        // a subrange whose cuts fall elsewhere; the keys outside untouched
        int from = 12_345, to = n - 777;
        int[] a = organ.clone(), e = organ.clone();
        Arrays.sort(e, from, to);
        assertTrue(RunMergeInt.scannedParallel(a, from, to, threads, CpuConfig.RUNS_JDK_MAX));
        assertArrayEquals(e, a, "organ pipe in [" + from + ", " + to + ")");
    }

    /** Zeros of both signs end -0.0 first; a NaN anywhere, at a cut too, is refused with the keys untouched. */
    @Test
    void segmentsInPiecesFloatingPoint() {
        int n = 1 << 17, threads = 4; // cuts at multiples of 2^15
        zerosAndNaNs(n, new int[] {0, 1, (1 << 15) - 1, 1 << 15, n / 3, n - 2, n - 1},
                a -> RunMergeDouble.scannedParallel(a, 0, n, threads, CpuConfig.RUNS_JDK_MAX),
                a -> RunMergeFloat.scannedParallel(a, 0, n, threads, CpuConfig.RUNS_JDK_MAX));
    }

    /**
     * Merges {@link #zerosOrganPipe} of n keys as doubles and floats ({@code dm}, {@code fm}: true where merged)
     * exactly as {@code Arrays.sort} (-0.0 first), and with a NaN at each of {@code nanAt} refuses, keys untouched.
     */
    private static void zerosAndNaNs(int n, int[] nanAt, Predicate<double[]> dm, Predicate<float[]> fm) {
        double[] d = zerosOrganPipe(n);
        float[] f = toFloats(d);
        double[] dc = d.clone(), de = d.clone();
        float[] fc = f.clone(), fe = f.clone();
        Arrays.sort(de);
        Arrays.sort(fe);
        assertTrue(dm.test(dc));
        assertArrayEquals(de, dc);
        assertTrue(fm.test(fc));
        assertArrayEquals(fe, fc);
        for (int at : nanAt) {
            double[] dn = d.clone();
            dn[at] = Double.NaN;
            double[] dk = dn.clone();
            assertFalse(dm.test(dn), "NaN at " + at);
            assertArrayEquals(dk, dn, "NaN at " + at + ": untouched");
            float[] fn = f.clone();
            fn[at] = Float.NaN;
            float[] fk = fn.clone();
            assertFalse(fm.test(fn), "NaN at " + at);
            assertArrayEquals(fk, fn, "NaN at " + at + ": untouched");
        }
    }

    /**
     * With a parallel pool and 16 threads, organ pipe and sawtooth where they are merged on every thread (floating
     * point from runMergeParallelMin, every type from runMergeParallelMinInt; at 2^23 after the parallel one-run
     * check, before the engine's sample), and from runSegmentsManyMin the generator's 64 runs, are scanned in pieces:
     * no one-thread run scan.
     */
    @Test
    void theHybridScansFewRunsInPieces() {
        CpuConfig.setHybrid(true);
        CpuConfig.setCommonPoolParallel(true);
        int threads = 16;
        for (Distribution d : new Distribution[] {Distribution.ORGAN_PIPE, Distribution.SAWTOOTH}) {
            for (int n : new int[] {CpuConfig.RUN_MERGE_PARALLEL_MIN, CpuConfig.RUN_MERGE_PARALLEL_MIN_INT}) {
                boolean pieces = n >= CpuConfig.RUN_SEGMENTS_PARALLEL_MIN;
                String what = d + " n=" + n;
                double[] x = DataGenerator.doubles(d, n, 3), xe = x.clone();
                Arrays.sort(xe);
                SampleSortDouble.sort(x, 0, n, threads);
                assertArrayEquals(xe, x, "double " + what);
                assertScanned(pieces, "double " + what);
                float[] f = DataGenerator.floats(d, n, 3), fe = f.clone();
                Arrays.sort(fe);
                SampleSortFloat.sort(f, 0, n, threads);
                assertArrayEquals(fe, f, "float " + what);
                assertScanned(pieces, "float " + what);
                if (n < CpuConfig.RUN_MERGE_PARALLEL_MIN_INT) continue; // integer keys: parallelSort below
                long[] l = DataGenerator.longs(d, n, 3), le = l.clone();
                Arrays.sort(le);
                SampleSortLong.sort(l, 0, n, threads);
                assertArrayEquals(le, l, "long " + what);
                assertScanned(pieces, "long " + what);
            }
        }
        // the generator's 64 runs: from runSegmentsManyMin keys (2^23: the engine's range for int keys on 16 threads)
        // scanned in pieces too; organ pipe and sawtooth there after the parallel one-run check
        for (Distribution d : new Distribution[] {Distribution.ORGAN_PIPE, Distribution.SAWTOOTH, Distribution.RUNS}) {
            for (int n : new int[] {CpuConfig.RUN_SEGMENTS_MANY_MIN - 1, Math.max(CpuConfig.RUN_SEGMENTS_MANY_MIN, 1 << 23)}) {
                if (n < CpuConfig.RUN_MERGE_PARALLEL_MIN_INT) continue;
                int[] i = DataGenerator.ints(d, n, 3), ie = i.clone();
                Arrays.sort(ie);
                SampleSortInt.sort(i, 0, n, threads);
                String what = "int " + d + " n=" + n;
                assertArrayEquals(ie, i, what);
                boolean many = d == Distribution.RUNS;
                if (!many || n >= CpuConfig.RUN_SEGMENTS_MANY_MIN) {
                    assertScanned(n >= CpuConfig.RUN_SEGMENTS_PARALLEL_MIN, what);
                } else {
                    assertNotEquals(CpuConfig.Route.RUN_MERGE, CpuConfig.lastRoute, what + ": the team's or the engine's");
                }
            }
        }
    }

    private static void assertScanned(boolean inPieces, String what) {
        if (!inPieces) return;
        // 16 threads: the team's job where it merges (teamMerges), else the pool's phases
        assertTrue(CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE || CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE_TEAM,
                what + ": " + CpuConfig.lastRoute);
        assertEquals(CpuConfig.SCAN_SEGMENTS, CpuConfig.lastScans & (CpuConfig.SCAN_SEGMENTS | CpuConfig.SCAN_RUNS),
                what + ": in pieces, no one-thread scan");
    }

    /**
     * The team's job (onTeam): exact results against {@code Arrays.sort} for one to five merge levels (odd: the runs
     * copied to the buffer, even: reversed in place), runs up, down and mixed, ties; declined with the keys untouched
     * past the segment limit; teams of 2, 3 and 16 members (pieces of different counts and cuts).
     */
    @Test
    void onTheTeamLikeArraysSort() {
        int merged = 0, declined = 0;
        for (int size : new int[] {2, 3, 16}) {
            SpinTeam team = new SpinTeam(size, 0);
            try {
                for (int n : new int[] {5_000, 70_001, 1 << 18}) {
                    for (int k : new int[] {1, 2, 3, 5, 9, 16, 30, 40}) {
                        for (int dirs = 0; dirs < 3; dirs++) {
                            for (long range : new long[] {3, 1000, Long.MAX_VALUE}) {
                                long[] x = runsOf(n, k, range, dirs, n * 13L + k * 3 + dirs + size);
                                String what = n + " keys, " + k + " runs, dirs " + dirs + ", range " + range + ", team "
                                        + size;
                                long[] a = x.clone(), e = x.clone();
                                Arrays.sort(e);
                                int r = RunMergeLong.onTeam(a, 0, n, team, CpuConfig.RUNS_JDK_MAX);
                                if (r == RunMergeLong.SORTED) {
                                    assertArrayEquals(e, a, what);
                                    // (one run once the descending segments are turned: ONE_RUN_TEAM)
                                    CpuConfig.Route route = CpuConfig.lastRoute;
                                    assertTrue(route == CpuConfig.Route.RUN_MERGE_TEAM
                                            || route == CpuConfig.Route.ONE_RUN_TEAM, what + ": " + route);
                                    if (k == 1) assertEquals(CpuConfig.Route.ONE_RUN_TEAM, route, what);
                                    merged++;
                                } else {
                                    assertEquals(RunMergeLong.DECLINED, r, what);
                                    assertArrayEquals(x, a, "declined, the keys untouched: " + what);
                                    assertTrue(k > CpuConfig.RUNS_JDK_MAX / 2, "declined a few runs: " + what);
                                    declined++;
                                }
                            }
                        }
                    }
                }
            } finally {
                team.shutdown();
            }
        }
        assertTrue(merged >= 550 && declined >= 9, "merged " + merged + ", declined " + declined);
    }

    /**
     * The team's job on int keys in a subrange (the buffer's offsets; the keys outside untouched), on the generator's
     * shapes, and on floating point keys: zeros of both signs -0.0 first, a NaN anywhere declined with the keys
     * untouched.
     */
    @Test
    void onTheTeamSubrangesAndFloatingPoint() {
        SpinTeam team = new SpinTeam(5, 0);
        try {
            int n = 1 << 18, from = 12_345, to = n - 777;
            for (Distribution d : new Distribution[] {Distribution.ORGAN_PIPE, Distribution.SAWTOOTH, Distribution.RUNS}) {
                int[] a = DataGenerator.ints(d, n, 4), e = a.clone();
                Arrays.sort(e, from, to);
                assertEquals(RunMergeInt.SORTED, RunMergeInt.onTeam(a, from, to, team, 64), d.name());
                assertArrayEquals(e, a, d + " in [" + from + ", " + to + ")");
            }
            zerosAndNaNs(n, new int[] {0, 1, n / 5, n / 3, n - 2, n - 1},
                    a -> RunMergeDouble.onTeam(a, 0, n, team, CpuConfig.RUNS_JDK_MAX) == RunMergeDouble.SORTED,
                    a -> RunMergeFloat.onTeam(a, 0, n, team, CpuConfig.RUNS_JDK_MAX) == RunMergeFloat.SORTED);
        } finally {
            team.shutdown();
        }
    }

    /**
     * The team's one-run check (no merge, no buffer): one run once the descending segments are turned is finished
     * (sorted, reversed with and without ties, constant, a descent joined by the rise after it), on teams of 2, 3 and
     * 16 and in a subrange; two runs, a key out of place and random keys are declined with the keys untouched;
     * floating point zeros ordered, a NaN declined.
     */
    @Test
    void onTheTeamOneRunOnly() {
        for (int size : new int[] {2, 3, 16}) {
            SpinTeam team = new SpinTeam(size, 0);
            try {
                for (int n : new int[] {5_000, 70_001, 1 << 18}) {
                    long[][] one = {ramp(n, 1, 0), ramp(n, -1, n), ramp(n, 0, 7), ties(n), vee(n)};
                    for (int i = 0; i < one.length; i++) {
                        String what = "one run #" + i + ", n=" + n + ", team " + size;
                        long[] a = one[i].clone(), e = one[i].clone();
                        Arrays.sort(e);
                        assertEquals(RunMergeLong.SORTED, RunMergeLong.onTeam(a, 0, n, team, 2, false), what);
                        assertArrayEquals(e, a, what);
                        assertEquals(CpuConfig.Route.ONE_RUN_TEAM, CpuConfig.lastRoute, what);
                    }
                    long[] late = ramp(n, 1, 0);
                    late[n - 1] = -1;
                    long[] swapped = ramp(n, 1, 0);
                    swapped[n / 2] = swapped[n / 2 + 1] + 1;
                    long[][] not = {runsOf(n, 2, Long.MAX_VALUE, 0, n), late, swapped,
                            CpuTestData.longs(CpuTestData.Dist.UNIFORM, n, 3, 64), organPipe(n)};
                    for (int i = 0; i < not.length; i++) {
                        String what = "not one run #" + i + ", n=" + n + ", team " + size;
                        long[] a = not[i].clone();
                        assertEquals(RunMergeLong.DECLINED, RunMergeLong.onTeam(a, 0, n, team, 2, false), what);
                        assertArrayEquals(not[i], a, "declined, the keys untouched: " + what);
                    }
                }
                int n = 1 << 16, from = 1000, to = n - 333;
                int[] a = DataGenerator.ints(Distribution.REVERSE_SORTED, n, 4), e = a.clone();
                Arrays.sort(e, from, to);
                assertEquals(RunMergeInt.SORTED, RunMergeInt.onTeam(a, from, to, team, 2, false));
                assertArrayEquals(e, a, "reversed in [" + from + ", " + to + ")");
                double[] d = new double[n];
                for (int i = 0; i < n; i++) d[i] = i < n / 2 ? ((i % 3) == 0 ? -0.0 : 0.0) : i;
                float[] f = toFloats(d);
                double[] de = d.clone();
                float[] fe = f.clone();
                Arrays.sort(de);
                Arrays.sort(fe);
                assertEquals(RunMergeDouble.SORTED, RunMergeDouble.onTeam(d, 0, n, team, 2, false));
                assertArrayEquals(de, d, "zeros of both signs, then ascending");
                assertEquals(RunMergeFloat.SORTED, RunMergeFloat.onTeam(f, 0, n, team, 2, false));
                assertArrayEquals(fe, f, "zeros of both signs, then ascending (float)");
                d[n / 3] = Double.NaN;
                double[] dk = d.clone();
                assertEquals(RunMergeDouble.DECLINED, RunMergeDouble.onTeam(d, 0, n, team, 2, false));
                assertArrayEquals(dk, d, "a NaN: untouched");
            } finally {
                team.shutdown();
            }
        }
    }

    /** n keys from {@code start} in steps of {@code step} (0: constant). */
    private static long[] ramp(int n, long step, long start) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = start + step * i;
        return a;
    }

    /** Non-increasing with ties: n keys in blocks of 7 equal ones, descending. */
    private static long[] ties(int n) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = (n - i) / 7;
        return a;
    }

    /** A descent then a rise that continues it once turned: n/2 .. 1, then n/2 + 1 .. (one run after the turn). */
    private static long[] vee(int n) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = i < n / 2 ? n / 2 - i : i + 1;
        return a;
    }

    /** Ascending then descending: two runs. */
    private static long[] organPipe(int n) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = Math.min(i, n - i);
        return a;
    }

    /** While another sort holds the team, the job answers BUSY and leaves the keys alone; then it merges. */
    /**
     * A team whose members never come (SpinTeam.unstaffed, the cold start's warm-up): the caller runs every task of
     * every phase, once each, phases in order, an abandoned job's later tasks skipped; and the team's job on it sorts
     * exactly as on a staffed team, every shape of the generator.
     */
    @Test
    void anUnstaffedTeamRunsTheJobOnTheCaller() {
        SpinTeam alone = SpinTeam.unstaffed(16);
        java.util.List<String> ran = new java.util.ArrayList<>();
        Thread me = Thread.currentThread();
        assertTrue(alone.tryRun(new SpinTeam.Phase(3, q -> ran.add("a" + q + (Thread.currentThread() == me))),
                new SpinTeam.Phase(0, q -> ran.add("never")),
                new SpinTeam.Phase(2, q -> {
                    ran.add("b" + q + (Thread.currentThread() == me));
                    alone.abandon();
                }),
                new SpinTeam.Phase(2, q -> ran.add("c" + q))));
        assertEquals(java.util.List.of("a0true", "a1true", "a2true", "b0true"), ran);
        assertTrue(alone.tryRun(new SpinTeam.Phase(1, q -> ran.add("again"))), "reusable");
        assertEquals("again", ran.getLast());
        for (Distribution d : Distribution.values()) {
            for (int n : new int[] {5_000, 1 << 16}) {
                int[] a = DataGenerator.ints(d, n, 3), x = a.clone(), e = a.clone();
                Arrays.sort(e);
                int r = RunMergeInt.onTeam(a, 0, n, alone, CpuConfig.RUNS_JDK_MAX);
                assertArrayEquals(r == RunMergeInt.SORTED ? e : x, a, d + " " + n + ": " + r);
                a = x.clone();
                if (RunMergeInt.onTeam(a, 0, n, alone, 2, false) == RunMergeInt.SORTED) {
                    assertArrayEquals(e, a, d + " " + n + ", one run");
                }
            }
        }
    }

    /**
     * The cold start's warm-up of the team's job (RunMergeInt.warmUp and its siblings) sorts its shapes on one thread:
     * each round the six it merges (all but random keys and, floating point, the NaN) and the three one-run shapes
     * (descending, ascending, constant), on teams of 12 and 16.
     */
    @Test
    void theWarmUpMergesItsShapes() {
        for (int size : new int[] {12, 16}) {
            int rounds = (TeamOffsets.WARM_CALLS + size - 1) / size; // (pieces: one a member at the warm-up's size)
            assertEquals(9 * rounds, RunMergeInt.warmUp(size), "int, team " + size);
            assertEquals(9 * rounds, RunMergeLong.warmUp(size), "long, team " + size);
            assertEquals(9 * rounds, RunMergeFloat.warmUp(size), "float, team " + size);
            assertEquals(9 * rounds, RunMergeDouble.warmUp(size), "double, team " + size);
        }
    }

    @Test
    void onTheTeamBusy() throws Exception {
        SpinTeam team = new SpinTeam(2, 0);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Thread holder = CpuTestData.holdTeam(team, release);
        try {
            int[] a = DataGenerator.ints(Distribution.ORGAN_PIPE, 1 << 16, 2), x = a.clone(), e = a.clone();
            Arrays.sort(e);
            assertEquals(RunMergeInt.BUSY, RunMergeInt.onTeam(a, 0, a.length, team, CpuConfig.RUNS_JDK_MAX));
            assertArrayEquals(x, a, "busy: untouched");
            release.countDown();
            holder.join();
            assertEquals(RunMergeInt.SORTED, RunMergeInt.onTeam(a, 0, a.length, team, CpuConfig.RUNS_JDK_MAX));
            assertArrayEquals(e, a);
        } finally {
            release.countDown();
            holder.join();
            team.shutdown();
        }
    }

    /**
     * The hybrid's route: with a parallel pool and the team's threads, a few runs the run probe proves are merged on
     * the team from runMergeTeamMin keys, every key type, below runMergeParallelMinInt too (from
     * teamStructureMinThreads threads, 4: below teamMinThreads too); with fewer threads they are not.
     */
    @Test
    void theHybridMergesFewRunsOnTheTeam() {
        CpuConfig.setHybrid(true);
        CpuConfig.setCommonPoolParallel(true);
        int n = Math.max(CpuConfig.runMergeTeamMin(), 1 << 16);
        for (Distribution d : new Distribution[] {Distribution.ORGAN_PIPE, Distribution.SAWTOOTH}) {
            for (int threads : new int[] {16, 4, 3}) {
                String what = d + " n=" + n + " threads=" + threads;
                boolean team = CpuConfig.teamMayMerge(n, threads);
                assertEquals(threads >= CpuConfig.POLICY.team().structureMinThreads(), team, what);
                int[] i = DataGenerator.ints(d, n, 3), ie = i.clone();
                Arrays.sort(ie);
                SampleSortInt.sort(i, 0, n, threads);
                assertArrayEquals(ie, i, "int " + what);
                assertEquals(team, CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE_TEAM, "int " + what + ": " + CpuConfig.lastRoute);
                long[] l = DataGenerator.longs(d, n, 3), le = l.clone();
                Arrays.sort(le);
                SampleSortLong.sort(l, 0, n, threads);
                assertArrayEquals(le, l, "long " + what);
                assertEquals(team, CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE_TEAM, "long " + what + ": " + CpuConfig.lastRoute);
                double[] x = DataGenerator.doubles(d, n, 3), xe = x.clone();
                Arrays.sort(xe);
                SampleSortDouble.sort(x, 0, n, threads);
                assertArrayEquals(xe, x, "double " + what);
                assertEquals(team, CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE_TEAM, "double " + what + ": " + CpuConfig.lastRoute);
            }
        }
        // below runMergeTeamMin, from runMergeTeamManyMin: sawtooth (30 turns) on the team, organ pipe (1 turn) not
        CpuConfig.setRunMergeTeam(1 << 14, 1 << 12);
        for (int small : new int[] {1 << 12, 1 << 13}) {
            for (Distribution d : new Distribution[] {Distribution.ORGAN_PIPE, Distribution.SAWTOOTH}) {
                String what = d + " n=" + small;
                long[] l = DataGenerator.longs(d, small, 3), le = l.clone();
                Arrays.sort(le);
                SampleSortLong.sort(l, 0, small, 16);
                assertArrayEquals(le, l, what);
                assertEquals(d == Distribution.SAWTOOTH, CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE_TEAM,
                        what + ": " + CpuConfig.lastRoute);
            }
        }
        // random keys never take it
        long[] r = DataGenerator.longs(Distribution.UNIFORM, n, 3);
        SampleSortLong.sort(r, 0, n, 16);
        assertNotEquals(CpuConfig.Route.RUN_MERGE_TEAM, CpuConfig.lastRoute);
    }

    /** Pieces cut at the merge path's ranks: each piece's cut is the stable merge's, ties from the left first. */
    @Test
    void theMergePathCut() {
        long[] x = {1, 2, 2, 2, 5, 9}, y = {2, 2, 3, 9, 9};
        long[] both = {1, 2, 2, 2, 5, 9, 2, 2, 3, 9, 9}, merged = new long[11];
        RunMergeLong.mergeParts(both, 0, 6, 6, 11, merged, 0);
        assertArrayEquals(new long[] {1, 2, 2, 2, 2, 2, 3, 5, 9, 9, 9}, merged);
        // the stable merge takes x's 2s before y's: the first 4 outputs are all x's
        int[] expectX = {0, 1, 2, 3, 4, 4, 4, 4, 5, 6, 6, 6};
        for (int rank = 0; rank <= 11; rank++) {
            assertEquals(expectX[rank], RunMergeLong.split(x, 0, 6, y, 0, 5, rank), "rank " + rank);
        }
    }

    /**
     * The merge from both ends is the stable merge: equal keys (here -0.0 and 0.0, equal to {@code <}) come out as
     * the first part's first, each part's in its order, at every length (one part empty, one key, odd totals, the
     * probe's length and around it), for turns taken at random (the branch-free loop), in a pattern (the jump) and
     * in long stretches (one end's rest copied).
     */
    @Test
    void mergedFromBothEndsIsTheStableMerge() {
        Random rnd = new Random(42);
        int[] lengths = {0, 1, 2, 3, 7, 64, 127, 128, 129, 300, 1001};
        int randomTurns = 0;
        for (int nx : lengths) {
            for (int ny : lengths) {
                for (int shape = 0; shape < 4; shape++) {
                    double[] s = new double[nx + ny];
                    for (int t = 0; t < s.length; t++) {
                        // shape 0: few values (long stretches, many ties); 1: one key each in turn; 2: x below y;
                        // 3: a hundred values and zeros (random turns: the branch-free loop, ties among the zeros)
                        s[t] = switch (shape) {
                            case 0 -> rnd.nextInt(4) == 0 ? (rnd.nextBoolean() ? 0.0 : -0.0) : rnd.nextInt(6);
                            case 1 -> t < nx ? 2 * t : 2 * (t - nx) + 1;
                            case 2 -> t < nx ? t : nx + t + (rnd.nextBoolean() ? 0.0 : -0.0);
                            default -> rnd.nextInt(8) == 0 ? (rnd.nextBoolean() ? 0.0 : -0.0) : rnd.nextInt(101) - 50;
                        };
                    }
                    stableSortByLess(s, 0, nx);
                    stableSortByLess(s, nx, nx + ny);
                    if (shape == 3 && RunMergeDouble.randomTurns(s, 0, nx, nx, nx + ny)) randomTurns++;
                    double[] expected = new double[nx + ny];
                    int i = 0, j = nx, k = 0;
                    while (i < nx && j < nx + ny) expected[k++] = s[j] < s[i] ? s[j++] : s[i++];
                    while (i < nx) expected[k++] = s[i++];
                    while (j < nx + ny) expected[k++] = s[j++];
                    double[] out = new double[nx + ny + 2];
                    RunMergeDouble.mergeParts(s, 0, nx, nx, nx + ny, out, 1);
                    for (int t = 0; t < expected.length; t++) {
                        assertEquals(Double.doubleToRawLongBits(expected[t]), Double.doubleToRawLongBits(out[t + 1]),
                                "nx=" + nx + " ny=" + ny + " shape " + shape + " at " + t);
                    }
                    assertEquals(0, Double.doubleToRawLongBits(out[0]), "nothing written before the output");
                    assertEquals(0, Double.doubleToRawLongBits(out[nx + ny + 1]), "nothing written after it");
                }
            }
        }
        assertTrue(randomTurns >= 16, "the branch-free loop merged the hundred values' parts: " + randomTurns);
    }

    /**
     * RunMerge.randomTurns, which picks mergeParts' loop: runs of random keys take turns at random; equal ramps
     * (sawtooth's teeth), one key from each part in turn, stretches of a fixed length and parts one after another
     * do not, nor do parts too short for PROBE / 8 turns; the keys are only read.
     */
    @Test
    void randomTurnsTellRandomRunsFromPatterns() {
        int n = 1024;
        long[] random = runsOf(2 * n, 2, Long.MAX_VALUE, 0, 11);
        int cut = 1;
        while (random[cut - 1] <= random[cut]) cut++;
        long[] before = random.clone();
        assertTrue(RunMergeLong.randomTurns(random, 0, cut, cut, random.length), "runs of random keys");
        assertArrayEquals(before, random, "only read");
        long[] teeth = new long[2 * n], alternate = new long[2 * n], stretches = new long[2 * n], apart = new long[2 * n];
        for (int i = 0; i < n; i++) {
            teeth[i] = teeth[n + i] = i * 3L;
            alternate[i] = 2L * i;
            alternate[n + i] = 2L * i + 1;
            stretches[i] = (i / 8) * 16L + i % 8;
            stretches[n + i] = (i / 8) * 16L + 8 + i % 8;
            apart[i] = i;
            apart[n + i] = n + i;
        }
        assertFalse(RunMergeLong.randomTurns(teeth, 0, n, n, 2 * n), "teeth");
        assertFalse(RunMergeLong.randomTurns(alternate, 0, n, n, 2 * n), "one key from each in turn");
        assertFalse(RunMergeLong.randomTurns(stretches, 0, n, n, 2 * n), "stretches of 8");
        assertFalse(RunMergeLong.randomTurns(apart, 0, n, n, 2 * n), "one part after the other");
        assertFalse(RunMergeLong.randomTurns(random, 0, 10, cut, cut + 10), "too few keys for PROBE / 8 turns");
        // ramps with small offsets: eight ramps (977j + r mod 3), the third merge level (two groups of four): the
        // turns repeat every few steps while their stretches' lengths vary (the stretch rule alone called them
        // random: the fifty-sixth session's build before RunMerge.periodic)
        long[] ramps = new long[8 * n];
        for (int r = 0; r < 8; r++) for (int i = 0; i < n; i++) ramps[r * n + i] = 977L * i + r % 3;
        Arrays.sort(ramps, 0, 4 * n);
        Arrays.sort(ramps, 4 * n, 8 * n);
        assertFalse(RunMergeLong.randomTurns(ramps, 0, 4 * n, 4 * n, 8 * n), "offset ramps' groups: periodic turns");
    }

    /**
     * RunMerge.random, the choice of a merge of the recursion: taken over from the last merge at the same depth whose
     * first MEMO_STEPS turns were the same, at least two of them; else probed and remembered.
     */
    @Test
    void mergesOfOneDepthShareTheirProbe() {
        int n = 1024, depth = 3;
        long[] teeth = new long[2 * n], pairs = new long[2 * n], apart = new long[2 * n];
        for (int i = 0; i < n; i++) {
            teeth[i] = teeth[n + i] = i * 3L; // turns x, y, x, y, ...
            pairs[i] = (i / 2) * 4L + i % 2; // x, x, y, y, ...
            pairs[n + i] = (i / 2) * 4L + 2 + i % 2;
            apart[i] = i;
            apart[n + i] = n + i;
        }
        long[] random = runsOf(2 * n, 2, Long.MAX_VALUE, 0, 11);
        int cut = 1;
        while (random[cut - 1] <= random[cut]) cut++;
        long[] memo = new long[RunMergeLong.MEMO_DEPTHS];
        assertFalse(RunMergeLong.random(teeth, 0, n, n, 2 * n, memo, depth), "teeth, probed");
        assertNotEquals(0, memo[depth], "remembered");
        memo[depth] |= Long.MIN_VALUE; // as if the probe had called the teeth's turns random
        assertTrue(RunMergeLong.random(teeth, 0, n, n, 2 * n, memo, depth), "the same first turns: taken over");
        assertFalse(RunMergeLong.random(teeth, 0, n, n, 2 * n, memo, depth + 1), "another depth: probed");
        assertFalse(RunMergeLong.random(pairs, 0, n, n, 2 * n, memo, depth), "other first turns: probed");
        assertFalse(RunMergeLong.random(pairs, 0, n, n, 2 * n, memo, depth), "and remembered (not random)");
        memo[depth] = Long.MIN_VALUE | 1L << 32; // a merge whose first turns were all x's, called random
        assertFalse(RunMergeLong.random(apart, 0, n, n, 2 * n, memo, depth), "no turn in the first steps: probed");
        assertTrue(RunMergeLong.random(random, 0, cut, cut, random.length, memo, depth), "random runs, probed");
        // the teeth's first turns (y's at the odd steps), called random
        memo[depth] = Long.MIN_VALUE | 1L << 32 | 0xAAAAAAAAL & (1L << RunMergeLong.MEMO_STEPS) - 1;
        assertTrue(RunMergeLong.random(teeth, 0, n, n, 2 * n, memo, depth), "the teeth's first turns: taken over");
        assertFalse(RunMergeLong.random(teeth, 0, 10, n, n + 10, memo, depth), "parts shorter than MEMO_STEPS: probed");
        // one turn only, at the last step compared: x's first MEMO_STEPS - 1 keys, then y's keys up to x's next
        long[] late = new long[2 * n];
        for (int i = 0; i < n; i++) {
            late[i] = i < RunMergeLong.MEMO_STEPS - 1 ? i : 10L * n + i;
            late[n + i] = 5L * n + i;
        }
        memo[depth] = Long.MIN_VALUE | 1L << 32 | 1L << RunMergeLong.MEMO_STEPS - 1;
        assertFalse(RunMergeLong.random(late, 0, n, n, 2 * n, memo, depth), "one turn in the first steps: probed");
    }

    /**
     * RunMerge.periodic: turns that repeat with a period of at most PERIOD_MAX steps over at least 64 (one step in
     * 32 out of line allowed) against random turns and too few steps.
     */
    @Test
    void periodicTurns() {
        java.util.Random rnd = new java.util.Random(5);
        for (int p = 1; p <= RunMergeLong.PERIOD_MAX; p++) {
            long pattern = rnd.nextLong(), lo = 0, hi = 0;
            for (int k = 0; k < RunMergeLong.PROBE; k++) {
                if ((pattern >>> (k % p) & 1) == 0) continue;
                if (k < 64) lo |= 1L << k;
                else hi |= 1L << k;
            }
            assertTrue(RunMergeLong.periodic(lo, hi, RunMergeLong.PROBE), "period " + p);
            assertTrue(RunMergeLong.periodic(lo ^ 1L << 40, hi, RunMergeLong.PROBE), "period " + p + ", one step off");
        }
        int periodicRandom = 0;
        for (int t = 0; t < 1000; t++) {
            if (RunMergeLong.periodic(rnd.nextLong(), rnd.nextLong(), RunMergeLong.PROBE)) periodicRandom++;
        }
        assertEquals(0, periodicRandom, "random turns");
        assertFalse(RunMergeLong.periodic(0, 0, 63), "fewer than 64 steps compared");
    }

    /** Insertion sort by {@code <} only: -0.0 and 0.0 keep their order. */
    private static void stableSortByLess(double[] a, int from, int to) {
        for (int t = from + 1; t < to; t++) {
            double v = a[t];
            int u = t - 1;
            while (u >= from && v < a[u]) {
                a[u + 1] = a[u];
                u--;
            }
            a[u + 1] = v;
        }
    }

    @AfterEach
    void restore() {
        CpuConfig.setRunMergeTeam(-1, -1);
        CpuConfig.setTeam(-1, -1);
        CpuConfig.setJdkBelow(-1);
        CpuConfig.setCommonPoolParallel(null);
        CpuConfig.setHybrid(true);
    }

    /**
     * The hybrid routes recorded runs here where its run scan comes first (here the engine's range): organ pipe and
     * sawtooth, not random keys or more runs than runsJdkMax (on one thread: than SEQUENTIAL_ENGINE_RUNS); on one
     * thread with a one-worker pool (from runMergeMin), on all with a parallel one (from runMergeParallelMinInt for
     * integer keys).
     */
    @Test
    void theHybridRoutesFewRunsHere() {
        CpuConfig.setHybrid(true);
        CpuConfig.setTeam(Integer.MAX_VALUE, -1); // the pool's merge (4 threads take the team's: theHybridMergesFewRunsOnTheTeam)
        int n = Math.max(CpuConfig.RUN_MERGE_MIN, CpuConfig.RUN_MERGE_PARALLEL_MIN_INT);
        for (boolean parallelPool : new boolean[] {false, true}) {
            CpuConfig.setCommonPoolParallel(parallelPool);
            // the engine's range (below 2^23 keys its run scan comes first; in the JDK's range from 2^20 many
            // threads take the parallel one-run check instead)
            CpuConfig.setJdkBelow(0);
            assertEquals(parallelPool ? 4 : 1, CpuConfig.runMergeThreads(n, 4, false, Integer.BYTES));
            for (Distribution d : Distribution.values()) {
                long[] a = DataGenerator.longs(d, n, 3), e = a.clone();
                Arrays.sort(e);
                SampleSortLong.sort(a, 0, n, 4);
                assertArrayEquals(e, a, d.name());
                boolean merged = CpuConfig.lastRoute == CpuConfig.Route.RUN_MERGE;
                // the generator's 64 runs: merged on one thread (up to SEQUENTIAL_ENGINE_RUNS), the engine's on many
                boolean expected = d == Distribution.ORGAN_PIPE || d == Distribution.SAWTOOTH
                        || d == Distribution.RUNS && !parallelPool;
                assertEquals(expected, merged, d.name() + ": " + CpuConfig.lastRoute + ", parallel pool "
                        + parallelPool);
            }
        }
        CpuConfig.setCommonPoolParallel(true);
        int fpMin = CpuConfig.RUN_MERGE_PARALLEL_MIN, intMin = CpuConfig.RUN_MERGE_PARALLEL_MIN_INT;
        int few = CpuConfig.RUN_MERGE_FEW_BELOW, fewLong = CpuConfig.RUN_MERGE_FEW_BELOW_LONG, w = Integer.BYTES;
        assertEquals(fpMin - 1 < few ? 1 : 0, CpuConfig.runMergeThreads(fpMin - 1, 4, true, w), "below: one thread");
        assertEquals(1, CpuConfig.runMergeThreads(few - 1, 4, false, w), "a few runs on one thread below runMergeFewBelow");
        assertEquals(0, CpuConfig.runMergeThreads(Math.max(few, 1 << 16), 4, false, w), "from it parallelSort");
        assertEquals(1, CpuConfig.runMergeThreads(fewLong - 1, 4, false, Long.BYTES), "long keys: runMergeFewBelowLong");
        assertEquals(0, CpuConfig.runMergeThreads(Math.max(fewLong, 1 << 16), 4, false, Long.BYTES), "long: from it");
        assertEquals(Math.max(fewLong, 1 << 16) < few ? 1 : 0,
                CpuConfig.runMergeThreads(Math.max(fewLong, 1 << 16), 4, true, Long.BYTES), "double keys: runMergeFewBelow");
        assertEquals(4, CpuConfig.runMergeThreads(fpMin, 4, true, w), "floating point keys from runMergeParallelMin");
        assertEquals(intMin > fpMin ? 0 : 4, CpuConfig.runMergeThreads(fpMin, 4, false, w), "integer keys: parallelSort");
        assertEquals(0, CpuConfig.runMergeThreads(intMin - 1, 4, false, w), "parallelSort below");
        assertEquals(1, CpuConfig.runMergeThreads(1 << 20, 1, false, w), "one thread: merged on one");
        assertTrue(CpuConfig.manyRunsParallel(fpMin - 1, 4) && !CpuConfig.manyRunsParallel(fpMin, 4),
                "more runs than runsJdkMax below runMergeParallelMin: parallelSort");
        CpuConfig.setCommonPoolParallel(false);
        assertFalse(CpuConfig.manyRunsParallel(1 << 14, 4), "a one-worker pool: parallelSort is Arrays.sort");
    }

    /**
     * The organ pipe merge with its second run's copy past the first (RunMerge.ORGAN_PIPE_GAP, used from
     * ORGAN_PIPE_GAP_MIN_BYTES of keys, far above a test's arrays): every gap, uneven runs, ties across and inside the
     * runs, mirrored halves, a range inside the array; the result is Arrays.sort's, the keys outside the range
     * untouched.
     */
    @Test
    void organPipeMergesAlikeWhateverTheGapBetweenTheCopies() {
        SplittableRandom r = new SplittableRandom(95);
        for (int round = 0; round < 300; round++) {
            int n = 2 + r.nextInt(round < 200 ? 64 : 5000), m = 1 + r.nextInt(n - 1), from = r.nextInt(4);
            long range = r.nextBoolean() ? 8 : Long.MAX_VALUE;
            long[] keys = new long[from + n + 3];
            for (int j = 0; j < keys.length; j++) keys[j] = r.nextLong(range);
            boolean mirrored = round % 3 == 0 && n % 2 == 0;
            if (mirrored) m = n / 2;
            Arrays.sort(keys, from, from + m);
            if (mirrored) {
                for (int j = 0; j < m; j++) keys[from + n - 1 - j] = keys[from + j];
            } else {
                Arrays.sort(keys, from + m, from + n);
                for (int x = from + m, y = from + n - 1; x < y; x++, y--) {
                    long t = keys[x]; keys[x] = keys[y]; keys[y] = t;
                }
            }
            for (int g : new int[] {0, 1, 7, RunMergeLong.ORGAN_PIPE_GAP, 3 * RunMergeLong.ORGAN_PIPE_GAP + 5}) {
                long[] l = keys.clone(), lr = keys.clone();
                Arrays.sort(lr, from, from + n);
                RunMergeLong.organPipe(l, from, from + m, from + n, g);
                assertArrayEquals(lr, l, "long, n " + n + ", m " + m + ", gap " + g);
                int[] ii = new int[keys.length]; // the same shape (an order-keeping map of the keys)
                for (int j = 0; j < ii.length; j++) ii[j] = range == 8 ? (int) keys[j] : (int) (keys[j] >>> 33);
                int[] ir = ii.clone();
                Arrays.sort(ir, from, from + n);
                RunMergeInt.organPipe(ii, from, from + m, from + n, g);
                assertArrayEquals(ir, ii, "int, n " + n + ", m " + m + ", gap " + g);
                double[] d = new double[keys.length];
                for (int j = 0; j < d.length; j++) d[j] = keys[j] + 0.5;
                double[] dr = d.clone();
                Arrays.sort(dr, from, from + n);
                RunMergeDouble.organPipe(d, from, from + m, from + n, g);
                assertArrayEquals(dr, d, "double, n " + n + ", m " + m + ", gap " + g);
            }
        }
        assertTrue(RunMergeLong.ORGAN_PIPE_GAP_MIN_BYTES > 1 << 20, "the gap is for large inputs only");
    }
}
