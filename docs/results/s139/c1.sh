#!/bin/bash
# s139 device call 1: (a) harness Ps (docs/results/s139/Ps.java, javac'd into .dev/ps) on 4 and 8 cores: a few-parts
# sort (sampled splitters, a counting and a scatter pass in T slices, P parts each by Arrays.sort) against
# parallelSort, our sort and T pieces sorted at once (no partition: the bound of any such route), rounds interleaved;
# (b) HEAD's code (a87f4b1's CPU code) with the issue's preset on 3 and 5 cores, few2 / few16 / few256 / zipf at
# 2^19 / 2^20 (the changes since s133's read of those core counts act there), long / double zipf 2^22.
# Carry [".dev"]. Usage: bash docs/results/s139/c1.sh
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
mkdir -p $OUT/ps
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g -cp .dev/samplesort.jar:.dev/ps dev.samplesort.cpu.Ps"
timeout 75 taskset -c 0-3 $J 4 2.5 long,int 18,20,22 uniform,zipf 4,8,16 > $OUT/ps/ps4.log 2>&1; echo "ps4 rc=$?"
timeout 75 taskset -c 0-7 $J 8 2.5 long,int 18,20,22 uniform,zipf 8,16 > $OUT/ps/ps8.log 2>&1; echo "ps8 rc=$?"
D=docs/results/s129/d.sh
L=190 C=0-2 D=g3 A="--dists few2,few16,few256,zipf" bash $D g19=2^19,2^20 2>&1 | grep -E "rc=|skip"
L=40 C=0-2 D=g3z T=long,double A="--dists zipf" bash $D g22=2^22 2>&1 | grep -E "rc=|skip"
L=150 C=0-4 D=g5 A="--dists few2,few16,few256,zipf" bash $D g19=2^19,2^20 2>&1 | grep -E "rc=|skip"
L=30 C=0-4 D=g5z T=long,double A="--dists zipf" bash $D g22=2^22 2>&1 | grep -E "rc=|skip"
cd $OUT && tar czf ps.tgz ps && rm -rf ps
