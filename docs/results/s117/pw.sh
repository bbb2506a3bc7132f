#!/bin/bash
A="--sizes 2^15,2^16,2^17,2^18 --types long,double,int,float --dists uniform,gaussian,zipf"
for i in 1 2; do
  JAR=/tmp/s117/n1.jar bash /tmp/s117/cmp.sh Pn1$i "" $A
  JAR=/tmp/s117/n2.jar bash /tmp/s117/cmp.sh Pn2$i "" $A
  JAR=/tmp/s117/n2.jar bash /tmp/s117/cmp.sh Pd16$i "-Dsamplesort.cpu.teamHalvesMinDuplicates=65536" $A
done
echo done > /tmp/s117/P.done
