#!/bin/bash
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx12g"; JAR=${JAR:-samplesort.jar}; S=$(date +%s)
run() { $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out ${OUT:-out}/$1 > ${OUT:-out}/$1.log 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
T="--types int,long,float,double"
run l25 "--sizes 2^25 $T"
run l26 "--sizes 2^26 $T"
