#!/bin/bash
# s121 dev VM (2 cores), the final code: long every distribution 2^12-2^16, two JVMs; the issue's 2-core command.
J="${JAVA:-java} -Xmx6g"; JAR=${JAR:-samplesort.jar}; O=${O:-vm4}; mkdir -p $O
B="--sizes 2^12,2^13,2^14,2^15,2^16 --types long --dists uniform,gaussian,bucket,staggered,detdup,sorted,reverse,allequal,few2,few16,few256,zipf,almostsorted,organpipe,sawtooth,runs --algos cpu,jdk,jdkpar --reps 3"
for i in 1 2; do $J -jar $JAR bench --no-progress --no-charts $B --out $O/long$i > $O/long$i.log 2>&1; done
ISSUE2="--sizes 2^16,2^20,2^22 --types int,long --dists uniform,detdup,few2,few256,sorted,zipf --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
$J -jar $JAR bench --no-progress --no-charts $ISSUE2 --out $O/issue2 > $O/issue2.log 2>&1
echo done > $O/done
