#!/bin/bash
# s121 device call f: harness Td on one core of the Xeon (taskset -c 0), the final TopDigit (one more bucket bit
# where the sample's keys are all distinct), 2^12-2^16. Carry [".dev"] (.dev/h: Td.class).
S=$(date +%s); O=${OUT:-out}
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
timeout 280 taskset -c 0 .jre/bin/java -Xmx8g -cp .dev/samplesort.jar:.dev/h dev.samplesort.cpu.Td \
  UNIFORM,ZIPF,GAUSSIAN,STAGGERED,BUCKET_SORTED,FEW_UNIQUE_256 4096,16384,32768,65536 long 60 > $O/td-f.log 2>&1
echo "td rc=$? at $(( $(date +%s)-S )) s"
