#!/bin/bash
# s121 device call b: the final TopDigit (sample of 64 below 2^15, from 2^12) on 2 cores of the H200 host's Xeon
# (taskset -c 0,1): `long`, every distribution, 2^12-2^16, TopDigit on (default) and off (topDigitBelow64=0) in
# turn, two JVMs each. Each step cut by what is left of T seconds. Carry [".dev"] (.dev/pack/jre.tar.xz,
# .dev/samplesort.jar).
S=$(date +%s); T=${T:-585}; O=${OUT:-out}/b; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g"
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l $2 $J $3 -jar .dev/samplesort.jar bench --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
B="--sizes 2^12,2^13,2^14,2^15,2^16 --types long --dists uniform,gaussian,bucket,staggered,detdup,sorted,reverse,allequal,few2,few16,few256,zipf,almostsorted,organpipe,sawtooth,runs --algos cpu,jdk,jdkpar --reps 3"
run on1 "taskset -c 0,1" "" "$B"
run off1 "taskset -c 0,1" "-Dsamplesort.cpu.topDigitBelow64=0" "$B"
run on2 "taskset -c 0,1" "" "$B"
run off2 "taskset -c 0,1" "-Dsamplesort.cpu.topDigitBelow64=0" "$B"
cd ${OUT:-out} && tar czf b.tgz b && rm -rf b
