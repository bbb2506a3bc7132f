#!/bin/bash
# s119 device call c (warm after calls a, b): 2 cores (taskset -c 0,1) `long` / `double` zipf and uniform 2^19-2^21
# in two JVMs (call b's one cell below 0.95x, `long` zipf 2^20 HALVES 0.892x), with the GPU benchmark against CUB
# between them (no GPU code changed since the ninety-fourth session's reading; target/bench/libcubss.so built here
# by samplesort-cli/src/bench/cuda/build.sh, nvcc 13.0).
S=$(date +%s); T=${T:-575}; O=${OUT:-out}/c; mkdir -p $O
CP=.dev/core/classes:.dev/cli/classes
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $2 .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx${XMX:-24g} -cp $CP dev.samplesort.cli.Main bench \
    --no-progress --no-charts $3 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
Z="--sizes 2^19,2^20,2^21 --types long,double --dists zipf,uniform --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
run z1 "taskset -c 0,1" "$Z"
XMX=64g run g "" "--sizes 2^28 --types long,long+long --dists uniform --algos gpu,cub-radix,cub-merge --reps 5 --warmup 2"
XMX=64g run w "" "--sizes 2^26 --types gensort --algos gpu,cub-radix --reps 5 --warmup 2"
run z2 "taskset -c 0,1" "$Z"
cd ${OUT:-out} && tar czf c.tgz c && rm -rf c
