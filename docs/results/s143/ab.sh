#!/bin/bash
# s143 dev VM: the run scan's `long` blocks over the whole scan (runScanBlocksMax64=2^22) against the AMD default
# (2^18), 64-bit one-run and few-runs cells 2^19-2^22, JVMs in turn. Usage: OUT=dir JAR=jar bash ab.sh
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH; O=${OUT:-out}; mkdir -p $O
for i in 1 2; do for p in def:-Dx=0 blk:-Dsamplesort.cpu.runScanBlocksMax64=4194304; do
  java --enable-native-access=ALL-UNNAMED -Xmx12g ${p#*:} -cp $JAR dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk --sizes 2^19,2^20,2^21,2^22 --types long,double \
    --dists sorted,reverse,allequal,detdup,organpipe,sawtooth --out $O/${p%%:*}$i > $O/${p%%:*}$i.log 2>&1
  rm -f $O/${p%%:*}$i/results.csv; echo "${p%%:*}$i done $(date +%T)"; done; done
