#!/bin/bash
# s121 device call c (after call b): 16 cores, `long` 2^10-2^16 every distribution, TopDigit on and off (where the
# sequential route's Arrays.sort takes small inputs there too); then the issue's own 2-core command (taskset -c 0,1)
# with the final code. Each step cut by what is left of T seconds. Carry [".dev"].
S=$(date +%s); T=${T:-585}; O=${OUT:-out}/c; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l $2 $J $3 -jar .dev/samplesort.jar bench --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
B16="--sizes 2^10,2^12,2^13,2^14,2^16 --types long --dists uniform,gaussian,bucket,staggered,few256,zipf,runs,almostsorted --algos cpu,jdk,jdkpar --reps 3"
run on16 "" "" "$B16"
run off16 "" "-Dsamplesort.cpu.topDigitBelow64=0" "$B16"
ISSUE2="--sizes 2^16,2^20,2^22 --types int,long --dists uniform,detdup,few2,few256,sorted,zipf --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
run issue2 "taskset -c 0,1" "" "$ISSUE2"
cd ${OUT:-out} && tar czf c.tgz c && rm -rf c
