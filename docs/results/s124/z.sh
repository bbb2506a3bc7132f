#!/bin/bash
# s124 device call: the 2-core Xeon's first run-shaped cell (int detdup 2^10-2^11, ONE_RUN, 0.23-0.81x in a fresh
# JVM): the preset's first int distributions on 2 cores (taskset -c 0,1), three JVMs, with the JIT's compilations and
# deoptimizations of the run scan and the one-run route logged (-XX:+PrintCompilation, grep)
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
mkdir -p $OUT/z; J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g"
for i in 1 2 3; do
  taskset -c 0,1 $J -XX:+PrintCompilation -jar .dev/samplesort.jar bench --preset cpu-vs-jdk --no-charts --no-progress \
    --sizes 2^10,2^11 --types int --dists uniform,gaussian,bucket,staggered,detdup,sorted,reverse --out $OUT/z/b$i > $OUT/z/raw$i.log 2>&1
  grep -E "GKeys|RunScanInt|oneRun|runsSorted|SampleSortInt::sort |made not entrant|uncommon" $OUT/z/raw$i.log | grep -vE "java\.|jdk\." > $OUT/z/j$i.log
  rm -rf $OUT/z/b$i; gzip $OUT/z/raw$i.log
done
cd $OUT && tar czf z.tgz z && rm -rf z
