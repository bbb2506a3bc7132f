#!/usr/bin/env bash
# One GPU-machine pass: GPU tests, compute-sanitizer, and the benchmark side by side with CUB.
# Build here first (./build -q package -DskipTests && ./build -q test-compile &&
# bash samplesort-cli/src/bench/cuda/build.sh target/bench), make a runtime (jlink, see docs/PERFORMANCE.md) into .jre
# and the JUnit console jar into .dev/junit-console.jar (or: bash build-support/device-pack.sh here, carry .dev, and
# bash build-support/device-unpack.sh there first), then on the GPU machine:
# bash build-support/device-check.sh OUTDIR [quick]
set -u
out=${1:-device-out}; mode=${2:-full}
mkdir -p "$out"
export PATH=$PWD/.jre/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx100g"
CP=samplesort-core/target/classes:samplesort-core/target/test-classes:samplesort-cli/target/classes
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/device.txt"
echo "== GPU tests"
large=$([ "$mode" = quick ] && echo false || echo true)
timeout 400 $J -Dsamplesort.test.large=$large -jar .dev/junit-console.jar execute --class-path $CP \
  --select-class dev.samplesort.gpu.GpuSortTest --select-class dev.samplesort.gpu.GpuEngineTest \
  --select-class dev.samplesort.cuda.CudaGpuTest --select-class dev.samplesort.gpu.KernelContractTest \
  --select-class dev.samplesort.gpu.GpuWordsTest --select-class dev.samplesort.gpu.GpuNanPayloadTest \
  --select-class dev.samplesort.GpuKeysTest --select-class dev.samplesort.RecordSortGpuTest \
  --select-class dev.samplesort.HardeningTest \
  --details=summary --disable-banner > "$out/junit.txt" 2>&1
grep -E "tests (successful|failed|aborted)" "$out/junit.txt"
echo "== compute-sanitizer (memcheck, racecheck) on mid-sized sorts"
B=dev.samplesort.gpu.GpuDevBench
timeout 120 compute-sanitizer --tool memcheck $J -cp $CP $B int uniform 13,17,20 1 int > "$out/memcheck.txt" 2>&1
grep -cE "Invalid (__global__|__shared__)|out of bounds" "$out/memcheck.txt"; grep "ERROR SUMMARY" "$out/memcheck.txt"
timeout 120 compute-sanitizer --tool racecheck $J -cp $CP $B long few16 13,17 1 long > "$out/racecheck.txt" 2>&1
grep "RACECHECK SUMMARY" "$out/racecheck.txt"
echo "== benchmark"
if [ "$mode" = quick ]; then
  timeout 300 $J -cp $CP dev.samplesort.cli.Main bench --quick --out "$out/bench" 2>&1 | tail -5
else
  timeout 420 $J -cp $CP dev.samplesort.cli.Main bench --sizes 2^20,2^22,2^24,2^26,2^28 \
    --types int,float,long,double,int+int,long+long --dists uniform --algos gpu,cub-radix,cub-merge --reps 5 \
    --warmup 3 --out "$out/bench" 2>&1 | tail -5
fi
