#!/usr/bin/env bash
# One GPU-machine pass for issue 16's end-to-end rows: GPU key/record tests, the key-path timelines, bench-keys on
# both backends, the wide shapes with both CUB routes. Build here first (as for device-check.sh: ./build -q package
# -DskipTests && ./build -q test-compile && bash samplesort-cli/src/bench/cuda/build.sh target/bench), a jlink runtime
# in .jre with java.base,java.logging,jdk.management,jdk.jfr,jdk.unsupported (java.logging: the JUnit console needs it;
# jdk.jfr: without it the benchmark cannot read the JIT's compile queue, bench/JitWatch) and
# the JUnit console jar in .dev/junit-console.jar, then on the GPU machine, in two calls of about 4-5 minutes each
# (one call may run at most 10):
#   bash build-support/device-keys.sh OUTDIR 1     # tests, bench-keys on the GPU, timelines
#   bash build-support/device-keys.sh OUTDIR 2     # bench-keys on the CPU backend, wide shapes vs both CUB routes
#   bash build-support/device-keys.sh OUTDIR 3     # strings on the GPU backend under JFR and GC logging (why the
#                                                  # permutation of strings takes 2.6x that of objects on 16 cores)
set -u
out=${1:-device-out}; part=${2:-1}
mkdir -p "$out"
export PATH=$PWD/.jre/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx64g -Xms32g"
CP=samplesort-core/target/classes:samplesort-core/target/test-classes:samplesort-cli/target/classes
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/device.txt"
if [ "$part" = 1 ]; then
  echo "== GPU tests $(date +%T)"
  timeout 240 $J -Dsamplesort.test.large=false -jar .dev/junit-console.jar execute --class-path $CP \
    --select-class dev.samplesort.GpuKeysTest --select-class dev.samplesort.RecordSortGpuTest \
    --select-class dev.samplesort.gpu.GpuWordsTest --select-class dev.samplesort.HeapScratchTest \
    --details=summary --disable-banner > "$out/junit.txt" 2>&1
  grep -E "tests (successful|failed|aborted)" "$out/junit.txt"
  echo "== bench-keys gpu $(date +%T)"
  timeout 150 $J -cp $CP dev.samplesort.cli.Main bench-keys --n 2^24 --backend gpu --reps 5 --warmup 2 \
    > "$out/keys-gpu.txt" 2>&1
  cat "$out/keys-gpu.txt"
  echo "== timelines $(date +%T)"
  timeout 90 $J -Dprobe.jdk=false -cp $CP dev.samplesort.KeyPathProbe objects,chain,strings 24 gpu 5 \
    > "$out/probe-gpu.txt" 2>&1
  grep -E "^[a-z]|total" "$out/probe-gpu.txt"
elif [ "$part" = 3 ]; then
  echo "== strings under JFR and GC logging $(date +%T)"
  timeout 150 $J -XX:StartFlightRecording=settings=profile,filename="$out/strings.jfr" -Xlog:gc*:file="$out/gc.txt" \
    -Dprobe.jdk=false -Dprobe.trace=true -cp $CP dev.samplesort.KeyPathProbe objects,strings 24 gpu 5 \
    > "$out/probe-strings.txt" 2>&1
  grep -E "^[a-z]|total|permute" "$out/probe-strings.txt"
  jfr print --events jdk.ExecutionSample "$out/strings.jfr" 2>/dev/null \
    | grep -A1 "stackTrace = \[" | grep -v "stackTrace\|^--" | sed 's/line:.*//' | sort | uniq -c | sort -rn \
    | head -25 > "$out/strings-top-frames.txt"
  cat "$out/strings-top-frames.txt"
  echo "== the same under the Parallel collector (G1's reference-store barriers in the permutation) $(date +%T)"
  timeout 120 $J -XX:+UseParallelGC -Dprobe.jdk=false -cp $CP dev.samplesort.KeyPathProbe objects,strings 24 gpu 5 \
    > "$out/probe-parallelgc.txt" 2>&1
  grep -E "^[a-z]|total|permute" "$out/probe-parallelgc.txt"
else
  echo "== bench-keys cpu $(date +%T)"
  timeout 170 $J -cp $CP dev.samplesort.cli.Main bench-keys --n 2^24 --backend cpu --reps 3 --warmup 1 \
    > "$out/keys-cpu.txt" 2>&1
  cat "$out/keys-cpu.txt"
  echo "== wide shapes $(date +%T)"
  timeout 160 $J -cp $CP dev.samplesort.cli.Main bench --types gensort,long4 --sizes 2^26 \
    --algos gpu,cub-radix,cub-merge --reps 3 --warmup 1 --out "$out/wide" > "$out/wide.log" 2>&1
  grep -E "^(gensort|long4)" "$out/wide.log"
fi
echo "== end $(date +%T)"
