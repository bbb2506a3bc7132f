#!/bin/bash
# s145 device call 4 (as call 3, d3.sh, on the same warm machine: .jre there): harness Fe on 4 cores (call 3's n4 ran
# past its 40 s), then the preset on 4 and 6 cores, a pair each; either build in JVMs in turn.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-380}; mkdir -p $OUT/a
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
fe n4b 4 65 .dev/new.jar 8 200 $W; fe o4b 4 65 .dev/head.jar 8 200 $W
P="--sizes 2^18,2^20 --types int,long --dists uniform,gaussian,zipf"
pre r4n 4 55 .dev/new.jar $P; pre r4o 4 55 .dev/head.jar $P
pre r6o 6 55 .dev/head.jar $P; pre r6n 6 55 .dev/new.jar $P
cd $OUT && tar czf a.tgz a && rm -rf a
