#!/bin/bash
# s139 device call 2: (a) harness Ps with each thread's counts and positions in its own arrays (call 1's rows of one
# int[T][P] shared cache lines) on 4, 6 and 8 cores, 2^16-2^22; (b) HEAD's code (a87f4b1's CPU code) with the
# issue's preset on 6 and 7 cores, few2 / few16 / few256 / zipf at 2^19 / 2^20, long / double zipf 2^22.
# Carry [".dev"]. Usage: bash docs/results/s139/c2.sh
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
mkdir -p $OUT/ps2
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g -cp .dev/samplesort.jar:.dev/ps dev.samplesort.cpu.Ps"
timeout 60 taskset -c 0-3 $J 4 1.8 long,int 16,18,20,22 uniform,zipf 4,8 > $OUT/ps2/ps4.log 2>&1; echo "ps4 rc=$?"
timeout 60 taskset -c 0-5 $J 6 1.8 long,int 16,18,20,22 uniform,zipf 8,16 > $OUT/ps2/ps6.log 2>&1; echo "ps6 rc=$?"
timeout 60 taskset -c 0-7 $J 8 1.8 long,int 16,18,20,22 uniform,zipf 8,16 > $OUT/ps2/ps8.log 2>&1; echo "ps8 rc=$?"
D=docs/results/s129/d.sh
L=140 C=0-5 D=g6 A="--dists few2,few16,few256,zipf" bash $D g19=2^19,2^20 2>&1 | grep -E "rc=|skip"
L=30 C=0-5 D=g6z T=long,double A="--dists zipf" bash $D g22=2^22 2>&1 | grep -E "rc=|skip"
L=140 C=0-6 D=g7 A="--dists few2,few16,few256,zipf" bash $D g19=2^19,2^20 2>&1 | grep -E "rc=|skip"
L=30 C=0-6 D=g7z T=long,double A="--dists zipf" bash $D g22=2^22 2>&1 | grep -E "rc=|skip"
cd $OUT && tar czf ps2.tgz ps2 && rm -rf ps2
