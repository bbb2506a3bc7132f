#!/bin/bash
# s122 device call b: the final TopDigit (jittered sample of one key in 128, crowding 4x + 2; whole-number doubles)
# on the H200 host's Xeon: harnesses Td (`long`) and Tdd (`double`) on one core (taskset -c 0), 2^12-2^16; the
# benchmark on 2 cores (taskset -c 0,1), `long` and `double` every distribution 2^12-2^16, two JVMs; the issue's
# own 2-core command. Carry [".dev"].
S=$(date +%s); T=${T:-560}; O=${OUT:-out}/b; mkdir -p $O
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
run b1 "" "$B"
run b2 "" "$B"
run issue2 "" "--sizes 2^16,2^20,2^22 --types int,long --dists uniform,detdup,few2,few256,sorted,zipf --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
cat $O/td.log $O/tdd.log
cd ${OUT:-out} && tar czf b.tgz b && rm -rf b
