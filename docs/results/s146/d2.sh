#!/bin/bash
# s146 device call 2 (HEAD 813eb75's build in .dev/rt.jar; carry [".dev"]): the preset's PAR cells on 3, 4 and 6
# cores with every round's times kept (results.csv) and four times the preset's timed rounds (--min-ms 400 --reps 6),
# JVMs in turn: how much of a cell's ratio is the rounds' spread (subsampled offline: docs/results/s146/paired.py).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-560}; mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
lim() { local t=$1 l=$(left); [ $l -lt $t ] && t=$l; echo $t; }
pre() { local n=$1 c=$2 t=$(lim $3); shift 3; [ $t -lt 30 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp .dev/rt.jar dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk --sizes 2^18,2^20 --types int,long --dists uniform,gaussian,zipf --out $OUT/a/$n "$@" > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; grep -E " (cpu|jdk|jdkpar) " $OUT/a/$n.log | awk '{r=""; for(i=1;i<=NF;i++) if($i=="route") r=$(i+1); print $1,$2,$3,$4,$7,r}' | awk '{k=$1" "$2" "$3; if($4=="cpu"){c[k]=$5} else if($5>b[k]) b[k]=$5} END{for(k in c) if(b[k]>0) printf "%s %.3f; ",k,c[k]/b[k]}'; echo; }
for r in 1 2 3; do
  pre m3$r 3 90 --min-ms 400 --reps 6
  [ $r -lt 3 ] && { pre m4$r 4 90 --min-ms 400 --reps 6; pre m6$r 6 90 --min-ms 400 --reps 6; }
done
cd $OUT && tar czf a.tgz a && rm -rf a
