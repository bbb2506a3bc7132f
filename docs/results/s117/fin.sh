#!/bin/bash
for i in 1; do
  JAR=/tmp/s117/base.jar bash /tmp/s117/cmp.sh G64o$i "" --sizes 2^15,2^16 --types long,double
  JAR=/tmp/s117/n5.jar bash /tmp/s117/cmp.sh G64n$i "" --sizes 2^15,2^16 --types long,double
  JAR=/tmp/s117/n5.jar bash /tmp/s117/cmp.sh G32n$i "" --sizes 2^21,2^22 --types float
  JAR=/tmp/s117/base.jar bash /tmp/s117/cmp.sh G32o$i "" --sizes 2^21,2^22 --types float
done
echo done > /tmp/s117/G.done
