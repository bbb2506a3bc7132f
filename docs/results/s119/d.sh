#!/bin/bash
# s119 device call d (2 cores of the Xeon, taskset -c 0,1): why `long` zipf 2^20 reads 0.89-1.01x in halves (calls
# b, c). Harness Hs (the halves' two sides timed apart on one thread; .dev/h), then the bench's `long` zipf / uniform
# 2^19-2^21 with the halves below 2^21 (default) and below 2^20 (the team from 2^20,
# -Dsamplesort.cpu.teamHalvesBelow=1048576) in turn, two JVMs each.
S=$(date +%s); T=${T:-575}; O=${OUT:-out}/d; mkdir -p $O
.jre/bin/java --list-modules 2>/dev/null | grep -q java.logging || { rm -rf .jre; tar xJf .dev/jre.tar.xz; }; [ -d .dev/core ] || tar xJf .dev/p.tar.xz -C .dev
CP=.dev/core/classes:.dev/cli/classes; J="taskset -c 0,1 .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g"
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
timeout 150 $J -cp $CP:.dev/h dev.samplesort.cpu.Hs LONG ZIPF 524288 1048576 2097152 2>&1 | tee $O/hs.txt
timeout 60 $J -cp $CP:.dev/h dev.samplesort.cpu.Hs DOUBLE ZIPF 1048576 2>&1 | tee -a $O/hs.txt
timeout 60 $J -cp $CP:.dev/h dev.samplesort.cpu.Hs LONG UNIFORM 1048576 2>&1 | tee -a $O/hs.txt
echo "hs done at $(( $(date +%s)-S )) s"
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J $2 -cp $CP dev.samplesort.cli.Main bench --no-progress --no-charts --sizes 2^19,2^20,2^21 --types long \
    --dists zipf,uniform --algos cpu,jdkpar,jdk --reps 5 --warmup 3 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
run b21a ""; run b20a "-Dsamplesort.cpu.teamHalvesBelow=1048576"; run b21b ""; run b20b "-Dsamplesort.cpu.teamHalvesBelow=1048576"
cd ${OUT:-out} && tar czf d.tgz d && rm -rf d
