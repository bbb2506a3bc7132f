#!/usr/bin/env bash
# The GPU machine's test pass (one call, about 7 minutes on the H200): every test class of samplesort-core but the
# `cpu` package's (which CI runs without a GPU), GPU tests included, with the build's JVM settings (surefire's
# argLine and system properties in pom.xml), then compute-sanitizer memcheck and racecheck on mid-sized sorts.
# Here: build with nvcc, then bash build-support/device-pack.sh; carry [".dev"]; on the device:
#   bash build-support/device-unpack.sh && bash build-support/device-suite.sh "$OUT"
# NOSAN=1 skips the sanitizers; SELECT="--select-class dev.samplesort.gpu.GpuSortTest ..." runs those classes instead
# of the package. Prints the JUnit summary and the sanitizers' summaries; full output under OUTDIR.
set -u
cd "$(dirname "$0")/.."
out=${1:-device-out}; mkdir -p "$out"
S=$(date +%s)
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/device.txt"
J=".jre/bin/java --enable-native-access=ALL-UNNAMED"
CP=samplesort-core/target/classes:samplesort-core/target/test-classes:samplesort-cli/target/classes:$(ls .dev/lib/*.jar | grep -v junit-console | tr '\n' ':')
timeout 420 $J -Xmx3g -Dsamplesort.cpu.coldStart=false -Dsamplesort.cpu.intel=false -Dsamplesort.cpu.busyCoresMillis=0 -jar .dev/lib/junit-console.jar \
  execute --class-path "$CP" ${SELECT:---select-package dev.samplesort --exclude-package dev.samplesort.cpu} \
  --details=tree --disable-banner > "$out/junit.txt" 2>&1
echo "junit rc=$? at $(( $(date +%s) - S )) s"
grep -E "tests (successful|failed|aborted)|containers failed" "$out/junit.txt"
sed 's/\x1b\[[0-9;]*m//g' "$out/junit.txt" | grep -E "✘|■" | head -40
[ -n "${NOSAN:-}" ] && exit 0
B=dev.samplesort.gpu.GpuDevBench
timeout 90 compute-sanitizer --tool memcheck $J -Xmx8g -cp "$CP" $B int uniform 13,17,20 1 int > "$out/memcheck.txt" 2>&1
echo "memcheck rc=$?: $(grep 'ERROR SUMMARY' "$out/memcheck.txt"), of them the cuFuncGetParamInfo probe (by design, CudaFunction): $(grep -c cuFuncGetParamInfo "$out/memcheck.txt"); memory errors: $(grep -cE 'Invalid (__global__|__shared__)|out of bounds' "$out/memcheck.txt")"
timeout 90 compute-sanitizer --tool racecheck $J -Xmx8g -cp "$CP" $B long few16 13,17 1 long > "$out/racecheck.txt" 2>&1
echo "racecheck rc=$?: $(grep 'RACECHECK SUMMARY' "$out/racecheck.txt")"
