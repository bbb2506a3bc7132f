#!/bin/bash
# s120 device call c (the Xeon, CPU only): 4 cores (taskset -c 0-3) with shell loops pinned to CPUs 2 and 3 (half
# the cores busy; the reading's line is one free core, so it keeps the threads): the reading on (default), and
# -Dsamplesort.cpu.threads=2 (as many threads as free cores), in turn; then 4 cores idle, on. Carry [".dev"] as for a.
S=$(date +%s); T=${T:-585}; O=${OUT:-out}/c; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { local L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $2 .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g $3 -jar .dev/samplesort.jar bench \
    --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
B="--sizes 2^15,2^16,2^18,2^20,2^22 --types long,int --dists uniform,zipf --algos cpu,jdk,jdkpar --reps 5 --warmup 3"
taskset -c 2 timeout 300 sh -c 'while :; do :; done' & LOOP1=$!
taskset -c 3 timeout 300 sh -c 'while :; do :; done' & LOOP2=$!
sleep 0.5
run busy4-on "taskset -c 0-3" "" "$B"
run busy4-t2 "taskset -c 0-3" "-Dsamplesort.cpu.threads=2" "$B"
run busy4-on2 "taskset -c 0-3" "" "$B"
kill $LOOP1 $LOOP2; pkill -f 'while :; do :; done'
run idle4-on "taskset -c 0-3" "" "$B"
cd ${OUT:-out} && tar czf c.tgz c && rm -rf c
