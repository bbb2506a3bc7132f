#!/bin/bash
# s122 device call c: as call b, the doubles converted once again and buckets of one value left to the insertion pass
# on the H200 host's Xeon: harnesses Td (`long`) and Tdd (`double`) on one core (taskset -c 0), 2^12-2^16; the
# benchmark on 2 cores (taskset -c 0,1), `long` and `double` every distribution 2^12-2^16, two JVMs.
# Carry [".dev"].
S=$(date +%s); T=${T:-330}; O=${OUT:-out}/c; mkdir -p $O
[ -x .jre/bin/java ] || { [ -x jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -; mv jre .jre; }
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g"
D=UNIFORM,ZIPF,GAUSSIAN,STAGGERED,FEW_UNIQUE_256,BUCKET_SORTED
timeout 100 taskset -c 0 $J -cp .dev/samplesort.jar:.dev/h dev.samplesort.cpu.Td $D 4096,16384,32768,65536 long 60 > $O/td.log 2>&1
echo "td rc=$? at $(( $(date +%s)-S ))"
timeout 100 taskset -c 0 $J -cp .dev/samplesort.jar:.dev/h dev.samplesort.cpu.Tdd $D 4096,16384,32768,65536 double 60 > $O/tdd.log 2>&1
echo "tdd rc=$? at $(( $(date +%s)-S ))"
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l taskset -c 0,1 $J $2 -jar .dev/samplesort.jar bench --no-progress --no-charts $3 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
B="--sizes 2^12,2^13,2^14,2^15,2^16 --types long,double --dists uniform,gaussian,bucket,staggered,detdup,sorted,reverse,allequal,few2,few16,few256,zipf,almostsorted,organpipe,sawtooth,runs --algos cpu,jdk,jdkpar --reps 3"
run c1 "" "$B"
run c2 "" "$B"
cat $O/td.log $O/tdd.log
cd ${OUT:-out} && tar czf c.tgz c && rm -rf c
