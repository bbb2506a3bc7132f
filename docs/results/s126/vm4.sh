#!/bin/bash
# s126: the dev VM (2 cores) posing as 4 (-XX:ActiveProcessorCount=4: common pool parallelism 3, 4 engine threads,
# oversubscribed), the busy-cores reader off; run-shaped keys with d740e06 (old) and the PAR_UNMERGED build (new)
# in turn. Usage: bash vm4.sh OLD.jar NEW.jar OUTDIR
J="java --enable-native-access=ALL-UNNAMED -Xmx8g -XX:ActiveProcessorCount=4 -Dsamplesort.cpu.busyCoresMillis=0"
for i in 1 2; do for v in old new; do
  jar=$1; [ $v = new ] && jar=$2
  $J -cp $jar dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk --types int,long \
    --sizes 2^14,2^16,2^18,2^20,2^22 --dists bucket,runs,uniform,sawtooth,organpipe --out /tmp/vm4-$v-$i \
    > $3/vm4-$v-$i.log 2>&1
done; done
