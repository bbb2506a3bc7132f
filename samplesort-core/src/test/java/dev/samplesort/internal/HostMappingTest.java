package dev.samplesort.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The out-of-core staging memory ({@link HostMapping}): no GPU needed. The pre-fault tests hold on every kernel: where
 * {@code MADV_POPULATE_WRITE} is refused (before Linux 5.14) they print why and check that nothing changed instead
 * of checking that the pages became present ({@code mincore}).
 */
@SuppressWarnings("restricted")
public class HostMappingTest {
    private static final MethodHandle MINCORE = Linker.nativeLinker().downcallHandle(
            Linker.nativeLinker().defaultLookup().find("mincore").orElseThrow(),
            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG,
                    ValueLayout.ADDRESS));

    /** Pages of {@code [offset, offset + bytes)} of {@code m} that are resident (the start rounded down to a page). */
    public static long residentPages(HostMapping m, long offset, long bytes) {
        long from = (m.segment().address() + offset) & -HostMapping.PAGE;
        long len = m.segment().address() + offset + bytes - from;
        long pages = (len + HostMapping.PAGE - 1) / HostMapping.PAGE;
        try (Arena a = Arena.ofConfined()) {
            MemorySegment vec = a.allocate(pages);
            int rc = (int) MINCORE.invokeExact(MemorySegment.ofAddress(from), len, vec);
            assertEquals(0, rc, "mincore");
            long resident = 0;
            for (long i = 0; i < pages; i++) resident += vec.get(ValueLayout.JAVA_BYTE, i) & 1;
            return resident;
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** Whether this kernel takes {@code MADV_POPULATE_WRITE}; prints why not when it does not. */
    public static boolean populateSupported() {
        try (HostMapping m = HostMapping.map(HostMapping.PAGE, false)) {
            boolean ok = m.prefault(0, HostMapping.PAGE);
            if (!ok) {
                System.out.println("HostMappingTest: the kernel (" + System.getProperty("os.name") + " "
                        + System.getProperty("os.version") + ") refuses madvise(MADV_POPULATE_WRITE) (EINVAL, needs "
                        + "Linux 5.14): pre-faulting is off there; checking that refusing changes nothing");
            }
            return ok;
        }
    }

    private static long pattern(long i) { return i * 0x9E3779B97F4A7C15L + 7; }

    /** Asserts that the longs {@code [from, to)} of {@code s} hold {@code pattern(i)} (or 0: not {@code written}). */
    private static void assertWords(MemorySegment s, long from, long to, boolean written) {
        for (long i = from; i < to; i++) {
            long want = written ? pattern(i) : 0, got = s.getAtIndex(ValueLayout.JAVA_LONG, i);
            if (got != want) assertEquals(want, got, "long " + i);
        }
    }

    @ParameterizedTest(name = "hugePages={0}")
    @ValueSource(booleans = {true, false})
    void mapsZeroedMemoryUsableFromAnyThread(boolean huge) {
        long bytes = (24L << 20) + 8;   // not a multiple of a huge page
        try (HostMapping m = HostMapping.map(bytes, huge)) {
            MemorySegment s = m.segment();
            assertEquals(bytes, s.byteSize());
            assertEquals(0, s.address() % (2L << 20), "starts on a huge-page boundary");
            if (!huge) assertTrue(!m.hugePages());
            assertEquals(0L, s.get(ValueLayout.JAVA_LONG, 0));
            assertEquals(0L, s.get(ValueLayout.JAVA_LONG, bytes - 8));
            // touched by several threads at once, as the out-of-core copies do
            long words = bytes / 8;
            IntStream.range(0, 8).parallel().forEach(t -> {
                for (long i = t; i < words; i += 8) s.setAtIndex(ValueLayout.JAVA_LONG, i, i * 31 + 7);
            });
            for (long i = 0; i < words; i += 4099) assertEquals(i * 31 + 7, s.getAtIndex(ValueLayout.JAVA_LONG, i));
            assertEquals((words - 1) * 31 + 7, s.getAtIndex(ValueLayout.JAVA_LONG, words - 1));
            m.close();
            m.close();   // idempotent
        }
    }

    @Test
    void rejectsEmptyAndImpossibleMappings() {
        assertThrows(IllegalArgumentException.class, () -> HostMapping.map(0, true));
        assertThrows(IllegalArgumentException.class, () -> HostMapping.map(-5, false));
        // more than any address space: the kernel refuses, and the failure names the size
        OutOfMemoryError e = assertThrows(OutOfMemoryError.class, () -> HostMapping.map(1L << 62, false));
        assertTrue(e.getMessage().contains(Long.toString(1L << 62)), e.getMessage());
    }

    @ParameterizedTest(name = "hugePages={0}")
    @ValueSource(booleans = {true, false})
    void prefaultKeepsWhatIsWritten(boolean huge) {
        boolean supported = populateSupported();
        long bytes = (24L << 20) + 8;
        try (HostMapping m = HostMapping.map(bytes, huge)) {
            MemorySegment s = m.segment();
            long written = ((10L << 20) + 128) / 8;   // the first 10 MiB and a bit: pages touched, one partly
            for (long i = 0; i < written; i++) s.setAtIndex(ValueLayout.JAVA_LONG, i, pattern(i));
            // overlapping the written part, unaligned at both ends
            assertEquals(supported, m.prefault((4L << 20) + 5, (16L << 20) + 77));
            assertEquals(supported, m.prefault(0, bytes));
            assertWords(s, 0, written, true);
            assertWords(s, written, bytes / 8, false);
            if (supported) assertEquals(bytes / HostMapping.PAGE + 1, residentPages(m, 0, bytes));
        }
    }

    @ParameterizedTest(name = "hugePages={0}")
    @ValueSource(booleans = {true, false})
    void prefaultOfAnUntouchedMappingMakesItsPagesPresent(boolean huge) {
        boolean supported = populateSupported();
        long bytes = 64L << 20;
        try (HostMapping m = HostMapping.map(bytes, huge)) {
            long pages = bytes / HostMapping.PAGE;
            assertEquals(0, residentPages(m, 0, bytes), "untouched");
            assertEquals(supported, m.prefault(0, bytes / 2));
            assertEquals(supported ? pages / 2 : 0, residentPages(m, 0, bytes / 2));
            if (!huge) assertEquals(0, residentPages(m, bytes / 2, bytes / 2), "the other half untouched");
            assertEquals(supported, m.prefault(0, bytes));   // half present already: the rest is faulted in
            assertEquals(supported ? pages : 0, residentPages(m, 0, bytes));
            MemorySegment s = m.segment();
            for (long i = 0; i < bytes; i += 4093) assertEquals(0, s.get(ValueLayout.JAVA_BYTE, i));
        }
    }

    @Test
    void prefaultOfTheTailPieceStaysInsideTheMapping() {
        boolean supported = populateSupported();
        // 3 huge pages, 2 pages and 100 bytes: the last piece ends inside a page, past which lies the spare huge page
        long bytes = (6L << 20) + 2 * HostMapping.PAGE + 100;
        for (boolean huge : new boolean[] {true, false}) {
            try (HostMapping m = HostMapping.map(bytes, huge)) {
                MemorySegment s = m.segment();
                s.set(ValueLayout.JAVA_BYTE, bytes - 1, (byte) 42);
                assertEquals(supported, m.prefault(6L << 20, bytes - (6L << 20)));   // the tail piece, from 2 MiB
                assertEquals(supported, m.prefault(bytes - 1, 1));
                assertEquals(supported, m.prefault(bytes - 3, 3));
                assertTrue(m.prefault(bytes, 0), "an empty range at the end");
                assertEquals(42, s.get(ValueLayout.JAVA_BYTE, bytes - 1));
                assertEquals(0, s.get(ValueLayout.JAVA_BYTE, bytes - 2));
                if (supported) assertEquals(3, residentPages(m, 6L << 20, bytes - (6L << 20)));
                assertThrows(IndexOutOfBoundsException.class, () -> m.prefault(bytes - 1, 2));
                assertThrows(IndexOutOfBoundsException.class, () -> m.prefault(-1, 2));
                assertThrows(IndexOutOfBoundsException.class, () -> m.prefault(0, -1));
            }
        }
    }

    @Test
    void refusedAdviceReturnsFalseAndChangesNothing() {
        try (HostMapping m = HostMapping.map(4L << 20, false)) {
            MemorySegment s = m.segment();
            // an advice no kernel knows: EINVAL, as MADV_POPULATE_WRITE before Linux 5.14
            assertFalse(m.advise(0, 4L << 20, 0x7FFF));
            assertEquals(0, residentPages(m, 0, 4L << 20), "nothing faulted in");
            s.set(ValueLayout.JAVA_LONG, 8, 77L);
            assertFalse(m.advise(0, 4L << 20, 0x7FFF));
            assertEquals(77L, s.get(ValueLayout.JAVA_LONG, 8));
            assertEquals(0L, s.get(ValueLayout.JAVA_LONG, 0));
            m.close();
            assertThrows(IllegalStateException.class, () -> m.prefault(0, HostMapping.PAGE), "closed");
        }
    }

    @Test
    void prefaultRacesSafelyWithWriters() throws InterruptedException {
        boolean supported = populateSupported();
        long bytes = 64L << 20, words = bytes / 8, piece = 2L << 20;
        try (HostMapping m = HostMapping.map(bytes, true)) {
            MemorySegment s = m.segment();
            AtomicBoolean refused = new AtomicBoolean();
            // four threads pre-fault the 2 MiB pieces from the front while four write every word from the front
            Thread[] ts = new Thread[8];
            for (int t = 0; t < 4; t++) {
                final int id = t;
                ts[t] = Thread.ofPlatform().start(() -> {
                    for (long off = id * piece; off < bytes; off += 4 * piece) {
                        if (!m.prefault(off, piece)) refused.set(true);
                    }
                });
                ts[4 + t] = Thread.ofPlatform().start(() -> {
                    for (long i = id; i < words; i += 4) s.setAtIndex(ValueLayout.JAVA_LONG, i, pattern(i));
                });
            }
            for (Thread t : ts) t.join();
            assertEquals(!supported, refused.get());
            assertWords(s, 0, words, true);
        }
    }
}
