// Phase 3 — prefix sum over the level's k x p histogram table (u64, in place, exclusive). Three kernels:
// reduce each tile to a partial sum, scan the partial sums in one block, then scan each tile again seeded with
// its partial. Tables up to SCAN_TILE * SCAN_MAX_TILES entries (the host keeps levels within that).
#pragma once
#include "common.cuh"
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>

namespace ss {

// Shapes: SCAN_T, SCAN_ITEMS, SCAN_PARTIAL_T, SCAN_PARTIAL_ITEMS in contract.cuh.

__device__ __forceinline__ void scan_reduce(const u64* data, u64 n, u64* partial) {
    using Reduce = cub::BlockReduce<u64, SCAN_T>;
    __shared__ typename Reduce::TempStorage tmp;
    u64 base = (u64)blockIdx.x * SCAN_TILE, sum = 0;
#pragma unroll
    for (int i = 0; i < SCAN_ITEMS; ++i) {
        u64 idx = base + (u64)i * SCAN_T + threadIdx.x;
        if (idx < n) sum += data[idx];
    }
    sum = Reduce(tmp).Sum(sum);
    if (threadIdx.x == 0) partial[blockIdx.x] = sum;
}

__device__ __forceinline__ void scan_partials(u64* partial, u32 tiles) {
    using Scan = cub::BlockScan<u64, SCAN_PARTIAL_T>;
    __shared__ typename Scan::TempStorage tmp;
    u64 v[SCAN_PARTIAL_ITEMS];
#pragma unroll
    for (int i = 0; i < SCAN_PARTIAL_ITEMS; ++i) {
        u32 idx = threadIdx.x * SCAN_PARTIAL_ITEMS + i;
        v[i] = idx < tiles ? partial[idx] : 0;
    }
    Scan(tmp).ExclusiveSum(v, v);
#pragma unroll
    for (int i = 0; i < SCAN_PARTIAL_ITEMS; ++i) {
        u32 idx = threadIdx.x * SCAN_PARTIAL_ITEMS + i;
        if (idx < tiles) partial[idx] = v[i];
    }
}

__device__ __forceinline__ void scan_down(u64* data, u64 n, const u64* partial) {
    using Scan = cub::BlockScan<u64, SCAN_T>;
    __shared__ typename Scan::TempStorage tmp;
    u64 base = (u64)blockIdx.x * SCAN_TILE + (u64)threadIdx.x * SCAN_ITEMS;  // blocked: coalescing via L1
    u64 v[SCAN_ITEMS];
#pragma unroll
    for (int i = 0; i < SCAN_ITEMS; ++i) v[i] = base + i < n ? data[base + i] : 0;
    u64 seed = partial[blockIdx.x];
    Scan(tmp).ExclusiveScan(v, v, seed, [](u64 x, u64 y) { return x + y; });
#pragma unroll
    for (int i = 0; i < SCAN_ITEMS; ++i)
        if (base + i < n) data[base + i] = v[i];
}

}  // namespace ss
