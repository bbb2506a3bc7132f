#!/bin/bash
# s123 device call v: long / double at 2^10, the small few-values count from 2^10 (as is) and from 2^11
# (-Dsamplesort.cpu.fewSmallMin=2048), JVMs in turn; 16 cores, then 2 cores (taskset -c 0,1)
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${1:-300}
mkdir -p $OUT/v; JAR=.dev/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 25 ] && { echo "skip $1"; return; }; local name=$1 pre=$2 o=$3
  timeout $L $pre .jre/bin/java $o --enable-native-access=ALL-UNNAMED -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk \
    --sizes 2^10 --types long,double --dists zipf,few16,few256,uniform,gaussian --out $OUT/v/$name > $OUT/v/$name.log 2>&1
  echo "$name rc=$? at $(( $(date +%s)-S )) s"; }
for i in 1 2 3; do run c16-on$i "" ""; run c16-off$i "" -Dsamplesort.cpu.fewSmallMin=2048; done
for i in 1 2; do run c2-on$i "taskset -c 0,1" ""; run c2-off$i "taskset -c 0,1" -Dsamplesort.cpu.fewSmallMin=2048; done
cd $OUT && tar czf v.tgz v && rm -rf v
