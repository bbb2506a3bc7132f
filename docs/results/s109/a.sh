#!/bin/bash
# s109 device call A: the final code's (fc1cb64) preset on 16 cores of the H200 host, every key type and distribution,
# 2^10 / 2^14 (one JVM), 2^18 (one JVM), 2^22 (one JVM): a reading of every cell with one build, for the table
S=$(date +%s); T=${1:-585}
mkdir -p $OUT/a; nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -2
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"; JAR=.dev/k109a/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $OUT/a/$1 > $OUT/a/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
run p10 "--sizes 2^10,2^14 --types int,long,float,double"
run p18 "--sizes 2^18 --types int,long,float,double"
run p22 "--sizes 2^22 --types int,long,float,double"
cd $OUT && tar czf a.tgz a && rm -rf a
