#!/bin/bash
# s110 device calls: the final code's preset (HEAD = fc1cb64's code) on 16 cores of the H200 host, every key type and
# distribution, at the sizes s109 did not re-read; one JVM per name=sizes argument, each cut by what is left of T
S=$(date +%s); T=${T:-585}; D=${D:-x}
mkdir -p $OUT/$D; nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -2
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"; JAR=${JAR:-.dev/k110a/samplesort.jar}
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $OUT/$D/$1 > $OUT/$D/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
for a in "$@"; do run "${a%%=*}" "--sizes ${a#*=} --types ${TYPES:-int,long,float,double}"; done
cd $OUT && tar czf $D.tgz $D && rm -rf $D
