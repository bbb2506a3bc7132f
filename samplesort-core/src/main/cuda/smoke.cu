// Small kernels for the tests of the CUDA binding (dev.samplesort.cuda) and for LaunchOverhead.
// Built into the resource dev/samplesort/gpu/smoke.fatbin by src/build/build-kernels.sh.

extern "C" __global__ void smoke_empty() {}

extern "C" __global__ void smoke_add(const int* a, const int* b, int* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

// out[i] = value + i for i < n (grid-stride; n is 64-bit to exercise KernelArgs.i64).
extern "C" __global__ void smoke_fill_u32(unsigned int* out, unsigned int value, long long n) {
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        out[i] = value + (unsigned int)i;
    }
}

// Echoes its scalar arguments back, bit-exact: out[0] = a, out[1] = b, out[2] = bits(c), out[3] = bits(d).
extern "C" __global__ void smoke_args(int a, long long b, float c, double d, unsigned long long* out) {
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        out[0] = (unsigned long long)(long long)a;
        out[1] = (unsigned long long)b;
        out[2] = (unsigned long long)__float_as_uint(c);
        out[3] = (unsigned long long)__double_as_longlong(d);
    }
}

// Uses n 32-bit words of dynamic shared memory: fills them, then writes them back reversed: out[i] = n - 1 - i.
extern "C" __global__ void smoke_smem(unsigned int* out, int n) {
    extern __shared__ unsigned int smem[];
    for (int i = threadIdx.x; i < n; i += blockDim.x) smem[i] = (unsigned int)i;
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = smem[n - 1 - i];
}

// Busy-waits about `cycles` clock cycles (for event timing).
extern "C" __global__ void smoke_spin(long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) { }
}

// Writes p[offset]: with a huge offset this is an illegal address (a sticky error that poisons the context).
extern "C" __global__ void smoke_oob_write(int* p, long long offset) {
    if (blockIdx.x == 0 && threadIdx.x == 0) p[offset] = 42;
}
