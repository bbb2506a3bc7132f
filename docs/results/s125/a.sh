#!/bin/bash
# s125 device calls (nvidia-h200 host's Xeon, 16 cores), with a device runtime rebuilt with jdk.jfr (the modules of
# build-support/device-pack.sh): the runtimes of s122-s124 lacked it, so the benchmark's warm-ups could not read the
# JIT's compile queue there ("warm-ups did not wait for the JIT" in their logs). Mode "a": the preset at 2^10-2^11 on
# 2 cores (taskset -c 0,1), two JVMs, then on 4 cores (taskset -c 0-3) 2^10-2^14 and 2^16-2^18; mode "b": 4 cores at
# the sizes named in $3 (default 2^20), the types in $4 (default all four, e.g. "--types long,double,int,float"). Each step cut by what is left of T seconds ($2, default 585).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${2:-585}
mkdir -p $OUT/a; J=".jre/bin/java --enable-native-access=ALL-UNNAMED"
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }; local pre=$3
  timeout $L $pre $J -Xmx24g -cp .dev/samplesort.jar dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $OUT/a/$1 > $OUT/a/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; rm -rf $OUT/a/$1/*.png; }
T4="--types int,long,float,double"
case "$1" in
a) nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java --list-modules | tr '\n' ' '; echo
   run c2-1 "--sizes 2^10,2^11 $T4" "taskset -c 0,1"
   run c2-2 "--sizes 2^10,2^11 $T4" "taskset -c 0,1"
   run c4-10 "--sizes 2^10,2^11,2^12,2^13,2^14 $T4" "taskset -c 0-3"
   run c4-16 "--sizes 2^16,2^18 $T4" "taskset -c 0-3" ;;
b) for s in ${3:-2^20}; do run c4-${s#2^} "--sizes $s ${4:-$T4}" "taskset -c 0-3"; done ;;
esac
cd $OUT && tar czf a-$1.tgz a && rm -rf a
