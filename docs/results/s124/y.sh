#!/bin/bash
# s124 device calls (nvidia-h200 host's Xeon, 16 cores): the start check's hash set (new) against the start code
# (start: c3174e0, two windows of 8 keys). Mode "a": harness Small in place, 2^10, every key type, zipf / few16 /
# uniform / few256, start and new JVMs in turn, 16 cores, then long/double on 2 cores (taskset); mode "b": the
# preset with the new code, every key type and distribution, 2^10-2^12 on 16 cores, then 2^10-2^11 on 2 cores.
# Mode "c" (the second build: a 64-slot set, not 128): "a", then the preset 2^10-2^14 on 16 cores, 2^10-2^11 on 2
# cores and 2^10 on 16 cores again. Mode "d": 2^10-2^11 on 2 cores again (after t.sh's tests).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${2:-585}
mkdir -p $OUT/y; J=".jre/bin/java --enable-native-access=ALL-UNNAMED"; H=.dev/h
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }; local pre=$3
  timeout $L $pre $J -Xmx24g -cp .dev/samplesort.jar dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $OUT/y/$1 > $OUT/y/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
case "$1" in
a) nproc; grep -m1 "model name" /proc/cpuinfo
   { for i in 1 2 3; do for pre in "" "taskset -c 0,1"; do for t in long double int float; do
       [ -n "$pre" ] && [ $t = int -o $t = float ] && continue
       for j in start new; do [ $(left) -lt 15 ] && break 4
         jar=.dev/samplesort.jar; [ $j = start ] && jar=.dev/start.jar
         echo "== $i $j $t ${pre:+2cores}"; timeout $(left) $pre $J -Dwarm=100 -cp $jar:$H dev.samplesort.cpu.Small 1024 $t 31 zipf,few16,uniform,few256
       done; done; done; done
     echo "== fewStart ns (new)"; timeout 20 $J -cp .dev/samplesort.jar:$H dev.samplesort.cpu.FsCost 1024 zipf,uniform,few256,few16; } > $OUT/y/insitu.log 2>&1
   echo "insitu at $(( $(date +%s)-S )) s" ;;
b) run p10 "--sizes 2^10,2^11,2^12 --types int,long,float,double"
   run c2-1 "--sizes 2^10,2^11 --types int,long,float,double" "taskset -c 0,1" ;;
c) bash $0 a 240; mkdir -p $OUT/y
   run p10 "--sizes 2^10,2^11,2^12,2^13,2^14 --types int,long,float,double"
   run c2-1 "--sizes 2^10,2^11 --types int,long,float,double" "taskset -c 0,1"
   run p10b "--sizes 2^10 --types int,long,float,double" ;;
d) run c2-2 "--sizes 2^10,2^11 --types int,long,float,double" "taskset -c 0,1" ;;
esac
cd $OUT && tar czf y-$1.tgz y && rm -rf y
