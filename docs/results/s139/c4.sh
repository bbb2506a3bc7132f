#!/bin/bash
# s139 device call 4: harness Tm (docs/results/s139/Tm.java, javac'd into .dev/ps): the engine's core on long keys
# with the parallel scatter's destinations read first (touchMin = 2^20, the default) or not, interleaved sort by
# sort, 4 and 6 cores, zipf / uniform / gaussian 2^20-2^22. Carry [".dev"]. Usage: bash docs/results/s139/c4.sh
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
mkdir -p $OUT/tm
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g -cp .dev/samplesort.jar:.dev/ps dev.samplesort.cpu.Tm"
timeout 80 taskset -c 0-3 $J 4 4 20,21,22 zipf,uniform,gaussian > $OUT/tm/tm4.log 2>&1; echo "tm4 rc=$?"
timeout 80 taskset -c 0-5 $J 6 4 20,21,22 zipf,uniform,gaussian > $OUT/tm/tm6.log 2>&1; echo "tm6 rc=$?"
cat $OUT/tm/*.log
