// Phase 5 — bucket sort. Every bucket of at most M keys is sorted by one thread block entirely in shared memory
// (CUB block merge sort: a comparison sort) and written to its final place in the output, converted back from
// ordered bits to the caller's representation. Several size classes (threads x items) keep small buckets cheap;
// the host launches each class over its buckets, largest first. Equality buckets need no sorting: a copy kernel
// moves them (and buckets that already sit in the output buffer are converted in place).
#pragma once
#include "common.cuh"
#include "sample.cuh"
#include <cub/block/block_merge_sort.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_scan.cuh>

namespace ss {

template <class U> __device__ __forceinline__ U max_key() { return ~U(0); }

// The per-level work lists and counters are laid out in contract.cuh (NCLASSES, NLISTS, NEXT, TAKEN, Job).

// Persistent-block job loop: every block takes the next job of its list until the list is exhausted.
__device__ __forceinline__ int next_job(u32* counters, int list) {
    __shared__ int job;
    __syncthreads();
    if (threadIdx.x == 0) job = (int)atomicAdd(&counters[TAKEN + list], 1u);
    __syncthreads();
    return job < (int)counters[list] ? job : -1;
}

template <class U, class V, int T, int ITEMS>
struct BucketSortKernel {
    static constexpr int CAP = T * ITEMS;
    static constexpr bool HAS_V = !std::is_same<V, NoValue>::value;
    using VT = typename std::conditional<HAS_V, V, cub::NullType>::type;
    using Sort = cub::BlockMergeSort<U, T, ITEMS, VT>;
    struct Exchange {
        U k[CAP];
        VT v[HAS_V ? CAP : 1];
    };
    using LoadK = cub::BlockLoad<U, T, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
    using LoadV = cub::BlockLoad<VT, T, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
    union Smem {
        typename Sort::TempStorage sort;
        Exchange ex;
        typename LoadK::TempStorage loadk;
        typename LoadV::TempStorage loadv;
    };
    static constexpr unsigned SMEM = sizeof(Smem);

    static __device__ __forceinline__ void sort_one(Smem& sm, const Job job, U* a, U* b, V* va, V* vb, int raw,
                                                    int kind) {
        const U* src = (job.flags >> 31) ? b : a;
        const V* vsrc = (job.flags >> 31) ? vb : va;
        const int n = (int)job.size;
        U keys[ITEMS];
        VT vals[ITEMS];
        // Coalesced loads, transposed through shared memory into the blocked arrangement (thread t holds elements
        // t*ITEMS..). The padding then sits after every real key in input order, and the merge sort is stable,
        // so padding sorts after real keys equal to the maximum too.
        LoadK(sm.loadk).Load(src + job.off, keys, n, max_key<U>());
        if (raw) {
#pragma unroll
            for (int i = 0; i < ITEMS; ++i)
                if (threadIdx.x * ITEMS + i < n) keys[i] = to_ordered(keys[i], kind);
        }
        if constexpr (HAS_V) {
            __syncthreads();
            LoadV(sm.loadv).Load(vsrc + job.off, vals, n, V(0));
        }
        __syncthreads();  // the previous job's exchange area is free again
        // Stable: equal keys keep their input order, which stable key-value sorts rely on (scatter.cuh, STABLE).
        if constexpr (HAS_V) {
            Sort(sm.sort).StableSort(keys, vals, Less());
        } else {
            Sort(sm.sort).StableSort(keys, Less());
        }
        __syncthreads();
        // Blocked to striped through shared memory, for coalesced stores.
#pragma unroll
        for (int i = 0; i < ITEMS; ++i) {
            sm.ex.k[threadIdx.x * ITEMS + i] = keys[i];
            if constexpr (HAS_V) sm.ex.v[threadIdx.x * ITEMS + i] = vals[i];
        }
        __syncthreads();
        for (int idx = threadIdx.x; idx < n; idx += T) {
            a[job.off + idx] = from_ordered(sm.ex.k[idx], kind);
            if constexpr (HAS_V) va[job.off + idx] = sm.ex.v[idx];
        }
    }

    static __device__ __forceinline__ void run(const Job* jobs, u32* counters, int list, U* a, U* b, V* va, V* vb,
                                               int raw, int kind) {
        extern __shared__ __align__(16) unsigned char smem_raw[];
        Smem& sm = *reinterpret_cast<Smem*>(smem_raw);
        with_order(kind, [&](int k) {
            for (int j; (j = next_job(counters, list)) >= 0;) sort_one(sm, jobs[j], a, b, va, vb, raw, k);
        });
    }
};

// Copies (and converts back) a run of keys that is already in order: equality buckets. Jobs are at most
// COPY_CHUNK long so that big equality buckets spread over many blocks.
template <class U, class V>
struct CopyKernel {
    static constexpr int T = COPY_T;
    static constexpr bool HAS_V = !std::is_same<V, NoValue>::value;
    static __device__ __forceinline__ void run(const Job* jobs, u32* counters, U* a, const U* b, V* va,
                                               const V* vb, int kind) {
        with_order(kind, [&](int k) {
            for (int j; (j = next_job(counters, COPY_LIST)) >= 0;) {
                const Job job = jobs[j];
                const bool aux = (job.flags >> 31) != 0;
                const U* src = aux ? b : a;
                for (u32 i = threadIdx.x; i < job.size; i += T) {
                    a[job.off + i] = from_ordered(src[job.off + i], k);
                    if constexpr (HAS_V) {
                        if (aux) va[job.off + i] = vb[job.off + i];
                    }
                }
            }
        });
    }
};

// The plan of a level, on the device: every bucket of every segment becomes a sort job in the smallest size class
// that holds it, a copy job (equality buckets, in pieces of copy_chunk), or a segment of the next level.
__device__ __forceinline__ void plan_body(const void* tables, u32 nseg, u32 nblk, int logk, const u64* scanned,
                                          const u64* totals, const unsigned char* eq, const u32* caps,
                                          u32 copy_chunk, u32 aux_flag, Job* lists, u64 cap, u32* counters,
                                          u64* next) {
    LevelTables tab(tables, nseg, nblk);
    const u64 k = 1ull << logk;
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < (u64)nseg * k; i += (u64)gridDim.x * blockDim.x) {
        u32 s = (u32)(i >> logk), b = (u32)(i & (k - 1));
        u64 size = totals[i];
        if (size == 0) continue;
        u64 hb = tab.seg_hist_base[s];
        u64 off = tab.seg_start[s] + scanned[hb + (u64)b * tab.seg_blocks[s]] - scanned[hb];
        bool is_eq = b > 0 && eq[i - 1] != 0;
        if (is_eq) {
            u32 pieces = (u32)((size + copy_chunk - 1) / copy_chunk);
            u32 at = atomicAdd(&counters[COPY_LIST], pieces);
            for (u32 p = 0; p < pieces; ++p) {
                u64 o = (u64)p * copy_chunk;
                lists[COPY_LIST * cap + at + p] = Job{off + o, (u32)min((u64)copy_chunk, size - o), aux_flag};
            }
            continue;
        }
        int c = 0;
        while (c < NCLASSES && size > caps[c]) ++c;
        if (c < NCLASSES && caps[c] > 0) {
            u32 at = atomicAdd(&counters[c], 1u);
            lists[c * cap + at] = Job{off, (u32)size, aux_flag};
        } else {
            u32 at = atomicAdd(&counters[NEXT], 1u);
            next[2 * at] = off;
            next[2 * at + 1] = size;
        }
    }
}

// Phases 3 and plan in one block, for a level whose histogram is small (at most SCAN_PLAN_MAX entries): the
// exclusive scan of the whole histogram in tiles of SCAN_PLAN_T x SCAN_PLAN_ITEMS with a running carry, then the
// plan over the scanned offsets. One launch instead of four (reduce, partials, down-sweep, plan); every one of them
// cost 3.5-6 us at 2^16 keys on the H100 (ncu, 2026-11-23), more than the work in them.
struct ScanCarry {
    u64 total;
    __device__ __forceinline__ u64 operator()(u64 block_sum) {
        u64 old = total;
        total += block_sum;
        return old;
    }
};

__device__ __forceinline__ void scan_plan_small(const PlanParams& p) {
    using Scan = cub::BlockScan<u64, SCAN_PLAN_T>;
    __shared__ typename Scan::TempStorage tmp;
    LevelTables tab(p.tables, p.nseg, p.nblk);
    const u64 len = tab.seg_hist_base[p.nseg - 1] + ((u64)tab.seg_blocks[p.nseg - 1] << p.logk);
    u64* data = const_cast<u64*>(p.scanned);
    ScanCarry carry{0};
    for (u64 base = 0; base < len; base += SCAN_PLAN_T * SCAN_PLAN_ITEMS) {
        u64 v[SCAN_PLAN_ITEMS];
        const u64 at = base + (u64)threadIdx.x * SCAN_PLAN_ITEMS;
#pragma unroll
        for (int i = 0; i < SCAN_PLAN_ITEMS; ++i) v[i] = at + i < len ? data[at + i] : 0;
        Scan(tmp).ExclusiveSum(v, v, carry);  // thread 0's callback carries the prefix of the earlier tiles
        __syncthreads();                        // tmp is reused by the next tile
#pragma unroll
        for (int i = 0; i < SCAN_PLAN_ITEMS; ++i)
            if (at + i < len) data[at + i] = v[i];
    }
    __syncthreads();  // the block's global writes are visible to all its threads after the barrier
    plan_body(p.tables, p.nseg, p.nblk, p.logk, p.scanned, p.totals, p.eq, p.caps, p.copy_chunk, p.aux_flag,
              p.lists, p.cap, p.counters, p.next);
}

}  // namespace ss
