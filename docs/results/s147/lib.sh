#!/bin/bash
# s147 device calls' shared part (sourced): the runtime from .dev/pack/jre.tar.xz, the build .dev/spread.jar
# (8b7e98c, whose CPU code is HEAD's), and pre NAME CORES SECONDS BENCH-ARGS...: one bench JVM on the first CORES
# cores, its log under $OUT/a, the cells below 0.95x the faster JDK column printed.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-570}; mkdir -p $OUT/a
JAR=.dev/spread.jar
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
lim() { local t=$1 l=$(left); [ $l -lt $t ] && t=$l; echo $t; }
pre() { local n=$1 c=$2 t=$(lim $3); shift 3; [ $t -lt 30 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --out $OUT/a/$n "$@" > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; grep -E " (cpu|jdk|jdkpar) " $OUT/a/$n.log | awk '{r=""; for(i=1;i<=NF;i++) if($i=="route") r=$(i+1); print $1,$2,$3,$4,$7,r}' | awk '{k=$1" "$2" "$3; if($4=="cpu"){c[k]=$5} else if($5>b[k]) b[k]=$5} END{for(k in c) if(b[k]>0) printf "%s %.3f\n",k,c[k]/b[k]}' | sort -k4 -n | awk '{s+=log($4); k++; if($4<0.95) {b++; l=l" "$0";"}} END{if (k) printf "  %d cells, %d below 0.95x, geomean %.3f;%s\n", k, b, exp(s/k), l}'; }
done_() { cd $OUT && tar czf a.tgz a && rm -rf a; }
