// GPU sample sort (Leischner, Osipov, Sanders 2010), re-engineered for current GPUs.
// One translation unit, one fatbin: the phases live in their own headers, this file instantiates them for every
// key width (u32 serves int and float, u64 serves long and double — the kind is a run-time argument), value
// type and bucket count, under stable extern "C" names that dev.samplesort.gpu looks up. The dynamic shared
// memory each kernel needs is exported as a __device__ constant <kernel>_smem (read once by the host).
//
// Compile-time tuning lives here (threads x items of each kernel); the host policy
// (dev.samplesort.gpu.GpuPolicy) chooses among the instantiated variants at run time.
#include "common.cuh"
#include "sample.cuh"
#include "classify_count.cuh"
#include "scan.cuh"
#include "scatter.cuh"
#include "bucket_sort.cuh"
#include "words.cuh"

using namespace ss;
typedef unsigned char u8;

// Threads and elements per thread of the distribution kernels (count and scatter; docs/PERFORMANCE.md steps 11-12).
// 64-bit keys use tiles of 512 x 8: a bucket's run in a tile still fills whole 128-byte lines, with half the
// registers. The scatter of 32-bit keys with 32-bit values uses 512 x 12 (no spills at two blocks per SM). The
// count kernel serves keys with and without values; a block's counts do not depend on its tile size.
#define DIST_T 512
#define DIST_ITEMS_OF(U) (sizeof(U) == 4 ? 16 : 8)
#define DIST_SCATTER_ITEMS(U, V) (sizeof(U) == 4 && value_bytes<V>() == 4 ? 12 : DIST_ITEMS_OF(U))
// Two blocks per SM (at most 64 registers) where a thread's keys and values fit; one where they would spill (64-bit
// keys with values: 64 registers spilled and measured 15 % slower for long keys + int values).
#define DIST_MIN_BLOCKS(U, V, ITEMS) \
    (sizeof(U) * (ITEMS) <= 64 && value_bytes<V>() * (ITEMS) <= (sizeof(U) == 4 ? 64 : 0) ? 2 : 1)

// ---- Phase 1: sample (T x ITEMS = a*K) ----------------------------------------------------------------------
#define SAMPLE(UN, U, L, T, ITEMS)                                                                            \
    extern "C" __device__ const unsigned ss_sample_##UN##_k##L##_smem = SampleKernel<U, L, T, ITEMS>::SMEM;   \
    extern "C" __global__ void __launch_bounds__(T) ss_sample_##UN##_k##L(                                   \
        const U* src, int raw, int kind, const void* tab, u32 nseg, u32 nblk, u64 seed, U* tree, U* spl,     \
        u8* eq) {                                                                                             \
        SampleKernel<U, L, T, ITEMS>::run(src, raw, kind, tab, nseg, nblk, seed, tree, spl, eq);              \
    }

// ---- Phase 2: classify and count ----------------------------------------------------------------------------
#define COUNT(UN, U, L)                                                                                       \
    extern "C" __device__ const unsigned ss_count_##UN##_k##L##_smem =                                        \
        CountKernel<U, L, DIST_T, DIST_ITEMS_OF(U)>::SMEM;                                                    \
    extern "C" __global__ void __launch_bounds__(DIST_T, DIST_MIN_BLOCKS(U, NoValue, DIST_ITEMS_OF(U)))           \
        ss_count_##UN##_k##L(                                                                                 \
        const U* src, int raw, int kind, const void* tab, u32 nseg, u32 nblk, const U* tree, const U* spl,   \
        const u8* eq, u64* hist, u64* totals, u8* bids) {                                                     \
        CountKernel<U, L, DIST_T, DIST_ITEMS_OF(U)>::run(src, raw, kind, tab, nseg, nblk, tree, spl, eq, hist, \
                                                    totals, bids);                                            \
    }

// ---- Phase 4: scatter ---------------------------------------------------------------------------------------
#define SCATTER(UN, U, VN, V, L)                                                                              \
    extern "C" __device__ const unsigned ss_scatter_##UN##_##VN##_k##L##_smem =                               \
        ScatterKernel<U, V, L, DIST_T, DIST_SCATTER_ITEMS(U, V)>::SMEM;                                       \
    extern "C" __global__ void __launch_bounds__(DIST_T, DIST_MIN_BLOCKS(U, V, DIST_SCATTER_ITEMS(U, V)))     \
        ss_scatter_##UN##_##VN##_k##L(                                                                        \
        const U* src, U* dst, const V* vsrc, V* vdst, int raw, int kind, int staged, const void* tab,        \
        u32 nseg, u32 nblk, const U* tree, const U* spl, const u8* eq, const u64* scanned, const u8* bids) {  \
        ScatterKernel<U, V, L, DIST_T, DIST_SCATTER_ITEMS(U, V)>::run(src, dst, vsrc, vdst, raw, kind, staged, \
                                                                       tab, nseg, nblk, tree, spl, eq, scanned,   \
                                                                       bids);                                     \
    }

// ---- Phase 5: bucket sort (size classes) and copy -----------------------------------------------------------
#define BSORT(UN, U, VN, V, C, T, ITEMS)                                                                      \
    extern "C" __device__ const unsigned ss_bsort_##UN##_##VN##_c##C##_smem =                                 \
        BucketSortKernel<U, V, T, ITEMS>::SMEM;                                                               \
    extern "C" __global__ void __launch_bounds__(T) ss_bsort_##UN##_##VN##_c##C(                             \
        const Job* jobs, u32* counters, int list, U* a, U* b, V* va, V* vb, int raw, int kind) {              \
        BucketSortKernel<U, V, T, ITEMS>::run(jobs, counters, list, a, b, va, vb, raw, kind);                 \
    }
#define COPY(UN, U, VN, V)                                                                                    \
    extern "C" __global__ void __launch_bounds__(256) ss_copy_##UN##_##VN(                                   \
        const Job* jobs, u32* counters, U* a, const U* b, V* va, const V* vb, int kind) {                     \
        CopyKernel<U, V>::run(jobs, counters, a, b, va, vb, kind);                                            \
    }

// Bucket counts K = 2^L available to the host, with their sample shapes (a = T*ITEMS/K).
#define FOR_EACH_K(X, UN, U) \
    X(UN, U, 3, 64, 4)       \
    X(UN, U, 5, 128, 8)      \
    X(UN, U, 6, 256, 8)      \
    X(UN, U, 7, 256, 16)     \
    X(UN, U, 8, 512, 16)     \
    X(UN, U, 9, 512, 16)     \
    X(UN, U, 10, 1024, 16)

#define SAMPLE_AND_COUNT(UN, U, L, T, ITEMS) SAMPLE(UN, U, L, T, ITEMS) COUNT(UN, U, L)
#define SCATTERS(UN, U, L, T, ITEMS) \
    SCATTER(UN, U, none, NoValue, L) SCATTER(UN, U, u32, u32, L) SCATTER(UN, U, u64, u64, L)

// Size classes of the bucket sort: kernel c sorts up to T * ITEMS keys (GpuPolicy.CLASS_SHAPES mirrors this
// table; the policy picks which kernels serve as its size classes). ITEMS is odd: the merge rounds store and read
// thread t's items at t * ITEMS + i in shared memory, which an odd ITEMS spreads over all 32 banks (even ITEMS
// measured 10-33 % slower overall, docs/PERFORMANCE.md).
#define BSORTS(UN, U, VN, V)             \
    BSORT(UN, U, VN, V, 0, 128, 5)       \
    BSORT(UN, U, VN, V, 1, 256, 7)       \
    BSORT(UN, U, VN, V, 2, 512, 7)       \
    BSORT(UN, U, VN, V, 3, 512, 9)       \
    BSORT(UN, U, VN, V, 4, 512, 11)      \
    BSORT(UN, U, VN, V, 5, 512, 17)      \
    BSORT(UN, U, VN, V, 6, 256, 13)      \
    BSORT(UN, U, VN, V, 7, 256, 17)      \
    BSORT(UN, U, VN, V, 8, 256, 21)      \
    COPY(UN, U, VN, V)

FOR_EACH_K(SAMPLE_AND_COUNT, u32, u32)
FOR_EACH_K(SAMPLE_AND_COUNT, u64, u64)
FOR_EACH_K(SCATTERS, u32, u32)
FOR_EACH_K(SCATTERS, u64, u64)
BSORTS(u32, u32, none, NoValue)
BSORTS(u32, u32, u32, u32)
BSORTS(u32, u32, u64, u64)
BSORTS(u64, u64, none, NoValue)
BSORTS(u64, u64, u32, u32)
BSORTS(u64, u64, u64, u64)

// ---- Level plan: buckets -> sort jobs per size class, copy jobs, next-level segments -------------------------
extern "C" __global__ void __launch_bounds__(256) ss_plan(const void* tab, u32 nseg, u32 nblk, int logk,
                                                         const u64* scanned, const u64* totals, const u8* eq,
                                                         const u32* caps, u32 copy_chunk, u32 aux_flag, Job* lists,
                                                         u64 cap, u32* counters, u64* next) {
    plan_body(tab, nseg, nblk, logk, scanned, totals, eq, caps, copy_chunk, aux_flag, lists, cap, counters, next);
}

// ---- Phase 3: scan ------------------------------------------------------------------------------------------
extern "C" __global__ void __launch_bounds__(SCAN_T) ss_scan_reduce(const u64* data, u64 n, u64* partial) {
    scan_reduce(data, n, partial);
}
extern "C" __global__ void __launch_bounds__(SCAN_PARTIAL_T) ss_scan_partials(u64* partial, u32 tiles) {
    scan_partials(partial, tiles);
}
extern "C" __global__ void __launch_bounds__(SCAN_T) ss_scan_down(u64* data, u64 n, const u64* partial) {
    scan_down(data, n, partial);
}

// ---- Multi-word keys: refinement passes over the one-word sort (words.cuh, dev.samplesort.gpu.GpuWordsSort) ------
extern "C" __global__ void __launch_bounds__(256) ss_words_first(const u64* words, u32 w, u64 n, u64 flip, u64* key,
                                                                 u32* row) {
    words_first(words, w, n, flip, key, row);
}
extern "C" __global__ void __launch_bounds__(256) ss_words_from_u64(const u64* k, int kind, u64 n, u64* words) {
    words_from_keys(k, kind, n, words);
}
extern "C" __global__ void __launch_bounds__(256) ss_stable_pack32(const u32* k, int kind, u32 flip, u64 n,
                                                                   u64* packed) {
    stable_pack32(k, kind, flip, n, packed);
}
extern "C" __global__ void __launch_bounds__(256) ss_unpack_rows(const u64* packed, u64 n, u32* row) {
    unpack_rows(packed, n, row);
}
extern "C" __global__ void __launch_bounds__(WORDS_T) ss_words_count(const u64* key, u64 m, u64* tied_tiles,
                                                                     u64* start_tiles, unsigned long long* totals) {
    words_count(key, m, tied_tiles, start_tiles, totals);
}
extern "C" __global__ void __launch_bounds__(WORDS_T) ss_words_compact(
    const u64* key, const u32* pos, const u32* row, u64 m, const u64* tied_off, const u64* start_off,
    const u64* words, u32 w, u64 flip, int stable, u64 bitpos, u32 gb, u32* pos_out, u32* row_out, u64* key_out) {
    words_compact(key, pos, row, m, tied_off, start_off, words, w, flip, stable, bitpos, gb, pos_out, row_out,
                  key_out);
}
extern "C" __global__ void __launch_bounds__(256) ss_words_put_rows(const u32* pos, const u32* rowc, u64 m,
                                                                    u32* row) {
    words_put_rows(pos, rowc, m, row);
}
extern "C" __global__ void __launch_bounds__(256) ss_words_gather(const u64* words, u32 w, const u32* row, u64 n,
                                                                  u64* out) {
    words_gather(words, w, row, n, out);
}
extern "C" __global__ void __launch_bounds__(256) ss_gather_u32(const u32* src, const u32* row, u64 n, u32* out) {
    gather_by_row(src, row, n, out);
}
extern "C" __global__ void __launch_bounds__(256) ss_gather_u64(const u64* src, const u32* row, u64 n, u64* out) {
    gather_by_row(src, row, n, out);
}
