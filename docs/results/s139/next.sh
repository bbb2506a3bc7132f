#!/bin/bash
# Prepared in s139 for the next session (not run): the engine's count rows a cache line apart (07a4abe) against
# a87f4b1's build on the device, the preset in alternating JVMs, where the engine's parallel step runs: 4 cores
# `long` / `double` 2^20-2^22 (the engine from 2^20 there), 8 cores 2^22, every unstructured distribution; then
# s139's open lead, `int` zipf 2^16 on 4 cores in the preset (the DENSE count, which harness Ps read at twice the
# preset's time). Needs .dev/samplesort.jar (a87f4b1's build), .dev/samplesort-07a4abe.jar (07a4abe's: `./build -q
# install -DskipTests -Dsamplesort.skipKernels=true; cp samplesort-cli/target/samplesort.jar
# .dev/samplesort-07a4abe.jar`), .dev/pack/jre.tar.xz. Carry [".dev"]. Usage: bash docs/results/s139/next.sh
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); mkdir -p $OUT/n
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
one() { # name jar cores sizes types dists seconds
  timeout $7 taskset -c $3 $J -cp $2 dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk \
    --sizes $4 --types $5 --dists $6 --out $OUT/n/$1 > $OUT/n/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/n/$1/results.csv $OUT/n/$1/results.partial.csv; }
for i in 1 2; do
  one old4-$i .dev/samplesort.jar 0-3 2^20,2^21,2^22 long,double uniform,gaussian,zipf 70
  one new4-$i .dev/samplesort-07a4abe.jar 0-3 2^20,2^21,2^22 long,double uniform,gaussian,zipf 70
  one old8-$i .dev/samplesort.jar 0-7 2^22 long,double uniform,gaussian,zipf 40
  one new8-$i .dev/samplesort-07a4abe.jar 0-7 2^22 long,double uniform,gaussian,zipf 40
done
one dense4 .dev/samplesort-07a4abe.jar 0-3 2^16 int zipf,uniform 30
cd $OUT && tar czf n.tgz n && rm -rf n
