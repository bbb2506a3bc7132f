package dev.samplesort.bench;

import dev.samplesort.RecordLayout;
import dev.samplesort.cli.GensortRecords;
import dev.samplesort.cli.RecordChecks;
import dev.samplesort.data.DataGenerator;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.stream.IntStream;

/**
 * The input or working copy of one wide-key workload: gensort records off-heap ({@code records}, n * 100 bytes), or
 * {@code long} columns on the heap ({@code cols[c][i]}). Algorithms on columns leave the sorting permutation in
 * {@link #perm}; algorithms on records sort {@link #records} in place.
 */
public final class WideData implements AutoCloseable {
    public final WideShape shape;
    public final int n;
    public final MemorySegment records;
    public final long[][] cols;
    /** The result of a column sort: row perm[j] goes to place j. */
    public int[] perm;
    private final Arena arena;

    private WideData(WideShape shape, int n) {
        this.shape = shape;
        this.n = n;
        if (shape == WideShape.GENSORT) {
            arena = Arena.ofShared();
            records = arena.allocate(Math.max(1, (long) n * GensortRecords.RECORD), 8)
                    .asSlice(0, (long) n * GensortRecords.RECORD);
            cols = null;
        } else {
            arena = null;
            records = null;
            cols = new long[shape.columns()][n];
        }
    }

    /** Empty data for n rows. */
    public static WideData allocate(WideShape s, int n) { return new WideData(s, n); }

    /** The workload's input (deterministic from the seed; see {@link WideShape}). */
    public static WideData generate(WideShape s, int n, long seed) {
        WideData d = new WideData(s, n);
        switch (s) {
            case GENSORT -> {
                int part = 1 << 12;
                IntStream.range(0, (n + part - 1) / part).parallel().forEach(t -> {
                    long lo = (long) t * part, c = Math.min(part, n - lo);
                    GensortRecords.fill(d.records.asSlice(lo * GensortRecords.RECORD, c * GensortRecords.RECORD), lo,
                            c, seed);
                });
            }
            case U128 -> IntStream.range(0, n).parallel().forEach(i -> {
                d.cols[0][i] = random(seed, 2L * i);
                d.cols[1][i] = random(seed, 2L * i + 1);
            });
            case LONG4 -> {
                long[] p256 = new long[256], p64k = new long[1 << 16];
                for (int i = 0; i < p256.length; i++) p256[i] = random(seed ^ 0x256, i);
                for (int i = 0; i < p64k.length; i++) p64k[i] = random(seed ^ 0x10000, i);
                IntStream.range(0, n).parallel().forEach(i -> {
                    d.cols[0][i] = p256[(int) (random(seed, 4L * i) >>> 56)];
                    d.cols[1][i] = p64k[(int) (random(seed, 4L * i + 1) >>> 48)];
                    d.cols[2][i] = random(seed, 4L * i + 2);
                    d.cols[3][i] = DataGenerator.mix64(i + seed);   // mix64 is a bijection: all distinct
                });
            }
        }
        return d;
    }

    private static long random(long seed, long i) {
        return DataGenerator.mix64(DataGenerator.mix64(seed) + (i + 1) * 0x9E3779B97F4A7C15L);
    }

    /** Overwrites this with src's input (same shape and n) and forgets the last result. */
    public void copyFrom(WideData src) {
        perm = null;
        if (records != null) {
            MemorySegment.copy(src.records, 0, records, 0, records.byteSize());
        } else {
            for (int c = 0; c < cols.length; c++) System.arraycopy(src.cols[c], 0, cols[c], 0, n);
        }
    }

    /** An order-independent fingerprint of the input, for {@link #check}. */
    public Object fingerprint() {
        return records != null ? RecordChecks.checksum(records, GensortRecords.RECORD) : null;
    }

    /** Signed lexicographic comparison of rows i and j. */
    int compareRows(int i, int j) {
        for (long[] c : cols) {
            int r = Long.compare(c[i], c[j]);
            if (r != 0) return r;
        }
        return 0;
    }

    /** Null when this holds a correct result for the input (fingerprint of the input), else what is wrong. */
    public String check(Object inputFingerprint) {
        if (records != null) {
            RecordChecks.Order o = RecordChecks.order(records, RecordLayout.GENSORT, false);
            if (o.firstViolation() >= 0) return "records not sorted at record " + o.firstViolation();
            if (!RecordChecks.checksum(records, GensortRecords.RECORD).equals(inputFingerprint)) {
                return "not a permutation of the input records (checksum differs)";
            }
            return null;
        }
        if (perm == null || perm.length != n) return "no permutation of " + n + " rows";
        boolean[] seen = new boolean[n];
        for (int j = 0; j < n; j++) {
            int r = perm[j];
            if (r < 0 || r >= n || seen[r]) return "not a permutation: row " + r + " at place " + j;
            seen[r] = true;
            if (j > 0 && compareRows(perm[j - 1], r) > 0) return "rows not sorted at place " + j;
        }
        return null;
    }

    @Override
    public void close() { if (arena != null) arena.close(); }
}
