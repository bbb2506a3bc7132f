#!/bin/bash
# s140: harness Po3 (Po2 with timestamps along the PAR route: the experiment build .dev/samplesort-stamp.jar =
# 07a4abe plus s140/stamps.diff) on 4 and 6 cores of the device host. Needs .dev/po3 (javac -cp
# .dev/samplesort-stamp.jar -d .dev/po3 docs/results/s140/Po3.java), .dev/pack/jre.tar.xz. Carry [".dev"].
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
CP=.dev/samplesort-stamp.jar:.dev/po3
for c in 4 6; do
  timeout 40 taskset -c 0-$((c-1)) .jre/bin/java -Xmx6g -cp $CP dev.samplesort.cpu.Po3 $c 1.2 long 16,18,19 uniform,zipf
  timeout 40 taskset -c 0-$((c-1)) .jre/bin/java -Xmx6g -cp $CP dev.samplesort.cpu.Po3 $c 1.2 int 18,20,21 uniform,zipf
done
