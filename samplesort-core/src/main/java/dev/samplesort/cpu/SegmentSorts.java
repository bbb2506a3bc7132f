package dev.samplesort.cpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import java.lang.foreign.MemorySegment;

/** Dispatch of off-heap sorts to the generated SegmentSort classes. */
final class SegmentSorts {
    private SegmentSorts() {}

    static void sort(MemorySegment k, KeyType kt, long n, MemorySegment v, ValueType vt) {
        if (v == null) {
            switch (kt) {
                case INT -> SegmentSortInt.sort(k, n);
                case LONG -> SegmentSortLong.sort(k, n);
                case FLOAT -> SegmentSortFloat.sort(k, n);
                case DOUBLE -> SegmentSortDouble.sort(k, n);
            }
        } else if (vt == ValueType.INT) {
            switch (kt) {
                case INT -> SegmentSortIntInt.sort(k, v, n);
                case LONG -> SegmentSortLongInt.sort(k, v, n);
                case FLOAT -> SegmentSortFloatInt.sort(k, v, n);
                case DOUBLE -> SegmentSortDoubleInt.sort(k, v, n);
            }
        } else {
            switch (kt) {
                case INT -> SegmentSortIntLong.sort(k, v, n);
                case LONG -> SegmentSortLongLong.sort(k, v, n);
                case FLOAT -> SegmentSortFloatLong.sort(k, v, n);
                case DOUBLE -> SegmentSortDoubleLong.sort(k, v, n);
            }
        }
    }
}
