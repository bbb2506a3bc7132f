#!/bin/bash
# s108 device call D: the team refused beside >= 1 other sort (b1) or >= 2 (b2), and cc8368f's engine (old/), 4 / 8 threads
S=$(date +%s); T=${1:-300}
mkdir -p $OUT/d; nproc
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"; D=.dev/k108d; NEW=$D/samplesort.jar; OLD=$D/old:$D/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
conc() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J $4 -cp $2 dev.samplesort.cli.Main bench-concurrent $3 --out $OUT/d/$1.csv > $OUT/d/$1.txt 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
A="--threads 4,8 --sizes 2^14,2^16,2^18 --types int,long,double --dists uniform --rounds 3 --phase-ms 250"
conc b2a $NEW "$A" -Dsamplesort.x.besideMin=2; conc b1a $NEW "$A" -Dsamplesort.x.besideMin=1; conc b2b $NEW "$A" -Dsamplesort.x.besideMin=2; conc olda "$OLD" "$A"
cd $OUT && tar czf d.tgz d && rm -rf d
