#!/bin/bash
# s128 device calls (nvidia-h200 host's Xeon, cores by taskset). Mode "q": harness Pq (s126/Pq.java, classes in
# .dev/h2), our PAR route against parallelSort sort by sort on 4 real cores, with the busy-cores reader and the cold
# start off in turn (s126's lead: the PAR cells' 2-4% that grows with n). Mode "e": the engine for `int` / `float`
# keys on 4 and 3 cores from 2^20 (samplesort.cpu.jdkMinFew32; the JDK's parallelSort at every size by default,
# last measured against the engine in the seventeenth session), JVMs in turn.
# Carry [".dev"] (runtime of build-support/device-pack.sh, .dev/samplesort.jar = HEAD's build).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${2:-585}
mkdir -p $OUT/n; J=".jre/bin/java --enable-native-access=ALL-UNNAMED"
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L taskset -c $2 $J -Xmx24g $4 -cp ${5:-.dev/samplesort.jar} dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk $3 --out $OUT/n/$1 > $OUT/n/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
pq() { L=$(left); [ $L -lt 15 ] && { echo "skip q-$1"; return; }
  timeout $L taskset -c $2 $J -Xmx8g $3 -cp .dev/samplesort.jar:.dev/h2 dev.samplesort.cpu.Pq $4 1.5 int,long \
    16,18,20 uniform,gaussian > $OUT/n/q-$1.log 2>&1; echo "q-$1 rc=$? at $(( $(date +%s)-S )) s"; }
E="--types int,float --dists uniform,gaussian,zipf,staggered,bucket --sizes 2^20,2^22,2^24"
ENG="-Dsamplesort.cpu.jdkMinFew32=1048576"
case "$1" in
q) pq default 0-3 "" 4
   pq nobusy 0-3 "-Dsamplesort.cpu.busyCoresMillis=0" 4
   pq nocold 0-3 "-Dsamplesort.cpu.coldStart=false" 4
   pq default2 0-3 "" 4 ;;
e) run e4-engine 0-3 "$E" "$ENG"
   run e4-now 0-3 "$E" ""
   run e3-engine 0-2 "$E" "$ENG"
   run e3-now 0-2 "$E" "" ;;
qe) pq default 0-3 "" 4
   pq nobusy 0-3 "-Dsamplesort.cpu.busyCoresMillis=0" 4
   run e4-engine 0-3 "$E" "$ENG"
   run e4-now 0-3 "$E" ""
   pq default2 0-3 "" 4
   run e3-engine 0-2 "$E" "$ENG"
   run e3-now 0-2 "$E" "" ;;
k) # the engine's bucket count on the Xeon: 4 cores `int` / `float` with the engine from 2^20, k as now (2^10 at
   # 2^24), logBucketsKeys 8 (2^8: leaves of 2^16), leafSortTop 2^14 (2^22: 2^8 buckets, 2^20: 2^6); harness Ee (the
   # engine against parallelSort, then PhaseProbe's phases) at 2^24 on 4 cores; 16 cores `int` uniform 2^24 / 2^26
   K="--types int,float --dists uniform,gaussian,staggered --sizes 2^22,2^24"
   run k4-now 0-3 "$K" "$ENG"
   run k4-lb8 0-3 "$K" "$ENG -Dsamplesort.cpu.logBucketsKeys=8"
   run k4-top14 0-3 "$K" "$ENG -Dsamplesort.cpu.leafSortTop=16384"
   L=$(left); timeout $L taskset -c 0-3 $J -Xmx8g -Dsamplesort.cpu.hybrid=false -cp .dev/samplesort.jar:.dev/h2 \
     dev.samplesort.cpu.Ee 4 2 24 uniform,staggered > $OUT/n/ee4.log 2>&1; echo "ee4 rc=$? at $(( $(date +%s)-S )) s"
   U="--types int --dists uniform,gaussian --sizes 2^24,2^26 --algos cpu,jdkpar"
   run k16-now 0-15 "$U" ""
   run k16-lb8 0-15 "$U" "-Dsamplesort.cpu.logBucketsKeys=8"
   run k4-now2 0-3 "$K" "$ENG"
   run k4-lb8-2 0-3 "$K" "$ENG -Dsamplesort.cpu.logBucketsKeys=8" ;;
s) # value-clustered (staggered) keys on 3-8 cores at the sizes where the JDK's rules keep parallelSort: 32-bit keys
   # from 2^23 (below it CLUSTERED sends them to parallelSort on purpose) on the engine, by jdkMinFew32 (3-7
   # threads) or jdkMin32 (8-11); 64-bit keys on 3 cores from 2^20 by jdkMinFewer64; against parallelSort
   A="--algos cpu,jdkpar --dists staggered"
   run s4 0-3 "$A --types int,float --sizes 2^23,2^25,2^26" "-Dsamplesort.cpu.jdkMinFew32=8388608"
   run s3 0-2 "$A --types int,float --sizes 2^23,2^25,2^26" "-Dsamplesort.cpu.jdkMinFew32=8388608"
   run s3-64 0-2 "$A --types long,double --sizes 2^20,2^22,2^23" "-Dsamplesort.cpu.jdkMinFewer64=1048576"
   run s6 0-5 "$A --types int,float --sizes 2^23,2^24,2^26" "-Dsamplesort.cpu.jdkMinFew32=8388608"
   run s8 0-7 "$A --types int,float --sizes 2^23,2^24" "-Dsamplesort.cpu.jdkMin32=8388608"
   run s4b 0-3 "$A --types int,float --sizes 2^23,2^24" "-Dsamplesort.cpu.jdkMinFew32=8388608" ;;
t) # staggered keys below those sizes: 32-bit 2^20-2^22 on 4 and 3 cores with CLUSTERED off and the engine from
   # 2^20; 64-bit 2^18-2^19 on 3 and 4 cores, 2^20 on 8 cores (jdkMin64 = 2^21 there)
   A="--algos cpu,jdkpar --dists staggered"
   E32="-Dsamplesort.cpu.jdkMinFew32=1048576 -Dsamplesort.cpu.clusteredJdkBelow32=0"
   run t4 0-3 "$A --types int,float --sizes 2^20,2^21,2^22" "$E32"
   run t3 0-2 "$A --types int,float --sizes 2^20,2^21,2^22" "$E32"
   run t3-64 0-2 "$A --types long,double --sizes 2^18,2^19" "-Dsamplesort.cpu.jdkMinFewer64=262144"
   run t4-64 0-3 "$A --types long,double --sizes 2^18,2^19" "-Dsamplesort.cpu.jdkMinFew64=262144"
   run t8-64 0-7 "$A --types long,double --sizes 2^20" "-Dsamplesort.cpu.jdkMin64=1048576"
   run t6 0-5 "$A --types int,float --sizes 2^20,2^21,2^22" "$E32" ;;
v) # the final code (clusteredEngine on, defaults): staggered and uniform keys against parallelSort on 4 cores,
   # staggered on 3, 6 and 8 cores
   A="--algos cpu,jdkpar"
   run v4 0-3 "$A --types int,long,float,double --dists staggered,uniform --sizes 2^18,2^21,2^23" ""
   run v3 0-2 "$A --types int,long,float,double --dists staggered --sizes 2^18,2^21,2^23" ""
   run v6 0-5 "$A --types int,long,float,double --dists staggered --sizes 2^21,2^22" ""
   run v8 0-7 "$A --types int,float --dists staggered --sizes 2^23" "" ;;
w) # the final code on the core counts not read yet (5, 7) and 3 cores' 2^21-2^22 again: staggered keys
   A="--algos cpu,jdkpar --dists staggered"
   run w3 0-2 "$A --types int,float --sizes 2^21,2^22" ""
   run w5 0-4 "$A --types int,long,float,double --sizes 2^18,2^21" ""
   run w7 0-6 "$A --types int,long,float,double --sizes 2^18,2^21" "" ;;
esac
cd $OUT && tar czf n-$1.tgz n && rm -rf n
