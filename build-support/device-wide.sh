#!/usr/bin/env bash
# One GPU-machine pass for issue 16's wide shapes on the device (records and columns resident on the GPU): the GPU
# tests of the multi-word kernels, compute-sanitizer on them, phase profiles, and the product benchmark with both CUB
# routes. Build here first (./build -q package -DskipTests && ./build -q test-compile && bash
# samplesort-cli/src/bench/cuda/build.sh target/bench), a jlink runtime in .jre (java.base,java.logging,jdk.jfr,
# jdk.management,jdk.unsupported) and the JUnit console jar in .dev/junit-console.jar, then on the GPU machine, in two
# calls of about 3 and 4 minutes (one call may run at most 10):
#   bash build-support/device-wide.sh OUTDIR 1     # tests, sanitizer
#   bash build-support/device-wide.sh OUTDIR 2     # profiles, bench gensort/long4 2^26 vs CUB radix and merge
set -u
out=${1:-device-out}; part=${2:-1}
mkdir -p "$out"
export PATH=$PWD/.jre/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx64g"
CP=samplesort-core/target/classes:samplesort-core/target/test-classes:samplesort-cli/target/classes
W=dev.samplesort.gpu.WideDevBench
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/device.txt"
if [ "$part" = 1 ]; then
  echo "== GPU tests $(date +%T)"
  timeout 240 $J -Dsamplesort.test.large=false -jar .dev/junit-console.jar execute --class-path $CP \
    --select-class dev.samplesort.gpu.DeviceWideTest --select-class dev.samplesort.gpu.GpuWordsTest \
    --select-class dev.samplesort.RecordSortGpuTest --select-class dev.samplesort.GpuKeysTest \
    --details=tree --disable-banner > "$out/junit.txt" 2>&1
  grep -E "tests (successful|failed|aborted)" "$out/junit.txt"; grep -E "✘" "$out/junit.txt" | head -20
  echo "== compute-sanitizer $(date +%T)"
  timeout 60 compute-sanitizer --tool memcheck $J -cp $CP $W gensort 14 1 > "$out/memcheck.txt" 2>&1
  timeout 60 compute-sanitizer --tool memcheck $J -cp $CP $W cols4 14 1 >> "$out/memcheck.txt" 2>&1
  # the driver's cuFuncGetParamInfo probe is reported as an API error; anything else is a finding
  grep -E "^=========" "$out/memcheck.txt" | grep -vE "cuFuncGetParamInfo|^=========( |$)|SUMMARY|COMPUTE-SANITIZER" \
    | sort | uniq -c | head
  timeout 60 compute-sanitizer --tool racecheck $J -cp $CP $W cols4 14 1 > "$out/racecheck.txt" 2>&1
  grep "RACECHECK SUMMARY" "$out/racecheck.txt"
else
  echo "== profiles $(date +%T)"
  timeout 60 $J -Dsamplesort.gpu.profile=true -cp $CP $W gensort 26 5 | tee "$out/profile.txt"
  timeout 60 $J -Dsamplesort.gpu.profile=true -cp $CP $W cols4 26 5 | tee -a "$out/profile.txt"
  echo "== bench $(date +%T)"
  timeout 200 $J -cp $CP dev.samplesort.cli.Main bench --types gensort,long4 --sizes 2^26 \
    --algos gpu,cub-radix,cub-merge --reps 3 --warmup 1 --out "$out/wide" > "$out/wide.log" 2>&1
  grep -E "^(gensort|long4)" "$out/wide.log"
fi
echo "== end $(date +%T)"
