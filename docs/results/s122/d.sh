#!/bin/bash
# s122 device call d: the final code (cbc37f7's library) on the H200 host's Xeon: 16 cores, `float` and `double`
# (the floating-point dense count now on the engine's path too) 2^14-2^22, six distributions; 2 cores, `float` /
# `double` zipf and uniform 2^16-2^22; the kept targets. Carry [".dev"].
S=$(date +%s); T=${T:-560}; O=${OUT:-out}/d; mkdir -p $O
[ -x .jre/bin/java ] || { [ -x jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -; mv jre .jre; }
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l $2 $J -jar .dev/samplesort.jar bench --no-progress --no-charts $3 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
run fp16 "" "--sizes 2^14,2^16,2^18,2^20,2^22 --types float,double --dists uniform,gaussian,zipf,few256,detdup,staggered --algos cpu,jdk,jdkpar --reps 3"
run fp2 "taskset -c 0,1" "--sizes 2^16,2^18,2^20,2^22 --types float,double --dists uniform,zipf --algos cpu,jdk,jdkpar --reps 3"
run k24 "" "--sizes 2^24 --types int --dists uniform --algos cpu,jdkpar --reps 5 --warmup 2"
run k27 "" "--sizes 2^27 --types long --dists uniform --algos cpu,jdkpar --reps 3 --warmup 1"
cd ${OUT:-out} && tar czf d.tgz d && rm -rf d
