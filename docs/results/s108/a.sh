#!/bin/bash
# s108 device call A: engine rule beside other sorts, experiment modes (samplesort.x.concMode 0 = current, 1 = below
# 2^15 calling thread / from 2^15 parallelSort, 2 = no team, 3 = parallelSort) on 16 cores, 2-8 threads;
# 2 cores (taskset) threads 1,2; kept targets
S=$(date +%s); T=${1:-570}
mkdir -p $OUT/a; nproc; grep -m1 "model name" /proc/cpuinfo
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"; JAR=.dev/k108a/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
conc() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $2 $J -Dsamplesort.x.concMode=$3 -cp $JAR dev.samplesort.cli.Main bench-concurrent $4 --out $OUT/a/$1.csv > $OUT/a/$1.txt 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts $2 --out $OUT/a/$1 > $OUT/a/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
A="--threads 2,4,8 --sizes 2^14,2^16,2^18 --types int,long --rounds 3 --phase-ms 250"
conc m0a "" 0 "$A"; conc m1a "" 1 "$A"; conc m2a "" 2 "$A"; conc m3a "" 3 "$A"
conc c2 "taskset -c 0-1" 0 "--threads 1,2 --sizes 2^12,2^14,2^16 --types int,long --rounds 3 --phase-ms 250"
run K24 "--sizes 2^24 --types int --dists uniform --algos cpu,jdkpar --reps 5 --warmup 2"
run K27 "--sizes 2^27 --types long --dists uniform --algos cpu,jdkpar --reps 3 --warmup 1"
conc m0b "" 0 "$A"; conc m1b "" 1 "$A"; conc m2b "" 2 "$A"
cd $OUT && tar czf a.tgz a && rm -rf a
