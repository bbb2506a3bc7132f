#!/bin/bash
# s144 device call 4 (HEAD's build in .dev/samplesort.jar, the probes' warm-up change in .dev/new.jar, runtime
# .dev/pack/jre.tar.xz; carry [".dev"]): the preset's PAR cells (`int`, `long` uniform / gaussian / zipf at 2^18 and
# 2^20) with either build in JVMs in turn, on 3 and 8 cores (a pair each), the committed code (325b86a).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-240}; mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
pre() { local n=$1 c=$2 t=$3 jar=$4; shift 4
  local l=$(left); [ $l -lt $t ] && t=$l; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp $jar dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk "$@" --out $OUT/a/$n > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/a/$n/results.csv $OUT/a/$n/results.partial.csv; }
P="--sizes 2^18,2^20 --types int,long --dists uniform,gaussian,zipf"
pre q3n 3 60 .dev/new.jar $P; pre q3o 3 60 .dev/samplesort.jar $P
pre q8o 8 50 .dev/samplesort.jar $P; pre q8n 8 50 .dev/new.jar $P
cd $OUT && tar czf a.tgz a && rm -rf a
