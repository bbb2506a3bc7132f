// Shared pieces of the GPU sample sort kernels: key transforms, the splitter tree, warp-aggregated ranking.
//
// Keys live on the device in an order-preserving unsigned form ("ordered bits") between the first read and the
// last write, so every comparison is a plain unsigned comparison and one kernel source serves int, long, float
// and double. The transform is applied when the input is read the first time (raw_in) and inverted when the
// sorted output is written.
#pragma once
#include <cstdint>
#include <type_traits>
#include "contract.cuh"

namespace ss {

// Marker for "no values".
struct NoValue {};
template <class V> constexpr int value_bytes() { return std::is_same<V, NoValue>::value ? 0 : (int)sizeof(V); }

// ---------------------------------------------------------------------------------------------------------------
// Order-preserving transforms. Integers: flip the sign bit. Floating point: the usual sign-magnitude flip, then a
// rotation that moves the negative NaNs (which the flip puts below -Inf) above +Inf and the positive NaNs, so that
// every NaN sorts last, as java.util.Arrays.sort does, and the map stays a bijection (NaN payloads survive).
// Descending order complements the ordered bits: the exact reverse of ascending, at no cost (one XOR on the first
// read and the last write), instead of a reversal pass afterwards.
__device__ __forceinline__ u32 desc_mask32(int kind) { return (kind & KIND_DESCENDING) ? 0xFFFFFFFFu : 0u; }
__device__ __forceinline__ u64 desc_mask64(int kind) { return (kind & KIND_DESCENDING) ? ~0ull : 0ull; }

// Runs body(kind) with the descending bit a compile-time constant inside it: body is instantiated twice and the
// masks above fold away. Used where a kernel's inner loop converts every key (first-level scatter of 64-bit keys,
// bucket sort, copy); see scatter.cuh for the measurement that asked for it.
template <class F> __device__ __forceinline__ void with_order(int kind, F&& body) {
    if (kind & KIND_DESCENDING) body(kind | KIND_DESCENDING);
    else body(kind & ~KIND_DESCENDING);
}

__device__ __forceinline__ u32 to_ordered(u32 x, int kind) {
    if ((kind & KIND_TYPE_MASK) == KIND_INT) return (x ^ 0x80000000u) ^ desc_mask32(kind);
    u32 t = x ^ ((u32)((int)x >> 31) | 0x80000000u);
    return (t - 0x007FFFFFu) ^ desc_mask32(kind);
}
__device__ __forceinline__ u32 from_ordered(u32 t, int kind) {
    t ^= desc_mask32(kind);
    if ((kind & KIND_TYPE_MASK) == KIND_INT) return t ^ 0x80000000u;
    t += 0x007FFFFFu;
    return t ^ ((t >> 31) ? 0x80000000u : 0xFFFFFFFFu);
}
__device__ __forceinline__ u64 to_ordered(u64 x, int kind) {
    if ((kind & KIND_TYPE_MASK) == KIND_LONG) return (x ^ 0x8000000000000000ull) ^ desc_mask64(kind);
    u64 t = x ^ ((u64)((long long)x >> 63) | 0x8000000000000000ull);
    return (t - 0x000FFFFFFFFFFFFFull) ^ desc_mask64(kind);
}
__device__ __forceinline__ u64 from_ordered(u64 t, int kind) {
    t ^= desc_mask64(kind);
    if ((kind & KIND_TYPE_MASK) == KIND_LONG) return t ^ 0x8000000000000000ull;
    t += 0x000FFFFFFFFFFFFFull;
    return t ^ ((t >> 63) ? 0x8000000000000000ull : 0xFFFFFFFFFFFFFFFFull);
}

template <class U> __device__ __forceinline__ U load_key(const U* p, u64 i, bool raw, int kind) {
    U x = p[i];
    return raw ? to_ordered(x, kind) : x;
}

// ---------------------------------------------------------------------------------------------------------------
// Counter-based random numbers (SplitMix64 finaliser): sample position i of segment s under a host seed.
__device__ __forceinline__ u64 mix64(u64 z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
__device__ __forceinline__ u64 random_below(u64 seed, u64 stream, u64 i, u64 bound) {
    u64 r = mix64(seed ^ mix64(stream * 0x100000001B3ull + i));
    return __umul64hi(r, bound);
}

// ---------------------------------------------------------------------------------------------------------------
// The splitter tree of one segment, in shared memory: tree[1..K-1] is the implicit complete binary search tree
// (tree[1] = the median splitter, children of j at 2j and 2j+1), spl[0..K-2] the sorted splitters, and
// eqnext[b] = 1 when spl[b] == spl[b+1], i.e. bucket b+1 is an equality bucket that takes the keys equal to spl[b].
template <class U, int LOGK> struct Tree {
    static constexpr int K = 1 << LOGK;
    U* tree;
    U* spl;
    unsigned char* eqnext;

    // The paper's Algorithm 2: log K predicated steps, no branches; then the equality-bucket correction.
    __device__ __forceinline__ u32 classify(U e) const {
        u32 j = 1;
#pragma unroll
        for (int l = 0; l < LOGK; ++l) j = 2 * j + (e > tree[j] ? 1u : 0u);
        u32 b = j - K;
        b += (u32)eqnext[b] & (u32)(e == spl[b]);
        return b;
    }
};

// Loads the tree of segment seg (written by the sample kernel) into shared memory.
template <class U, int LOGK>
__device__ __forceinline__ void load_tree(Tree<U, LOGK>& t, const U* g_tree, const U* g_spl,
                                          const unsigned char* g_eq, u32 seg) {
    constexpr int K = 1 << LOGK;
    for (int i = threadIdx.x; i < K; i += blockDim.x) {
        t.tree[i] = g_tree[(u64)seg * K + i];
        t.spl[i] = g_spl[(u64)seg * K + i];
        t.eqnext[i] = g_eq[(u64)seg * K + i];
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Warp-aggregated counting. The lanes of `mask` that carry the same bucket b find each other with BITS ballots (one
// per bit of b; cheaper than __match_any_sync, as CUB's radix ranking also finds), then one lane adds their number
// to cnt[b]; each lane gets a distinct rank among all adds to cnt[b].
template <int BITS>
__device__ __forceinline__ unsigned match_peers(u32 b, unsigned mask) {
    unsigned peers = mask;
#pragma unroll
    for (int i = 0; i < BITS; ++i) {
        unsigned bit = (b >> i) & 1u;
        unsigned m = __ballot_sync(mask, bit);
        peers &= bit ? m : ~m;
    }
    return peers;
}

// Bucket counting and ranking in shared memory. Plain shared-memory atomics are cheapest when a warp's keys fall
// into different buckets (the common case); when the whole warp agrees on one bucket (sorted runs, equal keys) one
// lane adds for all, so skewed inputs never serialise 32 lanes on one counter. SS_RANK_BALLOT selects the
// ballot-matching variant above for every key instead (measured slower on the H100, see docs/PERFORMANCE.md).
template <int BITS>
__device__ __forceinline__ u32 aggregated_rank(u32* cnt, u32 b, unsigned valid_mask) {
    unsigned lane = threadIdx.x & 31;
#ifdef SS_RANK_BALLOT
    unsigned peers = match_peers<BITS>(b, valid_mask);
#else
    u32 b0 = __shfl_sync(valid_mask, b, __ffs(valid_mask) - 1);
    if (!__all_sync(valid_mask, b == b0)) return atomicAdd(&cnt[b], 1u);
    unsigned peers = valid_mask;
#endif
    int leader = __ffs(peers) - 1;
    u32 base = 0;
    if ((int)lane == leader) base = atomicAdd(&cnt[b], (u32)__popc(peers));
    base = __shfl_sync(peers, base, leader);
    return base + (u32)__popc(peers & ((1u << lane) - 1u));
}

template <int BITS>
__device__ __forceinline__ void aggregated_add(u32* cnt, u32 b, unsigned valid_mask) {
    unsigned lane = threadIdx.x & 31;
#ifdef SS_RANK_BALLOT
    unsigned peers = match_peers<BITS>(b, valid_mask);
#else
    u32 b0 = __shfl_sync(valid_mask, b, __ffs(valid_mask) - 1);
    if (!__all_sync(valid_mask, b == b0)) {
        atomicAdd(&cnt[b], 1u);
        return;
    }
    unsigned peers = valid_mask;
#endif
    if ((int)lane == __ffs(peers) - 1) atomicAdd(&cnt[b], (u32)__popc(peers));
}

// Per-level tables, uploaded by the host as one block of memory (dev.samplesort.gpu.LevelPlan writes it):
// u64 seg_start[nseg], seg_size[nseg], seg_chunk[nseg], seg_hist_base[nseg]; then u32 seg_blocks[nseg],
// blk_seg[nblk], blk_idx[nblk]. A segment is a range of the array distributed at this level; each of its
// seg_blocks[s] thread blocks handles seg_chunk[s] consecutive elements (the last one fewer). The histogram of a
// level is column-major per segment: entry seg_hist_base[s] + bucket * seg_blocks[s] + block.
struct LevelTables {
    const u64* seg_start;
    const u64* seg_size;
    const u64* seg_chunk;
    const u64* seg_hist_base;
    const u32* seg_blocks;
    const u32* blk_seg;
    const u32* blk_idx;

    __device__ __forceinline__ LevelTables(const void* base, u32 nseg, u32 nblk) {
        const u64* p = static_cast<const u64*>(base);
        seg_start = p;
        seg_size = p + nseg;
        seg_chunk = p + 2 * (u64)nseg;
        seg_hist_base = p + 3 * (u64)nseg;
        const u32* q = reinterpret_cast<const u32*>(p + 4 * (u64)nseg);
        seg_blocks = q;
        blk_seg = q + nseg;
        blk_idx = q + nseg + nblk;
    }
};

// The range of elements [begin, end) that thread block `blk` handles, and its segment and index in the segment.
struct BlockRange {
    u32 seg, idx;
    u64 begin, end;
    __device__ __forceinline__ BlockRange(const LevelTables& t, u32 blk) {
        seg = t.blk_seg[blk];
        idx = t.blk_idx[blk];
        u64 s0 = t.seg_start[seg], s1 = s0 + t.seg_size[seg];
        begin = s0 + (u64)idx * t.seg_chunk[seg];
        end = begin + t.seg_chunk[seg];
        if (end > s1) end = s1;
    }
};

}  // namespace ss
