#!/bin/bash
# s123 device call q (16 cores of the H200 host's Xeon): the small route's probes one by one (harness Pr) and the
# small few-values count on / off (harness Small, -Dsamplesort.cpu.fewSmallMin), long and double at 2^10; then the
# preset's pairs (2^10 / 2^14 / 2^18), and the 2^22 double cells that call p's time limit cut off.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${1:-585}; PART=${2:-all}   # PART: probes, bench or all
mkdir -p $OUT/q; J=".jre/bin/java --enable-native-access=ALL-UNNAMED"; JAR=.dev/samplesort.jar
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
[ $PART != bench ] && { for t in double long; do
    $J -Dwarm=60 -cp $JAR:.dev/h dev.samplesort.cpu.Pr 1024 $t 31 zipf,few256,few16,uniform,gaussian,sawtooth
    for o in "" -Dsamplesort.cpu.fewSmallMin=2147483647; do echo "== Small $t $o"
      $J -Dwarm=100 $o -cp $JAR:.dev/h dev.samplesort.cpu.Small 1024 $t 31 zipf,few16,few256,uniform,zipf,few16; done
  done; } > $OUT/q/probes.log 2>&1
echo "probes at $(( $(date +%s)-S )) s"
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J -Xmx24g -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $OUT/q/$1 > $OUT/q/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
[ $PART != probes ] && run kv "--sizes 2^10,2^14,2^18 --types int+int,long+long"
[ $PART != probes ] && run d22 "--sizes 2^22 --types double"
cd $OUT && tar czf q.tgz q && rm -rf q
