// Phase 4 — scatter. Each thread block re-reads its chunk tile by tile, classifies again (recomputing is cheaper
// than storing bucket indices), ranks each key inside its bucket (warp-aggregated shared-memory atomics) and moves
// keys (and values) to their global positions, starting from the offsets the scan computed.
//
// Where to write: dst[o] for an ordinary level; with REMOTE (the multi-GPU exchange level) kout[b] + o·sizeof(U) for a
// key of bucket b, a per-bucket base in the destination GPU's receive buffer, so that the scatter itself moves each
// bucket to the GPU that sorts it (NVLink stores) instead of a separate copy after it.
//
// Two ways to write, chosen per launch (`staged`):
//  - direct: each key goes straight from its register to dst[offset[b] + rank] (the paper's 2010 choice);
//  - staged: the tile is first grouped by bucket in shared memory, then written out so that consecutive threads
//    write consecutive addresses of a bucket run (coalesced). docs/PERFORMANCE.md records which wins on Hopper.
//
// STABLE (the ss_scatter_stable_* kernels, for stable key-value sorts): equal keys keep their input order. A key's
// rank then counts exactly the earlier keys of its bucket, in input order: a warp owns a contiguous stretch of the
// tile (warp-striped: item i of lane l of warp w is element w*32*ITEMS + i*32 + l, still 128-byte loads), ranks
// its items in (item, lane) order against per-warp counters (lanes of one bucket found by ballots, no atomics),
// and an exclusive scan of each bucket's counters over the warps adds the keys of the warps before it. The block's
// tiles and the blocks of a segment already follow input order (the scan's offsets), and the bucket sort is a
// stable merge sort, so the whole sort is stable. The counters (u16, warps x K) borrow the staging area, which is
// free until the ranks are final. CUB's BlockRadixRankMatch ranks digits the same way.
#pragma once
#include "common.cuh"
#include <cub/block/block_scan.cuh>

namespace ss {

template <class U, class V, int LOGK, int T, int ITEMS, bool REMOTE = false, bool STABLE = false>
struct ScatterKernel {
    static constexpr int K = 1 << LOGK;
    static constexpr int TILE = T * ITEMS;
    static constexpr bool HAS_V = !std::is_same<V, NoValue>::value;
    static constexpr int VSIZE = HAS_V ? sizeof(V) : 0;
    static constexpr int SCAN_ITEMS = (K + T - 1) / T;
    using Scan = cub::BlockScan<u32, T>;
    // Layout: run offsets (u64) | run offset - staging start (u64) | tree | spl | staged keys | staged values | cnt | start | scan storage | staged
    // bucket ids (u16) | eqnext.
    static constexpr unsigned OFF_RUN = 0;
    static constexpr unsigned OFF_DLT = OFF_RUN + K * 8;
    static constexpr unsigned OFF_TREE = OFF_DLT + K * 8;
    static constexpr unsigned OFF_SPL = OFF_TREE + K * sizeof(U);
    static constexpr unsigned OFF_SK = OFF_SPL + K * sizeof(U);
    static constexpr unsigned OFF_SV = OFF_SK + TILE * sizeof(U);
    static constexpr unsigned OFF_CNT = OFF_SV + TILE * VSIZE;
    static constexpr unsigned OFF_START = OFF_CNT + K * 4;
    static constexpr unsigned OFF_SCAN = (OFF_START + K * 4 + 15) / 16 * 16;
    static constexpr unsigned OFF_SB = OFF_SCAN + (sizeof(typename Scan::TempStorage) + 15) / 16 * 16;
    static constexpr unsigned OFF_EQ = OFF_SB + TILE * 2;
    static constexpr unsigned SMEM = OFF_EQ + K;
    static constexpr int WARPS = T / 32;
    static_assert(!STABLE || (unsigned)WARPS * K * 2 <= OFF_CNT - OFF_SK, "stable counters exceed the staging area");
    static_assert(!STABLE || TILE <= 65535, "stable counters are 16 bits");

    // Where item i of this thread sits in the tile: thread-striped (i*T + t), or warp-striped for STABLE.
    static __device__ __forceinline__ u32 tile_pos(int i) {
        if constexpr (STABLE) return (threadIdx.x >> 5) * (32 * ITEMS) + (u32)i * 32 + (threadIdx.x & 31);
        else return (u32)i * T + threadIdx.x;
    }

    // STABLE: each key's rank among the tile's keys of its bucket, in input order, and cnt[b] = the tile's count of
    // bucket b (the non-stable path gets both from aggregated_rank's atomics). wc: the per-warp counters.
    static __device__ __forceinline__ void stable_ranks(unsigned short* wc, u32* cnt, const u32 (&bkt)[ITEMS],
                                                        u32 (&rank)[ITEMS], u64 base, u64 end) {
        const u32 warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
        volatile unsigned short* mine = wc + warp * K;
        for (int j = threadIdx.x; j < WARPS * K; j += T) wc[j] = 0;
        __syncthreads();
#pragma unroll
        for (int i = 0; i < ITEMS; ++i) {
            const bool valid = base + tile_pos(i) < end;
            const unsigned vm = __ballot_sync(0xffffffffu, valid);
            if (valid) {
                const unsigned peers = match_peers<LOGK>(bkt[i], vm);
                const u32 before = mine[bkt[i]];
                __syncwarp(vm);  // every peer has read the count before the leader adds to it
                if ((int)lane == __ffs(peers) - 1) mine[bkt[i]] = (unsigned short)(before + __popc(peers));
                __syncwarp(vm);
                rank[i] = before + (u32)__popc(peers & ((1u << lane) - 1u));
            }
        }
        __syncthreads();
        for (int b = threadIdx.x; b < K; b += T) {  // exclusive scan of bucket b's counters over the warps
            u32 run = 0;
#pragma unroll
            for (int w = 0; w < WARPS; ++w) {
                const u32 c = wc[w * K + b];
                wc[w * K + b] = (unsigned short)run;
                run += c;
            }
            cnt[b] = run;
        }
        __syncthreads();
#pragma unroll
        for (int i = 0; i < ITEMS; ++i) rank[i] += mine[bkt[i]];
    }

    static __device__ __forceinline__ void run(const U* src, U* dst, const V* vsrc, V* vdst, int raw, int kind,
                                               int staged, const void* tables, u32 nseg, u32 nblk,
                                               const U* g_tree, const U* g_spl, const unsigned char* g_eq,
                                               const u64* scanned, const unsigned char* bids,
                                               const u64* kout = nullptr, const u64* vout = nullptr) {
        extern __shared__ __align__(16) unsigned char sm[];
        u64* run_off = reinterpret_cast<u64*>(sm + OFF_RUN);
        u64* dlt = reinterpret_cast<u64*>(sm + OFF_DLT);
        Tree<U, LOGK> tr;
        tr.tree = reinterpret_cast<U*>(sm + OFF_TREE);
        tr.spl = reinterpret_cast<U*>(sm + OFF_SPL);
        tr.eqnext = sm + OFF_EQ;
        U* sk = reinterpret_cast<U*>(sm + OFF_SK);
        V* sv = reinterpret_cast<V*>(sm + OFF_SV);
        u32* cnt = reinterpret_cast<u32*>(sm + OFF_CNT);
        u32* start = reinterpret_cast<u32*>(sm + OFF_START);
        typename Scan::TempStorage& scan_tmp = *reinterpret_cast<typename Scan::TempStorage*>(sm + OFF_SCAN);
        unsigned short* sb = reinterpret_cast<unsigned short*>(sm + OFF_SB);

        LevelTables tab(tables, nseg, nblk);
        BlockRange r(tab, blockIdx.x);
        load_tree(tr, g_tree, g_spl, g_eq, r.seg);
        const u32 nb = tab.seg_blocks[r.seg];
        const u64 hb = tab.seg_hist_base[r.seg];
        const u64 seg_base = tab.seg_start[r.seg] - scanned[hb];
        for (int b = threadIdx.x; b < K; b += T) {
            run_off[b] = seg_base + scanned[hb + (u64)b * nb + r.idx];
            cnt[b] = 0;
        }
        __syncthreads();

        // For 64-bit keys the tile loop is instantiated per order (with_order): with the descending mask a run-time
        // value in the first level's raw reads, this kernel took 14 % longer for long keys with long values on the
        // H100 (level-1 scatter 5.78 -> 6.60 ms at 2^28; whole sort 25.7 -> 26.6 ms; per order: 25.7 ms, as before
        // the mask existed). For 32-bit keys the second instantiation made ptxas spill up to 768 bytes (sm_80), and
        // they showed no loss, so they keep the run-time mask. docs/PERFORMANCE.md, 2026-11-23 (session 5).
        auto tiles = [&](const int ord) {
            for (u64 base = r.begin; base < r.end; base += TILE) {
                U keys[ITEMS];
                V vals[ITEMS];
                u32 bkt[ITEMS], rank[ITEMS];
#pragma unroll
                for (int i = 0; i < ITEMS; ++i) {
                    u64 idx = base + tile_pos(i);
                    bool valid = idx < r.end;
                    keys[i] = valid ? load_key(src, idx, raw != 0, ord) : U(0);
                    if constexpr (HAS_V) vals[i] = valid ? vsrc[idx] : V(0);
                }
#pragma unroll
                for (int i = 0; i < ITEMS; ++i) {
                    u64 idx = base + tile_pos(i);
                    bool valid = idx < r.end;
                    bkt[i] = (LOGK <= 8 && bids != nullptr) ? (valid ? (u32)bids[idx] : 0u) : tr.classify(keys[i]);
                    if constexpr (!STABLE) {
                        unsigned vm = __ballot_sync(0xffffffffu, valid);
                        rank[i] = valid ? aggregated_rank<LOGK>(cnt, bkt[i], vm) : 0;
                    }
                }
                if constexpr (STABLE) stable_ranks(reinterpret_cast<unsigned short*>(sk), cnt, bkt, rank, base, r.end);
                __syncthreads();
                if (!staged) {
#pragma unroll
                    for (int i = 0; i < ITEMS; ++i) {
                        u64 idx = base + tile_pos(i);
                        if (idx < r.end) {
                            u64 o = run_off[bkt[i]] + rank[i];
                            if constexpr (REMOTE) {
                                *reinterpret_cast<U*>(kout[bkt[i]] + o * sizeof(U)) = keys[i];
                                if constexpr (HAS_V) *reinterpret_cast<V*>(vout[bkt[i]] + o * sizeof(V)) = vals[i];
                            } else {
                                dst[o] = keys[i];
                                if constexpr (HAS_V) vdst[o] = vals[i];
                            }
                        }
                    }
                } else {
                    // Exclusive scan of the tile's bucket counts: where each bucket's run starts in the staging area.
                    u32 c[SCAN_ITEMS];
#pragma unroll
                    for (int i = 0; i < SCAN_ITEMS; ++i) {
                        int b = threadIdx.x * SCAN_ITEMS + i;
                        c[i] = b < K ? cnt[b] : 0;
                    }
                    Scan(scan_tmp).ExclusiveSum(c, c);
#pragma unroll
                    for (int i = 0; i < SCAN_ITEMS; ++i) {
                        int b = threadIdx.x * SCAN_ITEMS + i;
                        if (b < K) {
                            start[b] = c[i];
                            dlt[b] = run_off[b] - c[i];  // global position of staging slot p is dlt[bucket] + p
                        }
                    }
                    __syncthreads();
#pragma unroll
                    for (int i = 0; i < ITEMS; ++i) {
                        u64 idx = base + tile_pos(i);
                        if (idx < r.end) {
                            u32 p = start[bkt[i]] + rank[i];
                            sk[p] = keys[i];
                            if constexpr (HAS_V) sv[p] = vals[i];
                            sb[p] = (unsigned short)bkt[i];
                        }
                    }
                    __syncthreads();
                    u32 n = (u32)min((u64)TILE, r.end - base);
                    for (u32 p = threadIdx.x; p < n; p += T) {
                        u64 o = dlt[sb[p]] + p;
                        if constexpr (REMOTE) {
                            const u32 b = sb[p];
                            *reinterpret_cast<U*>(kout[b] + o * sizeof(U)) = sk[p];
                            if constexpr (HAS_V) *reinterpret_cast<V*>(vout[b] + o * sizeof(V)) = sv[p];
                        } else {
                            dst[o] = sk[p];
                            if constexpr (HAS_V) vdst[o] = sv[p];
                        }
                    }
                }
                __syncthreads();
                for (int b = threadIdx.x; b < K; b += T) {
                    run_off[b] += cnt[b];
                    cnt[b] = 0;
                }
                __syncthreads();
            }
        };
        if constexpr (sizeof(U) == 8) with_order(kind, tiles);
        else tiles(kind);
    }
};

}  // namespace ss
