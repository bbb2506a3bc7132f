#!/bin/bash
# team (default) against halves (the team off) at the team's sizes, one JVM each way, in turn
OFF="-Dsamplesort.cpu.teamSimdMin=0 -Dsamplesort.cpu.teamSimdMinDouble=0 -Dsamplesort.cpu.teamSimdMin32=0 -Dsamplesort.cpu.teamSimdMinInt=0 -Dsamplesort.cpu.teamSimdMinLongDuplicates=0"
for i in 1 2; do
  JAR=/tmp/s116/h6.jar bash /tmp/s116/cmp.sh T64t$i "" --sizes 2^17,2^18,2^19,2^20 --types long,double --dists uniform,gaussian,zipf,staggered,bucket
  JAR=/tmp/s116/h6.jar bash /tmp/s116/cmp.sh T64h$i "$OFF" --sizes 2^17,2^18,2^19,2^20 --types long,double --dists uniform,gaussian,zipf,staggered,bucket
  JAR=/tmp/s116/h6.jar bash /tmp/s116/cmp.sh T32t$i "" --sizes 2^19,2^20,2^21,2^22 --types int,float --dists uniform,gaussian,staggered
  JAR=/tmp/s116/h6.jar bash /tmp/s116/cmp.sh T32h$i "$OFF" --sizes 2^19,2^20,2^21,2^22 --types int,float --dists uniform,gaussian,staggered
done
echo done > /tmp/s116/T.done
