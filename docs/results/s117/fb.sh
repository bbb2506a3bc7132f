#!/bin/bash
A="--sizes 2^21,2^22,2^23 --types float --dists uniform,gaussian,staggered,bucket,zipf"
for i in 1 2; do
  JAR=/tmp/s117/n1.jar bash /tmp/s117/cmp.sh F21$i "" $A
  JAR=/tmp/s117/n1.jar bash /tmp/s117/cmp.sh F24$i "-Dsamplesort.cpu.teamHalvesBelow32=16777216" $A
done
echo done > /tmp/s117/F.done
