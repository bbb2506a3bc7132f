package dev.samplesort.cpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import java.lang.foreign.MemorySegment;

/** Dispatch of off-heap sorts to the generated SegmentSort classes. */
final class SegmentSorts {
    private SegmentSorts() {}

    static void sort(MemorySegment k, KeyType kt, long n, MemorySegment v, ValueType vt) {
        throw new UnsupportedOperationException("todo");
    }
}
