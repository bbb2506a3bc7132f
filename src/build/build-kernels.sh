#!/usr/bin/env bash
# Compiles src/main/cuda/samplesort.cu into one fatbin resource: SASS for sm_80 and sm_90, PTX for newer GPUs.
# Also compiles src/main/cuda/smoke.cu (test kernels of the CUDA binding) into <output>/smoke.fatbin, same flags.
# Called by Maven (generate-resources). Arguments: <cuda source dir> <output dir> <skip: true|false> <nvcc>
# The ptxas report (-Xptxas -v: registers, shared memory, spills) goes to the build log and to <output>/nvcc.log
# (<output>/nvcc-smoke.log for smoke.cu).
set -euo pipefail
src=$1 out=$2 skip=${3:-false} nvcc=${4:-nvcc}
fatbin=$out/samplesort.fatbin
mkdir -p "$out"
if [ "$skip" = "true" ]; then
  echo "[kernels] skipped (-Dsamplesort.skipKernels=true): the GPU backend will report 'kernels not built'"
  rm -f "$fatbin" "$out/smoke.fatbin"
  exit 0
fi
if ! command -v "$nvcc" >/dev/null 2>&1; then
  for c in /usr/local/cuda/bin/nvcc /usr/local/cuda-13.0/bin/nvcc; do [ -x "$c" ] && nvcc=$c && break; done
fi
if ! command -v "$nvcc" >/dev/null 2>&1; then
  echo "[kernels] ERROR: nvcc not found. Install the CUDA toolkit (12.x or 13.x), pass -Dsamplesort.nvcc=/path/to/nvcc," >&2
  echo "[kernels]        or build without GPU kernels: mvn ... -Dsamplesort.skipKernels=true" >&2
  exit 1
fi
flags=(-std=c++17 -O3 --fatbin -Xptxas -v --expt-relaxed-constexpr -compress-mode=size
       -gencode arch=compute_80,code=sm_80
       -gencode arch=compute_90,code=sm_90
       -gencode arch=compute_90,code=compute_90)
# The binding's test kernels: smoke.cu -> smoke.fatbin, rebuilt only when smoke.cu is newer.
if [ -f "$src/smoke.cu" ]; then
  smoke=$out/smoke.fatbin
  if [ -f "$smoke" ] && [ ! "$src/smoke.cu" -nt "$smoke" ]; then
    echo "[kernels] up to date: $smoke"
  else
    if ! "$nvcc" "${flags[@]}" -o "$smoke.tmp" "$src/smoke.cu" >"$out/nvcc-smoke.log" 2>&1; then
      cat "$out/nvcc-smoke.log" >&2; echo "[kernels] nvcc failed on smoke.cu" >&2; rm -f "$smoke.tmp"; exit 1
    fi
    mv "$smoke.tmp" "$smoke"
    echo "[kernels] built $smoke ($(stat -c %s "$smoke") bytes)"
  fi
fi
# Rebuild only when a source is newer than the fatbin.
if [ -f "$fatbin" ] && [ -z "$(find "$src" -newer "$fatbin" -type f ! -name smoke.cu | head -n 1)" ]; then
  echo "[kernels] up to date: $fatbin"
  exit 0
fi
echo "[kernels] $("$nvcc" --version | tail -n 1)"
set +e
"$nvcc" "${flags[@]}" -o "$fatbin.tmp" "$src/samplesort.cu" 2>&1 | tee "$out/nvcc.log"
rc=${PIPESTATUS[0]}
set -e
if [ "$rc" -ne 0 ]; then echo "[kernels] nvcc failed ($rc)" >&2; rm -f "$fatbin.tmp"; exit "$rc"; fi
mv "$fatbin.tmp" "$fatbin"
if grep -q "bytes spill" "$out/nvcc.log" && grep -E "[1-9][0-9]* bytes spill" "$out/nvcc.log" >/dev/null; then
  echo "[kernels] WARNING: some kernels spill registers (see $out/nvcc.log)"
fi
echo "[kernels] built $fatbin ($(stat -c %s "$fatbin") bytes)"
