#!/bin/bash
# s121 device call g: the final code (TopDigit with the extra bucket bit; topDigitBeforeHalves false on this Intel
# Xeon) on 2 cores (taskset -c 0,1): `long`, every distribution, 2^12-2^16, one JVM; the issue's own 2-core command;
# 16 cores, the kept targets. Each step cut by what is left of T seconds. Carry [".dev"].
S=$(date +%s); T=${T:-520}; O=${OUT:-out}/g; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l $2 $J $3 -jar .dev/samplesort.jar bench --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
B="--sizes 2^12,2^13,2^14,2^15,2^16 --types long --dists uniform,gaussian,bucket,staggered,detdup,sorted,reverse,allequal,few2,few16,few256,zipf,almostsorted,organpipe,sawtooth,runs --algos cpu,jdk,jdkpar --reps 3"
run long2 "taskset -c 0,1" "" "$B"
ISSUE2="--sizes 2^16,2^20,2^22 --types int,long --dists uniform,detdup,few2,few256,sorted,zipf --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
run issue2 "taskset -c 0,1" "" "$ISSUE2"
run k24 "" "" "--sizes 2^24 --types int --dists uniform --algos cpu,jdkpar --reps 5 --warmup 2"
run k27 "" "" "--sizes 2^27 --types long --dists uniform --algos cpu,jdkpar --reps 3 --warmup 1"
cd ${OUT:-out} && tar czf g.tgz g && rm -rf g
