// Multi-word keys (composite keys, records, 128-bit keys, stable key-value sorts) on the GPU by refinement over the
// one-word sample sort (host side: dev.samplesort.gpu.GpuWordsSort).
//
// A key is a bit string: W unsigned 64-bit words, word 0 first (complemented for descending order), followed by
// the 32-bit row index when the sort must be stable. Pass 0 sorts (word 0, row) pairs with the 64-bit sample sort.
// Every later pass takes only the rows that are still tied — runs of equal keys — numbers their groups g = 0..G-1
// and sorts (g in the top gb = ceil(log2 G) bits | the next 64 - gb bits of the bit string, row) pairs, so that each
// group is refined in place by the bits that follow the ones it agrees on. Uniform keys stop after pass 0; keys
// whose leading words repeat pay a pass per 64 - gb bits that it takes to tell them apart, over the tied rows only.
//
// A packed pass 0 (first_key, rb > 0) sorts (the first 64 - rb bits | the row index in the low rb bits) as keys
// alone; its ties are the rows whose first 64 - rb bits agree, refined from bit 64 - rb on (GpuWordsSort.packBits).
//
// Kernels here: building pass-0 keys, the prefix sample that chooses the packed pass 0, finding ties (per-tile
// counts + a compaction that uses the level scan for the tile offsets), writing refined rows back, and gathering
// rows/values by the final order; then, for records on the device: pass-0 keys straight from the records (every
// later pass reads the tied rows' key bytes there too: RecordSource) and the record gathers.
#pragma once
#include "common.cuh"
#include "sample.cuh"
#include "scan.cuh"
#include <cub/block/block_scan.cuh>

namespace ss {

constexpr int WORDS_T = SCAN_T;          // 256 threads
constexpr int WORDS_ITEMS = SCAN_ITEMS;  // 8 consecutive elements per thread
constexpr int WORDS_TILE = SCAN_TILE;    // 2048 elements per block: tile sums feed the level scan unchanged
constexpr u64 SIGN = 0x8000000000000000ull;

// Where a key's bit string is read (the compaction and the prefix sample take either source):
//  - WordSource: W words per row, word q of row r at words[r * rs + q * qs] — row-major words (rs = W, qs = 1) or
//    columns (rs = 1, qs = n: the device-resident column sorts read their columns in place, no transposed copy).
//    Every word is XORed with `flip` (all ones: descending; the sign bit: Java's signed columns). The bit string:
//    the key words (flipped), then the row index when `stable`, then zeros.
//  - RecordSource: the key bytes [off, off + len) of `size`-byte records, big-endian in words, zeros past the key
//    (every key has the same length, so the padding never decides): unsigned word order is memcmp order. The words
//    are read straight from the records, only for the rows a pass needs (a record sort never builds them all).
struct WordSource {
    const u64* words;
    u32 w;
    u64 rs, qs, flip;
    int stable;
    __device__ __forceinline__ u64 word(u32 row, u64 q) const {
        if (q < w) return words[(u64)row * rs + q * qs] ^ flip;
        if (q == w && stable) return (u64)row << 32;
        return 0;
    }
};

// Word q of the key of the record at `k` (its key's first byte): two 32-bit loads and byte swaps where the 8 bytes
// lie 4-byte aligned inside the record (bytes past the key masked off), else byte by byte.
__device__ __forceinline__ u64 record_key_word(const unsigned char* k, u32 size, u32 off, u32 len, u32 q) {
    const u32 at = 8u * q;
    if (at >= len) return 0;
    const u32 m = len - at < 8u ? len - at : 8u;
    const unsigned char* p = k + at;
    if ((((size | off) & 3) == 0) && off + at + 8 <= size) {
        const u32* p4 = reinterpret_cast<const u32*>(p);
        const u64 mask = m == 8 ? ~0ull : ~(~0ull >> (8 * m));
        return ((u64)__byte_perm(p4[0], 0, 0x0123) << 32 | __byte_perm(p4[1], 0, 0x0123)) & mask;
    }
    u64 v = 0;
    for (u32 b = 0; b < 8; ++b) v = (v << 8) | (b < m ? (u64)p[b] : 0ull);
    return v;
}

struct RecordSource {
    const unsigned char* rec;
    u32 size, off, len;
    __device__ __forceinline__ u64 word(u32 row, u64 q) const {
        return q >= 0xFFFFFFFFull ? 0 : record_key_word(rec + (u64)row * size + off, size, off, len, (u32)q);
    }
};

// `len` (1..64) bits of row r's bit string starting at bit `pos` (MSB first), right-aligned.
template <class S>
__device__ __forceinline__ u64 stream_bits(const S& src, u32 row, u64 pos, u32 len) {
    u64 q = pos >> 6;
    u32 off = (u32)(pos & 63);
    u64 hi = src.word(row, q);
    u64 x = off == 0 ? hi : (hi << off) | (src.word(row, q + 1) >> (64 - off));
    return len == 64 ? x : x >> (64 - len);
}

// The pass-0 key of row i from word 0 of its bit string (v), sign-flipped so that the signed 64-bit sort
// (KIND_LONG) orders it as unsigned. rb = 0: v itself, the row index goes as the value (row[i] = i). rb > 0 (the
// packed pass 0, GpuWordsSort): the first 64 - rb bits of v with the row index in the low rb bits — every key
// distinct, so a keys-only sort orders the rows by their first 64 - rb bits (ties in row order) and moves 8 bytes
// per row instead of 12; `row` is not written (words_count unpacks the rows from the sorted keys).
__device__ __forceinline__ void first_key(u64 v, u64 i, u32 rb, u64* key, u32* row) {
    if (rb == 0) {
        key[i] = v ^ SIGN;
        row[i] = (u32)i;
    } else {
        key[i] = (((v >> rb) << rb) | i) ^ SIGN;
    }
}

// Whether the first 64 - rb bits of the bit string repeat among WORDS_TILE sampled rows, one drawn at random from
// each of WORDS_TILE equal strata of the n rows (distinct rows: a row drawn twice would look like a repeated key).
// One block sorts the sampled prefixes and compares neighbours; *found = 1 if two agree, else 0. GpuWordsSort packs
// pass 0 only when they do not. (Sorting the sample on the host cost 0.4-0.7 ms per sort, the JIT not yet warm.)
template <class S>
__device__ __forceinline__ void sample_repeats(const S& src, u64 n, u32 rb, u32* found) {
    using Sort = cub::BlockMergeSort<u64, WORDS_T, WORDS_ITEMS>;
    __shared__ typename Sort::TempStorage tmp;
    __shared__ u64 last[WORDS_T];
    const u64 stride = n / WORDS_TILE;
    u64 k[WORDS_ITEMS];
#pragma unroll
    for (int i = 0; i < WORDS_ITEMS; ++i) {
        const u64 j = (u64)threadIdx.x * WORDS_ITEMS + i;
        k[i] = src.word((u32)(j * stride + random_below(0x5EED5A3Bull, 0, j, stride)), 0) >> rb;
    }
    Sort(tmp).Sort(k, Less());
    last[threadIdx.x] = k[WORDS_ITEMS - 1];
    __syncthreads();
    bool dup = threadIdx.x > 0 && last[threadIdx.x - 1] == k[0];
#pragma unroll
    for (int i = 1; i < WORDS_ITEMS; ++i) dup |= k[i] == k[i - 1];
    const int any = __syncthreads_or(dup);
    if (threadIdx.x == 0) *found = any ? 1u : 0u;
}

// Pass 0 from words: the key of row i from its word 0 (flipped); rs: the row stride of the words (above).
__device__ __forceinline__ void words_first(const u64* words, u64 rs, u64 n, u64 flip, u32 rb, u64* key, u32* row) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)
        first_key(words[i * rs] ^ flip, i, rb, key, row);
}

// Floating-point keys of a stable sort: every NaN is the canonical NaN while ranking (Arrays.sort keeps NaNs in
// input order; the payload bits travel with the row and are gathered back unchanged).
__device__ __forceinline__ u32 stable_ordered(u32 x, int kind) {
    if ((kind & KIND_TYPE_MASK) == KIND_FLOAT && (x & 0x7FFFFFFFu) > 0x7F800000u) x = 0x7FC00000u;
    return to_ordered(x, kind);
}
__device__ __forceinline__ u64 stable_ordered(u64 x, int kind) {
    if ((kind & KIND_TYPE_MASK) == KIND_DOUBLE && (x & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull)
        x = 0x7FF8000000000000ull;
    return to_ordered(x, kind);
}

// One-word keys of a primitive type as words (stable key-value sorts of 64-bit keys): the ordered bits.
template <class U>
__device__ __forceinline__ void words_from_keys(const U* k, int kind, u64 n, u64* words) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)
        words[i] = (u64)stable_ordered(k[i], kind) << (64 - 8 * sizeof(U));
}

// Stable sorts of 32-bit keys: (ordered key, flipped for descending) << 32 | row is one 64-bit key with no ties, so
// a single keys-only sort of 64-bit keys is stable; stored sign-flipped for the signed 64-bit sort.
__device__ __forceinline__ void stable_pack32(const u32* k, int kind, u32 flip, u64 n, u64* packed) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)
        packed[i] = (((u64)(stable_ordered(k[i], kind) ^ flip) << 32) | i) ^ SIGN;
}

// After the packed sort: keys straight from the packed bits (coalesced; a NaN takes its original bits from its row),
// values gathered by row.
template <class V>
__device__ __forceinline__ void stable_finish32(const u64* packed, int kind, u32 flip, u64 n, const u32* korig,
                                                u32* kout, const V* vin, V* vout) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        u64 p = packed[i] ^ SIGN;
        u32 r = (u32)p;
        u32 k = from_ordered((u32)(p >> 32) ^ flip, kind);
        if ((kind & KIND_TYPE_MASK) == KIND_FLOAT && (k & 0x7FFFFFFFu) > 0x7F800000u) k = korig[r];
        kout[i] = k;
        vout[i] = vin[r];
    }
}

// After the packed sort that carried the values as its payload (GpuPolicy.stablePayload): only the keys come back
// from the packed bits; a float NaN takes its original bits from its row. kout may be the key array itself when no
// NaN can occur (int keys: korig is then never read).
__device__ __forceinline__ void stable_unpack32(const u64* packed, int kind, u32 flip, u64 n, const u32* korig,
                                                u32* kout) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        u64 p = packed[i] ^ SIGN;
        u32 k = from_ordered((u32)(p >> 32) ^ flip, kind);
        if ((kind & KIND_TYPE_MASK) == KIND_FLOAT && (k & 0x7FFFFFFFu) > 0x7F800000u) k = korig[(u32)p];
        kout[i] = k;
    }
}

// Whether some floating-point key is a NaN other than the canonical one (Float.NaN / Double.NaN bits): the stable
// sample sort orders keys by their bits, so distinct NaNs would not tie; such inputs take the (key, row) route, which
// ranks every NaN as one value (GpuWordsSort.sortStablePairs). Sets *found to 1; the host zeroes it first.
template <class U>
__device__ __forceinline__ void odd_nan(const U* k, u64 n, u32* found) {
    constexpr U ABS = ~U(0) >> 1;
    constexpr U INF = sizeof(U) == 4 ? U(0x7F800000u) : U(0x7FF0000000000000ull);
    constexpr U CANON = sizeof(U) == 4 ? U(0x7FC00000u) : U(0x7FF8000000000000ull);
    bool odd = false;
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        U x = k[i];
        odd |= (x & ABS) > INF && x != CANON;
    }
    if (__any_sync(0xffffffffu, odd) && (threadIdx.x & 31) == 0) *found = 1;
}

// Tie bits of n sorted rows of w words (SortJob.Keys.Words.tieBits): bit i of the little-endian bit string is set
// when row i (i >= 1) equals row i - 1. One row per thread, 32 rows per warp ballot, written as one 32-bit word
// (two of them make the host's 64-bit word). Whole warps run every iteration, rows past n count as unequal.
__device__ __forceinline__ void tie_bits(const u64* words, u32 w, u64 n, u32* bits) {
    const u64 stride = (u64)gridDim.x * blockDim.x;
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i - (threadIdx.x & 31) < n; i += stride) {
        bool eq = i >= 1 && i < n;
        for (u32 q = 0; q < w && eq; ++q) eq = words[i * w + q] == words[(i - 1) * w + q];
        const unsigned m = __ballot_sync(0xffffffffu, eq);
        if ((threadIdx.x & 31) == 0) bits[i >> 5] = m;
    }
}

// Tie flags of element j of a sorted key array, compared without their low `shift` bits (the row index of a packed
// pass 0; else 0): tied = equal to a neighbour; start = first of its run of ties.
__device__ __forceinline__ void tie_flags(const u64* key, u64 m, u32 shift, u64 j, u32& tied, u32& start) {
    if (j >= m) {
        tied = start = 0;
        return;
    }
    u64 x = key[j] >> shift;
    bool prev = j > 0 && (key[j - 1] >> shift) == x;
    bool next = j + 1 < m && (key[j + 1] >> shift) == x;
    tied = prev || next;
    start = !prev && next;
}

// A tile's elements are taken striped: element i of thread t is tile_base + i * WORDS_T + t, so that every load
// and store of a warp covers consecutive elements (the blocked order — thread t owning 8 consecutive elements — made
// each warp access touch 32 lines. Four long columns at 2^26, H100, 2026-11-23, phase profiles of the two
// refinement passes (GpuWordsDevBench before, WideDevBench after): tie counts 1.42 → 0.75 ms, scans + compactions
// 13.8 → 7.9 ms; the benchmark's four-column row 32.4 → 25.5 ms).

// Per tile: the number of tied elements and of tie groups (tile sums for the level scan), and the totals. After a
// packed pass 0 (shift = rb > 0) it also unpacks the row order from the keys' low bits into `row` (the same loads).
__device__ __forceinline__ void words_count(const u64* key, u64 m, u32 shift, u32* row, u64* tied_tiles,
                                            u64* start_tiles, unsigned long long* totals) {
    using Reduce = cub::BlockReduce<u32, WORDS_T>;
    __shared__ typename Reduce::TempStorage tmp;
    u64 base = (u64)blockIdx.x * WORDS_TILE + threadIdx.x;
    u32 t = 0, s = 0;
#pragma unroll
    for (int i = 0; i < WORDS_ITEMS; ++i) {
        u32 ti, si;
        const u64 j = base + (u64)i * WORDS_T;
        tie_flags(key, m, shift, j, ti, si);
        if (shift != 0 && j < m) row[j] = (u32)(key[j] & ((1ull << shift) - 1));
        t += ti;
        s += si;
    }
    u32 tt = Reduce(tmp).Sum(t);
    __syncthreads();
    u32 ss_ = Reduce(tmp).Sum(s);
    if (threadIdx.x == 0) {
        tied_tiles[blockIdx.x] = tt;
        start_tiles[blockIdx.x] = ss_;
        if (tt) atomicAdd(&totals[0], (unsigned long long)tt);
        if (ss_) atomicAdd(&totals[1], (unsigned long long)ss_);
    }
}

// Compaction of the tied elements into the next pass, in their order: position (in the full array), row, and the
// refined key (group number in the top gb bits, then the next 64 - gb bits of the row's bit string, read from src),
// sign-flipped as above; ties as tie_flags finds them (shift). tied_off / start_off: exclusive scans of the tile sums of words_count. An element's place in the tile
// order is the count of flagged elements before it: earlier rows of the stripe (all warps), then earlier warps of
// its row, then earlier lanes (ballot + popc); the per-(row, warp) counts are scanned by one warp.
template <class S>
__device__ __forceinline__ void words_compact(const u64* key, const u32* pos, const u32* row, u64 m, u32 shift,
                                              const u64* tied_off, const u64* start_off, u64 tied, const S& src,
                                              u64 bitpos, u32 gb, u32* pos_out, u32* row_out, u64* key_out) {
    // A tile without ties has nothing to write: after a packed pass 0 (2^26 gensort rows, ~8 000 tied pairs) most
    // tiles, which then cost only this check instead of reading their keys.
    const u64 tile_end = blockIdx.x + 1 < gridDim.x ? tied_off[blockIdx.x + 1] : tied;
    if (tile_end == tied_off[blockIdx.x]) return;
    constexpr int WARPS = WORDS_T / 32, CELLS = WORDS_ITEMS * WARPS;   // one cell per (row of the stripe, warp)
    static_assert(CELLS == 64, "the cell scan below gives each lane two cells");
    __shared__ u32 tied_cells[CELLS], start_cells[CELLS];
    const u32 lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const u32 below = (1u << lane) - 1;
    u64 base = (u64)blockIdx.x * WORDS_TILE + threadIdx.x;
    u32 tied_bits[WORDS_ITEMS], start_bits[WORDS_ITEMS];
#pragma unroll
    for (int i = 0; i < WORDS_ITEMS; ++i) {
        u32 ti, si;
        tie_flags(key, m, shift, base + (u64)i * WORDS_T, ti, si);
        tied_bits[i] = __ballot_sync(0xffffffffu, ti);
        start_bits[i] = __ballot_sync(0xffffffffu, si);
        if (lane == 0) {
            tied_cells[i * WARPS + warp] = __popc(tied_bits[i]);
            start_cells[i * WARPS + warp] = __popc(start_bits[i]);
        }
    }
    __syncthreads();
    if (warp == 0) {   // exclusive scan of the 64 cells in (row, warp) order: lane l holds cells 2l and 2l + 1
        u32 t0 = tied_cells[2 * lane], t1 = tied_cells[2 * lane + 1];
        u32 s0 = start_cells[2 * lane], s1 = start_cells[2 * lane + 1];
        u32 tin = t0 + t1, sin = s0 + s1;
#pragma unroll
        for (int d = 1; d < 32; d <<= 1) {
            u32 tu = __shfl_up_sync(0xffffffffu, tin, d), su = __shfl_up_sync(0xffffffffu, sin, d);
            if (lane >= (u32)d) {
                tin += tu;
                sin += su;
            }
        }
        tin -= t0 + t1;   // exclusive
        sin -= s0 + s1;
        tied_cells[2 * lane] = tin;
        tied_cells[2 * lane + 1] = tin + t0;
        start_cells[2 * lane] = sin;
        start_cells[2 * lane + 1] = sin + s0;
    }
    __syncthreads();
    const u64 toff = tied_off[blockIdx.x], soff = start_off[blockIdx.x];
    const u32 len = 64 - gb;
    u32 r[WORDS_ITEMS];
    u64 bits[WORDS_ITEMS];
#pragma unroll
    for (int i = 0; i < WORDS_ITEMS; ++i) {   // all loads first: the random word reads of 8 rows in flight
        if (!((tied_bits[i] >> lane) & 1)) continue;
        r[i] = row[base + (u64)i * WORDS_T];
        bits[i] = stream_bits(src, r[i], bitpos, len);
    }
#pragma unroll
    for (int i = 0; i < WORDS_ITEMS; ++i) {
        if (!((tied_bits[i] >> lane) & 1)) continue;
        u64 j = base + (u64)i * WORDS_T;
        u64 c = toff + tied_cells[i * WARPS + warp] + __popc(tied_bits[i] & below);
        // groups started before this element, plus its own start: its group is that count - 1
        u64 g = soff + start_cells[i * WARPS + warp] + __popc(start_bits[i] & (below | (1u << lane)));
        u64 k = gb == 0 ? bits[i] : ((g - 1) << len) | bits[i];
        pos_out[c] = pos ? pos[j] : (u32)j;
        row_out[c] = r[i];
        key_out[c] = k ^ SIGN;
    }
}

// After a refinement pass: the refined rows go back to their positions in the full order.
__device__ __forceinline__ void words_put_rows(const u32* pos, const u32* rowc, u64 m, u32* row) {
    for (u64 j = (u64)blockIdx.x * blockDim.x + threadIdx.x; j < m; j += (u64)gridDim.x * blockDim.x)
        row[pos[j]] = rowc[j];
}

// out[i] = the W words of row row[i]: one thread per output word, so writes are coalesced and each row's words are
// read together.
__device__ __forceinline__ void words_gather(const u64* words, u32 w, const u32* row, u64 n, u64* out) {
    u64 total = n * w;
    for (u64 x = (u64)blockIdx.x * blockDim.x + threadIdx.x; x < total; x += (u64)gridDim.x * blockDim.x) {
        u64 i = x < 0xFFFFFFFFull ? (u64)((u32)x / w) : x / w, d = x - i * w;   // 32-bit division when it fits
        out[x] = words[(u64)row[i] * w + d];
    }
}

template <class T>
__device__ __forceinline__ void gather_by_row(const T* src, const u32* row, u64 n, T* out) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)
        out[i] = src[row[i]];
}

}  // namespace ss

namespace ss {

// ---- Records on the device (the benchmark's device-resident rows): pass 0 and the record gathers ----------------

// Pass 0 of a record sort, straight from the records: the key of record i from its first key word (first_key).
// The other words are read (RecordSource) only for the rows that pass 0 leaves tied: for gensort's random keys
// none or a few thousand, which saves writing and re-reading 16 bytes per record.
__device__ __forceinline__ void records_first(const unsigned char* rec, u32 size, u32 off, u32 len, u64 n, u32 rb,
                                              u64* key, u32* row) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)
        first_key(record_key_word(rec + i * size + off, size, off, len, 0), i, rb, key, row);
}

// out record j = in record row[j], for records of U units of type T (4, 8 or 16 bytes; U <= GATHER_RUN_MAX_UNITS, contract.cuh):
// a warp copies 32 consecutive output records as one run of 32 U units. Lane l loads row[j0 + l] (one coalesced
// load) and hands it by shuffle to the lanes that copy that record; each warp-wide step writes 32 consecutive units
// (whole 128-byte lines for 4-byte units) and reads a run of one or two records; UNROLL loads are in flight per lane
// before their stores. (The warp-per-record kernel below leaves lanes idle when U < 32 — 7 of 32 for gensort's 25 —
// and keeps one record per warp in flight.)
template <class T, int UNROLL>
__device__ __forceinline__ void records_gather_runs(const T* in, u32 units, const u32* row, u64 n, T* out) {
    const u32 lane = threadIdx.x & 31;
    const u64 warps = ((u64)gridDim.x * blockDim.x) >> 5;
    const float inv = 1.0f / (float)units;
    for (u64 j0 = (((u64)blockIdx.x * blockDim.x + threadIdx.x) >> 5) * 32; j0 < n; j0 += warps * 32) {
        const u32 cnt = n - j0 < 32 ? (u32)(n - j0) : 32u;
        const u32 mine = lane < cnt ? row[j0 + lane] : 0u;
        const u32 total = cnt * units;                   // < 2^15: x / units by float, corrected exactly
        T* dst = out + j0 * units;
        for (u32 x0 = 0; x0 < total; x0 += 32 * UNROLL) {
            T v[UNROLL];
#pragma unroll
            for (int k = 0; k < UNROLL; ++k) {
                const u32 x = x0 + 32 * k + lane;
                u32 q = (u32)((float)x * inv);
                if (q * units > x) --q;
                else if ((q + 1) * units <= x) ++q;
                const u32 r = __shfl_sync(0xffffffffu, mine, q & 31);
                if (x < total) v[k] = in[(u64)r * units + (x - q * units)];
            }
#pragma unroll
            for (int k = 0; k < UNROLL; ++k) {
                const u32 x = x0 + 32 * k + lane;
                if (x < total) dst[x] = v[k];
            }
        }
    }
}

// out record j = in record row[j], in 4-byte units (records of a multiple of 4 bytes, 4-byte aligned): one warp per
// record, lane u copies unit u (and u + 32, ...), so every record is read and written as one run and no thread
// divides (a 64-bit division per unit cost more than the copy).
__device__ __forceinline__ void records_gather4(const u32* in, u32 units, const u32* row, u64 n, u32* out) {
    const u32 lane = threadIdx.x & 31;
    const u64 warps = ((u64)gridDim.x * blockDim.x) >> 5;
    for (u64 j = ((u64)blockIdx.x * blockDim.x + threadIdx.x) >> 5; j < n; j += warps) {
        const u32* src = in + (u64)row[j] * units;
        u32* dst = out + j * units;
        for (u32 u = lane; u < units; u += 32) dst[u] = src[u];
    }
}

// The same for any record size, byte by byte.
__device__ __forceinline__ void records_gather1(const unsigned char* in, u32 size, const u32* row, u64 n,
                                                unsigned char* out) {
    u64 total = n * size;
    for (u64 x = (u64)blockIdx.x * blockDim.x + threadIdx.x; x < total; x += (u64)gridDim.x * blockDim.x) {
        u64 j = x / size, u = x - j * size;
        out[x] = in[(u64)row[j] * size + u];
    }
}

}  // namespace ss
