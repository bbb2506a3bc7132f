#!/bin/bash
# s107 device call I: off-heap keys beside sorts, the heap arrays below HeapScratch's minimum per thread (after) or
# fresh each sort (before: the previous SegmentSort* classes first on the classpath), in turn
S=$(date +%s); T=${1:-150}
mkdir -p $OUT/i
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g"
D=.dev/k107i
for r in 1 2; do for v in before after; do
  L=$(( T - ($(date +%s)-S) - 3 )); [ $L -lt 20 ] && { echo "skip $v"; continue; }
  CP=$D/samplesort.jar; [ $v = before ] && CP=$D/before:$CP
  echo "## $v" >> $OUT/i/native.txt
  timeout $L $J -cp $CP dev.samplesort.cli.Main bench-concurrent --threads 16,1 --sizes 2^12,2^14 --types int,long --memory native --rounds 3 --phase-ms 200 >> $OUT/i/native.txt 2>&1; echo "$v rc=$? at $(( $(date +%s)-S )) s"
done; done
cd $OUT && tar czf i.tgz i && rm -rf i
