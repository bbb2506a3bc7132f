package dev.samplesort.gpu;

/**
 * Lays named regions out one after another in one block of device memory, each at a multiple of {@link #ALIGN}
 * bytes (CUB's temporary-storage model: compute the layout first, allocate once, hand out slices). Offsets are
 * relative to the block; a region of 0 bytes takes no room. Used by {@link SortBuffers} and {@link LevelScratch}.
 */
final class Carving {
    /** Alignment of every region: the allocation granularity of the CUDA memory pools, and enough for any type. */
    static final long ALIGN = 256;
    private long end;

    /** The offset of a new region of {@code bytes} after all regions taken so far. */
    long take(long bytes) {
        if (bytes < 0) throw new IllegalArgumentException("negative region size " + bytes);
        long at = align(end);
        end = at + bytes;
        return at;
    }

    /** Bytes of the block: the end of the last region, rounded up to {@link #ALIGN}. */
    long size() { return align(end); }

    static long align(long x) { return (x + ALIGN - 1) / ALIGN * ALIGN; }
}
