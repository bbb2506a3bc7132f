package dev.samplesort.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.gpu.ChildClasspath;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Availability reporting and argument checks: runs everywhere, never needs a GPU. */
class CudaAvailabilityTest {
    private static final Pattern KNOWN_REASONS = Pattern.compile(
            "libcuda\\.so\\.1 not found"
                    + "|libcuda\\.so\\.1 lacks .+"
                    + "|cuInit failed: CUDA_ERROR_\\w+ \\(.+\\)"
                    + "|cuDeviceGetCount failed: CUDA_ERROR_\\w+ \\(.+\\)"
                    + "|no CUDA device"
                    + "|native access denied: .+");

    @Test
    void reasonIsConsistentAndNothingThrows() {
        String reason = Cuda.unavailableReason();
        boolean available = Cuda.isAvailable();
        System.out.println("[CudaAvailabilityTest] available=" + available + ", reason=" + reason
                + ", driverVersion=" + Cuda.driverVersion() + ", devices=" + Cuda.deviceCount());
        assertEquals(available, reason == null);
        assertEquals(reason, Cuda.unavailableReason(), "stable");
        if (available) {
            assertTrue(Cuda.deviceCount() >= 1);
            assertTrue(Cuda.driverVersion() > 0);
            return;
        }
        assertFalse(reason.isBlank());
        assertTrue(KNOWN_REASONS.matcher(reason).matches(), "imprecise reason: " + reason);
        assertEquals(0, Cuda.deviceCount());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Cuda.device(0));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
        assertThrows(IllegalStateException.class, Cuda::defaultDevice);
    }

    @Test
    void withoutLibcudaTheReasonSaysSo() {
        if (Api.LOAD_ERROR == null || !Api.LOAD_ERROR.startsWith(Api.LIBRARY)) return;   // a driver is installed
        if (Api.LOAD_ERROR.contains(" lacks ")) return;
        assertEquals("libcuda.so.1 not found", Cuda.unavailableReason());
        assertFalse(Cuda.isAvailable());
        assertEquals(0, Cuda.driverVersion());
    }

    /**
     * A fresh JVM whose driver library is missing (named by {@code samplesort.cuda.library}, so the machine's own
     * driver does not matter) learns so from the library's lookup alone: the native linker, which cost that first
     * question 15-24 ms of its 29-35 (Api.Library), is never made. The child's class-loading log must not show the
     * linker's implementation, and its answer must name the library.
     */
    @Test
    void aMissingLibraryEndsTheProbeBeforeTheNativeLinker() throws Exception {
        String missing = "/nonexistent/samplesort-driver-probe/libcuda.so.1";
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-Xlog:class+load", "-Dsamplesort.cuda.library=" + missing,
                "-cp", ChildClasspath.of(Cuda.class, DriverProbe.class), DriverProbe.class.getName());
        Path log = Files.createTempFile("driver-probe", ".log");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            boolean finished = p.waitFor(60, TimeUnit.SECONDS);
            if (!finished) p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            String out = Files.readString(log, StandardCharsets.UTF_8);
            assertTrue(finished, "the probe did not finish in 60 s:\n" + out);
            assertEquals(0, p.exitValue(), out);
            assertTrue(out.contains("DRIVER-PROBE reason=" + missing + " not found"), out);
            assertTrue(out.contains("java.lang.foreign.SymbolLookup"), "no class-loading log:\n" + out);
            assertFalse(out.contains("jdk.internal.foreign.abi.AbstractLinker"),
                    "the native linker was made for a missing library");
        } finally {
            Files.deleteIfExists(log);
        }
    }

    @Test
    void defaultDeviceOrdinalProperty() {
        String old = System.getProperty(Cuda.DEVICE_PROPERTY);
        try {
            System.clearProperty(Cuda.DEVICE_PROPERTY);
            assertEquals(0, Cuda.defaultDeviceOrdinal());
            System.setProperty(Cuda.DEVICE_PROPERTY, " 3 ");
            assertEquals(3, Cuda.defaultDeviceOrdinal());
            System.setProperty(Cuda.DEVICE_PROPERTY, "gpu0");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, Cuda::defaultDeviceOrdinal);
            assertTrue(e.getMessage().contains("samplesort.device=gpu0"), e.getMessage());
        } finally {
            if (old == null) System.clearProperty(Cuda.DEVICE_PROPERTY);
            else System.setProperty(Cuda.DEVICE_PROPERTY, old);
        }
    }

    @Test
    void heapSegmentsAreRejected() {
        MemorySegment heap = MemorySegment.ofArray(new int[4]);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Checks.hostSource(heap, 16, "src"));
        assertTrue(e.getMessage().startsWith("src is a heap segment"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Checks.hostDestination(heap, 16, "dst"));
        assertThrows(NullPointerException.class, () -> Checks.requireNative(null, "src"));
    }

    @Test
    void hostRangesAreChecked() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment s = arena.allocate(64);
            Checks.hostSource(s, 64, "src");
            Checks.hostDestination(s, 0, "dst");
            assertThrows(IndexOutOfBoundsException.class, () -> Checks.hostSource(s, 65, "src"));
            assertThrows(IndexOutOfBoundsException.class, () -> Checks.hostSource(s, -1, "src"));
            assertThrows(IllegalArgumentException.class, () -> Checks.hostDestination(s.asReadOnly(), 8, "dst"));
            assertThrows(IllegalArgumentException.class, () -> Checks.nonNegative(-1, "bytes"));
        }
    }
}
