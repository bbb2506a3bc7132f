package dev.samplesort.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * {@link Scratch}: zeroed, aligned, usable from other threads, freed or kept by close; reusable memory (and, with
 * mappings, small pieces) is kept by close and handed to a later Scratch of about the same size, never to two at once.
 */
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
            if (!Scratch.mappings()) {
                assertThrows(IllegalStateException.class, () -> small.get(ValueLayout.JAVA_BYTE, 0), "arena freed");
            }
        }
        if (Scratch.mappings()) {
            // small pieces come from the kept mappings: the next Scratch's piece reads as zeros again, though the
            // last one wrote it
            try (Scratch s = new Scratch()) {
                MemorySegment again = s.allocate(1000);
                assertTrue(LongStream.range(0, 125).allMatch(i -> again.getAtIndex(ValueLayout.JAVA_LONG, i) == 0),
                        "a kept piece handed out zeroed");
            }
        }
    }

    @Test
    void reusableMappingsAreKeptAndHandedOutOnceAtATime() {
        if (!Scratch.mappings()) {
            System.out.println("ScratchTest: no anonymous mappings: reusable memory is plain scratch memory");
            return;
        }
        long bytes = (16L << 20) + 40;
        long first;
        try (Scratch s = new Scratch()) {
            MemorySegment m = s.reusable(bytes);
            assertEquals(bytes, m.byteSize());
            assertEquals(0, m.address() % 8);
            m.fill((byte) 7);   // the next user may find this, or zeros if the kernel took the pages
            first = m.address();
        }
        try (Scratch a = new Scratch(); Scratch b = new Scratch()) {
            MemorySegment x = a.reusable(bytes - 1), y = b.reusable(bytes);
            assertEquals(first, x.address(), "the kept mapping serves a sort of about its size");
            assertTrue(y.address() != x.address(), "never two at once");
            byte v = x.get(ValueLayout.JAVA_BYTE, 0);
            assertTrue(v == 7 || v == 0, "kept contents or the kernel's zeros: " + v);
            x.fill((byte) 1);
            y.fill((byte) 2);
            assertEquals(1, x.get(ValueLayout.JAVA_BYTE, bytes - 2));
        }
        try (Scratch s = new Scratch()) {
            // four times smaller: not handed the kept (larger) mappings
            MemorySegment z = s.reusable(bytes / 4);
            assertTrue(z.address() != first);
        }
    }

    /**
     * Small reusable pieces (below the 1 MiB where plain allocation takes the arena) are kept too, so that a later
     * sort needs no arena; kept below 64 MiB they stay resident: the contents a sort left are there for the next
     * (nothing advised them free).
     */
    @Test
    void smallReusablePiecesAreKeptResident() {
        if (!Scratch.mappings()) {
            System.out.println("ScratchTest: no anonymous mappings: small pieces come from the arena");
            return;
        }
        long bytes = 48_000;
        long first;
        try (Scratch s = new Scratch()) {
            MemorySegment m = s.reusable(bytes);
            assertEquals(bytes, m.byteSize());
            assertEquals(0, m.address() % 8);
            m.fill((byte) 9);
            first = m.address();
        }
        try (Scratch s = new Scratch()) {
            MemorySegment m = s.reusable(bytes);
            assertEquals(first, m.address(), "the kept piece serves the next sort");
            assertEquals(9, m.get(ValueLayout.JAVA_BYTE, bytes - 1), "resident: the contents as left");
        }
        assertTrue(Scratch.residentMappedBytes() >= 0);
    }
}
