#!/bin/bash
# s107 device call G: bench-concurrent on 16 cores, the engine's rule for sorts beside sorts as committed (one thread
# beside t / 4 others) and graded (-Dsamplesort.dev.graded=true: t / (others + 1) threads) in turn; the wide shapes
# with the bench's words in a heap array
S=$(date +%s); T=${1:-400}
mkdir -p $OUT/g
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g"
D=.dev/k107g
conc() { L=$(( T - ($(date +%s)-S) - 3 )); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J $2 -cp $D/samplesort.jar dev.samplesort.cli.Main bench-concurrent $3 --out $OUT/g/$1.csv > $OUT/g/$1.txt 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
H="--threads 2,4,8,16 --sizes 2^14,2^16,2^18 --types int,long --rounds 3 --phase-ms 250"
W="--threads 4,16 --sizes 2^12,2^14 --types u128,long4 --rounds 3 --phase-ms 250"
conc heap-rule "" "$H"
conc heap-graded "-Dsamplesort.dev.graded=true" "$H"
conc wide-rule "" "$W"
conc wide-graded "-Dsamplesort.dev.graded=true" "$W"
cd $OUT && tar czf g.tgz g && rm -rf g
