#!/bin/bash
# s143 device call 3 (machine warm, runtime unpacked by s142/c1.sh): 16 cores `long` 2^22 again, 8 cores 2^18 / 2^20
# `long` / `int`, 3 cores 2^19 / 2^21 `long` / `double`. HEAD's build in .dev; carry [".dev"]; T seconds (ran with 290).
S=$(date +%s); T=${T:-300}; mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
pre() { local n=$1 c=$2 t=$3; shift 3
  local l=$(( T - ($(date +%s)-S) - 5 )); [ $l -lt $t ] && t=$l; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp .dev/samplesort.jar dev.samplesort.cli.Main bench --no-progress --no-charts \
    --preset cpu-vs-jdk "$@" --out $OUT/a/$n > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/a/$n/results.csv $OUT/a/$n/results.partial.csv; }
pre w22l2 16 100 --sizes 2^22 --types long
pre c8 8 90 --sizes 2^18,2^20 --types long,int --dists uniform,gaussian,zipf,bucket
pre c3b 3 90 --sizes 2^19,2^21 --types long,double --dists uniform,gaussian,zipf,bucket
cd $OUT && tar czf a.tgz a && rm -rf a
