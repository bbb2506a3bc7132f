#!/usr/bin/env bash
# Issue 17 on the GPU machine: out-of-core GPU tests, the out-of-core benchmark against the two-pass transfer bound,
# the in-core long[2^28] end to end for comparison, and the CLI external sort (sort --memory) on both backends.
# Build here first (as for device-check.sh): ./build -q package -DskipTests && ./build -q test-compile, a jlink
# runtime in .jre and the JUnit console jar in .dev/junit-console.jar; then on the GPU machine:
#   bash build-support/device-ooc.sh "$OUT" tests     # all GPU tests of this issue (at most 9 minutes)
#   bash build-support/device-ooc.sh "$OUT" bench     # the benchmarks (at most 9.5 minutes; 32 GiB needs 128 GiB RAM)
#   bash build-support/device-ooc.sh "$OUT" quick     # the out-of-core tests and the 4 GiB bench (at most 7 minutes)
#   bash build-support/device-ooc.sh "$OUT" perf      # no tests: host-memory probe, 4 GiB under 1 GiB (3 reps, with
#                                                     # the pass-1/pass-2 split), once with the caller registered,
#                                                     # 32 GiB under 8 GiB (1 rep), the CLI external sort (< 4 min)
# Everything it prints is also under OUT (junit-ooc.txt, bench-ooc.md). Each mode fits one 10-minute device call.
set -u
out=${1:-device-out}; mode=${2:-quick}
mkdir -p "$out"
export PATH=$PWD/.jre/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED"
CP=samplesort-core/target/classes:samplesort-core/target/test-classes:samplesort-cli/target/classes:samplesort-cli/target/test-classes
M="dev.samplesort.cli.Main"
scratch=$(mktemp -d /tmp/samplesort-ooc.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/device.txt"
free -g | tee -a "$out/device.txt"

if [ "$mode" = perf ]; then
  echo "== host memory probe, then 4 GiB of longs under a 1 GiB cap (pageable staging through the rings)"
  timeout 60 $J -Xmx8g -cp $CP $M bench-ooc --mode gpu --type long --n 2^29 --cap 1g --reps 3 --host-probe 1g \
    --out "$out/bench-ooc.md"
  echo "== the same, the caller's segment registered (cuMemHostRegister, direct DMA) for comparison"
  timeout 40 $J -Xmx8g -Dsamplesort.gpu.oocRegister=true -cp $CP $M bench-ooc --mode gpu --type long --n 2^29 \
    --cap 1g --reps 2 --host-probe 0 --out "$out/bench-ooc.md"
  echo "== 32 GiB of longs (2^32) under an 8 GiB cap"
  timeout 100 $J -Xmx8g -cp $CP $M bench-ooc --mode gpu --type long --n 2^32 --cap 8g --reps 1 --host-probe 0 \
    --out "$out/bench-ooc.md"
  echo "== CLI external sort: a long file of 8x --memory on each backend, against the disk measured in the same run"
  timeout 40 $J -Xmx4g -cp $CP $M bench-ooc --mode external --type long --memory 32m --factor 8 \
    --backends cpu,gpu --reps 2 --dir "$scratch" --out "$out/bench-ooc.md"
  exit 0
fi

if [ "$mode" != bench ]; then
echo "== GPU tests (out of core, its planning and the CLI external sort; tests mode: also the 4 GiB case, the policy"
echo "   tests and the in-core engine's GpuEngineTest as a regression check of the shared HostSort/Transfer changes)"
classes="--select-class dev.samplesort.gpu.OutOfCoreGpuTest --select-class dev.samplesort.gpu.OocPlanTest
  --select-class dev.samplesort.cli.ExternalSortCliTest"
large=false; limit=240
if [ "$mode" = tests ]; then
  large=true; limit=540
  classes="$classes --select-class dev.samplesort.gpu.GpuPolicyTest --select-class dev.samplesort.gpu.GpuEngineTest"
fi
timeout $limit $J -Xmx100g -Dsamplesort.test.large=$large -jar .dev/junit-console.jar execute --class-path $CP \
  $classes --details=tree --disable-banner > "$out/junit-ooc.txt" 2>&1
echo "junit exit code $?"
grep -E "tests (successful|failed|aborted|skipped)|4 GiB under" "$out/junit-ooc.txt"
grep -B2 -A12 "✘" "$out/junit-ooc.txt" | head -60
fi
[ "$mode" = tests ] && exit 0

echo "== out of core: 4 GiB of longs under a 1 GiB cap (segment and heap array), in-core long[2^28] for comparison"
timeout 120 $J -Xmx60g -cp $CP $M bench-ooc --mode gpu --type long --n 2^29 --cap 1g --reps 3 --incore 2^28 \
  --out "$out/bench-ooc.md"
timeout 60 $J -Xmx60g -cp $CP $M bench-ooc --mode gpu --type long --n 2^29 --cap 1g --reps 2 --source array \
  --out "$out/bench-ooc.md"
if [ "$mode" = bench ]; then
  echo "== out of core: 32 GiB of longs (2^32) under an 8 GiB cap"
  timeout 150 $J -Xmx8g -cp $CP $M bench-ooc --mode gpu --type long --n 2^32 --cap 8g --reps 2 \
    --out "$out/bench-ooc.md"
  echo "== the same, the caller's segment registered (direct DMA) instead of staged through the pinned rings"
  timeout 90 $J -Xmx8g -Dsamplesort.gpu.oocRegister=true -cp $CP $M bench-ooc --mode gpu --type long \
    --n 2^32 --cap 8g --reps 1 --out "$out/bench-ooc.md"
fi
echo "== CLI external sort: a long file of 8x --memory on each backend, against the disk measured in the same run"
timeout 60 $J -Xmx4g -cp $CP $M bench-ooc --mode external --type long --memory 32m --factor 8 \
  --backends cpu,gpu,auto --reps 2 --dir "$scratch" --out "$out/bench-ooc.md"
if [ "$mode" = bench ]; then
  timeout 90 $J -Xmx8g -cp $CP $M bench-ooc --mode external --type long --memory 512m --factor 8 \
    --backends cpu,gpu --reps 1 --dir "$scratch" --out "$out/bench-ooc.md"
fi
