#!/bin/bash
# s120 device call b (after call a, the same machine start: .jre there): the busy-cores reading on an idle machine.
# 2 cores (taskset -c 0,1), nothing else running: the issue's own 2-core command, the reading on (default) and off
# (busyCoresMillis=0) in turn, two JVMs each; 16 cores, the kept targets with the reading on. Each step cut by what
# is left of T seconds. Carry [".dev"] as for call a.
S=$(date +%s); T=${T:-585}; O=${OUT:-out}/b; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
pkill -f 'while :; do :; done'; ps aux | grep -c 'while :' 
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { local L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $2 .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g $3 -jar .dev/samplesort.jar bench \
    --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
ISSUE2="--sizes 2^16,2^20,2^22 --types int,long --dists uniform,detdup,few2,few256,sorted,zipf --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
run idle2-on1 "taskset -c 0,1" "" "$ISSUE2"
run idle2-off1 "taskset -c 0,1" "-Dsamplesort.cpu.busyCoresMillis=0" "$ISSUE2"
run idle2-on2 "taskset -c 0,1" "" "$ISSUE2"
run idle2-off2 "taskset -c 0,1" "-Dsamplesort.cpu.busyCoresMillis=0" "$ISSUE2"
run k24 "" "" "--sizes 2^24 --types int --dists uniform --algos cpu,jdkpar --reps 5 --warmup 2"
run k27 "" "" "--sizes 2^27 --types long --dists uniform --algos cpu,jdkpar --reps 3 --warmup 1"
cd ${OUT:-out} && tar czf b.tgz b && rm -rf b
