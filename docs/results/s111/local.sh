#!/bin/bash
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx8g"; JAR=${JAR:-samplesort.jar}; S=$(date +%s)
run() { $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out ${OUT:-out}/$1 > ${OUT:-out}/$1.log 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
nproc; grep -m1 "model name" /proc/cpuinfo; java -version 2>&1 | head -2
T="--types int,long,float,double"
run l10 "--sizes 2^10,2^11,2^12,2^13 $T"
run l14 "--sizes 2^14,2^15,2^16 $T"
run pa "--sizes 2^10,2^12,2^14,2^16,2^18 --types int+int,long+long,long+int,double+int --dists almostsorted,few2,few16,runs,sawtooth,staggered"
