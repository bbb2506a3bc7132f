#!/bin/bash
# s140: the probes' warm-up (new: .dev/samplesort-new.jar) against 07a4abe's build (.dev/samplesort-07a4abe.jar) on 4
# cores of the device host, the preset (its warm-up call first, then the cells), `long` / `int` uniform / gaussian
# 2^14-2^18 (the PAR route). Carry [".dev"].
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g"
one() { timeout $4 taskset -c 0-3 $J -cp $2 dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk \
    --sizes 2^14,2^16,2^18 --types long,int --dists uniform,gaussian --out $OUT/a/$1 > $OUT/a/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/a/$1/results.csv $OUT/a/$1/results.partial.csv; }
for i in 1 2; do
  one new$i .dev/samplesort-new.jar 4 30
  one old$i .dev/samplesort-07a4abe.jar 4 30
  (cd $OUT && tar czf a.tgz a)
done
cd $OUT && tar czf a.tgz a && rm -rf a
