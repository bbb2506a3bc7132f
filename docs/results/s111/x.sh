#!/bin/bash
# s111 device calls (calls A, B): the preset (cpu-vs-jdk) on 16 cores of the H200 host with this session's code; one JVM per
# 'name|bench options' argument, each cut by what is left of T seconds
S=$(date +%s); T=${T:-585}; D=${D:-x}
mkdir -p $OUT/$D; nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -2
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"; JAR=${JAR:-.dev/k111a/samplesort.jar}
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $OUT/$D/$1 > $OUT/$D/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
for a in "$@"; do run "${a%%|*}" "${a#*|}"; done
cd $OUT && tar czf $D.tgz $D && rm -rf $D
