package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The multi-GPU sort's host logic on the CPU, with g simulated devices: local samples as the sample kernel draws
 * them, global splitters, classification exactly as the kernels' tree does it, the exchange plan, the pieces moved
 * between simulated devices, and the local work lists. The concatenated outputs must equal the sorted input, and
 * the devices' output ranges must stay balanced under skew (zipf, few unique keys, all keys equal).
 */
class ExchangePlanTest {
    static final int LOGK = 8, K = 1 << LOGK, OVERSAMPLE = 32;   // the sample kernel's shape for K = 256

    /** Ordered bits of a long key (common.cuh: flip the sign bit); descending complements them. */
    static long ordered(long x, boolean descending) {
        long t = x ^ Long.MIN_VALUE;
        return descending ? ~t : t;
    }

    static long[] data(String dist, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] a = new long[n];
        long[] few = new long[256];
        for (int i = 0; i < few.length; i++) few[i] = r.nextLong();
        for (int i = 0; i < n; i++) {
            a[i] = switch (dist) {
                case "uniform" -> r.nextLong();
                case "zipf" -> (long) Math.floor(Math.pow(1 - r.nextDouble(), -2.0));
                case "few2" -> few[r.nextInt(2)];
                case "few16" -> few[r.nextInt(16)];
                case "allequal" -> 42;
                case "sorted" -> i;
                case "reverse" -> n - i;
                case "halfequal" -> r.nextBoolean() ? 7 : r.nextLong();
                case "narrow" -> r.nextInt(1000);   // many keys repeat, but none dominates
                default -> throw new IllegalArgumentException(dist);
            };
        }
        return a;
    }

    /** The sample kernel's local splitters: a·K random keys of the share, sorted, every a-th. */
    static long[] localSplitters(long[] share, long seed) {
        if (share.length == 0) return new long[0];
        SplittableRandom r = new SplittableRandom(seed);
        long[] s = new long[OVERSAMPLE * K];
        for (int i = 0; i < s.length; i++) s[i] = share[r.nextInt(share.length)];
        sortUnsigned(s);
        long[] out = new long[K - 1];
        for (int t = 0; t < K - 1; t++) out[t] = s[(t + 1) * OVERSAMPLE - 1];
        return out;
    }

    static void sortUnsigned(long[] a) {
        for (int i = 0; i < a.length; i++) a[i] ^= Long.MIN_VALUE;
        Arrays.sort(a);
        for (int i = 0; i < a.length; i++) a[i] ^= Long.MIN_VALUE;
    }

    /** What the simulated devices did: the plan, each device's output, the splitters. */
    record Run(ExchangePlan plan, long[][] out, long[] spl, byte[] eq) {}

    /** The whole multi-GPU sort on g simulated devices, in ordered bits. */
    static Run simulate(long[] ordered, int g, long seed) {
        int n = ordered.length;
        long[] shares = MultiGpuEngine.shares(n, g);
        long[][] share = new long[g][];
        for (int j = 0, at = 0; j < g; at += (int) shares[j], j++) share[j] = Arrays.copyOfRange(ordered, at, at + (int) shares[j]);
        long[][] local = new long[g][];
        for (int j = 0; j < g; j++) local[j] = localSplitters(share[j], seed + j);
        long[] tree = new long[K], spl = new long[K];
        byte[] eq = new byte[K];
        GlobalSplitters.layout(GlobalSplitters.fromLocal(local, shares, K), K, tree, spl, eq);
        // classify + count + scatter (bucket-major, stable) on each device
        long[][] counts = new long[g][K];
        long[][] scattered = new long[g][];
        for (int j = 0; j < g; j++) {
            int[] bucket = new int[share[j].length];
            for (int i = 0; i < bucket.length; i++) {
                bucket[i] = GlobalSplitters.classify(share[j][i], tree, spl, eq, LOGK);
                counts[j][bucket[i]]++;
            }
            long[] pos = new long[K];
            for (int b = 1; b < K; b++) pos[b] = pos[b - 1] + counts[j][b - 1];
            scattered[j] = new long[bucket.length];
            for (int i = 0; i < bucket.length; i++) scattered[j][(int) pos[bucket[i]]++] = share[j][i];
        }
        ExchangePlan plan = ExchangePlan.of(counts, GlobalSplitters.equalityBuckets(eq));
        long[][] out = new long[g][];
        for (int i = 0; i < g; i++) {
            long[] recv = new long[(int) plan.received(i)];
            boolean[] filled = new boolean[recv.length];
            List<ExchangePlan.Piece> pieces = plan.pieces(i);
            for (int x = 1; x < pieces.size(); x++) {
                ExchangePlan.Piece q = pieces.get(x - 1), p = pieces.get(x);
                assertTrue(q.dstOffset() + q.count() == p.dstOffset(), "pieces out of destination order");
                assertTrue(q.src() != p.src() || q.srcOffset() + q.count() != p.srcOffset(),
                        "device " + i + ": pieces " + q + " and " + p + " were not merged");
            }
            ExchangePlan.Piece home = plan.inPlace(i);
            if (home != null) assertEquals(List.of(new ExchangePlan.Piece(i, home.srcOffset(), 0, recv.length)), pieces);
            for (ExchangePlan.Piece p : pieces) {
                for (long x = 0; x < p.count(); x++) {
                    int d = (int) (p.dstOffset() + x);
                    assertTrue(!filled[d], "position " + d + " of device " + i + " received twice");
                    filled[d] = true;
                    recv[d] = scattered[p.src()][(int) (p.srcOffset() + x)];
                }
            }
            for (int d = 0; d < recv.length; d++) assertTrue(filled[d], "position " + d + " of device " + i + " empty");
            // the local sort: every received bucket sorted in place (equality buckets must already be equal)
            for (ExchangePlan.Received rb : plan.receivedBuckets(i)) {
                long[] seg = Arrays.copyOfRange(recv, (int) rb.offset(), (int) (rb.offset() + rb.size()));
                if (rb.equal()) {
                    for (long x : seg) assertEquals(seg[0], x, "equality bucket " + rb.bucket() + " holds other keys");
                }
                sortUnsigned(seg);
                System.arraycopy(seg, 0, recv, (int) rb.offset(), seg.length);
            }
            out[i] = recv;
        }
        return new Run(plan, out, spl, eq);
    }

    static Stream<Arguments> cases() {
        List<Arguments> l = new ArrayList<>();
        for (String d : List.of("uniform", "zipf", "few2", "few16", "allequal", "sorted", "reverse", "halfequal",
                "narrow")) {
            for (int g : new int[] {1, 2, 3, 4, 8}) l.add(Arguments.of(d, g));
        }
        return l.stream();
    }

    @ParameterizedTest(name = "{0} on {1} simulated devices")
    @MethodSource("cases")
    void simulatedDevicesSortAndStayBalanced(String dist, int g) {
        int n = 1 << 18;
        for (boolean desc : new boolean[] {false, true}) {
            long[] raw = data(dist, n, 17L * g + dist.hashCode());
            long[] ord = new long[n];
            for (int i = 0; i < n; i++) ord[i] = ordered(raw[i], desc);
            Run run = simulate(ord, g, 99);
            long[] expect = ord.clone();
            sortUnsigned(expect);
            long[] got = new long[n];
            int at = 0;
            for (long[] o : run.out) {
                System.arraycopy(o, 0, got, at, o.length);
                at += o.length;
            }
            assertEquals(n, at, "keys lost or duplicated");
            assertArrayEquals(expect, got, dist + " g=" + g + (desc ? " descending" : ""));
            // Balance: every device within one ordinary bucket of n/g (the cut rule's guarantee) ...
            ExchangePlan p = run.plan;
            long maxOrdinary = 0;
            for (int b = 0; b < K; b++) if (b == 0 || run.eq[b - 1] == 0) maxOrdinary = Math.max(maxOrdinary, p.total[b]);
            for (int i = 0; i < g; i++) {
                assertTrue(Math.abs(p.received(i) - n / (double) g) <= maxOrdinary + 1,
                        dist + " g=" + g + ": device " + i + " got " + p.received(i) + ", largest ordinary bucket "
                                + maxOrdinary);
            }
            // ... and that is small under skew too: heavy keys become equality buckets, which may be cut anywhere.
            assertTrue(p.imbalance() <= 1.10, dist + " g=" + g + ": imbalance " + p.imbalance());
        }
    }

    @Test
    void allEqualKeysSplitEvenlyWithoutMovingAnything() {
        long[] ord = new long[100_003];
        Arrays.fill(ord, 5);
        for (int g : new int[] {2, 3, 7}) {
            Run run = simulate(ord, g, 1);
            long[] shares = MultiGpuEngine.shares(ord.length, g);
            for (int i = 0; i < g; i++) {
                assertEquals(shares[i], run.plan.received(i), "device " + i);
                for (ExchangePlan.Piece pc : run.plan.pieces(i)) assertEquals(i, pc.src(), "all-equal keys stay home");
                // ... as one run of the device's own scattered keys, sorted where it lies: nothing is copied
                ExchangePlan.Piece home = run.plan.inPlace(i);
                assertEquals(new ExchangePlan.Piece(i, 0, 0, shares[i]), home, "device " + i);
            }
        }
    }

    @Test
    void consecutiveRunsOfOneSourceAreOneCopy() {
        // Source 1 holds nothing of buckets 0 and 1: destination 0 takes source 0's buckets 0..2 in one copy.
        long[][] counts = {{10, 20, 30, 40}, {0, 0, 5, 5}};
        ExchangePlan p = ExchangePlan.of(counts, new boolean[4]);
        assertEquals(65, p.cut[1]);   // target 55 in bucket [30, 65): its nearer end
        assertEquals(List.of(new ExchangePlan.Piece(0, 0, 0, 60), new ExchangePlan.Piece(1, 0, 60, 5)), p.pieces(0));
        assertEquals(List.of(new ExchangePlan.Piece(0, 60, 0, 40), new ExchangePlan.Piece(1, 5, 40, 5)), p.pieces(1));
        // Both destinations receive from the other device: neither range is in place.
        assertEquals(null, p.inPlace(0));
        assertEquals(null, p.inPlace(1));
        // A destination with only its own keys, but from two runs with a gap, is not in place either.
        ExchangePlan q = ExchangePlan.of(new long[][] {{10, 0, 10, 0}, {0, 10, 0, 10}}, new boolean[4]);
        assertEquals(20, q.cut[1]);
        assertEquals(2, q.pieces(0).size());
        assertEquals(null, q.inPlace(0));
        // Ranges of one's own keys only, each contiguous: both in place, at their offsets.
        ExchangePlan h = ExchangePlan.of(new long[][] {{30, 0}, {0, 30}}, new boolean[2]);
        assertEquals(new ExchangePlan.Piece(0, 0, 0, 30), h.inPlace(0));
        assertEquals(new ExchangePlan.Piece(1, 0, 0, 30), h.inPlace(1));
        assertEquals(null, ExchangePlan.of(new long[][] {{0, 30}, {30, 0}}, new boolean[2]).inPlace(0));
    }

    @Test
    void ordinaryBucketsAreNeverCut() {
        // Four buckets, bucket 2 an equality bucket; two sources.
        long[][] counts = {{10, 50, 30, 5}, {20, 10, 40, 35}};
        boolean[] equal = {false, false, true, false};
        ExchangePlan p = ExchangePlan.of(counts, equal);
        assertEquals(200, p.n());
        for (int g2 = 0; g2 < 2; g2++) {
            for (ExchangePlan.Received r : p.receivedBuckets(g2)) {
                if (!r.equal()) assertEquals(p.total[r.bucket()], r.size(), "ordinary bucket " + r.bucket() + " cut");
            }
        }
        // The target 100 lies inside the equality bucket [90, 160): cut exactly there.
        assertEquals(100, p.cut[1]);
        // Pieces: destination 1 starts with the rest of bucket 2 from source 0 (offset 10 in it), then source 1's.
        List<ExchangePlan.Piece> d1 = p.pieces(1);
        assertEquals(new ExchangePlan.Piece(0, 60 + 10, 0, 20), d1.get(0));
        assertEquals(new ExchangePlan.Piece(1, 30, 20, 40), d1.get(1));
    }

    /**
     * The fused exchange (each source's scatter writes its buckets straight into the destinations) moves every key
     * exactly where the copy exchange's pieces would: the routes of whole runs plus the residual copies of split
     * runs give the same (source position → destination position) map, for random counts with equality buckets,
     * empty sources and destinations, and every device count.
     */
    @Test
    void fusedRoutesAndResidualCopiesMoveEveryKeyWhereThePiecesWould() {
        SplittableRandom r = new SplittableRandom(7);
        for (int round = 0; round < 400; round++) {
            int g = 1 + r.nextInt(6), k = 1 + r.nextInt(12);
            long[][] counts = new long[g][k];
            boolean[] equal = new boolean[k];
            for (int b = 0; b < k; b++) {
                equal[b] = r.nextInt(3) == 0;
                for (int j = 0; j < g; j++) counts[j][b] = r.nextInt(4) == 0 ? 0 : r.nextInt(equal[b] ? 60 : 12);
            }
            ExchangePlan p = ExchangePlan.of(counts, equal);
            // The reference: destination (part, offset) of every source position, from the copy exchange's pieces.
            long[][] refDest = new long[g][], fusedDest = new long[g][];
            for (int j = 0; j < g; j++) {
                long n = Arrays.stream(counts[j]).sum();
                refDest[j] = new long[(int) n];
                fusedDest[j] = new long[(int) n];
                Arrays.fill(refDest[j], -1);
                Arrays.fill(fusedDest[j], -1);
            }
            for (int i = 0; i < g; i++) {
                for (ExchangePlan.Piece pc : p.pieces(i)) {
                    for (long x = 0; x < pc.count(); x++) refDest[pc.src()][(int) (pc.srcOffset() + x)] = code(i, pc.dstOffset() + x);
                }
                for (ExchangePlan.Piece pc : p.residual(i)) {
                    for (long x = 0; x < pc.count(); x++) {
                        int at = (int) (pc.srcOffset() + x);
                        assertEquals(-1, fusedDest[pc.src()][at], "residual copies a position twice");
                        fusedDest[pc.src()][at] = code(i, pc.dstOffset() + x);
                    }
                }
            }
            for (int j = 0; j < g; j++) {
                ExchangePlan.Routes routes = p.routes(j);
                long local = 0;
                for (int b = 0; b < k; b++) {
                    for (long x = 0; x < counts[j][b]; x++) {
                        int at = (int) (local + x);
                        if (routes.dest()[b] < 0) continue;
                        assertEquals(-1, fusedDest[j][at], "routed and copied");
                        fusedDest[j][at] = code(routes.dest()[b], at + routes.delta()[b]);
                    }
                    local += counts[j][b];
                }
                assertArrayEquals(refDest[j], fusedDest[j], "round " + round + " source " + j);
            }
        }
        // An equality bucket cut between the destinations is the residual case; nothing else is.
        ExchangePlan q = ExchangePlan.of(new long[][] {{10, 50, 30, 5}, {20, 10, 40, 35}},
                new boolean[] {false, false, true, false});
        // bucket 2 is [90, 160): source 0's run [90, 120) holds the cut at 100, source 1's [120, 160) does not
        assertEquals(-1, q.routes(0).dest()[2]);
        assertEquals(1, q.routes(1).dest()[2]);
        assertEquals((120 - 100) - 30, q.routes(1).delta()[2]);
        assertEquals(List.of(new ExchangePlan.Piece(0, 60, 90, 10)), q.residual(0));
        assertEquals(List.of(new ExchangePlan.Piece(0, 70, 0, 20)), q.residual(1));
    }

    private static long code(int part, long offset) { return ((long) part << 40) | offset; }

    @Test
    void cutsPickTheNearestBucketBoundary() {
        long[][] counts = {{40, 30, 30}};
        ExchangePlan p = ExchangePlan.of(counts, new boolean[3]);
        // g = 1 has no inner cut; two sources of the same counts with g = 2: target 50 in bucket [40, 70) -> 40.
        ExchangePlan q = ExchangePlan.of(new long[][] {{20, 15, 15}, {20, 15, 15}}, new boolean[3]);
        assertEquals(100, p.n());
        assertEquals(40, q.cut[1]);
        assertEquals(40, q.received(0));
        assertEquals(60, q.received(1));
    }

    @Test
    void emptySourcesAndEmptyDestinations() {
        long[][] counts = {{0, 0, 0, 0}, {0, 100, 0, 0}, {0, 0, 0, 0}};
        ExchangePlan p = ExchangePlan.of(counts, new boolean[4]);
        long total = 0;
        for (int i = 0; i < 3; i++) total += p.received(i);
        assertEquals(100, total);
        // one ordinary bucket cannot be split: one device gets it all
        assertEquals(1, Arrays.stream(new int[] {0, 1, 2}).filter(i -> p.received(i) == 100).count());
    }

    @Test
    void classifyAgreesWithTheDefinitionAndTreeIsASearchTree() {
        SplittableRandom r = new SplittableRandom(3);
        long[] s = new long[K - 1];
        for (int i = 0; i < s.length; i++) s[i] = r.nextInt(64) * 0x0100_0000_0000_0000L;   // many repeats
        sortUnsigned(s);
        long[] tree = new long[K], spl = new long[K];
        byte[] eq = new byte[K];
        GlobalSplitters.layout(s, K, tree, spl, eq);
        List<Long> inorder = new ArrayList<>();
        inorder(tree, 1, inorder);
        assertEquals(K - 1, inorder.size());
        for (int i = 0; i < K - 1; i++) assertEquals(s[i], inorder.get(i), "in-order position " + i);
        for (int t = 0; t < 20000; t++) {
            long e = t % 3 == 0 ? s[r.nextInt(K - 1)] : r.nextLong();
            int below = 0;
            for (long x : s) if (Long.compareUnsigned(x, e) < 0) below++;
            int expect = below + (below < K - 1 && eq[below] != 0 && e == s[below] ? 1 : 0);
            assertEquals(expect, GlobalSplitters.classify(e, tree, spl, eq, LOGK), "key " + Long.toHexString(e));
        }
    }

    private static void inorder(long[] tree, int j, List<Long> out) {
        if (j >= tree.length) return;
        inorder(tree, 2 * j, out);
        out.add(tree[j]);
        inorder(tree, 2 * j + 1, out);
    }

    @Test
    void workListsCoverEveryReceivedKeyOnce() {
        GpuPolicy policy = GpuPolicy.defaults();
        long[] ord = new long[1 << 20];
        long[] raw = data("halfequal", ord.length, 5);
        for (int i = 0; i < ord.length; i++) ord[i] = ordered(raw[i], false);
        Run run = simulate(ord, 3, 7);
        int m = policy.maxBucket();
        for (int i = 0; i < 3; i++) {
            ExchangePlan.Work w = run.plan.work(i, policy);
            boolean[] seen = new boolean[(int) run.plan.received(i)];
            for (int c = 0; c < w.sortJobs().length; c++) {
                long[] l = w.sortJobs()[c];
                for (int j = 0; j < l.length; j += 2) {
                    assertEquals(c, policy.sizeClass(l[j + 1]), "sort job in the wrong size class");
                    mark(seen, l[j], l[j + 1]);
                }
            }
            for (int j = 0; j < w.copyJobs().length; j += 2) {
                assertTrue(w.copyJobs()[j + 1] <= policy.copyChunk());
                mark(seen, w.copyJobs()[j], w.copyJobs()[j + 1]);
            }
            for (int j = 0; j < w.next().length; j += 2) {
                assertTrue(w.next()[j + 1] > m, "a next-level segment of at most M keys");
                mark(seen, w.next()[j], w.next()[j + 1]);
            }
            for (int x = 0; x < seen.length; x++) assertTrue(seen[x], "device " + i + " position " + x + " in no job");
        }
    }

    private static void mark(boolean[] seen, long off, long size) {
        for (long x = off; x < off + size; x++) {
            assertTrue(!seen[(int) x], "position " + x + " in two jobs");
            seen[(int) x] = true;
        }
    }

    @Test
    void sharesAreEvenAndCoverN() {
        assertArrayEquals(new long[] {4, 3, 3}, MultiGpuEngine.shares(10, 3));
        assertArrayEquals(new long[] {1, 1, 0, 0}, MultiGpuEngine.shares(2, 4));
        assertEquals(MultiGpuSort.exchangeLogK(2), 8);
        assertTrue((1 << MultiGpuSort.exchangeLogK(64)) >= 16 * 64);
    }
}
