// CUB baselines for wide keys (issue 16's table), benchmark only: (key, 32-bit index) sorts of
//   shape 0  gensort records: 100-byte records, 10-byte key (bytes 0..9, memcmp order); the run extracts
//            (key, index) pairs from the records, sorts them, and gathers the records into sorted order;
//   shape 1  128-bit keys: two int64 columns (SoA), lexicographic in Java's signed order; the run extracts the
//            (key, index) pairs and sorts them; the result is the permutation (sorted index);
//   shape 2  four int64 columns (SoA), the same as shape 1 with four words.
// with two CUB routes each:
//   algo 0   cub::DeviceRadixSort::SortPairs with a decomposer over the key's members (most significant first;
//            gensort: a uint64 and a uint16, i.e. exactly the key's 80 bits, 10 one-byte passes);
//   algo 1   cub::DeviceMergeSort::SortPairs with a lexicographic comparator.
// Data stay on the device between runs; a run is timed with CUDA events on one stream (extract, sort, gather
// separately as well). Build: bash build.sh OUTDIR (compiled into libcubss.so with cub_baselines.cu).
#include <cub/device/device_merge_sort.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cuda/std/tuple>
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace {

constexpr int kRecord = 100;           // gensort record bytes
constexpr int kRecordWords = kRecord / 4;

struct GKey {                          // a gensort key: bytes 0..7 big-endian in hi, bytes 8..9 in lo
    uint64_t hi;
    uint16_t lo;
};

struct GDecomposer {
    __host__ __device__ ::cuda::std::tuple<uint64_t&, uint16_t&> operator()(GKey& k) const { return {k.hi, k.lo}; }
};

struct GLess {
    __device__ __forceinline__ bool operator()(const GKey& a, const GKey& b) const {
        return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
    }
};

template <int W>
struct CKey {                          // W int64 columns of one row
    int64_t w[W];
};

template <int W>
struct CDecomposer;

template <>
struct CDecomposer<2> {
    __host__ __device__ ::cuda::std::tuple<int64_t&, int64_t&> operator()(CKey<2>& k) const { return {k.w[0], k.w[1]}; }
};

template <>
struct CDecomposer<4> {
    __host__ __device__ ::cuda::std::tuple<int64_t&, int64_t&, int64_t&, int64_t&> operator()(CKey<4>& k) const {
        return {k.w[0], k.w[1], k.w[2], k.w[3]};
    }
};

template <int W>
struct CLess {
    __device__ __forceinline__ bool operator()(const CKey<W>& a, const CKey<W>& b) const {
#pragma unroll
        for (int i = 0; i < W; i++) {
            if (a.w[i] != b.w[i]) return a.w[i] < b.w[i];
        }
        return false;
    }
};

// One thread per record: the key is 10 bytes at a 4-byte aligned address (100 * i), read as three 32-bit words
// (12 bytes; only the key's sectors are fetched, not the whole record).
__global__ void extract_gensort(const uint32_t* __restrict__ rec, GKey* __restrict__ keys, int* __restrict__ idx,
                                long long n) {
    long long i = blockIdx.x * (long long) blockDim.x + threadIdx.x;
    if (i >= n) return;
    const uint32_t* r = rec + i * kRecordWords;
    uint32_t a = __byte_perm(r[0], 0, 0x0123), b = __byte_perm(r[1], 0, 0x0123), c = __byte_perm(r[2], 0, 0x0123);
    GKey k;
    k.hi = (uint64_t) a << 32 | b;
    k.lo = (uint16_t) (c >> 16);
    keys[i] = k;
    idx[i] = (int) i;
}

// The records in sorted order, the same way as samplesort's own gather (ss_records_runs4 in words.cuh): a warp
// copies 32 consecutive output records as one run of 32 x 25 words; lane l loads idx[j0 + l] and hands it by
// shuffle to the lanes that copy that record; every warp-wide step writes 32 consecutive words, and 4 loads per
// lane are in flight before their stores. (The one-thread-per-word gather it replaces took 9.5 ms at 2^26 on the
// H100, 2026-11-23.)
constexpr int kGatherUnroll = 4;
__global__ void gather_gensort(const uint32_t* __restrict__ in, uint32_t* __restrict__ out,
                               const int* __restrict__ idx, long long n) {
    const unsigned lane = threadIdx.x & 31;
    const long long warps = ((long long) gridDim.x * blockDim.x) >> 5;
    for (long long j0 = ((blockIdx.x * (long long) blockDim.x + threadIdx.x) >> 5) * 32; j0 < n; j0 += warps * 32) {
        const unsigned cnt = n - j0 < 32 ? (unsigned) (n - j0) : 32u;
        const int mine = lane < cnt ? idx[j0 + lane] : 0;
        const unsigned total = cnt * kRecordWords;
        uint32_t* dst = out + j0 * kRecordWords;
        for (unsigned x0 = 0; x0 < total; x0 += 32 * kGatherUnroll) {
            uint32_t v[kGatherUnroll];
#pragma unroll
            for (int k = 0; k < kGatherUnroll; ++k) {
                const unsigned x = x0 + 32 * k + lane, q = x / kRecordWords;
                const int r = __shfl_sync(0xffffffffu, mine, q & 31);
                if (x < total) v[k] = in[(long long) r * kRecordWords + (x - q * kRecordWords)];
            }
#pragma unroll
            for (int k = 0; k < kGatherUnroll; ++k) {
                const unsigned x = x0 + 32 * k + lane;
                if (x < total) dst[x] = v[k];
            }
        }
    }
}

template <int W>
__global__ void extract_columns(const int64_t* __restrict__ cols, CKey<W>* __restrict__ keys,
                                int* __restrict__ idx, long long n) {
    long long i = blockIdx.x * (long long) blockDim.x + threadIdx.x;
    if (i >= n) return;
    CKey<W> k;
#pragma unroll
    for (int c = 0; c < W; c++) k.w[c] = cols[c * n + i];
    keys[i] = k;
    idx[i] = (int) i;
}

struct Ctx {
    int shape = 0, algo = 0;
    long long n = 0;
    void* input = nullptr;             // records (shape 0) or columns (SoA)
    void* output = nullptr;            // sorted records (shape 0)
    void* keys_in = nullptr;
    void* keys_out = nullptr;
    int* idx_in = nullptr;
    int* idx_out = nullptr;
    void* temp = nullptr;
    size_t temp_bytes = 0;
    size_t input_bytes = 0;
    size_t key_bytes = 0;
    cudaStream_t stream = nullptr;
    cudaEvent_t ev[4] = {nullptr, nullptr, nullptr, nullptr};
    const int* result_idx = nullptr;   // where the sorted index lies after a run
    int sms = 1;                       // multiprocessors of the device
};

template <typename K, typename D>
cudaError_t radix(Ctx& c, D d) {
    return cub::DeviceRadixSort::SortPairs(c.temp, c.temp_bytes, static_cast<const K*>(c.keys_in),
                                           static_cast<K*>(c.keys_out), c.idx_in, c.idx_out,
                                           static_cast<int64_t>(c.n), d, c.stream);
}

template <typename K, typename L>
cudaError_t merge(Ctx& c, L less) {
    return cub::DeviceMergeSort::SortPairs(c.temp, c.temp_bytes, static_cast<K*>(c.keys_in), c.idx_in,
                                           static_cast<int64_t>(c.n), less, c.stream);
}

cudaError_t sort(Ctx& c) {
    switch (c.shape * 2 + c.algo) {
        case 0: return radix<GKey>(c, GDecomposer{});
        case 1: return merge<GKey>(c, GLess{});
        case 2: return radix<CKey<2>>(c, CDecomposer<2>{});
        case 3: return merge<CKey<2>>(c, CLess<2>{});
        case 4: return radix<CKey<4>>(c, CDecomposer<4>{});
        case 5: return merge<CKey<4>>(c, CLess<4>{});
        default: return cudaErrorInvalidValue;
    }
}

unsigned blocks(long long threads, int per) { return (unsigned) ((threads + per - 1) / per); }

cudaError_t extract(Ctx& c) {
    const int T = 256;
    if (c.n == 0) return cudaSuccess;
    switch (c.shape) {
        case 0:
            extract_gensort<<<blocks(c.n, T), T, 0, c.stream>>>(static_cast<const uint32_t*>(c.input),
                                                                 static_cast<GKey*>(c.keys_in), c.idx_in, c.n);
            break;
        case 1:
            extract_columns<2><<<blocks(c.n, T), T, 0, c.stream>>>(static_cast<const int64_t*>(c.input),
                                                                    static_cast<CKey<2>*>(c.keys_in), c.idx_in, c.n);
            break;
        default:
            extract_columns<4><<<blocks(c.n, T), T, 0, c.stream>>>(static_cast<const int64_t*>(c.input),
                                                                    static_cast<CKey<4>*>(c.keys_in), c.idx_in, c.n);
    }
    return cudaGetLastError();
}

void release(Ctx* c) {
    for (void* p : {c->input, c->output, c->keys_in, c->keys_out, static_cast<void*>(c->idx_in),
                    static_cast<void*>(c->idx_out), c->temp}) {
        if (p) cudaFree(p);
    }
    for (cudaEvent_t e : c->ev) if (e) cudaEventDestroy(e);
    if (c->stream) cudaStreamDestroy(c->stream);
    delete c;
}

}  // namespace

#define CUBSS_TRY(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { release(c); return (int) e_; } } while (0)

/** Allocates device buffers for n elements of a shape (0 gensort, 1 two columns, 2 four columns), algo 0 radix /
 *  1 merge; *ctx receives the context. Returns a cudaError_t as int. */
extern "C" int cubss_wide_create(int shape, int algo, long long n, void** ctx) {
    if (shape < 0 || shape > 2 || algo < 0 || algo > 1 || n < 0 || n > 0x7FFFFFFFLL) return (int) cudaErrorInvalidValue;
    Ctx* c = new Ctx();
    c->shape = shape;
    c->algo = algo;
    c->n = n;
    size_t m = (size_t) (n > 0 ? n : 1);
    c->key_bytes = shape == 0 ? sizeof(GKey) : shape == 1 ? sizeof(CKey<2>) : sizeof(CKey<4>);
    c->input_bytes = shape == 0 ? m * kRecord : m * (shape == 1 ? 2 : 4) * sizeof(int64_t);
    CUBSS_TRY(cudaStreamCreateWithFlags(&c->stream, cudaStreamNonBlocking));
    int dev = 0;
    CUBSS_TRY(cudaGetDevice(&dev));
    CUBSS_TRY(cudaDeviceGetAttribute(&c->sms, cudaDevAttrMultiProcessorCount, dev));
    for (cudaEvent_t& e : c->ev) CUBSS_TRY(cudaEventCreate(&e));
    CUBSS_TRY(cudaMalloc(&c->input, c->input_bytes));
    if (shape == 0) CUBSS_TRY(cudaMalloc(&c->output, c->input_bytes));
    CUBSS_TRY(cudaMalloc(&c->keys_in, m * c->key_bytes));
    CUBSS_TRY(cudaMalloc(reinterpret_cast<void**>(&c->idx_in), m * sizeof(int)));
    if (algo == 0) {
        CUBSS_TRY(cudaMalloc(&c->keys_out, m * c->key_bytes));
        CUBSS_TRY(cudaMalloc(reinterpret_cast<void**>(&c->idx_out), m * sizeof(int)));
    }
    c->result_idx = algo == 0 ? c->idx_out : c->idx_in;
    c->temp = nullptr;
    c->temp_bytes = 0;
    CUBSS_TRY(sort(*c));                          // size query (d_temp == nullptr)
    CUBSS_TRY(cudaMalloc(&c->temp, c->temp_bytes > 0 ? c->temp_bytes : 1));
    *ctx = c;
    return 0;
}

/** Device bytes the context holds (input, output, keys, index, CUB temp). */
extern "C" long long cubss_wide_device_bytes(void* ctx) {
    Ctx* c = static_cast<Ctx*>(ctx);
    size_t m = (size_t) (c->n > 0 ? c->n : 1);
    size_t keys = m * c->key_bytes * (c->algo == 0 ? 2 : 1), idx = m * sizeof(int) * (c->algo == 0 ? 2 : 1);
    return (long long) (c->input_bytes * (c->shape == 0 ? 2 : 1) + keys + idx + c->temp_bytes);
}

/** Copies part of the input (records, or the columns one after another) from the host to byte offset `offset`
 *  of the input buffer; synchronous. */
extern "C" int cubss_wide_upload(void* ctx, const void* host, size_t offset, size_t bytes) {
    Ctx* c = static_cast<Ctx*>(ctx);
    if (offset > c->input_bytes || bytes > c->input_bytes - offset) return (int) cudaErrorInvalidValue;
    // On the run's own (non-blocking) stream: a cudaMemcpy on the legacy stream from pageable memory may return
    // before its DMA is done, and a non-blocking stream does not wait for the legacy stream.
    cudaError_t e = cudaMemcpyAsync(static_cast<char*>(c->input) + offset, host, bytes, cudaMemcpyHostToDevice,
                                    c->stream);
    return (int) (e != cudaSuccess ? e : cudaStreamSynchronize(c->stream));
}

/** One timed run: extract, sort, gather (gensort only). ms[0] = total, ms[1..3] = extract, sort, gather. */
extern "C" int cubss_wide_run(void* ctx, float* ms) {
    Ctx* c = static_cast<Ctx*>(ctx);
    cudaError_t e;
    if ((e = cudaEventRecord(c->ev[0], c->stream)) != cudaSuccess) return (int) e;
    if ((e = extract(*c)) != cudaSuccess) return (int) e;
    if ((e = cudaEventRecord(c->ev[1], c->stream)) != cudaSuccess) return (int) e;
    if (c->n > 1 && (e = sort(*c)) != cudaSuccess) return (int) e;
    if (c->n <= 1) c->result_idx = c->idx_in;
    if ((e = cudaEventRecord(c->ev[2], c->stream)) != cudaSuccess) return (int) e;
    if (c->shape == 0 && c->n > 0) {
        const int T = 256;
        // a warp per 32 records, as many blocks as are resident (8 per SM), grid-stride beyond: as samplesort's grid
        gather_gensort<<<(unsigned) std::min<long long>(blocks(c->n, T), 8LL * c->sms), T, 0, c->stream>>>(
            static_cast<const uint32_t*>(c->input), static_cast<uint32_t*>(c->output), c->result_idx, c->n);
        if ((e = cudaGetLastError()) != cudaSuccess) return (int) e;
    }
    if ((e = cudaEventRecord(c->ev[3], c->stream)) != cudaSuccess) return (int) e;
    if ((e = cudaEventSynchronize(c->ev[3])) != cudaSuccess) return (int) e;
    if ((e = cudaEventElapsedTime(&ms[0], c->ev[0], c->ev[3])) != cudaSuccess) return (int) e;
    for (int p = 0; p < 3; p++) {
        if ((e = cudaEventElapsedTime(&ms[p + 1], c->ev[p], c->ev[p + 1])) != cudaSuccess) return (int) e;
    }
    if (c->n > 1) c->result_idx = c->algo == 0 ? c->idx_out : c->idx_in;
    return 0;
}

/** Copies the result to the host: the sorted records (gensort) or the sorted index (int32, columns). */
extern "C" int cubss_wide_download(void* ctx, void* host, size_t bytes) {
    Ctx* c = static_cast<Ctx*>(ctx);
    const void* src = c->shape == 0 ? c->output : static_cast<const void*>(c->result_idx);
    size_t have = c->shape == 0 ? c->input_bytes : (size_t) (c->n > 0 ? c->n : 1) * sizeof(int);
    if (bytes > have) return (int) cudaErrorInvalidValue;
    cudaError_t e = cudaMemcpyAsync(host, src, bytes, cudaMemcpyDeviceToHost, c->stream);
    return (int) (e != cudaSuccess ? e : cudaStreamSynchronize(c->stream));
}

extern "C" void cubss_wide_destroy(void* ctx) {
    if (ctx) release(static_cast<Ctx*>(ctx));
}
