#!/bin/bash
# s107 device call H: ColumnSort on off-heap long columns with a payload (harness ColH), small scratch pieces from the
# arena (before: the previous Scratch class first on the classpath) and from the kept mappings (after), in turn
S=$(date +%s); T=${1:-150}
mkdir -p $OUT/h
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g"
D=.dev/k107h
col() { L=$(( T - ($(date +%s)-S) - 3 )); [ $L -lt 10 ] && { echo "skip $1"; return; }
  echo "== $1 $3 $4" >> $OUT/h/colh.txt
  timeout $L $J -cp $2$D/samplesort.jar:$D/h ColH $3 $4 1500 >> $OUT/h/colh.txt 2>&1; echo "$1 $3 $4 rc=$? at $(( $(date +%s)-S )) s"; }
for t in 16 4 1; do for n in 4096 65536; do col before "$D/before:" $n $t; col after "" $n $t; done; done
cd $OUT && tar czf h.tgz h && rm -rf h
