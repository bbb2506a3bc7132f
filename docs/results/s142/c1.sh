#!/bin/bash
# s142 device call 1, HEAD's build (.dev/samplesort.jar = 5f80b78, f295c17's CPU code; runtime .dev/pack/jre.tar.xz,
# a 19 MiB jlink of java.base, java.management, jdk.management, jdk.jfr). Carry [".dev"]. What s141 left unread:
# 16 cores 2^22 `long` / `float` / `double` (one JVM a type), the 4-core engine's first 64-bit size (2^20, three JVMs),
# then 3 and 5 cores at 2^18 / 2^20 while the call's T seconds last.
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
pre w22l 16 100 --sizes 2^22 --types long
pre w22f 16 100 --sizes 2^22 --types float
pre w22d 16 100 --sizes 2^22 --types double
for i in 1 2 3; do pre eng$i 4 40 --sizes 2^20 --types long,double --dists uniform,gaussian,zipf; done
pre c3 3 60 --sizes 2^18,2^20 --types long,int --dists uniform,gaussian,zipf,bucket
pre c5 5 60 --sizes 2^18,2^20 --types long,int --dists uniform,gaussian,zipf,bucket
cd $OUT && tar czf a.tgz a && rm -rf a
