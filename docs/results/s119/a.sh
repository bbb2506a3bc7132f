#!/bin/bash
# s119 device call a (GPU machine, from the repository root): the GPU health check of the final code. Every test class
# of samplesort-core but the `cpu` package's (which CI runs), GPU tests included, on the build's JVM settings
# (-Xmx3g, the route pins); then compute-sanitizer memcheck and racecheck on mid-sized sorts. Carried: .dev
# (.dev/core/{classes,test-classes} and .dev/cli/classes from a build with kernels, nvcc 13.0; .dev/junit-console.jar
# = junit-platform-console-standalone 1.11.4; .dev/lib = jqwik 1.9.2 and its jars).
S=$(date +%s); O=${OUT:-out}/a; mkdir -p $O
# (carried compressed, under the 64 MiB a call carries: .dev/jre.tar.xz, the jlink runtime; .dev/p.tar.xz, the rest)
.jre/bin/java --list-modules 2>/dev/null | grep -q java.logging || { rm -rf .jre; tar xJf .dev/jre.tar.xz; }; [ -d .dev/core ] || tar xJf .dev/p.tar.xz -C .dev
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee $O/device.txt
nproc; grep -m1 "model name" /proc/cpuinfo
J=".jre/bin/java --enable-native-access=ALL-UNNAMED"
CP=.dev/core/classes:.dev/core/test-classes:.dev/cli/classes:$(ls .dev/lib/*.jar | tr '\n' ':')
timeout 400 $J -Xmx3g -Dsamplesort.cpu.coldStart=false -Dsamplesort.cpu.intel=false -jar .dev/junit-console.jar \
  execute --class-path $CP --select-package dev.samplesort --exclude-package dev.samplesort.cpu \
  --details=tree --disable-banner > $O/junit.txt 2>&1
echo "junit rc=$? at $(( $(date +%s)-S )) s"
grep -E "tests (successful|failed|aborted|skipped)|containers failed" $O/junit.txt
grep -B1 -A8 "✘" $O/junit.txt | head -60
B=dev.samplesort.gpu.GpuDevBench
L=$(( 560 - ($(date +%s)-S) )); [ $L -gt 200 ] && L=200
[ -n "$NOSAN" ] || timeout $(( L / 2 )) compute-sanitizer --tool memcheck $J -Xmx8g -cp $CP $B int uniform 13,17,20 1 int > $O/memcheck.txt 2>&1
echo "memcheck rc=$?"; grep -cE "Invalid (__global__|__shared__)|out of bounds" $O/memcheck.txt; grep "ERROR SUMMARY" $O/memcheck.txt
L=$(( 575 - ($(date +%s)-S) ))
[ -n "$NOSAN" ] || timeout $L compute-sanitizer --tool racecheck $J -Xmx8g -cp $CP $B long few16 13,17 1 long > $O/racecheck.txt 2>&1
echo "racecheck rc=$?"; grep "RACECHECK SUMMARY" $O/racecheck.txt
echo "done at $(( $(date +%s)-S )) s"
cd ${OUT:-out} && tar czf a.tgz a && rm -rf a
