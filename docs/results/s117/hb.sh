#!/bin/bash
# base (halves before the team below 2^21) against the halves before it below 2^23, one JVM each way, in turn
A="--sizes 2^21,2^22 --dists uniform,gaussian,zipf,staggered,bucket"
for i in 1 2; do
  JAR=/tmp/s117/base.jar bash /tmp/s117/cmp.sh B32b$i "" $A --types int,float
  JAR=/tmp/s117/base.jar bash /tmp/s117/cmp.sh B32h$i "-Dsamplesort.cpu.teamHalvesBelow32=8388608" $A --types int,float
  JAR=/tmp/s117/base.jar bash /tmp/s117/cmp.sh B64b$i "" $A --types long,double
  JAR=/tmp/s117/base.jar bash /tmp/s117/cmp.sh B64h$i "-Dsamplesort.cpu.teamHalvesBelow=8388608" $A --types long,double
done
echo done > /tmp/s117/B.done
