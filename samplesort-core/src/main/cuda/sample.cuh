// Phase 1 — sample and splitters. One thread block per segment: draw S = a*K random keys of the segment, sort
// them in shared memory (CUB block merge sort: comparisons only), take every a-th as a splitter and lay the K-1
// splitters out as an implicit complete binary search tree. Repeated splitters mark equality buckets.
#pragma once
#include "common.cuh"
#include <cub/block/block_merge_sort.cuh>

namespace ss {

struct Less {
    template <class U> __device__ __forceinline__ bool operator()(const U& a, const U& b) const { return a < b; }
};

template <class U, int LOGK, int T, int ITEMS>
struct SampleKernel {
    static constexpr int K = 1 << LOGK;
    static constexpr int S = T * ITEMS;
    static constexpr int A = S / K;  // oversampling factor
    static_assert(A >= 1, "sample smaller than the number of buckets");
    using Sort = cub::BlockMergeSort<U, T, ITEMS>;
    union Smem {
        typename Sort::TempStorage sort;
        U spl[K];
    };
    static constexpr unsigned SMEM = sizeof(Smem);

    static __device__ __forceinline__ void run(const U* src, int raw, int kind, const void* tables, u32 nseg,
                                               u32 nblk, u64 seed, U* g_tree, U* g_spl, unsigned char* g_eq) {
        extern __shared__ __align__(16) unsigned char smem_raw[];
        Smem& sm = *reinterpret_cast<Smem*>(smem_raw);
        LevelTables tab(tables, nseg, nblk);
        const u32 seg = blockIdx.x;
        const u64 s0 = tab.seg_start[seg], size = tab.seg_size[seg];
        U keys[ITEMS];
#pragma unroll
        for (int i = 0; i < ITEMS; ++i) {
            u64 pos = s0 + random_below(seed, seg, (u64)threadIdx.x * ITEMS + i, size);
            keys[i] = load_key(src, pos, raw != 0, kind);
        }
        Sort(sm.sort).Sort(keys, Less());
        __syncthreads();  // the sort's storage becomes the splitter array
#pragma unroll
        for (int i = 0; i < ITEMS; ++i) {
            int r = threadIdx.x * ITEMS + i;  // rank of keys[i] in the sorted sample
            if (r % A == A - 1 && r / A < K - 1) sm.spl[r / A] = keys[i];
        }
        __syncthreads();
        U* tree = g_tree + (u64)seg * K;
        U* spl = g_spl + (u64)seg * K;
        unsigned char* eq = g_eq + (u64)seg * K;
        for (int j = threadIdx.x; j < K; j += T) {
            if (j == 0) {
                tree[0] = sm.spl[0];
            } else {
                int d = 31 - __clz(j);
                int pos = j - (1 << d);
                tree[j] = sm.spl[(2 * pos + 1) * (K >> (d + 1)) - 1];
            }
            spl[j] = j < K - 1 ? sm.spl[j] : sm.spl[K - 2];
            eq[j] = (j + 1 < K - 1 && sm.spl[j] == sm.spl[j + 1]) ? 1 : 0;
        }
    }
};

}  // namespace ss
