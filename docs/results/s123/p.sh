#!/bin/bash
# s123 device call p: the final code's (d25a7d9) preset on 16 cores of the H200 host, every key type and
# distribution, 2^10 / 2^14 (one JVM), 2^18 (one JVM), 2^22 (one JVM); as s109/a.sh, for a fresh reading of every
# cell with one build. Then (call q) the pairs, and 2 cores (taskset) at 2^10 in two more JVMs.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${2:-585}
mkdir -p $OUT/p; nproc; grep -m1 "model name" /proc/cpuinfo; .jre/bin/java -version 2>&1 | head -1
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"; JAR=.dev/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }; local pre=$3
  timeout $L $pre $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $OUT/p/$1 > $OUT/p/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
case "$1" in
p) run p10 "--sizes 2^10,2^14 --types int,long,float,double"
   run p18 "--sizes 2^18 --types int,long,float,double"
   run p22 "--sizes 2^22 --types int,long,float,double" ;;
q) run kv "--sizes 2^10,2^14,2^18 --types int+int,long+long"
   run c2-1 "--sizes 2^10 --types int,long,float,double" "taskset -c 0,1"
   run c2-2 "--sizes 2^10 --types int,long,float,double" "taskset -c 0,1" ;;
esac
cd $OUT && tar czf p.tgz p && rm -rf p
