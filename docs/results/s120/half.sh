#!/bin/bash
# s120, 2-core dev VM: the second core about half busy (a loop that spins 50 ms and sleeps 50 ms): which side of the
# reading's line is better there, every route on the calling thread (-Dsamplesort.cpu.threads=1) or two threads
# (the reading off), two JVMs each in turn; then the default (the reading on) twice.
# Usage: JAR=samplesort-cli/target/samplesort.jar [JAVA=java] bash docs/results/s120/half.sh OUTDIR
O=${1:-half-out}; mkdir -p $O
J=${JAVA:-java}
B="bench --no-progress --no-charts --sizes 2^15,2^16,2^18,2^20,2^22 --types long,int --dists uniform,zipf --algos cpu,jdk,jdkpar --reps 5 --warmup 3"
timeout 900 sh -c 'while :; do timeout 0.05 sh -c "while :; do :; done"; sleep 0.05; done' & HALF=$!
sleep 0.5
for r in 1 2; do
  $J --enable-native-access=ALL-UNNAMED -Xmx6g -Dsamplesort.cpu.threads=1 -jar $JAR $B --out $O/t1-$r > $O/t1-$r.log 2>&1
  $J --enable-native-access=ALL-UNNAMED -Xmx6g -Dsamplesort.cpu.busyCoresMillis=0 -jar $JAR $B --out $O/off$r > $O/off$r.log 2>&1
  $J --enable-native-access=ALL-UNNAMED -Xmx6g -jar $JAR $B --out $O/on$r > $O/on$r.log 2>&1
done
kill $HALF; pkill -f 'while :; do :; done'
exit 0
