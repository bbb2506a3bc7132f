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
# the preset 2^12-2^16, final code, one JVM; then float/int staggered and uniform 2^15-2^17, three JVMs
java --enable-native-access=ALL-UNNAMED -jar ss-new2.jar $B --sizes 2^12,2^13,2^14,2^16 --types int,long,float,double \
  --out /tmp/zm > logs/zen1-preset-2e12-2e16.log 2>&1
for i in 1 2 3; do java --enable-native-access=ALL-UNNAMED -jar ss-new2.jar $B --sizes 2^15,2^16,2^17 --types float,int \
  --dists staggered,uniform --out /tmp/zs > logs/zen1-preset-2e15-2e17-staggered-uniform-$i.log 2>&1; done
# harness Small, the final code, the small route's probes on / all off (as s123's x.sh), two JVMs each
P=-Dsamplesort.cpu.; N=99999999
OFF="${P}fewStartMin=$N ${P}runFirstSmallMin=$N ${P}runMergeSmallMin=$N ${P}almostSortedSmallMin=$N ${P}denseMin=$N"
for i in 1 2; do for o in on off; do oo=""; [ $o = off ] && oo="$OFF"; for t in double long; do echo "== $i $o $t"
  java -Dwarm=100 $oo -cp ss-new2.jar:hs dev.samplesort.cpu.Small 1024 $t 31 zipf,uniform,gaussian,few256; done; done; done > logs/zen1-insitu-probes-on-off.log 2>&1
# double zipf 2^10 in the preset: double alone (all distributions; zipf and uniform), three JVMs each; 2^10 alone with
# double last and first, two JVMs each
for i in 1 2 3; do java --enable-native-access=ALL-UNNAMED -jar ss-new2.jar $B --sizes 2^10 --types double --out /tmp/za > logs/zen1-preset-2e10-double-$i.log 2>&1
  java --enable-native-access=ALL-UNNAMED -jar ss-new2.jar $B --sizes 2^10 --types double --dists zipf,uniform --out /tmp/zb > logs/zen1-preset-2e10-double-zipf-uniform-$i.log 2>&1; done
for i in 1 2; do java --enable-native-access=ALL-UNNAMED -jar ss-new2.jar $B --sizes 2^10 --types int,long,float,double --out /tmp/za > logs/zen1-preset-2e10-double-last-$i.log 2>&1
  java --enable-native-access=ALL-UNNAMED -jar ss-new2.jar $B --sizes 2^10 --types double,int,long,float --out /tmp/zb > logs/zen1-preset-2e10-double-first-$i.log 2>&1; done
# the preset 2^18-2^20, final code, one JVM
java --enable-native-access=ALL-UNNAMED -Xmx6g -jar ss-new2.jar $B --sizes 2^18,2^20 --types int,long,float,double --out /tmp/zl > logs/zen1-preset-2e18-2e20.log 2>&1
