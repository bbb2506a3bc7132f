// The kernel contract: every compile-time shape the host code must agree with, and the parameter block of each
// phase. This header is the one source on the device side; samplesort.cu exports all of it from the fatbin
// (ss_contract_* arrays and ss_params_* layouts), and dev.samplesort.gpu.KernelContract, the host's mirror,
// compares every value when the module loads and refuses to run on a mismatch (the message names the value).
// Change a shape here and in KernelContract together; the load-time check catches one without the other.
#pragma once
#include <cstddef>

namespace ss {

typedef unsigned long long u64;
typedef unsigned int u32;
typedef unsigned char u8;

// ---- Key kinds: the key type in the low two bits, KIND_DESCENDING on top ------------------------------------
enum KeyKind : int { KIND_INT = 0, KIND_FLOAT = 1, KIND_LONG = 2, KIND_DOUBLE = 3, KIND_TYPE_MASK = 3,
                     KIND_DESCENDING = 4 };

// ---- Phase 1, sample: the bucket counts K = 2^LOGK that exist, with their sample shapes (T x ITEMS = a * K) -----
#define SS_SAMPLE_SHAPES(X) \
    X(3, 64, 4)             \
    X(5, 128, 8)            \
    X(6, 256, 8)            \
    X(7, 256, 16)           \
    X(8, 512, 16)           \
    X(9, 512, 16)           \
    X(10, 1024, 16)

// Light samples (a = 16 keys per bucket instead of 32) for a level that finishes the distribution: K <= 256, where the
// full shapes above draw 32 keys per bucket. The sample is sorted by one block on the critical path of every level
// (K = 256: 34.7 us for int, 62 us for long keys on the H100, ncu 2026-11-23 — a quarter of a 2^20-key sort), and a
// final level's buckets (at most M / 2 on average) leave room for the wider spread of a smaller sample. (An earlier
// table with a = 4 or 8 measured slower: its spread sent buckets to larger size classes. This one gains on uniform
// keys but loses on zipf keys, whose largest buckets then overflow M: off by default; docs/PERFORMANCE.md.)
#define SS_SAMPLE_LIGHT_SHAPES(X) \
    X(5, 128, 4)                  \
    X(6, 256, 4)                  \
    X(7, 256, 8)                  \
    X(8, 512, 8)

// ---- Phases 2 and 4, classify/count and scatter: threads and elements per thread ------------------------------
// docs/PERFORMANCE.md steps 11-12. 64-bit keys use tiles of 512 x 8: a bucket's run in a tile still fills whole
// 128-byte lines, with half the registers. The scatter of 32-bit keys with 32-bit values uses 512 x 12 (no
// spills at two blocks per SM). The count kernel serves keys with and without values; a block's counts do not
// depend on its tile size.
constexpr int DIST_T = 512;
constexpr int dist_items(int key_bytes) { return key_bytes == 4 ? 16 : 8; }
constexpr int scatter_items(int key_bytes, int value_bytes) {
    return key_bytes == 4 && value_bytes == 4 ? 12 : dist_items(key_bytes);
}
// Two blocks per SM (at most 64 registers) where a thread's keys and values fit; one where they would spill
// (64-bit keys with values: 64 registers spilled and measured 15 % slower for long keys + int values).
constexpr int dist_min_blocks(int key_bytes, int value_bytes, int items) {
    return key_bytes * items <= 64 && value_bytes * items <= (key_bytes == 4 ? 64 : 0) ? 2 : 1;
}
// The host rounds a level's chunks to this many elements (the 32-bit tile; the 64-bit tile divides it).
constexpr int DIST_TILE = DIST_T * 16;

// ---- Records on the device (words.cuh): the largest record, in units, that the gather in runs copies (a warp
// copies 32 records as one run of 32 x units units, indexed in 32 bits); larger records go one warp per record.
constexpr int GATHER_RUN_MAX_UNITS = 1024;

// ---- Phase 3, scan over the level's histogram (u64): tiles of SCAN_T x SCAN_ITEMS, partials in one block -------
constexpr int SCAN_T = 256;
constexpr int SCAN_ITEMS = 8;
constexpr int SCAN_TILE = SCAN_T * SCAN_ITEMS;
constexpr int SCAN_PARTIAL_T = 1024;
constexpr int SCAN_PARTIAL_ITEMS = 4;
constexpr int SCAN_MAX_TILES = SCAN_PARTIAL_T * SCAN_PARTIAL_ITEMS;
// The one-block scan and plan of a level with a small histogram (ss_scan_plan): at most SCAN_PLAN_MAX entries.
constexpr int SCAN_PLAN_T = 1024;
constexpr int SCAN_PLAN_ITEMS = 4;
constexpr int SCAN_PLAN_MAX = 8192;

// ---- Phase 5, bucket sort: the kernels (threads x items each); the host picks which serve as size classes ------
// ITEMS is odd: the merge rounds store and read thread t's items at t * ITEMS + i in shared memory, which an odd
// ITEMS spreads over all 32 banks (even ITEMS measured 10-33 % slower overall, docs/PERFORMANCE.md).
#define SS_BSORT_SHAPES(X) \
    X(0, 128, 5)           \
    X(1, 256, 7)           \
    X(2, 512, 7)           \
    X(3, 512, 9)           \
    X(4, 512, 11)          \
    X(5, 512, 17)          \
    X(6, 256, 13)          \
    X(7, 256, 17)          \
    X(8, 256, 21)

// Threads of the plan and copy kernels.
constexpr int PLAN_T = 256;
constexpr int COPY_T = 256;

// Per-level work lists, written by the plan kernel and consumed by persistent bucket-sort and copy kernels: the
// lists region holds NLISTS lists of `cap` jobs each (one per size class, then the copy list); the counters hold
// the list lengths [0..NLISTS), the number of next-level segments [NEXT], and the jobs taken so far by the
// persistent kernels [TAKEN + list].
constexpr int NCLASSES = 6;
constexpr int COPY_LIST = NCLASSES;
constexpr int NLISTS = NCLASSES + 1;
constexpr int NEXT = 8;
constexpr int TAKEN = 16;
constexpr int NCOUNTERS = 32;
// A job: bucket at element offset `off` of `size` keys; flags & AUX_FLAG = the bucket sits in the auxiliary buffer.
constexpr u32 AUX_FLAG = 1u << 31;
struct Job {
    u64 off;
    u32 size;
    u32 flags;
};
static_assert(NLISTS + 1 <= NEXT && NEXT < TAKEN && TAKEN + NLISTS <= NCOUNTERS, "counter slots overlap");

// ---- Parameter blocks: one struct per phase, passed by value as the kernel's only parameter ------------------
// The fields keep the order the kernels' positional parameters had, so the parameter bank is laid out as before
// (samplesort.cu says how the kernels take the blocks and what that did to the ptxas report). Natural alignment;
// the host lays the blocks out by the same C rules (dev.samplesort.gpu.ParamBlock). The key type U and value type
// V only type the pointers: the layout is the same for every instantiation (checked in samplesort.cu).
template <class U> struct SampleParams {
    const U* src;
    int raw;   // keys are still in the caller's representation (first level)
    int kind;  // KeyKind
    const void* tables;  // the level's tables (LevelTables)
    u32 nseg;
    u32 nblk;
    u64 seed;
    U* tree;
    U* spl;
    u8* eq;
};

template <class U> struct CountParams {
    const U* src;
    int raw;
    int kind;
    const void* tables;
    u32 nseg;
    u32 nblk;
    const U* tree;
    const U* spl;
    const u8* eq;
    u64* hist;
    u64* totals;
    u8* bids;  // null: do not store bucket indices
};

// One block for the three scan kernels (reduce, partials, down).
struct ScanParams {
    u64* data;
    u64 n;
    u64* partial;
    u32 tiles;
};

struct PlanParams {
    const void* tables;
    u32 nseg;
    u32 nblk;
    int logk;
    const u64* scanned;
    const u64* totals;
    const u8* eq;
    const u32* caps;  // largest bucket of each size class (NCLASSES entries, 0 = unused)
    u32 copy_chunk;
    u32 aux_flag;  // AUX_FLAG when the level wrote the auxiliary buffer
    Job* lists;
    u64 cap;  // jobs per list
    u32* counters;
    u64* next;  // (offset, size) pairs of next-level segments
};

template <class U, class V> struct ScatterParams {
    const U* src;
    U* dst;
    const V* vsrc;
    V* vdst;
    int raw;
    int kind;
    int staged;
    const void* tables;
    u32 nseg;
    u32 nblk;
    const U* tree;
    const U* spl;
    const u8* eq;
    const u64* scanned;
    const u8* bids;
    // Only the multi-GPU exchange level's ss_scatter_remote_* kernels read these (null elsewhere): per bucket b, the
    // byte address that output position 0 maps to for that bucket, so that key o of bucket b goes to
    // kout[b] + o * sizeof(U) (and its value to vout[b] + o * sizeof(V)) — the bucket's place in its destination
    // GPU's receive buffer (over NVLink when that is a peer) instead of dst[o].
    const u64* kout;
    const u64* vout;
};

template <class U, class V> struct BucketSortParams {
    const Job* jobs;  // this size class's list
    u32* counters;
    int list;
    U* a;  // the caller's buffer: every bucket ends here
    U* b;  // the auxiliary buffer
    V* va;
    V* vb;
    int raw;
    int kind;
};

template <class U, class V> struct CopyParams {
    const Job* jobs;  // the copy list
    u32* counters;
    U* a;
    const U* b;
    V* va;
    const V* vb;
    int kind;
};

}  // namespace ss
