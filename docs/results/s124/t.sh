#!/bin/bash
# s124 (from s123): the rest of core on 16 cores (45 classes and FewStartTest), the CPU tests only; no kernels
set -u
[ -x .jre/bin/java ] || { [ -x jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -; mv jre .jre; }
J=$PWD/.jre/bin/java
L=.dev/lib
CP=.dev/samplesort.jar:.dev/core-tests.jar:$L/jqwik-1.9.2.jar:$L/jqwik-api-1.9.2.jar:$L/jqwik-engine-1.9.2.jar:$L/apiguardian-api-1.1.2.jar
P="-Dsamplesort.cpu.coldStart=false -Dsamplesort.cpu.intel=false -Dsamplesort.cpu.busyCoresMillis=0"
{ nvidia-smi -L; nvidia-smi --query-gpu=driver_version --format=csv,noheader; nproc; lscpu | grep "Model name"; $J -version 2>&1 | head -1; } > $OUT/env.txt
run() { local name=$1 lim=$2; shift 2; local t0=$(date +%s)
  timeout $lim $J -Xmx48g $P --enable-native-access=ALL-UNNAMED -jar $L/junit-platform-console-standalone-1.11.4.jar execute \
    --class-path $CP "$@" --details=tree --disable-banner > $OUT/$name.log 2>&1
  echo "$name rc=$? $(( $(date +%s) - t0 ))s: $(grep -E 'tests (successful|failed|aborted|found)' $OUT/$name.log | tr -s ' ' | tr '\n' ' ')"; }
case "$1" in
gpu) run gpu 560 @.dev/gpu.args ;;
rest) run rest 560 @.dev/rest.args ;;
esac
