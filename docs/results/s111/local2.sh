#!/bin/bash
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx8g"; JAR=${JAR:-samplesort.jar}; S=$(date +%s)
run() { $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out ${OUT:-out}/$1 > ${OUT:-out}/$1.log 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
nproc; grep -m1 "model name" /proc/cpuinfo; java -version 2>&1 | head -2
T="--types int,long,float,double"
run l17 "--sizes 2^17,2^18 $T"
run l19 "--sizes 2^19,2^20 $T"
run l21 "--sizes 2^21,2^22 $T"
