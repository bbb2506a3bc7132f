#!/bin/bash
# s107 device call B: the records harness at 2^17 on 16 threads with the scratch and concurrency settings in turn
# (new code), 4 threads new / old; bench-concurrent u128 / long4 small on 16 threads with the bench's normalize fixed
S=$(date +%s); T=${1:-300}
mkdir -p $OUT/c
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g"
D=.dev/k107b; NEW=$D/new/samplesort.jar; OLD=$D/old:$D/new/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
rech() { L=$(left); [ $L -lt 15 ] && { echo "skip $1"; return; }
  echo "== $1" >> $OUT/c/rech.txt
  timeout $L $J $2 -cp $3:$D/rech dev.samplesort.RecH $4 $5 1500 >> $OUT/c/rech.txt 2>&1; echo "rech $1 rc=$? at $(( $(date +%s)-S )) s"; }
rech new-default "-Xlog:gc:file=$OUT/c/gc-default.txt" $NEW 131072 16
rech new-resident0 "-Dsamplesort.scratch.residentMappedBytes=0" $NEW 131072 16
rech new-kept0 "-Dsamplesort.scratch.keptMappedBytes=0" $NEW 131072 16
rech new-rule0 "-Dsamplesort.cpu.concurrentParallelMin=0" $NEW 131072 16
rech old-default "-Xlog:gc:file=$OUT/c/gc-old.txt" $OLD 131072 16
rech new-4 "" $NEW 131072 4
rech old-4 "" $OLD 131072 4
L=$(left); timeout $L $J -cp $NEW dev.samplesort.cli.Main bench-concurrent --threads 16,4 --sizes 2^12,2^14 --types u128,long4 --rounds 3 --phase-ms 250 > $OUT/c/wide.txt 2>&1; echo "wide rc=$? at $(( $(date +%s)-S )) s"
cd $OUT && tar czf c.tgz c && rm -rf c
