#!/usr/bin/env bash
# Multi-GPU pass (issue 18) on the GPU machine: the multi-GPU tests, the peer bandwidth matrix, the multi-GPU
# benchmark against one GPU in the same run, and compute-sanitizer on a small multi-GPU sort. Everything goes under
# OUTDIR ($OUT on the device). Build here first, as for device-check.sh:
#   ./build -q package -DskipTests && ./build -q test-compile   (kernels built by nvcc; no -Dsamplesort.skipKernels)
#   a jlink runtime in .jre and the JUnit console jar in .dev/junit-console.jar (docs/PERFORMANCE.md)
# then on the device:  bash build-support/device-mgpu.sh OUTDIR [PHASE...]
# PHASE: tests, p2p, bench, skew, e2e, sanitizer (default: all, in that order; each fits one 10-minute device
# command, so run them as separate commands when the device limits a command's time); quick (not in the default
# set, under 4 minutes on nvidia-h200-x2): MultiGpuSortTest, then 2^30 long uniform and allequal gpu vs mgpu and
# gpu-e2e vs mgpu-e2e with the per-device phase profile (-Dsamplesort.gpu.profile=true) printed under every
# timed mgpu repetition. On one GPU the tests
# run the device path on logical partitions and skip the two-GPU tests with the reason; the benchmark's mgpu rows
# then run the multi-GPU code on one device (its overhead against gpu).
set -u
out=${1:-device-out}; shift || true
phases=${*:-tests p2p bench skew e2e sanitizer}
mkdir -p "$out"
export PATH=$PWD/.jre/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx100g"
CP=samplesort-core/target/classes:samplesort-core/target/test-classes:samplesort-cli/target/classes
has() { case " $phases " in *" $1 "*) return 0;; *) return 1;; esac; }
nvidia-smi --query-gpu=index,name,driver_version,memory.total --format=csv,noheader | tee "$out/device.txt"
nvidia-smi topo -m > "$out/topo.txt" 2>&1; cat "$out/topo.txt"
$J -cp $CP dev.samplesort.cli.Main info > "$out/info.txt" 2>&1; sed -n '/devices:/,/auto backend:/p' "$out/info.txt"
if has quick; then
  echo "== quick: MultiGpuSortTest"
  timeout 75 $J -jar .dev/junit-console.jar execute --class-path $CP \
    --select-class dev.samplesort.gpu.MultiGpuSortTest --details=tree --disable-banner > "$out/junit-quick.txt" 2>&1
  grep -E "tests (successful|failed|aborted|skipped)" "$out/junit-quick.txt"
  grep -B2 -A12 "✘" "$out/junit-quick.txt" | head -40
  echo "== quick: 2^30 long uniform, allequal: gpu vs mgpu, with the mgpu phase profile"
  timeout 110 $J -Dsamplesort.gpu.profile=true -cp $CP dev.samplesort.cli.Main bench --sizes 2^30 --types long \
    --dists uniform,allequal --algos gpu,mgpu --reps 3 --warmup 1 --out "$out/bench-quick" 2>&1 \
    | grep -vE "^\s*$" | tail -40
  echo "== quick: from host memory, long[2^30]: gpu-e2e vs mgpu-e2e, with the profile"
  timeout 55 $J -Dsamplesort.gpu.profile=true -cp $CP dev.samplesort.cli.Main bench --sizes 2^30 --types long \
    --dists uniform --algos gpu-e2e,mgpu-e2e --reps 3 --warmup 1 --out "$out/bench-quick-e2e" 2>&1 \
    | grep -vE "^\s*$" | tail -30
fi
if has tests; then
  echo "== GPU tests (multi-GPU, and the one-GPU sort whose level loop they share)"
  timeout 500 $J -jar .dev/junit-console.jar execute --class-path $CP \
    --select-class dev.samplesort.gpu.MultiGpuSortTest --select-class dev.samplesort.gpu.MultiGpuApiTest \
    --select-class dev.samplesort.gpu.ExchangePlanTest --select-class dev.samplesort.cuda.CudaGpuTest \
    --select-class dev.samplesort.gpu.GpuSortTest --select-class dev.samplesort.gpu.GpuEngineTest \
    --details=tree --disable-banner > "$out/junit.txt" 2>&1
  grep -E "tests (successful|failed|aborted|skipped)" "$out/junit.txt"; grep -E "\[MultiGpuSortTest\]" "$out/junit.txt"
  grep -B2 -A12 "MethodSource\|✘" "$out/junit.txt" | head -60
fi
if has p2p; then
  echo "== peer bandwidth matrix"
  timeout 300 $J -cp $CP dev.samplesort.cli.Main bench-p2p --bytes 512Mi --reps 5 --out "$out/p2p.csv" 2>&1 \
    | tee "$out/p2p.txt"
fi
if has bench; then
  echo "== device-resident 2^30 long: one GPU (gpu) vs all GPUs (mgpu), same run"
  timeout 590 $J -cp $CP dev.samplesort.cli.Main bench --sizes 2^30 --types long --dists uniform \
    --algos gpu,mgpu --reps 3 --warmup 1 --out "$out/bench" 2>&1 | tail -8
fi
if has skew; then
  echo "== skewed device-resident 2^30 long (target: >= 0.8x the uniform rate on several GPUs)"
  timeout 590 $J -cp $CP dev.samplesort.cli.Main bench --sizes 2^30 --types long --dists zipf,few16,allequal \
    --algos gpu,mgpu --reps 3 --warmup 1 --out "$out/bench-skew" 2>&1 | tail -10
fi
if has e2e; then
  echo "== from host memory, long[2^30]: one GPU (gpu-e2e) vs all GPUs (mgpu-e2e), same run"
  timeout 590 $J -cp $CP dev.samplesort.cli.Main bench --sizes 2^30 --types long --dists uniform \
    --algos gpu-e2e,mgpu-e2e --reps 3 --warmup 1 --out "$out/bench-e2e" 2>&1 | tail -8
fi
if has sanitizer; then
  echo "== compute-sanitizer memcheck on a small multi-GPU sort"
  timeout 300 compute-sanitizer --tool memcheck $J -cp $CP dev.samplesort.gpu.MultiGpuProbe 18 \
    > "$out/memcheck.txt" 2>&1
  grep -E "multi-GPU probe|devices" "$out/memcheck.txt"; grep "ERROR SUMMARY" "$out/memcheck.txt"
fi
