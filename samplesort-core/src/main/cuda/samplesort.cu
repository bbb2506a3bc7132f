// GPU sample sort (Leischner, Osipov, Sanders 2010), re-engineered for current GPUs.
// One translation unit, one fatbin: the phases live in their own headers, this file instantiates them for every
// key width (u32 serves int and float, u64 serves long and double — the kind is a run-time argument), value
// type and bucket count, under stable extern "C" names that dev.samplesort.gpu looks up. The dynamic shared
// memory each kernel needs is exported as a __device__ constant <kernel>_smem; the kernel contract (shapes,
// limits, counter and job layouts, key kinds, parameter-block layouts) as the ss_contract_* and ss_params_*
// arrays at the end. The host reads both once, at load (dev.samplesort.gpu.Kernels, KernelContract). The
// compile-time shapes live in contract.cuh; the host policy (dev.samplesort.gpu.GpuPolicy) chooses among the
// instantiated variants at run time.
//
// Every kernel takes one parameter, its phase's parameter block (contract.cuh), by value. A struct parameter
// changes ptxas's register allocation a little against positional parameters; per kernel family we kept the form
// whose ptxas report (target/kernels/nvcc.log) comes closest to the positional kernels of commit 0ad9b9f:
//  - __grid_constant__ (read in place from the parameter bank) reproduces sample, scan and plan exactly and trims
//    the copy kernels' registers;
//  - the plain by-value block keeps count (fewer spills on sm_90 than before), scatter (no spills; with
//    __grid_constant__ the 32-bit scatters spilled on sm_80) and the bucket sorts (no kernel of the default size
//    classes loses occupancy; with __grid_constant__ five did on sm_90).
// Spills left in the report (sm_90 only, all measured harmless): the 32-bit count and scatter kernels (4-88
// bytes, as with positional parameters), ss_scan_partials, and the 64-bit keys-only scatter with K = 1024 (8 bytes,
// since its tile loop is instantiated per order, scatter.cuh).
#include "contract.cuh"
#include "common.cuh"
#include "sample.cuh"
#include "classify_count.cuh"
#include "scan.cuh"
#include "scatter.cuh"
#include "bucket_sort.cuh"
#include "words.cuh"

using namespace ss;

// ---- Phase 1: sample (T x ITEMS = a*K) ----------------------------------------------------------------------
#define SAMPLE_KERNEL(NAME, U, L, T, ITEMS)                                                                   \
    extern "C" __device__ const unsigned NAME##_smem = SampleKernel<U, L, T, ITEMS>::SMEM;                   \
    extern "C" __global__ void __launch_bounds__(T) NAME(const __grid_constant__ SampleParams<U> p) {         \
        SampleKernel<U, L, T, ITEMS>::run(p.src, p.raw, p.kind, p.tables, p.nseg, p.nblk, p.seed, p.tree,    \
                                          p.spl, p.eq);                                                       \
    }
#define SAMPLE(UN, U, L, T, ITEMS) SAMPLE_KERNEL(ss_sample_##UN##_k##L, U, L, T, ITEMS)

// The light samples of a final level with room to spare (SS_SAMPLE_LIGHT_SHAPES): the same kernel, fewer keys.
#define SAMPLE_LIGHT_U32(L, T, ITEMS) SAMPLE_KERNEL(ss_sample_light_u32_k##L, u32, L, T, ITEMS)
#define SAMPLE_LIGHT_U64(L, T, ITEMS) SAMPLE_KERNEL(ss_sample_light_u64_k##L, u64, L, T, ITEMS)
SS_SAMPLE_LIGHT_SHAPES(SAMPLE_LIGHT_U32)
SS_SAMPLE_LIGHT_SHAPES(SAMPLE_LIGHT_U64)

// ---- Phase 2: classify and count ----------------------------------------------------------------------------
#define COUNT(UN, U, L)                                                                                       \
    extern "C" __device__ const unsigned ss_count_##UN##_k##L##_smem =                                        \
        CountKernel<U, L, DIST_T, dist_items(sizeof(U))>::SMEM;                                               \
    extern "C" __global__ void __launch_bounds__(DIST_T, dist_min_blocks(sizeof(U), 0, dist_items(sizeof(U)))) \
        ss_count_##UN##_k##L(const CountParams<U> p) {                                                        \
        CountKernel<U, L, DIST_T, dist_items(sizeof(U))>::run(p.src, p.raw, p.kind, p.tables, p.nseg, p.nblk,  \
                                                              p.tree, p.spl, p.eq, p.hist, p.totals, p.bids);  \
    }

// ---- Phase 4: scatter ---------------------------------------------------------------------------------------
#define SCATTER_ITEMS(U, V) scatter_items(sizeof(U), value_bytes<V>())
#define SCATTER(UN, U, VN, V, L)                                                                              \
    extern "C" __device__ const unsigned ss_scatter_##UN##_##VN##_k##L##_smem =                               \
        ScatterKernel<U, V, L, DIST_T, SCATTER_ITEMS(U, V)>::SMEM;                                            \
    extern "C" __global__ void __launch_bounds__(DIST_T,                                                      \
                                                 dist_min_blocks(sizeof(U), value_bytes<V>(), SCATTER_ITEMS(U, V))) \
        ss_scatter_##UN##_##VN##_k##L(const ScatterParams<U, V> p) {                                         \
        ScatterKernel<U, V, L, DIST_T, SCATTER_ITEMS(U, V)>::run(p.src, p.dst, p.vsrc, p.vdst, p.raw, p.kind,  \
                                                                 p.staged, p.tables, p.nseg, p.nblk, p.tree,   \
                                                                 p.spl, p.eq, p.scanned, p.bids);              \
    }

// The stable scatter (scatter.cuh, STABLE) of stable key-value sorts: keys with values only, every bucket count.
#define SCATTER_STABLE(UN, U, VN, V, L)                                                                       \
    extern "C" __device__ const unsigned ss_scatter_stable_##UN##_##VN##_k##L##_smem =                        \
        ScatterKernel<U, V, L, DIST_T, SCATTER_ITEMS(U, V), false, true>::SMEM;                               \
    extern "C" __global__ void __launch_bounds__(DIST_T,                                                      \
                                                 dist_min_blocks(sizeof(U), value_bytes<V>(), SCATTER_ITEMS(U, V))) \
        ss_scatter_stable_##UN##_##VN##_k##L(const ScatterParams<U, V> p) {                                  \
        ScatterKernel<U, V, L, DIST_T, SCATTER_ITEMS(U, V), false, true>::run(                                \
            p.src, p.dst, p.vsrc, p.vdst, p.raw, p.kind, p.staged, p.tables, p.nseg, p.nblk, p.tree, p.spl, p.eq, \
            p.scanned, p.bids);                                                                               \
    }
// The multi-GPU exchange level's scatter (MultiGpuSort): writes each bucket straight into its destination GPU's
// receive buffer through the per-bucket bases kout/vout. Only K = 256, the exchange level's K up to 16 GPUs.
#define SCATTER_REMOTE(UN, U, VN, V, L)                                                                       \
    extern "C" __device__ const unsigned ss_scatter_remote_##UN##_##VN##_k##L##_smem =                        \
        ScatterKernel<U, V, L, DIST_T, SCATTER_ITEMS(U, V), true>::SMEM;                                      \
    extern "C" __global__ void __launch_bounds__(DIST_T,                                                      \
                                                 dist_min_blocks(sizeof(U), value_bytes<V>(), SCATTER_ITEMS(U, V))) \
        ss_scatter_remote_##UN##_##VN##_k##L(const ScatterParams<U, V> p) {                                  \
        ScatterKernel<U, V, L, DIST_T, SCATTER_ITEMS(U, V), true>::run(                                       \
            p.src, p.dst, p.vsrc, p.vdst, p.raw, p.kind, p.staged, p.tables, p.nseg, p.nblk, p.tree, p.spl, p.eq, \
            p.scanned, p.bids, p.kout, p.vout);                                                               \
    }
SCATTER_REMOTE(u32, u32, none, NoValue, 8) SCATTER_REMOTE(u32, u32, u32, u32, 8) SCATTER_REMOTE(u32, u32, u64, u64, 8)
SCATTER_REMOTE(u64, u64, none, NoValue, 8) SCATTER_REMOTE(u64, u64, u32, u32, 8) SCATTER_REMOTE(u64, u64, u64, u64, 8)

// ---- Phase 5: bucket sort (size classes) and copy -----------------------------------------------------------
#define BSORT(UN, U, VN, V, C, T, ITEMS)                                                                      \
    extern "C" __device__ const unsigned ss_bsort_##UN##_##VN##_c##C##_smem =                                 \
        BucketSortKernel<U, V, T, ITEMS>::SMEM;                                                               \
    extern "C" __global__ void __launch_bounds__(T)                                                           \
        ss_bsort_##UN##_##VN##_c##C(const BucketSortParams<U, V> p) {                                         \
        BucketSortKernel<U, V, T, ITEMS>::run(p.jobs, p.counters, p.list, p.a, p.b, p.va, p.vb, p.raw, p.kind); \
    }
#define COPY(UN, U, VN, V)                                                                                    \
    extern "C" __global__ void __launch_bounds__(COPY_T)                                                      \
        ss_copy_##UN##_##VN(const __grid_constant__ CopyParams<U, V> p) {                                     \
        CopyKernel<U, V>::run(p.jobs, p.counters, p.a, p.b, p.va, p.vb, p.kind);                              \
    }

// Every bucket count of SS_SAMPLE_SHAPES, for each key width (and value type, for the scatter).
#define SAMPLE_AND_COUNT_U32(L, T, ITEMS) SAMPLE(u32, u32, L, T, ITEMS) COUNT(u32, u32, L)
#define SAMPLE_AND_COUNT_U64(L, T, ITEMS) SAMPLE(u64, u64, L, T, ITEMS) COUNT(u64, u64, L)
#define SCATTERS(UN, U, L)                                                                   \
    SCATTER(UN, U, none, NoValue, L) SCATTER(UN, U, u32, u32, L) SCATTER(UN, U, u64, u64, L) \
    SCATTER_STABLE(UN, U, u32, u32, L) SCATTER_STABLE(UN, U, u64, u64, L)
#define SCATTERS_U32(L, T, ITEMS) SCATTERS(u32, u32, L)
#define SCATTERS_U64(L, T, ITEMS) SCATTERS(u64, u64, L)
SS_SAMPLE_SHAPES(SAMPLE_AND_COUNT_U32)
SS_SAMPLE_SHAPES(SAMPLE_AND_COUNT_U64)
SS_SAMPLE_SHAPES(SCATTERS_U32)
SS_SAMPLE_SHAPES(SCATTERS_U64)

// Every bucket-sort kernel of SS_BSORT_SHAPES (the policy picks which serve as its size classes), and the copy.
#define BSORT_U32_NONE(C, T, ITEMS) BSORT(u32, u32, none, NoValue, C, T, ITEMS)
#define BSORT_U32_U32(C, T, ITEMS) BSORT(u32, u32, u32, u32, C, T, ITEMS)
#define BSORT_U32_U64(C, T, ITEMS) BSORT(u32, u32, u64, u64, C, T, ITEMS)
#define BSORT_U64_NONE(C, T, ITEMS) BSORT(u64, u64, none, NoValue, C, T, ITEMS)
#define BSORT_U64_U32(C, T, ITEMS) BSORT(u64, u64, u32, u32, C, T, ITEMS)
#define BSORT_U64_U64(C, T, ITEMS) BSORT(u64, u64, u64, u64, C, T, ITEMS)
SS_BSORT_SHAPES(BSORT_U32_NONE) COPY(u32, u32, none, NoValue)
SS_BSORT_SHAPES(BSORT_U32_U32) COPY(u32, u32, u32, u32)
SS_BSORT_SHAPES(BSORT_U32_U64) COPY(u32, u32, u64, u64)
SS_BSORT_SHAPES(BSORT_U64_NONE) COPY(u64, u64, none, NoValue)
SS_BSORT_SHAPES(BSORT_U64_U32) COPY(u64, u64, u32, u32)
SS_BSORT_SHAPES(BSORT_U64_U64) COPY(u64, u64, u64, u64)

// ---- Level plan: buckets -> sort jobs per size class, copy jobs, next-level segments -------------------------
extern "C" __global__ void __launch_bounds__(PLAN_T) ss_plan(const __grid_constant__ PlanParams p) {
    plan_body(p.tables, p.nseg, p.nblk, p.logk, p.scanned, p.totals, p.eq, p.caps, p.copy_chunk, p.aux_flag,
              p.lists, p.cap, p.counters, p.next);
}

// Scan and plan in one block, for small histograms (bucket_sort.cuh).
extern "C" __global__ void __launch_bounds__(SCAN_PLAN_T) ss_scan_plan(const __grid_constant__ PlanParams p) {
    scan_plan_small(p);
}

// ---- Phase 3: scan ------------------------------------------------------------------------------------------
extern "C" __global__ void __launch_bounds__(SCAN_T) ss_scan_reduce(const __grid_constant__ ScanParams p) {
    scan_reduce(p.data, p.n, p.partial);
}
extern "C" __global__ void __launch_bounds__(SCAN_PARTIAL_T) ss_scan_partials(const __grid_constant__ ScanParams p) {
    scan_partials(p.partial, p.tiles);
}
extern "C" __global__ void __launch_bounds__(SCAN_T) ss_scan_down(const __grid_constant__ ScanParams p) {
    scan_down(p.data, p.n, p.partial);
}

// ---- The kernel contract, exported for the host's load-time check (dev.samplesort.gpu.KernelContract) ----------
#define SS_ROW(A, B, C) A, B, C,
extern "C" __device__ const int ss_contract_sample[] = {SS_SAMPLE_SHAPES(SS_ROW)};
extern "C" __device__ const int ss_contract_sample_light[] = {SS_SAMPLE_LIGHT_SHAPES(SS_ROW)};
extern "C" __device__ const int ss_contract_bsort[] = {SS_BSORT_SHAPES(SS_ROW)};
extern "C" __device__ const int ss_contract_dist[] = {
    DIST_T, DIST_TILE, dist_items(4), dist_items(8),
    scatter_items(4, 0), scatter_items(4, 4), scatter_items(4, 8),
    scatter_items(8, 0), scatter_items(8, 4), scatter_items(8, 8)};
extern "C" __device__ const int ss_contract_scan[] = {SCAN_T, SCAN_ITEMS, SCAN_PARTIAL_T, SCAN_PARTIAL_ITEMS,
                                                     SCAN_TILE, SCAN_MAX_TILES, SCAN_PLAN_T, SCAN_PLAN_ITEMS,
                                                     SCAN_PLAN_MAX};
extern "C" __device__ const int ss_contract_lists[] = {
    NCLASSES, COPY_LIST, NLISTS, NEXT, TAKEN, NCOUNTERS, (int)sizeof(Job), (int)offsetof(Job, off),
    (int)offsetof(Job, size), (int)offsetof(Job, flags), (int)AUX_FLAG, PLAN_T, COPY_T};
extern "C" __device__ const int ss_contract_records[] = {GATHER_RUN_MAX_UNITS};
extern "C" __device__ const int ss_contract_kinds[] = {KIND_INT, KIND_FLOAT, KIND_LONG, KIND_DOUBLE,
                                                      KIND_TYPE_MASK, KIND_DESCENDING};

// Parameter-block layouts: {sizeof, alignof, offsetof every field in declaration order}. The layout does not
// depend on the key and value types (they only type the pointers): checked here for every instantiation used.
typedef SampleParams<u32> SampleP;
typedef CountParams<u32> CountP;
typedef ScatterParams<u32, u32> ScatterP;
typedef BucketSortParams<u32, u32> BucketSortP;
typedef CopyParams<u32, u32> CopyP;
static_assert(sizeof(SampleParams<u64>) == sizeof(SampleP) && sizeof(CountParams<u64>) == sizeof(CountP),
              "parameter layout depends on the key type");
static_assert(sizeof(ScatterParams<u64, NoValue>) == sizeof(ScatterP) &&
                  sizeof(BucketSortParams<u64, NoValue>) == sizeof(BucketSortP) &&
                  sizeof(CopyParams<u64, NoValue>) == sizeof(CopyP),
              "parameter layout depends on the key or value type");
#define SS_OFF(S, F) (int)offsetof(S, F)
extern "C" __device__ const int ss_params_sample[] = {
    (int)sizeof(SampleP), (int)alignof(SampleP), SS_OFF(SampleP, src), SS_OFF(SampleP, raw), SS_OFF(SampleP, kind),
    SS_OFF(SampleP, tables), SS_OFF(SampleP, nseg), SS_OFF(SampleP, nblk), SS_OFF(SampleP, seed),
    SS_OFF(SampleP, tree), SS_OFF(SampleP, spl), SS_OFF(SampleP, eq)};
extern "C" __device__ const int ss_params_count[] = {
    (int)sizeof(CountP), (int)alignof(CountP), SS_OFF(CountP, src), SS_OFF(CountP, raw), SS_OFF(CountP, kind),
    SS_OFF(CountP, tables), SS_OFF(CountP, nseg), SS_OFF(CountP, nblk), SS_OFF(CountP, tree), SS_OFF(CountP, spl),
    SS_OFF(CountP, eq), SS_OFF(CountP, hist), SS_OFF(CountP, totals), SS_OFF(CountP, bids)};
extern "C" __device__ const int ss_params_scan[] = {
    (int)sizeof(ScanParams), (int)alignof(ScanParams), SS_OFF(ScanParams, data), SS_OFF(ScanParams, n),
    SS_OFF(ScanParams, partial), SS_OFF(ScanParams, tiles)};
extern "C" __device__ const int ss_params_plan[] = {
    (int)sizeof(PlanParams), (int)alignof(PlanParams), SS_OFF(PlanParams, tables), SS_OFF(PlanParams, nseg),
    SS_OFF(PlanParams, nblk), SS_OFF(PlanParams, logk), SS_OFF(PlanParams, scanned), SS_OFF(PlanParams, totals),
    SS_OFF(PlanParams, eq), SS_OFF(PlanParams, caps), SS_OFF(PlanParams, copy_chunk), SS_OFF(PlanParams, aux_flag),
    SS_OFF(PlanParams, lists), SS_OFF(PlanParams, cap), SS_OFF(PlanParams, counters), SS_OFF(PlanParams, next)};
extern "C" __device__ const int ss_params_scatter[] = {
    (int)sizeof(ScatterP), (int)alignof(ScatterP), SS_OFF(ScatterP, src), SS_OFF(ScatterP, dst),
    SS_OFF(ScatterP, vsrc), SS_OFF(ScatterP, vdst), SS_OFF(ScatterP, raw), SS_OFF(ScatterP, kind),
    SS_OFF(ScatterP, staged), SS_OFF(ScatterP, tables), SS_OFF(ScatterP, nseg), SS_OFF(ScatterP, nblk),
    SS_OFF(ScatterP, tree), SS_OFF(ScatterP, spl), SS_OFF(ScatterP, eq), SS_OFF(ScatterP, scanned),
    SS_OFF(ScatterP, bids), SS_OFF(ScatterP, kout), SS_OFF(ScatterP, vout)};
extern "C" __device__ const int ss_params_bucket_sort[] = {
    (int)sizeof(BucketSortP), (int)alignof(BucketSortP), SS_OFF(BucketSortP, jobs), SS_OFF(BucketSortP, counters),
    SS_OFF(BucketSortP, list), SS_OFF(BucketSortP, a), SS_OFF(BucketSortP, b), SS_OFF(BucketSortP, va),
    SS_OFF(BucketSortP, vb), SS_OFF(BucketSortP, raw), SS_OFF(BucketSortP, kind)};
extern "C" __device__ const int ss_params_copy[] = {
    (int)sizeof(CopyP), (int)alignof(CopyP), SS_OFF(CopyP, jobs), SS_OFF(CopyP, counters), SS_OFF(CopyP, a),
    SS_OFF(CopyP, b), SS_OFF(CopyP, va), SS_OFF(CopyP, vb), SS_OFF(CopyP, kind)};

// ---- Multi-word keys: refinement passes over the one-word sort (words.cuh, dev.samplesort.gpu.GpuWordsSort) ------
extern "C" __global__ void __launch_bounds__(256) ss_words_first(const u64* words, u64 rs, u64 n, u64 flip, u32 rb,
                                                                 u64* key, u32* row) {
    words_first(words, rs, n, flip, rb, key, row);
}
// The prefix sample of a packed pass 0, one block of WORDS_T threads (GpuWordsSort.packBits).
extern "C" __global__ void __launch_bounds__(WORDS_T) ss_words_sample_repeats(const u64* words, u32 w, u64 rs, u64 qs,
                                                                              u64 flip, u64 n, u32 rb, u32* found) {
    sample_repeats(WordSource{words, w, rs, qs, flip, 0}, n, rb, found);
}
extern "C" __global__ void __launch_bounds__(WORDS_T) ss_records_sample_repeats(const unsigned char* rec, u32 size,
                                                                                u32 off, u32 len, u64 n, u32 rb,
                                                                                u32* found) {
    sample_repeats(RecordSource{rec, size, off, len}, n, rb, found);
}
extern "C" __global__ void __launch_bounds__(256) ss_words_from_u64(const u64* k, int kind, u64 n, u64* words) {
    words_from_keys(k, kind, n, words);
}
extern "C" __global__ void __launch_bounds__(256) ss_stable_pack32(const u32* k, int kind, u32 flip, u64 n,
                                                                   u64* packed) {
    stable_pack32(k, kind, flip, n, packed);
}
extern "C" __global__ void __launch_bounds__(256) ss_tie_bits(const u64* words, u32 w, u64 n, u32* bits) {
    tie_bits(words, w, n, bits);
}
extern "C" __global__ void __launch_bounds__(256) ss_odd_nan_u32(const u32* k, u64 n, u32* found) {
    odd_nan(k, n, found);
}
extern "C" __global__ void __launch_bounds__(256) ss_odd_nan_u64(const u64* k, u64 n, u32* found) {
    odd_nan(k, n, found);
}
extern "C" __global__ void __launch_bounds__(256) ss_stable_unpack32(const u64* packed, int kind, u32 flip, u64 n,
                                                                     const u32* korig, u32* kout) {
    stable_unpack32(packed, kind, flip, n, korig, kout);
}
extern "C" __global__ void __launch_bounds__(256) ss_stable_finish32_u32(const u64* packed, int kind, u32 flip, u64 n,
                                                                         const u32* korig, u32* kout, const u32* vin,
                                                                         u32* vout) {
    stable_finish32(packed, kind, flip, n, korig, kout, vin, vout);
}
extern "C" __global__ void __launch_bounds__(256) ss_stable_finish32_u64(const u64* packed, int kind, u32 flip, u64 n,
                                                                         const u32* korig, u32* kout, const u64* vin,
                                                                         u64* vout) {
    stable_finish32(packed, kind, flip, n, korig, kout, vin, vout);
}
extern "C" __global__ void __launch_bounds__(WORDS_T) ss_words_count(const u64* key, u64 m, u32 shift, u32* row,
                                                                     u64* tied_tiles, u64* start_tiles,
                                                                     unsigned long long* totals) {
    words_count(key, m, shift, row, tied_tiles, start_tiles, totals);
}
// The compaction over either source; the common arguments first, then the source's.
extern "C" __global__ void __launch_bounds__(WORDS_T) ss_words_compact(
    const u64* key, const u32* pos, const u32* row, u64 m, u32 shift, const u64* tied_off, const u64* start_off,
    u64 tied, u64 bitpos, u32 gb, u32* pos_out, u32* row_out, u64* key_out, const u64* words, u32 w, u64 rs, u64 qs,
    u64 flip, int stable) {
    words_compact(key, pos, row, m, shift, tied_off, start_off, tied, WordSource{words, w, rs, qs, flip, stable},
                  bitpos, gb, pos_out, row_out, key_out);
}
extern "C" __global__ void __launch_bounds__(WORDS_T) ss_records_compact(
    const u64* key, const u32* pos, const u32* row, u64 m, u32 shift, const u64* tied_off, const u64* start_off,
    u64 tied, u64 bitpos, u32 gb, u32* pos_out, u32* row_out, u64* key_out, const unsigned char* rec, u32 size,
    u32 off, u32 len) {
    words_compact(key, pos, row, m, shift, tied_off, start_off, tied, RecordSource{rec, size, off, len}, bitpos, gb,
                  pos_out, row_out, key_out);
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
extern "C" __global__ void __launch_bounds__(256) ss_records_first(const unsigned char* rec, u32 size, u32 off,
                                                                   u32 len, u64 n, u32 rb, u64* key, u32* row) {
    records_first(rec, size, off, len, n, rb, key, row);
}
// Record gathers in runs (words.cuh): the unit is the widest of 16, 8, 4 bytes that divides the record size.
extern "C" __global__ void __launch_bounds__(256) ss_records_runs4(const u32* in, u32 units, const u32* row, u64 n,
                                                                   u32* out) {
    records_gather_runs<u32, 4>(in, units, row, n, out);
}
extern "C" __global__ void __launch_bounds__(256) ss_records_runs8(const uint2* in, u32 units, const u32* row, u64 n,
                                                                   uint2* out) {
    records_gather_runs<uint2, 4>(in, units, row, n, out);
}
extern "C" __global__ void __launch_bounds__(256) ss_records_runs16(const uint4* in, u32 units, const u32* row, u64 n,
                                                                    uint4* out) {
    records_gather_runs<uint4, 4>(in, units, row, n, out);
}
extern "C" __global__ void __launch_bounds__(256) ss_records_gather4(const u32* in, u32 units, const u32* row, u64 n,
                                                                     u32* out) {
    records_gather4(in, units, row, n, out);
}
extern "C" __global__ void __launch_bounds__(256) ss_records_gather1(const unsigned char* in, u32 size,
                                                                     const u32* row, u64 n, unsigned char* out) {
    records_gather1(in, size, row, n, out);
}
