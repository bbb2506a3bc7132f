#!/bin/bash
# s121 dev VM (run from /tmp with JAVA= and JAR= set) (2 cores): long every distribution 2^12-2^16, TopDigit on / off / on / off; then the issue's 2-core command.
J="${JAVA:-java} -Xmx6g"
JAR=${JAR:-/work/main/samplesort-cli/target/samplesort.jar}
O=${O:-/tmp/dh/vm}; mkdir -p $O
B="--sizes 2^12,2^13,2^14,2^15,2^16 --types long --dists uniform,gaussian,bucket,staggered,detdup,sorted,reverse,allequal,few2,few16,few256,zipf,almostsorted,organpipe,sawtooth,runs --algos cpu,jdk,jdkpar --reps 3"
$J -jar $JAR bench --no-progress --no-charts $B --out $O/on1 > $O/on1.log 2>&1
$J -Dsamplesort.cpu.topDigitBelow64=0 -jar $JAR bench --no-progress --no-charts $B --out $O/off1 > $O/off1.log 2>&1
$J -jar $JAR bench --no-progress --no-charts $B --out $O/on2 > $O/on2.log 2>&1
$J -Dsamplesort.cpu.topDigitBelow64=0 -jar $JAR bench --no-progress --no-charts $B --out $O/off2 > $O/off2.log 2>&1
ISSUE2="--sizes 2^16,2^20,2^22 --types int,long --dists uniform,detdup,few2,few256,sorted,zipf --algos cpu,jdkpar,jdk --reps 5 --warmup 3"
$J -jar $JAR bench --no-progress --no-charts $ISSUE2 --out $O/issue2 > $O/issue2.log 2>&1
echo done > $O/done
