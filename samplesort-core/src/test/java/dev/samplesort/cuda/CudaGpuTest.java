package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.samplesort.gpu.ChildClasspath;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * GPU tests of the binding; all skipped (with the reason printed) where CUDA is unavailable. They use only the
 * kernels of src/main/cuda/smoke.cu (resource dev/samplesort/gpu/smoke.fatbin) and the primary context of the
 * default device ({@code -Dsamplesort.device}), which they never close.
 */
@Tag("gpu")
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class CudaGpuTest {
    private static CudaDevice dev;
    private static CudaContext ctx;
    private static CudaModule smoke;

    @BeforeAll
    static void setUp() throws IOException {
        if (!Cuda.isAvailable()) {
            System.out.println("[CudaGpuTest] SKIPPED, no GPU: " + Cuda.unavailableReason());
        }
        assumeTrue(Cuda.isAvailable(), () -> "no GPU: " + Cuda.unavailableReason());
        boolean built = CudaGpuTest.class.getResource("/dev/samplesort/gpu/smoke.fatbin") != null;
        if (!built) System.out.println("[CudaGpuTest] SKIPPED: smoke.fatbin not built (-Dsamplesort.skipKernels?)");
        assumeTrue(built, "smoke.fatbin not built");
        dev = Cuda.defaultDevice();
        ctx = dev.primaryContext();
        smoke = ctx.loadModule(LaunchOverhead.smokeFatbin());
        System.out.println("[CudaGpuTest] " + dev + ", driver " + Cuda.driverVersion() + ", "
                + Cuda.deviceCount() + " device(s), cuFuncGetParamInfo "
                + (Api.hasParamInfo() ? "available" : "unavailable (argument checks off)"));
    }

    @AfterAll
    static void tearDown() {
        if (smoke != null) smoke.close();
    }

    // ---- helpers ----

    private static void fillInts(MemorySegment s, int n, java.util.function.IntUnaryOperator f) {
        for (int i = 0; i < n; i++) s.setAtIndex(JAVA_INT, i, f.applyAsInt(i));
    }

    /** smoke_add on n elements through pageable off-heap memory; returns normally iff the result is right. */
    private static void addRoundTrip(int n) {
        CudaFunction add = smoke.function("smoke_add");
        long bytes = 4L * n;
        try (Arena arena = Arena.ofConfined();
             CudaStream s = ctx.createStream();
             DeviceMemory a = ctx.allocate(bytes);
             DeviceMemory b = ctx.allocate(bytes);
             DeviceMemory c = ctx.allocate(bytes)) {
            MemorySegment ha = arena.allocate(bytes, 64);
            MemorySegment hb = arena.allocate(bytes, 64);
            MemorySegment hc = arena.allocate(bytes, 64);
            fillInts(ha, n, i -> i);
            fillInts(hb, n, i -> 2 * i + 1);
            s.copyHostToDevice(a, 0, ha, bytes);
            s.copyHostToDevice(b, 0, hb, bytes);
            s.memsetD8(c, 0, (byte) 0, bytes);
            KernelArgs args = add.newArgs().ptr(a).ptr(b).ptr(c).i32(n);
            add.launch(s, (n + 255) / 256, 256, 0, args);
            s.copyDeviceToHost(hc, c, 0, bytes);
            s.synchronize();
            for (int i = 0; i < n; i++) assertEquals(3 * i + 1, hc.getAtIndex(JAVA_INT, i), "c[" + i + "]");
        }
    }

    // ---- device and context ----

    @Test
    void deviceInfoIsSane() {
        assertTrue(Cuda.deviceCount() >= 1);
        assertTrue(Cuda.driverVersion() >= 11020, "driver " + Cuda.driverVersion());
        assertSame(dev, Cuda.device(dev.ordinal()));
        assertFalse(dev.name().isBlank());
        assertTrue(dev.computeCapabilityMajor() >= 5, "cc " + dev.computeCapabilityMajor());
        assertTrue(dev.computeCapabilityMinor() >= 0);
        assertTrue(dev.multiprocessorCount() > 0);
        assertTrue(dev.totalMemory() > (1L << 30), "total memory " + dev.totalMemory());
        assertTrue(dev.maxSharedMemoryPerBlockOptin() >= 48 * 1024);
        assertTrue(dev.maxSharedMemoryPerMultiprocessor() >= dev.maxSharedMemoryPerBlockOptin());
        assertTrue(dev.l2CacheSize() > 0);
        assertEquals(32, dev.attribute(CudaDevice.ATTR_WARP_SIZE));
        assertEquals(dev.multiprocessorCount(), dev.attribute(CudaDevice.ATTR_MULTIPROCESSOR_COUNT));
        assertEquals(1, dev.attribute(CudaDevice.ATTR_MEMORY_POOLS_SUPPORTED));
        assertThrows(CudaException.class, () -> dev.attribute(-5));
        assertThrows(IllegalArgumentException.class, () -> Cuda.device(Cuda.deviceCount()));
        assertThrows(IllegalArgumentException.class, () -> Cuda.device(-1));
    }

    @Test
    void primaryContextIsSharedAndMemInfoSane() {
        assertSame(ctx, dev.primaryContext());
        assertSame(dev, ctx.device());
        long[] info = ctx.memInfo();
        assertEquals(2, info.length);
        assertTrue(info[0] > 0 && info[0] <= info[1], "free " + info[0] + " total " + info[1]);
        assertTrue(info[1] <= dev.totalMemory() / 100 * 101 && info[1] >= dev.totalMemory() / 10 * 9,
                "total " + info[1] + " vs " + dev.totalMemory());
        ctx.makeCurrent();
        ctx.makeCurrent();
        CudaContext.forgetCurrent();
        ctx.synchronize();
    }

    // ---- memory and copies ----

    @Test
    void pageableRoundTripWithDeviceToDevice() {
        int n = 1 << 18;
        long bytes = 4L * n;
        try (Arena arena = Arena.ofConfined();
             CudaStream s = ctx.createStream();
             DeviceMemory d1 = ctx.allocate(bytes);
             DeviceMemory d2 = ctx.allocate(bytes + 64)) {
            assertEquals(bytes, d1.byteSize());
            assertTrue(d1.address() != 0 && d1.address() % 256 == 0);
            MemorySegment src = arena.allocate(bytes);
            MemorySegment dst = arena.allocate(bytes);
            fillInts(src, n, i -> i * 0x9E3779B9);
            s.copyHostToDevice(d1, 0, src, bytes);
            s.copyDeviceToDevice(d2, 64, d1, 0, bytes);
            s.copyDeviceToHost(dst, d2, 64, bytes);
            s.synchronize();
            assertEquals(-1L, src.mismatch(dst));
            // partial copies with offsets on both sides
            s.copyDeviceToHost(dst.asSlice(4), d1, 8, 16);
            s.synchronize();
            assertEquals(src.getAtIndex(JAVA_INT, 2), dst.getAtIndex(JAVA_INT, 1));
            assertEquals(src.getAtIndex(JAVA_INT, 5), dst.getAtIndex(JAVA_INT, 4));
        }
    }

    @Test
    void pinnedRoundTrip() {
        long bytes = 8L << 20;
        try (CudaStream s = ctx.createStream();
             DeviceMemory d = ctx.allocate(bytes)) {
            PinnedMemory in = ctx.allocatePinned(bytes);
            PinnedMemory out = ctx.allocatePinned(bytes);
            assertEquals(bytes, in.byteSize());
            MemorySegment a = in.segment();
            for (long i = 0; i < bytes / 8; i++) a.setAtIndex(JAVA_LONG, i, i * 31 + 7);
            s.copyHostToDevice(d, 0, a, bytes);
            s.copyDeviceToHost(out.segment(), d, 0, bytes);
            s.synchronize();
            assertEquals(-1L, a.mismatch(out.segment()));
            in.close();
            in.close();   // idempotent
            out.close();
            assertThrows(IllegalStateException.class, () -> a.get(JAVA_LONG, 0), "segment invalid after close");
            ctx.allocatePinned(0).close();
        }
    }

    @Test
    void registeredOffHeapRoundTrip() {
        long bytes = 4L << 20;
        try (Arena arena = Arena.ofShared();
             CudaStream s = ctx.createStream();
             DeviceMemory d = ctx.allocate(bytes)) {
            MemorySegment src = arena.allocate(bytes, 4096);
            MemorySegment dst = arena.allocate(bytes, 4096);
            fillInts(src, (int) (bytes / 4), i -> ~i);
            HostRegistration rd = ctx.register(dst);
            try (HostRegistration rs = ctx.register(src)) {
                assertSame(src, rs.segment());
                s.copyHostToDevice(d, 0, src, bytes);
                s.copyDeviceToHost(dst, d, 0, bytes);
                s.synchronize();
            } finally {
                rd.close();
            }
            rd.close();   // idempotent
            assertTrue(rd.isClosed());
            assertEquals(-1L, src.mismatch(dst));
            // a second registration of the same memory works once the first is gone
            ctx.register(src).close();
        }
    }

    @Test
    void memsets() {
        try (Arena arena = Arena.ofConfined();
             CudaStream s = ctx.createStream();
             DeviceMemory d = ctx.allocate(256)) {
            MemorySegment h = arena.allocate(256);
            s.memsetD8(d, 0, (byte) 0, 256);
            s.memsetD8(d, 3, (byte) 0x7f, 5);
            s.memsetD32(d, 16, 0xDEADBEEF, 10);
            s.copyDeviceToHost(h, d, 0, 256);
            s.synchronize();
            for (int i = 0; i < 16; i++) assertEquals(i >= 3 && i < 8 ? 0x7f : 0, h.get(JAVA_BYTE, i), "byte " + i);
            for (int w = 4; w < 14; w++) assertEquals(0xDEADBEEF, h.getAtIndex(JAVA_INT, w), "word " + w);
            for (int w = 14; w < 64; w++) assertEquals(0, h.getAtIndex(JAVA_INT, w), "word " + w);
            assertThrows(IllegalArgumentException.class, () -> s.memsetD32(d, 2, 1, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> s.memsetD32(d, 0, 1, 65));
            assertThrows(IndexOutOfBoundsException.class, () -> s.memsetD8(d, 250, (byte) 1, 7));
        }
    }

    @Test
    void misuseIsRejectedBeforeTheDriver() {
        try (Arena arena = Arena.ofConfined();
             CudaStream s = ctx.createStream()) {
            DeviceMemory d = ctx.allocate(64);
            MemorySegment heap = MemorySegment.ofArray(new byte[64]);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> s.copyHostToDevice(d, 0, heap, 64));
            assertTrue(e.getMessage().contains("heap segment"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> s.copyDeviceToHost(heap, d, 0, 64));
            assertThrows(IllegalArgumentException.class, () -> ctx.register(heap));
            MemorySegment h = arena.allocate(128);
            assertThrows(IndexOutOfBoundsException.class, () -> s.copyHostToDevice(d, 8, h, 64));
            assertThrows(IndexOutOfBoundsException.class, () -> s.copyDeviceToHost(h, d, -1, 8));
            assertThrows(IndexOutOfBoundsException.class, () -> s.copyHostToDevice(d, 0, h.asSlice(0, 16), 32));
            assertThrows(IllegalArgumentException.class, () -> ctx.allocate(-1));
            d.close();
            d.close();   // idempotent
            assertTrue(d.isClosed());
            assertThrows(IllegalStateException.class, d::address);
            assertThrows(IllegalStateException.class, () -> s.copyHostToDevice(d, 0, h, 8));
            assertThrows(IllegalStateException.class, () -> new KernelArgs().ptr(d));
            DeviceMemory empty = ctx.allocate(0);
            assertEquals(0, empty.address());
            s.copyHostToDevice(empty, 0, h, 0);
            empty.close();
        }
    }

    @Test
    void closedStreamsAndEventsAndModules() throws IOException {
        CudaStream s = ctx.createStream();
        assertTrue(s.handle() != 0);
        s.close();
        s.close();
        assertThrows(IllegalStateException.class, s::handle);
        assertThrows(IllegalStateException.class, s::synchronize);
        CudaEvent e = ctx.createEvent();
        e.close();
        e.close();
        assertThrows(IllegalStateException.class, e::synchronize);
        CudaModule m = ctx.loadModule(LaunchOverhead.smokeFatbin());
        CudaFunction f = m.function("smoke_empty");
        assertSame(f, m.function("smoke_empty"));
        m.close();
        m.close();
        assertThrows(IllegalStateException.class, f::numRegisters);
        assertThrows(IllegalStateException.class, () -> m.function("smoke_add"));
        assertThrows(CudaException.class, () -> ctx.loadModule(new byte[] {1, 2, 3, 4}));
    }

    // ---- events ----

    @Test
    void eventsMeasureElapsedTime() {
        try (CudaStream s = ctx.createStream();
             CudaEvent start = ctx.createEvent();
             CudaEvent end = ctx.createEvent()) {
            CudaFunction spin = smoke.function("smoke_spin");
            start.record(s);
            spin.launch(s, 1, 1, 0, spin.newArgs().i64(5_000_000L));   // ~ 2-5 ms
            end.record(s);
            end.synchronize();
            float ms = end.elapsedMillisSince(start);
            System.out.println("[CudaGpuTest] smoke_spin(5e6 cycles): " + ms + " ms");
            assertTrue(ms > 0f, "elapsed " + ms);
            assertTrue(ms < 10_000f, "elapsed " + ms);
        }
    }

    // ---- modules, kernels, arguments ----

    @Test
    void smokeAdd() {
        addRoundTrip(100_003);
    }

    @Test
    void argumentsArriveBitExact() {
        CudaFunction f = smoke.function("smoke_args");
        int a = -123_456_789;
        long b = 0x0123_4567_89ab_cdefL;
        float c = -3.5f;
        double d = Math.PI;
        try (Arena arena = Arena.ofConfined();
             CudaStream s = ctx.createStream();
             DeviceMemory out = ctx.allocate(32)) {
            MemorySegment h = arena.allocate(32);
            f.launch(s, 1, 32, 0, f.newArgs().i32(a).i64(b).f32(c).f64(d).ptr(out));
            s.copyDeviceToHost(h, out, 0, 32);
            s.synchronize();
            assertEquals((long) a, h.getAtIndex(JAVA_LONG, 0));
            assertEquals(b, h.getAtIndex(JAVA_LONG, 1));
            assertEquals(Float.floatToRawIntBits(c) & 0xffff_ffffL, h.getAtIndex(JAVA_LONG, 2));
            assertEquals(Double.doubleToRawLongBits(d), h.getAtIndex(JAVA_LONG, 3));
        }
    }

    @Test
    void argumentListsAreCheckedWhenTheDriverDescribesThem() {
        CudaFunction add = smoke.function("smoke_add");
        CudaFunction empty = smoke.function("smoke_empty");
        if (add.parameterCount() < 0) {
            System.out.println("[CudaGpuTest] cuFuncGetParamInfo unavailable: argument checks not tested");
            return;
        }
        assertEquals(4, add.parameterCount());
        assertEquals(0, empty.parameterCount());
        assertEquals(5, smoke.function("smoke_args").parameterCount());
        try (CudaStream s = ctx.createStream()) {
            IllegalArgumentException few = assertThrows(IllegalArgumentException.class,
                    () -> add.launch(s, 1, 32, 0, add.newArgs().ptr(0).ptr(0).ptr(0)));
            assertTrue(few.getMessage().contains("smoke_add takes 4 parameters, 3 given"), few.getMessage());
            IllegalArgumentException wrongSize = assertThrows(IllegalArgumentException.class,
                    () -> add.launch(s, 1, 32, 0, add.newArgs().ptr(0).i32(0).ptr(0).i32(0)));
            assertTrue(wrongSize.getMessage().contains("parameter 1"), wrongSize.getMessage());
            assertThrows(IllegalArgumentException.class, () -> add.launch(s, 1, 32, 0, null));
            assertThrows(IllegalArgumentException.class, () -> empty.launch(s, 1, 32, 0, empty.newArgs().i32(1)));
            empty.launch(s, 1, 32, 0, empty.newArgs());   // zero arguments, non-null args: fine
            empty.launch(s, 1, 32, 0, null);
            s.synchronize();
        }
    }

    @Test
    void fillWith64BitCount() {
        CudaFunction fill = smoke.function("smoke_fill_u32");
        int n = 1_000_000;
        try (Arena arena = Arena.ofConfined();
             CudaStream s = ctx.createStream();
             DeviceMemory d = ctx.allocate(4L * n)) {
            MemorySegment h = arena.allocate(4L * n);
            fill.launch(s, 128, 256, 0, fill.newArgs().ptr(d).i32(7).i64(n));
            s.copyDeviceToHost(h, d, 0, 4L * n);
            s.synchronize();
            for (int i = 0; i < n; i++) assertEquals(7 + i, h.getAtIndex(JAVA_INT, i), "out[" + i + "]");
        }
    }

    @Test
    void missingKernelNamesIt() {
        CudaException e = assertThrows(CudaException.class, () -> smoke.function("no_such_kernel"));
        assertEquals(500, e.code());
        assertEquals("CUDA_ERROR_NOT_FOUND", e.errorName());
        assertEquals("cuModuleGetFunction", e.call());
        assertTrue(e.getMessage().contains("no_such_kernel"), e.getMessage());
        assertNotNull(smoke.function("smoke_add"));
    }

    @Test
    void functionAttributesAndOccupancy() {
        CudaFunction add = smoke.function("smoke_add");
        CudaFunction empty = smoke.function("smoke_empty");
        assertTrue(add.numRegisters() > 0 && add.numRegisters() <= 255, "regs " + add.numRegisters());
        int maxThreads = add.attribute(CudaFunction.ATTR_MAX_THREADS_PER_BLOCK);
        assertTrue(maxThreads > 0 && maxThreads <= 1024, "max threads " + maxThreads);
        assertTrue(add.attribute(CudaFunction.ATTR_BINARY_VERSION) >= 50);
        int perSm = dev.attribute(CudaDevice.ATTR_MAX_THREADS_PER_MULTIPROCESSOR);
        int blocks = empty.maxActiveBlocksPerMultiprocessor(256, 0);
        assertTrue(blocks >= 1 && blocks <= perSm / 256, "blocks/SM " + blocks);
        int addBlocks = add.maxActiveBlocksPerMultiprocessor(128, 0);
        assertTrue(addBlocks >= 1 && addBlocks <= 32, "blocks/SM " + addBlocks);
        // dynamic shared memory limits occupancy
        CudaFunction smem = smoke.function("smoke_smem");
        int withSmem = smem.maxActiveBlocksPerMultiprocessor(128, 40 * 1024);
        assertTrue(withSmem >= 1 && withSmem <= dev.maxSharedMemoryPerMultiprocessor() / (40 * 1024),
                "blocks/SM with 40 KiB " + withSmem);
    }

    @Test
    void dynamicSharedMemoryAboveTheDefaultNeedsTheAttribute() throws IOException {
        int bytes = Math.min(dev.maxSharedMemoryPerBlockOptin(), 100 * 1024);
        assumeTrue(bytes > 48 * 1024, "device cannot opt into more than 48 KiB");
        // a fresh module: the attribute is per function and sticks, other tests must not see it
        try (CudaModule m = ctx.loadModule(LaunchOverhead.smokeFatbin());
             Arena arena = Arena.ofConfined();
             CudaStream s = ctx.createStream();
             DeviceMemory out = ctx.allocate(bytes)) {
            CudaFunction f = m.function("smoke_smem");
            int n = bytes / 4;
            KernelArgs args = f.newArgs().ptr(out).i32(n);
            assertTrue(f.attribute(CudaFunction.ATTR_MAX_DYNAMIC_SHARED_SIZE_BYTES) <= 48 * 1024);
            CudaException tooMuch = assertThrows(CudaException.class, () -> f.launch(s, 1, 256, bytes, args));
            assertEquals("cuLaunchKernel", tooMuch.call());
            assertTrue(tooMuch.getMessage().contains("smoke_smem"), tooMuch.getMessage());
            f.setMaxDynamicSharedMemory(bytes);
            assertEquals(bytes, f.attribute(CudaFunction.ATTR_MAX_DYNAMIC_SHARED_SIZE_BYTES));
            f.launch(s, 1, 256, bytes, args);
            MemorySegment h = arena.allocate(bytes);
            s.copyDeviceToHost(h, out, 0, bytes);
            s.synchronize();
            for (int i = 0; i < n; i++) assertEquals(n - 1 - i, h.getAtIndex(JAVA_INT, i), "out[" + i + "]");
            assertThrows(CudaException.class, () -> f.setMaxDynamicSharedMemory(dev.maxSharedMemoryPerBlockOptin()
                    + 4096));
        }
    }

    // ---- error paths that leave the context usable ----

    @Test
    void absurdAllocationIsOutOfMemoryAndTheContextSurvives() {
        CudaException e = assertThrows(CudaException.class, () -> ctx.allocate(1L << 50));
        System.out.println("[CudaGpuTest] " + e.getMessage());
        assertTrue(e.isOutOfMemory());
        assertEquals(2, e.code());
        assertEquals("CUDA_ERROR_OUT_OF_MEMORY", e.errorName());
        assertEquals("cuMemAlloc_v2", e.call());
        assertTrue(e.getMessage().startsWith("cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY ("), e.getMessage());
        assertFalse(e.isSticky());
        addRoundTrip(1000);
    }

    @Test
    void invalidLaunchConfigurationIsInvalidValueAndTheContextSurvives() {
        CudaFunction empty = smoke.function("smoke_empty");
        try (CudaStream s = ctx.createStream()) {
            CudaException e = assertThrows(CudaException.class, () -> empty.launch(s, 1, 2048, 0, null));
            System.out.println("[CudaGpuTest] " + e.getMessage());
            assertEquals(1, e.code());
            assertEquals("CUDA_ERROR_INVALID_VALUE", e.errorName());
            assertEquals("cuLaunchKernel", e.call());
            assertTrue(e.getMessage().contains("smoke_empty") && e.getMessage().contains("block (2048,1,1)"),
                    e.getMessage());
            assertThrows(CudaException.class, () -> empty.launch(s, 0, 32, 0, null));
            empty.launch(s, 1, 1024, 0, null);
            s.synchronize();
        }
        addRoundTrip(1000);
    }

    @Test
    void outOfBoundsWriteIsReportedAsStickyError() throws Exception {
        // in a child JVM: an illegal address poisons the context for the whole process
        int mode = dev.attribute(CudaDevice.ATTR_COMPUTE_MODE);
        if (mode == 3) System.out.println("[CudaGpuTest] OOB test skipped: GPU in exclusive-process compute mode");
        assumeTrue(mode != 3, "exclusive-process compute mode: a second process cannot use the GPU");
        String cp = ChildClasspath.of(Cuda.class, OobProbe.class);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-cp", cp));
        String device = System.getProperty(Cuda.DEVICE_PROPERTY);
        if (device != null) cmd.add("-D" + Cuda.DEVICE_PROPERTY + "=" + device);
        cmd.add(OobProbe.class.getName());
        Path log = java.nio.file.Files.createTempFile("oob-probe", ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean finished = p.waitFor(90, TimeUnit.SECONDS);
        if (!finished) p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        String out = java.nio.file.Files.readString(log, StandardCharsets.UTF_8);
        java.nio.file.Files.deleteIfExists(log);
        assertTrue(finished, "probe did not finish in 90 s:\n" + out);
        if (out.contains("OOB-PROBE setup failed") && out.contains("CUDA_ERROR_DEVICE_UNAVAILABLE")) {
            System.out.println("[CudaGpuTest] OOB test skipped: the GPU is not available to a second process");
            assumeTrue(false, "GPU not available to a second process");
        }
        System.out.println("[CudaGpuTest] OOB probe output:\n" + out.strip());
        assertTrue(out.contains("OOB-PROBE sync: cuStreamSynchronize failed: CUDA_ERROR_"), out);
        assertTrue(out.contains("sticky=true"), out);
        addRoundTrip(1000);   // this JVM's context is unaffected
    }

    // ---- stream-ordered allocation ----

    @Test
    void asyncAllocationFromThePool() {
        int rounds = 20;
        long bytes = 64L << 20;
        try (CudaStream s = ctx.createStream()) {
            PinnedMemory last = ctx.allocatePinned(4L * rounds);
            for (int i = 0; i < rounds; i++) {
                DeviceMemory m = ctx.allocateAsync(bytes, s);
                assertEquals(bytes, m.byteSize());
                s.memsetD32(m, 0, 1000 + i, bytes / 4);
                s.copyDeviceToHost(last.segment().asSlice(4L * i, 4), m, bytes - 4, 4);
                m.close();   // cuMemFreeAsync on s
                m.close();
            }
            s.synchronize();
            for (int i = 0; i < rounds; i++) assertEquals(1000 + i, last.segment().getAtIndex(JAVA_INT, i));
            last.close();
            ctx.allocateAsync(0, s).close();
            // freed after its stream is gone: falls back to cuMemFree_v2
            CudaStream s2 = ctx.createStream();
            DeviceMemory orphan = ctx.allocateAsync(1 << 20, s2);
            s2.memsetD8(orphan, 0, (byte) 1, 1 << 20);
            s2.close();
            assertDoesNotThrow(orphan::close);
        }
    }

    // ---- threads ----

    @Test
    void manyThreadsShareTheContextEachWithItsOwnStream() throws Exception {
        CudaFunction fill = smoke.function("smoke_fill_u32");
        int n = 1 << 16;
        int iterations = 40;
        List<Callable<Void>> jobs = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            int id = t;
            jobs.add(() -> {
                KernelArgs args = fill.newArgs();
                try (CudaStream s = ctx.createStream(); PinnedMemory h = ctx.allocatePinned(4L * n)) {
                    for (int it = 0; it < iterations; it++) {
                        int value = id * 1_000_000 + it * 1000;
                        try (DeviceMemory d = (it % 2 == 0) ? ctx.allocateAsync(4L * n, s) : ctx.allocate(4L * n)) {
                            fill.launch(s, 64, 256, 0, args.clear().ptr(d).i32(value).i64(n));
                            s.copyDeviceToHost(h.segment(), d, 0, 4L * n);
                            s.synchronize();
                        }
                        for (int i = 0; i < n; i += 997) {
                            assertEquals(value + i, h.segment().getAtIndex(JAVA_INT, i), "thread " + id);
                        }
                        assertEquals(value + n - 1, h.segment().getAtIndex(JAVA_INT, n - 1), "thread " + id);
                    }
                }
                return null;
            });
        }
        // four platform threads, two virtual threads (which may change carrier between calls)
        try (ExecutorService platform = Executors.newFixedThreadPool(4);
             ExecutorService virtual = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Void>> futures = new ArrayList<>();
            for (int t = 0; t < jobs.size(); t++) futures.add((t < 4 ? platform : virtual).submit(jobs.get(t)));
            for (Future<Void> f : futures) f.get(100, TimeUnit.SECONDS);
        }
    }
}
