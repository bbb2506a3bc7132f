#!/usr/bin/env bash
# Compiles src/main/cuda/samplesort.cu into one fatbin resource: SASS for sm_80 and sm_90, PTX for newer GPUs.
# Also compiles src/main/cuda/smoke.cu (test kernels of the CUDA binding) into <output>/smoke.fatbin, same flags.
# Called by Maven (generate-resources). Arguments: <cuda source dir> <output dir> <skip: true|false> <nvcc> <log dir>
# The ptxas report (-Xptxas -v: registers, shared memory, spills) goes to <log dir>/nvcc.log (<log dir>/nvcc-smoke.log
# for smoke.cu), never into the jar; the terminal gets one line per fatbin (and one line naming spilling kernels).
set -euo pipefail
src=$1 out=$2 skip=${3:-false} nvcc=${4:-nvcc} logs=${5:-$2}
fatbin=$out/samplesort.fatbin
mkdir -p "$out" "$logs"
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
    :
  else
    if ! "$nvcc" "${flags[@]}" -o "$smoke.tmp" "$src/smoke.cu" >"$logs/nvcc-smoke.log" 2>&1; then
      cat "$logs/nvcc-smoke.log" >&2; echo "[kernels] nvcc failed on smoke.cu" >&2; rm -f "$smoke.tmp"; exit 1
    fi
    mv "$smoke.tmp" "$smoke"
    echo "[kernels] built $smoke ($(stat -c %s "$smoke") bytes)"
  fi
fi
# Rebuild only when a source is newer than the fatbin.
if [ -f "$fatbin" ] && [ -z "$(find "$src" -newer "$fatbin" -type f ! -name smoke.cu | head -n 1)" ]; then
  exit 0
fi
log=$logs/nvcc.log
"$nvcc" --version | tail -n 1 >"$log"
if ! "$nvcc" "${flags[@]}" -o "$fatbin.tmp" "$src/samplesort.cu" >>"$log" 2>&1; then
  cat "$log" >&2; echo "[kernels] nvcc failed on samplesort.cu (log: $log)" >&2; rm -f "$fatbin.tmp"; exit 1
fi
mv "$fatbin.tmp" "$fatbin"
kernels=$(grep -c "^ptxas info    : Compiling entry function" "$log" || true)
# Spilling entries: the function named on the "Compiling entry function" line before a non-zero spill line.
spills=$(awk '/Compiling entry function/ {f=$7; a=$9} /bytes spill stores/ && ($5+0 > 0 || $9+0 > 0) {print f "(" a ")"}' "$log" \
         | tr -d "'," | sort -u)
echo "[kernels] built $(basename "$fatbin") ($(stat -c %s "$fatbin") bytes, $kernels kernel compilations; ptxas report: $log)"
if [ -n "$spills" ]; then
  echo "[kernels] $(echo "$spills" | wc -l) kernels spill registers, e.g. $(echo "$spills" | head -n 3 | tr '\n' ' ')(see the report)"
fi
