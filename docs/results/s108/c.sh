#!/bin/bash
# s108 device call C: the team refused beside other sorts (new) against cc8368f's engine (old/ first on the classpath),
# JVMs in turn, 16 cores, 2-8 threads sorting at once
S=$(date +%s); T=${1:-500}
mkdir -p $OUT/c; nproc
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"; D=.dev/k108c; NEW=$D/samplesort.jar; OLD=$D/old:$D/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
conc() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J -cp $2 dev.samplesort.cli.Main bench-concurrent $3 --out $OUT/c/$1.csv > $OUT/c/$1.txt 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
A="--threads 2,4,8 --sizes 2^14,2^16,2^18 --types int,long,double --dists uniform --rounds 3 --phase-ms 250"
conc new1 $NEW "$A"; conc old1 "$OLD" "$A"; conc new2 $NEW "$A"
cd $OUT && tar czf c.tgz c && rm -rf c
