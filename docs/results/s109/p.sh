#!/bin/bash
# s109 device call C1: the preset's pairs (int+int, long+long) at 2^10 / 2^14 / 2^18 on 16 cores, the final code
mkdir -p $OUT/p; J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
timeout ${1:-300} $J -cp .dev/k109a/samplesort.jar dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk --sizes 2^10,2^14,2^18 --types int+int,long+long --out $OUT/p/pairs > $OUT/p/pairs.log 2>&1; echo "pairs rc=$?"
grep -E "bold" $OUT/p/pairs/summary.md | tail -1 | cut -c1-200
cd $OUT && tar czf p.tgz p && rm -rf p
