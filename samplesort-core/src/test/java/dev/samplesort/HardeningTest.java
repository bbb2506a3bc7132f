package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.util.Arrays;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Issue 13 on the library side: careless or hostile callers get a clear exception and undamaged data. */
class HardeningTest {

    /** An explicit GPU request without a GPU fails the same way for every size, also 0 and 1 elements. */
    @Test
    void explicitGpuFailsForEverySize() {
        String why = dev.samplesort.internal.Tooling.gpuUnavailableReason();
        if (why == null) System.out.println("[HardeningTest] a GPU is usable here: no-GPU refusal not tested");
        Assumptions.assumeTrue(why != null, "a GPU is usable here");
        Sorter gpu = Sorter.gpu();
        List<Executable> calls = List.of(
                () -> gpu.sort(new int[0]), () -> gpu.sort(new int[1]), () -> gpu.sort(new long[1]),
                () -> gpu.sort(new float[1]), () -> gpu.sort(new double[0]), () -> gpu.sort(new int[2]),
                () -> gpu.sort(new int[5], 2, 2), () -> gpu.sort(new int[5], 2, 3),
                () -> gpu.sort(new long[1], new int[1]), () -> gpu.sort(new int[0], new long[0]),
                () -> gpu.sort(MemorySegment.ofArray(new long[0]), KeyType.LONG),
                () -> gpu.sort(MemorySegment.ofArray(new int[1]), KeyType.INT),
                () -> Sorter.builder().backend(Backend.GPU).descending().build().sort(new double[1]));
        for (Executable c : calls) {
            BackendUnavailableException e = assertThrows(BackendUnavailableException.class, c);
            assertTrue(e.getMessage().contains("GPU backend not available: " + why), e.getMessage());
        }
        int[] one = {42};
        Sorter.auto().sort(one);
        Sorter.cpu().sort(one);
        assertArrayEquals(new int[] {42}, one, "AUTO and CPU still sort tiny arrays");
    }

    @Test
    void keysAndValuesMustNotAlias() {
        int[] a = {3, 1, 2};
        long[] l = {3, 1, 2};
        for (Sorter s : List.of(Sorter.cpu(), Sorter.auto(), Sorter.builder().backend(Backend.CPU).stable(true)
                .build())) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.sort(a, a));
            assertTrue(e.getMessage().contains("same array"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> s.sort(a, a, 0, 2));
            assertThrows(IllegalArgumentException.class, () -> s.sort(l, l));
            assertThrows(IllegalArgumentException.class, () -> s.sort(l, l, 1, 3));
        }
        assertArrayEquals(new int[] {3, 1, 2}, a, "untouched");
        assertArrayEquals(new long[] {3, 1, 2}, l, "untouched");
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment m = arena.allocate(64 * 8, 8);
            for (int i = 0; i < 64; i++) m.setAtIndex(ValueLayout.JAVA_LONG, i, 64 - i);
            byte[] before = m.toArray(ValueLayout.JAVA_BYTE);
            // the same segment, a partial overlap, and a value slice inside the keys
            for (long[] kv : new long[][] {{0, 256, 0}, {0, 256, 128}, {0, 256, 64}, {256, 256, 200}}) {
                MemorySegment k = m.asSlice(kv[0], kv[1]), v = m.asSlice(kv[2], kv[1]);
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                        () -> Sorter.cpu().sort(k, KeyType.LONG, v, ValueType.LONG));
                assertTrue(e.getMessage().contains("overlap"), e.getMessage());
            }
            int[] heap = new int[64];
            MemorySegment hk = MemorySegment.ofArray(heap).asSlice(0, 128);
            MemorySegment hv = MemorySegment.ofArray(heap).asSlice(64, 128);
            assertThrows(IllegalArgumentException.class, () -> Sorter.cpu().sort(hk, KeyType.INT, hv, ValueType.INT));
            assertArrayEquals(before, m.toArray(ValueLayout.JAVA_BYTE), "untouched");
            // disjoint halves of one allocation are fine
            Sorter.cpu().sort(m.asSlice(0, 256), KeyType.LONG, m.asSlice(256, 256), ValueType.LONG);
            for (int j = 0; j < 32; j++) {
                assertEquals(33 + j, m.getAtIndex(ValueLayout.JAVA_LONG, j), "key " + j);
                assertEquals(1 + j, m.getAtIndex(ValueLayout.JAVA_LONG, 32 + j), "value " + j + " moved with its key");
            }
        }
    }

    /** Runs {@link MemoryProbe} in a child JVM with the given maximum heap; returns its output. */
    static String probe(String heap, String mode, long n) throws Exception {
        String cp = Path.of(Sorter.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                + java.io.File.pathSeparator
                + Path.of(MemoryProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-Xmx" + heap, "-cp", cp, MemoryProbe.class.getName(), mode,
                Long.toString(n)));
        Path log = Files.createTempFile("memory-probe", ".log");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            boolean finished = p.waitFor(300, TimeUnit.SECONDS);
            if (!finished) p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            String out = Files.readString(log);
            assertTrue(finished, "probe did not finish in 300 s:\n" + out);
            return out;
        } finally {
            Files.deleteIfExists(log);
        }
    }

    /** Off-heap input is sorted off-heap: 2^25 longs (256 MiB, plus 256 MiB of buffer) with a 128 MiB heap. */
    @Test
    void offHeapSortNeedsNoHeapInProportionToN() throws Exception {
        String out = probe("128m", "offheap", 1L << 25);
        assertTrue(out.contains("MEMORY-PROBE offheap sorted=true permutation=true"), out);
    }

    /**
     * A heap-array sort whose buffers the heap cannot hold fails before touching the array, naming the need and
     * -Xmx: a long[2^22] (32 MiB) needs 40 MiB more, which a 64 MiB heap does not have.
     */
    @Test
    void heapSortThatCannotFitFailsFirstAndSaysWhy() throws Exception {
        String out = probe("64m", "heap", 1L << 22);
        assertTrue(out.contains("MEMORY-PROBE heap OutOfMemoryError unchanged=true"), out);
        assertTrue(out.contains("needs 40 MiB of free heap") && out.contains("-Xmx") && out.contains("untouched"),
                out);
    }

    static double[] nanPayloads(int n, long seed) {
        java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            int c = r.nextInt(8);
            a[i] = c == 0 ? Double.longBitsToDouble((r.nextBoolean() ? 0x7FF0000000000000L : 0xFFF0000000000000L)
                    | (1 + r.nextLong(0xFFFFFFFFFFFFFL))) : c == 1 ? (r.nextBoolean() ? -0.0 : 0.0) : r.nextInt(50);
        }
        return a;
    }

    static long[] bits(double[] a) {
        long[] b = new long[a.length];
        for (int i = 0; i < a.length; i++) b[i] = Double.doubleToRawLongBits(a[i]);
        return b;
    }

    /**
     * Item 13: the CPU backend returns NaNs of different payloads bit for bit as Arrays.sort does (input order),
     * from arrays and from segments; descending keys-only sorts are the exact reverse, bit for bit.
     */
    @Test
    void cpuNaNPayloadsBitForBitAsArraysSort() {
        Sorter desc = Sorter.builder().backend(Backend.CPU).descending().build();
        for (int n : new int[] {100, 5000, 300_001}) {
            double[] a = nanPayloads(n, n), e = a.clone(), d = a.clone();
            Arrays.sort(e);
            Sorter.cpu().sort(a);
            assertArrayEquals(bits(e), bits(a), "ascending n=" + n);
            desc.sort(d);
            long[] eb = bits(e), db = bits(d);
            for (int i = 0; i < n; i++) assertEquals(eb[n - 1 - i], db[i], "descending = exact reverse at " + i);
            double[] s = nanPayloads(n, n);
            MemorySegment seg = MemorySegment.ofArray(s);
            Sorter.cpu().sort(seg, KeyType.DOUBLE);
            assertArrayEquals(eb, bits(s), "segment n=" + n);
        }
    }

    /**
     * Item 14, as Order's Javadoc says: a stable descending key-value sort keeps equal keys - NaNs of any payload
     * included - in input order, each with its value; the rest is in descending key order.
     */
    @Test
    void stableDescendingKeepsEqualKeysAndNaNsInInputOrder() {
        int n = 20_000;
        double[] k = nanPayloads(n, 3), orig = k.clone();
        int[] v = new int[n];
        for (int i = 0; i < n; i++) v[i] = i;
        Sorter.builder().backend(Backend.CPU).descending().stable(true).build().sort(k, v);
        for (int i = 0; i < n; i++) {
            assertEquals(Double.doubleToRawLongBits(orig[v[i]]), Double.doubleToRawLongBits(k[i]), "pairs kept");
            if (i > 0) {
                int c = Double.compare(k[i - 1], k[i]);
                assertTrue(c >= 0, "descending at " + i);
                if (c == 0) assertTrue(v[i - 1] < v[i], "equal keys in input order at " + i);
            }
        }
        assertTrue(Double.isNaN(k[0]), "NaNs first");
    }
}
