#!/bin/bash
# s122 device call e: 2 cores of the Xeon (taskset -c 0,1), `double` zipf / uniform 2^20-2^22: the final code in two
# JVMs, then the dense counts off (-Dsamplesort.cpu.denseSpanMax=0 -Dsamplesort.cpu.denseWideSpanMax=0), which takes
# the floating-point count on the engine's path (this session) out. Carry [".dev"].
S=$(date +%s); T=${T:-190}; O=${OUT:-out}/e; mkdir -p $O
[ -x .jre/bin/java ] || { [ -x jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -; mv jre .jre; }
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l taskset -c 0,1 $J $2 -jar .dev/samplesort.jar bench --no-progress --no-charts $3 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
B="--sizes 2^20,2^21,2^22 --types double --dists zipf,uniform --algos cpu,jdk,jdkpar --reps 5"
run on1 "" "$B"
run off "-Dsamplesort.cpu.denseSpanMax=0 -Dsamplesort.cpu.denseWideSpanMax=0" "$B"
run on2 "" "$B"
cd ${OUT:-out} && tar czf e.tgz e && rm -rf e
