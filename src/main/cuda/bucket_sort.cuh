// Phase 5 — bucket sort. Every bucket of at most M keys is sorted by one thread block entirely in shared memory
// (CUB block merge sort: a comparison sort) and written to its final place in the output, converted back from
// ordered bits to the caller's representation. Several size classes (threads x items) keep small buckets cheap;
// the host launches each class over its buckets, largest first. Equality buckets need no sorting: a copy kernel
// moves them (and buckets that already sit in the output buffer are converted in place).
#pragma once
#include "common.cuh"
#include "sample.cuh"
#include <cub/block/block_merge_sort.cuh>

namespace ss {

// A job: bucket at element offset `off` of `size` keys; bit 31 of `flags` = the bucket sits in the auxiliary buffer.
struct Job {
    u64 off;
    u32 size;
    u32 flags;
};

template <class U> __device__ __forceinline__ U max_key() { return ~U(0); }

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
    union Smem {
        typename Sort::TempStorage sort;
        Exchange ex;
    };
    static constexpr unsigned SMEM = sizeof(Smem);

    static __device__ __forceinline__ void run(const Job* jobs, U* a, U* b, V* va, V* vb, int raw, int kind) {
        extern __shared__ __align__(16) unsigned char smem_raw[];
        Smem& sm = *reinterpret_cast<Smem*>(smem_raw);
        const Job job = jobs[blockIdx.x];
        const U* src = (job.flags >> 31) ? b : a;
        const V* vsrc = (job.flags >> 31) ? vb : va;
        const int n = (int)job.size;
        U keys[ITEMS];
        VT vals[ITEMS];
        // Blocked arrangement (thread t holds elements t*ITEMS..): the padding then sits after every real key in
        // input order, and the merge sort is stable, so padding sorts after real keys equal to the maximum too.
#pragma unroll
        for (int i = 0; i < ITEMS; ++i) {
            int idx = threadIdx.x * ITEMS + i;
            keys[i] = idx < n ? load_key(src, job.off + idx, raw != 0, kind) : max_key<U>();
            if constexpr (HAS_V) vals[i] = idx < n ? vsrc[job.off + idx] : V(0);
        }
        if constexpr (HAS_V) {
            Sort(sm.sort).Sort(keys, vals, Less());
        } else {
            Sort(sm.sort).Sort(keys, Less());
        }
        __syncthreads();
        // Blocked (thread t holds ranks t*ITEMS..) to striped through shared memory, for coalesced stores.
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
};

// Copies (and converts back) a run of keys that is already in order: equality buckets. Jobs are at most
// COPY_CHUNK long so that big equality buckets spread over many blocks.
template <class U, class V>
struct CopyKernel {
    static constexpr int T = 256;
    static constexpr bool HAS_V = !std::is_same<V, NoValue>::value;
    static __device__ __forceinline__ void run(const Job* jobs, U* a, const U* b, V* va, const V* vb, int kind) {
        const Job job = jobs[blockIdx.x];
        const bool aux = (job.flags >> 31) != 0;
        const U* src = aux ? b : a;
        for (u32 i = threadIdx.x; i < job.size; i += T) {
            a[job.off + i] = from_ordered(src[job.off + i], kind);
            if constexpr (HAS_V) {
                if (aux) va[job.off + i] = vb[job.off + i];
            }
        }
    }
};

}  // namespace ss

namespace ss {
// Reverses n elements of width W in place (descending order on the device = ascending, reversed).
template <class W> __device__ __forceinline__ void reverse_body(W* p, u64 n) {
    u64 half = n / 2;
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < half; i += (u64)gridDim.x * blockDim.x) {
        W t = p[i];
        p[i] = p[n - 1 - i];
        p[n - 1 - i] = t;
    }
}
}  // namespace ss
