#!/bin/bash
# s108 device call B: samplesort-core's whole test suite (HEAD cc8368f) on the real GPU (H200) and 16 Intel cores,
# the build's test heap (-Xmx3g); "gpu": every class but the cpu package's; then "cpu": the cpu package, Intel's defaults
K=.dev/k108t; J="./.jre/bin/java --enable-native-access=ALL-UNNAMED"; S=$(date +%s); T=${1:-580}
mkdir -p $OUT/t; nvidia-smi -L; nproc
CP=$K/fat:$K/core.jar:$K/tc:$K/jqwik-api-1.9.2.jar:$K/jqwik-engine-1.9.2.jar
for w in gpu cpu; do
  if [ $w = gpu ]; then SEL="--scan-class-path $K/tc --exclude-package dev.samplesort.cpu"; I=false; else SEL="--select-package dev.samplesort.cpu"; I=true; fi
  L=$(( T - ($(date +%s)-S) - 5 )); [ $L -lt 30 ] && { echo "skip $w"; continue; }
  timeout -s QUIT -k 10 $L $J -Xmx3g -Dsamplesort.cpu.coldStart=false -Dsamplesort.cpu.intel=$I -jar $K/console.jar execute -cp $CP $SEL --details=tree --disable-banner > $OUT/t/tests-$w.log 2>&1; echo "tests $w rc=$? at $(( $(date +%s)-S )) s"
  grep -E "tests (successful|failed|aborted|found|skipped)|Test run finished" $OUT/t/tests-$w.log; grep -n "✘" $OUT/t/tests-$w.log | head -30
done
cd $OUT && tar czf t.tgz t && rm -rf t
