package dev.samplesort.cpu;

import dev.samplesort.spi.SortJob;

/**
 * The extra heap a sort of Java arrays needs on the CPU backend, checked before the array is touched. The array core
 * distributes out of place: it takes a buffer of n keys (and n values) and a 2-byte bucket oracle per element, so a
 * sort of n elements needs {@code n * (keyBytes + valueBytes + 2)} bytes of free heap on top of the arrays. When
 * the heap cannot hold that, the sort would fail with an {@link OutOfMemoryError} somewhere inside, possibly after
 * it started moving elements; this check fails first, with the figures and the fix.
 */
final class HeapNeed {
    private HeapNeed() {}

    /** The heap's maximum, read once: fixed for the JVM's life (-Xmx, or the default from the machine's memory). */
    private static final long MAX = Runtime.getRuntime().maxMemory();

    /** Below this many elements the buffers are small and cached; no check (and no cost). */
    static final long CHECK_FROM = 1 << 16;

    /**
     * @param job an array job (heap keys and values)
     * @throws OutOfMemoryError when the heap cannot hold the buffers; the arrays are untouched
     */
    static void require(SortJob job) {
        long n = job.count();
        if (n < CHECK_FROM) return;
        int kb = job.keyType().byteSize();
        int vb = job.values() == null ? 0 : job.valueType().byteSize();
        long need = n * (kb + vb + 2);
        // the heap not yet committed is free too (used <= committed): one native call where the heap has room to
        // grow, where the free heap took three (maximum, committed, free). Why: each call cost 1-3 us right after
        // the input was copied, and the three ~10 us of a sort that is one pass over sorted keys (2 cores, dev VM,
        // fifty-seventh session, the benchmark's `long` sorted 2^20 with Arrays.sort behind this API: 0.281 ms
        // against the JDK's 0.263 with the three calls, 0.264 against 0.256 without the check)
        if (need <= MAX - Runtime.getRuntime().totalMemory() || need <= free(false)) return;
        // garbage counts as used until collected: collect once before refusing (only on the way to a failure)
        long free = free(true);
        if (need <= free) return;
        throw new OutOfMemoryError(String.format(java.util.Locale.ROOT,
                "sorting %d %s%s on the heap (CPU backend) needs %d MiB of free heap for its buffers (n extra keys%s"
                        + " and 2 bytes per element), only %d MiB of the %d MiB maximum heap are free; the arrays are "
                        + "untouched. Raise the maximum heap (-Xmx%dm or more) or sort off-heap (MemorySegment), "
                        + "which needs no heap in proportion to n",
                n, job.keyType().name().toLowerCase(java.util.Locale.ROOT),
                vb == 0 ? " keys" : " keys with " + job.valueType().name().toLowerCase(java.util.Locale.ROOT)
                        + " values",
                mib(need), vb == 0 ? "" : " and n extra values", mib(free), mib(MAX),
                mib(MAX + need - free) + 1));
    }

    private static long mib(long bytes) { return (bytes + (1 << 20) - 1) >> 20; }

    private static long free(boolean collect) {
        Runtime rt = Runtime.getRuntime();
        if (collect) System.gc();
        return MAX - (rt.totalMemory() - rt.freeMemory());
    }
}
