package dev.samplesort;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.Test;

/** Bad segments get a clear error naming the cause, before any backend runs. */
class SorterSegmentValidationTest {
    @Test
    void misalignedKeys() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment seg = a.allocate(8 * 10 + 4, 8).asSlice(4, 80);
            var x = assertThrows(IllegalArgumentException.class, () -> Sorter.cpu().sort(seg, KeyType.LONG));
            assertTrue(x.getMessage().contains("aligned"), x.getMessage());
        }
    }

    @Test
    void sizeNotAMultipleOfTheKey() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment seg = a.allocate(30, 8);
            var x = assertThrows(IllegalArgumentException.class, () -> Sorter.cpu().sort(seg, KeyType.LONG));
            assertTrue(x.getMessage().contains("multiple"), x.getMessage());
        }
    }

    @Test
    void readOnly() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment seg = a.allocate(80, 8).asReadOnly();
            var x = assertThrows(IllegalArgumentException.class, () -> Sorter.cpu().sort(seg, KeyType.INT));
            assertTrue(x.getMessage().contains("read-only"), x.getMessage());
        }
    }

    @Test
    void valuesOfTheWrongLength() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment k = a.allocate(80, 8), v = a.allocate(48, 8);  // 10 keys, 12 int values
            var x = assertThrows(IllegalArgumentException.class,
                    () -> Sorter.cpu().sort(k, KeyType.LONG, v, ValueType.INT));
            assertTrue(x.getMessage().contains("values segment"), x.getMessage());
        }
    }
}
