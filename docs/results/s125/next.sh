#!/bin/bash
# Prepared in s125 for a later device call (not run in s125: its device time was spent): on 4 cores of the Xeon
# (taskset -c 0-3), where the JDK-route cells read 0.975-1.006x and 15 of 640 cells fell below 0.95x, whether our own
# routes beat parallelSort there now. Mode "e": long/double uniform, gaussian, zipf, bucket at 2^20-2^23 with the
# engine from 2^20 (-Dsamplesort.cpu.jdkMinFew64=1048576) and as now (2^24), JVMs in turn, two each. Mode "t": the
# team for every key type from 4 threads (-Dsamplesort.cpu.teamMinThreads=4 -Dsamplesort.cpu.teamMinThreads32=4) at
# 2^16-2^20 against the default, JVMs in turn. Mode "p": the preset at 2^14-2^18, every key type and distribution,
# with 1910de1's count-only sample arrays (.dev/samplesort.jar) and without (2212c21's build as .dev/start.jar), JVMs
# in turn (about 280 s a JVM: two calls). Carry [".dev"] with the runtime of build-support/device-pack.sh.
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${2:-585}
mkdir -p $OUT/n; J=".jre/bin/java --enable-native-access=ALL-UNNAMED"
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L taskset -c 0-3 $J -Xmx24g $3 -cp ${4:-.dev/samplesort.jar} dev.samplesort.cli.Main bench --no-progress --no-charts \
    --preset cpu-vs-jdk $2 --out $OUT/n/$1 > $OUT/n/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
case "$1" in
e) for i in 1 2; do
     run e-now-$i "--sizes 2^20,2^21,2^22,2^23 --types long,double --dists uniform,gaussian,zipf,bucket" ""
     run e-engine-$i "--sizes 2^20,2^21,2^22,2^23 --types long,double --dists uniform,gaussian,zipf,bucket" \
       "-Dsamplesort.cpu.jdkMinFew64=1048576"
   done ;;
t) for i in 1 2; do
     run t-now-$i "--sizes 2^16,2^18,2^20 --types int,long,float,double --dists uniform,gaussian,zipf,bucket" ""
     run t-team-$i "--sizes 2^16,2^18,2^20 --types int,long,float,double --dists uniform,gaussian,zipf,bucket" \
       "-Dsamplesort.cpu.teamMinThreads=4 -Dsamplesort.cpu.teamMinThreads32=4"
   done ;;
p) for i in 1 2; do
     run p-start-$i "--sizes 2^14,2^16,2^18 --types int,long,float,double" "" .dev/start.jar
     run p-new-$i "--sizes 2^14,2^16,2^18 --types int,long,float,double" ""
   done ;;
esac
cd $OUT && tar czf n-$1.tgz n && rm -rf n
