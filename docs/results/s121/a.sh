#!/bin/bash
# s121 device call a: TopDigit (one pass on the top bits of `long` keys, an insertion pass) on the H200 host's Xeon.
# 1. harness Td on one core (taskset -c 0): TopDigit (+ Arrays.sort where it refuses) against Arrays.sort, `long`,
#    2^12-2^17; 2. the benchmark on 2 cores (taskset -c 0,1), 64-bit keys 2^12-2^16, TopDigit on (default) and off
#    (topDigitBelow64=0) in turn. Each step cut by what is left of T seconds. Carry [".dev"] (.dev/pack/jre.tar.xz,
#    .dev/samplesort.jar, .dev/h: Td.class).
S=$(date +%s); T=${T:-585}; O=${OUT:-out}/a; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
lscpu | head -20 > $O/lscpu.txt
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g"
l=$(left); timeout $((l/3)) taskset -c 0 $J -cp .dev/samplesort.jar:.dev/h dev.samplesort.cpu.Td \
  UNIFORM,ZIPF,GAUSSIAN,STAGGERED,BUCKET_SORTED,FEW_UNIQUE_256 4096,8192,16384,32768,65536,131072 long 60 > $O/td.log 2>&1
echo "td rc=$? at $(( $(date +%s)-S )) s"
run() { local l=$(left); [ $l -lt 20 ] && { echo "skip $1"; return; }
  timeout $l $2 $J $3 -jar .dev/samplesort.jar bench --no-progress --no-charts $4 --out $O/$1 > $O/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
B="--sizes 2^12,2^13,2^14,2^15,2^16 --types long --dists uniform,gaussian,bucket,staggered,few256,zipf,runs,sawtooth,almostsorted --algos cpu,jdk,jdkpar --reps 3"
run on1 "taskset -c 0,1" "" "$B"
run off1 "taskset -c 0,1" "-Dsamplesort.cpu.topDigitBelow64=0" "$B"
run on2 "taskset -c 0,1" "" "$B"
run off2 "taskset -c 0,1" "-Dsamplesort.cpu.topDigitBelow64=0" "$B"
cd ${OUT:-out} && tar czf a.tgz a && rm -rf a
