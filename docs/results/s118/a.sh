#!/bin/bash
# s118 device call a: 2 cores (taskset) of the host's Xeon. H7 (two halves against 8 pieces, an untimed JDK sort
# before each timed one) at 2^15 / 2^16; then the preset, the start's jar (k13) and this one (k14) in turn; then
# int/float 2^15 with teamHalvesMin32 = 2^15.
S=$(date +%s); O=$OUT; mkdir -p $O/a
nproc; grep -m1 "model name" /proc/cpuinfo
J="taskset -c 0,1 .jre/bin/java -Xmx8g"
for K in Long Double Int Float; do for n in 32768 65536; do
  timeout 60 $J -Dblocks=3 -cp .dev/k14/samplesort.jar:.dev/h dev.samplesort.cpu.H7$K UNIFORM $n 2>&1 | tail -3 | head -2 | sed "s/^/$K /" >> $O/a/h7.txt
done; done
timeout 60 $J -Dblocks=3 -cp .dev/k14/samplesort.jar:.dev/h dev.samplesort.cpu.H7Long ZIPF 65536 2>&1 | tail -3 | head -2 | sed "s/^/Long /" >> $O/a/h7.txt
echo "h7 done at $(( $(date +%s)-S )) s"
P="--sizes 2^15,2^16 --types long,double,float,int --dists uniform,gaussian,zipf,bucket,staggered"
T=$(( 565 - ($(date +%s)-S) )) D=a2 OUT=$OUT JAVA="taskset -c 0,1 .jre/bin/java" bash docs/results/s114/x.sh \
  "k13|.dev/k13/samplesort.jar||$P" "k14|.dev/k14/samplesort.jar||$P" \
  "i32|.dev/k14/samplesort.jar|-Dsamplesort.cpu.teamHalvesMin32=32768|--sizes 2^15 --types int,float --dists uniform,gaussian,bucket,staggered,zipf"
cd $O && tar czf a.tgz a && rm -rf a
