#!/bin/bash
# s120, 2-core machine: the CPU backend with the machine's other core busy (a shell loop), one JVM each in turn:
# the busy-cores reading on (the default), off (-Dsamplesort.cpu.busyCoresMillis=0: the routes of the 119th session),
# and -Dsamplesort.cpu.threads=1. With IDLE=1 no loop runs (the reading must change nothing there).
# Usage: JAR=samplesort-cli/target/samplesort.jar [JAVA=java] [IDLE=1] [CPUS=1] bash docs/results/s120/busy.sh OUTDIR
O=${1:-busy-out}; mkdir -p $O
J=${JAVA:-java}
B="bench --no-progress --no-charts --sizes 2^15,2^16,2^18,2^20,2^22 --types long,int --dists uniform,zipf --algos cpu,jdk,jdkpar --reps 5 --warmup 3"
if [ -z "$IDLE" ]; then
  if [ -n "$CPUS" ]; then taskset -c $CPUS timeout 900 sh -c 'while :; do :; done' & L=$!
  else timeout 900 sh -c 'while :; do :; done' & L=$!; fi
  sleep 0.5
fi
for r in 1 2; do
  $J --enable-native-access=ALL-UNNAMED -Xmx6g -jar $JAR $B --out $O/on$r > $O/on$r.log 2>&1
  $J --enable-native-access=ALL-UNNAMED -Xmx6g -Dsamplesort.cpu.busyCoresMillis=0 -jar $JAR $B --out $O/off$r > $O/off$r.log 2>&1
done
[ -z "$NOT1" ] && $J --enable-native-access=ALL-UNNAMED -Xmx6g -Dsamplesort.cpu.threads=1 -jar $JAR $B --out $O/threads1 > $O/threads1.log 2>&1
[ -n "$L" ] && kill $L
exit 0
