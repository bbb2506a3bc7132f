package dev.samplesort.gpu;

import dev.samplesort.cuda.CudaFunction;
import dev.samplesort.cuda.CudaModule;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The kernels of the fatbin, looked up by name once and cached, each with the dynamic shared memory it needs (read
 * from the {@code <name>_smem} constant the kernel source exports) and the block size it was compiled for
 * ({@link KernelContract}, checked against the fatbin at load). Thread-safe.
 */
final class Kernels {
    /** A kernel ready to launch. */
    record Kernel(CudaFunction fn, int threads, int smem, int residentGrid) {}

    private final CudaModule module;
    private final int smCount;
    private final ConcurrentHashMap<String, Kernel> cache = new ConcurrentHashMap<>();

    Kernels(CudaModule module, int smCount) {
        this.module = module;
        this.smCount = smCount;
    }

    /** The kernel {@code name} launched with {@code threads} threads; {@code hasSmem}: it exports {@code name_smem}. */
    Kernel get(String name, int threads, boolean hasSmem) {
        Kernel k = cache.get(name);
        if (k != null) return k;
        return cache.computeIfAbsent(name, n -> {
            CudaFunction fn = module.function(n);
            int smem = hasSmem ? module.globalInt(n + "_smem") : 0;
            if (smem > 0) fn.setMaxDynamicSharedMemory(smem);  // static shared memory counts towards 48 KB too
            int perSm = Math.max(1, fn.maxActiveBlocksPerMultiprocessor(threads, smem));
            return new Kernel(fn, threads, smem, perSm * smCount);
        });
    }

    Kernel sample(String u, int logK) {
        return get("ss_sample_" + u + "_k" + logK, KernelContract.sampleThreads(logK), true);
    }

    /** The light sample kernel (a = 4 or 8) for {@code logK}; exists where {@link KernelContract#lightSampleThreads} > 0. */
    Kernel sampleLight(String u, int logK) {
        return get("ss_sample_light_" + u + "_k" + logK, KernelContract.lightSampleThreads(logK), true);
    }

    Kernel count(String u, int logK) { return get("ss_count_" + u + "_k" + logK, KernelContract.DIST_T, true); }

    Kernel scatter(String u, String v, int logK) {
        return get("ss_scatter_" + u + "_" + v + "_k" + logK, KernelContract.DIST_T, true);
    }

    /** The stable scatter (equal keys keep their input order): keys with values only. */
    Kernel scatterStable(String u, String v, int logK) {
        if ("none".equals(v)) throw new IllegalArgumentException("no stable scatter without values");
        return get("ss_scatter_stable_" + u + "_" + v + "_k" + logK, KernelContract.DIST_T, true);
    }

    /**
     * The multi-GPU exchange level's scatter, which writes each bucket through a per-bucket base into its
     * destination GPU's receive buffer; compiled for {@link #REMOTE_SCATTER_LOGK} only.
     */
    Kernel scatterRemote(String u, String v, int logK) {
        if (logK != REMOTE_SCATTER_LOGK) throw new IllegalArgumentException("no remote scatter for K = 2^" + logK);
        return get("ss_scatter_remote_" + u + "_" + v + "_k" + logK, KernelContract.DIST_T, true);
    }

    /** log2 K of the remote scatter kernels (samplesort.cu): the exchange level's K up to 16 GPUs. */
    static final int REMOTE_SCATTER_LOGK = 8;

    /** Bucket-sort kernel {@code index} of {@link KernelContract#BSORT_SHAPES}. */
    Kernel bucketSort(String u, String v, int index) {
        return get("ss_bsort_" + u + "_" + v + "_c" + index, KernelContract.BSORT_SHAPES[index][0], true);
    }

    Kernel copy(String u, String v) { return get("ss_copy_" + u + "_" + v, KernelContract.COPY_T, false); }

    Kernel plan() { return get("ss_plan", KernelContract.PLAN_T, false); }

    /** Scan and plan of a level with a small histogram, in one block. */
    Kernel scanPlan() { return get("ss_scan_plan", KernelContract.SCAN_PLAN_T, false); }

    Kernel scanReduce() { return get("ss_scan_reduce", KernelContract.SCAN_T, false); }

    Kernel scanPartials() { return get("ss_scan_partials", KernelContract.SCAN_PARTIAL_T, false); }

    Kernel scanDown() { return get("ss_scan_down", KernelContract.SCAN_T, false); }
}
