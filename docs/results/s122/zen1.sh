#!/bin/bash
# s122 on the 2-core dev VM (AMD EPYC family 23 model 1, Zen 1): the preset with the start code (6508bab), then the
# final code's `long` / `double` every distribution at 2^10 and 2^12-2^16 and the 2^10 cells of every key type.
J="java --enable-native-access=ALL-UNNAMED -jar samplesort-cli/target/samplesort.jar bench --no-charts --no-progress"
D=uniform,gaussian,bucket,staggered,detdup,sorted,reverse,allequal,few2,few16,few256,zipf,almostsorted,organpipe,sawtooth,runs
$J --preset cpu-vs-jdk --out /tmp/p1 > zen1-preset-p1.log 2>&1   # (start code; stopped after the keys-only cells)
$J --sizes 2^10,2^12,2^13,2^14,2^15,2^16 --types long,double --dists $D --algos cpu,jdk,jdkpar --reps 3 --out /tmp/z1 > zen1-final-long-double.log 2>&1
$J --preset cpu-vs-jdk --sizes 2^10 --types int,float,double --dists $D --out /tmp/z2 > zen1-final-2e10.log 2>&1
for i in 1 2; do $J --preset cpu-vs-jdk --sizes 2^10 --types int,float --dists sawtooth,gaussian,runs --out /tmp/z3; done > zen1-final-2e10-again.log 2>&1
