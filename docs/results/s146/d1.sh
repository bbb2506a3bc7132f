#!/bin/bash
# s146 device call 1 (HEAD 813eb75's build in .dev/rt.jar, harness Fp in .dev/h, runtime .dev/pack/jre.tar.xz;
# carry [".dev"]): where the preset's `int` 2^18 PAR cells lose their ~4% (both sides parallelSort): harness Fp
# (ours minus parallelSort by blocks, with and without Arrays.sort in the rotation) and the preset's cells with and
# without the jdk column, 3 and 4 cores, JVMs in turn; one preset JVM with HotSpot's compilations beside.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-560}; mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
lim() { local t=$1 l=$(left); [ $l -lt $t ] && t=$l; echo $t; }
fp() { local n=$1 c=$2 t=$(lim $3); shift 3; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp .dev/rt.jar:.dev/h dev.samplesort.cpu.Fp "$@" 2> $OUT/a/$n.log
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; head -1 $OUT/a/$n.log; tail -n +2 $OUT/a/$n.log | awk '{m+=$3; d+=$11; k++} END{printf "  blocks %d: mean of means %+.1f, mean of median diffs %+.1f us\n", k, m/k, d/k}'; }
pre() { local n=$1 c=$2 t=$(lim $3) x=$4; shift 4; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J $x -cp .dev/rt.jar dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk --sizes 2^18 --types int --dists uniform,gaussian,zipf --out $OUT/a/$n "$@" > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; grep -E " (cpu|jdk|jdkpar) " $OUT/a/$n.log | awk '{r=""; for(i=1;i<=NF;i++) if($i=="route") r=$(i+1); print $1,$2,$3,$4,$7,r}' | awk '{k=$1" "$2" "$3; if($4=="cpu"){c[k]=$5} else if($5>b[k]) b[k]=$5} END{for(k in c) if(b[k]>0) printf "  %s %.3f\n",k,c[k]/b[k]}' | sort; rm -f $OUT/a/$n/*.csv; }
for r in 1 2; do
  fp f3s$r 3 45 40 25 1 int:18:uniform; fp f3p$r 3 45 40 25 0 int:18:uniform
  pre p3j$r 3 60 ""; pre p3x$r 3 60 "" --algos cpu,jdkpar
done
pre p3c 3 60 "-XX:+PrintCompilation"
fp f4s1 4 50 40 25 1 int:18:uniform; fp f4p1 4 50 40 25 0 int:18:uniform
pre p4j1 4 60 ""; pre p4x1 4 60 "" --algos cpu,jdkpar
cd $OUT && tar czf a.tgz a && rm -rf a
