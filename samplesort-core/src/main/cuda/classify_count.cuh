// Phase 2 — classify and count. Each thread block takes a chunk of one segment, classifies every key with the
// branchless tree traversal and counts bucket sizes in shared memory (warp-aggregated atomics, so skewed inputs
// do not serialise on one counter). It writes its K counts into the level's column-major histogram and adds
// them to the segment's bucket totals (which the host reads to plan the next level). Optionally (bids != null,
// K <= 256) it stores each key's bucket index as one byte, so that the scatter need not classify again.
#pragma once
#include "common.cuh"

namespace ss {

template <class U, int LOGK, int T, int ITEMS>
struct CountKernel {
    static constexpr int K = 1 << LOGK;
    static constexpr int TILE = T * ITEMS;
    static constexpr unsigned SMEM = 2 * K * sizeof(U) + K * sizeof(u32) + K;

    static __device__ __forceinline__ void run(const U* src, int raw, int kind, const void* tables, u32 nseg,
                                               u32 nblk, const U* g_tree, const U* g_spl,
                                               const unsigned char* g_eq, u64* hist, u64* totals,
                                               unsigned char* bids) {
        extern __shared__ __align__(16) unsigned char smem_raw[];
        Tree<U, LOGK> tr;
        tr.tree = reinterpret_cast<U*>(smem_raw);
        tr.spl = tr.tree + K;
        u32* cnt = reinterpret_cast<u32*>(tr.spl + K);
        tr.eqnext = reinterpret_cast<unsigned char*>(cnt + K);

        LevelTables tab(tables, nseg, nblk);
        BlockRange r(tab, blockIdx.x);
        load_tree(tr, g_tree, g_spl, g_eq, r.seg);
        for (int b = threadIdx.x; b < K; b += T) cnt[b] = 0;
        __syncthreads();

        for (u64 base = r.begin; base < r.end; base += TILE) {
            U keys[ITEMS];
#pragma unroll
            for (int i = 0; i < ITEMS; ++i) {
                u64 idx = base + (u64)i * T + threadIdx.x;
                keys[i] = idx < r.end ? load_key(src, idx, raw != 0, kind) : U(0);
            }
#pragma unroll
            for (int i = 0; i < ITEMS; ++i) {
                u64 idx = base + (u64)i * T + threadIdx.x;
                bool valid = idx < r.end;
                u32 b = tr.classify(keys[i]);
                unsigned vm = __ballot_sync(0xffffffffu, valid);
                if (valid) {
                    aggregated_add<LOGK>(cnt, b, vm);
                    if (LOGK <= 8 && bids != nullptr) bids[idx] = (unsigned char)b;
                }
            }
        }
        __syncthreads();
        const u32 nb = tab.seg_blocks[r.seg];
        const u64 hb = tab.seg_hist_base[r.seg];
        for (int b = threadIdx.x; b < K; b += T) {
            u32 c = cnt[b];
            hist[hb + (u64)b * nb + r.idx] = c;
            if (c) atomicAdd(&totals[(u64)r.seg * K + b], (u64)c);
        }
    }
};

}  // namespace ss
