package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import dev.samplesort.BackendFailureException;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.HostRegistration;
import dev.samplesort.spi.AutoPolicy;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The end-to-end GPU path ({@link GpuEngine}, {@link Transfer}): concurrency, failure injection ("unchanged or
 * sorted"), AUTO's CPU fallback, registered and staged segments, chunk boundaries. GPU tests skip with a printed
 * reason where no GPU is usable; the tests of settings and of the no-GPU behaviour run everywhere.
 */
class GpuEngineTest {
    static final Sorter GPU = Sorter.gpu();

    /** Test thread → the point where its next sorts fail (thread-filtered, so other threads are unaffected). */
    static final Map<Thread, FaultInjector.Point> ARMED = new ConcurrentHashMap<>();
    static final AtomicInteger HITS = new AtomicInteger();

    private final Map<String, String> saved = new HashMap<>();

    private static final java.util.concurrent.atomic.AtomicBoolean TOLD = new java.util.concurrent.atomic.AtomicBoolean();

    static void assumeGpu() {
        String why = GpuRuntime.unavailableReason();
        if (why != null && !TOLD.getAndSet(true)) {
            System.out.println("[GpuEngineTest] GPU tests skipped: no usable GPU: " + why);
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(why == null, () -> "no usable GPU: " + why);
    }

    /** Sets a system property for this test only. */
    void property(String key, String value) {
        if (!saved.containsKey(key)) saved.put(key, System.getProperty(key));
        if (value == null) System.clearProperty(key); else System.setProperty(key, value);
    }

    @AfterEach
    void restore() {
        HostSort.faults = null;
        ARMED.clear();
        saved.forEach((k, v) -> { if (v == null) System.clearProperty(k); else System.setProperty(k, v); });
        saved.clear();
    }

    static void installInjector() {
        HostSort.faults = (point, n) -> {
            if (ARMED.get(Thread.currentThread()) == point) {
                HITS.incrementAndGet();
                throw new FaultInjector.InjectedFailure("injected failure at " + point);
            }
        };
    }

    // ================================================================ everywhere (no GPU needed)

    @Test
    void transferSettingsFromProperties() {
        property("samplesort.gpu.chunkBytes", null);
        assertEquals(Transfer.DEFAULT_CHUNK_BYTES, Transfer.chunkBytes());
        property("samplesort.gpu.chunkBytes", "1000");
        assertEquals(768, Transfer.chunkBytes(), "rounded down to a multiple of 256");
        property("samplesort.gpu.chunkBytes", "3");
        assertEquals(256, Transfer.chunkBytes(), "at least 256");
        property("samplesort.gpu.chunkBuffers", "1");
        assertEquals(2, Transfer.chunkBuffers(), "at least two buffers");
        property("samplesort.gpu.chunkBuffers", "x");
        assertThrows(IllegalArgumentException.class, Transfer::chunkBuffers);
        property("samplesort.gpu.registerMinBytes", "-1");
        assertEquals(-1, Transfer.registerMinBytes());
        property("samplesort.gpu.copyThreads", "0");
        assertEquals(1, Transfer.copyThreads());
    }

    @Test
    void parallelHostCopyIsExact() {
        property("samplesort.gpu.copyThreads", "4");
        long[] src = new SplittableRandom(3).longs(3_000_001).toArray();
        try (Arena arena = Arena.ofShared()) {
            MemorySegment dst = arena.allocate(8L * src.length + 24, 8);
            Transfer.hostCopy(MemorySegment.ofArray(src), 8, dst, 24, 8L * (src.length - 1), true);
            long[] back = new long[src.length - 1];
            MemorySegment.copy(dst, ValueLayout.JAVA_LONG, 24, back, 0, back.length);
            assertArrayEquals(java.util.Arrays.copyOfRange(src, 1, src.length), back);
        }
    }

    /** Without a GPU: the engine says why, GPU sorts refuse clearly, AUTO (even at threshold 0) sorts on the CPU. */
    @Test
    void withoutGpuAutoUsesTheCpu() {
        String why = GpuRuntime.unavailableReason();
        org.junit.jupiter.api.Assumptions.assumeTrue(why != null, "a GPU is usable here");
        assertEquals(why, GpuEngine.instance().unavailableReason());
        assertThrows(BackendUnavailableException.class, () -> GPU.sort(new long[10]));
        property(AutoPolicy.property(KeyType.LONG), "0");
        EngineJob j = new EngineJob(KeyType.LONG, ValueType.INT, 10_000, "uniform", 1);
        j.sort(Sorter.auto());
        j.assertSorted("auto without GPU");
    }

    // ================================================================ GPU

    /** 12 threads sort mixed key types, sizes and key-value pairs at once; every result is checked. */
    @Test
    void concurrentMixedSortsAreCorrect() throws Exception {
        assumeGpu();
        int threads = 12, rounds = 8;
        int[] sizes = {2, 3, 1000, 8193, 65_537, 300_001, 1_200_007};
        String[] dists = {"uniform", "few16", "edges", "sorted", "zipf"};
        KeyType[] kts = KeyType.values();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> fs = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                final int id = t;
                fs.add(pool.submit(() -> {
                    SplittableRandom r = new SplittableRandom(1000 + id);
                    int done = 0;
                    for (int round = 0; round < rounds; round++) {
                        KeyType kt = kts[r.nextInt(kts.length)];
                        int c = r.nextInt(3);
                        ValueType vt = c == 0 ? null : c == 1 ? ValueType.INT : ValueType.LONG;
                        int n = sizes[r.nextInt(sizes.length)];
                        EngineJob j = new EngineJob(kt, vt, n, dists[r.nextInt(dists.length)], r.nextLong());
                        j.sort(GPU);
                        j.assertSorted("thread " + id + " round " + round);
                        done++;
                    }
                    return done;
                }));
            }
            int total = 0;
            for (Future<Integer> f : fs) total += f.get(10, TimeUnit.MINUTES);
            assertEquals(threads * rounds, total);
        } finally {
            pool.shutdownNow();
        }
    }

    /** While other threads sort, one thread's sorts fail at every point: its data stays unchanged, theirs sorted. */
    @Test
    void oneCallersFailureDoesNotPoisonOthers() throws Exception {
        assumeGpu();
        installInjector();
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                final int id = t;
                fs.add(pool.submit(() -> {
                    SplittableRandom r = new SplittableRandom(77 + id);
                    for (FaultInjector.Point p : FaultInjector.Point.values()) {
                        EngineJob j = new EngineJob(KeyType.values()[id % 4], id % 2 == 0 ? null : ValueType.LONG,
                                200_000 + r.nextInt(500_000), "uniform", r.nextLong());
                        if (id == 0) {
                            ARMED.put(Thread.currentThread(), p);
                            assertThrows(BackendFailureException.class, () -> j.sort(GPU), p.toString());
                            j.assertUnchanged("victim at " + p);
                            ARMED.remove(Thread.currentThread());
                        }
                        j.sort(GPU);
                        j.assertSorted("thread " + id + " after " + p);
                    }
                    return null;
                }));
            }
            for (Future<?> f : fs) f.get(10, TimeUnit.MINUTES);
        } finally {
            pool.shutdownNow();
        }
        assertNull(GpuEngine.instance().unavailableReason(), "injected failures must not disable the GPU");
    }

    static Stream<Arguments> faultMatrix() {
        List<Arguments> out = new ArrayList<>();
        for (FaultInjector.Point p : FaultInjector.Point.values()) {
            for (String path : List.of("heap", "heap-kv", "native-registered", "native-staged")) {
                for (long chunk : new long[] {Transfer.DEFAULT_CHUNK_BYTES, 64 << 10}) {
                    out.add(Arguments.of(p, path, chunk));
                }
            }
        }
        return out.stream();
    }

    /**
     * A failure at each point leaves the data unchanged and throws {@link BackendFailureException}; the GPU
     * backend works afterwards; AUTO retries on the CPU and returns sorted data.
     */
    @ParameterizedTest(name = "{0} {1} chunk={2}")
    @MethodSource("faultMatrix")
    void failureLeavesDataUnchanged(FaultInjector.Point point, String path, long chunk) {
        assumeGpu();
        installInjector();
        property("samplesort.gpu.chunkBytes", Long.toString(chunk));
        property("samplesort.gpu.registerMinBytes", path.equals("native-staged") ? "-1" : "0");
        property(AutoPolicy.property(KeyType.LONG), "0");
        property(AutoPolicy.property(KeyType.INT), "0");
        int n = 1_000_003;
        Sorter auto = Sorter.auto();
        for (int attempt = 0; attempt < 3; attempt++) {   // 0: GPU fails, 1: GPU works, 2: AUTO falls back
            boolean fail = attempt != 1;
            Sorter sorter = attempt == 2 ? auto : GPU;
            String at = point + " " + path + " attempt " + attempt;
            EngineJob j = path.equals("heap-kv") ? new EngineJob(KeyType.INT, ValueType.LONG, n, "uniform", attempt)
                    : new EngineJob(KeyType.LONG, null, n, "few256", attempt);
            if (fail) ARMED.put(Thread.currentThread(), point); else ARMED.remove(Thread.currentThread());
            int hits = HITS.get();
            if (path.startsWith("native")) {
                try (Arena arena = Arena.ofConfined()) {
                    MemorySegment seg = arena.allocate(8L * n, 4096);
                    j.keysInto(seg);
                    long reg = Transfer.REGISTERED.get(), staged = Transfer.STAGED.get();
                    if (attempt == 0) {
                        assertThrows(BackendFailureException.class, () -> sorter.sort(seg, KeyType.LONG), at);
                        j.readBack(seg, null);
                        j.assertUnchanged(at);
                    } else {
                        sorter.sort(seg, KeyType.LONG);
                        j.readBack(seg, null);
                        j.assertSorted(at);
                    }
                    if (path.equals("native-registered")) {
                        assertTrue(Transfer.REGISTERED.get() > reg, at + ": segment should have been registered");
                    } else {
                        assertTrue(Transfer.STAGED.get() > staged, at + ": segment should have been staged");
                    }
                }
            } else if (attempt == 0) {
                assertThrows(BackendFailureException.class, () -> j.sort(sorter), at);
                j.assertUnchanged(at);
            } else {
                j.sort(sorter);
                j.assertSorted(at);
            }
            assertEquals(hits + (fail ? 1 : 0), HITS.get(), at + ": injected failures");
        }
        assertNull(GpuEngine.instance().unavailableReason());
    }

    /** Native segments: registered and copied directly; heap segments staged; both sorted. */
    @Test
    void segmentsRegisteredOrStaged() {
        assumeGpu();
        property("samplesort.gpu.registerMinBytes", "0");
        int n = 3_000_017;
        EngineJob j = new EngineJob(KeyType.DOUBLE, ValueType.INT, n, "uniform", 5);
        try (Arena arena = Arena.ofShared()) {
            MemorySegment k = arena.allocate(8L * n, 8), v = arena.allocate(4L * n, 8);
            j.keysInto(k);
            j.valuesInto(v);
            long reg = Transfer.REGISTERED.get();
            GPU.sort(k, KeyType.DOUBLE, v, ValueType.INT);
            assertEquals(reg + 2, Transfer.REGISTERED.get(), "keys and values registered");
            j.readBack(k, v);
            j.assertSorted("native registered");
        }
        EngineJob h = new EngineJob(KeyType.INT, null, n, "gaussian", 6);
        MemorySegment heap = MemorySegment.ofArray((int[]) h.keys);
        long staged = Transfer.STAGED.get();
        GPU.sort(heap, KeyType.INT);
        assertTrue(Transfer.STAGED.get() > staged, "heap segment staged");
        h.assertSorted("heap segment");
    }

    /** Registration fails (the range is already registered) → the sort falls back to staging and still works. */
    @Test
    void registrationFailureFallsBackToStaging() {
        assumeGpu();
        property("samplesort.gpu.registerMinBytes", "0");
        int n = 2_000_003;
        EngineJob j = new EngineJob(KeyType.LONG, null, n, "uniform", 8);
        try (Arena arena = Arena.ofShared()) {
            MemorySegment k = arena.allocate(8L * n, 4096);
            j.keysInto(k);
            try (HostRegistration mine = GpuRuntime.get().context().register(k)) {
                long staged = Transfer.STAGED.get();
                GPU.sort(k, KeyType.LONG);
                assertTrue(Transfer.STAGED.get() > staged, "already registered: must have been staged");
                assertTrue(!mine.isClosed());
            }
            j.readBack(k, null);
            j.assertSorted("fallback");
        }
    }

    /** Keys and values adjacent in one allocation, sharing a page: whichever registration fails is staged. */
    @Test
    void adjacentKeyValueSegments() {
        assumeGpu();
        property("samplesort.gpu.registerMinBytes", "0");
        property("samplesort.gpu.chunkBytes", Long.toString(1 << 20));
        int n = 1_500_002;   // 4n bytes of keys: the values start mid-page (8-byte aligned, as the API requires)
        EngineJob j = new EngineJob(KeyType.INT, ValueType.LONG, n, "few16", 9);
        try (Arena arena = Arena.ofShared()) {
            MemorySegment all = arena.allocate(12L * n, 8);
            MemorySegment k = all.asSlice(0, 4L * n), v = all.asSlice(4L * n, 8L * n);
            j.keysInto(k);
            j.valuesInto(v);
            GPU.sort(k, KeyType.INT, v, ValueType.LONG);
            j.readBack(k, v);
            j.assertSorted("adjacent");
        }
    }

    /** A memory-mapped file: registered if the driver allows it, else staged; sorted either way. */
    @Test
    void mappedFileSegment(@TempDir Path dir) throws IOException {
        assumeGpu();
        property("samplesort.gpu.registerMinBytes", "0");
        int n = 2_000_001;
        EngineJob j = new EngineJob(KeyType.FLOAT, null, n, "edges", 10);
        Path f = dir.resolve("keys.bin");
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE); Arena arena = Arena.ofShared()) {
            MemorySegment seg = ch.map(FileChannel.MapMode.READ_WRITE, 0, 4L * n, arena);
            j.keysInto(seg);
            GPU.sort(seg, KeyType.FLOAT);
            j.readBack(seg, null);
            j.assertSorted("mapped file");
        }
        Files.deleteIfExists(f);
    }

    /** Sizes around multiples of a small chunk (4 KiB, 2 buffers): every key type, pairs, heap and native. */
    @Test
    void chunkBoundaries() {
        assumeGpu();
        property("samplesort.gpu.chunkBytes", "4096");
        property("samplesort.gpu.chunkBuffers", "2");
        property("samplesort.gpu.registerMinBytes", "-1");
        for (KeyType kt : KeyType.values()) {
            for (ValueType vt : new ValueType[] {null, ValueType.INT, ValueType.LONG}) {
                int c = 4096 / kt.byteSize();
                for (int mult : new int[] {1, 2, 3, 7}) {
                    for (int d = -1; d <= 1; d++) {
                        int n = mult * c + d;
                        EngineJob j = new EngineJob(kt, vt, n, "uniform", 31L * n + mult);
                        j.sort(GPU);
                        j.assertSorted("chunk 4096");
                    }
                }
            }
        }
        // a native segment on the staged path, many chunks
        int n = 512 * 9 + 1;
        EngineJob j = new EngineJob(KeyType.LONG, ValueType.INT, n, "few16", 4);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment k = arena.allocate(8L * n, 8), v = arena.allocate(4L * n, 8);
            j.keysInto(k);
            j.valuesInto(v);
            GPU.sort(k, KeyType.LONG, v, ValueType.INT);
            j.readBack(k, v);
            j.assertSorted("staged native, chunk 4096");
        }
        // many chunks through a larger ring, and back to the default chunk size (the ring is reconfigured)
        property("samplesort.gpu.chunkBytes", Long.toString(1 << 16));
        property("samplesort.gpu.chunkBuffers", "4");
        EngineJob big = new EngineJob(KeyType.DOUBLE, ValueType.LONG, 2_000_003, "uniform", 12);
        big.sort(GPU);
        big.assertSorted("chunk 64 KiB");
        property("samplesort.gpu.chunkBytes", null);
        property("samplesort.gpu.chunkBuffers", null);
        EngineJob again = new EngineJob(KeyType.INT, null, 5_000_011, "uniform", 13);
        again.sort(GPU);
        again.assertSorted("default chunk");
    }

    /**
     * In a child JVM (a sticky error poisons the whole process's context): after a context-fatal CUDA error, the
     * next GPU sort fails with the data unchanged, the engine reports itself unavailable with the reason, GPU sorts
     * are refused, and AUTO sorts on the CPU.
     */
    @Test
    void stickyErrorDisablesTheGpuButNotAuto() throws Exception {
        assumeGpu();
        int mode = GpuRuntime.get().device().attribute(dev.samplesort.cuda.CudaDevice.ATTR_COMPUTE_MODE);
        org.junit.jupiter.api.Assumptions.assumeTrue(mode != 3, "exclusive-process compute mode");
        String cp = ChildClasspath.of(Sorter.class, StickyProbe.class);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-Xmx1g", "-cp", cp));
        String device = System.getProperty("samplesort.device");
        if (device != null) cmd.add("-Dsamplesort.device=" + device);
        cmd.add(StickyProbe.class.getName());
        Path log = Files.createTempFile("sticky-probe", ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean finished = p.waitFor(120, TimeUnit.SECONDS);
        if (!finished) p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        String out = Files.readString(log);
        Files.deleteIfExists(log);
        System.out.println("[GpuEngineTest] sticky probe output:\n" + out.strip());
        assertTrue(finished, "probe did not finish in 120 s:\n" + out);
        org.junit.jupiter.api.Assumptions.assumeFalse(out.contains("CUDA_ERROR_DEVICE_UNAVAILABLE"),
                "GPU not available to a second process");
        assertTrue(out.contains("STICKY-PROBE before sorted"), out);
        assertTrue(out.contains("STICKY-PROBE oob sticky=true"), out);
        assertTrue(out.contains("STICKY-PROBE first BackendFailureException unchanged")
                || out.contains("STICKY-PROBE first BackendUnavailableException unchanged"), out);
        assertTrue(out.contains("STICKY-PROBE reason the GPU context was poisoned"), out);
        assertTrue(out.contains("STICKY-PROBE second BackendUnavailableException"), out);
        assertTrue(out.contains("STICKY-PROBE auto sorted"), out);
        assertNull(GpuEngine.instance().unavailableReason(), "this JVM's GPU is unaffected");
    }

    /** Sorts by range leave the outside untouched on the chunked path. */
    @Test
    void rangesOnTheChunkedPath() {
        assumeGpu();
        property("samplesort.gpu.chunkBytes", "8192");
        long[] a = GpuTestData.longs("uniform", 100_000, 14), e = a.clone();
        GPU.sort(a, 1001, 90_017);
        java.util.Arrays.sort(e, 1001, 90_017);
        assertArrayEquals(e, a);
        assertEquals(Backend.GPU, GPU.backend());
    }
}
