#!/bin/bash
# s118 device call c: 2 cores (taskset) of the host's Xeon, the start's jar (k13) and the final one (k15) in turn,
# two JVMs each, the halves' distributions at 2^15-2^16; then 16 cores, k15, every distribution at 2^15-2^16.
P="--sizes 2^15,2^16 --types long,double,float,int --dists uniform,gaussian,bucket,staggered,zipf"
T=260 D=c OUT=$OUT JAVA="taskset -c 0,1 .jre/bin/java" bash docs/results/s114/x.sh \
  "o1|.dev/k13/samplesort.jar||$P" "n1|.dev/k15/samplesort.jar||$P" "o2|.dev/k13/samplesort.jar||$P" "n2|.dev/k15/samplesort.jar||$P"
T=160 D=c16 OUT=$OUT bash docs/results/s114/x.sh "s16|.dev/k15/samplesort.jar||--sizes 2^15,2^16 --types long,double,float,int"
