#!/bin/bash
# s119 device call b (the GPU machine's 16-core Xeon, after call a unpacked .jre and .dev): the final code's CPU
# backend on the issue's own commands. 16 cores: the 16-core command without 2^26 (as the 113th session),
# then the kept targets (`int` uniform 2^24, `long[2^27]` against parallelSort); 2 cores (taskset -c 0,1): the issue's
# own 2-core command. One JVM each; each step cut by what is left of T seconds.
S=$(date +%s); T=${T:-580}; O=${OUT:-out}/b; mkdir -p $O
nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -1
CP=.dev/core/classes:.dev/cli/classes
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $2 .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g -cp $CP dev.samplesort.cli.Main bench \
    --no-progress --no-charts $3 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
run i16 "" "--sizes 2^16,2^20,2^24 --types int,long --dists uniform,detdup,few256,zipf,sorted --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
run k24 "" "--sizes 2^24 --types int --dists uniform --algos cpu,jdkpar --reps 5 --warmup 2"
run k27 "" "--sizes 2^27 --types long --dists uniform --algos cpu,jdkpar --reps 3 --warmup 1"
run i2 "taskset -c 0,1" "--sizes 2^16,2^20,2^22 --types int,long --dists uniform,detdup,few2,few256,sorted,zipf --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
cd ${OUT:-out} && tar czf b.tgz b && rm -rf b
