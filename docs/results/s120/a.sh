#!/bin/bash
# s120 device call a (the GPU machine's Xeon, CPU only): the busy-cores reading. 2 cores (taskset -c 0,1): with a
# shell loop pinned to CPU 1 (the second core busy), the reading on (default) and off (busyCoresMillis=0) in turn,
# two JVMs each; idle, the issue's own 2-core command on and off; 16 cores idle, the issue's 16-core command without
# 2^26, on. One JVM a line; each step cut by what is left of T seconds.
# Carry [".dev"] with .dev/pack/jre.tar.xz (build-support/device-pack.sh) and .dev/samplesort.jar.
S=$(date +%s); T=${T:-585}; O=${OUT:-out}/a; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -1
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $2 .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g $3 -jar .dev/samplesort.jar bench \
    --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
BUSY="--sizes 2^15,2^16,2^18,2^20,2^22 --types long,int --dists uniform,zipf --algos cpu,jdk,jdkpar --reps 5 --warmup 3"
ISSUE2="--sizes 2^16,2^20,2^22 --types int,long --dists uniform,detdup,few2,few256,sorted,zipf --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
ISSUE16="--sizes 2^16,2^20,2^24 --types int,long --dists uniform,detdup,few256,zipf,sorted --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
taskset -c 1 timeout 400 sh -c 'while :; do :; done' & LOOP=$!
sleep 0.5
run busy-on1 "taskset -c 0,1" "" "$BUSY"
run busy-off1 "taskset -c 0,1" "-Dsamplesort.cpu.busyCoresMillis=0" "$BUSY"
run busy-on2 "taskset -c 0,1" "" "$BUSY"
run busy-off2 "taskset -c 0,1" "-Dsamplesort.cpu.busyCoresMillis=0" "$BUSY"
kill $LOOP # (as run, this killed nothing: run's L took the name; the loop ran on through idle2-*, idle16-on)
run idle2-on "taskset -c 0,1" "" "$ISSUE2"
run idle2-off "taskset -c 0,1" "-Dsamplesort.cpu.busyCoresMillis=0" "$ISSUE2"
run idle16-on "" "" "$ISSUE16"
cd ${OUT:-out} && tar czf a.tgz a && rm -rf a
