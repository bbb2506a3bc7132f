#!/bin/bash
# h6 (halves below the team) against h8 (halves before the team below teamHalvesBelow), one JVM each way, in turn
for i in 1 2; do
  JAR=/tmp/s116/h6.jar bash /tmp/s116/cmp.sh E64o$i "" --sizes 2^17,2^18,2^19,2^20 --types long,double --dists uniform,gaussian,zipf,staggered,bucket,few256
  JAR=/tmp/s116/h8.jar bash /tmp/s116/cmp.sh E64n$i "" --sizes 2^17,2^18,2^19,2^20 --types long,double --dists uniform,gaussian,zipf,staggered,bucket,few256
  JAR=/tmp/s116/h6.jar bash /tmp/s116/cmp.sh E32o$i "" --sizes 2^19,2^20,2^21,2^22 --types int,float --dists uniform,gaussian,zipf,staggered,bucket
  JAR=/tmp/s116/h8.jar bash /tmp/s116/cmp.sh E32n$i "" --sizes 2^19,2^20,2^21,2^22 --types int,float --dists uniform,gaussian,zipf,staggered,bucket
done
echo done > /tmp/s116/E.done
