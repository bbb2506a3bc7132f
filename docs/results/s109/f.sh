#!/bin/bash
# s109 device call B1: few16 2^10 int / float, ours (FEW_FILL) against Arrays.sort, 17 inputs in turn, harness Fw
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx4g"; CP=.dev/k109a/samplesort.jar:.dev/k109a
mkdir -p $OUT/f
for r in 1 2; do $J -cp $CP Fw 1024 FEW_UNIQUE_16 17 > $OUT/f/fw16-$r.txt 2>&1; done
$J -cp $CP Fw 4096 FEW_UNIQUE_16 17 > $OUT/f/fw16-4096.txt 2>&1
$J -cp $CP Fw 1024 UNIFORM 17 > $OUT/f/fwu.txt 2>&1
tail -n 4 $OUT/f/*.txt
