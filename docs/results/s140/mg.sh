#!/bin/bash
# s140: harness Mg (the merge route: T slices by Arrays.sort at once, then rounds of parallel two-way merges, four
# chains a thread) against parallelSort and our sort on 3-8 cores of the device host. Needs .dev/mg (javac -cp
# .dev/samplesort.jar -d .dev/mg docs/results/s140/Mg.java), .dev/samplesort-07a4abe.jar, .dev/pack/jre.tar.xz.
# Carry [".dev"]. Usage: bash docs/results/s140/mg.sh [cores list] [seconds a cell]
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); mkdir -p $OUT/m
for c in ${1:-4 6 3 8}; do
  timeout 120 taskset -c 0-$((c-1)) .jre/bin/java -Xmx8g -cp .dev/samplesort-07a4abe.jar:.dev/mg dev.samplesort.cpu.Mg $c ${2:-0.5} \
    long,int 14,16,18,20,22 uniform,zipf,gaussian > $OUT/m/mg$c.log 2>&1
  echo "mg$c rc=$? at $(( $(date +%s)-S )) s"
done
cat $OUT/m/*.log
