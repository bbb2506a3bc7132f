package dev.samplesort.internal;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * Large temporary host memory of one sort, freed together by {@link #close}: anonymous mappings
 * ({@link HostMapping}, transparent huge pages advised) where the platform has them, else (and for small pieces) a
 * shared arena's memory. Both read as zeros. Why: {@code Arena.allocate} zeroes on the calling thread — on the
 * 2-core development machine the 800 MB gather buffer of a 2^23-record gensort sort took 794 ms to allocate, half
 * of the whole sort — while a mapping is zeroed by the kernel page by page, on first touch, by the parallel passes
 * that write it anyway. Segments are accessible from any thread until {@link #close}; not thread-safe itself.
 */
public final class Scratch implements AutoCloseable {
    /** Below this a mapping's fixed costs (a system call, a huge page of slack) are not worth it. */
    private static final long MAP_MIN_BYTES = 1 << 20;

    private static final boolean MAPPINGS = probe();

    private final Arena arena = Arena.ofShared();
    private final List<HostMapping> mappings = new ArrayList<>();

    /**
     * {@code bytes} of zeroed memory, 8-byte aligned, valid until {@link #close}.
     *
     * @param bytes how much (0 or more)
     * @return the memory
     * @throws OutOfMemoryError when the host refuses
     */
    public MemorySegment allocate(long bytes) {
        if (!MAPPINGS || bytes < MAP_MIN_BYTES) return arena.allocate(bytes, 8);
        HostMapping m = HostMapping.map(bytes, true);
        mappings.add(m);
        return m.segment();
    }

    /** Frees everything; idempotent. No thread may use the segments afterwards. */
    @Override
    public void close() {
        RuntimeException failure = null;
        for (HostMapping m : mappings) {
            try {
                m.close();
            } catch (RuntimeException e) {
                failure = e;
            }
        }
        mappings.clear();
        if (arena.scope().isAlive()) arena.close();
        if (failure != null) throw failure;
    }

    /** Whether anonymous mappings work here (Linux, the C library's mmap reachable through FFM). */
    static boolean mappings() { return MAPPINGS; }

    private static boolean probe() {
        if (!System.getProperty("os.name", "").startsWith("Linux")) return false;
        try (HostMapping m = HostMapping.map(HostMapping.PAGE, false)) {
            m.segment().set(java.lang.foreign.ValueLayout.JAVA_BYTE, 0, (byte) 1);
            return true;
        } catch (Throwable t) {   // no mmap symbol, native access denied, a refused mapping: the arena path
            return false;
        }
    }
}
