#!/bin/bash
# s143 dev VM, after the change: the new build with Zen 4's default (runScanBlocksMax64 2^22) against
# -Dsamplesort.cpu.zen4=false (2^18, the old default), `long` one-run cells 2^22-2^24 (from 2^22 on 2 cores the pair
# of threads checks one run in two pieces), JVMs in turn. Usage: OUT=dir JAR=jar bash ab2.sh
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH; O=${OUT:-out}; mkdir -p $O
for i in 1 2; do for p in z4:-Dx=0 old:-Dsamplesort.cpu.zen4=false; do
  java --enable-native-access=ALL-UNNAMED -Xmx12g ${p#*:} -cp $JAR dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk --sizes 2^22,2^23,2^24 --types long --dists sorted,allequal,reverse,detdup \
    --out $O/${p%%:*}$i > $O/${p%%:*}$i.log 2>&1
  rm -f $O/${p%%:*}$i/results.csv; echo "${p%%:*}$i done $(date +%T)"; done; done
