package dev.samplesort.gpu;

import dev.samplesort.Backend;
import dev.samplesort.BackendFailureException;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.spi.Configuration;
import dev.samplesort.spi.SortEngine;
import dev.samplesort.spi.SortJob;

/**
 * The GPU backend behind the public API: the engine seam's entry. Host memory takes {@link HostSort}'s path (copied
 * to the device, sorted there by {@link GpuSampleSort}, copied back; design: docs/END-TO-END.md) on a session of
 * the {@link SessionPool}, with the {@link GpuPolicy} that {@link Configuration} read from the system properties.
 *
 * Thread-safe: each sort borrows its own session (stream, pinned chunk buffers, kernel-argument buffer), so many
 * Java threads can sort at once and the GPU interleaves their streams. After a context-fatal CUDA error
 * {@link #unavailableReason()} says why, the GPU backend throws {@code BackendUnavailableException} and AUTO uses
 * the CPU (see {@link SessionPool}); the failure model of a sort is {@link HostSort}'s.
 */
public final class GpuEngine implements SortEngine {
    private static final GpuEngine INSTANCE = new GpuEngine(SessionPool.instance());

    private final SessionPool pool;

    private GpuEngine(SessionPool pool) { this.pool = pool; }

    /** @return the process's GPU engine */
    public static GpuEngine instance() { return INSTANCE; }

    /** The engine of one device's session pool: what {@link MultiGpuEngine} runs on one device (limits included). */
    static GpuEngine on(SessionPool pool) { return pool == INSTANCE.pool ? INSTANCE : new GpuEngine(pool); }

    @Override public String name() { return "gpu"; }

    @Override
    public String unavailableReason() {
        String p = pool.poisoned();
        return p != null ? p : GpuRuntime.unavailableReason();
    }

    /**
     * Every job shape runs on the GPU: multi-word keys and stable key-value jobs through {@link GpuWordsSort} (the
     * row index breaks ties), the rest through the one-word sample sort.
     */
    @Override
    public String refusal(SortJob job) {
        return null;
    }

    /**
     * Sorts the job's host memory on the GPU with the policy of this JVM's {@code samplesort.gpu.*} settings.
     *
     * @throws BackendUnavailableException when the job has no GPU path or no GPU is usable
     * @throws BackendFailureException     when the GPU sort failed; the job's memory is then unchanged
     * @throws IllegalArgumentException    when a {@code samplesort.gpu.*} setting does not parse
     */
    @Override
    public void sort(SortJob job) {
        GpuPolicy policy = Configuration.gpu();
        if (job.keys() instanceof SortJob.Keys.Words || (job.values() != null && job.stable())) {
            GpuWordsSort.sortHostJob(pool, job);
        } else {
            // Sorts beyond the device-memory limit (or the device) run out of core; see docs/OUT-OF-CORE.md.
            long limit = job.gpuMemoryLimit() > 0 ? job.gpuMemoryLimit() : policy.memoryLimit();
            if (OutOfCore.needed(job.count(), job.keyType(), job.valueType(), limit)) {
                outOfCore(job, policy, OutOfCore.budget(limit));
                return;
            }
            try {
                HostSort.sort(pool, policy, job.keySegment(), job.keyType(), job.valueSegment(), job.valueType(),
                        job.count(), job.order(), limit);
            } catch (BackendFailureException e) {
                // Without a limit the device's free memory decides: an in-core sort that did not fit (the
                // allocation fails before the upload, the data is unchanged) runs out of core in what is free.
                if (limit > 0 || !outOfMemory(e)) throw e;
                outOfCore(job, policy, OutOfCore.budget(0));
            }
        }
    }

    private void outOfCore(SortJob job, GpuPolicy policy, long budget) {
        OutOfCore.sort(pool, policy, job.keySegment(), job.keyType(), job.valueSegment(), job.valueType(),
                job.count(), job.order(), budget);
    }

    private static boolean outOfMemory(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof dev.samplesort.cuda.CudaException e
                    && e.code() == dev.samplesort.cuda.CudaException.OUT_OF_MEMORY) {
                return true;
            }
        }
        return false;
    }
}
