#!/bin/bash
# s145 device call 3 (HEAD 730fda0's build in .dev/head.jar, 669a8e1's in .dev/new.jar, harness Fe in .dev/h,
# runtime .dev/pack/jre.tar.xz; carry [".dev"]): harness Fe (a fresh JVM's first PAR sorts through the public API,
# ours minus parallelSort, HotSpot's compilations beside) on 4 and 6 cores, then the preset's PAR cells (`int`,
# `long` uniform / gaussian / zipf at 2^18 and 2^20) on 3, 4 and 6 cores; either build in JVMs in turn.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-540}; mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
budget() { local l=$(left); [ $l -lt $1 ] && echo $l || echo $1; }
fe() { local n=$1 c=$2 t=$(budget $3) jar=$4; shift 4; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -XX:+PrintCompilation -cp $jar:.dev/h dev.samplesort.cpu.Fe "$@" \
    > $OUT/a/$n.jit 2> $OUT/a/$n.log
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; cat $OUT/a/$n.log
  grep -E "dev.samplesort.cpu.(CpuEngine|SampleSort(Int|Long|Float|Double))::sort " $OUT/a/$n.jit \
    | grep -E " 4 |trap" | tr '\n' ';' | sed 's/  */ /g'; echo; }
pre() { local n=$1 c=$2 t=$(budget $3) jar=$4; shift 4; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp $jar dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk "$@" --out $OUT/a/$n > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/a/$n/results.csv $OUT/a/$n/results.partial.csv; }
W="int:18:uniform long:16:uniform int:20:gaussian"
fe n4 4 40 .dev/new.jar 8 200 $W; fe o4 4 40 .dev/head.jar 8 200 $W
fe o6 6 40 .dev/head.jar 8 200 $W; fe n6 6 40 .dev/new.jar 8 200 $W
P="--sizes 2^18,2^20 --types int,long --dists uniform,gaussian,zipf"
pre p3n 3 60 .dev/new.jar $P; pre p3o 3 60 .dev/head.jar $P
pre p4o 4 55 .dev/head.jar $P; pre p4n 4 55 .dev/new.jar $P
pre p6n 6 55 .dev/new.jar $P; pre p6o 6 55 .dev/head.jar $P
pre q3o 3 60 .dev/head.jar $P; pre q3n 3 60 .dev/new.jar $P
cd $OUT && tar czf a.tgz a && rm -rf a
