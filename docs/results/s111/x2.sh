#!/bin/bash
# s111 device call C: the preset with JVM options per run, to read a flag off and on in turn; one JVM per
# 'name|command prefix (taskset ...)|JVM options|bench options' argument, each cut by what is left of T seconds
S=$(date +%s); T=${T:-585}; D=${D:-x}
mkdir -p $OUT/$D; nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -2
JAR=${JAR:-.dev/k111b/samplesort.jar}
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
for a in "$@"; do
  IFS='|' read -r name pre opts args <<< "$a"
  L=$(left); [ $L -lt 20 ] && { echo "skip $name"; continue; }
  timeout $L $pre .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g $opts -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $args --out $OUT/$D/$name > $OUT/$D/$name.log 2>&1
  echo "$name rc=$? at $(( $(date +%s)-S )) s"
done
cd $OUT && tar czf $D.tgz $D && rm -rf $D
