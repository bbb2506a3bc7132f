#!/bin/bash
# s146 device call 4 (8b7e98c's build, .dev/spread.jar; runtime .dev/pack/jre.tar.xz; carry [".dev"]): the preset
# with the spread's rounds on 16 cores, every key type and distribution at 2^14, 2^18 and 2^22, and on 8 cores at 2^18,
# while the time lasts.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-570}; mkdir -p $OUT/a
JAR=.dev/spread.jar
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
lim() { local t=$1 l=$(left); [ $l -lt $t ] && t=$l; echo $t; }
pre() { local n=$1 c=$2 t=$(lim $3); shift 3; [ $t -lt 30 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --out $OUT/a/$n "$@" > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; grep -E " (cpu|jdk|jdkpar) " $OUT/a/$n.log | awk '{r=""; for(i=1;i<=NF;i++) if($i=="route") r=$(i+1); print $1,$2,$3,$4,$7,r}' | awk '{k=$1" "$2" "$3; if($4=="cpu"){c[k]=$5} else if($5>b[k]) b[k]=$5} END{for(k in c) if(b[k]>0) printf "%s %.3f\n",k,c[k]/b[k]}' | sort -k4 -n | awk '{s+=log($4); k++; if($4<0.95) {b++; l=l" "$0";"}} END{printf "  %d cells, %d below 0.95x, geomean %.3f;%s\n", k, b, exp(s/k), l}'; }
pre t16 16 420 --preset cpu-vs-jdk --sizes 2^14,2^18,2^22 --types int,long,float,double
pre e8 8 150 --preset cpu-vs-jdk --sizes 2^18 --types int,long,float,double
cd $OUT && tar czf a.tgz a && rm -rf a
