#!/bin/bash
# s145 device call 2 (warm machine: .jre from call 1; carry [".dev"] with .dev/pack/build.tar.xz, cf7d85b's build with
# nvcc, and .dev/eng.jar): the GPU suite (build-support/device-suite.sh: every core test class but the cpu package's,
# then compute-sanitizer memcheck / racecheck), then the preset's PAR cells on 3 and 6 cores with cf7d85b.
[ -x .jre/bin/java ] || { echo "no .jre: the machine is not call 1's"; exit 3; }
S=$(date +%s); T=${T:-560}
mkdir -p .dev/lib && xz -dc .dev/pack/build.tar.xz | tar -xf - --transform 's,^lib/,.dev/lib/,' \
  && cp .dev/lib/junit-console.jar .dev/junit-console.jar
bash build-support/device-suite.sh "$OUT/suite"
echo "suite done at $(( $(date +%s)-S )) s"
mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
pre() { local n=$1 c=$2 t=$3 jar=$4; shift 4
  local l=$(left); [ $l -lt $t ] && t=$l; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp $jar dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk "$@" --out $OUT/a/$n > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/a/$n/results.csv $OUT/a/$n/results.partial.csv; }
P="--sizes 2^18,2^20 --types int,long --dists uniform,gaussian,zipf"
pre p3e 3 60 .dev/eng.jar $P; pre p6e 6 55 .dev/eng.jar $P
pre p3f 3 60 .dev/eng.jar $P; pre p6f 6 55 .dev/eng.jar $P
cd $OUT && tar czf a.tgz a suite && rm -rf a suite
