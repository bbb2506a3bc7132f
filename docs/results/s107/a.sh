#!/bin/bash
# s107 device call A: bench-concurrent (heap, native, wide shapes) on 16 cores; records harness RecH, the start code's
# classes (old/, first on the classpath) and the new ones in turn
S=$(date +%s); T=${1:-560}
mkdir -p $OUT/b; nproc; grep -m1 "model name" /proc/cpuinfo
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g"
D=.dev/k107b; NEW=$D/new/samplesort.jar; OLD=$D/old:$D/new/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
rech() { L=$(left); [ $L -lt 15 ] && { echo "skip $1"; return; }
  timeout $L $J -cp $2:$D/rech dev.samplesort.RecH $3 $4 1500 >> $OUT/b/rech.txt 2>&1; echo "rech $1 $3 $4 rc=$? at $(( $(date +%s)-S )) s"; }
conc() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J -cp $2 dev.samplesort.cli.Main bench-concurrent $3 --out $OUT/b/$1.csv > $OUT/b/$1.txt 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
for n in 16384 131072; do for t in 1 16; do
  echo "== old $n $t" >> $OUT/b/rech.txt; rech old $OLD $n $t
  echo "== new $n $t" >> $OUT/b/rech.txt; rech new $NEW $n $t
done; done
conc wide-new $NEW "--threads 1,4,16 --sizes 2^12,2^14,2^17 --types gensort,u128,long4 --rounds 3 --phase-ms 250"
conc heap-new $NEW "--threads 1,4,16 --sizes 2^12,2^14,2^16,2^18 --types int,long --rounds 3 --phase-ms 250"
conc native-new $NEW "--threads 1,4,16 --sizes 2^14,2^17 --types int,long --memory native --rounds 3 --phase-ms 250"
conc native-old $OLD "--threads 16 --sizes 2^14,2^17 --types int,long --memory native --rounds 3 --phase-ms 250"
conc wide-old $OLD "--threads 1,16 --sizes 2^14 --types gensort,u128 --rounds 3 --phase-ms 250"
cd $OUT && tar czf b.tgz b && rm -rf b
