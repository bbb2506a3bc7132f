#!/bin/bash
# s107 device call E: the final code (loops of the record API parallel as before), records harness 2^14 / 2^17 on
# 1, 4, 16 threads; the start code's classes (old/) at 16 threads in turn; bench-concurrent u128 / long4 at 16 threads
S=$(date +%s); T=${1:-200}
mkdir -p $OUT/e
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g"
D=.dev/k107b; NEW=$D/new/samplesort.jar; OLD=$D/old:$D/new/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
rech() { L=$(left); [ $L -lt 12 ] && { echo "skip $1"; return; }
  echo "== $1 $3 $4" >> $OUT/e/rech.txt
  timeout $L $J -cp $2:$D/rech dev.samplesort.RecH $3 $4 1500 >> $OUT/e/rech.txt 2>&1; echo "rech $1 $3 $4 rc=$? at $(( $(date +%s)-S )) s"; }
for n in 16384 131072; do rech new $NEW $n 16; rech old $OLD $n 16; rech new $NEW $n 4; rech new $NEW $n 1; done
L=$(left); timeout $L $J -cp $NEW dev.samplesort.cli.Main bench-concurrent --threads 16,4 --sizes 2^12,2^14 --types u128,long4 --rounds 3 --phase-ms 250 > $OUT/e/wide.txt 2>&1; echo "wide rc=$? at $(( $(date +%s)-S )) s"
cd $OUT && tar czf e.tgz e && rm -rf e
