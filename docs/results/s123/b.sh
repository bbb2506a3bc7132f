#!/bin/bash
# s123: every key type and distribution at 2^10 and 2^11 (the small route), 2 cores (taskset) and 16 cores, new code
set -u
[ -x .jre/bin/java ] || { [ -x jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -; mv jre .jre; }
J="$PWD/.jre/bin/java --enable-native-access=ALL-UNNAMED -jar .dev/ssk.jar bench --preset cpu-vs-jdk --no-charts --no-progress --sizes 2^10,2^11 --types int,long,float,double"
t0=$(date +%s); timeout 280 taskset -c 0,1 $J --out /tmp/c2 > $OUT/b-2cores.log 2>&1; echo "2 cores rc=$? $(( $(date +%s) - t0 ))s"
t0=$(date +%s); timeout 280 $J --out /tmp/c16 > $OUT/b-16cores.log 2>&1; echo "16 cores rc=$? $(( $(date +%s) - t0 ))s"
