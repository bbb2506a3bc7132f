#!/bin/bash
# s123: 2 cores, every key type and distribution at 2^10 and 2^11, the start code (ss-old.jar, d64dfe8) and the new one in turn
set -u
[ -x .jre/bin/java ] || { [ -x jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -; mv jre .jre; }
for j in ss-old ssk; do
J="$PWD/.jre/bin/java --enable-native-access=ALL-UNNAMED -jar .dev/$j.jar bench --preset cpu-vs-jdk --no-charts --no-progress --sizes 2^10,2^11 --types int,long,float,double"
t0=$(date +%s); timeout 100 taskset -c 0,1 $J --out /tmp/c2$j > $OUT/c-2cores-$j.log 2>&1; echo "$j rc=$? $(( $(date +%s) - t0 ))s"
done
