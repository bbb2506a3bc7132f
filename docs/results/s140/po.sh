#!/bin/bash
# s140: harness Po (our sort where it routes to parallelSort, against parallelSort, sort by sort) on 4 and 6 cores
# of the device host, then the same with a flight recording of 4 cores, long uniform 2^16 (where the main thread's
# samples fall: our probes or the JDK's sort). Needs .dev/po (javac -cp .dev/samplesort.jar -d .dev/po
# docs/results/s140/Po.java), .dev/samplesort-07a4abe.jar, .dev/pack/jre.tar.xz. Carry [".dev"].
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); mkdir -p $OUT/p
CP=.dev/samplesort-07a4abe.jar:.dev/po
for c in 4 6 3; do
  timeout 100 taskset -c 0-$((c-1)) .jre/bin/java -Xmx4g -cp $CP dev.samplesort.cpu.Po $c 1.5 long,int,double,float 14,15,16,17 uniform,gaussian > $OUT/p/po$c.log 2>&1
  echo "po$c rc=$? at $(( $(date +%s)-S )) s"
done
timeout 60 taskset -c 0-3 .jre/bin/java -Xmx4g -XX:StartFlightRecording=filename=$OUT/p/r4.jfr,settings=profile -cp $CP dev.samplesort.cpu.Po 4 20 long 16 uniform > $OUT/p/jfr4.log 2>&1
echo "jfr4 rc=$? at $(( $(date +%s)-S )) s"
.jre/bin/jfr print --events jdk.ExecutionSample $OUT/p/r4.jfr > $OUT/p/r4.txt 2>&1 || echo "no jfr tool"
rm -f $OUT/p/r4.jfr; cat $OUT/p/*.log; cd $OUT && tar czf p.tgz p && rm -rf p
