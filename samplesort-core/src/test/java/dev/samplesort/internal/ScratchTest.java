package dev.samplesort.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** {@link Scratch}: zeroed, aligned, usable from other threads, freed by close (small pieces and mappings). */
class ScratchTest {
    @Test
    void piecesReadAsZerosAndWorkFromOtherThreads() {
        if (!Scratch.mappings()) {
            System.out.println("ScratchTest: no anonymous mappings on " + System.getProperty("os.name")
                    + ": every piece comes from the arena");
        }
        MemorySegment big;
        try (Scratch s = new Scratch()) {
            MemorySegment small = s.allocate(1000);
            big = s.allocate((8L << 20) + 24);
            assertEquals(1000, small.byteSize());
            assertEquals((8L << 20) + 24, big.byteSize());
            assertEquals(0, big.address() % 8);
            for (MemorySegment m : new MemorySegment[] {small, big}) {
                long words = m.byteSize() / 8;
                assertTrue(LongStream.range(0, words).parallel()
                        .allMatch(i -> m.getAtIndex(ValueLayout.JAVA_LONG, i) == 0), "zeros");
                LongStream.range(0, words).parallel().forEach(i -> m.setAtIndex(ValueLayout.JAVA_LONG, i, i));
                assertEquals(words - 1, m.getAtIndex(ValueLayout.JAVA_LONG, words - 1));
            }
            s.close();
            s.close();  // idempotent
            assertThrows(IllegalStateException.class, () -> small.get(ValueLayout.JAVA_BYTE, 0), "arena freed");
        }
    }
}
