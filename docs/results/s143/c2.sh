#!/bin/bash
# s143 device call 2 (the machine still warm after s142/c1.sh), HEAD's build in .dev (carry [".dev"]), T seconds:
# 7 and 6 cores at 2^18 / 2^20 `long` / `int`, then the 4-core PAR cells of `int` / `float` at 2^20.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-570}; mkdir -p $OUT/a
nproc; grep -m1 "model name" /proc/cpuinfo; lscpu | grep -E "Thread|Core|Socket|NUMA node" ; .jre/bin/java -version 2>&1 | head -1
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
pre() { # name cores seconds options...
  local n=$1 c=$2 t=$3; shift 3
  local l=$(( T - ($(date +%s)-S) - 5 )); [ $l -lt $t ] && t=$l; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp .dev/samplesort.jar dev.samplesort.cli.Main bench --no-progress --no-charts \
    --preset cpu-vs-jdk "$@" --out $OUT/a/$n > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/a/$n/results.csv $OUT/a/$n/results.partial.csv; }
pre c7 7 90 --sizes 2^18,2^20 --types long,int --dists uniform,gaussian,zipf,bucket
pre c6 6 90 --sizes 2^18,2^20 --types long,int --dists uniform,gaussian,zipf,bucket
pre e4i 4 60 --sizes 2^20 --types int,float --dists uniform,gaussian,zipf
cd $OUT && tar czf a.tgz a && rm -rf a
