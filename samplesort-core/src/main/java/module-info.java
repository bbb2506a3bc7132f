/**
 * samplesort: the GPU sample sort of Leischner, Osipov and Sanders (2010) for Java — CUDA kernels driven through
 * the Foreign Function &amp; Memory API — with a pure-Java parallel sample sort when no GPU is usable.
 *
 * <p>Exported: {@code dev.samplesort} (the API: {@link dev.samplesort.SampleSort}, {@link dev.samplesort.Sorter},
 * {@link dev.samplesort.DeviceBuffer}, …) and {@code dev.samplesort.data} (deterministic test and benchmark inputs).
 * Everything else (the engine seam, the CPU and GPU backends, the CUDA driver binding, the tools' entry) is
 * internal. On the module path, run with {@code --enable-native-access=dev.samplesort} (on the class path:
 * {@code ALL-UNNAMED}): the GPU backend calls the CUDA driver through FFM.
 */
module dev.samplesort {
    // Optional: where no /proc/self/maps tells (not Linux), the CPU backend asks HotSpot's diagnostic MXBean whether
    // Arrays.sort is the SIMD intrinsic; without the module it assumes yes on x86-64 (CpuPolicy.JDK_SIMD_SORT).
    // Runtime images without it stay small.
    requires static jdk.management;

    exports dev.samplesort;
    exports dev.samplesort.data;
}
