#!/usr/bin/env bash
# Builds the CUB baseline library for the benchmark harness (samplesort bench --algos cub-radix,cub-merge):
# cub_baselines.cu (primitive keys and pairs) and cub_wide.cu (gensort records, 128-bit keys, four columns).
# Usage: bash src/bench/cuda/build.sh OUTDIR      -> OUTDIR/libcubss.so
# Needs nvcc (CUDA 12.x/13.x, with CCCL/CUB). Set NVCC=/path/to/nvcc to pick one. Takes a few minutes.
set -euo pipefail
out=${1:?usage: build.sh OUTDIR}
here=$(cd "$(dirname "$0")" && pwd)
nvcc=${NVCC:-nvcc}
if ! command -v "$nvcc" >/dev/null 2>&1; then
  for c in /usr/local/cuda/bin/nvcc /usr/local/cuda-13.0/bin/nvcc; do [ -x "$c" ] && nvcc=$c && break; done
fi
command -v "$nvcc" >/dev/null 2>&1 || { echo "build.sh: nvcc not found (set NVCC=/path/to/nvcc)" >&2; exit 1; }
mkdir -p "$out"
echo "[cubss] $("$nvcc" --version | tail -n 1)"
start=$(date +%s)
"$nvcc" -std=c++17 -O3 -shared -Xcompiler -fPIC -cudart static \
  -gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=sm_80 \
  -o "$out/libcubss.so.tmp" "$here/cub_baselines.cu" "$here/cub_wide.cu"
mv -f "$out/libcubss.so.tmp" "$out/libcubss.so"
echo "[cubss] built $out/libcubss.so ($(stat -c %s "$out/libcubss.so") bytes) in $(( $(date +%s) - start )) s"
