#!/bin/bash
A="--sizes 2^15,2^16,2^17 --types long,double,int,float --dists uniform,gaussian,zipf"
for i in 1 2; do
  JAR=/tmp/s117/n1.jar bash /tmp/s117/cmp.sh Q1$i "-Dsamplesort.cpu.teamHalvesMinDuplicates=65536" $A
  JAR=/tmp/s117/n3.jar bash /tmp/s117/cmp.sh Q3$i "-Dsamplesort.cpu.teamHalvesMinDuplicates=65536" $A
done
echo done > /tmp/s117/Q.done
