#!/bin/bash
# s118 device call d: 2 cores (taskset) of the host's Xeon, k16 (8 pieces below 2^18): H7 at 2^17 (two halves against
# 8 pieces), then the preset's 2^17 column for the halves' distributions if time is left.
S=$(date +%s); O=$OUT; mkdir -p $O/d
J="taskset -c 0,1 .jre/bin/java -Xmx8g"
for a in "Long UNIFORM" "Double UNIFORM" "Int UNIFORM" "Float UNIFORM" "Long ZIPF" "Double ZIPF"; do set -- $a
  [ $(( $(date +%s)-S )) -gt 130 ] && break
  timeout 40 $J -Dblocks=3 -cp .dev/k16/samplesort.jar:.dev/h dev.samplesort.cpu.H7$1 $2 131072 2>&1 | tail -3 | head -2 | sed "s/^/$1 /" >> $O/d/h7.txt
done
echo "h7 done at $(( $(date +%s)-S )) s"
T=$(( 200 - ($(date +%s)-S) )) D=d2 OUT=$OUT JAVA="taskset -c 0,1 .jre/bin/java" bash docs/results/s114/x.sh \
  "k16|.dev/k16/samplesort.jar||--sizes 2^17 --types long,double,float,int --dists uniform,gaussian,bucket,staggered,zipf"
cd $O && tar czf d.tgz d && rm -rf d
