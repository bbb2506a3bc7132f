// CUB baselines for the samplesort benchmark harness (benchmark only; not part of the library).
//
// Every function sorts n device-resident elements with CUB and follows CUB's two-phase temp-storage protocol:
//   call with d_temp == NULL -> *temp_bytes receives the scratch size needed, nothing is sorted;
//   call with d_temp != NULL -> sorts keys_in (+ vals_in) into keys_out (+ vals_out) on `stream`, asynchronously.
// Return value: a cudaError_t as int (0 = cudaSuccess). `stream` is a CUstream from the driver API (or NULL for the
// legacy default stream); the runtime accepts it as a cudaStream_t. Key-only functions ignore d_vals_in/d_vals_out.
//
// Key types match Java's order: i32 = Java int (signed), i64 = Java long (signed), f32/f64 = float/double.
// Floating point: radix sort orders by CUB's bit transform (-0.0 and +0.0 compare equal), merge sort uses `<`;
// both agree with Java's total order (Float.compare / Double.compare) for inputs without NaN and without -0.0,
// which is what samplesort's DataGenerator produces. kv32 = int keys + int values, kv64 = long keys + long values.
//
// Build: bash src/bench/cuda/build.sh OUTDIR   ->  OUTDIR/libcubss.so
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_merge_sort.cuh>
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>

namespace {

struct Less {
    template <typename T>
    __host__ __device__ __forceinline__ bool operator()(const T& a, const T& b) const { return a < b; }
};

template <typename K>
int radix_keys(void* ki, void* ko, long long n, void* tmp, size_t* bytes, void* stream) {
    cudaError_t e = cub::DeviceRadixSort::SortKeys(tmp, *bytes, static_cast<const K*>(ki), static_cast<K*>(ko),
                                                   static_cast<int64_t>(n), 0, int(sizeof(K) * 8),
                                                   static_cast<cudaStream_t>(stream));
    return static_cast<int>(e);
}

template <typename K, typename V>
int radix_pairs(void* ki, void* ko, void* vi, void* vo, long long n, void* tmp, size_t* bytes, void* stream) {
    cudaError_t e = cub::DeviceRadixSort::SortPairs(tmp, *bytes, static_cast<const K*>(ki), static_cast<K*>(ko),
                                                    static_cast<const V*>(vi), static_cast<V*>(vo),
                                                    static_cast<int64_t>(n), 0, int(sizeof(K) * 8),
                                                    static_cast<cudaStream_t>(stream));
    return static_cast<int>(e);
}

template <typename K>
int merge_keys(void* ki, void* ko, long long n, void* tmp, size_t* bytes, void* stream) {
    cudaError_t e = cub::DeviceMergeSort::SortKeysCopy(tmp, *bytes, static_cast<const K*>(ki), static_cast<K*>(ko),
                                                       static_cast<int64_t>(n), Less{},
                                                       static_cast<cudaStream_t>(stream));
    return static_cast<int>(e);
}

template <typename K, typename V>
int merge_pairs(void* ki, void* ko, void* vi, void* vo, long long n, void* tmp, size_t* bytes, void* stream) {
    cudaError_t e = cub::DeviceMergeSort::SortPairsCopy(tmp, *bytes, static_cast<const K*>(ki),
                                                        static_cast<const V*>(vi), static_cast<K*>(ko),
                                                        static_cast<V*>(vo), static_cast<int64_t>(n), Less{},
                                                        static_cast<cudaStream_t>(stream));
    return static_cast<int>(e);
}

}  // namespace

#define CUBSS_KEYS(NAME, FN, K)                                                                                  \
    extern "C" int NAME(void* ki, void* ko, void* vi, void* vo, long long n, void* tmp, size_t* bytes,        \
                        void* stream) {                                                                        \
        (void)vi; (void)vo;                                                                                    \
        return FN<K>(ki, ko, n, tmp, bytes, stream);                                                           \
    }
#define CUBSS_PAIRS(NAME, FN, K, V)                                                                              \
    extern "C" int NAME(void* ki, void* ko, void* vi, void* vo, long long n, void* tmp, size_t* bytes,        \
                        void* stream) {                                                                        \
        return FN<K, V>(ki, ko, vi, vo, n, tmp, bytes, stream);                                                \
    }

CUBSS_KEYS(cubss_radix_i32, radix_keys, int32_t)
CUBSS_KEYS(cubss_radix_f32, radix_keys, float)
CUBSS_KEYS(cubss_radix_i64, radix_keys, int64_t)
CUBSS_KEYS(cubss_radix_f64, radix_keys, double)
CUBSS_PAIRS(cubss_radix_kv32, radix_pairs, int32_t, int32_t)
CUBSS_PAIRS(cubss_radix_kv64, radix_pairs, int64_t, int64_t)

CUBSS_KEYS(cubss_merge_i32, merge_keys, int32_t)
CUBSS_KEYS(cubss_merge_f32, merge_keys, float)
CUBSS_KEYS(cubss_merge_i64, merge_keys, int64_t)
CUBSS_KEYS(cubss_merge_f64, merge_keys, double)
CUBSS_PAIRS(cubss_merge_kv32, merge_pairs, int32_t, int32_t)
CUBSS_PAIRS(cubss_merge_kv64, merge_pairs, int64_t, int64_t)

// ---- small runtime helpers so the Java harness can drive this library without a second CUDA binding ----------

/** Version of this library's ABI (bump on signature changes). */
extern "C" int cubss_abi_version(void) { return 1; }

extern "C" int cubss_malloc(void** p, size_t bytes) { return static_cast<int>(cudaMalloc(p, bytes)); }

extern "C" int cubss_free(void* p) { return static_cast<int>(cudaFree(p)); }

/** kind: 1 = host to device, 2 = device to host, 3 = device to device (cudaMemcpyKind); synchronous. */
extern "C" int cubss_memcpy(void* dst, const void* src, size_t bytes, int kind) {
    return static_cast<int>(cudaMemcpy(dst, src, bytes, static_cast<cudaMemcpyKind>(kind)));
}

extern "C" int cubss_device_sync(void) { return static_cast<int>(cudaDeviceSynchronize()); }

extern "C" int cubss_stream_create(void** s) {
    return static_cast<int>(cudaStreamCreateWithFlags(reinterpret_cast<cudaStream_t*>(s), cudaStreamNonBlocking));
}

extern "C" int cubss_stream_destroy(void* s) { return static_cast<int>(cudaStreamDestroy(static_cast<cudaStream_t>(s))); }

/**
 * Times one call of fn on `stream` with CUDA events; *ms receives the elapsed milliseconds. fn is one of the sort
 * functions above (d_temp must already be allocated with enough bytes).
 */
typedef int (*cubss_sort_fn)(void*, void*, void*, void*, long long, void*, size_t*, void*);
extern "C" int cubss_time_sort(cubss_sort_fn fn, void* ki, void* ko, void* vi, void* vo, long long n, void* tmp,
                               size_t* bytes, void* stream, float* ms) {
    cudaStream_t s = static_cast<cudaStream_t>(stream);
    cudaEvent_t a, b;
    cudaError_t e = cudaEventCreate(&a);
    if (e != cudaSuccess) return static_cast<int>(e);
    e = cudaEventCreate(&b);
    if (e != cudaSuccess) { cudaEventDestroy(a); return static_cast<int>(e); }
    int r = static_cast<int>(cudaEventRecord(a, s));
    if (r == 0) r = fn(ki, ko, vi, vo, n, tmp, bytes, stream);
    if (r == 0) r = static_cast<int>(cudaEventRecord(b, s));
    if (r == 0) r = static_cast<int>(cudaEventSynchronize(b));
    if (r == 0) r = static_cast<int>(cudaEventElapsedTime(ms, a, b));
    cudaEventDestroy(a);
    cudaEventDestroy(b);
    return r;
}

/** Human-readable text of a cudaError_t; static storage. */
extern "C" const char* cubss_error_string(int e) { return cudaGetErrorString(static_cast<cudaError_t>(e)); }

/** Number of CUDA devices (0 when none; returns the error code negated on failure). */
extern "C" int cubss_device_count(void) {
    int c = 0;
    cudaError_t e = cudaGetDeviceCount(&c);
    return e == cudaSuccess ? c : -static_cast<int>(e);
}

/** Name of device 0 into buf (NUL-terminated, at most len bytes). Returns a cudaError_t as int. */
extern "C" int cubss_device_name(char* buf, int len) {
    cudaDeviceProp p;
    cudaError_t e = cudaGetDeviceProperties(&p, 0);
    if (e != cudaSuccess) return static_cast<int>(e);
    snprintf(buf, static_cast<size_t>(len), "%s (%d SMs, sm_%d%d)", p.name, p.multiProcessorCount, p.major, p.minor);
    return 0;
}
