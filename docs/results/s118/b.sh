#!/bin/bash
# s118 device call b: 2 cores (taskset) of the host's Xeon, the final jar (k15). 32-bit 2^15 with Intel's
# teamHalvesMin32 = 2^15 (the default there now) and with the old 2^16 in turn, three JVMs each; then every
# distribution at 2^15-2^16 (four key types); then 2^17 if time is left.
P="--sizes 2^15 --types int,float --dists uniform,gaussian,bucket,staggered,zipf"
F="--sizes 2^15,2^16 --types long,double,float,int"
T=565 D=b OUT=$OUT JAVA="taskset -c 0,1 .jre/bin/java" bash docs/results/s114/x.sh \
  "n1|.dev/k15/samplesort.jar||$P" "o1|.dev/k15/samplesort.jar|-Dsamplesort.cpu.teamHalvesMin32=65536|$P" \
  "n2|.dev/k15/samplesort.jar||$P" "o2|.dev/k15/samplesort.jar|-Dsamplesort.cpu.teamHalvesMin32=65536|$P" \
  "n3|.dev/k15/samplesort.jar||$P" "o3|.dev/k15/samplesort.jar|-Dsamplesort.cpu.teamHalvesMin32=65536|$P" \
  "full|.dev/k15/samplesort.jar||$F" "c17|.dev/k15/samplesort.jar||--sizes 2^17 --types long,double,float,int"
