package dev.samplesort.cuda;

import java.lang.foreign.MemorySegment;
import java.util.Objects;

/** Argument checks shared by the binding; all of them run before any native call. */
final class Checks {
    private Checks() {}

    /** {@code seg} must be a native (off-heap) segment holding at least {@code bytes} bytes. */
    static void hostSource(MemorySegment seg, long bytes, String what) {
        requireNative(seg, what);
        Objects.checkFromIndexSize(0, bytes, seg.byteSize());
    }

    /** As {@link #hostSource}, and writable. */
    static void hostDestination(MemorySegment seg, long bytes, String what) {
        hostSource(seg, bytes, what);
        if (seg.isReadOnly()) throw new IllegalArgumentException(what + " is a read-only segment");
    }

    static void requireNative(MemorySegment seg, String what) {
        Objects.requireNonNull(seg, what);
        if (!seg.isNative()) {
            throw new IllegalArgumentException(what + " is a heap segment; CUDA copies need native (off-heap) memory: "
                    + "allocate it from an Arena, a PinnedMemory or a HostRegistration");
        }
    }

    static long nonNegative(long bytes, String what) {
        if (bytes < 0) throw new IllegalArgumentException(what + " must be >= 0: " + bytes);
        return bytes;
    }
}
