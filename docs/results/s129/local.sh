#!/bin/bash
# s129 on the 2-core dev VM: HEAD's build with the preset, every column 2^10-2^26 and the pairs, one JVM per
# size list, the preset's columns first. Usage: OUT=dir JAR=jar bash local.sh [name=sizes[:types] ...]
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx12g"; JAR=${JAR:-samplesort.jar}; S=$(date +%s); O=${OUT:-out}
mkdir -p $O; nproc; grep -m1 "model name" /proc/cpuinfo; java -version 2>&1 | head -2
run() { $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $O/$1 \
    > $O/$1.log 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; rm -f $O/$1/results.csv; }
for a in "$@"; do s=${a#*=}; t=int,long,float,double; [[ $s == *:* ]] && { t=${s#*:}; s=${s%%:*}; }
  run "${a%%=*}" "--sizes $s --types $t"; done
