#!/bin/bash
# s144 device call 1 (HEAD's build in .dev/samplesort.jar, the wide count beside parallelSort's quicksort in
# .dev/new.jar, harness classes in .dev/h, runtime .dev/pack/jre.tar.xz; carry [".dev"]): the team's wide count
# against parallelSort on 3-8 cores (harness Wd, new.jar); the preset's `int` zipf / uniform with either build in
# JVMs in turn on 3, 4, 6, 8 cores; the PAR route against parallelSort sort by sort with each thread group's CPU (harness Tc) on 3, 4
# and 6 cores, with and without the busy-cores reader; then the preset's 3-core PAR cells and the 4-core engine's
# 2^20 cells at --min-ms 100 and 400 in JVMs in turn (and the engine's cells on the PAR route: jdkMinFew64 2^21).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-560}; mkdir -p $OUT/a
nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -1
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
tc() { # name cores options... -- args...
  local n=$1 c=$2; shift 2; local o=(); while [ "$1" != "--" ]; do o+=("$1"); shift; done; shift
  [ $(left) -lt 30 ] && { echo "skip $n"; return; }
  for cell in "int 18 uniform" "int 20 zipf" "long 18 zipf" "long 20 uniform" "int 18 zipf"; do
    timeout $(left) taskset -c 0-$(($c-1)) $J "${o[@]}" -cp .dev/samplesort.jar:.dev/h Tc $cell "$@"
  done > $OUT/a/$n.log 2>&1; echo "$n at $(( $(date +%s)-S )) s"; }
pre() { local n=$1 c=$2 t=$3; shift 3; local o=(); while [ "$1" != "--" ]; do o+=("$1"); shift; done; shift
  local l=$(left); [ $l -lt $t ] && t=$l; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J "${o[@]}" -cp ${JAR:-.dev/samplesort.jar} dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk "$@" --out $OUT/a/$n > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; rm -f $OUT/a/$n/results.csv $OUT/a/$n/results.partial.csv; }
wd() { local c=$1; shift; [ $(left) -lt 30 ] && { echo "skip wd$c"; return; }
  timeout $(left) taskset -c 0-$(($c-1)) $J -cp .dev/new.jar:.dev/h dev.samplesort.cpu.Wd "$@" > $OUT/a/wd$c.log 2>&1
  echo "wd$c at $(( $(date +%s)-S )) s"; }
W="40 int:17:zipf int:18:zipf int:19:zipf int:20:zipf int:21:zipf int:22:zipf float:18:zipf float:20:zipf float:22:zipf"
for c in 3 4 8 6; do wd $c $W; done
Z="--sizes 2^18,2^20,2^22 --types int --dists zipf,uniform"
for c in 3 4 6 8; do JAR=.dev/samplesort.jar pre z${c}o $c 45 -- $Z; JAR=.dev/new.jar pre z${c}n $c 45 -- $Z; done
for c in 3 4 6 8; do JAR=.dev/new.jar pre z${c}n2 $c 45 -- $Z; JAR=.dev/samplesort.jar pre z${c}o2 $c 45 -- $Z; done
tc t3 3 -- 30 10
tc t4 4 -- 30 10
P3="--sizes 2^18,2^20 --types int,long --dists uniform,gaussian,zipf"
pre m100a 3 70 -- $P3
pre m400a 3 110 -- $P3 --min-ms 400
E4="--sizes 2^20 --types long,double --dists uniform,gaussian,zipf --min-ms 400"
pre e4a 4 60 -- $E4
pre e4p 4 60 -Dsamplesort.cpu.jdkMinFew64=2097152 -- $E4
pre m100b 3 70 -- $P3
pre m400b 3 110 -- $P3 --min-ms 400
cd $OUT && tar czf a.tgz a && rm -rf a
