#!/bin/bash
# s123 on the 2-core dev VM (AMD EPYC family 23 model 1, Zen 1). ss.jar = the start code (d64dfe8), ss2.jar = the
# final code (the sevenths check); h = the harnesses Small and Few compiled against the jar (package dev.samplesort.cpu).
B="bench --preset cpu-vs-jdk --no-charts --no-progress"
D=uniform,gaussian,bucket,staggered,detdup,sorted,reverse,allequal,few2,few16,few256,zipf,almostsorted,organpipe,sawtooth,runs
# pairs of the preset (start code), 2^10 / 2^14 / 2^18
java --enable-native-access=ALL-UNNAMED -jar ss.jar $B --sizes 2^10,2^14,2^18 --types int+int,long+long --out /tmp/kv1 > zen1-pairs-start.log 2>&1
# seven distributions, every key type, 2^10-2^11, two JVMs (start code)
for i in 1 2; do java --enable-native-access=ALL-UNNAMED -jar ss.jar $B --sizes 2^10,2^11 --types int,float,long,double \
  --dists uniform,few16,organpipe,staggered,almostsorted,sawtooth,gaussian --out /tmp/b$i > zen1-2e10-2e11-seven-dists-$i.log 2>&1; done
# int 2^10-2^11, the small few-values count on and off (fewSmallMin), two JVMs each
for i in 1 2; do for c in on off; do o=""; [ $c = off ] && o="-Dsamplesort.cpu.fewSmallMin=2147483647"
  java $o --enable-native-access=ALL-UNNAMED -jar ss.jar $B --sizes 2^10,2^11 --types int --out /tmp/fs > zen1-fewsmall-$c$i.log 2>&1; done; done
# the small route's probes on and off, harness Small (17 inputs in turn, batches of 400 sorts, medians of 31 rounds;
# this log's rounds came after 5 warm-up rounds only: JIT transients, see the results file), and warmed (-Dwarm=100)
OFF="-Dsamplesort.cpu.fewStartMin=99999999 -Dsamplesort.cpu.runFirstSmallMin=99999999 -Dsamplesort.cpu.runMergeSmallMin=99999999 -Dsamplesort.cpu.almostSortedSmallMin=99999999 -Dsamplesort.cpu.denseMin=99999999"
for i in 1 2 3; do for t in int float; do java -Dwarm=5 -cp ss.jar:h dev.samplesort.cpu.Small 1024 $t 31 uniform,gaussian,bucket,sawtooth,runs,few256,staggered,organpipe,almostsorted,few16
  java -Dwarm=5 $OFF -cp ss.jar:h dev.samplesort.cpu.Small 1024 $t 31 uniform,gaussian,bucket,sawtooth,runs,few256,staggered,organpipe,almostsorted,few16; done; done > zen1-small-probes-onoff-unwarmed.log
for o in "" -Dsamplesort.cpu.almostSortedSmallMin=99999999 -Dsamplesort.cpu.runFirstSmallMin=99999999; do java $o -Dwarm=100 -cp ss.jar:h dev.samplesort.cpu.Small 1024 int 31 sawtooth,runs,uniform; done
for j in ss ss2; do for t in int float long double; do echo "== $j $t"; java -Dwarm=100 -cp $j.jar:h dev.samplesort.cpu.Small 1024 $t 31 sawtooth,organpipe,few2,sorted,uniform,runs; done; done > logs/zen1-small-warm.log
java -Dwarm=150 -cp ss.jar:h dev.samplesort.cpu.Few 1024 few16   # the few16 route's pieces
# every key type and distribution at 2^10-2^11, start and final code in turn; then 2^10 twice more each
for j in ss ss2; do java --enable-native-access=ALL-UNNAMED -jar $j.jar $B --sizes 2^10,2^11 --types int,long,float,double --out /tmp/sm > sm-$j.log 2>&1; done
# (logs: sm-ss.log -> logs/zen1-2e10-2e11-start.log, sm-ss2.log -> logs/zen1-2e10-2e11-final.log)
for i in 2 3; do for j in ss ss2; do java --enable-native-access=ALL-UNNAMED -jar $j.jar $B --sizes 2^10 --types int,long,float,double --out /tmp/t10 > t10-$j-$i.log 2>&1; done; done
# (logs: t10-ss-$i.log -> logs/zen1-2e10-start-$i.log, t10-ss2-$i.log -> logs/zen1-2e10-final-$i.log)
# the small route's probes one by one (harness Pr), long / double 2^10, the final code
for t in double long; do java -Dwarm=60 -cp ss2.jar:h dev.samplesort.cpu.Pr 1024 $t 31 zipf,few256,few16,uniform,gaussian,sawtooth; done > logs/zen1-probes.log
# (third try) the probes in place, one at a time off: logs/zen1-probes-in-place.log
JAR=ss2.jar H=h O=logs/zen1-probes-in-place.log bash x.sh local 400
# the few-values start check's count, branch against branch-free, one JVM (Fs.java compiled against the jar), twice
for i in 1 2; do java -cp ss2.jar:fs Fs 41 zipf,few16,few2,uniform; done
