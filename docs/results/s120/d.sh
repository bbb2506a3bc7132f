#!/bin/bash
# s120 device call d (the Xeon, CPU only): 2 cores (taskset -c 0,1) with the second core about half busy (a loop
# pinned to CPU 1 that spins 50 ms and sleeps 50 ms): the reading on (default) and off in turn, two JVMs each; the
# boundary of the reading's line. Carry [".dev"] as for call a.
S=$(date +%s); T=${T:-585}; O=${OUT:-out}/d; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { local L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $2 .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g $3 -jar .dev/samplesort.jar bench \
    --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
B="--sizes 2^15,2^16,2^18,2^20,2^22 --types long,int --dists uniform,zipf --algos cpu,jdk,jdkpar --reps 5 --warmup 3"
taskset -c 1 timeout 300 sh -c 'while :; do timeout 0.05 sh -c "while :; do :; done"; sleep 0.05; done' & HALF=$!
sleep 0.5
run half-on1 "taskset -c 0,1" "" "$B"
run half-off1 "taskset -c 0,1" "-Dsamplesort.cpu.busyCoresMillis=0" "$B"
run half-on2 "taskset -c 0,1" "" "$B"
run half-off2 "taskset -c 0,1" "-Dsamplesort.cpu.busyCoresMillis=0" "$B"
kill $HALF; pkill -f 'while :; do :; done'
cd ${OUT:-out} && tar czf d.tgz d && rm -rf d
