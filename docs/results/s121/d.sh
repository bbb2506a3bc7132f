#!/bin/bash
# s121 device call d: the busy second core again (s120 call a's command), now that the one-thread route sorts
# `long` keys by TopDigit: 2 cores (taskset -c 0,1) with a shell loop pinned to CPU 1, TopDigit on (default) and off
# (topDigitBelow64=0) in turn, two JVMs each; then `long` zipf / uniform 2^15 on one core (taskset -c 0). Each step
# cut by what is left of T seconds. Carry [".dev"].
S=$(date +%s); T=${T:-585}; O=${OUT:-out}/d; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g"
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l $2 $J $3 -jar .dev/samplesort.jar bench --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
BUSY="--sizes 2^15,2^16,2^18,2^20,2^22 --types long,int --dists uniform,zipf --algos cpu,jdk,jdkpar --reps 5 --warmup 3"
taskset -c 1 sh -c 'while :; do :; done' & LOOP=$!
sleep 0.5
run busy-on1 "taskset -c 0,1" "" "$BUSY"
run busy-off1 "taskset -c 0,1" "-Dsamplesort.cpu.topDigitBelow64=0" "$BUSY"
run busy-on2 "taskset -c 0,1" "" "$BUSY"
run busy-off2 "taskset -c 0,1" "-Dsamplesort.cpu.topDigitBelow64=0" "$BUSY"
kill $LOOP; ps aux | grep -c 'while :'
ONE="--sizes 2^12,2^14,2^15,2^16 --types long --dists uniform,zipf,gaussian,bucket --algos cpu,jdk --reps 5 --warmup 3"
run one-on "taskset -c 0" "" "$ONE"
run one-off "taskset -c 0" "-Dsamplesort.cpu.topDigitBelow64=0" "$ONE"
cd ${OUT:-out} && tar czf d.tgz d && rm -rf d
