#!/bin/bash
# s123, the second device session (2026-12-03, after the first try's /tmp was lost): mode "a": the small route's
# probes in place (harness Small, the probes' properties at their defaults and then all off, as zen1.sh's OFF), long
# and double at 2^10, 16 cores; then call q's benches again (the preset's pairs 2^10 / 2^14 / 2^18, the double cells
# of 2^22). Mode "b": the preset at 2^24, every key type and distribution, 16 cores. The final code (d25a7d9).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${2:-585}
mkdir -p $OUT/w; J=".jre/bin/java --enable-native-access=ALL-UNNAMED"; JAR=.dev/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J -Xmx48g -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $OUT/w/$1 > $OUT/w/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
OFF="-Dsamplesort.cpu.fewStartMin=99999999 -Dsamplesort.cpu.runFirstSmallMin=99999999 -Dsamplesort.cpu.runMergeSmallMin=99999999 -Dsamplesort.cpu.almostSortedSmallMin=99999999 -Dsamplesort.cpu.denseMin=99999999"
case "$1" in
a) { for i in 1 2; do for t in double long; do for o in "" "$OFF"; do echo "== $t ${o:+probes off}"
       $J -Dwarm=100 $o -cp $JAR:.dev/h dev.samplesort.cpu.Small 1024 $t 31 zipf,uniform,gaussian,few256,sawtooth,zipf; done; done; done; } > $OUT/w/insitu.log 2>&1
   echo "insitu at $(( $(date +%s)-S )) s"
   run kv "--sizes 2^10,2^14,2^18 --types int+int,long+long"
   run d22 "--sizes 2^22 --types double" ;;
b) run p24 "--sizes 2^24 --types int,long,float,double" ;;
esac
cd $OUT && tar czf w-$1.tgz w && rm -rf w
