#!/bin/bash
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH
J="java --enable-native-access=ALL-UNNAMED -Xmx6g"; JAR=/work/main/.dev/k109a/samplesort.jar; S=$(date +%s)
run() { $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out /tmp/s109/l/$1 > /tmp/s109/l/$1.log 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
nproc; grep -m1 "model name" /proc/cpuinfo; java -version 2>&1 | head -2
run p10 "--sizes 2^10,2^14 --types int,long,float,double"
run p18 "--sizes 2^18 --types int,long,float,double"
run p22 "--sizes 2^22 --types int,long,float,double"
run pairs "--sizes 2^10,2^14,2^18 --types int+int,long+long"
