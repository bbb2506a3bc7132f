#!/bin/bash
# s141 device call 2 (after c1.sh): the probe warm-up as merged (f295c17, .dev/samplesort-merged.jar) against the
# build before it (727c895, .dev/samplesort.jar): 4 cores, the preset's PAR cells (`long` / `int` uniform / gaussian
# 2^14-2^18, two JVMs a side, in turn); 4 cores the engine's first 64-bit size (`long` / `double` uniform, gaussian,
# zipf 2^20, the merged build, two JVMs); 16 cores 2^22 `long` / `float` / `double` (c1.sh's 2^22 JVM ran out of time
# after its `int` cells). Carry [".dev"] with .dev/pack/jre.tar.xz (a jlink runtime of java.base, java.management,
# jdk.management, jdk.jfr: 19 MiB, so that it travels with the jars and the tree in one call).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); mkdir -p $OUT/a $OUT/e
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g"
pre() { # name jar cores seconds options...
  local n=$1 jar=$2 c=$3 t=$4; shift 4
  timeout $t taskset -c 0-$(($c-1)) $J -cp $jar dev.samplesort.cli.Main bench --no-progress --no-charts \
    --preset cpu-vs-jdk "$@" --out $OUT/a/$n > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/a/$n/results.csv $OUT/a/$n/results.partial.csv; }
for i in 1 2; do
  pre new$i .dev/samplesort-merged.jar 4 40 --sizes 2^14,2^16,2^18 --types long,int --dists uniform,gaussian
  pre old$i .dev/samplesort.jar 4 40 --sizes 2^14,2^16,2^18 --types long,int --dists uniform,gaussian
done
for i in 1 2; do
  pre eng$i .dev/samplesort-merged.jar 4 50 --sizes 2^20 --types long,double --dists uniform,gaussian,zipf
done
L=$(( ${T:-470} - ($(date +%s)-S) ))
[ $L -gt 60 ] && pre w22 .dev/samplesort-merged.jar 16 $L --sizes 2^22 --types long,float,double
cd $OUT && tar czf a.tgz a && rm -rf a e
