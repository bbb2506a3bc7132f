#!/bin/bash
# s126 device calls (nvidia-h200 host's Xeon, cores by taskset): the engine for long/double keys on 3-6 cores from
# fewer keys than jdkMinFew64 = 2^24 (s126 mode e of s125/next.sh: on 4 cores at 2^20-2^23 it read 0.97-3.2x where the
# PAR route read 0.91-1.15x). Mode "a": every distribution at 2^20 and 2^22 on 4 cores with jdkMinFew64 = 2^20;
# 2^18-2^19 on 4 cores with 2^18; 3 and 6 cores at 2^20-2^22. Mode "f": the final code's defaults.
# Modes "q" and "b" (harnesses Pq, Pb) are prepared for a later session: s126's device time ran out first (mode b
# reads 4c8960e's PAR_UNMERGED route, whose gain was measured only on the dev VM posing as 4 cores).
# Carry [".dev"] (runtime of build-support/device-pack.sh; classes of the harnesses in .dev/h2).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${2:-585}
mkdir -p $OUT/n; J=".jre/bin/java --enable-native-access=ALL-UNNAMED"
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L taskset -c $2 $J -Xmx24g $4 -cp ${5:-.dev/samplesort.jar} dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk $3 --out $OUT/n/$1 > $OUT/n/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
D4="--dists uniform,gaussian,zipf,bucket,staggered"
case "$1" in
a) run a4-all 0-3 "--sizes 2^20,2^22 --types long,double" "-Dsamplesort.cpu.jdkMinFew64=1048576"
   run a4-small 0-3 "--sizes 2^18,2^19 --types long,double $D4" "-Dsamplesort.cpu.jdkMinFew64=262144"
   run a3 0-2 "--sizes 2^20,2^21,2^22 --types long,double $D4" "-Dsamplesort.cpu.jdkMinFew64=1048576"
   run a6 0-5 "--sizes 2^20,2^21 --types long,double $D4" "-Dsamplesort.cpu.jdkMinFew64=1048576" ;;
f) # the final code (jdkMinFew64 = 2^20 from 4 threads, 2^24 with 3) with its defaults: no properties
   run f4 0-3 "--sizes 2^21,2^23 --types long,double" ""
   run f3 0-2 "--sizes 2^20,2^22 --types long,double $D4" ""
   run f4-24 0-3 "--sizes 2^24 --types long,double $D4" "" ;;
q) # harness Pq (s126/Pq.java, classes in .dev/h2): our PAR route against parallelSort, per sort, 4 cores; with
   # the busy-cores reader off and the cold start off, to place the PAR cells' 2-4% (n-t/t-now-*.log)
   for c in "default:" "nobusy:-Dsamplesort.cpu.busyCoresMillis=0" "nocold:-Dsamplesort.cpu.coldStart=false" "default2:"; do
     L=$(left); [ $L -lt 15 ] && break
     timeout $L taskset -c 0-3 $J -Xmx8g ${c#*:} -cp .dev/samplesort.jar:.dev/h2 dev.samplesort.cpu.Pq 4 2 int,long \
       16,18,20 uniform,gaussian > $OUT/n/q-${c%%:*}.log 2>&1; echo "q-${c%%:*} rc=$? at $(( $(date +%s)-S )) s"
   done ;;
b) # harness Pb (s126/Pb.java, classes in .dev/h2): parallelSort with and without its run merge (breakFirstRun) on
   # run-structured keys, 4 cores: the generator's bucket and 64 runs, and 64 / 1024 disjoint sorted blocks shuffled
   L=$(left); timeout $L taskset -c 0-3 $J -Xmx8g -cp .dev/samplesort.jar:.dev/h2 dev.samplesort.cpu.Pb 4 1.5 int,long \
     14,16,18,20,22 bucket,runs,blocks64,blocks1024,uniform > $OUT/n/b4.log 2>&1; echo "b4 rc=$?" ;;
esac
cd $OUT && tar czf n-$1.tgz n && rm -rf n
