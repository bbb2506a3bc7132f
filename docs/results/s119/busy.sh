#!/bin/bash
# s119, 2-core dev VM: the CPU backend with the machine's other core busy (a shell loop), one JVM each:
# the default routes, and -Dsamplesort.cpu.threads=1 (every route on the calling thread). JAR: the build's jar.
# Usage: JAR=samplesort-cli/target/samplesort.jar bash docs/results/s119/busy.sh OUTDIR
O=${1:-busy-out}; mkdir -p $O
B="bench --no-progress --no-charts --sizes 2^16,2^18,2^20,2^22 --types long,int --dists uniform,zipf --algos cpu,jdk,jdkpar --reps 5 --warmup 3"
timeout 600 sh -c 'while :; do :; done' & L=$!
sleep 0.5
java --enable-native-access=ALL-UNNAMED -Xmx6g -Dsamplesort.cpu.threads=1 -jar $JAR $B --out $O/threads1 > $O/threads1.log 2>&1
java --enable-native-access=ALL-UNNAMED -Xmx6g -jar $JAR $B --out $O/default > $O/default.log 2>&1
kill $L
