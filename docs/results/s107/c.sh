#!/bin/bash
# s107 device call C: samplesort-core's tests of the record, words, segment and scratch paths on the real GPU (H200)
K=.dev/k107t; J="./.jre/bin/java --enable-native-access=ALL-UNNAMED"; S=$(date +%s)
mkdir -p $OUT/t; nvidia-smi -L; nproc; ls .jre/bin/java
CP=$K/fat:$K/core.jar:$K/tc:$K/jqwik-api-1.9.2.jar:$K/jqwik-engine-1.9.2.jar
SEL="--select-class dev.samplesort.RecordSortGpuTest --select-class dev.samplesort.RecordSortCpuTest --select-class dev.samplesort.internal.ScratchTest --select-class dev.samplesort.cpu.ConcurrentSortsTest --select-class dev.samplesort.cpu.CpuSegmentTest --select-class dev.samplesort.cpu.WordsSortTest --select-class dev.samplesort.ColumnSortTest --select-class dev.samplesort.ObjectSortTest"
for c in $(cd $K/tc && ls dev/samplesort/gpu/*Words*Test.class dev/samplesort/*Gpu*Test.class 2>/dev/null | grep -v '\$'); do c=${c%.class}; SEL="$SEL --select-class ${c//\//.}"; done
echo "$SEL"
timeout -s QUIT -k 15 300 $J -Xmx3g -Dsamplesort.cpu.coldStart=false -jar $K/console.jar execute -cp $CP $SEL --details=tree --disable-banner > $OUT/t/tests.log 2>&1; echo "tests rc=$? at $(( $(date +%s)-S )) s"
grep -E "tests (successful|failed|aborted|found|skipped)|Test run finished" $OUT/t/tests.log; grep -n "✘" $OUT/t/tests.log | head -30
