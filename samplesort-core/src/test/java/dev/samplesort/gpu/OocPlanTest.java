package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The out-of-core sort's planning (chunks, splitters, cuts, groups), no GPU needed. */
class OocPlanTest {

    /** Runs held as sorted arrays of ordered keys. */
    record ArrayRuns(long[][] runs) implements OocPlan.Runs {
        @Override public int count() { return runs.length; }

        @Override public long length(int run) { return runs[run].length; }

        @Override public long key(int run, long index) { return runs[run][(int) index]; }
    }

    /** n keys from {@code gen}, cut into runs of {@code runLength}, each sorted (unsigned, as the GPU leaves them). */
    static ArrayRuns runs(long[] keys, int runLength) {
        List<long[]> rs = new ArrayList<>();
        for (int from = 0; from < keys.length; from += runLength) {
            long[] r = Arrays.copyOfRange(keys, from, Math.min(keys.length, from + runLength));
            for (int i = 0; i < r.length; i++) r[i] ^= Long.MIN_VALUE;   // unsigned order via signed sort
            Arrays.sort(r);
            for (int i = 0; i < r.length; i++) r[i] ^= Long.MIN_VALUE;
            rs.add(r);
        }
        return new ArrayRuns(rs.toArray(long[][]::new));
    }

    /** Checks that the groups partition every run, respect the capacity and concatenate to the sorted input. */
    static void checkGroups(ArrayRuns runs, OocPlan.Groups gs, long capacity) {
        int rc = runs.count();
        long n = 0;
        for (int r = 0; r < rc; r++) {
            n += runs.length(r);
            assertEquals(0, gs.cut(0, r));
            assertEquals(runs.length(r), gs.cut(gs.count(), r));
        }
        long at = 0, sum = 0;
        for (int g = 0; g < gs.count(); g++) {
            assertTrue(gs.size(g) <= capacity, "group " + g + " holds " + gs.size(g) + " > " + capacity);
            assertEquals(at, gs.offset(g));
            long[] piece = new long[(int) gs.size(g)];
            int k = 0;
            for (int r = 0; r < rc; r++) {
                assertTrue(gs.cut(g, r) <= gs.cut(g + 1, r), "cuts ascend");
                for (long i = gs.cut(g, r); i < gs.cut(g + 1, r); i++) piece[k++] = runs.key(r, i);
            }
            assertEquals(piece.length, k);
            at += gs.size(g);
            sum += gs.size(g);
            if (g > 0 && gs.size(g) > 0 && gs.size(g - 1) > 0) {
                // every key of group g-1 is <= every key of group g (unsigned)
                long maxPrev = Long.MIN_VALUE, minThis = -1;
                boolean first = true;
                for (int r = 0; r < rc; r++) {
                    if (gs.cut(g, r) > gs.cut(g - 1, r)) {
                        long v = runs.key(r, gs.cut(g, r) - 1);
                        if (first || Long.compareUnsigned(v, maxPrev) > 0) maxPrev = v;
                        first = false;
                    }
                }
                boolean firstMin = true;
                for (int r = 0; r < rc; r++) {
                    if (gs.cut(g + 1, r) > gs.cut(g, r)) {
                        long v = runs.key(r, gs.cut(g, r));
                        if (firstMin || Long.compareUnsigned(v, minThis) < 0) minThis = v;
                        firstMin = false;
                    }
                }
                assertTrue(Long.compareUnsigned(maxPrev, minThis) <= 0, "group " + (g - 1) + " max "
                        + Long.toUnsignedString(maxPrev) + " > group " + g + " min " + Long.toUnsignedString(minThis));
            }
        }
        assertEquals(n, sum);
    }

    @ParameterizedTest
    @ValueSource(strings = {"uniform", "allequal", "few2", "sorted", "reverse", "skewed"})
    void groupsPartitionTheRunsWithinCapacity(String dist) {
        int n = 200_003, runLength = 16_384;
        long capacity = 16_384;
        SplittableRandom rnd = new SplittableRandom(dist.hashCode());
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = switch (dist) {
                case "uniform" -> rnd.nextLong();
                case "allequal" -> 42;
                case "few2" -> rnd.nextInt(2) * -1L;   // 0 and 0xFFFF... (the unsigned extremes)
                case "sorted" -> i;
                case "reverse" -> n - i;
                default -> rnd.nextInt(100) < 90 ? 7 : rnd.nextLong();   // 90 % one key
            };
        }
        ArrayRuns runs = runs(keys, runLength);
        OocPlan.Groups gs = OocPlan.groups(runs, capacity);
        assertTrue(gs.count() >= (n + capacity - 1) / capacity);
        checkGroups(runs, gs, capacity);
    }

    @Test
    void allEqualKeysSplitEvenly() {
        ArrayRuns runs = runs(new long[1 << 20], 1 << 16);
        OocPlan.Groups gs = OocPlan.groups(runs, 1 << 16);
        checkGroups(runs, gs, 1 << 16);
        long min = Arrays.stream(gs.sizes()).min().orElseThrow();
        assertTrue(min > (1 << 16) / 3, "all-equal keys are cut like distinct ones: smallest group " + min);
    }

    @Test
    void unevenRunsAndOneGroup() {
        ArrayRuns runs = new ArrayRuns(new long[][] {{1, 5, 9}, {}, {2}, {0, 0, 3, 3, 3, 3}});
        OocPlan.Groups one = OocPlan.groups(runs, 100);
        assertEquals(1, one.count());
        checkGroups(runs, one, 100);
        OocPlan.Groups many = OocPlan.groups(runs, 3);
        checkGroups(runs, many, 3);
        assertThrows(IllegalArgumentException.class, () -> OocPlan.groups(runs, 0));
    }

    @Test
    void positionBreaksTiesByRunAndIndex() {
        ArrayRuns runs = new ArrayRuns(new long[][] {{1, 2, 2, 2, 3}, {2, 2}, {0, 2, 4}});
        // splitter = (2, run 1, index 1): run 0 (earlier) keeps all its 2s before, run 2 (later) none
        assertEquals(4, OocPlan.position(runs, 0, 2, 1, 1));
        assertEquals(1, OocPlan.position(runs, 1, 2, 1, 1));
        assertEquals(1, OocPlan.position(runs, 2, 2, 1, 1));
        assertEquals(1, OocPlan.lowerBound(runs, 0, 2));
        assertEquals(4, OocPlan.upperBound(runs, 0, 2));
    }

    @Test
    void unsignedOrderAcrossTheSignBit() {
        long big = 0xF000_0000_0000_0000L;   // above every positive long, unsigned
        ArrayRuns runs = runs(new long[] {big, 1, big, 2, 3, big, 4, 0}, 3);
        OocPlan.Groups gs = OocPlan.groups(runs, 3);
        checkGroups(runs, gs, 3);
    }

    @Test
    void orderedBitsMatchJavaOrder() {
        SplittableRandom r = new SplittableRandom(5);
        double[] ds = {Double.NEGATIVE_INFINITY, -1e300, -1, -Double.MIN_VALUE, -0.0, 0.0, Double.MIN_VALUE, 1, 1e300,
                Double.POSITIVE_INFINITY, Double.NaN};
        int dk = KeyKind.of(KeyType.DOUBLE, Order.ASCENDING), dd = KeyKind.of(KeyType.DOUBLE, Order.DESCENDING);
        for (int i = 1; i < ds.length; i++) {
            long a = OocPlan.ordered(Double.doubleToRawLongBits(ds[i - 1]), dk);
            long b = OocPlan.ordered(Double.doubleToRawLongBits(ds[i]), dk);
            assertTrue(Long.compareUnsigned(a, b) < 0, ds[i - 1] + " < " + ds[i]);
            assertTrue(Long.compareUnsigned(OocPlan.ordered(Double.doubleToRawLongBits(ds[i - 1]), dd),
                    OocPlan.ordered(Double.doubleToRawLongBits(ds[i]), dd)) > 0, "descending");
        }
        // a negative NaN sorts last too (above +Inf)
        long negNan = 0xFFF8_0000_0000_0001L;
        assertTrue(Long.compareUnsigned(OocPlan.ordered(negNan, dk),
                OocPlan.ordered(Double.doubleToRawLongBits(Double.POSITIVE_INFINITY), dk)) > 0);
        int fk = KeyKind.of(KeyType.FLOAT, Order.ASCENDING), ik = KeyKind.of(KeyType.INT, Order.ASCENDING),
                lk = KeyKind.of(KeyType.LONG, Order.ASCENDING);
        for (int i = 0; i < 100_000; i++) {
            float x = Float.intBitsToFloat(r.nextInt()), y = Float.intBitsToFloat(r.nextInt());
            if (Float.isNaN(x) || Float.isNaN(y)) continue;
            assertEquals(Integer.signum(Float.compare(x, y)), Integer.signum(Long.compareUnsigned(
                    OocPlan.ordered(Float.floatToRawIntBits(x), fk), OocPlan.ordered(Float.floatToRawIntBits(y), fk))),
                    x + " vs " + y);
            int a = r.nextInt(), b = r.nextInt();
            assertEquals(Integer.signum(Integer.compare(a, b)),
                    Integer.signum(Long.compareUnsigned(OocPlan.ordered(a, ik), OocPlan.ordered(b, ik))));
            long c = r.nextLong(), d = r.nextLong();
            assertEquals(Integer.signum(Long.compare(c, d)),
                    Integer.signum(Long.compareUnsigned(OocPlan.ordered(c, lk), OocPlan.ordered(d, lk))));
        }
        assertTrue(OocPlan.ordered(-1, ik) <= 0xFFFF_FFFFL && OocPlan.ordered(-1, fk) <= 0xFFFF_FFFFL,
                "32-bit kinds stay in the low 32 bits");
    }

    @Test
    void shapeFitsTheLimit() {
        long limit = 1L << 30;
        OocPlan.Shape s = OocPlan.shape(1L << 29, 8, limit, 3);   // 4 GiB of longs under 1 GiB
        assertEquals(3, s.workers());
        assertTrue(s.workers() * OocPlan.workerBytes(s.chunkKeys(), 8) <= limit);
        assertEquals(0, s.chunkKeys() % OocPlan.CHUNK_ALIGN);
        assertTrue((long) s.runs() * s.chunkKeys() >= 1L << 29);
        assertTrue((long) (s.runs() - 1) * s.chunkKeys() < 1L << 29);

        // 64 MiB: room for one worker only
        OocPlan.Shape small = OocPlan.shape(1L << 26, 8, 64L << 20, 3);
        assertEquals(1, small.workers());
        assertTrue(OocPlan.workerBytes(small.chunkKeys(), 8) <= 64L << 20);
        assertTrue(small.chunkKeys() > 1 << 20);

        // 32 GiB of longs under 8 GiB: three streams of more than a GiB each
        OocPlan.Shape big = OocPlan.shape(1L << 32, 8, 8L << 30, 3);
        assertEquals(3, big.workers());
        assertTrue(big.chunkKeys() * 8 > 1L << 30);

        // chunks even out: 10 keys more than one chunk do not make a tiny last run
        long c = OocPlan.chunkKeys(64L << 20, 4);
        OocPlan.Shape even = OocPlan.shape(c + 10, 4, 64L << 20, 1);
        assertEquals(2, even.runs());
        assertTrue(even.chunkKeys() < c);

        // pairs: the values share the limit
        OocPlan.Shape pairs = OocPlan.shape(1L << 28, 8, 8, 1L << 30, 3);
        assertTrue(pairs.workers() * OocPlan.workerBytes(pairs.chunkKeys(), 8, 8) <= 1L << 30);
        assertTrue(pairs.chunkKeys() < s.chunkKeys() && pairs.chunkKeys() > s.chunkKeys() / 3);
        assertEquals(OocPlan.workerBytes(1000, 8), OocPlan.workerBytes(1000, 8, 0));

        assertThrows(IllegalArgumentException.class, () -> OocPlan.shape(1000, 8, 16L << 20, 1));
        assertThrows(IllegalArgumentException.class, () -> OocPlan.shape(0, 8, 1L << 30, 1));
    }
}
