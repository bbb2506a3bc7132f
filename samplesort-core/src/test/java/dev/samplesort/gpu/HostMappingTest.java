package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The out-of-core staging memory ({@link HostMapping}): no GPU needed. */
class HostMappingTest {
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
}
