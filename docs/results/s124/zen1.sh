#!/bin/bash
# s124 on the 2-core dev VM (AMD EPYC family 23 model 1, Zen 1): ss-start.jar = the start code (c3174e0), ss-new2.jar =
# the final code (1611d24, the 64-slot hash set); hs = harness Small compiled against the start jar.
B="bench --preset cpu-vs-jdk --no-charts --no-progress"
# harness Small in place, 2^10, two JVMs per build in turn; then int few256 / uniform again, four JVMs per build
for i in 1 2; do for j in start new2; do for t in long double int float; do echo "== $i $j $t"
  java -Dwarm=100 -cp ss-$j.jar:hs dev.samplesort.cpu.Small 1024 $t 31 zipf,few16,uniform,few256; done; done; done > logs/zen1-insitu-2e10.log 2>&1
for i in 1 2 3 4; do for j in start new2; do echo "== $i $j int"
  java -Dwarm=100 -cp ss-$j.jar:hs dev.samplesort.cpu.Small 1024 int 31 few256,uniform,few256; done; done > logs/zen1-insitu-2e10-int-few256.log 2>&1
# the preset, every key type and distribution, 2^10-2^11, the final code, two JVMs
for i in 1 2; do java --enable-native-access=ALL-UNNAMED -jar ss-new2.jar $B --sizes 2^10,2^11 --types int,long,float,double \
  --out /tmp/z$i > logs/zen1-preset-2e10-2e11-$i.log 2>&1; done
