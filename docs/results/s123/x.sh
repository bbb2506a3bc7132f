#!/bin/bash
# s123: the small route's probes in place, one at a time off (harness Small, 2^10, long and double; "none" = all on,
# "all" = all five off), in turn in one loop of JVMs. On the device: bash x.sh device [seconds]; on the dev VM:
# JAR=ss2.jar H=h bash x.sh local
S=$(date +%s); T=${2:-480}
if [ "$1" = device ]; then [ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
  J=".jre/bin/java"; JAR=.dev/samplesort.jar; H=.dev/h; O=$OUT/x.log; else J=java; O=${O:-x.log}; fi
P=-Dsamplesort.cpu.; N=99999999
declare -A OFF=([none]="" [fewStart]="${P}fewStartMin=$N" [runFirst]="${P}runFirstSmallMin=$N" [runMerge]="${P}runMergeSmallMin=$N"
  [almostSorted]="${P}almostSortedSmallMin=$N" [dense]="${P}denseMin=$N"
  [all]="${P}fewStartMin=$N ${P}runFirstSmallMin=$N ${P}runMergeSmallMin=$N ${P}almostSortedSmallMin=$N ${P}denseMin=$N")
{ for i in 1 2 3; do for k in none fewStart runFirst runMerge almostSorted dense all; do
    [ $(( $(date +%s) - S )) -gt $T ] && break 2
    for t in double long; do echo "== $i $t off:$k"
      $J -Dwarm=100 ${OFF[$k]} -cp $JAR:$H dev.samplesort.cpu.Small 1024 $t 31 zipf,uniform,zipf,uniform; done; done; done; } > $O 2>&1
