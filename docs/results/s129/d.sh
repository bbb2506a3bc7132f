#!/bin/bash
# s129 device calls: HEAD's code (5390db7 = dc0f3a4's CPU code) read with the issue's preset on the nvidia-h200 host's
# Xeon, one JVM per name=sizes argument, cores by taskset (C, default 0-15), key types T (default the four), each
# JVM cut by what is left of the call's L seconds. Carry [".dev"] (.dev/samplesort.jar = HEAD's build, runtime
# .dev/pack/jre.tar.xz). Usage: C=0-15 D=a L=585 bash d.sh p10=2^10,2^14 p18=2^18 ...
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); L=${L:-585}; D=${D:-a}; C=${C:-0-15}
mkdir -p $OUT/$D; nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -2
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( L - ($(date +%s)-S) - 3 )); }
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l taskset -c $C $J ${X:-} -cp .dev/samplesort.jar dev.samplesort.cli.Main bench --no-progress --no-charts \
    --preset cpu-vs-jdk $2 --out $OUT/$D/$1 > $OUT/$D/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/$D/$1/results.csv; }
for a in "$@"; do run "${a%%=*}" "--sizes ${a#*=} --types ${T:-int,long,float,double} ${A:-}"; done
cd $OUT && tar czf $D.tgz $D && rm -rf $D
