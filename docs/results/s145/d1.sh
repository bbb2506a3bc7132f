#!/bin/bash
# s145 device call 1 (HEAD 730fda0's build in .dev/head.jar, cf7d85b's in .dev/eng.jar, harness Fe in .dev/h, runtime
# .dev/pack/jre.tar.xz; carry [".dev"]): a fresh JVM's first PAR sorts through the public API after the benchmark's
# warm-up, ours minus parallelSort (harness Fe), either build in JVMs in turn on 3, 4 and 6 cores; HotSpot's
# compilations of the entry and the dispatch methods kept beside.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-560}; mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g -XX:+PrintCompilation"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
fe() { local n=$1 c=$2 t=$3 jar=$4; shift 4
  local l=$(left); [ $l -lt $t ] && t=$l; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp $jar:.dev/h dev.samplesort.cpu.Fe "$@" > $OUT/a/$n.jit 2> $OUT/a/$n.log
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; cat $OUT/a/$n.log
  grep -E "dev.samplesort.cpu.(CpuEngine|SampleSort(Int|Long))::sort " $OUT/a/$n.jit | tail -4; }
W="int:18:uniform long:16:uniform int:20:gaussian"
for r in 1 2 3; do
  fe e3$r 3 45 .dev/eng.jar 8 200 $W; fe h3$r 3 45 .dev/head.jar 8 200 $W
  fe h6$r 6 40 .dev/head.jar 8 200 $W; fe e6$r 6 40 .dev/eng.jar 8 200 $W
  [ $r -lt 3 ] && { fe e4$r 4 40 .dev/eng.jar 8 200 $W; fe h4$r 4 40 .dev/head.jar 8 200 $W; }
done
cd $OUT && tar czf a.tgz a && rm -rf a
