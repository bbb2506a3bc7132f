#!/bin/bash
# s130 device call 4: `int` few16 at 2^12-2^14 on the nvidia-h200 host's Xeon (16 cores), our count's pass per value
# (default, fewPassMax32=16) against its hash ranking (fewPassMax32=8): harness s123/Small (the sort's threads from
# -Dthreads; the call ran it as a class SmallT, a copy with that change, since folded into Small) in turn, then the
# preset's `int` 2^13 column either way. Carry [".dev"] (.dev/h3 = the harness's classes, compiled against the jar).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g"; CP=.dev/samplesort.jar:.dev/h3; S=$(date +%s)
$J -cp .dev/samplesort.jar dev.samplesort.cli.Main info 2>&1 | grep -E "cpu.intel|fewPassMax32"
for r in 1 2; do for o in -Dsamplesort.cpu.fewPassMax32=16 -Dsamplesort.cpu.fewPassMax32=8; do
  for n in 4096 8192 16384; do $J -Dwarm=100 -Dthreads=16 $o -cp $CP dev.samplesort.cpu.Small $n int 31 few16,few2; done
  echo "== $o at $(( $(date +%s)-S )) s"; done; done
for o in -Dsamplesort.cpu.fewPassMax32=16 -Dsamplesort.cpu.fewPassMax32=8; do
  $J $o -cp .dev/samplesort.jar dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk \
    --types int --sizes 2^13 --out $OUT/b13 2>&1 | grep -A2 "few16\|few256"; echo "== preset $o at $(( $(date +%s)-S )) s"; done
