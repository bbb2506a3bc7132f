#!/bin/bash
# s127 device calls (nvidia-h200 host's Xeon, cores by taskset): parallelSort with its run merge refused for
# `float` / `double` keys too (samplesort.cpu.parUnmergedFp), and many runs below the JDK's sizes on 3-7 threads to
# that unmerged parallelSort rather than the engine (samplesort.cpu.manyRunsUnmerged). "new": the defaults (both on);
# "old": both off (s126's routes). JVMs in turn, the preset on run-structured keys. Modes u and v ran with
# bab0cf7's code less its bound for 64-bit keys (manyRunsUnmergedBelow64), u's read set it; v, w and x with bab0cf7.
# Carry [".dev"] (runtime of build-support/device-pack.sh, .dev/samplesort.jar; harness classes in .dev/h2).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${2:-585}
mkdir -p $OUT/n; J=".jre/bin/java --enable-native-access=ALL-UNNAMED"
OFF="-Dsamplesort.cpu.parUnmergedFp=false -Dsamplesort.cpu.manyRunsUnmerged=false"
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L taskset -c $2 $J -Xmx24g $4 -cp ${5:-.dev/samplesort.jar} dev.samplesort.cli.Main bench --no-progress \
    --no-charts --preset cpu-vs-jdk $3 --out $OUT/n/$1 > $OUT/n/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
R="--dists bucket,runs --types int,long,float,double"
case "$1" in
u) # 4 cores, new / old / new / old; then 3 cores new / old
   for i in 1 2; do
     run u4-new-$i 0-3 "$R --sizes 2^14,2^16,2^17,2^18,2^19,2^20,2^22" ""
     run u4-old-$i 0-3 "$R --sizes 2^14,2^16,2^17,2^18,2^19,2^20,2^22" "$OFF"
   done
   run u3-new 0-2 "$R --sizes 2^16,2^18,2^19,2^20" ""
   run u3-old 0-2 "$R --sizes 2^16,2^18,2^19,2^20" "$OFF" ;;
w) # (run after v, whose last JVM the call's limit cut) 4 cores, the other run shapes and uniform keys, new
   run w4-shapes 0-3 "--types int,long,float,double --dists sawtooth,organpipe,staggered,almostsorted,uniform \
     --sizes 2^16,2^18,2^20" "" ;;
x) # the final code (manyRunsUnmergedBelow64 = 2^19): 4 and 3 cores, new
   run x4-new 0-3 "$R --sizes 2^16,2^18,2^19,2^20" ""
   run x3-new 0-2 "$R --sizes 2^18,2^19,2^20" "" ;;
v) # the bound for 64-bit keys (manyRunsUnmergedBelow64 = 2^19, from mode u) on 3 cores, where their jdkBelow is
   # 2^24: new / old / the bound at 2^24; 6 cores new / old; 8 cores `float` (parUnmergedFp only) new / old; 4 cores
   # the other run shapes, new
   Z="--sizes 2^16,2^18,2^19,2^20"
   run v3-new 0-2 "$R $Z" ""
   run v3-old 0-2 "$R $Z" "$OFF"
   run v3-b24 0-2 "$R $Z" "-Dsamplesort.cpu.manyRunsUnmergedBelow64=16777216"
   run v6-new 0-5 "$R $Z" ""
   run v6-old 0-5 "$R $Z" "$OFF"
   run v8-new 0-7 "--dists bucket,runs --types float --sizes 2^13,2^16,2^18,2^20,2^22" ""
   run v8-old 0-7 "--dists bucket,runs --types float --sizes 2^13,2^16,2^18,2^20,2^22" "$OFF"
   run v4-shapes 0-3 "--types int,long,float,double --dists sawtooth,organpipe,staggered,almostsorted,uniform \
     --sizes 2^16,2^18,2^20" "" ;;
esac
cd $OUT && tar czf n-$1.tgz n && rm -rf n
