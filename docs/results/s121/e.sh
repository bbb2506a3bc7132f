#!/bin/bash
# s121 device call e: harness Td on one core of the Xeon (taskset -c 0) at 2^16-2^19: where TopDigit's upper bound
# (topDigitBelow64) should lie. Carry [".dev"] (.dev/h: Td.class).
S=$(date +%s); O=${OUT:-out}/e; mkdir -p $O
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
timeout 280 taskset -c 0 .jre/bin/java -Xmx8g -cp .dev/samplesort.jar:.dev/h dev.samplesort.cpu.Td \
  UNIFORM,ZIPF,GAUSSIAN,STAGGERED,BUCKET_SORTED,FEW_UNIQUE_256 65536,131072,262144,524288 long 30 > $O/td.log 2>&1
echo "td rc=$? at $(( $(date +%s)-S )) s"
cp $O/td.log ${OUT:-out}/td-e.log
