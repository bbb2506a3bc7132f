#!/bin/bash
A="--sizes 2^15,2^16,2^17,2^18,2^19,2^20 --types long,double --dists zipf,uniform"
for i in 1 2; do
  JAR=/tmp/s117/base.jar bash /tmp/s117/cmp.sh Sb$i "" $A
  JAR=/tmp/s117/n1.jar bash /tmp/s117/cmp.sh Sn$i "" $A
  JAR=/tmp/s117/n1.jar bash /tmp/s117/cmp.sh S15n$i "-Dsamplesort.cpu.teamHalvesMinDuplicates=32768" $A
  JAR=/tmp/s117/n1.jar bash /tmp/s117/cmp.sh S16n$i "-Dsamplesort.cpu.teamHalvesMinDuplicates=65536" $A
done
echo done > /tmp/s117/S.done
