#!/bin/bash
# s146 device call 3 (the spread's build, .dev/spread.jar, its CPU code HEAD's; harnesses Fp, Fq, Po in
# .dev/h; runtime .dev/pack/jre.tar.xz; carry [".dev"]):
#  1. Fq: where ours minus parallelSort comes from on the PAR route (par2 = the same call again, the control; api =
#     Sorter.cpu(); direct = SampleSortInt.sort below the API), 3 / 4 / 6 cores, the busy-cores reader on and off;
#  2. Po: the PAR route's checks alone (ColdStart.runProbesOnly), 3 cores;
#  3. the preset's PAR cells with the spread's rounds (--spread-ms 400, the preset's default now), 3 / 4 / 6 cores;
#  4. the kept targets on 16 cores: long[2^27] and int uniform 2^24 / 2^26 against parallelSort.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-570}; mkdir -p $OUT/a
JAR=.dev/spread.jar
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
lim() { local t=$1 l=$(left); [ $l -lt $t ] && t=$l; echo $t; }
fq() { local n=$1 c=$2 t=$(lim $3) x=$4; shift 4; [ $t -lt 20 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J $x -cp $JAR:.dev/h dev.samplesort.cpu.Fq "$@" 2> $OUT/a/$n.log
  echo "$n rc=$? at $(( $(date +%s)-S )) s: $(tail -1 $OUT/a/$n.log)"; }
pre() { local n=$1 c=$2 t=$(lim $3); shift 3; [ $t -lt 30 ] && { echo "skip $n"; return; }
  timeout $t taskset -c 0-$(($c-1)) $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --out $OUT/a/$n "$@" > $OUT/a/$n.log 2>&1
  echo "$n rc=$? at $(( $(date +%s)-S )) s"; grep -E " (cpu|jdk|jdkpar) " $OUT/a/$n.log | awk '{r=""; for(i=1;i<=NF;i++) if($i=="route") r=$(i+1); print $1,$2,$3,$4,$7,r}' | awk '{k=$1" "$2" "$3; if($4=="cpu"){c[k]=$5} else if($5>b[k]) b[k]=$5} END{for(k in c) if(b[k]>0) printf "%s %.3f; ",k,c[k]/b[k]}'; echo; }
NB="-Dsamplesort.cpu.busyCoresMillis=0"
for r in 1 2; do
  fq q3$r 3 40 "" 30 30 par,par2,api,direct int:18:uniform
  fq q3b$r 3 40 "$NB" 30 30 par,par2,api,direct int:18:uniform
done
fq q4 4 50 "" 30 30 par,par2,api,direct int:18:uniform
fq q6 6 50 "" 30 30 par,par2,api,direct int:18:uniform
timeout $(lim 60) taskset -c 0-2 $J -XX:ActiveProcessorCount=3 -cp $JAR:.dev/h dev.samplesort.cpu.Po 3 20000 int:18:uniform int:18:gaussian int:18:zipf long:18:uniform long:18:zipf int:20:uniform 2> $OUT/a/po3.log; cat $OUT/a/po3.log
P="--preset cpu-vs-jdk --sizes 2^18,2^20 --types int,long --dists uniform,gaussian,zipf"
pre s3 3 100 $P; pre s4 4 100 $P; pre s6 6 100 $P
pre k16 16 150 --sizes 2^27 --types long --dists uniform --algos cpu,jdkpar --reps 5 --warmup 1
pre i16 16 120 --sizes 2^24,2^26 --types int --dists uniform --algos cpu,jdkpar --reps 5 --warmup 1
cd $OUT && tar czf a.tgz a && rm -rf a
